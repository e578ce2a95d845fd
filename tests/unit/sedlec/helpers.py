"""Helpers for Sedlec scenario tests: hand-built Ossuaries and positions.

Ossuaries are built from cards of ``cards.json`` by their skulls, written ``"upper/lower"``
with N = Noble, P = Peasant, Cl = Cleric, R = Romantic, Cr = Criminal; so a test reads
like the card layout a person draws on paper, and keeps its meaning if cards are renumbered.
"""

from __future__ import annotations

from typing import Iterable

import pygame_rules as pr
from pygame_rules.games.sedlec.cards import CARD_IDS, CARDS
from pygame_rules.games.sedlec.frames import SeatTurn
from pygame_rules.games.sedlec.state import PILE_SIZE, PILES, SedlecState
from ..illegal import assert_illegal, snapshot  # noqa: F401  (re-exported for the tests)

ABBR = {"N": "noble", "P": "peasant", "Cl": "cleric", "R": "romantic", "Cr": "criminal"}

Pos = tuple[int, int]


def cards_with(skulls: str) -> list[int]:
    """Ids of the cards showing ``"upper/lower"`` (e.g. ``"N/P"``), in id order."""
    upper, lower = (ABBR[s] for s in skulls.split("/"))
    return [c for c in CARD_IDS if CARDS[c].upper == upper and CARDS[c].lower == lower]


def ossuary(layout: dict[Pos, str], exclude: Iterable[int] = ()) -> dict[Pos, int]:
    """``{(row, pos): "upper/lower"}`` -> ``{(row, pos): card id}``, each card of cards.json used once."""
    used = set(exclude)
    out: dict[Pos, int] = {}
    for place in sorted(layout):
        free = [c for c in cards_with(layout[place]) if c not in used]
        if not free:
            raise AssertionError(f"cards.json has no unused {layout[place]} card for {place}")
        out[place] = free[0]
        used.add(free[0])
    return out


def new(num_players: int = 2) -> SedlecState:
    state = pr.get_game("sedlec").new_game(num_players)
    assert isinstance(state, SedlecState)
    return state


def play(state: pr.State, *actions: str) -> pr.State:
    for action in actions:
        state.apply(action)
    return state


def position(
    num_players: int = 2,
    *,
    up: dict[int, int] | None = None,
    down: list[int] | None = None,
    hands: list[list[int]] | None = None,
    ossuaries: list[dict[Pos, int]] | None = None,
    turn: int = 0,
) -> SedlecState:
    """A position at a seat's decision, set field by field.

    ``up``: ``{pile number 1..6: face-up card id}``. ``down``: face-down cards per pile;
    by default the cards not seen anywhere are spread over the piles (3 per pile at
    most, counting a face-up top). Every card of the game is accounted for exactly once.
    """
    state = new(num_players)
    state.turn = turn
    state.up = [None] * PILES
    for pile, card in (up or {}).items():
        state.up[pile - 1] = card
    state.hands = [list(h) for h in (hands or [[] for _ in range(num_players)])]
    state.ossuaries = [dict(o) for o in (ossuaries or [{} for _ in range(num_players)])]
    seen = [c for c in state.up if c is not None]
    seen += [c for h in state.hands for c in h] + [c for o in state.ossuaries for c in o.values()]
    assert len(seen) == len(set(seen)), "a card is in two places"
    state.unseen = [c for c in CARD_IDS if c not in seen]
    if down is None:
        left, down = len(state.unseen), []
        for i in range(PILES):
            room = PILE_SIZE - (1 if state.up[i] is not None else 0)
            down.append(min(room, left))
            left -= down[-1]
        assert left == 0, "more unseen cards than the piles hold"
    assert sum(down) == len(state.unseen), "face-down cards must be the unseen ones"
    state.down = list(down)
    complete = all(len(o) == state.complete_size for o in state.ossuaries)
    state.stack = [] if complete else [SeatTurn(turn)]  # the seat's decision, or the end
    return state


def terminal(ossuaries: list[dict[Pos, int]]) -> SedlecState:
    """A finished game: every Ossuary complete, the Graveyard and every hand empty."""
    state = position(len(ossuaries), ossuaries=ossuaries, down=[0] * PILES)
    assert state.is_terminal()
    return state
