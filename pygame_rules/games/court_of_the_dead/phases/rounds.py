"""A round: the eight phases in order (rulebook: Round Phase Order)."""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from ..state import CourtState


def start_round(st: "CourtState") -> None:
    """Begin the next round: phases 1 to 8 are queued in order."""
    from . import actions, cleanup, distribution, draft, dreadsgrip, resolution, tithe, wallows
    st.round += 1
    st.note(f"Round {st.round} begins; {{p{st.first}}} holds Death, the Alltaker.")
    st.push((distribution.begin,), (wallows.begin,), (draft.begin,), (actions.begin,), (dreadsgrip.begin,),
            (tithe.begin,), (resolution.begin,), (cleanup.begin,))


def fire_all(st: "CourtState", when: str) -> None:
    """Work item: every seat's abilities that work ``when`` (abilities.py)."""
    from ..abilities import fire_all as fire
    fire(st, when)
