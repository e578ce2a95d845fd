"""Contests, with scripted dice (rulebook: Allocation & Contest).

Moving into a Site the opponent holds gathers an attack there; ``attack CELL`` rolls it as one
contest (ruling: crew of several Sites attack together). Both roll as many Hit Dice as their crew
value there (our Hit Die: 3 Hit faces of 6, p = 1/2), each Hit removes one crew value of the other
side. Defenders eliminated: the aggressors hold the Site. Aggressors eliminated: the defenders
stay. Both: the Site is empty. Ruling: while both sides still stand, they roll again.
Outcome ``contest A D``: the aggressors roll A Hits, the defenders D Hits.
"""

from __future__ import annotations

import pytest

import pygame_rules as pr

from .helpers import crew, lay, play, position


def contest_position(attack_from: int, defend: int):
    """Player 1 on B2 [N S] with ``attack_from``; Player 2 on B3 [N S] with ``defend``."""
    state = position(turn=0, phase="allocate")
    lay(state, "B2", "NS")
    lay(state, "B3", "NS", owner=1)
    crew(state, "B2", 0, attack_from)
    crew(state, "B3", 1, defend)
    return state


def site(state, cell):
    i = state.geo.index[cell]
    return state.crew_seat[i], state.crew_val[i]


def test_moving_into_an_opponents_site_rolls_both_sides_dice():
    state = contest_position(4, 2)
    assert state.action_info("move B2 B3 3")["contest"] is True
    play(state, "move B2 B3 3", "attack B3")
    assert state.current_player == pr.CHANCE
    odds = dict(state.chance_outcomes())
    assert len(odds) == 4 * 3  # 0..3 Hits for 3 attackers, 0..2 for 2 defenders
    assert odds["contest 2 0"] == pytest.approx(3 / 8 * 1 / 4)  # C(3,2)/2^3 * C(2,0)/2^2
    assert sum(odds.values()) == pytest.approx(1.0)


def test_defenders_eliminated_the_aggressors_hold_the_site():
    state = contest_position(4, 2)
    play(state, "move B2 B3 3", "attack B3", "contest 2 1")
    assert site(state, "B3") == (0, 2)  # 3 attackers lose 1; both defenders are hit
    assert site(state, "B2") == (0, 1)
    assert state.tired[state.geo.index["B3"]] == 2  # they moved this turn
    assert state.last_contest["result"] == "attackers"
    assert state.log(None)[-1] == ("Contest at B3: Player 1's 3 attackers roll 2 Hits, Player 2's "
                                   "2 defenders roll 1 Hit. The defenders are gone: Player 1 holds B3 with 2.")
    assert state.current_player == 0


def test_aggressors_eliminated_the_defenders_stay():
    state = contest_position(4, 3)
    play(state, "move B2 B3 1", "attack B3", "contest 0 1")
    assert site(state, "B3") == (1, 3)
    assert site(state, "B2") == (0, 3)
    assert state.last_contest["result"] == "defenders"


def test_both_eliminated_the_site_stands_empty():
    state = contest_position(2, 2)
    play(state, "move B2 B3 2", "attack B3", "contest 2 2")
    assert site(state, "B3") == (-1, 0)
    assert site(state, "B2") == (-1, 0)
    assert state.tiles[state.geo.index["B3"]] is not None  # the tunnel remains
    assert state.last_contest["result"] == "both"


def test_both_standing_roll_again():
    state = contest_position(3, 3)
    play(state, "move B2 B3 3", "attack B3", "contest 1 1")
    assert state.current_player == pr.CHANCE  # 2 against 2 now
    odds = dict(state.chance_outcomes())
    assert len(odds) == 9 and odds["contest 0 0"] == pytest.approx(1 / 16)
    assert state.view(1)["chance"]["attack"] == 2 and state.view(1)["chance"]["defend"] == 2
    play(state, "contest 2 0")
    assert site(state, "B3") == (0, 2)
    assert [r["attack_hits"] for r in state.last_contest["rounds"]] == [1, 2]


def test_two_stacks_attack_one_site_together_as_one_contest():
    # Rulebook (Allocation & Contest): "Both Companies roll a number of Hit Dice equal to the crew
    # value they have in the contested Site." Crew from B2 and from A3 attack B3 together: 3 + 2 dice.
    state = contest_position(3, 4)
    lay(state, "A3", "E")
    lay(state, "B3", "NESW", owner=1)
    crew(state, "A3", 0, 2)
    play(state, "move B2 B3 3")
    assert site(state, "B2") == (-1, 0) and state.current_player == 0  # nothing rolled yet
    # While the attack gathers: only more crew into B3, or roll it.
    assert state.legal_actions() == ["move A3 B3 1", "move A3 B3 2", "attack B3"]
    play(state, "move A3 B3 2")
    assert state.action_info("attack B3")["amount"] == 5
    play(state, "attack B3")
    odds = dict(state.chance_outcomes())
    assert len(odds) == 6 * 5  # 0..5 Hits for 5 attackers, 0..4 for 4 defenders: one contest
    play(state, "contest 4 1")
    assert site(state, "B3") == (0, 4) and state.last_contest["from"] == ["B2", "A3"]
    assert "done" in state.legal_actions()


def test_a_gathering_attack_must_be_rolled_before_the_turn_ends():
    state = contest_position(3, 1)
    play(state, "move B2 B3 1")
    assert "done" not in state.legal_actions()
    with pytest.raises(pr.IllegalActionError, match="attack on B3 is gathering"):
        state.apply("done")
    assert state.assault == {"cell": state.geo.index["B3"], "attack": 1, "from": [state.geo.index["B2"]]}
