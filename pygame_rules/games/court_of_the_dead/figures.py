"""Guild figures: where each player's figures stand, the supply, bases, and majorities.

Storage: ``st.figs`` is one flat list of ints, ``figs[(seat * PLACES + place) * NG + guild]``,
where ``place`` 0 is the seat's Crypt and 1..12 are the locations (rulebook: Player Board,
Crypt; Guild Figures). ``st.supply[g]`` counts figures of guild ``g`` left in the supply
(8 each) and ``st.bases[seat]`` the bases a seat has left (10 each). A figure in play
always has a base: gaining one uses a base, losing one returns it.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Iterable

from .data import GUILD_IDS, GUILD_NAME, LOCATION_FACTION, LOCATION_NAME, NG, NLOC

if TYPE_CHECKING:
    from .state import CourtState

PLACES = NLOC + 1
CRYPT = 0


def place_name(place: int) -> str:
    """``0`` -> "Crypt", ``1..12`` -> the location's name."""
    return "Crypt" if place == CRYPT else LOCATION_NAME[place]


def place_token(place: int) -> str:
    """Notation of a place: ``crypt`` or the location number."""
    return "crypt" if place == CRYPT else str(place)


def parse_place(text: str) -> int:
    """``"crypt"`` -> 0, ``"1".."12"`` -> that location. Raises ValueError."""
    if text == "crypt":
        return CRYPT
    place = int(text)
    if not 1 <= place <= NLOC:
        raise ValueError(f"no location {text}")
    return place


def count(st: "CourtState", seat: int, place: int, g: int) -> int:
    """Figures of guild ``g`` (index) that ``seat`` has at ``place`` (``CRYPT`` 0 or a location
    1..NLOC)."""
    return st.figs[(seat * PLACES + place) * NG + g]


def at_place(st: "CourtState", seat: int, place: int) -> list[int]:
    """Figures of ``seat`` at ``place``, one count per guild (Guild-track order)."""
    base = (seat * PLACES + place) * NG
    return st.figs[base:base + NG]


def seat_total_at(st: "CourtState", seat: int, place: int) -> int:
    """All of ``seat``'s figures at ``place``, every guild."""
    base = (seat * PLACES + place) * NG
    return sum(st.figs[base:base + NG])


def place_total(st: "CourtState", place: int) -> int:
    """All players' figures at a location (rulebook: Dreadsgrip Threat limit)."""
    return sum(seat_total_at(st, s, place) for s in range(st.num_players))


def controlled(st: "CourtState", seat: int, g: int) -> int:
    """Figures of guild ``g`` a seat has in play: on the board and in its Crypt (Guild track)."""
    base = seat * PLACES * NG
    return sum(st.figs[base + g:base + PLACES * NG:NG])


def on_board(st: "CourtState", seat: int, faction: str | None = None) -> int:
    """Figures of ``seat`` at locations (of ``faction`` if given)."""
    return sum(seat_total_at(st, seat, w) for w in range(1, PLACES)
               if faction is None or LOCATION_FACTION[w] == faction)


def in_play(st: "CourtState", seat: int) -> int:
    """All of ``seat``'s figures in play: at every location and in its Crypt."""
    return sum(st.figs[seat * PLACES * NG:(seat + 1) * PLACES * NG])


def add(st: "CourtState", seat: int, place: int, g: int, k: int) -> None:
    """Add ``k`` (may be negative) figures of guild ``g`` to ``seat``'s count at ``place``; no
    supply or base bookkeeping (:func:`gain` and :func:`remove` do that)."""
    st.figs[(seat * PLACES + place) * NG + g] += k


def gain(st: "CourtState", seat: int, g: int) -> bool:
    """Take a figure of guild ``g`` from the supply into ``seat``'s Crypt with one of its
    bases. Returns False (and changes nothing) when the seat has no base left or the
    supply has no figure of that guild (rulebook: limited supply)."""
    if st.bases[seat] <= 0 or st.supply[g] <= 0:
        return False
    st.bases[seat] -= 1
    st.supply[g] -= 1
    add(st, seat, CRYPT, g, 1)
    return True


def remove(st: "CourtState", seat: int, place: int, g: int) -> None:
    """Remove one figure from play: figure to the supply, base back to its owner."""
    add(st, seat, place, g, -1)
    st.supply[g] += 1
    st.bases[seat] += 1


def can_gain(st: "CourtState", seat: int, g: int) -> bool:
    """Whether :func:`gain` would succeed: ``seat`` has a base left and the supply a figure of guild
    ``g``."""
    return st.bases[seat] > 0 and st.supply[g] > 0


def figure_options(st: "CourtState", seats: Iterable[int], places: Iterable[int],
                   guilds: Iterable[int] | None = None) -> list[str]:
    """Option strings ``figure <place> <seat+1> <guild>`` for every kind of figure present."""
    places = list(places)
    out = []
    for s in seats:
        for w in places:
            base = (s * PLACES + w) * NG
            for g in (range(NG) if guilds is None else guilds):
                if st.figs[base + g] > 0:
                    out.append(f"figure {place_token(w)} {s + 1} {GUILD_IDS[g]}")
    return out


def figure_words(place: int, seat: int, g: int) -> str:
    """``{p<seat>}'s <Guild> figure in <place>`` (the Crypt named as the seat's), for the log."""
    where = f"{{p{seat}}}'s Crypt" if place == CRYPT else place_name(place)
    return f"{{p{seat}}}'s {GUILD_NAME[GUILD_IDS[g]]} figure in {where}"


def leaders(counts: list[int]) -> list[int]:
    """Seats with the most (at least one), in seat order: one seat is a majority, more a tie."""
    best = max(counts)
    if best <= 0:
        return []
    return [s for s, c in enumerate(counts) if c == best]
