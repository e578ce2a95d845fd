"""What each seat sees (``view``), log lines (``describe``), and structured actions
(``action_info``) for the renderer. A seat never sees another seat's hidden hand cards or
any face-down card it has not seen (rulebook: General Rule Principles, Hidden Information).
"""

from __future__ import annotations

from typing import Any, TypeAlias

from ...core import LogEntry, TouchEntry
from . import moves as mv
from .base import EskeletosBase, Event
from .board import RING_NAMES, SPACES, place_name
from .cards import CARDS, DECK_NAMES, DECKS
from .frames import (ConflictDice, Consent, ElderSlot, EquiGive, EquiMode, Frame, GiveRelic,
                     LimboPlay, MoveRoll, PeekOrder, Phase1, PickDeck, PickDiscard, PickRelic, PickStrip,
                     PickSuppress, PickVault, Overflow, RelicHere, Reveal, TradeGive, kind_of)
from .rules import BURDEN_LIMIT, HAND_LIMIT, VAULT_CAPACITY
from .traveler import Traveler
from .travelers import RELICS, TRAVELERS
from .view_types import (CardView, DriftCardView, EskeletosView, HandCardView, HiddenHandCardView,
                         HiddenVaultCardView, RecentView, RelicView, RingView, TravelerKindView, TravelerView,
                         VaultCardView, WaitingView)
from .words import (CHANCE_PROMPTS, LOG_VERBS, ROLL_WORDS, Marks, event_words, marks, place_words, results,
                    third_person, touched_keys)

PROMPTS = {  # read after "<name>'s turn: ", so no colon of their own
    "pick_traveler": "choose a Traveler", "phase1": "Phase 1 — cleanse, then draw or draft",
    "peek_order": "Fate Manipulation — choose the card for the bottom", "intuition": "Scavenger's Intuition — choose a deck",
    "move_mods": "modify your movement, then go", "encounter": "Encounter — choose what to do",
    "consent": "agree to the Traveler's offer?", "trade_give": "choose a card to trade",
    "conflict_shield": "raise the Stasis Shield?", "surrender": "surrender a Relic",
    "shield_card": "raise the Stasis Shield against this card?", "lotus": "Lotus — shed 1 Burden or take 1 Hope",
    "relic_tp": "a Relic lies here", "gateway_ask": "attempt the Gateway Check?", "gateway_hope": "spend 1 Hope for +1?",
    "purge_ask": "purge a suppressed card?", "accept_ask": "attempt the Acceptance Check?",
    "protect": "a Hazard strikes — protect yourself?", "action": "Action Phase", "equi_give": "Equilibrium — discard a card",
    "equi_mode": "Equilibrium — choose the effect", "facade": "Facade Purge — choose a suppressed card",
    "discard_excess": "hand limit — discard a card", "elder_slot": "put the card in the Drift?",
    "overflow": "vault full — discard a suppressed card", "pick_deck": "choose a Suit deck",
    "pick_relic": "claim a Relic", "limbo_play": "play or discard your Limbo card",
}


SPACE_CODES = {"W": "wheel", "T": "turning", "H": "hazard", "L": "lotus", "N": "nature",
               "C": "corporeal", "E": "emotion", "M": "memory", "V": "void"}
_LETTER = {v: k for k, v in SPACE_CODES.items()}
RINGS_VIEW: list[RingView] = [{"ring": r, "name": RING_NAMES[r], "layout": "".join(_LETTER[t] for t in SPACES[r])}
              for r in sorted(SPACES)]
"""Static: each ring's spaces as one letter per space (``space_codes`` reads them)."""
KINDS_VIEW: list[TravelerKindView] = [{"key": k.key, "name": k.name, "style": k.style, "burden": k.burden, "hope": k.hope,
               "ability": k.ability, "text": k.text} for k in TRAVELERS.values()]
_CARD_JSON = {key: card.to_json() for key, card in CARDS.items()}


def card_json(key: str) -> CardView:
    """A card for the renderer: key, name, deck, kind, text (a fresh dict)."""
    return _CARD_JSON[key].copy()


def _name(key: str) -> str:
    return CARDS[key].name


Line: TypeAlias = str | dict[int | None, str]
"""A log sentence: one text for every seat, or ``{seat: text, None: text for the others}``."""
WordsPending: TypeAlias = tuple[dict[int | None, str], list[str], Marks, list[Traveler], list[Event], int,
                                tuple[str, ...]]
"""What :meth:`ViewMixin._describe` keeps for :meth:`ViewMixin.finish_words`: the log entry, the
touched keys to fill in, the public facts and a copy of each Traveler before the action,
the recent events then, the seat whose decision it is, and the events its sentence says."""


def _cause_name(key: str) -> str:
    """The name of the card or Relic ``key`` whose effect asks for a choice."""
    return CARDS[key].name if key in CARDS else RELICS[key].name


class ViewMixin(EskeletosBase):
    """Per-seat views, log lines and structured action info for the renderer."""

    _words_pending: WordsPending
    """Set by :meth:`_describe`, taken by :meth:`finish_words` (absent in between actions)."""

    # ------------------------------------------------------------------ view
    def _view(self, player: int | None) -> EskeletosView:
        bit = 1 << player if player is not None else 0
        frame = self.stack[-1] if self.stack else None
        waiting: WaitingView | None = None
        if frame is not None:
            waiting = {"seat": self._current_player(), "kind": kind_of(frame), "prompt": self._prompt(frame)}
        return {
            "mode": "first_journey" if self.fj else "standard",
            "round": self.round, "round_limit": self.round_limit, "turn": self.turn, "first": self.first,
            "end_reason": self.end_reason(),
            "waiting": waiting,
            "limits": {"burden": BURDEN_LIMIT, "hand": HAND_LIMIT, "vault": VAULT_CAPACITY},
            "rings": RINGS_VIEW,
            "space_codes": SPACE_CODES,
            "relics": [self._relic_view(key) for key in RELICS],
            "travelers": [self._traveler_view(t, bit) for t in self.tr],
            "traveler_kinds": KINDS_VIEW if any(t.kind is None for t in self.tr) else [],
            "drift": [self._drift_card(k, e) for k, e in self.drift],
            "decks": {d: {"name": DECK_NAMES[d], "pile": self.decks.size(d), "discard": self.decks.discards(d)}
                      for d in DECKS},
            "fate_top": [card_json(k) if self.sees(m, bit) else None for k, m in self.decks.top],
            "peeked": [card_json(k) for k in self.peeked] if isinstance(frame, PeekOrder)
            and frame.seat == player else [],
            "dice": list(dice) if (dice := self.tf["dice"]) else None,
            "recent": [self._recent(e, bit) for e in self.recent],
            "end": self._end_words(),
        }

    def _end_words(self) -> str | None:
        """How the journey ended, for the end screen (``{pN}`` for seats); None before the end
        (rulebook: Reaching Acceptance and Winning the Game; the round limit, a draw:
        docs/rulings/eskeletos.md)."""
        reason = self.end_reason()
        if reason == "acceptance":
            return f"{{p{self.winner}}} reached Acceptance in round {self.round}."
        if reason == "limit_draw":
            return f"Nobody reached Acceptance in {self.round_limit} rounds: the journey ends in a draw."
        return None

    def sees(self, mask: int, bit: int) -> bool:
        """A seat (``bit``) sees a card it knows; a spectator (``bit`` 0) only public cards.
        Once the game is over every hand and vault is shown face up (docs/rulings/eskeletos.md)."""
        if self.is_terminal():
            return True
        return bool(mask & bit) if bit else mask == self.all_mask

    def _event_value(self, event: Event, bit: int) -> Any:
        value = event["value"]
        return CARDS[value].name if event["what"] in ("detonate", "drift_hazard") else value

    @staticmethod
    def _drift_card(key: str, elder: int) -> DriftCardView:
        return {**_CARD_JSON[key], "elder": elder}

    def _recent(self, event: Event, bit: int) -> RecentView:
        return {**event, "value": self._event_value(event, bit), "text": event_words(event)}

    def _relic_view(self, key: str) -> RelicView:
        r = RELICS[key]
        at = self.relic_at[key]
        holder = next((t.seat for t in self.tr if key in t.relics), None)
        return {"key": key, "name": r.name, "ring": r.ring, "timing": r.timing, "text": r.text,
                "at": place_name(*at) if at else None, "holder": holder}

    def _traveler_view(self, t: Traveler, bit: int) -> TravelerView:
        kind = TRAVELERS.get(t.kind) if t.kind else None
        return {
            "seat": t.seat, "kind": t.kind, "name": kind.name if kind else None,
            "ability": kind.ability if kind else None, "ability_text": kind.text if kind else None,
            "ring": t.ring, "pos": t.pos, "place": place_name(t.ring, t.pos) if t.on_board else None,
            "limbo": t.limbo, "burden": t.burden, "hope": t.hope, "relics": list(t.relics),
            "attachments": [card_json(k) for k in t.attach], "cloak": t.cloak, "shield_ready": t.shield_ready,
            "crisis_shed": t.crisis_shed, "ward": t.ward,
            "limbo_card": card_json(t.limbo_card) if t.limbo_card else None,
            "hand_size": len(t.hand),
            "hand": [self._hand_card(k, m, bit) for k, m in t.hand],
            "vault": [self._vault_card(k, m, cls, bit) for k, m, cls in t.vault],
        }

    def _hand_card(self, key: str, mask: int, bit: int) -> HandCardView | HiddenHandCardView:
        if self.sees(mask, bit):
            return {**_CARD_JSON[key], "public": mask == self.all_mask}
        return {"deck": CARDS[key].deck, "hidden": True}

    def _vault_card(self, key: str, mask: int, cls: str, bit: int) -> VaultCardView | HiddenVaultCardView:
        if self.sees(mask, bit):
            return {**_CARD_JSON[key], "hazard_known": cls == "hazard"}
        return {"hidden": True, "hazard_known": cls == "hazard"}

    # ------------------------------------------------------------------ hot-seat
    _SECRET_FRAMES = (TradeGive, PickSuppress, PeekOrder)
    _HAND_MOVES = (mv.Play, mv.Discard, mv.React, mv.Give, mv.Suppress, mv.Bottom)

    def private_decision(self, seat: int) -> bool:
        """Whether the decision due for ``seat`` needs that seat's own view (``State.private_decision``):
        the first decision of its turn (Phase 1: draw or draft) while it holds cards, as a
        player plans the turn with the hand in sight; a choice that names a card in its hand or
        one it peeked at; a secret choice (a trade, a card to suppress); or a choice among
        suppressed cards of which it knows one that is not face up to all (its label names
        it). Moving, Gateway and Acceptance Checks, Lotus rests, Relics, encounters and offers
        are made on the public view: hot-seat play goes on without handing the device over
        (so the device changes hands about once a turn, not after every action)."""
        if not self.stack:
            return False
        frame = self.stack[-1]
        if isinstance(frame, self._SECRET_FRAMES) or (isinstance(frame, Phase1) and self.tr[seat].hand):
            return True
        bit = 1 << seat
        for action in self._legal_actions():
            move = self.parse(action)
            if isinstance(move, self._HAND_MOVES):
                return True
            if mv.vault_slot(move) is not None:
                if any(self.sees(mask, bit) and not self.sees(mask, 0) for _, mask, _ in self.tr[seat].vault):
                    return True
        return False

    # ------------------------------------------------------------------ log lines
    def _describe(self, action: str) -> LogEntry:
        """The log line of ``action``: its main sentence now (:meth:`main_sentence`, the flow's
        ``describe``), its public results once it has resolved (:meth:`finish_words`, called
        after ``_apply``; words.py)."""
        frame = self.stack[-1]
        main = super()._describe(action)
        entry: dict[int | None, str] = dict(main) if isinstance(main, dict) else {None: str(main)}
        skip = ("move",) if action == "go" else ()  # the main sentence says how far
        self._words_pending = (entry, [], marks(self), [t.copy() for t in self.tr], list(self.recent), frame[0], skip)
        return entry

    def _touches(self, action: str) -> TouchEntry:
        """What ``action`` touched: filled in by :meth:`finish_words` once it has resolved
        (keys: docs/notation/eskeletos.md)."""
        pending = getattr(self, "_words_pending", None)
        return pending[1] if pending is not None else []

    def finish_words(self) -> None:
        """After ``_apply``: append the public results to the log line :meth:`_describe`
        made, and fill in the keys :meth:`_touches` returned. Nothing when the action was
        applied without a log line (``apply_legal``)."""
        pending: WordsPending | None = self.__dict__.pop("_words_pending", None)
        if pending is None:
            return
        entry, touched, before, before_tr, recent, subject, skip = pending
        old = {id(e) for e in recent}
        events = [e for e in self.recent if id(e) not in old and e["what"] not in skip]
        said = results(self, before_tr, events, subject, entry.get(None, ""))
        after = marks(self)
        touched += touched_keys(before, after)
        if any(e["what"] in ROLL_WORDS or e["what"] == "contest" for e in events):
            touched.append("dice")
        for viewer, text in entry.items():
            joint = " — " if ":" in text else ": "
            entry[viewer] = f"{text}{joint}{said}." if said else f"{text}."

    def main_sentence(self, frame: Frame, move: mv.EskeletosMove) -> Line:
        """Who did what with ``move`` at ``frame``, third person, without the final stop; a dict
        per viewer when the seats read it differently (a secret choice, a card only its owner
        knows). The flow's ``describe`` (flow.py), before the move applies."""
        seat = frame[0]
        who = f"{{p{seat}}}" if seat >= 0 else "The game"
        action = str(move)
        if isinstance(frame, Reveal):
            assert isinstance(move, mv.Card)
            line = self._describe_reveal(frame, move.card)
            return {k: v.rstrip(".") for k, v in line.items()} if isinstance(line, dict) else line.rstrip(".")
        if isinstance(move, mv.Roll):
            return f"{who} rolls {move.first} and {move.second} for movement"
        if isinstance(move, mv.Contest) and isinstance(frame, ConflictDice):
            return (f"Conflict dice: {who} (Initiator) rolls {move.initiator}, {{p{frame.defender}}} (Defender) "
                    f"rolls {move.defender}")
        if isinstance(move, mv.D6):
            return f"{who} rolls {move.face} {ROLL_WORDS.get(kind_of(frame), '')}".rstrip()
        if isinstance(move, mv.Go):
            n = self.net_move(seat)
            return f"{who} moves {n} space{'' if n == 1 else 's'}"
        if isinstance(frame, ElderSlot) and action in LOG_VERBS:
            return f"{who} {LOG_VERBS[action].replace('the card', _name(frame.card))}"
        if isinstance(frame, LimboPlay) and isinstance(move, mv.Limbo) and (held := self.tr[seat].limbo_card):
            verb = "plays" if move.choice == "play" else "discards"
            return f"{who} {verb} the Limbo card {_name(held)}"
        if isinstance(frame, self._SECRET_FRAMES):
            return {seat: f"{who} {third_person(self.action_label(frame, move))}", None: f"{who} chooses a card in secret"}
        if mv.vault_slot(move) is not None:  # the name is the owner's
            mine, theirs = (third_person(self._slot_label(frame, move, named)).replace(" your hand", " the hand")
                            for named in (True, False))
            return {seat: f"{who} {mine}", None: f"{who} {theirs}"}
        if action in LOG_VERBS:
            return f"{who} {LOG_VERBS[action]}"
        return f"{who} {third_person(self.action_label(frame, move))}"

    def outcome_words(self, frame: Frame, move: mv.EskeletosMove) -> str:
        """Words of a die roll's outcome ``move`` at the chance node ``frame``, e.g.
        "Gateway Check: rolls 4"."""
        if isinstance(move, mv.Roll):
            return f"rolls {move.first} and {move.second} for movement"
        if isinstance(move, mv.Contest):
            return f"conflict dice: Initiator {move.initiator}, Defender {move.defender}"
        assert isinstance(move, mv.D6)
        kind = kind_of(frame)
        label = {"order_roll": "turn order roll", "crisis": "Limbo Crisis Roll", "gateway_roll": "Gateway Check",
                 "accept_roll": "Acceptance Check", "escape_roll": "Escape Check"}.get(kind, kind)
        return f"{label}: rolls {move.face}"

    def _describe_reveal(self, frame: Reveal, key: str) -> Line:
        seat, deck, mode = frame
        who = f"{{p{seat}}}"
        name = _name(key)
        card = CARDS[key]
        if mode in ("setup_drift", "drift"):
            extra = " (a Hazard: " + ("discarded at setup" if mode == "setup_drift" else "its global event strikes") + ")" \
                if card.kind == "hazard" else ""
            return f"The Drift reveals {name}{extra}."
        if mode == "limbo":
            return f"{who} draws the Limbo card {name}."
        if mode in ("mask", "suppress_top"):
            return f"A Fate card goes face down, unseen, into {who}'s vault."
        if mode == "peek":
            return {seat: f"{who} peeks at {name}.", None: f"{who} peeks at a Fate card."}
        if mode == "setup_hand" and card.kind == "instant":
            return f"{who} is dealt {name}; it is revealed and shuffled back."
        if card.kind == "instant":
            return f"{who} draws {name}, an INSTANT card: it resolves now."
        if card.kind == "hazard":
            return {seat: f"{who} draws {name}, a Suppressed Hazard: face down into the vault.",
                    None: f"{who} draws a Suppressed Hazard: it goes face down into the vault."}
        article = "an" if DECK_NAMES[deck][0] in "AEIOU" else "a"
        return {seat: f"{who} draws {name}.", None: f"{who} draws {article} {DECK_NAMES[deck]} card."}

    _OFFERS = {"gift": "{a} offers {b} 1 Hope", "trade": "{a} offers {b} a card trade",
               "take": "{a} offers to take 1 Burden from {b}"}

    def _prompt(self, frame: Frame) -> str:
        """The question at ``frame`` in words (``{pN}`` for seats). An offer names who makes it
        and what it is (rulebook: Encounters, Assist/Share by mutual agreement)."""
        if isinstance(frame, Consent):  # read by every seat: names, not "you"
            other, seat, verb = frame
            return self._OFFERS[verb].format(a=f"{{p{seat}}}", b=f"{{p{other}}}") + ": agree?"
        if isinstance(frame, LimboPlay) and (held := self.tr[frame.seat].limbo_card) is not None:  # drawn face up: public
            return f"play or discard your Limbo card, {_name(held)}"
        if isinstance(frame, GiveRelic):
            return f"{_cause_name(frame.cause)} — give one of your Relics to {{p{frame.taker}}}"
        if isinstance(frame, (PickDeck, PickDiscard, PickSuppress, PickVault, PickStrip, PickRelic)):
            # a card effect or Relic asks (the frame's cause is its key): "Hollow Echo — discard 2 cards"
            return f"{_cause_name(frame.cause)} — {self._caused_prompt(frame)}"
        if isinstance(frame, RelicHere) and (here := self._relic_here(frame)):
            return f"{RELICS[here].name} lies here"
        if isinstance(frame, Reveal):
            return self._reveal_prompt(frame)
        kind = kind_of(frame)
        if kind in CHANCE_PROMPTS:
            return CHANCE_PROMPTS[kind].format(p=f"{{p{frame[0]}}}")
        return PROMPTS.get(kind, "choose")

    def _reveal_prompt(self, frame: Reveal) -> str:
        """What a card being turned over is for (a chance node: nobody chooses)."""
        seat, deck, mode = frame
        who = f"{{p{seat}}}"
        if mode in ("setup_drift", "drift"):
            return "a card is turned over for the Drift"
        if mode == "limbo":
            return f"{who} draws a Limbo card"
        if mode in ("mask", "suppress_top"):
            return f"a Fate card goes face down into {who}'s vault"
        if mode == "peek":
            return f"{who} looks at the top of the Fate deck"
        return f"{who} draws a {DECK_NAMES[deck]} card"

    def _caused_prompt(self, frame: PickDeck | PickDiscard | PickSuppress | PickVault | PickStrip | PickRelic) -> str:
        """The words after the cause's name; several cards to pick count down."""
        if isinstance(frame, PickStrip):
            return f"discard one of {{p{frame.stripped}}}'s attachments"
        if isinstance(frame, (PickDeck, PickRelic)):
            return PROMPTS[kind_of(frame)]
        t = self.tr[frame.seat]
        n = min(frame.n, len(t.vault if isinstance(frame, PickVault) else t.hand))  # how many are still to go
        if isinstance(frame, PickVault):
            what = "a suppressed card" if n == 1 else f"{n} suppressed cards"
            return f"return {what} to your hand" if frame.mode == "hand" else f"purge {what}"
        return f"{kind_of(frame).removeprefix('pick_')} " + ("a card" if n == 1 else f"{n} cards")

    def _relic_here(self, frame: Frame) -> str | None:
        t = self.tr[frame[0]]
        return self.relic_here(t.ring, t.pos)

    def _relic_here_name(self, frame: Frame) -> str:
        here = self._relic_here(frame)
        return RELICS[here].name if here else "the Relic here"

    # ------------------------------------------------------------------ labels and action_info
    def action_label(self, frame: Frame, move: mv.EskeletosMove) -> str:
        """Words a player reads for ``move`` at ``frame`` (its button label)."""
        if isinstance(frame, EquiMode) and isinstance(move, (mv.Draw, mv.Shed)):
            return "discard a card to " + ("draw 2 Suit cards" if isinstance(move, mv.Draw) else "shed 1 Burden")
        if isinstance(frame, PickRelic) and isinstance(move, mv.Relic):
            return f"claim {RELICS[move.relic].name}"
        if isinstance(frame, GiveRelic) and isinstance(move, mv.Relic):
            return f"give {RELICS[move.relic].name} to {{p{frame.taker}}}"
        if isinstance(move, mv.React):
            return f"discard {_name(move.card)} to ignore the Burden"
        if isinstance(frame, EquiGive) and isinstance(move, mv.Give):
            return f"discard {_name(move.card)}"
        if isinstance(move, mv.Release):
            return f"discard {_name(move.card)} for its effect"
        if isinstance(move, mv.Bottom):
            return f"put {_name(move.card)} under the Fate deck"
        if isinstance(move, mv.CardMove):
            target = f" targeting {{p{move.target - 1}}}" if isinstance(move, mv.Play) and move.target is not None else ""
            return f"{move.verb} {_name(move.card)}{target}"
        if isinstance(move, mv.Draft):
            key = self.drift[move.slot - 1][0]
            return f"draft {_name(key)} from the Drift"
        if isinstance(move, mv.Traveler):
            return f"choose {TRAVELERS[move.traveler].name}"
        if isinstance(move, mv.Toward):
            word = {"conflict": "challenge", "gift": "gift 1 Hope to", "trade": "offer a card trade to",
                    "take": "take a Burden from"}[move.verb]
            return f"{word} {{p{move.seat - 1}}}"
        if isinstance(move, mv.Relic):
            return f"use {RELICS[move.relic].name}" if move.relic in RELICS else str(move)
        if isinstance(move, mv.Surrender):
            return f"surrender {RELICS[move.relic].name} to Turning Point {place_name(*move.place)}"
        if isinstance(move, mv.Swap):
            name = RELICS[move.relic].name
            return f"swap {name} for {self._relic_here_name(frame)} ({name} to Turning Point {place_name(*move.place)})"
        if isinstance(move, mv.Claim):
            return f"claim {self._relic_here_name(frame)}"
        if mv.vault_slot(move) is not None:
            return self._slot_label(frame, move)
        if isinstance(move, mv.Deck):
            return f"draw from the {DECK_NAMES[move.deck]} deck"
        if isinstance(move, mv.Intuition):
            return f"Scavenger's Intuition: draw from the {DECK_NAMES[move.deck]} deck"
        action = str(move)
        return {"go": "move", "end": "end the Action Phase", "draw": "draw from the Fate deck",
                "ignore": "ignore the other Traveler", "agree": "agree", "refuse": "refuse",
                "gateway": "attempt the Gateway Check", "stay": "do not roll", "keep": "keep the vault as it is",
                "accept": "attempt the Acceptance Check", "endure": "take it", "shield": "raise the Stasis Shield",
                "leave": "leave the Relic", "facade": "Facade Purge (3 Hope)", "rest shed": "rest: shed 1 Burden",
                "rest hope": "rest: take 1 Hope", "hope 1": "spend 1 Hope (+1)", "hope 0": "spend no Hope",
                "cleanse burden": "Static Cleanse: shed 1 Burden", "elder drift": "put it in the Drift (4th slot)",
                "elder pass": "discard it as usual", "limbo play": "play the Limbo card",
                "limbo discard": "discard the Limbo card", "shed": "shed 1 Burden",
                }.get(action, action)

    def _slot_label(self, frame: Frame, move: mv.EskeletosMove, named: bool = True) -> str:
        """Words for a move on suppressed card ``N`` (1-based, the board's order). With
        ``named`` (the words for the Traveler to act) the card is named when that Traveler
        knows it (rulebook: Suppressed cards are face down; one put there unseen stays
        unknown): ``discard suppressed card 2 (Rage)``; else ``discard suppressed card 2``."""
        slot = mv.vault_slot(move)
        assert slot is not None
        seat = self._current_player()
        key, mask, _ = self.tr[seat].vault[slot - 1]
        card = f"suppressed card {slot}"
        if named:
            card += f" ({_name(key) if self.sees(mask, 1 << seat) else 'face down'})"
        if isinstance(move, mv.Cleanse):
            return f"Static Cleanse: discard {card}"
        if isinstance(move, mv.Unsuppress) or (isinstance(frame, PickVault) and frame.mode == "hand"):
            return f"return {card} to your hand"
        if isinstance(move, mv.Purge) or isinstance(frame, PickVault):  # a card's "purge" effect (mode "purge")
            return f"purge {card}"
        return f"discard {card}" + (" to make room" if isinstance(frame, Overflow) else "")

    def move_info(self, frame: Frame | None, move: mv.EskeletosMove) -> dict[str, Any]:
        """``action_info`` of ``move`` at ``frame`` (the flow's ``info``): ``{"action",
        "label", "kind", "frame", ...}``; targets: ``card`` (key), ``seat``, ``slot`` (1-based
        vault slot), ``drift`` (1-based), ``deck``, ``relic``, ``place``, ``traveler``;
        ``detail``: what the choice does (a Relic's text when one is claimed, a card's text
        when one is drafted, played, discarded or given). ``kind`` is the verb, or
        ``"chance"`` for an outcome (its ``label``: the die or the card revealed)."""
        action = str(move)
        if frame is None:
            return {"action": action, "label": action, "kind": move.verb}
        info: dict[str, Any] = {"action": action, "kind": move.verb, "frame": kind_of(frame)}
        if self.is_chance_node():
            info["label"] = f"reveal {_name(move.card)}" if isinstance(move, mv.Card) else self.outcome_words(frame, move)
            info["kind"] = "chance"
            return info
        info["label"] = self.action_label(frame, move)
        if isinstance(frame, RelicHere) and isinstance(move, (mv.Claim, mv.Swap)) and (here := self._relic_here(frame)):
            info["detail"] = RELICS[here].text  # what the Relic lying here does
        slot = mv.vault_slot(move)
        if isinstance(move, mv.CardMove):
            info["card"] = move.card
            info["detail"] = CARDS[move.card].text  # the card is the chooser's own (or face up): what it does
            if isinstance(move, mv.Play) and move.target is not None:
                info["seat"] = move.target - 1
        elif isinstance(move, mv.Toward):
            info["seat"] = move.seat - 1
        elif isinstance(move, mv.Draft):
            info["drift"] = move.slot
            info["detail"] = CARDS[self.drift[move.slot - 1][0]].text  # the Drift is face up
        elif slot is not None:
            info["slot"] = slot
        elif isinstance(move, (mv.Deck, mv.Intuition)):
            info["deck"] = move.deck
        elif isinstance(move, mv.Relic):
            info["relic"] = move.relic
            if isinstance(frame, PickRelic):  # what the Relic does, shown with the choice
                info["detail"] = RELICS[move.relic].text
        elif isinstance(move, mv.Swap):
            info["relic"] = move.relic
            info["place"] = place_name(*move.place)
        elif isinstance(move, mv.Surrender):
            info.update(relic=move.relic, place=place_name(*move.place))
        elif isinstance(move, mv.Traveler):
            info["traveler"] = move.traveler
        return info
