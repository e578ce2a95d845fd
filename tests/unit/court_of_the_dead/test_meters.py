"""The meters' triggers (rulebook: Celestial Suspicion reaches 13; Dreadsgrip Threat reaches 10)."""

from pygame_rules.games.court_of_the_dead.phases import actions, tithe

from .helpers import at, blank, influence, play, put, set_influence, start_phase


def test_suspicion_13_sends_the_inquisitor_to_whoever_caused_it():
    st = blank(3, suspicion=12, unity=[1, 0, 0], etherea=[0, 0, 2])
    set_influence(st, 0, bone=4, spirit=3)
    st.hands[0] = ["C03"]
    start_phase(st, "actions")
    play(st, "play C03 1")  # Auraghast: +1 Suspicion -> 13
    # The Inquisitor: -3 Unity; seat 1 has 1, pays the other 2 in Faction Influence points of
    # its choice ("pay any difference using Faction Influence points"): Bone at 4 and Spirit at
    # 3 are worth 3 and 2 points (board.json influence_points).
    assert st.current_player == 0 and st.legal_actions() == ["pay spirit spirit", "pay bone spirit", "pay bone bone"]
    play(st, "pay bone spirit")  # Bone 4 -> 3 and Spirit 3 -> 2: 1 + 1 points
    assert influence(st, 0) == {"bone": 3, "flesh": 0, "spirit": 2}
    assert st.suspicion == 12
    # Then the card goes on: the only player with 2 Etherea puts them on Dirth Forge, and
    # seats 1 and 3 gain 1 Unity each (seat 1 had lost its 1 Unity to the Inquisitor).
    assert st.forge == 2 and st.unity == [1, 0, 1]


def test_missed_tithe_reaching_13_costs_the_lowest_bidders_three_more():
    st = blank(2, suspicion=11, etherea=[2, 2], unity=[0, 6])
    start_phase(st, "tithe")
    play(st, "bid 1", "bid 0")  # Tithe 2 + 7 = 9: missed
    assert st.unity == [0, 1]  # -2, then -3 for the Inquisitor
    assert st.suspicion == 12 and st.dreadsgrip == 2


def test_dreadsgrip_10_costs_a_mourner_chosen_by_the_left_player_and_figures_for_all():
    st = blank(3, dreadsgrip=9, etherea=[3, 0, 0])
    st.mourners[0] = ["B1", "F1"]  # followers: Mortis Knighthood, Shroudrieves Coven
    put(st, 0, 0, "SC")
    put(st, 0, "Life's Ebb", "SC")
    put(st, 1, "Cryptus Akhor", "SC")
    start_phase(st, "actions")
    play(st, "recruit CO")  # +1 Dreadsgrip: 10
    assert st.current_player == 1  # the player to the left picks the card
    assert st.legal_actions() == ["card B1", "card F1"]
    play(st, "card F1")
    assert st.mourners[0] == ["B1"] and "F1" not in st.decks["flesh"]
    assert st.current_player == 0  # the causer chooses which Shroudrieves figure it loses
    play(st, "figure 7 1 SC")
    assert at(st, 0, "Life's Ebb", "SC") == 0 and at(st, 0, 0, "SC") == 1
    assert at(st, 1, "Cryptus Akhor", "SC") == 0  # everyone else loses one too (only one choice)
    assert st.supply[2] == 8 - 1 and st.dreadsgrip == 9
    assert st.current_player == 1 and st.phase == "actions"  # play goes on


def test_missed_tithe_reaching_dreadsgrip_10_strikes_the_lowest_bidders():
    st = blank(2, dreadsgrip=8, etherea=[2, 2])
    st.mourners[1] = ["S1"]
    put(st, 0, "HushHyde", "GC")
    put(st, 1, 0, "GC")
    start_phase(st, "tithe")
    play(st, "bid 2", "bid 0")  # Tithe 3: missed; seat 2 bid least
    assert st.mourners[1] == [] and st.dreadsgrip == 9
    assert at(st, 1, 0, "GC") == 0 and at(st, 0, "HushHyde", "GC") == 0
