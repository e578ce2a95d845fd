"""Helpers for Court of the Dead scenario tests: hand-built positions and scripted play.

``blank(n)`` is a game whose set-up is skipped: no figures, no Mourners, empty hands,
round 1, nothing queued; a test then sets the fields it needs and starts a phase (or any
frame of frames.py) with ``start``. Chance outcomes are applied like actions, so dice are scripted
by applying ``"die 1"``, ``"roll 12"`` ...
"""

from __future__ import annotations

from typing import Any

from pygame_rules.games.court_of_the_dead import GAME, figures
from pygame_rules.games.court_of_the_dead.data import GUILD_INDEX, LOCATION_NAME
from pygame_rules.games.court_of_the_dead.phases.rounds import queue_from
from pygame_rules.games.court_of_the_dead.state import CourtState

LOC = {name: i for i, name in LOCATION_NAME.items()}


def new(n: int = 3) -> CourtState:
    st = GAME.new_game(n)
    assert isinstance(st, CourtState)
    return st


def blank(n: int = 3, **fields: Any) -> CourtState:
    """A position after set-up with nothing on the board (see module doc)."""
    st = new(n)
    st.stack = []
    st.round, st.phase = 1, "actions"
    st.motive = ["MB4"] * n  # The Ossuary Hoard: points per Etherea held, capped (only matters at the end)
    st.faction = ["bone"] * n
    st.motive_hand = [[] for _ in range(n)]
    st.etherea = [0] * n
    st.infl = [0] * (3 * n)
    for key, value in fields.items():
        setattr(st, key, value)
    return st


def start(st: CourtState, *frames: tuple) -> CourtState:
    """Queue frames (e.g. ``AskTurn()``) and run to the first decision."""
    st.push(*frames)
    st.advance()
    return st


def start_phase(st: CourtState, phase: str) -> CourtState:
    """Queue ``phase`` and the rest of the round (phases/rounds.py) and run to the first decision."""
    queue_from(st, phase)
    st.advance()
    return st


def put(st: CourtState, seat: int, place: int | str, guild: str, k: int = 1) -> None:
    """Give ``seat`` ``k`` figures of ``guild`` at ``place`` (a location name or number, or 0 = Crypt)."""
    w = LOC[place] if isinstance(place, str) else place
    g = GUILD_INDEX[guild]
    for _ in range(k):
        assert figures.gain(st, seat, g)
        figures.add(st, seat, 0, g, -1)
        figures.add(st, seat, w, g, 1)


def at(st: CourtState, seat: int, place: int | str, guild: str) -> int:
    w = LOC[place] if isinstance(place, str) else place
    return figures.count(st, seat, w, GUILD_INDEX[guild])


def play(st: CourtState, *actions: str) -> CourtState:
    for action in actions:
        st.apply(action)
    return st


def influence(st: CourtState, seat: int) -> dict[str, int]:
    return {f: st.influence(seat, f) for f in ("bone", "flesh", "spirit")}


def set_influence(st: CourtState, seat: int, bone: int = 0, flesh: int = 0, spirit: int = 0) -> None:
    st.infl[seat * 3:seat * 3 + 3] = [bone, flesh, spirit]
