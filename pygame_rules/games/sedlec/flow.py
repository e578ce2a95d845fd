"""How a Sedlec game runs on the flow core: a seat's turn, the cards a Dig turns up, the
choice of one of them (rulebook: Setup, Game Flow, Actions). Frames: frames.py."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ...core import ChanceKind
from ...core.flow import Flow
from .frames import SeatTurn, TakeDug, TurnUp
from .moves import NOTATION, Collect, Dig, Pass, Reveal, SedlecMove, Stack, Take
from .ossuary import format_slot, open_slots
from .words import action_info, describe, touches

if TYPE_CHECKING:  # pragma: no cover
    from .state import SedlecState

PILES = 6
PILE_SIZE = 3
HAND_LIMIT = 2


def turn_options(st: "SedlecState", frame: SeatTurn) -> list[str]:
    """Dig (two face-down tops, or the last one), Collect, Stack; with 2 cards in hand only
    Stack (Hand Rule); ``pass`` when nothing else is possible."""
    seat = frame.seat
    actions: list[str] = []
    if st.may_take(seat):
        down = st.face_down_tops()
        if len(down) == 1:
            actions.append(f"dig {down[0] + 1}")
        actions += [f"dig {a + 1} {b + 1}" for k, a in enumerate(down) for b in down[k + 1:]]
        actions += [f"collect {i + 1}" for i in st.face_up_tops()]
    slots = open_slots(st.ossuaries[seat], st.bottom_limit)
    actions += [f"stack {c} {format_slot(s)}" for c in sorted(st.hands[seat]) for s in slots]
    if len(st.hands[seat]) >= HAND_LIMIT:  # Hand Rule: with 2 cards, Stack is forced.
        actions = [a for a in actions if a.startswith("stack ")]
    return actions or ["pass"]


def turn(st: "SedlecState", frame: SeatTurn, move: SedlecMove) -> None:
    """Dig: the piles turn up, then the seat takes one. Collect, Stack or Pass end the turn."""
    seat = frame.seat
    if isinstance(move, Dig):
        piles = tuple(p - 1 for p in move.piles)
        st.push(*(TurnUp(p) for p in piles), TakeDug(seat, piles))
    elif isinstance(move, Collect):
        st.take(seat, move.pile - 1)
    elif isinstance(move, Stack):
        st.hands[seat].remove(move.card)
        st.ossuaries[seat][(move.row, move.pos)] = move.card
        st.end_turn()
    elif isinstance(move, Pass):
        st.end_turn()
    else:
        raise AssertionError(f"{move} is no move of a turn")


def reveal_odds(st: "SedlecState", frame: TurnUp) -> list[tuple[str, float]]:
    """Every card not yet seen, equally likely (deferred chance)."""
    p = 1.0 / len(st.unseen)
    return [(f"reveal {c}", p) for c in st.unseen]


def reveal(st: "SedlecState", frame: TurnUp, move: SedlecMove) -> None:
    """The card turns face up on its pile."""
    assert isinstance(move, Reveal)
    st.unseen.remove(move.card)
    st.down[frame.pile] -= 1
    st.up[frame.pile] = move.card


def public(st: "SedlecState", frame: TurnUp) -> ChanceKind:
    """Every chance node is ``public``: the top card of a Graveyard pile turned face up
    (rulebook: Setup step 3; Dig). Nobody ever draws a Graveyard card unseen, and the unseen
    cards are public (every card not yet face up), so every seat computes the same odds and
    sees the card."""
    return ChanceKind.public(st.num_players)


def take_options(st: "SedlecState", frame: TakeDug) -> list[str]:
    """``take N`` for each pile the Dig turned up."""
    return [f"take {i + 1}" for i in frame.piles]


def take(st: "SedlecState", frame: TakeDug, move: SedlecMove) -> None:
    """The chosen card goes to the hand; the turn ends."""
    assert isinstance(move, Take)
    st.take(frame.seat, move.pile - 1)


def info(st: "SedlecState", frame: Any, move: SedlecMove) -> dict[str, Any]:
    """``action_info`` (words.py)."""
    return action_info(st, move)


FLOW: Flow["SedlecState", SedlecMove] = Flow(NOTATION, describe=describe, touches=touches, info=info)
"""Sedlec's frame kinds and their handlers (pygame_rules/core/flow/engine.py)."""

FLOW.decision(SeatTurn, options=turn_options, apply=turn)
FLOW.chance(TurnUp, outcomes=reveal_odds, apply=reveal, kind=public)
FLOW.decision(TakeDug, options=take_options, apply=take, single=True)  # a one-pile Dig takes its card at once
