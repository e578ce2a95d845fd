"""Phase 4, the Action Phase (rulebook: 4. Action Phase; Recruit; Moving Guild Figures)."""

import pytest

from pygame_rules import IllegalActionError
from pygame_rules.games.court_of_the_dead.phases import actions

from .helpers import at, blank, influence, play, put, set_influence, start_phase


def test_phase_ends_when_all_players_pass_in_a_row():
    # The rulebook's 3-player example: P1 acts, P2 and P3 pass, P1 passes: the phase ends.
    st = start_phase(blank(3, etherea=[3, 0, 0]), "actions")
    play(st, "recruit MK", "pass", "pass")
    assert st.phase == "actions" and st.current_player == 0
    play(st, "pass")
    assert st.phase == "tithe"  # Dreadsgrip check (nothing crowded), then the Tithe's bids


def test_a_passing_player_may_act_again_if_someone_acts_after_them():
    st = start_phase(blank(3, etherea=[0, 0, 3]), "actions")
    play(st, "pass", "pass", "recruit CO")  # P3 acts: P1 and P2 get another turn
    assert st.current_player == 0 and st.phase == "actions"
    play(st, "pass", "pass", "pass")
    assert st.phase == "tithe"


def test_recruit_a_guild_figure_for_three_etherea():
    st = start_phase(blank(3, etherea=[5, 0, 0]), "actions")
    play(st, "recruit DO")
    assert st.etherea[0] == 2 and at(st, 0, 0, "DO") == 1
    assert st.bases[0] == 9 and st.supply[5] == 7
    assert st.dreadsgrip == 1  # +1 Dreadsgrip for recruiting


def test_recruit_a_mourner_for_five_etherea_with_its_follower():
    st = start_phase(blank(3, etherea=[5, 0, 0]), "actions")
    play(st, "recruit bone")
    assert st.current_player == -1  # the top card is decided when drawn
    play(st, "mourner B7")  # Ashlock: follower Mortis Knighthood; when gained, 4 Etherea
    assert st.mourners[0] == ["B7"] and at(st, 0, 0, "MK") == 1
    assert st.etherea[0] == 4 and st.dreadsgrip == 1
    assert "B7" not in st.decks["bone"]


def test_no_base_left_no_figure_recruit_but_mourners_still_come():
    st = blank(3, etherea=[8, 0, 0])
    st.bases[0] = 0
    start_phase(st, "actions")
    assert not any(a.startswith("recruit MK") for a in st.legal_actions())
    play(st, "recruit flesh", "mourner F9")
    assert st.mourners[0] == ["F9"] and sum(st.figs) == 0


def test_moving_costs_influence_of_the_destination_faction():
    st = blank(3)
    put(st, 0, 0, "MK", 2)
    set_influence(st, 0, bone=1, spirit=3)
    start_phase(st, "actions")
    before = len(st.history)
    with pytest.raises(IllegalActionError, match="costs 2 Bone Influence"):
        st.apply("move crypt 1 MK MK")  # Dirth Forge is a Bone location
    with pytest.raises(IllegalActionError):
        st.apply("move 2 crypt MK")  # never into a Crypt
    assert len(st.history) == before and at(st, 0, 0, "MK") == 2
    play(st, "move crypt 2 MK MK")  # Vadlum Gates (Spirit): 2 Spirit Influence
    assert at(st, 0, "Vadlum Gates", "MK") == 2 and influence(st, 0)["spirit"] == 1
    assert st.moves[0] == 1


def test_the_view_tells_the_mover_how_many_figures_each_location_can_take():
    """Moving Guild Figures: 1 Influence of the destination's faction per figure, so with
    Bone 1, Flesh 0 and Spirit 3 Ada can pay for 1 figure into a Bone location (Dirth Forge,
    Mortiss-Veth, Calvum Harrows, Voxxingard), none into a Flesh one and 3 into a Spirit one."""
    st = blank(3)
    put(st, 0, 0, "MK", 2)
    set_influence(st, 0, bone=1, spirit=3)
    start_phase(st, "actions")
    #                                      1  2  3  4  5  6  7  8  9 10 11 12
    assert st.view(0)["you"]["move_caps"] == [1, 3, 0, 1, 1, 3, 0, 3, 1, 0, 3, 0]


def test_any_legal_group_is_accepted_even_if_not_listed():
    st = blank(3)
    put(st, 0, 0, "MK", 3)
    put(st, 0, 0, "DO", 1)
    set_influence(st, 0, spirit=5)
    start_phase(st, "actions")
    assert "move crypt 2 MK MK DO" not in st.legal_actions()
    play(st, "move crypt 2 MK MK DO")
    assert at(st, 0, 2, "MK") == 2 and at(st, 0, 2, "DO") == 1 and at(st, 0, 0, "MK") == 1
    with pytest.raises(IllegalActionError, match="Guild-track order"):
        st.apply("move crypt 2 DO MK")


def test_a_movement_has_one_spelling():
    """notation (docs/notation/court_of_the_dead.md): a movement is written one way only, so
    a record of play always packs into a share link (core/link.py). Leading zeros, a sign,
    other digits, doubled or outer spaces, tabs and other cases are refused, state unchanged."""
    st = blank(3)
    put(st, 0, 0, "GC", 2)
    set_influence(st, 0, bone=5, flesh=5, spirit=5)
    start_phase(st, "actions")
    assert "move crypt 1 GC" in st.legal_actions()
    before = (list(st.figs), list(st.history))
    for bad in ("move crypt 01 GC", "move crypt +1 GC", "move crypt \u0661 GC", "move crypt  1 GC",
                " move crypt 1 GC", "move crypt 1 GC ", "move\tcrypt 1 GC", "move Crypt 1 GC",
                "move crypt 1 gc", "move crypt 1 GC  GC", "move 00 1 GC"):
        with pytest.raises(IllegalActionError):
            st.apply(bad)
        assert (list(st.figs), list(st.history)) == before, bad
    play(st, "move crypt 1 GC GC")  # the one spelling is taken
    assert at(st, 0, 1, "GC") == 2
