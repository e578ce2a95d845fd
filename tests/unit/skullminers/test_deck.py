"""Drawing, the reshuffle, and an empty hand (rulebook: Draw Phase; Additional Rules).

Draw Phase: draw until the hand holds 5. When the draw deck is empty, the discard pile is
shuffled into a new deck. Draws are deferred chance: a card's identity is decided when drawn,
with probability (copies left) / (cards left).
"""

from __future__ import annotations

import pytest

import pygame_rules as pr
from pygame_rules.games.skullminers.frames import DrawCards

from .helpers import at, play, position


def test_the_first_turn_draws_five():
    state = position(turn=1, phase="allocate")
    play(state, "done")  # Player 1's turn begins with an empty hand
    odds = dict(state.chance_outcomes())
    assert odds["draw c1"] == pytest.approx(2 / 24)  # Black Rock: 2 Galleries c1 in 24 cards
    assert odds["draw d10"] == pytest.approx(2 / 24)  # and 2 Breakthroughs
    play(state, "draw c1", "draw c1", "draw d10", "draw c12", "draw c9")
    assert state.current_player == 0 and state.hands[0] == ["c1", "c1", "c9", "c12", "d10"]
    assert state.decks[0].get("c1", 0) == 0 and sum(state.decks[0].values()) == 19


def test_the_discard_pile_is_reshuffled_when_the_deck_runs_out():
    # Player 2 ends a turn; Player 1 holds 4 cards, has an empty deck and 3 discards.
    state = position(turn=1, phase="allocate", hands=[["c2", "c4", "c5", "c6"], []])
    state.decks[0] = {}
    state.discards[0] = ["c1", "c3", "c3"]
    play(state, "done")
    assert state.is_chance_node() and state.top == DrawCards(seat=0, left=1)
    assert state.decks[0] == {"c1": 1, "c3": 2} and state.discards[0] == []
    assert dict(state.chance_outcomes()) == pytest.approx({"draw c1": 1 / 3, "draw c3": 2 / 3})
    play(state, "draw c3")
    assert state.decks[0] == {"c1": 1, "c3": 1} and state.discards[0] == []
    assert state.hands[0] == ["c2", "c3", "c4", "c5", "c6"]
    assert state.view(1)["deck_sizes"][0] == 2 and state.view(1)["hand_sizes"][0] == 5


def test_the_pile_becomes_the_deck_the_moment_the_deck_runs_out():
    # Rulebook (Additional Rules): "When the draw deck is empty, reshuffle the discard pile to form
    # a new deck." Player 1 draws the last card of the deck: the pile (c1, c3) is the new deck at
    # once, so the c2 discarded afterwards stays in the discard pile and is not drawn next.
    state = position(turn=1, phase="allocate", hands=[["c2", "c4", "c5", "c6"], ["c1", "c1", "c2", "c3", "c4"]])
    state.decks[0] = {"c7": 1}
    state.discards[0] = ["c1", "c3"]
    play(state, "done", "draw c7")
    assert state.decks[0] == {"c1": 1, "c3": 1} and state.discards[0] == []
    assert state.log(0)[-1] == ("Player 1 draws Junction NEW (4 crew). "
                                "The deck is empty: Player 1 shuffles the discard pile (2 cards) into a new deck.")
    play(state, "discard c2")
    assert state.decks[0] == {"c1": 1, "c3": 1} and state.discards[0] == ["c2"]
    play(state, "done", "discard c1", "done")  # Player 2 holds 5 cards: no draw
    assert state.top == DrawCards(seat=0, left=1)
    assert dict(state.chance_outcomes()) == pytest.approx({"draw c1": 1 / 2, "draw c3": 1 / 2})
    assert state.discards[0] == ["c2"]


def test_draws_stop_when_deck_and_discard_are_empty():
    state = position(turn=1, phase="allocate", hands=[["c1"], []])
    state.decks[0], state.discards[0] = {}, []
    play(state, "done")
    assert state.current_player == 0  # nothing to draw: straight to Direct with 1 card
    state.discards[0] = ["d4"]
    at(state, "allocate", 1)
    play(state, "done")
    assert state.top == DrawCards(seat=0, left=4)
    play(state, "draw d4")
    assert state.current_player == 0 and state.hands[0] == ["c1", "d4"]  # all there was


def test_an_empty_hand_passes():
    state = position(turn=0)
    state.decks[0] = {}
    assert state.legal_actions() == ["pass"]
    play(state, "pass")
    assert state.phase == "allocate" and state.current_player == 0
