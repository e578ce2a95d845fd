"""The effect vocabulary interpreter: performs card effect lists from ``cards.json``.

An effect list resolves one effect at a time (frame :class:`~.frames.Effects`), so a Limbo
Crisis caused by one effect resolves before the next effect (rulebook: Card and Effect Timing). ``part`` names the list on the card: ``effects``,
``release``, ``glob`` (a Hazard's global event) or ``penalty`` (its detonation).
Impossible parts of an effect are skipped (General Rule Principles: Impossible Effects).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from . import moves as mv
from .base import EskeletosBase
from .cards import CARDS, SUIT_DECKS, Op, Part
from .frames import (DrawCard, EffectOn, Effects, GiveRelic, PickDeck, PickDiscard, PickRelic, PickStrip,
                     PickSuppress, PickVault, SurrenderRelic)
from .travelers import RELIC_CAPACITY

if TYPE_CHECKING:  # pragma: no cover
    from .state import EskeletosState


class EffectsMixin(EskeletosBase):
    """Performs the effect lists of cards, one effect per :class:`~.frames.Effects` frame."""

    def push_effects(self, actor: int, key: str, part: Part, target: int = -1) -> None:
        """Schedule ``CARDS[key].<part>`` for ``actor`` (``target``: the Traveler it targets)."""
        if getattr(CARDS[key], part):
            self.push(Effects(actor, key, part, 0, target))

    def subjects(self, actor: int, who: str, target: int) -> list[int]:
        """Seats an effect applies to: ``self``, ``other`` (the target), ``all`` / ``others``
        (Travelers on the main board, clockwise from the active seat)."""
        if who == "self":
            return [actor] if actor >= 0 else []
        if who == "other":
            return [target] if target >= 0 and self.tr[target].on_board else []
        seats = [s for s in self.clockwise() if self.tr[s].on_board]
        return seats if who == "all" else [s for s in seats if s != actor]

    def do_op(self, seat: int, op: Op, actor: int, cause: str) -> None:
        """Perform one effect on ``seat`` (``actor`` chooses for ``strip``). ``cause`` is the
        key of the card whose effect this is; a choice it asks for carries it as the frame's
        ``cause``, so the prompt can name the card (``views.ViewMixin._prompt``)."""
        name, n = op["op"], op.get("n", 1)
        t = self.tr[seat]
        if name == "burden":
            self.gain_burden(seat, n, "card")
        elif name == "shed":
            self.shed_burden(seat, n)
        elif name == "hope":
            t.hope += n
        elif name == "lose_hope":
            self.lose_hope(seat, n)
        elif name == "draw":
            deck = op["deck"]
            for _ in range(n):
                if deck == "any_suit":
                    self.push(PickDeck(seat, cause))
                else:
                    self.push(DrawCard(seat, deck, "hand"))
        elif name in ("discard", "suppress") and t.hand:
            self.push(PickDiscard(seat, n, cause) if name == "discard" else PickSuppress(seat, n, cause))
        elif name == "suppress_top":
            self.push(DrawCard(seat, op.get("deck", "fate"), "suppress_top"))
        elif name in ("unsuppress", "purge") and t.vault:
            self.push(PickVault(seat, n, "hand" if name == "unsuppress" else "purge", cause))
        elif name in ("purge_all", "reveal_vault"):
            self.reveal_vault(seat, name == "purge_all")
        elif name == "move":
            self.move_pawn(seat, n)
        elif name == "ward":
            t.ward = True
        elif name == "strip" and t.attach and actor >= 0:
            self.push(PickStrip(actor, seat, cause))
        elif name == "claim_relic" and self.claimable_relics(seat):
            self.push(PickRelic(seat, cause))
        elif name == "take_relic" and t.relics and actor >= 0 and not self.fj \
                and len(self.tr[actor].relics) < RELIC_CAPACITY:
            self.push(GiveRelic(seat, actor, cause))
        elif name == "return_relic" and t.relics and not self.fj:
            self.push(SurrenderRelic(seat))
        elif name == "move_mod":
            self.tf["mods"] += n
        elif name == "step":
            t.limbo = self.clamp_limbo(t.limbo + n) if t.limbo else 0
        elif name == "to_exit":
            t.limbo = 7 if t.limbo else 0
        elif name == "freeze":
            t.frozen = True
        elif name == "escape":
            self.escape_limbo(seat, op.get("to", "ring1"))
        elif name == "escape_bonus":
            t.escape_bonus += n


    def hand_choices(self, seat: int, verb: str) -> list[str]:
        """``<verb> <key>`` for each card in ``seat``'s hand, each key once, in key order."""
        return [f"{verb} {k}" for k in dict.fromkeys(sorted(self.tr[seat].hand_keys()))]

    def claimable_relics(self, seat: int) -> list[str]:
        """Relics lying on a Turning Point that ``seat`` may claim (fewer than 3 held)."""
        if self.fj or len(self.tr[seat].relics) >= RELIC_CAPACITY:
            return []
        return [r for r, place in self.relic_at.items() if place is not None]


def run_effects(st: "EskeletosState", frame: Effects) -> None:
    """The list's next effect, on each seat it applies to (one :class:`EffectOn` per seat when
    several); the rest of the list waits below it."""
    actor, key, part, index, target = frame
    ops: tuple[Op, ...] = getattr(CARDS[key], part)
    if index + 1 < len(ops):
        st.push(frame._replace(at=index + 1))
    op = ops[index]
    seats = st.subjects(actor, op.get("who", "self"), target)
    if len(seats) == 1:
        st.do_op(seats[0], op, actor, key)
    else:
        st.push(*[EffectOn(seat, key, part, index, actor) for seat in seats])


def effect_on(st: "EskeletosState", frame: EffectOn) -> None:
    """One effect on one of the seats it applies to."""
    seat, key, part, index, actor = frame
    ops: tuple[Op, ...] = getattr(CARDS[key], part)
    st.do_op(seat, ops[index], actor, key)


# ---------------------------------------------------------------------- choices inside effects
def deck_options(st: "EskeletosState", frame: PickDeck) -> list[str]:
    """``deck <key>`` for each Suit deck."""
    return [f"deck {d}" for d in SUIT_DECKS]


def pick_deck(st: "EskeletosState", frame: PickDeck, move: mv.EskeletosMove) -> None:
    """A card of the chosen Suit deck into the hand."""
    assert isinstance(move, mv.Deck)
    st.push(DrawCard(frame.seat, move.deck, "hand"))


def _take_due(st: "EskeletosState", frame: PickDiscard | PickSuppress, card: str) -> tuple[str, int]:
    """``card`` (key, mask) taken from ``frame.seat``'s hand; the same decision is asked again
    for the next card while more are due and the hand holds another (pushed now, so it
    resolves after whatever the caller pushes next)."""
    seat, n = frame.seat, frame.n
    if n > 1 and len(st.tr[seat].hand) > 1:
        st.push(frame._replace(n=n - 1))
    return st.tr[seat].take_from_hand(card)


def pick_discard_options(st: "EskeletosState", frame: PickDiscard) -> list[str]:
    """``discard <key>`` for each card in hand (each key once)."""
    return st.hand_choices(frame.seat, "discard")


def pick_discard(st: "EskeletosState", frame: PickDiscard, move: mv.EskeletosMove) -> None:
    """The card is discarded face up; the next one is asked while cards are due and left."""
    assert isinstance(move, mv.Discard)
    seat = frame.seat
    key, mask = _take_due(st, frame, move.card)
    st.show(mask)  # face up on the pile; forced on another seat by the mover, it is news to the mover too
    st.discard_card(seat, key)


def pick_suppress_options(st: "EskeletosState", frame: PickSuppress) -> list[str]:
    """``suppress <key>`` for each card in hand (each key once)."""
    return st.hand_choices(frame.seat, "suppress")


def pick_suppress(st: "EskeletosState", frame: PickSuppress, move: mv.EskeletosMove) -> None:
    """The card goes face down into the vault; the next one is asked while cards are due and left."""
    assert isinstance(move, mv.Suppress)
    seat = frame.seat
    key, mask = _take_due(st, frame, move.card)
    st.suppress_card(seat, key, mask | (1 << seat), "hand")


def vault_options(st: "EskeletosState", frame: PickVault) -> list[str]:
    """``vault N`` for each suppressed card."""
    return [f"vault {i + 1}" for i in range(len(st.tr[frame.seat].vault))]


def pick_vault(st: "EskeletosState", frame: PickVault, move: mv.EskeletosMove) -> None:
    """The suppressed card back to the hand or purged; the next one while cards are due and left."""
    assert isinstance(move, mv.Vault)
    seat, n, mode, cause = frame
    if n > 1 and len(st.tr[seat].vault) > 1:
        st.push(PickVault(seat, n - 1, mode, cause))
    st.take_from_vault(seat, move.slot - 1, mode == "hand")


def pick_relic_options(st: "EskeletosState", frame: PickRelic) -> list[str]:
    """``relic <key>`` for each Relic the seat may claim (``EffectsMixin.claimable_relics``)."""
    return [f"relic {r}" for r in st.claimable_relics(frame.seat)]


def pick_relic(st: "EskeletosState", frame: PickRelic, move: mv.EskeletosMove) -> None:
    """The Relic leaves its Turning Point for the seat."""
    assert isinstance(move, mv.Relic)
    relic = move.relic
    st.tr[frame.seat].relics.append(relic)
    st.relic_at[relic] = None
    st.mark_relic_claimed(relic)


def give_relic_options(st: "EskeletosState", frame: GiveRelic) -> list[str]:
    """``relic <key>`` for each Relic the giver holds."""
    return [f"relic {r}" for r in st.tr[frame.giver].relics]


def give_relic(st: "EskeletosState", frame: GiveRelic, move: mv.EskeletosMove) -> None:
    """A Relic changes hands (``take_relic``): the giver chose which."""
    assert isinstance(move, mv.Relic)
    giver, taker, _cause = frame
    relic = move.relic
    st.tr[giver].relics.remove(relic)
    if relic == "cloak":
        st.tr[giver].cloak = False
    st.tr[taker].relics.append(relic)


def strip_options(st: "EskeletosState", frame: PickStrip) -> list[str]:
    """``strip <key>`` for each attachment of the stripped Traveler (each key once)."""
    return [f"strip {k}" for k in dict.fromkeys(st.tr[frame.stripped].attach)]


def pick_strip(st: "EskeletosState", frame: PickStrip, move: mv.EskeletosMove) -> None:
    """Forced Removal: the attachment goes to its deck's discard pile."""
    assert isinstance(move, mv.Strip)
    target = st.tr[frame.stripped]
    target.attach.remove(move.card)
    st.decks.discard[CARDS[move.card].deck].append(move.card)
