"""Skulls of Sedlec: the position, the Graveyard, scoring (rulebook: Setup, Game Flow, Actions).

Notation (docs/notation/sedlec.md): ``dig 2 5`` / ``dig 3``, ``take 5``, ``collect 4``,
``stack 7 2:-1``, ``pass``; chance outcomes ``reveal 7`` (card 7 turns face up).
Piles are numbered 1..6 (the 2 x 3 Graveyard read row by row). The turn runs on the flow
core: frames.py lists its steps, flow.py their handlers, moves.py the typed moves.
"""

from __future__ import annotations

from collections import Counter
from typing import Any

from ...core import State
from ...core.flow import FlowState
from . import invariants
from .cards import CARD_IDS, CARDS, SKULL_TYPES
from .flow import FLOW, HAND_LIMIT, PILE_SIZE, PILES
from .frames import SeatTurn, TakeDug, TurnUp
from .ossuary import BOTTOM_LIMIT, COMPLETE_SIZE, breakdown, skull_type, skulls, tiebreak_key
from .view_types import SedlecView

__all__ = ["SedlecState", "PILES", "PILE_SIZE", "HAND_LIMIT"]


class SedlecState(FlowState):
    """A game of Skulls of Sedlec for 2 or 3 players.

    Mutable fields: ``down[i]`` face-down cards in pile ``i`` (0-based), ``up[i]`` the
    face-up top card id or None, ``unseen`` card ids not yet revealed, ``hands``,
    ``ossuaries`` (``{(row, pos): card id}`` per seat), ``turn`` (seat whose turn it
    is), ``stack`` (the flow core's frames, frames.py: piles awaiting a chance reveal, the
    piles of the current Dig awaiting ``take``, the seat's turn).
    """

    def conserved(self) -> dict[str, Any]:
        """What this game conserves (``invariants.conserved``)."""
        return invariants.conserved(self)

    def check_invariants(self) -> None:
        """Raises InvariantError (``invariants.check``)."""
        invariants.check(self)

    FLOW = FLOW
    _PLAIN_DATA = True  # every field is ints, lists, dicts, tuples and frames: clone() copies fast for search
    # The last scoring, (Ossuaries as item tuples, breakdowns): the search bot asks scores()
    # and winners() of every playout's end, which would score each Ossuary twice. Keyed by
    # content and replaced (never mutated), so clones may share it.
    _SHARED = State._SHARED | {"_scored"}
    _scored: tuple[tuple[Any, ...], list[dict[str, int]]] = ((), [])

    def _setup(self) -> None:
        self.down = [PILE_SIZE] * PILES
        self.up: list[int | None] = [None] * PILES
        self.unseen = list(CARD_IDS)
        self.hands: list[list[int]] = [[] for _ in range(self.num_players)]
        self.ossuaries: list[dict[tuple[int, int], int]] = [{} for _ in range(self.num_players)]
        self.turn = 0  # Ruling: seat 1 goes first (seats are arranged before play).
        self.complete_size = COMPLETE_SIZE[self.num_players]
        self.bottom_limit = BOTTOM_LIMIT[self.num_players]
        self.start(TurnUp(0), SeatTurn(0))  # Setup step 3: the top card of pile 1 is revealed.

    # ------------------------------------------------------------------ turn state
    @property
    def dug(self) -> list[int]:
        """Piles (0-based) the current Dig turns up, before its card is taken; ``[]`` otherwise."""
        for frame in reversed(self.stack):
            if isinstance(frame, TakeDug):
                return list(frame.piles)
        return []

    def face_down_tops(self) -> list[int]:
        """Piles (0-based) whose top card is face down (a Dig may turn it up)."""
        return [i for i in range(PILES) if self.up[i] is None and self.down[i] > 0]

    def face_up_tops(self) -> list[int]:
        """Piles (0-based) whose top card is face up (Collect takes it)."""
        return [i for i in range(PILES) if self.up[i] is not None]

    def may_take(self, seat: int) -> bool:
        """Dig/Collect need room: under the hand limit, and (ruling) no card taken that
        could never be placed: cards held + placed stay within a complete Ossuary."""
        held = len(self.hands[seat])
        return held < HAND_LIMIT and held + len(self.ossuaries[seat]) < self.complete_size

    def take(self, seat: int, pile: int) -> None:
        """``seat`` takes the face-up top card of ``pile`` (0-based) into its hand; the turn ends."""
        card = self.up[pile]
        assert card is not None
        self.up[pile] = None
        self.hands[seat].append(card)
        self.end_turn()

    def end_turn(self) -> None:
        """Next seat clockwise whose Ossuary is not complete (complete ones are skipped); none
        left: the game is over (rulebook: the game ends when every Ossuary is complete)."""
        for step in range(1, self.num_players + 1):
            seat = (self.turn + step) % self.num_players
            if len(self.ossuaries[seat]) < self.complete_size:
                self.turn = seat
                self.push(SeatTurn(seat))
                return

    # ------------------------------------------------------------------ scoring
    def breakdowns(self) -> list[dict[str, int]]:
        """Points per skull type for each seat: ``[{"noble": n, ...}, ...]`` (running or final)."""
        key = tuple(tuple(o.items()) for o in self.ossuaries)
        if self._scored[0] != key:
            self._scored = (key, [breakdown(o) for o in self.ossuaries])
        return [dict(b) for b in self._scored[1]]

    def _scores(self) -> list[float]:
        return [float(sum(b.values())) for b in self.breakdowns()]

    def end_reason(self) -> str | None:
        """``"pyramids"``: every Ossuary is complete (rulebook: the only end); None before."""
        return "pyramids" if self.is_terminal() else None

    def components(self) -> list[dict[str, Any]]:
        """Per seat and skull type (the designed scoring rules, cards.json): ``drawn`` when the
        seat's Ossuary holds such a skull, ``used`` when it scored, ``points`` what it scored;
        and per card, the seat whose Ossuary holds it (``State.components``; the playtest
        lab's table: which scoring rule carries the winners)."""
        rows: list[dict[str, Any]] = []
        for seat, (ossuary, points) in enumerate(zip(self.ossuaries, self.breakdowns())):
            held = {skull_type(ossuary, skull) for skull in skulls(ossuary)}
            rows += [{"kind": "Skull type", "name": t.title(), "seat": seat, "drawn": t in held,
                      "used": points[t] > 0, "completed": None, "points": float(points[t])} for t in SKULL_TYPES]
        where = {card: seat for seat, ossuary in enumerate(self.ossuaries) for card in ossuary.values()}
        names = {card: f"{CARDS[card].upper.title()} over {CARDS[card].lower.title()}" for card in CARD_IDS}
        copies = Counter(names.values())  # a card printed twice is one row of the lab's table, counted twice
        for card in CARD_IDS:
            holder = where.get(card)
            name = names[card] if copies[names[card]] == 1 else f"{names[card]} ({copies[names[card]]} copies)"
            rows.append({"kind": "Card", "name": name,
                         "seat": holder, "drawn": holder is not None, "used": holder is not None,
                         "completed": None, "points": None})
        return rows

    def _winners(self) -> list[int]:
        keys = [tiebreak_key(b) for b in self.breakdowns()]
        best = max(keys)
        return [seat for seat, key in enumerate(keys) if key == best]

    def tiebreak_explanation(self) -> str | None:
        """Words for the end screen when the top total is tied, else None (rulebook: Tie-breaker)."""
        if not self.is_terminal():
            return None
        bds = self.breakdowns()
        totals = [sum(b.values()) for b in bds]
        tied = [s for s, t in enumerate(totals) if t == max(totals)]
        if len(tied) < 2:
            return None
        keys = {s: tiebreak_key(bds[s])[1:] for s in tied}
        for rank in range(len(SKULL_TYPES)):
            values = {s: keys[s][rank] for s in tied}
            if len(set(values.values())) > 1:
                ordinal = ["highest", "second-highest", "third-highest", "fourth-highest", "fifth-highest"][rank]
                parts = ", ".join(f"{{p{s}}} {v}" for s, v in values.items())
                return f"Tied on {max(totals)} points; compared the {ordinal} single-type scores: {parts}."
        return f"Tied on {max(totals)} points and on every single-type score: the win is shared."

    # ------------------------------------------------------------------ views and words
    def _view(self, player: int | None) -> SedlecView:
        """Everything in Skulls of Sedlec is public except face-down cards, which are
        not yet decided (deferred chance), so every seat sees the same view (its keys:
        view_types.py)."""
        bds = self.breakdowns()
        return {
            "turn": self.turn,
            "phase": "reveal" if isinstance(self.top, TurnUp) else ("choose" if isinstance(self.top, TakeDug) else "turn"),
            "graveyard": [
                {"pile": i + 1, "face_down": self.down[i],
                 "top": None if top is None else CARDS[top].to_json()}
                for i, top in enumerate(self.up)
            ],
            "dug": [i + 1 for i in self.dug],
            "hands": [[CARDS[c].to_json() for c in sorted(h)] for h in self.hands],
            "ossuaries": [
                [{"row": r, "pos": p, "card": CARDS[c].to_json()} for (r, p), c in sorted(o.items())]
                for o in self.ossuaries
            ],
            "complete_size": self.complete_size,
            "bottom_limit": self.bottom_limit,
            "skull_types": list(SKULL_TYPES),
            "breakdown": bds,
            "scores": [sum(b.values()) for b in bds],
            "tiebreak": self.tiebreak_explanation(),
        }
