"""Every Mourner put into play raises the Dreadsgrip Threat by 1, however it came into play
(rulebook: Recruit Mourner cards, "When a player puts a Mourner card into play ... Lastly, the
Dreadsgrip Threat meter is increased by 1"; ruling in docs/rulings/court_of_the_dead.md)."""

from .helpers import blank, new, play, start_phase


def test_a_mourner_gained_by_a_court_card_raises_the_threat():
    # Sorrowgale (C10), action 2: gain the top Mourner of a deck of your choice. Threat 3 -> 4.
    st = start_phase(blank(3, dreadsgrip=3, hands=[["C10"], [], []]), "actions")
    play(st, "play C10 2", "faction bone", "mourner B5")
    assert st.mourners[0] == ["B5"]
    assert st.dreadsgrip == 4


def test_a_mourner_gaining_a_mourner_raises_it_twice_and_recruiting_once_each():
    # Recruit a Spirit Mourner (5 Etherea): Ghostwarden Ilex, whose instant ability gains the top
    # Mourner of any deck (Ashlock, +4 Etherea). Two Mourners put into play: 0 -> 2, not 1.
    st = start_phase(blank(3, etherea=[5, 0, 0]), "actions")
    play(st, "recruit spirit", "mourner S9", "faction bone", "mourner B7")
    assert st.mourners[0] == ["S9", "B7"]
    assert st.etherea[0] == 4
    assert st.dreadsgrip == 2


def test_the_mourner_that_brings_the_threat_to_ten_names_its_gainer_as_the_causer():
    # Threat 9: the Mourner gained by Sorrowgale takes it to 10 (then back to 9); the gainer
    # (seat 1) is the causer: the player to its left (seat 2) picks which of seat 1's
    # Mourners is lost, and each player loses a figure of its follower guild.
    st = blank(3, dreadsgrip=9, hands=[["C10"], [], []], mourners=[["B1"], [], []])
    start_phase(st, "actions")
    play(st, "play C10 2", "faction flesh", "mourner F9")
    assert st.dreadsgrip == 9
    assert st.current_player == 1 and st.legal_actions() == ["card B1", "card F9"]
    play(st, "card F9")  # F9's follower is a Gravedancer: seat 1 loses the one it just gained
    assert st.mourners[0] == ["B1"] and sum(st.figs) == 0


def test_starting_mourners_do_not_raise_it():
    # Set-up puts the Dreadsgrip tracker on 0 (Game Board Set-Up); play has not begun.
    st = new(3)
    while st.round == 0:
        st.apply(st.legal_actions()[0] if st.current_player >= 0 else st.chance_outcomes()[0][0])
    assert all(len(m) == 1 for m in st.mourners)
    assert st.dreadsgrip == 0
