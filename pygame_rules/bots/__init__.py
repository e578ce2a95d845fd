"""Bots: players that choose an action for the seat to act, seeing only that seat's view."""

from .base import Bot, sample_chance
from .random_bot import RandomBot

BOTS = {"random": RandomBot}
"""Bot kinds by id, as offered per seat in the user interface."""

__all__ = ["Bot", "RandomBot", "BOTS", "sample_chance"]
