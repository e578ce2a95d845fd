"""Long random runs with every invariant checked (issue 7).

    python -m benchmarks.invariants --games 200                 # every game, one process per core
    python -m benchmarks.invariants --games 1000 sedlec --jobs 2 --json out.json
    python -m benchmarks.invariants --replay skullminers 17     # one failing game again, verbosely

Each game plays ``N`` seeded random games (player counts in turn; random legal actions,
chance outcomes by their probabilities). It checks:

- after every action, the game's own invariants, ``State.check_invariants()`` (bounds,
  exclusive places; each game's ``invariants.py``), and conservation, ``State.conserved()``
  (cards, tokens, figures: once a key appears it stays equal to its first value);
- clone equality and independence: a clone equals the original (views, record, legal
  actions) and acting on the clone leaves the original as it was. After every action with
  ``--every-action`` (the CI test's setting); otherwise at the same sampled plies as the
  round trips below, since comparing every view twice per action makes ESKELETOS about
  1,000 times slower than play and 10^5 games would take weeks;
- the record round trip: replaying ``to_record()`` gives the same state (checked
  incrementally: a replica fed the same actions through ``from_record`` of the record so far
  at a few plies, and fully at the end);
- the link round trip: ``decode_link(encode_link(record))`` is the record, at the end and at
  a few plies.

A failure is reported with game, player count, seed and action index, and
``--replay GAME SEED`` plays that game again and stops at the failure. Output: a table
(games, actions, failures, CPU seconds, games per CPU second, per game) and a JSON file.
``--journal-dir DIR`` writes each finished chunk of 100 games there, so a 10^5-game run can be
stopped and started again (with the same arguments) over several sittings.
"""

from __future__ import annotations

import argparse
import contextlib
import json
import marshal
import os
import random
import sys
import time
import traceback
from concurrent.futures import ProcessPoolExecutor, as_completed
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import Any

ROUND_TRIPS_PER_GAME = 1
"""Plies per game (besides the end) at which record and link round trips run in full. One
random ply in 1..399 (a link shared mid-game) besides the end, which replays the whole game:
with three, the mid-game replays cost Skullminers more than the rest of its checks (56 ms
against 42 ms a game, 1 Dec 2026) and would not fit the 10^5-game runs in a session."""
CHUNK = 100
"""Games per chunk: a process's unit of work and a journal line."""
SAMPLED_PLIES = 10
"""Without ``every_action``: plies per game (besides the end) with clone and round-trip checks."""


@dataclass
class Failure:
    game: str
    players: int
    seed: int
    action_index: int
    check: str
    message: str


@dataclass
class Tally:
    game: str
    games: int = 0
    actions: int = 0
    seconds: float = 0.0
    failures: list[Failure] = field(default_factory=list)


def players_for(game_id: str, seed: int) -> int:
    """The player count of game ``seed``: every allowed count in turn."""
    import pygame_rules as pr

    game = pr.get_game(game_id)
    return game.min_players + seed % (game.max_players - game.min_players + 1)


def fingerprint(state: Any) -> bytes:
    """Everything observable: every seat's and the spectator's view, the record, the legal
    actions, scores and winners, packed by ``marshal`` (a C serialiser, about 6x faster than
    the JSON text it stands for). Compare two with :func:`same`, never with ``==``."""
    views = [state.view(p) for p in [None, *range(state.num_players)]]
    observed = [views, state.to_record(), state.legal_actions(), state.scores(), state.winners()]
    try:
        return marshal.dumps(observed, _MARSHAL_VERSION)
    except ValueError:  # a value marshal cannot pack: the JSON text itself
        return _JSON_MARK + _json_text(observed).encode("utf-8")


_MARSHAL_VERSION = 2
"""No shared references (version 3 adds them), so equal values pack to equal bytes however
they share objects; ints, floats, bools, lists and tuples stay apart by type and order."""
_JSON_MARK = b"json:"


def _json_text(observed: Any) -> str:
    return json.dumps(observed, sort_keys=True, default=repr)


def same(a: bytes, b: bytes) -> bool:
    """Whether two fingerprints show the same JSON, as ``json.dumps(sort_keys=True)`` gives
    it: equal bytes are the same values of the same types in the same order, so the JSON is
    built only when the bytes differ (keys in another order, a tuple for a list)."""
    if a == b:
        return True
    as_json = [f[len(_JSON_MARK):].decode("utf-8") if f.startswith(_JSON_MARK) else _json_text(marshal.loads(f))
               for f in (a, b)]
    return as_json[0] == as_json[1]


class InvariantFailure(Exception):
    def __init__(self, check: str, message: str) -> None:
        super().__init__(f"{check}: {message}")
        self.check = check


def _expect(ok: bool, check: str, message: str) -> None:
    if not ok:
        raise InvariantFailure(check, message)


def _random_action(state: Any, rng: random.Random) -> str:
    from pygame_rules.bots import sample_chance

    return sample_chance(state, rng) if state.is_chance_node() else rng.choice(state.legal_actions())


def check_conservation(state: Any, first: dict[str, Any]) -> None:
    """``state.check_invariants()`` and ``state.conserved()`` against the first value of each
    key (``first`` is filled in as keys appear). Raises InvariantFailure."""
    from pygame_rules.core import InvariantError

    try:
        state.check_invariants()
    except InvariantError as exc:
        raise InvariantFailure("invariant", str(exc)) from exc
    now = state.conserved()
    for key in first:
        _expect(key in now, "conservation", f"{key} is no longer counted")
    for key, value in now.items():
        was = first.setdefault(key, value)
        if value != was:  # the message only on failure: formatting a whole deck costs more than the check
            raise InvariantFailure("conservation", f"{key}: {value} != {was}")


def check_clone(state: Any, rng: random.Random, before: bytes) -> None:
    """A clone equals the original; two actions on the clone leave the original unchanged."""
    copy = state.clone()
    _expect(same(fingerprint(copy), before), "clone", "a clone differs from its original")
    for _ in range(2):
        if copy.is_terminal():
            break
        copy.apply(_random_action(copy, random.Random(rng.random())))
    _expect(same(fingerprint(state), before), "clone", "acting on a clone changed the original")


def check_round_trips(state: Any, before: bytes) -> None:
    """Replaying the record gives the same state; the link decodes to the record."""
    import pygame_rules as pr

    record = state.to_record()
    _expect(same(fingerprint(pr.from_record(record)), before), "record", "replaying the record gave another state")
    _expect(pr.decode_link(pr.encode_link(record)) == record, "link", "the link did not decode to the record")


def play_checked(game_id: str, seed: int, every_action: bool = True) -> tuple[int, Failure | None]:
    """Play random game ``seed`` of ``game_id``, checking invariants and conservation after
    every action, clones after every action (``every_action``) or at sampled plies, and the
    record and link round trips at sampled plies and at the end. Returns ``(actions
    applied, the first failure or None)``."""
    import pygame_rules as pr

    players = players_for(game_id, seed)
    rng = random.Random(f"{game_id}/{seed}")
    clone_rng = random.Random(f"{game_id}/{seed}/clones")  # apart: --every-action plays the same game
    state = pr.get_game(game_id).new_game(players)
    first: dict[str, Any] = {}
    round_trip_at = set(rng.sample(range(1, 400), ROUND_TRIPS_PER_GAME))
    sampled = set(rng.sample(range(1, 1500), SAMPLED_PLIES)) | round_trip_at  # clone checks unless every_action
    try:
        check_conservation(state, first)
        while not state.is_terminal():
            state.apply(_random_action(state, rng))
            check_conservation(state, first)
            ply = len(state.history)
            if every_action or ply in sampled or state.is_terminal():
                before = fingerprint(state)
                check_clone(state, clone_rng, before)
            if ply in round_trip_at or state.is_terminal():
                check_round_trips(state, before)
    except InvariantFailure as exc:
        return len(state.history), Failure(game_id, players, seed, len(state.history) - 1, exc.check, str(exc))
    except Exception as exc:  # noqa: BLE001 - a crash is a failure to report, with where it happened
        message = f"{type(exc).__name__}: {exc}"
        return len(state.history), Failure(game_id, players, seed, len(state.history) - 1, "crash", message)
    return len(state.history), None


def run_chunk(game_id: str, seeds: list[int], every_action: bool = True) -> Tally:
    """Play the given seeds of one game (one worker process's share). ``seconds``: CPU
    seconds of this process, so a busy machine does not skew the rate."""
    tally = Tally(game_id)
    start = time.process_time()
    for seed in seeds:
        actions, failure = play_checked(game_id, seed, every_action)
        tally.games += 1
        tally.actions += actions
        if failure:
            tally.failures.append(failure)
    tally.seconds = time.process_time() - start
    return tally


def chunks(count: int, first_seed: int = 0) -> list[list[int]]:
    """The seeds ``first_seed .. first_seed + count - 1`` cut into chunks of at most
    :data:`CHUNK` (at least four chunks, so small runs spread over the cores). A chunk is the
    unit of work of one process and of one journal line."""
    size = max(1, min(CHUNK, -(-count // 4)))
    return [list(range(first_seed + i, first_seed + min(count, i + size))) for i in range(0, count, size)]


def journal_path(directory: str | Path, game_id: str, count: int, first_seed: int, every_action: bool) -> Path:
    """The journal of one game's run in ``directory``: one JSON line per finished chunk."""
    every = "-every-action" if every_action else ""
    return Path(directory) / f"invariants-{game_id}-{count}-from-{first_seed}{every}.jsonl"


def _play_chunk(task: tuple[str, int, list[int], bool]) -> tuple[str, int, Tally]:
    game_id, index, seeds, every_action = task
    return game_id, index, run_chunk(game_id, seeds, every_action)


def _merge(into: Tally, part: Tally) -> None:
    into.games += part.games
    into.actions += part.actions
    into.seconds += part.seconds
    into.failures += part.failures


def _from_line(game_id: str, line: dict[str, Any]) -> Tally:
    return Tally(game_id, line["games"], line["actions"], line["seconds"], [Failure(**f) for f in line["failures"]])


def run(games: list[str], count: int, jobs: int, first_seed: int = 0, every_action: bool = True,
        journal_dir: str | Path | None = None, progress: bool = False) -> list[Tally]:
    """``count`` checked games of each game id on ``jobs`` processes (``every_action``: see
    :func:`play_checked`). Per game: games, actions, failures and CPU seconds.

    ``journal_dir``: each finished chunk of games is written there as it ends
    (:func:`journal_path`); a run stopped part way and started again with the same
    arguments plays only the chunks missing. Raises ValueError for a file in the way that is
    another run's journal."""
    from pygame_rules.cli.common import ProgressBar
    from pygame_rules.cli.parallel import read_journal

    results: dict[str, Tally] = {g: Tally(g) for g in games}
    tasks, journals = [], {}
    for game_id in games:
        parts = chunks(count, first_seed)
        done: dict[int, dict[str, Any]] = {}
        if journal_dir is not None:
            Path(journal_dir).mkdir(parents=True, exist_ok=True)
            journals[game_id] = journal_path(journal_dir, game_id, count, first_seed, every_action)
            spec = {"run": "invariants", "game": game_id, "games": count, "first_seed": first_seed,
                    "every_action": every_action, "chunks": len(parts)}
            done = read_journal(journals[game_id], spec, items=len(parts))
        for line in done.values():
            _merge(results[game_id], _from_line(game_id, line))
        tasks += [(game_id, i, seeds, every_action) for i, seeds in enumerate(parts) if i not in done]
    already = sum(t.games for t in results.values())
    bar = ProgressBar(count * len(games), "checked games", already=already) if progress else None
    with contextlib.ExitStack() as stack:
        out = {g: stack.enter_context(open(path, "a", encoding="utf-8")) for g, path in journals.items()}
        if jobs == 1 or len(tasks) <= 1:
            finished = map(_play_chunk, tasks)
        else:
            pool = stack.enter_context(ProcessPoolExecutor(max_workers=jobs))
            finished = (f.result() for f in as_completed([pool.submit(_play_chunk, t) for t in tasks]))
        for game_id, index, tally in finished:
            _merge(results[game_id], tally)
            if game_id in out:
                line = dict(asdict(tally), index=index)
                del line["game"]
                out[game_id].write(json.dumps(line) + "\n")
                out[game_id].flush()
            if bar:
                bar.update(sum(t.games for t in results.values()))
    if bar:
        bar.close()
    return [results[g] for g in games]


def table(tallies: list[Tally]) -> str:
    """The printed table: game, games, actions, failures, CPU seconds, games per CPU second."""
    rows = [f"{'game':<20}{'games':>8}{'actions':>11}{'failures':>10}{'CPU s':>10}{'games/CPU s':>13}"]
    for t in tallies:
        rate = t.games / t.seconds if t.seconds else 0.0
        rows.append(f"{t.game:<20}{t.games:>8}{t.actions:>11}{len(t.failures):>10}{t.seconds:>10.1f}{rate:>13.2f}")
    for t in tallies:
        for f in t.failures[:10]:
            rows.append(f"FAIL {f.game} {f.players}p seed {f.seed} action {f.action_index}: {f.message}"
                        f"  (replay: python -m benchmarks.invariants --replay {f.game} {f.seed})")
    return "\n".join(rows)


def replay(game_id: str, seed: int) -> int:
    """Play one game again, checking clones after every action, and print where it fails
    (or that it passes). Exit status."""
    try:
        actions, failure = play_checked(game_id, seed, every_action=True)
    except Exception:  # noqa: BLE001
        traceback.print_exc()
        return 1
    if failure is None:
        print(f"{game_id} seed {seed}: {actions} actions, every check passed")
        return 0
    print(f"{game_id} {failure.players}p seed {seed}: fails at action {failure.action_index}: {failure.message}")
    return 1


def main(argv: list[str] | None = None) -> int:
    import pygame_rules as pr

    parser = argparse.ArgumentParser(prog="python -m benchmarks.invariants", description=__doc__.split("\n")[0])
    parser.add_argument("games_ids", nargs="*", metavar="GAME", help="game ids (default: every registered game)")
    parser.add_argument("--games", type=int, default=100, help="random games per game (default 100)")
    parser.add_argument("--jobs", type=int, default=os.cpu_count() or 1, help="worker processes (default: cores)")
    parser.add_argument("--seed", type=int, default=0, help="first seed (default 0)")
    parser.add_argument("--json", default="invariants.json", help="where to write the results (default invariants.json)")
    parser.add_argument("--every-action", action="store_true",
                        help="clone checks after every action, not at sampled plies (about 1,000x slower)")
    parser.add_argument("--journal-dir", metavar="DIR", default=None,
                        help="write each finished chunk of games there; run again with the same arguments to go on")
    parser.add_argument("--replay", nargs=2, metavar=("GAME", "SEED"), help="play one game again and report")
    args = parser.parse_args(argv)
    if args.replay:
        return replay(args.replay[0], int(args.replay[1]))
    games = args.games_ids or pr.list_games()
    tallies = run(games, args.games, max(1, args.jobs), args.seed, args.every_action, args.journal_dir, progress=True)
    print(table(tallies))
    out = {"games_per_game": args.games, "jobs": args.jobs, "every_action": args.every_action, "first_seed": args.seed, "python": sys.version.split()[0],
           "results": [dict(asdict(t), games_per_cpu_second=round(t.games / t.seconds, 3) if t.seconds else None)
                       for t in tallies]}
    with open(args.json, "w", encoding="utf-8") as fh:
        json.dump(out, fh, indent=2)
    print(f"written {args.json}")
    return 1 if any(t.failures for t in tallies) else 0


if __name__ == "__main__":
    sys.exit(main())
