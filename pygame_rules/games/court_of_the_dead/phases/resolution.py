"""Phase 7, Resolve Locations and Guilds (rulebook: 7. Resolve Locations and Guilds;
Alltaker Tie-Breaking; Malavestros; Guilds; FAQ: Locations, Guilds).

Locations 1..12 in order: the seat alone with the most figures there may use the location's
effect, all of it or none (``skip``). Where Malavestros stands, the effect is cancelled and
every seat with a figure there gains 1 Unity. Then the guilds in Guild-track order: the seat
alone with the most figures of the guild (board and Crypt) gets its bonus (Shroudrieves,
Conclave and Gravedancer's bonuses are optional; the Dreadsbane Order's leader may take the
token, ``use``, or decline it, ``skip``). A tie gives nothing, except that the holder of Death,
the Alltaker, once per round, may win one tie it is part of (``alltaker`` / ``decline``). A tie
for the Dreadsbane Order, or its leader declining, returns the token to the supply.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from .. import figures
from ..data import GUILD_INDEX, GUILDS, LOCATION_NAME, LOCATIONS, NG, NLOC
from ..effects import effects_words, offer, run_effects
from ..frames import AlltakerTie, DreadsbaneChoice, ResolveGuild, ResolveLocation
from ..moves import CourtMove, Use, UseAlltaker

if TYPE_CHECKING:
    from ..state import CourtState


def begin(st: "CourtState") -> None:
    """Start Resolve Locations and Guilds: queue locations 1..NLOC, then the guilds in Guild-track
    order."""
    st.phase = "resolve"
    st.push(*[ResolveLocation(w) for w in range(1, NLOC + 1)], *[ResolveGuild(g) for g in range(NG)])


def _settle_tie(st: "CourtState", lead: list[int], what: str, target: str, key: int) -> None:
    """A tie for ``what`` (``target`` ``"location"`` or ``"guild"``, ``key`` its number or
    index): the Alltaker's holder may win it if tied and unused this round; else nobody."""
    names = ", ".join(f"{{p{s}}}" for s in lead)
    tied = " and ".join([", ".join(f"{{p{s}}}" for s in lead[:-1]), f"{{p{lead[-1]}}}"])
    if st.first in lead and not st.alltaker_used:
        st.push(AlltakerTie(st.first, ("alltaker", "decline"),
                            f"{{p{st.first}}}: {what} is tied between {tied}: use the Alltaker to win it? "
                            "(It wins one tie a round; the locations are settled before the guilds.)",
                            what, target, key))
        return
    st.note(f"{what}: tie between {names}; nobody gains it.")
    _control(st, None, target, key)


def alltaker(st: "CourtState", frame: AlltakerTie, move: CourtMove) -> None:
    """:class:`~.frames.AlltakerTie`: ``alltaker`` wins the tie (the Alltaker used for the round),
    ``decline`` leaves it to nobody."""
    seat, what = frame.seat, frame.what
    if isinstance(move, UseAlltaker):
        st.alltaker_used = True
        st.note(f"{{p{seat}}} uses the Alltaker to win the tie for {what}.")
        _control(st, seat, frame.target, frame.key)
    else:
        st.note(f"{what}: tie; nobody gains it.")
        _control(st, None, frame.target, frame.key)


def _control(st: "CourtState", seat: int | None, target: str, key: int) -> None:
    if target == "location":
        _control_location(st, seat, key)
    else:
        _control_guild(st, seat, key)


def location(st: "CourtState", frame: ResolveLocation) -> None:
    """:class:`~.frames.ResolveLocation`: resolve location ``w`` (1..NLOC): under Malavestros every
    seat present gains 1 Unity instead; otherwise the sole leader by figures there is offered its
    effect, a tie going to the Alltaker's holder if it wants it, else to nobody."""
    w = frame.place
    name = LOCATION_NAME[w]
    if st.malavestros == w:
        present = [p for p in st.order() if figures.seat_total_at(st, p, w) > 0]
        st.note(f"Malavestros is in {name}: its effect is cancelled.")
        for p in present:
            st.note(f"{{p{p}}} gains 1 Unity.")
            st.gain_unity(p, 1)
        return
    lead = figures.leaders([figures.seat_total_at(st, p, w) for p in range(st.num_players)])
    if not lead:
        return
    if len(lead) == 1:
        _control_location(st, lead[0], w)
    else:
        _settle_tie(st, lead, name, "location", w)


def _control_location(st: "CourtState", seat: int | None, w: int) -> None:
    if seat is None:
        return
    loc = LOCATIONS[w - 1]
    offer(st, seat, loc["effects"], loc["name"],
          f"{{p{seat}}} controls {loc['name']}: {effects_words(loc['effects'])}? (all or nothing)")


def dreadsbane(st: "CourtState", frame: DreadsbaneChoice, move: CourtMove) -> None:
    """:class:`~.frames.DreadsbaneChoice`: the Dreadsbane Order's leader takes the token (``use``)
    or declines it (``skip``): declined, the token returns to the supply, as after a tie (FAQ:
    "may take")."""
    seat = frame.seat
    if isinstance(move, Use):
        run_effects(st, seat, GUILDS[GUILD_INDEX["DO"]]["effects"], GUILDS[GUILD_INDEX["DO"]]["name"])
        return
    st.note(f"{{p{seat}}} declines the Dreadsbane token"
            f"{'; it returns to the supply' if st.dreadsbane is not None else ''}.")
    st.dreadsbane = None


def guild(st: "CourtState", frame: ResolveGuild) -> None:
    """:class:`~.frames.ResolveGuild`: resolve guild ``g`` (index): the sole leader by figures
    controlled (board and Crypt) gets its bonus (optional ones offered, the Dreadsbane token asked);
    a tie as for a location; nobody leading the Dreadsbane Order returns its token to the supply."""
    g = frame.guild
    info = GUILDS[g]
    lead = figures.leaders([figures.controlled(st, p, g) for p in range(st.num_players)])
    if len(lead) == 1:
        _control_guild(st, lead[0], g)
    elif lead:
        _settle_tie(st, lead, info["name"], "guild", g)
    else:
        _control_guild(st, None, g)


def _control_guild(st: "CourtState", seat: int | None, g: int) -> None:
    info = GUILDS[g]
    if seat is None:
        if info["id"] == "DO" and st.dreadsbane is not None:
            st.dreadsbane = None
            st.note("Nobody alone leads the Dreadsbane Order: the Dreadsbane token returns to the supply.")
        return
    if info["id"] == "DO":
        st.push(DreadsbaneChoice(seat, ("use", "skip"),
                                 f"{{p{seat}}} leads the {info['name']}: take the Dreadsbane token? (Its holder's "
                                 "figures do not roll in the Dreadsgrip Threat check; declined, it returns to the "
                                 "supply.)"))
        return
    if info.get("optional"):
        offer(st, seat, info["effects"], info["name"],
              f"{{p{seat}}} leads the {info['name']}: {effects_words(info['effects'])}?")
    else:
        st.note(f"{{p{seat}}} leads the {info['name']}.")
        run_effects(st, seat, info["effects"], info["name"])
