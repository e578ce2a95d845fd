"""The four Travelers and the five Stage Relics, loaded from ``travelers.json``.

Rulebook: "Traveler Archetypes", "Stage Relics"; docs/rulings/eskeletos.md names the two
unnamed Travelers.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from importlib import resources


@dataclass(frozen=True)
class TravelerKind:
    """One archetype: starting ``burden`` and ``hope`` (tokens), its ability name and text."""

    key: str
    name: str
    style: str
    burden: int
    hope: int
    ability: str
    timing: str
    text: str


@dataclass(frozen=True)
class Relic:
    """A Stage Relic of ``ring`` (1..5)."""

    key: str
    ring: int
    name: str
    timing: str
    text: str


def _load() -> tuple[dict[str, TravelerKind], dict[str, Relic]]:
    data = json.loads(resources.files(__package__).joinpath("travelers.json").read_text("utf-8"))
    kinds = {t["key"]: TravelerKind(**{k: v for k, v in t.items() if k != "designed_name"})
             for t in data["travelers"]}
    relics = {r["key"]: Relic(**r) for r in data["relics"]}
    return kinds, relics


TRAVELERS, RELICS = _load()
TRAVELER_KEYS: tuple[str, ...] = tuple(TRAVELERS)
RELIC_KEYS: tuple[str, ...] = tuple(RELICS)
RELIC_OF_RING: dict[int, str] = {r.ring: r.key for r in RELICS.values()}
RELIC_CAPACITY = 3
"""A Traveler holds at most 3 Relics (rulebook: Stage Relics)."""
