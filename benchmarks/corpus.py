"""A corpus of seeded random games, to prove that a refactoring changed no behaviour.

    python -m benchmarks.corpus record DIR                 # every game, player count and option
    python -m benchmarks.corpus record DIR skullminers --games 40
    python -m benchmarks.corpus compare DIR                # exit status 1 at the first difference
    python -m benchmarks.corpus show DIR CONFIG GAME STEP  # one step's full record, as JSON

``record`` plays ``--games`` random games (seeded: game ``i`` of a configuration draws from
``random.Random("corpus/<config>/<i>")``) of each configuration: every game at every player
count with every combination of its options' values. At every step it fingerprints, through
the public API: the player to act; the legal actions, or the chance outcomes with their
probabilities and the chance kind; ``action_info`` of every legal action;
``private_decision`` and ``undo_point``; every seat's and the spectator's view; the scores;
then, once the action chosen is applied, each seat's and the spectator's reading of its log
line and of what it touched, and whether it revealed something. Every ``--every``-th step
also fingerprints, for every seat, a determinization (``resample_from_infostate`` with a
seeded generator: its views, player to act and legal actions), the search path (a clone
that applies the action with ``apply_legal``: its spectator view, player and legal
actions) and what the game conserves. At the end: scores, winners, the end reason, rounds,
seat labels and components.

Each part of a step is hashed (SHA-256 of its canonical JSON, 16 hex digits kept); the
files (``DIR/<config>.json.gz``) hold per game the actions played and per step the hashes
of its parts. ``compare`` plays the same games again with the code checked out now and
reports, per configuration, the first step that differs: which parts, the actions that led
there, and the parts as the code gives them now. ``show`` prints one step's parts in full
(run it on both commits, e.g. from a ``git worktree`` of the base, and diff the outputs).

Cost: about 8 minutes of one core, 17 MB of files, for the corpus the flow core's ports were
checked against (per configuration: Sedlec 100 games, Skullminers 40, Court of the Dead 20,
ESKELETOS 10; record each game with its own ``--games``). The files belong to one machine's
check: do not commit them.
"""

from __future__ import annotations

import argparse
import gzip
import hashlib
import itertools
import json
import random
import sys
import time
from pathlib import Path
from typing import Any, Iterator

import pygame_rules as pr
from pygame_rules.bots import sample_chance
from pygame_rules.core.state import _reading, _touch_reading

DIGEST = 16
"""Hex digits kept of each SHA-256."""
FORMAT = 1


def configs(games: list[str] | None = None) -> list[tuple[str, int, dict[str, Any]]]:
    """``(game id, players, options)`` for every player count and every combination of the
    games' option values."""
    out = []
    for game_id in games or pr.list_games():
        game = pr.get_game(game_id)
        names = sorted(game.options)
        for players in range(game.min_players, game.max_players + 1):
            for values in itertools.product(*(game.options[n][1] for n in names)):
                out.append((game_id, players, dict(zip(names, values))))
    return out


def config_id(game_id: str, players: int, options: dict[str, Any]) -> str:
    """``skullminers-2p-blind_claims=True``."""
    opts = ",".join(f"{k}={v}" for k, v in sorted(options.items()))
    return f"{game_id}-{players}p" + (f"-{opts}" if opts else "")


def _canonical(value: Any) -> str:
    return json.dumps(value, sort_keys=True, separators=(",", ":"), default=repr, ensure_ascii=False)


def digest(value: Any) -> str:
    """The first :data:`DIGEST` hex digits of the SHA-256 of ``value``'s canonical JSON."""
    return hashlib.sha256(_canonical(value).encode()).hexdigest()[:DIGEST]


def _viewers(state: pr.State) -> list[int | None]:
    return [None, *range(state.num_players)]


def _after(state: pr.State) -> dict[str, Any]:
    """What a state shows right after an action (or at setup): who acts, what is legal."""
    chance = state.is_chance_node()
    return {"player": state.current_player,
            "legal": state.chance_outcomes() if chance else state.legal_actions()}


def step_parts(state: pr.State, action: str, rng_tag: str, sampled: bool) -> dict[str, Any]:
    """Every part of one step: the position before ``action`` and what applying it says.
    Applies ``action`` to ``state``."""
    parts: dict[str, Any] = {}
    player = state.current_player
    parts["player"] = player
    if state.is_chance_node():
        parts["legal"] = state.chance_outcomes()
        parts["chance_kind"] = repr(state.chance_kind())
    else:
        legal = state.legal_actions()
        parts["legal"] = legal
        parts["info"] = [state.action_info(a) for a in legal]
        parts["private"] = state.private_decision(player)
    parts["undo"] = [state.undo_point(s) for s in range(state.num_players)]
    for viewer in _viewers(state):
        parts[f"view:{viewer}"] = state.view(viewer)
    parts["scores"] = state.scores()
    if sampled:
        parts.update(_sampled(state, action, rng_tag))
    state.apply(action)
    parts["action"] = action
    parts["log"] = {str(v): _reading(state._log[-1], v) for v in _viewers(state)}
    parts["touched"] = {str(v): state.touched(-1, v) for v in _viewers(state)}
    parts["reveal"] = state.reveals_at(-1)
    return parts


def _sampled(state: pr.State, action: str, rng_tag: str) -> dict[str, Any]:
    """The expensive parts, at some steps: determinizations, the search path, conservation."""
    parts: dict[str, Any] = {"conserved": state.conserved()}
    if not state.is_terminal():
        for seat in range(state.num_players):
            det = state.resample_from_infostate(seat, random.Random(f"{rng_tag}/det/{seat}"))
            parts[f"det:{seat}"] = {**_after(det), "views": [det.view(v) for v in _viewers(det)]}
    fast = state.clone()
    fast.apply_legal(action)
    parts["fast"] = {**_after(fast), "view": fast.view(None)} if not fast.is_terminal() else {"view": fast.view(None)}
    return parts


def end_parts(state: pr.State) -> dict[str, Any]:
    """What a finished game says of itself."""
    return {"scores": state.scores(), "winners": state.winners(), "end_reason": state.end_reason(),
            "rounds": state.rounds_played(), "labels": state.seat_labels(), "components": state.components(),
            "views": [state.view(v) for v in _viewers(state)], "record": state.to_record()}


def play(game_id: str, players: int, options: dict[str, Any], index: int, every: int,
         actions: list[str] | None = None) -> Iterator[tuple[int, dict[str, Any]]]:
    """The steps of game ``index`` of a configuration, as ``(step, parts)``; the last is
    ``(-1, end parts)``. ``actions``: play these instead of choosing (a replay)."""
    cid = config_id(game_id, players, options)
    rng = random.Random(f"corpus/{cid}/{index}")
    state = pr.get_game(game_id).new_game(players, options or None)
    step = 0
    while not state.is_terminal():
        if actions is not None:
            if step >= len(actions):
                break
            action = actions[step]
        else:
            action = sample_chance(state, rng) if state.is_chance_node() else rng.choice(state.legal_actions())
        yield step, step_parts(state, action, f"{cid}/{index}/{step}", step % every == 0)
        step += 1
    yield -1, end_parts(state)


def record_config(game_id: str, players: int, options: dict[str, Any], games: int, every: int) -> dict[str, Any]:
    """Play and fingerprint ``games`` games of one configuration."""
    out = []
    for index in range(games):
        steps: list[dict[str, str]] = []
        actions: list[str] = []
        end: dict[str, str] = {}
        for step, parts in play(game_id, players, options, index, every):
            hashed = {name: digest(value) for name, value in parts.items()}
            if step < 0:
                end = hashed
            else:
                actions.append(parts["action"])
                steps.append(hashed)
        out.append({"index": index, "actions": actions, "steps": steps, "end": end})
    return {"format": FORMAT, "game": game_id, "players": players, "options": options, "every": every,
            "games": out}


def _path(directory: Path, cid: str) -> Path:
    return directory / f"{cid}.json.gz"


def record(directory: Path, games: list[str] | None, count: int, every: int) -> None:
    directory.mkdir(parents=True, exist_ok=True)
    for game_id, players, options in configs(games):
        cid = config_id(game_id, players, options)
        start = time.process_time()
        data = record_config(game_id, players, options, count, every)
        steps = sum(len(g["steps"]) for g in data["games"])
        with gzip.open(_path(directory, cid), "wt") as f:
            json.dump(data, f, separators=(",", ":"))
        print(f"{cid:<45} {count:>3} games {steps:>7} steps {time.process_time() - start:7.1f} s", flush=True)


def _first_difference(data: dict[str, Any], recorded: dict[str, Any]) -> str | None:
    """Replay one recorded game; a report of its first differing step, or None."""
    game_id, players, options, every = data["game"], data["players"], data["options"], data["every"]
    steps = recorded["steps"]
    for step, parts in play(game_id, players, options, recorded["index"], every):
        expected = recorded["end"] if step < 0 else steps[step] if step < len(steps) else None
        if expected is None:
            return f"step {step}: the game goes on past its recorded end ({len(steps)} steps)"
        hashed = {name: digest(value) for name, value in parts.items()}
        if hashed != expected:
            names = sorted(set(hashed) | set(expected))
            differ = [n for n in names if hashed.get(n) != expected.get(n)]
            where = "end" if step < 0 else f"step {step}"
            lines = [f"{where}: differs in {', '.join(differ)}",
                     f"  actions before it (last 8 of {max(step, 0) if step >= 0 else len(steps)}): "
                     f"{recorded['actions'][:step][-8:] if step >= 0 else recorded['actions'][-8:]}"]
            for n in differ:
                now = _canonical(parts.get(n, "<missing>"))
                lines.append(f"  {n} now: {now[:1500]}{'...' if len(now) > 1500 else ''}")
            return "\n".join(lines)
        if step >= 0 and parts["action"] != recorded["actions"][step]:
            return f"step {step}: played {parts['action']!r}, recorded {recorded['actions'][step]!r}"
    return None


def compare(directory: Path, games: list[str] | None) -> bool:
    """Replay every recorded configuration; True when all are identical."""
    files = sorted(directory.glob("*.json.gz"))
    if not files:
        print(f"no corpus in {directory}")
        return False
    same = True
    for path in files:
        with gzip.open(path, "rt") as f:
            data = json.load(f)
        if games and data["game"] not in games:
            continue
        cid = config_id(data["game"], data["players"], data["options"])
        start = time.process_time()
        report = None
        for recorded in data["games"]:
            report = _first_difference(data, recorded)
            if report is not None:
                report = f"game {recorded['index']}, {report}"
                break
        steps = sum(len(g["steps"]) for g in data["games"])
        status = "identical" if report is None else "DIFFERS"
        print(f"{cid:<45} {len(data['games']):>3} games {steps:>7} steps {time.process_time() - start:7.1f} s  {status}",
              flush=True)
        if report is not None:
            print("  " + report.replace("\n", "\n  "))
            same = False
    return same


def show(directory: Path, cid: str, index: int, step: int) -> None:
    """Print the parts of one step (``step`` -1: the end) as the code gives them now."""
    with gzip.open(_path(directory, cid), "rt") as f:
        data = json.load(f)
    recorded = data["games"][index]
    for at, parts in play(data["game"], data["players"], data["options"], index, data["every"],
                          recorded["actions"]):
        if at == step or (step < 0 and at < 0):
            print(json.dumps(parts, indent=1, sort_keys=True, default=repr, ensure_ascii=False))
            return
    print(f"no step {step} in game {index} of {cid}")


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    sub = parser.add_subparsers(dest="command", required=True)
    rec = sub.add_parser("record", help="play and fingerprint the corpus")
    rec.add_argument("directory", type=Path)
    rec.add_argument("games", nargs="*", help="game ids (default: every registered game)")
    rec.add_argument("--games", dest="count", type=int, default=20, help="games per configuration")
    rec.add_argument("--every", type=int, default=25, help="fingerprint determinizations every N steps")
    cmp = sub.add_parser("compare", help="replay the corpus and report the first difference")
    cmp.add_argument("directory", type=Path)
    cmp.add_argument("games", nargs="*", help="game ids (default: every recorded game)")
    sh = sub.add_parser("show", help="print one step's parts in full")
    sh.add_argument("directory", type=Path)
    sh.add_argument("config", help="e.g. skullminers-2p-blind_claims=True")
    sh.add_argument("game", type=int)
    sh.add_argument("step", type=int, help="-1: the end")
    args = parser.parse_args(argv)
    if args.command == "record":
        record(args.directory, args.games or None, args.count, args.every)
    elif args.command == "compare":
        sys.exit(0 if compare(args.directory, args.games or None) else 1)
    else:
        show(args.directory, args.config, args.game, args.step)


if __name__ == "__main__":
    main()
