"""What ESKELETOS keeps true: its 140 cards (rulebook: Components) are conserved, each copy
in one place; every Relic is in at most one place (on the board or held by one Traveler), and
one on the board lies on a Turning Point of its own ring, never two on one Turning Point;
tokens (Burden, Hope) are never negative, nor are deck counts."""

from __future__ import annotations

from collections import Counter
from itertools import chain, repeat, starmap
from typing import TYPE_CHECKING, Any

from ...core.errors import InvariantError
from .board import TURNING_POINTS
from .frames import PlaceVault
from .travelers import RELICS

if TYPE_CHECKING:  # pragma: no cover
    from .state import EskeletosState


def card_places(state: "EskeletosState") -> Counter[str]:
    """Copies of each card key wherever it is: undecided in a draw pile, in a discard pile
    (face up or down), a known Fate card on top or bottom, in the Drift, peeked at, in a
    hand or a Vault, attached to a Traveler, the Traveler's Limbo card, or on its way to a
    Vault (a :class:`~.frames.PlaceVault` step on the stack, while a full Vault's overflow is decided).

    Counted in C (this runs after every action of a checked run): the draw piles, which hold
    most cards as ``{key: copies}``, are merged as dicts, since no key is in two decks; a
    key found in two piles (a card in the wrong deck) is counted pile by pile instead, so a
    copy there is never hidden by the merge."""
    d = state.decks
    cards: Counter[str] = Counter()
    for pile in d.pile.values():
        dict.update(cards, pile)
    if len(cards) != sum(map(len, d.pile.values())):  # a key in two piles: add them up
        cards = Counter(chain.from_iterable(starmap(repeat, chain.from_iterable(p.items() for p in d.pile.values()))))
    held = chain.from_iterable(
        chain([entry[0] for entry in t.hand], [entry[0] for entry in t.vault], t.attach,
              () if t.limbo_card is None else (t.limbo_card,))
        for t in state.tr)
    cards.update(chain(chain.from_iterable(d.discard.values()),
                       [entry[0] for entry in chain.from_iterable(d.buried.values())],
                       [key for key, _ in d.top], [key for key, _ in d.bottom], [key for key, _ in state.drift],
                       state.peeked,
                       [item.card for item in state.stack if isinstance(item, PlaceVault)],  # on its way to a Vault
                       held))
    return cards


def conserved(state: "EskeletosState") -> dict[str, Any]:
    """``{"cards": {key: copies}}`` always; ``"relics"``: Relics on the board or held, once
    the Travelers are chosen."""
    out: dict[str, Any] = {"cards": dict(card_places(state))}
    if all(t.kind is not None for t in state.tr):
        out["relics"] = sum(at is not None for at in state.relic_at.values()) + sum(len(t.relics) for t in state.tr)
    return out


def check(state: "EskeletosState") -> None:
    """Raises InvariantError: a Relic in two places, a Relic lying anywhere but on a Turning
    Point of its own ring (Relic Displacement; the swap ruling: as each ring has one Relic,
    this also keeps two Relics off one Turning Point), negative tokens or deck counts."""
    held = [key for t in state.tr for key in t.relics]
    if len(set(held)) != len(held) or any(state.relic_at.get(k) is not None for k in held):
        counts = Counter(held)
        twice = sorted(k for k, n in counts.items() if n > 1 or state.relic_at.get(k) is not None)
        raise InvariantError(f"Relics in two places: {twice}")
    lying = [(key, at) for key, at in state.relic_at.items() if at is not None]
    for key, (ring, index) in lying:
        if ring != RELICS[key].ring or index not in TURNING_POINTS[ring]:
            raise InvariantError(f"Relic {key} lies on {ring}.{index}, not on a Turning Point of ring {RELICS[key].ring}")
    for t in state.tr:
        if t.burden < 0 or t.hope < 0:
            raise InvariantError(f"seat {t.seat}: Burden {t.burden}, Hope {t.hope}")
    for deck, pile in state.decks.pile.items():
        if pile and min(pile.values()) < 0:
            raise InvariantError(f"deck {deck} has a negative count: {pile}")
