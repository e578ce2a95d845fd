"""Bots: players that choose an action for the seat to act, seeing only that seat's view."""

from .base import Bot, sample_chance
from .greedy import GreedyBot
from .ismcts import LEVELS, EasyBot, HardBot, ISMCTSBot, NormalBot, RootStatistics, UnguidedBot
from .random_bot import RandomBot

BOTS: dict[str, type[Bot]] = {"random": RandomBot, "greedy": GreedyBot, "easy": EasyBot, "normal": NormalBot,
                              "hard": HardBot}
"""Bot kinds by id, weakest first, as offered per seat in the user interface (``BOTS[id].label``
says what each does): ``greedy`` is the gentle level (each game's heuristic player,
:mod:`.greedy`), ``easy``/``normal``/``hard`` the search bot at growing budgets."""

LAB_BOTS: dict[str, type[Bot]] = {**BOTS, "unguided": UnguidedBot}
"""Bot kinds ``simulate`` and ``bench-bots`` may seat: every seat kind, and ``unguided`` (the
search without the heuristics, to measure what they bring: docs/bots.md)."""

__all__ = ["Bot", "RandomBot", "GreedyBot", "ISMCTSBot", "EasyBot", "NormalBot", "HardBot", "UnguidedBot", "LEVELS",
           "BOTS", "LAB_BOTS",
           "sample_chance", "RootStatistics"]
