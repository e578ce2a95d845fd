"""Bots: players that choose an action for the seat to act, seeing only that seat's view."""

from .base import Bot, sample_chance
from .ismcts import LEVELS, EasyBot, HardBot, ISMCTSBot, NormalBot, RootStatistics
from .random_bot import RandomBot

BOTS: dict[str, type[Bot]] = {"random": RandomBot, "easy": EasyBot, "normal": NormalBot, "hard": HardBot}
"""Bot kinds by id, as offered per seat in the user interface (``BOTS[id].label`` names them)."""

__all__ = ["Bot", "RandomBot", "ISMCTSBot", "EasyBot", "NormalBot", "HardBot", "LEVELS", "BOTS", "sample_chance",
           "RootStatistics"]
