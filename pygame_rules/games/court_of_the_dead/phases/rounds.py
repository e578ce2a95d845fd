"""A round: the eight phases in order (rulebook: Round Phase Order).

This module sits above the eight phase modules and queues them; they never queue a round
themselves. Clean-up (phases/cleanup.py ``finish``) says whether the game is over
(``st.phase == "over"``); :func:`next_round`, queued below the round's phases, then begins
the next round or lets the game end.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Callable

from ..frames import BeginPhase, NextRound, StartRound
from . import actions, cleanup, distribution, draft, dreadsgrip, resolution, tithe, wallows

if TYPE_CHECKING:
    from ..state import CourtState


BEGIN: dict[str, Callable[["CourtState"], None]] = {
    "distribution": distribution.begin, "wallows": wallows.begin, "draft": draft.begin,
    "actions": actions.begin, "dreadsgrip": dreadsgrip.begin, "tithe": tithe.begin,
    "resolution": resolution.begin, "cleanup": cleanup.begin,
}
"""The eight phases of a round, in order: name -> what begins it (each phase a module of this
package with ``begin``), run by a :class:`~..frames.BeginPhase` frame."""

PHASES = tuple(BEGIN)
"""The phases' names, in order."""


def queue_from(st: "CourtState", phase: str) -> None:
    """Queue ``phase`` and every later phase of the round, then :func:`next_round`."""
    st.push(*[BeginPhase(name) for name in PHASES[PHASES.index(phase):]], NextRound())


def begin_phase(st: "CourtState", frame: BeginPhase) -> None:
    """:class:`~..frames.BeginPhase`: the phase it names begins (:data:`BEGIN`)."""
    BEGIN[frame.phase](st)


def start_round(st: "CourtState", frame: StartRound) -> None:
    """:class:`~..frames.StartRound`: begin the next round (:func:`new_round`)."""
    new_round(st)


def new_round(st: "CourtState") -> None:
    """Begin the next round: phases 1 to 8 are queued in order."""
    st.round += 1
    st.note(f"Round {st.round} begins; {{p{st.first}}} holds Death, the Alltaker.")
    queue_from(st, "distribution")


def next_round(st: "CourtState", frame: NextRound) -> None:
    """:class:`~..frames.NextRound`, after Clean-up: a new round begins, unless Clean-up ended the
    game (the Unity supply is empty or the round limit is reached: phases/cleanup.py ``finish``)."""
    if st.phase != "over":
        new_round(st)
