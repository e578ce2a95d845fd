"""Skullminers components, loaded from ``cards.json`` and ``board.json`` (designed content).

Card ids are the same for both Companies (``c1``.. Crew cards, ``d1``.. Directives); each
Company's deck is a mix of them (``COMPANIES[id].deck``: card id -> copies).
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from importlib import resources
from typing import Any

from .effects import check_effects, effects_text
from .grid import Geometry, orientations, parse_shape
from .view_types import CrewCardView, DirectiveCardView


@dataclass(frozen=True)
class CrewCard:
    """A Crew card: a tunnel tile (printed ``shape``, see :func:`grid.parse_shape`) and the
    crew value its Crew Counter Die takes when built (rulebook: Crew Cards)."""

    id: str
    name: str
    shape: str
    value: int
    orientations: tuple[str, ...]
    shaft: bool

    @property
    def text(self) -> str:
        """The card's rules text: its tunnel, the crew it builds with and how it may be turned."""
        how = "turned end over end" if len(self.orientations) > 1 else "either way up (same tunnel)"
        if self.shaft:
            a, b = self.shape.split(">")
            tunnel = f"Shaft: crew go in at {a} and out at {b}, never back"
        else:
            tunnel = "Tunnel open to " + ", ".join(self.shape)
        return f"{tunnel}. Builds a Site with {self.value} crew. Build as printed or {how}."

    def to_json(self) -> CrewCardView:
        """The card as JSON for the renderer (``type`` ``crew``, text included)."""
        return {"id": self.id, "type": "crew", "name": self.name, "shape": self.shape,
                "value": self.value, "orientations": list(self.orientations), "shaft": self.shaft,
                "text": self.text}


@dataclass(frozen=True)
class Directive:
    """A Directive card: a list of effects from the vocabulary in :mod:`.effects`."""

    id: str
    name: str
    effects: tuple[dict[str, Any], ...]
    text: str = field(default="")

    def to_json(self) -> DirectiveCardView:
        """The card as JSON for the renderer (``type`` ``directive``, its effects copied)."""
        return {"id": self.id, "type": "directive", "name": self.name, "text": self.text,
                "effects": [dict(e) for e in self.effects]}


@dataclass(frozen=True)
class Company:
    """A mining Company (``cards.json`` ``companies``): ``name``, ``motto``, and its ``deck``,
    card id -> copies."""

    id: str
    name: str
    motto: str
    deck: dict[str, int]


@dataclass(frozen=True)
class Board:
    """``board.json``: grid size, hand size, crew cap per Site, round limit, Hit Die faces."""

    geometry: Geometry
    hand_size: int
    site_cap: int
    round_limit: int
    hit_faces: tuple[str, ...]

    @property
    def hit_chance(self) -> float:
        """Probability that one Hit Die shows a Hit."""
        return self.hit_faces.count("hit") / len(self.hit_faces)


def _read(name: str) -> Any:
    return json.loads(resources.files(__package__).joinpath(name).read_text("utf-8"))


def _load_board() -> Board:
    data = _read("board.json")
    faces = tuple(data["hit_die"]["faces"])
    if not ("hit" in faces and "miss" in faces and set(faces) <= {"hit", "miss"}):
        raise ValueError("board.json: the Hit Die needs both hit and miss faces, and nothing else")
    return Board(Geometry(data["columns"], data["rows"]), data["hand_size"], data["site_cap"],
                 data["round_limit"], faces)


def _load_cards() -> tuple[dict[str, CrewCard | Directive], dict[str, Company]]:
    data = _read("cards.json")
    cards: dict[str, CrewCard | Directive] = {}
    for c in data["crew"]:
        shape = c["shape"]
        parse_shape(shape)
        if not 1 <= c["value"] <= 6:
            raise ValueError(f"cards.json: {c['id']} needs a crew value 1..6")
        cards[c["id"]] = CrewCard(c["id"], data["shapes"][shape]["name"], shape, c["value"],
                                  tuple(orientations(shape)), ">" in shape)
    for d in data["directives"]:
        effects = tuple(d["effects"])
        check_effects(d["id"], effects)
        cards[d["id"]] = Directive(d["id"], d["name"], effects, effects_text(effects))
    companies = {}
    for cid, comp in data["companies"].items():
        unknown = [k for k in comp["deck"] if k not in cards]
        if unknown:
            raise ValueError(f"cards.json: company {cid} lists unknown cards {unknown}")
        companies[cid] = Company(cid, comp["name"], comp["motto"], dict(comp["deck"]))
    return cards, companies


BOARD = _load_board()
GEO = BOARD.geometry
CARDS, COMPANIES = _load_cards()
COMPANY_IDS: tuple[str, ...] = tuple(COMPANIES)
CARD_ORDER: dict[str, int] = {cid: i for i, cid in enumerate(CARDS)}
"""Card id -> position in ``cards.json``: hands are kept in this order."""


def card_words(card_id: str) -> str:
    """A card's name for log lines and labels, e.g. ``"Gallery (3 crew)"``."""
    card = CARDS[card_id]
    if isinstance(card, CrewCard):
        return f"{card.name} {card.shape} ({card.value} crew)"
    return card.name
