"""The machinery that runs a round: a stack of work items, pending decisions, log lines.

A state holds ``stack`` (work items, run last-in first-out) and ``pending`` (the decision
or chance node waiting for an action, or None). An item is a tuple ``(function, *args)``
whose arguments are immutable (ints, strings, tuples, shared card data), so cloning a
state copies the stack as a plain list. ``run()`` pops and calls items until one sets
``pending`` or the stack is empty (the game is then over).

A :class:`Pending` names its :class:`Handler` (how its actions are listed, checked,
applied, described and shown), the seat to act (or ``CHANCE``), the listed options and
a payload. The generic :class:`Choice` handler serves every choice an effect or a rule asks
for (effects.py words the answers that stand for effects: ``EffectChoice``).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Callable

from ...core import ChanceKind, IllegalActionError
from .notation import option_info
from .words import card_name, option_words, swap_words

if TYPE_CHECKING:
    from .state import CourtState


class Pending:
    """A decision or chance node. Never mutated once made (clones share it)."""

    __slots__ = ("handler", "seat", "options", "payload")

    def __init__(self, handler: type["Handler"], seat: int, options: tuple[str, ...], payload: Any = None) -> None:
        self.handler = handler
        self.seat = seat
        self.options = options
        self.payload = payload


WorkItem = tuple[Any, ...]
"""A work item of the stack: ``(function, *args)``, the function called as
``function(state, *args)`` (its arguments immutable: see the module docstring)."""


class LogLine(dict[Any, str]):
    """One log entry, ``{seat: text, ..., None: text}``, that grows while its action resolves:
    events the action sets off (dice, meter triggers, automatic effects) are appended."""

    @classmethod
    def make(cls, n: int, text: str | dict[Any, str]) -> "LogLine":
        """A line for ``n`` seats and the spectator (key None) from ``text``: one string for all, or
        ``{seat: text, None: text}`` where a missing seat reads the None text."""
        line = cls()
        if isinstance(text, str):
            for key in (*range(n), None):
                line[key] = text
        else:
            for key in (*range(n), None):
                line[key] = text.get(key, text.get(None, ""))
        return line

    def add(self, text: str | dict[Any, str]) -> None:
        """Append ``text`` (same shapes as :meth:`make`) to every reader's version, space-separated;
        empty parts are skipped."""
        for key in self:
            part = text if isinstance(text, str) else text.get(key, text.get(None, ""))
            if part:
                self[key] = f"{self[key]} {part}" if self[key] else part


class Handler:
    """How one kind of pending node behaves. Subclasses override what differs."""

    kind = "choice"

    @classmethod
    def check(cls, st: "CourtState", pend: Pending, action: str) -> None:
        """Raise IllegalActionError unless ``action`` may be applied to ``pend`` (by default:
        unless it is one of the listed options)."""
        if action not in pend.options:
            raise IllegalActionError(f"'{action}' is not one of the choices now ({cls.prompt(st, pend)})")

    @classmethod
    def apply(cls, st: "CourtState", pend: Pending, action: str) -> None:
        """Apply a checked ``action`` to ``st`` (``pend`` is no longer pending)."""
        raise NotImplementedError

    @classmethod
    def describe(cls, st: "CourtState", pend: Pending, action: str) -> str | dict[Any, str]:
        """The log line of ``action``: one text for everyone, or ``{seat: text, None: text}``."""
        return f"{{p{pend.seat}}} chooses: {option_words(st, action)}."

    @classmethod
    def info(cls, st: "CourtState", pend: Pending, action: str) -> dict[str, Any]:
        """``action_info`` of a listed ``action`` (notation.py ``option_info``)."""
        return option_info(st, action, cls.kind)

    @classmethod
    def prompt(cls, st: "CourtState", pend: Pending) -> str:
        """What the pending node asks, in words."""
        return "choose"

    @classmethod
    def probabilities(cls, st: "CourtState", pend: Pending) -> list[tuple[str, float]]:
        """``(outcome, probability)`` of a chance node's options: uniform by default."""
        p = 1.0 / len(pend.options)
        return [(o, p) for o in pend.options]

    @classmethod
    def chance_kind(cls, st: "CourtState", pend: Pending) -> ChanceKind:
        """What kind of chance a chance handler's node is (``State.chance_kind``). Every
        chance handler says it; the default refuses, so that a new one cannot pass a secret
        deal off as public."""
        raise NotImplementedError(f"{cls.__name__} does not say what kind of chance it is")


def public_chance(st: "CourtState", pend: Pending) -> ChanceKind:
    """A ``public`` chance node of ``st`` (a handler's ``chance_kind`` for dice and face-up draws)."""
    return ChanceKind.public(st.num_players)


Resolver = Callable[["CourtState", int, str, Any], None]


class Choice(Handler):
    """A choice asked by an effect or a rule. Payload: ``(resolver, data, kind, prompt)``;
    the answer goes to ``resolver(state, seat, action, data)``."""

    @classmethod
    def branch_words(cls, pend: Pending, action: str) -> str | None:
        """Words of an answer that stands for a list of effects (``option <i>`` of an "either"
        effect), or None: the answers of a plain choice stand for nothing more than their
        option words (effects.py ``EffectChoice`` words the effects)."""
        return None

    @classmethod
    def apply(cls, st: "CourtState", pend: Pending, action: str) -> None:
        """Pass the answer to the payload's resolver: ``resolver(st, seat, action, data)``."""
        resolver, data, _, _ = pend.payload
        resolver(st, pend.seat, action, data)

    @classmethod
    def prompt(cls, st: "CourtState", pend: Pending) -> str:
        """The prompt stored in the payload."""
        prompt: str = pend.payload[3]
        return prompt

    @classmethod
    def info(cls, st: "CourtState", pend: Pending, action: str) -> dict[str, Any]:
        info = option_info(st, action, pend.payload[2])
        branch = cls.branch_words(pend, action)
        if branch:
            info["label"] = branch
        return info

    @classmethod
    def describe(cls, st: "CourtState", pend: Pending, action: str) -> str | dict[Any, str]:
        if pend.payload[2] == "swap":  # secret cards: each seat reads what it may know
            return swap_words(pend.seat, action)
        if pend.payload[2] == "dreadsbane":
            return f"{{p{pend.seat}}} chooses: {option_info(st, action, 'dreadsbane')['label'].lower()}."
        if action in ("use", "skip"):  # an optional effect: its source by name ("does not use" is noted)
            data = pend.payload[1]
            src = data[1] if isinstance(data, tuple) and len(data) == 2 and isinstance(data[1], str) else None
            if src is not None:
                return f"{{p{pend.seat}}} uses {card_name(src)}." if action == "use" else ""
        if action.startswith("target "):
            return _target_words(pend, action)
        return f"{{p{pend.seat}}} chooses: {cls.branch_words(pend, action) or option_words(st, action)}."


def _target_words(pend: Pending, action: str) -> str:
    """The log line of a player chosen by an effect (``target <n>``): "{p0} chooses {p1} for
    Auraghast.", the card taken from the prompt ("Auraghast — choose a player to ..."), so
    the line does not read as a bare name."""
    source = pend.payload[3].split(" — ")[0] if " — " in pend.payload[3] else ""
    chosen = f"{{p{int(action.split()[1]) - 1}}}"
    return f"{{p{pend.seat}}} chooses {chosen} for {source}." if source else f"{{p{pend.seat}}} chooses {chosen}."


def ask(st: "CourtState", seat: int, kind: str, options: list[str], resolver: Resolver, data: Any,
        prompt: str, auto: bool = True, handler: type[Choice] = Choice) -> None:
    """Ask ``seat`` to choose among ``options``. No option: nothing happens. One option and
    ``auto``: it is taken at once (a choice with one answer is not a choice). ``handler``:
    :class:`Choice` or a subclass that words its answers (effects.py ``EffectChoice``)."""
    if not options:
        return
    if auto and len(options) == 1:
        resolver(st, seat, options[0], data)
        return
    st.pending = Pending(handler, seat, tuple(options), (resolver, data, kind, prompt))
