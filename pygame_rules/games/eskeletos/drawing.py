"""Drawing cards: where a drawn card goes (hand, Drift, vault, Limbo), the Drift refill
with its Hazard events, drafting, and the Devoted Elder's 4th Drift slot.

Draws are deferred chance: frame :class:`~.frames.DrawCard` becomes a :class:`~.frames.Reveal`
chance node over the undecided pile (unless the next card is already known).
Modes: ``hand`` (into a hand; Fate INSTANTs resolve, Suppressed Hazards go to the vault),
``setup_drift``, ``drift`` (refill), ``setup_hand``, ``mask``, ``peek``, ``suppress_top``,
``limbo``. Rulebook: "Phase 1: Draw", "Fate Cards", "Game Setup", "Limbo Turn Structure".
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...core import ChanceKind
from . import moves as mv
from .base import EskeletosBase
from .cards import CARDS, DECK_LISTS
from .frames import SYSTEM, DrawCard, ElderSlot, Refill, Reveal
from .rules import DRIFT_MAX, DRIFT_SIZE, ELDER_HOPE

if TYPE_CHECKING:  # pragma: no cover
    from .state import EskeletosState


class DrawMixin(EskeletosBase):
    """Drawing cards and placing them (hand, Drift, vault, Limbo), the Drift refill and drafting."""

    def can_receive(self, seat: int, mode: str) -> bool:
        """Whether ``seat`` can take a card drawn by ``mode`` now: a Limbo card only in
        Limbo, a card for the hand only off it (the hand stays frozen in Limbo)."""
        t = self.tr[seat]
        return bool(t.limbo) if mode == "limbo" else t.limbo == 0

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
            self.push(ElderSlot(seat, key))


def draw_card(st: "EskeletosState", frame: DrawCard) -> None:
    """A card is drawn: skipped when the seat cannot take it (:meth:`DrawMixin.can_receive`) or nothing is left to draw (Impossible Effects); placed at once
    when the next card is already known; else a :class:`Reveal` decides it."""
    seat, deck, mode = frame
    if seat >= 0 and mode in ("hand", "limbo") and not st.can_receive(seat, mode):
        return
    if not st.decks.ready(deck):
        return  # Impossible effects: nothing left to draw.
    known = st.decks.known_next(deck)
    if known is not None:
        st.place_drawn(seat, deck, mode, known[0], known[1])
    else:
        st.push(Reveal(seat, deck, mode))


def reveal_kind(st: "EskeletosState", frame: Reveal) -> ChanceKind:
    """What a card drawn is (docs/sealed-links.md). A Limbo card is ``public``: the Limbo
    deck is only ever drawn face up (Limbo Turn Structure). A card drawn from a Fate or Suit
    deck is a ``draw`` from that deck (pile: the deck's key, dealt anew when its discard
    pile is shuffled in or a card is shuffled back: ``Decks.deals``), since some of each
    deck's draws are secret:

    - ``hand``, ``setup_hand``: seen by the drawer; the others learn an INSTANT (it
      resolves, or is shown and shuffled back at setup: Fate Cards, Setup Immunity), that
      it was a Suppressed Hazard (face down into the vault, marked), or that it was
      another card of that deck (into the hand, its deck shown);
    - ``peek``: seen by the peeking seat (Fate Manipulation);
    - ``mask``, ``suppress_top``: seen by nobody (face down, unseen, into a vault);
    - ``setup_drift``, ``drift``: face up for all (the Drift).
    """
    seat, deck, mode = frame
    if deck == "limbo":
        return ChanceKind.public(st.num_players)
    pile = st.decks.pile[deck]
    keys = [key for key in DECK_LISTS[deck] if pile.get(key)]
    cards = [(f"card {key}", pile[key]) for key in keys]
    deal = st.decks.deals[deck]
    if mode in ("setup_drift", "drift"):
        return ChanceKind.face_up(deck, deal, cards, st.num_players)
    if mode in ("mask", "suppress_top"):
        return ChanceKind.draw(deck, deal, cards, ())
    if mode == "peek":
        return ChanceKind.draw(deck, deal, cards, (seat,))
    shown = [(f"card {key}",) for key in keys if CARDS[key].kind == "instant"]
    hazards = tuple(f"card {key}" for key in keys if CARDS[key].kind == "hazard")
    rest = tuple(f"card {key}" for key in keys if CARDS[key].kind not in ("instant", "hazard"))
    return ChanceKind.draw(deck, deal, cards, (seat,), shown + [g for g in (hazards, rest) if g])


def public_dice(st: "EskeletosState", frame: object) -> ChanceKind:
    """Every die roll (movement, turn order, the Gateway, Acceptance and Escape Checks, a
    Limbo Crisis, conflict dice) is rolled in the open: ``public``."""
    return ChanceKind.public(st.num_players)


def reveal_odds(st: "EskeletosState", frame: Reveal) -> list[tuple[str, float]]:
    """``card <key>`` for each card of the undecided pile, by its copies."""
    return st.decks.outcomes(frame.deck)


def reveal(st: "EskeletosState", frame: Reveal, move: mv.EskeletosMove) -> None:
    """The drawn card is decided: out of the pile, and where its mode puts it."""
    assert isinstance(move, mv.Card)
    seat, deck, mode = frame
    st.decks.take(deck, move.card)
    st.place_drawn(seat, deck, mode, move.card, 0)


def refill(st: "EskeletosState", frame: Refill) -> None:
    """Refill empty Drift slots (3) from the Fate deck (Drift Refill & Hazard Trigger)."""
    if len(st.drift) < DRIFT_SIZE and st.decks.ready("fate") and st.draftable_left():
        st.push(DrawCard(SYSTEM, "fate", "drift"), frame)


def elder_options(st: "EskeletosState", frame: ElderSlot) -> list[str]:
    """``elder drift`` or ``elder pass``."""
    return ["elder drift", "elder pass"]


def elder_slot(st: "EskeletosState", frame: ElderSlot, move: mv.EskeletosMove) -> None:
    """A Lifetime of Wisdom: the Action card just discarded goes into the Drift's 4th slot
    (while it is still on top of its discard pile and the slot is free), or stays discarded."""
    seat, key = frame
    pile = st.decks.discard[CARDS[key].deck]
    if move == mv.Elder("drift") and len(st.drift) < DRIFT_MAX and pile and pile[-1] == key:
        pile.pop()
        st.drift.append((key, seat))
