"""Per-game heuristics: how a sensible player of each game judges a position and picks a move.

Each game has one small module here, written from its rulebook (docs/rules/) and its designed
content, that builds a :class:`Heuristic`:

- ``values(state)``: each seat's standing, in the game's own points-like units (higher is
  better), so that a difference of ``scale`` between two seats is worth a factor ``e`` in
  their odds of winning (:func:`win_chances`);
- ``policy(state, rng)``: a cheap move for the seat to act, without cloning the state for
  every candidate (the search bot plays it in its rollouts);
- ``choose(state, rng)``: the move of the ``greedy`` player (it may look one step ahead on
  copies; it is asked once a decision, not thousands of times);
- ``priors(state, actions)``: optional cheap scores of some legal actions, higher first,
  by which the search bot widens its tree (:mod:`..ismcts`);
- ``rollout_depth``: actions a guided rollout plays before ``values`` judges the position
  (None: play to the end of the game);
- ``epsilon(state)``: optional share of a guided rollout's moves played at random instead of
  by ``policy`` (None: the search level's own share).

All of them read only the state they are given. The bots hand them a determinization of the
seat to act (``state.resample_from_infostate(seat, rng)``), never the true hidden state, so
the heuristics are honest by construction.
"""

from __future__ import annotations

import math
import random
from dataclasses import dataclass
from importlib import import_module
from typing import Callable, Optional

from ...core import State

Values = Callable[[State], list[float]]
Policy = Callable[[State, random.Random], str]
Priors = Callable[[State, list[str]], list[float]]


@dataclass(frozen=True)
class Heuristic:
    """One game's heuristic player (see the module docstring for each field)."""

    values: Values
    scale: float
    policy: Policy
    choose: Policy
    rollout_depth: Optional[int] = None
    priors: Optional[Priors] = None
    root_priors: Optional[Priors] = None
    """Scores of every root action for the search bot (may look ahead on copies; asked once a
    decision); None: ``priors`` serve at the root too."""
    root_visits: int = 0
    """Visits the search bot credits each root action with before it searches, worth the chance
    of winning ``1 / (1 + exp(-score / scale))`` of its ``root_priors`` score, which must then be
    the seat's advantage after the action in the units of ``values``
    (:func:`.lookahead.advantage`). 0: the scores only order and bias the root."""
    epsilon: Optional[Callable[[State], Optional[float]]] = None
    """The share (0..1) of a guided rollout's moves played at random instead of by ``policy``,
    for a rollout from ``state`` (asked once a rollout; it may depend on the number of
    players). None, as the field or as the answer: the search level's ``epsilon``
    (:class:`..ismcts.Level`)."""


_MODULES = {"sedlec": "sedlec", "skullminers": "skullminers", "eskeletos": "eskeletos",
            "court_of_the_dead": "court_of_the_dead"}
"""Game id -> module of this package that defines ``HEURISTIC``."""
_LOADED: dict[str, Optional[Heuristic]] = {}


def heuristic_for(game_id: str) -> Optional[Heuristic]:
    """The :class:`Heuristic` of game ``game_id``, or None for a game without one (the bots
    then play at random where they would have used it)."""
    if game_id not in _LOADED:
        name = _MODULES.get(game_id)
        _LOADED[game_id] = import_module(f".{name}", __name__).HEURISTIC if name else None
    return _LOADED[game_id]


def win_chances(values: list[float], scale: float) -> list[float]:
    """Each seat's chance of winning from standings ``values`` (see :class:`Heuristic`):
    ``exp(v / scale)`` normalised (a logistic curve of the difference with two seats).
    Sums to 1."""
    top = max(values)
    weights = [math.exp((v - top) / scale) for v in values]
    total = sum(weights)
    return [w / total for w in weights]


def pick_best(actions: list[str], scores: list[float], rng: random.Random, tolerance: float = 1e-9) -> str:
    """The action of highest score; ties drawn with ``rng`` (never the list's order)."""
    best = max(scores)
    top = [a for a, s in zip(actions, scores) if s >= best - tolerance]
    return top[0] if len(top) == 1 else rng.choice(top)


__all__ = ["Heuristic", "heuristic_for", "win_chances", "pick_best"]
