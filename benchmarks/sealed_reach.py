"""Sealed games: how far seeded random games get before a seat's filled-in state departs from
the true game or an honest move is refused (issue 22; docs/sealed-links.md, "What remains").

    python -m benchmarks.sealed_reach                          # ESKELETOS, 2 seats, games 0-29
    python -m benchmarks.sealed_reach --players 3 --first 0 --count 12
    python -m benchmarks.sealed_reach --game skullminers --option blind_claims=true

Game ``g`` is played as the protocol tests play (``tests/unit/sealed/matches.py``): seats that
pass only links, with the stand-in key layer, their seat secrets salted by ``g``; each seat
chooses uniformly among its legal actions (seed ``g``); an omniscient referee opens every
link, and after each message the sender's view, log and touched keys are compared with the
true game's. The game stops at the first difference (an AssertionError of the comparison) or
refusal (a SealedError), or at its end, where the first seat's verification of the whole game
must pass. Prints, per game, the turn (ESKELETOS' ``turn_no``, else the turns taken) and ply
the true game reached and what stopped it; then the mean and median turn, and how many games
were played to their end (every seat revealed, the verification passed). A benchmark: it
asserts nothing.
"""

from __future__ import annotations

import argparse
import json
import random
import statistics
import sys
from typing import Any

from .engine import REPO

REQUIRED = {"eskeletos": {"ask_every_decision": True}}
"""The options each game's sealed play requires (pygame_rules/sealed/hooks/: ESKELETOS'
``check_setup``), added to those given."""
MESSAGES = 20_000
"""At most this many messages a game: a whole 4-seat ESKELETOS game can pass 3,000 (game 1
runs to turn 400)."""


def _turn(state: Any) -> int:
    """The true game's turn: ESKELETOS' ``turn_no``, else the turns taken (Skullminers)."""
    return int(getattr(state, "turn_no", getattr(state, "turns_taken", 0)))


def reach(game: int, players: int, name: str = "eskeletos", options: dict[str, Any] | None = None) -> tuple[int, int, str]:
    """Play game ``game`` of ``name`` with ``players`` seats and ``options`` until it stops:
    ``(turn, plies, why)``, the true game's turn and history length then, and what stopped it
    (``"end"`` when the game was played out and verified)."""
    sys.path.insert(0, str(REPO))
    from tests.unit.sealed import matches

    setup = {**(options or {}), **REQUIRED.get(name, {})}
    match: Any = matches.start(name, players, "fake", setup, salt=game)
    rng = random.Random(game)
    why = "end"
    try:
        for _ in range(MESSAGES):
            sent = matches.next_link(match, rng)
            if sent is None:
                verdict = match.games[0].verify()
                why = "end" if verdict.ok else f"verification: {verdict.message[:100]}"
                break
            matches.deliver(match, *sent)
        else:
            why = f"still playing after {MESSAGES} messages"
    except Exception as exc:  # the comparison's AssertionError or a SealedError: what stopped it
        why = f"{type(exc).__name__}: {str(exc)[:100]}"
    state = match.referee.table.state
    return _turn(state), len(state.history), why


def _option(text: str) -> tuple[str, Any]:
    """``NAME=VALUE`` of ``--option``, the value read as JSON (``true``, ``3``) or else as text."""
    name, _, value = text.partition("=")
    try:
        return name, json.loads(value)
    except ValueError:
        return name, value


def main(argv: list[str] | None = None) -> None:
    """Command line: ``--game`` (eskeletos), ``--option NAME=VALUE`` (repeated), ``--players``
    (2), ``--first`` (0), ``--count`` (30)."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--game", default="eskeletos")
    parser.add_argument("--option", action="append", default=[], type=_option, metavar="NAME=VALUE")
    parser.add_argument("--players", type=int, default=2)
    parser.add_argument("--first", type=int, default=0)
    parser.add_argument("--count", type=int, default=30)
    args = parser.parse_args(argv)
    turns, ends = [], 0
    for game in range(args.first, args.first + args.count):
        turn, plies, why = reach(game, args.players, args.game, dict(args.option))
        turns.append(turn)
        ends += why == "end"
        print(f"game {game}: turn {turn}, ply {plies}: {why}", flush=True)
    print(f"{len(turns)} games of {args.game}, {args.players} seats: turn reached, mean {statistics.mean(turns):.1f}, "
          f"median {statistics.median(turns):g}; {ends} played to their end")


if __name__ == "__main__":
    main()
