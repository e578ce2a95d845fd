"""How a Court of the Dead game runs on the flow core (pygame_rules/core/flow): every frame kind
of frames.py registered with the functions of the rule it plays, what each decision asks (its
kind and prompt, for views, hot-seat and bots), and the messages of refused actions.

The rules themselves live in the phases (``phases/``), the effects (effects.py), the Wallows
deck (wallows_deck.py) and the abilities (abilities.py); the Wallows watch, which completes an
objective the moment it is met, runs between automatic steps (state.py ``advance``).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Callable

from ...core import IllegalActionError, LogEntry
from ...core.flow import Flow
from . import abilities, effects, movement, wallows_deck
from .frames import (
    AlltakerTie, Announce, AskBid, AskDeactivate, AskDraft, AskMotive, AskPick, AskSplit, AskTurn, BeginPhase,
    BeginSetup, CourtDeal, DealCourt, DealMotive, DeactivateChoice, DraftPick, DrawStarting, DrawWallows,
    DreadsbaneChoice, DreadsgripStrikes, EffectChoice, EtherealRoll, FinishRound, Fire, FireAll, FreeMove,
    Inquisitor, KeepDrawn, KeepDrawnCards, KeepMotive, Leftovers, LoseFigure, LoseGuildFigure, LoseMourner,
    MotiveDeal, MournerDraw, NextRound, NextTurn, PassPackets, PayChoice, PickPile, RaiseMeter, ResolveGuild,
    ResolveLocation, ResolveTithe, RevealFactions, RollEtherea, RollThreat, RunEffect, SettleCard, SettleWallows,
    ShuffleIn, SplitEtherea, StartRound, StealChoice, ThreatDie, TitheBid, TithePenalty, Turn, WallowsDraw,
)
from .moves import NOTATION, CourtMove, MoveFigures
from .notation import option_info
from .phases import actions, cleanup, distribution, draft, dreadsgrip, meters, resolution, rounds, setup, tithe
from .words import choice_line

if TYPE_CHECKING:  # pragma: no cover
    from .state import CourtState

Prompt = Callable[["CourtState", Any], str]
"""``(state, frame) -> str``: what a pending decision or chance node asks, in words."""

KINDS: dict[type, str] = {}
"""Frame kind -> the kind of decision it asks (``asks.kind`` of the view: ``turn``, ``bid``,
``card``, ``chance`` ...; an :class:`~.frames.EffectChoice` names its own)."""
PROMPTS: dict[type, Prompt] = {}
"""Frame kind -> what it asks (``asks.prompt`` of the view)."""
CHOICES: frozenset[type] = frozenset({EffectChoice, StealChoice, PayChoice, DeactivateChoice, KeepDrawn,
                                      LoseMourner, LoseFigure, AlltakerTie, DreadsbaneChoice})
"""The choices an effect or a rule asks (the others are a phase's own decisions, a free
movement and chance nodes)."""


def asked_kind(frame: Any) -> str:
    """The kind of decision ``frame`` (a decision or chance frame) asks: :data:`KINDS`, or an
    effect's choice's own ``kind``."""
    return frame.kind if isinstance(frame, EffectChoice) else KINDS[type(frame)]


def prompt(st: "CourtState", frame: Any) -> str:
    """What ``frame`` (a decision or chance frame) asks, in words (seats as ``{pN}``)."""
    return PROMPTS[type(frame)](st, frame)


def _listed(st: "CourtState", frame: Any) -> list[str]:
    """A decision's options, as listed when it was asked."""
    return list(frame.options)


def _stated(text: str) -> Prompt:
    """A prompt that is always ``text``."""
    return lambda st, frame: text


def _asked(st: "CourtState", frame: Any) -> str:
    """The prompt a choice was asked with."""
    prompt_: str = frame.prompt
    return prompt_


def _info(kind: str) -> Callable[["CourtState", Any, CourtMove], dict[str, Any]]:
    """``action_info`` of a listed answer asked as ``kind`` (notation.py ``option_info``)."""
    return lambda st, frame, move: option_info(st, getattr(frame, "seat", -1), move, kind)


def _choice_line(st: "CourtState", frame: Any, move: CourtMove) -> LogEntry:
    """The log line of an answer to a choice a rule asks (words.py ``choice_line``)."""
    return choice_line(st, frame.seat, KINDS[type(frame)], prompt(st, frame), move)


def refuse(st: "CourtState", action: str, move: CourtMove | None) -> str:
    """Why ``action`` (parsed as ``move``, None when it does not parse) is refused now: a split or
    a movement says what is wrong with it; anything else is not one of the choices."""
    frame = st.top
    shown = action[:80]
    if isinstance(frame, SplitEtherea):
        return distribution.split_problem(st, action, move) or f"'{shown}' is not a split of the roll"
    if isinstance(frame, (Turn, FreeMove)):
        if isinstance(move, MoveFigures):
            why = movement.problem(st, frame.seat, move.src, move.dst, move.counts, free=isinstance(frame, FreeMove))
            if why:
                return why
        elif move is None and action.startswith("move "):
            try:
                NOTATION.parse(action)
            except IllegalActionError as error:
                return str(error)
        elif isinstance(frame, FreeMove):
            return "write a movement as 'move <from> <to> <guild> ...'"
    if isinstance(frame, Turn):
        return f"'{shown}' is not a legal action for {{p{frame.seat}}} now"
    return f"'{shown}' is not one of the choices now ({prompt(st, frame)})"


FLOW: Flow["CourtState", CourtMove] = Flow(NOTATION, refuse=refuse)
"""Court of the Dead's frame kinds and their handlers (module docstring)."""


def _decision(frame: type, kind: str | None, ask: Prompt, apply: Callable[..., None],
              describe: Callable[..., LogEntry], info: Callable[..., dict[str, Any]] | None = None,
              candidates: Callable[..., list[str]] | None = None, single: bool = False) -> None:
    """Register a decision ``frame`` (its options as listed when asked), the ``kind`` it asks
    (None: the frame names its own) and its prompt ``ask``; ``info`` default: ``option_info``
    as ``kind``."""
    PROMPTS[frame] = ask
    if kind is not None:
        KINDS[frame] = kind
    FLOW.decision(frame, options=_listed, apply=apply, describe=describe, info=info or _info(kind or ""),
                  candidates=candidates, single=single)


def _chance(frame: type, ask: str, outcomes: Callable[..., list[tuple[str, float]]], apply: Callable[..., None],
            describe: Callable[..., LogEntry], kind: Callable[..., Any] = effects.public_chance) -> None:
    """Register a chance ``frame`` (public unless ``kind`` says otherwise) and its prompt."""
    KINDS[frame], PROMPTS[frame] = "chance", _stated(ask)
    FLOW.chance(frame, outcomes=outcomes, apply=apply, kind=kind, describe=describe, info=_info("chance"))


# ---------------------------------------------------------------------- automatic steps
FLOW.auto(BeginSetup, run=setup.begin)
FLOW.auto(DealMotive, run=setup.deal_motive)
FLOW.auto(AskMotive, run=setup.ask_motive)
FLOW.auto(RevealFactions, run=setup.reveal_factions)
FLOW.auto(DrawStarting, run=setup.draw_start)
FLOW.auto(ShuffleIn, run=setup.shuffle_in)
FLOW.auto(StartRound, run=rounds.start_round)
FLOW.auto(BeginPhase, run=rounds.begin_phase)
FLOW.auto(NextRound, run=rounds.next_round)
FLOW.auto(FireAll, run=abilities.fire_all)
FLOW.auto(Fire, run=abilities.fire_seat)
FLOW.auto(Announce, run=abilities.announce)
FLOW.auto(RollEtherea, run=distribution.roll)
FLOW.auto(AskSplit, run=distribution.ask_split)
FLOW.auto(AskPick, run=distribution.ask_pick)
FLOW.auto(Leftovers, run=distribution.leftovers)
FLOW.auto(DrawWallows, run=wallows_deck.draw)
FLOW.auto(DealCourt, run=draft.deal)
FLOW.auto(AskDraft, run=draft.ask_draft)
FLOW.auto(PassPackets, run=draft.pass_packets)
FLOW.auto(AskTurn, run=actions.ask_turn)
FLOW.auto(NextTurn, run=actions.next_turn)
FLOW.auto(RollThreat, run=dreadsgrip.roll)
FLOW.auto(AskBid, run=tithe.ask_bid)
FLOW.auto(ResolveTithe, run=tithe.resolve)
FLOW.auto(TithePenalty, run=tithe.penalty)
FLOW.auto(RaiseMeter, run=meters.raise_meter)
FLOW.auto(ResolveLocation, run=resolution.location)
FLOW.auto(ResolveGuild, run=resolution.guild)
FLOW.auto(SettleWallows, run=cleanup.settle_wallows)
FLOW.auto(SettleCard, run=cleanup.settle)
FLOW.auto(FinishRound, run=cleanup.finish)
FLOW.auto(Inquisitor, run=meters.inquisitor)
FLOW.auto(DreadsgripStrikes, run=meters.dreadsgrip_strikes)
FLOW.auto(LoseGuildFigure, run=meters.lose_figure)
FLOW.auto(RunEffect, run=effects.run_effect)
FLOW.auto(AskDeactivate, run=effects.ask_deactivate)
FLOW.auto(KeepDrawnCards, run=effects.keep_drawn_cards)

# ---------------------------------------------------------------------- the phases' decisions
_decision(KeepMotive, "motive", setup.keep_prompt, setup.kept, setup.kept_line)
_decision(SplitEtherea, "split", distribution.split_prompt, distribution.split, distribution.split_line,
          info=distribution.split_info, candidates=distribution.split_candidates)
_decision(PickPile, "pile", distribution.pick_prompt, distribution.pick, distribution.pick_line,
          info=distribution.pick_info)
_decision(DraftPick, "draft", draft.draft_prompt, draft.drafted, draft.drafted_line)
_decision(Turn, "turn", actions.turn_prompt, actions.take_turn, actions.turn_line, info=actions.turn_info,
          candidates=actions.turn_candidates)
_decision(TitheBid, "bid", tithe.bid_prompt, tithe.bid, tithe.bid_line, info=tithe.bid_info)

# ---------------------------------------------------------------------- choices effects and rules ask
# A choice with a single answer is no choice: it is taken at once (``single``); those asked
# "all or nothing" (an offer, the Alltaker, the Dreadsbane token) always have two answers or more.
_decision(EffectChoice, None, _asked, effects.choose, effects.choice_describe, info=effects.choice_info, single=True)
_decision(FreeMove, "move", _asked, effects.choose, effects.choice_describe, info=effects.choice_info,
          candidates=effects.free_move_candidates, single=True)
_decision(StealChoice, "influence", _asked, effects.steal_types, _choice_line, single=True)
_decision(PayChoice, "pay", lambda st, frame: effects.pay_prompt(frame.points), effects.paid, _choice_line,
          single=True)
_decision(DeactivateChoice, "card", _asked, effects.deactivate, _choice_line, single=True)
_decision(KeepDrawn, "card", _asked, effects.keep_drawn, _choice_line, single=True)
_decision(LoseMourner, "card", _asked, meters.card_lost, _choice_line, single=True)
_decision(LoseFigure, "figure", _asked, meters.figure_lost, _choice_line, single=True)
_decision(AlltakerTie, "alltaker", _asked, resolution.alltaker, _choice_line)
_decision(DreadsbaneChoice, "dreadsbane", _asked, resolution.dreadsbane, _choice_line)

# ---------------------------------------------------------------------- chance
_chance(MotiveDeal, "deal Ulterior Motives", setup.motive_odds, setup.dealt, setup.dealt_line, kind=setup.motive_kind)
_chance(MournerDraw, "draw a Mourner card", effects.mourner_odds, effects.draw_mourner_card, effects.mourner_line)
PROMPTS[MournerDraw] = lambda st, frame: "draw a starting Mourner" if frame.starting else "draw a Mourner card"
_chance(EtherealRoll, "roll for Etherea", distribution.roll_odds, distribution.rolled, distribution.rolled_line)
_chance(WallowsDraw, "draw a Wallows card", wallows_deck.wallows_odds, wallows_deck.drawn, wallows_deck.drawn_line)
_chance(CourtDeal, "deal Court cards", draft.court_odds, draft.dealt, draft.dealt_line, kind=draft.court_kind)
_chance(ThreatDie, "roll for a figure in an overcrowded location", dreadsgrip.die_odds, dreadsgrip.rolled,
        dreadsgrip.rolled_line)

