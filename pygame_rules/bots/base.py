"""The Bot interface and chance sampling (the driver's dice, never the rules')."""

from __future__ import annotations

import random

from ..core import State


class Bot:
    """Chooses an action for ``state.current_player``. Subclasses implement :meth:`choose`."""

    name = "bot"
    label = "Bot"
    """Words the seat picker shows."""
    short = "bot"
    """The few words after a seat's name at the table, e.g. "Robo (gentle bot)"."""

    def __init__(self, seed: int | None = None) -> None:
        self.rng = random.Random(seed)

    def choose(self, state: State) -> str:
        """One of ``state.legal_actions()``. ``state`` is at a decision node of a seat."""
        raise NotImplementedError


def sample_chance(state: State, rng: random.Random) -> str:
    """Draw one outcome of the chance node ``state`` by its probabilities."""
    outcomes = state.chance_outcomes()
    pick = rng.random()
    total = 0.0
    for outcome, probability in outcomes:
        total += probability
        if pick < total:
            return outcome
    return outcomes[-1][0]
