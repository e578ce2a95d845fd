"""The Game descriptor: a game's identity, seat range, options, and its factory of states."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from .errors import GameError
from .state import State
from .view import ViewType


class OptionError(GameError, ValueError):
    """A bad number of players or game option given to :meth:`Game.new_game`."""


@dataclass(frozen=True)
class Game:
    """One registered game.

    Attributes:
        id: registry id, e.g. ``"sedlec"``.
        title: name shown to players.
        blurb: one sentence the home screen shows under the title.
        min_players, max_players: seat range (inclusive).
        options: ``{name: (default, allowed values)}``.
        private_information: see the field's note.
        rules_version: changes whenever a rule change would replay a record differently;
            records and links carry it and are refused under other rules.
        max_plies: the most actions (chance outcomes included) a game may take; well above
            any real game (the conformance suite fails a random playout that reaches it).
            Records and links that hold more are refused before they are replayed.
        state_class: the game's :class:`State` subclass.
        accepts_unlisted_actions: see the field's note.
        view_type: see the field's note.
    """

    id: str
    title: str
    min_players: int
    max_players: int
    state_class: type[State]
    rules_version: str = "1"
    blurb: str = ""
    options: dict[str, tuple[Any, tuple[Any, ...]]] = field(default_factory=dict)
    max_plies: int = 10_000
    private_information: bool = False
    """True when seats hold information others may not see (hands): hot-seat then
    hides the board between human seats behind a "pass the device" screen."""
    accepts_unlisted_actions: bool = False
    """True when :meth:`State.apply` accepts legal actions that ``legal_actions()`` does not
    list (a large parametric choice validated rather than enumerated, e.g. Court of the Dead's
    splits); the conformance suite then only requires an action copied from another position
    to be refused or played without corrupting the state, and links spell such steps out."""
    view_type: ViewType | None = None
    """The ``TypedDict`` that ``state_class._view`` returns (its return annotation), usually
    from the game's ``view_types.py``: the view's own keys, after the common ones of
    ``core/view.py``'s ``BaseView``. The conformance suite checks every view of its random
    playouts against it and a unit test the renderer's reads (``core/view.py``); None: not
    declared, not checked."""

    def resolve_options(self, options: dict[str, Any] | None) -> dict[str, Any]:
        """Every option with its value: ``options`` over the defaults. Raises :class:`OptionError`."""
        if options is not None and not isinstance(options, dict):
            raise OptionError("options must be a dict of option name to value")
        resolved = {name: default for name, (default, _) in self.options.items()}
        for name, value in (options or {}).items():
            if name not in self.options:
                raise OptionError(f"{self.title} has no option '{name}'")
            allowed = self.options[name][1]
            if value not in allowed or type(value) is not type(self.options[name][0]):
                raise OptionError(f"option '{name}' must be one of {list(allowed)}, not {value!r}")
            resolved[name] = value
        return resolved

    def new_game(self, num_players: int = 2, options: dict[str, Any] | None = None) -> State:
        """A new game at its first decision or chance node.

        Raises:
            OptionError: ``num_players`` outside ``min_players..max_players`` or a bad option.
        """
        if not isinstance(num_players, int) or isinstance(num_players, bool) or not (
            self.min_players <= num_players <= self.max_players
        ):
            raise OptionError(
                f"{self.title} takes {self.min_players} to {self.max_players} players, not {num_players!r}"
            )
        return self.state_class(self, num_players, self.resolve_options(options))
