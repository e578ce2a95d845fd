"""Phase 1, Ethereal Distribution (rulebook: 1. Ethereal Distribution)."""

import pytest

from pygame_rules import IllegalActionError
from pygame_rules.games.court_of_the_dead.phases import distribution

from .helpers import blank, influence, play, start_phase


def test_roll_is_one_die_per_player_with_exact_probabilities():
    st = start_phase(blank(3), "distribution")
    outcomes = dict(st.chance_outcomes())
    assert min(int(o.split()[1]) for o in outcomes) == 3 and max(int(o.split()[1]) for o in outcomes) == 18
    assert outcomes["roll 10"] == pytest.approx(27 / 216)  # 27 of the 216 ways three dice make 10
    assert sum(outcomes.values()) == pytest.approx(1.0)


def test_split_into_players_plus_one_piles_in_any_order():
    st = start_phase(blank(3), "distribution")
    play(st, "roll 11")
    assert st.current_player == 0  # the first player splits
    assert "split 11 0 0 0" in st.legal_actions() and "split 3 3 3 2" in st.legal_actions()
    before = len(st.history)
    for bad in ("split 5 5 1", "split 5 5 1 1", "split 12 -1 0 0", "split a 1 1 1",
                # one spelling per split (core/link.py packs records by exact strings)
                "split  11 0 0 0", "split 011 0 0 0", "split +11 0 0 0", "split \u0661\u0661 0 0 0",
                " split 11 0 0 0", "split 11 0 0 0 ", "split\t11 0 0 0", "Split 11 0 0 0"):
        with pytest.raises(IllegalActionError):
            st.apply(bad)
    assert len(st.history) == before and st.piles == []
    play(st, "split 2 3 3 3")  # not in the listed (sorted) set, but a legal split
    assert st.piles == [2, 3, 3, 3]


def test_picks_start_left_of_first_player_and_leftovers_go_to_dirth_forge():
    st = start_phase(blank(3, first=0), "distribution")
    play(st, "roll 11", "split 2 3 3 3")
    assert st.current_player == 1
    assert st.legal_actions()[:2] == ["take 1", "take 2"]  # equal piles are offered once
    assert st.action_info("take 2")["label"] == "Take pile 2 (3 Etherea, like pile 3 and 4)"  # so none seems lost
    assert st.action_info("take 1")["label"] == "Take pile 1 (2 Etherea)"
    play(st, "take 2")
    assert st.current_player == 2
    play(st, "pass bone spirit")  # pass for any 2 Faction Influence
    assert influence(st, 2) == {"bone": 1, "flesh": 0, "spirit": 1}
    assert st.current_player == 0
    play(st, "take 1")
    assert st.etherea == [2, 3, 0]
    assert st.forge == 6  # piles 3 and 4 (3 + 3) go onto Dirth Forge
    assert st.phase == "wallows"
