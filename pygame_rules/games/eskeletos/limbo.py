"""A turn in Limbo (rulebook: Limbo & Recovery, The 7-Space Limbo Arc, Limbo Turn
Structure, Returning to the Main Board): draw a Limbo card and resolve it by its timing,
card movement then the natural step (unless frozen), Action cards, the Escape Check on
space 7, clean-up. The hand stays frozen and Main Board rules do not apply."""

from __future__ import annotations

from ...core.errors import InvariantError
from .base import EskeletosBase
from .board import LIMBO_SPACES
from .cards import CARDS
from .frames import SeatFrame
from .rules import ESCAPE_SHED, ESCAPE_TARGET
from .setup import D6


class LimboMixin(EskeletosBase):
    """A Traveler's turn in Limbo: the Limbo card, the arc moves, Action cards, the Escape Check and
    clean-up."""

    def _run_limbo_draw(self, frame: SeatFrame) -> None:
        self.push("draw", frame[1], "limbo", "limbo")

    def limbo_drawn(self, seat: int, key: str) -> None:
        """On Draw cards resolve now; Movement/Action cards wait face up for their phase."""
        if CARDS[key].kind == "on_draw":
            self.mark_card(seat, key, True)
            self.decks.discard["limbo"].append(key)
            self.push_effects(seat, key, "effects")
        else:
            self.tr[seat].limbo_card = key

    def _held(self, seat: int, kind: str) -> bool:
        t = self.tr[seat]
        return bool(t.limbo and t.limbo_card and CARDS[t.limbo_card].kind == kind)

    def _run_limbo_move(self, frame: SeatFrame) -> None:
        if self._held(frame[1], "movement"):
            self.push("limbo_play", frame[1])

    def _run_limbo_step(self, frame: SeatFrame) -> None:
        """The natural step: 1 space toward the Exit Portal unless frozen."""
        t = self.tr[frame[1]]
        if t.limbo and not t.frozen:
            t.limbo = min(LIMBO_SPACES, t.limbo + 1)

    def _run_limbo_act(self, frame: SeatFrame) -> None:
        if self._held(frame[1], "action"):
            self.push("limbo_play", frame[1])

    def _opts_limbo_play(self, frame: SeatFrame) -> list[str]:
        return ["limbo play", "limbo discard"]

    def _do_limbo_play(self, frame: SeatFrame, action: str) -> None:
        """Play-or-Discard: a held Limbo card is played now or discarded."""
        t = self.tr[frame[1]]
        key, t.limbo_card = t.limbo_card, None
        if key is None:  # pushed only for a held card (_held), so never
            raise InvariantError(f"seat {t.seat} has no Limbo card to play or discard")
        self.decks.discard["limbo"].append(key)
        if action == "limbo play":
            self.mark_card(t.seat, key, True)
            self.push_effects(t.seat, key, "effects")

    def _run_limbo_exit(self, frame: SeatFrame) -> None:
        if self.tr[frame[1]].limbo == LIMBO_SPACES:
            self.push("escape_roll", frame[1])

    def _odds_escape_roll(self, frame: SeatFrame) -> list[tuple[str, float]]:
        return D6

    def _on_escape_roll(self, frame: SeatFrame, outcome: str) -> None:
        """Escape Check: 3-6 (plus card bonuses) returns to Ring 1 and sheds 2 Burden."""
        seat = frame[1]
        roll = int(outcome.split()[1])
        self.note(seat, "escape_roll", roll)
        if roll + self.tr[seat].escape_bonus >= ESCAPE_TARGET:
            self.escape_limbo(seat, "ring1")
            self.shed_burden(seat, ESCAPE_SHED)

    def _run_limbo_cleanup(self, frame: SeatFrame) -> None:
        t = self.tr[frame[1]]
        if t.limbo_card:
            self.decks.discard["limbo"].append(t.limbo_card)
            t.limbo_card = None
