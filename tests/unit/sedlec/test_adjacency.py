"""Adjacency of skulls (RULINGS.md, Sedlec: "Adjacent means two skulls touch edge to edge ...
Corner contact is not adjacency"; docs/rulings/sedlec.md).

Each rule is checked twice: on ``neighbours()`` directly, and through a score that
depends on it (Criminal beside a Cleric, Romantic pair), so a wrong adjacency shows
as a wrong number of points.
"""

from __future__ import annotations

import itertools

import pytest

from pygame_rules.games.sedlec.ossuary import neighbours

from .helpers import ossuary
from .test_scoring import points

FULL_2P = [(1, 0), (1, 1), (1, 2), (1, 3), (2, 0), (2, 1), (2, 2), (3, 0), (3, 1)]


def nb(places, skull):
    return set(neighbours({p: 1 for p in places}, skull))


# ---------------------------------------------------------------- what touches
def test_same_level_neighbours_in_a_row():
    """RULINGS.md: left/right neighbours on the same level are adjacent.

    The lower skull of (1,1) touches the lower skulls of (1,0) and (1,2); its upper skull
    touches the upper skulls of (1,0) and (1,2).
    """
    places = [(1, 0), (1, 1), (1, 2)]
    assert {(1, 0, "lower"), (1, 2, "lower")} <= nb(places, (1, 1, "lower"))
    assert {(1, 0, "upper"), (1, 2, "upper")} <= nb(places, (1, 1, "upper"))
    # Criminal beside a Cleric on L1: (1,0) N/Cr, (1,1) N/Cl -> 2.
    assert points({(1, 0): "N/Cr", (1, 1): "N/Cl"})["criminal"] == 2
    # Romantics side by side on L2: (1,0) R/Cl, (1,1) R/Cr -> a pair, 6.
    assert points({(1, 0): "R/Cl", (1, 1): "R/Cr"})["romantic"] == 6


def test_same_level_neighbours_in_row_two():
    """RULINGS.md: same-level neighbours; Row 2 cards at pos 0 and 1 touch side by side.

    Row 1: (1,0) N/P, (1,1) N/P, (1,2) P/Cl.  Row 2: (2,0) N/Cr, (2,1) Cl/P.
    The Criminal (lower of (2,0), L3) touches the Peasant beside it, not the Cleric on
    top of (2,1) (corner): 0.  With (2,1) = R/Cl instead, the Cleric is the L3 neighbour: 2.
    """
    assert (2, 1, "lower") in nb([(1, 0), (1, 1), (1, 2), (2, 0), (2, 1)], (2, 0, "lower"))
    base = {(1, 0): "N/P", (1, 1): "N/P", (1, 2): "P/Cl", (2, 0): "N/Cr"}
    assert points({**base, (2, 1): "Cl/P"})["criminal"] == 0
    assert points({**base, (2, 1): "R/Cl"})["criminal"] == 2


def test_two_skulls_of_one_card_are_adjacent():
    """RULINGS.md: the two skulls of one card are adjacent.

    A lone Cl/Cr card: its Criminal touches its own Cleric, 2.  A lone Cr/Cl: 2 as well.
    """
    assert nb([(1, 0)], (1, 0, "lower")) == {(1, 0, "upper")}
    assert nb([(1, 0)], (1, 0, "upper")) == {(1, 0, "lower")}
    assert points({(1, 0): "Cl/Cr"})["criminal"] == 2
    assert points({(1, 0): "Cr/Cl"})["criminal"] == 2


@pytest.mark.parametrize("side", [0, 1])
def test_lower_skull_of_upper_card_touches_upper_skulls_of_both_cards_below(side):
    """RULINGS.md: the lower skull of a card touches the upper skulls of the two cards it rests on.

    (2,0) N/Cr rests on (1,0) and (1,1); one of them is Cl/P (Cleric on top, L2), the
    other N/P.  Either side, the L3 Criminal touches the L2 Cleric: 2.
    """
    places = [(1, 0), (1, 1), (2, 0)]
    assert nb(places, (2, 0, "lower")) == {(2, 0, "upper"), (1, 0, "upper"), (1, 1, "upper")}
    layout = {(1, side): "Cl/P", (1, 1 - side): "N/P", (2, 0): "N/Cr"}
    assert points(layout)["criminal"] == 2


def test_upper_skull_touches_lower_skulls_of_both_cards_resting_on_it():
    """RULINGS.md adjacency, seen from below: the upper skull of (1,1) touches the lower
    skulls of (2,0) and (2,1), which both rest on it.

    (1,1) R/Cr with (2,0) N/R and (2,1) P/R: the L2 Romantic touches both L3 Romantics,
    which also touch each other: three Romantics, one pair, 6 points.
    """
    places = [(1, 0), (1, 1), (1, 2), (2, 0), (2, 1)]
    assert {(2, 0, "lower"), (2, 1, "lower")} <= nb(places, (1, 1, "upper"))
    layout = {(1, 0): "N/P", (1, 1): "R/Cr", (1, 2): "N/P", (2, 0): "N/R", (2, 1): "P/R"}
    assert points(layout)["romantic"] == 6


def test_across_rows_two_and_three():
    """RULINGS.md adjacency holds between any two Rows: (3,0) rests on (2,0) and (2,1).

    A 3-2-1 Ossuary whose only Cleric is on top of (2,1) (L4) and only Criminal is the
    lower skull of (3,0) (L5): they touch, 2.
    """
    layout = {(1, 0): "N/P", (1, 1): "N/P", (1, 2): "P/R",
              (2, 0): "N/R", (2, 1): "Cl/P", (3, 0): "N/Cr"}
    assert (2, 1, "upper") in nb(list(layout), (3, 0, "lower"))
    assert points(layout)["criminal"] == 2


# ---------------------------------------------------------------- what does not touch
def test_corner_contact_between_row_neighbours_is_not_adjacent():
    """RULINGS.md: corner contact is not adjacency.

    The lower skull of (1,0) and the upper skull of (1,1) meet at one corner only.
    (1,0) N/Cr beside (1,1) Cl/P: the Criminal touches N (own) and P (beside): 0.
    """
    assert (1, 1, "upper") not in nb([(1, 0), (1, 1)], (1, 0, "lower"))
    assert (1, 0, "lower") not in nb([(1, 0), (1, 1)], (1, 1, "upper"))
    assert points({(1, 0): "N/Cr", (1, 1): "Cl/P"})["criminal"] == 0
    # Romantics at a corner: (1,0) N/R (lower) and (1,1) R/P (upper): no pair.
    assert points({(1, 0): "N/R", (1, 1): "R/P"})["romantic"] == 0


def test_upper_skull_of_row_two_does_not_touch_upper_skulls_of_row_one():
    """RULINGS.md: adjacency is edge to edge; L4 and L2 are different Levels that never touch.

    (2,0) Cr/P sits on (1,0) Cl/P and (1,1) Cl/R: its Criminal (L4) is two Levels above
    the Clerics (L2) and scores 0.
    """
    places = [(1, 0), (1, 1), (2, 0)]
    assert not {(1, 0, "upper"), (1, 1, "upper")} & nb(places, (2, 0, "upper"))
    assert points({(1, 0): "Cl/P", (1, 1): "Cl/R", (2, 0): "Cr/P"})["criminal"] == 0


def test_lower_skull_of_row_two_does_not_touch_lower_skulls_of_row_one():
    """RULINGS.md: the lower skull of a Row 2 card touches only the upper skulls under it.

    (2,0) N/Cr sits on (1,0) N/Cl and (1,1) P/Cl: the Clerics are on L1, the Criminal on
    L3, with the L2 skulls N and P between: 0.
    """
    places = [(1, 0), (1, 1), (2, 0)]
    assert not {(1, 0, "lower"), (1, 1, "lower")} & nb(places, (2, 0, "lower"))
    assert points({(1, 0): "N/Cl", (1, 1): "P/Cl", (2, 0): "N/Cr"})["criminal"] == 0


def test_lower_skull_of_row_two_does_not_touch_cards_it_does_not_rest_on():
    """RULINGS.md: a card touches only the two cards it is centred over.

    (2,1) N/Cr rests on (1,1) N/P and (1,2) N/P; the Cleric on top of (1,0) Cl/P lies
    beyond its reach: 0.
    """
    places = [(1, 0), (1, 1), (1, 2), (2, 1)]
    assert (1, 0, "upper") not in nb(places, (2, 1, "lower"))
    assert points({(1, 0): "Cl/P", (1, 1): "N/P", (1, 2): "N/P", (2, 1): "N/Cr"})["criminal"] == 0


def test_corner_contact_between_row_two_cards_is_not_adjacent():
    """RULINGS.md: corner contact is not adjacency, in any Row.

    The upper skull of (2,0) (L4) and the lower skull of (2,1) (L3) meet at a corner.
    (2,0) R/Cr and (2,1) N/R: no Romantic pair, 0.
    """
    places = [(1, 0), (1, 1), (1, 2), (2, 0), (2, 1)]
    assert (2, 1, "lower") not in nb(places, (2, 0, "upper"))
    layout = {(1, 0): "N/P", (1, 1): "N/P", (1, 2): "Cl/Cr", (2, 0): "R/Cr", (2, 1): "N/R"}
    assert points(layout)["romantic"] == 0


def test_cards_across_a_gap_do_not_touch():
    """RULINGS.md: adjacency needs touching skulls; (2,0) and (2,2) have a gap between them.

    Row 1: four cards; Row 2: (2,0) N/Cr and (2,2) N/Cl only. Their L3 skulls do not touch: 0.
    """
    places = [(1, 0), (1, 1), (1, 2), (1, 3), (2, 0), (2, 2)]
    assert (2, 2, "lower") not in nb(places, (2, 0, "lower"))
    layout = {(1, 0): "N/P", (1, 1): "N/P", (1, 2): "P/R", (1, 3): "R/P",
              (2, 0): "N/Cr", (2, 2): "N/Cl"}
    assert points(layout)["criminal"] == 0


# ---------------------------------------------------------------- against geometry
def _touching(a, b):
    """Independent oracle: skulls as unit squares in the plane, adjacent iff they share an edge.

    A card at (r, p) spans x in [p + (r-1)/2, p + (r-1)/2 + 1]; its lower skull is the unit
    square at height Level 2r-1, its upper at 2r. Doubled coordinates keep it in integers.
    """
    (ra, pa, ha), (rb, pb, hb) = a, b
    xa, xb = 2 * pa + (ra - 1), 2 * pb + (rb - 1)            # left edges, doubled
    la = 2 * ra - (1 if ha == "lower" else 0)
    lb = 2 * rb - (1 if hb == "lower" else 0)
    if la == lb:
        return abs(xa - xb) == 2                             # share a vertical edge
    if abs(la - lb) == 1:
        return abs(xa - xb) < 2                              # overlap along a horizontal edge
    return False


@pytest.mark.parametrize("size", [3, 5, 7, 9])
def test_neighbours_match_plane_geometry_on_every_subpyramid(size):
    """RULINGS.md adjacency = edge contact; compared with a geometric model on every
    ``size``-card sub-pyramid of the 4-3-2 shape whose upper cards rest on two cards."""
    checked = 0
    for places in itertools.combinations(FULL_2P, size):
        chosen = set(places)
        if any(r > 1 and not {(r - 1, p), (r - 1, p + 1)} <= chosen for r, p in chosen):
            continue
        skulls = [(r, p, h) for r, p in chosen for h in ("lower", "upper")]
        for s in skulls:
            expected = {t for t in skulls if t != s and _touching(s, t)}
            assert nb(chosen, s) == expected, s
        checked += 1
    assert checked > 0
