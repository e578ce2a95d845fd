"""Command line: ``python -m pygame_rules COMMAND ...``; one module per command.

- ``list``: the registered games.
- ``play GAME``: play in a terminal against bots (human seats by ``--humans``, bot level by ``--bots``).
- ``simulate GAME`` (alias ``stats``): N bot games on all cores; win rates by seat, bot and
  game-specific factor with 95% intervals, lengths and scores; a JSON report and an SVG chart.
- ``bench-bots``: search bot strength per game (normal vs random, hard vs normal).
- ``verify ARCHIVE``: check a finished sealed game (every signature, chain link, roll, draw and
  move; docs/sealed-links.md).
"""

from __future__ import annotations

import argparse

from . import bench_bots, list_games, play, simulate, verify

COMMANDS = {"list": list_games, "play": play, "simulate": simulate, "bench-bots": bench_bots, "verify": verify}
ALIASES = {"simulate": ["stats"]}


def build_parser() -> argparse.ArgumentParser:
    """The ``python -m pygame_rules`` parser: one subcommand per entry of ``COMMANDS`` (aliases from
    ``ALIASES``), each with its module's arguments and ``run``."""
    parser = argparse.ArgumentParser(prog="python -m pygame_rules", description=__doc__.splitlines()[0])
    sub = parser.add_subparsers(dest="command", required=True)
    for name, module in COMMANDS.items():
        p = sub.add_parser(name, aliases=ALIASES.get(name, []), help=module.HELP, description=module.__doc__)
        module.add_arguments(p)
        p.set_defaults(run=module.run)
    return parser


def main(argv: list[str] | None = None) -> int:
    """Run one command; returns the process exit status."""
    args = build_parser().parse_args(argv)
    return int(args.run(args))
