"""Allocation: one step per turn along connected tunnels, splitting, Shafts, the cap of 6.

Rulebook, Allocation & Contest: crew move to an adjacent, connected Site, and a stack may split;
Shafts are travelled in one direction only; no Site holds more than 6 crew value, the excess
is removed from play. RULINGS.md: each crew die may move one step per turn.
"""

from __future__ import annotations

from .helpers import assert_illegal, crew, lay, legal, play, position


def test_a_stack_splits_and_each_crew_moves_one_step_per_turn():
    #  B2 [N S]
    #  B1 [N E S W] *4*   C1 [E W]
    state = position(turn=0, phase="allocate")
    lay(state, "B1", "NESW")
    lay(state, "B2", "NS")
    lay(state, "C1", "EW")
    crew(state, "B1", 0, 4)
    assert legal(state, "move") == sorted([f"move B1 B2 {k}" for k in range(1, 5)] +
                                          [f"move B1 C1 {k}" for k in range(1, 5)])
    play(state, "move B1 B2 2")
    assert (state.crew_val[state.geo.index["B1"]], state.crew_val[state.geo.index["B2"]]) == (2, 2)
    # the 2 crew now on B2 have moved this turn: B2 offers no move; B1 has 2 left to send
    assert legal(state, "move") == sorted(["move B1 B2 1", "move B1 B2 2", "move B1 C1 1", "move B1 C1 2"])
    lay(state, "B3", "NS")
    assert_illegal(state, "move B2 B3 1")
    play(state, "move B1 C1 2")
    assert state.legal_actions() == ["done"]
    play(state, "done")
    assert state.tired == [0] * state.geo.size  # a new turn: every crew may move again


def test_no_move_into_unbuilt_or_unconnected_sites():
    state = position(turn=0, phase="allocate")
    lay(state, "B1", "NS")  # no east opening
    lay(state, "C1", "EW")
    crew(state, "B1", 0, 2)
    assert legal(state, "move") == []  # B2 is not built, C1 shares no opening with B1
    assert "one step per turn" in assert_illegal(state, "move B1 C1 1")


def shaft_position(shaft: str):
    """B1 [N S] *2*, B2 the Shaft, B3 [N S] *2*: both crews Player 1's."""
    state = position(turn=0, phase="allocate")
    lay(state, "B1", "NS")
    lay(state, "B2", shaft)
    lay(state, "B3", "NS")
    crew(state, "B1", 0, 2)
    crew(state, "B3", 0, 2)
    return state


def test_a_shaft_is_travelled_with_its_arrow():
    state = shaft_position("S>N")  # in at the south, out at the north
    assert legal(state, "move B1") == ["move B1 B2 1", "move B1 B2 2"]
    assert legal(state, "move B3") == []  # B3 may not enter the Shaft by its way out (B4 is unbuilt)
    assert_illegal(state, "move B3 B2 1")
    crew(state, "B2", 0, 1)
    assert legal(state, "move B2") == ["move B2 B3 1"]  # out at the north only
    assert_illegal(state, "move B2 B1 1")


def test_a_shaft_turned_round_runs_the_other_way():
    state = shaft_position("N>S")  # in at the north, out at the south
    assert legal(state, "move B3") == ["move B3 B2 1", "move B3 B2 2"]
    assert_illegal(state, "move B1 B2 1")
    crew(state, "B2", 0, 1)
    assert legal(state, "move B2") == ["move B2 B1 1"]


def test_a_bent_chute():
    # Chute S>E on B2: in from B1 (south), out to C2 (east); C2 [E W] cannot climb back in.
    state = position(turn=0, phase="allocate")
    lay(state, "B1", "NS")
    lay(state, "B2", "S>E")
    lay(state, "C2", "EW")
    crew(state, "B1", 0, 1)
    crew(state, "C2", 0, 1)
    assert legal(state, "move") == ["move B1 B2 1"]
    crew(state, "B2", 0, 1)
    assert legal(state, "move B2") == ["move B2 C2 1"]


def test_no_site_holds_more_than_six():
    # B1 [N S] *5*, B2 [N S] *3*: 3 crew into B1 make 8; 6 stay, 2 are removed from play.
    state = position(turn=0, phase="allocate")
    lay(state, "B1", "NS")
    lay(state, "B2", "NS")
    crew(state, "B1", 0, 5)
    crew(state, "B2", 0, 3)
    play(state, "move B2 B1 3")
    b1, b2 = state.geo.index["B1"], state.geo.index["B2"]
    assert (state.crew_val[b1], state.crew_seat[b2], state.crew_val[b2]) == (6, -1, 0)
    assert state.tired[b1] == 1  # one newcomer stayed; the 5 already there may still move
    assert state.log(None)[-1] == "Player 1 moves 3 crew from B2 to B1. 2 lost: a Site holds at most 6."
    assert legal(state, "move B1") == [f"move B1 B2 {k}" for k in range(1, 6)]
    assert state.crew_total(0) == 6
