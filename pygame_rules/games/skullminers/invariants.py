"""What Skullminers conserves: each Company's cards (hand, deck, discard pile, tiles it built
on the grid, the Directive it is playing), the Claims (revealed ones counted as unearthed), and the crew on the grid
within a Site's cap."""

from __future__ import annotations

from collections import Counter
from typing import TYPE_CHECKING, Any

from ...core.errors import InvariantError
from .frames import ResolveDirective

if TYPE_CHECKING:  # pragma: no cover
    from .state import SkullminersState


def cards_of(state: "SkullminersState", seat: int) -> Counter[str]:
    """Every card of ``seat``'s Company wherever it is, counted by card id."""
    cards = Counter(state.hands[seat])  # one Counter filled in place: this runs after every action
    cards.update(state.decks[seat])
    cards.update(state.discards[seat])
    cards.update([tile[0] for tile in state.tiles if tile is not None and tile[4] == seat])
    if state.turn == seat:  # a Directive being played
        for frame in state.stack:
            if isinstance(frame, ResolveDirective):
                cards[frame.card] += 1
    return +cards  # without the deck's spent entries (count 0)


def conserved(state: "SkullminersState") -> dict[str, Any]:
    """``{"cards": [per seat {card id: count}]}`` once both Companies are chosen (their decks
    come with them), ``{}`` before."""
    if None in state.companies:
        return {}
    return {"cards": [dict(cards_of(state, seat)) for seat in range(state.num_players)]}


def check(state: "SkullminersState") -> None:
    """Raises InvariantError: crew out of bounds or on a Site without a seat, a hand over its
    size, unearthed counts that are not the revealed Claims."""
    cap = state.board.site_cap
    for i, (seat, value) in enumerate(zip(state.crew_seat, state.crew_val)):
        if not 0 <= value <= cap or (seat < 0) != (value == 0):
            raise InvariantError(f"Site {state.geo.names[i]}: crew {value} of seat {seat} (cap {cap})")
        if seat >= 0 and state.tiles[i] is None:
            raise InvariantError(f"crew on {state.geo.names[i]}, a cell without a tile")
    for seat in range(state.num_players):
        if len(state.hands[seat]) > state.board.hand_size + 3:  # Supply Cart draws beyond the hand size
            raise InvariantError(f"seat {seat} holds {len(state.hands[seat])} cards")
        if any(n < 0 for n in state.decks[seat].values()):
            raise InvariantError(f"seat {seat}'s deck has a negative count: {state.decks[seat]}")
        revealed = sum(r is not None for r in state.revealed[1 - seat])
        if state.unearthed[seat] != revealed:
            raise InvariantError(f"seat {seat} unearthed {state.unearthed[seat]} Claims, {revealed} are turned over")
