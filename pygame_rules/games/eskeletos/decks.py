"""The seven decks under deferred chance: draw piles, discard piles, known Fate cards.

A draw pile holds ``{card key: copies}`` whose order is not decided: a card's identity is
chosen (a chance node) only when it is drawn, from the cards not yet seen in that pile.
Fate Manipulation can make cards on top of (``top``) or under (``bottom``) the Fate pile
known to some seats. A suppressed card discarded without being revealed (purged, pushed out
of a full vault, suppressed in First Journey) lies in its discard pile face down
(``buried``), known only to the seats that knew it (docs/rulings/eskeletos.md). Rulebook: "Card Exhaustion - All Decks" (an empty pile is refilled by
shuffling its discard pile).
"""

from __future__ import annotations

from .cards import DECK_LISTS, DECKS


class Decks:
    """Piles of all decks. ``pile[deck]`` undecided cards, ``discard[deck]`` the face-up
    discard pile (last = top), ``buried[deck]`` the face-down cards of that discard pile as
    ``(key, mask, cls)`` (mask and class as in a vault: traveler.py), ``top``/``bottom``
    known Fate cards as ``(key, mask)`` (``top[0]`` is drawn first; ``bottom[0]`` is drawn
    right after the undecided pile runs out). ``deals[deck]`` counts how many times the
    pile was formed anew (its discard pile shuffled in, a card shuffled back): a public
    count, the ``deal`` of the pile's chance nodes (``DrawMixin._chance_kind``)."""

    __slots__ = ("pile", "discard", "buried", "top", "bottom", "deals")

    def __init__(self) -> None:
        self.pile: dict[str, dict[str, int]] = {d: dict(DECK_LISTS[d]) for d in DECKS}
        self.discard: dict[str, list[str]] = {d: [] for d in DECKS}
        self.buried: dict[str, list[tuple[str, int, str]]] = {d: [] for d in DECKS}
        self.top: list[tuple[str, int]] = []
        self.bottom: list[tuple[str, int]] = []
        self.deals: dict[str, int] = {d: 0 for d in DECKS}

    def copy(self) -> "Decks":
        """An independent copy (every pile copied; the card keys are shared strings)."""
        new = object.__new__(Decks)
        new.pile = {d: dict(p) for d, p in self.pile.items()}
        new.discard = {d: list(p) for d, p in self.discard.items()}
        new.buried = {d: list(p) for d, p in self.buried.items()}
        new.top = list(self.top)
        new.bottom = list(self.bottom)
        new.deals = dict(self.deals)
        return new

    def undecided(self, deck: str) -> int:
        """Cards of ``deck`` still undecided in its draw pile (known Fate cards on top or bottom not
        counted: :meth:`size` counts them)."""
        return sum(self.pile[deck].values())

    def size(self, deck: str) -> int:
        """Cards in the draw pile of ``deck`` (undecided plus known ones)."""
        extra = len(self.top) + len(self.bottom) if deck == "fate" else 0
        return self.undecided(deck) + extra

    def discards(self, deck: str) -> int:
        """Cards in the discard pile of ``deck``, face up and face down."""
        return len(self.discard[deck]) + len(self.buried[deck])

    def bury(self, deck: str, key: str, mask: int, cls: str) -> None:
        """Discard ``key`` face down: only the seats in ``mask`` know it; every seat knows
        its class ``cls`` (``hazard``, ``hand``, ``standard`` (not a Hazard) or ``any``)."""
        self.buried[deck].append((key, mask, cls))

    def ready(self, deck: str) -> bool:
        """Make a card drawable: reshuffle the discard pile into an empty pile.
        Returns False when both are empty (the draw is impossible and is skipped)."""
        if self.size(deck):
            return True
        pile = self.pile[deck]
        for key in self.discard[deck] + [key for key, _, _ in self.buried[deck]]:
            pile[key] = pile.get(key, 0) + 1
        if self.discard[deck] or self.buried[deck]:
            self.deals[deck] += 1
        self.discard[deck] = []
        self.buried[deck] = []
        return bool(pile)

    def known_next(self, deck: str) -> tuple[str, int] | None:
        """The next card if it is already decided (a known Fate top, or a known bottom card
        once the undecided pile is empty), removed from the pile; else None."""
        if deck != "fate":
            return None
        if self.top:
            return self.top.pop(0)
        if not self.undecided(deck) and self.bottom:
            return self.bottom.pop(0)
        return None

    def outcomes(self, deck: str) -> list[tuple[str, float]]:
        """Chance outcomes ``("card <key>", probability)`` of drawing from the undecided pile."""
        pile = self.pile[deck]
        total = sum(pile.values())
        return [(f"card {k}", c / total) for k, c in pile.items() if c]

    def take(self, deck: str, key: str) -> None:
        """Remove one undecided ``key`` from the pile (its identity is now decided)."""
        pile = self.pile[deck]
        pile[key] -= 1
        if not pile[key]:
            del pile[key]

    def put_back(self, deck: str, key: str) -> None:
        """Shuffle one card back into the undecided pile (the pile is dealt anew)."""
        pile = self.pile[deck]
        pile[key] = pile.get(key, 0) + 1
        self.deals[deck] += 1
