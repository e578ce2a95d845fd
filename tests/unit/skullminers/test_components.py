"""The playtest lab's per-component table (``State.components``): each seat's Company, and per
card of its Company's deck whether the seat drew it and used it (built a Crew card, played a
Directive); a determinization forgets which cards the other seat drew (they are secret)."""

from __future__ import annotations

import random

from .helpers import play, position


def _row(state, seat, name):
    return next(r for r in state.components() if r["seat"] == seat and r["name"] == name)


def test_drawn_and_used_by_seat():
    state = position(turn=1, phase="allocate")
    play(state, "done")  # Player 1 draws five
    play(state, "draw c1", "draw c1", "draw d10", "draw c12", "draw c9")
    build = next(a for a in state.legal_actions() if a.startswith("build c12 "))
    play(state, build)
    rows = state.components()
    assert [r["name"] for r in rows if r["kind"] == "Company"] == ["Black Rock Mining", "The Crimson Mining Company"]
    # Black Rock's deck holds 18 different cards (24 copies); Crimson's 18 too.
    assert sum(1 for r in rows if r["seat"] == 0 and r["kind"] != "Company") == 18
    assert _row(state, 0, "Shaft S>N (4 crew)") == {
        "kind": "Crew card", "name": "Shaft S>N (4 crew)", "seat": 0, "drawn": True, "used": True,
        "completed": None, "points": None}
    assert (_row(state, 0, "Breakthrough")["drawn"], _row(state, 0, "Breakthrough")["used"]) == (True, False)
    assert _row(state, 0, "Cave-in")["drawn"] is False
    # Seat 2's determinization keeps what seat 1 built (public), not what it drew.
    other = state.resample_from_infostate(1, random.Random(1))
    assert _row(other, 0, "Breakthrough")["drawn"] is False and _row(other, 0, "Shaft S>N (4 crew)")["used"]
