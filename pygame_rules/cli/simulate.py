"""Run N games of bots on all cores and report balance: win share by seat, by bot and by each
game-specific factor (``State.seat_labels()``: Traveler, Company, faction...) with 95% Wilson
intervals, decisions per game and score distributions. Writes a JSON report and an SVG chart."""

from __future__ import annotations

import argparse
import json
import random
from pathlib import Path

from .. import get_game
from ..lab import format_report, normalize_spec, summarize, svg_chart
from .common import add_game_arguments, parse_bots, parse_iterations, parse_options
from .parallel import run_batch

HELP = "N bot games on all cores: win rates with 95%% intervals, lengths, scores; JSON + SVG"


def add_arguments(parser: argparse.ArgumentParser) -> None:
    """Add ``simulate``'s arguments: the game arguments, games, bots, rotation, jobs, time scale or
    fixed iterations, report paths, journal and ``--quiet``."""
    add_game_arguments(parser)
    parser.add_argument("--games", type=int, default=100, help="number of games (default 100)")
    parser.add_argument("--bots", default="random",
                        help="bot per seat, comma-separated, repeated to fill the table (default random)")
    parser.add_argument("--rotate", action="store_true", help="rotate the bots round the table game by game")
    parser.add_argument("--jobs", type=int, default=None, help="processes (default: all cores)")
    parser.add_argument("--time-scale", type=float, default=1.0,
                        help="multiply the search bots' seconds per decision (default 1)")
    parser.add_argument("--iterations", default=None,
                        help="search bots run exactly this many iterations per decision, no time limit: "
                             "one number for every level, or per level, e.g. normal=300,hard=900")
    parser.add_argument("--json", default=None, metavar="PATH",
                        help="JSON report path (default simulate-GAME-Np.json; '-' for none)")
    parser.add_argument("--svg", default=None, metavar="PATH",
                        help="SVG chart path (default simulate-GAME-Np.svg; '-' for none)")
    parser.add_argument("--journal", default=None, metavar="PATH",
                        help="write each game's result to PATH as it ends; run again with the same PATH and "
                             "arguments to play only the games missing (a long run stopped part way); a larger "
                             "--games goes on from the same journal")
    parser.add_argument("--quiet", action="store_true", help="no progress bar")


def run(args: argparse.Namespace) -> int:
    """Run the batch ``args`` describes on ``--jobs`` processes, print the report and write the JSON
    report and SVG chart; returns exit status 0. Raises SystemExit on a bad spec."""
    game = get_game(args.game)
    seed = args.seed if args.seed is not None else random.SystemRandom().randrange(2**31)
    try:
        spec = normalize_spec({
            "game": game.id, "players": args.players, "bots": parse_bots(args.bots), "games": args.games,
            "seed": seed, "rotate": args.rotate, "options": parse_options(args.option),
            "time_scale": args.time_scale, "iterations": parse_iterations(args.iterations),
        })
    except ValueError as exc:
        raise SystemExit(str(exc)) from exc
    try:
        results = run_batch(spec, args.jobs, progress=not args.quiet, journal=args.journal)
    except ValueError as exc:  # another batch's journal
        raise SystemExit(str(exc)) from exc
    report = summarize(spec, results)
    print(format_report(report, game.title))
    stem = f"simulate-{game.id}-{spec['players']}p"
    json_path = args.json or f"{stem}.json"
    svg_path = args.svg or f"{stem}.svg"
    if json_path != "-":
        Path(json_path).write_text(json.dumps({"report": report, "games": results}, indent=1) + "\n", "utf-8")
        print(f"JSON report: {json_path}")
    if svg_path != "-":
        Path(svg_path).write_text(svg_chart(report, game.title), "utf-8")
        print(f"SVG chart: {svg_path}")
    return 0
