"""Drawing cards: where a drawn card goes (hand, Drift, vault, Limbo), the Drift refill
with its Hazard events, drafting, and the Devoted Elder's 4th Drift slot.

Draws are deferred chance: frame ``("draw", seat, deck, mode)`` becomes a ``reveal``
chance node over the undecided pile (unless the next card is already known).
Modes: ``hand`` (into a hand; Fate INSTANTs resolve, Suppressed Hazards go to the vault),
``setup_drift``, ``drift`` (refill), ``setup_hand``, ``mask``, ``peek``, ``suppress_top``,
``limbo``. Rulebook: "Phase 1: Draw", "Fate Cards", "Game Setup", "Limbo Turn Structure".
"""

from __future__ import annotations

from ...core import ChanceKind
from .base import EskeletosBase
from .cards import CARDS, DECK_LISTS
from .engine import SYSTEM
from .frames import DrawFrame, ElderSlotFrame, SeatFrame
from .rules import DRIFT_MAX, DRIFT_SIZE, ELDER_HOPE


class DrawMixin(EskeletosBase):
    """Drawing cards and placing them (hand, Drift, vault, Limbo), the Drift refill and drafting."""

    def _run_draw(self, frame: DrawFrame) -> None:
        _, seat, deck, mode = frame
        if seat >= 0 and mode in ("hand", "limbo") and not self._can_receive(seat, mode):
            return
        if not self.decks.ready(deck):
            return  # Impossible effects: nothing left to draw.
        known = self.decks.known_next(deck)
        if known is not None:
            self.place_drawn(seat, deck, mode, known[0], known[1])
        else:
            self.push("reveal", seat, deck, mode)

    def _can_receive(self, seat: int, mode: str) -> bool:
        t = self.tr[seat]
        return bool(t.limbo) if mode == "limbo" else t.limbo == 0

    def _chance_kind(self) -> ChanceKind:
        """What the pending chance node is (docs/sealed-links.md). Every die roll (movement,
        turn order, the Gateway, Acceptance and Escape Checks, a Limbo Crisis, conflict dice)
        is ``public``, and so is a Limbo card: the Limbo deck is only ever drawn face up
        (Limbo Turn Structure). A card drawn from a Fate or Suit deck is a ``draw`` from that
        deck (pile: the deck's key, dealt anew when its discard pile is shuffled in or a card
        is shuffled back: ``Decks.deals``), since some of each deck's draws are secret:

        - ``hand``, ``setup_hand``: seen by the drawer; the others learn an INSTANT (it
          resolves, or is shown and shuffled back at setup: Fate Cards, Setup Immunity), that
          it was a Suppressed Hazard (face down into the vault, marked), or that it was
          another card of that deck (into the hand, its deck shown);
        - ``peek``: seen by the peeking seat (Fate Manipulation);
        - ``mask``, ``suppress_top``: seen by nobody (face down, unseen, into a vault);
        - ``setup_drift``, ``drift``: face up for all (the Drift).
        """
        frame = self.stack[-1]
        if frame[0] != "reveal" or frame[2] == "limbo":
            return ChanceKind.public(self.num_players)
        _, seat, deck, mode = frame
        pile = self.decks.pile[deck]
        keys = [key for key in DECK_LISTS[deck] if pile.get(key)]
        cards = [(f"card {key}", pile[key]) for key in keys]
        deal = self.decks.deals[deck]
        if mode in ("setup_drift", "drift"):
            return ChanceKind.face_up(deck, deal, cards, self.num_players)
        if mode in ("mask", "suppress_top"):
            return ChanceKind.draw(deck, deal, cards, ())
        if mode == "peek":
            return ChanceKind.draw(deck, deal, cards, (seat,))
        shown = [(f"card {key}",) for key in keys if CARDS[key].kind == "instant"]
        hazards = tuple(f"card {key}" for key in keys if CARDS[key].kind == "hazard")
        rest = tuple(f"card {key}" for key in keys if CARDS[key].kind not in ("instant", "hazard"))
        return ChanceKind.draw(deck, deal, cards, (seat,), shown + [g for g in (hazards, rest) if g])

    def _odds_reveal(self, frame: DrawFrame) -> list[tuple[str, float]]:
        return self.decks.outcomes(frame[2])

    def _on_reveal(self, frame: DrawFrame, outcome: str) -> None:
        _, seat, deck, mode = frame
        key = outcome.split()[1]
        self.decks.take(deck, key)
        self.place_drawn(seat, deck, mode, key, 0)

    # ------------------------------------------------------------------ placement
    def place_drawn(self, seat: int, deck: str, mode: str, key: str, mask: int) -> None:
        """Put a freshly drawn card where ``mode`` says (see the module docstring)."""
        card = CARDS[key]
        if mode not in ("mask", "suppress_top"):  # a known card drawn: who sees it now
            private = mode == "peek" or (mode in ("hand", "setup_hand") and card.kind != "instant")
            self.show(mask, 1 << seat if private else None)
        if mode == "limbo":
            self.mark_card(seat, key, False)
        if mode in ("setup_drift", "drift"):
            if card.kind == "hazard":
                self.decks.discard["fate"].append(key)
                if mode == "drift":  # Drift Refill & Hazard Trigger: its global event now.
                    self.note(SYSTEM, "drift_hazard", key)  # face up for all, even when no chance node logs it
                    self.push_effects(SYSTEM, key, "glob")
            else:
                self.drift.append((key, -1))
        elif mode == "setup_hand":
            if card.kind == "instant":
                self.decks.put_back(deck, key)  # Setup Immunity: reveal, shuffle back, redraw.
            else:  # a playable card, or a Suppressed Hazard face down into the vault
                self.receive_card(seat, key, 1 << seat)
        elif mode == "mask":
            self.suppress_card(seat, key, 0, "any")
        elif mode == "suppress_top":
            self.suppress_card(seat, key, 0, "any")
        elif mode == "peek":
            self.peeked.append(key)
        elif mode == "limbo":
            self.limbo_drawn(seat, key)
        else:
            self.receive_card(seat, key, mask | (1 << seat))

    def receive_card(self, seat: int, key: str, mask: int) -> None:
        """A card comes into ``seat``'s hand: an INSTANT resolves at once and is discarded;
        a Suppressed Hazard goes face down into the vault (Fate Cards; Suppressed Hazards)."""
        card = CARDS[key]
        self.mark_card(seat, key, False)
        if card.kind == "instant":
            self.mark_card(seat, key, True)
            self.decks.discard["fate"].append(key)
            self.push_effects(seat, key, "effects")
        elif card.kind == "hazard":
            self.suppress_card(seat, key, 1 << seat, "hazard")
        else:
            self.tr[seat].hand.append((key, mask))

    # ------------------------------------------------------------------ the Drift
    def _run_refill(self, frame: SeatFrame) -> None:
        """Refill empty Drift slots (3) from the Fate deck (Drift Refill & Hazard Trigger)."""
        if len(self.drift) < DRIFT_SIZE and self.decks.ready("fate") and self.draftable_left():
            self.push("refill", SYSTEM)
            self.push("draw", SYSTEM, "fate", "drift")

    def draftable_left(self) -> bool:
        """Whether the Fate pile and discard hold any card that is not a Hazard (ruling: a
        slot stays empty rather than cycle Hazards for ever)."""
        d = self.decks
        keys = list(d.pile["fate"]) + d.discard["fate"] + [k for k, _ in d.top + d.bottom] + [
            k for k, _, _ in d.buried["fate"]]
        return any(CARDS[k].kind != "hazard" for k in keys)

    def draft(self, seat: int, slot: int) -> None:
        """Take Drift card ``slot`` (0-based) face up into the hand; pay the Elder's Hope."""
        key, elder = self.drift.pop(slot)
        if elder >= 0 and elder != seat:
            self.tr[elder].hope += ELDER_HOPE
        self.receive_card(seat, key, self.all_mask)

    def discard_card(self, seat: int, key: str) -> None:
        """Send a played or discarded hand card to its deck's discard pile; the Devoted Elder
        may then move an Action card into the Drift's 4th slot (A Lifetime of Wisdom)."""
        self.decks.discard[CARDS[key].deck].append(key)
        if (self.tr[seat].kind == "elder" and CARDS[key].kind == "action"
                and len(self.drift) == DRIFT_SIZE and self.tr[seat].limbo == 0):
            self.push("elder_slot", seat, key)

    def _opts_elder_slot(self, frame: ElderSlotFrame) -> list[str]:
        return ["elder drift", "elder pass"]

    def _do_elder_slot(self, frame: ElderSlotFrame, action: str) -> None:
        _, seat, key = frame
        pile = self.decks.discard[CARDS[key].deck]
        if action == "elder drift" and len(self.drift) < DRIFT_MAX and pile and pile[-1] == key:
            pile.pop()
            self.drift.append((key, seat))
