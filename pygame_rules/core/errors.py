"""Exceptions raised by the rules engines. Every message is written for a player to read."""


class GameError(Exception):
    """Base class of every error this package raises on purpose."""


class IllegalActionError(GameError, ValueError):
    """An action that is not legal in the current state. The state is left unchanged."""


class RecordError(GameError, ValueError):
    """A game record or shared link that is malformed, damaged, foreign or from other rules."""


class UnknownGameError(GameError, KeyError):
    """A game id that is not registered (see :func:`pygame_rules.list_games`)."""

    def __str__(self) -> str:  # KeyError would quote the message
        return str(self.args[0]) if self.args else "unknown game"


class InvariantError(GameError, AssertionError):
    """A state that breaks one of its game's invariants (``State.check_invariants``): a bug in
    the rules engine, never a player's mistake."""
