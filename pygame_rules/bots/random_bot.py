"""The random bot: uniform over the legal actions, for any seat of any game."""

from __future__ import annotations

from ..core import State
from .base import Bot


class RandomBot(Bot):
    """Picks uniformly among ``state.legal_actions()``."""

    name = "random"
    label = "Random bot: any legal move"
    short = "random bot"

    def choose(self, state: State) -> str:
        """A legal action of ``state``, uniformly at random from the bot's ``rng``."""
        return self.rng.choice(state.legal_actions())
