"""ESKELETOS: the game state, assembled from one mixin per concern.

Notation: docs/notation/eskeletos.md. Rulings: docs/rulings/eskeletos.md.
Rulebook: shared/rules/eskeletos.txt.
"""

from __future__ import annotations

import random
from typing import Any

from ...core import State
from . import invariants
from .board import RELIC_HOME
from .burden import BurdenMixin
from .cards import CARDS
from .decks import Decks
from .drawing import DrawMixin
from .effects import EffectsMixin
from .encounters import EncounterMixin
from .engine import FrameEngine
from .limbo import LimboMixin
from .relics import RelicMixin
from .rules import FIRST_JOURNEY_ROUND_LIMIT, ROUND_LIMIT
from .setup import SetupMixin
from .spaces import SpacesMixin
from .traveler import Traveler
from .travelers import RELICS
from .turn import TurnMixin
from .vault import VaultMixin
from .views import ViewMixin

RECENT = 8
"""How many recent dice results and events the view keeps for the renderer."""


class EskeletosState(FrameEngine, SetupMixin, DrawMixin, BurdenMixin, VaultMixin, EffectsMixin,
                     TurnMixin, SpacesMixin, EncounterMixin, RelicMixin, LimboMixin, ViewMixin, State):
    """A game of ESKELETOS for 2 to 4 players (option ``first_journey``).

    Fields: ``tr`` (one :class:`Traveler` per seat), ``decks`` (:class:`Decks`), ``drift``
    (``[(card key, Elder seat or -1)]``), ``relic_at`` (``{relic: (ring, index)}``, None
    while held), ``turn`` (active seat), ``first`` (first seat), ``round``, ``turn_no``,
    ``tf`` (this turn's flags), ``peeked`` (Fate Manipulation), ``stack`` (see engine.py),
    ``over``/``winner``, ``recent`` (public events for the renderer).
    """

    def conserved(self) -> dict[str, Any]:
        """What this game conserves (``invariants.conserved``)."""
        return invariants.conserved(self)

    def check_invariants(self) -> None:
        """Raises InvariantError (``invariants.check``)."""
        invariants.check(self)

    def _setup(self) -> None:
        n = self.num_players
        self.fj: bool = bool(self.options.get("first_journey", False))
        self.round_limit = FIRST_JOURNEY_ROUND_LIMIT if self.fj else ROUND_LIMIT
        self.all_mask = (1 << n) - 1
        self.tr = [Traveler(s) for s in range(n)]
        self.decks = Decks()
        self.drift: list[tuple[str, int]] = []
        self.relic_at: dict[str, tuple[int, int] | None] = {
            key: (r.ring, RELIC_HOME[r.ring]) for key, r in RELICS.items()}
        self.turn = 0
        self.first = 0
        self.round = 1
        self.turn_no = 0
        self.tf = self.new_turn_flags()
        self.peeked: list[str] = []
        self.order_rolls: dict[int, int] = {}
        self.over = False
        self.winner = -1
        self.limit_winners: list[int] = []
        self.recent: list[dict[str, Any]] = []
        self.stack = []
        self.push_all(self.setup_frames())
        self.advance()

    def clone(self) -> "EskeletosState":
        """A fast independent copy (only mutable fields are copied; card data is shared)."""
        new = object.__new__(type(self))
        d = new.__dict__
        d.update(self.__dict__)
        d["options"] = dict(self.options)
        d["history"] = list(self.history)
        d["_actors"] = list(self._actors)
        d["_log"] = list(self._log)
        d["tr"] = [t.copy() for t in self.tr]
        d["decks"] = self.decks.copy()
        d["drift"] = list(self.drift)
        d["relic_at"] = dict(self.relic_at)
        d["tf"] = dict(self.tf)
        d["peeked"] = list(self.peeked)
        d["order_rolls"] = dict(self.order_rolls)
        d["recent"] = list(self.recent)
        d["stack"] = list(self.stack)
        d["_legal_cache"] = None
        return new

    # ------------------------------------------------------------------ helpers
    def clockwise(self) -> list[int]:
        """Seats in turn order starting with the active seat."""
        n = self.num_players
        return [(self.turn + i) % n for i in range(n)]

    def note(self, seat: int, what: str, value: Any = None) -> None:
        """Record a public event (a die result, a crossing) for the view."""
        self.recent.append({"seat": seat, "what": what, "value": value, "turn": self.turn_no})
        if len(self.recent) > RECENT:
            del self.recent[0]

    # ------------------------------------------------------------------ results
    def _scores(self) -> list[float]:
        """Progress: the ring reached (0 in Limbo, 6 on Acceptance) plus Relics / 10."""
        return [float(t.ring if not t.limbo else 0) + len(t.relics) / 10 for t in self.tr]

    def end_reason(self) -> str | None:
        """``"acceptance"`` (a Traveler reached it) or ``"round_limit"`` (the designed
        safeguard, :meth:`end_at_round_limit`); None before the end."""
        if not self.is_terminal():
            return None
        return "acceptance" if self.winner >= 0 else "round_limit"

    def rounds_played(self) -> int:
        """Rounds begun so far."""
        return self.round

    def _winners(self) -> list[int]:
        return [self.winner] if self.winner >= 0 else list(self.limit_winners)

    # ------------------------------------------------------------------ determinization
    def resample_from_infostate(self, player: int, rng: random.Random) -> "EskeletosState":
        """A copy where every card ``player`` has not seen is dealt again at random from
        what ``player`` cannot rule out, keeping what everyone knows: which deck a hidden
        card came from, and that a card sent face down by a draw is a Suppressed Hazard.
        Once the game is over every card is shown (``views.sees``): nothing is resampled."""
        new = self.clone()
        if self.is_terminal():
            return new
        bit = 1 << player
        slots: dict[str, list[tuple[str, int, int, str]]] = {}  # deck -> [(zone, seat, index, cls)]

        def hidden(zone: str, seat: int, index: int, key: str, mask: int, cls: str) -> None:
            if not mask & bit:
                slots.setdefault(CARDS[key].deck, []).append((zone, seat, index, cls))

        for t in new.tr:
            for i, (key, mask) in enumerate(t.hand):
                hidden("hand", t.seat, i, key, mask, "hand")
            for i, (key, mask, cls) in enumerate(t.vault):
                hidden("vault", t.seat, i, key, mask, cls)
        for i, (key, mask) in enumerate(new.decks.top):
            hidden("top", -1, i, key, mask, "any")
        for i, (key, mask) in enumerate(new.decks.bottom):
            hidden("bottom", -1, i, key, mask, "any")
        for deck, places in slots.items():
            pool = dict(new.decks.pile[deck])
            for zone, seat, index, _ in places:
                key = self._slot_key(new, zone, seat, index)
                pool[key] = pool.get(key, 0) + 1
            order = {"hazard": 0, "hand": 1, "any": 2}
            for zone, seat, index, cls in sorted(places, key=lambda p: order[p[3]]):
                key = _pick(pool, cls, rng)
                self._set_slot(new, zone, seat, index, key)
            new.decks.pile[deck] = {k: pool[k] for k in sorted(pool) if pool[k]}
        self._redeal_pending_trade(new)
        return new

    def _redeal_pending_trade(self, new: "EskeletosState") -> None:
        """A trade whose Initiator has chosen a card still names it in its frame; the card
        stays in the Initiator's hand until the swap. Name the card now dealt to that hand slot,
        so the frame stays true to the resampled hand (and hides the real choice)."""
        for j, frame in enumerate(new.stack):
            if frame[0] != "trade_give" or not frame[3]:
                continue
            initiator = frame[2]
            keys = [key for key, _ in self.tr[initiator].hand]
            new.stack[j] = frame[:3] + (new.tr[initiator].hand[keys.index(frame[3])][0],)

    @staticmethod
    def _slot_key(state: "EskeletosState", zone: str, seat: int, index: int) -> str:
        if zone == "hand":
            return state.tr[seat].hand[index][0]
        if zone == "vault":
            return state.tr[seat].vault[index][0]
        return (state.decks.top if zone == "top" else state.decks.bottom)[index][0]

    @staticmethod
    def _set_slot(state: "EskeletosState", zone: str, seat: int, index: int, key: str) -> None:
        if zone == "hand":
            state.tr[seat].hand[index] = (key, state.tr[seat].hand[index][1])
        elif zone == "vault":
            old = state.tr[seat].vault[index]
            state.tr[seat].vault[index] = (key, old[1], old[2])
        else:
            zone_list = state.decks.top if zone == "top" else state.decks.bottom
            zone_list[index] = (key, zone_list[index][1])


def _pick(pool: dict[str, int], cls: str, rng: random.Random) -> str:
    """Draw one card of class ``cls`` from ``pool`` (decrementing it)."""
    def fits(key: str) -> bool:
        kind = CARDS[key].kind
        if cls == "hazard":
            return kind == "hazard"
        if cls == "hand":
            return kind not in ("hazard", "instant")
        return True
    keys = sorted(k for k, c in pool.items() if c)  # sorted: the result depends on the view only
    choices = [k for k in keys if fits(k)] or keys  # nothing of that class left: any card
    weights = [pool[k] for k in choices]
    key = rng.choices(choices, weights)[0]
    pool[key] -= 1
    return key
