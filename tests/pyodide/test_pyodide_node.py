"""The engine under Pyodide in Node (issue 2, part 6): the unit and conformance tests run
again inside Pyodide, and the same records give the same states and scores in CPython
and in Pyodide.

Pyodide comes from the repository's ``node_modules/pyodide`` (``npm ci``; version pinned
in package.json). One Node process loads it once for this module (node_host.mjs) with
the repository mounted at /repo; pytest and hypothesis come as pure-Python wheels for
Python 3.14 from PyPI (cached in vendor/), since the npm package carries no wheels.
Skipped only when node_modules/pyodide is absent and CI is not set; in CI it must run.
"""

from __future__ import annotations

import json
import os
import queue
import shutil
import subprocess
import sys
import threading
import zipfile
from pathlib import Path

import pytest

HERE = Path(__file__).resolve().parent
REPO = HERE.parents[1]
if str(HERE) not in sys.path:  # engine_parity sits beside this file, whatever pytest's import mode
    sys.path.insert(0, str(HERE))

import engine_parity  # noqa: E402
PYODIDE_DIR = REPO / "node_modules" / "pyodide"
ENGINE_TESTS = ["tests/unit", "tests/conformance"]
NOT_IN_PYODIDE = [  # whole sealed games over links: Pyodide plays them in tests/e2e/test_sealed_play.py
    "tests/unit/sealed/test_protocol.py", "tests/unit/sealed/test_court.py", "tests/unit/sealed/test_secrecy.py",
    "tests/unit/sealed/test_web.py", "tests/unit/sealed/test_verify_cli.py", "tests/unit/sealed/test_eskeletos.py",
    "tests/unit/sealed/test_skullminers.py",
]
DESELECTED_IN_PYODIDE = [  # the longest playouts inside Pyodide: 39, 20, 13 and 12 s of a 359 s run under load
    f"tests/conformance/test_playouts.py::test_random_playouts[{config}]"
    for config in ("eskeletos-3p", "eskeletos-4p", "court_of_the_dead-3p", "court_of_the_dead-4p")
] + [  # the next longest random games inside Pyodide: 3-8 s each, 31 s of 133 alone (7 Dec 2026)
    "tests/conformance/test_undo_reveals.py::test_every_game_with_decided_hidden_information_has_reveals",
    "tests/conformance/test_invariants.py::test_a_stopped_run_goes_on_from_its_journal",
    "tests/conformance/test_invariants.py::test_random_games_keep_every_invariant[eskeletos]",
    "tests/conformance/test_chance_kinds.py::test_every_chance_node_states_its_kind_and_keeps_it[eskeletos]",
    *(f"tests/unit/core/test_hidden_facts.py::test_snapshot_of_a_seat_never_names_what_other_seats_hide[{config}]"
      for config in ("court_of_the_dead-4p", "eskeletos-4p")),
]
"""Left to CPython, to keep ./test.sh within its 20 minutes: each plays random games (the
journal test: the resume of the invariant benchmark, a tool run by hand in CPython), and CPython
runs them in full. Inside Pyodide, other random games of every game and seat count are compared
step by step with CPython (views, legal actions, log, scores:
test_same_records_same_states_and_scores), and the parametrized ones among them still run there
for their other games and seat counts."""
TEST_TOOLS = ["pytest==9.2.0", "hypothesis==6.155.7"]  # pip adds their dependencies
TEST_TOOL_NAMES = {"pytest", "pluggy", "iniconfig", "packaging", "pygments", "hypothesis", "sortedcontainers"}
# The counts inside Pyodide; each comment names the constant CPython runs with instead.
PLAYOUTS_IN_PYODIDE = 4       # conformance playouts per game, one per configuration (harness.PLAYOUTS_PER_GAME)
SPELLING_PLAYOUTS_IN_PYODIDE = 2  # playouts of the spelling checks (test_spellings.PLAYOUTS)
SAMPLES_PER_PLAYOUT_IN_PYODIDE = 3  # sampled steps per playout (harness.SAMPLES_PER_PLAYOUT, a share of all playouts)
FUZZ_EXAMPLES_IN_PYODIDE = 10  # hypothesis examples of the record fuzzing (test_fuzz.FUZZ_EXAMPLES)
PAIRS_IN_PYODIDE = 5          # determinization pairs per configuration (test_determinization.PAIRS_PER_CONFIG)
REVEAL_RATE_IN_PYODIDE = 0.05  # share of decisions the undo-reveal check probes (test_undo_reveals.PROBE_RATE)


def _parity_games() -> list[tuple[str, int, int]]:
    """40 Sedlec games (2 and 3 players), and 3 games of every other registered game."""
    import pygame_rules as pr

    games = [("sedlec", 2 + seed % 2, seed) for seed in range(40)]
    for game_id in pr.list_games():
        if game_id != "sedlec":
            game = pr.get_game(game_id)
            span = game.max_players - game.min_players + 1
            games += [(game_id, game.min_players + seed % span, seed) for seed in range(3)]
    return games


PARITY_GAMES = _parity_games()
LOAD_TIMEOUT = 180
RUN_TIMEOUT = 1500

pytestmark = pytest.mark.pyodide


def _unavailable() -> str | None:
    if not (PYODIDE_DIR / "pyodide.mjs").is_file():
        return f"{PYODIDE_DIR} is absent: run `npm ci` in the repository"
    if shutil.which("node") is None:
        return "node is not on PATH"
    return None


def _test_tool_wheels() -> list[Path]:
    """Pure-Python wheels of the test tools for Pyodide's Python (3.14), fetched from PyPI once
    and cached in vendor/. They cannot be copied from this interpreter: its tools may be built
    for its own platform (hypothesis ships compiled parts for CPython since 6.156)."""
    cache = REPO / "vendor" / "pyodide-test-wheels"
    wheels = sorted(cache.glob("*.whl"))
    if not {w.name.split("-")[0].lower() for w in wheels} >= TEST_TOOL_NAMES:
        cache.mkdir(parents=True, exist_ok=True)
        subprocess.run(
            [sys.executable, "-m", "pip", "download", "-q", "--only-binary=:all:", "--platform", "any",
             "--implementation", "py", "--python-version", "3.14", "-d", str(cache), *TEST_TOOLS],
            check=True,
        )
        wheels = sorted(cache.glob("*.whl"))
    return wheels


class PyodideHost:
    """One Node process running node_host.mjs; :meth:`run` executes Python code in it."""

    def __init__(self, site: Path, log: Path) -> None:
        self.log_path = log
        self._log = open(log, "w", encoding="utf-8")
        self.proc = subprocess.Popen(
            ["node", str(HERE / "node_host.mjs"), str(PYODIDE_DIR), str(REPO), str(site)],
            stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=self._log, text=True, encoding="utf-8",
        )
        self._answers: queue.Queue = queue.Queue()
        threading.Thread(target=self._read, daemon=True).start()
        self._next = 0
        self.info = json.loads(self._answer(0, LOAD_TIMEOUT))

    def _read(self) -> None:
        for line in self.proc.stdout:
            self._answers.put(json.loads(line))
        self._answers.put(None)

    def _answer(self, request_id: int, timeout: float) -> str:
        try:
            answer = self._answers.get(timeout=timeout)
        except queue.Empty:
            raise AssertionError(f"Pyodide gave no answer in {timeout} s; log: {self.tail()}") from None
        if answer is None:
            raise AssertionError(f"node exited ({self.proc.poll()}); log: {self.tail()}")
        assert answer["id"] == request_id, answer
        if not answer["ok"]:
            raise AssertionError(f"Python inside Pyodide failed: {answer['error']}")
        return answer["result"]

    def run(self, code: str, timeout: float = RUN_TIMEOUT) -> str:
        """Run ``code`` (its last expression is the answer, as text)."""
        self._next += 1
        self.proc.stdin.write(json.dumps({"id": self._next, "code": code}) + "\n")
        self.proc.stdin.flush()
        return self._answer(self._next, timeout)

    def call(self, function: str, *args: object, timeout: float = RUN_TIMEOUT) -> str:
        """``engine_parity.<function>(*args)`` inside Pyodide; its string result."""
        return self.run(f"import engine_parity, json\nengine_parity.{function}(*json.loads({json.dumps(json.dumps(args))}))",
                        timeout)

    def tail(self) -> str:
        self._log.flush()
        return self.log_path.read_text(encoding="utf-8", errors="replace")[-4000:]

    def close(self) -> None:
        if self.proc.poll() is None:
            self.proc.stdin.close()
            try:
                self.proc.wait(timeout=30)
            except subprocess.TimeoutExpired:
                self.proc.kill()
        self._log.close()


@pytest.fixture(scope="module")
def pyodide(tmp_path_factory):
    reason = _unavailable()
    if reason:
        if os.environ.get("CI"):
            pytest.fail(f"CI is set and the Pyodide tests cannot run: {reason}")
        pytest.skip(reason)
    site = tmp_path_factory.mktemp("pyodide-site")
    for wheel in _test_tool_wheels():
        with zipfile.ZipFile(wheel) as archive:
            archive.extractall(site)
    (site / "pytest.ini").write_text("[pytest]\n", encoding="utf-8")
    host = PyodideHost(site, tmp_path_factory.mktemp("pyodide-log") / "node.log")
    try:
        host.run(
            "import os, sys\n"
            "sys.dont_write_bytecode = True\n"       # never write .pyc files into the mounted repo
            "sys.path[:0] = ['/repo', '/repo/tests/pyodide', '/site']\n"
            f"os.environ['PYGAME_RULES_PLAYOUTS'] = '{PLAYOUTS_IN_PYODIDE}'\n"
            f"os.environ['PYGAME_RULES_SPELLING_PLAYOUTS'] = '{SPELLING_PLAYOUTS_IN_PYODIDE}'\n"
            f"os.environ['PYGAME_RULES_SAMPLES_PER_PLAYOUT'] = '{SAMPLES_PER_PLAYOUT_IN_PYODIDE}'\n"
            f"os.environ['PYGAME_RULES_FUZZ_EXAMPLES'] = '{FUZZ_EXAMPLES_IN_PYODIDE}'\n"
            f"os.environ['PYGAME_RULES_PAIRS'] = '{PAIRS_IN_PYODIDE}'\n"
            f"os.environ['PYGAME_RULES_REVEAL_RATE'] = '{REVEAL_RATE_IN_PYODIDE}'\n"
            "os.chdir('/tmp')\n"
            "import pygame_rules"
        )
        yield host
    finally:
        host.close()


def test_pyodide_runs_python_3_14_from_the_pinned_package(pyodide):
    """Issue 2: Pyodide from the npm package pinned in package.json; the engine there is
    the same source as here (CPython 3.11 and Pyodide's 3.14 both run it)."""
    pinned = json.loads((REPO / "package.json").read_text())["dependencies"]["pyodide"]
    assert pyodide.info["pyodide"] == pinned.lstrip("^~=")
    assert pyodide.info["python"].startswith("3.")
    print(f"\nPyodide {pyodide.info['pyodide']} (Python {pyodide.info['python']}) "
          f"loaded in {pyodide.info['load_seconds']:.1f} s")
    assert pyodide.run("import pygame_rules; pygame_rules.__file__").startswith("/repo/pygame_rules/")
    assert json.loads(pyodide.run("import json, pygame_rules; json.dumps(pygame_rules.list_games())")) == \
        __import__("pygame_rules").list_games()


def _left_out(prefix: str) -> list[str]:
    """pytest arguments that leave out :data:`NOT_IN_PYODIDE` (its paths under ``prefix``: ""
    here, "/repo/" inside Pyodide) and :data:`DESELECTED_IN_PYODIDE` (node ids from the root
    directory). The collection here and the run inside Pyodide both take them, so they collect
    the same set."""
    return ([f"--ignore={prefix}{path}" for path in NOT_IN_PYODIDE]
            + [f"--deselect={node}" for node in DESELECTED_IN_PYODIDE])


def _collected_here() -> set[str]:
    """Node ids of the engine tests as this CPython collects them."""
    out = subprocess.run(
        [sys.executable, "-m", "pytest", "--collect-only", "-q", "-p", "no:cacheprovider", *ENGINE_TESTS,
         *_left_out("")],
        cwd=REPO, capture_output=True, text=True, timeout=300,
    )
    assert out.returncode == 0, out.stdout[-3000:] + out.stderr[-3000:]
    return {line.strip() for line in out.stdout.splitlines() if "::" in line}


def test_engine_tests_pass_inside_pyodide(pyodide):
    """Issue 2: "the engine tests run again inside Pyodide": the unit and conformance tests
    collect the same in Pyodide as in CPython, and every one passes (fewer conformance
    playouts and fuzzing examples there). The sealed protocol's whole-game modules
    (:data:`NOT_IN_PYODIDE`) are left to the browser, where tests/e2e/test_sealed_play.py plays
    and verifies whole sealed games in Pyodide; its unit modules (groups, shuffles, chains,
    messages) run here. The longest random games (:data:`DESELECTED_IN_PYODIDE`) are left
    to CPython, to keep ./test.sh within its 20 minutes."""
    expected = _collected_here()
    args = ["-q", "-p", "no:cacheprovider", "-p", "no:faulthandler", "-c", "/site/pytest.ini",
            "--rootdir", "/repo", *[f"/repo/{path}" for path in ENGINE_TESTS],
            *_left_out("/repo/")]
    report = json.loads(pyodide.call("run_pytest", args))
    failures = report["failures"]
    assert not failures, "failed inside Pyodide:\n" + "\n\n".join(f"{k}\n{v}" for k, v in failures.items())
    assert report["exit"] == 0
    outcomes = report["outcomes"]
    passed = sorted(nodeid for nodeid, outcome in outcomes.items() if outcome == "passed")
    print(f"\ninside Pyodide: {len(passed)} passed, "
          f"{sum(1 for o in outcomes.values() if o == 'skipped')} skipped, of {len(expected)} collected in CPython")
    slowest = sorted(report["seconds"].items(), key=lambda kv: -kv[1])[:15]
    print("slowest inside Pyodide:\n" + "\n".join(f"{seconds:7.2f}s {nodeid}" for nodeid, seconds in slowest))
    assert set(report["collected"]) == expected, "Pyodide and CPython collect different tests"
    assert set(outcomes) == expected
    assert passed


def test_same_records_same_states_and_scores(pyodide):
    """Issue 2: "the same records give the same states and scores in CPython and in Pyodide":
    seeded random games made here, replayed in both; history, scores, winners, spectator
    view, log, link and a digest of every step's views and legal actions are identical.
    (This also catches rules that depend on string hashing or set order, which differ
    between interpreter runs.)"""
    records = [engine_parity.play_random(*spec) for spec in PARITY_GAMES]
    here = json.loads(engine_parity.fingerprints_json(json.dumps(records)))
    there = json.loads(pyodide.call("fingerprints_json", json.dumps(records)))
    assert len(there) == len(here) == len(PARITY_GAMES)
    differ = [f"{spec}: {sorted(k for k in mine if mine[k] != theirs.get(k))}"
              for spec, mine, theirs in zip(PARITY_GAMES, here, there) if mine != theirs]
    assert not differ, "CPython and Pyodide disagree on " + "; ".join(differ)


def test_same_seeds_make_the_same_games(pyodide):
    """The seeded drivers (random, sample_chance) make the same games in both interpreters,
    so a seed reported from the browser reproduces in CPython."""
    specs = PARITY_GAMES[::4]
    here = json.loads(engine_parity.games_json(json.dumps(specs)))
    there = json.loads(pyodide.call("games_json", json.dumps(specs)))
    differ = [spec for spec, mine, theirs in zip(specs, here, there) if mine != theirs]
    assert len(there) == len(specs) and not differ, f"different games from the same seeds: {differ}"
