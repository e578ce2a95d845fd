"""Whole sealed games in the real page, measured (issue 22's goals; docs/performance.md,
"Sealed play in the browser"): separate browser profiles host, join and play a game to its
end by passing links only, each seat clicking a random legal control of its own board, and
both (all) pages verify the finished game and agree.

For each game it prints, and writes to screenshots/sealed-bench-<game>.json: links sent and
their lengths (median, longest), the wall time, and per seat the Worker's time on each call
that wrote or opened a link (all of it, Python's share, the key layer's, WebCrypto's P-256
multiplications) and on the end's check. A benchmark, run by hand (a game takes many minutes):

    RUN_BENCHMARKS=1 E2E_SKIP_BUILD=1 python -m pytest -s tests/e2e/test_sealed_whole_games.py
    RUN_BENCHMARKS=1 E2E_SKIP_BUILD=1 python -m pytest -s tests/e2e/test_sealed_whole_games.py -k eskeletos

The 2-player Skullminers game is played whole by the test suite itself
(tests/e2e/test_sealed_play.py); here it is played with blind Claims.
"""

from __future__ import annotations

import json
import os
import random
import statistics
import time

import pytest
from e2e_helpers import wait_settled
from sealed_helpers import MOVE_TIMEOUT, host_and_join, panel, seat_pages, shoot

pytestmark = pytest.mark.skipif(os.environ.get("RUN_BENCHMARKS") != "1",
                                reason="a benchmark: RUN_BENCHMARKS=1 to run it (docs/performance.md)")

GAMES = {"court_of_the_dead": ("court_of_the_dead", ["Ann", "Bob", "Cleo"], {}),
         "eskeletos": ("eskeletos", ["Ann", "Bob"], {}),
         "skullminers_blind": ("skullminers", ["Ann", "Bob"], {"blind_claims": "Blind: nobody knows where the God Skulls lie"})}
"""The games played whole here: the game, its players' names (one browser profile each) and
the options picked in the New game form (option -> label)."""
MOST_STEPS = 20_000
"""Clicks and deliveries before the benchmark gives up on a game that does not end."""


def _spread(values: list[int]) -> dict[str, float]:
    """Median, 95th percentile (nearest rank) and maximum of ``values``."""
    ordered = sorted(values)
    return {"median": statistics.median(ordered), "p95": ordered[min(len(ordered) - 1, int(0.95 * len(ordered)))],
            "max": ordered[-1]}


def play_whole(browser, site, guard, shots, game: str, names: list[str], options: dict[str, str],
               seed: int) -> dict:
    """Host ``game`` with ``options`` in the first profile, let the invitation go round the
    others, play by links until every page shows its verdict; what was measured."""
    contexts, pages = seat_pages(browser, guard, len(names))
    started = time.monotonic()
    try:
        table = host_and_join(pages, site, game, names, options)
        rng = random.Random(seed)
        for _ in range(MOST_STEPS):
            if not table.step(rng):
                break
        else:
            raise AssertionError(f"{game}: no end after {MOST_STEPS} steps")
        for page in pages:
            page.wait_for_selector("#sealed-verdict", timeout=MOVE_TIMEOUT)
            wait_settled(page, MOVE_TIMEOUT)
        verdicts = [page.inner_text("#sealed-verdict") for page in pages]
        shoot(pages[0], shots, f"{game}{'-' if options else ''}{'-'.join(options)}-verdict")
        calls = [page.evaluate("window.__skullTable.sealedCalls || []") for page in pages]
        log = pages[0].locator("#log li").all_inner_texts()
        lengths = [len(sent[2]) for sent in table.sent]
        moves = [c for seat in calls for c in seat if c["op"] in ("play", "open")]
        return {
            "game": game, "options": options, "seats": len(names), "seed": seed, "clicks": table.clicks, "links": len(table.sent),
            "seconds": round(time.monotonic() - started), "verdicts": verdicts,
            "panels": [panel(page, "verdict") for page in pages],
            "link_chars": _spread(lengths), "links_over_4000": sum(1 for n in lengths if n >= 4000),
            "ms_per_call": {key: _spread([c[key] for c in moves]) for key in ("total", "python", "keys", "p256")},
            "calls_over_1s": sum(1 for c in moves if c["total"] > 1000),
            "ms_verify": [c["total"] for seat in calls for c in seat if c["op"] == "verify"],
            "log_lines": len(log), "log_first": log[:6],
        }
    finally:
        for context in contexts:
            context.close()


@pytest.mark.parametrize("game", list(GAMES))
def test_a_whole_sealed_game_between_profiles(browser, site, guard, shots, game):
    name, names, options = GAMES[game]
    report = play_whole(browser, site, guard, shots, name, names, options, seed=int(os.environ.get("BENCH_SEED", "1")))
    (shots / f"sealed-bench-{game}.json").write_text(json.dumps(report, indent=1), encoding="utf-8")
    print(f"\n{json.dumps(report, indent=1)}")
    assert report["panels"] == ["ok"] * len(names), report["verdicts"]
    assert len(set(report["verdicts"])) == 1, report["verdicts"]
