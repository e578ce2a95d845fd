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
- A public move taking a card by name from such a hand (``play``, ``discard``, ``react``,
  Equilibrium's ``give``) shows the hand slot the card leaves beside the action (message
  item 11); when that card is hidden from some seat and its deal position followed, the move
  reads the keys of that position, given for everybody, so every seat opens the card and
  checks it lay there; every other seat's filled-in state holds the card there, the first of
  its kind, before the move applies (:func:`shows_hand_slot`, :func:`leave_from`).
- A trade's ``give <card>`` from such a hand is a secret decision showing its hand slot
  (:func:`secret_give`); once the Defender gives, each card the other trader does not know
  passes to it alone: the keys of its deal position sealed to it (:func:`trade_reads`).
- Every ply, the deal position of each hidden hand, vault and face-down discard card is
  followed (:func:`follow`, memo :data:`SLOTS`); a move naming a vault slot whose card some
  seat does not know reads the keys of its position, given for everybody, and every seat's
  filled-in state puts the card there before the move applies (:func:`turned_up_slot`,
  :func:`place_card`); so does a move whose effects turn up vault cards (a vault revealed:
  :func:`turned_up_by`).
- A discard pile shuffled into its empty deck is re-dealt: its face-down cards from their
  positions, the cards known to all by name, each as a fresh encoding (:func:`_discards_in`,
  ``Deal.redeal``).
- The hooks' determinizations keep the Limbo pile, public chance, in its order
  (:func:`determinize`).
- Fate Manipulation's ``bottom <card>`` is a secret decision showing which peeked card goes
  under the Fate deck (:func:`secret_bottom`); the deal position of every peeked card and of
  every known top and bottom card is followed (memos :data:`PEEKED`, :data:`SLOTS`), and a
  ply that draws one with no chance node first reads it from its peeker: for everybody into
  the Drift, announced and sealed to the drawer into a hand, sealed to a seat that peeks it
  again (:func:`known_reads`).

A vault card turned up whose one copy no place hidden from a seat can give (its filled-in
state holds it where the card left behind may not lie) is placed in a determinization of that
seat's information set instead (:func:`turn_up`).

Not handled yet (docs/sealed-links.md, "What remains"): the Polished Mask's cards shown by an
effect, and cascades whose further turn-ups depend on the cards. Neither came up in the games measured
(``benchmarks/sealed_reach``: every 2-seat game 0-49 and 3-seat game 0-11 plays to its end),
so :attr:`whole_games` is True: the page offers sealed ESKELETOS.
"""

from __future__ import annotations

import random
from collections import Counter
from typing import TYPE_CHECKING, Any, Iterator, NamedTuple, cast

from ...core import ChanceKind, IllegalActionError, State
from ...games.eskeletos import moves as mv
from ...games.eskeletos.cards import CARDS, DECK_LISTS
from ...games.eskeletos.frames import EquiGive, Overflow, PeekOrder, PickSuppress, PlaceVault, Reveal, TradeGive
from ...games.eskeletos.infostate import CLASSES
from ..deals import Source
from ..errors import SealedError
from ..messages import Reader, Writer
from . import ADMIT_TRIES, CardAt, GameHooks, Memo, Read

if TYPE_CHECKING:  # pragma: no cover
    from ...games.eskeletos.state import EskeletosState

GROUPS = ("instant", "hazard", "other")
"""What the others learn of a card drawn into a hand: its group's name."""
INTO_HAND = ("hand", "setup_hand")
"""The draw modes whose card goes to one seat's hand (or, a Hazard, its vault)."""


def _st(state: State) -> "EskeletosState":
    return cast("EskeletosState", state)


PUBLIC_PILES = ("limbo",)
"""Draw piles whose cards every seat knows: a Limbo card is public chance, drawn by the order
of the pile's ``chance_outcomes()`` (:func:`determinize`)."""


def determinize(state: State, viewer: int, rng: random.Random) -> State:
    """``State.resample_from_infostate``, with each public pile (:data:`PUBLIC_PILES`) kept as
    it was, in its order: the resample rebuilds every undecided pile in key order, and a
    public outcome is derived from the seat's own outcome list in its order, so a reordered
    Limbo pile would draw another Limbo card than the other seats'."""
    new = _st(state.resample_from_infostate(viewer, rng))
    for deck in PUBLIC_PILES:
        old = _st(state).decks.pile[deck]
        if new.decks.pile[deck] == old:
            new.decks.pile[deck] = dict(old)
    return new


def candidates(state: State, viewer: int, seed: bytes) -> Iterator["EskeletosState"]:
    """Where a card opened or shown may be put in ``viewer``'s filled-in ``state``: a copy of
    ``state``, then copies of :data:`~.ADMIT_TRIES` determinizations of ``viewer``'s
    information set (:func:`determinize`, seeded by ``seed``, public), drawn one at a time as
    the caller asks for the next. Each is the caller's to change: a determinization is a new
    state already, so only ``state`` is copied."""
    rng = random.Random(seed)
    yield _st(state.clone())
    for _ in range(ADMIT_TRIES):
        yield _st(determinize(state, viewer, rng))


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


HAND_SLOT = "hand slot"
TRADED = "traded"
PLACED = "placed"
"""The memo's key for the places (``[zone, seat, index, card]``) whose cards the reads of the
move being applied opened, so that placing the next one never takes a copy from them, and a
determinization tried for it puts them back first (:meth:`EskeletosHooks.learn`)."""
"""The memo's key for the hand slot a trade's Initiator showed, kept until the Defender's
``give`` takes both cards (:meth:`EskeletosHooks.take_shown`)."""
"""The memo's key for the hand slot a decision shows until it is applied: a secret
``suppress``'s, or a public move's that takes a card by name (:meth:`EskeletosHooks.take_shown`)."""
BY_NAME = (mv.Play, mv.Discard, mv.React, mv.Suppress)
"""The moves whose card leaves the mover's hand by name, wherever they are legal (``give`` too,
for Equilibrium: :func:`named_hand_card`)."""


def _hidden_hand(st: "EskeletosState", seat: int) -> bool:
    """Whether ``seat``'s hand holds a card some seat does not know (an entry's mask, public,
    lacks a seat's bit)."""
    return any(mask != st.all_mask for _, mask in st.tr[seat].hand)


def secret_suppress(state: State, seat: int) -> bool:
    """Whether ``seat``'s decision now is a ``suppress <card>`` (a hand card face down into its
    vault: the engine's PickSuppress, effects.py) while its hand holds a card some seat does
    not know (a hand entry's mask, public, lacks a seat's bit): the action would name it, so
    it is a secret decision. A hand every seat knows is suppressed in the open."""
    st = _st(state)
    if st.is_chance_node() or not isinstance(st.top, PickSuppress) or st.top.seat != seat:
        return False
    return _hidden_hand(st, seat)


def secret_give(state: State, seat: int) -> bool:
    """Whether ``seat``'s decision now is a trade's ``give <card>`` (the engine's TradeGive:
    Initiator or Defender) while its hand holds a card some seat does not know: the action
    would name it to every seat, where only the other trader may learn it, so it is a secret
    decision. A hand every seat knows gives in the open."""
    st = _st(state)
    if st.is_chance_node() or not isinstance(st.top, TradeGive) or st.top.giver != seat:
        return False
    return _hidden_hand(st, seat)


def secret_bottom(state: State, seat: int) -> bool:
    """Whether ``seat``'s decision now is Fate Manipulation's ``bottom <card>`` (the engine's
    PeekOrder): it names a card the seat alone peeked, so it is a secret decision."""
    st = _st(state)
    return not st.is_chance_node() and isinstance(st.top, PeekOrder) and st.top.seat == seat


def bottom_slot(state: State, action: str) -> int:
    """The 0-based index among the peeked cards of the one ``bottom <card>`` sends under the
    Fate deck: the first holding it (relics.py ``peek_order``: ``list.remove``). SealedError
    when no peeked card is that one."""
    key = action.split(" ", 1)[1] if action.startswith("bottom ") else ""
    peeked = _st(state).peeked
    if key not in peeked:
        raise SealedError(f"'{action[:80]}' sends no peeked card under the Fate deck")
    return peeked.index(key)


def named_hand_card(state: State, action: str) -> str | None:
    """The card key ``action`` takes by name from the hand of the seat deciding (the engine
    takes its first copy: ``Traveler.take_from_hand``): ``play``, ``discard``, ``react``,
    ``suppress``, and ``give`` (Equilibrium's, or a trade's: the Initiator's card leaves its
    hand when the Defender gives its own). None for every other move (Fate Manipulation's
    ``bottom`` names a peeked card) and for an action that does not parse."""
    st = _st(state)
    try:
        move = mv.NOTATION.parse(action)
    except IllegalActionError:
        return None
    if isinstance(move, BY_NAME) or (isinstance(move, mv.Give) and isinstance(st.top, (EquiGive, TradeGive))):
        return move.card
    return None


def shows_hand_slot(state: State, seat: int, action: str) -> bool:
    """Whether ``seat``'s public move ``action`` shows the hand slot its card leaves: it takes a
    card by name (:func:`named_hand_card`; a ``suppress`` then is secret or wholly known)
    from a hand holding a card some seat does not know. Each hidden hand card's deck is shown
    in hand order, so the slot is what a player at the table sees go, and without it another
    seat's filled-in hand cannot know which of its entries the engine takes."""
    st = _st(state)
    key = named_hand_card(state, action)
    return (key is not None and not st.is_chance_node() and st.current_player == seat
            and not action.startswith("suppress ") and _hidden_hand(st, seat))


def first_slot(state: State, seat: int, key: str) -> int:
    """The 0-based hand slot a move naming ``key`` takes from ``seat``'s hand: the first
    holding ``key`` (``Traveler.take_from_hand``, traveler.py). SealedError when none holds it."""
    hand = _st(state).tr[seat].hand
    slot = next((i for i, (k, _) in enumerate(hand) if k == key), None)
    if slot is None:
        raise SealedError(f"seat {seat + 1} names {key!r}, which its hand does not hold")
    return slot


def _named(state: State, action: str) -> str:
    """:func:`named_hand_card`; SealedError when ``action`` names no hand card."""
    key = named_hand_card(state, action)
    if key is None:
        raise SealedError(f"'{action[:80]}' takes no card from a hand by name")
    return key


def _read_slot(shown: bytes) -> int:
    """The hand slot a decision shows (one varint); SealedError when malformed."""
    r = Reader(shown, "a hand slot shown")
    slot = r.varint()
    r.end()
    return slot


# ---------------------------------------------------------------------- deal positions of hidden cards
class Held(NamedTuple):
    """The deal position a hidden card came from: ``pile``, ``deal``, ``position``, and the
    seats whose keys of it are not public (``owners``: its drawer, or every seat for a card
    nobody saw), who must give them for everybody to open it."""

    pile: str
    deal: int
    position: int
    owners: tuple[int, ...]


Slots = dict[str, list[list["Held | None"]]]
"""Memo :data:`SLOTS`: ``{"hand": [per seat, per hand slot], "vault": [per seat, per vault
slot], "transit": [per PlaceVault frame on the stack, bottom first], "top": [per known Fate
card on top], "bottom": [per known Fate card at the bottom], "buried": [per deck of
:data:`DECK_ORDER`, per face-down discard]}`` (``transit``, ``top`` and ``bottom`` as one
list each); None where the card is known to all, or came from no deal position followed."""
ONE_ROW = ("transit", "top", "bottom")
"""The zones of :data:`Slots` kept as one list."""
DECK_ORDER = tuple(DECK_LISTS)
"""The decks, in the order of ``Slots["buried"]``."""
SLOTS = "slots"
PEEKED = "peeked"
"""Memo key: the deal position (:class:`Held`) of each card Fate Manipulation is looking at
(``EskeletosState.peeked``, a list of names the rules keep no mask for)."""
PEEK_SLOT = "peek slot"
"""Memo key: the index in ``peeked`` of the card a secret ``bottom`` sends under the deck,
until it is applied."""
KNOWN_PLACED = "known placed"
"""Memo key: the known Fate cards the reads of the ply waiting have placed so far, ``[zone,
index, card]``, so that a later one placed in a state dealt again keeps them
(:meth:`EskeletosHooks._learn_known`)."""
CHANCE_OUTCOME = "chance outcome"
"""Memo key: the chance outcome waiting for its reads (:meth:`EskeletosHooks.chance_reads`),
whose copy in the undecided pile a card placed by them must not take."""
DRAWN = "drawn"
BURIED = "buried"
FIRST_CARDS = "first cards"
"""Memo keys: the slots' positions (:data:`Slots`), the position of the draw being applied, each
deck's face-down discards before the last ply, ``[(position (:class:`Held` or None), key,
mask)]`` (what its pile formed anew takes in besides cards known to all:
:meth:`EskeletosHooks.redeal_sources`), and each pile's first deal's card list (the
encodings every later deal of it opens to: ``Deal.redeal``)."""
TAG_SHIFT = 8
"""A knowledge mask has one bit per seat (at most 4); :func:`follow` tags a clone's entries above."""
SEAT_BITS = (1 << TAG_SHIFT) - 1
"""The seats' bits of a tagged mask (:func:`_tagged_apply`)."""
TURNED_UP = "a suppressed card turned up"
PLAYED = "a hand card played"
"""The names of the reads of a card's keys, given for everybody (:meth:`EskeletosHooks.reads`):
a vault card turned up, a hand card leaving by name."""
DRIFTED = "a known Fate card turned up in the Drift"
KNOWN_DRAWN = "a known Fate card drawn into a hand"
PASSED = "a known Fate card peeked again"
"""The names of the reads of a known Fate card's keys when the rules draw it with no chance
node (:func:`known_reads`): into the Drift (for everybody), into a hand (announced, then
sealed to the drawer, or for everybody if an INSTANT), peeked by another seat (sealed to
it)."""
KNOWN_READS = (DRIFTED, KNOWN_DRAWN, PASSED)
TRADED_CARD = "a card given in a trade"
"""The name of the read of a traded card's keys, sealed to the other trader
(:func:`trade_reads`)."""


def _entries(st: "EskeletosState") -> Iterator[tuple[str, int, int, int]]:
    """Every hidden-card entry as ``(zone, seat, index, mask)``: each seat's hand and vault
    (zones ``hand``, ``vault``), then the cards in transit to a full vault (``transit``:
    index in the stack), the known Fate cards on top and at the bottom (``top``,
    ``bottom``: seat -1), then each deck's face-down discards (``buried``: the deck's index
    in :data:`DECK_ORDER` as the seat), in a fixed order."""
    for t in st.tr:
        for i, (_, mask) in enumerate(t.hand):
            yield "hand", t.seat, i, mask
        for i, (_, mask, _) in enumerate(t.vault):
            yield "vault", t.seat, i, mask
    for i, frame in enumerate(st.stack):
        if isinstance(frame, PlaceVault):
            yield "transit", frame.seat, i, frame.mask
    for zone, known in (("top", st.decks.top), ("bottom", st.decks.bottom)):
        for i, (_, mask) in enumerate(known):
            yield zone, -1, i, mask
    for d, deck in enumerate(DECK_ORDER):
        for i, (_, mask, _) in enumerate(st.decks.buried[deck]):
            yield "buried", d, i, mask


def _retag(st: "EskeletosState", zone: str, seat: int, index: int, mask: int) -> None:
    """Write ``mask`` as the knowledge mask of one entry (:func:`_entries`) of clone ``st``."""
    if zone == "hand":
        key, _ = st.tr[seat].hand[index]
        st.tr[seat].hand[index] = (key, mask)
    elif zone == "vault":
        key, _, cls = st.tr[seat].vault[index]
        st.tr[seat].vault[index] = (key, mask, cls)
    elif zone == "buried":
        buried = st.decks.buried[DECK_ORDER[seat]]
        key, _, cls = buried[index]
        buried[index] = (key, mask, cls)
    elif zone in ("top", "bottom"):
        known = st.decks.top if zone == "top" else st.decks.bottom
        known[index] = (known[index][0], mask)
    else:
        st.stack[index] = cast(PlaceVault, st.stack[index])._replace(mask=mask)


def _slots(memo: Memo, st: "EskeletosState") -> Slots:
    """The memo's :data:`Slots`, all None (nothing followed) the first time."""
    found: Slots | None = memo.get(SLOTS)
    if found is None:
        found = {"hand": [[None] * len(t.hand) for t in st.tr], "vault": [[None] * len(t.vault) for t in st.tr],
                 "transit": [[None for f in st.stack if isinstance(f, PlaceVault)]],
                 "top": [[None] * len(st.decks.top)], "bottom": [[None] * len(st.decks.bottom)],
                 "buried": [[None] * len(st.decks.buried[deck]) for deck in DECK_ORDER]}
    return found


def _row(slots: Slots, zone: str, seat: int) -> list["Held | None"]:
    """The list of :data:`Slots` that an entry of :func:`_entries` in ``zone`` belongs to."""
    return slots[zone][0] if zone in ONE_ROW else slots[zone][seat]


def _flat(slots: Slots, st: "EskeletosState") -> list["Held | None"]:
    """``slots`` in the order of :func:`_entries` of ``st``; SealedError when they do not
    have one entry each (the bookkeeping lost track: a bug, not a cheat)."""
    flat = [held for seat in range(len(st.tr)) for zone in ("hand", "vault") for held in slots[zone][seat]]
    flat += slots["transit"][0] + slots["top"][0] + slots["bottom"][0]
    flat += [held for row in slots["buried"] for held in row]
    if len(flat) != sum(1 for _ in _entries(st)):
        raise SealedError("sealed ESKELETOS lost track of where its hidden cards are")
    return flat


Placed = list[tuple[str, int, int]]
"""The cards the rules drew during a ply, in order: ``(mode, seat, tag)`` (``Reveal`` modes,
drawing.py; ``tag`` the entry's index + 1 in :func:`_entries` for a known Fate card, 0 for a
card decided by a chance node)."""


def _carry_tags(clone: "EskeletosState", placed: Placed) -> None:
    """Make tagged clone ``clone`` record each card the rules place as drawn (``place_drawn``:
    ``placed``), and carry a known Fate card's tag into the vault or discard entry it becomes
    (``suppress_card`` is given a mask the rules write: a Suppressed Hazard drawn, the
    Polished Mask's cards), so that :func:`follow` finds it there. Instance attributes of the
    clone only: the rules themselves are not changed."""
    place, suppress = clone.place_drawn, clone.suppress_card
    carried = [0]

    def place_drawn(seat: int, deck: str, mode: str, key: str, mask: int) -> None:
        placed.append((mode, seat, mask >> TAG_SHIFT))
        carried[0] = mask & ~SEAT_BITS
        try:
            place(seat, deck, mode, key, mask)
        finally:
            carried[0] = 0

    def suppress_card(seat: int, key: str, mask: int, cls: str) -> None:
        suppress(seat, key, mask | carried[0], cls)

    clone.__dict__["place_drawn"] = place_drawn
    clone.__dict__["suppress_card"] = suppress_card


def _tagged_apply(st: "EskeletosState", action: str) -> tuple[list[tuple[str, int, int, int]], "EskeletosState",
                                                               Placed]:
    """``st``'s entries (:func:`_entries`, their masks as they are), a clone of ``st`` to
    which ``action`` was applied after each entry's mask was made to carry its index + 1 above
    :data:`TAG_SHIFT` (the rules read masks only for who knows a card: base.py ``show``,
    vault.py, spaces.py, drawing.py, effects.py, encounters.py), so that each entry after is
    found by its tag, and the cards drawn meanwhile (:func:`_carry_tags`). ``st`` is not
    changed; IllegalActionError as ``State.apply``."""
    clone = st.clone()
    entries = list(_entries(clone))
    for tag, (zone, seat, index, mask) in enumerate(entries, 1):
        _retag(clone, zone, seat, index, mask | tag << TAG_SHIFT)
    placed: Placed = []
    _carry_tags(clone, placed)
    clone.apply(action)
    return entries, clone, placed


def _peeked(memo: Memo, st: "EskeletosState") -> list["Held | None"]:
    """The memo's :data:`PEEKED`, one per ``st.peeked`` entry (all None if it lost track)."""
    found: list[Held | None] | None = memo.get(PEEKED)
    if found is None or len(found) != len(st.peeked):
        return [None] * len(st.peeked)
    return list(found)


def follow(before: "EskeletosState", action: str, slots: Slots, drawn: Held | None,
           peeked: list["Held | None"] | None = None, bottom_slot: int | None = None) -> Slots:
    """Where each followed position goes when ``action`` is applied to ``before``: on a tagged
    clone (:func:`_tagged_apply`), each entry after is matched by its tag; an untagged entry
    not known to all is the card drawn (``drawn``; never a face-down discard), or, on top or
    at the bottom of the Fate deck, a card Fate Manipulation looked at (``peeked``, one per
    ``before.peeked``, changed in place to the positions of ``peeked`` after; ``bottom_slot``:
    the index a ``bottom`` decision shows), or None. ``before`` is not changed. The positions
    after, as :data:`Slots`; SealedError as :func:`_flat`."""
    held = _flat(slots, before)
    entries, clone, placed = _tagged_apply(before, action)
    looked = list(peeked) if peeked is not None else [None] * len(before.peeked)
    looked += [held[tag - 1] if tag else drawn for mode, _, tag in placed if mode == "peek"]
    top_new: Held | None = None
    bottom_new: Held | None = None
    if len(clone.peeked) < len(looked):  # gone back on the deck (relics.py peek_done, peek_order)
        if isinstance(before.top, PeekOrder) and len(looked) == 2:
            index = bottom_slot if bottom_slot is not None else before.peeked.index(action.split(" ", 1)[1])
            bottom_new, top_new = looked[index], looked[1 - index]
        else:
            top_new = looked[-1]
        looked = []
    if peeked is not None:
        peeked[:] = looked if len(looked) == len(clone.peeked) else [None] * len(clone.peeked)
    after: Slots = {"hand": [[] for _ in clone.tr], "vault": [[] for _ in clone.tr], "transit": [[]], "top": [[]],
                    "bottom": [[]], "buried": [[] for _ in DECK_ORDER]}
    for zone, seat, _, mask in _entries(clone):
        tag = mask >> TAG_SHIFT
        if tag:
            fresh = held[tag - 1]
        elif zone == "top":
            fresh = top_new
        elif zone == "bottom":
            fresh = bottom_new
        else:
            fresh = drawn if mask & SEAT_BITS != clone.all_mask and zone != "buried" else None
        _row(after, zone, seat).append(fresh)
    return after


def _owners(seen_by: tuple[int, ...], n: int) -> tuple[int, ...]:
    """Whose keys of a position drawn seen by ``seen_by`` (``ChanceKind.seen_by``) are not
    public: its one viewer's, or every seat's when nobody saw it; none when all saw it (a
    draw seen by some seats only is refused by the table)."""
    if len(seen_by) == 1:
        return seen_by
    return tuple(range(n)) if not seen_by else ()


def _keys_read(held: Held, name: str) -> tuple[Read, ...]:
    """The reads of ``held``'s keys, given for everybody by each seat whose key is not public."""
    return tuple(Read(owner, name, None, (held.pile, held.deal), ((held.position, owner),)) for owner in held.owners)


def turned_up_slot(state: State, seat: int, action: str) -> int | None:
    """The 0-based slot of ``seat``'s vault whose card ``action`` turns up for everybody: a
    move naming a vault slot (``vault N``, ``purge N``, ``unsuppress N``, ``cleanse vault N``:
    moves.py ``vault_slot``) except a full vault's overflow (the card is buried face down
    without effect: vault.py ``overflow``), when the card is not known to all. The card is
    opened whatever it is (docs/sealed-links.md, "What remains", item 3: what is read must
    not depend on a filler), though a purged card that is no Hazard is buried unseen: the
    others learn which card it was. None for any other move."""
    st = _st(state)
    if isinstance(st.top, Overflow):
        return None
    try:
        slot = mv.vault_slot(mv.NOTATION.parse(action))
    except IllegalActionError:
        return None
    vault = st.tr[seat].vault
    if slot is None or not 1 <= slot <= len(vault) or vault[slot - 1][1] == st.all_mask:
        return None
    return slot - 1


def turned_up_by(st: "EskeletosState", action: str, memo: Memo) -> list[tuple[int, int, "Held | None"]]:
    """The vault cards not known to all that ``action`` turns up, whatever turns them up (its
    effects: a vault revealed by Heart Laid Bare or Confession, a Hazard going off): on a
    tagged clone (as :func:`follow`), each vault entry hidden from some seat that the action
    leaves known to all, or takes to no place followed (the face-up discard pile), as
    ``(seat, vault slot, position)``. What is turned up must not depend on the cards' names
    (every seat's state computes it): true of a whole vault revealed; a cascade that turns up
    further cards only if some of them are Hazards is not. Nothing for an illegal action."""
    held = _flat(_slots(memo, st), st)
    try:
        entries, clone, _ = _tagged_apply(st, action)
    except IllegalActionError:
        return []
    after = {mask >> TAG_SHIFT: mask & SEAT_BITS for _, _, _, mask in _entries(clone) if mask >> TAG_SHIFT}
    return [(seat, index, held[tag - 1]) for tag, (zone, seat, index, mask) in enumerate(entries, 1)
            if zone == "vault" and mask != st.all_mask and after.get(tag, clone.all_mask) == clone.all_mask]


def _hidden_places(st: "EskeletosState", bit: int) -> Iterator[tuple[str, int, int, str, str]]:
    """Places of cards hidden from seat ``bit`` that may swap with another card of their
    deck: ``(zone, seat, index, key, class)`` for hands (class ``hand``), vaults, face-down
    discards (zone ``buried``, seat -1, by deck in ``DECK_LISTS`` order), and known Fate
    cards on top and at the bottom (zones ``top``, ``bottom``, class ``any``)."""
    for t in st.tr:
        for i, (key, mask) in enumerate(t.hand):
            if not mask & bit:
                yield "hand", t.seat, i, key, "hand"
        for i, (key, mask, cls) in enumerate(t.vault):
            if not mask & bit:
                yield "vault", t.seat, i, key, cls
    for deck in DECK_LISTS:
        for i, (key, mask, cls) in enumerate(st.decks.buried[deck]):
            if not mask & bit:
                yield "buried", -1, i, key, cls
    for zone, known in (("top", st.decks.top), ("bottom", st.decks.bottom)):
        for i, (key, mask) in enumerate(known):
            if not mask & bit:
                yield zone, -1, i, key, "any"


def _discards_in(state: State, pile: str, memo: Memo) -> list[Source]:
    """The positions a pile formed anew from its discard pile re-deals (``Deal.redeal``): each
    face-down discard not known to all at the deal position it holds (followed: memo
    :data:`SLOTS`; the face-down discards before the ply that formed the pile anew: memo
    :data:`BURIED`), then each card known to all (the pile's other cards, discarded face up,
    and face-down ones every seat knows) by its index in the pile's first deal (its copies in
    that deal's order), which names it: ``Deal.redeal`` gives it a fresh encoding, so a copy
    known to all and another lying there hidden never share one. SealedError when the pile
    lacks a face-down discard, or a face-down discard's position was not followed."""
    st = _st(state)
    buried = memo.get(BURIED, {}).get(pile, [])
    face_up = Counter({k: n for k, n in st.decks.pile[pile].items() if n})
    face_up.subtract(key for _, key, _ in buried)
    if min(face_up.values(), default=0) < 0:
        raise SealedError(f"the {pile} deck formed anew lacks a card discarded face down")
    sources: list[Source] = []
    public = list(face_up.elements())
    for held, key, mask in buried:
        if mask == st.all_mask:
            public.append(key)
        elif held is None:
            raise SealedError(f"sealed ESKELETOS does not yet follow where a face-down {pile} discard came from, "
                              f"so it cannot shuffle it in")
        else:
            sources.append(((held.pile, held.deal), held.position))
    first = memo[FIRST_CARDS][pile]
    wanted = Counter(public)
    taken: Counter[str] = Counter()
    for index, outcome in enumerate(first):
        key = outcome.split(" ", 1)[1]
        if taken[key] < wanted[key]:
            taken[key] += 1
            sources.append((None, index))
    if taken != wanted:
        raise SealedError(f"the {pile} discard pile holds more copies of a card than the deck")
    return sources


def _rekey(st: "EskeletosState", zone: str, seat: int, index: int, key: str) -> None:
    """Write card ``key`` into one place of :func:`_hidden_places`, its mask and class kept
    (a face-down discard: of ``key``'s deck, the deck of the card it replaces)."""
    if zone == "hand":
        st.tr[seat].hand[index] = (key, st.tr[seat].hand[index][1])
    elif zone == "vault":
        st.tr[seat].vault[index] = (key, *st.tr[seat].vault[index][1:])
    elif zone in ("top", "bottom"):
        known = st.decks.top if zone == "top" else st.decks.bottom
        known[index] = (key, known[index][1])
    else:
        buried = st.decks.buried[CARDS[key].deck]
        buried[index] = (key, *buried[index][1:])


def _swap_with_pile(st: "EskeletosState", deck: str, take: str, give: str) -> None:
    """A card ``take`` leaves ``deck``'s undecided pile and ``give`` joins it (counts kept)."""
    st.decks.take(deck, take)
    pile = st.decks.pile[deck]
    pile[give] = pile.get(give, 0) + 1


def _free_copy(st: "EskeletosState", bit: int, deck: str, key: str, old: str,
               fixed: frozenset[tuple[str, int, int]] = frozenset()) -> bool:
    """Take a copy of ``key`` from a place hidden from seat ``bit`` (:func:`_hidden_places`)
    but those ``fixed`` (``(zone, seat, index)``: cards already opened there), putting there
    ``old`` if its class admits it, else a card of its class from ``deck``'s undecided pile
    (``old`` then joins the pile). False when no such place is found."""
    pile = st.decks.pile[deck]
    for zone, seat, index, held, cls in _hidden_places(st, bit):
        if held != key or (zone, seat, index) in fixed:
            continue
        spare = old if old in CLASSES[cls] else next((k for k, n in pile.items() if n and k in CLASSES[cls]), None)
        if spare is None:
            continue
        if spare != old:
            _swap_with_pile(st, deck, spare, old)
        _rekey(st, zone, seat, index, spare)
        return True
    return False


def _place(st: "EskeletosState", viewer: int, zone: str, seat: int, slot: int, key: str, what: str,
           fixed: frozenset[tuple[str, int, int]] = frozenset(), keep: str | None = None) -> None:
    """Put card ``key`` into ``seat``'s ``zone`` (``hand`` or ``vault``) slot ``slot`` of
    ``viewer``'s filled-in state ``st`` (in place), changing only what ``viewer`` cannot see:
    a copy of ``key`` comes from the undecided pile (the filler there joins it), else from
    another place hidden from ``viewer`` (:func:`_free_copy`; classes as infostate.py's
    ``CLASSES``, a hand's ``hand``; never from a place ``fixed``). SealedError (``what`` names
    the slot) when ``viewer`` knew the slot held another card, the slot's deck or class rules
    ``key`` out, or no place ``viewer`` cannot see can give ``key``. Zones ``top`` and
    ``bottom`` (``seat`` -1): a known Fate card; ``keep``: a card of the undecided pile not to
    take (the chance outcome waiting to be applied)."""
    bit = 1 << viewer
    if zone == "hand":
        old, mask = st.tr[seat].hand[slot]
        cls = "hand"
    elif zone in ("top", "bottom"):
        old, mask = (st.decks.top if zone == "top" else st.decks.bottom)[slot]
        cls = "any"
    else:
        old, mask, cls = st.tr[seat].vault[slot]
    if old == key:
        return
    deck = CARDS[key].deck
    where = f"the {what} {slot + 1}" if seat < 0 else f"seat {seat + 1}'s {what} {slot + 1}"
    if mask & bit or CARDS[old].deck != deck or key not in CLASSES[cls]:
        raise SealedError(f"{where} opens to {key!r}, which it cannot be")
    if st.decks.pile[deck].get(key, 0) > (key == keep):
        _swap_with_pile(st, deck, key, old)
    elif not _free_copy(st, bit, deck, key, old, fixed):
        raise SealedError(f"{where} opens to {key!r}, which no place seat {viewer + 1} cannot see holds")
    _rekey(st, zone, seat, slot, key)


def known_reads(st: "EskeletosState", action: str, memo: Memo, done: tuple[Read, ...] = ()) -> tuple[Read, ...]:
    """The reads of the first known Fate card (put on top or at the bottom by Fate
    Manipulation) that the ply ``action`` draws with no chance node (drawing.py
    ``draw_card``) and that no read ``done`` read already, found on a tagged clone
    (:func:`_tagged_apply`): one card at a time, since whether the ply draws the next one may
    depend on it (a Hazard turned up in the Drift leaves its slot to fill again;
    :meth:`EskeletosHooks.more_reads` gives the next once this one is learned). Each from
    the seats whose keys of its position are not public (its peeker's), of its own keys:

    - into the Drift (face up): given for everybody (:data:`DRIFTED`);
    - into a hand: announced (its group for everybody, as a drawer's word), then sealed to
      the drawer unless it is the peeker, or given for everybody if an INSTANT (it resolves
      face up) (:data:`KNOWN_DRAWN`);
    - peeked again by another seat: sealed to it (:data:`PASSED`);
    - into a vault unseen (the Polished Mask, a top card suppressed): nothing (followed).

    What is drawn up to that card depends on public facts and on the cards read before it
    only, so every seat lists the same reads. SealedError for a known card whose position is
    not followed; nothing for an illegal action."""
    if not st.decks.top and not st.decks.bottom:
        return ()
    held = _flat(_slots(memo, st), st)
    try:
        entries, _, placed = _tagged_apply(st, action)
    except IllegalActionError:
        return ()
    read = {(r.deal, p) for r in done if r.name in KNOWN_READS for p, _ in r.positions}
    for mode, seat, tag in placed:
        if not tag or entries[tag - 1][0] not in ("top", "bottom") or mode in ("mask", "suppress_top"):
            continue
        where = held[tag - 1]
        if where is None:
            raise SealedError(f"sealed ESKELETOS does not yet follow where a known Fate card came from, so it cannot "
                              f"pass it on")
        deal = (where.pile, where.deal)
        if (deal, where.position) in read:
            continue
        if mode in ("drift", "setup_drift"):
            reads = _keys_read(where, DRIFTED)
        elif mode == "peek":
            reads = tuple(Read(o, PASSED, seat, deal, ((where.position, o),)) for o in where.owners if o != seat)
        else:
            reads = tuple(Read(o, KNOWN_DRAWN, seat, deal, ((where.position, o),), announce=True)
                          for o in where.owners)
        if reads:
            return reads
    return ()


def trade_reads(st: "EskeletosState", seat: int, memo: Memo) -> tuple[Read, ...]:
    """The reads of a trade, when its Defender ``seat`` gives its card (after both traders
    chose, as the rules show them: encounters.py ``trade_give``): each traded card that its
    receiver does not know yet, from its hand slot shown (the Defender's: memo
    :data:`HAND_SLOT`; the Initiator's: memo :data:`TRADED`), the keys of its deal position
    sealed to the receiver alone, from the seats whose keys are not public; the Defender's
    card first (its keys ride in its own message). From public facts only (the slots shown,
    the entries' masks). SealedError for a card whose position is not followed. Nothing at
    any other decision."""
    top = st.top
    if st.is_chance_node() or not isinstance(top, TradeGive) or not top.first or top.giver != seat:
        return ()
    slots = _slots(memo, st)
    reads: tuple[Read, ...] = ()
    for giver, slot, to in ((seat, memo.get(HAND_SLOT), top.receiver), (top.receiver, memo.get(TRADED), seat)):
        if slot is None or slot >= len(st.tr[giver].hand) or st.tr[giver].hand[slot][1] & 1 << to:
            continue  # named in the open from a hand known to all, or known to the receiver
        held = slots["hand"][giver][slot]
        if held is None:
            raise SealedError(f"sealed ESKELETOS does not yet follow where seat {giver + 1}'s hand card {slot + 1} "
                              f"came from, so it cannot pass it in a trade")
        reads += tuple(Read(o, TRADED_CARD, to, (held.pile, held.deal), ((held.position, o),))
                       for o in held.owners if o != to)
    return reads


def _place_group(st: "EskeletosState", viewer: int, zone: str, index: int, group: str, keep: str | None,
                 fixed: frozenset[tuple[str, int, int]] = frozenset()) -> None:
    """Make the known Fate card at ``zone`` ``index`` of ``viewer``'s filled-in state a card
    of ``group`` (``instant``, ``hazard``, ``other``: what its peeker announced), changing
    only what ``viewer`` cannot see: itself if it is one, else the first card of that group
    (deck order) a place it cannot see (but those ``fixed``) or the undecided pile gives
    (:func:`_place`). SealedError when none can."""
    old = (st.decks.top if zone == "top" else st.decks.bottom)[index][0]
    if card_group("card " + old) == group:
        return
    refusal: SealedError | None = None
    for key in DECK_LISTS["fate"]:
        if card_group("card " + key) != group:
            continue
        try:
            _place(st, viewer, zone, -1, index, key, f"known Fate card ({zone})", fixed, keep)
        except SealedError as exc:
            refusal = refusal or exc
            continue
        return
    raise SealedError(f"a known Fate card said to be {group!r} is in no position seat {viewer + 1} can imagine "
                      f"({refusal})")


def place_card(state: State, viewer: int, seat: int, slot: int, key: str,
               fixed: frozenset[tuple[str, int, int]] = frozenset()) -> None:
    """Put card ``key``, just opened for everybody, into ``seat``'s vault slot ``slot`` of
    ``viewer``'s filled-in ``state`` (in place), changing only what ``viewer`` cannot see
    and no place ``fixed`` (cards opened before it, :func:`_place`). SealedError when
    ``viewer`` knew the slot held another card, or no place it cannot see can give ``key``
    (the opened card cannot be there: a seat cheats)."""
    _place(_st(state), viewer, "vault", seat, slot, key, "suppressed card", fixed)


def turn_up(state: State, viewer: int, seat: int, slot: int, key: str, placed: list[list[Any]],
            seed: bytes) -> State:
    """``viewer``'s filled-in ``state`` with card ``key``, just opened for everybody, in
    ``seat``'s vault slot ``slot`` (:func:`place_card`), the cards ``placed`` before it by the
    same move (``[zone, seat, index, card]``) kept where they are: a copy of ``state``, else
    the first of :data:`~.ADMIT_TRIES` determinizations (seeded by ``seed``) where it can be,
    the earlier cards put back first. The one copy of ``key`` may lie where no card hidden
    from ``viewer`` can take its place (a hand, for a Hazard), or among the cards Fate
    Manipulation looks at; a determinization deals every such place again. SealedError when
    none can (the opened card cannot be there: a seat cheats)."""
    refusal: SealedError | None = None
    for st in candidates(state, viewer, seed):
        fixed: frozenset[tuple[str, int, int]] = frozenset()
        try:
            for zone, owner, index, card in placed:
                _place(st, viewer, zone, owner, index, card, "suppressed card" if zone == "vault" else "hand card", fixed)
                fixed |= {(zone, owner, index)}
            place_card(st, viewer, seat, slot, key, fixed)
        except SealedError as exc:
            refusal = refusal or exc
            continue
        return st
    raise SealedError(f"seat {seat + 1}'s suppressed card {slot + 1} cannot be {key!r} in any position seat "
                      f"{viewer + 1} can imagine ({refusal})")


def _copy_before(seat: int, slot: int, key: str, earlier: int, viewer: int) -> SealedError:
    """The refusal of a hand slot shown for ``key`` after an earlier slot ``viewer`` knows holds
    ``key`` (the engine would take that one)."""
    return SealedError(f"seat {seat + 1} shows hand card {slot + 1} for {key!r}, and its hand card {earlier + 1}, "
                       f"which seat {viewer + 1} knows, is one too")


def _first_there(st: "EskeletosState", viewer: int, seat: int, slot: int, key: str) -> None:
    """Make hand slot ``slot`` the first of ``seat``'s hand holding ``key`` in ``viewer``'s
    filled-in state ``st`` (in place): an earlier slot hidden from ``viewer`` holding ``key``
    trades it for another hand card of its deck from the undecided pile. SealedError when an
    earlier slot ``viewer`` knows holds ``key`` (the engine would take that one), or the pile
    has no other such card."""
    hand = st.tr[seat].hand
    deck = CARDS[key].deck
    for i, (held, mask) in enumerate(hand[:slot]):
        if held != key:
            continue
        if mask & 1 << viewer:
            raise _copy_before(seat, slot, key, i, viewer)
        pile = st.decks.pile[deck]
        spare = next((k for k, n in pile.items() if n and k != key and k in CLASSES["hand"]), None)
        if spare is None:
            raise SealedError(f"seat {seat + 1}'s hand card {i + 1} can hold no card but {key!r} for "
                              f"seat {viewer + 1}")
        _swap_with_pile(st, deck, spare, key)
        hand[i] = (spare, mask)


def leave_from(state: State, viewer: int, seat: int, slot: int, key: str, seed: bytes) -> State:
    """``viewer``'s filled-in ``state`` in which ``seat``'s hand slot ``slot`` (0-based, shown
    by the mover) is the first holding ``key``, the card its move names, so that the engine
    takes that entry (:func:`first_slot`): ``state`` itself when it is; else a copy with the
    card put there (:func:`_place`) and earlier copies traded away (:func:`_first_there`);
    else the first of :data:`~.ADMIT_TRIES` determinizations (seeded by ``seed``) where that
    works. SealedError when none does (the mover shows a slot that cannot hold the card)."""
    st = _st(state)
    hand = st.tr[seat].hand
    if slot >= len(hand):
        raise SealedError(f"seat {seat + 1} shows hand card {slot + 1}, and holds {len(hand)}")
    if hand[slot][1] & 1 << viewer and hand[slot][0] != key:
        raise SealedError(f"seat {seat + 1} shows hand card {slot + 1} for {key!r}, which seat {viewer + 1} "
                          f"knows is another card")
    known = next((i for i, (k, mask) in enumerate(hand[:slot]) if k == key and mask & 1 << viewer), None)
    if known is not None:
        raise _copy_before(seat, slot, key, known, viewer)
    if hand[slot][0] == key and first_slot(state, seat, key) == slot:
        return state
    refusal = None
    for fitted in candidates(state, viewer, seed):
        try:
            _place(fitted, viewer, "hand", seat, slot, key, "hand card")
            _first_there(fitted, viewer, seat, slot, key)
        except SealedError as exc:
            refusal = refusal or exc
            continue
        return fitted
    raise SealedError(f"seat {seat + 1}'s hand card {slot + 1} cannot be {key!r} in any position seat "
                      f"{viewer + 1} can imagine ({refusal})")


class EskeletosHooks(GameHooks):
    """The hooks of ESKELETOS (module docstring)."""

    whole_games = True  # every game measured plays to its end (module docstring)
    required_options: dict[str, Any] = {"ask_every_decision": True}  # check_setup: why

    def determinize(self, state: State, viewer: int, rng: random.Random) -> State:
        """The Limbo pile kept in its order (:func:`determinize`)."""
        return determinize(state, viewer, rng)

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

    def redeal_sources(self, state: State, key: tuple[str, int], memo: Memo) -> list[Source] | None:
        """A pile's first deal: None (its cards). A later one, after an INSTANT dealt into a
        setup hand was shuffled back: the earlier deal's positions not drawn, then the
        INSTANT's. After its discard pile was shuffled in, every position of the earlier deal
        drawn: the discards (:func:`_discards_in`). SealedError for a pile formed otherwise."""
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
        sources: list[Source]
        if drawn == size and not (isinstance(frame, Reveal) and frame.mode == "setup_hand"):
            sources = _discards_in(state, pile, memo)
        elif (isinstance(frame, Reveal) and frame.mode == "setup_hand" and last == [before, drawn - 1]
              and undecided == size - drawn + 1):
            sources = [((pile, before), p) for p in [*range(drawn, size), drawn - 1]]
        else:
            raise SealedError(f"sealed ESKELETOS does not yet handle the {pile} deck formed anew this way")
        book["size"][_name(pile, number)] = [len(sources)]
        return sources

    # ------------------------------------------------------------------ a card suppressed in secret
    def secret_decision(self, state: State, seat: int) -> tuple[str, ...] | None:
        """A ``suppress <card>`` from a hand some seat does not wholly know is secret
        (:func:`secret_suppress`), and so are a trade's ``give <card>`` from such a hand
        (:func:`secret_give`) and Fate Manipulation's ``bottom <card>`` (it names a card its
        seat alone peeked: :func:`secret_bottom`), with no commitment: nothing later reads
        the action itself before the end."""
        secret = secret_suppress(state, seat) or secret_give(state, seat) or secret_bottom(state, seat)
        return () if secret else None

    def shows(self, state: State, seat: int, action: str) -> bool:
        """A public move taking a card by name from a hand some seat does not wholly know
        shows the hand slot it leaves (:func:`shows_hand_slot`)."""
        return shows_hand_slot(state, seat, action)

    def shown(self, state: State, seat: int, action: str, memo: Memo, card_at: CardAt) -> bytes:
        """The hand slot the card leaves (:func:`first_slot`, a varint), for a secret
        ``suppress`` or a public move (:meth:`shows`): every seat sees the hand shrink there
        (its view shows each hidden card's deck in hand order), and its filled-in state must
        take that slot's entry (who knows it, and which deal position it holds). A secret
        ``bottom``: which of the peeked cards goes under the deck (:func:`bottom_slot`), so
        every seat follows the deal positions of the known top and bottom cards."""
        if secret_bottom(state, seat):
            return Writer().varint(bottom_slot(state, action)).bytes()
        return Writer().varint(first_slot(state, seat, _named(state, action))).bytes()

    def take_shown(self, state: State, seat: int, shown: bytes, memo: Memo) -> None:
        """Record the slot (memo :data:`HAND_SLOT`, or :data:`PEEK_SLOT` for a ``bottom``);
        SealedError when ``seat``'s hand, or the cards it peeked, have no such slot."""
        slot = _read_slot(shown)
        if secret_bottom(state, seat):
            if slot >= len(_st(state).peeked):
                raise SealedError(f"seat {seat + 1} sends peeked card {slot + 1} under the Fate deck, and peeked "
                                  f"{len(_st(state).peeked)}")
            memo[PEEK_SLOT] = slot
            return
        if slot >= len(_st(state).tr[seat].hand):
            raise SealedError(f"seat {seat + 1} shows hand card {slot + 1}, and holds "
                              f"{len(_st(state).tr[seat].hand)}")
        memo[HAND_SLOT] = slot
        top = _st(state).top
        if isinstance(top, TradeGive) and not top.first:
            memo[TRADED] = slot

    def check_shown(self, state: State, seat: int, action: str, shown: bytes, memo: Memo, card_at: CardAt) -> None:
        """The slot shown is the one the action takes (the end's check, and the seat's own)."""
        if secret_bottom(state, seat):
            if _read_slot(shown) != bottom_slot(state, action):
                raise SealedError(f"seat {seat + 1} sends a peeked card under the Fate deck and shows another")
            return
        if _read_slot(shown) != first_slot(state, seat, _named(state, action)):
            raise SealedError(f"seat {seat + 1} names a hand card and shows another hand slot than it takes")

    def admit(self, state: State, viewer: int, seat: int, action: str, seed: bytes, memo: Memo) -> State:
        """A public move showing the hand slot its card leaves (:meth:`shows`): ``viewer``'s
        filled-in state holds the card named there, the first of its kind (:func:`leave_from`),
        so the engine takes that entry as the true game does; a trade's Defender giving its
        card takes the Initiator's too, from the slot the Initiator showed (memo
        :data:`TRADED`). Any other move: the default."""
        top = _st(state).top
        traded = memo.get(TRADED)
        if isinstance(top, TradeGive) and top.first and traded is not None:
            state = leave_from(state, viewer, top.receiver, traded, top.first, seed)
        slot = memo.get(HAND_SLOT)
        if slot is not None and self.shows(state, seat, action):
            return leave_from(state, viewer, seat, slot, _named(state, action), seed)
        return super().admit(state, viewer, seat, action, seed, memo)

    def prepare(self, state: State, viewer: int, seat: int, memo: Memo, card_at: CardAt, seed: bytes) -> State:
        """Before another seat's secret ``suppress`` or trade ``give``: ``viewer``'s filled-in
        state, where it must be, holds at the slot shown a card no earlier slot holds, so that
        the filler's ``suppress`` or ``give <that card>`` takes that slot (:func:`first_slot`).
        Before a trade's Defender gives (in secret or not), the Initiator's slot shown likewise
        (memo :data:`TRADED`), and the card the trade takes from the Initiator (the frame's
        ``first``, a filler where ``viewer`` is not the Initiator) is made the one there (for
        the Defender, the card its keys opened: :meth:`learn`). ``state`` itself (earlier
        copies traded for cards of the undecided pile: :func:`_first_there`), else the first of
        :data:`~.ADMIT_TRIES` determinizations (seeded by ``seed``) that does; SealedError when
        none does. Any other decision: ``state``."""
        st = _st(state)
        slots: list[tuple[int, int]] = []
        slot = memo.get(HAND_SLOT)
        if slot is not None and viewer != seat and (secret_suppress(state, seat) or secret_give(state, seat)):
            slots.append((seat, slot))
        top = st.top
        initiator = top.receiver if isinstance(top, TradeGive) and top.first and not st.is_chance_node() else None
        traded = memo.get(TRADED)
        if initiator is not None and traded is not None and viewer != initiator:
            slots.append((initiator, traded))
        if not slots:
            return state
        for fitted in candidates(state, viewer, seed):
            try:
                for who, at in slots:
                    _first_there(fitted, viewer, who, at, fitted.tr[who].hand[at][0])
            except SealedError:
                continue
            if initiator is not None and traded is not None and viewer != initiator:
                frame = cast(TradeGive, fitted.stack[-1])
                fitted.stack[-1] = frame._replace(first=fitted.tr[initiator].hand[traded][0])
            return fitted
        raise SealedError(f"seat {seat + 1}'s hand card {slots[0][1] + 1} cannot be taken in any position "
                          f"seat {viewer + 1} can imagine")

    def filler_decision(self, state: State, seat: int, memo: Memo) -> str:
        """Another seat's secret ``suppress`` or ``give``: the card the filled-in hand holds at
        the slot shown (made the first of its kind there by :meth:`prepare`); a secret
        ``bottom``: the peeked card at the index shown; else the default."""
        slot = memo.get(HAND_SLOT)
        if slot is not None and secret_suppress(state, seat):
            return f"suppress {_st(state).tr[seat].hand[slot][0]}"
        if slot is not None and secret_give(state, seat):
            return f"give {_st(state).tr[seat].hand[slot][0]}"
        peek = memo.get(PEEK_SLOT)
        if peek is not None and secret_bottom(state, seat):
            return f"bottom {_st(state).peeked[peek]}"
        return super().filler_decision(state, seat, memo)

    def on_decision(self, memo: Memo, state: State, seat: int) -> None:
        """The hand slot a decision showed is spent once it is applied, and the places its
        reads opened (memo :data:`PLACED`); a trade's Initiator's slot once the trade is over."""
        memo.pop(HAND_SLOT, None)
        memo.pop(PEEK_SLOT, None)
        memo.pop(PLACED, None)
        if not isinstance(_st(state).top, TradeGive):
            memo.pop(TRADED, None)

    # ------------------------------------------------------------------ cards turned up from a vault
    def on_draw(self, memo: Memo, kind: ChanceKind, position: int) -> None:
        """Count the positions drawn from each deal, and keep each pile's last one; keep the
        position being drawn for :meth:`on_play` (memo :data:`DRAWN`), and each pile's first
        deal's card list (memo :data:`FIRST_CARDS`)."""
        if kind.deal == 0:
            memo.setdefault(FIRST_CARDS, {}).setdefault(kind.pile, [o for o, n in kind.cards for _ in range(n)])
        book = _piles(memo)
        book["drawn"][_name(kind.pile, kind.deal)] = [position + 1]
        book["last"][kind.pile] = [kind.deal, position]
        memo[DRAWN] = (kind.pile, kind.deal, position, kind.seen_by)

    def on_play(self, memo: Memo, before: State, action: str) -> None:
        """Follow which deal position every hidden hand, vault, transit and known Fate entry,
        and every card Fate Manipulation looks at, holds (:func:`follow`; memos :data:`SLOTS`,
        :data:`PEEKED`), and each deck's face-down discards before the ply (memo
        :data:`BURIED`)."""
        st = _st(before)
        drawn = memo.pop(DRAWN, None)
        held = None
        if drawn is not None:
            pile, deal, position, seen_by = drawn
            held = Held(pile, deal, position, _owners(tuple(seen_by), st.num_players))
        slots = _slots(memo, st)
        memo[BURIED] = {deck: [(held, key, mask) for held, (key, mask, _) in zip(slots["buried"][d], st.decks.buried[deck])]
                        for d, deck in enumerate(DECK_ORDER) if st.decks.buried[deck]}
        peeked = _peeked(memo, st)
        memo[SLOTS] = follow(st, action, slots, held, peeked, memo.get(PEEK_SLOT))
        memo[PEEKED] = peeked
        memo.pop(CHANCE_OUTCOME, None)
        memo.pop(KNOWN_PLACED, None)

    def reads(self, state: State, seat: int, action: str | None, memo: Memo) -> tuple[Read, ...]:
        """The keys of a deal position, given for everybody by every seat whose key of it is not
        public, in seat order, for:

        - a move turning up a vault card not known to all, by naming its slot
          (:func:`turned_up_slot`) or by its effects (:func:`turned_up_by`: a vault revealed,
          Heart Laid Bare, Confession); SealedError when its position was not followed (a
          card that came there by a way not handled yet);
        - a public move whose card leaves the hand slot it shows (:meth:`shows`), when that
          card is not known to all and its position is followed: everybody opens the card
          played face up and checks at once that it lay there (:meth:`learn`). An entry not
          followed shows its slot alone (checked at the end);
        - a trade's Defender's ``give`` (secret or not): each traded card the other trader
          does not know, its keys sealed to that trader alone (:func:`trade_reads`);
        - a known Fate card the move draws with no chance node (:func:`known_reads`)."""
        st = _st(state)
        trade = trade_reads(st, seat, memo)
        if action is None:
            return trade
        reads: tuple[Read, ...] = trade
        shown = memo.get(HAND_SLOT)
        if shown is not None and self.shows(state, seat, action) and not isinstance(st.top, TradeGive):
            held = _slots(memo, st)["hand"][seat][shown]
            known = st.tr[seat].hand[shown][1] == st.all_mask
            reads = () if held is None or known else _keys_read(held, PLAYED)
        slot = turned_up_slot(state, seat, action)
        turned = [] if slot is None else [(seat, slot, _slots(memo, st)["vault"][seat][slot])]
        turned += [t for t in turned_up_by(st, action, memo) if t[:2] != (seat, slot)]
        for owner, index, held in turned:
            if held is None:
                raise SealedError(f"sealed ESKELETOS does not yet follow where seat {owner + 1}'s suppressed card "
                                  f"{index + 1} came from, so it cannot turn it up")
            reads += _keys_read(held, TURNED_UP)
        return reads + known_reads(st, action, memo)

    def chance_reads(self, state: State, outcome: str, memo: Memo) -> tuple[Read, ...]:
        """A known Fate card the chance ply draws (the bottom card, once a chance draw took the
        undecided pile's last card): :func:`known_reads`. The outcome is kept (memo
        :data:`CHANCE_OUTCOME`) so that placing the known card never takes its copy."""
        reads = known_reads(_st(state), outcome, memo)
        if reads:
            memo[CHANCE_OUTCOME] = outcome
        return reads

    def more_reads(self, state: State, seat: int, action: str, chance: bool, done: tuple[Read, ...],
                   memo: Memo) -> tuple[Read, ...]:
        """The next known Fate card the ply draws, once those before it are read and learned
        (:func:`known_reads`)."""
        return known_reads(_st(state), action, memo, done)

    def read_groups(self, state: State, read: Read) -> tuple[str, ...]:
        """A known Fate card drawn into a hand is announced as a drawn card is: ``instant``,
        ``hazard`` or ``other``."""
        return GROUPS

    def read_group(self, state: State, read: Read, outcome: str) -> str:
        """The card's group (:func:`card_group`)."""
        return card_group(outcome)

    def read_shown(self, state: State, read: Read, name: str) -> bool:
        """An INSTANT is shown to all (it resolves in the open)."""
        return name == "instant"

    def learn(self, state: State, viewer: int, read: Read, value: bytes | tuple[str, ...], memo: Memo,
              seed: bytes) -> State:
        """A card opened for everybody (:meth:`reads`), in ``viewer``'s filled-in state: a vault
        card is put in the slot that holds its position (:func:`place_card`); a card played
        from a hand must be the one the move names, which :meth:`admit` put in the slot shown
        (SealedError otherwise: the mover named a card it did not hold there)."""
        if read.name in KNOWN_READS and read.deal is not None:
            return self._learn_known(state, viewer, read, value, memo, seed)
        if read.name == TRADED_CARD and isinstance(value, tuple) and read.deal is not None:
            return self._learn_traded(state, viewer, read, value[0].split(" ", 1)[1], memo, seed)
        if read.name not in (TURNED_UP, PLAYED) or not isinstance(value, tuple) or read.deal is None:
            return state
        position = read.positions[0][0]
        zone = "vault" if read.name == TURNED_UP else "hand"
        card = value[0].split(" ", 1)[1]
        placed: list[list[Any]] = memo.setdefault(PLACED, [])
        for seat, row in enumerate(_slots(memo, _st(state))[zone]):
            for slot, held in enumerate(row):
                if held is None or (held.pile, held.deal, held.position) != (*read.deal, position):
                    continue
                if zone == "vault":
                    state = turn_up(state, viewer, seat, slot, card, placed, seed)
                elif _st(state).tr[seat].hand[slot][0] != card:
                    raise SealedError(f"seat {seat + 1} plays {_st(state).tr[seat].hand[slot][0]!r} from its hand "
                                      f"card {slot + 1}, which opens to {card!r}")
                placed.append([zone, seat, slot, card])
                return state
        raise SealedError(f"no {zone} slot holds position {position + 1} of {read.deal[0]}")

    def _learn_traded(self, state: State, viewer: int, read: Read, key: str, memo: Memo, seed: bytes) -> State:
        """A card the other trader gives ``viewer`` (:func:`trade_reads`), opened with the keys
        sealed to it: put in the giver's hand slot shown, the first of its kind
        (:func:`leave_from`), before the trade applies; the Initiator's is also the card the
        trade takes (the frame's ``first``). SealedError when it cannot lie there."""
        st = _st(state)
        top = st.top
        assert isinstance(top, TradeGive)
        if read.audience != top.giver:
            return leave_from(state, viewer, top.giver, memo[HAND_SLOT], key, seed)
        placed = _st(leave_from(state, viewer, top.receiver, memo[TRADED], key, seed))
        placed.stack[-1] = top._replace(first=key)  # the card the trade takes from the Initiator
        return placed

    def _learn_known(self, state: State, viewer: int, read: Read, value: bytes | tuple[str, ...], memo: Memo,
                     seed: bytes) -> State:
        """A known Fate card about to be drawn (:func:`known_reads`), in ``viewer``'s filled-in
        state: the card opened (a tuple), or a card of the group announced (bytes), put on top
        or at the bottom where its position lies (:func:`_place`, :func:`_place_group`),
        never taking the copy of a chance outcome waiting to be applied nor one the ply's
        earlier reads placed (memo :data:`KNOWN_PLACED`): in ``state`` itself, else in the
        first of :data:`~.ADMIT_TRIES` determinizations (seeded by ``seed``) where it can be
        (the one copy may lie in a hidden place whose class the card there does not fit, a
        hand for a Hazard), the cards placed before put back first (a determinization deals
        every place ``viewer`` cannot see again). SealedError when none can."""
        assert read.deal is not None
        position = read.positions[0][0]
        where = next(((zone, index) for zone in ("top", "bottom")
                      for index, held in enumerate(_slots(memo, _st(state))[zone][0])
                      if held is not None and (held.pile, held.deal, held.position) == (*read.deal, position)), None)
        if where is None:
            raise SealedError(f"no known Fate card lies at position {position + 1} of {read.deal[0]}")
        zone, index = where
        outcome = memo.get(CHANCE_OUTCOME)
        keep = outcome[5:] if isinstance(outcome, str) and outcome.startswith("card ") and outcome[5:] in CARDS else None
        placed: list[list[Any]] = memo.setdefault(KNOWN_PLACED, [])
        refusal: SealedError | None = None
        for st in candidates(state, viewer, seed):
            if keep is not None and not st.decks.pile[CARDS[keep].deck].get(keep):
                continue  # the chance outcome waiting must stay drawable
            fixed: frozenset[tuple[str, int, int]] = frozenset()
            try:
                for z, i, key in placed:
                    _place(st, viewer, z, -1, i, key, f"known Fate card ({z})", fixed, keep)
                    fixed |= {(z, -1, i)}
                if isinstance(value, tuple):
                    _place(st, viewer, zone, -1, index, value[0].split(" ", 1)[1], f"known Fate card ({zone})",
                           fixed, keep)
                else:
                    _place_group(st, viewer, zone, index, value.decode("utf-8", "replace"), keep, fixed)
            except SealedError as exc:
                refusal = refusal or exc
                continue
            placed.append([zone, index, (st.decks.top if zone == "top" else st.decks.bottom)[index][0]])
            return st
        raise SealedError(f"a known Fate card is in no position seat {viewer + 1} can imagine ({refusal})")


HOOKS = EskeletosHooks()
