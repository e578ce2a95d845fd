"""Scoring of each skull type on hand-built Ossuaries (rulebook: Skull Types and Scoring;
RULINGS.md, Sedlec section; docs/rulings/sedlec.md).

Layouts are written ``(row, pos): "upper/lower"``: Row 1 is the bottom Row, a card at
``(r, p)`` above it sits centred over ``(r-1, p)`` and ``(r-1, p+1)``. A card in Row r
holds Level 2r-1 (lower skull) and Level 2r (upper skull). Every expected value below
is worked out by hand in the comment beside it.
"""

from __future__ import annotations

from pygame_rules.games.sedlec.cards import CARDS, SKULL_TYPES
from pygame_rules.games.sedlec.ossuary import breakdown, level

from .helpers import cards_with, ossuary


def points(layout):
    return breakdown(ossuary(layout))


def test_cards_json_has_18_two_skull_cards_with_7_or_8_of_each_type():
    """RULINGS.md: 18 cards, two skulls each, 36 skulls, every type 7 or 8."""
    assert sorted(CARDS) == list(range(1, 19))
    counts = {t: 0 for t in SKULL_TYPES}
    for card in CARDS.values():
        counts[card.upper] += 1
        counts[card.lower] += 1
    assert sum(counts.values()) == 36
    assert counts == {"noble": 7, "peasant": 8, "cleric": 7, "romantic": 7, "criminal": 7}


def test_levels_are_two_per_row():
    """RULINGS.md: Row r holds Level 2r-1 (lower skull) and Level 2r (upper skull)."""
    assert [level((1, 0, "lower")), level((1, 0, "upper"))] == [1, 2]
    assert [level((2, 5, "lower")), level((2, 5, "upper"))] == [3, 4]
    assert [level((3, -1, "lower")), level((3, -1, "upper"))] == [5, 6]


def test_empty_ossuary_scores_nothing():
    """Rulebook, Point Counting: a sum over skulls; no skulls, no points."""
    assert breakdown({}) == {t: 0 for t in SKULL_TYPES}


# ---------------------------------------------------------------- Nobles
def test_nobles_count_nobles_and_peasants_on_lower_levels():
    """Rulebook: "Nobles: Score 1 point for every Noble and Peasant located on Levels below them."

    L1: P P   L2: N N   L3: Cl   L4: N
    Each L2 Noble sees the two L1 Peasants (not the other Noble on its own Level): 2 + 2.
    The L4 Noble sees P, P (L1) and N, N (L2): 4.  Nobles 8.  Peasants 2, Cleric L3: 2.
    """
    assert points({(1, 0): "N/P", (1, 1): "N/P", (2, 0): "N/Cl"}) == {
        "noble": 8, "peasant": 2, "cleric": 2, "romantic": 0, "criminal": 0}


def test_nobles_count_any_position_not_only_under_them():
    """RULINGS.md: Nobles count Nobles and Peasants on lower Levels, any position.

    Row 1: (1,0) N/P, (1,1) P/Cl, (1,2) Cr/P; Row 2: (2,0) N/Cr over (1,0) and (1,1).
    The L4 Noble sees P (1,0) L1, N (1,0) L2, P (1,1) L2 and P (1,2) L1, which is not
    under it: 4.  The L2 Noble sees the L1 Peasants of (1,0) and (1,2): 2.  Nobles 6.
    """
    result = points({(1, 0): "N/P", (1, 1): "P/Cl", (1, 2): "Cr/P", (2, 0): "N/Cr"})
    assert result["noble"] == 6


def test_noble_counts_lower_skull_of_its_own_row_but_not_its_own_level():
    """RULINGS.md: Level = 2*row-1 for a lower skull, 2*row for an upper skull.

    Row 1: (1,0) Cl/R, (1,1) Cr/Cl, (1,2) R/Cl hold no Noble or Peasant.
    Row 2: (2,1) N/R puts a Noble on L4.  With (2,0) Cr/P, a Peasant sits on L3, the
    lower skull of the Noble's own Row: it is below the Noble, 1 point.  With (2,0) P/Cl
    instead, the Peasant sits on L4, the Noble's own Level: 0 points.
    """
    base = {(1, 0): "Cl/R", (1, 1): "Cr/Cl", (1, 2): "R/Cl", (2, 1): "N/R"}
    assert points({**base, (2, 0): "Cr/P"})["noble"] == 1
    assert points({**base, (2, 0): "P/Cl"})["noble"] == 0


def test_nobles_do_not_count_criminals_clerics_or_romantics():
    """Rulebook: Nobles score for Nobles and Peasants only.

    (1,0) Cl/Cr, (1,1) R/Cl, (2,0) N/R: below the L4 Noble lie Cr, Cl (L1), Cl, R (L2)
    and R (L3), none a Noble or Peasant: 0.
    """
    result = points({(1, 0): "Cl/Cr", (1, 1): "R/Cl", (2, 0): "N/R"})
    assert result["noble"] == 0


# ---------------------------------------------------------------- Peasants
def test_peasants_score_one_each_wherever_they_are():
    """Rulebook: "Peasants: Score 1 point each, regardless of position."

    Peasants: lower of (1,0) N/P (L1), upper of (1,1) P/Cl (L2), lower of (2,0) Cr/P (L3),
    upper of (1,2) P/R (L2): 4.
    """
    result = points({(1, 0): "N/P", (1, 1): "P/Cl", (1, 2): "P/R", (2, 0): "Cr/P"})
    assert result["peasant"] == 4


# ---------------------------------------------------------------- Clerics
def test_clerics_score_two_per_level_holding_one():
    """Rulebook: "Clerics: Score 2 points for every Level where at least one Cleric is present."
    RULINGS.md: a second Cleric on the same Level adds nothing.

    Clerics on L1 (N/Cl at (1,0)), L1 again (P/Cl at (1,1)) and L4 (Cl/P at (2,0)):
    Levels 1 and 4 -> 4 points, not 6.
    """
    result = points({(1, 0): "N/Cl", (1, 1): "P/Cl", (2, 0): "Cl/P"})
    assert result["cleric"] == 4


def test_clerics_on_both_skulls_of_one_card_are_two_levels():
    """RULINGS.md: the two skulls of a card lie on two Levels, so they count apart.

    (1,0) R/Cl: Cleric L1.  (1,1) Cl/Cr: Cleric L2.  (2,0) Cl/R: Cleric L4.  3 Levels: 6.
    """
    result = points({(1, 0): "R/Cl", (1, 1): "Cl/Cr", (2, 0): "Cl/R"})
    assert result["cleric"] == 6


# ---------------------------------------------------------------- Romantics
def test_two_adjacent_romantics_score_six():
    """Rulebook: "Two Adjacent Romantics score 6 points (3 points each)."

    Lower skulls of (1,0) N/R and (1,1) N/R are neighbours on L1: one pair, 6.
    """
    assert points({(1, 0): "N/R", (1, 1): "N/R"})["romantic"] == 6


def test_lone_romantic_scores_nothing():
    """Rulebook: Romantics score in adjacent pairs only; (1,0) N/R beside (1,1) N/P: 0."""
    assert points({(1, 0): "N/R", (1, 1): "N/P"})["romantic"] == 0


def test_chain_of_three_romantics_scores_one_pair():
    """Rulebook: "Each Romantic can only score once."

    L1: R R R (lower skulls of (1,0) N/R, (1,1) N/R, (1,2) P/R): the middle one can join only
    one pair, so one pair scores: 6, not 12.
    """
    assert points({(1, 0): "N/R", (1, 1): "N/R", (1, 2): "P/R"})["romantic"] == 6


def test_chain_of_four_romantics_scores_two_pairs():
    """Rulebook: each Romantic scores once; four in a line make two pairs: 12.

    L1: R R R R (lower skulls of (1,0) N/R, (1,1) N/R, (1,2) P/R, (1,3) Cl/R).
    """
    layout = {(1, 0): "N/R", (1, 1): "N/R", (1, 2): "P/R", (1, 3): "Cl/R"}
    assert points(layout)["romantic"] == 12


def test_romantic_pairing_is_chosen_for_most_points_not_greedily():
    """RULINGS.md: the pairing that maximises the Romantic score is taken.

    Row 1: (1,0) R/Cl, (1,1) N/P, (1,2) N/Cr, (1,3) N/Cl.  Row 2: (2,0) N/R, (2,1) N/R, (2,2) P/R.
    Romantics: A = upper of (1,0) (L2); B, C, D = lower skulls of (2,0), (2,1), (2,2) (L3).
    A touches B ((2,0) rests on (1,0)); B-C and C-D are neighbours on L3; nothing else.
    Pairing the first neighbours found along L3 (B-C) leaves A and D alone: 6.
    The best pairing is A-B and C-D: 12.
    """
    layout = {(1, 0): "R/Cl", (1, 1): "N/P", (1, 2): "N/Cr", (1, 3): "N/Cl",
              (2, 0): "N/R", (2, 1): "N/R", (2, 2): "P/R"}
    assert points(layout)["romantic"] == 12


def test_romantics_in_a_triangle_score_one_pair():
    """Rulebook: each Romantic scores once. RULINGS.md adjacency.

    Upper skulls of (1,0) R/Cl and (1,1) R/Cr touch each other (L2) and both touch the
    lower skull of (2,0) Cl/R (L3): three mutually adjacent Romantics make one pair: 6.
    """
    assert points({(1, 0): "R/Cl", (1, 1): "R/Cr", (2, 0): "Cl/R"})["romantic"] == 6


# ---------------------------------------------------------------- Criminals
def test_criminal_beside_a_cleric_on_its_level_scores_two():
    """Rulebook: "Criminals: Score 2 points if they are Adjacent to a Cleric."

    Lower skulls of (1,0) N/Cr (Criminal) and (1,1) N/Cl (Cleric) are neighbours on L1: 2.
    """
    assert points({(1, 0): "N/Cr", (1, 1): "N/Cl"})["criminal"] == 2


def test_criminal_without_a_cleric_scores_nothing():
    """Rulebook: "Otherwise, they do not score."  (1,0) N/Cr beside (1,1) N/P: 0."""
    assert points({(1, 0): "N/Cr", (1, 1): "N/P"})["criminal"] == 0


def test_criminal_touching_two_clerics_still_scores_two():
    """Rulebook: a Criminal scores 2 if adjacent to a Cleric, however many.

    L1: Cl Cr Cl (lower skulls of (1,0) N/Cl, (1,1) N/Cr, (1,2) P/Cl): 2, not 4.
    """
    assert points({(1, 0): "N/Cl", (1, 1): "N/Cr", (1, 2): "P/Cl"})["criminal"] == 2


def test_two_criminals_may_share_one_cleric():
    """Rulebook: each Criminal adjacent to a Cleric scores 2.

    L1: Cr Cl Cr (lower skulls of (1,0) N/Cr, (1,1) N/Cl, (1,2) P/Cr): both score, 4.
    """
    assert points({(1, 0): "N/Cr", (1, 1): "N/Cl", (1, 2): "P/Cr"})["criminal"] == 4


# ---------------------------------------------------------------- whole Ossuaries
def test_full_nine_card_ossuary():
    """Rulebook: Point Counting, all five types on a complete 2-player Ossuary (4-3-2).

    Row 1: (1,0) Cl/Cr  (1,1) P/R  (1,2) N/R  (1,3) Cr/Cl
    Row 2: (2,0) Cr/P   (2,1) R/Cl (2,2) R/P
    Row 3: (3,0) N/P    (3,1) N/P
    Levels:  L1 Cr R R Cl | L2 Cl P N Cr | L3 P Cl P | L4 Cr R R | L5 P P | L6 N N
    Nobles: L2 Noble sees nothing on L1 (0); each L6 Noble sees P N (L2), P P (L3), P P (L5): 6 + 6 = 12.
    Peasants: 5.  Clerics: L1, L2, L3 -> 6.  Romantics: L1 pair and L4 pair -> 12.
    Criminals: (1,0) lower touches its own Cleric, (1,3) upper touches its own Cleric: 4;
    (2,0) upper touches P (own), R (2,1), P (3,0): 0.
    Total 12 + 5 + 6 + 12 + 4 = 39.
    """
    layout = {(1, 0): "Cl/Cr", (1, 1): "P/R", (1, 2): "N/R", (1, 3): "Cr/Cl",
              (2, 0): "Cr/P", (2, 1): "R/Cl", (2, 2): "R/P", (3, 0): "N/P", (3, 1): "N/P"}
    result = points(layout)
    assert result == {"noble": 12, "peasant": 5, "cleric": 6, "romantic": 12, "criminal": 4}
    assert sum(result.values()) == 39


def test_full_six_card_ossuary_with_corner_romantics():
    """Rulebook: Point Counting on a complete 3-player Ossuary (3-2-1).

    Row 1: (1,0) P/Cl  (1,1) P/Cr  (1,2) Cl/R
    Row 2: (2,0) R/Cr  (2,1) N/R
    Row 3: (3,0) N/Cr
    Levels: L1 Cl Cr R | L2 P P Cl | L3 Cr R | L4 R N | L5 Cr | L6 N
    Nobles: L4 Noble sees P P (L2): 2; L6 Noble sees P P (L2), N (L4): 3.  5.
    Peasants 2.  Clerics L1, L2: 4.
    Romantics: upper of (2,0) (L4) and lower of (2,1) (L3) meet only at a corner; the L1
    Romantic touches Cl (own card) and Cr: no pair, 0.
    Criminals: (1,1) lower beside the L1 Cleric: 2; (2,0) lower touches R, P, P: 0;
    (3,0) lower touches N (own), R and N below: 0.  2.
    Total 5 + 2 + 4 + 0 + 2 = 13.
    """
    layout = {(1, 0): "P/Cl", (1, 1): "P/Cr", (1, 2): "Cl/R",
              (2, 0): "R/Cr", (2, 1): "N/R", (3, 0): "N/Cr"}
    result = points(layout)
    assert result == {"noble": 5, "peasant": 2, "cleric": 4, "romantic": 0, "criminal": 2}


def test_helper_builds_from_real_cards():
    """The layouts above use cards of cards.json, each once."""
    assert cards_with("N/P") == [1, 5]
    built = ossuary({(1, 0): "N/P", (1, 1): "N/P"})
    assert built == {(1, 0): 1, (1, 1): 5}
