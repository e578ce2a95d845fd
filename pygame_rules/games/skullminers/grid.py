"""Grid geometry and tunnel tiles (rulebook: Crew Cards, Shafts, Claim Discovery; docs/rulings/skullminers.md).

Cells are named like a chessboard: a column letter ``A``.. and a row number ``1``..
Row 1 is Player 1's Home Row (next to Player 1's Claims); the last row is Player 2's
Home Row. ``N`` points from Player 1's side towards Player 2's side.

A tile is what a Crew card becomes once built: a set of tunnel openings (a bit mask
of :data:`N`, :data:`E`, :data:`S`, :data:`W`) and, for a Shaft, the side crew enter
by and the side they leave by. Tiles are immutable tuples
``(card_id, openings, shaft_in, shaft_out, owner)``; ``shaft_in``/``shaft_out`` are 0
on an ordinary tunnel.
"""

from __future__ import annotations

from typing import Optional

N, E, S, W = 1, 2, 4, 8
DIRS: tuple[int, ...] = (N, E, S, W)
OPPOSITE = {N: S, E: W, S: N, W: E}
LETTER = {N: "N", E: "E", S: "S", W: "W"}
BY_LETTER = {v: k for k, v in LETTER.items()}

Tile = tuple[str, int, int, int, int]
"""``(card_id, openings mask, shaft_in, shaft_out, owner seat)``."""


class Geometry:
    """A ``columns`` x ``rows`` grid: cell indices, names and neighbours.

    Cell index ``i = (row - 1) * columns + col`` with ``col`` 0-based and ``row`` 1-based.
    """

    def __init__(self, columns: int, rows: int) -> None:
        if not (1 <= columns <= 26 and rows >= 2):
            raise ValueError("board.json: the grid needs 1..26 columns and at least 2 rows")
        self.columns = columns
        self.rows = rows
        self.size = columns * rows
        self.names = [f"{chr(65 + i % columns)}{i // columns + 1}" for i in range(self.size)]
        self.index = {name: i for i, name in enumerate(self.names)}
        self.neighbours: list[dict[int, int]] = [self._neighbours(i) for i in range(self.size)]

    def _neighbours(self, i: int) -> dict[int, int]:
        col, row = i % self.columns, i // self.columns
        out: dict[int, int] = {}
        if row + 1 < self.rows:
            out[N] = i + self.columns
        if col + 1 < self.columns:
            out[E] = i + 1
        if row > 0:
            out[S] = i - self.columns
        if col > 0:
            out[W] = i - 1
        return out

    def col(self, i: int) -> int:
        """0-based column of cell ``i``."""
        return i % self.columns

    def row(self, i: int) -> int:
        """1-based row of cell ``i`` (row 1 is Player 1's Home Row)."""
        return i // self.columns + 1

    def home_row(self, seat: int) -> int:
        """Row number of ``seat``'s Home Row: the row next to that seat's own Claims."""
        return 1 if seat == 0 else self.rows

    def toward_claims(self, seeker: int) -> int:
        """Direction from the grid towards the Claims that ``seeker`` is looking for
        (the opponent's Claims, beyond the opponent's Home Row): N for Player 1, S for Player 2."""
        return N if seeker == 0 else S

    def front_of_claim(self, seeker: int, col: int) -> int:
        """Cell directly in front of the opponent's Claim in column ``col`` (0-based),
        i.e. in the opponent's Home Row: the only cell from which ``seeker`` may unearth it."""
        return (self.home_row(1 - seeker) - 1) * self.columns + col

    def parse_cell(self, text: str) -> int:
        """``"B3"`` -> cell index. Raises ValueError for a name not on the grid."""
        if text not in self.index:
            raise ValueError(f"there is no cell {text!r} on the grid")
        return self.index[text]

    def parse_column(self, text: str) -> int:
        """``"C"`` -> 2. Raises ValueError for a letter off the grid."""
        if len(text) != 1 or not ("A" <= text <= chr(64 + self.columns)):
            raise ValueError(f"there is no column {text!r}")
        return ord(text) - 65


def column_letter(col: int) -> str:
    """0-based column -> ``"A"``, ``"B"`` ..."""
    return chr(65 + col)


# ---------------------------------------------------------------------- shapes and orientation
def parse_shape(text: str) -> tuple[int, int, int]:
    """An orientation string -> ``(openings mask, shaft_in, shaft_out)``.

    ``"NES"``: a tunnel open to the north, east and south. ``"S>N"``: a Shaft entered
    from the south and left to the north. Raises ValueError on anything else.
    """
    if ">" in text:
        a, _, b = text.partition(">")
        if a not in BY_LETTER or b not in BY_LETTER or a == b:
            raise ValueError(f"bad Shaft {text!r}: write IN>OUT, e.g. S>N")
        return BY_LETTER[a] | BY_LETTER[b], BY_LETTER[a], BY_LETTER[b]
    mask = 0
    for ch in text:
        if ch not in BY_LETTER or BY_LETTER[ch] & mask:
            raise ValueError(f"bad tunnel shape {text!r}: openings among N, E, S, W, each once")
        mask |= BY_LETTER[ch]
    if not mask:
        raise ValueError("a tunnel needs at least one opening")
    return mask, 0, 0


def format_shape(mask: int, shaft_in: int = 0, shaft_out: int = 0) -> str:
    """Inverse of :func:`parse_shape`; openings are written in N, E, S, W order."""
    if shaft_in:
        return f"{LETTER[shaft_in]}>{LETTER[shaft_out]}"
    return "".join(LETTER[d] for d in DIRS if mask & d)


def turned(mask: int, shaft_in: int = 0, shaft_out: int = 0) -> tuple[int, int, int]:
    """The same tile turned end over end (180 degrees): every side becomes its opposite."""
    new_mask = 0
    for d in DIRS:
        if mask & d:
            new_mask |= OPPOSITE[d]
    if shaft_in:
        return new_mask, OPPOSITE[shaft_in], OPPOSITE[shaft_out]
    return new_mask, 0, 0


def orientations(shape: str) -> list[str]:
    """The distinct ways a printed shape can be built: as printed, and turned 180 degrees
    if that differs (ruling: cards turn end over end, never a quarter turn)."""
    mask, a, b = parse_shape(shape)
    other = format_shape(*turned(mask, a, b))
    printed = format_shape(mask, a, b)
    return [printed] if other == printed else [printed, other]


# ---------------------------------------------------------------------- tunnels
def constraint(geo: Geometry, tiles: list[Optional[Tile]], cell: int) -> tuple[int, int]:
    """``(sides, openings)`` that built neighbours impose on ``cell``: ``sides`` is the mask
    of sides facing a built neighbour, ``openings`` those of them facing an opening. A tile
    with openings ``mask`` fits iff ``mask & sides == openings`` (see :func:`fits`)."""
    sides = openings = 0
    for d, n in geo.neighbours[cell].items():
        t = tiles[n]
        if t is not None:
            sides |= d
            if t[1] & OPPOSITE[d]:
                openings |= d
    return sides, openings


def fits(geo: Geometry, tiles: list[Optional[Tile]], cell: int, mask: int) -> bool:
    """True if a tile with openings ``mask`` may be built on empty ``cell``.

    Every opening must meet an opening of each built neighbour, and no opening may face
    a neighbour's wall (docs/rulings/skullminers.md). Sides facing an empty cell or the grid's edge are free.
    """
    sides, openings = constraint(geo, tiles, cell)
    return mask & sides == openings


def joinable(geo: Geometry, tiles: list[Optional[Tile]], cell: int, crew_seat: list[int], seat: int) -> int:
    """Mask of ``cell``'s sides facing an opening of a Site that ``seat``'s crew occupies.
    A new tile connects (rulebook: Crew Cards) iff one of its openings is among them; a
    Shaft's direction does not matter here: it limits crew, not connections."""
    out = 0
    for d, n in geo.neighbours[cell].items():
        t = tiles[n]
        if t is not None and t[1] & OPPOSITE[d] and crew_seat[n] == seat:
            out |= d
    return out


def can_leave(tile: Tile, d: int) -> bool:
    """Crew on ``tile`` may leave through side ``d``: it is an opening, and on a Shaft
    it is the way out."""
    return bool(tile[1] & d) and (not tile[3] or tile[3] == d)


def can_enter(tile: Tile, d: int) -> bool:
    """Crew may come into ``tile`` through its side ``d``: it is an opening, and on a
    Shaft it is the way in."""
    return bool(tile[1] & d) and (not tile[2] or tile[2] == d)


def step(geo: Geometry, tiles: list[Optional[Tile]], cell: int, d: int) -> Optional[int]:
    """The cell one step from ``cell`` in direction ``d`` if crew may go there, else None.

    Both Sites must be built and share the opening; Shafts are one-way (rulebook: Shafts).
    """
    n = geo.neighbours[cell].get(d)
    if n is None:
        return None
    here, there = tiles[cell], tiles[n]
    if here is None or there is None or not can_leave(here, d) or not can_enter(there, OPPOSITE[d]):
        return None
    return n


def reachable(geo: Geometry, tiles: list[Optional[Tile]], crew_seat: list[int], seat: int) -> set[int]:
    """Cells a tunnel route leads to from a Site ``seat``'s crew occupies, those Sites included.

    A route is any number of steps along shared openings (:func:`step`: Shafts one way),
    through Sites whoever holds them. Rulebook (Additional Rules): all movement and actions
    go through legally connected tunnel routes; docs/rulings/skullminers.md applies it to Directives.
    """
    seen = {i for i, s in enumerate(crew_seat) if s == seat}
    todo = list(seen)
    while todo:
        cell = todo.pop()
        for d in DIRS:
            n = step(geo, tiles, cell, d)
            if n is not None and n not in seen:
                seen.add(n)
                todo.append(n)
    return seen
