"""Game records (the replayable form of a state) and their validation.

Every check here is made for input from anywhere (a save, a link, a file): whatever
JSON-like object ``record`` is, :func:`state_from_record` replays it or raises
:class:`RecordError`, in time bounded by the size of ``record`` and the game's
``Game.max_plies`` (a record longer than that is refused before any replay), and never
formats a value whose text could be unbounded or raise (a 5,000-digit number, a list
nested 100,000 deep).
"""

from __future__ import annotations

from typing import Any, Callable

from .errors import GameError, IllegalActionError, RecordError
from .game import Game
from .state import State

RECORD_KEYS = ("game", "rules_version", "num_players", "options", "actions")

_OPTION_INT_BITS = 63
"""An option value that is a whole number must fit in 63 bits (every game's options do)."""


def short(value: Any, limit: int = 60) -> str:
    """``repr`` of a string, cut to about ``limit`` characters, for a message a player reads."""
    text = repr(value) if isinstance(value, str) else f"a {type(value).__name__}"
    return text if len(text) <= limit else text[:limit - 5] + "...'"


def check_record_shape(record: Any) -> None:
    """Raise :class:`RecordError` unless ``record`` has the five keys with the right types:
    ``game`` and ``rules_version`` strings, ``num_players`` an int, ``options`` a dict of
    string keys to plain values (None, bool, str, float, or an int of at most 63 bits),
    ``actions`` a list of strings."""
    if not isinstance(record, dict):
        raise RecordError("a game record must be an object")
    missing = [k for k in RECORD_KEYS if k not in record]
    if missing:
        raise RecordError(f"the game record lacks {', '.join(missing)}")
    extra = sorted(short(key, 30) for key in set(record) - set(RECORD_KEYS))
    if extra:
        raise RecordError(f"the game record has unknown fields: {', '.join(extra)}")
    if not isinstance(record["game"], str) or not isinstance(record["rules_version"], str):
        raise RecordError("the record's game and rules_version must be strings")
    if not isinstance(record["num_players"], int) or isinstance(record["num_players"], bool):
        raise RecordError("the record's num_players must be a whole number")
    options = record["options"]
    if not isinstance(options, dict):
        raise RecordError("the record's options must be an object")
    for name, value in options.items():
        if not isinstance(name, str) or not _plain_option(value):
            raise RecordError(f"the record's option {short(name, 30)} is not a name with a plain value")
    actions = record["actions"]
    if not isinstance(actions, list) or not all(isinstance(a, str) for a in actions):
        raise RecordError("the record's actions must be a list of strings")


def _plain_option(value: Any) -> bool:
    if isinstance(value, bool) or value is None or isinstance(value, (str, float)):
        return True
    return isinstance(value, int) and value.bit_length() <= _OPTION_INT_BITS


def state_from_record(record: Any, get_game: Callable[[str], Game]) -> State:
    """Rebuild a state by replaying ``record`` with :meth:`State.apply` (every action
    validated). Raises :class:`RecordError` on anything malformed, foreign or illegal, and
    for more actions than the game's ``max_plies``, before replaying any."""
    state = initial_state(record, get_game)
    actions = record["actions"]
    if len(actions) > state.game.max_plies:
        raise RecordError(f"the record holds {len(actions)} actions, and no game of "
                          f"{state.game.title} is longer than {state.game.max_plies}")
    for index, action in enumerate(actions):
        try:
            state.apply(action)
        except IllegalActionError as exc:
            raise RecordError(f"action {index + 1} of the record ({short(action)}) is not legal: "
                              f"{_cut(str(exc))}") from exc
    return state


def _cut(message: str, limit: int = 200) -> str:
    return message if len(message) <= limit else message[:limit - 3] + "..."


def initial_state(record: Any, get_game: Callable[[str], Game]) -> State:
    """The state before the first action of ``record``: its game, rules version, player count
    and options checked. Raises :class:`RecordError` on anything malformed or foreign."""
    check_record_shape(record)
    try:
        game = get_game(record["game"])
    except GameError as exc:
        raise RecordError(f"this record is for a game we do not have: {short(record['game'])}") from exc
    if record["rules_version"] != game.rules_version:
        raise RecordError(
            f"this record was made under {game.title} rules version {short(record['rules_version'], 20)[1:-1]}, "
            f"and this engine plays version {game.rules_version}"
        )
    players = record["num_players"]
    if not game.min_players <= players <= game.max_players:  # said here: a huge int has no repr
        have = players if players.bit_length() <= _OPTION_INT_BITS else "a number that far out of range"
        raise RecordError(f"the record's setup is not valid: {game.title} takes {game.min_players} "
                          f"to {game.max_players} players, not {have}")
    try:
        state = game.new_game(record["num_players"], record["options"])
    except GameError as exc:
        raise RecordError(f"the record's setup is not valid: {_cut(str(exc))}") from exc
    return state
