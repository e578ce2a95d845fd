"""Sealed links: the cost of a mental-poker deal of a 50-card deck, and message sizes (issue 22;
docs/sealed-links.md, "Sizes and speed").

    python -m benchmarks.sealed_shuffle                    # every group, 2 and 3 seats, CPython
    python -m benchmarks.sealed_shuffle --groups P-256 --pyodide
    python -m benchmarks.sealed_shuffle --json sealed.json

For each group (P-256, MODP-1536, MODP-2048 of RFC 3526) and 2 and 3 seats it times, as CPU
seconds of this process (``time.process_time``, so other work on a shared machine does not
count; under Node it also counts Node's own threads), the smallest of ``--repeat`` runs:
building the deck's card encodings, one seat's keys, each seat's shuffle and lock step (the
deal: their sum; the slowest seat: what one browser spends), reading a received
deck (every card checked to be in the group), opening one drawn card, and verifying the
whole deal at the end. Then the sizes in bytes and in base64url characters of what links
carry: a deck, one decryption share (the key alone, and with its Merkle path), a seat's
root, a chain link, a commitment. The issue's goals: a 50-card shuffle under 2 s, a move's
link under 4,000 characters. A benchmark: it prints numbers and asserts nothing.
"""

from __future__ import annotations

import argparse
import json
import platform
import sys
import time
from pathlib import Path
from typing import Any, Callable, TypeVar

from .engine import REPO, pyodide_eval

CARDS = 50
GROUP_NAMES = ("P-256", "MODP-1536", "MODP-2048")
T = TypeVar("T")


def _b64_chars(size: int) -> int:
    """Characters of ``size`` bytes in unpadded base64url."""
    return (4 * size + 2) // 3


def _timed(action: Callable[[], T]) -> tuple[T, float]:
    start = time.process_time()
    result = action()
    return result, time.process_time() - start


def measure(group_name: str, seats: int, cards: int = CARDS) -> dict[str, Any]:
    """One deal of ``cards`` cards among ``seats`` seats in the named group: CPU seconds of
    each part and the sizes of what links carry."""
    from pygame_rules.sealed import P256, RFC3526_1536, RFC3526_2048, Deck, DeckKeys, deal, open_card, verify_deal

    group = {"P-256": P256, "MODP-1536": RFC3526_1536, "MODP-2048": RFC3526_2048}[group_name]
    deck, s_cards = _timed(lambda: Deck(group, b"benchmark / deck / deal 1", cards, seats))
    secrets = [bytes([0x40 + s]) * 32 for s in range(seats)]
    keys = []
    s_keys = 0.0
    for seat, secret in enumerate(secrets):
        k, spent = _timed(lambda: DeckKeys(deck, seat, secret))
        keys.append(k)
        s_keys = max(s_keys, spent)
    per_seat = [0.0] * seats
    transcript = deal(deck, keys, per_seat)
    data = deck.encode(transcript.dealt)
    _, s_read = _timed(lambda: deck.decode(data))
    shares = [keys[s].share(0) for s in range(1, seats)]
    _, s_open = _timed(lambda: open_card(deck, transcript.dealt, 0, shares, transcript.roots, own=keys[0]))
    _, s_verify = _timed(lambda: verify_deal(deck, transcript, secrets))
    share_bytes = len(shares[0].encode(deck))
    return {
        "group": group_name, "seats": seats, "cards": cards,
        "s_card_encodings": round(s_cards, 3), "s_keys_one_seat": round(s_keys, 3),
        "s_deal_total": round(sum(per_seat), 3), "s_deal_slowest_seat": round(max(per_seat), 3),
        "s_read_deck": round(s_read, 3), "s_open_card": round(s_open, 4), "s_verify_deal": round(s_verify, 3),
        "deck_bytes": len(data), "deck_chars": _b64_chars(len(data)),
        "share_key_bytes": group.scalar_bytes, "share_key_chars": _b64_chars(group.scalar_bytes),
        "share_bytes": share_bytes, "share_chars": _b64_chars(share_bytes),
        "root_chars": _b64_chars(32), "chain_link_chars": _b64_chars(32), "commitment_chars": _b64_chars(32),
    }


def measure_all(groups: list[str], seat_counts: list[int], cards: int = CARDS,
                repeat: int = 1) -> list[dict[str, Any]]:
    """:func:`measure` for every group and seat count, after one small deal to warm up (under
    Node, the first seconds also pay for compiling Pyodide's WebAssembly); each time the
    smallest of ``repeat`` runs."""
    measure("P-256", 2, 4)
    rows = []
    for group in groups:
        for seats in seat_counts:
            runs = [measure(group, seats, cards) for _ in range(repeat)]
            rows.append({key: min(r[key] for r in runs) if key.startswith("s_") else value
                         for key, value in runs[0].items()})
    return rows


def print_table(rows: list[dict[str, Any]], runtime: str) -> None:
    print(f"\nSealed deal of {rows[0]['cards'] if rows else CARDS} cards, {runtime} (CPU seconds)")
    print(f"{'group':<10}{'seats':>6}{'encode':>8}{'keys':>7}{'deal':>8}{'1 seat':>8}{'read':>7}"
          f"{'open':>8}{'verify':>8}  {'deck B/chars':>14}{'share B/chars':>15}{'key chars':>10}")
    for r in rows:
        print(f"{r['group']:<10}{r['seats']:>6}{r['s_card_encodings']:>8.3f}{r['s_keys_one_seat']:>7.3f}"
              f"{r['s_deal_total']:>8.2f}{r['s_deal_slowest_seat']:>8.2f}{r['s_read_deck']:>7.3f}"
              f"{r['s_open_card']:>8.4f}{r['s_verify_deal']:>8.2f}  "
              f"{r['deck_bytes']:>6}/{r['deck_chars']:<7}{r['share_bytes']:>6}/{r['share_chars']:<8}"
              f"{r['share_key_chars']:>10}")
    print("chain link, seat root, commitment: 32 bytes = 43 characters each")


def run_in_pyodide(groups: list[str], seat_counts: list[int],
                   repeat: int) -> tuple[list[dict[str, Any]], dict[str, Any]]:
    """:func:`measure_all` inside Pyodide under Node. Returns (rows, runtime facts)."""
    code = ("import sys, json\nsys.path.insert(0, '/repo')\n"
            "from benchmarks.sealed_shuffle import measure_all\n"
            f"json.dumps(measure_all({groups!r}, {seat_counts!r}, repeat={repeat!r}))")
    result, facts = pyodide_eval(code)
    return json.loads(result), facts


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=(__doc__ or "").split("\n\n")[0])
    parser.add_argument("--groups", nargs="+", choices=GROUP_NAMES, default=list(GROUP_NAMES))
    parser.add_argument("--seats", nargs="+", type=int, default=[2, 3])
    parser.add_argument("--repeat", type=int, default=1, help="report the smallest time of this many runs")
    parser.add_argument("--pyodide", action="store_true", help="also measure inside Pyodide under Node")
    parser.add_argument("--no-cpython", action="store_true", help="skip the CPython measurement")
    parser.add_argument("--json", type=Path, help="write the results here")
    args = parser.parse_args(argv)
    sys.path.insert(0, str(REPO))
    report: dict[str, Any] = {}
    if not args.no_cpython:
        rows = measure_all(args.groups, args.seats, repeat=args.repeat)
        report["cpython"] = {"version": platform.python_version(), "rows": rows}
        print_table(rows, f"CPython {platform.python_version()}")
    if args.pyodide:
        rows, facts = run_in_pyodide(args.groups, args.seats, args.repeat)
        report["pyodide"] = {**facts, "rows": rows}
        print_table(rows, f"Pyodide {facts['pyodide']} (Python {facts['python']}, Node)")
    if args.json:
        args.json.write_text(json.dumps(report, indent=2))


if __name__ == "__main__":
    main()
