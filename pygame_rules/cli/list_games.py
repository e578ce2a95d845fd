"""List the registered games with their seat ranges and options."""

from __future__ import annotations

import argparse

from .. import get_game, list_games

HELP = "registered games"


def add_arguments(parser: argparse.ArgumentParser) -> None:
    """``list`` takes no arguments."""
    pass


def run(args: argparse.Namespace) -> int:
    """Print one line per registered game: id, title, seat range and options with their defaults;
    returns exit status 0."""
    for game_id in list_games():
        game = get_game(game_id)
        options = ", ".join(f"{name}={default!r}" for name, (default, _) in game.options.items())
        print(f"{game_id:20s} {game.title} ({game.min_players}-{game.max_players} players)"
              + (f"; options: {options}" if options else ""))
    return 0
