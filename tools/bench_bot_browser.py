"""Benchmark (not a test): the search bot inside the browser, at a level's own time budget.

Serves dist/ (build it first: ``python build.py``), opens the playtest lab in Debian's
headless Chromium, plays ``--games`` games of ``--bot`` against ``--opponent`` (default the
random bot) and prints
the bot's seconds per move (mean and longest), its iterations per move and per second in
Pyodide, and how quickly the page answered while the Worker was thinking (the longest gap
between animation frames, and the round trip of a click on the page).

    python tools/bench_bot_browser.py --game sedlec --games 2 --bot normal
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

import build  # noqa: E402

PROBE = """() => {
  window.__gaps = []; let last = performance.now();
  const tick = (now) => { window.__gaps.push(now - last); last = now; if (!window.__stopProbe) requestAnimationFrame(tick); };
  requestAnimationFrame(tick);
}"""


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--game", default="sedlec")
    parser.add_argument("--players", type=int, default=2)
    parser.add_argument("--bot", default="normal")
    parser.add_argument("--games", type=int, default=2)
    parser.add_argument("--opponent", default="random", help="the other seats' bot (default random)")
    parser.add_argument("--dist", default=str(build.DIST))
    parser.add_argument("--chromium", default="/usr/bin/chromium")
    args = parser.parse_args()
    from playwright.sync_api import sync_playwright

    server, _ = build.serve_in_thread(Path(args.dist))
    url = f"http://127.0.0.1:{server.server_address[1]}/lab.html"
    try:
        with sync_playwright() as p:
            browser = p.chromium.launch(executable_path=args.chromium, args=["--headless", "--no-sandbox"])
            page = browser.new_page(viewport={"width": 1280, "height": 900})
            page.goto(url)
            page.wait_for_selector("#lab-form:not([hidden])", timeout=180_000)
            page.select_option("#lab-game", args.game)
            page.select_option("#lab-players", str(args.players))
            page.select_option("#lab-bot-0", args.bot)
            for seat in range(1, args.players):
                page.select_option(f"#lab-bot-{seat}", args.opponent)
            page.select_option("#lab-budget", "level")
            page.check("#lab-rotate")
            page.fill("#lab-games", str(args.games))
            page.fill("#lab-seed", "1")
            page.evaluate(PROBE)
            page.click("#lab-start")
            clicks = []
            while page.get_attribute("body", "data-lab") != "done":
                began = time.perf_counter()
                page.click("#lab-run-title", timeout=5_000)  # the main thread must answer
                clicks.append(time.perf_counter() - began)
                time.sleep(0.3)
            page.evaluate("window.__stopProbe = true")
            gaps = page.evaluate("window.__gaps")
            think = page.evaluate("window.__skullLab.value.report.think")[args.bot]
            browser.close()
    finally:
        server.shutdown()
    print(f"{args.game} {args.players}p, {args.games} games, {args.bot} vs {args.opponent}, in headless Chromium (Pyodide):")
    print(f"  {args.bot}: {think['mean_seconds']:.3f} s a move on average, longest {think['max_seconds']:.3f} s; "
          f"{think['mean_iterations']:.0f} iterations a move, {think['iterations_per_second']:.0f} iterations/s")
    print(f"  page while the Worker thinks: longest frame gap {max(gaps):.0f} ms, median {statistics.median(gaps):.0f} ms; "
          f"click round trip median {1000 * statistics.median(clicks):.0f} ms, longest {1000 * max(clicks):.0f} ms "
          f"({len(clicks)} clicks)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
