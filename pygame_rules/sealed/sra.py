"""Hidden draws from a shared deck: a mental-poker shuffle by commutative (SRA /
Pohlig-Hellman) encryption (docs/sealed-links.md, "Hidden draws").

A deal of a :class:`Deck` (``size`` public card encodings in a :class:`~.groups.Group`) among
``seats`` seats, each holding :class:`DeckKeys` derived from its own 32-byte secret:

1. **Shuffle**, seat 0 first: each seat raises every card it receives to its shuffle key
   ``a`` and permutes them (:func:`shuffle_step`). After the last seat no seat knows the
   order, as long as one seat kept its key and permutation secret.
2. **Lock**, the last seat first (in the same message as its shuffle), then back down to
   seat 0: each seat removes its shuffle key from every position ``j`` and puts on a key
   ``b[j]`` of that position alone (:func:`lock_step`), and commits to its opening keys
   ``d[j] = 1 / b[j]`` with one Merkle root. Seat 0's lock output is the dealt deck: card
   ``m`` at position ``j`` is ``m^(b0[j] * b1[j] * ...)``. A deal takes ``2 * seats - 1``
   messages; the last seat's shuffle output is never sent.
3. **Draw** position ``j`` for seat ``S``: every other seat sends its share ``d[j]`` with its
   Merkle path (:meth:`DeckKeys.share`, checked by :func:`check_share`); ``S`` alone adds
   its own and reads the card (:func:`open_card`). A card for everybody: every seat's share.
4. **Verify** at the end: every seat reveals its secret, and :func:`verify_deal` replays every
   step, refusing a shuffle that is not a permutation of what the seat received, a lock that
   does not follow from the seat's keys, or a deck that does not open to every card once.

**A re-deal** of positions that are already encrypted (a discard pile shuffled into what is
left of its deck, some of its cards face down and known to some seats): no public list of
its cards exists, so it cannot start from encodings. It starts with a **rekey** pass, seat 0
first: each seat replaces its opening key of every position (of the earlier deals the
positions come from; 1 for a card already public, which enters as its encoding) by one
common key ``r`` of the new deal (:func:`rekey_step`: ``out[i] = in[i]^(r * d_old[i])``, no
permutation). After the last seat every position is ``m^(r0 * r1 * ...)``, and the shuffle
and lock passes follow as in a deal, each lock also taking its seat's ``r`` off; the dealt
positions open to the pile's original encodings (:class:`Deck` with ``pile``). ``n + 2n - 1``
steps; :func:`verify_deal` replays each rekey exactly.
"""

from __future__ import annotations

import time
from dataclasses import dataclass
from typing import Any, Callable, Sequence

from .commit import LeafChain, MerkleTree, check_path
from .errors import SealedError
from .groups import Group
from .hashing import DIGEST_BYTES, HashStream, check_secret, digest, uint

MAX_DECK_CARDS = 4096
"""Most cards a sealed deck may hold (a share names its position in 2 bytes)."""


class Deck:
    """The public definition of one deal: its ``group``, ``label`` (bytes naming the game,
    the deck and which deal of it, e.g. game id + ``b"company 0 deal 2"``: no two deals share
    one), ``size`` cards and ``seats`` seats. ``cards[i]`` is card ``i``'s public encoding
    (:meth:`~.groups.Group.card`); which game card index ``i`` stands for is the caller's
    list (the engine's draw pile in its canonical order). Raises :class:`SealedError` on a
    size outside 1..:data:`MAX_DECK_CARDS` or seats outside 1..255.

    A **re-deal** (``pile`` given: the encodings of the pile, those of its first deal's
    :class:`Deck` and any fresh ones earlier re-deals added: ``deals.Deal.redeal``) deals
    ``size`` positions that are already encrypted, among the pile's cards:
    ``cards`` is then ``pile`` (``card_index`` answers an index into it, ``size`` may be
    smaller), ``redeal`` is True, and the deal starts with the rekey pass
    (:func:`rekey_step`) instead of the encodings."""

    def __init__(self, group: Group, label: bytes, size: int, seats: int,
                 pile: Sequence[int] | None = None) -> None:
        if not isinstance(size, int) or not 1 <= size <= MAX_DECK_CARDS:
            raise SealedError(f"a sealed deck holds 1 to {MAX_DECK_CARDS} cards")
        if not isinstance(seats, int) or not 1 <= seats <= 255:
            raise SealedError("a sealed deck is dealt among 1 to 255 seats")
        if pile is not None and not size <= len(pile) <= MAX_DECK_CARDS:
            raise SealedError(f"a re-deal of {size} positions needs a pile of {size} to {MAX_DECK_CARDS} cards")
        self.group, self.label, self.size, self.seats = group, label, size, seats
        self.redeal = pile is not None
        self.cards = tuple(pile) if pile is not None else tuple(group.card(label, i) for i in range(size))
        self._index = {element: i for i, element in enumerate(self.cards)}
        if len(self._index) != len(self.cards):  # two hashes landing on one element: never seen
            raise SealedError("two cards of this deck have the same encoding; choose another label")

    def card_index(self, element: int) -> int | None:
        """The card whose encoding ``element`` is, or None."""
        return self._index.get(element)

    def check(self, deck: Sequence[int], what: str) -> None:
        """SealedError unless ``deck`` holds ``size`` distinct ints (an encrypted card twice
        would stay twice through every later step: a copied card)."""
        if len(deck) != self.size:
            raise SealedError(f"{what} holds {len(deck)} cards, not {self.size}")
        if len(set(deck)) != self.size:
            raise SealedError(f"{what} holds the same encrypted card twice (a copied card)")

    def encode(self, deck: Sequence[int]) -> bytes:
        """A deck (encrypted cards, in order) as bytes: ``size * element_bytes``."""
        return b"".join(self.group.encode(x) for x in deck)

    def decode(self, data: bytes, what: str = "the deck received") -> list[int]:
        """The encrypted cards ``data`` holds, each checked to be an element of the group
        (:meth:`~.groups.Group.decode`), all distinct; SealedError otherwise."""
        width = self.group.element_bytes
        if not isinstance(data, bytes) or len(data) != self.size * width:
            raise SealedError(f"{what} is not {self.size} cards of {width} bytes")
        deck = [self.group.decode(data[i:i + width]) for i in range(0, len(data), width)]
        self.check(deck, what)
        return deck


def _deal_id(deck: Deck) -> tuple[str, bytes, int, int]:
    return deck.group.name, deck.label, deck.size, deck.seats


def leaf(deck: Deck, seat: int, position: int, key: bytes) -> bytes:
    """The leaf that commits seat ``seat``'s opening key ``key`` (bytes) of ``position`` in
    ``deck``: the same in the Merkle tree (:attr:`DeckKeys.root`) and the leaf chain
    (:attr:`DeckKeys.chain`)."""
    return digest(b"card key", deck.group.name.encode(), deck.label, uint(seat, 1), uint(position, 2), key)


class DeckKeys:
    """One seat's secret keys for one :class:`Deck`, all derived from ``secret`` (32 bytes,
    :func:`~.hashing.fresh_secret`; the seat keeps it until the end, then reveals it): the
    shuffle key ``a``, the permutation, the per-position keys ``b[j]`` and their inverses, the
    opening keys ``d[j]`` (all keys uniform in 1..order-1), their ``leaves`` (:func:`leaf`),
    ``root``, the Merkle root of the opening keys that the seat publishes with its lock step,
    ``chain``, the :class:`~.commit.LeafChain` over the same leaves that the protocol layer
    publishes beside it (its shares in position order cost 64 bytes), and ``rekey_key``, the
    common key ``r`` of a re-deal's rekey pass (drawn last from the stream, so a deal that is
    not a re-deal has the keys it always had)."""

    def __init__(self, deck: Deck, seat: int, secret: bytes) -> None:
        check_secret(secret, "a deck's secret")
        if not isinstance(seat, int) or not 0 <= seat < deck.seats:
            raise SealedError(f"this deck is dealt among seats 1 to {deck.seats}")
        self.deck, self.seat = deck, seat
        order = deck.group.order
        stream = HashStream(secret, digest(b"deck keys", deck.group.name.encode(), deck.label, uint(seat, 1)))
        self.shuffle_key = 1 + stream.below(order - 1)
        self.permutation = stream.shuffled(deck.size)
        self.card_keys = [1 + stream.below(order - 1) for _ in range(deck.size)]
        self.opening_keys = [pow(b, -1, order) for b in self.card_keys]
        self.leaves = tuple(leaf(deck, seat, j, deck.group.encode_scalar(d)) for j, d in enumerate(self.opening_keys))
        self._tree = MerkleTree(self.leaves)
        self.root = self._tree.root
        self.chain = LeafChain(self.leaves)
        self.rekey_key = 1 + stream.below(order - 1)

    @property
    def unlock_key(self) -> int:
        """What the lock step takes off every position: ``1 / a`` (``1 / (a * r)`` in a
        re-deal, whose rekey pass put ``r`` on)."""
        taken = self.shuffle_key * (self.rekey_key if self.deck.redeal else 1)
        return pow(taken, -1, self.deck.group.order)

    def share(self, position: int) -> "Share":
        """This seat's decryption share of ``position``: its opening key there and the Merkle
        path that proves it against :attr:`root`. Give it only for a card being drawn by
        another seat or shown to all (docs/sealed-links.md, "When to give a share")."""
        return Share(self.seat, position, self.opening_keys[position], self._tree.path(position))


@dataclass(frozen=True)
class Share:
    """Seat ``seat``'s opening key ``key`` of deck position ``position``, with its Merkle
    ``path`` (bottom first) against the root the seat published."""

    seat: int
    position: int
    key: int
    path: tuple[bytes, ...]

    def encode(self, deck: Deck) -> bytes:
        """Seat (1 byte), position (2), key (``scalar_bytes``), path (32 each)."""
        return uint(self.seat, 1) + uint(self.position, 2) + deck.group.encode_scalar(self.key) + b"".join(self.path)

    @classmethod
    def decode(cls, deck: Deck, data: bytes) -> "Share":
        """The share ``data`` holds; SealedError if its length, seat, position or key is out
        of range (whether it is the right key is :func:`check_share`'s question)."""
        width = deck.group.scalar_bytes
        depth = (deck.size - 1).bit_length()
        if not isinstance(data, bytes) or len(data) != 3 + width + depth * DIGEST_BYTES:
            raise SealedError("a decryption share of this deck has another length (it is damaged)")
        seat, position = data[0], int.from_bytes(data[1:3], "big")
        if seat >= deck.seats or position >= deck.size:
            raise SealedError("a decryption share names a seat or a position this deck does not have")
        key = deck.group.decode_scalar(data[3:3 + width])
        rest = data[3 + width:]
        return cls(seat, position, key, tuple(rest[i:i + DIGEST_BYTES] for i in range(0, len(rest), DIGEST_BYTES)))


def shuffle_step(deck: Deck, received: Sequence[int], keys: DeckKeys) -> list[int]:
    """Seat ``keys.seat``'s shuffle: ``out[j] = received[perm[j]] ^ a``. ``received`` is
    ``deck.cards`` for seat 0, else the previous seat's output (read with
    :meth:`Deck.decode`). SealedError if it does not hold ``size`` distinct cards."""
    deck.check(received, f"the deck seat {keys.seat + 1} received to shuffle")
    if received is deck.cards and deck.redeal:
        raise SealedError("a re-deal is shuffled from its rekeyed positions, not from the pile's encodings")
    a = keys.shuffle_key
    return deck.group.power_many([(received[i], a) for i in keys.permutation])


def lock_step(deck: Deck, received: Sequence[int], keys: DeckKeys) -> list[int]:
    """Seat ``keys.seat``'s lock: ``out[j] = received[j] ^ (b[j] / a)``, taking its shuffle
    key (and in a re-deal its rekey key: :attr:`DeckKeys.unlock_key`) off every position and
    putting on a key of that position alone. ``received`` is the last seat's own shuffle
    output for the last seat, else the lock output of the seat after this one."""
    deck.check(received, f"the deck seat {keys.seat + 1} received to lock")
    order = deck.group.order
    unshuffle = keys.unlock_key
    return deck.group.power_many([(x, unshuffle * b % order) for x, b in zip(received, keys.card_keys)])


def rekey_step(deck: Deck, received: Sequence[int], keys: DeckKeys, old: Sequence[int]) -> list[int]:
    """Seat ``keys.seat``'s rekey of a re-deal: ``out[i] = received[i] ^ (r * old[i])``, no
    permutation: its opening key ``old[i]`` of the earlier deal that position ``i`` comes from
    takes off its key there (1 for a card already public, which enters as its encoding), and
    its common key ``r`` (:attr:`DeckKeys.rekey_key`) goes on. ``received`` is the positions as
    they stand for seat 0, else the previous seat's rekey output; after the last seat, card
    ``m`` is ``m^(r0 * r1 * ...)`` at every position and the shuffle pass starts from there.
    SealedError if the deck is not a re-deal, ``received`` is not ``size`` distinct elements or
    ``old`` not ``size`` keys in 1..order-1."""
    if not deck.redeal:
        raise SealedError("only a re-deal of encrypted positions is rekeyed")
    deck.check(received, f"the positions seat {keys.seat + 1} received to rekey")
    order = deck.group.order
    if len(old) != deck.size or not all(isinstance(d, int) and 0 < d < order for d in old):
        raise SealedError(f"seat {keys.seat + 1}'s rekey needs its old key of each of the {deck.size} positions")
    r = keys.rekey_key
    return deck.group.power_many([(x, r * d % order) for x, d in zip(received, old)])


def check_share(deck: Deck, root: bytes, share: Share) -> None:
    """SealedError unless ``share`` is the opening key that seat ``share.seat`` committed to
    for ``share.position`` (``root``: the Merkle root it published with its lock step). A
    wrong key, a key of another position or seat, or a damaged path is refused."""
    if not 0 <= share.key < deck.group.order or not 0 <= share.position < deck.size:
        raise SealedError("a decryption share names a position or key this deck does not have")
    committed = leaf(deck, share.seat, share.position, deck.group.encode_scalar(share.key))
    if not check_path(root, deck.size, share.position, committed, share.path):
        raise SealedError(f"seat {share.seat + 1}'s decryption share of position {share.position + 1} "
                          f"is not the key it committed to (a wrong share)")


def open_card(deck: Deck, dealt: Sequence[int], position: int, shares: Sequence[Share],
              roots: Sequence[bytes], own: DeckKeys | None = None) -> int:
    """The card index at ``position`` of the dealt deck (the last lock step's output).
    ``shares`` must hold exactly one share of that position from every seat but ``own``'s
    (every seat's when ``own`` is None: a card shown to all), each checked against that
    seat's root in ``roots``. SealedError on a missing, extra, repeated or wrong share, or
    when the result is not one of the deck's cards (a seat's shuffle or lock was not honest;
    :func:`verify_deal` names it at the end)."""
    if not isinstance(position, int) or not 0 <= position < deck.size:
        raise SealedError(f"the deck has positions 1 to {deck.size}, not {position!r}")
    if len(roots) != deck.seats:
        raise SealedError(f"opening a card needs the roots of all {deck.seats} seats")
    if own is not None and _deal_id(own.deck) != _deal_id(deck):
        raise SealedError("these keys are for another deal")
    needed = {s for s in range(deck.seats) if own is None or s != own.seat}
    given: dict[int, Share] = {}
    for share in shares:
        if share.seat in given or share.seat not in needed or share.position != position:
            raise SealedError(f"the shares for position {position + 1} must be one from each of "
                              f"seats {', '.join(str(s + 1) for s in sorted(needed))}")
        given[share.seat] = share
    missing = sorted(needed - set(given))
    if missing:
        raise SealedError(f"position {position + 1} opens only with the shares of seats "
                          f"{', '.join(str(s + 1) for s in sorted(needed))}; missing: "
                          f"{', '.join(str(s + 1) for s in missing)}")
    for share in given.values():
        check_share(deck, roots[share.seat], share)
    order = deck.group.order
    exponent = own.opening_keys[position] if own is not None else 1
    for share in given.values():
        exponent = exponent * share.key % order
    card = deck.card_index(deck.group.power_many([(dealt[position], exponent)])[0])
    if card is None:
        raise SealedError(f"position {position + 1} does not open to a card of this deck "
                          f"(a seat's shuffle or lock was not honest)")
    return card


@dataclass(frozen=True)
class DealTranscript:
    """Everything public about one deal, in seat order: the shuffle output of every seat but
    the last (whose shuffle and lock travel as one message: only its lock output is sent),
    every seat's lock output and every seat's Merkle root of opening keys. A re-deal adds
    ``start``, the encrypted positions it re-deals as they stood, and ``rekeyed``, every
    seat's rekey output (both empty for a deal from the encodings)."""

    shuffled: tuple[tuple[int, ...], ...]
    locked: tuple[tuple[int, ...], ...]
    roots: tuple[bytes, ...]
    start: tuple[int, ...] = ()
    rekeyed: tuple[tuple[int, ...], ...] = ()

    @property
    def dealt(self) -> tuple[int, ...]:
        """The dealt deck: seat 0's lock output, the last step."""
        return self.locked[0]


def deal(deck: Deck, keys: Sequence[DeckKeys], spent: list[float] | None = None,
         start: Sequence[int] = (), old: Sequence[Sequence[int]] = ()) -> DealTranscript:
    """Every seat's shuffle step in seat order, then every seat's lock step from the last seat
    down, in one process: what the ``2 * seats - 1`` messages of a deal compute between them
    (tests and benchmarks). A re-deal first rekeys ``start`` (the positions as they stand),
    seat 0 first, each seat with its old keys ``old[seat]`` (:func:`rekey_step`). With
    ``spent`` (one number per seat), each step's CPU seconds (``time.process_time``) are added
    to its seat's number."""
    if [k.seat for k in keys] != list(range(deck.seats)):
        raise SealedError(f"a deal needs the keys of seats 1 to {deck.seats}, in order")
    def timed(seat: int, step: Callable[..., list[int]], *args: Any) -> list[int]:
        """``step(deck, *args)``, its CPU seconds added to ``spent[seat]``."""
        begin = time.process_time()
        out = step(deck, *args)
        if spent is not None:
            spent[seat] += time.process_time() - begin
        return out

    received: list[int] = list(deck.cards)
    rekeyed = []
    if deck.redeal:
        if len(old) != deck.seats:
            raise SealedError(f"a re-deal needs the old keys of all {deck.seats} seats")
        received = list(start)
        for k in keys:
            received = timed(k.seat, rekey_step, received, k, old[k.seat])
            rekeyed.append(tuple(received))
    shuffled = []
    for k in keys:
        received = timed(k.seat, shuffle_step, received, k)
        shuffled.append(tuple(received))
    locked: list[tuple[int, ...]] = []
    for k in reversed(keys):
        received = timed(k.seat, lock_step, received, k)
        locked.insert(0, tuple(received))
    return DealTranscript(tuple(shuffled[:-1]), tuple(locked), tuple(k.root for k in keys),
                          tuple(start) if deck.redeal else (), tuple(rekeyed))


def verify_deal(deck: Deck, transcript: DealTranscript, secrets: Sequence[bytes],
                old: Sequence[Sequence[int]] = ()) -> list[int]:
    """The card index at every position of the dealt deck, after checking the whole deal
    against every seat's revealed ``secret`` (in seat order). SealedError, naming the seat,
    when a seat's rekey output (a re-deal: ``old[seat]`` its old keys of the positions, from
    its revealed secrets of the earlier deals) is not exactly what its keys give, when a
    seat's shuffle output is not a permutation of the deck it received raised to its shuffle
    key (the last seat's, never sent, is replayed from its secret), when a lock output or root
    does not follow from the seat's keys, or when the dealt deck does not open to every card
    exactly once (in a re-deal: to distinct cards of the pile)."""
    n = deck.seats
    if len(secrets) != n or len(transcript.shuffled) != n - 1 \
            or len(transcript.locked) != n or len(transcript.roots) != n:
        raise SealedError(f"verifying a deal needs the steps and secrets of all {n} seats")
    keys = [DeckKeys(deck, seat, secret) for seat, secret in enumerate(secrets)]
    power_many = deck.group.power_many
    received: Sequence[int] = deck.cards
    if deck.redeal:
        if len(old) != n or len(transcript.rekeyed) != n:
            raise SealedError(f"verifying a re-deal needs the rekey steps and old keys of all {n} seats")
        received = transcript.start
        for k, out in zip(keys, transcript.rekeyed):
            expected = rekey_step(deck, received, k, old[k.seat])
            wrong = [i for i, (x, y) in enumerate(zip(expected, out)) if x != y]
            if wrong or len(out) != deck.size:
                at = wrong[0] + 1 if wrong else 1
                raise SealedError(f"seat {k.seat + 1}'s rekey of position {at} does not follow from "
                                  f"the keys it revealed")
            received = out
    elif transcript.rekeyed or transcript.start:
        raise SealedError("a deal from the encodings has no rekey steps")
    for k, out in zip(keys, transcript.shuffled):
        deck.check(out, f"seat {k.seat + 1}'s shuffled deck")
        if sorted(power_many([(x, k.shuffle_key) for x in received])) != sorted(out):
            raise SealedError(f"seat {k.seat + 1}'s shuffled deck is not a permutation of the deck "
                              f"it received (under the key it revealed)")
        received = out
    received = shuffle_step(deck, received, keys[-1])
    for k in reversed(keys):
        out, root = transcript.locked[k.seat], transcript.roots[k.seat]
        expected = lock_step(deck, received, k)
        wrong = [j for j, (x, y) in enumerate(zip(expected, out)) if x != y]
        if wrong or len(out) != deck.size:
            at = wrong[0] + 1 if wrong else 1
            raise SealedError(f"seat {k.seat + 1}'s lock of position {at} does not follow from the key it revealed")
        if root != k.root:
            raise SealedError(f"seat {k.seat + 1}'s committed opening keys are not the ones its secret gives")
        received = out
    order = deck.group.order
    exponents = []
    for position in range(len(received)):
        exponent = 1
        for k in keys:
            exponent = exponent * k.opening_keys[position] % order
        exponents.append(exponent)
    cards: list[int] = []
    for position, opened in enumerate(power_many(list(zip(received, exponents)))):
        card = deck.card_index(opened)
        if card is None or card in cards:
            raise SealedError(f"the dealt deck is not a permutation of the cards "
                              f"(position {position + 1} opens to {'no card' if card is None else 'a card twice'})")
        cards.append(card)
    return cards
