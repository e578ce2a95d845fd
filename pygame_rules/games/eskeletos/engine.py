"""The resolution stack: how ESKELETOS turns rules into decision and chance nodes.

Everything still to resolve is a *frame* on ``self.stack`` (a list; the last frame resolves
next). A frame is a tuple ``(kind, seat, *args)``. Each kind is one of:

* automatic: method ``_run_<kind>(frame)`` resolves it (and may push more frames);
* decision: ``_opts_<kind>(frame) -> list[str]`` are the legal actions of ``seat`` and
  ``_do_<kind>(frame, action)`` applies one;
* chance: ``_odds_<kind>(frame) -> [(outcome, p)]`` and ``_on_<kind>(frame, outcome)``.

"Immediately" in the rulebook (a Limbo Crisis Roll, a detonation) means pushing a frame on
top, so it resolves before whatever was resolving continues (rulebook: Card and Effect
Timing). A frame's ``seat`` owns it: a Total Collapse drops the collapsed seat's frames
(it "stops its current turn sequence"); seat ``-1`` marks frames of the game itself.
"""

from __future__ import annotations

from typing import Any, Callable, Unpack, overload

from ...core import CHANCE, TERMINAL, IllegalActionError, State
from .frames import (CausedFrame, ConflictShieldFrame, ConsentFrame, ContestFrame, DrawFrame, EffectsFrame,
                     ElderSlotFrame, EquiGiveFrame, Frame, GiveRelicFrame, OpFrame, PickCardsFrame, PickStripFrame,
                     PickVaultFrame, PlaceVaultFrame, SeatFrame, ShieldCardFrame, TradeFrame)

SYSTEM = -1
"""Owner of frames that belong to no seat (Drift refills, setup steps)."""

KEEP_ON_COLLAPSE = frozenset({"overflow", "place_vault", "refill", "drift_fill"})
"""Frames that finish even when their seat collapses (ruling: a card in transit still lands)."""


Run = Callable[["FrameEngine", Frame], None]
"""``_run_<kind>(frame)``: resolve an automatic frame."""
Opts = Callable[["FrameEngine", Frame], list[str]]
"""``_opts_<kind>(frame)``: the legal actions of the frame's seat."""
Do = Callable[["FrameEngine", Frame, str], None]
"""``_do_<kind>(frame, action)`` / ``_on_<kind>(frame, outcome)``: apply a choice or an outcome."""
Odds = Callable[["FrameEngine", Frame], list[tuple[str, float]]]
"""``_odds_<kind>(frame)``: the chance outcomes and their probabilities."""


class FrameEngine(State):
    """The stack machine behind ``current_player``/``legal_actions``/``apply``.

    The handler tables are built from method names when a subclass is defined. Each handler
    is typed with the frame shape of its kind (frames.py); a table holds them all as taking
    any :data:`Frame`, which is sound because a frame is only ever dispatched to the
    handlers of its own kind."""

    stack: list[Frame]
    over: bool
    mover: int
    """The seat whose decision is being applied, ``SYSTEM`` for a chance outcome."""
    _legal_cache: tuple[int, Frame, list[str]] | None = None
    _RUN: dict[str, Run] = {}
    _OPTS: dict[str, Opts] = {}
    _DO: dict[str, Do] = {}
    _ODDS: dict[str, Odds] = {}
    _ON: dict[str, Do] = {}

    def __init_subclass__(cls, **kwargs: Any) -> None:
        super().__init_subclass__(**kwargs)
        tables: dict[str, dict[str, Callable[..., object]]] = {
            "_RUN": {}, "_OPTS": {}, "_DO": {}, "_ODDS": {}, "_ON": {}}
        for name in dir(cls):
            for prefix, table in (("_run_", "_RUN"), ("_opts_", "_OPTS"), ("_do_", "_DO"),
                                  ("_odds_", "_ODDS"), ("_on_", "_ON")):
                if name.startswith(prefix):
                    tables[table][name[len(prefix):]] = getattr(cls, name)
        for table, value in tables.items():
            setattr(cls, table, value)

    # ------------------------------------------------------------------ stack
    @overload
    def push(self, *frame: Unpack[SeatFrame]) -> None: ...
    @overload
    def push(self, *frame: Unpack[DrawFrame]) -> None: ...
    @overload
    def push(self, *frame: Unpack[EffectsFrame]) -> None: ...
    @overload
    def push(self, *frame: Unpack[OpFrame]) -> None: ...
    @overload
    def push(self, *frame: Unpack[CausedFrame]) -> None: ...
    @overload
    def push(self, *frame: Unpack[PickCardsFrame]) -> None: ...
    @overload
    def push(self, *frame: Unpack[PickVaultFrame]) -> None: ...
    @overload
    def push(self, *frame: Unpack[PickStripFrame]) -> None: ...
    @overload
    def push(self, *frame: Unpack[GiveRelicFrame]) -> None: ...
    @overload
    def push(self, *frame: Unpack[ElderSlotFrame]) -> None: ...
    @overload
    def push(self, *frame: Unpack[EquiGiveFrame]) -> None: ...
    @overload
    def push(self, *frame: Unpack[ConsentFrame]) -> None: ...
    @overload
    def push(self, *frame: Unpack[TradeFrame]) -> None: ...
    @overload
    def push(self, *frame: Unpack[ContestFrame]) -> None: ...
    @overload
    def push(self, *frame: Unpack[ConflictShieldFrame]) -> None: ...
    @overload
    def push(self, *frame: Unpack[ShieldCardFrame]) -> None: ...
    @overload
    def push(self, *frame: Unpack[PlaceVaultFrame]) -> None: ...

    def push(self, *frame: Any) -> None:  # the overloads above admit only the frames of frames.py
        """Put ``frame`` on top: it resolves before everything already on the stack."""
        self.stack.append(frame)

    def push_all(self, frames: list[Frame]) -> None:
        """Push frames so that they resolve in the order given."""
        self.stack.extend(reversed(frames))

    def advance(self) -> None:
        """Resolve automatic frames until a decision, a chance node, or the end. A decision
        with a single legal option is taken at once (it is no choice; it costs no ply)."""
        run, opts = self._RUN, self._OPTS
        while self.stack and not self.over:
            frame = self.stack[-1]
            handler = run.get(frame[0])
            if handler is None:
                if frame[0] not in opts:
                    return
                options = opts[frame[0]](self, frame)
                if len(options) != 1:
                    return
                self.stack.pop()
                self._DO[frame[0]](self, frame, options[0])
                continue
            self.stack.pop()
            handler(self, frame)

    def drop_frames_of(self, seat: int) -> None:
        """Forget what ``seat`` was resolving (Total Collapse), keeping cards in transit."""
        self.stack = [f for f in self.stack if f[1] != seat or f[0] in KEEP_ON_COLLAPSE]

    # ------------------------------------------------------------------ State hooks
    def _current_player(self) -> int:
        if self.over or not self.stack:
            return TERMINAL
        frame = self.stack[-1]
        if frame[0] in self._ODDS:
            return CHANCE
        return frame[1]

    def _legal_actions(self) -> list[str]:
        if self.over or not self.stack:
            return []
        cached = self._legal_cache
        if cached is not None and cached[0] == len(self.history) and cached[1] is self.stack[-1]:
            return list(cached[2])
        frame = self.stack[-1]
        kind = frame[0]
        if kind in self._ODDS:
            actions = [o for o, _ in self._ODDS[kind](self, frame)]
        else:
            actions = self._OPTS[kind](self, frame)
        self._legal_cache = (len(self.history), frame, actions)
        return list(actions)

    def forget_legal_cache(self) -> None:
        """Call after changing a state by hand (tests): legal actions are cached per ply."""
        self._legal_cache = None

    def _chance_outcomes(self) -> list[tuple[str, float]]:
        frame = self.stack[-1]
        return self._ODDS[frame[0]](self, frame)

    def _check(self, action: str) -> None:
        if action not in self._legal_actions():
            frame = self.stack[-1] if self.stack else None
            who = "chance" if frame and frame[0] in self._ODDS else (
                f"seat {frame[1] + 1}" if frame else "nobody")
            raise IllegalActionError(f"'{action}' is not a legal action for {who} now")

    def _apply(self, action: str) -> None:
        self._legal_cache = None
        frame = self.stack.pop()
        kind = frame[0]
        self.mover = SYSTEM if kind in self._ODDS else frame[1]  # whose decision this is (show())
        if kind in self._ON:
            self._ON[kind](self, frame, action)
        else:
            self._DO[kind](self, frame, action)
        self.advance()
