"""Card texts a player reads, generated from the effect lists (effects.py) and requirements
(metrics.py) of the data files, so a card's text and its behaviour cannot disagree; and each
card's JSON for views (views.py).
"""

from __future__ import annotations

from functools import lru_cache
from typing import Any

from .data import COURT, MOTIVES, MOURNERS, WALLOWS
from .effects import effects_words, lower_first
from .metrics import motive_words, requirement_words
from .view_types import CourtCardView, MotiveCardView, MournerCardView, WallowsCardView

WHEN_WORDS = {
    "instant": "When gained",
    "action": "Action, once per round",
    "round_start": "At the start of each round",
    "pass_etherea": "When you pass on the Etherea piles",
    "recruit": "After you recruit",
    "tithe": "After the Tithe",
    "end_round": "At the end of the round",
}
"""When an ability works (its ``when``, abilities.py), as its text begins."""


def court_action_words(card: dict[str, Any], which: int) -> str:
    """Rules text of action ``which`` (1 or 2) of Court card ``card``: "Gain 3 Etherea. ..."."""
    return effects_words(card["actions"][which - 1])


def ability_words(ability: dict[str, Any]) -> str:
    """``{"when": "tithe", "if": ..., "effects": [...]}`` -> "After the Tithe, if ...: Gain 1 Unity"."""
    when = ability["when"]
    head = f"After you play a {ability['faction'].title()} Court card" if when == "court" else WHEN_WORDS[when]
    if "if" in ability:
        head += ", if " + lower_first(requirement_words(ability["if"]))
    return f"{head}: {effects_words(ability['effects'])}."


def court_json(cid: str) -> CourtCardView:
    """JSON of a card for views (cached, shared: read-only)."""
    return _court_json(cid)


@lru_cache(maxsize=None)
def _court_json(cid: str) -> CourtCardView:
    card = COURT[cid]
    return {"name": card["name"], "title": card["title"], "faction": card["faction"],
            "actions": [court_action_words(card, 1) + ".", court_action_words(card, 2) + "."]}


def mourner_json(cid: str) -> MournerCardView:
    """JSON of a card for views (cached, shared: read-only)."""
    return _mourner_json(cid)


@lru_cache(maxsize=None)
def _mourner_json(mid: str) -> MournerCardView:
    m = MOURNERS[mid]
    return {"name": m["name"], "title": m["title"], "faction": m["faction"],
            "follower": m["follower"], "text": ability_words(m["ability"])}


def wallows_json(cid: str) -> WallowsCardView:
    """JSON of a card for views (cached, shared: read-only)."""
    return _wallows_json(cid)


@lru_cache(maxsize=None)
def _wallows_json(wid: str) -> WallowsCardView:
    w = WALLOWS[wid]
    out: WallowsCardView = {"name": w["name"], "kind": w["kind"], "objective": requirement_words(w["objective"]) + "."}
    if "reward" in w:
        out["reward"] = effects_words(w["reward"]) + "."
    if "penalty" in w:
        out["penalty"] = effects_words(w["penalty"]) + "."
    if "benefit" in w:
        out["benefit"] = effects_words(w["benefit"]) + "."
    if "trigger" in w:
        out["trigger"] = ability_words(w["trigger"])
    return out


def motive_json(cid: str) -> MotiveCardView:
    """JSON of a card for views (cached, shared: read-only)."""
    return _motive_json(cid)


@lru_cache(maxsize=None)
def _motive_json(mid: str) -> MotiveCardView:
    m = MOTIVES[mid]
    return {"name": m["name"], "faction": m["faction"], "text": motive_words(m) + "."}
