"""The registry of games: id -> the module whose ``GAME`` describes it, imported on first use.

``pygame_rules`` re-exports :func:`list_games`, :func:`get_game` and :func:`register_game`;
share links (link.py) and records find a game here by its id. A new game in this repository
adds one line to :data:`_REGISTRY`; a game outside it calls :func:`register_game`.
"""

from __future__ import annotations

import importlib

from .errors import GameError, UnknownGameError
from .game import Game

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
