"""Skulls of Sedlec in a player's words, and what each action changes on the board.

Labels of legal actions (:func:`action_info`), log lines (:func:`describe`) and touch keys
(:func:`touches`, listed in docs/notation/sedlec.md) are computed before the action is
applied. A card is named by its two skulls, upper over lower ("Noble over Cleric"): two cards
with the same skulls score alike, so the card number printed in the corner is left out.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from .cards import CARDS
from .frames import TakeDug
from .moves import Collect, Dig, Reveal, SedlecMove, Stack, Take

if TYPE_CHECKING:
    from .state import SedlecState


def card_words(card_id: int) -> str:
    """``"Noble over Cleric"``: the card's upper skull over its lower one."""
    card = CARDS[card_id]
    return f"{card.upper.title()} over {card.lower.title()}"


def place_words(state: "SedlecState", slot: tuple[int, int]) -> str:
    """Where a card is about to go in the Ossuary of the seat to act: "as the first card of
    Row 1", "at the left end of Row 1", or "in Row 2, 3rd from the left" (among that Row's
    cards after it)."""
    row, pos = slot
    taken = sorted(p for r, p in state.ossuaries[state.turn] if r == row)
    if row == 1:
        if not taken:
            return "as the first card of Row 1"
        return f"at the {'left' if pos < taken[0] else 'right'} end of Row 1"
    rank = sum(1 for p in taken if p < pos) + 1
    suffix = {1: "st", 2: "nd", 3: "rd"}.get(rank, "th")
    return f"in Row {row}, {rank}{suffix} from the left"


def action_info(state: "SedlecState", move: SedlecMove) -> dict[str, Any]:
    """``{"action", "kind", "label", ...}`` with the targets a renderer attaches the action to:
    ``piles`` (dig), ``pile`` and ``card`` (take, collect), ``card``, ``row``, ``pos`` (stack)."""
    info: dict[str, Any] = {"action": str(move), "kind": move.verb}
    if isinstance(move, Dig):
        info["piles"] = list(move.piles)
        info["label"] = ("Dig piles " if len(move.piles) > 1 else "Dig pile ") + " and ".join(map(str, move.piles))
    elif isinstance(move, (Take, Collect)):
        card = state.up[move.pile - 1] or 0
        info.update(pile=move.pile, card=card, label=f"{move.verb.title()} {card_words(card)} from pile {move.pile}")
    elif isinstance(move, Stack):
        info.update(card=move.card, row=move.row, pos=move.pos,
                    label=f"Stack {card_words(move.card)} {place_words(state, (move.row, move.pos))}")
    elif isinstance(move, Reveal):
        info.update(card=move.card, label=f"Turn up {card_words(move.card)}")
    else:
        info["label"] = "Pass (no move is possible)"
    return info


def describe(state: "SedlecState", frame: Any, move: SedlecMove) -> str:
    """The log line of ``move`` (seats as ``{pN}``), ``frame`` the pending one. Everything
    in Sedlec is public."""
    who = f"{{p{state.turn}}}"
    if isinstance(move, Reveal):
        line = f"Pile {frame.pile + 1} turns up {card_words(move.card)}"
        below = state.stack[-2] if len(state.stack) > 1 else None
        if isinstance(below, TakeDug) and len(below.piles) == 1:  # a one-pile Dig takes its card at once
            return f"{line}; {who} takes it."
        return f"{line}."
    if isinstance(move, Dig):
        return f"{who} digs pile{'s' if len(move.piles) > 1 else ''} {' and '.join(map(str, move.piles))}."
    if isinstance(move, (Take, Collect)):
        word = "takes" if isinstance(move, Take) else "collects"
        return f"{who} {word} {card_words(state.up[move.pile - 1] or 0)} from pile {move.pile}."
    if isinstance(move, Stack):
        return f"{who} stacks {card_words(move.card)} {place_words(state, (move.row, move.pos))}."
    return f"{who} cannot move and passes."


def touches(state: "SedlecState", frame: Any, move: SedlecMove) -> list[str]:
    """What ``move`` changes (docs/notation/sedlec.md, "Touch keys"): ``pile:N`` for a pile
    dug, turned up, taken from or collected from; ``card:ID`` for the card that turns up or
    moves (into a hand, into an Ossuary); ``slot:SEAT:ROW:PLACE`` for the Ossuary place a card
    is stacked on. Everything is public, so every seat reads the same keys."""
    if isinstance(move, Reveal):
        return [f"pile:{frame.pile + 1}", f"card:{move.card}"]
    if isinstance(move, Dig):
        return [f"pile:{p}" for p in move.piles]
    if isinstance(move, (Take, Collect)):
        return [f"pile:{move.pile}", f"card:{state.up[move.pile - 1]}"]
    if isinstance(move, Stack):
        return [f"card:{move.card}", f"slot:{state.turn}:{move.row}:{move.pos}"]
    return []
