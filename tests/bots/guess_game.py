"""A tiny test-only game with hidden decided information, for the bots' honesty tests.

*Guess*: five cards 1..5. Chance deals one card to each of two seats (each seat sees only
its own). Seat 1 then guesses seat 2's card, ``guess k`` for any ``k`` but its own card,
and wins if right. A bot that read the hidden card would always be right; an honest one
is right one time in four.
"""

from __future__ import annotations

import random
from typing import Any

from pygame_rules.core import CHANCE, TERMINAL, Game, State

CARDS = (1, 2, 3, 4, 5)


class GuessState(State):
    _PLAIN_DATA = True

    def _setup(self) -> None:
        self.cards: list[int | None] = [None, None]
        self.guess: int | None = None

    def _current_player(self) -> int:
        if None in self.cards:
            return CHANCE
        return TERMINAL if self.guess is not None else 0

    def _legal_actions(self) -> list[str]:
        if None in self.cards:
            return [f"deal {c}" for c in CARDS if c not in self.cards]
        return [f"guess {k}" for k in CARDS if k != self.cards[0]]

    def _apply(self, action: str) -> None:
        verb, value = action.split()
        if verb == "deal":
            self.cards[self.cards.index(None)] = int(value)
        else:
            self.guess = int(value)

    def _scores(self) -> list[float]:
        if self.guess is None:
            return [0.0, 0.0]
        return [1.0, 0.0] if self.guess == self.cards[1] else [0.0, 1.0]

    def _winners(self) -> list[int]:
        return [0] if self.guess == self.cards[1] else [1]

    def _view(self, player: int | None) -> dict[str, Any]:
        return {"my_card": None if player is None else self.cards[player], "guess": self.guess}

    def _resample(self, player: int, rng: random.Random) -> "GuessState":
        """Re-deal every card ``player`` cannot see from the cards it cannot rule out
        (``State.resample_from_infostate`` then hides the deals in ``history``)."""
        state = self.clone()
        for seat in range(2):
            if seat != player and state.cards[seat] is not None:
                pool = [c for c in CARDS if c != state.cards[player]]
                card = rng.choice(pool)
                state.cards[seat] = card
        return state


GUESS = Game(id="guess", title="Guess (test only)", min_players=2, max_players=2, state_class=GuessState)


def dealt(mine: int, theirs: int) -> GuessState:
    """Seat 1 holds ``mine``, seat 2 holds ``theirs``; seat 1 to guess."""
    state = GUESS.new_game(2)
    state.apply(f"deal {mine}")
    state.apply(f"deal {theirs}")
    return state  # type: ignore[return-value]
