"""Setup, turn order, the round limit, termination, records.

Rulebook, Setup: choose Companies; 5 Claims each with the God Skull assigned secretly; both roll
a Hit Die, and the first to roll a Hit while the other rolls a Miss goes first. Turn Structure:
Draw, Direct, Allocation & Contest, players alternating. Rulings: Player 1 picks the Company;
the game ends after round 30 if the God Skull is still buried (docs/rulings/skullminers.md).
"""

from __future__ import annotations

import random

import pytest

import pygame_rules as pr
from pygame_rules.bots import sample_chance
from pygame_rules.core.record import state_from_record
from pygame_rules.games.skullminers import GAME

from .helpers import crew, lay, new, play, position


def test_blind_setup_goes_from_companies_to_the_roll_off():
    state = new(blind=True)
    assert state.current_player == 0 and state.legal_actions() == ["company black", "company crimson"]
    play(state, "company crimson")
    assert state.companies == ["crimson", "black"]
    assert sum(state.decks[0].values()) == sum(state.decks[1].values()) == 24
    assert dict(state.chance_outcomes()) == pytest.approx(
        {"rolloff H H": 0.25, "rolloff H M": 0.25, "rolloff M H": 0.25, "rolloff M M": 0.25})


def test_the_roll_off_repeats_until_a_hit_meets_a_miss():
    state = new()
    play(state, "company black", "rolloff H H", "rolloff M M")
    assert state.is_chance_node() and state.first is None
    assert state.log(None)[-1] == "Roll-off: Player 1 rolls a Miss, Player 2 rolls a Miss: roll again."
    play(state, "rolloff M H")
    assert state.first == 1 and state.turn == 1
    assert state.pending == {"kind": "draw", "seat": 1, "left": 5}
    assert state.view(0)["rolloffs"] == ["HH", "MM", "MH"]


def test_claims_not_blind_each_player_hides_then_roll_off():
    state = new(blind=False)
    play(state, "company black")
    assert state.current_player == 0 and state.legal_actions() == [f"hide {c}" for c in "ABCDE"]
    play(state, "hide D")
    assert state.current_player == 1
    play(state, "hide A")
    assert state.god == [3, 0] and state.is_chance_node()


def test_a_full_turn_then_the_other_player():
    state = new()
    play(state, "company black", "rolloff H M", "draw c10", "draw c1", "draw c4", "draw d1", "draw d7")
    assert state.current_player == 0 and state.phase == "direct"
    play(state, "build c10 C1 N")
    assert state.phase == "allocate"
    play(state, "done")
    assert state.pending == {"kind": "draw", "seat": 1, "left": 5}
    assert state.view(1)["round"] == 1 and state.turns_taken == 1


def limit_position(unearthed, crews):
    """Player 2 is finishing round 30; ``crews``: (cell, seat, value) on Galleries."""
    state = position(turn=1, phase="allocate")
    state.turns_taken = 2 * 30 - 1
    state.unearthed = list(unearthed)
    for cell, seat, value in crews:
        lay(state, cell, "NS")
        crew(state, cell, seat, value)
    play(state, "done")
    assert state.is_terminal() and state.end_reason == "limit"
    return state


def test_the_round_limit_ends_the_game_on_claims_then_depth_then_crew():
    # Claims first: 0 against 2.
    assert limit_position([0, 2], [("C3", 0, 6)]).winners() == [1]
    # Equal Claims; Player 1's crew on C3 stands 3 rows deep, Player 2's on A5 only 1 (its Home Row).
    state = limit_position([1, 1], [("C3", 0, 1), ("A5", 1, 6)])
    assert state.winners() == [0] and (state.depth(0), state.depth(1)) == (3, 1)
    assert "Round 30 is over" in state.log(None)[-1]
    assert state.view(None)["depths"] == [3, 1]
    # Equal Claims and depth (A1 for Player 1, A5 for Player 2: both Home Rows): more crew wins.
    assert limit_position([1, 1], [("A1", 0, 3), ("A5", 1, 2)]).winners() == [0]
    # Nothing to tell them apart: a shared result.
    assert limit_position([0, 0], []).winners() == [0, 1]


@pytest.mark.parametrize("seed", range(4))
def test_random_games_end(seed):
    rng = random.Random(seed)
    state = GAME.new_game(2, {"blind_claims": seed % 2 == 0})
    while not state.is_terminal():
        actions = state.legal_actions()
        assert actions, "a non-terminal state always has a legal action"
        state.apply(sample_chance(state, rng) if state.is_chance_node() else rng.choice(actions))
        assert len(state.history) < 10_000
    assert state.winners() and state.turns_taken <= 60
    replay = state_from_record(state.to_record(), lambda _id: GAME)
    assert replay.view(0) == state.view(0) and replay.log(1) == state.log(1)


def test_an_illegal_action_changes_nothing():
    state = position(turn=0, hands=[["c1"], []])
    for bad in ["dig C", "move A1 A2 1", "build c1 B2 NS", "build c1 A1 EW", "play c1", "done", "", 7]:
        with pytest.raises(pr.IllegalActionError):
            state.apply(bad)
    assert state.history == ["company black"] and state.hands[0] == ["c1"]
