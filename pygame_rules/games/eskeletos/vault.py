"""The Suppressed Vault: suppression (capacity 3, forced suppression at capacity),
un-suppressing, purging, revealing, and Suppressed Hazards detonating.

Rulebook: "The Card Suppression & Hazard System" 1-4, "First Journey" (no suppression).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from . import moves as mv
from .base import EskeletosBase
from .cards import CARDS
from .frames import Overflow, PlaceVault
from .rules import VAULT_CAPACITY

if TYPE_CHECKING:  # pragma: no cover
    from .state import EskeletosState


class VaultMixin(EskeletosBase):
    """The Suppressed Vault: suppressing, un-suppressing, purging, revealing, and Suppressed Hazards
    going off."""

    def suppress_card(self, seat: int, key: str, mask: int, cls: str) -> None:
        """Put a card face down into ``seat``'s vault.

        First Journey: discarded face down instead (and a Suppressed Hazard so discarded does
        not go off: ruling). At capacity (3): gain 1 Burden (a Limbo Crisis resolves first), then
        discard one suppressed card of your choice face down without effect, then place the new one.
        """
        t = self.tr[seat]
        if self.fj:
            self.decks.bury(CARDS[key].deck, key, mask, cls)
            return
        if len(t.vault) < VAULT_CAPACITY:
            t.vault.append((key, mask, cls))
            return
        self.push(Overflow(seat), PlaceVault(seat, key, mask, cls))
        self.gain_burden(seat, 1, "overload")

    def take_from_vault(self, seat: int, slot: int, to_hand: bool) -> None:
        """Un-suppress (``to_hand``) or purge vault card ``slot`` (0-based). A standard card
        goes to the hand face up, or face down to its discard pile (every seat then knows it
        is no Hazard: one would have gone off); a Suppressed Hazard goes off and is discarded
        (The Detonation Trap; ruling: it never stays in a hand)."""
        t = self.tr[seat]
        key, mask, cls = t.vault.pop(slot)
        card = CARDS[key]
        if card.kind == "hazard" or to_hand:
            self.show(mask)  # it comes out face up, or goes off
        elif not (self.mover >= 0 and mask >> self.mover & 1):
            self.mark_reveal()  # buried face down: a mover who had not seen it learns it was no Hazard
        if card.kind == "hazard":
            self.detonate(seat, key)
        elif to_hand:
            t.hand.append((key, self.all_mask))
        else:
            self.decks.bury(card.deck, key, mask, "standard" if cls == "any" else cls)

    def reveal_vault(self, seat: int, discard_all: bool) -> None:
        """Turn the vault face up: hazards go off and are discarded; standard cards are
        discarded (``discard_all``) or stay suppressed, now known to everyone."""
        t = self.tr[seat]
        vault, t.vault = t.vault, []
        for key, mask, cls in reversed(vault):
            self.show(mask)
            if CARDS[key].kind == "hazard":
                self.detonate(seat, key)
            elif discard_all:
                self.decks.discard[CARDS[key].deck].append(key)
            else:
                t.vault.insert(0, (key, self.all_mask, cls))

    def detonate(self, seat: int, key: str) -> None:
        """A Suppressed Hazard goes off: its penalty hits ``seat`` now; the card is discarded."""
        self.decks.discard["fate"].append(key)
        self.mark_card(seat, key, True)
        self.note(seat, "detonate", key)
        self.push_effects(seat, key, "penalty")


def overflow_options(st: "EskeletosState", frame: Overflow) -> list[str]:
    """``vault N`` for each suppressed card."""
    return [f"vault {i + 1}" for i in range(len(st.tr[frame.seat].vault))]


def overflow(st: "EskeletosState", frame: Overflow, move: mv.EskeletosMove) -> None:
    """The chosen suppressed card is discarded face down, without resolving its effects."""
    assert isinstance(move, mv.Vault)
    key, mask, cls = st.tr[frame.seat].vault.pop(move.slot - 1)
    st.decks.bury(CARDS[key].deck, key, mask, cls)


def place_vault(st: "EskeletosState", frame: PlaceVault) -> None:
    """The card in transit lands in the vault; if the overflow choice was lost to a collapse,
    the oldest suppressed card makes room."""
    seat, key, mask, cls = frame
    t = st.tr[seat]
    if len(t.vault) < VAULT_CAPACITY:
        t.vault.append((key, mask, cls))
    else:  # the overflow choice was lost to a collapse: the oldest card makes room
        old = t.vault.pop(0)
        st.decks.bury(CARDS[old[0]].deck, *old)
        t.vault.append((key, mask, cls))
