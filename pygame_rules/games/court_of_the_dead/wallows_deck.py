"""Drawing a Wallows card, in Phase 2 (phases/wallows.py) or for an effect (effects.py
``wallows``): a chance node over the cards left in the deck (rulebook: 2. Wallows Cards).
When the deck is empty, the discards are shuffled to form a new deck (ruling).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...core import LogEntry
from .data import WALLOWS
from .frames import DrawWallows, WallowsDraw
from .moves import CourtMove, WallowsCard

if TYPE_CHECKING:
    from .state import CourtState


def wallows_odds(st: "CourtState", frame: WallowsDraw) -> list[tuple[str, float]]:
    """``("wallows <id>", p)`` for every card left in the deck, uniform (the top card is
    decided when drawn). The draw is public: every Wallows card is drawn face up (rulebook: 2.
    Wallows Cards; an effect's draws too)."""
    deck = sorted(st.wallows_deck)
    p = 1.0 / len(deck)
    return [(f"wallows {w}", p) for w in deck]


def drawn(st: "CourtState", frame: WallowsDraw, move: CourtMove) -> None:
    """Take the drawn card (``wallows <id>``) out of the deck and put it where the frame says:
    ``active`` (the seat's cards in play) or ``st.drawn``."""
    assert isinstance(move, WallowsCard)
    st.wallows_deck.remove(move.card)
    _place(st, frame.seat, frame.dest, move.card)


def drawn_line(st: "CourtState", frame: WallowsDraw, move: CourtMove) -> LogEntry:
    """Log line of a Wallows card drawn, naming the seat and the card."""
    assert isinstance(move, WallowsCard)
    return f"{{p{frame.seat}}} draws the Wallows card {WALLOWS[move.card]['name']}."


def _place(st: "CourtState", seat: int, dest: str, wid: str) -> None:
    if dest == "active":
        st.wallows[seat].append(wid)
    else:
        st.drawn.append(wid)


def draw(st: "CourtState", frame: DrawWallows) -> None:
    """:class:`~.frames.DrawWallows`: draw one Wallows card for the seat into play (``active``)
    or into ``st.drawn``: a :class:`~.frames.WallowsDraw` chance node, the last card at once;
    an empty deck takes the discards first."""
    seat, dest = frame
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
    st.push(WallowsDraw(seat, dest))
