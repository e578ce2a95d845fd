#!/usr/bin/env python3
"""Build the static site into dist/, and optionally serve it.

    python build.py                  # build dist/
    python build.py serve [--port N] # build, then serve dist/ on http://127.0.0.1:N/
    python build.py serve --no-build # serve the dist/ already built

The build:
1. runs ``npm ci`` when node_modules/ misses a package (Pyodide, Comlink, marked and
   Workbox are pinned in package.json + package-lock.json);
2. builds our wheel (pure py3-none-any, reproducible: SOURCE_DATE_EPOCH is fixed);
3. fetches micropip's wheel from PyPI once (cached in vendor/);
4. assembles dist/: web/ as it is (the page and its modules in lib/, Worker, renderers,
   styles), Comlink and marked, the Pyodide runtime in pyodide/v<version>/, micropip,
   our wheel in wheels/<content hash>/, the rules docs (docs/rules, docs/rulings, docs/notation; skipped if missing), and
   site-manifest.json, which tells the page where everything is and which build it is
   (``build``: a hash of every file, shown to a returning visitor after an update);
5. writes dist/sw.js (Workbox generateSW) precaching every file of dist/.

Every URL in dist/ is relative, so dist/ works copied under any sub-path of any
static host. Nothing is fetched from another origin at run time.
"""

from __future__ import annotations

import argparse
import functools
import gzip
import hashlib
import http.server
import json
import os
import shutil
import subprocess
import sys
import threading
import zipfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent
WEB = ROOT / "web"
DIST = ROOT / "dist"
VENDOR = ROOT / "vendor"
BUILD = ROOT / "build"
NODE_MODULES = ROOT / "node_modules"
VENDORED = {"comlink.mjs": "comlink/dist/esm/comlink.mjs", "marked.mjs": "marked/lib/marked.esm.js"}
"""Browser modules copied from node_modules/ (pinned in package.json) to dist/vendor/."""

MICROPIP_VERSION = "0.11.1"
MICROPIP_WHEEL = f"micropip-{MICROPIP_VERSION}-py3-none-any.whl"
PYODIDE_FILES = ("pyodide.mjs", "pyodide.asm.mjs", "pyodide.asm.wasm")
# pyodide-lock.json is written with its "info" but no packages: the site loads no Pyodide
# package by name (micropip comes by URL), and the 357-entry index is 26 KB gzipped.
LOCK_NAME = "pyodide-lock.json"
# In place of Pyodide's full python_stdlib.zip (2.5 MB that gzip cannot shrink): only the
# modules the site imports (tools/stdlib-modules.txt), comments cut, docstrings
# emptied, stored uncompressed.
STDLIB_NAME = "python_stdlib_site.zip"
STDLIB_MODULES = ROOT / "tools" / "stdlib-modules.txt"
DOC_FOLDERS = ("rules", "rulings", "notation")
# Fixed zip timestamps: the same sources give the same wheel bytes, so the wheel's
# content-hashed folder (and the service worker's precache) only changes when code does.
SOURCE_DATE_EPOCH = "315532800"

MIME_TYPES = {
    ".wasm": "application/wasm",
    ".mjs": "text/javascript",
    ".js": "text/javascript",
    ".json": "application/json",
    ".webmanifest": "application/manifest+json",
    ".whl": "application/zip",
    ".zip": "application/zip",
    ".gz": "application/gzip",
    ".md": "text/markdown; charset=utf-8",
    ".html": "text/html; charset=utf-8",
    ".css": "text/css",
    ".svg": "image/svg+xml",
    ".png": "image/png",
    ".map": "application/json",
}


def log(message: str) -> None:
    print(f"[build] {message}", flush=True)


def run(cmd: list[str], **kwargs) -> None:
    log(" ".join(cmd))
    subprocess.run(cmd, check=True, cwd=kwargs.pop("cwd", ROOT), **kwargs)


# ---------------------------------------------------------------------- steps
def ensure_node_modules() -> None:
    if all((NODE_MODULES / rel).exists() for rel in ("pyodide/pyodide.mjs", "workbox-build", *VENDORED.values())):
        return
    if shutil.which("npm") is None:
        sys.exit("build.py: npm is needed (apt-get install -y nodejs npm)")
    run(["npm", "ci", "--no-audit", "--no-fund"])


def pyodide_version() -> str:
    return json.loads((NODE_MODULES / "pyodide" / "package.json").read_text())["version"]


def build_wheel() -> Path:
    out = BUILD / "wheel"
    shutil.rmtree(out, ignore_errors=True)
    # setuptools never cleans build/lib: a deleted module would linger in the wheel.
    shutil.rmtree(BUILD / "lib", ignore_errors=True)
    for stale in BUILD.glob("bdist.*"):
        shutil.rmtree(stale, ignore_errors=True)
    env = dict(os.environ, SOURCE_DATE_EPOCH=SOURCE_DATE_EPOCH)
    run([sys.executable, "-m", "pip", "wheel", "--no-deps", "--quiet", "-w", str(out), str(ROOT)], env=env)
    wheels = sorted(out.glob("pygame_rules-*-py3-none-any.whl"))
    if len(wheels) != 1:
        sys.exit(f"build.py: expected one pygame_rules wheel in {out}, found {wheels}")
    with zipfile.ZipFile(wheels[0]) as zf:
        names = zf.namelist()
    if "pygame_rules/web_api.py" not in names:
        sys.exit("build.py: the wheel lacks pygame_rules/web_api.py")
    return wheels[0]


def fetch_micropip() -> Path:
    wheel = VENDOR / MICROPIP_WHEEL
    if not wheel.exists():
        VENDOR.mkdir(exist_ok=True)
        run([sys.executable, "-m", "pip", "download", "--no-deps", "--python-version", "3.14",
             "--only-binary=:all:", f"micropip=={MICROPIP_VERSION}", "-d", str(VENDOR)])
    return wheel


def trim_stdlib() -> Path:
    """The site's standard library zip (tools/stdlib_trim.py, run in Pyodide under Node),
    cached in build/ under a hash of the module list and the Pyodide version."""
    trim = ROOT / "tools" / "stdlib_trim.py"
    helper = ROOT / "tools" / "stdlib_paths.py"
    key = hashlib.sha256(STDLIB_MODULES.read_bytes() + trim.read_bytes() + helper.read_bytes()
                         + pyodide_version().encode()).hexdigest()[:16]
    out = BUILD / f"stdlib-{key}.zip"
    if not out.exists():
        BUILD.mkdir(exist_ok=True)
        partial = out.with_suffix(".partial")
        run(["node", str(ROOT / "tools" / "pyodide_run.mjs"), str(NODE_MODULES / "pyodide"),
             str(trim), str(STDLIB_MODULES), str(partial.resolve())])
        partial.rename(out)
    return out


def stored_copy(wheel: Path, dest: Path) -> None:
    """Copy a wheel with every member stored, not deflated: the same files, but gzip on
    the wire then compresses across them (our wheel 179 -> 145 KB, micropip 111 -> 96 KB)."""
    with zipfile.ZipFile(wheel) as src, zipfile.ZipFile(dest, "w", zipfile.ZIP_STORED) as out:
        for info in src.infolist():
            copy = zipfile.ZipInfo(info.filename, info.date_time)
            copy.external_attr = info.external_attr
            out.writestr(copy, src.read(info.filename), compress_type=zipfile.ZIP_STORED)


def memory_snapshot(stage: Path, pyodide_dir: str, wheel_rel: str) -> dict:
    """Make (or take from build/) the Pyodide memory snapshot of the staged site: the
    interpreter with our wheel imported, made by tools/make_snapshot.mjs from the very
    files the site ships, and named by their hashes, since a snapshot only restores into
    the Pyodide build that made it. Shipped gzip-compressed (30 MiB -> about 6.7 MB) as
    snapshots/<key>.bin.gz, outside the service worker's precache: the page fetches it in
    the background after a first visit's plain start. Returns the manifest entry
    ``{"url", "bytes": size restored, "gzip_bytes": size downloaded}``."""
    tool = ROOT / "tools" / "make_snapshot.mjs"
    inputs = [stage / pyodide_dir / n for n in (*PYODIDE_FILES, STDLIB_NAME, MICROPIP_WHEEL)] + [stage / wheel_rel, tool]
    digest = hashlib.sha256()
    for path in inputs:
        digest.update(path.name.encode() + b"\0" + hashlib.sha256(path.read_bytes()).digest())
    key = digest.hexdigest()[:16]
    cached = BUILD / f"snapshot-{key}.bin.gz"
    if not cached.exists():
        raw = BUILD / f"snapshot-{key}.bin"
        run(["node", str(tool), str(stage / pyodide_dir), str(stage / pyodide_dir / STDLIB_NAME),
             str(stage / pyodide_dir / MICROPIP_WHEEL), str(stage / wheel_rel), str(raw)])
        with raw.open("rb") as src, gzip.GzipFile(cached.with_suffix(".partial"), "wb", compresslevel=9, mtime=0) as out:
            shutil.copyfileobj(src, out, 1 << 20)
        raw.unlink()
        cached.with_suffix(".partial").rename(cached)
    with cached.open("rb") as gz:  # gzip's trailer ends with the inflated size (mod 2^32; it is 30 MiB)
        gz.seek(-4, os.SEEK_END)
        raw_bytes = int.from_bytes(gz.read(4), "little")
    rel = f"snapshots/{key}.bin.gz"
    (stage / "snapshots").mkdir()
    shutil.copy2(cached, stage / rel)
    return {"url": rel, "bytes": raw_bytes, "gzip_bytes": cached.stat().st_size}


def sha256(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


def copy_docs(stage: Path) -> dict[str, dict[str, str]]:
    """Copy docs/<folder>/<game>.md; returns ``{game: {folder: relative path}}``."""
    found: dict[str, dict[str, str]] = {}
    for folder in DOC_FOLDERS:
        for md in sorted((ROOT / "docs" / folder).glob("*.md")):
            rel = f"docs/{folder}/{md.name}"
            (stage / rel).parent.mkdir(parents=True, exist_ok=True)
            shutil.copy2(md, stage / rel)
            found.setdefault(md.stem, {})[folder] = rel
    return found


def assemble(wheel: Path, micropip: Path) -> dict:
    stage = BUILD / "dist-staging"
    shutil.rmtree(stage, ignore_errors=True)
    shutil.copytree(WEB, stage, ignore=shutil.ignore_patterns("*~", ".*"))

    (stage / "vendor").mkdir()
    for name, rel in VENDORED.items():
        shutil.copy2(NODE_MODULES / rel, stage / "vendor" / name)

    version = pyodide_version()
    pyodide_dir = f"pyodide/v{version}"
    (stage / pyodide_dir).mkdir(parents=True)
    for name in PYODIDE_FILES:
        shutil.copy2(NODE_MODULES / "pyodide" / name, stage / pyodide_dir / name)
    lock = json.loads((NODE_MODULES / "pyodide" / LOCK_NAME).read_text())
    (stage / pyodide_dir / LOCK_NAME).write_text(json.dumps({**lock, "packages": {}}, indent=1) + "\n")
    shutil.copy2(trim_stdlib(), stage / pyodide_dir / STDLIB_NAME)
    stored_copy(micropip, stage / pyodide_dir / micropip.name)

    wheel_dir = f"wheels/{sha256(wheel)[:16]}"
    (stage / wheel_dir).mkdir(parents=True)
    stored_copy(wheel, stage / wheel_dir / wheel.name)

    docs = copy_docs(stage)
    renderers = sorted(p.stem for p in (WEB / "renderers").glob("*.js"))

    sizes = {}
    for rel in [*(f"{pyodide_dir}/{n}" for n in (*PYODIDE_FILES, LOCK_NAME, STDLIB_NAME)), f"{pyodide_dir}/{micropip.name}",
                f"{wheel_dir}/{wheel.name}"]:
        sizes[rel] = (stage / rel).stat().st_size
    manifest = {
        "pyodide_version": version,
        "pyodide_dir": pyodide_dir,
        "micropip": f"{pyodide_dir}/{micropip.name}",
        "stdlib": f"{pyodide_dir}/{STDLIB_NAME}",
        "wheel": f"{wheel_dir}/{wheel.name}",
        "sizes": sizes,
        "snapshot": memory_snapshot(stage, pyodide_dir, f"{wheel_dir}/{wheel.name}"),
        "renderers": renderers,
        "docs": docs,
    }
    manifest = stamp(stage, manifest)

    shutil.rmtree(DIST, ignore_errors=True)
    stage.rename(DIST)
    return manifest


def build_id(site: Path, manifest: dict) -> str:
    """A short hash of every file the site serves (sw.js and the id itself left out) and of
    ``manifest``, its site-manifest.json without the id: the same files give the same id,
    any changed file a new one. The page shows it after an update ("Updated to build ...")."""
    digest = hashlib.sha256()
    for path in sorted(p for p in site.rglob("*") if p.is_file()):
        rel = path.relative_to(site).as_posix()
        if rel in ("sw.js", "sw.js.map", "site-manifest.json"):
            continue
        digest.update(rel.encode() + b"\0" + hashlib.sha256(path.read_bytes()).digest())
    listed = {k: v for k, v in manifest.items() if k != "build"}
    digest.update(b"site-manifest.json\0" + hashlib.sha256(json.dumps(listed, sort_keys=True).encode()).digest())
    return digest.hexdigest()[:12]


def stamp(site: Path, manifest: dict | None = None) -> dict:
    """Write ``manifest`` (default: ``site``'s own site-manifest.json) with its build id into
    ``site``, and (re)generate its sw.js, whose precache revisions then follow the files.
    Also used by the update e2e test to turn a copy of dist/ into a "newer build" after
    changing a file."""
    path = site / "site-manifest.json"
    manifest = dict(manifest if manifest is not None else json.loads(path.read_text()))
    manifest["build"] = build_id(site, manifest)
    path.write_text(json.dumps(manifest, indent=1) + "\n")
    run(["node", str(ROOT / "tools" / "generate_sw.mjs"), str(site)])
    return manifest


def build() -> dict:
    ensure_node_modules()
    wheel = build_wheel()
    micropip = fetch_micropip()
    manifest = assemble(wheel, micropip)
    total = sum(p.stat().st_size for p in DIST.rglob("*") if p.is_file())
    log(f"dist/ ready: {total / 1048576:.1f} MiB; wheel {wheel.name} {wheel.stat().st_size / 1024:.1f} KiB")
    return manifest


# ---------------------------------------------------------------------- serving
class SiteHandler(http.server.SimpleHTTPRequestHandler):
    """Static files with the types Pyodide needs (.wasm as application/wasm, or it hangs)."""

    extensions_map = {**http.server.SimpleHTTPRequestHandler.extensions_map, **MIME_TYPES}

    def end_headers(self) -> None:
        path = self.path.split("?", 1)[0]
        if "/pyodide/v" in path or "/wheels/" in path:
            # Versioned folders: same URL, same bytes, forever.
            self.send_header("Cache-Control", "public, max-age=31536000, immutable")
        else:
            self.send_header("Cache-Control", "no-cache")
        super().end_headers()

    def log_message(self, format: str, *args) -> None:  # noqa: A002 - stdlib signature
        if os.environ.get("BUILD_SERVE_QUIET") != "1":
            super().log_message(format, *args)


class SiteServer(http.server.ThreadingHTTPServer):
    daemon_threads = True
    allow_reuse_address = True


def make_server(directory: Path = DIST, host: str = "127.0.0.1", port: int = 0) -> SiteServer:
    """A server for ``directory`` (port 0: any free port; read ``server.server_address``)."""
    handler = functools.partial(SiteHandler, directory=str(directory))
    return SiteServer((host, port), handler)


def serve_in_thread(directory: Path = DIST, port: int = 0) -> tuple[SiteServer, threading.Thread]:
    """Start a server in a daemon thread; stop it with ``server.shutdown(); server.server_close()``."""
    server = make_server(directory, port=port)
    thread = threading.Thread(target=server.serve_forever, name="site-server", daemon=True)
    thread.start()
    return server, thread


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("command", nargs="?", default="build", choices=["build", "serve"])
    parser.add_argument("--port", type=int, default=8000)
    parser.add_argument("--host", default="127.0.0.1")
    parser.add_argument("--no-build", action="store_true", help="serve the dist/ already built")
    args = parser.parse_args(argv)
    if not (args.command == "serve" and args.no_build):
        build()
    if args.command == "serve":
        if not (DIST / "index.html").exists():
            sys.exit("build.py: dist/ is not built")
        server = make_server(DIST, args.host, args.port)
        host, port = server.server_address[:2]
        print(f"Serving dist/ at http://{host}:{port}/  (Ctrl+C stops)", flush=True)
        try:
            server.serve_forever()
        except KeyboardInterrupt:
            pass
        finally:
            server.server_close()


if __name__ == "__main__":
    main()
