"""ESKELETOS cards, loaded from ``cards.json`` (designed content), and their rules text.

Every effect is a small dict from the effect vocabulary (see :data:`OPS`), interpreted by
``effects.py``; a card's text is written from its effect list by :func:`card_text`, so the
text a player reads and the effect the engine performs cannot disagree.
Rulebook: "Card Type Overview", "Fate Cards", "Card Movement, Suppression and Attachments".
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from importlib import resources
from typing import Any, Literal, NotRequired, TypeAlias, TypedDict

from .view_types import CardView

SUIT_DECKS: tuple[str, ...] = ("nature", "corporeal", "emotion", "memory", "void")
"""The five Suit decks (rulebook: Components)."""

DECKS: tuple[str, ...] = SUIT_DECKS + ("fate", "limbo")
DECK_NAMES = {"nature": "Nature", "corporeal": "Corporeal Form", "emotion": "Emotion",
              "memory": "Memory", "void": "Void", "fate": "Fate", "limbo": "Limbo"}

HAND_KINDS = ("action", "keep", "movement", "reaction")
"""Kinds of card that live in a hand (instants resolve and hazards go to the vault)."""

# op -> (you-form, third-person form); {n} count, {s} plural s, {deck} deck words.
OPS: dict[str, tuple[str, str]] = {
    "burden": ("gain {n} Burden", "gains {n} Burden"),
    "shed": ("shed {n} Burden", "sheds {n} Burden"),
    "hope": ("gain {n} Hope", "gains {n} Hope"),
    "lose_hope": ("lose {n} Hope", "loses {n} Hope"),
    "draw": ("draw {n} card{s} from {deck}", "draws {n} card{s} from {deck}"),
    "discard": ("discard {n} card{s} from your hand", "discards {n} card{s} from their hand"),
    "suppress": ("suppress {n} card{s} from your hand", "suppresses {n} card{s} from their hand"),
    "suppress_top": ("suppress the top card of {deck} unseen", "suppresses the top card of {deck} unseen"),
    "unsuppress": ("return {n} suppressed card{s} to your hand", "returns {n} suppressed card{s} to their hand"),
    "purge": ("discard {n} of your suppressed cards", "discards {n} of their suppressed cards"),
    "purge_all": ("reveal and discard all your suppressed cards", "reveals and discards all their suppressed cards"),
    "reveal_vault": ("reveal your suppressed cards", "reveals their suppressed cards"),
    "move": ("advance {n} spaces on your ring", "advances {n} spaces on their ring"),
    "ward": ("ignore Hazard space Burden until your next turn", "ignores Hazard space Burden until their next turn"),
    "strip": ("discard one of your attachments", "loses one attachment of your choice"),
    "move_mod": ("{signed} to this movement (never below 1 space)", "{signed} to this movement"),
    "claim_relic": ("claim a Stage Relic lying on any Turning Point (if you hold fewer than 3)",
                    "claims a Stage Relic lying on any Turning Point"),
    "take_relic": ("give one of your Relics (your choice) to this card's player if they hold fewer than 3",
                   "gives you one of their Relics (their choice) if you hold fewer than 3"),
    "return_relic": ("return one of your Relics to a Turning Point of its ring",
                     "returns one of their Relics to a Turning Point of its ring (their choice)"),
    "step": ("{stepwords}", "{stepwords}"),
    "to_exit": ("move to space 7, the Exit Portal", "moves to space 7"),
    "freeze": ("take no natural step this turn", "takes no natural step this turn"),
    "escape": ("escape Limbo to the Ship's Wheel of {where}", "escapes Limbo"),
    "escape_bonus": ("add {n} to your Escape Check this turn", "adds {n} to their Escape Check"),
}


class Op(TypedDict):
    """One effect of the vocabulary, as written in ``cards.json``: ``{"op": "burden", "n": 1,
    "who": "other"}``. Only ``op`` is always there (see :func:`op_text` for the defaults)."""

    op: str
    """The effect's name, a key of :data:`OPS`."""
    n: NotRequired[int]
    """How many (default 1; negative steps go back on the Limbo arc)."""
    who: NotRequired[str]
    """Whom it applies to, one of :data:`WHO` (default ``self``)."""
    deck: NotRequired[str]
    """The deck drawn or suppressed from (default ``fate``; ``any_suit``: the player picks)."""
    to: NotRequired[str]
    """Where an ``escape`` leads: ``ring1`` (default) or ``collapsed``."""


Part: TypeAlias = Literal["effects", "release", "glob", "penalty"]
"""The effect lists of a :class:`Card`, by attribute name."""

WHO = {"self", "other", "all", "others"}
SUBJECT = {"other": "the Traveler you target", "all": "every Traveler on the main board",
           "others": "every other Traveler on the main board"}
ONGOING = {
    "gateway": "+{n} to your Gateway Checks",
    "conflict": "+{n} to your conflict rolls",
    "hand_limit": "your hand limit is {n} higher",
    "crisis": "+{n} to your Limbo Crisis Rolls",
    "accept": "+{n} to your Acceptance Checks",
    "lotus_hope": "gain {n} extra Hope whenever you rest on a Lotus",
    "hazard_ward": "Hazard spaces give you no Burden",
}


@dataclass(frozen=True)
class Card:
    """One card design; ``count`` copies of it are in ``deck``.

    Attributes: ``effects`` (ops performed when played, drawn as INSTANT or drawn in
    Limbo), ``ongoing`` (Keep in Play modifiers, e.g. ``{"gateway": 1}``), ``release``
    (ops when an attachment is voluntarily discarded), ``react`` (``"hazard"``),
    ``glob`` / ``penalty`` (a Suppressed Hazard's global event / its detonation).
    """

    key: str
    name: str
    deck: str
    kind: str
    count: int
    effects: tuple[Op, ...] = ()
    ongoing: dict[str, int] = field(default_factory=dict)
    release: tuple[Op, ...] = ()
    react: str | None = None
    glob: tuple[Op, ...] = ()
    penalty: tuple[Op, ...] = ()
    suit: str | None = None
    text: str = ""

    targets_other: bool = False
    """True when playing the card needs a target Traveler (an effect with ``who: other``)."""

    def to_json(self) -> CardView:
        """``{"key", "name", "deck", "kind", "text"}`` of the card, for the renderer."""
        return {"key": self.key, "name": self.name, "deck": self.deck, "kind": self.kind, "text": self.text}


def _deck_words(deck: str) -> str:
    if deck == "any_suit":
        return "any Suit deck (your choice for each card)"
    return f"the {DECK_NAMES[deck]} deck"


def op_text(op: Op) -> str:
    """One effect in words, e.g. ``{"op": "burden", "n": 1, "who": "other"}`` ->
    "the Traveler you target gains 1 Burden"."""
    n = op.get("n", 1)
    who = op.get("who", "self")
    step = f"advance {n} space{'s' if n != 1 else ''} on the Limbo arc" if n > 0 else \
        f"step back {-n} space{'s' if n != -1 else ''} on the Limbo arc (never before space 1)"
    values = {"n": abs(n), "s": "" if abs(n) == 1 else "s", "deck": _deck_words(op.get("deck", "fate")),
              "signed": f"{n:+d}", "stepwords": step,
              "where": "the ring you collapsed from" if op.get("to") == "collapsed" else "Ring 1"}
    you, third = OPS[op["op"]]
    if who == "self":
        return you.format(**values)
    if op["op"] == "strip":
        return "discard one attachment of the Traveler you target (your choice)"
    return f"{SUBJECT[who]} {third.format(**values)}"


def _sentence(ops: tuple[Op, ...]) -> str:
    parts = [op_text(op) for op in ops]
    if not parts:
        return ""
    text = parts[0] if len(parts) == 1 else ", ".join(parts[:-1]) + ", then " + parts[-1]
    return text[0].upper() + text[1:] + "."


def card_text(card: Card) -> str:
    """The rules text of ``card``, written from its kind and effect lists."""
    if card.kind == "keep":
        bits = [ONGOING[k].format(n=v) for k, v in card.ongoing.items()]
        text = "Keep in Play."
        if bits:
            text += " While attached: " + "; ".join(bits) + "."
        if card.release:
            text += " You may discard it in your Action Phase to " + _sentence(card.release)[0].lower() + \
                _sentence(card.release)[1:]
        return text
    if card.kind == "reaction":
        return "Reaction: when a Hazard space would give you Burden, discard this card to ignore that Burden."
    if card.kind == "hazard":
        return ("Suppressed Hazard: when drawn it goes straight, face down, into your vault. When it is revealed, "
                f"returned to a hand or discarded from the vault: {_sentence(card.penalty)} "
                f"If it turns up in the Drift: {_sentence(card.glob)}")
    label = {"action": "Action", "movement": "Movement", "instant": "INSTANT (resolve when drawn)",
             "on_draw": "On Draw"}[card.kind]
    if card.deck == "limbo":
        label = {"on_draw": "On Draw", "movement": "Movement Phase", "action": "Action Phase"}[card.kind]
    return f"{label}: {_sentence(card.effects)}"


def _check(card: Card) -> None:
    for op in card.effects + card.release + card.glob + card.penalty:
        if op.get("op") not in OPS or op.get("who", "self") not in WHO:
            raise ValueError(f"cards.json: card {card.key} has an unknown effect {op}")
    for name in card.ongoing:
        if name not in ONGOING:
            raise ValueError(f"cards.json: card {card.key} has an unknown ongoing effect {name}")


def _load() -> dict[str, Card]:
    data = json.loads(resources.files(__package__).joinpath("cards.json").read_text("utf-8"))
    cards: dict[str, Card] = {}
    for deck, entries in data["decks"].items():
        for e in entries:
            card = Card(key=e["key"], name=e["name"], deck=deck, kind=e["kind"], count=e["count"],
                        effects=tuple(e.get("effects", ())), ongoing=dict(e.get("ongoing", {})),
                        release=tuple(e.get("release", ())), react=e.get("react"),
                        glob=tuple(e.get("global", ())), penalty=tuple(e.get("penalty", ())),
                        suit=e.get("suit"))
            _check(card)
            if card.key in cards:
                raise ValueError(f"cards.json: duplicate card key {card.key}")
            cards[card.key] = Card(**{**card.__dict__, "text": card_text(card),
                                      "targets_other": any(op.get("who") == "other" for op in card.effects)})
    return cards


CARDS: dict[str, Card] = _load()
"""Every card design by key (keys are unique across decks)."""

DECK_LISTS: dict[str, dict[str, int]] = {
    deck: {c.key: c.count for c in CARDS.values() if c.deck == deck} for deck in DECKS
}
"""Each deck's contents: ``{deck: {card key: copies}}``."""
