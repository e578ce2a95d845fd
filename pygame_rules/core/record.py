"""Game records (the replayable form of a state) and their validation."""

from __future__ import annotations

from typing import Any, Callable

from .errors import GameError, IllegalActionError, RecordError
from .game import Game
from .state import State

RECORD_KEYS = ("game", "rules_version", "num_players", "options", "actions")


def check_record_shape(record: Any) -> None:
    """Raise :class:`RecordError` unless ``record`` has the five keys with the right types."""
    if not isinstance(record, dict):
        raise RecordError("a game record must be an object")
    missing = [k for k in RECORD_KEYS if k not in record]
    if missing:
        raise RecordError(f"the game record lacks {', '.join(missing)}")
    extra = sorted(set(record) - set(RECORD_KEYS))
    if extra:
        raise RecordError(f"the game record has unknown fields: {', '.join(map(str, extra))}")
    if not isinstance(record["game"], str) or not isinstance(record["rules_version"], str):
        raise RecordError("the record's game and rules_version must be strings")
    if not isinstance(record["num_players"], int) or isinstance(record["num_players"], bool):
        raise RecordError("the record's num_players must be a whole number")
    if not isinstance(record["options"], dict):
        raise RecordError("the record's options must be an object")
    actions = record["actions"]
    if not isinstance(actions, list) or not all(isinstance(a, str) for a in actions):
        raise RecordError("the record's actions must be a list of strings")


def state_from_record(record: Any, get_game: Callable[[str], Game]) -> State:
    """Rebuild a state by replaying ``record``. Raises :class:`RecordError` on anything malformed."""
    state = initial_state(record, get_game)
    for index, action in enumerate(record["actions"]):
        try:
            state.apply(action)
        except IllegalActionError as exc:
            raise RecordError(f"action {index + 1} of the record ({action!r}) is not legal: {exc}") from exc
    return state


def initial_state(record: Any, get_game: Callable[[str], Game]) -> State:
    """The state before the first action of ``record``: its game, rules version, player count
    and options checked. Raises :class:`RecordError` on anything malformed or foreign."""
    check_record_shape(record)
    try:
        game = get_game(record["game"])
    except GameError as exc:
        raise RecordError(f"this record is for a game we do not have: {record['game']!r}") from exc
    if record["rules_version"] != game.rules_version:
        raise RecordError(
            f"this record was made under {game.title} rules version {record['rules_version']}, "
            f"and this engine plays version {game.rules_version}"
        )
    try:
        state = game.new_game(record["num_players"], record["options"])
    except GameError as exc:
        raise RecordError(f"the record's setup is not valid: {exc}") from exc
    return state
