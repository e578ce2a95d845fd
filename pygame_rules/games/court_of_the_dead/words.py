"""Words a player reads for a choice: card names, option labels, the log line of a secret
exchange and of a payment. Card texts, generated from the effect lists, are in card_text.py.

Seats are written ``{p0}``, ``{p1}``... (names are filled in by the caller).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ...core import LogEntry
from . import figures, movement
from .data import COURT, GUILD_INDEX, GUILD_NAME, INFLUENCE_POINTS, LOCATION_NAME, MOTIVES, MOURNERS, WALLOWS
from .moves import (Card, CourtMove, Faction, Figure, Guild, Influence, Location, MoveFigures, Option, Pay, Reclaim,
                    Swap, Target, Use, Skip)

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


def swap_words(seat: int, move: CourtMove) -> dict[Any, str]:
    """Log line of Severamm's choice ``swap <hand card> <undealt card>`` or ``keep``, per seat:
    only ``seat`` reads the cards' names, the others read that an exchange was made or not
    (the undealt cards and the hand are secret; the exchange itself is done in the open)."""
    if not isinstance(move, Swap):
        return {seat: "You keep your Court cards.", None: f"{{p{seat}}} makes no exchange."}
    return {seat: f"You exchange {COURT[move.give]['name']} for {COURT[move.take]['name']}.",
            None: f"{{p{seat}}} exchanges a Court card with the undealt cards."}


def pay_words(st: "CourtState", seat: int, factions: tuple[str, ...]) -> str:
    """``pay bone bone spirit`` in words for ``seat``, who pays: "pay 3 points: Bone down 2
    spaces, Spirit down 1" (the points by the printed values; effects.pay_influence)."""
    spaces = [(f, factions.count(f)) for f in ("bone", "flesh", "spirit") if f in factions]
    text = ", ".join(f"{f.title()} down {d} space{'s' if d != 1 else ''}" for f, d in spaces)
    points = sum(INFLUENCE_POINTS[st.influence(seat, f)] - INFLUENCE_POINTS[st.influence(seat, f) - d]
                 for f, d in spaces)
    return f"pay {points} point{'s' if points != 1 else ''}: {text}"


OTHER_WORDS = {"use": "use it", "skip": "skip it", "keep": "keep the cards", "alltaker": "use the Alltaker",
               "decline": "do not use the Alltaker"}
"""Words of the answers that name nothing (by verb); any other move reads as its action."""


def option_words(st: "CourtState", seat: int, move: CourtMove) -> str:
    """Words for ``move``, an answer to a choice ``seat`` is asked (see notation.py)."""
    if isinstance(move, Influence):
        return "gain " + " and ".join(a.title() for a in move.factions) + " Influence"
    if isinstance(move, Pay):
        return pay_words(st, seat, move.factions)
    if isinstance(move, Guild):
        return f"a {GUILD_NAME[move.guild]} figure"
    if isinstance(move, Figure):
        return figures.figure_words(move.place, move.seat, GUILD_INDEX[move.guild])
    if isinstance(move, Target):
        return f"{{p{move.seat}}}"
    if isinstance(move, Location):
        return LOCATION_NAME[move.place]
    if isinstance(move, Faction):
        return f"the {move.faction.title()} deck"
    if isinstance(move, Card):
        return card_name(move.card)
    if isinstance(move, Option):
        return f"option {move.number}"
    if isinstance(move, Swap):
        return f"exchange {COURT[move.give]['name']} for {COURT[move.take]['name']}"
    if isinstance(move, Reclaim):
        return f"take {COURT[move.take]['name']}, discard {COURT[move.discard]['name']}"
    if isinstance(move, MoveFigures):
        return "move " + movement.words(move.src, move.dst, move.counts)
    return OTHER_WORDS.get(move.verb) or str(move)


def choice_line(st: "CourtState", seat: int, kind: str, prompt: str, move: CourtMove, src: str | None = None,
                branch: str | None = None) -> LogEntry:
    """The log line of ``move``, ``seat``'s answer to a choice of ``kind`` asked with
    ``prompt``: a secret exchange read per seat (:func:`swap_words`); the Dreadsbane token
    taken or declined; an optional effect of card or place ``src`` used (its name) or not (no
    line of its own: the effect notes it); a player chosen, for the card the prompt names;
    else "{p0} chooses: <the answer's words, or ``branch``: the effects an "either" answer
    stands for>."."""
    if kind == "swap":  # secret cards: each seat reads what it may know
        return swap_words(seat, move)
    if kind == "dreadsbane":
        return f"{{p{seat}}} chooses: {'take' if isinstance(move, Use) else 'decline'} the dreadsbane token."
    if isinstance(move, (Use, Skip)) and src is not None:  # an optional effect: its source by name
        return f"{{p{seat}}} uses {card_name(src)}." if isinstance(move, Use) else ""
    if isinstance(move, Target):
        return target_words(seat, prompt, move.seat)
    return f"{{p{seat}}} chooses: {branch or option_words(st, seat, move)}."


def target_words(seat: int, prompt: str, chosen: int) -> str:
    """The log line of a player chosen by an effect (``target <n>``): "{p0} chooses {p1} for
    Auraghast.", the card taken from the prompt ("Auraghast — choose a player to ..."), so
    the line does not read as a bare name."""
    source, dash, _ = prompt.partition(" — ")
    who = f"{{p{chosen}}}"
    return f"{{p{seat}}} chooses {who} for {source}." if dash else f"{{p{seat}}} chooses {who}."
