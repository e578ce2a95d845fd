"""Share-link lengths of complete random games, per game and player count (issue 7).

    python -m benchmarks.links            # 100 games each
    python -m benchmarks.links --count 20 sedlec

Prints shortest / median / longest link in characters (format of ``pr.encode_link``, no
names) and writes JSON with ``--json``. A benchmark: it prints numbers and asserts nothing.
"""

from __future__ import annotations

import argparse
import json
import random
import statistics
from pathlib import Path
from typing import Any

from .engine import REPO, _random_game


def link_lengths(game_id: str, players: int, games: int) -> dict[str, Any]:
    """``{"game", "players", "games", "shortest", "median", "longest"}`` over seeds 0..games-1."""
    import pygame_rules as pr

    lengths = [len(pr.encode_link(_random_game(game_id, players, random.Random(seed)).to_record()))
               for seed in range(games)]
    return {"game": game_id, "players": players, "games": games, "shortest": min(lengths),
            "median": round(statistics.median(lengths)), "longest": max(lengths)}


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("games", nargs="*", help="game ids (default: all registered)")
    parser.add_argument("--count", type=int, default=100, help="random games per game and player count")
    parser.add_argument("--json", type=Path)
    args = parser.parse_args(argv)
    import sys

    sys.path.insert(0, str(REPO))
    import pygame_rules as pr

    rows = []
    print(f"{'game':<20}{'p':>2} {'shortest':>9} {'median':>7} {'longest':>8}")
    for game_id in args.games or pr.list_games():
        game = pr.get_game(game_id)
        for players in range(game.min_players, game.max_players + 1):
            row = link_lengths(game_id, players, args.count)
            rows.append(row)
            print(f"{game_id:<20}{players:>2} {row['shortest']:>9} {row['median']:>7} {row['longest']:>8}", flush=True)
    if args.json:
        args.json.write_text(json.dumps(rows, indent=2))


if __name__ == "__main__":
    main()
