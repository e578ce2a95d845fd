"""Ossuary geometry and scoring (rulebook: Placement Rules; Skull Types and Scoring; docs/rulings/sedlec.md).

Coordinates: a card sits at ``(row, pos)``. ``row`` 1 is the bottom Row. In the bottom
Row the first card is at ``pos`` 0 and the Row grows to the left (``pos`` -1, -2, ...)
or right (1, 2, ...). A card at ``(row, pos)`` with ``row > 1`` is centred over the
two cards ``(row - 1, pos)`` and ``(row - 1, pos + 1)``.

Each card holds two skulls, so Row ``r`` holds Levels ``2r - 1`` (lower skull) and
``2r`` (upper skull); Level 1 is the lowest.
"""

from __future__ import annotations

from typing import Iterable, Mapping

from .cards import CARDS, SKULL_TYPES

Pos = tuple[int, int]
Skull = tuple[int, int, str]  # (row, pos, "upper" | "lower")

COMPLETE_SIZE = {2: 9, 3: 6}
"""Cards in a complete Ossuary by number of players (rulebook: End of Game)."""
BOTTOM_LIMIT = {2: 4, 3: 3}
"""Most cards in the bottom Row by number of players (rulebook: Placement Rules)."""


def open_slots(ossuary: Mapping[Pos, int], bottom_limit: int) -> list[Pos]:
    """Every ``(row, pos)`` where the next card may be placed, sorted.

    Bottom Row: ``(1, 0)`` for the first card, else either end while the Row holds
    fewer than ``bottom_limit`` cards. Higher Rows: any empty place centred over two
    adjacent cards of the Row below.
    """
    bottom = sorted(p for (r, p) in ossuary if r == 1)
    slots: list[Pos] = []
    if not bottom:
        return [(1, 0)]
    if len(bottom) < bottom_limit:
        slots += [(1, bottom[0] - 1), (1, bottom[-1] + 1)]
    for (row, pos) in ossuary:
        if (row, pos + 1) in ossuary and (row + 1, pos) not in ossuary:
            slots.append((row + 1, pos))
    return sorted(slots)


def skull_type(ossuary: Mapping[Pos, int], skull: Skull) -> str:
    """The skull type printed on ``skull`` (``(row, pos, "upper"|"lower")``) of the card at its
    place."""
    card = CARDS[ossuary[(skull[0], skull[1])]]
    return card.upper if skull[2] == "upper" else card.lower


def level(skull: Skull) -> int:
    """Level of a skull: 1 is the lower skull of the bottom Row."""
    return 2 * skull[0] - (1 if skull[2] == "lower" else 0)


def skulls(ossuary: Mapping[Pos, int]) -> list[Skull]:
    """Every skull of the ossuary, by place then lower before upper."""
    return [(r, p, half) for (r, p) in sorted(ossuary) for half in ("lower", "upper")]


def neighbours(ossuary: Mapping[Pos, int], skull: Skull) -> list[Skull]:
    """Skulls touching ``skull`` edge to edge (docs/rulings/sedlec.md: adjacency).

    Same Level left/right in the same Row; the other skull of the same card; a lower
    skull and the upper skulls of the two cards it rests on (and the converse).
    Corner contact does not count.
    """
    row, pos, half = skull
    out: list[Skull] = [(row, pos, "upper" if half == "lower" else "lower")]
    for side in (pos - 1, pos + 1):
        if (row, side) in ossuary:
            out.append((row, side, half))
    if half == "lower":
        out += [(row - 1, q, "upper") for q in (pos, pos + 1) if (row - 1, q) in ossuary]
    else:
        out += [(row + 1, q, "lower") for q in (pos - 1, pos) if (row + 1, q) in ossuary]
    return out


def _max_pairs(nodes: list[Skull], adjacent: dict[Skull, set[Skull]]) -> int:
    """Size of a maximum matching (brute force; at most 8 Romantics exist)."""
    if not nodes:
        return 0
    first, rest = nodes[0], nodes[1:]
    best = _max_pairs(rest, adjacent)  # ``first`` left unpaired
    for other in adjacent[first]:
        if other in rest:
            best = max(best, 1 + _max_pairs([n for n in rest if n != other], adjacent))
    return best


def breakdown(ossuary: Mapping[Pos, int]) -> dict[str, int]:
    """Points per skull type, ``{"noble": n, "peasant": n, ...}`` in ``SKULL_TYPES`` order.

    - Noble: 1 per Noble or Peasant on any lower Level.
    - Peasant: 1 each.
    - Cleric: 2 per Level holding at least one Cleric.
    - Romantic: 6 per pair of adjacent Romantics, each Romantic in one pair at most,
      pairs chosen for the most points.
    - Criminal: 2 each if adjacent to a Cleric.
    """
    all_skulls = skulls(ossuary)
    by_type: dict[str, list[Skull]] = {t: [] for t in SKULL_TYPES}
    for s in all_skulls:
        by_type[skull_type(ossuary, s)].append(s)
    commoners = [level(s) for s in by_type["noble"] + by_type["peasant"]]
    romantics = by_type["romantic"]
    adjacent = {
        s: {n for n in neighbours(ossuary, s) if skull_type(ossuary, n) == "romantic"} for s in romantics
    }
    points = {
        "noble": sum(1 for s in by_type["noble"] for lv in commoners if lv < level(s)),
        "peasant": len(by_type["peasant"]),
        "cleric": 2 * len({level(s) for s in by_type["cleric"]}),
        "romantic": 6 * _max_pairs(romantics, adjacent),
        "criminal": 2 * sum(
            1 for s in by_type["criminal"]
            if any(skull_type(ossuary, n) == "cleric" for n in neighbours(ossuary, s))
        ),
    }
    return {t: points[t] for t in SKULL_TYPES}


def tiebreak_key(points: Mapping[str, int]) -> tuple[int, ...]:
    """Total, then the single-type scores from highest down (rulebook: Tie-breaker)."""
    return (sum(points.values()), *sorted(points.values(), reverse=True))


def parse_slot(text: str) -> Pos:
    """``"2:-1"`` -> ``(2, -1)``. Raises ValueError."""
    row, pos = text.split(":")
    return int(row), int(pos)


def format_slot(slot: Pos) -> str:
    """``(2, -1)`` -> ``"2:-1"`` (the inverse of :func:`parse_slot`)."""
    return f"{slot[0]}:{slot[1]}"


def ossuary_cards(ossuary: Mapping[Pos, int]) -> Iterable[tuple[Pos, int]]:
    """``((row, pos), card id)`` of every card placed, sorted by place."""
    return sorted(ossuary.items())
