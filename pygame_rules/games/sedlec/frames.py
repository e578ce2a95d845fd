"""The frames of a Sedlec game on the flow core's stack (pygame_rules/core/flow/engine.py;
handlers in flow.py). Piles are 0-based here (``pile + 1`` is the number players read)."""

from __future__ import annotations

from typing import NamedTuple


class SeatTurn(NamedTuple):
    """``seat`` digs, collects, stacks or passes (rulebook: Actions)."""

    seat: int


class TurnUp(NamedTuple):
    """Chance: the top card of ``pile`` turns face up (Setup step 3, a Dig)."""

    pile: int


class TakeDug(NamedTuple):
    """``seat`` takes one of the cards its Dig turned up on ``piles`` (one pile: at once)."""

    seat: int
    piles: tuple[int, ...]
