"""The search bot's answer when root actions tie in visits (pygame_rules/bots/ismcts.py).

With fewer iterations than legal actions every tried action has one visit. The answer must
then come from what the search learnt (the mean reward) and, among equal means, from the
bot's own generator, never from where the game happens to list the action: Skullminers
lists cells from row 1 up and north first, so a first-listed rule had Player 1's crew
advance and Player 2's retreat (docs/bots.md, Skullminers: the seat bias).
"""

from __future__ import annotations

from typing import Any

from pygame_rules.bots import ISMCTSBot
from pygame_rules.core import TERMINAL, Game, State

CHOICES = 20


class PickState(State):
    """*Pick* (test only): seat 1 picks one of ``pick 0`` .. ``pick 19`` and the game ends.
    Seat 1 wins if it picked a number in ``winning`` (a class attribute), else seat 2 wins."""

    _PLAIN_DATA = True
    winning: frozenset[int] = frozenset()

    def _setup(self) -> None:
        self.picked: int | None = None

    def _current_player(self) -> int:
        return TERMINAL if self.picked is not None else 0

    def _legal_actions(self) -> list[str]:
        return [f"pick {k}" for k in range(CHOICES)]

    def _apply(self, action: str) -> None:
        self.picked = int(action.split()[1])

    def _scores(self) -> list[float]:
        won = self.picked in self.winning
        return [1.0, 0.0] if won else [0.0, 1.0]

    def _winners(self) -> list[int]:
        return [0] if self.picked in self.winning else [1]

    def _view(self, player: int | None) -> dict[str, Any]:
        return {"picked": self.picked}


def _game(winning: set[int]) -> Game:
    state_class = type("Pick", (PickState,), {"winning": frozenset(winning)})
    return Game(id="pick", title="Pick (test only)", min_players=2, max_players=2, state_class=state_class)


def test_one_visit_each_the_winning_action_is_chosen_not_the_first_listed():
    # 20 iterations, 20 actions: each is expanded once (visits 1). Only the last listed wins
    # (reward 0.9 + 0.1 score share = 1.0 against 0.0), so the mean reward decides.
    game = _game({CHOICES - 1})
    for seed in range(5):
        bot = ISMCTSBot(seed, time_limit=None, iterations=CHOICES)
        assert bot.choose(game.new_game(2)) == f"pick {CHOICES - 1}"
        stats = bot.root_statistics()
        assert len(stats) == CHOICES and {s.visits for s in stats.values()} == {1}


def test_equal_ties_are_drawn_by_the_bot_not_by_list_order():
    # Every action loses: all tie in visits (1) and reward (0). 20 seeds of a first-listed
    # rule would all answer "pick 0"; drawn at random, 20 seeds answer "pick 0" with
    # probability 20**-20, and the same seed gives the same answer twice.
    game = _game(set())
    answers = [ISMCTSBot(seed, time_limit=None, iterations=CHOICES).choose(game.new_game(2)) for seed in range(20)]
    assert len(set(answers)) > 5
    again = [ISMCTSBot(seed, time_limit=None, iterations=CHOICES).choose(game.new_game(2)) for seed in range(20)]
    assert again == answers
