"""A round: the eight phases in order (rulebook: Round Phase Order)."""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from ..state import CourtState


PHASES = ("distribution", "wallows", "draft", "actions", "dreadsgrip", "tithe", "resolution", "cleanup")
"""The eight phases of a round, in order (each a module of this package with ``begin``)."""


def queue_from(st: "CourtState", phase: str) -> None:
    """Queue ``phase`` and every later phase of the round."""
    from importlib import import_module
    st.push(*[(import_module(f"{__package__}.{name}").begin,) for name in PHASES[PHASES.index(phase):]])


def start_round(st: "CourtState") -> None:
    """Begin the next round: phases 1 to 8 are queued in order."""
    st.round += 1
    st.note(f"Round {st.round} begins; {{p{st.first}}} holds Death, the Alltaker.")
    queue_from(st, "distribution")


def fire_all(st: "CourtState", when: str) -> None:
    """Work item: every seat's abilities that work ``when`` (abilities.py)."""
    from ..abilities import fire_all as fire
    fire(st, when)
