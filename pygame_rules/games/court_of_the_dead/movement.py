"""Relocating Guild figures (rulebook: Moving Guild Figures; Gallevarbe FAQ).

A movement takes any number of one seat's figures together from one place (its Crypt
or a location) to one other location; never into a Crypt. It costs one Faction
Influence of the destination's faction per figure, unless it is free (Gallevarbe).

Notation: ``move <from> <to> <guild> <guild> ...``: ``from`` is ``crypt`` or 1..12, ``to``
is 1..12, then one guild id per figure moved, in Guild-track order
(``move crypt 5 MK MK DO``; parsed into moves.py ``MoveFigures``). ``legal_actions`` lists a useful
finite set (one figure of a guild, all of a guild, everything at the place); any other legal group
is accepted by ``apply`` (:func:`problem` says why one is not).
"""

from __future__ import annotations

from functools import lru_cache
from typing import TYPE_CHECKING, Sequence

from . import figures
from .data import GUILD_IDS, GUILD_NAME, LOCATION_FACTION, NG, NLOC

if TYPE_CHECKING:
    from .state import CourtState


def problem(st: "CourtState", seat: int, src: int, dst: int, counts: Sequence[int], free: bool) -> str | None:
    """Why ``seat`` may not move ``counts`` figures (per guild, Guild-track order) from place
    ``src`` (0 the Crypt) to ``dst`` now, in words, or None if it may; ``free``: no Influence is
    paid (Gallevarbe). Rulebook: Moving Guild Figures."""
    if dst == figures.CRYPT:
        return "figures may not be moved into a Crypt"
    if src == dst:
        return "a movement must go to another location"
    have = figures.at_place(st, seat, src)
    for g in range(NG):
        if counts[g] > have[g]:
            return f"you have only {have[g]} {GUILD_NAME[GUILD_IDS[g]]} figure(s) in {figures.place_name(src)}"
    k = sum(counts)
    if k == 0:
        return "move at least one figure"
    if not free:
        faction = LOCATION_FACTION[dst]
        if st.influence(seat, faction) < k:
            return f"moving {k} figure(s) to {figures.place_name(dst)} costs {k} {faction.title()} Influence"
    return None


def caps(st: "CourtState", seat: int) -> list[int]:
    """How many figures ``seat`` can pay to move into each location now: index ``d - 1``
    for location ``d`` (1..12), the seat's Influence of that location's faction (rulebook:
    Moving Guild Figures, 1 Influence per figure). Free movements have no cap."""
    return [st.influence(seat, LOCATION_FACTION[d]) for d in range(1, NLOC + 1)]


def options(st: "CourtState", seat: int, free: bool) -> list[str]:
    """The listed movements: for each place holding figures and each other location, one
    figure of a guild, all figures of a guild, and everything there (when affordable)."""
    base = seat * figures.PLACES * NG
    mine = tuple(st.figs[base:base + figures.PLACES * NG])
    budget = None if free else tuple(st.infl[3 * seat:3 * seat + 3])
    return list(_options(mine, budget))


@lru_cache(maxsize=4096)
def _options(mine: tuple[int, ...], budget: tuple[int, ...] | None) -> tuple[str, ...]:
    """:func:`options` from the seat's figures (``figs`` of its places) and its Bone, Flesh and
    Spirit Influence (``budget``; None: a free movement), cached."""
    free = budget is None
    budget_of = {} if budget is None else {"bone": budget[0], "flesh": budget[1], "spirit": budget[2]}
    out: list[str] = []
    for src in range(NLOC + 1):
        have = mine[src * NG:(src + 1) * NG]
        total = sum(have)
        if total == 0:
            continue
        head = f"move {'crypt' if src == 0 else src} "
        kinds = [g for g in range(NG) if have[g]]
        groups = []
        for g in kinds:
            groups.append((1, GUILD_IDS[g]))
            if have[g] > 1:
                groups.append((have[g], " ".join([GUILD_IDS[g]] * have[g])))
        if len(kinds) > 1:
            groups.append((total, " ".join(GUILD_IDS[g] for g in kinds for _ in range(have[g]))))
        for dst in range(1, NLOC + 1):
            if dst == src:
                continue
            cap = total if free else budget_of[LOCATION_FACTION[dst]]
            if cap <= 0:
                continue
            prefix = f"{head}{dst} "
            out.extend(prefix + text for k, text in groups if k <= cap)
    return tuple(out)


def perform(st: "CourtState", seat: int, src: int, dst: int, counts: Sequence[int], free: bool) -> None:
    """Pay (unless free) and move. The movement must have been checked with :func:`problem`."""
    k = sum(counts)
    if not free:
        st.lose_influence(seat, LOCATION_FACTION[dst], k)
    for g in range(NG):
        if counts[g]:
            figures.add(st, seat, src, g, -counts[g])
            figures.add(st, seat, dst, g, counts[g])
    st.moves[seat] += 1
    if src == figures.CRYPT:
        st.unearthed[seat] += k


def words(src: int, dst: int, counts: Sequence[int]) -> str:
    """``"<n> <Guild name>, ... from <place> to <place>"`` (guilds with a count only), for the log
    and labels."""
    parts = [f"{c} {GUILD_NAME[GUILD_IDS[g]]}" for g, c in enumerate(counts) if c]
    return f"{', '.join(parts)} from {figures.place_name(src)} to {figures.place_name(dst)}"
