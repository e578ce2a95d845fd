"""Stage Relic powers and Keep in Play modifiers (rulebook: Stage Relics; Keep In Play).

Ruling: each Relic power may be used once per turn at its timing; the Stasis Shield once
per round (it is ready again at the start of its holder's turn). No Relics in First Journey.
"""

from __future__ import annotations

from .base import EskeletosBase
from .cards import CARDS
from .frames import EquiGiveFrame, SeatFrame


class RelicMixin(EskeletosBase):
    """Stage Relic powers (Fate Manipulation, Ethereal Ember, Stasis Shield ...) and Keep in Play
    modifiers."""

    def has_relic(self, seat: int, relic: str) -> bool:
        """Whether ``seat`` holds Relic ``relic``; always False in First Journey (no Relics there)."""
        return not self.fj and relic in self.tr[seat].relics

    def shield_ready(self, seat: int) -> bool:
        """Whether ``seat`` can raise the Stasis Shield now: it holds it, has not used it since the
        start of its own last turn (once per round: docs/rulings/eskeletos.md), and is not in Limbo."""
        t = self.tr[seat]
        return self.has_relic(seat, "shield") and t.shield_ready and t.limbo == 0

    def raise_shield(self, seat: int) -> None:
        """Stasis Shield raised: spent until the start of its holder's next turn."""
        self.tr[seat].shield_ready = False
        self.mark_relic_used("shield")

    def ongoing(self, seat: int, what: str) -> int:
        """Sum of ``what`` over ``seat``'s attachments (e.g. ``"gateway"``: Gateway bonus)."""
        return sum(CARDS[k].ongoing.get(what, 0) for k in self.tr[seat].attach)

    # ------------------------------------------------------------------ Fate Manipulation
    def _run_peek_done(self, frame: SeatFrame) -> None:
        seat = frame[1]
        if len(self.peeked) >= 2:
            self.push("peek_order", seat)
        elif self.peeked:
            self.decks.top.insert(0, (self.peeked.pop(), 1 << seat))

    def _opts_peek_order(self, frame: SeatFrame) -> list[str]:
        return [f"bottom {k}" for k in dict.fromkeys(self.peeked)]

    def _do_peek_order(self, frame: SeatFrame, action: str) -> None:
        """One peeked card to the bottom of the Fate deck, the other back on top."""
        seat = frame[1]
        key = action.split()[1]
        self.peeked.remove(key)
        self.decks.bottom.append((key, 1 << seat))
        self.decks.top.insert(0, (self.peeked.pop(), 1 << seat))

    # ------------------------------------------------------------------ Equilibrium
    def _opts_equi_mode(self, frame: SeatFrame) -> list[str]:
        """Equilibrium's three effects: ``shed`` and ``draw`` cost a discarded hand card;
        ``unsuppress N`` is free and needs no hand card (docs/rulings/eskeletos.md)."""
        t = self.tr[frame[1]]
        opts = ["shed"] if t.burden and t.hand else []
        opts += [f"unsuppress {i + 1}" for i in range(len(t.vault))]
        return opts + (["draw"] if t.hand else [])

    def _do_equi_mode(self, frame: SeatFrame, action: str) -> None:
        """Equilibrium: un-suppress 1 card at no cost, or discard 1 hand card (``equi_give``)
        to shed 1 Burden or to draw 2 Suit cards."""
        seat = frame[1]
        words = action.split()
        if words[0] == "unsuppress":
            self.take_from_vault(seat, int(words[1]) - 1, to_hand=True)
        else:
            self.push("equi_give", seat, action)

    def _opts_equi_give(self, frame: EquiGiveFrame) -> list[str]:
        return self._hand_choices(frame[1], "give")

    def _do_equi_give(self, frame: EquiGiveFrame, action: str) -> None:
        """Discard the chosen card, then shed 1 Burden or draw 2 Suit cards (any decks)."""
        _, seat, mode = frame
        key = self.tr[seat].take_from_hand(action.split()[1])[0]
        if mode == "shed":
            self.shed_burden(seat, 1)
        else:
            self.push("pick_deck", seat, "equilibrium")
            self.push("pick_deck", seat, "equilibrium")
        self.discard_card(seat, key)
