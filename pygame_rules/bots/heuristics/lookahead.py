"""One step ahead on copies: what the greedy players share.

A greedy player tries each legal action on a copy of its determinization, lets the dice
that action rolls fall (every outcome weighted by its chance when there are few, a few
drawn outcomes otherwise), and keeps the action whose position it judges best for itself.
"""

from __future__ import annotations

import math
import random
from typing import Callable, Optional

from ...core import CHANCE, State
from ..base import sample_chance

Judge = Callable[[State], float]
"""The worth of a position for the seat that is choosing (higher is better)."""

EXACT = 8
"""Chance nodes with at most this many outcomes are taken in expectation, outcome by outcome."""
SAMPLES = 3
"""Outcomes drawn at a chance node with more outcomes than :data:`EXACT`."""


def advantage(values: list[float], seat: int, scale: float) -> float:
    """``seat``'s standing over the others: its value minus a soft maximum of theirs
    (``scale * log(sum(exp(v / scale)))``), so the strongest rival counts most."""
    others = [v for s, v in enumerate(values) if s != seat]
    if not others:
        return values[seat]
    top = max(others)
    return values[seat] - top - scale * math.log(sum(math.exp((v - top) / scale) for v in others))


def settled(state: State, judge: Judge, rng: random.Random, depth: int = 3,
            samples: int = SAMPLES, exact: int = EXACT) -> float:
    """``judge`` of ``state`` once the chance nodes in front of it are crossed (``state``
    is not changed): exact expectation over at most ``exact`` outcomes, otherwise the mean
    over ``samples`` drawn ones; at most ``depth`` chance nodes deep (deeper nodes: one
    drawn outcome each, and only :data:`EXACT` outcomes taken exactly)."""
    player = state.current_player
    if player != CHANCE or depth <= 0:
        return judge(state)
    outcomes = state.chance_outcomes()
    if len(outcomes) > exact:
        total = 0.0
        for _ in range(samples):
            nxt = state.clone()
            nxt.apply_legal(sample_chance(state, rng))
            total += settled(nxt, judge, rng, depth - 1, 1)
        return total / samples
    total = 0.0
    for outcome, p in outcomes:
        if p <= 0:
            continue
        nxt = state.clone()
        nxt.apply_legal(outcome)
        total += p * settled(nxt, judge, rng, depth - 1, samples)
    return total


def after(state: State, action: str, judge: Judge, rng: random.Random,
          follow: Optional[Callable[[State, random.Random], Optional[str]]] = None, steps: int = 12) -> float:
    """``judge`` of the position after ``action`` on a copy of ``state``, chance crossed by
    :func:`settled`. ``follow(copy, rng)``, if given, may first play the same seat's next
    choices up to the next chance node (where the pawn lands, a sub-choice) by returning an
    action, or None to stop; at most ``steps`` of them."""
    nxt = state.clone()
    nxt.apply_legal(action)
    seat = state.current_player
    if follow is not None:
        for _ in range(steps):
            if nxt.current_player != seat:
                break
            more = follow(nxt, rng)
            if more is None:
                break
            nxt.apply_legal(more)
    return settled(nxt, judge, rng)


def one_step(state: State, actions: list[str], judge: Judge, rng: random.Random,
             follow: Optional[Callable[[State, random.Random], Optional[str]]] = None) -> list[float]:
    """:func:`after` of each of ``actions``."""
    return [after(state, a, judge, rng, follow) for a in actions]


__all__ = ["advantage", "settled", "after", "one_step", "EXACT", "SAMPLES"]
