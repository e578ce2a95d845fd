"""The greedy bot (pygame_rules/bots/greedy.py): every game's heuristic player, offered as the
gentle level, deciding from its own seat's determinization only."""

from __future__ import annotations

import json
import random

import pytest

import pygame_rules as pr
from pygame_rules import web_api
from pygame_rules.bots import BOTS, LAB_BOTS, GreedyBot, sample_chance


def test_greedy_is_offered_as_the_gentle_level():
    assert BOTS["greedy"] is GreedyBot and LAB_BOTS["greedy"] is GreedyBot
    assert list(BOTS)[:2] == ["random", "greedy"]
    assert "obvious move" in GreedyBot.label


def test_the_table_names_each_bot_by_the_words_of_its_level():
    """The seat picker says "Gentle bot: ..."; the table's "Robo (gentle bot)" must say the
    same level, not the bot's id ("greedy")."""
    kinds = {k["id"]: k["short"] for k in json.loads(web_api.games())["value"]["seat_kinds"]}
    assert kinds["human"] == "" and kinds["greedy"] == "gentle bot"
    assert kinds["normal"] == "normal bot" and kinds["random"] == "random bot"


class _SeatOnly:
    """What a bot may ask of the state it is handed: the seat to act, its legal actions, the
    game, and determinizations of that seat. Anything else fails the test."""

    def __init__(self, state: pr.State) -> None:
        self._state = state
        self.current_player = state.current_player
        self.game = state.game
        self.asked = 0

    def legal_actions(self) -> list[str]:
        return self._state.legal_actions()

    def resample_from_infostate(self, seat: int, rng: random.Random) -> pr.State:
        assert seat == self.current_player
        self.asked += 1
        return self._state.resample_from_infostate(seat, rng)

    def __getattr__(self, name: str):
        raise AssertionError(f"the greedy bot read {name!r} of the true state")


@pytest.mark.parametrize("game_id", pr.list_games())
def test_greedy_decides_on_its_own_determinization(game_id):
    """Rulings (bots see what their seat sees): at 12 positions of a random game the greedy
    bot reads only the seat to act, its legal actions and that seat's determinizations, and
    answers a legal action."""
    rng = random.Random(7)
    state = pr.get_game(game_id).new_game(pr.get_game(game_id).max_players)
    bot, checked = GreedyBot(3), 0
    for ply in range(400):
        if state.is_terminal() or checked >= 12:
            break
        if state.is_chance_node():
            state.apply(sample_chance(state, rng))
            continue
        legal = state.legal_actions()
        if len(legal) > 1 and ply % 7 == 0:
            proxy = _SeatOnly(state)
            assert bot.choose(proxy) in legal  # type: ignore[arg-type]
            assert proxy.asked == 1
            checked += 1
        state.apply(rng.choice(legal))
    assert checked >= 4
