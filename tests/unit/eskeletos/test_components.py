"""The designed-component report (``EskeletosState.components()``, components.py) that the
playtest lab's per-component table reads, and the Traveler label of the lab's win shares."""

from __future__ import annotations

import random

from pygame_rules.games.eskeletos.cards import CARDS

from pygame_rules.games.eskeletos.frames import EndTurn

from .helpers import new, play, put


def _scripted_game():
    """Seat 0 (the Devoted Elder) claims Fate Manipulation at 1.16 and plays Healing
    Spring; seat 1 (the Wandering Child) draws Wildfire; seat 0 then uses Fate Manipulation
    (Buried Grief to the bottom, Rift drawn); the round limit ends the game."""
    state = new(2)
    put(state, 0, "1.10")
    play(state, "draw", "card healing_spring", "roll 3 3", "claim", "stay", "play healing_spring", "elder pass")
    play(state, "draw", "card wildfire", "roll 3 4", "card warp", "end")
    play(state, "relic fate", "card buried_grief", "card rift", "bottom buried_grief", "draw")
    return state


def test_components_of_a_finished_game():
    state = _scripted_game()
    state.round, state.turn, state.stack = 100, 1, [EndTurn(1)]
    state.advance()
    assert state.end_reason() == "limit_draw"
    rows = state.components()
    seen = {(r["kind"], r["name"], r["seat"]): (r["drawn"], r["used"]) for r in rows}
    assert all(r["completed"] is None and r["points"] is None for r in rows)
    assert [(r["name"], r["seat"]) for r in rows if r["kind"] == "Traveler"] == [
        ("The Devoted Elder", 0), ("The Wandering Child", 1)]
    assert seen[("Relic", "Fate Manipulation", 0)] == (True, True)  # claimed and used; held by seat 0
    assert seen[("Relic", "Ethereal Ember", None)] == (False, False)
    assert seen[("Fate card", "Healing Spring", 0)] == (True, True)  # drawn, then played
    assert seen[("Fate card", "Ancestral Voice", 0)] == (True, False)  # dealt at setup to both seats
    assert seen[("Fate card", "Ancestral Voice", 1)] == (True, False)
    assert seen[("Fate card", "Wildfire", 1)] == (True, False)
    assert seen[("Fate card", "Rift", 0)] == (True, False)
    assert seen[("Fate card", "Buried Grief", None)] == (False, False)  # only peeked at: not drawn
    assert seen[("Limbo card", "Deep Cold", None)] == (False, False)
    designs = sum(1 for c in CARDS.values() if c.deck in ("fate", "limbo"))
    # 2 Travelers, 5 Relics, one row per design and seat that drew it (two designs twice).
    assert len(rows) == 2 + 5 + designs + 2 == 53


def test_a_determinization_keeps_only_the_seats_own_draws():
    """Which cards another seat drew is that seat's secret: a determinization for seat 1
    must not say that seat 0 drew Rift (known to seat 0 alone)."""
    state = _scripted_game()
    mine = state.resample_from_infostate(1, random.Random(3))
    drawn = {(r["name"], r["seat"]) for r in mine.components() if r["kind"] == "Fate card" and r["drawn"]}
    assert drawn == {("Ancestral Voice", 1), ("Empty Chair", 1), ("Wildfire", 1)}
    theirs = state.resample_from_infostate(0, random.Random(3))
    assert ("Rift", 0) in {(r["name"], r["seat"]) for r in theirs.components() if r["drawn"]}


def test_seat_labels_name_each_seats_traveler():
    state = new(3, hands=[("ancestral_voice", "empty_chair"), ("ancestral_voice", "wildfire"), ("rift", "rift")])
    assert state.seat_labels() == {"Traveler": ["The Devoted Elder", "The Wandering Child", "The Scarred Veteran"]}
