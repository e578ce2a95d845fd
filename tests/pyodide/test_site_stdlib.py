"""The site ships a trimmed standard library (build.py, tools/stdlib-modules.txt). Boot
Pyodide under Node from that zip alone, install the wheel with micropip as the page does,
and drive every game through ``pygame_rules.web_api`` to the end (bots, links, bad input,
the lab): a module missing from the list fails here with ImportError, not in a player's
browser."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))
import build  # noqa: E402

import pygame_rules

pytestmark = pytest.mark.skipif(not (ROOT / "node_modules" / "pyodide").exists(),
                                reason="npm ci has not run (./test.sh runs it)")


def test_every_game_runs_on_the_trimmed_standard_library(tmp_path):
    if not (build.DIST / "site-manifest.json").exists():
        build.build()
    manifest = json.loads((build.DIST / "site-manifest.json").read_text())
    stdlib = build.DIST / manifest["stdlib"]
    result = subprocess.run(
        ["node", str(ROOT / "tools" / "pyodide_run.mjs"), "--stdlib", str(stdlib),
         str(build.NODE_MODULES / "pyodide"), str(ROOT / "tools" / "stdlib_modules.py"), "--check",
         str(build.DIST / manifest["micropip"]), str(build.DIST / manifest["wheel"])],
        capture_output=True, text=True, timeout=1200)
    assert result.returncode == 0, result.stderr[-3000:]
    played = [line.split(":")[0] for line in result.stdout.splitlines() if line.endswith("played through")]
    assert sorted(played) == sorted(pygame_rules.list_games())
