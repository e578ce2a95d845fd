"""A sealed game as one seat holds it: the signed log, the lobby (invite and joins), the seat's
table, its message being written, and links (docs/sealed-links.md, "The protocol layer").

:class:`SealedGame` never performs a key operation. Receiving a link is two calls:
:meth:`SealedGame.incoming` decodes it and lists the signatures to check and the sealed parts
to open (:class:`Incoming`); :meth:`SealedGame.accept` takes the key layer's answers and
processes the new messages on a copy, kept only when all went through. Sending is three:
:meth:`SealedGame.seal_requests`, :meth:`SealedGame.sign_request` (the message id to sign) and
:meth:`SealedGame.sent`, after which :meth:`SealedGame.link` writes the link. Between them the
player's decisions go in with :meth:`SealedGame.decide`; everything else the seat owes is
added at once (:meth:`SealedGame._autofill`).

:func:`verify_log` replays a whole log with every seat's revealed secret: the end's check.
"""

from __future__ import annotations

import copy
from dataclasses import dataclass, field
from typing import Any, Callable, Sequence

from .. import get_game, list_games
from ..core import GameError, RecordError, State
from ..core.link import decode_sealed, encode_sealed
from ..session import cut_name
from .errors import SealedError
from .hashing import fresh_secret
from .hooks import hooks_for
from .keys import Identity
from .messages import (ANYONE, GAME_ID_BYTES, INVITE, JOIN, NO_MESSAGE, PLAY, Bundle, DealStep, Item, Message, Reveal,
                       Sealed, SeatEntry, Setup, encode_items, fingerprint, invite_body, join_body, read_invite,
                       read_join)
from .table import Table, chain_of, sealed_info

DRAFT_BUDGET = 1500
"""Bytes of items a message may reach before the seat stops adding deal steps made ahead (a
move's link stays under 4,000 characters: docs/sealed-links.md, "Sizes")."""

SignatureCheck = Callable[[bytes, bytes, bytes], bool]
"""``check(public key, data, signature) -> bool``: the key layer's ``verify``."""


@dataclass
class Incoming:
    """A decoded link waiting for the key layer: ``bundle``; ``new``, the indices of its
    messages this seat does not have; ``verify``, ``(public key, id, signature)`` for each new
    message; ``open``, ``(sealed part, info)`` for each part sealed to this seat, and
    ``places``, the ``(message number, item index)`` of each."""

    bundle: Bundle
    new: list[int]
    verify: list[tuple[bytes, bytes, bytes]]
    open: list[tuple[bytes, bytes]]
    places: list[tuple[int, int]]


@dataclass
class Draft:
    """The seat's message being written: ``kind``; for a play message its ``items``, the
    ``plains`` of its sealed parts (item index -> plaintext), the player's ``decisions`` in it
    (what a save keeps); for an invite or join its ``body``; once signing is asked, the
    ``message`` (unsigned)."""

    kind: int
    items: list[Item] = field(default_factory=list)
    plains: dict[int, bytes] = field(default_factory=dict)
    decisions: list[str] = field(default_factory=list)
    body: bytes = b""
    message: Message | None = None


@dataclass(frozen=True)
class Verdict:
    """The end's check of a whole log: ``ok`` and ``message`` (the first refusal, or a summary),
    ``winners`` and ``scores`` of the true game, the seats' ``names``, ``counts`` (messages,
    decisions, public chance events, draws, deals), the ``game``'s title, how it ended
    (``end``: ``State.end_reason``) and, when it checks out, the ``final`` true state (every
    hand shown: what the page shows at the end)."""

    ok: bool
    message: str
    winners: list[int]
    scores: list[float]
    names: list[str]
    counts: dict[str, int]
    game: str = ""
    end: str | None = None
    final: State | None = field(default=None, repr=False, compare=False)

    def to_json(self) -> dict[str, Any]:
        """JSON-safe: every field."""
        return {"ok": self.ok, "message": self.message, "winners": self.winners, "scores": self.scores,
                "names": self.names, "counts": self.counts, "game": self.game, "end": self.end}


class SealedGame:
    """One seat's sealed game (module docstring). ``me`` is the seat (None before joining, or
    for a reader of an archive), ``secret`` its seat secret."""

    def __init__(self, me: int | None = None, secret: bytes | None = None,
                 every_secret: dict[int, bytes] | None = None) -> None:
        self.me, self.secret = me, secret
        self.every_secret = every_secret  # the end's verification: every seat's revealed secret
        self.log: list[Message] = []
        self.ids: list[bytes] = []
        self.setup: Setup | None = None
        self.entries: dict[int, SeatEntry] = {}
        self.table: Table | None = None
        self.draft: Draft | None = None
        self.last_sender = 0

    def _copy(self) -> "SealedGame":
        new = copy.copy(self)
        new.log, new.ids, new.entries = list(self.log), list(self.ids), dict(self.entries)
        new.table = self.table.copy() if self.table is not None else None
        new.draft = copy.deepcopy(self.draft)
        return new

    def _take(self, other: "SealedGame") -> None:
        self.__dict__.update(other.__dict__)

    # ------------------------------------------------------------------ what everybody knows
    @property
    def game_id(self) -> bytes:
        """The game id (SealedError before the invite is known)."""
        if self.setup is None:
            raise SealedError("no sealed game is open")
        return self.setup.game_id

    @property
    def names(self) -> list[str]:
        """Every seat's name (``Seat N`` until it joins)."""
        n = self.setup.num_players if self.setup else 0
        return [self.entries[s].name if s in self.entries else f"Seat {s + 1}" for s in range(n)]

    def joiners(self) -> list[int]:
        """The seats that join after the host, in order."""
        assert self.setup is not None
        host = self.log[0].seat
        return [s for s in range(self.setup.num_players) if s != host]

    def next_joiner(self) -> int | None:
        """The seat whose join is due (None once every seat has joined)."""
        return next((s for s in self.joiners() if s not in self.entries), None)

    def due(self) -> int | None:
        """The seat that must send the next message: the next joiner, or the first seat,
        counting on from the last sender, that owes something urgent; None when nothing is
        owed (no game, or the game is over and every seat revealed)."""
        if not self.log:
            return None
        if self.table is None:
            return self.next_joiner()
        owing = {o.seat for o in self.table.urgent()}
        n = self.table.n
        return next(((self.last_sender + k) % n for k in range(1, n + 1) if (self.last_sender + k) % n in owing), None)

    def phase(self) -> str:
        """``"new"``, ``"joining"``, ``"playing"``, ``"over"`` (waiting for reveals) or
        ``"revealed"`` (every secret is in: :meth:`verify` may run)."""
        if not self.log and self.draft is None:
            return "new"
        if self.table is None:
            return "joining"
        if not self.table.state.is_terminal():
            return "playing"
        return "revealed" if len(self.table.revealed) == self.table.n else "over"

    # ------------------------------------------------------------------ creating and joining
    @classmethod
    def host(cls, game: str, num_players: int, options: dict[str, Any] | None, seat: int, name: str,
             identity: Identity, secret: bytes | None = None, game_id: bytes | None = None) -> "SealedGame":
        """A new sealed game hosted at ``seat`` by ``name``, its invite ready to sign (the send
        steps). ``secret`` and ``game_id`` default to fresh random bytes (tests pass their own).
        SealedError (or the game's own error) for a game, option or seat this cannot set up."""
        found = get_game(game)
        hooks = hooks_for(game)
        options = {**(options or {}), **hooks.required_options}
        state = found.new_game(num_players, options)  # checks the player count and options
        hooks.check_setup(num_players, dict(state.options))
        if not isinstance(seat, int) or not 0 <= seat < num_players:
            raise SealedError(f"the host's seat is 1 to {num_players}")
        setup = Setup(game_id or fresh_secret()[:GAME_ID_BYTES], game, found.rules_version, num_players,
                      dict(state.options))
        out = cls(seat, secret or fresh_secret())
        out.setup = setup
        entry = out._entry(identity, name, found.max_plies)
        out.draft = Draft(INVITE, body=invite_body(setup, entry))
        return out

    def _entry(self, identity: Identity, name: str, length: int) -> SeatEntry:
        assert self.me is not None and self.secret is not None and self.setup is not None
        head = chain_of(self.secret, self.setup, self.me, length).head
        return SeatEntry(identity.ecdh, identity.ecdsa, head, length, cut_name(name) or f"Player {self.me + 1}")

    def join(self, name: str, identity: Identity, secret: bytes | None = None) -> None:
        """Join as the next seat (after the invite and earlier joins were accepted): the join is
        ready to sign. SealedError when no seat is left or this browser already holds one."""
        if self.setup is None or not self.log:
            raise SealedError("open the invite first")
        seat = self.next_joiner()
        if seat is None:
            raise SealedError("every seat of this game is taken")
        if self.me is not None or self.draft is not None:
            raise SealedError("this browser already holds a seat of this game")
        self.me, self.secret = seat, secret or fresh_secret()
        self.draft = Draft(JOIN, body=join_body(self._entry(identity, name, get_game(self.setup.game).max_plies)))

    # ------------------------------------------------------------------ receiving
    def incoming(self, text: str, archive: bool = False) -> Incoming:
        """Decode a link (or, ``archive``, a whole log) and list the key operations it needs.
        SealedError (or RecordError for a text that is no sealed link) when it is for another
        game, does not follow this seat's log (reordered, missing, forked), or holds nothing
        new. Changes nothing."""
        try:
            bundle = Bundle.decode(decode_sealed(text, archive))
        except RecordError as exc:
            raise SealedError(str(exc)) from None
        if self.setup is not None and bundle.game_id != self.setup.game_id:
            raise SealedError("this link is for another sealed game")
        first = bundle.messages[0].number
        if first > len(self.log) and not self.log:
            raise SealedError("this link is a move of a sealed game this browser has not joined: open it in the "
                              "browser that joined the game (a player joins by its invitation link)")
        if first > len(self.log):
            raise SealedError(f"messages {len(self.log) + 1} to {first} of this game are missing here: "
                              f"open the links in the order they came")
        if bundle.anchor != (self.ids[first - 1] if first else NO_MESSAGE):
            raise SealedError("this link does not follow this game as this seat has it "
                              "(a message was changed, or a seat sent two versions of one)")
        ids, entries, setup = list(self.ids[:first]), dict(self.entries), self.setup
        incoming = Incoming(bundle, [], [], [], [])
        for i, m in enumerate(bundle.messages):
            if m.number < len(self.log):
                if m.raw != self.log[m.number].raw and m.kind == JOIN == self.log[m.number].kind:
                    raise SealedError(f"seat {m.seat + 1} of this game is taken already, by {self._name(m.seat)}: "
                                      f"a second answer to the invitation is refused")
                if m.raw != self.log[m.number].raw:
                    raise SealedError(f"{self._name(m.seat)} sent two different versions of message "
                                      f"{m.number + 1} (a forked game): this seat keeps the one it had")
                ids.append(self.ids[m.number])
                continue
            if m.kind == INVITE:
                if m.number != 0:
                    raise SealedError("an invite in the middle of a game")
                setup, entry = read_invite(m)
                entries[m.seat] = entry
            elif m.kind == JOIN:
                entries[m.seat] = read_join(m)
            if setup is None:
                raise SealedError("this link does not start with its game's invite")
            mid = m.id(setup.game_id, ids[-1] if ids else NO_MESSAGE)
            ids.append(mid)
            if m.seat not in entries:
                raise SealedError(f"a message from seat {m.seat + 1}, which has not joined")
            incoming.new.append(i)
            incoming.verify.append((entries[m.seat].ecdsa, mid, m.signature))
            if m.kind == PLAY and self.me is not None:
                for index, item in enumerate(m.items()):
                    if isinstance(item, Sealed) and item.to == self.me:
                        incoming.open.append((item.part, sealed_info(setup, m.number, index, self.me)))
                        incoming.places.append((m.number, index))
        if not incoming.new:
            if self.me is not None and bundle.messages[-1].seat == self.me:
                raise SealedError("this link holds nothing new: this seat made it, to send to "
                                  + ("every other player" if bundle.to == ANYONE else self._name(bundle.to)))
            raise SealedError("this link holds nothing new: it was opened here before")
        if self.draft is not None and (self.draft.items or self.draft.kind != PLAY):
            raise SealedError("this seat has a message to send before anything else can come")
        return incoming

    def accept(self, incoming: Incoming, verified: Sequence[bool], opened: Sequence[bytes | None]) -> None:
        """Process ``incoming``'s new messages, given the key layer's answers: ``verified`` one
        bool per signature, ``opened`` one plaintext (None: it did not open) per sealed part.
        SealedError for a bad signature or any refused message; the game is then unchanged."""
        if len(verified) != len(incoming.verify) or len(opened) != len(incoming.open):
            raise SealedError("the key layer answered another number of requests than asked")
        messages = [incoming.bundle.messages[i] for i in incoming.new]
        for m, good in zip(messages, verified):
            if good is not True:
                raise SealedError(f"message {m.number + 1} is not signed by {self._name(m.seat)}'s key "
                                  f"(it was changed, or forged)")
        plains = dict(zip(incoming.places, opened))
        work = self._copy()
        for m in messages:
            work._process(m, {index: p for (number, index), p in plains.items() if number == m.number and p is not None})
        work._autofill()
        self._take(work)

    def _name(self, seat: int) -> str:
        names = self.names
        return names[seat] if seat < len(names) else f"seat {seat + 1}"

    def _process(self, m: Message, plains: dict[int, bytes]) -> None:
        """Take one new, signed message into the log (on a copy: refusals leave it half-done)."""
        due = self.due()
        if self.log and m.seat != due:
            raise SealedError(f"message {m.number + 1} comes from {self._name(m.seat)}, and it is "
                              + (f"{self._name(due)}'s turn to send" if due is not None else "nobody's turn to send"))
        if m.kind == INVITE:
            if self.log:
                raise SealedError("a second invite")
            self.setup, self.entries[m.seat] = read_invite(m)
        elif m.kind == JOIN:
            if self.table is not None:
                raise SealedError("a join after the game started")
            self.entries[m.seat] = read_join(m)
        else:
            if self.table is None:
                raise SealedError("a move before every seat joined")
            for index, item in enumerate(m.items()):
                self.table.fulfil(m.seat, item, m.number, index, plains.get(index))
            if self.table.owes_urgent(m.seat):
                owed = next(o for o in self.table.urgent() if o.seat == m.seat)
                raise SealedError(f"{self._name(m.seat)}'s message stops while {owed.words(self.names)} is due")
        assert self.setup is not None
        self.ids.append(m.id(self.setup.game_id, self.ids[-1] if self.ids else NO_MESSAGE))
        self.log.append(m)
        self.last_sender = m.seat
        if self.table is None and m.kind != PLAY and self.next_joiner() is None:
            self._start()

    def _start(self) -> None:
        """Every seat has joined: the table of this seat (or of a reader without a seat)."""
        assert self.setup is not None
        game = get_game(self.setup.game)
        if game.rules_version != self.setup.rules_version:
            raise SealedError(f"this game was set up under rules version {self.setup.rules_version} of "
                              f"{game.title}; this page has version {game.rules_version}")
        entries = [self.entries[s] for s in range(self.setup.num_players)]
        hooks = hooks_for(self.setup.game)
        hooks.check_setup(self.setup.num_players, self.setup.options)
        if self.every_secret is not None:
            missing = [s for s in range(self.setup.num_players) if s not in self.every_secret]
            if missing:
                raise SealedError(f"{', '.join(self.names[s] for s in missing)} has not revealed its secret yet")
            self.table = Table(self.setup, entries, game, hooks, None, self.every_secret, self.names)
            return
        if self.me is None or self.secret is None:
            raise SealedError("a reader without a seat cannot follow the game; it verifies it at the end")
        self.table = Table(self.setup, entries, game, hooks, self.me, {self.me: self.secret}, self.names)

    # ------------------------------------------------------------------ deciding and the draft
    def my_turn(self) -> bool:
        """Whether this seat is writing the next message: it was due when it began (its
        message goes on while it owes something urgent), or it is due now."""
        if self.me is None or self.table is None:
            return False
        writing = self.draft is not None and self.draft.kind == PLAY and bool(self.draft.items)
        return writing or self.due() == self.me

    def decision_due(self) -> bool:
        """Whether the player must decide now (its message waits on it)."""
        if not self.my_turn():
            return False
        assert self.table is not None and self.me is not None
        owed = self.table.ready(self.me)
        return bool(owed) and owed[0].what == "decide"

    def decide(self, action: str) -> None:
        """The player's decision ``action``, into the message being written (the seat's
        automatic items follow at once). SealedError (the engine's reason) when it is not this
        seat's decision or the action is not legal; nothing changes then."""
        if not self.decision_due():
            raise SealedError("it is not this seat's move")
        work = self._copy()
        assert work.table is not None and work.me is not None
        draft = work.draft or Draft(PLAY)
        index, number = len(draft.items), len(self.log)
        item = work.table.decision_item(work.me, action, number, index)
        work.table.fulfil(work.me, item, number, index)
        draft.items.append(item)
        draft.decisions.append(action)
        work.draft = draft
        work._autofill()
        self._take(work)

    def _autofill(self) -> None:
        """Add every item this seat owes that is not a decision (links, deal steps, shares,
        openings, its reveal), then the steps of deals made ahead while the message stays
        under :data:`DRAFT_BUDGET` bytes."""
        if not self.my_turn():
            return
        assert self.table is not None and self.me is not None
        number = len(self.log)
        while True:
            owed = self.table.ready(self.me)
            if not owed or owed[0].what == "decide":
                return
            urgent = [o for o in owed if o.urgent]
            draft = self.draft or Draft(PLAY)
            if urgent:
                chosen = urgent[0]
            else:
                chosen = owed[0]
                deal = self.table.deals[chosen.deal] if chosen.deal else None
                cost = (deal.deck.size * 32 + 120 if deal else 0) if chosen.what == "deal" else 100
                if not draft.items or len(encode_items(draft.items)) + cost > DRAFT_BUDGET:
                    return  # a message never starts for what is given ahead alone
            item, plain = self.table.auto(self.me, chosen)
            index = len(draft.items)
            self.table.fulfil(self.me, item, number, index)
            draft.items.append(item)
            if plain is not None:
                draft.plains[index] = plain
            self.draft = draft

    def can_send(self) -> bool:
        """Whether a message is written and nothing more is owed in it."""
        d = self.draft
        if d is None:
            return False
        if d.kind != PLAY:
            return True
        return bool(d.items) and not (self.table is not None and self.me is not None and self.table.owes_urgent(self.me))

    # ------------------------------------------------------------------ sending
    def seal_requests(self) -> list[tuple[bytes, bytes, bytes]]:
        """``(recipient's ECDH key, plaintext, info)`` for each part of the message to seal
        (in item order). SealedError when no message is ready."""
        if not self.can_send():
            raise SealedError("no message is ready to send")
        d = self.draft
        assert d is not None
        out = []
        for index in sorted(d.plains):
            item = d.items[index]
            assert isinstance(item, Sealed)
            out.append((self.entries[item.to].ecdh, d.plains[index], sealed_info(self._setup(), len(self.log), index, item.to)))
        return out

    def _setup(self) -> Setup:
        if self.setup is None:
            raise SealedError("no sealed game is open")
        return self.setup

    def sign_request(self, parts: Sequence[bytes]) -> bytes:
        """The message with ``parts`` (the sealed parts, as :meth:`seal_requests` listed them)
        in place: its id, 32 bytes, for the key layer to sign."""
        requests = self.seal_requests()
        if len(parts) != len(requests):
            raise SealedError("the key layer sealed another number of parts than asked")
        d = self.draft
        assert d is not None and self.me is not None
        if d.kind == PLAY:
            items = list(d.items)
            for index, part in zip(sorted(d.plains), parts):
                old = items[index]
                assert isinstance(old, Sealed)
                items[index] = Sealed(old.to, bytes(part))
            body = encode_items(items)
        else:
            body = d.body
        d.message = Message(d.kind, self.me, len(self.log), body)
        return d.message.id(self._setup().game_id, self.ids[-1] if self.ids else NO_MESSAGE)

    def sent(self, signature: bytes) -> None:
        """The signed message joins the log (the seat's own: its items were taken as they were
        written). SealedError when no message was given to sign."""
        d = self.draft
        if d is None or d.message is None:
            raise SealedError("no message was signed")
        m = Message(d.message.kind, d.message.seat, d.message.number, d.message.body, bytes(signature))
        if len(m.signature) != 64:
            raise SealedError("a signature is 64 bytes")
        work = self._copy()
        work.draft = None
        if m.kind == PLAY:
            assert work.setup is not None
            work.ids.append(m.id(work.setup.game_id, work.ids[-1] if work.ids else NO_MESSAGE))
            work.log.append(m)
            work.last_sender = m.seat
        else:
            work._process(m, {})
        work._autofill()
        self._take(work)

    # ------------------------------------------------------------------ links
    def link(self, to: int | None = None) -> str:
        """A link for seat ``to`` (default: the seat due next): every message since ``to``'s last
        own message; when nobody owes anything (every seat revealed), one link for every other
        seat, from the earliest of their last messages. SealedError when ``to`` has them all."""
        if to is None:
            to = self.due()
        if to is None:  # nobody owes anything (the end): one link for every other seat
            others = [s for s in range(len(self.names)) if s != self.me]
            start = min((self._last_of(s) for s in others), default=0)
            to = ANYONE
        else:
            start = self._last_of(to)
        if start >= len(self.log):
            raise SealedError(f"{self._name(to)} has every message already")
        bundle = Bundle(self.game_id, to, self.ids[start - 1] if start else NO_MESSAGE, tuple(self.log[start:]))
        return encode_sealed(bundle.encode())

    def _last_of(self, seat: int) -> int:
        """The place after ``seat``'s last message in the log (0 when it sent none)."""
        return max((m.number + 1 for m in self.log if m.seat == seat), default=0)

    def archive(self) -> str:
        """The whole log, from the invite, as one text (a save, or ``verify``'s input)."""
        if not self.log:
            raise SealedError("nothing was sent yet")
        return encode_sealed(Bundle(self.game_id, ANYONE, NO_MESSAGE, tuple(self.log)).encode())

    # ------------------------------------------------------------------ saving
    def saved(self) -> dict[str, Any]:
        """What a save keeps: ``{"sealed": 1, "me", "archive", "draft", "game_id"}`` (hex).
        Only public data and the player's own decisions not yet sent; the seat secret stays in
        the key layer (``storeSecret``)."""
        return {"sealed": 1, "me": self.me, "game_id": self.game_id.hex(),
                "archive": self.archive() if self.log else None,
                "draft": list(self.draft.decisions) if self.draft is not None else [],
                "lobby": self.draft.kind if self.draft is not None and self.draft.kind != PLAY else None}

    def secret_name(self) -> str:
        """The name the key layer keeps this seat's secret under: ``sealed <game id> <seat>``."""
        if self.me is None:
            raise SealedError("this browser holds no seat of this game")
        return f"sealed {self.game_id.hex()} {self.me}"

    # ------------------------------------------------------------------ the end
    def verify(self) -> Verdict:
        """The end's check of this game's log (:func:`verify_log`), once every seat revealed
        its secret; signatures were checked as the messages arrived."""
        return verify_log(self.log, None)


def _secrets_in(log: Sequence[Message]) -> dict[int, bytes]:
    out: dict[int, bytes] = {}
    for m in log:
        if m.kind == PLAY:
            for item in m.items():
                if isinstance(item, Reveal):
                    out[m.seat] = item.secret
    return out


def verify_log(log: Sequence[Message], check: SignatureCheck | None) -> Verdict:
    """Replay a whole sealed game, every seat's revealed secret in hand: with ``check``, every
    signature first; then every message through an omniscient table (every chain link, public
    outcome, secret decision and its commitments, share, draw and move against the true game),
    then every deal (``Deal.verify``). The verdict names the first failure, never raises for
    a bad log (SealedError only for a log with no invite)."""
    if not log or log[0].kind != INVITE:
        raise SealedError("a sealed game's log starts with its invite")
    setup, _ = read_invite(log[0])
    title = get_game(setup.game).title if setup.game in list_games() else setup.game
    reader = SealedGame(every_secret=_secrets_in(log))
    names: list[str] = []
    try:
        if check is not None:
            ids: list[bytes] = []
            entries = _entries(log)
            for m in log:
                mid = m.id(setup.game_id, ids[-1] if ids else NO_MESSAGE)
                ids.append(mid)
                if m.seat not in entries or not check(entries[m.seat].ecdsa, mid, m.signature):
                    raise SealedError(f"message {m.number + 1} is not signed by its seat's key")
        _check_secrets(log, setup)
        for m in log:
            reader._process(m, {})
            names = reader.names
        table = reader.table
        if table is None:
            raise SealedError("the game never started (a seat did not join)")
        if not table.state.is_terminal():
            raise SealedError("the game is not over")
        missing = [s for s in range(table.n) if s not in table.revealed]
        if missing:
            raise SealedError(f"{', '.join(reader.names[s] for s in missing)} has not revealed its secret yet")
        table.verify_deals()
    except (GameError, ValueError) as exc:
        return Verdict(False, str(exc), [], [], names or reader.names, {"messages": len(log)}, title)
    st = table.state
    counts = {"messages": len(log), **table.summary()}
    return Verdict(True, "every signature, chain link, roll, deal, draw, secret and move checks out",
                   st.winners(), st.scores(), reader.names, counts, title, st.end_reason(), st)


def _entries(log: Sequence[Message]) -> dict[int, SeatEntry]:
    """Every seat's entry, from the invite and the joins of ``log``."""
    entries: dict[int, SeatEntry] = {}
    for m in log:
        if m.kind == INVITE:
            entries[m.seat] = read_invite(m)[1]
        elif m.kind == JOIN:
            entries[m.seat] = read_join(m)
    return entries


def _check_secrets(log: Sequence[Message], setup: Setup) -> None:
    """SealedError naming the first seat whose revealed secret does not hash down to the chain
    head it joined with."""
    entries = _entries(log)
    for seat, secret in sorted(_secrets_in(log).items()):
        entry = entries.get(seat)
        if entry is None or chain_of(secret, setup, seat, entry.length).head != entry.head:
            name = entry.name if entry else f"seat {seat + 1}"
            raise SealedError(f"{name}'s revealed secret is not the one it committed to when it joined")


def read_archive(text: str) -> list[Message]:
    """The messages of an archive (a whole log from its invite). SealedError when it is not one."""
    try:
        bundle = Bundle.decode(decode_sealed(text, archive=True))
    except RecordError as exc:
        raise SealedError(str(exc)) from None
    if bundle.messages[0].number != 0:
        raise SealedError("this text holds part of a game, not its whole log from the invite")
    return list(bundle.messages)
