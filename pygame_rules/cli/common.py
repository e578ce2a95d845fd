"""Helpers the commands share: game options from flags, bot lists, a text progress bar."""

from __future__ import annotations

import argparse
import json
import sys
import time
from typing import Any, TextIO

from .. import list_games
from ..bots import LAB_BOTS


def add_game_arguments(parser: argparse.ArgumentParser) -> None:
    """Add the arguments every game command takes: ``game`` (a registered id), ``--players``,
    ``--option NAME=VALUE`` (repeatable) and ``--seed``."""
    parser.add_argument("game", choices=list_games(), help="game id")
    parser.add_argument("--players", type=int, default=None, help="number of players (default: the game's least)")
    parser.add_argument("--option", action="append", default=[], metavar="NAME=VALUE",
                        help="a game option (repeatable); VALUE is read as JSON when it parses, else as text")
    parser.add_argument("--seed", type=int, default=None, help="random seed (default: a fresh one)")


def parse_options(pairs: list[str]) -> dict[str, Any]:
    """``["cards=18", "mode=basic"]`` -> ``{"cards": 18, "mode": "basic"}``. Raises SystemExit on a bad pair."""
    options: dict[str, Any] = {}
    for pair in pairs:
        name, sep, text = pair.partition("=")
        if not sep or not name:
            raise SystemExit(f"--option takes NAME=VALUE, not {pair!r}")
        try:
            options[name] = json.loads(text)
        except ValueError:
            options[name] = text
    return options


def parse_bots(text: str) -> list[str]:
    """``"normal,random"`` -> ``["normal", "random"]``. Raises SystemExit on an unknown bot."""
    bots = [b.strip() for b in text.split(",") if b.strip()]
    unknown = [b for b in bots if b not in LAB_BOTS]
    if not bots or unknown:
        raise SystemExit(f"bots are a comma-separated list of {', '.join(LAB_BOTS)}; not {text!r}")
    return bots


def parse_iterations(text: str | None) -> int | dict[str, int] | None:
    """``"300"`` -> 300 (every search level); ``"normal=300,hard=900"`` -> ``{"normal": 300,
    "hard": 900}``; None or "" -> None. Raises SystemExit on anything else."""
    if not text:
        return None
    try:
        if "=" not in text:
            return int(text)
        out: dict[str, int] = {}
        for pair in text.split(","):
            if pair.strip():
                level, _, count = pair.partition("=")
                out[level.strip()] = int(count)
        return out
    except ValueError:
        raise SystemExit(f"--iterations takes a number or LEVEL=N,..., not {text!r}") from None


class ProgressBar:
    """``[#######.........]  45/100 games  12.3 s`` on a terminal (redrawn in place); elsewhere
    a line at every tenth of the way."""

    def __init__(self, total: int, label: str = "games", stream: TextIO | None = None, width: int = 30,
                 already: int = 0) -> None:
        """``already``: items done before this run (a journal's), left out of the time estimate."""
        self.total, self.label, self.width = total, label, width
        self.stream = stream if stream is not None else sys.stderr
        self.tty = hasattr(self.stream, "isatty") and self.stream.isatty()
        self.start = time.perf_counter()
        self.done = self.already = already
        self._last_tenth = -1

    def update(self, done: int) -> None:
        """Show ``done`` (int) of ``total`` items with the elapsed time and an estimate of the time
        left: redrawn in place on a terminal, else one line per tenth."""
        self.done = done
        elapsed = time.perf_counter() - self.start
        filled = int(self.width * done / self.total) if self.total else self.width
        line = f"[{'#' * filled}{'.' * (self.width - filled)}] {done:>{len(str(self.total))}}/{self.total} {self.label}  {elapsed:.1f} s"
        if self.already < done < self.total:
            line += f", about {elapsed / (done - self.already) * (self.total - done):.0f} s left"
        if self.tty:
            self.stream.write("\r" + line.ljust(78))
            self.stream.flush()
        else:
            tenth = 10 * done // max(self.total, 1)
            if tenth != self._last_tenth:
                self._last_tenth = tenth
                self.stream.write(line + "\n")
                self.stream.flush()

    def close(self) -> None:
        """End the bar's line on a terminal (elsewhere nothing to do)."""
        if self.tty:
            self.stream.write("\n")
            self.stream.flush()
