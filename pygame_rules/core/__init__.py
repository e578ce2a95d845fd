"""Shared machinery of every game: the State base class, Game descriptor, errors, records, links."""

from .chance import ChanceKind
from .constants import CHANCE, TERMINAL
from .errors import GameError, IllegalActionError, InvariantError, RecordError, UnknownGameError
from .game import Game, OptionError
from .link import decode_link, encode_link
from .state import HIDDEN_ACTION, LogEntry, State, TouchEntry

__all__ = [
    "CHANCE", "TERMINAL", "ChanceKind", "GameError", "IllegalActionError",
    "InvariantError", "RecordError", "UnknownGameError",
    "Game", "OptionError", "State", "LogEntry", "TouchEntry", "HIDDEN_ACTION", "encode_link", "decode_link",
]
