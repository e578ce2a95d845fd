"""Play a game in the terminal against bots. Human seats are chosen with ``--humans``; every
other seat is a bot (``--bots``: one level for all, or one per bot seat). At your turn type
the number of an action or the action itself; ``v`` shows your view, ``q`` quits."""

from __future__ import annotations

import argparse
import json
import random

from .. import get_game
from ..bots import sample_chance
from ..core import CHANCE, TERMINAL, IllegalActionError, OptionError, State
from ..lab import make_bot
from .common import add_game_arguments, parse_bots, parse_options

HELP = "play in a terminal against bots"


def add_arguments(parser: argparse.ArgumentParser) -> None:
    """Add ``play``'s arguments: the game arguments, ``--humans`` (1-based seats), ``--bots`` and
    ``--time-scale``."""
    add_game_arguments(parser)
    parser.add_argument("--humans", default="1", help="comma-separated human seats, 1-based (default 1; '' for none)")
    parser.add_argument("--bots", default="normal",
                        help="bot for the other seats: one id for all or one per bot seat, comma-separated (default normal)")
    parser.add_argument("--time-scale", type=float, default=1.0, help="multiply the search bots' thinking time")


def _ask(state: State, seat: int, names: list[str]) -> str | None:
    """One human decision; None to quit."""
    actions = state.legal_actions()
    for i, action in enumerate(actions):
        print(f"  {i + 1:3d}. {state.name_seats(state.action_info(action)['label'], names)}  [{action}]")
    while True:
        answer = input(f"{names[seat]}, your choice (number or action; v: view, q: quit): ").strip()
        if answer == "q":
            return None
        if answer == "v":
            print(json.dumps(state.view(seat), indent=1))
            continue
        if answer.isdigit() and 0 < int(answer) <= len(actions):
            return actions[int(answer) - 1]
        if answer in actions:
            return answer
        try:  # parametric actions may be valid without being listed
            state.clone().apply(answer)
            return answer
        except IllegalActionError as exc:
            print(f"! {exc}")


def run(args: argparse.Namespace) -> int:
    """Play one game in the terminal, humans typing their actions, bots and chance playing the rest;
    returns 0 at the end of the game, 1 if a human quits. Raises SystemExit on bad options or seats."""
    game = get_game(args.game)
    players = args.players or game.min_players
    try:
        state = game.new_game(players, parse_options(args.option))
        humans = {int(h) - 1 for h in args.humans.split(",") if h.strip()}
    except (OptionError, ValueError) as exc:
        raise SystemExit(str(exc)) from exc
    if any(not 0 <= h < players for h in humans):
        raise SystemExit(f"--humans takes seats 1 to {players}")
    rng = random.Random(args.seed)
    bot_seats = [s for s in range(players) if s not in humans]
    kinds = parse_bots(args.bots)
    bots = {s: make_bot(kinds[i % len(kinds)], rng.randrange(2**32), args.time_scale) for i, s in enumerate(bot_seats)}
    names = [f"Player {s + 1}" if s in humans else f"Bot {s + 1} ({bots[s].name})" for s in range(players)]
    viewer = min(humans) if len(humans) == 1 else None
    print(f"{game.title}, {players} players: " + ", ".join(names))
    shown = 0
    while True:
        seat = state.current_player
        if seat != CHANCE:
            for line in state.log(seat if seat in humans else viewer, names)[shown:]:
                print(line)
            shown = len(state.history)
        if seat == TERMINAL:
            break
        if seat == CHANCE:
            state.apply(sample_chance(state, rng))
        elif seat in bots:
            print(f"{names[seat]} is thinking...", flush=True)
            state.apply(bots[seat].choose(state.resample_from_infostate(seat, rng)))
        else:
            print("Scores: " + ", ".join(f"{names[s]} {v:g}" for s, v in enumerate(state.scores())))
            choice = _ask(state, seat, names)
            if choice is None:
                print("Game abandoned.")
                return 1
            state.apply(choice)
    print("Scores: " + ", ".join(f"{names[s]} {v:g}" for s, v in enumerate(state.scores())))
    print("Winner(s): " + ", ".join(names[w] for w in state.winners()))
    return 0
