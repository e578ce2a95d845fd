"""Sealed links: the cost of the browser's key layer (web/lib/seat_keys.js) in headless
Chromium, and WebCrypto's P-256 multiplication against the pure-Python one under Pyodide
(issue 22; docs/sealed-links.md, "Keys in the browser").

    python build.py && python -m benchmarks.seat_keys
    python -m benchmarks.seat_keys --count 200 --json seat_keys.json

Serves dist/ and opens a file of the site that runs none of its code in Debian's headless
Chromium, starts a Worker of the site's worker.js and times, as wall-clock milliseconds in
the browser (``performance.now()``; the machine is shared, so the load average is printed):

- in the Worker, each function of seat_keys.js called one after another (``--count`` times):
  ``p256Multiply`` (the mental-poker deal's exponentiation), ``sign``, ``verify``, ``sealTo``
  and ``open`` of 100 bytes, ``storeSecret`` and ``loadSecret`` of 32 bytes, ``identity``;
- ``p256Multiply`` of a whole 50-card deck at once (``Promise.all``), as a deal step can;
- its parts: importing the scalar (PKCS#8), importing the point, ``deriveBits``;
- ``p256Multiply`` called from the page through Comlink, one after another;
- the same x-coordinate multiplication by pygame_rules/sealed/groups.py (``P256.power``) in
  Pyodide in the same browser (the site's Pyodide, with Pyodide's full standard library since
  the site's trimmed one lacks ``hmac`` and ``secrets``), and in this CPython.

A benchmark: it prints numbers and asserts nothing (tests/e2e/test_seat_keys.py checks the
results).
"""

from __future__ import annotations

import argparse
import json
import os
import platform
import random
import shutil
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO))

import build  # noqa: E402  (the repository's build.py)

CHROMIUM_ARGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking",
                 "--disable-component-update", "--disable-sync", "--no-first-run"]
DECK = 50

IN_WORKER = """async ([url, count, deck]) => {
  const keys = await import(url + 'lib/seat_keys.js');
  const ms = async (times, action) => {
    const start = performance.now();
    for (let i = 0; i < times; i++) await action(i);
    return (performance.now() - start) / times;
  };
  const random = (n) => crypto.getRandomValues(new Uint8Array(n));
  const scalars = Array.from({ length: count }, () => { const k = random(32); k[0] &= 0x7f; k[31] |= 1; return k; });
  // x's of points: 2G, then each the product of the one before.
  const xs = [Uint8Array.from('7cf27b188d034f7e8a52380304b51ac3c08969e277f21b35a60b48fc47669978'.match(/../g), (h) => parseInt(h, 16))];
  for (let i = 1; i < count; i++) xs.push(await keys.p256Multiply(scalars[i], xs[i - 1]));
  const out = {};
  out.p256Multiply = await ms(count, (i) => keys.p256Multiply(scalars[i], xs[(i + 1) % count]));
  const deckStart = performance.now();
  const rounds = Math.max(1, Math.floor(count / deck));
  for (let r = 0; r < rounds; r++) {
    await Promise.all(Array.from({ length: deck }, (_, j) => keys.p256Multiply(scalars[r], xs[(r * deck + j) % count])));
  }
  out.deckAtOnce = (performance.now() - deckStart) / rounds;
  const ecdh = { name: 'ECDH', namedCurve: 'P-256' };
  const prefix = Uint8Array.from('3041020100301306072a8648ce3d020106082a8648ce3d030107042730250201010420'.match(/../g), (h) => parseInt(h, 16));
  const pkcs8 = scalars.map((k) => { const d = new Uint8Array(prefix.length + 32); d.set(prefix); d.set(k, prefix.length); return d; });
  const identity = await keys.identity();
  out.importScalar = await ms(count, (i) => crypto.subtle.importKey('pkcs8', pkcs8[i], ecdh, false, ['deriveBits']));
  out.importPoint = await ms(count, () => crypto.subtle.importKey('raw', identity.ecdh, ecdh, true, []));
  const privateKey = await crypto.subtle.importKey('pkcs8', pkcs8[0], ecdh, false, ['deriveBits']);
  const publicKey = await crypto.subtle.importKey('raw', identity.ecdh, ecdh, true, []);
  out.deriveBits = await ms(count, () => crypto.subtle.deriveBits({ name: 'ECDH', public: publicKey }, privateKey, 256));
  const message = random(100);
  const info = new TextEncoder().encode('benchmark');
  const signature = await keys.sign(message);
  const sealed = await keys.sealTo(identity.ecdh, message, info);
  out.identity = await ms(count, () => keys.identity());
  out.sign = await ms(count, () => keys.sign(message));
  out.verify = await ms(count, () => keys.verify(identity.ecdsa, message, signature));
  out.sealTo = await ms(count, () => keys.sealTo(identity.ecdh, message, info));
  out.open = await ms(count, () => keys.open(sealed, info));
  out.storeSecret = await ms(count, (i) => keys.storeSecret(`benchmark ${i % 8}`, scalars[i]));
  out.loadSecret = await ms(count, (i) => keys.loadSecret(`benchmark ${i % 8}`));
  return out;
}"""

THROUGH_COMLINK = """async ([url, count]) => {
  const Comlink = await import(url + 'vendor/comlink.mjs');
  const remote = Comlink.wrap(new Worker(url + 'worker.js', { type: 'module', name: 'comlink-bench' }));
  const k = new Uint8Array(32).fill(0x5a);
  let x = Uint8Array.from('7cf27b188d034f7e8a52380304b51ac3c08969e277f21b35a60b48fc47669978'.match(/../g), (h) => parseInt(h, 16));
  x = await remote.sealedKeys.p256Multiply(k, x);  // the Worker's modules loaded
  const start = performance.now();
  for (let i = 0; i < count; i++) x = await remote.sealedKeys.p256Multiply(k, x);
  return (performance.now() - start) / count;
}"""

IN_PYODIDE = """async ([url, stdlib, count]) => {
  const manifest = await (await fetch(url + 'site-manifest.json')).json();
  const { loadPyodide } = await import(url + manifest.pyodide_dir + '/pyodide.mjs');
  const started = performance.now();
  const pyodide = await loadPyodide({ indexURL: url + manifest.pyodide_dir + '/', stdLibURL: stdlib });
  const loaded = performance.now() - started;
  pyodide.FS.writeFile('/tmp/rules.whl', new Uint8Array(await (await fetch(url + manifest.wheel)).arrayBuffer()));
  const ms = pyodide.runPython(`
import random, sys, time, zipfile
zipfile.ZipFile("/tmp/rules.whl").extractall("/tmp/rules")
sys.path.insert(0, "/tmp/rules")
from pygame_rules.sealed.groups import P256
rng = random.Random(1)
x = P256.card(b"benchmark", 0)
start = time.perf_counter()
for _ in range(${count}):
    x = P256.power(x, rng.randrange(1, P256.n))
1000 * (time.perf_counter() - start) / ${count}
`);
  return { ms, loaded };
}"""


def cpython_power_ms(count: int) -> float:
    """Mean milliseconds of one ``P256.power`` in this CPython (random scalars, chained x's)."""
    from pygame_rules.sealed.groups import P256

    rng = random.Random(1)
    x = P256.card(b"benchmark", 0)
    start = time.perf_counter()
    for _ in range(count):
        x = P256.power(x, rng.randrange(1, P256.n))
    return 1000 * (time.perf_counter() - start) / count


def measure(count: int, python_count: int, chromium: str) -> dict[str, Any]:
    """Every timing of the module docstring; milliseconds per call (``deckAtOnce``: per deck)."""
    from playwright.sync_api import sync_playwright

    if not (build.DIST / "index.html").exists():
        sys.exit("benchmarks.seat_keys: dist/ is not built (python build.py)")
    root = Path(tempfile.mkdtemp(prefix="bench-seat-keys-"))
    (root / "site").symlink_to(build.DIST, target_is_directory=True)
    (root / "pyodide-full").symlink_to(REPO / "node_modules" / "pyodide", target_is_directory=True)
    os.environ["BUILD_SERVE_QUIET"] = "1"
    server, thread = build.serve_in_thread(root)
    origin = f"http://127.0.0.1:{server.server_address[1]}"
    url = f"{origin}/site/"
    try:
        with sync_playwright() as p:
            browser = p.chromium.launch(executable_path=chromium, args=CHROMIUM_ARGS)
            page = browser.new_page()
            page.goto(url + "site-manifest.json")
            with page.expect_worker() as made:
                page.evaluate("(url) => { window.bench = new Worker(url + 'worker.js', { type: 'module' }); }", url)
            worker = made.value
            results: dict[str, Any] = {"in_worker": worker.evaluate(IN_WORKER, [url, count, DECK])}
            results["comlink_p256Multiply"] = page.evaluate(THROUGH_COMLINK, [url, count])
            results["pyodide"] = page.evaluate(IN_PYODIDE, [url, f"{origin}/pyodide-full/python_stdlib.zip", python_count])
            results["chromium"] = browser.version
            browser.close()
    finally:
        server.shutdown()
        server.server_close()
        thread.join(timeout=10)
        shutil.rmtree(root, ignore_errors=True)
    results["cpython_power"] = cpython_power_ms(python_count)
    results["python"] = platform.python_version()
    results["load_average"] = os.getloadavg()
    return results


def print_report(r: dict[str, Any]) -> None:
    w = r["in_worker"]
    print(f"\nSeat keys in headless Chromium {r['chromium']} (wall-clock; load average "
          f"{', '.join(f'{v:.1f}' for v in r['load_average'])})")
    print(f"{'operation':<44}{'ms':>9}{'per second':>12}")
    rows = [
        ("p256Multiply, one after another (Worker)", w["p256Multiply"]),
        ("  importKey pkcs8 (the scalar)", w["importScalar"]),
        ("  importKey raw (the point)", w["importPoint"]),
        ("  deriveBits", w["deriveBits"]),
        (f"p256Multiply, a {DECK}-card deck at once (per card)", w["deckAtOnce"] / DECK),
        ("p256Multiply from the page (Comlink)", r["comlink_p256Multiply"]),
        ("P256.power, pure Python in Pyodide (Chromium)", r["pyodide"]["ms"]),
        (f"P256.power, pure Python in CPython {r['python']}", r["cpython_power"]),
        ("sign", w["sign"]), ("verify", w["verify"]),
        ("sealTo (100 bytes)", w["sealTo"]), ("open (100 bytes)", w["open"]),
        ("storeSecret (32 bytes)", w["storeSecret"]), ("loadSecret", w["loadSecret"]),
        ("identity", w["identity"]),
    ]
    for name, ms in rows:
        print(f"{name:<44}{ms:>9.3f}{1000 / ms:>12.0f}")
    print(f"a {DECK}-card deck at once: {w['deckAtOnce']:.1f} ms; one after another: {DECK * w['p256Multiply']:.1f} ms; "
          f"pure Python in Pyodide: {DECK * r['pyodide']['ms']:.0f} ms")


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--count", type=int, default=200, help="calls per WebCrypto timing (default 200)")
    parser.add_argument("--python-count", type=int, default=50, help="calls per pure-Python timing (default 50)")
    parser.add_argument("--chromium", default="/usr/bin/chromium")
    parser.add_argument("--json", type=Path, help="also write the numbers to this file")
    args = parser.parse_args(argv)
    results = measure(args.count, args.python_count, args.chromium)
    print_report(results)
    if args.json:
        args.json.write_text(json.dumps(results, indent=1) + "\n")


if __name__ == "__main__":
    main()
