"""Bots: players that choose an action for the seat to act, seeing only that seat's view."""

from .base import Bot, sample_chance
from .greedy import GreedyBot
from .ismcts import LEVELS, EasyBot, HardBot, ISMCTSBot, NormalBot, RootStatistics
from .random_bot import RandomBot

BOTS: dict[str, type[Bot]] = {"random": RandomBot, "easy": EasyBot, "normal": NormalBot, "hard": HardBot}
"""Bot kinds by id, as offered per seat in the user interface (``BOTS[id].label`` names them)."""

LAB_BOTS: dict[str, type[Bot]] = {**BOTS, "greedy": GreedyBot}
"""Bot kinds the playtest lab and ``simulate`` may seat: every seat kind, and ``greedy``
(a game's own one-step-ahead policy, :mod:`.greedy`), a measuring stick, not an opponent."""

__all__ = ["Bot", "RandomBot", "GreedyBot", "ISMCTSBot", "EasyBot", "NormalBot", "HardBot", "LEVELS", "BOTS", "LAB_BOTS",
           "sample_chance", "RootStatistics"]
