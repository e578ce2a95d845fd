"""Helpers for Skullminers scenario tests: hand-built grids, crews, hands and decks.

A position is reached the way a game reaches it (``company``, roll-off, scripted draws),
then the grid is laid out tile by tile with :func:`lay` and :func:`crew`, so a test reads
like the sketch a person draws on paper: cells ``A1``..``E5`` (row 1 is Player 1's Home
Row), tiles by their openings (``"NES"``) or Shafts (``"S>N"``: in at S, out at N).
"""

from __future__ import annotations

from typing import Iterable

import pygame_rules as pr
from pygame_rules.games.skullminers import GAME
from pygame_rules.games.skullminers.cards import CARDS, CrewCard
from pygame_rules.games.skullminers.frames import AllocationPhase, DirectPhase, HideGodSkull, RollForFirst
from pygame_rules.games.skullminers.grid import parse_shape
from pygame_rules.games.skullminers.state import SkullminersState
from ..illegal import assert_illegal, snapshot  # noqa: F401  (re-exported for the tests)


def new(blind: bool = True) -> SkullminersState:
    state = GAME.new_game(2, {"blind_claims": blind})
    assert isinstance(state, SkullminersState)
    return state


def play(state: pr.State, *actions: str) -> pr.State:
    for action in actions:
        state.apply(action)
    return state


def card_for(shape: str) -> str:
    """Id of a Crew card that can be built as ``shape`` (first in cards.json)."""
    for cid, card in CARDS.items():
        if isinstance(card, CrewCard) and shape in card.orientations:
            return cid
    raise AssertionError(f"no Crew card can be built as {shape}")


def lay(state: SkullminersState, cell: str, shape: str, owner: int = 0, card: str | None = None) -> None:
    """Put a built tile on ``cell`` (no rules checked: this sets up a position)."""
    mask, a, b = parse_shape(shape)
    state.tiles[state.geo.index[cell]] = (card or card_for(shape), mask, a, b, owner)


def crew(state: SkullminersState, cell: str, seat: int, value: int, tired: int = 0) -> None:
    """Put ``seat``'s Crew Counter Die showing ``value`` on ``cell`` (-1 seat clears it)."""
    i = state.geo.index[cell]
    state.crew_seat[i], state.crew_val[i], state.tired[i] = seat, value, tired


def position(turn: int = 0, phase: str = "direct", hands: Iterable[Iterable[str]] = ((), ()),
             blind: bool = True, god: tuple[int | None, int | None] = (None, None),
             company: str = "black") -> SkullminersState:
    """A position at ``turn``'s ``phase`` (``direct`` or ``allocate``) on an empty grid.

    Player 1 leads ``company`` (Black Rock Mining by default), Player 2 the other. ``hands``: card ids
    per seat, taken out of that seat's deck. ``god``: 0-based God Skull columns per owner
    (None: undecided, blind Claims).
    """
    state = new(blind)
    play(state, f"company {company}")
    if not blind:
        play(state, "hide A", "hide A")
    state.first = turn
    at(state, phase, turn)
    state.god = list(god)
    for seat, hand in enumerate(hands):
        for cid in hand:
            take_from_deck(state, seat, cid)
            state.hands[seat].append(cid)
    return state


def at(state: SkullminersState, phase: str, seat: int | None = None) -> SkullminersState:
    """Put ``state`` at ``seat``'s (default: the seat whose turn it is) ``phase``: ``direct``
    (then Allocation), ``allocate``, or ``hide`` (then the roll-off), with nothing else left
    to resolve: the flow's stack is set by hand (no rules checked)."""
    seat = state.turn if seat is None else seat
    if phase == "hide":
        state.stack = [RollForFirst(), HideGodSkull(seat)]
        return state
    state.turn = seat
    state.stack = [AllocationPhase(seat)] + ([DirectPhase(seat)] if phase == "direct" else [])
    return state


def take_from_deck(state: SkullminersState, seat: int, cid: str) -> None:
    deck = state.decks[seat]
    assert deck.get(cid, 0) > 0, f"no {cid} left in seat {seat}'s deck"
    deck[cid] -= 1
    if not deck[cid]:
        del deck[cid]


def legal(state: pr.State, prefix: str) -> list[str]:
    """Legal actions starting with ``prefix``, sorted."""
    return sorted(a for a in state.legal_actions() if a.startswith(prefix))
