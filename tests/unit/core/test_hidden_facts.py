"""Hidden information per game and per seat (issue 7): what the page is given for a seat,
``Session.snapshot(seat)`` (view, log, legal actions, scores), never names another seat's
hidden cards (``unit.hidden_facts`` computes them from the true state and each game's rules),
and the Worker's answers carry nothing else of the game besides the stored record."""

from __future__ import annotations

import json

import pytest

import pygame_rules as pr
from pygame_rules import web_api
from pygame_rules.session import Session

from ..hidden_facts import Tracker, found, replay
from .randgames import random_game

PLIES = 300
"""Each game is followed for its first ``PLIES`` actions (ESKELETOS and Court run longer)."""


def _cases():
    for game_id in pr.list_games():
        game = pr.get_game(game_id)
        for players in sorted({game.min_players, game.max_players}):
            yield pytest.param(game_id, players, id=f"{game_id}-{players}p")


@pytest.mark.parametrize("game_id,players", list(_cases()))
def test_snapshot_of_a_seat_never_names_what_other_seats_hide(game_id, players):
    """Rule (every game): a seat sees its own hand and public cards, never another seat's
    hidden cards or secret choices. Control: the same secrets do show in their owner's
    snapshot, so the test would see a leak (except in Sedlec, which hides nothing)."""
    final = random_game(game_id, players, seed=7, stop_at=PLIES)
    trackers = [Tracker(game_id, seat) for seat in range(players)]
    shown_to_owner = 0
    for state in replay(final.to_record()):
        session = Session(state, seats=["human"] * players)
        texts = [json.dumps(session.snapshot(seat), ensure_ascii=False) for seat in range(players)]
        for seat, tracker in enumerate(trackers):
            secrets = tracker.secrets(state)
            assert found(secrets, texts[seat]) == [], (
                f"{game_id} {players}p ply {len(state.history)}: seat {seat} is shown {found(secrets, texts[seat])}")
            shown_to_owner += any(found(secrets, texts[other]) for other in range(players) if other != seat)
    if game_id == "sedlec":
        assert shown_to_owner == 0
    else:
        assert shown_to_owner > 20, "the secrets never showed in their owners' views: the check is blind"


def test_worker_step_does_not_tell_the_page_a_bots_drawn_card():
    """Rule (Skullminers, hidden hands): the page learns a bot's turn through
    ``snapshot(viewer)`` only; ``web_api.step`` used to answer with the action itself, e.g.
    ``draw c7`` while dealing the bot's hand: the card the bot drew. It answers only the
    status and the record to store, like ``play``."""
    answer = json.loads(web_api.new_game(json.dumps(
        {"game": "skullminers", "num_players": 2, "seats": ["human", "random"]})))
    assert answer["ok"]
    draws = 0
    for _ in range(80):
        status = answer["value"]["status"]
        if status["waiting_on"] == "human":
            actions = json.loads(web_api.snapshot(0))["value"]["actions"]
            answer = json.loads(web_api.play(actions[0]["action"]))
        else:
            answer = json.loads(web_api.step())
            assert answer["ok"] and sorted(answer["value"]) == ["saved", "status"]
            draws += answer["value"]["saved"]["record"]["actions"][-1].startswith("draw ")
        assert answer["ok"], answer
    assert draws >= 10  # both hands were dealt through step()
