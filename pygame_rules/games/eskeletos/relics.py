"""Stage Relic powers and Keep in Play modifiers (rulebook: Stage Relics; Keep In Play).

Ruling: each Relic power may be used once per turn at its timing; the Stasis Shield once
per round (it is ready again at the start of its holder's turn). No Relics in First Journey.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from . import moves as mv
from .base import EskeletosBase
from .cards import CARDS
from .frames import EquiGive, EquiMode, PeekDone, PeekOrder, PickDeck

if TYPE_CHECKING:  # pragma: no cover
    from .state import EskeletosState


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


# ---------------------------------------------------------------------- Fate Manipulation
def peek_done(st: "EskeletosState", frame: PeekDone) -> None:
    """Two cards peeked: the seat picks the one for the bottom (:class:`PeekOrder`); one
    (the pile ran short): it goes back on top, known to the seat."""
    seat = frame.seat
    if len(st.peeked) >= 2:
        st.push(PeekOrder(seat))
    elif st.peeked:
        st.decks.top.insert(0, (st.peeked.pop(), 1 << seat))


def peek_options(st: "EskeletosState", frame: PeekOrder) -> list[str]:
    """``bottom <key>`` for each peeked card (each key once)."""
    return [f"bottom {k}" for k in dict.fromkeys(st.peeked)]


def peek_order(st: "EskeletosState", frame: PeekOrder, move: mv.EskeletosMove) -> None:
    """One peeked card to the bottom of the Fate deck, the other back on top."""
    assert isinstance(move, mv.Bottom)
    seat = frame.seat
    st.peeked.remove(move.card)
    st.decks.bottom.append((move.card, 1 << seat))
    st.decks.top.insert(0, (st.peeked.pop(), 1 << seat))


# ---------------------------------------------------------------------- Equilibrium
def equi_options(st: "EskeletosState", frame: EquiMode) -> list[str]:
    """Equilibrium's three effects: ``shed`` and ``draw`` cost a discarded hand card;
    ``unsuppress N`` is free and needs no hand card (docs/rulings/eskeletos.md)."""
    t = st.tr[frame.seat]
    opts = ["shed"] if t.burden and t.hand else []
    opts += [f"unsuppress {i + 1}" for i in range(len(t.vault))]
    return opts + (["draw"] if t.hand else [])


def equi_mode(st: "EskeletosState", frame: EquiMode, move: mv.EskeletosMove) -> None:
    """Equilibrium: un-suppress 1 card at no cost, or discard 1 hand card (:class:`EquiGive`)
    to shed 1 Burden or to draw 2 Suit cards."""
    seat = frame.seat
    if isinstance(move, mv.Unsuppress):
        st.take_from_vault(seat, move.slot - 1, to_hand=True)
    else:
        st.push(EquiGive(seat, move.verb))


def equi_give_options(st: "EskeletosState", frame: EquiGive) -> list[str]:
    """``give <key>`` for each card in hand (each key once)."""
    return st.hand_choices(frame.seat, "give")


def equi_give(st: "EskeletosState", frame: EquiGive, move: mv.EskeletosMove) -> None:
    """Discard the chosen card, then shed 1 Burden or draw 2 Suit cards (any decks)."""
    assert isinstance(move, mv.Give)
    seat, mode = frame
    key = st.tr[seat].take_from_hand(move.card)[0]
    if mode == "shed":
        st.shed_burden(seat, 1)
    else:
        st.push(PickDeck(seat, "equilibrium"))
        st.push(PickDeck(seat, "equilibrium"))
    st.discard_card(seat, key)
