"""Designed components for the playtest lab's per-component table (``components()``).

What the table needs is tracked in two plain ints on the state, so a clone copies nothing
(bots clone states thousands of times a second): ``relic_bits`` (bit ``i``: Relic ``i`` was
claimed at least once; bit ``5 + i``: its power was used) and ``card_bits`` (for each Fate
and Limbo card design ``d`` and seat ``s``, bit ``2 * (d * MAX_SEATS + s)``: ``s`` drew a copy;
the next bit: ``s`` used one). A card is *drawn* by a seat when it comes to that seat from its
deck or the Drift and the seat sees it (into the hand, a Suppressed Hazard into the vault, a
Limbo card); it is *used* when its effect happens for that seat: played, an INSTANT resolved,
a Suppressed Hazard gone off (which also counts as drawn: a card suppressed unseen, like the
Polished Mask's setup cards, is drawn only then), a Reaction discarded, a Limbo card resolved.
"""

from __future__ import annotations

from typing import Any

from .base import EskeletosBase
from .cards import CARDS
from .travelers import RELIC_KEYS, RELICS, TRAVELERS

MAX_SEATS = 4
TRACKED_DECKS = {"fate": "Fate card", "limbo": "Limbo card"}
"""Decks whose cards the report lists, with the component kind it gives them."""
CARD_INDEX: dict[str, int] = {key: i for i, key in enumerate(k for k, c in CARDS.items() if c.deck in TRACKED_DECKS)}
"""Index of each tracked card design."""
RELIC_INDEX: dict[str, int] = {key: i for i, key in enumerate(RELIC_KEYS)}
SEAT_BITS: tuple[int, ...] = tuple(
    sum(3 << 2 * (index * MAX_SEATS + seat) for index in range(len(CARD_INDEX))) for seat in range(MAX_SEATS))
"""``card_bits`` of one seat: what it drew and used is its own knowledge; which cards other
seats drew is not always public, so a determinization keeps only these (infostate.py)."""


class ComponentsMixin(EskeletosBase):
    """Records, in ``relic_bits`` and ``card_bits``, which designed components came into play and
    were used, for the playtest lab's per-component table."""

    relic_bits: int
    card_bits: int

    def mark_relic_claimed(self, relic: str) -> None:
        """Set the bit of Relic ``relic`` (a RELIC_KEYS key): claimed at least once this game."""
        self.relic_bits |= 1 << RELIC_INDEX[relic]

    def mark_relic_used(self, relic: str) -> None:
        """Set the bit of Relic ``relic``: its power was used at least once this game."""
        self.relic_bits |= 1 << (len(RELIC_INDEX) + RELIC_INDEX[relic])

    def mark_card(self, seat: int, key: str, used: bool) -> None:
        """``seat`` drew (``used`` False) or used (True, which implies drawn) a copy of
        ``key`` (untracked decks and the game's own draws, seat -1, are ignored)."""
        index = CARD_INDEX.get(key)
        if index is not None and seat >= 0:
            self.card_bits |= (2 if used else 1) << 2 * (index * MAX_SEATS + seat)

    def components(self) -> list[dict[str, Any]]:
        """The designed components of this game, for the lab's per-component table.

        One dict per component instance: ``{"kind", "name", "seat", "drawn", "used",
        "completed", "points"}`` (ESKELETOS has no objectives or points: those two are None).
        ``Traveler``: one per seat (seat = who played it, drawn and used True).
        ``Relic``: one per Relic (seat = its holder at the end or None, drawn = ever
        claimed, used = its power was used). ``Fate card`` / ``Limbo card``: one per card
        design and seat that drew a copy (used: that seat used one), or one with seat None,
        drawn and used False, for a design nobody drew.
        """
        out: list[dict[str, Any]] = []

        def entry(kind: str, name: str, seat: int | None, drawn: bool, used: bool) -> None:
            out.append({"kind": kind, "name": name, "seat": seat, "drawn": drawn, "used": used,
                        "completed": None, "points": None})

        for t in self.tr:
            if t.kind is not None:
                entry("Traveler", TRAVELERS[t.kind].name, t.seat, True, True)
        bits, n = self.relic_bits, len(RELIC_INDEX)
        for relic, i in RELIC_INDEX.items():
            holder = next((t.seat for t in self.tr if relic in t.relics), None)
            entry("Relic", RELICS[relic].name, holder, bool(bits >> i & 1), bool(bits >> (n + i) & 1))
        cards = self.card_bits
        for key, index in CARD_INDEX.items():
            kind = TRACKED_DECKS[CARDS[key].deck]
            seats = [s for s in range(self.num_players) if cards >> (2 * (index * MAX_SEATS + s)) & 3]
            for s in seats:
                entry(kind, CARDS[key].name, s, True, bool(cards >> (2 * (index * MAX_SEATS + s)) & 2))
            if not seats:
                entry(kind, CARDS[key].name, None, False, False)
        return out
