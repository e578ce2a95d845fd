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

import importlib
from typing import Any

from .core import (
    CHANCE, TERMINAL, ChanceKind, Game, GameError, IllegalActionError, OptionError, RecordError, State,
    UnknownGameError, decode_link, encode_link,
)
from .core.record import state_from_record

__version__ = "0.1.0"

# Registry: game id -> module that defines ``GAME``. Imported on first use.
_REGISTRY: dict[str, str] = {
    "sedlec": "pygame_rules.games.sedlec",
    "skullminers": "pygame_rules.games.skullminers",
    "eskeletos": "pygame_rules.games.eskeletos",
    "court_of_the_dead": "pygame_rules.games.court_of_the_dead",
}
_LOADED: dict[str, Game] = {}


def register_game(game_id: str, module: str) -> None:
    """Register the game whose module ``module`` (dotted name, imported on first use) defines
    ``GAME`` with id ``game_id``: every tool (CLI, lab, web API, conformance suite) then lists
    it. The four games here are registered already. Raises :class:`GameError` when
    ``game_id`` is taken by another module."""
    if _REGISTRY.get(game_id, module) != module:
        raise GameError(f"the game id {game_id!r} is taken by {_REGISTRY[game_id]}")
    _REGISTRY[game_id] = module


def list_games() -> list[str]:
    """Ids of every registered game, in the order the home screen shows them."""
    return list(_REGISTRY)


def get_game(game_id: str) -> Game:
    """The :class:`Game` with id ``game_id``. Raises :class:`UnknownGameError` for an unknown id."""
    if not isinstance(game_id, str) or game_id not in _LOADED:
        if not isinstance(game_id, str) or game_id not in _REGISTRY:
            raise UnknownGameError(f"no game called {game_id!r}; known games: {', '.join(_REGISTRY)}")
        _LOADED[game_id] = importlib.import_module(_REGISTRY[game_id]).GAME
    return _LOADED[game_id]


def from_record(record: Any) -> State:
    """Rebuild a state from :meth:`State.to_record` output (a dict) by replay. Raises
    :class:`RecordError` for anything else, malformed or foreign, or an illegal action in it."""
    return state_from_record(record, get_game)


__all__ = [
    "CHANCE", "TERMINAL", "ChanceKind", "Game", "State", "GameError", "IllegalActionError", "OptionError",
    "RecordError", "UnknownGameError", "list_games", "get_game", "register_game", "from_record",
    "encode_link", "decode_link", "__version__",
]
