"""Benchmark (not a test): how many iterations each search level reaches per decision.

The levels are time budgets (``pygame_rules.bots.ismcts.LEVELS``: easy 0.2 s, normal 1 s,
hard 3 s); the lab's batches stand them in with fixed iteration counts so that a batch is
reproducible (``simulate --iterations``). This script measures those counts at the positions
a real game passes through: for each game it plays the greedy players against each other
from a fixed seed and, at every ``--every``-th decision with a choice, runs the level's bot
at its own time budget (as the page does) on that position, ``--positions`` times per game.
It prints per game the iterations per decision (median, quartiles) and per second of search.

    python -m benchmarks.bot_speed                      # CPython, normal
    python -m benchmarks.bot_speed --pyodide --level hard
    python -m benchmarks.bot_speed --games court_of_the_dead --positions 12

``--pyodide`` runs the same measurement inside Pyodide under Node (``node_modules/pyodide``,
the runtime the site ships; ``npm ci`` first), which is what the page's Worker runs. Numbers
depend on the machine's load: run it on a quiet machine and note the load average.
"""

from __future__ import annotations

import argparse
import os
import random
import statistics
import subprocess
import sys
import time
from pathlib import Path

try:
    ROOT = Path(__file__).resolve().parents[1]
except NameError:  # inside Pyodide, run as a script by tools/pyodide_run.mjs: --root names the repository
    ROOT = Path(sys.argv[sys.argv.index("--root") + 1])
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

GAMES = ("sedlec", "skullminers", "eskeletos", "court_of_the_dead")


def positions(game_id: str, players: int, count: int, every: int, seed: int) -> list:
    """``count`` positions of a greedy-against-greedy game (decisions with a choice, one in
    ``every``), copies of the true state; further games from the next seeds if one ends."""
    import pygame_rules as pr
    from pygame_rules.bots import GreedyBot
    from pygame_rules.bots.base import sample_chance

    found: list = []
    game = pr.get_game(game_id)
    while len(found) < count:
        state, rng, greedy, decisions = game.new_game(players), random.Random(seed), GreedyBot(seed), 0
        while not state.is_terminal() and len(found) < count:
            if state.current_player == pr.CHANCE:
                state.apply(sample_chance(state, rng))
                continue
            if len(state.legal_actions()) > 1:
                if decisions % every == every - 1:
                    found.append(state.clone())
                decisions += 1
            state.apply(greedy.choose(state))
        seed += 1
    return found


def measure(game_id: str, level: str, players: int, count: int, every: int, seed: int) -> dict[str, float]:
    """Iterations per decision and per second of the level's bot at its own time budget."""
    from pygame_rules.bots import BOTS

    its, rates = [], []
    for i, state in enumerate(positions(game_id, players, count, every, seed)):
        bot = BOTS[level](seed + i)
        bot.choose(state)  # type: ignore[attr-defined]
        its.append(bot.last_iterations)  # type: ignore[attr-defined]
        rates.append(bot.last_iterations / max(bot.last_seconds, 1e-9))  # type: ignore[attr-defined]
    q = statistics.quantiles(its, n=4) if len(its) > 1 else [its[0]] * 3
    return {"median": statistics.median(its), "q1": q[0], "q3": q[2], "mean": statistics.fmean(its),
            "per_second": statistics.median(rates)}


def run(args: argparse.Namespace) -> None:
    where = f"Pyodide {sys.version.split()[0]}" if sys.platform == "emscripten" else f"CPython {sys.version.split()[0]}"
    load = os.getloadavg()[0] if hasattr(os, "getloadavg") else float("nan")
    print(f"{args.level} bot at its own time budget, {where}, {args.positions} positions a game "
          f"(every {args.every}th decision of greedy self-play, seed {args.seed}); load average {load:.1f}")
    for game_id in args.games.split(","):
        began = time.perf_counter()
        m = measure(game_id, args.level, args.players, args.positions, args.every, args.seed)
        print(f"  {game_id:18} iterations a decision: median {m['median']:.0f} (quartiles {m['q1']:.0f}-{m['q3']:.0f}),"
              f" mean {m['mean']:.0f}; {m['per_second']:.0f} iterations/s ({time.perf_counter() - began:.0f} s)",
              flush=True)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--level", default="normal", choices=("easy", "normal", "hard"))
    parser.add_argument("--games", default=",".join(GAMES))
    parser.add_argument("--players", type=int, default=2)
    parser.add_argument("--positions", type=int, default=8)
    parser.add_argument("--every", type=int, default=5)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--pyodide", action="store_true", help="run inside Pyodide under Node")
    args = parser.parse_args(argv)
    if args.pyodide and sys.platform != "emscripten":
        rest = [a for a in (argv if argv is not None else sys.argv[1:]) if a != "--pyodide"]
        script = ROOT / "benchmarks" / "bot_speed.py"
        return subprocess.call(["node", str(ROOT / "tools" / "pyodide_run.mjs"), str(ROOT / "node_modules" / "pyodide"),
                                str(script), "--root", "/host" + str(ROOT), *rest])
    run(args)
    return 0


if __name__ == "__main__":
    if "--root" in sys.argv:  # inside Pyodide: the repository as the host mounts it
        at = sys.argv.index("--root")
        sys.path.insert(0, sys.argv[at + 1])
        del sys.argv[at:at + 2]
    code = main()
    if code and sys.platform != "emscripten":  # under Pyodide, SystemExit would end as an error
        sys.exit(code)
