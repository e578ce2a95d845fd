"""pygame_rules: rules engines for four tabletop games, pure Python, no dependencies.

Public API (see docs/architecture.md)::

    import pygame_rules as pr
    pr.list_games()                      # ["sedlec", ...]
    game = pr.get_game("sedlec")         # pr.UnknownGameError for an unknown id
    state = game.new_game(num_players=2, options=None)
    state.current_player                 # seat, pr.CHANCE or pr.TERMINAL
    state.legal_actions(); state.apply("..."); state.clone()
    pr.from_record(state.to_record()); pr.decode_link(pr.encode_link(record))
"""

from __future__ import annotations

from typing import Any

from .core import (
    CHANCE, TERMINAL, ChanceKind, Game, GameError, IllegalActionError, OptionError, RecordError, State,
    UnknownGameError, decode_link, encode_link,
)
from .core.record import state_from_record
from .core.registry import get_game, list_games, register_game

__version__ = "0.1.0"


def from_record(record: Any) -> State:
    """Rebuild a state from :meth:`State.to_record` output (a dict) by replay. Raises
    :class:`RecordError` for anything else, malformed or foreign, or an illegal action in it."""
    return state_from_record(record, get_game)


__all__ = [
    "CHANCE", "TERMINAL", "ChanceKind", "Game", "State", "GameError", "IllegalActionError", "OptionError",
    "RecordError", "UnknownGameError", "list_games", "get_game", "register_game", "from_record",
    "encode_link", "decode_link", "__version__",
]
