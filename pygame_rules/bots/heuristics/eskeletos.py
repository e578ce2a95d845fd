"""ESKELETOS, as a sensible Traveler sees it (docs/rules/eskeletos.md).

Winning is reaching Acceptance: on a Turning Point of Ring 5 with no Burden, no suppressed
cards and 3 Relics, then a 6 on a die, each Hope adding 1. A position is worth
(:func:`standing`):

- the ring reached (Limbo sends a Traveler back to Ring 1, so it is worth little);
- Relics up to 3, less for each one still missing that no ring ahead still offers
  (it must then be won back from another Traveler, in an Encounter or with a card);
- Burden as a growing weight (a 5th Burden risks Total Collapse: at 4 the whole journey is
  at stake), suppressed cards (each slows the pawn and must be purged), Hope (it pays the
  Gateway and Acceptance rolls), cards in hand and attachments;
- on Ring 5, the chance of the Acceptance roll once the baggage is gone.

The greedy move tries each option on a copy (the pawn's landing and the dice of a Gateway or
Acceptance check followed through) and keeps the one that leaves it best placed against the
other Travelers; so it sheds Burden when it can, aims its movement at Turning Points,
claims Relics, crosses Gateways, accepts when able and challenges a Traveler who holds a
Relic it needs. The rollout policy does the same by rules of thumb (a card's worth read from
its effects), without copies.
"""

from __future__ import annotations

import random
from functools import lru_cache
from typing import TYPE_CHECKING, Callable, Optional

from ...core import State
from ...games.eskeletos import moves as mv
from ...games.eskeletos.board import advance, space_type
from ...games.eskeletos.cards import CARDS
from ...games.eskeletos.frames import (AcceptAsk, ActionPhase, ConflictShield, Consent, DiscardExcess, ElderSlot,
                                       Encounter, EquiGive, FacadePick, GatewayAsk, GatewayHope, IntuitionPick,
                                       LimboPlay, Lotus, MoveMods, Overflow, PeekOrder, Phase1, PickDiscard,
                                       PickRelic, PickStrip, PickSuppress, PickTraveler, PickVault, Protect, PurgeAsk,
                                       RelicHere, ShieldCard, SurrenderRelic, TradeGive)
from ...games.eskeletos.rules import EMBER_MOVE, EMBER_SHED
from ...games.eskeletos.travelers import RELICS
from . import Heuristic, pick_best
from .lookahead import advantage, after

if TYPE_CHECKING:  # pragma: no cover
    from ...games.eskeletos.state import EskeletosState

RING = 12.0
"""Worth of each ring crossed."""
RELIC = 9.0
"""Worth of each Relic held, up to 3."""
STRANDED = 5.0
"""Lost for each missing Relic that no Turning Point ahead offers."""
BURDEN = (0.0, 2.5, 5.5, 9.0, 14.0, 20.0)
"""Cost of 0..5 Burden."""
COLLAPSE_RISK = (0.0, 0.0, 0.03, 0.08, 0.25, 0.6)
"""Share of the journey so far put at risk by 0..5 Burden (a 5th Burden: 4 in 6 to collapse)."""
VAULT = 3.0
HOPE = (0.0, 1.8, 3.4, 4.8, 5.8, 6.6, 7.2, 7.6)
"""Worth of 0..7 Hope (more adds little)."""
CARD = 0.7
ATTACHMENT = 1.5
LIMBO = 10.0
"""Lost in Limbo on top of the journey (the hand is frozen, turns go by)."""


def _hope(n: int) -> float:
    return HOPE[n] if n < len(HOPE) else HOPE[-1] + 0.2 * (n - len(HOPE) + 1)


def standing(state: "EskeletosState", seat: int) -> float:
    """``seat``'s progress toward Acceptance (module docstring), in points-like units."""
    t = state.tr[seat]
    if t.ring == 6:
        return 1000.0
    relics = min(len(t.relics), 3)
    ring = 1 if t.limbo else t.ring
    journey = RING * (ring - 1)
    score = journey + RELIC * relics
    need = 3 - relics
    if need > 0 and not state.fj:
        ahead = sum(1 for r, place in state.relic_at.items() if place is not None and RELICS[r].ring >= ring)
        score -= STRANDED * max(0, need - ahead)
    burden = min(t.burden, 5)
    score -= BURDEN[burden] + COLLAPSE_RISK[burden] * (journey + RELIC * relics)
    score -= VAULT * len(t.vault) + 1.5 * sum(1 for _, _, cls in t.vault if cls == "hazard")
    score += _hope(t.hope) + CARD * min(len(t.hand), 5) + ATTACHMENT * len(t.attach)
    if t.limbo:
        score -= LIMBO - 0.8 * t.limbo
    elif t.ring == 5 and (relics == 3 or state.fj):
        ready = t.burden == 0 and not t.vault
        score += (6.0 if ready else 2.0) + 2.0 * min(t.hope, 5)
    return score


def values(state: State) -> list[float]:
    """Each Traveler's :func:`standing`; the winner's 1000 once the game is over."""
    st: "EskeletosState" = state  # type: ignore[assignment]
    return [standing(st, s) for s in range(st.num_players)]


SCALE = 10.0


# ---------------------------------------------------------------------- card worth
_SELF = {"burden": -3.0, "shed": 3.0, "hope": 1.5, "lose_hope": -1.5, "draw": 1.0, "discard": -0.8,
         "suppress": -2.5, "suppress_top": -3.0, "unsuppress": 1.0, "purge": 2.5, "purge_all": 2.0,
         "reveal_vault": 0.0, "move": 0.4, "ward": 1.0, "strip": -1.5, "claim_relic": 9.0, "return_relic": -9.0,
         "move_mod": 0.4, "step": 1.0, "to_exit": 4.0, "freeze": -1.0, "escape": 8.0, "escape_bonus": 1.0}
"""Worth to a Traveler of each effect done to itself, per count (``n``)."""


@lru_cache(maxsize=None)
def card_worth(key: str) -> float:
    """A card's worth to the Traveler who plays it, read from its effects (designed content,
    ``cards.json``): its own gains and losses, and a share of the harm it does to others;
    ongoing bonuses and reactions count a little."""
    card = CARDS[key]
    worth = 0.0
    for op in card.effects:
        n = abs(op.get("n", 1)) if op["op"] not in ("move_mod", "step") else op.get("n", 1)
        value = _SELF.get(op["op"], 0.0) * n
        who = op.get("who", "self")
        if who == "self":
            worth += value
        elif who == "other":
            worth -= 0.8 * value
        elif who == "others":
            worth -= 0.6 * value
        else:  # all
            worth += 0.4 * value
    worth += 2.0 * len(card.ongoing) + 0.6 * sum(_SELF.get(op["op"], 0.0) for op in card.release)
    if card.react:
        worth += 2.0
    return worth


# ---------------------------------------------------------------------- cheap policy
def _landing(state: "EskeletosState", seat: int, extra: int) -> tuple[int, int]:
    t = state.tr[seat]
    a, b = state.move_dice()
    steps = max(1, a + b + state.tf["mods"] + extra - len(t.vault))
    return t.ring, advance(t.ring, t.pos, steps)


def _needs_relic_here(state: "EskeletosState", seat: int) -> bool:
    """Whether ``seat`` should claim this ring's Relic before moving on: it holds fewer than
    3 and the rings ahead do not offer enough Relics (those lying on their Turning Points)."""
    t = state.tr[seat]
    need = 3 - len(t.relics)
    if need <= 0 or state.fj:
        return False
    here = [r for r, place in state.relic_at.items() if place is not None and place[0] == t.ring]
    ahead = sum(1 for r, place in state.relic_at.items() if place is not None and RELICS[r].ring > t.ring)
    return bool(here) and ahead < need


def _land_worth(state: "EskeletosState", seat: int, place: tuple[int, int]) -> float:
    """Worth of ending a movement on ``place``: a Turning Point (more with a Relic lying there
    that the Traveler wants), a Lotus with Burden to shed, not a Hazard."""
    kind = space_type(*place)
    t = state.tr[seat]
    if kind == "turning":
        relic_here = any(p == place for p in state.relic_at.values())
        return 6.0 + (6.0 if relic_here and len(t.relics) < 3 and not state.fj else 0.0)
    if kind == "lotus":
        return 2.0 if t.burden else 1.0
    if kind == "hazard":
        return -2.5 - (4.0 if t.burden >= 4 else 0.0)
    if kind == "wheel":
        return 0.0
    return 0.8  # a suit space: a card


def _moves(state: "EskeletosState", actions: list[str]) -> list[mv.EskeletosMove]:
    """The typed move of each action (parsed once per process: ``Notation.parse`` remembers)."""
    parse = state.parse
    return [parse(a) for a in actions]


def _worst_card(state: "EskeletosState", seat: int, actions: list[str]) -> list[float]:
    """Scores for giving a card away (discard, suppress, trade): the least worth first."""
    return [-card_worth(m.card) if isinstance(m, mv.CardMove) else 0.0 for m in _moves(state, actions)]


def _move_scores(state: "EskeletosState", seat: int, actions: list[str]) -> list[float]:
    out = []
    for m in _moves(state, actions):
        if isinstance(m, mv.Go):
            extra, cost = 0, 0.0
        elif isinstance(m, mv.Relic) and m.option is None:  # Ethereal Ember's +3 spaces
            extra, cost = EMBER_MOVE, 0.5
        elif isinstance(m, mv.Relic):  # its other option: 1 Hope to shed 2 Burden, then the roll's move
            extra, cost = 0, 1.0 - 2.0 * min(EMBER_SHED, state.tr[seat].burden)
        else:
            assert isinstance(m, mv.Play)
            card = CARDS[m.card]
            extra = sum(op.get("n", 0) for op in card.effects if op["op"] == "move_mod")
            cost = 0.8 + 3.0 * sum(op.get("n", 1) for op in card.effects if op["op"] == "burden")
        out.append(_land_worth(state, seat, _landing(state, seat, extra)) - cost)
    return out


def _action_scores(state: "EskeletosState", seat: int, actions: list[str]) -> list[float]:
    t = state.tr[seat]
    out = []
    for m in _moves(state, actions):
        if isinstance(m, mv.End):
            out.append(0.0)
        elif isinstance(m, mv.Play):
            worth = card_worth(m.card)
            if m.target is not None:  # aimed at a Traveler: the one furthest along
                other = state.tr[m.target - 1]
                worth += 0.2 * (other.ring + len(other.relics))
            out.append(worth - 0.5)
        elif isinstance(m, mv.Release):
            out.append(2.5 if t.burden >= 2 else -1.0)
        elif isinstance(m, mv.Relic) and m.relic == "ember":
            if m.option == "shed":  # 1 Hope: shed 2 Burden
                out.append(4.0 if t.burden >= 2 else -1.0)
            else:  # the roll is spent: 3 more spaces, a landing like any move
                out.append(0.5)
        elif isinstance(m, mv.Relic) and m.relic == "cloak":
            out.append(1.0 if t.ring >= 3 else 0.2)
        elif isinstance(m, mv.Relic):  # equilibrium
            out.append(1.5 if t.burden or t.vault else -1.0)
        else:  # facade
            out.append(1.0 if t.hope >= 5 else -1.0)
    return out


def _encounter_scores(state: "EskeletosState", seat: int, actions: list[str]) -> list[float]:
    t = state.tr[seat]
    out = []
    for m in _moves(state, actions):
        if not isinstance(m, mv.Toward):  # ignore
            out.append(0.0)
            continue
        other = state.tr[m.seat - 1]
        if isinstance(m, mv.Conflict):
            wants = len(t.relics) < 3 and other.relics
            out.append(3.0 if wants else 1.0 + 0.3 * other.ring)
        else:
            out.append(-1.0)
    return out


def _phase1_scores(state: "EskeletosState", seat: int, actions: list[str]) -> list[float]:
    t = state.tr[seat]
    out = []
    for m in _moves(state, actions):
        slot = mv.vault_slot(m)
        if isinstance(m, mv.Cleanse) and slot is None:
            out.append(2.0 * t.burden - 2.5)
        elif slot is not None:  # Static Cleanse of a suppressed card
            out.append(1.5 if t.vault[slot - 1][2] != "hazard" else -0.5)
        elif isinstance(m, mv.Relic):  # Fate Manipulation
            out.append(0.5)
        elif isinstance(m, mv.Draw):
            out.append(1.0)
        else:
            assert isinstance(m, mv.Draft)
            out.append(card_worth(state.drift[m.slot - 1][0]) * 0.6)
    return out


def _gateway(state: "EskeletosState", seat: int) -> str:
    t = state.tr[seat]
    if t.burden >= 4 or _needs_relic_here(state, seat):
        return "stay"
    return "gateway"


def _vault_scores(state: "EskeletosState", seat: int, actions: list[str]) -> list[float]:
    """Purge or take back a suppressed card: one that is not a Suppressed Hazard first."""
    t = state.tr[seat]
    out = []
    for m in _moves(state, actions):
        slot = mv.vault_slot(m)
        if slot is None:  # keep
            out.append(0.0 if t.burden >= 3 else -1.0)
            continue
        out.append(1.0 if t.vault[slot - 1][2] != "hazard" else (0.5 if t.burden <= 2 else -2.0))
    return out


def _consent_scores(state: "EskeletosState", seat: int, actions: list[str]) -> list[float]:
    """A Defender agrees to a gift of Hope or to have its Burden taken, refuses a trade."""
    top = state.stack[-1]
    assert isinstance(top, Consent)
    return [1.0 if (a == "agree") == (top.verb in ("gift", "take")) else 0.0 for a in actions]


def _protect_scores(state: "EskeletosState", seat: int, actions: list[str]) -> list[float]:
    """Against a Hazard space: a Reaction card first, then the Stasis Shield, enduring last."""
    return [0.0 if isinstance(m, mv.Endure) else (1.0 if isinstance(m, mv.React) else 0.5)
            for m in _moves(state, actions)]


Scorer = Callable[["EskeletosState", int, list[str]], list[float]]
"""``(state, seat to act, actions) -> score of each action``."""


def _preferring(prefer: Callable[["EskeletosState", int], str]) -> Scorer:
    """The scorer of a decision with one preferred action, ``prefer(state, seat)``: 1 for it, 0 else."""
    def score(state: "EskeletosState", seat: int, actions: list[str]) -> list[float]:
        best = prefer(state, seat)
        return [1.0 if a == best else 0.0 for a in actions]
    return score


def _always(action: str) -> Scorer:
    """The scorer of a decision whose preferred action is always ``action``."""
    return _preferring(lambda state, seat: action)


SCORERS: dict[type, Scorer] = {
    Phase1: _phase1_scores, MoveMods: _move_scores, ActionPhase: _action_scores, Encounter: _encounter_scores,
    **{kind: _worst_card for kind in (DiscardExcess, PickDiscard, PickSuppress, EquiGive, TradeGive)},
    **{kind: _vault_scores for kind in (PurgeAsk, PickVault, FacadePick, Overflow)},
    Consent: _consent_scores, Protect: _protect_scores,
    GatewayAsk: _preferring(_gateway),
    Lotus: _preferring(lambda state, seat: "rest shed" if state.tr[seat].burden else "rest hope"),
    GatewayHope: _always("hope 1"), AcceptAsk: _always("accept"), RelicHere: _always("claim"),
    ElderSlot: _always("elder drift"), LimboPlay: _always("limbo play"),
    ConflictShield: _always("shield"), ShieldCard: _always("shield"),
}
"""The rules of thumb of each kind of decision (frames.py); any other scores every action 0."""


def scores(state: State, actions: list[str]) -> list[float]:
    """Cheap scores of the seat to act's ``actions`` (rules of thumb by decision, :data:`SCORERS`;
    no copies)."""
    st: "EskeletosState" = state  # type: ignore[assignment]
    scorer = SCORERS.get(type(st.stack[-1])) if st.stack else None
    if scorer is None:
        return [0.0] * len(actions)
    return scorer(st, st.current_player, actions)


def policy(state: State, rng: random.Random) -> str:
    """The rollout move: the best of :func:`scores`, ties drawn."""
    actions = state.legal_actions()
    if len(actions) == 1:
        return actions[0]
    return pick_best(actions, scores(state, actions), rng)


# ---------------------------------------------------------------------- the greedy move
FOLLOW: frozenset[type] = frozenset({MoveMods, GatewayAsk, GatewayHope, AcceptAsk, RelicHere, Lotus, Protect,
                                     PurgeAsk})
"""Decisions a look ahead plays on by :func:`policy` (so a movement card is judged by where
the pawn lands and what it does there)."""
RANDOM: frozenset[type] = frozenset({PickTraveler, PeekOrder, PickStrip, SurrenderRelic, IntuitionPick, PickRelic})
"""Decisions the greedy move makes at random (a copy tells nothing of them)."""
CHEAP: frozenset[type] = frozenset({DiscardExcess, PickDiscard, PickSuppress, EquiGive, TradeGive, Encounter,
                                   Consent, ElderSlot, LimboPlay})
"""Decisions the greedy move makes by :func:`policy`'s rules of thumb."""


def _follow(state: State, rng: random.Random) -> Optional[str]:
    st: "EskeletosState" = state  # type: ignore[assignment]
    if st.stack and type(st.stack[-1]) in FOLLOW:
        return policy(state, rng)
    return None


def _judge(seat: int) -> Callable[[State], float]:
    return lambda s: advantage(values(s), seat, SCALE)


def choose(state: State, rng: random.Random) -> str:
    """The greedy move: each option tried on a copy (:func:`.lookahead.after`, the pawn's
    landing and the next check followed by :func:`policy`), the best kept; cheap rules where
    a copy tells nothing (which card to give up, which Traveler to challenge)."""
    st: "EskeletosState" = state  # type: ignore[assignment]
    actions = st.legal_actions()
    if len(actions) == 1:
        return actions[0]
    kind = type(st.stack[-1]) if st.stack else None
    if kind in RANDOM:
        return rng.choice(actions)
    if kind in CHEAP:
        return policy(state, rng)
    seat = st.current_player
    judge = _judge(seat)
    found = [after(st, a, judge, rng, _follow) for a in actions]
    return pick_best(actions, found, rng, tolerance=1e-6)


def root_priors(state: State, actions: list[str]) -> list[float]:
    """The greedy move's scores of every action (copies; asked once a decision)."""
    st: "EskeletosState" = state  # type: ignore[assignment]
    if st.stack and type(st.stack[-1]) in RANDOM:
        return [0.0] * len(actions)
    judge = _judge(st.current_player)
    rng = random.Random(len(st.history))
    return [after(st, a, judge, rng, _follow) for a in actions]


HEURISTIC = Heuristic(values=values, scale=SCALE, policy=policy, choose=choose, rollout_depth=30, priors=scores,
                      root_priors=root_priors)
