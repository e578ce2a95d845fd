"""Command line: ``python -m pygame_rules {list,play,simulate} ...``.

- ``list``: the registered games.
- ``play GAME [--players N] [--humans 0,1] [--seed S]``: play in a terminal; other seats are random bots.
- ``simulate GAME [--games N] [--players N] [--seed S]``: random games; prints games per second,
  win rate by seat, mean length.
"""

from __future__ import annotations

import argparse
import random
import sys
import time
from collections import Counter

from . import get_game, list_games
from .bots import RandomBot, sample_chance
from .core import CHANCE, IllegalActionError


def _simulate(args: argparse.Namespace) -> int:
    game = get_game(args.game)
    players = args.players or game.min_players
    rng = random.Random(args.seed)
    wins: Counter[int] = Counter()
    plies = 0
    start = time.perf_counter()
    for _ in range(args.games):
        state = game.new_game(players)
        bot = RandomBot(rng.randrange(2**32))
        while not state.is_terminal():
            state.apply(sample_chance(state, rng) if state.current_player == CHANCE else bot.choose(state))
        plies += len(state.history)
        for seat in state.winners():
            wins[seat] += 1
    elapsed = time.perf_counter() - start
    print(f"{game.title}, {players} players: {args.games} random games in {elapsed:.2f} s "
          f"({args.games / elapsed:.1f} games/s, {plies / args.games:.1f} plies/game)")
    for seat in range(players):
        print(f"  seat {seat + 1}: won {wins[seat]} ({100 * wins[seat] / args.games:.1f}%, shared wins counted for each)")
    return 0


def _play(args: argparse.Namespace) -> int:
    game = get_game(args.game)
    players = args.players or game.min_players
    humans = {int(h) - 1 for h in args.humans.split(",") if h}
    rng = random.Random(args.seed)
    bot = RandomBot(rng.randrange(2**32))
    state = game.new_game(players)
    shown = 0
    while not state.is_terminal():
        cp = state.current_player
        if cp == CHANCE:
            state.apply(sample_chance(state, rng))
        elif cp not in humans:
            state.apply(bot.choose(state))
        else:
            for line in state.log(cp)[shown:]:
                print(line)
            shown = len(state.history)
            actions = state.legal_actions()
            for i, action in enumerate(actions):
                print(f"  {i + 1:3d}. {state.action_info(action)['label']}  [{action}]")
            answer = input(f"Player {cp + 1}, your choice (number or action): ").strip()
            choice = actions[int(answer) - 1] if answer.isdigit() and 0 < int(answer) <= len(actions) else answer
            try:
                state.apply(choice)
            except IllegalActionError as exc:
                print(f"! {exc}")
    for line in state.log(None)[shown:]:
        print(line)
    print("Scores:", ", ".join(f"Player {i + 1}: {s:g}" for i, s in enumerate(state.scores())))
    print("Winner(s):", ", ".join(f"Player {w + 1}" for w in state.winners()))
    return 0


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m pygame_rules", description=__doc__.splitlines()[0])
    sub = parser.add_subparsers(dest="command", required=True)
    sub.add_parser("list", help="registered games")
    for name, helptext in (("play", "play in a terminal"), ("simulate", "random games, speed and win rates")):
        p = sub.add_parser(name, help=helptext)
        p.add_argument("game", choices=list_games())
        p.add_argument("--players", type=int, default=None)
        p.add_argument("--seed", type=int, default=None)
        if name == "play":
            p.add_argument("--humans", default="1", help="comma-separated human seats, 1-based (default 1)")
        else:
            p.add_argument("--games", type=int, default=100)
    args = parser.parse_args(argv)
    if args.command == "list":
        for game_id in list_games():
            game = get_game(game_id)
            print(f"{game_id:20s} {game.title} ({game.min_players}-{game.max_players} players)")
        return 0
    return _simulate(args) if args.command == "simulate" else _play(args)


if __name__ == "__main__":
    sys.exit(main())
