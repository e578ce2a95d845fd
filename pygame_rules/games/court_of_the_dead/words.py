"""Words a player reads for a choice: card names, option labels, the log line of a secret
exchange and of a payment. Card texts, generated from the effect lists, are in card_text.py.

Seats are written ``{p0}``, ``{p1}``... (names are filled in by the caller).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from . import figures, movement
from .data import COURT, GUILD_NAME, INFLUENCE_POINTS, LOCATION_NAME, MOTIVES, MOURNERS, WALLOWS

if TYPE_CHECKING:
    from .state import CourtState


def card_name(cid: str) -> str:
    """The printed name of Court, Mourner, Wallows or Motive card ``cid``; ``cid`` itself when it is
    none of these (a location's or guild's name)."""
    for deck in (COURT, MOURNERS, WALLOWS, MOTIVES):
        if cid in deck:
            name: str = deck[cid]["name"]
            return name
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
        src, dst, counts = movement.parse_move(action)
        return "move " + movement.words(src, dst, counts)
    return {"use": "use it", "skip": "skip it", "keep": "keep the cards",
            "alltaker": "use the Alltaker", "decline": "do not use the Alltaker"}.get(verb, action)
