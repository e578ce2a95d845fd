"""The ESKELETOS main board and Limbo arc, loaded from ``board.json`` (designed layout).

A main-board place is ``(ring, index)``: ring 1 (Shock, outermost) .. 5 (Depression),
index 0 = the ring's Ship's Wheel, clockwise = increasing index, wrapping to 0.
Ring 6 index 0 is Acceptance. Written in notation as ``ring.index``, e.g. ``2.12``.
Rulebook: "Components", "Space Types", "Ring Traversal and Gateway Checks".
"""

from __future__ import annotations

import json
from importlib import resources

RING_COUNT = 5
ACCEPTANCE_RING = 6
LIMBO_SPACES = 7
"""The Limbo arc: space 1 (Entrance) .. 7 (Exit Portal) (rulebook: The 7-Space Limbo Arc)."""
SANCTUARY = frozenset({"wheel", "turning", "lotus"})
"""Space types where no conflict may be started (rulebook: Space Types)."""
SUIT_SPACES = frozenset({"nature", "corporeal", "emotion", "memory", "void"})


def _load() -> tuple[dict[int, str], dict[int, tuple[str, ...]], dict[int, int]]:
    data = json.loads(resources.files(__package__).joinpath("board.json").read_text("utf-8"))
    codes = data["codes"]
    names, spaces, homes = {}, {}, {}
    for ring in data["rings"]:
        r = ring["ring"]
        names[r] = ring["name"]
        spaces[r] = tuple(codes[c] for c in ring["spaces"].split())
        homes[r] = ring["relic_home"]
        if spaces[r][0] != "wheel" or spaces[r][homes[r]] != "turning" or spaces[r].count("turning") < 2:
            raise ValueError(f"board.json: ring {r} needs a Ship's Wheel at 0 and 2+ Turning Points")
    if sorted(names) != list(range(1, RING_COUNT + 1)) or sum(map(len, spaces.values())) + 1 != 92:
        raise ValueError("board.json: the board must have rings 1..5 and 92 spaces with Acceptance")
    return names, spaces, homes


RING_NAMES, SPACES, RELIC_HOME = _load()
"""``RING_NAMES[ring]``; ``SPACES[ring][index]`` space type; ``RELIC_HOME[ring]`` index of
the Turning Point where that ring's Stage Relic starts (ruling: board data)."""
RING_NAMES[ACCEPTANCE_RING] = "Acceptance"
TURNING_POINTS: dict[int, tuple[int, ...]] = {
    r: tuple(i for i, t in enumerate(s) if t == "turning") for r, s in SPACES.items()
}


def ring_size(ring: int) -> int:
    """Number of spaces on ``ring`` (1..5)."""
    return len(SPACES[ring])


def space_type(ring: int, index: int) -> str:
    """``"wheel" | "turning" | "hazard" | "lotus" | <suit>``, or ``"acceptance"`` on ring 6."""
    if ring == ACCEPTANCE_RING:
        return "acceptance"
    return SPACES[ring][index]


def advance(ring: int, index: int, steps: int) -> int:
    """Index reached from ``index`` after ``steps`` clockwise spaces on ``ring`` (wraps)."""
    return (index + steps) % len(SPACES[ring])


def place_name(ring: int, index: int) -> str:
    """Notation of a place, e.g. ``"2.12"`` (ring 2, index 12)."""
    return f"{ring}.{index}"


def parse_place(text: str) -> tuple[int, int]:
    """Inverse of :func:`place_name`: ``"2.12"`` -> ``(2, 12)``. Raises ValueError on
    anything else."""
    ring, dot, index = text.partition(".")
    if not dot:
        raise ValueError(f"a place is written ring.index, not {text!r}")
    return int(ring), int(index)
