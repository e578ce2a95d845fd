"""The State base class: history, chance/terminal guards, validation-before-mutation, records, logs.

A game subclasses :class:`State` and implements only its hooks (the ``_``-prefixed
methods marked *hook* below). Everything a caller uses is public and shared:
``current_player``, ``legal_actions()``, ``chance_outcomes()``, ``apply()``,
``clone()``, ``scores()``, ``winners()``, ``view()``, ``history``, ``to_record()``.
"""

from __future__ import annotations

import copy
import random
import re
import weakref
from typing import TYPE_CHECKING, Any, Mapping, Union

from .chance import ChanceKind
from .constants import CHANCE, TERMINAL
from .errors import IllegalActionError
from .view import BaseView

if TYPE_CHECKING:
    from .game import Game

_SEAT_TOKEN = re.compile(r"\{p(\d)\}")


def _seat_name(seat: int, names: list[str] | None) -> str:
    if names is not None and seat < len(names) and names[seat]:
        return names[seat]
    return f"Player {seat + 1}"


_ATOMS: set[type] = {type(None), bool, int, float, str}
"""Types whose values ``clone()`` shares instead of copying: immutable plain values, and the
classes given to :func:`share_when_copied` (the flow core's frames)."""


def share_when_copied(cls: type) -> None:
    """Declare ``cls``'s instances immutable (their fields plain values or other such
    instances, never changed after creation): a plain-data ``clone()`` then shares them as
    it shares numbers and strings. The flow core declares every frame kind it registers
    (pygame_rules/core/flow/engine.py)."""
    _ATOMS.add(cls)


def _copy_plain(value: Any) -> Any:
    """Structural copy of plain data (see ``State._PLAIN_DATA``); atoms (:data:`_ATOMS`) are shared."""
    kind = type(value)
    if kind in _ATOMS:
        return value
    if kind is list:
        return [v if type(v) in _ATOMS else _copy_plain(v) for v in value]
    if kind is dict:
        return {k: v if type(v) in _ATOMS else _copy_plain(v) for k, v in value.items()}
    if kind is tuple:
        return value if all(type(v) in _ATOMS for v in value) else tuple(_copy_plain(v) for v in value)
    if kind is set:
        return {_copy_plain(v) for v in value}
    return copy.deepcopy(value)


HIDDEN_ACTION = "?"
"""What a determinization's ``history`` holds in place of an action its seat did not take
(see :meth:`State.resample_from_infostate`)."""

LogEntry = Union[str, Mapping[Any, str]]
"""What a game says of one action: a string every seat may read, or a mapping
``{seat: text, ..., None: text for everybody else}`` when seats see it differently."""


TouchEntry = Union[list[str], Mapping[Any, list[str]]]
"""What one action changed on the board, as keys ``"<kind>:<id>"`` in the game's own
vocabulary (the ids its view and ``action_info`` use; each game lists its keys in
docs/notation/<game>.md): a list every seat may read, or a mapping ``{seat: keys, ...,
None: keys for everybody else}`` read per viewer exactly like :data:`LogEntry`, so that a
key never tells a seat what it may not know (which hidden card)."""


def _reading(entry: "LogEntry", viewer: int | None) -> str:
    """The text of one log entry as ``viewer`` reads it (seat tokens kept)."""
    return entry if isinstance(entry, str) else entry.get(viewer, entry.get(None, ""))


def _touch_reading(entry: "TouchEntry", viewer: int | None) -> list[str]:
    """The keys of one touch entry as ``viewer`` reads them (a new list)."""
    return list(entry) if isinstance(entry, list) else list(entry.get(viewer, entry.get(None, [])))


_PAST_MEMO: "weakref.WeakKeyDictionary[State, dict[int, tuple[Any, ...]]]" = weakref.WeakKeyDictionary()
"""Per true state and seat: ``(history list, log list, last action, last log entry, scrubbed
history, log reading, touched list, touch reading)``. A search determinizes one state hundreds of times and the past only
grows by ``apply``, so the seat's reading is extended rather than rebuilt (:func:`_seat_past`)."""


def _seat_past(state: "State", player: int) -> tuple[list[str], list[str], list[list[str]]]:
    """``player``'s reading of ``state``'s past: its history with every action another seat or
    chance took replaced by :data:`HIDDEN_ACTION`, its log lines as ``player`` reads them and
    the keys of what each action touched as ``player`` reads them (:data:`TouchEntry`).
    Memoized (:data:`_PAST_MEMO`) while ``history``, the log and the touches are the same
    lists, only grew, and still hold the same objects where the memo ended; otherwise built
    again."""
    history, log, actors, touched = state.history, state._log, state._actors, state._touched
    try:
        memo = _PAST_MEMO.setdefault(state, {})
    except TypeError:  # a state class made unhashable: no memo
        memo = {}
    entry = memo.get(player)
    scrubbed: list[str] = []
    reading: list[str] = []
    touches: list[list[str]] = []
    if entry is not None and entry[0] is history and entry[1] is log and entry[6] is touched:
        done = len(entry[4])
        if done == 0 or (done <= len(history) and history[done - 1] is entry[2] and log[done - 1] is entry[3]):
            scrubbed, reading, touches = entry[4], entry[5], entry[7]
    for i in range(len(scrubbed), len(history)):
        scrubbed.append(history[i] if actors[i] == player else HIDDEN_ACTION)
        reading.append(_reading(log[i], player))
        touches.append(_touch_reading(touched[i], player))
    if history:
        memo[player] = (history, log, history[-1], log[-1], scrubbed, reading, touched, touches)
    return scrubbed, reading, touches


class State:
    """One position of one game, with everything that led to it.

    Attributes:
        game: the :class:`~pygame_rules.core.game.Game` this state belongs to (shared, never copied).
        num_players: number of seats, ``game.min_players..game.max_players``.
        options: the game options in force, ``{name: value}``, every option present.
        history: every action applied so far, chance outcomes included (list of str).
    """

    # Attributes shared between clones (static data, never mutated after setup).
    _SHARED: frozenset[str] = frozenset({"game"})
    # True when every other attribute is plain data: None, bool, int, float, str, and
    # lists, tuples, dicts and sets of plain data, with no object reachable twice. clone()
    # then copies structurally (several times faster than copy.deepcopy, which search bots
    # feel); leave it False when a field holds other objects or aliases another field.
    _PLAIN_DATA: bool = False

    def __init__(self, game: "Game", num_players: int, options: dict[str, Any]) -> None:
        self.game = game
        self.num_players = num_players
        self.options = dict(options)
        self.history: list[str] = []
        self._actors: list[int] = []
        self._log: list[LogEntry] = []
        self._touched: list[TouchEntry] = []  # what each action changed (_touches), parallel to history
        # Plies (indices into history) whose action showed some seat something it did not
        # know; an immutable tuple, so that clones (even shallow ones) may share it.
        self._reveal_plies: tuple[int, ...] = ()
        self._revealing = False
        self._setup()

    # ------------------------------------------------------------------ hooks
    def _setup(self) -> None:  # hook
        """Lay out the starting position. May leave the state at a chance node."""
        raise NotImplementedError

    def _current_player(self) -> int:  # hook
        """Seat to act, ``CHANCE`` or ``TERMINAL``."""
        raise NotImplementedError

    def _legal_actions(self) -> list[str]:  # hook
        """Legal actions of the player to act, or the chance outcomes at a chance node."""
        raise NotImplementedError

    def _chance_outcomes(self) -> list[tuple[str, float]]:  # hook
        """Outcomes and probabilities at a chance node (default: uniform over ``_legal_actions``)."""
        outcomes = self._legal_actions()
        p = 1.0 / len(outcomes)
        return [(o, p) for o in outcomes]

    def _chance_kind(self) -> ChanceKind:  # hook
        """What kind of chance the pending chance node is (see :class:`ChanceKind`); only
        called at a chance node.

        Default: ``public`` for a game without private information (every seat sees the
        whole position, so every outcome is seen by all and every seat computes the same
        odds); a game with private information must say it for each node, so the default
        raises ``NotImplementedError`` there rather than let a secret draw pass as public.
        """
        if self.game.private_information:
            raise NotImplementedError(
                f"{self.game.title} has private information: its State must say what kind of chance "
                "each chance node is (_chance_kind, docs/architecture.md)")
        return ChanceKind.public(self.num_players)

    def _check(self, action: str) -> None:  # hook
        """Raise :class:`IllegalActionError` if ``action`` is not legal now. Must not mutate.

        The default accepts exactly ``_legal_actions()``; games with large parametric
        choices override it to validate without enumerating.
        """
        if action not in self._legal_actions():
            raise IllegalActionError(f"'{action}' is not a legal action now")

    def _apply(self, action: str) -> None:  # hook
        """Perform an already validated action.

        When the action shows any seat (the actor included) something it did not know
        (blind bids turned up, a card looked at, options naming unseen cards), call
        :meth:`mark_reveal` here: undo never goes back over such a step.
        """
        raise NotImplementedError

    def mark_reveal(self) -> None:
        """For game code only: say, from inside :meth:`_apply` (or code it runs), that the
        decision being applied shows some seat, its mover included, something it did not
        know. :meth:`apply` (and :meth:`apply_legal`) then record its ply as a reveal
        (:meth:`reveals_at`) and :meth:`undo_point` refuses to take it back, as it refuses a
        chance outcome. Harmless more than once per action, during a chance outcome (not
        recorded) or outside ``_apply`` (forgotten at the next action)."""
        self._revealing = True

    def _scores(self) -> list[float]:  # hook
        raise NotImplementedError

    def _winners(self) -> list[int]:  # hook
        """Winning seats; only called when terminal."""
        raise NotImplementedError

    def _view(self, player: int | None) -> Mapping[str, Any]:  # hook
        """Game-specific JSON-safe view for ``player`` (None: spectator). Nothing hidden from that seat.
        A game annotates its override with the ``TypedDict`` its descriptor names as
        ``view_type`` (``core/view.py``)."""
        raise NotImplementedError

    def _describe(self, action: str) -> LogEntry:  # hook
        """Log line(s) for ``action``, computed before it is applied (see :data:`LogEntry`)."""
        return action

    def _touches(self, action: str) -> TouchEntry:  # hook
        """What ``action`` changes on the board, computed before it is applied, right after
        :meth:`_describe`: keys ``"<kind>:<id>"`` of the things a player should see move
        (``"slot:1-2"``, ``"cell:B3"``...; see :data:`TouchEntry`), as a list every seat may
        read or a per-viewer mapping when a key would tell a seat something hidden. Must not
        mutate. Default: ``[]`` (nothing is highlighted)."""
        return []

    def action_info(self, action: str) -> dict[str, Any]:  # hook
        """Structured description of a legal action for a user interface.

        Returns a JSON-safe dict with at least ``action`` (the string) and ``label``
        (words a player reads); games add a ``kind`` and the targets it touches, so
        that a renderer can attach the action to what it draws without parsing strings.
        """
        return {"action": action, "label": action, "kind": action.split(" ", 1)[0]}

    def compose(self, kind: str, parts: Any) -> str:  # hook
        """The action string of a move a page builds from parts, for a decision too large to
        list (Court of the Dead: ``compose("split", [3, 2, 1])`` is ``"split 3 2 1"``). The
        page sends the parts and the game writes its own notation; :meth:`apply` then checks
        the action as any other. ``kind`` is the ``kind`` of the decision's ``action_info``;
        ``parts`` is JSON-safe, its shape the game's (docs/notation/<game>.md). Raises
        :class:`IllegalActionError` for a kind the game does not build or parts of the wrong
        shape. Default: no kind is built."""
        raise IllegalActionError(f"{self.game.title} builds no '{kind}' move from parts")

    def _resample(self, player: int, rng: random.Random) -> "State":  # hook
        """A full state consistent with what ``player`` sees, built for
        :meth:`resample_from_infostate` (which validates ``player`` first and scrubs the
        past afterwards; a hook never needs to touch ``history`` or the log).

        Build it from what ``player`` may know only: the seat's view and the public
        history. Every card, bid or choice ``player`` has not seen must be dealt or chosen
        again from what the seat cannot rule out, drawn from ``rng`` alone, so that two
        positions ``player`` cannot tell apart give the same stream of results for the same
        ``rng`` seed (``tests/conformance/test_determinization.py`` checks that). Must not
        change ``self``.

        The default (``self.clone()``) suits games whose only hidden information is not yet
        decided (deferred chance): the state itself is then consistent with every view.
        Games with hidden decided information override it.
        """
        return self.clone()

    def resample_from_infostate(self, player: int, rng: random.Random) -> "State":
        """A full state consistent with what ``player`` sees (a determinization, for bots).

        Template: checks ``player``, asks the game's :meth:`_resample` hook for a state, then
        scrubs from it what it carries of the true past, so that it holds nothing ``player``
        cannot know:

        - ``history`` keeps its length (views show ``ply``), but every entry not taken by
          ``player`` becomes :data:`HIDDEN_ACTION` (``"?"``);
        - the log becomes ``player``'s own reading of each line (the text
          ``log(viewer=player)`` gives, ``{pN}`` seat tokens kept), and what each action
          touched becomes ``player``'s reading of its keys (:meth:`touched`);
        - who took each action (:meth:`actor`) stays: it is public.

        A determinization is for search: its ``history`` is not a record and cannot be
        replayed (``to_record()`` of it holds placeholders).

        Args:
            player: the seat whose information set is sampled, ``0..num_players-1``.
            rng: the only source of randomness; the same seed gives the same state.

        Raises:
            ValueError: ``player`` is not a seat of this game (None, a bool, out of range).
        """
        if not (isinstance(player, int) and not isinstance(player, bool) and 0 <= player < self.num_players):
            raise ValueError(f"player must be a seat 0..{self.num_players - 1}, not {player!r}")
        state = self._resample(player, rng)
        history, log, touched = _seat_past(self, player)
        state.history, state._log, state._actors = list(history), list(log), list(self._actors)
        state._touched = list(touched)
        return state

    def private_decision(self, seat: int) -> bool:  # hook
        """True when the decision now due for ``seat`` (the player to act) needs that seat's
        own view: its choices, or what it must read to make them, show something another seat
        may not see (its hand, a card it draws, its secret bid or hidden Claim). False when
        the seat can decide on the public view (``view(None)``) and its legal actions'
        ``action_info`` labels name nothing hidden: a hot-seat game then goes on without
        handing the device over (pygame_rules/session.py, ``Session.snapshot(shared=True)``).
        Only asked while ``seat`` is to act. Default: ``game.private_information`` (every
        decision of a game with hidden information is private, none of an open game)."""
        return self.game.private_information

    def seat_labels(self) -> dict[str, list[str]]:  # hook
        """Game-specific factors per seat that balance statistics group wins by.

        ``{factor: [label of seat 0, label of seat 1, ...]}``, e.g.
        ``{"Traveler": ["Monk", "Gravedigger"]}`` or ``{"faction": [...]}``; ``{}`` (the
        default) when seats differ only by their order. Asked of a finished game by the
        playtest tools (``python -m pygame_rules simulate``, the lab page).
        """
        return {}

    def end_reason(self) -> str | None:  # hook
        """How the game ended: a short id of the game's own (``"god_skull"``, ``"limit_draw"``,
        ``"acceptance"``, ``"pyramids"``...), None until the game is over. Asked by the
        playtest tools (``pygame_rules.lab``) to count how games end. Default: ``"over"``."""
        return "over" if self.is_terminal() else None

    def rounds_played(self) -> int | None:  # hook
        """Rounds begun so far (a game's own round count), or None for a game without rounds."""
        return None

    def components(self) -> list[dict[str, Any]]:  # hook
        """What each designed component (card, Traveler, motive, faction...) did in this game,
        for the playtest tools' per-component table (``pygame_rules.lab.report``).

        Asked of a finished game. One dict per component instance::

            {"kind": str, "name": str, "seat": int | None, "drawn": bool, "used": bool,
             "completed": bool | None, "points": float | None}

        ``kind`` groups the rows (``"Court card"``, ``"Wallows card"``...), ``name`` is the
        component's name as players read it; ``seat`` its holder (0-based; None: nobody held
        it); ``drawn`` whether it came into a player's hands or play; ``used`` whether its
        holder played or used it; ``completed`` whether an objective on it was met (None:
        it has no objective, or none was tried); ``points`` what it scored its holder
        (None: it scores nothing of its own). Default: ``[]`` (no designed components).
        """
        return []

    # ------------------------------------------------------------------ public API
    @property
    def current_player(self) -> int:
        """Seat ``0..n-1`` to act, or ``CHANCE`` (-1), or ``TERMINAL`` (-2)."""
        return self._current_player()

    def is_terminal(self) -> bool:
        """Whether the game is over (``current_player`` is ``TERMINAL``)."""
        return self._current_player() == TERMINAL

    def is_chance_node(self) -> bool:
        """Whether chance acts next (``current_player`` is ``CHANCE``)."""
        return self._current_player() == CHANCE

    def legal_actions(self) -> list[str]:
        """Canonical action strings for the player to act; at a chance node, the outcomes; ``[]`` once terminal."""
        if self.is_terminal():
            return []
        return self._legal_actions()

    def chance_outcomes(self) -> list[tuple[str, float]]:
        """``[(outcome, probability), ...]`` summing to 1. Raises :class:`IllegalActionError` if not at a chance node."""
        if not self.is_chance_node():
            raise IllegalActionError("this is not a chance node")
        return self._chance_outcomes()

    def chance_kind(self) -> ChanceKind:
        """What kind of chance the pending chance node is: ``public`` (commit-reveal will do),
        the next card of a named pile seen by some seats (``draw``), or a place of a hidden
        arrangement (``slot``); see :class:`~pygame_rules.core.chance.ChanceKind` and
        docs/sealed-links.md. Raises :class:`IllegalActionError` if not at a chance node, and
        ``NotImplementedError`` for a game with private information that does not say it."""
        if not self.is_chance_node():
            raise IllegalActionError("this is not a chance node")
        return self._chance_kind()

    def apply(self, action: str) -> None:
        """Apply one action (or chance outcome) and record it in ``history``.

        Raises:
            IllegalActionError: the game is over, ``action`` is not a string, or it is
                not legal now. The state is then exactly as it was.
        """
        if not isinstance(action, str):
            raise IllegalActionError(f"an action is a string, not {type(action).__name__}")
        actor = self._current_player()
        if actor == TERMINAL:
            raise IllegalActionError("the game is over: no action is legal")
        self._check(action)
        entry = self._describe(action)
        touches = self._touches(action)
        self._revealing = False
        self._apply(action)
        if self._revealing:
            self._record_reveal(actor)
        self.history.append(action)
        self._actors.append(actor)
        self._log.append(entry)
        self._touched.append(touches)

    def _record_reveal(self, actor: int) -> None:
        """After an ``_apply`` that called :meth:`mark_reveal`: note the ply about to be
        appended as a reveal, when a seat's decision made it (a chance outcome ends undo
        by being chance)."""
        self._revealing = False
        if actor >= 0:
            self._reveal_plies = self._reveal_plies + (len(self.history),)

    def apply_legal(self, action: str) -> None:
        """Search fast path: apply ``action`` taken from this very state's ``legal_actions()``
        (or chance outcomes) without validating it again and without writing its log line
        or what it touched (an empty line and ``[]`` keep them aligned with ``history``). For bots' private copies
        and the throwaway replay of :func:`~pygame_rules.core.link.encode_link` only;
        anything else uses :meth:`apply`.
        """
        actor = self._current_player()
        self._revealing = False
        self._apply(action)
        if self._revealing:
            self._record_reveal(actor)
        self.history.append(action)
        self._actors.append(actor)
        self._log.append("")
        self._touched.append([])

    # ------------------------------------------------------------------ invariants
    def conserved(self) -> dict[str, Any]:
        """What the game conserves, counted: ``{name: count or Counter}`` (e.g. every card
        of a deck in exactly one zone), JSON-comparable. A key may first appear during setup
        (e.g. once a deck is chosen); from then on it stays present and equal at every ply
        (``benchmarks.invariants`` checks that). Default: ``{}``."""
        return {}

    def check_invariants(self) -> None:
        """Check the position's own invariants (bounds, exclusive places...). Raises
        :class:`~pygame_rules.core.errors.InvariantError`. Default: nothing to check."""

    def clone(self) -> "State":
        """An independent copy: applying actions to one never changes the other."""
        new = object.__new__(type(self))
        memo: dict[int, Any] = {}
        plain = self._PLAIN_DATA
        for key, value in self.__dict__.items():
            if key in self._SHARED:
                new.__dict__[key] = value
            elif key in ("history", "_actors", "_log", "_touched"):
                new.__dict__[key] = list(value)
            elif plain:
                new.__dict__[key] = _copy_plain(value)
            else:
                new.__dict__[key] = copy.deepcopy(value, memo)
        return new

    def scores(self) -> list[float]:
        """Final or running score per seat (points)."""
        return [float(s) for s in self._scores()]

    def winners(self) -> list[int]:
        """Winning seats, more than one on a shared win; ``[]`` until the game is over, and
        ``[]`` once it is over only when it ended in a draw (``end_reason()`` then ends in
        ``"draw"``, e.g. Skullminers' ``"limit_draw"``: docs/rulings/skullminers.md)."""
        if not self.is_terminal():
            return []
        return list(self._winners())

    def view(self, player: int | None = None) -> dict[str, Any]:
        """JSON-safe dict of what ``player`` (or a spectator, ``None``) may see.

        Common keys (``core/view.py``, ``BaseView``): ``game``, ``num_players``,
        ``current_player``, ``terminal``, ``winners``, ``ply`` (actions so far); the game's
        own follow (its descriptor's ``view_type``).

        Raises:
            ValueError: ``player`` is not a seat of this game.
        """
        if player is not None and not (isinstance(player, int) and not isinstance(player, bool) and 0 <= player < self.num_players):
            raise ValueError(f"player must be None or a seat 0..{self.num_players - 1}, not {player!r}")
        common: BaseView = {
            "game": self.game.id,
            "num_players": self.num_players,
            "current_player": self._current_player(),
            "terminal": self.is_terminal(),
            "winners": self.winners(),
            "ply": len(self.history),
        }
        base: dict[str, Any] = dict(common)
        base.update(self._view(player))
        return base

    def log(self, viewer: int | None = None, names: list[str] | None = None) -> list[str]:
        """Every action so far in words, as seat ``viewer`` (None: a spectator) may read it.

        Games write seats as ``{p0}``, ``{p1}``...; they are replaced by ``names[seat]``
        (default "Player 1", "Player 2"...).
        """
        out = []
        for entry in self._log:
            out.append(self.name_seats(_reading(entry, viewer), names))
        return out

    def name_seats(self, text: str, names: list[str] | None = None) -> str:
        """Replace ``{pN}`` seat tokens in ``text`` with player names."""
        return _SEAT_TOKEN.sub(lambda m: _seat_name(int(m.group(1)), names), text)

    def touched(self, index: int, viewer: int | None = None) -> list[str]:
        """What ``history[index]`` changed on the board, as seat ``viewer`` (None: a spectator)
        may read it: keys ``"<kind>:<id>"`` from the game's :meth:`_touches` (``[]`` for an
        action applied by :meth:`apply_legal`). Negative indices count from the end, as for
        lists. Raises IndexError outside the history."""
        n = len(self.history)
        if not -n <= index < n:
            raise IndexError(f"ply {index} is outside the history of {n} actions")
        return _touch_reading(self._touched[index], viewer)

    def actor(self, index: int) -> int:
        """Who took ``history[index]``: a seat, or ``CHANCE``."""
        return self._actors[index]

    def reveals_at(self, index: int) -> bool:
        """True when ``history[index]`` was a decision that showed some seat (its actor
        included) something it did not know, as the game marked it (:meth:`mark_reveal`):
        blind bids turned up, a card looked at, a choice naming unseen cards. Chance
        outcomes are never counted here (they end undo by being chance). Negative indices
        count from the end, as for lists. Raises IndexError outside the history."""
        n = len(self.history)
        if not -n <= index < n:
            raise IndexError(f"ply {index} is outside the history of {n} actions")
        return (index % n) in self._reveal_plies

    def revealing_plies(self) -> tuple[int, ...]:
        """Indices into ``history`` of every decision that revealed something (:meth:`reveals_at`), ascending."""
        return self._reveal_plies

    def undo_point(self, player: int) -> int | None:
        """Length of history to rewind to for ``player``'s undo, or None if undo is not allowed.

        Undo takes back ``player``'s own last decision only: never a chance outcome,
        never another seat's action, never a decision that revealed something to any
        seat (:meth:`reveals_at`; what was seen cannot be unseen), never the end of the
        game. It is allowed when the last action in history was taken by ``player``,
        revealed nothing and did not end the game.
        """
        if not self.history or self._actors[-1] != player or self._reveal_plies[-1:] == (len(self.history) - 1,):
            return None
        if self._current_player() == TERMINAL:
            return None  # the end is final (and it shows what was secret)
        return len(self.history) - 1

    def to_record(self) -> dict[str, Any]:
        """``{"game", "rules_version", "num_players", "options", "actions"}``: all that rebuilds this state."""
        return {
            "game": self.game.id,
            "rules_version": self.game.rules_version,
            "num_players": self.num_players,
            "options": dict(self.options),
            "actions": list(self.history),
        }

    def __repr__(self) -> str:
        return f"<{self.game.id} state, {self.num_players} players, ply {len(self.history)}>"
