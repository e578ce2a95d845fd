"""The greedy bot: each game's heuristic player (:mod:`.heuristics`), the gentle opponent and
the measuring stick of the search bot.

It plays the obvious move: the one its game's heuristic judges best now, looking at most one
step ahead. It decides on a determinization of its own seat
(``state.resample_from_infostate(seat, rng)``), so it never reads what its seat may not know,
whatever state it is handed. A game without a heuristic is played at random.
"""

from __future__ import annotations

from ..core import State
from .base import Bot
from .heuristics import heuristic_for


class GreedyBot(Bot):
    """Plays ``heuristic_for(game).choose`` on a determinization of its seat."""

    name = "greedy"
    label = "Gentle bot: plays the obvious move"
    short = "gentle bot"

    def choose(self, state: State) -> str:
        """The game's heuristic move (``heuristic_for``) on a determinization of the acting seat's
        information (``resample_from_infostate``); a random legal action when the game has no
        heuristic or it proposes an illegal one; the only action at once."""
        legal = state.legal_actions()
        if len(legal) == 1:
            return legal[0]
        heuristic = heuristic_for(state.game.id)
        if heuristic is None:
            return self.rng.choice(legal)
        seat = state.current_player
        action = heuristic.choose(state.resample_from_infostate(seat, self.rng), self.rng)
        return action if action in legal else self.rng.choice(legal)
