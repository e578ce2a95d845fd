"""The Skulls of Sedlec heuristic (pygame_rules/bots/heuristics/sedlec.py): placement scoring
and the greedy player's choices on hand-built positions, each with the rule behind it."""

from __future__ import annotations

import random

import pygame_rules as pr
from pygame_rules.bots import GreedyBot
from pygame_rules.bots.heuristics import sedlec as h
from pygame_rules.games.sedlec.frames import SeatTurn
from pygame_rules.games.sedlec.ossuary import breakdown

from tests.unit.sedlec.helpers import cards_with, ossuary


def _position(layout: dict, hand: list[int], up: dict[int, int] | None = None) -> pr.State:
    """Seat 1 to act with ``layout`` built and ``hand`` held; ``up``: face-up pile tops."""
    state = pr.get_game("sedlec").new_game(2)
    held = set(hand) | set((up or {}).values())
    state.ossuaries[0] = ossuary(layout, exclude=held)
    state.hands[0] = list(hand)
    state.stack, state.turn = [SeatTurn(0)], 0
    state.up = [None] * 6
    for pile, card in (up or {}).items():
        state.up[pile] = card
    used = set(state.ossuaries[0].values()) | held
    state.unseen = [c for c in state.unseen if c not in used]
    return state


def test_gain_is_the_exact_change_of_the_score():
    """Rulebook, Skull Types and Scoring. Bottom Row: Peasant over Cleric, Criminal over
    Peasant. A Noble over a Peasant placed above them adds its Peasant (1) and its Noble, which
    sits above three commoners: the two bottom-Row Peasants and its own Peasant (3): 4 points.
    The Criminal touches no Cleric before or after (corners do not touch)."""
    built = ossuary({(1, 0): "P/Cl", (1, 1): "Cr/P"})
    noble = cards_with("N/P")[0]
    assert h.gain(built, noble, (2, 0)) == 4
    after = dict(built)
    after[(2, 0)] = noble
    assert sum(breakdown(after).values()) - sum(breakdown(built).values()) == 4


def test_greedy_stacks_a_romantic_beside_a_romantic():
    """Two touching Romantics score 6: with a Romantic on the bottom Row and a Romantic and a
    Cleric card in hand (hand full: Stack is forced), the Romantic card goes next to it."""
    romantic, cleric = cards_with("N/R")[0], cards_with("N/Cl")[0]
    state = _position({(1, 0): "P/R"}, [romantic, cleric])
    assert all(a.startswith("stack ") for a in state.legal_actions())
    action = GreedyBot(1).choose(state)
    assert action in (f"stack {romantic} 1:-1", f"stack {romantic} 1:1")


def test_greedy_collects_the_card_that_completes_a_pair():
    """A face-up card whose lower Romantic would sit beside the Ossuary's lone lower Romantic
    (6 points, and 2 for its Cleric on a new Level) is worth more than the better of two
    unknown cards: the greedy player collects it rather than dig."""
    partner = cards_with("Cl/R")[0]
    state = _position({(1, 0): "P/R"}, [], up={3: partner})
    assert "collect 4" in state.legal_actions()
    assert GreedyBot(2).choose(state) == "collect 4"


def test_policy_plays_legal_moves_to_the_end():
    """The rollout policy (no look ahead) finishes a game with legal moves only."""
    rng = random.Random(3)
    state = pr.get_game("sedlec").new_game(3)
    from pygame_rules.bots import sample_chance
    while not state.is_terminal():
        if state.is_chance_node():
            state.apply(sample_chance(state, rng))
        else:
            action = h.policy(state, rng)
            assert action in state.legal_actions()
            state.apply(action)
    assert len(h.values(state)) == 3
