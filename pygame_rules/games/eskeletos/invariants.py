"""What ESKELETOS keeps true: every Relic in at most one place (on the board or held by one
Traveler), tokens (Burden, Hope) never negative, no negative deck counts."""

from __future__ import annotations

from collections import Counter
from typing import TYPE_CHECKING, Any

from ...core.errors import InvariantError

if TYPE_CHECKING:  # pragma: no cover
    from .state import EskeletosState


def conserved(state: "EskeletosState") -> dict[str, Any]:
    """``{"relics": number of Relics on the board or held}`` once the Travelers are chosen."""
    if any(t.kind is None for t in state.tr):
        return {}
    return {"relics": sum(at is not None for at in state.relic_at.values()) + sum(len(t.relics) for t in state.tr)}


def check(state: "EskeletosState") -> None:
    """Raises InvariantError: a Relic in two places, negative tokens or deck counts."""
    held = Counter(key for t in state.tr for key in t.relics)
    twice = sorted(k for k, n in held.items() if n > 1 or state.relic_at.get(k) is not None)
    if twice:
        raise InvariantError(f"Relics in two places: {twice}")
    for t in state.tr:
        if t.burden < 0 or t.hope < 0:
            raise InvariantError(f"seat {t.seat}: Burden {t.burden}, Hope {t.hope}")
    for deck, pile in state.decks.pile.items():
        if any(n < 0 for n in pile.values()):
            raise InvariantError(f"deck {deck} has a negative count: {pile}")
