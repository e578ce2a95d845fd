"""Typed moves: an action string parsed once into an immutable object, and written back.

A game's public actions stay strings (``legal_actions() -> list[str]``, ``apply(str)``,
records, links); inside, each is parsed once into a *move* of the game's own classes, as
python-chess parses ``"e2e4"`` into a ``Move`` (``Move.from_uci``) and writes it back with
``uci()``. Here ``notation.parse(action)`` is ``from_uci`` and ``str(move)`` is ``uci()``.

A move class is a frozen dataclass deriving from :class:`Move`, with a class variable
``verb`` (the action's first word) and one field per word after it, in order::

    @dataclass(frozen=True, slots=True)
    class Build(Move):
        verb: ClassVar[str] = "build"
        card: str
        cell: str
        orientation: str

The default grammar (:meth:`Move.parse_args`, :meth:`Move.args`) reads each field from its
annotation: ``int`` (a whole number, written as ``str(int)`` writes it), ``str`` (one
word), and, as the last field only, ``X | None`` (a word that may be left out) or
``tuple[X, ...]`` (the remaining words, at least one). A class overrides both methods for
any other shape of word (Sedlec's ``2:-1`` Ossuary place).

Spelling: :meth:`Notation.parse` accepts an action only when writing the parsed move back
gives the very same string (``str(notation.parse(a)) == a``), so every other spelling
(doubled spaces, a leading zero, a ``+``, other digits or cases) is refused, as
``tests/conformance/test_spellings.py`` requires. Whether a well-spelt move is legal now is
the game's question (docs/architecture.md, "The flow core and typed moves").
"""

from __future__ import annotations

import dataclasses
import types
import typing
from typing import Any, ClassVar, Generic, Iterable, TypeVar, cast

from ..errors import IllegalActionError

Self = TypeVar("Self", bound="Move")
M = TypeVar("M", bound="Move")

MEMO_LIMIT = 100_000
"""Parsed actions a :class:`Notation` remembers before it starts again (bounds the memory a
stream of distinct hostile strings could take; real games use a few thousand)."""


def _word(kind: type, token: str) -> Any:
    if kind is int:
        return int(token)  # ValueError for a word that is no number; spelling is checked by the round trip
    if kind is str:
        return token
    raise TypeError(f"a move field must be int or str, not {kind!r}")


def _grammar(cls: type) -> tuple[tuple[str, type, str], ...]:
    """``((field, word type, shape), ...)`` of a move dataclass; shape ``"one"``,
    ``"optional"`` or ``"many"`` (the last two only for the last field)."""
    hints = typing.get_type_hints(cls)
    out = []
    fields = dataclasses.fields(cls)
    for i, field in enumerate(fields):
        hint = hints[field.name]
        origin, args = typing.get_origin(hint), typing.get_args(hint)
        if hint in (int, str):
            out.append((field.name, cast(type, hint), "one"))
            continue
        if i != len(fields) - 1:
            raise TypeError(f"{cls.__name__}.{field.name}: only the last field may be optional or repeated")
        if origin in (typing.Union, types.UnionType) and len(args) == 2 and type(None) in args:
            out.append((field.name, next(a for a in args if a is not type(None)), "optional"))
        elif origin is tuple and len(args) == 2 and args[1] is Ellipsis:
            out.append((field.name, args[0], "many"))
        else:
            raise TypeError(f"{cls.__name__}.{field.name}: unsupported field type {hint!r}")
    return tuple(out)


class Move:
    """Base of every typed move: an immutable parsed action (see the module docstring).

    Subclasses are frozen dataclasses with a class variable ``verb``; ``str(move)`` is the
    canonical action string (the verb, then :meth:`args`, one space between words)."""

    __slots__ = ()
    verb: ClassVar[str] = ""
    _GRAMMAR: ClassVar[dict[type, tuple[tuple[str, type, str], ...]]] = {}

    @classmethod
    def grammar(cls) -> tuple[tuple[str, type, str], ...]:
        """``((field name, word type, shape), ...)`` read from the dataclass's annotations,
        computed once per class (shapes: ``"one"``, ``"optional"``, ``"many"``). Raises
        TypeError for a field type the default grammar cannot read."""
        found = Move._GRAMMAR.get(cls)
        if found is None:
            found = Move._GRAMMAR[cls] = _grammar(cls)
        return found

    @classmethod
    def parse_args(cls: type[Self], words: list[str]) -> Self:
        """The move whose :meth:`args` are ``words`` (the action's words after the verb).

        Raises:
            ValueError: too few or too many words, or a word that is not of its field's type.
        """
        grammar = cls.grammar()
        values: list[Any] = []
        for i, (_, kind, shape) in enumerate(grammar):
            if shape == "many":
                if len(words) <= i:
                    raise ValueError("a word is missing")
                values.append(tuple(_word(kind, w) for w in words[i:]))
                return cls(*values)
            if i >= len(words):
                if shape != "optional":
                    raise ValueError("a word is missing")
                values.append(None)
            else:
                values.append(_word(kind, words[i]))
        if len(words) > len(grammar):
            raise ValueError("too many words")
        return cls(*values)

    def args(self) -> list[str]:
        """The words after the verb, as the game writes them."""
        out: list[str] = []
        for name, _, shape in self.grammar():
            value = getattr(self, name)
            if shape == "many":
                out += [str(v) for v in value]
            elif value is not None:
                out.append(str(value))
        return out

    def __str__(self) -> str:
        return " ".join([self.verb, *self.args()])


class Notation(Generic[M]):
    """A game's grammar: its move classes by verb, and the parser of its action strings.

    ``parse`` is memoized per string (an action is parsed once per process, whatever the
    number of states that meet it; moves are immutable, so sharing them is safe)."""

    def __init__(self, game: str, moves: Iterable[type[M]]) -> None:
        """``game``: the game's title, for error messages. ``moves``: its move classes.
        Raises ValueError for two classes of one verb, TypeError for an unreadable grammar."""
        self.game = game
        self.classes: dict[str, type[M]] = {}
        for cls in moves:
            if cls.verb in self.classes or not cls.verb:
                raise ValueError(f"{game}: verb {cls.verb!r} of {cls.__name__} is empty or taken")
            self.classes[cls.verb] = cls
            if cls.parse_args.__qualname__ == "Move.parse_args":
                cls.grammar()  # the default grammar: fail at import, not at the first action
        self.parsed: dict[str, M] = {}
        """Every action parsed so far -> its move (the memo of :meth:`parse`; a hot path may
        look an action up here first)."""

    def parse(self, action: str) -> M:
        """The move ``action`` spells, in its one canonical spelling.

        Raises:
            IllegalActionError: ``action`` is no move of this game, or not spelt as the game
                writes it (``str(move) != action``).
        """
        memo = self.parsed
        move = memo.get(action)
        if move is not None:
            return move
        verb, _, rest = action.partition(" ")
        cls = self.classes.get(verb)
        if cls is None:
            raise IllegalActionError(f"'{action[:80]}' is not an action of {self.game}")
        words = rest.split(" ") if rest else []
        if "" in words:
            raise IllegalActionError(f"'{action[:80]}' is not spelt as {self.game} writes it (one space between words)")
        try:
            move = cls.parse_args(words)
        except (ValueError, KeyError, IndexError) as error:
            raise IllegalActionError(f"'{action[:80]}' is not an action of {self.game}: {error}") from None
        if str(move) != action:
            raise IllegalActionError(f"'{action[:80]}' is not spelt as {self.game} writes it ('{move}')")
        if len(memo) >= MEMO_LIMIT:
            memo.clear()
        memo[action] = move
        return move
