"""Bots never read hidden information (issue 6, Tests; DESIGN.md: "no bot ever reads the true
hidden state"): with the same seed, two states that differ only in what the bot's seat cannot
see give the same action."""

from __future__ import annotations

import json
import random

import pytest

import pygame_rules as pr
from pygame_rules.bots import ISMCTSBot, sample_chance
from pygame_rules.core import CHANCE

from .guess_game import GUESS, dealt


class PeekingBot(ISMCTSBot):
    """A cheat, the control of these tests: it searches the true state instead of determinizations."""

    def choose(self, state):
        return f"guess {state.cards[1]}"


def search_bot(seed: int) -> ISMCTSBot:
    return ISMCTSBot(seed, time_limit=None, iterations=60)


def test_search_bot_ignores_the_opponents_card():
    for mine in (1, 3, 5):
        for seed in range(6):
            actions = {search_bot(seed).choose(dealt(mine, theirs)) for theirs in (1, 2, 3, 4, 5) if theirs != mine}
            assert len(actions) == 1, f"holding {mine}, seed {seed}: the choice followed the hidden card: {actions}"


def test_the_check_catches_a_peeking_bot():
    """Control: the same comparison tells a cheat apart, so the test above can fail."""
    actions = {PeekingBot(0).choose(dealt(3, theirs)) for theirs in (1, 2, 4, 5)}
    assert len(actions) == 4


def test_search_bot_guesses_like_an_honest_player():
    """Right about one time in four (the hidden card is one of 4), not always like a cheat:
    over 40 deals, P(more than 20 right) is below 0.0001 for an honest guesser."""
    rng = random.Random(11)
    right = 0
    for seed in range(40):
        mine, theirs = rng.sample(range(1, 6), 2)
        state = dealt(mine, theirs)
        action = search_bot(seed).choose(state)
        assert action in state.legal_actions()
        right += action == f"guess {theirs}"
    assert right <= 20


def test_session_state_and_its_resample_give_the_same_choice():
    """The bot determinizes by itself: handed the true state or a resample of it, it plays alike."""
    state = dealt(2, 5)
    other = next(o for o in (state.resample_from_infostate(0, random.Random(k)) for k in range(20))
                 if o.cards[1] != 5)
    assert other.view(0) == state.view(0)
    assert other.cards[0] == 2 and other.history[1] != "deal 5"
    assert search_bot(9).choose(state) == search_bot(9).choose(other)


def _decision_points(game: pr.Game, players: int, count: int, seed: int):
    """States of a random playout at ``count`` decisions spread over the game (ply 1, 7, 13...)."""
    rng = random.Random(seed)
    state = game.new_game(players)
    decisions = 0
    found = 0
    while not state.is_terminal() and found < count:
        if state.current_player == CHANCE:
            state.apply(sample_chance(state, rng))
            continue
        legal = state.legal_actions()
        if decisions % 6 == 1 and len(legal) > 1:
            found += 1
            yield state.clone()
        decisions += 1
        state.apply(rng.choice(legal))


def _fingerprint(state: pr.State) -> str:
    """Everything any seat or a spectator may see, and the history: equal for equal states."""
    views = [state.view(p) for p in (*range(state.num_players), None)]
    return json.dumps([state.history, views], sort_keys=True, default=repr)


@pytest.mark.parametrize("game_id", pr.list_games())
def test_every_game_search_bot_choice_depends_only_on_the_view(game_id):
    """The true state and a determinization from the acting seat's view (same view, other
    hidden information) give the same action with the same seed. That needs the game's
    ``resample_from_infostate`` to depend on the view and the generator only, so both
    states must also resample alike."""
    game = pr.get_game(game_id)
    for players in sorted({game.min_players, game.max_players}):
        for i, state in enumerate(_decision_points(game, players, count=3, seed=players)):
            seat = state.current_player
            where = f"{game_id} {players}p at ply {len(state.history)}"
            other = state.resample_from_infostate(seat, random.Random(100 + i))
            assert other.view(seat) == state.view(seat), f"{where}: a determinization must keep the seat's view"
            assert _fingerprint(state.resample_from_infostate(seat, random.Random(i))) == _fingerprint(
                other.resample_from_infostate(seat, random.Random(i))), (
                f"{where}: resample_from_infostate depends on the true hidden state, not only on seat {seat}'s "
                "view and the generator (e.g. it deals from a pool in the hidden cards' order: sort the pool first)")
            bot_a = ISMCTSBot(i, time_limit=None, iterations=30, rollout_depth=40)
            bot_b = ISMCTSBot(i, time_limit=None, iterations=30, rollout_depth=40)
            assert bot_a.choose(state) == bot_b.choose(other), where


@pytest.mark.parametrize("game_id", pr.list_games())
def test_every_game_determinizations_can_be_played_on(game_id):
    """Every legal action of a determinization applies without error: the search plays
    determinizations with ``apply_legal``, which does not validate, so a resample that
    breaks the game's invariants (a card promised to a pending trade dealt away...) would
    otherwise surface as a crash deep in a bot's search. One random game per player count,
    a determinization for the seat to act at every decision."""
    game = pr.get_game(game_id)
    for players in sorted({game.min_players, game.max_players}):
        rng = random.Random(100 + players)
        state = game.new_game(players)
        while not state.is_terminal():
            seat = state.current_player
            if seat == CHANCE:
                state.apply(sample_chance(state, rng))
                continue
            determinization = state.resample_from_infostate(seat, rng)
            for action in determinization.legal_actions():
                try:
                    determinization.clone().apply(action)
                except Exception as exc:  # noqa: BLE001 - report which action broke, and how
                    pytest.fail(f"{game_id} {players}p at ply {len(state.history)} (last actions "
                                f"{state.history[-4:]}): '{action}', legal in a determinization for seat {seat}, "
                                f"raised {type(exc).__name__}: {exc}")
            state.apply(rng.choice(state.legal_actions()))


def test_guess_game_is_not_registered():
    assert GUESS.id not in pr.list_games()
