"""Where each seat knows the Court cards may be: the places a determinization may deal them to.

``st.court_known[q]`` is, for seat ``q``, one bit mask per Court card (``COURT_IDS`` order) of
the places where ``q`` cannot rule the card out; an empty list means "no knowledge" (between
rounds, or a hand-built position). Places are bits (``place``): seat ``s``'s hand ``3s``, its
packet ``3s + 1`` and its draft pick ``3s + 2``, then the undealt cards, the cards discarded
face down (2-player draft) and the played cards.

Each event changes a seat's masks only by what that seat sees of it, so a seat's masks are a
function of its own information (resample.py relies on it):

- a secret move (a card dealt to a seat, a draft pick) is exact for the seat that makes or
  receives it; for everyone else any card that could have been at the source may now also be
  at the destination (``secret_move``);
- a secret exchange (Severamm: a hand card for an undealt one) is exact for its maker; for
  everyone else a card that could have been in either place may now be in the other
  (``secret_exchange``);
- whole places moving in public (picks joining hands, packets passing) move every mask's bits
  (``shift``); a seat looking at a whole place (its new packet, the undealt cards for
  Severamm's holder) learns exactly what is there and what is not (``sees``); a card put in a
  place in public (played, reclaimed) is exact for everyone (``public``).

Sound: a card's true place is always in each seat's mask (``invariants.check`` checks it).
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING

from .data import COURT_IDS

if TYPE_CHECKING:
    from .state import CourtState

INDEX = {c: i for i, c in enumerate(COURT_IDS)}
"""Court card id -> its index in a mask list."""


def hand(seat: int) -> int:
    """Bit of ``seat``'s hand."""
    return 1 << (3 * seat)


def packet(seat: int) -> int:
    """Bit of the packet ``seat`` holds during the draft."""
    return 1 << (3 * seat + 1)


def pick(seat: int) -> int:
    """Bit of ``seat``'s draft pick not yet joined to its hand."""
    return 1 << (3 * seat + 2)


def undealt(n: int) -> int:
    """Bit of the undealt Court cards in an ``n``-player game."""
    return 1 << (3 * n)


def discard(n: int) -> int:
    """Bit of the Court cards discarded face down (2-player draft)."""
    return 1 << (3 * n + 1)


def played(n: int) -> int:
    """Bit of the played Court cards (face up)."""
    return 1 << (3 * n + 2)


def own(seat: int) -> int:
    """Bits of the places ``seat`` sees itself: its hand, packet and pick."""
    return 7 << (3 * seat)


def every(n: int) -> int:
    """Bits of every place of an ``n``-player game."""
    return (1 << (3 * n + 3)) - 1


def true_places(st: "CourtState") -> dict[str, int]:
    """Court card id -> the bit of the place it is really in (for checks and tests)."""
    n = st.num_players
    out: dict[str, int] = {}
    for s in range(n):
        out.update((c, hand(s)) for c in st.hands[s])
        out.update((c, packet(s)) for c in st.packets[s])
        picked = st.picks[s]
        if picked is not None:
            out[picked] = pick(s)
    out.update((c, undealt(n)) for c in st.undealt)
    out.update((c, discard(n)) for c in st.court_discard)
    out.update((c, played(n)) for c in st.played)
    return out


def new_round(st: "CourtState") -> None:
    """Every Court card is undealt, and everyone knows it (Court Card Drafting)."""
    bit = undealt(st.num_players)
    st.court_known = [[bit] * len(COURT_IDS) for _ in range(st.num_players)]


def only_own(st: "CourtState", seat: int) -> list[int]:
    """Masks of a seat that knows where its own Court cards and the played ones are, and
    rules out nothing else (a determinization's other seats; hand-built positions)."""
    n = st.num_players
    shown = own(seat) | played(n)
    rest = every(n) & ~shown
    places = true_places(st)
    return [places[c] if c in places and places[c] & shown else rest for c in COURT_IDS]


def located(st: "CourtState", seat: int) -> set[str]:
    """Court card ids whose place ``seat`` knows exactly now (seen, deduced or public)."""
    masks = st.court_known[seat]
    return {c for c, m in zip(COURT_IDS, masks) if m and not m & (m - 1)}


def forget(st: "CourtState") -> None:
    """No Court card is out (between rounds): no knowledge to keep."""
    st.court_known = [[] for _ in range(st.num_players)]


def secret_move(st: "CourtState", seat: int, card: str, src: int, dst: int) -> None:
    """``card`` goes from place ``src`` to ``dst``, seen by ``seat`` only."""
    i = INDEX[card]
    for q, masks in enumerate(st.court_known):
        if not masks:
            continue
        if q == seat:
            masks[i] = dst
        else:
            masks[:] = [m | dst if m & src else m for m in masks]


def secret_exchange(st: "CourtState", seat: int, a: str, a_place: int, b: str, b_place: int) -> None:
    """``a`` (in ``a_place``) and ``b`` (in ``b_place``) change places, seen by ``seat`` only."""
    both = a_place | b_place
    for q, masks in enumerate(st.court_known):
        if not masks:
            continue
        if q == seat:
            masks[INDEX[a]], masks[INDEX[b]] = b_place, a_place
        else:
            masks[:] = [m | both if m & both else m for m in masks]


def shift(st: "CourtState", moves: dict[int, int]) -> None:
    """Whole places move in public, all at once: place bit ``src`` -> ``dst`` for each item."""
    sources = 0
    for src in moves:
        sources |= src
    moved: dict[int, int] = {}  # mask -> shifted mask: a few distinct masks recur on every card

    def shifted(m: int) -> int:
        new = moved.get(m)
        if new is None:
            new = m & ~sources
            for src, dst in moves.items():
                if m & src:
                    new |= dst
            moved[m] = new
        return new
    for masks in st.court_known:
        masks[:] = [shifted(m) if m & sources else m for m in masks]


def sees(st: "CourtState", seat: int, place: int, cards: Iterable[str]) -> None:
    """``seat`` looks at everything in ``place``: exactly ``cards`` are there."""
    masks = st.court_known[seat]
    if not masks:
        return
    masks[:] = [m & ~place for m in masks]
    for c in cards:
        masks[INDEX[c]] = place


def public(st: "CourtState", card: str, place: int) -> None:
    """``card`` is put in ``place`` in front of everyone."""
    i = INDEX[card]
    for masks in st.court_known:
        if masks:
            masks[i] = place
