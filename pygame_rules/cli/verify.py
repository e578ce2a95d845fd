"""Check a finished sealed game (docs/sealed-links.md, "The end: reveal and verify"): every
signature, chain link, public roll, deal, draw, secret decision and move of its whole log,
against the rules, once every seat has revealed its secret. ARCHIVE is the game's archive (the
whole log from the invite, as a sealed page exports it), given as the text itself, a URL
ending in it, a file holding it, or ``-`` for standard input. Needs the optional
``cryptography`` package for the signatures (``pip install 'pygame_rules[verify]'``).

Exit status: 0 the game checks out, 1 it does not (the first failure is named), 2 the input
is not a sealed archive or ``cryptography`` is missing."""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

from ..sealed.errors import SealedError
from ..sealed.game import Verdict, read_archive, verify_log
from ..sealed.keys import INSTALL_HINT, require, verify_signature

HELP = "check a finished sealed game: every signature, chain link, roll, draw and move"


def add_arguments(parser: argparse.ArgumentParser) -> None:
    """``verify ARCHIVE [--json]``."""
    parser.add_argument("archive", help="the sealed game's archive: its text, a URL ending in it, a file, or - (stdin)")
    parser.add_argument("--json", action="store_true", help="print the verdict as JSON")


def read_input(given: str) -> str:
    """The archive text ``given`` names: standard input for ``-``, a file's content when
    ``given`` is the path of one, else ``given`` itself."""
    if given == "-":
        return sys.stdin.read().strip()
    if len(given) < 4096:
        try:
            path = Path(given)
            if path.is_file():
                return path.read_text(encoding="utf-8").strip()
        except OSError:
            pass
    return given.strip()


def describe(verdict: Verdict) -> str:
    """The verdict in words: the game and its seats, what was checked, VERIFIED or REFUSED with
    the reason, and the result."""
    names = verdict.names
    counts = verdict.counts
    lines = [f"Sealed game of {verdict.game or 'an unknown game'}: {len(names)} players ({', '.join(names)}), "
             f"{counts.get('messages', 0)} signed messages"]
    if verdict.ok:
        lines.append(f"  {counts['decisions']} decisions, {counts['rolls']} public chance events, "
                     f"{counts['draws']} cards drawn from {counts['deals']} deals")
        lines.append(f"VERIFIED: {verdict.message}.")
        if verdict.winners:
            lines.append(f"Result: {' and '.join(names[s] for s in verdict.winners)} "
                         f"{'wins' if len(verdict.winners) == 1 else 'win'} ({verdict.end}); scores "
                         + ", ".join(f"{n} {s:g}" for n, s in zip(names, verdict.scores)))
        else:
            lines.append(f"Result: no winner ({verdict.end}); scores "
                         + ", ".join(f"{n} {s:g}" for n, s in zip(names, verdict.scores)))
    else:
        lines.append(f"REFUSED: {verdict.message}.")
    return "\n".join(lines)


def run(args: argparse.Namespace) -> int:
    """Verify the archive and print the verdict; the exit status of the module docstring."""
    try:
        require()
    except SealedError:
        print(f"verify checks ECDSA signatures and needs the cryptography package:\n  {INSTALL_HINT}", file=sys.stderr)
        return 2
    try:
        log = read_archive(read_input(args.archive))
    except SealedError as exc:
        print(f"not a sealed game's archive: {exc}", file=sys.stderr)
        return 2
    verdict = verify_log(log, verify_signature)
    print(json.dumps(verdict.to_json(), indent=1) if args.json else describe(verdict))
    return 0 if verdict.ok else 1
