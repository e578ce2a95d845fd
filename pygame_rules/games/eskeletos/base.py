"""What every ESKELETOS mixin may rely on: the state's fields, its helpers, and the methods one
mixin calls on another.

``EskeletosState`` (state.py) is assembled from one mixin per concern (turn.py, spaces.py,
burden.py ...). Each mixin derives from :class:`EskeletosBase`, which lays out the fields
(with their types) and declares, for the type checker only, the methods that mixins call
across concerns; each such method is defined in exactly one mixin, and the type checker
holds that definition to the signature declared here.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, TypedDict

from ...core.flow import FlowState
from .cards import Part
from .decks import Decks
from .frames import Frame
from .traveler import Traveler
from .view_types import EndReason

RECENT = 8
"""How many recent dice results and events the view keeps for the renderer."""


class TurnFlags(TypedDict):
    """What this turn has done so far (``EskeletosState.tf``, fresh each turn)."""

    played: bool
    """An Action or Keep in Play card was played (one per turn, ruling)."""
    mods: int
    """Movement modifiers added to this turn's roll."""
    used: tuple[str, ...]
    """Once-a-turn powers used (``fate``, ``ember``, ``equilibrium``)."""
    dice: tuple[int, int] | None
    """This turn's movement dice, None until rolled."""


class Event(TypedDict):
    """A public event (a die result, a crossing) kept for the view's ``recent`` list."""

    seat: int
    """Whose event it is, -1 for the game's own."""
    what: str
    """What happened (``move_roll``, ``cross``, ``detonate`` ...; words.py words each)."""
    value: Any
    """Its JSON value shown in the view, shaped by ``what``: dice as a list of ints, a
    count, a ring, a card key, or None."""
    turn: int
    """``EskeletosState.turn_no`` when it happened."""


class EskeletosBase(FlowState):
    """The fields of an ESKELETOS position (set by ``EskeletosState._setup``) and the helpers
    every concern uses; see ``EskeletosState`` for what each field holds. Below it: the
    flow core's ``FlowState`` (pygame_rules/core/flow/engine.py), then ``State``."""

    stack: list[Frame]
    mover: int
    """The seat whose decision is being applied, -1 for a chance outcome (``EskeletosState._apply``)."""
    fj: bool
    round_limit: int
    all_mask: int
    tr: list[Traveler]
    decks: Decks
    drift: list[tuple[str, int]]
    relic_at: dict[str, tuple[int, int] | None]
    turn: int
    first: int
    round: int
    turn_no: int
    tf: TurnFlags
    peeked: list[str]
    order_rolls: dict[int, int]
    winner: int
    relic_bits: int
    card_bits: int
    recent: list[Event]

    def clockwise(self) -> list[int]:
        """Seats in turn order starting with the active seat."""
        n = self.num_players
        return [(self.turn + i) % n for i in range(n)]

    def show(self, mask: int, to: int | None = None) -> None:
        """A card that only the seats in ``mask`` (bit per seat) knew is shown to the seats in
        ``to`` (default: every seat). If one of them had not seen it and the seat whose
        decision is being applied had not either, that decision revealed something and
        cannot be undone (``State.mark_reveal``; docs/rulings/eskeletos.md: showing a card
        you know is not a reveal)."""
        if (self.all_mask if to is None else to) & ~mask and not (self.mover >= 0 and mask >> self.mover & 1):
            self.mark_reveal()

    def note(self, seat: int, what: str, value: Any = None) -> None:
        """Record a public event (a die result, a crossing) for the view; ``value`` is the
        event's JSON value (:class:`Event`)."""
        self.recent.append({"seat": seat, "what": what, "value": value, "turn": self.turn_no})
        if len(self.recent) > RECENT:
            del self.recent[0]

    if TYPE_CHECKING:  # defined by the mixin named on each line
        def _hand_choices(self, seat: int, verb: str) -> list[str]: ...  # effects.py
        def push_effects(self, actor: int, key: str, part: Part, target: int = -1) -> None: ...  # effects.py
        def discard_card(self, seat: int, key: str) -> None: ...  # drawing.py
        def draft(self, seat: int, slot: int) -> None: ...  # drawing.py
        def draftable_left(self) -> bool: ...  # drawing.py
        def gain_burden(self, seat: int, amount: int, source: str) -> None: ...  # burden.py
        def shed_burden(self, seat: int, amount: int) -> None: ...  # burden.py
        def lose_hope(self, seat: int, amount: int) -> None: ...  # burden.py
        def escape_limbo(self, seat: int, to: str) -> None: ...  # burden.py
        @staticmethod
        def clamp_limbo(space: int) -> int: ...  # burden.py
        def suppress_card(self, seat: int, key: str, mask: int, cls: str) -> None: ...  # vault.py
        def take_from_vault(self, seat: int, slot: int, to_hand: bool) -> None: ...  # vault.py
        def reveal_vault(self, seat: int, discard_all: bool) -> None: ...  # vault.py
        def net_move(self, seat: int) -> int: ...  # turn.py
        def move_pawn(self, seat: int, steps: int) -> None: ...  # spaces.py
        def defenders(self, seat: int) -> list[int]: ...  # spaces.py
        def relic_here(self, ring: int, pos: int) -> str | None: ...  # spaces.py
        def free_turning_points(self, relic: str) -> list[tuple[int, int]]: ...  # spaces.py
        def lose_relic(self, seat: int, relic: str, place: tuple[int, int]) -> None: ...  # spaces.py
        def has_relic(self, seat: int, relic: str) -> bool: ...  # relics.py
        def shield_ready(self, seat: int) -> bool: ...  # relics.py
        def raise_shield(self, seat: int) -> None: ...  # relics.py
        def ongoing(self, seat: int, what: str) -> int: ...  # relics.py
        def limbo_drawn(self, seat: int, key: str) -> None: ...  # limbo.py
        def mark_card(self, seat: int, key: str, used: bool) -> None: ...  # components.py
        def mark_relic_claimed(self, relic: str) -> None: ...  # components.py
        def mark_relic_used(self, relic: str) -> None: ...  # components.py
        def end_reason(self) -> EndReason | None: ...  # state.py
