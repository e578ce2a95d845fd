"""What Skulls of Sedlec conserves: its 18 cards, each in exactly one place (undecided face
down, face up on a pile, in a hand, in an Ossuary); face-down counts match the undecided ones."""

from __future__ import annotations

from collections import Counter
from typing import TYPE_CHECKING, Any

from ...core.errors import InvariantError

if TYPE_CHECKING:  # pragma: no cover
    from .state import SedlecState


def placed_cards(state: "SedlecState") -> list[int]:
    """Ids of every decided card: face up on a pile, in a hand or in an Ossuary."""
    out = [c for c in state.up if c is not None]
    out += [c for hand in state.hands for c in hand]
    out += [c for ossuary in state.ossuaries for c in ossuary.values()]
    return out


def conserved(state: "SedlecState") -> dict[str, Any]:
    """``{"cards": {id: 1 for every card}}``: decided cards plus undecided ones."""
    cards = Counter(placed_cards(state)) + Counter(state.unseen)
    return {"cards": {str(c): n for c, n in sorted(cards.items())}}


def check(state: "SedlecState") -> None:
    """Raises InvariantError: a card in two places, or face-down counts that are not the
    number of undecided cards."""
    placed = placed_cards(state)
    if len(set(placed) | set(state.unseen)) != len(placed) + len(state.unseen):
        raise InvariantError(f"a card is in two places: {sorted(placed)} / unseen {sorted(state.unseen)}")
    if any(n < 0 for n in state.down):
        raise InvariantError(f"a negative face-down count: {state.down}")
