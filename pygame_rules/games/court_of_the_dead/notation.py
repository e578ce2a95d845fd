"""Structured descriptions of actions (``action_info``) so a renderer can attach each legal
action to what it draws without parsing strings. Notation: docs/notation/court_of_the_dead.md.

Every dict has ``action``, ``label`` and ``kind``, plus targets: ``card``, ``action_no``,
``guild``, ``faction``, ``from``/``to`` (place numbers, 0 = Crypt), ``figures`` (count per
guild id), ``seat`` (0-based), ``location``, ``piles``, ``pile``, ``amount``, ``factions``.
The info of an Action Phase turn (``card`` and ``action_no`` of a play) is built by its
handler (phases/actions.py ``turn_info``), which needs the cards' texts.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ...core import IllegalActionError
from . import figures, movement
from .data import GUILD_IDS
from .words import card_name, option_words

if TYPE_CHECKING:
    from .state import CourtState


def compose(kind: str, parts: Any) -> str:
    """The action of a split or a movement built from its parts by a page (``State.compose``):

    - ``"split"``: the pile sizes, ``[3, 2, 1]`` -> ``"split 3 2 1"``;
    - ``"move"``: ``{"from": place, "to": location, "figures": {guild id: count}}``, place 0
      being the Crypt -> ``"move crypt 5 MK MK"`` (``movement.format_move``).

    Raises IllegalActionError for another kind or parts of another shape; whether the move is
    allowed now is for ``apply`` to say."""
    if kind == "split" and isinstance(parts, list) and all(_whole(x) for x in parts):
        return "split " + " ".join(str(x) for x in parts)
    if kind == "move" and isinstance(parts, dict) and _whole(parts.get("from")) and _whole(parts.get("to")):
        wanted = parts.get("figures")
        if isinstance(wanted, dict) and set(wanted) <= set(GUILD_IDS) and all(_whole(c) for c in wanted.values()):
            return movement.format_move(parts["from"], parts["to"], [wanted.get(g, 0) for g in GUILD_IDS])
    raise IllegalActionError(f"cannot build a '{kind}' move from {str(parts)[:80]}")


def _whole(x: Any) -> bool:
    """A whole number of 0 or more (JSON's, so not a bool)."""
    return isinstance(x, int) and not isinstance(x, bool) and x >= 0


def move_info(action: str) -> dict[str, Any]:
    """The info of a movement ``move <from> <to> <guild> ...`` (str, a valid spelling):
    ``{"kind": "move", "from", "to", "figures": {guild id: count}, "label"}``. Raises
    ValueError for another spelling (movement.parse_move)."""
    src, dst, counts = movement.parse_move(action)
    return {"kind": "move", "from": src, "to": dst,
            "figures": {GUILD_IDS[g]: c for g, c in enumerate(counts) if c},
            "label": "Move " + movement.words(src, dst, counts)}


def option_info(st: "CourtState", action: str, kind: str) -> dict[str, Any]:
    """``action_info`` of a listed choice ``action`` asked as ``kind``: ``kind`` and a capitalised
    ``label``, plus what the verb names (``factions``, ``guild``, ``place``/ ``seat``, ``card`` ...;
    docs/notation/court_of_the_dead.md)."""
    verb, *args = action.split()
    info: dict[str, Any] = {"kind": kind, "label": option_words(st, action)}
    info["label"] = info["label"][:1].upper() + info["label"][1:]
    if verb in ("influence", "pay"):
        info["factions"] = args
    elif verb == "guild":
        info["guild"] = args[0]
    elif verb == "figure":
        place, seat, g = figures.parse_figure(args)
        info.update(place=place, seat=seat, guild=GUILD_IDS[g])
    elif verb == "target":
        info["seat"] = int(args[0]) - 1
    elif verb == "location":
        info["location"] = int(args[0])
    elif verb == "faction":
        info["faction"] = args[0]
    elif verb == "card":
        info["card"] = args[0]
    elif verb == "swap":
        info.update(card=args[0], take=args[1])
    elif verb == "reclaim":
        info.update(take=args[0], card=args[1])
    elif verb == "move":
        info.update(move_info(action))
    elif verb in ("keep", "draft") and args:
        info.update(card=args[0], label=f"Keep {card_name(args[0])}")
    elif verb in ("court", "motive", "mourner", "wallows"):
        info.update(kind="chance", card=args[0], label=card_name(args[0]))
    elif verb in ("roll", "die"):
        info.update(kind="chance", amount=int(args[0]), label=f"{verb.title()} {args[0]}")
    if kind == "dreadsbane":
        info["label"] = "Take the Dreadsbane token" if verb == "use" else "Decline the Dreadsbane token"
    return info
