"""Engine speed per game, in CPython and inside Pyodide under Node (issue 7, benchmarks).

    python -m benchmarks.engine                 # CPython, every registered game
    python -m benchmarks.engine --pyodide       # the same measurement inside Pyodide (Node)
    python -m benchmarks.engine sedlec --seconds 5 --json out.json

For every game and player count it reports:
- random full games per second through the public API (``State.apply`` with validation,
  chance outcomes drawn with their probabilities, uniform random legal actions);
- mean microseconds per ``legal_actions()``, ``apply()`` and ``clone()``, replaying those
  games: at each decision the legal actions are listed first (uncached, as the page does),
  then the state is cloned, then the action applied.
A benchmark prints numbers; it is not a test and asserts nothing.
"""

from __future__ import annotations

import argparse
import json
import platform
import random
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

REPO = Path(__file__).resolve().parents[1]


def _random_game(game_id: str, players: int, rng: random.Random) -> Any:
    """One random game through the public API; returns its final State."""
    import pygame_rules as pr
    from pygame_rules.bots import sample_chance

    state = pr.get_game(game_id).new_game(players)
    while not state.is_terminal():
        state.apply(sample_chance(state, rng) if state.is_chance_node() else rng.choice(state.legal_actions()))
    return state


def _replay_costs(game_id: str, players: int, history: list[Any]) -> dict[str, list[float]]:
    """Seconds per legal_actions / clone / apply call while replaying ``history``."""
    import pygame_rules as pr

    state = pr.get_game(game_id).new_game(players)
    costs: dict[str, list[float]] = {"legal_actions": [], "clone": [], "apply": []}
    clock = time.perf_counter
    for action in history:
        if not state.is_chance_node():
            t0 = clock()
            state.legal_actions()
            t1 = clock()
            state.clone()
            t2 = clock()
            costs["legal_actions"].append(t1 - t0)
            costs["clone"].append(t2 - t1)
        t0 = clock()
        state.apply(action)
        costs["apply"].append(clock() - t0)
    return costs


def measure(game_id: str, players: int, seconds: float = 3.0, seed: int = 1) -> dict[str, Any]:
    """Random games for at least ``seconds`` (and at least 3 games), then per-call costs.

    Returns ``{"game", "players", "games", "games_per_second", "actions_per_game",
    "us_legal_actions", "us_apply", "us_clone"}`` (floats rounded for printing)."""
    rng = random.Random(seed)
    histories: list[list[Any]] = []
    start = time.perf_counter()
    while len(histories) < 3 or time.perf_counter() - start < seconds:
        histories.append(_random_game(game_id, players, rng).history)
    elapsed = time.perf_counter() - start
    totals: dict[str, list[float]] = {"legal_actions": [], "clone": [], "apply": []}
    for history in histories[:20]:
        for name, values in _replay_costs(game_id, players, history).items():
            totals[name] += values
    return {
        "game": game_id,
        "players": players,
        "games": len(histories),
        "games_per_second": round(len(histories) / elapsed, 2),
        "actions_per_game": round(sum(map(len, histories)) / len(histories), 1),
        **{f"us_{name}": round(1e6 * sum(v) / len(v), 1) for name, v in totals.items()},
    }


def measure_all(games: list[str] | None = None, seconds: float = 3.0) -> list[dict[str, Any]]:
    """``measure`` for every requested game (default all) at each of its player counts."""
    import pygame_rules as pr

    rows = []
    for game_id in games or pr.list_games():
        game = pr.get_game(game_id)
        for players in range(game.min_players, game.max_players + 1):
            rows.append(measure(game_id, players, seconds))
    return rows


def pyodide_eval(code: str) -> tuple[str, dict[str, Any]]:
    """Run ``code`` (Python whose last expression is a string) inside Pyodide under Node
    (node_modules/pyodide, the repository mounted at /repo by tests/pyodide/node_host.mjs).
    Returns (that string, runtime facts: python, pyodide, load_seconds); RuntimeError with
    Pyodide's traceback if the code raises."""
    host = REPO / "tests" / "pyodide" / "node_host.mjs"
    with tempfile.TemporaryDirectory() as site:
        proc = subprocess.run(
            ["node", str(host), str(REPO / "node_modules" / "pyodide"), str(REPO), site],
            input=json.dumps({"id": 1, "code": code}) + "\n", capture_output=True, text=True, check=True,
        )
    answers = [json.loads(line) for line in proc.stdout.splitlines() if line.strip()]
    facts = json.loads(answers[0]["result"])
    if not answers[1]["ok"]:
        raise RuntimeError(answers[1]["error"])
    return answers[1]["result"], facts


def run_in_pyodide(games: list[str] | None, seconds: float) -> tuple[list[dict[str, Any]], dict[str, Any]]:
    """Run ``measure_all`` inside Pyodide under Node (:func:`pyodide_eval`). Returns (rows,
    runtime facts)."""
    code = (
        "import sys, json\nsys.path.insert(0, '/repo')\n"
        "from benchmarks.engine import measure_all\n"
        f"json.dumps(measure_all({games!r}, {seconds!r}))"
    )
    result, facts = pyodide_eval(code)
    return json.loads(result), facts


def print_table(rows: list[dict[str, Any]], runtime: str) -> None:
    print(f"\nEngine speed, {runtime}")
    print(f"{'game':<20}{'p':>2} {'games/s':>9} {'actions/game':>13} {'µs legal':>9} {'µs apply':>9} {'µs clone':>9}")
    for r in rows:
        print(f"{r['game']:<20}{r['players']:>2} {r['games_per_second']:>9.2f} {r['actions_per_game']:>13.1f} "
              f"{r['us_legal_actions']:>9.1f} {r['us_apply']:>9.1f} {r['us_clone']:>9.1f}")


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("games", nargs="*", help="game ids (default: all registered)")
    parser.add_argument("--seconds", type=float, default=3.0, help="random play per game and player count")
    parser.add_argument("--pyodide", action="store_true", help="also measure inside Pyodide under Node")
    parser.add_argument("--json", type=Path, help="write the results here")
    args = parser.parse_args(argv)
    sys.path.insert(0, str(REPO))
    games = args.games or None
    report: dict[str, Any] = {"cpython": {"version": platform.python_version(), "rows": measure_all(games, args.seconds)}}
    print_table(report["cpython"]["rows"], f"CPython {report['cpython']['version']}")
    if args.pyodide:
        rows, facts = run_in_pyodide(games, args.seconds)
        report["pyodide"] = {**facts, "rows": rows}
        print_table(rows, f"Pyodide {facts['pyodide']} (Python {facts['python']}, Node)")
        for cp, py in zip(report["cpython"]["rows"], rows):
            cp_rate, py_rate = cp["games_per_second"], py["games_per_second"]
            print(f"  {cp['game']} {cp['players']}p: Pyodide runs at {py_rate / cp_rate:.2f}x CPython's games/s")
    if args.json:
        args.json.write_text(json.dumps(report, indent=2))


if __name__ == "__main__":
    main()
