"""End Game (rulebook: End Game; End Game Scoring; tie-breaks)."""

from pygame_rules import TERMINAL
from pygame_rules.games.court_of_the_dead.phases import actions, tithe

from .helpers import blank, play, put, start_phase


def test_last_unity_in_the_action_phase_gives_everyone_one_more_turn():
    st = blank(3, unity_supply=1, etherea=[0, 0, 2])
    st.hands[0] = ["C03"]
    st.motive = ["MS3"] * 3
    start_phase(st, "actions")
    play(st, "play C03 1")  # only seat 3 holds 2 Etherea: it pays  # Auraghast: seat 1 and seat 3 each gain 1 Unity
    assert st.unity_supply == 0 and st.unity == [1, 0, 1]
    # Extra turns: seat 2 (now), seat 3, then seat 1 again.
    assert st.current_player == 1 and st.extra_turns == 2
    play(st, "pass", "pass")
    assert st.current_player == 0 and st.phase == "actions"
    play(st, "pass")
    # The remaining phases are played: the Tithe asks for bids; then the game ends after Clean-up.
    assert st.phase == "tithe"
    play(st, "bid 0", "bid 0", "bid 0")  # Tithe 4, Dirth Forge holds the 2 from Auraghast: missed
    assert st.current_player == TERMINAL and st.round == 1
    assert st.unity == [0, 0, 0]  # the three lowest bidders lost their Unity


def test_extra_turns_end_the_phase_even_without_passes():
    st = blank(3, unity_supply=1, etherea=[0, 6, 6])
    st.hands[0] = ["C03"]
    st.etherea[0] = 2
    start_phase(st, "actions")
    play(st, "play C03 1", "target 1")
    play(st, "recruit MK", "recruit CO")
    assert st.current_player == 0  # seat 1's extra turn
    play(st, "pass")
    assert st.phase == "tithe"


def test_last_unity_after_the_action_phase_finishes_the_round():
    st = blank(3, unity_supply=3, etherea=[5, 5, 5], forge=3, suspicion=6)
    put(st, 0, "Dirth Forge", "MK")
    start_phase(st, "tithe")
    play(st, "bid 2", "bid 1", "bid 3")  # +1, +1, +3: the supply runs out
    assert st.unity_supply == 0 and st.ending
    # Locations still resolve: seat 1 gains Dirth Forge's 3, then 3 for the Mortis Knighthood.
    assert st.etherea[0] == 3 + 3 + 3
    assert st.is_terminal() and st.round == 1


def _final(n=3, **fields):
    st = blank(n, phase="over", **fields)
    st.motive = ["MS3"] * n  # 8 points per artifact: none here, so 0
    assert st.is_terminal()
    return st


def test_final_scores_and_influence_table():
    st = _final(unity=[5, 3, 0])
    st.infl[0:3] = [15, 10, 0]
    # Designed table: 15 -> 20 points, 10 -> 11 points, 0 -> 0.
    assert st.breakdown(0, True) == {"unity": 5, "bone": 20, "flesh": 11, "spirit": 0, "motive": 0, "total": 36}
    assert st.winners() == [0]


def test_tie_broken_by_etherea_then_mourners_then_shared():
    st = _final(unity=[4, 4, 1], etherea=[2, 3, 9])
    assert st.winners() == [1]
    st.etherea = [3, 3, 9]
    st.mourners = [["B1", "B2"], ["F1"], []]
    assert st.winners() == [0]
    st.mourners = [["B1"], ["F1"], []]
    assert st.winners() == [0, 1]
    assert "shared" in st.view(None)["tiebreak"]


def test_motive_most_ties_score_nothing_even_for_the_alltaker():
    st = _final(first=0)
    st.motive = ["MB3", "MB3", "MB3"]  # 8 points for the most Bone Influence alone (round 8)
    st.infl[0:3] = [5, 0, 0]
    st.infl[3:6] = [5, 0, 0]
    assert st.motive_points(0) == 0 and st.motive_points(1) == 0
    st.infl[3] = 4
    assert st.motive_points(0) == 8


def test_order_of_the_hush_scores_nine_for_the_most_gravedancer_and_dreadsbane_figures():
    # Order of the Hush (designed, calibrated round 13): 9 points if you alone control the most
    # Gravedancer's Circle and Dreadsbane Order figures (was 8: Spirit won 28.0% of its seats over
    # 720 games, the band's edge). Figures count on the board and in the Crypt (metrics.py).
    st = _final()
    st.motive = ["MS2", "MS2", "MS2"]
    put(st, 0, 2, "GC", 2)
    put(st, 0, 0, "DO")  # in the Crypt: still controlled
    put(st, 1, 6, "GC", 3)
    assert (st.motive_points(0), st.motive_points(1)) == (0, 0)  # 3 and 3: a tie scores nothing
    put(st, 0, 8, "DO")
    assert (st.motive_points(0), st.motive_points(1), st.motive_points(2)) == (9, 0, 0)


def test_the_silent_regency_scores_every_two_locations_controlled():
    # The Silent Regency (designed, calibrated round 5): 3 points for every 2 locations you
    # control (alone with the most figures there), at most 9. Seat 1 controls locations 1 (2
    # figures to 1) and 3; location 2 is tied 1-1, so nobody controls it: 2 // 2 x 3 = 3 points;
    # seat 2 controls none.
    st = _final()
    st.motive = ["MS4", "MS4", "MS4"]
    put(st, 0, 1, "MK", 2)
    put(st, 1, 1, "MK")
    put(st, 0, 2, "GC")
    put(st, 1, 2, "GC")
    put(st, 0, 3, "DO")
    assert (st.motive_points(0), st.motive_points(1)) == (3, 0)
    put(st, 0, 4, "SC")  # 3 locations: still one pair, 3 points
    assert st.motive_points(0) == 3
    for place in range(5, 9):  # 7 locations controlled: 3 pairs, 9 points
        put(st, 0, place, "SC")
    assert st.motive_points(0) == 9
    put(st, 0, 9, "SC")  # 8 locations: 4 pairs would be 12, capped at 9
    assert st.motive_points(0) == 9


def test_the_iron_vigil_scores_each_mortis_knighthood_figure():
    # The Iron Vigil (designed, calibrated round 8): 2 points for each Mortis Knighthood figure
    # you control, at most 8 (round 7's 3 points for every 2 scored 2.5 points a keep over 180
    # games, the motives' mean 4.7). A figure in the Crypt counts as controlled; another guild
    # does not: 3 Mortis -> 6 points; 5 -> 10, capped at 8.
    st = _final()
    st.motive = ["MB1", "MB1", "MB1"]
    put(st, 0, 1, "MK", 2)
    put(st, 0, 0, "MK")
    put(st, 0, 2, "GC", 2)
    assert (st.motive_points(0), st.motive_points(1)) == (6, 0)
    put(st, 0, 5, "MK", 2)
    assert st.motive_points(0) == 8
