"""A small seeded match: the search bot at a fixed iteration count beats the random bot, and
the same seeds replay the same games (pygame_rules/bots/ismcts.py, docs/bots.md)."""

from __future__ import annotations

import random

import pygame_rules as pr
from pygame_rules.bots import ISMCTSBot, RandomBot, sample_chance
from pygame_rules.core import CHANCE, TERMINAL


def _game(seed: int, search_seat: int) -> tuple[list[str], list[int]]:
    """One 2-player Skulls of Sedlec game: the search bot (20 iterations a decision) in
    ``search_seat``, the random bot in the other; chance and bots seeded from ``seed``."""
    rng = random.Random(seed)
    bots = {search_seat: ISMCTSBot(seed, time_limit=None, iterations=20), 1 - search_seat: RandomBot(seed + 1)}
    state = pr.get_game("sedlec").new_game(2)
    while state.current_player != TERMINAL:
        seat = state.current_player
        if seat == CHANCE:
            state.apply(sample_chance(state, rng))
        else:
            state.apply(bots[seat].choose(state.resample_from_infostate(seat, rng)))
    return state.history, state.winners()


def test_search_bot_beats_random_and_the_match_replays():
    games = [(11, 0), (12, 1)]  # the search bot first, then second
    first = [_game(seed, seat) for seed, seat in games]
    assert [winners for _, winners in first] == [[seat] for _, seat in games]
    assert [_game(seed, seat) for seed, seat in games] == first  # action for action
