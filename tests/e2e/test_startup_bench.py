"""Benchmark (prints numbers, asserts no speed): cold start of the site to the first
clickable move, against a bare page that only loads Pyodide + micropip in a module Worker
from the same files, measured the same way in the same run (fresh browser context = cold
HTTP cache, no service worker; ms since navigation start).

Run by hand on a quiet machine (the test run shares the cores among test files):
    RUN_BENCHMARKS=1 E2E_SKIP_BUILD=1 python -m pytest -s tests/e2e/test_startup_bench.py
"""

from __future__ import annotations

import json
import os
import statistics

import pytest
from conftest import SCREENSHOTS, Site, new_context
from e2e_helpers import LOAD_TIMEOUT, open_site, start_game

RUNS = int(os.environ.get("BENCH_RUNS", "3"))

pytestmark = pytest.mark.skipif(os.environ.get("RUN_BENCHMARKS") != "1",
                                reason="a benchmark: RUN_BENCHMARKS=1 to run it (docs/performance.md)")

BARE_HTML = """<!doctype html><meta charset="utf-8"><title>bare Pyodide</title>
<script type="module" src="bare.js"></script><p id="out">loading</p>"""
BARE_JS = """const w = new Worker(new URL('./bare-worker.js', import.meta.url), {type: 'module'});
w.onmessage = (e) => { document.documentElement.dataset.ready = String(performance.now()); document.getElementById('out').textContent = e.data; };"""
BARE_WORKER = """const m = await (await fetch('./site/site-manifest.json')).json();
const { loadPyodide } = await import(`./site/${m.pyodide_dir}/pyodide.mjs`);
const py = await loadPyodide({ indexURL: new URL(`./site/${m.pyodide_dir}/`, location).href });
await py.loadPackage(new URL(`./site/${m.micropip}`, location).href);
py.pyimport('micropip');
postMessage(py.runPython('import sys; sys.version'));"""


@pytest.fixture(scope="module")
def bare_site(dist_dir):
    site = Site(dist_dir)  # serves .../games/table/ -> dist; the bare page sits beside it
    bench = site.root / "games"
    (bench / "bare.html").write_text(BARE_HTML)
    (bench / "bare.js").write_text(BARE_JS)
    (bench / "bare-worker.js").write_text(BARE_WORKER)
    (bench / "site").symlink_to(dist_dir, target_is_directory=True)
    yield site
    site.close()


def test_startup_benchmark(browser, bare_site, guard, capsys):
    app_first_move, app_engine, bare = [], [], []
    for _ in range(RUNS):
        context = new_context(browser, guard)
        page = context.new_page()
        page.goto(bare_site.url.replace("table/", "bare.html"))
        page.wait_for_selector("html[data-ready]", state="attached", timeout=LOAD_TIMEOUT)
        bare.append(float(page.get_attribute("html", "data-ready")))
        context.close()

        context = new_context(browser, guard)
        page = context.new_page()
        open_site(page, bare_site.url)
        start_game(page, 2, ["human", "random"])
        page.wait_for_selector("#board [data-legal]")
        timings = page.evaluate("window.__skullTable")
        app_first_move.append(timings["firstMove"])
        app_engine.append(timings["engineReady"])
        context.close()

    result = {
        "bare_pyodide_micropip_ms": round(statistics.median(bare)),
        "site_engine_ready_ms": round(statistics.median(app_engine)),
        "site_first_clickable_move_ms": round(statistics.median(app_first_move)),
        "runs": RUNS,
        "raw": {"bare": bare, "engine_ready": app_engine, "first_move": app_first_move},
    }
    SCREENSHOTS.mkdir(exist_ok=True)
    (SCREENSHOTS / "startup-bench.json").write_text(json.dumps(result, indent=1))
    with capsys.disabled():
        print(f"\n[bench] cold start, median of {RUNS}: bare Pyodide+micropip page {result['bare_pyodide_micropip_ms']} ms; "
              f"site engine ready {result['site_engine_ready_ms']} ms; "
              f"site first clickable move {result['site_first_clickable_move_ms']} ms")
    assert all(v > 0 for v in bare + app_first_move)
