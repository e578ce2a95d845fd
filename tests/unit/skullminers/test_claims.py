"""Claim discovery (rulebook: Claim Discovery; RULINGS.md: Skullminers).

Player 1 seeks the God Skull among Player 2's Claims, beyond row 4 (Player 2's Home Row);
Player 2 seeks among Player 1's, beyond row 1. To unearth a Claim, one crew value (moved this
turn or not) on the Site directly in front of it (not diagonal), with a tunnel opening
toward it, is spent; the Claim turns face up: the God Skull wins, Soil and the search goes on.
"""

from __future__ import annotations

import pytest

import pygame_rules as pr

from .helpers import assert_illegal, crew, lay, legal, play, position

B, C = 1, 2  # 0-based Claim columns


def front_row(blind=True, god=(None, None)):
    state = position(turn=0, phase="allocate", blind=blind, god=god)
    return state


def test_crew_directly_in_front_with_an_opening_may_dig():
    state = front_row()
    lay(state, "C4", "NS")
    crew(state, "C4", 0, 3)
    assert legal(state, "dig") == ["dig C"]
    assert state.action_info("dig C")["cell"] == "C4"


def test_diagonal_is_refused():
    state = front_row()
    lay(state, "B4", "NESW")
    lay(state, "D4", "NESW")
    crew(state, "B4", 0, 2)
    crew(state, "D4", 0, 2)
    assert legal(state, "dig") == ["dig B", "dig D"]  # never C, diagonal from both
    assert "directly in" in assert_illegal(state, "dig C")


def test_no_tunnel_toward_the_claim_is_refused():
    state = front_row()
    lay(state, "C4", "EW")  # a wall toward Player 2's Claims
    crew(state, "C4", 0, 3)
    assert_illegal(state, "dig C")
    lay(state, "C4", "N>S")  # a Shaft whose way out is south: its north end is only a way in
    assert_illegal(state, "dig C")
    lay(state, "C4", "S>N")
    assert legal(state, "dig") == ["dig C"]


def test_crew_that_moved_this_turn_may_still_dig():
    # Rulebook (Claim Discovery): "allocate one crew value from Crew Counter Die in an adjacent
    # Site"; nothing bars crew that moved this Allocation phase.
    state = front_row()
    lay(state, "C3", "NS")
    lay(state, "C4", "NS")
    crew(state, "C3", 0, 2)
    play(state, "move C3 C4 2")
    assert state.tired[state.geo.index["C4"]] == 2
    assert legal(state, "dig") == ["dig C"]
    play(state, "dig C")
    assert state.crew_val[state.geo.index["C4"]] == 1


def test_player_two_digs_south_from_row_one():
    state = position(turn=1, phase="allocate")
    lay(state, "A1", "NS")
    crew(state, "A1", 1, 1)
    lay(state, "B1", "NE")  # no south opening
    crew(state, "B1", 1, 1)
    assert legal(state, "dig") == ["dig A"]


def test_soil_then_the_god_skull_wins():
    # Claims not blind: Player 2 hid the God Skull under Claim B.
    state = front_row(blind=False, god=(0, B))
    lay(state, "B4", "NS")
    lay(state, "C4", "NS")
    crew(state, "B4", 0, 1)
    crew(state, "C4", 0, 3)
    play(state, "dig C")
    assert state.revealed[1][C] == "soil" and state.unearthed == [1, 0]
    assert state.crew_val[state.geo.index["C4"]] == 2  # one crew value spent
    assert state.log(None)[-1] == "Player 1 spends 1 crew at C4 to unearth Player 2's Claim C. Claim C holds Soil."
    assert legal(state, "dig") == ["dig B"]  # a revealed Claim is not dug again
    play(state, "dig B")
    assert state.is_terminal() and state.winners() == [0]
    i = state.geo.index["B4"]
    assert (state.crew_seat[i], state.crew_val[i]) == (-1, 0)  # the die reached zero: removed
    assert state.view(None)["claims"][1][B]["state"] == "god"


def test_blind_claims_are_decided_when_unearthed():
    state = front_row()  # blind: nobody has placed the God Skull yet
    lay(state, "C4", "NS")
    crew(state, "C4", 0, 3)
    lay(state, "D4", "NS")
    crew(state, "D4", 0, 3)
    play(state, "dig C")
    assert state.current_player == pr.CHANCE
    assert dict(state.chance_outcomes()) == pytest.approx({"found soil": 4 / 5, "found god": 1 / 5})
    play(state, "found soil")
    assert state.revealed[1][C] == "soil" and state.god[1] is None
    play(state, "dig D")
    assert dict(state.chance_outcomes()) == pytest.approx({"found soil": 3 / 4, "found god": 1 / 4})
    play(state, "found god")
    assert state.winners() == [0] and state.god[1] == 3


def test_the_last_hidden_claim_holds_the_god_skull():
    state = front_row()
    state.revealed[1] = ["soil", "soil", None, "soil", "soil"]
    lay(state, "C4", "NS")
    crew(state, "C4", 0, 1)
    play(state, "dig C")  # no chance node: nothing else is possible
    assert state.winners() == [0]
