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
from pygame_rules.games.skullminers.frames import DrawCards

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
    assert state.top == DrawCards(seat=1, left=5)
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
    play(state, "build c1 C1 NS")
    assert state.phase == "allocate"
    play(state, "done")
    assert state.top == DrawCards(seat=1, left=5)
    assert state.view(1)["round"] == 1 and state.turns_taken == 1


def test_the_round_limit_is_a_draw():
    # Rulebook (Objective): the only victory is unearthing the God Skull; RULINGS.md: a safety
    # limit, if kept, is a draw. Player 2 ends the last round; Player 1 has unearthed 2 Claims
    # and stands deeper: nobody wins all the same.
    state = position(turn=1, phase="allocate")
    limit = state.board.round_limit
    state.turns_taken = 2 * limit - 1
    state.unearthed = [2, 0]
    state.revealed[1][:2] = ["soil", "soil"]
    lay(state, "C4", "NS")
    crew(state, "C4", 0, 6)
    play(state, "done")
    assert state.is_terminal() and state.end_reason() == "limit_draw"
    assert state.winners() == [] and state.scores() == [2.4, 0.0]  # 2 Claims, crew 4 rows deep
    assert state.log(None)[-1] == (f"Player 2 ends the turn. Round {limit} is over and the God Skull "
                                   "is still buried: the game is a draw.")
    assert state.view(None)["end_reason"] == "limit_draw"


def test_no_end_reason_before_the_end():
    assert position(turn=0).end_reason() is None


@pytest.mark.parametrize("seed", range(4))
def test_random_games_end(seed):
    rng = random.Random(seed)
    state = GAME.new_game(2, {"blind_claims": seed % 2 == 0})
    while not state.is_terminal():
        actions = state.legal_actions()
        assert actions, "a non-terminal state always has a legal action"
        state.apply(sample_chance(state, rng) if state.is_chance_node() else rng.choice(actions))
        assert len(state.history) < 10_000
    limit = state.board.round_limit
    assert state.turns_taken <= 2 * limit
    assert (state.end_reason(), len(state.winners())) in (("god_skull", 1), ("limit_draw", 0))
    replay = state_from_record(state.to_record(), lambda _id: GAME)
    assert replay.view(0) == state.view(0) and replay.log(1) == state.log(1)


def test_an_illegal_action_changes_nothing():
    state = position(turn=0, hands=[["c1"], []])
    for bad in ["dig C", "move A1 A2 1", "build c1 B2 NS", "build c1 A1 EW", "play c1", "done", "", 7]:
        with pytest.raises(pr.IllegalActionError):
            state.apply(bad)
    assert state.history == ["company black"] and state.hands[0] == ["c1"]


def test_by_default_each_owner_hides_their_own_god_skull():
    # Rulebook (Setup): "Secretly assign the God Skull Claim face-down among them"; placing it
    # unseen is the NOTE, an option (blind_claims).
    state = GAME.new_game(2)
    assert state.options["blind_claims"] is False
    play(state, "company crimson")
    assert state.phase == "hide" and state.current_player == 0
    play(state, "hide B", "hide E")
    assert state.god == [1, 4] and state.view(0)["claims"][0][1]["known"] == "god"
    assert state.view(1)["claims"][0][1]["known"] is None  # the other seat does not know it


def test_balance_labels_name_the_company_and_who_went_first():
    state = new(blind=False)
    play(state, "company crimson", "hide A", "hide B", "rolloff M H")
    assert state.seat_labels() == {"Company": ["The Crimson Mining Company", "Black Rock Mining"],
                                   "Turn order": ["second", "first"]}
