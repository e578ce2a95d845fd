"""Game Setup (rulebook: Game Setup): the Drift, Traveler selection, the Polished Mask's
suppressed cards, starting hands, and the turn-order roll with re-rolls of tied high rolls."""

from __future__ import annotations

from typing import TYPE_CHECKING

from . import moves as mv
from .base import EskeletosBase
from .frames import (SYSTEM, Deal, DrawCard, DriftFill, Frame, MaskSetup, OrderCheck, OrderRoll, PickTraveler,
                     TurnStart)
from .rules import DRIFT_SIZE, MASK_SUPPRESSED, STARTING_HAND
from .travelers import TRAVELER_KEYS, TRAVELERS

if TYPE_CHECKING:  # pragma: no cover
    from .state import EskeletosState

D6 = [(f"d6 {v}", 1 / 6) for v in range(1, 7)]
"""One die's outcomes (turn order, Gateway, Acceptance, Limbo Crisis, Escape Check)."""


class SetupMixin(EskeletosBase):
    """The setup's frames, in order: :class:`DriftFill`, :class:`PickTraveler` per seat,
    :class:`MaskSetup`, :class:`Deal` per seat, :class:`OrderRoll` per seat, :class:`OrderCheck`."""

    def setup_frames(self) -> list[Frame]:
        """The setup frames in resolution order (see the class docstring), to be pushed with
        ``push(*frames)``."""
        seats = range(self.num_players)
        return [DriftFill(SYSTEM), *[PickTraveler(s) for s in seats], MaskSetup(SYSTEM),
                *[Deal(s) for s in seats], *[OrderRoll(s) for s in seats], OrderCheck(SYSTEM)]


def drift_fill(st: "EskeletosState", frame: DriftFill) -> None:
    """Deal Fate cards face up until the Drift holds 3 draftable cards; Hazards revealed
    now are discarded without effect (Setup Hazard Clearance)."""
    if len(st.drift) < DRIFT_SIZE and st.decks.ready("fate") and st.draftable_left():
        st.push(DrawCard(SYSTEM, "fate", "setup_drift"), frame)


def traveler_options(st: "EskeletosState", frame: PickTraveler) -> list[str]:
    """``traveler <key>`` for each Traveler no seat has chosen yet."""
    taken = {t.kind for t in st.tr}
    return [f"traveler {k}" for k in TRAVELER_KEYS if k not in taken]


def pick_traveler(st: "EskeletosState", frame: PickTraveler, move: mv.EskeletosMove) -> None:
    """The seat plays the chosen Traveler, with its starting Burden and Hope."""
    assert isinstance(move, mv.Traveler)
    t = st.tr[frame.seat]
    kind = TRAVELERS[move.traveler]
    t.kind, t.burden, t.hope = kind.key, kind.burden, kind.hope


def mask_setup(st: "EskeletosState", frame: MaskSetup) -> None:
    """The Polished Mask suppresses the top 2 Fate cards, unseen (ruling: by anyone)."""
    for t in st.tr:
        if t.kind == "mask":
            for _ in range(MASK_SUPPRESSED):
                st.push(DrawCard(t.seat, "fate", "mask"))


def deal(st: "EskeletosState", frame: Deal) -> None:
    """Deal Fate cards until the hand holds 2 playable ones: an INSTANT is revealed and
    shuffled back (Setup Immunity); a Suppressed Hazard goes face down into the vault, as
    one drawn later would (docs/rulings/eskeletos.md), and another card is dealt."""
    seat = frame.seat
    if len(st.tr[seat].hand) < STARTING_HAND and st.decks.ready("fate"):
        st.push(DrawCard(seat, "fate", "setup_hand"), frame)


def d6(st: "EskeletosState", frame: object) -> list[tuple[str, float]]:
    """One die's outcomes, ``d6 1`` .. ``d6 6``, each 1/6."""
    return D6


def order_roll(st: "EskeletosState", frame: OrderRoll, move: mv.EskeletosMove) -> None:
    """The seat's die for turn order is kept until every seat has rolled."""
    assert isinstance(move, mv.D6)
    st.order_rolls[frame.seat] = move.face


def order_check(st: "EskeletosState", frame: OrderCheck) -> None:
    """Highest roll goes first; seats tied for highest re-roll (Pawn Placement & Turn Order)."""
    best = max(st.order_rolls.values())
    tied = sorted(s for s, v in st.order_rolls.items() if v == best)
    if len(tied) > 1:
        st.order_rolls = {s: st.order_rolls[s] for s in tied}
        st.push(*[OrderRoll(s) for s in tied], frame)
        return
    st.first = tied[0]
    st.order_rolls = {}
    st.push(TurnStart(st.first))
