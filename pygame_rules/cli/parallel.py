"""Run a batch of bot games on several processes (``multiprocessing``), with a progress bar and,
if asked, a journal that lets a stopped run go on where it was."""

from __future__ import annotations

import contextlib
import json
import multiprocessing
import os
from pathlib import Path
from typing import Any, Iterator

from ..lab import normalize_spec, play_game
from .common import ProgressBar


def _play(task: tuple[dict[str, Any], int]) -> dict[str, Any]:
    spec, index = task
    return play_game(spec, index)


def default_jobs() -> int:
    """Processes to use: every core this process may run on."""
    try:
        return len(os.sched_getaffinity(0))
    except AttributeError:  # not on Linux
        return os.cpu_count() or 1


def _batch(spec: Any) -> Any:
    """``spec`` without its number of games (what makes two journals the same batch)."""
    return {k: v for k, v in spec.items() if k != "games"} if isinstance(spec, dict) else spec


def read_journal(path: Path, spec: dict[str, Any], items: int | None = None) -> dict[int, dict[str, Any]]:
    """Results already in the journal ``path`` of batch ``spec`` (normalized), by index
    (``0 <= index < items``; default ``spec["games"]``).

    A journal is JSON Lines: ``{"spec": spec}``, then one result per line (a
    :func:`play_game` result, or any dict with an ``"index"``) in the order they ended. A
    missing file is started with its spec line. A last line cut short (the run was killed
    while writing it) is dropped from the file. The number of games is not part of the
    match: game ``i`` is the same game in a batch of any size (seeded by ``(seed, i)``), so
    a 40-game journal grows into a 200-game batch's, game by game.

    Raises:
        ValueError: the journal holds another batch (a spec that differs in more than
            ``games``), or is not a journal.
    """
    if not path.exists():
        path.write_text(json.dumps({"spec": spec}) + "\n", "utf-8")
        return {}
    text = path.read_text("utf-8")
    if not text.endswith("\n"):  # cut short: keep only whole lines
        text = text[: text.rfind("\n") + 1]
        path.write_text(text, "utf-8")
    lines = text.splitlines()
    try:
        first = json.loads(lines[0]) if lines else None
        done = {r["index"]: r for r in map(json.loads, lines[1:])}
    except (ValueError, KeyError, TypeError) as exc:
        raise ValueError(f"{path} is not a journal of games ({exc})") from exc
    if not isinstance(first, dict) or _batch(first.get("spec")) != _batch(json.loads(json.dumps(spec))):
        raise ValueError(f"{path} is the journal of another batch: use another file, or the batch it names "
                         f"({first.get('spec') if isinstance(first, dict) else first!r})")
    count = spec["games"] if items is None else items
    return {i: r for i, r in done.items() if isinstance(i, int) and 0 <= i < count}


def run_batch(spec: dict[str, Any], jobs: int | None = None, progress: bool = True,
              label: str = "games", journal: str | Path | None = None) -> list[dict[str, Any]]:
    """Every game of ``spec``, in index order. ``jobs`` processes (default all cores; 1: in
    this process). Results do not depend on ``jobs``: game ``i`` is seeded by ``(seed, i)``.

    ``journal``: a file where each game's result is written as it ends; a run stopped part
    way and started again with the same journal and spec plays only the games missing
    (:func:`read_journal`, which raises ValueError for another batch's journal)."""
    spec = normalize_spec(spec)
    done = read_journal(Path(journal), spec) if journal is not None else {}
    results: list[dict[str, Any]] = list(done.values())
    tasks = [(spec, i) for i in range(spec["games"]) if i not in done]
    jobs = max(1, min(jobs or default_jobs(), len(tasks) or 1))
    bar = ProgressBar(spec["games"], label, already=len(results)) if progress else None
    if bar and results:
        bar.update(len(results))
    with contextlib.ExitStack() as stack:
        out = stack.enter_context(open(journal, "a", encoding="utf-8")) if journal is not None else None
        finished: Iterator[dict[str, Any]]
        if jobs == 1:
            finished = map(_play, tasks)
        else:
            finished = stack.enter_context(multiprocessing.Pool(jobs)).imap_unordered(_play, tasks, chunksize=1)
        for result in finished:
            results.append(result)
            if out:
                out.write(json.dumps(result) + "\n")
                out.flush()
            if bar:
                bar.update(len(results))
    if bar:
        bar.close()
    return sorted(results, key=lambda r: r["index"])
