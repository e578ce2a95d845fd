"""Set-up (rulebook: Set-Up; Player Set-Up; Choose your Ulterior Motive and declare a faction)."""

from pygame_rules import CHANCE
from pygame_rules.games.court_of_the_dead.frames import EtherealRoll, MournerDraw

from .helpers import at, new, play

DEALS = ["motive MB1", "motive MF1", "motive MS1", "motive MB2", "motive MF2", "motive MS2",
         "motive MB3", "motive MF3", "motive MS3"]


def test_unity_supply_and_etherea_by_player_count():
    # Set-Up: 25 / 30 / 35 Unity tokens; Player Set-Up: two Etherea each.
    for n, supply in ((2, 25), (3, 30), (4, 35)):
        st = new(n)
        assert st.unity_supply == supply
        assert st.etherea == [2] * n
        assert st.influence(0, "bone") == 2  # designed starting space of each track


def test_one_motive_of_each_faction_is_dealt_then_one_kept_in_secret():
    st = new(3)
    assert st.current_player == CHANCE
    assert [o for o, _ in st.chance_outcomes()] == ["motive MB1", "motive MB2", "motive MB3", "motive MB4"]
    play(st, *DEALS)
    assert st.current_player == 0
    assert st.legal_actions() == ["keep MB1", "keep MF1", "keep MS1"]
    play(st, "keep MS1")
    assert st.faction == [None, None, None]  # tokens are shown only when everyone has chosen
    assert st.view(1)["players"][0]["motive_chosen"] is True
    assert "MS1" not in str(st.view(1))
    play(st, "keep MS2", "keep MB3")
    assert st.faction == ["spirit", "spirit", "bone"]


def test_starting_mourners_drawn_in_reverse_turn_order_when_factions_clash():
    st = play(new(3), *DEALS, "keep MS1", "keep MS2", "keep MB3")
    # Reverse turn order ending with the first player: seat 3, then 2, then 1.
    assert st.top == MournerDraw(2, "bone", True)
    play(st, "mourner B2")
    assert st.top == MournerDraw(1, "spirit", True)
    play(st, "mourner S1")
    assert st.top == MournerDraw(0, "spirit", True)
    assert st.legal_actions() == ["mourner S2", "mourner S3", "mourner S4"]  # S1 is taken
    play(st, "mourner S3")
    assert st.mourners == [["S3"], ["S1"], ["B2"]]
    # Each takes its starting Mourner's follower into the Crypt (S3: Gravedancer's Circle).
    assert at(st, 0, 0, "GC") == 1 and at(st, 1, 0, "GC") == 1 and at(st, 2, 0, "CO") == 1
    assert st.bases == [9, 9, 9]
    # Unselected starting Mourners are shuffled into their decks: 5 + 2 Spirit, 5 + 3 Bone, 5 + 4 Flesh.
    assert (len(st.decks["spirit"]), len(st.decks["bone"]), len(st.decks["flesh"])) == (7, 8, 9)
    assert st.round == 1 and isinstance(st.top, EtherealRoll)
