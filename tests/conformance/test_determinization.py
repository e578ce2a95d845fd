"""Determinizations hold nothing their seat cannot know (pygame_rules/core/state.py,
``State.resample_from_infostate``; docs/architecture.md, "Writing a game").

For every registered game and player count: pairs of seeded random histories that one seat
cannot tell apart (same view, same log lines, same legal actions at every step; see
tests/conformance/pairs.py) must give that seat the same stream of determinizations for the
same rng seed, and the same search (action and root statistics). The controls show that the
comparison catches a determinization that keeps the true hidden state. Thousands of pairs:
``python -m benchmarks.determinization --pairs 2000``.
"""

from __future__ import annotations

import dataclasses
import os
import random
import time

import pytest

import pygame_rules as pr

from .harness import Config, all_configs
from .pairs import Settings, Tally, canonical, fingerprint, pairs_of

PAIRS_PER_CONFIG = int(os.environ.get("PYGAME_RULES_PAIRS", "20"))
"""Pairs each configuration builds in CI (environment variable ``PYGAME_RULES_PAIRS``)."""
MAX_GAMES = 8
"""Random games a configuration may play to build them (a game with no hidden information
plays them all and must build none)."""
MIN_PAIRS = 3
"""Fewest pairs a configuration of a game with hidden information must build: fewer would
make its test say little."""
SETTINGS = Settings(iterations=8, rollout_depth=8, determinizations=3)

PENDING = pytest.mark.determinization_pending
"""Games whose known leaks are fixed by their own determinization work: these cases fail until it lands."""


def _param(config: Config):
    marks = [PENDING] if config.game in ("eskeletos",) else []
    return pytest.param(config, id=config.id, marks=marks)


def _report(config: Config, tally: Tally, seconds: float) -> None:
    print(f"\n{tally.line(config.id)}; {tally.games} games, {seconds:.1f} s")
    for example in tally.examples:
        print(f"  {example[:400]}")


@pytest.mark.parametrize("config", [_param(c) for c in all_configs()])
def test_histories_a_seat_cannot_tell_apart_give_the_same_determinizations(config: Config):
    start = time.perf_counter()
    tally = pairs_of(config, PAIRS_PER_CONFIG, MAX_GAMES, SETTINGS)
    _report(config, tally, time.perf_counter() - start)
    if not pr.get_game(config.game).private_information:
        # Every alternative to every step shows in every other seat's view: nothing to pair.
        assert tally.tried == 0 and tally.built == 0
        return
    assert tally.built >= MIN_PAIRS, f"only {tally.built} pairs in {tally.games} games"
    assert tally.failed == 0, "\n".join([tally.line(config.id), *tally.examples])


# ---------------------------------------------------------------------- controls
SKULLMINERS = Config("skullminers", 2)


def test_control_a_clone_of_the_true_state_is_caught(monkeypatch: pytest.MonkeyPatch):
    """Skullminers with the default hook (a clone: the opponent's true hand and deck kept)
    is caught: the determinizations of the pairs differ in ``hands``."""
    state_class = pr.get_game("skullminers").state_class
    monkeypatch.setattr(state_class, "_resample", pr.State._resample)
    tally = pairs_of(SKULLMINERS, 6, MAX_GAMES, dataclasses.replace(SETTINGS, iterations=0))
    assert tally.built >= 3 and tally.differed["determinization"] >= 3, tally.line("control")
    assert tally.fields["hands"] >= 3 or tally.fields["decks"] >= 3, dict(tally.fields)


def test_control_an_unscrubbed_past_is_caught():
    """Skullminers' own hook without the template's scrub (the true history and every seat's
    log lines kept) is caught: the determinizations differ in ``history`` or ``_log``."""
    tally = pairs_of(SKULLMINERS, 6, MAX_GAMES, dataclasses.replace(SETTINGS, iterations=0),
                     resample=lambda state, seat, rng: state._resample(seat, rng))
    assert tally.built >= 3 and tally.differed["determinization"] >= 3, tally.line("control")
    assert tally.fields["history"] + tally.fields["_log"] >= 3, dict(tally.fields)


def test_the_same_pairs_pass_with_the_real_determinization():
    """The controls' pairs, with Skullminers' real determinization and the search compared."""
    tally = pairs_of(SKULLMINERS, 6, MAX_GAMES, SETTINGS)
    assert tally.built >= 3 and tally.failed == 0, tally.line("skullminers")


# ---------------------------------------------------------------------- fingerprints
class _Slotted:
    __slots__ = ("a", "b")

    def __init__(self, a, b):
        self.a, self.b = a, b


@dataclasses.dataclass
class _Fields:
    x: object
    y: object = None


def test_fingerprints_ignore_order_where_there_is_none():
    assert canonical({"b": 1, "a": {2, 1}}) == canonical({"a": {1, 2}, "b": 1})
    assert canonical(_Slotted([1, 2], {"k": (1,)})) == canonical(_Slotted([1, 2], {"k": (1,)}))


def test_fingerprints_tell_apart_what_differs():
    assert canonical([1, 2]) != canonical([2, 1])  # a list's order is data
    assert canonical((1, 2)) != canonical([1, 2])
    assert canonical(1) != canonical(1.0) != canonical("1")
    assert canonical(_Slotted(1, 2)) != canonical(_Slotted(1, 3))  # a slot, not a __dict__
    assert canonical(_Fields(1, [2])) != canonical(_Fields(1, [3]))
    assert canonical({"k": _Fields({3})}) != canonical({"k": _Fields({4})})


def test_fingerprints_survive_cycles_and_cover_every_attribute():
    loop: list = [1]
    loop.append(loop)
    assert canonical(loop) == [1, "<cycle>"]
    a = pr.get_game("sedlec").new_game(2)
    b = a.clone()
    assert fingerprint(a) == fingerprint(b)
    b.some_new_field = 1  # any attribute, not only those a view shows
    assert fingerprint(a) != fingerprint(b)


def test_same_seed_same_stream_for_one_state():
    """The comparison's baseline: one state, one seed, the same stream twice."""
    state = SKULLMINERS.new_game()
    rng = random.Random(5)
    while len(state.history) < 40:
        state.apply(rng.choice(state.legal_actions()) if not state.is_chance_node()
                    else rng.choice([o for o, _ in state.chance_outcomes()]))
    seat = 0
    one, two = random.Random(9), random.Random(9)
    assert [fingerprint(state.resample_from_infostate(seat, one)) for _ in range(3)] == \
           [fingerprint(state.resample_from_infostate(seat, two)) for _ in range(3)]
