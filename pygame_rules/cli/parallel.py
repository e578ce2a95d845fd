"""Run a batch of bot games on several processes (``multiprocessing``), with a progress bar."""

from __future__ import annotations

import multiprocessing
import os
from typing import Any

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


def run_batch(spec: dict[str, Any], jobs: int | None = None, progress: bool = True,
              label: str = "games") -> list[dict[str, Any]]:
    """Every game of ``spec``, in index order. ``jobs`` processes (default all cores; 1: in
    this process). Results do not depend on ``jobs``: game ``i`` is seeded by ``(seed, i)``."""
    spec = normalize_spec(spec)
    jobs = max(1, min(jobs or default_jobs(), spec["games"]))
    bar = ProgressBar(spec["games"], label) if progress else None
    results: list[dict[str, Any]] = []
    tasks = [(spec, i) for i in range(spec["games"])]
    if jobs == 1:
        for task in tasks:
            results.append(_play(task))
            if bar:
                bar.update(len(results))
    else:
        with multiprocessing.Pool(jobs) as pool:
            for result in pool.imap_unordered(_play, tasks, chunksize=1):
                results.append(result)
                if bar:
                    bar.update(len(results))
    if bar:
        bar.close()
    return sorted(results, key=lambda r: r["index"])
