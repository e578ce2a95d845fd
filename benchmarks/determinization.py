"""Determinization pairs by the thousand: does any game's determinization hold what its seat cannot know?

    python -m benchmarks.determinization --pairs 2000                  # every game
    python -m benchmarks.determinization --pairs 500 eskeletos --iterations 32 --json out.json
    python -m benchmarks.determinization --pairs 20 court_of_the_dead --focus swap \
        --attempt-rate 0 --seat-attempt-rate 0       # only Severamm's secret exchanges

Each game plays seeded random games in each of its configurations in turn (every player
count, each non-default option) and builds pairs of histories one seat cannot tell apart
(tests/conformance/pairs.py: a divergence at a chance outcome or another seat's choice that
seat does not see, continued with its view and log identical), until ``--pairs`` pairs are
built. Per game it prints the pairs built, dropped (no matching continuation), and those that
differed and at what (legal actions, log, determinization stream, search bot), the state
attributes the determinizations differed in, where pairs diverged (chance or a seat), the
steps whose view only another log line kept, a few examples, and the seconds taken. The CI
test (tests/conformance/test_determinization.py) runs the same machinery on a few pairs.
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from dataclasses import replace
from typing import Any

import pygame_rules as pr
from tests.conformance.harness import configs_of
from tests.conformance.pairs import DIFFERENCES, Settings, Tally, play_pairs

MAX_GAMES_PER_PAIR = 2
"""A game gives up after ``pairs * MAX_GAMES_PER_PAIR`` random games (one with no hidden
information builds none)."""


def run_game(game_id: str, pairs: int, settings: Settings) -> tuple[Tally, int, float]:
    """Pairs of ``game_id`` until ``pairs`` are built: (tally, random games played, seconds)."""
    configs = configs_of(game_id)
    tally = Tally()
    start = time.perf_counter()
    games = 0
    while tally.built < pairs and games < pairs * MAX_GAMES_PER_PAIR:
        config = configs[games % len(configs)]
        play_pairs(config, games // len(configs), settings, tally, until=pairs)
        games += 1
    return tally, games, time.perf_counter() - start


def report(game_id: str, tally: Tally, games: int, seconds: float) -> dict[str, Any]:
    """Print one game's lines; return them as JSON-safe data."""
    print(tally.line(game_id) + f"; {games} random games, {seconds:.1f} s")
    if tally.diverged_at:
        print(f"  diverged at: {dict(tally.diverged_at)}")
    if tally.fields:
        print(f"  determinizations differed in: {dict(tally.fields.most_common())}")
    for example in tally.examples:
        print(f"  e.g. {example[:300]}")
    if tally.log_lines:
        print(f"  view kept only with another log line ({len(tally.log_lines)} distinct lines; the most frequent):")
        for line, n in tally.log_lines.most_common(8):
            print(f"    {n:5d}  {line[:160]}")
    data: dict[str, Any] = {
        "game": game_id, "games": games, "seconds": round(seconds, 2), "tried": tally.tried,
        "built": tally.built, "dropped": tally.dropped,
        "differed": {k: tally.differed[k] for k in DIFFERENCES},
        "fields": dict(tally.fields), "diverged_at": dict(tally.diverged_at),
        "hidden_kinds": sorted(tally.hidden_kinds), "examples": tally.examples,
        "log_only": tally.log_only, "log_lines": dict(tally.log_lines.most_common()),
    }
    return data


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("games", nargs="*", help="game ids (default: every registered game)")
    parser.add_argument("--pairs", type=int, default=1000, help="pairs to build per game")
    parser.add_argument("--iterations", type=int, default=Settings.iterations, help="search iterations per pair")
    parser.add_argument("--determinizations", type=int, default=Settings.determinizations)
    parser.add_argument("--attempt-rate", type=float, default=Settings.attempt_rate,
                        help="chance that a chance step is tried as a divergence")
    parser.add_argument("--seat-attempt-rate", type=float, default=Settings.seat_attempt_rate,
                        help="the same for a seat's decision")
    parser.add_argument("--focus", nargs="*", default=[],
                        help="first words of actions whose decisions are always tried (e.g. swap)")
    parser.add_argument("--json", help="write the counts to this file")
    args = parser.parse_args(argv)
    settings = replace(Settings(), iterations=args.iterations, determinizations=args.determinizations,
                       attempt_rate=args.attempt_rate, seat_attempt_rate=args.seat_attempt_rate,
                       focus=tuple(args.focus))
    out = []
    for game_id in args.games or pr.list_games():
        out.append(report(game_id, *run_game(game_id, args.pairs, settings)))
    if args.json:
        with open(args.json, "w") as f:
            json.dump(out, f, indent=1, default=str)
    return 1 if any(sum(g["differed"].values()) for g in out) else 0


if __name__ == "__main__":
    sys.exit(main())
