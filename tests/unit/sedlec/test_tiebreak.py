"""Winners and the tie-breaker (rulebook: Point Counting, Tie-breaker; RULINGS.md: "Tie-breaker
exactly as written; a tie that survives every comparison is shared").

Finished 3-player games set field by field: three complete 3-2-1 Ossuaries that use all
18 cards once, the Graveyard and hands empty. Each Ossuary's points are worked out by hand
(Levels L1..L6, bottom to top) in the comments.
"""

from __future__ import annotations

from .helpers import ossuary, terminal

SHAPE = [(1, 0), (1, 1), (1, 2), (2, 0), (2, 1), (3, 0)]


def finished(*layouts):
    used: list[int] = []
    built = []
    for cards in layouts:
        o = ossuary(dict(zip(SHAPE, cards)), exclude=used)
        used += o.values()
        built.append(o)
    assert sorted(used) == list(range(1, 19))
    return terminal(built)


def test_higher_total_wins_whatever_the_single_type_scores():
    """Rulebook: the tie-breaker is used only on equal totals.  In the game below seat 2
    lost on its total (16 against 20) although it is not compared type by type."""
    state = highest_single_type_game()
    assert state.scores() == [20.0, 20.0, 16.0]
    assert 2 not in state.winners()


def highest_single_type_game():
    # Seat 0  Row 1: R/P N/Cl P/Cl   Row 2: P/R R/Cr   Row 3: Cl/R
    #   L1 P Cl Cl | L2 R N P | L3 R Cr | L4 P R | L5 R | L6 Cl
    #   Noble (L2) sees P (L1): 1.  Peasants 3.  Clerics L1, L6: 4.
    #   Romantics: R (1,0) top - R (2,0) bottom (resting on it); R (2,1) top - R (3,0) bottom: 12.
    #   Criminal (2,1) bottom touches R, R, N, P: 0.              Total 20, best type 12.
    # Seat 1  Row 1: Cr/P N/Cr Cr/Cl   Row 2: Cl/P N/R   Row 3: N/P
    #   L1 P Cr Cl | L2 Cr N Cr | L3 P R | L4 Cl N | L5 P | L6 N
    #   Nobles: L2 sees P: 1; L4 sees P, N, P: 3; L6 sees P, N, P, N, P: 5 -> 9.  Peasants 3.
    #   Clerics L1, L4: 4.  Romantics 0.  Criminals: (1,1) bottom beside Cl: 2; (1,2) top on
    #   its own Cl: 2; (1,0) top touches P, N, P: 0 -> 4.              Total 20, best type 9.
    # Seat 2  Row 1: R/Cl N/R N/P   Row 2: P/Cr Cl/Cr   Row 3: N/Cr
    #   L1 Cl R P | L2 R N N | L3 Cr Cr | L4 P Cl | L5 Cr | L6 N
    #   Nobles 1 + 1 + 4 = 6.  Peasants 2.  Clerics L1, L4: 4.  Romantics (corner only): 0.
    #   Criminals: (2,1) bottom on its own Cl: 2; (3,0) bottom on (2,1)'s Cl: 2 -> 4.   Total 16.
    return finished(
        ["R/P", "N/Cl", "P/Cl", "P/R", "R/Cr", "Cl/R"],
        ["Cr/P", "N/Cr", "Cr/Cl", "Cl/P", "N/R", "N/P"],
        ["R/Cl", "N/R", "N/P", "P/Cr", "Cl/Cr", "N/Cr"],
    )


def test_equal_totals_are_won_by_the_highest_single_type_score():
    """Rulebook Tie-breaker: "players compare their highest scores obtained with any single
    type of skull."  Seats 0 and 1 both have 20; seat 0's Romantics (12) beat seat 1's
    Nobles (9)."""
    state = highest_single_type_game()
    assert state.breakdowns() == [
        {"noble": 1, "peasant": 3, "cleric": 4, "romantic": 12, "criminal": 0},
        {"noble": 9, "peasant": 3, "cleric": 4, "romantic": 0, "criminal": 4},
        {"noble": 6, "peasant": 2, "cleric": 4, "romantic": 0, "criminal": 4},
    ]
    assert state.winners() == [0]
    text = state.tiebreak_explanation()
    assert "highest" in text and "second" not in text and "{p0} 12" in text and "{p1} 9" in text


def test_equal_totals_and_best_type_are_won_by_the_second_highest():
    """Rulebook Tie-breaker: "If the tie persists, they compare their second-highest scores".

    Seat 0  Row 1: R/Cl R/Cr N/R   Row 2: Cr/P Cr/Cl   Row 3: Cl/P
      L1 Cl Cr R | L2 R R N | L3 P Cl | L4 Cr Cr | L5 P | L6 Cl
      Noble (L2) sees nothing below: 0.  Peasants 2.  Clerics L1, L3, L6: 6.
      Romantics: the two L2 tops touch: 6.  Criminals: (1,1) bottom beside Cl: 2; (2,1) top
      on its own Cl: 2; (2,0) top touches P, Cr, P: 0 -> 4.    Total 18; sorted 6 6 4 2 0.
    Seat 1  Row 1: Cl/Cr N/P N/Cl   Row 2: P/Cl N/Cr   Row 3: R/P
      L1 Cr P Cl | L2 Cl N N | L3 Cl Cr | L4 P N | L5 P | L6 R
      Nobles: 1 + 1 (L2, the L1 Peasant) + 3 (L4: P, N, N) = 5.  Peasants 3.
      Clerics L1, L2, L3: 6.  Romantics 0.  Criminals: (1,0) on its own Cl: 2; (2,1) bottom
      beside (2,0)'s Cl: 2 -> 4.                               Total 18; sorted 6 5 4 3 0.
    Seat 2  Row 1: N/R P/R N/Cr   Row 2: Cl/R P/Cr   Row 3: N/P
      Nobles 0 + 0 + 5, Peasants 3, Clerics 2, Romantics (L1 pair) 6, Criminals 0: total 16.
    Best types tie at 6; second: 6 beats 5. Seat 0 wins.
    """
    state = finished(
        ["R/Cl", "R/Cr", "N/R", "Cr/P", "Cr/Cl", "Cl/P"],
        ["Cl/Cr", "N/P", "N/Cl", "P/Cl", "N/Cr", "R/P"],
        ["N/R", "P/R", "N/Cr", "Cl/R", "P/Cr", "N/P"],
    )
    assert state.breakdowns() == [
        {"noble": 0, "peasant": 2, "cleric": 6, "romantic": 6, "criminal": 4},
        {"noble": 5, "peasant": 3, "cleric": 6, "romantic": 0, "criminal": 4},
        {"noble": 5, "peasant": 3, "cleric": 2, "romantic": 6, "criminal": 0},
    ]
    assert state.scores() == [18.0, 18.0, 16.0]
    assert state.winners() == [0]
    assert "second-highest" in state.tiebreak_explanation()


def test_tie_on_every_comparison_is_a_shared_win():
    """RULINGS.md: "a tie that survives every comparison is shared."

    Seat 0  Row 1: N/R N/Cr R/Cr   Row 2: N/P N/R   Row 3: P/Cl
      L1 R Cr Cr | L2 N N R | L3 P R | L4 N N | L5 Cl | L6 P
      Nobles: L2 ones see nothing (0); L4 ones see N, N, P: 3 + 3 = 6.  Peasants 2.
      Clerics L5: 2.  Romantics: (2,1) bottom rests on (1,2)'s top: 6.  Criminals 0.
      Total 16; by type 6 2 2 6 0, sorted 6 6 2 2 0.
    Seat 1  Row 1: Cr/Cl R/P P/R   Row 2: N/Cr R/Cl   Row 3: Cl/Cr
      L1 Cl P R | L2 Cr R P | L3 Cr Cl | L4 N R | L5 Cr | L6 Cl
      Noble (L4) sees P, P: 2.  Peasants 2.  Clerics L1, L3, L6: 6.  Romantics: none touch: 0.
      Criminals: (1,0) top on its own Cl; (2,0) bottom beside Cl; (3,0) bottom under its own Cl: 6.
      Total 16; by type 2 2 6 0 6, sorted 6 6 2 2 0.
    Seat 2  Row 1: N/P P/Cr Cr/P   Row 2: Cl/P Cl/R   Row 3: N/Cl
      Nobles 2 + 5 = 7, Peasants 4, Clerics L4, L5: 4, Romantics 0, Criminals 0: total 15.
    Seats 0 and 1 tie on the total and on every sorted single-type score: both win.
    """
    state = finished(
        ["N/R", "N/Cr", "R/Cr", "N/P", "N/R", "P/Cl"],
        ["Cr/Cl", "R/P", "P/R", "N/Cr", "R/Cl", "Cl/Cr"],
        ["N/P", "P/Cr", "Cr/P", "Cl/P", "Cl/R", "N/Cl"],
    )
    assert state.breakdowns() == [
        {"noble": 6, "peasant": 2, "cleric": 2, "romantic": 6, "criminal": 0},
        {"noble": 2, "peasant": 2, "cleric": 6, "romantic": 0, "criminal": 6},
        {"noble": 7, "peasant": 4, "cleric": 4, "romantic": 0, "criminal": 0},
    ]
    assert state.scores() == [16.0, 16.0, 15.0]
    assert state.winners() == [0, 1]
    assert "shared" in state.tiebreak_explanation()
    assert state.view(None)["winners"] == [0, 1]


def test_shared_win_between_seats_that_do_not_sit_together():
    """RULINGS.md shared win: the tied Ossuaries of the previous test in seats 0 and 2."""
    state = finished(["N/R", "N/Cr", "R/Cr", "N/P", "N/R", "P/Cl"],
                     ["N/P", "P/Cr", "Cr/P", "Cl/P", "Cl/R", "N/Cl"],
                     ["Cr/Cl", "R/P", "P/R", "N/Cr", "R/Cl", "Cl/Cr"])
    assert state.scores() == [16.0, 15.0, 16.0]
    assert state.winners() == [0, 2]


def test_two_player_game_with_a_clear_winner():
    """Rulebook Point Counting: the highest total wins; no tie-break is explained.

    Seat 0: the 39-point Ossuary of test_scoring.test_full_nine_card_ossuary.
    Seat 1, the other nine cards:
      Row 1: N/Cr N/Cl N/R N/Cr   Row 2: P/Cl P/Cr Cl/P   Row 3: Cl/R R/Cr
      L1 Cr Cl R Cr | L2 N N N N | L3 Cl Cr P | L4 P P Cl | L5 R Cr | L6 Cl R
      Nobles: nothing on L1 is a Noble or Peasant: 0.  Peasants 3.  Clerics L1, L3, L4, L6: 8.
      Romantics: the three never touch each other: 0.  Criminals: (1,0) bottom beside Cl;
      (2,1) bottom beside (2,0)'s Cl; (3,1) bottom on (2,2)'s Cl top: 6; (1,3) bottom: 0.
      Total 17.
    """
    seat0 = ossuary({(1, 0): "Cl/Cr", (1, 1): "P/R", (1, 2): "N/R", (1, 3): "Cr/Cl",
                     (2, 0): "Cr/P", (2, 1): "R/Cl", (2, 2): "R/P", (3, 0): "N/P", (3, 1): "N/P"})
    seat1 = ossuary({(1, 0): "N/Cr", (1, 1): "N/Cl", (1, 2): "N/R", (1, 3): "N/Cr",
                     (2, 0): "P/Cl", (2, 1): "P/Cr", (2, 2): "Cl/P", (3, 0): "Cl/R", (3, 1): "R/Cr"},
                    exclude=seat0.values())
    state = terminal([seat0, seat1])
    assert state.breakdowns()[1] == {"noble": 0, "peasant": 3, "cleric": 8, "romantic": 0, "criminal": 6}
    assert state.scores() == [39.0, 17.0]
    assert state.winners() == [0]
    assert state.tiebreak_explanation() is None
    assert state.view(None)["tiebreak"] is None
