"""Structured descriptions of actions (``action_info``) so a renderer can attach each legal
action to what it draws without parsing strings, and the moves a page builds from parts.
Notation: docs/notation/court_of_the_dead.md; the moves themselves: moves.py.

Every dict has ``action``, ``label`` and ``kind``, plus targets: ``card``, ``action_no``,
``guild``, ``faction``, ``from``/``to`` (place numbers, 0 = Crypt), ``figures`` (count per
guild id), ``seat`` (0-based), ``location``, ``piles``, ``pile``, ``amount``, ``factions``.
The info of an Action Phase turn (``card`` and
``action_no`` of a play) is built by its phase (phases/actions.py ``turn_info``), which needs
the cards' texts.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ...core import IllegalActionError
from . import movement
from .data import GUILD_IDS
from .moves import (Card, CourtCard, CourtMove, DieFace, Draft, Faction, Figure, Guild, Influence, Keep, Location,
                    MotiveCard, MournerCard, MoveFigures, Pay, Reclaim, RollTotal, Split, Swap, Target, Use,
                    WallowsCard)
from .words import card_name, option_words

if TYPE_CHECKING:
    from .state import CourtState

def compose(kind: str, parts: Any) -> str:
    """The action of a split or a movement built from its parts by a page (``State.compose``):

    - ``"split"``: the pile sizes, ``[3, 2, 1]`` -> ``"split 3 2 1"``;
    - ``"move"``: ``{"from": place, "to": location, "figures": {guild id: count}}``, place 0
      being the Crypt -> ``"move crypt 5 MK MK"`` (moves.py ``MoveFigures``).

    Raises IllegalActionError for another kind or parts of another shape; whether the move is
    allowed now is for ``apply`` to say."""
    if kind == "split" and isinstance(parts, list) and parts and all(_whole(x) for x in parts):
        return str(Split(tuple(parts)))
    if kind == "move" and isinstance(parts, dict) and _whole(parts.get("from")) and _whole(parts.get("to")):
        wanted = parts.get("figures")
        if isinstance(wanted, dict) and set(wanted) <= set(GUILD_IDS) and all(_whole(c) for c in wanted.values()):
            counts = tuple(wanted.get(g, 0) for g in GUILD_IDS)
            if sum(counts):
                return str(MoveFigures(parts["from"], parts["to"], counts))
    raise IllegalActionError(f"cannot build a '{kind}' move from {str(parts)[:80]}")


def _whole(x: Any) -> bool:
    """A whole number of 0 or more (JSON's, so not a bool)."""
    return isinstance(x, int) and not isinstance(x, bool) and x >= 0


def move_info(move: MoveFigures) -> dict[str, Any]:
    """The info of a movement ``move <from> <to> <guild> ...``: ``{"kind": "move", "from",
    "to", "figures": {guild id: count}, "label"}``."""
    return {"kind": "move", "from": move.src, "to": move.dst,
            "figures": {GUILD_IDS[g]: c for g, c in enumerate(move.counts) if c},
            "label": "Move " + movement.words(move.src, move.dst, move.counts)}


def option_info(st: "CourtState", seat: int, move: CourtMove, kind: str) -> dict[str, Any]:
    """``action_info`` (without ``action``) of ``move``, a listed answer to a choice ``seat`` is
    asked as ``kind``: ``kind`` and a capitalised ``label``, plus what the move names
    (``factions``, ``guild``, ``place``/ ``seat``, ``card`` ...; docs/notation/court_of_the_dead.md)."""
    label = option_words(st, seat, move)
    info: dict[str, Any] = {"kind": kind, "label": label[:1].upper() + label[1:]}
    if isinstance(move, (Influence, Pay)):
        info["factions"] = list(move.factions)
    elif isinstance(move, Guild):
        info["guild"] = move.guild
    elif isinstance(move, Figure):
        info.update(place=move.place, seat=move.seat, guild=move.guild)
    elif isinstance(move, Target):
        info["seat"] = move.seat
    elif isinstance(move, Location):
        info["location"] = move.place
    elif isinstance(move, Faction):
        info["faction"] = move.faction
    elif isinstance(move, Card):
        info["card"] = move.card
    elif isinstance(move, Swap):
        info.update(card=move.give, take=move.take)
    elif isinstance(move, Reclaim):
        info.update(take=move.take, card=move.discard)
    elif isinstance(move, MoveFigures):
        info.update(move_info(move))
    elif isinstance(move, (Keep, Draft)) and move.card is not None:
        info.update(card=move.card, label=f"Keep {card_name(move.card)}")
    elif isinstance(move, (CourtCard, MotiveCard, MournerCard, WallowsCard)):
        info.update(kind="chance", card=move.card, label=card_name(move.card))
    elif isinstance(move, RollTotal):
        info.update(kind="chance", amount=move.total, label=f"Roll {move.total}")
    elif isinstance(move, DieFace):
        info.update(kind="chance", amount=move.face, label=f"Die {move.face}")
    if kind == "dreadsbane":
        info["label"] = "Take the Dreadsbane token" if isinstance(move, Use) else "Decline the Dreadsbane token"
    return info
