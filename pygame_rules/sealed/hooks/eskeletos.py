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
- Every ply, the deal position of each hidden hand and vault card is followed (:func:`follow`,
  memo :data:`SLOTS`); a move naming a vault slot whose card some seat does not know reads the
  keys of its position, given for everybody, and every seat's filled-in state puts the card
  there before the move applies (:func:`turned_up_slot`, :func:`place_card`).

Not handled yet (docs/sealed-links.md, "What remains"): a discard pile shuffled into its deck
(refused with a SealedError when it comes), vault cards turned up by an effect rather than a
move naming the slot (not detected yet), the other decisions that name a hidden card (a
trade's ``give``, Fate Manipulation's ``bottom``: still sent in the open), Fate
Manipulation's known cards (not detected yet: a seat's filled-in state then departs from the
true game). Hence :attr:`whole_games` is False: the page does not offer
sealed ESKELETOS.
"""

from __future__ import annotations

import itertools
import random
from typing import TYPE_CHECKING, Any, Iterator, NamedTuple, cast

from ...core import ChanceKind, IllegalActionError, State
from ...games.eskeletos import moves as mv
from ...games.eskeletos.cards import CARDS, DECK_LISTS
from ...games.eskeletos.frames import Overflow, PickSuppress, PlaceVault, Reveal
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
slot], "transit": [per PlaceVault frame on the stack, bottom first]}`` (``transit`` as one
list); None where the card is known to all, or came from no deal position followed."""
SLOTS = "slots"
DRAWN = "drawn"
"""Memo keys: the slots' positions (:data:`Slots`), and the position of the draw being applied."""
TAG_SHIFT = 8
"""A knowledge mask has one bit per seat (at most 4); :func:`follow` tags a clone's entries above."""
TURNED_UP = "a suppressed card turned up"
"""The name of a read of a vault card's keys, given for everybody (:meth:`EskeletosHooks.reads`)."""


def _entries(st: "EskeletosState") -> Iterator[tuple[str, int, int, int]]:
    """Every hidden-card entry as ``(zone, seat, index, mask)``: each seat's hand and vault
    (zones ``hand``, ``vault``), then the cards in transit to a full vault (``transit``:
    index in the stack), in a fixed order."""
    for t in st.tr:
        for i, (_, mask) in enumerate(t.hand):
            yield "hand", t.seat, i, mask
        for i, (_, mask, _) in enumerate(t.vault):
            yield "vault", t.seat, i, mask
    for i, frame in enumerate(st.stack):
        if isinstance(frame, PlaceVault):
            yield "transit", frame.seat, i, frame.mask


def _retag(st: "EskeletosState", zone: str, seat: int, index: int, mask: int) -> None:
    """Write ``mask`` as the knowledge mask of one entry (:func:`_entries`) of clone ``st``."""
    if zone == "hand":
        key, _ = st.tr[seat].hand[index]
        st.tr[seat].hand[index] = (key, mask)
    elif zone == "vault":
        key, _, cls = st.tr[seat].vault[index]
        st.tr[seat].vault[index] = (key, mask, cls)
    else:
        st.stack[index] = cast(PlaceVault, st.stack[index])._replace(mask=mask)


def _slots(memo: Memo, st: "EskeletosState") -> Slots:
    """The memo's :data:`Slots`, all None (nothing followed) the first time."""
    found: Slots | None = memo.get(SLOTS)
    if found is None:
        found = {"hand": [[None] * len(t.hand) for t in st.tr], "vault": [[None] * len(t.vault) for t in st.tr],
                 "transit": [[None for f in st.stack if isinstance(f, PlaceVault)]]}
    return found


def _row(slots: Slots, zone: str, seat: int) -> list["Held | None"]:
    """The list of :data:`Slots` that an entry of :func:`_entries` in ``zone`` belongs to."""
    return slots["transit"][0] if zone == "transit" else slots[zone][seat]


def _flat(slots: Slots, st: "EskeletosState") -> list["Held | None"]:
    """``slots`` in the order of :func:`_entries` of ``st``; SealedError when they do not
    have one entry each (the bookkeeping lost track: a bug, not a cheat)."""
    flat = [held for seat in range(len(st.tr)) for zone in ("hand", "vault") for held in slots[zone][seat]]
    flat += slots["transit"][0]
    if len(flat) != sum(1 for _ in _entries(st)):
        raise SealedError("sealed ESKELETOS lost track of where its hidden cards are")
    return flat


def follow(before: "EskeletosState", action: str, slots: Slots, drawn: Held | None) -> Slots:
    """Where each followed position goes when ``action`` is applied to ``before``: on a clone,
    each entry's mask carries its index + 1 above :data:`TAG_SHIFT` (the rules read masks only
    for who knows a card: base.py ``show``, vault.py, spaces.py, drawing.py, effects.py,
    encounters.py), the action is applied, and each entry after is matched by its tag; an
    untagged entry not known to all is the card drawn (``drawn``), or None. ``before`` is not
    changed. The positions after, as :data:`Slots`; SealedError as :func:`_flat`."""
    held = _flat(slots, before)
    clone = before.clone()
    for tag, (zone, seat, index, mask) in enumerate(list(_entries(clone)), 1):
        _retag(clone, zone, seat, index, mask | tag << TAG_SHIFT)
    clone.apply(action)
    after: Slots = {"hand": [[] for _ in clone.tr], "vault": [[] for _ in clone.tr], "transit": [[]]}
    low = (1 << TAG_SHIFT) - 1
    for zone, seat, _, mask in _entries(clone):
        tag = mask >> TAG_SHIFT
        fresh = drawn if mask & low != clone.all_mask else None
        _row(after, zone, seat).append(held[tag - 1] if tag else fresh)
    return after


def _owners(seen_by: tuple[int, ...], n: int) -> tuple[int, ...]:
    """Whose keys of a position drawn seen by ``seen_by`` (``ChanceKind.seen_by``) are not
    public: its one viewer's, or every seat's when nobody saw it; none when all saw it (a
    draw seen by some seats only is refused by the table)."""
    if len(seen_by) == 1:
        return seen_by
    return tuple(range(n)) if not seen_by else ()


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


def _hidden_places(st: "EskeletosState", bit: int) -> Iterator[tuple[str, int, int, str, str]]:
    """Places of cards hidden from seat ``bit`` that may swap with another card of their
    deck: ``(zone, seat, index, key, class)`` for hands (class ``hand``), vaults, and
    face-down discards (zone ``buried``, seat -1, by deck in ``DECK_LISTS`` order)."""
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


def _rekey(st: "EskeletosState", zone: str, seat: int, index: int, key: str) -> None:
    """Write card ``key`` into one place of :func:`_hidden_places`, its mask and class kept
    (a face-down discard: of ``key``'s deck, the deck of the card it replaces)."""
    if zone == "hand":
        st.tr[seat].hand[index] = (key, st.tr[seat].hand[index][1])
    elif zone == "vault":
        st.tr[seat].vault[index] = (key, *st.tr[seat].vault[index][1:])
    else:
        buried = st.decks.buried[CARDS[key].deck]
        buried[index] = (key, *buried[index][1:])


def _swap_with_pile(st: "EskeletosState", deck: str, take: str, give: str) -> None:
    """A card ``take`` leaves ``deck``'s undecided pile and ``give`` joins it (counts kept)."""
    st.decks.take(deck, take)
    pile = st.decks.pile[deck]
    pile[give] = pile.get(give, 0) + 1


def _free_copy(st: "EskeletosState", bit: int, deck: str, key: str, old: str) -> bool:
    """Take a copy of ``key`` from a place hidden from seat ``bit`` (:func:`_hidden_places`),
    putting there ``old`` if its class admits it, else a card of its class from ``deck``'s
    undecided pile (``old`` then joins the pile). False when no such place is found."""
    pile = st.decks.pile[deck]
    for zone, seat, index, held, cls in _hidden_places(st, bit):
        if held != key:
            continue
        spare = old if old in CLASSES[cls] else next((k for k, n in pile.items() if n and k in CLASSES[cls]), None)
        if spare is None:
            continue
        if spare != old:
            _swap_with_pile(st, deck, spare, old)
        _rekey(st, zone, seat, index, spare)
        return True
    return False


def place_card(state: State, viewer: int, seat: int, slot: int, key: str) -> None:
    """Put card ``key``, just opened for everybody, into ``seat``'s vault slot ``slot`` of
    ``viewer``'s filled-in ``state`` (in place), changing only what ``viewer`` cannot see:
    a copy of ``key`` comes from the undecided pile (the filler there joins it), else from
    another place hidden from ``viewer`` (:func:`_free_copy`; classes as infostate.py's
    ``CLASSES``). SealedError when ``viewer`` knew the slot held another card, or no place
    it cannot see can give ``key`` (the opened card cannot be there: a seat cheats)."""
    st = _st(state)
    bit = 1 << viewer
    old, mask, cls = st.tr[seat].vault[slot]
    if old == key:
        return
    deck = CARDS[key].deck
    if mask & bit or CARDS[old].deck != deck or key not in CLASSES[cls]:
        raise SealedError(f"seat {seat + 1}'s suppressed card {slot + 1} opens to {key!r}, which it cannot be")
    if st.decks.pile[deck].get(key):
        _swap_with_pile(st, deck, key, old)
    elif not _free_copy(st, bit, deck, key, old):
        raise SealedError(f"seat {seat + 1}'s suppressed card {slot + 1} opens to {key!r}, which no place "
                          f"seat {viewer + 1} cannot see holds")
    st.tr[seat].vault[slot] = (key, mask, cls)


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

    # ------------------------------------------------------------------ cards turned up from a vault
    def on_draw(self, memo: Memo, kind: ChanceKind, position: int) -> None:
        """Count the positions drawn from each deal, and keep each pile's last one; keep the
        position being drawn for :meth:`on_play` (memo :data:`DRAWN`)."""
        book = _piles(memo)
        book["drawn"][_name(kind.pile, kind.deal)] = [position + 1]
        book["last"][kind.pile] = [kind.deal, position]
        memo[DRAWN] = (kind.pile, kind.deal, position, kind.seen_by)

    def on_play(self, memo: Memo, before: State, action: str) -> None:
        """Follow which deal position every hidden hand, vault and transit entry holds
        (:func:`follow`; memo :data:`SLOTS`)."""
        st = _st(before)
        drawn = memo.pop(DRAWN, None)
        held = None
        if drawn is not None:
            pile, deal, position, seen_by = drawn
            held = Held(pile, deal, position, _owners(tuple(seen_by), st.num_players))
        memo[SLOTS] = follow(st, action, _slots(memo, st), held)

    def reads(self, state: State, seat: int, action: str | None, memo: Memo) -> tuple[Read, ...]:
        """A move turning up a vault card not known to all (:func:`turned_up_slot`) reads the
        keys of its deal position from every seat whose key is not public, given for
        everybody, in seat order; SealedError when its position was not followed (a card that
        came there by a way not handled yet)."""
        slot = None if action is None else turned_up_slot(state, seat, action)
        if slot is None:
            return ()
        held = _slots(memo, _st(state))["vault"][seat][slot]
        if held is None:
            raise SealedError(f"sealed ESKELETOS does not yet follow where seat {seat + 1}'s suppressed card "
                              f"{slot + 1} came from, so it cannot turn it up")
        return tuple(Read(owner, TURNED_UP, None, (held.pile, held.deal), ((held.position, owner),))
                     for owner in held.owners)

    def learn(self, state: State, viewer: int, read: Read, value: bytes | tuple[str, ...], memo: Memo,
              seed: bytes) -> State:
        """A vault card opened for everybody: ``viewer``'s filled-in state holds it in the slot
        that holds its position (:func:`place_card`)."""
        if read.name != TURNED_UP or not isinstance(value, tuple) or read.deal is None:
            return state
        position = read.positions[0][0]
        for seat, vault in enumerate(_slots(memo, _st(state))["vault"]):
            for slot, held in enumerate(vault):
                if held is not None and (held.pile, held.deal, held.position) == (*read.deal, position):
                    place_card(state, viewer, seat, slot, value[0].split(" ", 1)[1])
                    return state
        raise SealedError(f"no vault slot holds position {position + 1} of {read.deal[0]}")


HOOKS = EskeletosHooks()
