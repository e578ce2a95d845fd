"""Long random runs, small: every game's invariants, conservation, clone, record and link round
trips after every action (``benchmarks.invariants``; issue 7). The long run is by hand:
``python -m benchmarks.invariants --games N``."""

from __future__ import annotations

import pytest

import pygame_rules as pr
from benchmarks.invariants import Failure, play_checked, run

GAMES = {"sedlec": 12, "skullminers": 2, "eskeletos": 1, "court_of_the_dead": 1}
"""Checked random games per game in CI (about 30 s in all on a loaded machine)."""


@pytest.mark.parametrize("game_id", pr.list_games())
def test_random_games_keep_every_invariant(game_id):
    [tally] = run([game_id], GAMES.get(game_id, 2), jobs=1)
    assert tally.failures == [], tally.failures[:3]
    assert tally.games == GAMES.get(game_id, 2) and tally.actions > 10 * tally.games


def test_a_broken_conservation_is_reported_with_seed_and_action(monkeypatch):
    """Control: a card that vanishes from Sedlec's count is caught at the action that lost it."""
    from pygame_rules.games.sedlec import invariants

    real = invariants.placed_cards
    monkeypatch.setattr(invariants, "placed_cards", lambda st: real(st)[1:] if len(st.history) >= 5 else real(st))
    actions, failure = play_checked("sedlec", 3)
    assert failure == Failure("sedlec", 3, 3, 4, "conservation", failure.message)
    assert actions == 5 and "cards" in failure.message
