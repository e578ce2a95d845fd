"""Game Setup (rulebook: Game Setup): the Drift, Traveler selection, the Polished Mask's
suppressed cards, starting hands, and the turn-order roll with re-rolls of tied high rolls."""

from __future__ import annotations

from .base import EskeletosBase
from .engine import SYSTEM
from .frames import Frame, SeatFrame
from .rules import DRIFT_SIZE, MASK_SUPPRESSED, STARTING_HAND
from .travelers import TRAVELER_KEYS, TRAVELERS

D6 = [(f"d6 {v}", 1 / 6) for v in range(1, 7)]


class SetupMixin(EskeletosBase):
    """Frames of the setup, in order: ``drift_fill``, ``pick_traveler`` per seat,
    ``mask_setup``, ``deal`` per seat, ``order_roll`` per seat, ``order_check``."""

    def setup_frames(self) -> list[Frame]:
        """The setup frames in resolution order (see the class docstring), to be pushed with
        ``push_all``."""
        seats = range(self.num_players)
        return [("drift_fill", SYSTEM), *[("pick_traveler", s) for s in seats], ("mask_setup", SYSTEM),
                *[("deal", s) for s in seats], *[("order_roll", s) for s in seats], ("order_check", SYSTEM)]

    def _run_drift_fill(self, frame: SeatFrame) -> None:
        """Deal Fate cards face up until the Drift holds 3 draftable cards; Hazards revealed
        now are discarded without effect (Setup Hazard Clearance)."""
        if len(self.drift) < DRIFT_SIZE and self.decks.ready("fate") and self.draftable_left():
            self.push("drift_fill", SYSTEM)
            self.push("draw", SYSTEM, "fate", "setup_drift")

    def _opts_pick_traveler(self, frame: SeatFrame) -> list[str]:
        taken = {t.kind for t in self.tr}
        return [f"traveler {k}" for k in TRAVELER_KEYS if k not in taken]

    def _do_pick_traveler(self, frame: SeatFrame, action: str) -> None:
        t = self.tr[frame[1]]
        kind = TRAVELERS[action.split()[1]]
        t.kind, t.burden, t.hope = kind.key, kind.burden, kind.hope

    def _run_mask_setup(self, frame: SeatFrame) -> None:
        """The Polished Mask suppresses the top 2 Fate cards, unseen (ruling: by anyone)."""
        for t in self.tr:
            if t.kind == "mask":
                for _ in range(MASK_SUPPRESSED):
                    self.push("draw", t.seat, "fate", "mask")

    def _run_deal(self, frame: SeatFrame) -> None:
        """Deal Fate cards until the hand holds 2 playable ones: an INSTANT is revealed and
        shuffled back (Setup Immunity); a Suppressed Hazard goes face down into the vault, as
        one drawn later would (docs/rulings/eskeletos.md), and another card is dealt."""
        seat = frame[1]
        if len(self.tr[seat].hand) < STARTING_HAND and self.decks.ready("fate"):
            self.push("deal", seat)
            self.push("draw", seat, "fate", "setup_hand")

    def _odds_order_roll(self, frame: SeatFrame) -> list[tuple[str, float]]:
        return D6

    def _on_order_roll(self, frame: SeatFrame, outcome: str) -> None:
        self.order_rolls[frame[1]] = int(outcome.split()[1])

    def _run_order_check(self, frame: SeatFrame) -> None:
        """Highest roll goes first; seats tied for highest re-roll (Pawn Placement & Turn Order)."""
        best = max(self.order_rolls.values())
        tied = sorted(s for s, v in self.order_rolls.items() if v == best)
        if len(tied) > 1:
            self.order_rolls = {s: self.order_rolls[s] for s in tied}
            self.push("order_check", SYSTEM)
            self.push_all([("order_roll", s) for s in tied])
            return
        self.first = tied[0]
        self.order_rolls = {}
        self.push("turn_start", self.first)
