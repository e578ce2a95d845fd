"""Sealed links' byte formats: messages, their items, and the bundle a link carries
(docs/sealed-links.md, "The protocol layer": "Messages" and "Links").

Everything here is parsing and writing, context-free and bounded: any bytes either decode to
these dataclasses or raise :class:`~.errors.SealedError`, in time proportional to their length.
Whether an item is the one due is the table's question (``pygame_rules/sealed/table.py``);
whether a signature is right is the key layer's (``keys.py``, ``web/lib/seat_keys.js``).
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from typing import Any, Callable, Union

from .errors import SealedError
from .groups import P256Group
from .hashing import DIGEST_BYTES, digest, uint

VERSION = 1
"""The protocol version byte of every message and bundle."""
INVITE, JOIN, PLAY = 1, 2, 3
"""Message kinds."""
KIND_NAMES = {INVITE: "invite", JOIN: "join", PLAY: "play"}
GAME_ID_BYTES = 16
"""A game id: 16 random bytes drawn by the host."""
POINT_BYTES = 65
"""An uncompressed P-256 public key."""
SIGNATURE_BYTES = 64
"""A signature, ``r || s``."""
ANYONE = 255
"""A bundle's ``to`` when it is for every seat."""
NO_MESSAGE = bytes(DIGEST_BYTES)
"""The previous id of the invite (the first message), and a bundle's anchor from the invite."""

MAX_VARINT_BYTES = 4
MAX_TEXT_BYTES = 2048
"""Longest text field (an action, a setup's JSON, a name) in bytes."""
MAX_BLOB_BYTES = 1 << 20
"""Longest bytes field (a deal step's deck, a sealed part)."""
MAX_NAME_CHARS = 24
"""Longest seat name (as ``pygame_rules/session.py`` cuts names)."""
MAX_ITEMS = 4096
"""Most items in one message."""
MAX_MESSAGES = 20_000
"""Most messages in one bundle (an archive of a whole game)."""


# ---------------------------------------------------------------------------- primitives
class Writer:
    """Bytes being written: :meth:`varint`, :meth:`text`, :meth:`blob`, :meth:`raw`."""

    def __init__(self) -> None:
        self.out = bytearray()

    def byte(self, value: int) -> "Writer":
        """One byte (0..255)."""
        self.out.append(value)
        return self

    def varint(self, value: int) -> "Writer":
        """``value`` (0 .. 2**28 - 1) as LEB128: 7 bits a byte, low first."""
        if not 0 <= value < 1 << (7 * MAX_VARINT_BYTES):
            raise SealedError(f"a number out of range for a sealed message: {value}")
        while True:
            low, value = value & 0x7F, value >> 7
            self.out.append(low | (0x80 if value else 0))
            if not value:
                return self

    def raw(self, data: bytes) -> "Writer":
        """``data`` as it is (a fixed-size field)."""
        self.out += data
        return self

    def blob(self, data: bytes) -> "Writer":
        """``data`` preceded by its length (varint)."""
        return self.varint(len(data)).raw(data)

    def text(self, value: str) -> "Writer":
        """``value`` as UTF-8, preceded by its length (varint)."""
        data = value.encode("utf-8")
        if len(data) > MAX_TEXT_BYTES:
            raise SealedError("a text too long for a sealed message")
        return self.blob(data)

    def bytes(self) -> bytes:
        """What was written."""
        return bytes(self.out)


class Reader:
    """Reads fields from ``data`` front to back; every read that runs past the end or out of
    bounds raises :class:`SealedError` (``what`` names the data in the message)."""

    def __init__(self, data: bytes, what: str = "the sealed link") -> None:
        if not isinstance(data, bytes):
            raise SealedError(f"{what} is not bytes")
        self.data, self.pos, self.what = data, 0, what

    def _bad(self) -> SealedError:
        return SealedError(f"{self.what} is damaged (a field runs past its end)")

    def byte(self) -> int:
        """One byte."""
        if self.pos >= len(self.data):
            raise self._bad()
        self.pos += 1
        return self.data[self.pos - 1]

    def varint(self) -> int:
        """A LEB128 number of at most :data:`MAX_VARINT_BYTES` bytes, in its shortest form."""
        value = shift = 0
        for count in range(MAX_VARINT_BYTES):
            byte = self.byte()
            value |= (byte & 0x7F) << shift
            shift += 7
            if not byte & 0x80:
                if count and not byte:
                    raise self._bad()  # not the shortest form: one number, one spelling
                return value
        raise self._bad()

    def take(self, count: int) -> bytes:
        """The next ``count`` bytes."""
        if count < 0 or self.pos + count > len(self.data):
            raise self._bad()
        self.pos += count
        return self.data[self.pos - count:self.pos]

    def blob(self, limit: int = MAX_BLOB_BYTES) -> bytes:
        """A length-prefixed bytes field of at most ``limit`` bytes."""
        count = self.varint()
        if count > limit:
            raise self._bad()
        return self.take(count)

    def text(self, limit: int = MAX_TEXT_BYTES) -> str:
        """A length-prefixed UTF-8 field of at most ``limit`` bytes."""
        try:
            return self.blob(limit).decode("utf-8")
        except UnicodeDecodeError as exc:
            raise SealedError(f"{self.what} holds a text that is not UTF-8") from exc

    def digests(self) -> tuple[bytes, ...]:
        """A varint count and that many 32-byte digests."""
        count = self.varint()
        if count * DIGEST_BYTES > len(self.data) - self.pos:
            raise self._bad()
        return tuple(self.take(DIGEST_BYTES) for _ in range(count))

    @property
    def left(self) -> int:
        """Bytes not read yet."""
        return len(self.data) - self.pos

    def end(self) -> None:
        """SealedError unless every byte was read."""
        if self.pos != len(self.data):
            raise SealedError(f"{self.what} holds bytes after its last field (it is damaged)")


def is_point(public: bytes) -> bool:
    """Whether ``public`` is an uncompressed P-256 point ``04 || x || y`` on the curve (pure
    Python: the key layer needs its peers' keys to be real points)."""
    if not isinstance(public, bytes) or len(public) != POINT_BYTES or public[0] != 4:
        return False
    curve = P256Group()
    x, y = int.from_bytes(public[1:33], "big"), int.from_bytes(public[33:], "big")
    p = curve.p
    return x < p and y < p and (y * y - (x * x * x - 3 * x + curve.b)) % p == 0


def fingerprint(ecdh: bytes, ecdsa: bytes) -> str:
    """A seat's key fingerprint for players to compare by another channel: the first 8 bytes
    of the digest of its two public keys, as 4 groups of 4 hex digits."""
    h = digest(b"key fingerprint", ecdh, ecdsa)[:8].hex()
    return " ".join(h[i:i + 4] for i in range(0, 16, 4))


# ---------------------------------------------------------------------------- seats and setup
@dataclass(frozen=True)
class SeatEntry:
    """What a seat publishes when it joins (or invites): its ECDH and ECDSA public keys (65
    bytes each), its chain head (32) and length, and its name."""

    ecdh: bytes
    ecdsa: bytes
    head: bytes
    length: int
    name: str

    def write(self, w: Writer) -> None:
        """Append the entry's fields to ``w``."""
        w.raw(self.ecdh).raw(self.ecdsa).raw(self.head).varint(self.length).text(self.name)

    @classmethod
    def read(cls, r: Reader) -> "SeatEntry":
        """Read an entry; SealedError unless both keys are P-256 points and the name is at most
        :data:`MAX_NAME_CHARS` characters."""
        ecdh, ecdsa, head = r.take(POINT_BYTES), r.take(POINT_BYTES), r.take(DIGEST_BYTES)
        length, name = r.varint(), r.text(4 * MAX_NAME_CHARS)
        if not is_point(ecdh) or not is_point(ecdsa):
            raise SealedError("a seat's public key is not a point of P-256 (the link is damaged or forged)")
        if len(name) > MAX_NAME_CHARS or not length:
            raise SealedError("a seat's entry is damaged (its name or chain)")
        return cls(ecdh, ecdsa, head, length, name)


@dataclass(frozen=True)
class Setup:
    """The invite's game: ``game_id`` (16 bytes), ``game``, ``rules_version``,
    ``num_players``, ``options`` and the ``group`` of the deals (``"P-256"``)."""

    game_id: bytes
    game: str
    rules_version: str
    num_players: int
    options: dict[str, Any]
    group: str = "P-256"

    def json(self) -> str:
        """The setup as canonical JSON (sorted keys, no spaces), without the game id."""
        return json.dumps({"game": self.game, "rules_version": self.rules_version, "num_players": self.num_players,
                           "options": self.options, "group": self.group}, sort_keys=True, separators=(",", ":"))

    @classmethod
    def parse(cls, game_id: bytes, text: str) -> "Setup":
        """The setup of ``text`` (:meth:`json`); SealedError if it is not one, or not canonical."""
        try:
            data = json.loads(text)
        except ValueError as exc:
            raise SealedError("the invite's setup is not readable") from exc
        keys = {"game", "rules_version", "num_players", "options", "group"}
        if not isinstance(data, dict) or set(data) != keys or not isinstance(data["options"], dict) \
                or not isinstance(data["num_players"], int) or isinstance(data["num_players"], bool) \
                or not all(isinstance(data[k], str) for k in ("game", "rules_version", "group")):
            raise SealedError("the invite's setup is not readable")
        setup = cls(game_id, data["game"], data["rules_version"], data["num_players"], data["options"], data["group"])
        if setup.json() != text:
            raise SealedError("the invite's setup is not written as this version writes it")
        return setup


# ---------------------------------------------------------------------------- items
@dataclass(frozen=True)
class Action:
    """Item 1: the sender's public decision, as the game's action string."""

    text: str
    TAG = 1


@dataclass(frozen=True)
class ShownAction(Action):
    """Item 11: the sender's public decision with ``shown``, what the game makes it show
    beyond its text (ESKELETOS: the hand slot a card named by the action leaves; at most 64
    bytes)."""

    shown: bytes = b""
    TAG = 11


@dataclass(frozen=True)
class Secret:
    """Item 2: the sender's secret decision: ``note`` (the action, zero-padded to a multiple
    of 16 bytes, XOR the sender's note stream), the game's ``commitments`` for it, and
    ``shown``, what the game makes public of it (Court of the Dead: the deal position of the
    card kept in the draft; empty for most)."""

    note: bytes
    commitments: tuple[bytes, ...]
    shown: bytes = b""
    TAG = 2


@dataclass(frozen=True)
class Link:
    """Item 3: the sender's chain link for the public chance event due (32 bytes)."""

    value: bytes
    TAG = 3


@dataclass(frozen=True)
class DealStep:
    """Item 4: step ``step`` of deal ``deal`` of pile ``pile``: the ``deck`` it outputs (32
    bytes a card), on step 0 the digest of the deal's card list (``cards``), on lock steps the
    sender's ``chain_root`` and ``tree_root`` of its opening keys (empty when absent)."""

    pile: str
    deal: int
    step: int
    deck: bytes
    cards: bytes = b""
    chain_root: bytes = b""
    tree_root: bytes = b""
    TAG = 4


@dataclass(frozen=True)
class Share:
    """Item 5: the sender's decryption share of ``position`` of the deal being drawn: the
    ``skipped`` leaves of the positions since its last public share, its opening ``key`` (32
    bytes) and ``after``, its leaf chain's value past ``position``."""

    position: int
    skipped: tuple[bytes, ...]
    key: bytes
    after: bytes
    TAG = 5


@dataclass(frozen=True)
class Opening:
    """Item 6: the opening of the sender's commitment that a move reads: ``value`` and
    ``salt`` (32 bytes)."""

    value: bytes
    salt: bytes
    TAG = 6


@dataclass(frozen=True)
class Sealed:
    """Item 7: a part sealed to seat ``to`` (ECIES, ``keys.py``); its plaintext is an item
    (an :class:`Opening`, or :class:`Keys`)."""

    to: int
    part: bytes
    TAG = 7


@dataclass(frozen=True)
class Reveal:
    """Item 8: the sender's seat secret (32 bytes), at the end of the game."""

    secret: bytes
    TAG = 8


@dataclass(frozen=True)
class KeyShare:
    """Seat ``owner``'s opening ``key`` of ``position``, with its Merkle ``path`` against that
    seat's tree root of the deal (so that whoever passes it on cannot change it)."""

    owner: int
    position: int
    key: bytes
    path: tuple[bytes, ...]


@dataclass(frozen=True)
class Keys:
    """Item 9, only inside a sealed part: keys of deal ``deal`` of pile ``pile`` for one seat
    (a card passed on to it, cards it looks at): ``shares``, each a :class:`KeyShare`."""

    pile: str
    deal: int
    shares: tuple[KeyShare, ...]
    TAG = 9


@dataclass(frozen=True)
class Announce:
    """Item 10: the group of the card the sender just drew, as the game names it for everybody
    (ESKELETOS: ``instant``, ``hazard`` or ``other``): what the others learn of a draw they do
    not see (``ChanceKind.groups``). Checked by the end's replay."""

    group: str
    TAG = 10


Item = Union[Action, ShownAction, Secret, Link, DealStep, Share, Opening, Sealed, Reveal, Keys, Announce]
"""Any item of a play message."""


def write_item(w: Writer, item: Item) -> None:
    """Append ``item``, its tag first, to ``w``."""
    w.byte(item.TAG)
    if isinstance(item, ShownAction):
        w.text(item.text).blob(item.shown)
    elif isinstance(item, Action):
        w.text(item.text)
    elif isinstance(item, Secret):
        w.blob(item.note).varint(len(item.commitments))
        for c in item.commitments:
            w.raw(c)
        w.blob(item.shown)
    elif isinstance(item, Link):
        w.raw(item.value)
    elif isinstance(item, DealStep):
        flags = (1 if item.cards else 0) | (2 if item.chain_root else 0)
        w.text(item.pile).varint(item.deal).varint(item.step).blob(item.deck).byte(flags)
        if item.cards:
            w.raw(item.cards)
        if item.chain_root:
            w.raw(item.chain_root).raw(item.tree_root)
    elif isinstance(item, Share):
        w.varint(item.position).varint(len(item.skipped))
        for leaf in item.skipped:
            w.raw(leaf)
        w.raw(item.key).raw(item.after)
    elif isinstance(item, Opening):
        w.blob(item.value).raw(item.salt)
    elif isinstance(item, Sealed):
        w.byte(item.to).blob(item.part)
    elif isinstance(item, Reveal):
        w.raw(item.secret)
    elif isinstance(item, Announce):
        w.text(item.group)
    else:
        w.text(item.pile).varint(item.deal).varint(len(item.shares))
        for share in item.shares:
            w.byte(share.owner).varint(share.position).raw(share.key).varint(len(share.path))
            for node in share.path:
                w.raw(node)


def _read_secret(r: Reader) -> Secret:
    note = r.blob(4096)
    if not note or len(note) % 16:
        raise SealedError("a secret decision's note is damaged")
    return Secret(note, r.digests(), r.blob(64))


def _read_deal(r: Reader) -> DealStep:
    pile, deal, step, deck = r.text(128), r.varint(), r.varint(), r.blob()
    flags = r.byte()
    if flags & ~3:
        raise SealedError("a deal step is damaged")
    cards = r.take(DIGEST_BYTES) if flags & 1 else b""
    roots = (r.take(DIGEST_BYTES), r.take(DIGEST_BYTES)) if flags & 2 else (b"", b"")
    return DealStep(pile, deal, step, deck, cards, *roots)


def _read_share(r: Reader) -> Share:
    position = r.varint()
    skipped = r.digests()
    return Share(position, skipped, r.take(DIGEST_BYTES), r.take(DIGEST_BYTES))


def _read_keys(r: Reader) -> Keys:
    pile, deal, count = r.text(128), r.varint(), r.varint()
    if count > 4096:
        raise SealedError("a sealed part holds too many keys")
    shares = []
    for _ in range(count):
        owner, position, key = r.byte(), r.varint(), r.take(DIGEST_BYTES)
        shares.append(KeyShare(owner, position, key, r.digests()))
    return Keys(pile, deal, tuple(shares))


_READERS: dict[int, Callable[[Reader], Item]] = {
    Action.TAG: lambda r: Action(r.text()),
    Secret.TAG: _read_secret,
    Link.TAG: lambda r: Link(r.take(DIGEST_BYTES)),
    DealStep.TAG: _read_deal,
    Share.TAG: _read_share,
    Opening.TAG: lambda r: Opening(r.blob(1024), r.take(DIGEST_BYTES)),
    Sealed.TAG: lambda r: Sealed(r.byte(), r.blob(64 * 1024)),
    Reveal.TAG: lambda r: Reveal(r.take(DIGEST_BYTES)),
    Keys.TAG: _read_keys,
    Announce.TAG: lambda r: Announce(r.text(64)),
    ShownAction.TAG: lambda r: ShownAction(r.text(), r.blob(64)),
}


def read_item(r: Reader, inner: bool = False) -> Item:
    """The next item of ``r``. A sealed part (``inner``) holds only an :class:`Opening` or
    :class:`Keys`; :class:`Keys` outside one are keys given for everybody (a card turned up
    for all: docs/sealed-links.md, "What remains", item 3). SealedError for an unknown tag."""
    tag = r.byte()
    allowed = (Opening.TAG, Keys.TAG) if inner else tuple(_READERS)
    if tag not in allowed:
        raise SealedError(f"{r.what} holds an item this version does not know (tag {tag})")
    return _READERS[tag](r)


def encode_items(items: list[Item]) -> bytes:
    """A play message's body: the items, one after the other."""
    w = Writer()
    for item in items:
        write_item(w, item)
    return w.bytes()


def decode_items(body: bytes) -> list[Item]:
    """The items of a play message's body; SealedError if it is damaged or holds none."""
    r = Reader(body, "a play message")
    items: list[Item] = []
    while r.left:
        if len(items) >= MAX_ITEMS:
            raise SealedError("a play message holds too many items")
        items.append(read_item(r))
    if not items:
        raise SealedError("a play message holds nothing")
    return items


def encode_inner(item: Item) -> bytes:
    """A sealed part's plaintext: one item (an :class:`Opening` or :class:`Keys`)."""
    w = Writer()
    write_item(w, item)
    return w.bytes()


def decode_inner(data: bytes) -> Item:
    """The item a sealed part's plaintext holds; SealedError otherwise."""
    r = Reader(data, "a sealed part")
    item = read_item(r, inner=True)
    r.end()
    return item


# ---------------------------------------------------------------------------- messages
@dataclass(frozen=True)
class Message:
    """One signed message: ``kind`` (:data:`INVITE`, :data:`JOIN` or :data:`PLAY`), the
    sender ``seat``, its place ``number`` in the log, its ``body`` and ``signature`` (64
    bytes, ``r || s``; empty while not yet signed). ``raw`` is what the id covers."""

    kind: int
    seat: int
    number: int
    body: bytes
    signature: bytes = b""

    @property
    def raw(self) -> bytes:
        """Version, kind, seat, number and body: the signed content."""
        return Writer().byte(VERSION).byte(self.kind).byte(self.seat).varint(self.number).raw(self.body).bytes()

    def id(self, game_id: bytes, previous: bytes) -> bytes:
        """``digest("message", game id, previous id, raw)``: what the sender signs."""
        return message_id(game_id, previous, self.raw)

    @classmethod
    def parse(cls, raw: bytes, signature: bytes) -> "Message":
        """The message ``raw`` holds; SealedError for another version, an unknown kind or a
        signature of the wrong size."""
        r = Reader(raw, "a message")
        version, kind, seat, number = r.byte(), r.byte(), r.byte(), r.varint()
        if version != VERSION:
            raise SealedError(f"this sealed link was written by another version of the protocol ({version})")
        if kind not in KIND_NAMES:
            raise SealedError(f"a message of an unknown kind ({kind})")
        if len(signature) != SIGNATURE_BYTES:
            raise SealedError("a message's signature is damaged")
        message = cls(kind, seat, number, r.take(r.left), signature)
        if message.raw != raw:
            raise SealedError("a message is not written as this version writes it")
        return message

    def items(self) -> list[Item]:
        """A play message's items (:func:`decode_items`)."""
        return decode_items(self.body)


def message_id(game_id: bytes, previous: bytes, raw: bytes) -> bytes:
    """The id of the message whose signed bytes are ``raw`` after the message ``previous``."""
    return digest(b"message", game_id, previous, raw)


def invite_body(setup: Setup, entry: SeatEntry) -> bytes:
    """An invite's body: game id, setup JSON, the host's seat entry."""
    w = Writer().raw(setup.game_id).text(setup.json())
    entry.write(w)
    return w.bytes()


def read_invite(message: Message) -> tuple[Setup, SeatEntry]:
    """The setup and host entry of an invite; SealedError if it is not one."""
    if message.kind != INVITE or message.number != 0:
        raise SealedError("a sealed game starts with its invite")
    r = Reader(message.body, "the invite")
    game_id = r.take(GAME_ID_BYTES)
    setup = Setup.parse(game_id, r.text())
    entry = SeatEntry.read(r)
    r.end()
    return setup, entry


def join_body(entry: SeatEntry) -> bytes:
    """A join's body: the seat entry."""
    w = Writer()
    entry.write(w)
    return w.bytes()


def read_join(message: Message) -> SeatEntry:
    """The seat entry of a join; SealedError if it is not one."""
    if message.kind != JOIN:
        raise SealedError("a join was expected")
    r = Reader(message.body, "a join")
    entry = SeatEntry.read(r)
    r.end()
    return entry


# ---------------------------------------------------------------------------- bundles
@dataclass(frozen=True)
class Bundle:
    """What a link carries: the ``game_id``, the seat it is ``to`` (:data:`ANYONE`), the
    ``anchor`` (id of the message before the first carried; :data:`NO_MESSAGE` from the
    invite) and the ``messages``."""

    game_id: bytes
    to: int
    anchor: bytes
    messages: tuple[Message, ...]

    def encode(self) -> bytes:
        """The bundle's payload (before deflate and the link envelope)."""
        w = Writer().byte(VERSION).raw(self.game_id).byte(self.to).raw(self.anchor).varint(len(self.messages))
        for m in self.messages:
            if len(m.signature) != SIGNATURE_BYTES:
                raise SealedError("a message must be signed before it travels")
            w.blob(m.raw).raw(m.signature)
        return w.bytes()

    @classmethod
    def decode(cls, payload: bytes) -> "Bundle":
        """The bundle ``payload`` holds; SealedError if it is damaged, of another version, or
        holds no message, more than :data:`MAX_MESSAGES`, or messages not numbered one after
        the other."""
        r = Reader(payload)
        if r.byte() != VERSION:
            raise SealedError("this sealed link was written by another version of the protocol")
        game_id, to, anchor = r.take(GAME_ID_BYTES), r.byte(), r.take(DIGEST_BYTES)
        count = r.varint()
        if not 0 < count <= MAX_MESSAGES:
            raise SealedError("the sealed link holds no message")
        messages = []
        for _ in range(count):
            raw = r.blob()
            messages.append(Message.parse(raw, r.take(SIGNATURE_BYTES)))
        r.end()
        first = messages[0].number
        if any(m.number != first + i for i, m in enumerate(messages)) or (first == 0) != (anchor == NO_MESSAGE):
            raise SealedError("the sealed link's messages are not in order (it is damaged or forged)")
        return cls(game_id, to, anchor, tuple(messages))


def seat_byte(seat: int) -> bytes:
    """A seat as one byte (for ``info`` and contexts)."""
    return uint(seat, 1)
