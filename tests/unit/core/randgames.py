"""Seeded random games for the core tests: random legal actions, chance by its probabilities."""

from __future__ import annotations

import random

import pygame_rules as pr
from pygame_rules.bots import sample_chance


def random_game(game_id: str = "sedlec", num_players: int = 2, seed: int = 0,
                stop_at: int | None = None) -> pr.State:
    """Play seed ``seed`` to the end (or to ``stop_at`` actions)."""
    rng = random.Random(seed)
    state = pr.get_game(game_id).new_game(num_players)
    while not state.is_terminal() and (stop_at is None or len(state.history) < stop_at):
        if state.is_chance_node():
            state.apply(sample_chance(state, rng))
        else:
            state.apply(rng.choice(state.legal_actions()))
    return state
