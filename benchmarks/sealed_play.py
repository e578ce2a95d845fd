"""Sealed play: whole games between seats that pass only links, measured (issue 22;
docs/sealed-links.md, "Sizes and speed"; docs/performance.md).

    python -m benchmarks.sealed_play                          # the three games, CPython
    python -m benchmarks.sealed_play --games skullminers --count 5 --pyodide
    python -m benchmarks.sealed_play --json sealed_play.json

Seeded random games (each seat picks uniformly among its legal actions) between
``pygame_rules.sealed.seat.LocalSeat``s. For every message it records, as CPU seconds of this
process (``time.process_time``): what its sender spent writing it (its decisions, the items
the protocol adds: chain links, deal steps, shares, openings; sealing and signing asked of
the key layer) and what its recipient spent opening it; the key layer's own time is counted
apart (in the page it is WebCrypto's, outside Python), so *protocol* time is the rest: the
Python a browser runs per message. Also the length of each message's link, the game's
archive, and each seat's end-of-game verification. Under ``--pyodide`` the same games run
inside Pyodide under Node with a stand-in key layer (``tests/unit/sealed/fake_keys.py``,
whose time is counted apart as well). A benchmark: it prints numbers and asserts nothing.
"""

from __future__ import annotations

import argparse
import json
import platform
import random
import statistics
import sys
import time
from typing import Any

from .engine import REPO, pyodide_eval

GAMES = {"skullminers": 2, "court_of_the_dead": 3, "eskeletos": 2}
"""The games measured by default, with their player counts."""


class TimedKeys:
    """A key layer that adds the CPU seconds of every call to ``spent``."""

    def __init__(self, inner: Any) -> None:
        self.inner, self.spent = inner, 0.0

    def __getattr__(self, name: str) -> Any:
        method = getattr(self.inner, name)

        def timed(*args: Any) -> Any:
            start = time.process_time()
            try:
                return method(*args)
            finally:
                self.spent += time.process_time() - start

        return timed


def _keys(real: bool) -> Any:
    if real:
        from pygame_rules.sealed.keys import SeatKeys

        return SeatKeys()
    sys.path.insert(0, str(REPO))
    from tests.unit.sealed.fake_keys import FakeKeys

    return FakeKeys()


def play_one(game: str, players: int, seed: int, real: bool) -> dict[str, Any]:
    """One seeded game; per message ``(kind, seconds)`` rows and totals."""
    from pygame_rules.sealed.seat import LocalSeat

    rng = random.Random(seed)
    clock = time.process_time
    keys = [TimedKeys(_keys(real)) for _ in range(players)]
    seats = [LocalSeat.host(keys[0], game, players, None, 0, "Seat 1", bytes([seed % 256, 1]) * 16)]
    link = seats[0].send()
    for s in range(1, players):
        seat = LocalSeat(keys[s])
        seat.open(link)
        seat.join(f"Seat {s + 1}", bytes([seed % 256, s + 1]) * 16)
        seats.append(seat)
        link = seat.send()
    seats[seats[-1].game.due() or 0].open(link)
    sends: list[float] = []
    receives: list[float] = []
    lengths: list[int] = []
    decisions = 0
    while True:
        mover = next((s for s, seat in enumerate(seats) if seat.game.can_send() or seat.game.decision_due()), None)
        if mover is None:
            break
        seat = seats[mover]
        k0, t0 = keys[mover].spent, clock()
        while seat.game.decision_due():
            assert seat.game.table is not None
            seat.play(rng.choice(seat.game.table.state.legal_actions()))
            decisions += 1
        to = None
        link = seat.send()
        to = seat.game.due()
        sends.append((clock() - t0) - (keys[mover].spent - k0))
        lengths.append(len(link))
        recipients = [to] if to is not None else [s for s in range(players) if s != mover]
        for r in recipients:
            k0, t0 = keys[r].spent, clock()
            try:
                seats[r].open(link)
            except Exception as exc:
                if "nothing new" not in str(exc):
                    raise
            receives.append((clock() - t0) - (keys[r].spent - k0))
    verifies = []
    for seat in seats:
        t0 = clock()
        verdict = seat.game.verify()
        verifies.append(clock() - t0)
        assert verdict.ok, verdict.message
    return {"messages": len(lengths), "decisions": decisions, "send": sends, "receive": receives,
            "lengths": lengths, "archive": len(seats[0].game.archive()), "verify": verifies,
            "key_seconds": sum(k.spent for k in keys), "end": verdict.end, "counts": verdict.counts}


def summarize(game: str, players: int, runs: list[dict[str, Any]]) -> dict[str, Any]:
    """One row: per message the protocol CPU of its writer and of its reader (median, max),
    per decision the whole game's protocol CPU, link lengths (median, max), the archive, the
    end's verification (one seat), the key layer's share."""
    sends = [x for r in runs for x in r["send"]]
    receives = [x for r in runs for x in r["receive"]]
    lengths = [x for r in runs for x in r["lengths"]]
    decisions = sum(r["decisions"] for r in runs)
    total = sum(sends) + sum(receives)
    return {
        "game": game, "players": players, "games": len(runs),
        "messages_per_game": statistics.mean(r["messages"] for r in runs),
        "decisions_per_game": decisions / len(runs),
        "s_send_median": statistics.median(sends), "s_send_p95": _p95(sends), "s_send_max": max(sends),
        "s_receive_median": statistics.median(receives), "s_receive_p95": _p95(receives),
        "s_receive_max": max(receives),
        "s_per_decision": total / decisions,
        "link_median": statistics.median(lengths), "link_max": max(lengths),
        "links_over_4000": sum(1 for x in lengths if x >= 4000),
        "archive_max": max(r["archive"] for r in runs),
        "s_verify_max": max(v for r in runs for v in r["verify"]),
        "s_keys_total": sum(r["key_seconds"] for r in runs) / len(runs),
        "ends": [r["end"] for r in runs],
    }


def _p95(values: list[float]) -> float:
    """The 95th percentile of ``values`` (nearest rank)."""
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(0.95 * len(ordered)))]


def measure_all(games: list[str], count: int, real: bool) -> list[dict[str, Any]]:
    """:func:`summarize` of ``count`` games (seeds 0..count-1) of each game."""
    return [summarize(g, GAMES[g], [play_one(g, GAMES[g], seed, real) for seed in range(count)]) for g in games]


def print_table(rows: list[dict[str, Any]], runtime: str) -> None:
    """The rows as a text table."""
    print(f"\n{runtime}: protocol CPU seconds (key layer apart), link characters")
    print(f"{'game':<20}{'n':>3}{'msgs':>6}{'write med/p95/max':>22}{'read med/p95/max':>22}{'per move':>10}"
          f"{'link med/max':>14}{'archive':>9}{'verify':>8}{'keys/game':>10}")
    for r in rows:
        print(f"{r['game']:<20}{r['players']:>3}{r['messages_per_game']:>6.0f}"
              f"{r['s_send_median']:>8.3f}/{r['s_send_p95']:.3f}/{r['s_send_max']:<7.3f}"
              f"{r['s_receive_median']:>8.3f}/{r['s_receive_p95']:.3f}/{r['s_receive_max']:<7.3f}"
              f"{r['s_per_decision']:>10.4f}{r['link_median']:>7.0f}/{r['link_max']:<6}{r['archive_max']:>9}"
              f"{r['s_verify_max']:>8.2f}{r['s_keys_total']:>10.2f}")


def main(argv: list[str] | None = None) -> None:
    """Command line (module docstring)."""
    parser = argparse.ArgumentParser(description=(__doc__ or "").split("\n\n")[0])
    parser.add_argument("--games", nargs="+", choices=list(GAMES), default=list(GAMES))
    parser.add_argument("--count", type=int, default=3, help="seeded games per game")
    parser.add_argument("--pyodide", action="store_true", help="also run inside Pyodide under Node")
    parser.add_argument("--json", help="write the report here")
    args = parser.parse_args(argv)
    rows = measure_all(args.games, args.count, real=True)
    report: dict[str, Any] = {"cpython": {"python": platform.python_version(), "rows": rows}}
    print_table(rows, f"CPython {platform.python_version()}, cryptography's key layer")
    if args.pyodide:
        code = ("import sys, json\nsys.path.insert(0, '/repo')\n"
                "from benchmarks.sealed_play import measure_all\n"
                f"json.dumps(measure_all({args.games!r}, {args.count!r}, real=False))")
        result, facts = pyodide_eval(code)
        report["pyodide"] = {**facts, "rows": json.loads(result)}
        print_table(report["pyodide"]["rows"], f"Pyodide {facts['pyodide']} (Python {facts['python']}, Node), stand-in keys")
    if args.json:
        with open(args.json, "w", encoding="utf-8") as f:
            json.dump(report, f, indent=1)


if __name__ == "__main__":
    main()
