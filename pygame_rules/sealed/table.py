"""One seat's table: the sealed protocol's state machine over a game in play
(docs/sealed-links.md, "The table: what is due, and who sends next").

A :class:`Table` holds the engine state its seat plays on (exact for what the seat may see,
filled for the rest), the public chance verifiers, the deals, the commitments and openings,
the move waiting for openings, and the reveals. :meth:`Table.fulfil` takes one item of one
seat's message, checks that it fulfils something that seat owes now, and advances: every
chance node whose contributions are in is resolved, until the game needs a seat again.
:meth:`Table.urgent` and :meth:`Table.ready` say what each seat owes; :meth:`Table.auto` makes
the viewer's own item for what it owes that is not a decision.

Three viewpoints: a seat (``viewer`` and its own seat secret), and the *omniscient* table of
the end's verification (every seat secret, the true game; :meth:`Table.verify_deals`).

Every method that changes the table raises :class:`~.errors.SealedError` for a refusal;
callers process a message on :meth:`Table.copy` and keep it only when every item went through.
"""

from __future__ import annotations

import copy
from dataclasses import dataclass, field, replace
from typing import Any

from ..core import ChanceKind, Game, IllegalActionError, State
from .chain import ChainVerifier, HashChain, PublicChance
from .commit import commit
from .deals import Deal, DealKey
from .errors import SealedError
from .groups import P256, Group
from .hashing import DIGEST_BYTES, HashStream, digest, frame, uint
from .hooks import GameHooks, Read
from .messages import (Action, Announce, DealStep, Item, Keys, Link, Opening, Reveal, Sealed, SeatEntry, Secret, Setup,
                       Share, ShownAction, decode_inner, encode_inner)
from .sra import DeckKeys

GROUPS: dict[str, Group] = {"P-256": P256}
"""The groups a setup may name for its deals."""
NOTE_BLOCK = 16
"""A secret decision's note is padded to a multiple of this many bytes."""


# ---------------------------------------------------------------------------- seat secrets
def derive(secret: bytes, *parts: bytes) -> bytes:
    """32 bytes derived from a seat secret: ``HashStream(secret, frame("seat secret",
    *parts)).read(32)`` (the chain secret, a deal secret, a salt)."""
    return HashStream(secret, frame(b"seat secret", *parts)).read(DIGEST_BYTES)


def chain_of(secret: bytes, setup: Setup, seat: int, length: int) -> HashChain:
    """The hash chain of ``seat``'s seat secret in this game."""
    return HashChain(derive(secret, b"chain"), length, setup.game_id, seat)


def deal_secret(secret: bytes, key: DealKey) -> bytes:
    """A seat's secret for deal ``key``: its keys of that deal follow from it (``DeckKeys``)."""
    return derive(secret, b"deal", key[0].encode("utf-8"), uint(key[1], 4))


def salt_of(secret: bytes, name: str) -> bytes:
    """The salt of a seat's commitment ``name``."""
    return derive(secret, b"salt", name.encode("utf-8"))


def commitment_context(setup: Setup, seat: int, name: str) -> bytes:
    """What a commitment is bound to: the game, its seat and its name."""
    return frame(setup.game_id, uint(seat, 1), name.encode("utf-8"))


def _note_stream(secret: bytes, number: int, index: int, size: int) -> bytes:
    return HashStream(secret, frame(b"note", uint(number, 4), uint(index, 2))).read(size)


def encrypt_note(secret: bytes, number: int, index: int, action: str) -> bytes:
    """A secret decision ``action`` hidden in item ``index`` of message ``number``: UTF-8,
    zero-padded to a multiple of :data:`NOTE_BLOCK`, XOR the seat's note stream there."""
    plain = action.encode("utf-8")
    plain += bytes(-len(plain) % NOTE_BLOCK or (0 if plain else NOTE_BLOCK))
    return bytes(a ^ b for a, b in zip(plain, _note_stream(secret, number, index, len(plain))))


def decrypt_note(secret: bytes, number: int, index: int, note: bytes) -> str:
    """The action of a note (:func:`encrypt_note`); SealedError when it is not one."""
    plain = bytes(a ^ b for a, b in zip(note, _note_stream(secret, number, index, len(note))))
    try:
        text = plain.rstrip(b"\0").decode("utf-8")
    except UnicodeDecodeError:
        text = ""
    if not text or "\0" in text:
        raise SealedError("a secret decision's note does not decrypt to an action (it was changed)")
    return text


def sealed_info(setup: Setup, number: int, index: int, to: int) -> bytes:
    """The ``info`` of the sealed part in item ``index`` of message ``number``, to seat ``to``:
    binds the part to its place, so it cannot be moved elsewhere."""
    return digest(b"sealed part", setup.game_id, uint(number, 4), uint(index, 2), uint(to, 1))


# ---------------------------------------------------------------------------- obligations
@dataclass(frozen=True)
class Obligation:
    """Something seat ``seat`` owes: ``what`` is ``"decide"``, ``"link"``, ``"deal"``,
    ``"share"``, ``"announce"`` (the group of the card it drew), ``"open"`` or ``"reveal"``;
    ``deal`` and ``number`` (a step or a position) for deals, shares and announcements;
    ``read`` for an opening; ``urgent`` False for a deal step that nothing waits on yet."""

    seat: int
    what: str
    deal: DealKey | None = None
    number: int = 0
    read: Read | None = None
    urgent: bool = True

    def words(self, names: list[str]) -> str:
        """The obligation in words, for refusals: ``Ann's chain link``."""
        who = names[self.seat]
        if self.what == "decide":
            return f"{who}'s move"
        if self.what == "link":
            return f"{who}'s chain link"
        if self.what == "deal":
            return f"{who}'s step {self.number + 1} of {self.deal[0] if self.deal else ''}"
        if self.what == "share":
            return f"{who}'s share of {self.deal[0] if self.deal else ''}"
        if self.what == "announce" and self.read is not None:
            return f"{who}'s word on {self.read.name}"
        if self.what == "announce":
            return f"{who}'s word on the card it drew from {self.deal[0] if self.deal else ''}"
        if self.what == "open" and self.read is not None and self.read.keys and self.read.audience is not None:
            return f"{who}'s keys of {self.read.name} for {names[self.read.audience]}"
        if self.what == "open":
            return f"{who}'s opening of {self.read.name if self.read else ''}"
        return f"{who}'s reveal"


@dataclass
class Pending:
    """A move waiting for what it reads: ``seat`` plays ``action`` (None: another seat's secret
    decision, filled in once the reads are in), which ``reads``, given one after the other;
    ``got`` maps a read's index to its value here (an opened commitment's value; for keys,
    the outcomes opened; None when sealed to another seat); ``said`` an announced read's
    group (``Read.announce``). ``chance``: ``action`` is a chance outcome (``seat`` -1), applied
    as such once the reads are in (``GameHooks.chance_reads``). ``recheck``: the action is
    known to every seat (public, or chance), so once the reads are in and learned the game
    may add more (``GameHooks.more_reads``: what the ply reads next may depend on what it
    read first); ``learned``: how many reads the viewer's state has taken in."""

    seat: int
    action: str | None
    reads: tuple[Read, ...]
    got: dict[int, bytes | tuple[str, ...] | None] = field(default_factory=dict)
    said: dict[int, str] = field(default_factory=dict)
    chance: bool = False
    recheck: bool = False
    learned: int = 0


# ---------------------------------------------------------------------------- the table
class Table:
    """The protocol state of a sealed game in play, from one viewpoint.

    Args:
        setup: the invite's setup.
        entries: every seat's entry, in seat order.
        game: the game (``pygame_rules.get_game(setup.game)``).
        hooks: its :class:`~.hooks.GameHooks`.
        viewer: the seat this table plays for, or None (omniscient).
        secrets: ``{seat: seat secret}``: the viewer's own, or every seat's (omniscient).
        names: the seats' names, for messages.
    Raises:
        SealedError: an unknown group, a setup the game refuses, or a secret missing.
    """

    def __init__(self, setup: Setup, entries: list[SeatEntry], game: Game, hooks: GameHooks,
                 viewer: int | None, secrets: dict[int, bytes], names: list[str]) -> None:
        if setup.group not in GROUPS:
            raise SealedError(f"the invite deals in {setup.group}, which this version does not know")
        n = setup.num_players
        if viewer is None and set(secrets) != set(range(n)):
            raise SealedError("the end's verification needs every seat's revealed secret")
        if viewer is not None and viewer not in secrets:
            raise SealedError("a seat's table needs its own seat secret")
        self.setup, self.entries, self.game, self.hooks = setup, entries, game, hooks
        self.group = GROUPS[setup.group]
        self.n, self.viewer, self.names = n, viewer, names
        self.secrets = dict(secrets)
        self.omniscient = viewer is None
        try:
            self.state: State = game.new_game(n, dict(setup.options))
        except (ValueError, TypeError) as exc:
            raise SealedError(f"the invite's game cannot be set up here: {exc}") from exc
        self.chance = PublicChance([ChainVerifier(e.head, e.length, setup.game_id, s) for s, e in enumerate(entries)])
        self.links: dict[int, bytes] = {}
        self.deals: dict[DealKey, Deal] = {}
        self.deal_order: list[DealKey] = []
        self.commitments: dict[tuple[int, str], bytes] = {}
        self.opened: dict[tuple[int, str], bytes] = {}
        self.pending: Pending | None = None
        self.revealed: dict[int, bytes] = {}
        self.announced: dict[tuple[DealKey, int], str] = {}
        self.memo: dict[str, Any] = {}  # the game hooks' bookkeeping (hooks.Memo)
        self.draws = self.rolls = self.decisions = 0
        self.before_end: State | None = None
        self._chains: dict[int, HashChain] = {}
        self._keys: dict[tuple[int, DealKey], DeckKeys] = {}
        self.advance()

    def copy(self) -> "Table":
        """An independent copy (for a message processed on trial): the engine state cloned, the
        protocol state copied; derived keys and chains shared (they never change)."""
        new = copy.copy(self)
        new.state = self.state.clone()
        new.chance = copy.deepcopy(self.chance)
        new.links, new.commitments, new.opened = dict(self.links), dict(self.commitments), dict(self.opened)
        new.deals = {k: d.copy() for k, d in self.deals.items()}
        new.deal_order = list(self.deal_order)
        p = self.pending
        new.pending = None if p is None else replace(p, got=dict(p.got), said=dict(p.said))
        new.memo = copy.deepcopy(self.memo)
        new.revealed = dict(self.revealed)
        new.announced = dict(self.announced)
        new._chains, new._keys = dict(self._chains), dict(self._keys)
        return new

    # ------------------------------------------------------------------ derived secrets
    def _knows(self, seat: int) -> bool:
        return seat in self.secrets

    def chain(self, seat: int) -> HashChain:
        """``seat``'s own hash chain (its secret must be known here)."""
        if seat not in self._chains:
            self._chains[seat] = chain_of(self.secrets[seat], self.setup, seat, self.entries[seat].length)
        return self._chains[seat]

    def deck_keys(self, seat: int, deal: Deal) -> DeckKeys:
        """``seat``'s keys of ``deal`` (its secret must be known here)."""
        key = (seat, deal.key)
        if key not in self._keys:
            self._keys[key] = DeckKeys(deal.deck, seat, deal_secret(self.secrets[seat], deal.key))
        return self._keys[key]

    def old_keys(self, seat: int, deal: Deal) -> list[int]:
        """``seat``'s old opening keys of the positions re-deal ``deal`` takes in (its secret
        must be known here): what its rekey step takes off (:meth:`~.deals.Deal.old_keys`)."""
        return deal.old_keys({d: self.deck_keys(seat, self.deals[d]) for d, _ in deal.sources if d is not None})

    def salt(self, seat: int, name: str) -> bytes:
        """The salt of ``seat``'s commitment ``name`` (its secret must be known here)."""
        return salt_of(self.secrets[seat], name)

    # ------------------------------------------------------------------ what is owed
    def _current_deal(self, kind: ChanceKind) -> Deal:
        return self.deals[(kind.pile, kind.deal)]

    def _position(self, kind: ChanceKind, deal: Deal) -> int:
        return kind.position if kind.kind == "slot" and kind.position is not None else deal.next

    def _sharers(self, kind: ChanceKind) -> list[int]:
        """The seats whose public shares open a card seen by ``kind.seen_by``."""
        return self._sharers_of(kind.seen_by)

    def _sharers_of(self, seen: tuple[int, ...]) -> list[int]:
        """The seats whose public shares open a card seen by ``seen``."""
        if len(seen) == self.n:
            return list(range(self.n))
        if len(seen) == 1:
            return [s for s in range(self.n) if s != seen[0]]
        if not seen:
            return []
        raise SealedError("a card seen by some seats but not all is not handled in sealed play yet")

    def urgent(self) -> list[Obligation]:
        """What the seats owe now, in order, that the game waits on (docs/sealed-links.md,
        "The table" table)."""
        if self.pending is not None:  # the reads are given one after the other
            p = self.pending
            i = len(p.got)
            read = p.reads[i]
            if read.announce and i not in p.said:
                assert read.deal is not None
                return [Obligation(read.owner, "announce", read.deal, i, read=read)]
            return [Obligation(read.owner, "open", read=self._giving(read, p.said.get(i)), number=i)]
        st = self.state
        if st.is_terminal():
            return [Obligation(s, "reveal") for s in range(self.n) if s not in self.revealed]
        if not st.is_chance_node():
            return [Obligation(st.current_player, "decide")]
        kind = st.chance_kind()
        if kind.kind == "public":
            return [Obligation(s, "link") for s in range(self.n) if s not in self.links]
        deal = self._current_deal(kind)
        if not deal.complete:
            step = len(deal.outputs)
            return [Obligation(deal.step_seat(step), "deal", deal.key, step)]
        position = self._position(kind, deal)
        shares = [Obligation(s, "share", deal.key, position) for s in self._sharers(kind)
                  if (s, position) not in deal.keys]
        return shares or self._announcement_owed(kind, deal, position)

    def _giving(self, read: Read, said: str | None) -> Read:
        """How an announced read's keys are given once its group is ``said``: for everybody
        when the game shows that group (``GameHooks.read_shown``), else as the read says."""
        if read.announce and said is not None and self.hooks.read_shown(self.state, read, said):
            return replace(read, audience=None)
        return read

    def _announcement_owed(self, kind: ChanceKind, deal: Deal, position: int) -> list[Obligation]:
        """What the drawer still owes of its word on the card at ``position`` of ``deal``
        (``GameHooks.announces``): the word, then, for a card shown to all, its own key;
        nothing for a draw that is not announced."""
        st = self.state
        if not self.hooks.announces(st, kind):
            return []
        drawer = kind.seen_by[0]
        name = self.announced.get((deal.key, position))
        if name is None:
            return [Obligation(drawer, "announce", deal.key, position)]
        if self.hooks.group_shown(st, kind, name) and (drawer, position) not in deal.keys:
            return [Obligation(drawer, "share", deal.key, position)]
        return []

    def ready(self, seat: int) -> list[Obligation]:
        """What ``seat`` owes now: its urgent obligations in order, then (not urgent) the next
        step of every deal made ahead that is its to make, and its shares of the draws planned
        next (``GameHooks.planned_draws``), in position order."""
        urgent = [o for o in self.urgent() if o.seat == seat]
        waiting = {o.deal for o in urgent if o.what == "deal"}
        for key in self.deal_order:
            deal = self.deals[key]
            step = len(deal.outputs)
            if not deal.complete and key not in waiting and deal.step_seat(step) == seat:
                urgent.append(Obligation(seat, "deal", key, step, urgent=False))
        owed = {(o.deal, o.number) for o in urgent if o.what == "share"}
        for key, position in self._planned_shares(seat):
            if (key, position) not in owed:
                urgent.append(Obligation(seat, "share", key, position, urgent=False))
        return urgent

    def _planned_shares(self, seat: int) -> list[tuple[DealKey, int]]:
        """``(deal, position)`` of the planned draws (seen by one other seat, or by all) whose
        share ``seat`` has not given, from complete deals, in order."""
        st = self.state
        if self.pending is not None or not st.is_chance_node():
            return []
        out: list[tuple[DealKey, int]] = []
        offsets: dict[DealKey, int] = {}
        for pile, number, seen in self.hooks.planned_draws(st):
            key = (pile, number)
            deal = self.deals.get(key)
            if deal is None or not deal.complete:
                break
            position = deal.next + offsets.get(key, 0)
            offsets[key] = offsets.get(key, 0) + 1
            if position >= deal.deck.size or seat not in self._sharers_of(seen) or seat not in deal.cursors:
                continue
            if (seat, position) not in deal.keys and deal.cursors[seat][0] <= position:
                out.append((key, position))
        return out

    def owes_urgent(self, seat: int) -> bool:
        """Whether ``seat`` owes something the game waits on."""
        return any(o.seat == seat for o in self.urgent())

    # ------------------------------------------------------------------ taking an item
    def fulfil(self, seat: int, item: Item, number: int, index: int, plain: bytes | None = None) -> None:
        """Take item ``index`` of message ``number``, sent by ``seat``, then advance. ``plain``:
        the plaintext of a sealed part to the viewer (the key layer opened it). SealedError when
        it fulfils nothing ``seat`` owes now (or fails its check); the table may then be
        half-changed: callers work on a :meth:`copy`."""
        owed = self.ready(seat)
        who = self.names[seat]
        if not owed:
            raise SealedError(f"{who} owes nothing now, so its message is out of turn")
        first = owed[0]
        if isinstance(item, DealStep):
            match = next((o for o in owed if o.what == "deal" and o.deal == (item.pile, item.deal)), None)
            if match is None or (first.urgent and first is not match and first.what != "deal"):
                raise SealedError(f"{who} sent a step of {item.pile} (deal {item.deal}) where "
                                  f"{first.words(self.names)} is due")
            self._deal_step(seat, item)
        elif isinstance(item, Keys) and self._slot_share(first):
            self._take_slot_key(seat, item, first)
        elif isinstance(item, Share) and not first.urgent:  # a share given ahead, in planned order
            match = next((o for o in owed if o.what == "share"), None)
            if match is None or match.deal is None or match.number != item.position:
                raise SealedError(f"{who} shares position {item.position + 1}, which is not the next it may "
                                  f"give ahead")
            self.deals[match.deal].accept_share(seat, item, match.number)
        else:
            kinds = {Action: "decide", ShownAction: "decide", Secret: "decide", Link: "link", Share: "share", Opening: "open",
                     Sealed: "open", Keys: "open", Reveal: "reveal", Announce: "announce"}
            what = kinds.get(type(item))
            if what is None or first.what != what or not first.urgent:
                raise SealedError(f"{who} sent {_item_words(item)} where {first.words(self.names)} is due")
            if isinstance(item, (Action, Secret)):
                self._decide(seat, item, number, index)
            elif isinstance(item, Link):
                self.chance.verifiers[seat].check(self.chance.event, item.value)
                self.links[seat] = item.value
            elif isinstance(item, Share):
                assert first.deal is not None
                if self._slot_share(first):
                    raise SealedError(f"{who} must give its key of position {first.number + 1} of "
                                      f"{self.deals[first.deal].name} with its Merkle path (a slot opens in any order)")
                self.deals[first.deal].accept_share(seat, item, first.number)
            elif isinstance(item, (Opening, Sealed, Keys)):
                self._opening(seat, item, first, plain)
            elif isinstance(item, Reveal):
                self._reveal(seat, item)
            elif isinstance(item, Announce):
                self._take_announce(seat, item, first)
        self.advance()

    def _slot_share(self, owed: Obligation) -> bool:
        """Whether ``owed`` is a seat's share of the position a ``slot`` chance node opens: an
        arrangement's positions open in any order (Skullminers' blind Claims: the Claim looked
        at), so such a share is the seat's key with its Merkle path (a :class:`Keys` item of one
        key, given in the open), not a step along its leaf chain, which runs from position 0 up."""
        st = self.state
        if owed.what != "share" or not owed.urgent or self.pending is not None or not st.is_chance_node():
            return False
        kind = st.chance_kind()
        return kind.kind == "slot" and (kind.pile, kind.deal) == owed.deal and kind.position == owed.number

    def _take_slot_key(self, seat: int, item: Keys, owed: Obligation) -> None:
        """``seat``'s public key of the slot position it owes (:meth:`_slot_share`): exactly its
        own key of that position, checked against its tree root, then kept as a public share.
        SealedError otherwise."""
        assert owed.deal is not None
        deal = self.deals[owed.deal]
        share = item.shares[0] if len(item.shares) == 1 else None
        if (item.pile, item.deal) != owed.deal or share is None or share.owner != seat \
                or share.position != owed.number:
            raise SealedError(f"{self.names[seat]} must give its own key of position {owed.number + 1} of "
                              f"{deal.name}, and nothing else")
        deal.keys[(seat, owed.number)] = deal.check_key_share(share)

    def _take_announce(self, seat: int, item: Announce, owed: Obligation) -> None:
        """The drawer's word on the group of its card: one of the names the game gives here;
        where this table knows the card (the drawer's own, the omniscient one), the card's
        own group, else SealedError naming the drawer. An announced read's word likewise
        (:meth:`_take_read_word`)."""
        assert owed.deal is not None
        if owed.read is not None:
            self._take_read_word(seat, item, owed)
            return
        st, who = self.state, self.names[seat]
        kind = st.chance_kind()
        if item.group not in self.hooks.group_names(st, kind):
            raise SealedError(f"{who} says its card is {item.group!r}, which no card of this draw can be")
        deal = self.deals[owed.deal]
        card = self._draw_known(deal, owed.number)
        if card is not None and self.hooks.group_name(st, kind, card) != item.group:
            raise SealedError(f"{who} says the card it drew is {item.group!r}, but it drew {card!r} "
                              f"(a false word on its draw)")
        self.announced[(owed.deal, owed.number)] = item.group

    def _take_read_word(self, seat: int, item: Announce, owed: Obligation) -> None:
        """The owner's word on the group of the card an announced read passes on
        (``Read.announce``): one of the game's names for it, and the card's own group where
        this table can open it (the owner's own, the omniscient one); SealedError otherwise.
        When no keys follow (a group not shown, to the owner itself), the read is done."""
        read, p, who = owed.read, self.pending, self.names[seat]
        assert read is not None and read.deal is not None and p is not None
        if item.group not in self.hooks.read_groups(self.state, read):
            raise SealedError(f"{who} says {read.name} is {item.group!r}, which it cannot be")
        deal = self.deals.get(read.deal)
        card = None if deal is None else self._draw_known(deal, read.positions[0][0])
        if card is not None and self.hooks.read_group(self.state, read, card) != item.group:
            raise SealedError(f"{who} says {read.name} is {item.group!r}, but it is {card!r} (a false word)")
        p.said[owed.number] = item.group
        if not self.hooks.read_shown(self.state, read, item.group) and read.audience in (None, read.owner):
            p.got[owed.number] = None

    def _draw_known(self, deal: Deal, position: int) -> str | None:
        """The card at ``position`` when this table can open it (omniscient, or every other
        key public and its own)."""
        if self.omniscient:
            keys = [self.deck_keys(s, deal).opening_keys[position] for s in range(self.n)]
            return deal.cards[deal.open(position, keys)]
        return self._try_open(deal, position)

    def _deal_step(self, seat: int, item: DealStep) -> None:
        deal = self.deals[(item.pile, item.deal)]
        deal.accept_step(seat, item)

    def _decide(self, seat: int, item: Action | Secret, number: int, index: int) -> None:
        st, who = self.state, self.names[seat]
        names = self.hooks.secret_decision(st, seat)
        seed = digest(b"fill", uint(number, 4), uint(index, 2))
        self.decisions += 1
        if isinstance(item, Action):
            if names is not None:
                raise SealedError(f"{who}'s decision here is secret, and it was sent in the open")
            action = item.text
            self._take_public_shown(seat, item)
            if not self.omniscient and seat != self.viewer:
                assert self.viewer is not None
                st = self.hooks.admit(st, self.viewer, seat, action, seed, self.memo)
            _check_legal(st, action, who)
            self.state = st
            reads = self.hooks.reads(st, seat, action, self.memo)
            if reads:
                self.pending = Pending(seat, action, reads, recheck=True)
            else:
                self._decided(seat, action)
            return
        if names is None:
            raise SealedError(f"{who}'s decision here is public, and it was sent as a secret")
        if len(item.commitments) != len(names):
            raise SealedError(f"{who}'s secret decision carries {len(item.commitments)} commitments, not {len(names)}")
        known: str | None = None
        if self._knows(seat):
            try:
                known = decrypt_note(self.secrets[seat], number, index, item.note)
            except SealedError:
                raise SealedError(f"{who}'s secret decision does not decrypt to an action under its secret "
                                  f"(the note or the secret was changed)") from None
            _check_legal(st, known, who)
            values = self.hooks.commitment_values(st, seat, known)
            for name, value in zip(names, item.commitments):
                if commit(commitment_context(self.setup, seat, name), values[name], self.salt(seat, name)) != value:
                    raise SealedError(f"{who}'s secret decision does not give the commitments it published with it")
            self.hooks.check_shown(st, seat, known, item.shown, self.memo, self.card_at)
        self.hooks.take_shown(st, seat, item.shown, self.memo)
        for name, value in zip(names, item.commitments):
            self.commitments[(seat, name)] = value
        reads = self.hooks.reads(st, seat, None, self.memo)
        if reads:
            self.pending = Pending(seat, known, reads)
        else:
            self._decided(seat, known)

    def _take_public_shown(self, seat: int, item: Action) -> None:
        """What a public decision shows beyond its text (``GameHooks.shows``): sent as a
        :class:`ShownAction` exactly when the game says so; checked against the action where
        this table knows the sender's hand (its own, the omniscient one), and recorded for the
        game's hooks (``take_shown``). SealedError otherwise."""
        st, who = self.state, self.names[seat]
        shows = self.hooks.shows(st, seat, item.text)
        if shows != isinstance(item, ShownAction):
            said = "shows nothing" if shows else "shows something it must not"
            raise SealedError(f"{who}'s move {item.text!r} {said} beside it")
        if isinstance(item, ShownAction):
            if self._knows(seat):
                self.hooks.check_shown(st, seat, item.text, item.shown, self.memo, self.card_at)
            self.hooks.take_shown(st, seat, item.shown, self.memo)

    def _decided(self, seat: int, action: str | None) -> None:
        """Apply ``seat``'s decision (None: another seat's secret one, filled in here), the
        state prepared first (``GameHooks.prepare``), and tell the hooks."""
        if not self.omniscient:
            assert self.viewer is not None
            seed = digest(b"prepare", uint(len(self.state.history), 4))
            self.state = self.hooks.prepare(self.state, self.viewer, seat, self.memo, self.card_at, seed)
        st = self.state
        if action is None:
            action = self.hooks.filler_decision(st, seat, self.memo)
            _check_legal(st, action, self.names[seat])
        self._play(action)
        self.hooks.on_decision(self.memo, self.state, seat)

    def card_at(self, pile: str, number: int, position: int) -> str | None:
        """The outcome at ``position`` of deal ``(pile, number)`` if this table knows it (its own
        draws and the cards passed to it; every card for the omniscient table)."""
        deal = self.deals.get((pile, number))
        if deal is None:
            return None
        if position not in deal.known and self.omniscient and deal.complete:
            keys = [self.deck_keys(s, deal).opening_keys[position] for s in range(self.n)]
            deal.known[position] = deal.cards[deal.open(position, keys)]
        return deal.known.get(position)

    def _opening(self, seat: int, item: Opening | Sealed | Keys, owed: Obligation, plain: bytes | None) -> None:
        read, who = owed.read, self.names[seat]
        assert read is not None and self.pending is not None
        got = self.pending.got
        if read.keys and read.audience is None:  # keys for everybody: every seat opens the cards
            if not isinstance(item, Keys):
                raise SealedError(f"{who} must give its keys of {read.name} for everybody")
            got[owed.number] = self._check_said(seat, read, owed.number, self._take_keys(seat, read, item))
            return
        if read.audience is not None:
            if not isinstance(item, Sealed) or item.to != read.audience:
                raise SealedError(f"{who} must give {read.name} to {self.names[read.audience]} alone, sealed")
            if self.viewer != read.audience or seat == self.viewer:
                # not for this seat: taken on trust here, checked by its recipient (and the end)
                got[owed.number] = (self._secret_value(seat, read.name)
                                    if self._knows(seat) and not read.keys else None)
                return
            if plain is None:
                raise SealedError(f"{who}'s sealed answer to this seat could not be opened with its key")
            inner = decode_inner(plain)
            if read.keys:
                if not isinstance(inner, Keys):
                    raise SealedError(f"{who}'s sealed answer holds no keys")
                got[owed.number] = self._check_said(seat, read, owed.number, self._take_keys(seat, read, inner))
                return
            if not isinstance(inner, Opening):
                raise SealedError(f"{who}'s sealed answer is not an opening")
            opening = inner
        else:
            if not isinstance(item, Opening) or read.keys:
                raise SealedError(f"{who} must open {read.name} for everybody")
            opening = item
        committed = self.commitments.get((read.owner, read.name))
        if committed is None:
            raise SealedError(f"{who} has no commitment {read.name!r} to open")
        if commit(commitment_context(self.setup, seat, read.name), opening.value, opening.salt) != committed:
            raise SealedError(f"{who}'s opening of {read.name} does not match what it committed to")
        self.opened[(seat, read.name)] = opening.value
        got[owed.number] = opening.value

    def _check_said(self, seat: int, read: Read, index: int, opened: tuple[str, ...] | None) -> tuple[str, ...] | None:
        """``opened``, the cards an announced read's keys open here, once checked to be of the
        group its owner said (SealedError otherwise)."""
        said = self.pending.said.get(index) if self.pending is not None else None
        if read.announce and opened and said is not None and self.hooks.read_group(self.state, read, opened[0]) != said:
            raise SealedError(f"{self.names[seat]} said {read.name} was {said!r}, and its keys open {opened[0]!r}")
        return opened

    def _secret_value(self, owner: int, name: str) -> bytes:
        """The value of ``owner``'s commitment ``name`` (its secret known here): from the move
        waiting on it when that move is ``owner``'s own secret decision, else its state."""
        p = self.pending
        if p is not None and p.seat == owner and p.action is not None:
            values = self.hooks.commitment_values(self.state, owner, p.action)
            if name in values:
                return values[name]
        return self.hooks.secret_value(self.state, owner, name)

    def _take_keys(self, seat: int, read: Read, keys: Keys) -> tuple[str, ...] | None:
        """Keys sealed to this seat for ``read``, or given for everybody: each checked against
        its owner's tree root, kept (to pass on), and the cards at the read's positions opened
        (None while another seat's keys for them are still to come)."""
        assert read.deal is not None
        deal = self.deals.get(read.deal)
        wanted = set(read.positions)
        if deal is None or (keys.pile, keys.deal) != read.deal \
                or {(k.position, k.owner) for k in keys.shares} != wanted or len(keys.shares) != len(wanted):
            raise SealedError(f"{self.names[seat]}'s keys of {read.name} are not the ones it owes")
        for share in keys.shares:
            deal.check_key_share(share)
            deal.received[(share.owner, share.position)] = share
        out = []
        for position in dict.fromkeys(p for p, _ in read.positions):
            opened = self._try_open(deal, position)
            if opened is None:
                return None  # another seat's keys are still to come (cards looked at: one read each)
            out.append(opened)
        return tuple(out)

    def _try_open(self, deal: Deal, position: int) -> str | None:
        """The card at ``position`` if this seat now holds every seat's key there (its own,
        public shares, keys sealed to it); recorded in ``deal.known``."""
        if position in deal.known:
            return deal.known[position]
        keys = []
        for s in range(self.n):
            if s == self.viewer:
                keys.append(self.deck_keys(s, deal).opening_keys[position])
            elif (s, position) in deal.keys:
                keys.append(deal.keys[(s, position)])
            elif (s, position) in deal.received:
                keys.append(deal.deck.group.decode_scalar(deal.received[(s, position)].key))
            else:
                return None
        deal.known[position] = deal.cards[deal.open(position, keys)]
        return deal.known[position]

    def _reveal(self, seat: int, item: Reveal) -> None:
        entry = self.entries[seat]
        if chain_of(item.secret, self.setup, seat, entry.length).head != entry.head:
            raise SealedError(f"{self.names[seat]}'s revealed secret is not the one it committed to when it joined")
        if seat in self.secrets and self.secrets[seat] != item.secret:
            raise SealedError(f"{self.names[seat]} revealed another secret than the one it played with")
        self.revealed[seat] = item.secret

    def _play(self, action: str) -> None:
        """Apply ``action`` to the engine state; when it ends the game, keep the position before
        it in :attr:`before_end` (a game's final view shows every hand: a seat knows them only
        once every secret is revealed, so the page shows this position until then)."""
        before = self.state.clone()
        self.hooks.on_play(self.memo, before, action)
        self.state.apply(action)
        if self.state.is_terminal():
            self.before_end = before

    # ------------------------------------------------------------------ advancing
    def advance(self) -> None:
        """Resolve every chance node whose contributions are in, and a pending move whose
        openings are in, until the game waits on a seat (or is over)."""
        while True:
            if self.pending is not None:
                if len(self.pending.got) < len(self.pending.reads):
                    return
                self._apply_pending()
                continue
            st = self.state
            if st.is_terminal():
                return
            self._announce()
            if not st.is_chance_node():
                return
            kind = st.chance_kind()
            if kind.kind == "public":
                if len(self.links) < self.n:
                    return
                outcome = self.chance.resolve(st.chance_outcomes(), [self.links[s] for s in range(self.n)])
                self.links = {}
                self.rolls += 1
                self._chance_ply(outcome)
                continue
            deal = self._deal_for(kind)
            if not deal.complete:
                return
            position = self._position(kind, deal)
            if any((s, position) not in deal.keys for s in self._sharers(kind)):
                return
            if self._announcement_owed(kind, deal, position):
                return
            outcome = self._draw(kind, deal, position)
            deal.seen[position] = kind.seen_by
            if kind.kind == "draw":
                deal.next += 1
            self.draws += 1
            self.hooks.on_draw(self.memo, kind, position)
            self._chance_ply(outcome)

    def _chance_ply(self, outcome: str) -> None:
        """Apply chance ``outcome``, or first wait for what it reads (``GameHooks.chance_reads``)."""
        reads = self.hooks.chance_reads(self.state, outcome, self.memo)
        if reads:
            self.pending = Pending(-1, outcome, reads, chance=True, recheck=True)
        else:
            self._play(outcome)

    def _announce(self) -> None:
        for pile, number, cards in self.hooks.upcoming_deals(self.state):
            if (pile, number) not in self.deals:
                self._new_deal((pile, number), cards)

    def _new_deal(self, key: DealKey, cards: tuple[tuple[str, int], ...]) -> Deal:
        return self._add_deal(Deal(self.group, self.setup.game_id, key,
                                   [o for o, copies in cards for _ in range(copies)], self.n))

    def _add_deal(self, deal: Deal) -> Deal:
        self.deals[deal.key] = deal
        self.deal_order.append(deal.key)
        return deal

    def _deal_for(self, kind: ChanceKind) -> Deal:
        key = (kind.pile, kind.deal)
        deal = self.deals.get(key)
        if deal is None:
            sources = self.hooks.redeal_sources(self.state, key, self.memo)
            if sources is None:
                deal = self._new_deal(key, kind.cards)
            else:  # the pile formed anew from positions already dealt: a re-deal (deals.Deal.redeal)
                deal = self._add_deal(Deal.redeal(self.setup.game_id, key, self.deals, sources))
        exact = self.omniscient or self.viewer in kind.seen_by
        if exact and not deal.seen and not deal.rekeys and kind.kind == "draw" \
                and deal.cards != tuple(o for o, copies in kind.cards for _ in range(copies)):
            raise SealedError(f"{deal.name} was dealt with other cards than the rules draw from "
                              f"(the seats' rules disagree)")
        return deal

    def _draw(self, kind: ChanceKind, deal: Deal, position: int) -> str:
        st = self.state
        seen = kind.seen_by
        if self.omniscient:
            keys = [self.deck_keys(s, deal).opening_keys[position] for s in range(self.n)]
        elif len(seen) == self.n:
            keys = deal.public_keys(position, range(self.n))
        elif self.viewer in seen:
            assert self.viewer is not None
            own = self.deck_keys(self.viewer, deal).opening_keys[position]
            keys = deal.public_keys(position, self._sharers(kind)) + [own]
        elif (deal.key, position) in self.announced:
            assert self.viewer is not None
            name = self.announced[(deal.key, position)]
            seed = digest(b"announced", uint(len(st.history), 4))
            if not self.hooks.group_shown(st, kind, name):
                self.state, outcome = self.hooks.announced_fill(st, self.viewer, kind, name, seed, self.memo)
                return outcome
            keys = deal.public_keys(position, range(self.n))  # shown: the drawer's key is public too
        else:
            return self.hooks.filler_draw(st, kind)
        outcome = deal.cards[deal.open(position, keys)]
        said = self.announced.get((deal.key, position))
        if said is not None and self.hooks.group_name(st, kind, outcome) != said:
            raise SealedError(f"{self.names[seen[0]]} said its card was {said!r}, and it shows {outcome!r}")
        deal.known[position] = outcome
        if not self.omniscient and outcome not in {o for o, _ in st.chance_outcomes()}:
            assert self.viewer is not None  # a filler for another seat took the card: deal again
            seed = digest(b"drawable", uint(len(st.history), 4))
            self.state = st = self.hooks.make_drawable(st, self.viewer, outcome, seed, self.memo)
        if outcome not in {o for o, _ in st.chance_outcomes()}:
            raise SealedError(f"position {position + 1} of {deal.name} opens to {outcome!r}, which cannot be "
                              f"drawn now (the deal was not honest; the end's check names the seat)")
        return outcome

    def _apply_pending(self) -> None:
        p = self.pending
        assert p is not None
        if not self.omniscient:
            assert self.viewer is not None
            for i, read in enumerate(p.reads[p.learned:], p.learned):
                value = p.got[i]
                said = p.said.get(i)
                if said is not None:  # an announced read: the card where opened here, else its group
                    read = self._giving(read, said)
                    if not isinstance(value, tuple):
                        value = said.encode("utf-8")
                given_here = read.owner == self.viewer and not (read.keys and read.audience is None)
                if value is not None and not given_here and (read.audience in (None, self.viewer) or said is not None):
                    seed = digest(b"learn", uint(len(self.state.history), 4), uint(i, 2))
                    self.state = self.hooks.learn(self.state, self.viewer, read, value, self.memo, seed)
        p.learned = len(p.reads)
        if p.recheck and p.action is not None:
            more = self.hooks.more_reads(self.state, p.seat, p.action, p.chance, p.reads, self.memo)
            if more:
                p.reads += more
                return
        if p.chance:
            assert p.action is not None
            self.pending = None
            self._play(p.action)
            return
        if p.action is not None:
            _check_legal(self.state, p.action, self.names[p.seat])
        self.pending = None
        self._decided(p.seat, p.action)

    # ------------------------------------------------------------------ the viewer's own items
    def auto(self, seat: int, owed: Obligation) -> tuple[Item, bytes | None]:
        """``seat``'s item for ``owed`` (anything but a decision; its secret must be known
        here), and for a part sealed to another seat its plaintext (the item's part is left
        empty until the key layer seals it)."""
        if owed.what == "link":
            return Link(self.chain(seat).link(self.chance.event)), None
        if owed.what == "deal":
            assert owed.deal is not None
            deal = self.deals[owed.deal]
            old = self.old_keys(seat, deal) if owed.number < deal.rekeys else []
            return deal.make_step(self.deck_keys(seat, deal), old), None
        if owed.what == "share":
            assert owed.deal is not None
            deal = self.deals[owed.deal]
            if self._slot_share(owed):
                return Keys(deal.key[0], deal.key[1], (deal.key_share(self.deck_keys(seat, deal), owed.number),)), None
            return deal.make_share(self.deck_keys(seat, deal), owed.number), None
        if owed.what == "open":
            read = owed.read
            assert read is not None
            if read.keys and read.audience is None:
                return self._keys_for(seat, read), None
            if read.keys:
                assert read.audience is not None
                return Sealed(read.audience, b""), encode_inner(self._keys_for(seat, read))
            opening = Opening(self._secret_value(seat, read.name), self.salt(seat, read.name))
            if read.audience is None:
                return opening, None
            return Sealed(read.audience, b""), encode_inner(opening)
        if owed.what == "announce" and owed.read is not None:
            read = owed.read
            assert read.deal is not None
            card = self._draw_known(self.deals[read.deal], read.positions[0][0])
            if card is None:
                raise SealedError(f"{self.names[seat]} cannot open {read.name}")
            return Announce(self.hooks.read_group(self.state, read, card)), None
        if owed.what == "announce":
            assert owed.deal is not None
            card = self._draw_known(self.deals[owed.deal], owed.number)
            if card is None:
                raise SealedError(f"{self.names[seat]} cannot open the card it drew yet")
            return Announce(self.hooks.group_name(self.state, self.state.chance_kind(), card)), None
        if owed.what == "reveal":
            return Reveal(self.secrets[seat]), None
        raise SealedError("a decision is the player's to make")

    def _keys_for(self, seat: int, read: Read) -> Keys:
        """``seat``'s keys for ``read``: its own with their Merkle paths, and those passed to it
        before, passed on as they came (their paths lead to their owners' roots)."""
        assert read.deal is not None
        deal = self.deals[read.deal]
        shares = []
        for position, owner in read.positions:
            if owner == seat:
                shares.append(deal.key_share(self.deck_keys(seat, deal), position))
            elif (owner, position) in deal.received:
                shares.append(deal.received[(owner, position)])
            else:
                raise SealedError(f"{self.names[seat]} must pass on {self.names[owner]}'s key of position "
                                  f"{position + 1} of {deal.name}, which it never received")
        return Keys(read.deal[0], read.deal[1], tuple(shares))

    def decision_item(self, seat: int, action: str, number: int, index: int) -> Item:
        """The item that carries ``seat``'s decision ``action`` as item ``index`` of message
        ``number``: an :class:`Action` (a :class:`ShownAction` when the game says it shows
        something: ``GameHooks.shows``), or a :class:`Secret` (note and commitments) when the
        game says the decision is secret. SealedError (IllegalActionError's message) when the
        action is not legal."""
        st = self.state
        _check_legal(st, action, self.names[seat])
        names = self.hooks.secret_decision(st, seat)
        if names is None and self.hooks.shows(st, seat, action):
            return ShownAction(action, self.hooks.shown(st, seat, action, self.memo, self.card_at))
        if names is None:
            return Action(action)
        values = self.hooks.commitment_values(st, seat, action)
        commitments = tuple(commit(commitment_context(self.setup, seat, name), values[name], self.salt(seat, name))
                            for name in names)
        shown = self.hooks.shown(st, seat, action, self.memo, self.card_at)
        return Secret(encrypt_note(self.secrets[seat], number, index, action), commitments, shown)

    # ------------------------------------------------------------------ the end
    def verify_deals(self) -> dict[DealKey, list[int]]:
        """Omniscient only: every deal checked against every seat's deal secret
        (:meth:`~.deals.Deal.verify`), and every position drawn checked to hold the card the
        replay applied. ``{deal: card index per position}``."""
        if not self.omniscient:
            raise SealedError("only the end's verification checks whole deals")
        out: dict[DealKey, list[int]] = {}
        for key in self.deal_order:
            deal = self.deals[key]
            if not deal.complete and not deal.seen:
                continue  # announced, never needed: nothing was drawn from it
            old = [self.old_keys(s, deal) for s in range(self.n)] if deal.rekeys else []
            out[key] = deal.verify([deal_secret(self.secrets[s], key) for s in range(self.n)], old)
        return out

    def summary(self) -> dict[str, Any]:
        """Counts for a verdict: ``decisions``, ``rolls`` (public chance events), ``draws``,
        ``deals``."""
        return {"decisions": self.decisions, "rolls": self.rolls, "draws": self.draws, "deals": len(self.deals)}


def _check_legal(state: State, action: str, who: str) -> None:
    """SealedError unless ``action`` is legal in ``state`` (tried on a clone)."""
    try:
        state.clone().apply(action)
    except IllegalActionError as exc:
        raise SealedError(f"{who}'s move {action!r} is not legal: {exc}") from None


def _item_words(item: Item) -> str:
    return {Action: "a move", ShownAction: "a move", Secret: "a secret move", Link: "a chain link", DealStep: "a deal step",
            Share: "a share", Opening: "an opening", Sealed: "a sealed part", Reveal: "its secret",
            Keys: "keys", Announce: "a word on its draw"}[type(item)]
