"""What each seat sees (``view``), log lines (``describe``), and structured actions
(``action_info``) for the renderer. A seat never sees another seat's hidden hand cards or
any face-down card it has not seen (rulebook: General Rule Principles, Hidden Information).
"""

from __future__ import annotations

from typing import Any, TypeAlias

from .base import EskeletosBase, Event
from .board import RING_NAMES, SPACES, place_name
from .cards import CARDS, DECK_NAMES, DECKS
from .frames import CausedFrame, DrawFrame, Frame, PickCardsFrame, PickStripFrame, PickVaultFrame
from .rules import BURDEN_LIMIT, HAND_LIMIT, VAULT_CAPACITY
from .traveler import Traveler
from .travelers import RELICS, TRAVELERS
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
RINGS_VIEW = [{"ring": r, "name": RING_NAMES[r], "layout": "".join(_LETTER[t] for t in SPACES[r])}
              for r in sorted(SPACES)]
"""Static: each ring's spaces as one letter per space (``space_codes`` reads them)."""
KINDS_VIEW = [{"key": k.key, "name": k.name, "style": k.style, "burden": k.burden, "hope": k.hope,
               "ability": k.ability, "text": k.text} for k in TRAVELERS.values()]
_CARD_JSON = {key: card.to_json() for key, card in CARDS.items()}


def card_json(key: str) -> dict[str, Any]:
    """A card for the renderer: key, name, deck, kind, text (a fresh dict)."""
    return dict(_CARD_JSON[key])


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
    def _view(self, player: int | None) -> dict[str, Any]:
        bit = 1 << player if player is not None else 0
        frame = self.stack[-1] if self.stack and not self.over else None
        waiting = None
        if frame is not None:
            waiting = {"seat": -1 if frame[0] in self._ODDS else frame[1], "kind": frame[0],
                       "prompt": self._prompt(frame)}
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
            "drift": [dict(card_json(k), elder=e) for k, e in self.drift],
            "decks": {d: {"name": DECK_NAMES[d], "pile": self.decks.size(d), "discard": self.decks.discards(d)}
                      for d in DECKS},
            "fate_top": [card_json(k) if self.sees(m, bit) else None for k, m in self.decks.top],
            "peeked": [card_json(k) for k in self.peeked] if frame and frame[0] == "peek_order"
            and frame[1] == player else [],
            "dice": self.tf.get("dice"),
            "recent": [dict(e, value=self._event_value(e, bit), text=event_words(e)) for e in self.recent],
            "end": self._end_words(),
        }

    def _end_words(self) -> str | None:
        """How the journey ended, for the end screen (``{pN}`` for seats); None before the end
        (rulebook: Reaching Acceptance and Winning the Game; the round limit, a draw:
        docs/rulings/eskeletos.md)."""
        reason = self.end_reason()
        if reason == "acceptance":
            return f"{{p{self.winner}}} reached Acceptance in round {self.round}."
        if reason == "round_limit":
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

    def _relic_view(self, key: str) -> dict[str, Any]:
        r = RELICS[key]
        at = self.relic_at[key]
        holder = next((t.seat for t in self.tr if key in t.relics), None)
        return {"key": key, "name": r.name, "ring": r.ring, "timing": r.timing, "text": r.text,
                "at": place_name(*at) if at else None, "holder": holder}

    def _traveler_view(self, t: Traveler, bit: int) -> dict[str, Any]:
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
            "hand": [dict(card_json(k), deck=CARDS[k].deck, public=m == self.all_mask) if self.sees(m, bit)
                     else {"deck": CARDS[k].deck, "hidden": True} for k, m in t.hand],
            "vault": [dict(card_json(k), hazard_known=cls == "hazard") if self.sees(m, bit)
                      else {"hidden": True, "hazard_known": cls == "hazard"} for k, m, cls in t.vault],
        }

    # ------------------------------------------------------------------ hot-seat
    _SECRET_FRAMES = frozenset({"trade_give", "pick_suppress", "peek_order"})
    _HAND_VERBS = frozenset({"play", "discard", "react", "give", "suppress", "bottom"})

    def private_decision(self, seat: int) -> bool:
        """Whether the decision due for ``seat`` needs that seat's own view (``State.private_decision``):
        the first decision of its turn (Phase 1: draw or draft) while it holds cards, as a
        player plans the turn with the hand in sight; a choice that names a card in its hand or
        one it peeked at; a secret choice (a trade, a card to suppress); or a choice among
        suppressed cards of which it knows one that is not face up to all (its label names
        it). Moving, Gateway and Acceptance Checks, Lotus rests, Relics, encounters and offers
        are made on the public view: hot-seat play goes on without handing the device over
        (so the device changes hands about once a turn, not after every action)."""
        if not self.stack or self.over:
            return False
        frame = self.stack[-1]
        if frame[0] in self._SECRET_FRAMES or (frame[0] == "phase1" and self.tr[seat].hand):
            return True
        bit = 1 << seat
        for action in self._legal_actions():
            verb = action.split()[0]
            if verb in self._HAND_VERBS:
                return True
            if verb in ("vault", "purge", "unsuppress") or action.startswith("cleanse vault"):
                if any(self.sees(mask, bit) and not self.sees(mask, 0) for _, mask, _ in self.tr[seat].vault):
                    return True
        return False

    # ------------------------------------------------------------------ log lines
    def _describe(self, action: str) -> dict[int | None, str]:
        """The log line of ``action``: its main sentence now, its public results once it
        has resolved (:meth:`finish_words`, called after ``_apply``; words.py)."""
        frame = self.stack[-1]
        main = self._main_sentence(frame, action)
        entry: dict[int | None, str] = dict(main) if isinstance(main, dict) else {None: main}
        skip = ("move",) if action == "go" else ()  # the main sentence says how far
        self._words_pending = (entry, [], marks(self), [t.copy() for t in self.tr], list(self.recent), frame[1], skip)
        return entry

    def _touches(self, action: str) -> list[str]:
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

    def _main_sentence(self, frame: Frame, action: str) -> Line:
        """Who did what, third person, without the final stop; a dict per viewer when the
        seats read it differently (a secret choice, a card only its owner knows). The kind is
        compared as ``frame[0]``, which tells the type checker the frame's fields."""
        kind, seat = frame[0], frame[1]
        who = f"{{p{seat}}}" if seat >= 0 else "The game"
        words = action.split()
        if frame[0] == "reveal":
            line = self._describe_reveal(frame, words[1])
            return {k: v.rstrip(".") for k, v in line.items()} if isinstance(line, dict) else line.rstrip(".")
        if frame[0] == "move_roll":
            return f"{who} rolls {words[1]} and {words[2]} for movement"
        if frame[0] == "contest":
            return f"Conflict dice: {who} (Initiator) rolls {words[1]}, {{p{frame[2]}}} (Defender) rolls {words[2]}"
        if kind in self._ODDS:
            return f"{who} rolls {words[1]} {ROLL_WORDS.get(kind, '')}".rstrip()
        if action == "go":
            n = self.net_move(seat)
            return f"{who} moves {n} space{'' if n == 1 else 's'}"
        if frame[0] == "elder_slot" and action in LOG_VERBS:
            return f"{who} {LOG_VERBS[action].replace('the card', _name(frame[2]))}"
        if frame[0] == "limbo_play" and (held := self.tr[seat].limbo_card):
            verb = "plays" if action == "limbo play" else "discards"
            return f"{who} {verb} the Limbo card {_name(held)}"
        if frame[0] in ("trade_give", "pick_suppress", "peek_order"):
            return {seat: f"{who} {third_person(self.action_label(frame, action))}", None: f"{who} chooses a card in secret"}
        if words[0] in ("vault", "purge", "unsuppress") or action.startswith("cleanse vault"):  # the name is the owner's
            mine, theirs = (third_person(self._slot_label(frame, action, named)).replace(" your hand", " the hand")
                            for named in (True, False))
            return {seat: f"{who} {mine}", None: f"{who} {theirs}"}
        if action in LOG_VERBS:
            return f"{who} {LOG_VERBS[action]}"
        return f"{who} {third_person(self.action_label(frame, action))}"

    def outcome_words(self, kind: str, words: list[str]) -> str:
        """Log words of a chance outcome: ``kind`` is the frame kind, ``words`` the outcome split on
        spaces (``["roll", "3", "5"]``); e.g. "Gateway Check: rolls 4"."""
        if kind == "move_roll":
            return f"rolls {words[1]} and {words[2]} for movement"
        if kind == "contest":
            return f"conflict dice: Initiator {words[1]}, Defender {words[2]}"
        label = {"order_roll": "turn order roll", "crisis": "Limbo Crisis Roll", "gateway_roll": "Gateway Check",
                 "accept_roll": "Acceptance Check", "escape_roll": "Escape Check"}.get(kind, kind)
        return f"{label}: rolls {words[1]}"

    def _describe_reveal(self, frame: DrawFrame, key: str) -> Line:
        _, seat, deck, mode = frame
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
        if frame[0] == "consent":  # read by every seat: names, not "you"
            _, other, seat, verb = frame
            return self._OFFERS[verb].format(a=f"{{p{seat}}}", b=f"{{p{other}}}") + ": agree?"
        if frame[0] == "limbo_play" and (held := self.tr[frame[1]].limbo_card) is not None:  # drawn face up: public
            return f"play or discard your Limbo card, {_name(held)}"
        if frame[0] == "give_relic":
            return f"{_cause_name(frame[3])} — give one of your Relics to {{p{frame[2]}}}"
        if frame[0] in ("pick_deck", "pick_discard", "pick_suppress", "pick_vault", "pick_strip", "pick_relic"):
            # a card effect or Relic asks (the frame's last field is its key): "Hollow Echo — discard 2 cards"
            return f"{_cause_name(frame[-1])} — {self._caused_prompt(frame)}"
        if frame[0] == "relic_tp" and (here := self._relic_here(frame)):
            return f"{RELICS[here].name} lies here"
        if frame[0] == "reveal":
            return self._reveal_prompt(frame)
        if frame[0] in CHANCE_PROMPTS:
            return CHANCE_PROMPTS[frame[0]].format(p=f"{{p{frame[1]}}}")
        return PROMPTS.get(frame[0], "choose")

    def _reveal_prompt(self, frame: DrawFrame) -> str:
        """What a card being turned over is for (a chance node: nobody chooses)."""
        _, seat, deck, mode = frame
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

    def _caused_prompt(self, frame: CausedFrame | PickCardsFrame | PickVaultFrame | PickStripFrame) -> str:
        """The words after the cause's name; several cards to pick count down."""
        kind, seat = frame[0], frame[1]
        if frame[0] == "pick_strip":
            return f"discard one of {{p{frame[2]}}}'s attachments"
        if frame[0] in ("pick_deck", "pick_relic"):
            return PROMPTS[kind]
        t = self.tr[seat]
        n = min(frame[2], len(t.vault if frame[0] == "pick_vault" else t.hand))  # how many are still to go
        if frame[0] == "pick_vault":
            what = "a suppressed card" if n == 1 else f"{n} suppressed cards"
            return f"return {what} to your hand" if frame[3] == "hand" else f"purge {what}"
        return f"{kind.removeprefix('pick_')} " + ("a card" if n == 1 else f"{n} cards")

    def _relic_here(self, frame: Frame) -> str | None:
        t = self.tr[frame[1]]
        return self.relic_here(t.ring, t.pos)

    def _relic_here_name(self, frame: Frame) -> str:
        here = self._relic_here(frame)
        return RELICS[here].name if here else "the Relic here"

    # ------------------------------------------------------------------ labels and action_info
    def action_label(self, frame: Frame, action: str) -> str:
        """Words a player reads for ``action`` at ``frame``."""
        w = action.split()
        verb = w[0]
        if frame[0] == "equi_mode" and action in ("draw", "shed"):
            return "discard a card to " + ("draw 2 Suit cards" if action == "draw" else "shed 1 Burden")
        if frame[0] == "pick_relic":
            return f"claim {RELICS[w[1]].name}"
        if frame[0] == "give_relic":
            return f"give {RELICS[w[1]].name} to {{p{frame[2]}}}"
        if verb == "react" and len(w) > 1:
            return f"discard {_name(w[1])} to ignore the Burden"
        if frame[0] == "equi_give" and verb == "give":
            return f"discard {_name(w[1])}"
        if verb == "release" and len(w) > 1:
            return f"discard {_name(w[1])} for its effect"
        if verb == "bottom" and len(w) > 1:
            return f"put {_name(w[1])} under the Fate deck"
        if verb in ("play", "discard", "react", "give", "suppress", "release", "strip", "bottom") and len(w) > 1:
            target = f" targeting {{p{int(w[2]) - 1}}}" if len(w) > 2 else ""
            return f"{verb} {_name(w[1])}{target}"
        if verb in ("draft",):
            key = self.drift[int(w[1]) - 1][0]
            return f"draft {_name(key)} from the Drift"
        if verb == "traveler":
            return f"choose {TRAVELERS[w[1]].name}"
        if verb in ("conflict", "gift", "trade", "take"):
            word = {"conflict": "challenge", "gift": "gift 1 Hope to", "trade": "offer a card trade to",
                    "take": "take a Burden from"}[verb]
            return f"{word} {{p{int(w[1]) - 1}}}"
        if verb == "relic" and len(w) > 1:
            return f"use {RELICS[w[1]].name}" if w[1] in RELICS else action
        if verb == "surrender":
            return f"surrender {RELICS[w[1]].name} to Turning Point {w[2]}"
        if verb == "swap":
            return f"swap {RELICS[w[1]].name} for {self._relic_here_name(frame)} ({RELICS[w[1]].name} to Turning Point {w[2]})"
        if verb == "claim":
            return f"claim {self._relic_here_name(frame)}"
        if verb in ("vault", "purge", "unsuppress") or action.startswith("cleanse vault"):
            return self._slot_label(frame, action)
        if verb == "deck":
            return f"draw from the {DECK_NAMES[w[1]]} deck"
        if verb == "intuition":
            return f"Scavenger's Intuition: draw from the {DECK_NAMES[w[1]]} deck"
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

    def _slot_label(self, frame: Frame, action: str, named: bool = True) -> str:
        """Words for an action on suppressed card ``N`` (1-based, the board's order). With
        ``named`` (the words for the Traveler to act) the card is named when that Traveler
        knows it (rulebook: Suppressed cards are face down; one put there unseen stays
        unknown): ``discard suppressed card 2 (Rage)``; else ``discard suppressed card 2``."""
        w = action.split()
        seat = self._current_player()
        key, mask, _ = self.tr[seat].vault[int(w[-1]) - 1]
        card = f"suppressed card {w[-1]}"
        if named:
            card += f" ({_name(key) if self.sees(mask, 1 << seat) else 'face down'})"
        if action.startswith("cleanse vault"):
            return f"Static Cleanse: discard {card}"
        if w[0] == "unsuppress" or (frame[0] == "pick_vault" and frame[3] == "hand"):
            return f"return {card} to your hand"
        if w[0] == "purge" or frame[0] == "pick_vault":  # a card's "purge" effect (mode "purge")
            return f"purge {card}"
        return f"discard {card}" + (" to make room" if frame[0] == "overflow" else "")

    def action_info(self, action: str) -> dict[str, Any]:
        """``{"action", "label", "kind", ...}``; targets: ``card`` (key), ``seat``, ``slot``
        (1-based vault slot), ``drift`` (1-based), ``deck``, ``relic``, ``place``, ``dice``; ``detail``: what
        the choice does (a Relic's text when one is claimed, a card's text when one is drafted,
        played, discarded or given)."""
        frame = self.stack[-1]
        w = action.split()
        info: dict[str, Any] = {"action": action, "kind": w[0], "frame": frame[0]}
        if frame[0] in self._ODDS:
            info["label"] = self.outcome_words(frame[0], w) if frame[0] != "reveal" else f"reveal {_name(w[1])}"
            info["kind"] = "chance"
            return info
        info["label"] = self.action_label(frame, action)
        if frame[0] == "relic_tp" and w[0] in ("claim", "swap") and (here := self._relic_here(frame)):
            info["detail"] = RELICS[here].text  # what the Relic lying here does
        if w[0] in ("play", "discard", "react", "give", "suppress", "release", "strip", "bottom") and len(w) > 1:
            info["card"] = w[1]
            info["detail"] = CARDS[w[1]].text  # the card is the chooser's own (or face up): what it does
            if len(w) > 2:
                info["seat"] = int(w[2]) - 1
        elif w[0] in ("conflict", "gift", "trade", "take"):
            info["seat"] = int(w[1]) - 1
        elif w[0] == "draft":
            info["drift"] = int(w[1])
            info["detail"] = CARDS[self.drift[int(w[1]) - 1][0]].text  # the Drift is face up
        elif w[0] in ("vault", "purge", "unsuppress") or action.startswith("cleanse vault"):
            info["slot"] = int(w[-1])
        elif w[0] in ("deck", "intuition"):
            info["deck"] = w[1]
        elif w[0] in ("relic", "swap"):
            info["relic"] = w[1]
            if w[0] == "swap":
                info["place"] = w[2]
            if frame[0] == "pick_relic":  # what the Relic does, shown with the choice
                info["detail"] = RELICS[w[1]].text
        elif w[0] == "surrender":
            info.update(relic=w[1], place=w[2])
        elif w[0] == "traveler":
            info["traveler"] = w[1]
        return info
