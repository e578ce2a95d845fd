"""The 18 Sedlec cards, loaded from ``cards.json`` (designed content, data apart from code)."""

from __future__ import annotations

import json
from dataclasses import dataclass
from importlib import resources

from .view_types import CardView

SKULL_TYPES: tuple[str, ...]


@dataclass(frozen=True)
class Card:
    """One card: two skulls, ``upper`` above ``lower`` (cards are never rotated)."""

    id: int
    upper: str
    lower: str

    def to_json(self) -> CardView:
        """``{"id", "upper", "lower"}`` of the card, for the renderer."""
        return {"id": self.id, "upper": self.upper, "lower": self.lower}


def _load() -> tuple[tuple[str, ...], dict[int, Card]]:
    data = json.loads(resources.files(__package__).joinpath("cards.json").read_text("utf-8"))
    types = tuple(data["skull_types"])
    cards = {c["id"]: Card(c["id"], c["upper"], c["lower"]) for c in data["cards"]}
    for card in cards.values():
        if card.upper not in types or card.lower not in types:
            raise ValueError(f"cards.json: card {card.id} has an unknown skull type")
    return types, cards


SKULL_TYPES, CARDS = _load()
CARD_IDS: tuple[int, ...] = tuple(sorted(CARDS))
