"""Random playouts of every registered game in every configuration (issue 2, part 6:
conformance). One test per configuration; see harness.py for the checks and budget."""

from __future__ import annotations

import time

import pytest

import pygame_rules as pr

from .harness import PLAYOUTS_PER_GAME, Checker, Config, all_configs, configs_of, playouts_for

CONFIGS = all_configs()


def test_every_registered_game_has_configurations():
    assert CONFIGS and {c.game for c in CONFIGS} == set(pr.list_games())
    for game_id in pr.list_games():
        assert sum(playouts_for(c) for c in configs_of(game_id)) >= PLAYOUTS_PER_GAME


@pytest.mark.parametrize("config", CONFIGS, ids=lambda c: c.id)
def test_random_playouts(config: Config):
    checker = Checker(config)
    start = time.perf_counter()
    for index in range(playouts_for(config)):
        checker.playout(index)
    stats = checker.stats
    print(f"\n{config.id}: {stats.playouts} playouts, {stats.plies} plies (longest {stats.longest}), "
          f"{stats.sampled} sampled steps ({stats.replayed} replayed), {stats.foreign_checked} foreign actions refused, "
          f"{time.perf_counter() - start:.1f} s")
    assert stats.playouts == playouts_for(config)
    assert stats.foreign_checked > 0 and stats.replayed > 0
    if pr.get_game(config.game).private_information:
        assert stats.hidden_changed > 0, (
            "resample_from_infostate never changed anything another seat sees: "
            "it does not resample the hidden information")
