"""The flow core: one small decision engine every game runs its turns on.

Everything a game still has to resolve is a *frame* on ``state.stack`` (a list; the last
frame resolves next). A frame is an immutable, typed record, a ``NamedTuple`` of plain
values, whose class is its *kind*. Each kind has one :class:`Handler`, registered
explicitly with the game's :class:`Flow`:

- ``flow.auto(Kind, run=...)``: resolved at once by ``run(state, frame)``, which may push
  more frames (a Directive resolving effect by effect, a phase starting);
- ``flow.decision(Kind, options=..., apply=...)``: a seat's decision. ``options(state,
  frame)`` lists its legal actions, ``apply(state, frame, move)`` applies one; the seat
  is the frame's first field unless ``seat=`` says otherwise;
- ``flow.chance(Kind, outcomes=..., apply=..., kind=...)``: a chance node, its outcomes
  with their probabilities, how one applies and what kind of chance it is.

The frame on top after :meth:`FlowState.advance` is the *pending decision*: a seat's or
chance's, with its options and its handler. ``apply(action)`` parses the action once into
the game's typed move (:class:`~pygame_rules.core.flow.moves.Notation`), checks it, words
it (``describe``, ``touches``), pops the frame, hands the move to the handler, then
advances: automatic frames run until the next decision, chance node or the end (an empty
stack: the game is over). The handler's ``apply`` pushes what follows: the same decision
again (several moves in one phase), the next step, a chance node on top ("immediately").

Frames are immutable and registered as such (:func:`~pygame_rules.core.state.share_when_copied`),
so ``clone()`` copies the stack as a list of shared frames and a game whose other fields
are plain data keeps ``State._PLAIN_DATA`` (the fast structural copy the bots rely on).
"""

from __future__ import annotations

from typing import Any, Callable, ClassVar, Generic, Literal, TypeVar

from ..chance import ChanceKind
from ..constants import CHANCE, TERMINAL
from ..errors import IllegalActionError
from ..state import LogEntry, State, TouchEntry, share_when_copied
from .moves import Move, Notation

S = TypeVar("S", bound="FlowState")
M = TypeVar("M", bound=Move)
F = TypeVar("F")

Role = Literal["auto", "decision", "chance"]
"""What a frame kind is: resolved at once, a seat's decision, or a chance node."""

Describe = Callable[[S, Any, M], LogEntry]
"""``(state, frame, move) -> log line`` (``State._describe``), before the move applies."""
Touches = Callable[[S, Any, M], TouchEntry]
"""``(state, frame, move) -> touch keys`` (``State._touches``), before the move applies."""
Info = Callable[[S, Any, M], dict[str, Any]]
"""``(state, frame, move) -> action_info dict`` of a legal action (``State.action_info``)."""
Refuse = Callable[[S, str, M | None], str]
"""``(state, action, move or None when it does not parse) -> message`` of an illegal action."""


def _say_action(state: Any, frame: Any, move: Move) -> LogEntry:
    return str(move)


def _no_touches(state: Any, frame: Any, move: Move) -> TouchEntry:
    return []


def _plain_info(state: Any, frame: Any, move: Move) -> dict[str, Any]:
    action = str(move)
    return {"action": action, "label": action, "kind": move.verb}


def _unset(*args: Any) -> Any:
    raise TypeError("this function does not belong to a frame of this role")


def refuse_plainly(state: "FlowState", action: str, move: Move | None) -> str:
    """The default message of an illegal action: ``'<action>' is not a legal action for
    seat N now`` (``chance`` at a chance node)."""
    who = "chance" if state.is_chance_node() else f"seat {state.current_player + 1}"
    return f"'{action[:80]}' is not a legal action for {who} now"


class Handler(Generic[S, M]):
    """How one kind of frame behaves (made by :class:`Flow`'s ``auto``, ``decision`` and
    ``chance``; read by :class:`FlowState`). Fields:

    - ``role``: ``"auto"``, ``"decision"`` or ``"chance"``;
    - ``run(state, frame)``: an automatic frame's work;
    - ``seat(state, frame) -> int`` or None (the frame's first field is the seat);
    - ``options(state, frame) -> [action]``: a decision's legal actions;
    - ``outcomes(state, frame) -> [(outcome, probability)]`` and ``kind(state, frame) ->
      ChanceKind`` (None: ``State``'s default) of a chance node;
    - ``candidates(state, frame, move) -> [action]`` or None: the actions ``move`` must be
      among to be legal, for a check faster than listing every option: a subset of
      ``options`` holding every option the move might equal, or, for a decision validated
      rather than listed (Court of the Dead's splits), ``[str(move)]`` once the move is
      found valid; None: all the options;
    - ``apply(state, frame, move)``: the frame, already popped, takes the move;
    - ``describe``, ``touches``, ``info``: :data:`Describe`, :data:`Touches`, :data:`Info`;
    - ``single``: a decision with one legal action is taken at once, costing no ply;
    - ``auto``, ``chance``, ``waits``: the role as flags for the hot paths (``waits``: a
      decision without ``single``, or a chance node: :meth:`FlowState.advance` stops there).
    """

    __slots__ = ("role", "run", "seat", "options", "outcomes", "kind", "candidates", "apply", "describe",
                 "touches", "info", "single", "auto", "chance", "waits")

    def __init__(self, role: Role, run: Callable[[S, Any], None] = _unset,
                 seat: Callable[[S, Any], int] | None = None,
                 options: Callable[[S, Any], list[str]] = _unset,
                 outcomes: Callable[[S, Any], list[tuple[str, float]]] = _unset,
                 kind: Callable[[S, Any], ChanceKind] | None = None,
                 candidates: Callable[[S, Any, M], list[str]] | None = None,
                 apply: Callable[[S, Any, M], None] = _unset,
                 describe: Describe[S, M] = _say_action, touches: Touches[S, M] = _no_touches,
                 info: Info[S, M] = _plain_info, single: bool = False) -> None:
        self.role = role
        self.run = run
        self.seat = seat
        self.options = options
        self.outcomes = outcomes
        self.kind = kind
        self.candidates = candidates
        self.apply = apply
        self.describe = describe
        self.touches = touches
        self.info = info
        self.single = single
        self.auto = role == "auto"
        self.chance = role == "chance"
        self.waits = not self.auto and not single


class Flow(Generic[S, M]):
    """A game's registry of frame kinds: one :class:`Handler` per frame class, registered
    explicitly (:meth:`auto`, :meth:`decision`, :meth:`chance`), and the game's
    :class:`Notation`. ``describe``, ``touches``, ``info`` and ``refuse`` given here serve
    every kind registered afterwards that does not bring its own."""

    def __init__(self, notation: Notation[M], *, describe: Describe[S, M] | None = None,
                 touches: Touches[S, M] | None = None, info: Info[S, M] | None = None,
                 refuse: Refuse[S, M] | None = None) -> None:
        self.notation = notation
        self.parsed = notation.parsed
        self.handlers: dict[type, Handler[S, M]] = {}
        self.describe: Describe[S, M] = describe or _say_action
        self.touches: Touches[S, M] = touches or _no_touches
        self.info: Info[S, M] = info or _plain_info
        self.refuse: Refuse[S, M] = refuse or refuse_plainly

    def _register(self, frame: type, handler: Handler[S, M]) -> None:
        if frame in self.handlers:
            raise ValueError(f"frame kind {frame.__name__} is registered twice")
        share_when_copied(frame)
        self.handlers[frame] = handler

    def auto(self, frame: type[F], run: Callable[[S, F], None]) -> None:
        """Register ``frame`` as resolved at once: ``run(state, frame)`` (the frame is popped
        first; ``run`` may push frames). Raises ValueError for a kind registered twice."""
        self._register(frame, Handler("auto", run=run))

    def decision(self, frame: type[F], *, options: Callable[[S, F], list[str]], apply: Callable[[S, F, M], None],
                 seat: Callable[[S, F], int] | None = None,
                 candidates: Callable[[S, F, M], list[str]] | None = None,
                 describe: Callable[[S, F, M], LogEntry] | None = None,
                 touches: Callable[[S, F, M], TouchEntry] | None = None,
                 info: Callable[[S, F, M], dict[str, Any]] | None = None, single: bool = False) -> None:
        """Register ``frame`` as a seat's decision (see :class:`Handler` for each function).
        ``seat``: default the frame's first field. ``candidates``: the options a move could be
        among (see :class:`Handler`), for a check faster than listing every option.
        ``single``: take a lone legal action at once, without a ply. Raises ValueError for a
        kind registered twice."""
        self._register(frame, Handler("decision", seat=seat, options=options, candidates=candidates, apply=apply,
                                      describe=describe or self.describe, touches=touches or self.touches,
                                      info=info or self.info, single=single))

    def chance(self, frame: type[F], *, outcomes: Callable[[S, F], list[tuple[str, float]]],
               apply: Callable[[S, F, M], None], kind: Callable[[S, F], ChanceKind] | None = None,
               describe: Callable[[S, F, M], LogEntry] | None = None,
               touches: Callable[[S, F, M], TouchEntry] | None = None,
               info: Callable[[S, F, M], dict[str, Any]] | None = None) -> None:
        """Register ``frame`` as a chance node: ``outcomes(state, frame)`` with probabilities
        summing to 1, ``apply(state, frame, move)`` of the drawn outcome, ``kind(state,
        frame)`` what kind of chance it is (None: ``State._chance_kind``'s default).
        Raises ValueError for a kind registered twice."""
        self._register(frame, Handler("chance", outcomes=outcomes, kind=kind, apply=apply,
                                      describe=describe or self.describe, touches=touches or self.touches,
                                      info=info or self.info))


class FlowState(State):
    """A :class:`State` whose turns run on the flow core (module docstring).

    A subclass sets ``FLOW`` (its :class:`Flow`), and in ``_setup`` lays out its fields then
    calls :meth:`start` with its first frames. It implements ``_scores``, ``_winners``,
    ``_view`` and the rest of ``State``'s hooks as any game; ``_current_player``,
    ``_legal_actions``, ``_chance_outcomes``, ``_chance_kind``, ``_check``, ``_describe``,
    ``_touches``, ``_apply`` and ``action_info`` come from here.

    Attributes:
        stack: the frames still to resolve, the next one last (module docstring).
    """

    FLOW: ClassVar[Flow[Any, Any]]
    stack: list[Any]
    asks_every_decision: bool = False
    """When True, :meth:`advance` stops at a decision registered ``single`` even when it has
    one legal action (it is asked, as a ply): so whether a seat is asked never depends on
    what only that seat can see (a game's option sets it; sealed play needs it:
    docs/sealed-links.md, "ESKELETOS")."""
    _checked: tuple[str, Any, Any, Handler[Any, Any]] | None = None
    """What :meth:`_check` found for the action ``State.apply`` is applying (cleared by :meth:`_apply`)."""

    # ------------------------------------------------------------------ the stack
    def start(self, *frames: Any) -> None:
        """Begin the game's flow: the stack holds ``frames`` (the first given resolves first),
        then :meth:`advance`."""
        self.stack = []
        self.push(*frames)
        self.advance()

    def push(self, *frames: Any) -> None:
        """Put ``frames`` on top of the stack, to resolve in the order given and before
        anything already on it."""
        if len(frames) == 1:
            self.stack.append(frames[0])
        else:
            self.stack.extend(reversed(frames))

    @property
    def top(self) -> Any:
        """The frame that resolves next (after :meth:`advance`: the pending decision or
        chance node), None once the game is over."""
        return self.stack[-1] if self.stack else None

    def end(self) -> None:
        """End the game: nothing is left to resolve (``current_player`` is ``TERMINAL``)."""
        self.stack.clear()

    def advance(self) -> None:
        """Resolve automatic frames until a decision, a chance node or the end. A decision
        registered with ``single`` that has one legal action takes it at once (unless
        :attr:`asks_every_decision`)."""
        stack, handlers = self.stack, self.FLOW.handlers
        while stack:
            frame = stack[-1]
            handler = handlers[type(frame)]
            if handler.waits:
                return
            if handler.auto:
                stack.pop()
                handler.run(self, frame)
                continue
            if self.asks_every_decision:
                return
            options = handler.options(self, frame)  # a decision registered with ``single``
            if len(options) != 1:
                return
            stack.pop()
            handler.apply(self, frame, self.parse(options[0]))

    def parse(self, action: str) -> Any:
        """The typed move ``action`` spells (``FLOW.notation.parse``); IllegalActionError
        for an action of no move or spelt otherwise."""
        flow = self.FLOW
        return flow.parsed.get(action) or flow.notation.parse(action)

    def _pending(self) -> tuple[Any, Handler[Any, Any]]:
        frame = self.stack[-1]
        return frame, self.FLOW.handlers[type(frame)]

    # ------------------------------------------------------------------ State hooks
    def _current_player(self) -> int:
        stack = self.stack
        if not stack:
            return TERMINAL
        frame = stack[-1]
        handler = self.FLOW.handlers[type(frame)]
        if handler.chance:
            return CHANCE
        seat = handler.seat
        return frame[0] if seat is None else seat(self, frame)

    def _legal_actions(self) -> list[str]:
        frame, handler = self._pending()
        if handler.chance:
            return [outcome for outcome, _ in handler.outcomes(self, frame)]
        return handler.options(self, frame)

    def _chance_outcomes(self) -> list[tuple[str, float]]:
        frame, handler = self._pending()
        return handler.outcomes(self, frame)

    def _chance_kind(self) -> ChanceKind:
        frame, handler = self._pending()
        return super()._chance_kind() if handler.kind is None else handler.kind(self, frame)

    def _check(self, action: str) -> None:
        flow = self.FLOW
        move = flow.parsed.get(action)
        if move is None:
            try:
                move = flow.notation.parse(action)
            except IllegalActionError:
                raise IllegalActionError(flow.refuse(self, action, None)) from None
        frame = self.stack[-1]
        handler = flow.handlers[type(frame)]
        if handler.candidates is not None:
            listed = handler.candidates(self, frame, move)
        elif handler.chance:
            listed = [outcome for outcome, _ in handler.outcomes(self, frame)]
        else:
            listed = handler.options(self, frame)
        if action not in listed:
            raise IllegalActionError(flow.refuse(self, action, move))
        self._checked = (action, move, frame, handler)

    def _prepared(self, action: str) -> tuple[Any, Any, Handler[Any, Any]]:
        """``(move, frame, handler)`` of ``action``, as :meth:`_check` found them for this very
        action (``State.apply`` hands the same string to each hook), else looked up again."""
        checked = self._checked
        if checked is not None and checked[0] is action and checked[2] is self.stack[-1]:
            return checked[1], checked[2], checked[3]
        frame, handler = self._pending()
        return self.parse(action), frame, handler

    def _describe(self, action: str) -> LogEntry:
        move, frame, handler = self._prepared(action)
        return handler.describe(self, frame, move)

    def _touches(self, action: str) -> TouchEntry:
        move, frame, handler = self._prepared(action)
        return handler.touches(self, frame, move)

    def _apply(self, action: str) -> None:
        checked, frame = self._checked, self.stack.pop()
        if checked is not None and checked[0] is action and checked[2] is frame:
            move, handler = checked[1], checked[3]
            self._checked = None  # only plain data stays on a state between actions (clone)
        else:
            flow = self.FLOW
            move = flow.parsed.get(action) or flow.notation.parse(action)
            handler = flow.handlers[type(frame)]
        handler.apply(self, frame, move)
        self.advance()

    def action_info(self, action: str) -> dict[str, Any]:
        """``{"action", "label", "kind", ...targets}`` of a legal ``action``: the pending
        frame's handler's ``info`` of the parsed move (:class:`Flow`; the game-wide ``info``,
        with frame None, once the game is over). Raises
        IllegalActionError for an action that does not parse."""
        move = self.parse(action)
        if not self.stack:
            return self.FLOW.info(self, None, move)
        frame, handler = self._pending()
        return handler.info(self, frame, move)
