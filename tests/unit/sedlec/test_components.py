"""The playtest lab's per-component table for Skulls of Sedlec (``State.components``): per
seat and skull type, whether its Ossuary holds that type and what it scored (the designed
scoring rules, docs/rulings/sedlec.md); per card, whose Ossuary holds it."""

from __future__ import annotations

from .helpers import position


def test_skull_type_rows_carry_the_breakdown():
    # Seat 1: card 1 (Noble over Peasant) and card 8 (Peasant over Cleric) side by side on Row 1:
    # Peasants 2 (1 each), Cleric 2 (one Level), the Noble on Level 2 sees 1 Peasant on Level 1
    # (card 8's Peasant is on Level 2, its own): Noble 1. Seat 2: card 14 (Romantic over Cleric).
    state = position(2, ossuaries=[{(1, 0): 1, (1, 1): 8}, {(1, 0): 14}])
    rows = {(r["seat"], r["kind"], r["name"]): r for r in state.components()}
    assert {t: rows[0, "Skull type", t]["points"] for t in ("Noble", "Peasant", "Cleric", "Romantic", "Criminal")} == {
        "Noble": 1.0, "Peasant": 2.0, "Cleric": 2.0, "Romantic": 0.0, "Criminal": 0.0}
    assert rows[0, "Skull type", "Romantic"]["drawn"] is False
    assert rows[1, "Skull type", "Romantic"]["drawn"] is True and rows[1, "Skull type", "Romantic"]["used"] is False
    assert rows[1, "Card", "Romantic over Cleric"]["seat"] == 1
    assert rows[None, "Card", "Peasant over Romantic"]["drawn"] is False  # card 9, in nobody's Ossuary


def test_a_card_printed_twice_is_one_row_that_says_so():
    # The deck prints Noble over Peasant, Noble over Criminal and Noble over Romantic twice
    # each (cards.json): the lab's table counts such a row for two cards, and its name says so.
    state = position(2, ossuaries=[{(1, 0): 1}, {}])
    names = [r["name"] for r in state.components() if r["kind"] == "Card"]
    assert names.count("Noble over Peasant (2 copies)") == 2
    assert "Noble over Peasant" not in names
    assert names.count("Romantic over Cleric") == 1
