"""Undo never crosses a reveal, checked generically for every registered game.

Along seeded random games, each probed decision is tried again on determinizations of the
state before it, one set per seat (reveals.py): when what a seat perceives after the
decision depends on what it could not see before, the decision revealed something, and
the engine must then refuse to undo it (``State.undo_point`` is None). The counts of
probed, revealing and marked decisions are printed per configuration;
``python -m tests.conformance.reveals N`` probes every decision of N games each.
"""

from __future__ import annotations

import os
import time

import pytest

import pygame_rules as pr

from .harness import Config, all_configs
from .reveals import Tally, probe_game

GAMES_PER_CONFIG = int(os.environ.get("PYGAME_RULES_REVEAL_GAMES", "1"))
PROBE_RATE = float(os.environ.get("PYGAME_RULES_REVEAL_RATE", "0.15"))
"""Seeded games per configuration, and the share of their decisions probed (the probe
costs about 3 determinizations per seat and decision)."""

CONFIGS = all_configs()
TALLIES: dict[str, Tally] = {}


@pytest.mark.parametrize("config", CONFIGS, ids=lambda c: c.id)
def test_no_undo_over_a_decision_that_revealed_something(config: Config):
    tally = TALLIES.setdefault(config.game, Tally())
    before = len(tally.missed), tally.decisions, tally.detected, tally.marked
    start = time.perf_counter()
    for seed in range(GAMES_PER_CONFIG):
        probe_game(config, seed, tally, PROBE_RATE)
    print(f"\n{config.id}: {tally.decisions - before[1]} decisions, {tally.marked - before[3]} marked as reveals, "
          f"{tally.detected - before[2]} of the probed ones seen revealing, {time.perf_counter() - start:.1f} s")
    assert tally.missed[before[0]:] == []


SANITY_RATES = {"court_of_the_dead": 0.3, "skullminers": 1.0, "eskeletos": 0.0, "sedlec": 1.0}
"""Probe rate per game in the reverse check (ESKELETOS' reveals, a known Fate card drawn
after a peek or an unseen card taken in a trade, are rare: its marks are counted, and
tests/unit/core/test_undo_reveals.py checks one by hand)."""


def test_every_game_with_decided_hidden_information_has_reveals():
    """The reverse sanity: in one seeded game each, the engine marks reveals in the games
    that hide decided cards (Court's hands and bids, Skullminers' Claims with blind Claims
    off, ESKELETOS' masked cards) and the probe sees some in Court and Skullminers, while in
    Skulls of Sedlec, whose only hidden things are undecided (deferred chance), nothing is
    ever marked or seen."""
    assert set(SANITY_RATES) == set(pr.list_games())
    for game, rate in sorted(SANITY_RATES.items()):
        tally = Tally()
        options = (("blind_claims", False),) if game == "skullminers" else ()
        probe_game(Config(game, pr.get_game(game).min_players, options), 0, tally, rate)
        print(f"{game}: {tally.marked} of {tally.decisions} decisions marked {tally.kinds}, {tally.detected} seen")
        assert tally.missed == []
        if game == "sedlec":
            assert tally.marked == 0 and tally.detected == 0
        else:
            assert tally.marked > 0 and (tally.detected > 0 or rate == 0.0)
