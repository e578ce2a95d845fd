"""Benchmarks (print numbers, assert no speed), in one run on headless Chromium:

- start-up, cold (a fresh browser profile: empty HTTP cache, no service worker) and warm
  (a second visit with the same profile, which restores the memory snapshot the first
  visit stored), of the site to its first clickable move, against a bare page that loads
  the stock Pyodide (npm package: full standard library and lock file) and micropip in a
  module Worker from the same server, measured the same way; also warm on the plain path
  (a third visit after the stored snapshot is deleted). The cold visit's first move comes
  after Playwright fills in the new-game form (about 0.7 s of clicks); ``cold_link`` is a
  first visit by a shared link, which opens straight into the game;
- bytes of the first visit as served (this server sends no gzip) and as gzip level 6
  would serve them, counted at the server, so the service worker's precache is in them;
  the snapshot the first visit downloads in the background is counted apart;
- click-to-rendered latency, p50 and p95, over games of every game: from a click on a
  legal control to the next frame after the page has drawn the answer.

Run by hand on a quiet machine (the test run shares the cores among test files):
    RUN_BENCHMARKS=1 E2E_SKIP_BUILD=1 python -m pytest -s tests/e2e/test_startup_bench.py
Results also go to screenshots/startup-bench.json and screenshots/click-bench.json.
``BENCH_SW=block`` runs every visit without the service worker, to see what it costs.
"""

from __future__ import annotations

import contextlib
import functools
import gzip
import json
import os
import statistics
import tempfile
import time
from pathlib import Path

import build
import pytest
from conftest import SCREENSHOTS, Site, launch_profile
from e2e_helpers import (LOAD_TIMEOUT, LEGAL, first_legal, game_over, open_site, scoped_file_name, start_game, wait_settled,
                         wait_snapshot_cached)

RUNS = int(os.environ.get("BENCH_RUNS", "3"))

pytestmark = pytest.mark.skipif(os.environ.get("RUN_BENCHMARKS") != "1",
                                reason="a benchmark: RUN_BENCHMARKS=1 to run it (docs/performance.md)")

BARE_HTML = """<!doctype html><meta charset="utf-8"><title>bare Pyodide</title>
<script type="module" src="bare.js"></script><p id="out">loading</p>"""
BARE_JS = """const w = new Worker(new URL('./bare-worker.js', import.meta.url), {type: 'module'});
w.onmessage = (e) => { document.documentElement.dataset.ready = String(performance.now()); document.getElementById('out').textContent = e.data; };"""
BARE_WORKER = """const { loadPyodide } = await import('./stock-pyodide/pyodide.mjs');
const py = await loadPyodide({ indexURL: new URL('./stock-pyodide/', location).href });
await py.loadPackage(new URL('./stock-micropip.whl', location).href, { checkIntegrity: false });
py.pyimport('micropip');
postMessage(py.runPython('import sys; sys.version'));"""


@pytest.fixture(scope="module")
def served():
    """Paths and status codes of every request the bench's server answers."""
    log: list[tuple[str, int]] = []

    def record(handler, code="-", size="-"):
        log.append((handler.path.split("?", 1)[0], int(code) if str(code).isdigit() else 0))

    with pytest.MonkeyPatch.context() as mp:
        mp.setattr(build.SiteHandler, "log_request", record)
        yield log


@pytest.fixture(scope="module")
def bare_site(dist_dir, served):
    site = Site(dist_dir)  # serves .../games/table/ -> dist; the bare page sits beside it
    bench = site.root / "games"
    (bench / "bare.html").write_text(BARE_HTML)
    (bench / "bare.js").write_text(BARE_JS)
    (bench / "bare-worker.js").write_text(BARE_WORKER)
    (bench / "stock-pyodide").symlink_to(build.NODE_MODULES / "pyodide", target_is_directory=True)
    (bench / "stock-micropip.whl").symlink_to(build.fetch_micropip())
    yield site
    site.close()


@functools.cache
def gzip_size(path: Path) -> int:
    return len(gzip.compress(path.read_bytes(), 6))


def transferred(site: Site, log: list[tuple[str, int]]) -> dict[str, int]:
    """Bytes of the 200 answers in ``log`` (file sizes: no gzip here) and gzipped."""
    files = [site.root / p.lstrip("/") for p, code in log if code == 200]
    files = [f.resolve() for f in files if f.is_file()]
    return {"requests": len(files), "raw": sum(f.stat().st_size for f in files),
            "gzip": sum(gzip_size(f) for f in files)}


def settle_requests(log: list, quiet: float = 3.0, limit: float = 120.0) -> None:
    """Until the server has had no request for ``quiet`` seconds (the precache is done)."""
    end, seen, since = time.monotonic() + limit, -1, time.monotonic()
    while time.monotonic() < end:
        if len(log) != seen:
            seen, since = len(log), time.monotonic()
        elif time.monotonic() - since >= quiet:
            return
        time.sleep(0.2)


@contextlib.contextmanager
def fresh_profile(playwright_instance, guard):
    """A browser with a new profile on disk. Not a new context of the shared browser: that
    keeps its HTTP cache in memory, which stores no 9.6 MB wasm, and routing (the guard's
    blocking) would turn the cache off; off-site requests are still recorded."""
    with tempfile.TemporaryDirectory(prefix="bench-profile-") as profile:
        context = launch_profile(playwright_instance.chromium, profile, viewport={"width": 1280, "height": 900},
                                 service_workers=os.environ.get("BENCH_SW", "allow"))
        guard.watch(context, block=False)
        context.add_init_script("try { localStorage.setItem('skulltable.botDelay', '0'); } catch (e) {}")
        context.set_default_timeout(30_000)
        try:
            yield context
        finally:
            context.close()


def bare_visit(page, url: str) -> float:
    page.goto(url)
    page.wait_for_selector("html[data-ready]", state="attached", timeout=LOAD_TIMEOUT)
    return float(page.get_attribute("html", "data-ready"))


def site_visit(page, url: str, start: bool) -> dict:
    open_site(page, url)
    if start:
        start_game(page, 2, ["human", "random"])
    page.wait_for_selector(LEGAL)
    return {**page.evaluate("window.__skullTable"), "path": page.get_attribute("html", "data-engine-start")}



def shared_link() -> str:
    """Fragment of a link a friend sends: a new 2-player Sedlec game, for the seat to act."""
    from pygame_rules.session import Session
    session = Session.new("sedlec", 2, seats=["human", "human"], seed=1)
    while session.waiting_on() == "auto":  # the deal
        session.step()
    return session.link()


def median(values: list[float]) -> int:
    return round(statistics.median(values))


def test_startup_benchmark(playwright_instance, bare_site, served, guard, capsys):
    bare_url = bare_site.url.replace("table/", "bare.html")
    whens = ("cold", "cold_link", "warm", "warm_plain")
    samples: dict[str, list[float]] = {f"{what}_{when}": [] for what in ("bare", "engine", "move") for when in whens}
    visits, snapshots, warm_steps = [], [], []
    link = shared_link()
    for _ in range(RUNS):
        with fresh_profile(playwright_instance, guard) as context:
            samples["bare_cold"].append(bare_visit(context.new_page(), bare_url))
            samples["bare_warm"].append(bare_visit(context.new_page(), bare_url))
            samples["bare_warm_plain"].append(samples["bare_warm"][-1])
        samples["bare_cold_link"].append(samples["bare_cold"][-1])

        with fresh_profile(playwright_instance, guard) as context:  # a first visit by a shared link
            cold_link = site_visit(context.new_page(), f"{bare_site.url}#{link}", start=False)

        with fresh_profile(playwright_instance, guard) as context:
            page = context.new_page()
            served.clear()
            cold = site_visit(page, bare_site.url, start=True)
            if os.environ.get("BENCH_SW", "allow") == "allow":
                page.evaluate("navigator.serviceWorker.ready")
            assert wait_snapshot_cached(page) == "cached"
            settle_requests(served)
            snapshots.append(transferred(bare_site, [(p, c) for p, c in served if "/snapshots/" in p]))
            visits.append(transferred(bare_site, [(p, c) for p, c in served if "/snapshots/" not in p]))
            page.close()
            warm = site_visit(context.new_page(), bare_site.url, start=False)  # resumes the saved game
            page = context.new_page()
            page.goto(bare_site.url + "site-manifest.json")  # same origin, no engine start
            page.evaluate("async (name) => (await navigator.storage.getDirectory()).removeEntry(name, {recursive: true})",
                          scoped_file_name(bare_site.url, "skulltable-snapshot"))
            page.close()
            warm_plain = site_visit(context.new_page(), bare_site.url, start=False)
        assert (cold["path"], cold_link["path"], warm["path"], warm_plain["path"]) == ("plain", "plain", "snapshot", "plain")
        warm_steps.append(warm["engineSteps"])  # ms since navigation: where a snapshot start's time goes
        for when, t in zip(whens, (cold, cold_link, warm, warm_plain)):
            samples[f"engine_{when}"].append(t["engineReady"])
            samples[f"move_{when}"].append(t["firstMove"])

    m = {k: median(v) for k, v in samples.items()}
    result = {
        "runs": RUNS, "median_ms": m,
        "ratio": {f"{what}_{when}": round(m[f"{what}_{when}"] / m[f"bare_{when}"], 2)
                  for what in ("engine", "move") for when in whens},
        "first_visit": visits[0], "snapshot_download": snapshots[0], "raw": samples,
        "warm_engine_steps": warm_steps,
    }
    SCREENSHOTS.mkdir(exist_ok=True)
    (SCREENSHOTS / "startup-bench.json").write_text(json.dumps(result, indent=1))
    with capsys.disabled():
        print(f"\n[bench] start-up, median of {RUNS} (ms since navigation start; ratio to the bare page)")
        for when in whens:
            print(f"  {when}: bare Pyodide+micropip {m[f'bare_{when}']}; site engine ready "
                  f"{m[f'engine_{when}']} ({result['ratio'][f'engine_{when}']}); first clickable move "
                  f"{m[f'move_{when}']} ({result['ratio'][f'move_{when}']})")
        v = visits[0]
        print(f"  first visit: {v['requests']} files, {v['raw'] / 1e6:.2f} MB as served, "
              f"{v['gzip'] / 1e6:.2f} MB as gzip -6 would serve them; then the snapshot in the background: "
              f"{snapshots[0]['raw'] / 1e6:.2f} MB (a gzip file)")
    assert all(v > 0 for values in samples.values() for v in values)


CLICK_HOOK = """() => {
  window.__clicks = [];
  document.addEventListener('click', (e) => window.__clicks.push(performance.now()), true);
}"""
LATENCIES = """() => {
  const frames = performance.getEntriesByName('skulltable:frame').map((e) => e.startTime);
  const clicks = window.__clicks;  // a click that only half-makes a choice draws nothing: skipped
  return clicks.map((t, i) => (frames.find((f) => f > t && f < (clicks[i + 1] ?? Infinity)) ?? NaN) - t)
    .filter((d) => d >= 0);
}"""


@pytest.mark.parametrize("game", ["sedlec", "skullminers", "eskeletos", "court_of_the_dead"])
def test_click_to_render_benchmark(page, game, capsys):
    """Up to 80 clicks on legal controls in a game against the random bot (no bot delay)."""
    start_game(page, 2, ["human", "random"], game=game)
    page.evaluate(CLICK_HOOK)
    for _ in range(80):
        if game_over(page):
            break
        first_legal(page).click()
        wait_settled(page)
    latencies = sorted(page.evaluate(LATENCIES))
    p50 = statistics.median(latencies)
    p95 = latencies[min(len(latencies) - 1, round(0.95 * (len(latencies) - 1)))]
    out = SCREENSHOTS / "click-bench.json"
    data = json.loads(out.read_text()) if out.exists() else {}
    data[game] = {"clicks": len(latencies), "p50_ms": round(p50, 1), "p95_ms": round(p95, 1)}
    out.write_text(json.dumps(data, indent=1))
    with capsys.disabled():
        print(f"\n[bench] click to rendered, {game}: {len(latencies)} clicks, p50 {p50:.1f} ms, p95 {p95:.1f} ms")
    assert len(latencies) >= 10
