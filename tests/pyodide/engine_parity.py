"""Code that runs both in CPython and inside Pyodide (tests/pyodide/test_pyodide_node.py).

``play_random`` makes seeded random games; ``fingerprint`` replays a record and reduces
everything observable to JSON, so the two interpreters can be compared byte for byte;
``run_pytest`` runs test paths with pytest and reports every test's outcome.
Kept to the standard library and pygame_rules (Python 3.11 and 3.14 alike).
"""

from __future__ import annotations

import hashlib
import json
import random
from typing import Any


def play_random(game_id: str, num_players: int, seed: int) -> dict[str, Any]:
    """Record of a complete game: random legal actions, chance drawn by its probabilities."""
    import pygame_rules as pr
    from pygame_rules.bots import sample_chance

    rng = random.Random(seed)
    state = pr.get_game(game_id).new_game(num_players)
    while not state.is_terminal():
        if state.is_chance_node():
            state.apply(sample_chance(state, rng))
        else:
            state.apply(rng.choice(state.legal_actions()))
    return state.to_record()


def fingerprint(record: dict[str, Any]) -> dict[str, Any]:
    """Replay ``record`` and return its history, scores, winners and spectator view, and a
    digest of every step on the way (player to act, legal actions, every seat's view)."""
    import pygame_rules as pr

    game = pr.get_game(record["game"])
    state = game.new_game(record["num_players"], record["options"])
    steps = hashlib.sha256()
    for action in [*record["actions"], None]:
        step = {
            "current": state.current_player,
            "legal": state.legal_actions(),
            "chance": state.chance_outcomes() if state.is_chance_node() else None,
            "views": [state.view(p) for p in [None, *range(state.num_players)]],
            "scores": state.scores(),
        }
        steps.update(json.dumps(step, sort_keys=True).encode("utf-8"))
        if action is not None:
            state.apply(action)
    return {
        "history": state.history,
        "scores": state.scores(),
        "winners": state.winners(),
        "view": state.view(None),
        "log": state.log(None),
        "link": pr.encode_link(state.to_record()),
        "steps": steps.hexdigest(),
    }


def fingerprints_json(records_json: str) -> str:
    return json.dumps([fingerprint(r) for r in json.loads(records_json)], sort_keys=True)


def games_json(specs_json: str) -> str:
    """``[[game, players, seed], ...]`` -> JSON list of records made by :func:`play_random`."""
    return json.dumps([play_random(g, n, s) for g, n, s in json.loads(specs_json)], sort_keys=True)


class _Outcomes:
    """pytest plugin: the outcome of every test, by node id, and its seconds (setup, call and
    teardown)."""

    def __init__(self) -> None:
        self.collected: list[str] = []
        self.outcomes: dict[str, str] = {}
        self.failures: dict[str, str] = {}
        self.seconds: dict[str, float] = {}

    def pytest_collection_finish(self, session: Any) -> None:
        self.collected = [item.nodeid for item in session.items]

    def pytest_runtest_logreport(self, report: Any) -> None:
        self.seconds[report.nodeid] = self.seconds.get(report.nodeid, 0.0) + report.duration
        if report.failed:
            self.outcomes[report.nodeid] = "failed"
            self.failures[report.nodeid] = str(report.longrepr)[-3000:]
        elif report.skipped and self.outcomes.get(report.nodeid) != "failed":
            self.outcomes[report.nodeid] = "skipped"
        elif report.when == "call" and report.nodeid not in self.outcomes:
            self.outcomes[report.nodeid] = "passed"

    def pytest_collectreport(self, report: Any) -> None:
        if report.failed:
            self.failures[report.nodeid or "<collection>"] = str(report.longrepr)[-3000:]


def run_pytest(args: list[str]) -> str:
    """Run pytest in this interpreter; JSON ``{"exit", "collected", "outcomes", "failures",
    "seconds"}``."""
    import pytest

    plugin = _Outcomes()
    code = pytest.main(list(args), plugins=[plugin])
    return json.dumps({"exit": int(code), "collected": plugin.collected,
                       "outcomes": plugin.outcomes, "failures": plugin.failures,
                       "seconds": plugin.seconds})
