"""Burden and Hope, the Limbo Crisis Roll, Total Collapse and the First Journey reset.

Rulebook: "Burden", "Limbo & Recovery: Limbo Crisis Roll", "Attachment Removal & Discard"
(Limbo Strip), "First Journey"; Scarred Resilience (Traveler Archetypes); the Relics of a
collapsed Traveler: docs/rulings/eskeletos.md.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from . import moves as mv
from .base import EskeletosBase
from .board import LIMBO_SPACES, RELIC_HOME
from .cards import CARDS
from .frames import KEEP_ON_COLLAPSE, CrisisRoll, EndTurn
from .rules import BURDEN_LIMIT, CRISIS_SAFE, FIRST_JOURNEY_SHED
from .travelers import RELICS

if TYPE_CHECKING:  # pragma: no cover
    from .state import EskeletosState

RESILIENT_SOURCES = frozenset({"card", "hazard_space"})
"""Burden sources Scarred Resilience reduces: card effects and Hazard spaces."""


class BurdenMixin(EskeletosBase):
    """Burden and Hope changes, the Limbo Crisis Roll, escaping Limbo, Total Collapse and the First
    Journey reset."""

    def gain_burden(self, seat: int, amount: int, source: str) -> None:
        """``seat`` gains ``amount`` Burden from ``source`` (``card``, ``hazard_space``,
        ``gateway``, ``conflict``, ``encounter``, ``overload``).

        Burden never exceeds 5 (ruling). Reaching 5 on the main board pushes a Limbo
        Crisis Roll on top of everything (it resolves before anything else continues);
        in First Journey it is the emotional reset instead. Call this last in a handler,
        after pushing whatever should resolve after the Crisis.
        """
        t = self.tr[seat]
        if amount <= 0:
            return
        if (t.kind == "veteran" and source in RESILIENT_SOURCES and t.resilience_turn != self.turn_no
                and t.limbo == 0):
            t.resilience_turn = self.turn_no  # Scarred Resilience: once per turn, 1 less.
            amount -= 1
            if amount <= 0:
                return
        t.burden = min(BURDEN_LIMIT, t.burden + amount)
        if t.burden < BURDEN_LIMIT or t.limbo:
            return
        if self.fj:
            self.first_journey_reset(seat)
        elif not any(isinstance(f, CrisisRoll) and f.seat == seat for f in self.stack):
            self.push(CrisisRoll(seat))

    def shed_burden(self, seat: int, amount: int) -> None:
        """``seat`` sheds ``amount`` Burden, stopping at 0."""
        t = self.tr[seat]
        t.burden = max(0, t.burden - amount)

    def lose_hope(self, seat: int, amount: int) -> None:
        """``seat`` loses ``amount`` Hope, stopping at 0."""
        t = self.tr[seat]
        t.hope = max(0, t.hope - amount)

    def first_journey_reset(self, seat: int) -> None:
        """First Journey: at 5 Burden shed 2 and go back to Ring 1's Ship's Wheel."""
        t = self.tr[seat]
        t.burden -= FIRST_JOURNEY_SHED
        t.ring, t.pos = 1, 0
        self.note(seat, "reset")

    def collapse(self, seat: int) -> None:
        """Total Collapse: to Limbo space 1 keeping 5 Burden; attachments are stripped, and
        (ruling) each Relic goes back to the Turning Point where it started; the
        seat's current sequence stops (its turn ends if it is the active seat). During setup
        (a Suppressed Hazard dealt into a full vault) the setup steps still finish."""
        t = self.tr[seat]
        t.collapsed_ring = t.ring
        t.ring, t.pos, t.limbo = 0, 0, 1
        t.crisis_shed = False
        t.cloak = t.cloak and "cloak" in t.relics
        for key in t.attach:
            self.decks.discard[CARDS[key].deck].append(key)
        t.attach = []
        for relic in list(t.relics):  # ruling: its Relics go back to their starting Turning Points
            self.lose_relic(seat, relic, (RELICS[relic].ring, RELIC_HOME[RELICS[relic].ring]))
        if not self.turn_no:  # during setup (overload from dealt Hazards): setup goes on
            return
        self.drop_frames_of(seat)
        if seat == self.turn:
            self.stack.insert(0, EndTurn(seat))

    def drop_frames_of(self, seat: int) -> None:
        """Forget what ``seat`` was resolving (Total Collapse), keeping cards in transit
        (:data:`~.frames.KEEP_ON_COLLAPSE`)."""
        self.stack[:] = [f for f in self.stack if f[0] != seat or isinstance(f, KEEP_ON_COLLAPSE)]

    def escape_limbo(self, seat: int, to: str) -> None:
        """Leave Limbo for the Ship's Wheel of Ring 1 (or, ``to="collapsed"``, of the ring
        the Traveler collapsed from). The hand un-freezes."""
        t = self.tr[seat]
        if not t.limbo:
            return
        t.limbo = 0
        t.ring = t.collapsed_ring if to == "collapsed" else 1
        t.pos = 0
        if t.limbo_card:
            self.decks.discard["limbo"].append(t.limbo_card)
            t.limbo_card = None
        self.note(seat, "escape")

    @staticmethod
    def clamp_limbo(space: int) -> int:
        """``space`` kept on the Limbo arc: 1..LIMBO_SPACES (7)."""
        return max(1, min(LIMBO_SPACES, space))


def crisis(st: "EskeletosState", frame: CrisisRoll, move: mv.EskeletosMove) -> None:
    """Limbo Crisis Roll: 5-6 (with Steady Heart's bonus) resists and sheds 1 Burden at
    the end of the turn; 1-4 is Total Collapse."""
    assert isinstance(move, mv.D6)
    seat = frame.seat
    t = st.tr[seat]
    roll = move.face
    st.note(seat, "crisis", roll)
    if roll + st.ongoing(seat, "crisis") >= CRISIS_SAFE:
        t.crisis_shed = True
    else:
        st.collapse(seat)
