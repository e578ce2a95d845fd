"""Regenerate tools/stdlib-modules.txt: the standard-library modules the site needs.
Run inside Pyodide (tools/pyodide_run.mjs) after ``python build.py``:

    node tools/pyodide_run.mjs node_modules/pyodide tools/stdlib_modules.py \\
        "$PWD/vendor/micropip-0.11.1-py3-none-any.whl" "$PWD"/dist/wheels/*/*.whl \\
        "$PWD/tools/stdlib-modules.txt"

It does what the page does - load micropip, install the wheel with it, then drive
``pygame_rules.web_api`` through every game at every player count (random and search bots,
undo, links, bad input, the playtest lab) - and lists every standard-library module then
imported, plus the ones the wheel imports by name outside its command line, plus a few
codecs that are looked up by name at run time. Takes about two minutes.

With ``--check`` first (and the runner's ``--stdlib`` pointing at the site's trimmed zip),
it only drives the site's calls (each game at its smallest player count), which fails with ImportError if the list misses a module
(tests/pyodide/test_site_stdlib.py).
"""

import ast
import json
import pathlib
import sys
import zipfile

import js
import pyodide_js
from pyodide.ffi import to_js
from stdlib_paths import module_files

FULL = "/lib/python314.zip"
CODECS = ["encodings.ascii", "encodings.latin_1", "encodings.utf_8_sig", "encodings.idna",
          "encodings.raw_unicode_escape", "encodings.unicode_escape"]
SAMPLED_VIEWS = 5  # with --check, views at every 5th ply after the 30th: the list was made with all of them
NOT_IN_BROWSER = {"cli", "__main__.py"}  # the terminal's commands (argparse, multiprocessing)


def play_through(w, game: dict, players: int, every: int = 1) -> None:
    """One game of ``game`` through the site's calls: a search bot for 30 plies, a link
    opened, then random seats to the end, the first seat's view and the spectator's taken at every
    ``every``-th ply (and the first 30); then bad input."""
    seats = ["random"] * players
    seats[0] = "easy"
    ok(w.new_game(json.dumps({"game": game["id"], "num_players": players, "seats": seats})))
    for ply in range(5000):
        if ok(w.status())["waiting_on"] == "over":
            break
        if ply <= 30 or ply % every == 0:
            ok(w.snapshot(0)), ok(w.snapshot(None))
        if ply == 30:  # the search bot has moved; go on with random seats only
            ok(w.open_link(ok(w.link())))
            ok(w.new_game(json.dumps({"game": game["id"], "num_players": players, "seats": ["random"] * players})))
        ok(w.step())
    ok(w.open_link(ok(w.link())))
    for bad in (w.open_link("#bad"), w.load_saved("{"), w.play("nonsense"), w.undo()):
        json.loads(bad)


def ok(envelope: str):
    reply = json.loads(envelope)
    if not reply["ok"]:
        raise RuntimeError(reply["error"])
    return reply["value"]


def lab(w, game: dict) -> None:
    spec = json.dumps({"game": game["id"], "num_players": game["min_players"],
                       "seats": ["random"] * game["min_players"], "games": 2})
    json.loads(w.lab_spec(spec))
    results = [json.loads(w.lab_play(spec, i)).get("value") for i in range(2)]
    json.loads(w.lab_report(spec, json.dumps(results)))


def named_imports(package: pathlib.Path) -> set[str]:
    """Modules the wheel's browser-side code imports by name (``import x``, ``from x import``)."""
    names: set[str] = set()
    for path in package.rglob("*.py"):
        if NOT_IN_BROWSER & set(path.relative_to(package).parts):
            continue
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Import):
                names.update(a.name for a in node.names)
            elif isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
                names.add(node.module)
    return names


async def drive_site(micropip_wheel: str, wheel: str, quick: bool = False) -> None:
    """What the page does, for every game (``quick``: at its smallest player count only).
    ``micropip_wheel``: a host path (Node's loadPackage reads it); ``wheel``: a path in
    Pyodide's file system."""
    await pyodide_js.loadPackage(micropip_wheel, to_js({"checkIntegrity": False}, dict_converter=js.Object.fromEntries))
    import micropip
    await micropip.install("emfs:" + wheel)
    from pygame_rules import web_api as w
    for game in ok(w.games())["games"]:
        counts = [game["min_players"]] if quick else sorted({game["min_players"], game["max_players"]})
        for players in counts:
            play_through(w, game, players, every=SAMPLED_VIEWS if quick else 1)
        lab(w, game)
        print(f"{game['id']}: played through")


def write_list(out: str) -> None:
    """Every standard-library module imported so far, the wheel's named imports, CODECS."""
    stdlib = set(zipfile.ZipFile(FULL).namelist())

    def in_stdlib(module: str) -> bool:
        return bool(set(module_files(module)) & stdlib)

    import pygame_rules
    wanted = {m for m in sys.modules if in_stdlib(m)}
    wanted |= {m for m in named_imports(pathlib.Path(pygame_rules.__file__).parent) if in_stdlib(m)}
    wanted |= set(CODECS)
    header = ["# Standard-library modules the site ships (tools/stdlib_trim.py keeps only these).",
              "# Generated by tools/stdlib_modules.py; regenerate after changing imports or Pyodide."]
    pathlib.Path(out).write_text("\n".join(header + sorted(wanted)) + "\n", encoding="utf-8")
    print(f"{len(wanted)} modules written to {out}")


check = sys.argv[1:2] == ["--check"]
micropip_wheel, wheel, *out = sys.argv[2:] if check else sys.argv[1:]
await drive_site(micropip_wheel, "/host" + wheel, quick=check)
if not check:
    write_list("/host" + out[0])
