"""The playtest lab's per-component table (``State.components``, tally.py): what each Court
card, Mourner, Wallows card, Ulterior Motive and faction did in a game, by seat."""

from __future__ import annotations

import random

from pygame_rules.games.court_of_the_dead import tally

from .helpers import blank, play, put, start_phase


def _rows(st, kind):
    return [r for r in st.components() if r["kind"] == kind]


def test_court_cards_mourners_and_wallows_by_seat():
    # Seat 1 holds Sorrowgale and Calvaric (drafted earlier: the tally is told here) and plays
    # Sorrowgale for a Mourner; it holds The Grand Procession (W17, needs 6 movements: failed at
    # Clean-up) and seat 2 holds Muster the Reapers (W06, 2 Mortis: completed at once).
    st = blank(3, hands=[["C08", "C10"], [], []], wallows=[["W17"], ["W06"], []])
    tally.hold(st, 0, ("C08", "C10"))
    put(st, 1, 0, "MK", 2)
    start_phase(st, "actions")
    play(st, "play C10 2", "faction spirit", "mourner S7")  # Ysolde: an action ability
    play(st, "pass", "pass", "activate S7")  # seat 1 uses Ysolde
    court = {(r["name"], r["seat"]): r for r in _rows(st, "Court card")}
    assert court["Sorrowgale", 0]["used"] is True and court["Calvaric", 0]["used"] is False
    assert court["Death", None] == {"kind": "Court card", "name": "Death", "seat": None, "drawn": False,
                                    "used": False, "completed": None, "points": None}
    mourners = {r["name"]: r for r in _rows(st, "Mourner")}
    assert (mourners["Ysolde"]["seat"], mourners["Ysolde"]["drawn"], mourners["Ysolde"]["used"]) == (0, True, True)
    assert mourners["Ashlock"]["seat"] is None and mourners["Ashlock"]["drawn"] is False
    wallows = {(r["name"], r["seat"]): r for r in _rows(st, "Wallows card")}
    assert wallows["Muster the Reapers", 1]["completed"] is True
    assert ("The Grand Procession", 0) not in wallows  # still open: settled at Clean-up
    st.stack = []
    start_phase(st, "cleanup")
    wallows = {(r["name"], r["seat"]): r for r in _rows(st, "Wallows card")}
    assert wallows["The Grand Procession", 0]["completed"] is False
    assert wallows["The Grand Procession", 0]["used"] is False
    assert wallows["Lost Pilgrims", None]["drawn"] is False


def test_motives_and_factions_at_the_end():
    # A whole random game: each seat was dealt 3 motives and kept 1; the kept one carries its
    # points (as scored at the end), the others went back to the box (no holder).
    from pygame_rules.bots import sample_chance

    from .helpers import new

    rng = random.Random(3)
    st = new(3)
    while not st.is_terminal():
        st.apply(sample_chance(st, rng) if st.current_player == -1 else rng.choice(st.legal_actions()))
    motives = _rows(st, "Ulterior Motive")
    assert len(motives) == 9 and sum(r["used"] for r in motives) == 3
    for seat in range(3):
        kept = next(r for r in motives if r["seat"] == seat)
        assert kept["points"] == st.motive_points(seat) and kept["completed"] == (kept["points"] > 0)
    assert all(r["seat"] is None and r["points"] is None for r in motives if not r["used"])
    factions = _rows(st, "Faction")
    assert [r["points"] for r in factions] == st.scores()
    assert [r["name"] for r in factions] == st.seat_labels()["faction"]
    assert set(st.seat_labels()) == {"faction"}
