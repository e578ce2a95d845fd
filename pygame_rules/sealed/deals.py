"""One deal of a pile in sealed play: its steps as they arrive in messages, the seats' share
commitments, the shares given, and opening a position (docs/sealed-links.md, "Hidden draws"
and "The protocol layer").

The algebra is ``sra.py``'s; this module is the bookkeeping a table keeps per deal between
messages, and the checks each arriving item gets: a step must be the next one, from the seat
whose step it is, decode to distinct group elements (and, on step 0, name the same card list
as the reader's rules); a public share must chain back to what its seat committed
(:func:`~.commit.check_run`).
"""

from __future__ import annotations

import copy
from typing import Mapping, Sequence

from .commit import check_path, check_run
from .errors import SealedError
from .groups import Group
from .hashing import DIGEST_BYTES, digest, frame, uint
from .messages import DealStep, KeyShare, Share
from .sra import DealTranscript, Deck, DeckKeys, leaf, lock_step, rekey_step, shuffle_step, verify_deal

DealKey = tuple[str, int]
"""A deal's name: ``(pile, deal number)`` as the engine's ``ChanceKind`` says them."""
Source = tuple["DealKey | None", int]
"""Where a position of a re-deal comes from: ``(earlier deal, its position)`` for a card still
encrypted there, or ``(None, card index)`` for a card of the pile already shown to all (the
index names the card in the pile's list: it enters as a fresh encoding, :meth:`Deal.redeal`)."""


def deck_label(game_id: bytes, pile: str, number: int) -> bytes:
    """The label of a deal's :class:`~.sra.Deck`: its cards' encodings and every seat's keys
    are its own (no two deals of a game, nor of two games, share one)."""
    return frame(game_id, pile.encode("utf-8"), uint(number, 4))


def sources_digest(key: DealKey, sources: Sequence[Source]) -> bytes:
    """The digest of a re-deal's sources that its step 0 carries: every seat checks that it
    re-deals the same positions, in the same order."""
    parts = [b"" if d is None else frame(d[0].encode("utf-8"), uint(d[1], 4)) for d, _ in sources]
    return digest(b"redeal sources", key[0].encode("utf-8"), uint(key[1], 4),
                  *(frame(part, uint(n, 4)) for part, (_, n) in zip(parts, sources)))


def cards_digest(key: DealKey, cards: Sequence[str]) -> bytes:
    """The digest of a deal's card list that its step 0 carries: every seat checks that its
    rules give the same list."""
    return digest(b"deal cards", key[0].encode("utf-8"), uint(key[1], 4), *(c.encode("utf-8") for c in cards))


class Deal:
    """Deal ``key`` of the ``cards`` (outcome strings, one per card, the game's canonical
    order) among ``seats`` seats in ``group``, in the game ``game_id``.

    A **re-deal** (:meth:`redeal`) deals positions already encrypted in earlier deals of the
    same pile (and cards of it already shown): its ``sources`` say where each comes from,
    ``start`` holds them as they stand, and its first ``seats`` steps are the rekey pass
    (:func:`~.sra.rekey_step`, seat 0 first), so it takes ``3 * seats - 1`` steps.

    Attributes:
        outputs: the decks each step output, in step order (:attr:`steps` when complete).
        chain_roots, tree_roots: per seat, the roots of its opening keys (None before its lock).
        cursors: per seat that locked, ``(position, chain value there)``: where its next
            public share starts (:meth:`accept_share`).
        keys: ``{(seat, position): opening key}`` of every public share accepted.
        received: ``{(seat, position): KeyShare}`` of the keys sealed to this table's seat (a
            card passed on to it, cards it looked at): kept to be passed on in turn.
        next: the next position to draw (positions are drawn from 0 up).
        seen: ``{position: seen_by}`` for each position drawn or looked at.
        known: ``{position: outcome}`` of each position this table's seat has opened.
    """

    def __init__(self, group: Group, game_id: bytes, key: DealKey, cards: Sequence[str], seats: int) -> None:
        if not cards:
            raise SealedError(f"{key[0]} (deal {key[1]}) has no card to deal")
        self._begin(key, cards, Deck(group, deck_label(game_id, *key), len(cards), seats))

    def _begin(self, key: DealKey, cards: Sequence[str], deck: Deck, sources: Sequence[Source] = (),
               start: Sequence[int] = ()) -> None:
        """Every attribute of a deal of ``deck`` with no step taken (a re-deal: its ``sources``
        and the ``start`` positions they stand for)."""
        self.key = key
        self.cards = tuple(cards)
        self.deck = deck
        self.seats = deck.seats
        self.outputs: list[tuple[int, ...]] = []
        self.chain_roots: list[bytes | None] = [None] * deck.seats
        self.tree_roots: list[bytes | None] = [None] * deck.seats
        self.cursors: dict[int, tuple[int, bytes]] = {}
        self.keys: dict[tuple[int, int], int] = {}
        self.received: dict[tuple[int, int], KeyShare] = {}
        self.next = 0
        self.seen: dict[int, tuple[int, ...]] = {}
        self.known: dict[int, str] = {}
        self.sources: tuple[Source, ...] = tuple(sources)
        self.start: tuple[int, ...] = tuple(start)
        self.step0 = sources_digest(key, self.sources) if deck.redeal else cards_digest(key, self.cards)

    @property
    def rekeys(self) -> int:
        """The rekey steps before the shuffles: one per seat in a re-deal, else none."""
        return self.seats if self.deck.redeal else 0

    @classmethod
    def redeal(cls, game_id: bytes, key: DealKey, earlier: Mapping[DealKey, "Deal"],
               sources: Sequence[Source]) -> "Deal":
        """Deal ``key``: the positions ``sources`` name, of the ``earlier`` deals of the same
        pile (each complete), re-dealt among the same seats, and the cards of the pile already
        shown to all that join them (``(None, index)``: ``index`` names the card in the latest
        earlier deal's :attr:`cards`). A shown card enters as a *fresh encoding*, an element
        of the group hashed from this deal's label (``group.card(label + "fresh", j)``, the
        j-th shown card), never as an encoding an earlier deal used: a hidden position of
        those deals may hold that very encoding (another copy of the same card, face down),
        and the deal would then hold one encrypted card twice. The pile's encodings
        (``deck.cards``) and :attr:`cards` are therefore the latest earlier deal's (the first
        deal's, then every re-deal's fresh ones appended: each earlier one is a prefix of the
        next), followed by this deal's fresh ones: opened positions name the pile's cards,
        whichever deal encoded them. SealedError for no source, a source twice, an unknown
        or incomplete deal, another pile's deal, or a position or card out of range."""
        if not sources:
            raise SealedError(f"{key[0]} (deal {key[1]}) re-deals no position")
        if len(set(sources)) != len(sources):
            raise SealedError(f"{key[0]} (deal {key[1]}) re-deals a position twice")
        same = [d for k, d in earlier.items() if k[0] == key[0] and k[1] < key[1]]
        if not same or any(d is not None and d[0] != key[0] for d, _ in sources):
            raise SealedError(f"{key[0]} (deal {key[1]}) re-deals positions of no earlier deal of its pile")
        first = same[0]
        latest = max(same, key=lambda d: d.key[1])
        pile, names = latest.deck.cards, latest.cards
        group, label = first.deck.group, frame(deck_label(game_id, *key), b"fresh")
        fresh: list[int] = []
        fresh_names: list[str] = []
        start = []
        for d, n in sources:
            if d is None:
                if not 0 <= n < len(names):
                    raise SealedError(f"{key[0]} (deal {key[1]}) re-deals a card the pile does not have")
                fresh.append(group.card(label, len(fresh)))
                fresh_names.append(names[n])
                start.append(fresh[-1])
                continue
            old = earlier.get(d)
            if old is None or not old.complete or pile[:len(old.deck.cards)] != old.deck.cards \
                    or not 0 <= n < old.deck.size:
                raise SealedError(f"{key[0]} (deal {key[1]}) re-deals position {n + 1} of {d[0]} (deal {d[1]}), "
                                  f"which is not a dealt position of this pile")
            start.append(old.dealt[n])
        deck = Deck(group, deck_label(game_id, *key), len(sources), first.seats, pile=(*pile, *fresh))
        deck.check(start, f"the positions {key[0]} (deal {key[1]}) re-deals")
        new = cls.__new__(cls)
        new._begin(key, (*names, *fresh_names), deck, sources, start)
        return new

    def old_keys(self, seat_keys: Mapping[DealKey, DeckKeys]) -> list[int]:
        """One seat's old opening key of each position a re-deal takes in, from its
        :class:`~.sra.DeckKeys` of the earlier deals (``seat_keys``); 1 for a card already
        shown. What its rekey step takes off (:func:`~.sra.rekey_step`)."""
        return [1 if d is None else seat_keys[d].opening_keys[n] for d, n in self.sources]

    def copy(self) -> "Deal":
        """An independent copy (the deck and the tuples are shared: never changed)."""
        new = copy.copy(self)
        new.outputs = list(self.outputs)
        new.chain_roots, new.tree_roots = list(self.chain_roots), list(self.tree_roots)
        new.cursors, new.keys, new.seen = dict(self.cursors), dict(self.keys), dict(self.seen)
        new.received, new.known = dict(self.received), dict(self.known)
        return new

    @property
    def name(self) -> str:
        """The deal in words, for messages: ``deck 1 (deal 2)``."""
        return f"{self.key[0]} (deal {self.key[1]})"

    # ------------------------------------------------------------------ steps
    @property
    def steps(self) -> int:
        """How many steps the deal takes: ``2 * seats - 1`` (a re-deal: ``seats`` more)."""
        return self.rekeys + 2 * self.seats - 1

    @property
    def complete(self) -> bool:
        """Whether every step is in (the dealt deck is :attr:`dealt`)."""
        return len(self.outputs) == self.steps

    @property
    def dealt(self) -> tuple[int, ...]:
        """The dealt deck (the last step's output). SealedError before the deal is complete."""
        if not self.complete:
            raise SealedError(f"{self.name} is not dealt yet")
        return self.outputs[-1]

    def step_seat(self, step: int) -> int:
        """Whose step ``step`` is: in a re-deal, seats 0..n-1 rekey first; then seats 0..n-1
        shuffle (the last one locks in the same step), then seats n-2 down to 0 lock."""
        n = self.seats
        if step < self.rekeys:
            return step
        step -= self.rekeys
        return step if step < n else 2 * n - 2 - step

    def _is_lock(self, step: int) -> bool:
        return step - self.rekeys >= self.seats - 1

    def _input(self, step: int) -> Sequence[int]:
        if step == 0:
            return self.start if self.rekeys else self.deck.cards
        return self.outputs[step - 1]

    def make_step(self, keys: DeckKeys, old: Sequence[int] = ()) -> DealStep:
        """This seat's next step of the deal (``keys``: its :class:`~.sra.DeckKeys` of this
        deal; in a re-deal's rekey pass ``old``, its :meth:`old_keys`), as the item its
        message carries. SealedError when it is not its step."""
        step = len(self.outputs)
        if self.complete or self.step_seat(step) != keys.seat:
            raise SealedError(f"it is not seat {keys.seat + 1}'s step of {self.name}")
        deck = self.deck
        received = self._input(step)
        last_shuffle = self.rekeys + self.seats - 1
        if step < self.rekeys:
            out = rekey_step(deck, received, keys, old)
        elif step < last_shuffle:
            out = shuffle_step(deck, received, keys)
        elif step == last_shuffle:
            out = lock_step(deck, shuffle_step(deck, received, keys), keys)
        else:
            out = lock_step(deck, received, keys)
        roots = (keys.chain.root, keys.root) if self._is_lock(step) else (b"", b"")
        return DealStep(self.key[0], self.key[1], step, deck.encode(out), self.step0 if step == 0 else b"", *roots)

    def accept_step(self, seat: int, item: DealStep) -> None:
        """Take step ``item`` from ``seat``: SealedError, changing nothing, unless it is the next
        step, ``seat``'s, its deck ``size`` distinct elements of the group, step 0 naming this
        deal's card list, and a lock step carrying both roots (and no other step any)."""
        step = len(self.outputs)
        who = f"seat {seat + 1}"
        if self.complete or item.step != step or self.step_seat(step) != seat:
            raise SealedError(f"{who} sent step {item.step + 1} of {self.name}, where "
                              + ("the deal is complete" if self.complete
                                 else f"step {step + 1}, seat {self.step_seat(step) + 1}'s, is due"))
        if (item.step == 0) != bool(item.cards) or (item.cards and item.cards != self.step0):
            raise SealedError(f"{who} deals another card list for {self.name} than these rules give "
                              f"(another rules version, or a forged deal)")
        lock = self._is_lock(step)
        if lock != bool(item.chain_root) or any(len(r) != (DIGEST_BYTES if lock else 0)
                                                 for r in (item.chain_root, item.tree_root)):
            raise SealedError(f"{who}'s step of {self.name} is damaged (its roots)")
        out = self.deck.decode(item.deck, f"{who}'s step {step + 1} of {self.name}")
        self.outputs.append(tuple(out))
        if lock:
            self.chain_roots[seat], self.tree_roots[seat] = item.chain_root, item.tree_root
            self.cursors[seat] = (0, item.chain_root)

    # ------------------------------------------------------------------ shares
    def make_share(self, keys: DeckKeys, position: int) -> Share:
        """``keys.seat``'s public share of ``position``: the leaves it skipped since its last
        public share, its opening key there and its chain value past it."""
        start, _ = self.cursors[keys.seat]
        if not start <= position < self.deck.size:
            raise SealedError(f"seat {keys.seat + 1} has shared {self.name} past position {position + 1}")
        group = self.deck.group
        return Share(position, keys.leaves[start:position], group.encode_scalar(keys.opening_keys[position]),
                     keys.chain.after(position))

    def accept_share(self, seat: int, item: Share, position: int) -> None:
        """Take ``seat``'s public share of ``position`` (the position being drawn): SealedError,
        changing nothing, unless it names that position, skips exactly the positions since
        the seat's last public share, and its key, skipped leaves and next value chain back to
        what the seat committed (its chain root, or its last share's next value)."""
        who = f"seat {seat + 1}"
        if seat not in self.cursors:
            raise SealedError(f"{who} shares {self.name} before locking it")
        start, held = self.cursors[seat]
        if item.position != position or len(item.skipped) != position - start:
            raise SealedError(f"{who}'s share is for position {item.position + 1} of {self.name}, "
                              f"where position {position + 1} is being drawn")
        key = self.deck.group.decode_scalar(item.key)
        if not check_run(held, (*item.skipped, leaf(self.deck, seat, position, item.key)), item.after):
            raise SealedError(f"{who}'s share of position {position + 1} of {self.name} is not the key "
                              f"it committed to (a wrong share)")
        self.keys[(seat, position)] = key
        self.cursors[seat] = (position + 1, item.after)

    def check_key_share(self, share: KeyShare) -> int:
        """The key of a share sealed to this table's seat (a card passed on, cards looked at):
        SealedError unless its Merkle path leads to its owner's tree root."""
        if not 0 <= share.owner < self.seats or not 0 <= share.position < self.deck.size:
            raise SealedError(f"a key of {self.name} names a seat or position the deal does not have")
        root = self.tree_roots[share.owner]
        key = self.deck.group.decode_scalar(share.key)
        if root is None or not check_path(root, self.deck.size, share.position,
                                          leaf(self.deck, share.owner, share.position, share.key), share.path):
            raise SealedError(f"seat {share.owner + 1}'s key for position {share.position + 1} of {self.name} "
                              f"is not the one it committed to")
        return key

    def key_share(self, keys: DeckKeys, position: int) -> KeyShare:
        """``keys.seat``'s own key of ``position`` with its Merkle path, to seal to one seat."""
        share = keys.share(position)
        return KeyShare(keys.seat, position, self.deck.group.encode_scalar(share.key), share.path)

    # ------------------------------------------------------------------ opening
    def open(self, position: int, keys: Sequence[int]) -> int:
        """The card index at ``position`` of the dealt deck, opened with ``keys`` (one opening
        key per seat, from shares or the reader's own). SealedError when it opens to no card
        of the deal (a seat's shuffle or lock was not honest: the end's check names it)."""
        order = self.deck.group.order
        exponent = 1
        for k in keys:
            exponent = exponent * k % order
        card = self.deck.card_index(self.deck.group.power_many([(self.dealt[position], exponent)])[0])
        if card is None:
            raise SealedError(f"position {position + 1} of {self.name} does not open to one of its cards "
                              f"(a seat's shuffle, lock or share was not honest; the end's check names it)")
        return card

    def public_keys(self, position: int, seats: Sequence[int]) -> list[int]:
        """The public shares of ``position`` from ``seats`` (each must be in)."""
        return [self.keys[(s, position)] for s in seats]

    # ------------------------------------------------------------------ the end
    def verify(self, secrets: Sequence[bytes], old: Sequence[Sequence[int]] = ()) -> list[int]:
        """The card index at every position, after checking the whole deal against every seat's
        deal secret (revealed at the end, in seat order): ``sra.verify_deal`` (each rekey
        exactly what the secret and ``old``, every seat's :meth:`old_keys` from its revealed
        earlier deals, give; each shuffle a permutation, each lock and tree root exactly what
        the secret gives, every card once) and each seat's chain root. SealedError naming the
        seat otherwise."""
        n, r = self.seats, self.rekeys
        if not self.complete:
            raise SealedError(f"{self.name} was never completed")
        transcript = DealTranscript(tuple(self.outputs[r:r + n - 1]),
                                    tuple(self.outputs[r + 2 * n - 2 - s] for s in range(n)),
                                    tuple(rr or b"" for rr in self.tree_roots), self.start, tuple(self.outputs[:r]))
        for seat, secret in enumerate(secrets):
            if self.chain_roots[seat] != DeckKeys(self.deck, seat, secret).chain.root:
                raise SealedError(f"seat {seat + 1}'s committed opening keys of {self.name} are not "
                                  f"the ones its secret gives")
        return verify_deal(self.deck, transcript, secrets, old)
