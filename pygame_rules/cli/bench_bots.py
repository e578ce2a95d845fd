"""Bot strength per game: one stronger bot against weaker ones (normal vs greedy, hard vs
normal by default), bots rotated round the table, with 95% intervals and how the games end.
In a game of 3 or more players one stronger bot faces weaker ones and is measured against its
fair share ``1/players``.

Goals (docs/bots.md): in 2-player games normal beats greedy in at least 70% and random in 75%,
hard beats normal in 60%; with more players the stronger bot wins at least twice its fair
share against greedy or random opponents, and more than its fair share against search bots."""

from __future__ import annotations

import argparse
import random
from pathlib import Path
from typing import Any

from .. import get_game, list_games
from ..lab import normalize_spec, summarize
from ..lab.report import format_rate
from .common import parse_iterations
from .parallel import run_batch

HELP = "bot strength per game: normal vs greedy, hard vs normal... (with intervals, how games end)"
MATCHUPS = {"normal-greedy": ("normal", "greedy"), "hard-normal": ("hard", "normal"),
            "normal-random": ("normal", "random"), "greedy-random": ("greedy", "random"),
            "easy-greedy": ("easy", "greedy"), "hard-greedy": ("hard", "greedy"),
            "easy-random": ("easy", "random"), "normal-easy": ("normal", "easy"),
            "unguided-greedy": ("unguided", "greedy"), "normal-unguided": ("normal", "unguided")}
GOALS_2P = {("normal", "greedy"): 0.70, ("normal", "random"): 0.75, ("hard", "normal"): 0.60}
"""Win share a stronger bot must reach in 2-player games (others: more than half)."""


def goal(strong: str, weak: str, players: int) -> float:
    """The win share the ``strong`` bot must reach against ``weak`` ones (module docstring)."""
    if players == 2:
        return GOALS_2P.get((strong, weak), 0.5)
    fair = 1 / players
    return 2 * fair if weak in ("random", "greedy") else fair


def add_arguments(parser: argparse.ArgumentParser) -> None:
    """Add ``bench-bots``' arguments to ``parser``: games, games per matchup, player counts,
    matchups, jobs and time scale."""
    parser.add_argument("games_ids", nargs="*", metavar="GAME", help=f"games (default all: {', '.join(list_games())})")
    parser.add_argument("--games", type=int, default=200, help="games per matchup (default 200)")
    parser.add_argument("--players", default=None,
                        help="comma-separated player counts (default: 2 if allowed, and the game's most)")
    parser.add_argument("--matchups", default="normal-greedy,hard-normal",
                        help=f"comma-separated, from {', '.join(MATCHUPS)} (default normal-greedy,hard-normal)")
    parser.add_argument("--jobs", type=int, default=None, help="processes (default: all cores)")
    parser.add_argument("--time-scale", type=float, default=1.0,
                        help="multiply every level's seconds per decision (e.g. 0.1 for a quick run)")
    parser.add_argument("--iterations", default=None,
                        help="fixed iterations per level instead of time, e.g. normal=1000,hard=3000")
    parser.add_argument("--seed", type=int, default=None)
    parser.add_argument("--journal-dir", default=None, metavar="DIR",
                        help="write each game's result to DIR/GAME-Np-MATCHUP.jsonl as it ends; run again with the "
                             "same DIR and arguments to play only the games missing")
    parser.add_argument("--quiet", action="store_true", help="no progress bar")


def _player_counts(game_id: str, text: str | None) -> list[int]:
    game = get_game(game_id)
    if text:
        wanted = [int(p) for p in text.split(",")]
        return [p for p in wanted if game.min_players <= p <= game.max_players]
    counts = [2] if game.min_players <= 2 else [game.min_players]
    if game.max_players not in counts:
        counts.append(game.max_players)
    return counts


def _ends(report: dict[str, Any]) -> str:
    """How the games ended, e.g. ``god_skull 190, limit_draw 10``."""
    ends = report.get("end_reasons") or {}
    return ", ".join(f"{reason} {entry['games']}" for reason, entry in ends.items()) or "-"


def run(args: argparse.Namespace) -> int:
    """Play every matchup of ``args`` and report win shares against their goals; returns exit status
    0. Raises SystemExit on an unknown matchup or bad options."""
    seed = args.seed if args.seed is not None else random.SystemRandom().randrange(2**31)
    given = parse_iterations(args.iterations)
    iterations = ({level: given for level in ("easy", "normal", "hard", "unguided")} if isinstance(given, int)
                  else given or {})
    matchups = [m.strip() for m in args.matchups.split(",") if m.strip()]
    for m in matchups:
        if m not in MATCHUPS:
            raise SystemExit(f"unknown matchup {m!r}; choose from {', '.join(MATCHUPS)}")
    budget = (f"fixed iterations {iterations}" if iterations else
              f"time budgets x{args.time_scale:g} of the levels'")
    print(f"bench-bots: {args.games} games per matchup, seed {seed}, {budget}")
    if args.journal_dir:
        Path(args.journal_dir).mkdir(parents=True, exist_ok=True)
    for game_id in args.games_ids or list_games():
        game = get_game(game_id)
        for players in _player_counts(game_id, args.players):
            for name in matchups:
                strong, weak = MATCHUPS[name]
                spec = normalize_spec({"game": game_id, "players": players, "bots": [strong] + [weak] * (players - 1),
                                       "games": args.games, "seed": seed, "rotate": True,
                                       "time_scale": args.time_scale, "iterations": iterations or None})
                journal = Path(args.journal_dir) / f"{game_id}-{players}p-{name}.jsonl" if args.journal_dir else None
                try:
                    results = run_batch(spec, args.jobs, progress=not args.quiet,
                                        label=f"{game_id} {players}p {name}", journal=journal)
                except ValueError as exc:  # another batch's journal
                    raise SystemExit(str(exc)) from exc
                report = summarize(spec, results)
                entry = report["by_bot"][strong]
                target = goal(strong, weak, players)
                verdict = "meets" if entry["rate"] >= target else "misses"
                think = report["think"][strong]
                print(f"{game.title:24s} {players}p {strong:>6s} vs {weak:<6s}: {format_rate(entry)}; "
                      f"goal {100 * target:.0f}% ({verdict}); {strong}: {think['mean_seconds']:.2f} s, "
                      f"{think['mean_iterations']:.0f} iterations per decision; ends: {_ends(report)}", flush=True)
                for bot, t in report["think"].items():
                    if t["search_errors"]:
                        print(f"  WARNING: {bot}: {t['search_errors']} search iterations the rules could not play "
                              f"(a game bug); last: {t['last_error']}", flush=True)
    return 0
