"""The greedy bot: a game's own one-step-ahead policy, for measuring "careful but short-sighted"
play in the lab (``--bots greedy``). Games without a policy of their own play at random."""

from __future__ import annotations

import random
from typing import Callable

from ..core import State
from . import skullminers_greedy
from .base import Bot

POLICIES: dict[str, Callable[[State, random.Random], str]] = {"skullminers": skullminers_greedy.choose}
"""Game id -> greedy policy ``(state, rng) -> action`` (the state at a decision of the seat
to act, as that seat may know it)."""


class GreedyBot(Bot):
    """Plays ``POLICIES[game id]``; a uniformly random legal action for a game without one."""

    name = "greedy"
    label = "Greedy"

    def choose(self, state: State) -> str:
        policy = POLICIES.get(state.game.id)
        if policy is None:
            return self.rng.choice(state.legal_actions())
        return policy(state, self.rng)
