"""Skullminers' typed moves: every action string parsed once into one of these (the flow
core, pygame_rules/core/flow/moves.py). Notation: docs/notation/skullminers.md.

Cells are written as on the board (``B3``), Claims by their column letter (``C``), cards by
their id (``c6``, ``d1``). Whether a move is legal now is the flow's question (flow.py).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar, Union

from ...core.flow import Move, Notation


@dataclass(frozen=True, slots=True)
class Company(Move):
    """``company black``: Player 1 leads that Company, Player 2 the other (rulebook: Setup)."""

    verb: ClassVar[str] = "company"
    company: str


@dataclass(frozen=True, slots=True)
class Hide(Move):
    """``hide C``: the seat hides its God Skull under its Claim of column C (rulebook: Setup)."""

    verb: ClassVar[str] = "hide"
    claim: str


@dataclass(frozen=True, slots=True)
class Build(Move):
    """``build c6 B1 NES``: a Crew card built as a tile (openings, or a Shaft ``S>N``) on a cell."""

    verb: ClassVar[str] = "build"
    card: str
    cell: str
    orientation: str


@dataclass(frozen=True, slots=True)
class Play(Move):
    """``play d1 B3`` / ``play d6 C`` / ``play d4``: a Directive, with its target (a cell, a
    Claim's column letter) when it takes one."""

    verb: ClassVar[str] = "play"
    card: str
    target: str | None = None


@dataclass(frozen=True, slots=True)
class Discard(Move):
    """``discard c3``: a card from the hand to the discard pile (Direct phase)."""

    verb: ClassVar[str] = "discard"
    card: str


@dataclass(frozen=True, slots=True)
class Pass(Move):
    """``pass``: no card to play (an empty hand) in the Direct phase."""

    verb: ClassVar[str] = "pass"


@dataclass(frozen=True, slots=True)
class MoveCrew(Move):
    """``move B1 B2 2``: crew value from one Site one step to another (Allocation)."""

    verb: ClassVar[str] = "move"
    src: str
    dst: str
    amount: int


@dataclass(frozen=True, slots=True)
class Attack(Move):
    """``attack B2``: roll the contest of the attack gathered on that Site."""

    verb: ClassVar[str] = "attack"
    cell: str


@dataclass(frozen=True, slots=True)
class Dig(Move):
    """``dig C``: unearth the opponent's Claim of column C (Claim Discovery)."""

    verb: ClassVar[str] = "dig"
    claim: str


@dataclass(frozen=True, slots=True)
class Done(Move):
    """``done``: end the turn."""

    verb: ClassVar[str] = "done"


@dataclass(frozen=True, slots=True)
class RollOff(Move):
    """Chance ``rolloff H M``: each seat's Hit Die (``H`` Hit, ``M`` Miss), Player 1's first."""

    verb: ClassVar[str] = "rolloff"
    first: str
    second: str


@dataclass(frozen=True, slots=True)
class Draw(Move):
    """Chance ``draw c6``: the card drawn."""

    verb: ClassVar[str] = "draw"
    card: str


@dataclass(frozen=True, slots=True)
class Contest(Move):
    """Chance ``contest 1 2``: Hits of the attackers, then of the defenders, in one roll."""

    verb: ClassVar[str] = "contest"
    attack_hits: int
    defend_hits: int


@dataclass(frozen=True, slots=True)
class Rockfall(Move):
    """Chance ``rockfall 2``: Hits of a Rockfall's dice."""

    verb: ClassVar[str] = "rockfall"
    hits: int


@dataclass(frozen=True, slots=True)
class Found(Move):
    """Chance ``found soil`` / ``found god``: what an undecided Claim holds, once looked at."""

    verb: ClassVar[str] = "found"
    what: str


SkullminersMove = Union[Company, Hide, Build, Play, Discard, Pass, MoveCrew, Attack, Dig, Done,
                        RollOff, Draw, Contest, Rockfall, Found]
"""Any Skullminers move."""

NOTATION: Notation[SkullminersMove] = Notation(
    "Skullminers", [Company, Hide, Build, Play, Discard, Pass, MoveCrew, Attack, Dig, Done,
                    RollOff, Draw, Contest, Rockfall, Found])
"""Skullminers' grammar: ``NOTATION.parse(action)`` is the typed move of an action string."""
