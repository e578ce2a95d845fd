"""Drawing a Wallows card, in Phase 2 (phases/wallows.py) or for an effect (effects.py
``wallows``): a chance node over the cards left in the deck (rulebook: 2. Wallows Cards).
When the deck is empty, the discards are shuffled to form a new deck (ruling).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from .data import WALLOWS
from .engine import Handler, Pending, public_chance

if TYPE_CHECKING:
    from ...core import ChanceKind
    from .state import CourtState


class WallowsDraw(Handler):
    """Chance: the top Wallows card, decided when drawn (public)."""

    kind = "chance"

    @classmethod
    def chance_kind(cls, st: "CourtState", pend: Pending) -> ChanceKind:
        """Public: every Wallows card is drawn face up (rulebook: 2. Wallows Cards; an
        effect's draws too), so the deck and its discards are known to every seat."""
        return public_chance(st, pend)

    @classmethod
    def apply(cls, st: "CourtState", pend: Pending, action: str) -> None:
        """Take the drawn card (``wallows <id>``) out of the deck and put it where the payload says:
        ``active`` (the seat's cards in play) or ``st.drawn``."""
        seat, dest = pend.payload
        wid = action.split()[1]
        st.wallows_deck.remove(wid)
        _place(st, seat, dest, wid)

    @classmethod
    def describe(cls, st: "CourtState", pend: Pending, action: str) -> str | dict[Any, str]:
        seat, _ = pend.payload
        return f"{{p{seat}}} draws the Wallows card {WALLOWS[action.split()[1]]['name']}."

    @classmethod
    def prompt(cls, st: "CourtState", pend: Pending) -> str:
        return "draw a Wallows card"


def _place(st: "CourtState", seat: int, dest: str, wid: str) -> None:
    if dest == "active":
        st.wallows[seat].append(wid)
    else:
        st.drawn.append(wid)


def draw(st: "CourtState", seat: int, dest: str) -> None:
    """Draw one Wallows card for ``seat`` into play (``active``) or into ``st.drawn``."""
    if not st.wallows_deck:
        st.wallows_deck, st.wallows_discard = st.wallows_discard, []
        if st.wallows_deck:
            st.note("The Wallows discards are shuffled into a new deck.")
    deck = st.wallows_deck
    if not deck:
        st.note("No Wallows card is left to draw.")
        return
    if len(deck) == 1:
        wid = deck.pop()
        st.note(f"{{p{seat}}} draws the Wallows card {WALLOWS[wid]['name']}.")
        _place(st, seat, dest, wid)
        return
    st.pending = Pending(WallowsDraw, -1, tuple(f"wallows {w}" for w in sorted(deck)), (seat, dest))
