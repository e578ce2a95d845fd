"""Skulls of Sedlec in a player's words, and what each action changes on the board.

Labels of legal actions (:func:`action_info`), log lines (:func:`describe`) and touch keys
(:func:`touches`, listed in docs/notation/sedlec.md) are computed before the action is
applied. A card is named by its two skulls, upper over lower ("Noble over Cleric"): two cards
with the same skulls score alike, so the card number printed in the corner is left out.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from .cards import CARDS
from .ossuary import parse_slot

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


def action_info(state: "SedlecState", action: str) -> dict[str, Any]:
    """``{"action", "kind", "label", ...}`` with the targets a renderer attaches the action to:
    ``piles`` (dig), ``pile`` and ``card`` (take, collect), ``card``, ``row``, ``pos`` (stack)."""
    verb, *args = action.split()
    info: dict[str, Any] = {"action": action, "kind": verb}
    if verb == "dig":
        info["piles"] = [int(a) for a in args]
        info["label"] = ("Dig piles " if len(args) > 1 else "Dig pile ") + " and ".join(args)
    elif verb in ("take", "collect"):
        pile = int(args[0])
        card = state.up[pile - 1] or 0
        info.update(pile=pile, card=card, label=f"{verb.title()} {card_words(card)} from pile {pile}")
    elif verb == "stack":
        row, pos = parse_slot(args[1])
        card = int(args[0])
        info.update(card=card, row=row, pos=pos,
                    label=f"Stack {card_words(card)} {place_words(state, (row, pos))}")
    elif verb == "reveal":
        info.update(card=int(args[0]), label=f"Turn up {card_words(int(args[0]))}")
    else:
        info["label"] = "Pass (no move is possible)"
    return info


def describe(state: "SedlecState", action: str) -> str:
    """The log line of ``action`` (seats as ``{pN}``). Everything in Sedlec is public."""
    verb, *args = action.split()
    who = f"{{p{state.turn}}}"
    if verb == "reveal":
        pile = state.to_reveal[0] + 1
        line = f"Pile {pile} turns up {card_words(int(args[0]))}"
        if len(state.to_reveal) == 1 and len(state.dug) == 1:  # a one-pile Dig takes its card at once
            return f"{line}; {who} takes it."
        return f"{line}."
    if verb == "dig":
        return f"{who} digs pile{'s' if len(args) > 1 else ''} {' and '.join(args)}."
    if verb in ("take", "collect"):
        pile = int(args[0])
        word = "takes" if verb == "take" else "collects"
        return f"{who} {word} {card_words(state.up[pile - 1] or 0)} from pile {pile}."
    if verb == "stack":
        return f"{who} stacks {card_words(int(args[0]))} {place_words(state, parse_slot(args[1]))}."
    return f"{who} cannot move and passes."


def touches(state: "SedlecState", action: str) -> list[str]:
    """What ``action`` changes (docs/notation/sedlec.md, "Touch keys"): ``pile:N`` for a pile
    dug, turned up, taken from or collected from; ``card:ID`` for the card that turns up or
    moves (into a hand, into an Ossuary); ``slot:SEAT:ROW:PLACE`` for the Ossuary place a card
    is stacked on. Everything is public, so every seat reads the same keys."""
    verb, *args = action.split()
    if verb == "reveal":
        return [f"pile:{state.to_reveal[0] + 1}", f"card:{args[0]}"]
    if verb == "dig":
        return [f"pile:{a}" for a in args]
    if verb in ("take", "collect"):
        return [f"pile:{args[0]}", f"card:{state.up[int(args[0]) - 1]}"]
    if verb == "stack":
        row, pos = parse_slot(args[1])
        return [f"card:{args[0]}", f"slot:{state.turn}:{row}:{pos}"]
    return []
