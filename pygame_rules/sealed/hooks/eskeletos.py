"""ESKELETOS in sealed play (docs/sealed-links.md, "ESKELETOS").

- The game is set up with the option ``ask_every_decision``: a decision with one legal option
  is asked rather than taken at once, so whether the drawer of a secret card is asked next
  never depends on the card (docs/sealed-links.md, "The games' hooks", "Forced decisions").
- A Fate or Suit card drawn into a hand (in play or at setup) is seen by its drawer alone; the
  others learn its group at once: an INSTANT (shown to all: the drawer publishes its own key
  and everybody opens the card), a Suppressed Hazard (face down into the vault) or another
  card (``instant``, ``hazard``, ``other``: :class:`~..messages.Announce`). A seat's filled-in
  state then draws a card of that group.
- Each Fate or Suit deck is a pile dealt once from its cards; an INSTANT dealt into a setup
  hand is shown and shuffled back (Setup Immunity), and the pile is re-dealt from the
  positions that form it: those not drawn yet and the INSTANT's (:meth:`~..deals.Deal.redeal`).
  The hooks keep, per pile, the size of each deal, how many of its positions were drawn and
  the last position drawn (:data:`Memo` ``eskeletos``).
- ``suppress <card>`` (a hand card face down into the vault) from a hand holding a card some
  seat has not seen is a secret decision showing the hand slot the card leaves; every other
  seat's filled-in state suppresses the card it has in that slot (:func:`secret_suppress`).

Not handled yet (docs/sealed-links.md, "What remains"): a discard pile shuffled into its deck
(refused with a SealedError when it comes), cards turned up from a vault, the other decisions
that name a hidden card (a trade's ``give``, Fate Manipulation's ``bottom``: still sent in the
open), Fate Manipulation's known cards (not detected yet: a seat's filled-in state then
departs from the true game). Hence :attr:`whole_games` is False: the page does not offer
sealed ESKELETOS.
"""

from __future__ import annotations

import itertools
import random
from typing import TYPE_CHECKING, Any, cast

from ...core import ChanceKind, State
from ...games.eskeletos.cards import CARDS, DECK_LISTS
from ...games.eskeletos.frames import PickSuppress, Reveal
from ..deals import Source
from ..errors import SealedError
from ..messages import Reader, Writer
from . import ADMIT_TRIES, CardAt, GameHooks, Memo

if TYPE_CHECKING:  # pragma: no cover
    from ...games.eskeletos.state import EskeletosState

GROUPS = ("instant", "hazard", "other")
"""What the others learn of a card drawn into a hand: its group's name."""
INTO_HAND = ("hand", "setup_hand")
"""The draw modes whose card goes to one seat's hand (or, a Hazard, its vault)."""


def _st(state: State) -> "EskeletosState":
    return cast("EskeletosState", state)


def _piles(memo: Memo) -> dict[str, dict[str, list[int]]]:
    """The hooks' bookkeeping: ``{"size": {deal: size}, "drawn": {deal: count}, "last": {pile:
    [deal, position]}}``, deals written ``pile deal``."""
    book: dict[str, dict[str, list[int]]] = memo.setdefault("eskeletos", {"size": {}, "drawn": {}, "last": {}})
    return book


def _name(pile: str, deal: int) -> str:
    return f"{pile} {deal}"


def card_group(outcome: str) -> str:
    """The group of a drawn card (``card <key>``): ``instant``, ``hazard`` or ``other``."""
    kind = CARDS[outcome.split(" ", 1)[1]].kind
    return kind if kind in ("instant", "hazard") else "other"


SUPPRESSED = "suppress"
"""The memo's key for the hand slot the pending secret ``suppress`` shows (:meth:`EskeletosHooks.take_shown`)."""


def secret_suppress(state: State, seat: int) -> bool:
    """Whether ``seat``'s decision now is a ``suppress <card>`` (a hand card face down into its
    vault: the engine's PickSuppress, effects.py) while its hand holds a card some seat does
    not know (a hand entry's mask, public, lacks a seat's bit): the action would name it, so
    it is a secret decision. A hand every seat knows is suppressed in the open."""
    st = _st(state)
    if st.is_chance_node() or not isinstance(st.top, PickSuppress) or st.top.seat != seat:
        return False
    return any(mask != st.all_mask for _, mask in st.tr[seat].hand)


def first_slot(state: State, seat: int, key: str) -> int:
    """The 0-based hand slot ``suppress <key>`` takes from ``seat``'s hand: the first holding
    ``key`` (``Traveler.take_from_hand``, traveler.py). SealedError when none holds it."""
    hand = _st(state).tr[seat].hand
    slot = next((i for i, (k, _) in enumerate(hand) if k == key), None)
    if slot is None:
        raise SealedError(f"seat {seat + 1} suppresses {key!r}, which its hand does not hold")
    return slot


def _suppressed_key(action: str) -> str:
    """The card key of ``suppress <key>``; SealedError for another action."""
    verb, _, key = action.partition(" ")
    if verb != "suppress" or key not in CARDS:
        raise SealedError(f"'{action[:80]}' suppresses no card")
    return key


def _read_slot(shown: bytes) -> int:
    """The hand slot a secret ``suppress`` shows (one varint); SealedError when malformed."""
    r = Reader(shown, "a card suppressed in secret")
    slot = r.varint()
    r.end()
    return slot


class EskeletosHooks(GameHooks):
    """The hooks of ESKELETOS (module docstring)."""

    whole_games = False  # the set-up and what follows until the first case not handled

    def check_setup(self, num_players: int, options: dict[str, Any]) -> None:
        """Sealed ESKELETOS asks every decision (option ``ask_every_decision``): otherwise a
        card drawn in secret decides whether its drawer is asked next."""
        if not options.get("ask_every_decision"):
            raise SealedError("sealed ESKELETOS is played with the option ask_every_decision")

    def announces(self, state: State, kind: ChanceKind) -> bool:
        """A card drawn into a hand (the pending :class:`Reveal`'s mode), whatever groups the
        seat's filled-in pile still holds."""
        frame = _st(state).top
        return isinstance(frame, Reveal) and frame.mode in INTO_HAND and kind.kind == "draw"

    def group_names(self, state: State, kind: ChanceKind) -> tuple[str, ...]:
        """``instant``, ``hazard``, ``other``."""
        return GROUPS

    def group_name(self, state: State, kind: ChanceKind, outcome: str) -> str:
        """The card's group (:func:`card_group`)."""
        return card_group(outcome)

    def group_members(self, state: State, kind: ChanceKind, name: str) -> tuple[str, ...]:
        """The outcomes of that group in the seat's pile."""
        return tuple(o for o in kind.outcomes if card_group(o) == name)

    def group_shown(self, state: State, kind: ChanceKind, name: str) -> bool:
        """An INSTANT is shown to all (it resolves in the open)."""
        return name == "instant"

    def on_draw(self, memo: Memo, kind: ChanceKind, position: int) -> None:
        """Count the positions drawn from each deal, and keep each pile's last one."""
        book = _piles(memo)
        book["drawn"][_name(kind.pile, kind.deal)] = [position + 1]
        book["last"][kind.pile] = [kind.deal, position]

    def redeal_sources(self, state: State, key: tuple[str, int], memo: Memo) -> list[Source] | None:
        """A pile's first deal: None (its cards). A later one, after an INSTANT dealt into a
        setup hand was shuffled back: the earlier deal's positions not drawn, then the
        INSTANT's. SealedError for a pile formed otherwise (its discard pile shuffled in: not
        handled yet)."""
        pile, number = key
        if number == 0:
            return None
        book = _piles(memo)
        before = number - 1
        size = book["size"].get(_name(pile, before), [sum(DECK_LISTS[pile].values())])[0]
        drawn = book["drawn"].get(_name(pile, before), [0])[0]
        last = book["last"].get(pile)
        frame = _st(state).top
        undecided = _st(state).decks.undecided(pile)
        if not (isinstance(frame, Reveal) and frame.mode == "setup_hand" and last == [before, drawn - 1]
                and undecided == size - drawn + 1):
            raise SealedError(f"sealed ESKELETOS does not yet handle the {pile} deck formed anew from its "
                              f"discard pile")
        positions = [*range(drawn, size), drawn - 1]
        sources: list[Source] = [((pile, before), p) for p in positions]
        book["size"][_name(pile, number)] = [len(sources)]
        return sources

    # ------------------------------------------------------------------ a card suppressed in secret
    def secret_decision(self, state: State, seat: int) -> tuple[str, ...] | None:
        """A ``suppress <card>`` from a hand some seat does not wholly know is secret
        (:func:`secret_suppress`), with no commitment: nothing later reads it before the end."""
        return () if secret_suppress(state, seat) else None

    def shown(self, state: State, seat: int, action: str, memo: Memo, card_at: CardAt) -> bytes:
        """The hand slot the card leaves (:func:`first_slot`, a varint): every seat sees the
        hand shrink there (its view shows each hidden card's deck in hand order), and its
        filled-in state must move that slot's entry (who knows it) to the vault."""
        return Writer().varint(first_slot(state, seat, _suppressed_key(action))).bytes()

    def take_shown(self, state: State, seat: int, shown: bytes, memo: Memo) -> None:
        """Record the slot (memo :data:`SUPPRESSED`); SealedError when ``seat``'s hand has no
        such slot."""
        slot = _read_slot(shown)
        if slot >= len(_st(state).tr[seat].hand):
            raise SealedError(f"seat {seat + 1} suppresses hand card {slot + 1}, and holds "
                              f"{len(_st(state).tr[seat].hand)}")
        memo[SUPPRESSED] = slot

    def check_shown(self, state: State, seat: int, action: str, shown: bytes, memo: Memo, card_at: CardAt) -> None:
        """The slot shown is the one the action takes (the end's check, and the seat's own)."""
        if _read_slot(shown) != first_slot(state, seat, _suppressed_key(action)):
            raise SealedError(f"seat {seat + 1} suppresses a card and shows another hand slot than it takes")

    def prepare(self, state: State, viewer: int, seat: int, memo: Memo, card_at: CardAt, seed: bytes) -> State:
        """Before another seat's secret ``suppress``: ``viewer``'s filled-in state, where it must
        be, holds at the slot shown a card no earlier slot holds, so that the filler's
        ``suppress <that card>`` takes that slot (:func:`first_slot`): ``state`` itself, else
        the first of :data:`~.ADMIT_TRIES` determinizations (seeded by ``seed``) that does;
        SealedError when none does. Any other decision: ``state``."""
        slot = memo.get(SUPPRESSED)
        if slot is None or viewer == seat or not secret_suppress(state, seat):
            return state
        rng = random.Random(seed)
        tries = (state.resample_from_infostate(viewer, rng) for _ in range(ADMIT_TRIES))
        for candidate in itertools.chain([state], tries):
            if first_slot(candidate, seat, _st(candidate).tr[seat].hand[slot][0]) == slot:
                return candidate
        raise SealedError(f"seat {seat + 1}'s hand card {slot + 1} cannot be suppressed in any position "
                          f"seat {viewer + 1} can imagine")

    def filler_decision(self, state: State, seat: int, memo: Memo) -> str:
        """Another seat's secret ``suppress``: the card the filled-in hand holds at the slot
        shown (made the first of its kind there by :meth:`prepare`); else the default."""
        slot = memo.get(SUPPRESSED)
        if slot is not None and secret_suppress(state, seat):
            return f"suppress {_st(state).tr[seat].hand[slot][0]}"
        return super().filler_decision(state, seat, memo)

    def on_decision(self, memo: Memo, state: State, seat: int) -> None:
        """The slot shown by a secret ``suppress`` is spent once it is applied."""
        memo.pop(SUPPRESSED, None)


HOOKS = EskeletosHooks()
