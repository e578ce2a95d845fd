"""Words a player reads: card texts generated from the effect lists, and option labels.

Seats are written ``{p0}``, ``{p1}``... (names are filled in by the caller).
"""

from __future__ import annotations

from functools import lru_cache
from typing import TYPE_CHECKING, Any

from .data import COURT, GUILD_NAME, INFLUENCE_POINTS, LOCATION_NAME, MOTIVES, MOURNERS, WALLOWS

if TYPE_CHECKING:
    from .state import CourtState

WHEN_WORDS = {
    "instant": "When gained",
    "action": "Action, once per round",
    "round_start": "At the start of each round",
    "pass_etherea": "When you pass on the Etherea piles",
    "recruit": "After you recruit",
    "tithe": "After the Tithe",
    "end_round": "At the end of the round",
}


def court_action_words(card: dict[str, Any], which: int) -> str:
    from .effects import effects_words
    return effects_words(card["actions"][which - 1])


def ability_words(ability: dict[str, Any]) -> str:
    """``{"when": "tithe", "if": ..., "effects": [...]}`` -> "After the Tithe, if ...: Gain 1 Unity"."""
    from .effects import effects_words, lower_first
    from .metrics import requirement_words
    when = ability["when"]
    head = f"After you play a {ability['faction'].title()} Court card" if when == "court" else WHEN_WORDS[when]
    if "if" in ability:
        head += ", if " + lower_first(requirement_words(ability["if"]))
    return f"{head}: {effects_words(ability['effects'])}."


def court_json(cid: str) -> dict[str, Any]:
    """JSON of a card for views (cached, shared: read-only)."""
    return _court_json(cid)


@lru_cache(maxsize=None)
def _court_json(cid: str) -> dict[str, Any]:
    card = COURT[cid]
    return {"name": card["name"], "title": card["title"], "faction": card["faction"],
            "actions": [court_action_words(card, 1) + ".", court_action_words(card, 2) + "."]}


def mourner_json(cid: str) -> dict[str, Any]:
    """JSON of a card for views (cached, shared: read-only)."""
    return _mourner_json(cid)


@lru_cache(maxsize=None)
def _mourner_json(mid: str) -> dict[str, Any]:
    m = MOURNERS[mid]
    return {"name": m["name"], "title": m["title"], "faction": m["faction"],
            "follower": m["follower"], "text": ability_words(m["ability"])}


def wallows_json(cid: str) -> dict[str, Any]:
    """JSON of a card for views (cached, shared: read-only)."""
    return _wallows_json(cid)


@lru_cache(maxsize=None)
def _wallows_json(wid: str) -> dict[str, Any]:
    from .effects import effects_words
    from .metrics import requirement_words
    w = WALLOWS[wid]
    out = {"name": w["name"], "kind": w["kind"], "objective": requirement_words(w["objective"]) + "."}
    for key in ("reward", "penalty", "benefit"):
        if key in w:
            out[key] = effects_words(w[key]) + "."
    if "trigger" in w:
        out["trigger"] = ability_words(w["trigger"])
    return out


def motive_json(cid: str) -> dict[str, Any]:
    """JSON of a card for views (cached, shared: read-only)."""
    return _motive_json(cid)


@lru_cache(maxsize=None)
def _motive_json(mid: str) -> dict[str, Any]:
    from .metrics import motive_words
    m = MOTIVES[mid]
    return {"name": m["name"], "faction": m["faction"], "text": motive_words(m) + "."}


def card_name(cid: str) -> str:
    for deck in (COURT, MOURNERS, WALLOWS, MOTIVES):
        if cid in deck:
            return deck[cid]["name"]
    return cid


def caused(src: str, prompt: str) -> str:
    """``prompt`` for a choice that card or place ``src`` asks for, led by its name:
    ``caused("C03", "choose a player")`` is ``"Auraghast — choose a player"``."""
    return f"{card_name(src)} — {prompt}"


def swap_words(seat: int, action: str) -> dict[Any, str]:
    """Log line of Severamm's choice ``swap <hand card> <undealt card>`` or ``keep``, per seat:
    only ``seat`` reads the cards' names, the others read that an exchange was made or not
    (the undealt cards and the hand are secret; the exchange itself is done in the open)."""
    if action == "keep":
        return {seat: "You keep your Court cards.", None: f"{{p{seat}}} makes no exchange."}
    _, h, u = action.split()
    return {seat: f"You exchange {COURT[h]['name']} for {COURT[u]['name']}.",
            None: f"{{p{seat}}} exchanges a Court card with the undealt cards."}


def pay_words(st: "CourtState", factions: list[str]) -> str:
    """``pay bone bone spirit`` in words: "pay 3 points: Bone down 2 spaces, Spirit down 1"
    (the points by the printed values, for the seat asked; effects.pay_influence)."""
    spaces = [(f, factions.count(f)) for f in ("bone", "flesh", "spirit") if f in factions]
    text = ", ".join(f"{f.title()} down {d} space{'s' if d != 1 else ''}" for f, d in spaces)
    pend = st.pending
    if pend is None or pend.seat < 0:
        return "move " + text
    points = sum(INFLUENCE_POINTS[st.influence(pend.seat, f)] - INFLUENCE_POINTS[st.influence(pend.seat, f) - d]
                 for f, d in spaces)
    return f"pay {points} point{'s' if points != 1 else ''}: {text}"


def option_words(st: "CourtState", action: str) -> str:
    """Words for a generic choice option (see notation.py)."""
    from . import figures
    verb, *args = action.split()
    if verb == "influence":
        return "gain " + " and ".join(a.title() for a in args) + " Influence" if args else "nothing to take"
    if verb == "pay":
        return pay_words(st, args)
    if verb == "guild":
        return f"a {GUILD_NAME[args[0]]} figure"
    if verb == "figure":
        place, seat, g = figures.parse_figure(args)
        return figures.figure_words(place, seat, g)
    if verb == "target":
        return f"{{p{int(args[0]) - 1}}}"
    if verb == "location":
        return LOCATION_NAME[int(args[0])]
    if verb == "faction":
        return f"the {args[0].title()} deck"
    if verb == "card":
        return card_name(args[0])
    if verb == "option":
        return f"option {args[0]}"
    if verb == "swap":
        return f"exchange {COURT[args[0]]['name']} for {COURT[args[1]]['name']}"
    if verb == "reclaim":
        return f"take {COURT[args[0]]['name']}, discard {COURT[args[1]]['name']}"
    if verb == "move":
        from . import movement
        src, dst, counts = movement.parse_move(action)
        return "move " + movement.words(src, dst, counts)
    return {"use": "use it", "skip": "skip it", "keep": "keep the cards",
            "alltaker": "use the Alltaker", "decline": "do not use the Alltaker"}.get(verb, action)
