"""Skulls of Sedlec's typed moves: every action string parsed once into one of these (the
flow core, pygame_rules/core/flow/moves.py). Notation: docs/notation/sedlec.md.

Piles are numbered 1..6 as written (the 2 x 3 Graveyard read row by row), cards by their id,
Ossuary places as ``ROW:PLACE`` (ossuary.py).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar, Union

from ...core.flow import Move, Notation
from .ossuary import format_slot, parse_slot


@dataclass(frozen=True, slots=True)
class Dig(Move):
    """``dig 2 5`` / ``dig 3``: the face-down tops of two piles (one when only one is left)
    turn up (rulebook: Actions, Dig)."""

    verb: ClassVar[str] = "dig"
    piles: tuple[int, ...]


@dataclass(frozen=True, slots=True)
class Take(Move):
    """``take 5``: the card dug up on that pile goes to the hand (the other stays face up)."""

    verb: ClassVar[str] = "take"
    pile: int


@dataclass(frozen=True, slots=True)
class Collect(Move):
    """``collect 4``: the face-up top card of that pile goes to the hand (rulebook: Collect)."""

    verb: ClassVar[str] = "collect"
    pile: int


@dataclass(frozen=True, slots=True)
class Stack(Move):
    """``stack 7 2:-1``: card 7 from the hand to place -1 of Row 2 of the Ossuary (rulebook:
    Stack; places: ossuary.py)."""

    verb: ClassVar[str] = "stack"
    card: int
    row: int
    pos: int

    @classmethod
    def parse_args(cls, words: list[str]) -> "Stack":
        """``["7", "2:-1"]`` -> ``Stack(7, 2, -1)``. Raises ValueError."""
        if len(words) != 2:
            raise ValueError("a card and a place")
        row, pos = parse_slot(words[1])
        return cls(int(words[0]), row, pos)

    def args(self) -> list[str]:
        """``["7", "2:-1"]``."""
        return [str(self.card), format_slot((self.row, self.pos))]


@dataclass(frozen=True, slots=True)
class Pass(Move):
    """``pass``: no move is possible."""

    verb: ClassVar[str] = "pass"


@dataclass(frozen=True, slots=True)
class Reveal(Move):
    """Chance ``reveal 7``: card 7 is the one that turns face up."""

    verb: ClassVar[str] = "reveal"
    card: int


SedlecMove = Union[Dig, Take, Collect, Stack, Pass, Reveal]
"""Any Sedlec move."""

NOTATION: Notation[SedlecMove] = Notation("Skulls of Sedlec", [Dig, Take, Collect, Stack, Pass, Reveal])
"""Sedlec's grammar: ``NOTATION.parse(action)`` is the typed move of an action string."""
