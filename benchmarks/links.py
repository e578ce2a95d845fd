"""Share links: lengths of complete random games, and decoding times (issues 7 and 17).

    python -m benchmarks.links            # 100 games each
    python -m benchmarks.links --count 20 sedlec

Prints shortest / median / longest link in characters (format of ``pr.encode_link``, no
names) per game and player count; then the decode time of the longest real link of each
game, and of every hostile link of ``tests/unit/core/hostile_links.py`` (each refused with
RecordError; the slowest named). Times are the best of ``--repeat`` runs in CPython, as
CPU time of this process (``time.process_time``), so that other work on a shared machine
does not count; wall time on an idle machine is about the same.
Writes JSON with ``--json``. A benchmark: it prints numbers and asserts nothing.
"""

from __future__ import annotations

import argparse
import json
import random
import statistics
import time
from pathlib import Path
from typing import Any, Callable

from .engine import REPO, _random_game


def link_lengths(game_id: str, players: int, games: int) -> dict[str, Any]:
    """``{"game", "players", "games", "shortest", "median", "longest", "longest_link"}`` over
    seeds 0..games-1 (``longest_link``: the text of the longest)."""
    import pygame_rules as pr

    links = [pr.encode_link(_random_game(game_id, players, random.Random(seed)).to_record())
             for seed in range(games)]
    lengths = [len(link) for link in links]
    return {"game": game_id, "players": players, "games": games, "shortest": min(lengths),
            "median": round(statistics.median(lengths)), "longest": max(lengths),
            "longest_link": max(links, key=len)}


def best_ms(call: Callable[[], Any], repeat: int) -> float:
    """Best CPU time of ``repeat`` calls, in milliseconds (exceptions are part of the call)."""
    best = float("inf")
    for _ in range(repeat):
        start = time.process_time()
        try:
            call()
        except Exception:  # noqa: BLE001 - a refused link is what is timed
            pass
        best = min(best, time.process_time() - start)
    return 1000 * best


def hostile_times(repeat: int) -> list[dict[str, Any]]:
    """``[{"name", "chars", "ms", "refused"}]`` for every hostile link, slowest first."""
    import pygame_rules as pr
    from tests.unit.core import hostile_links

    rows = []
    for name, text in hostile_links.hostile_links().items():
        try:
            pr.decode_link(text)
            refused = "accepted!"
        except pr.RecordError:
            refused = "RecordError"
        except Exception as exc:  # noqa: BLE001 - reported, not hidden
            refused = type(exc).__name__
        ms = best_ms(lambda t=text: pr.decode_link(t), repeat)
        rows.append({"name": name, "chars": len(text), "ms": round(ms, 2), "refused": refused})
    return sorted(rows, key=lambda row: -row["ms"])


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("games", nargs="*", help="game ids (default: all registered)")
    parser.add_argument("--count", type=int, default=100, help="random games per game and player count")
    parser.add_argument("--repeat", type=int, default=5, help="runs per decode time (the best is kept)")
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
    print("\nDecoding the longest real link of each game (best of", args.repeat, "runs):")
    decodes = []
    for game_id in args.games or pr.list_games():
        link = max((row["longest_link"] for row in rows if row["game"] == game_id), key=len)
        ms = best_ms(lambda link=link: pr.decode_link(link), args.repeat)
        decodes.append({"game": game_id, "chars": len(link), "ms": round(ms, 2)})
        print(f"  {game_id:<20} {len(link):>6} characters {ms:8.1f} ms", flush=True)
    hostile = hostile_times(args.repeat)
    print(f"\nHostile links ({len(hostile)}), the ten slowest (best of {args.repeat} runs):")
    for row in hostile[:10]:
        print(f"  {row['ms']:8.1f} ms {row['chars']:>9} characters  {row['refused']:<12} {row['name']}")
    odd = [row for row in hostile if row["refused"] != "RecordError"]
    longest_real = max(decodes, key=lambda row: row["chars"])
    slowest = hostile[0]
    print(f"\nslowest hostile link: {slowest['ms']:.1f} ms ({slowest['name']}, {slowest['chars']} characters); "
          f"longest real link: {longest_real['ms']:.1f} ms ({longest_real['game']}, {longest_real['chars']} characters)"
          + (f"; NOT refused with RecordError: {[row['name'] for row in odd]}" if odd else ""))
    if args.json:
        for row in rows:
            row.pop("longest_link")
        args.json.write_text(json.dumps({"lengths": rows, "decodes": decodes, "hostile": hostile}, indent=2))


if __name__ == "__main__":
    main()
