"""Whole sealed games between simulated seats that pass only links, with an omniscient
referee in lockstep (every seat's secret: the true game), for the protocol tests.

Each seat chooses uniformly among its own legal actions (``random.Random(seed)``); after every
message sent, the referee opens the same link, and the sender's own engine state is compared
with the true game as the sender may see it: its view, its log and what each ply touched.
"""

from __future__ import annotations

import random
import sys
from dataclasses import dataclass, field
from typing import Any

from .fake_keys import make_keys

from pygame_rules.sealed.game import SealedGame
from pygame_rules.sealed.seat import LocalSeat

IN_PYODIDE = sys.platform == "emscripten"


def secret_for(seat: int, salt: int = 0) -> bytes:
    """A fixed seat secret (seeded games repeat)."""
    return bytes([0x50 + seat, salt & 0xFF]) * 16


@dataclass
class Match:
    """A sealed game in progress: the ``seats`` (LocalSeat), the ``referee`` (omniscient), the
    ``links`` sent (sender, recipient, text), and ``checks`` (views compared)."""

    seats: list[LocalSeat]
    referee: SealedGame
    links: list[tuple[int, int, str]] = field(default_factory=list)
    checks: int = 0

    @property
    def games(self) -> list[SealedGame]:
        """Every seat's SealedGame."""
        return [s.game for s in self.seats]


def start(game: str, players: int, keys: str, options: dict[str, Any] | None = None, salt: int = 0,
          game_id: bytes = b"sealed test game") -> Match:
    """Host at seat 0, every other seat joins in order; the referee holds every secret."""
    secrets = {s: secret_for(s, salt) for s in range(players)}
    host = LocalSeat.host(make_keys(keys), game, players, options, 0, "Ann", secrets[0], game_id[:16].ljust(16, b"."))
    seats = [host]
    link = host.send()
    names = ["Ann", "Bob", "Cleo", "Dan"]
    for s in range(1, players):
        joiner = LocalSeat(make_keys(keys))
        joiner.open(link)
        joiner.join(names[s], secrets[s])
        seats.append(joiner)
        link = joiner.send()
    referee = SealedGame(every_secret=secrets)
    incoming = referee.incoming(seats[-1].game.archive(), archive=True)
    referee.accept(incoming, [True] * len(incoming.verify), [])
    match = Match(seats, referee)
    to = seats[-1].game.due()
    assert to is not None
    match.links.append((players - 1, to, link))
    seats[to].open(link)
    return match


def _open(game: SealedGame, link: str) -> None:
    incoming = game.incoming(link)
    game.accept(incoming, [True] * len(incoming.verify), [None] * len(incoming.open))


def deliver(match: Match, sender: int, link: str, check: bool = True) -> None:
    """The link ``sender`` just wrote: the referee and its recipient open it; then the
    sender's engine state is compared with the true game (``check``)."""
    to = match.seats[sender].game.due()
    recipients = [to] if to is not None else [s for s in range(len(match.seats)) if s != sender]
    for r in recipients:
        match.links.append((sender, r, link))
    _open_all(match.referee, link)
    for r in recipients:
        try:
            match.seats[r].open(link)
        except Exception as exc:  # a link for everybody may hold nothing new for one of them
            if "nothing new" not in str(exc):
                raise
    if check:
        compare(match, sender)


def _open_all(game: SealedGame, link: str) -> None:
    try:
        _open(game, link)
    except Exception as exc:
        if "nothing new" not in str(exc):
            raise


def compare(match: Match, seat: int) -> None:
    """Seat ``seat``'s engine state against the true game, as ``seat`` may see it: the same
    view, log and touched keys (AssertionError otherwise)."""
    mine = match.seats[seat].game.table
    truth = match.referee.table
    assert mine is not None and truth is not None
    a, b = mine.state, truth.state
    assert a.is_terminal() == b.is_terminal()
    assert a.log(seat) == b.log(seat), f"seat {seat + 1}'s log differs from the true game's"
    if a.is_terminal():  # the final view (and score) shows every secret: compare the position before the end
        assert mine.before_end is not None and truth.before_end is not None
        assert mine.before_end.view(seat) == truth.before_end.view(seat)
    else:
        assert a.view(seat) == b.view(seat), f"seat {seat + 1}'s view differs from the true game's"
        assert a.scores() == b.scores()
    assert [a.touched(i, seat) for i in range(len(a.history))] == [b.touched(i, seat) for i in range(len(b.history))]
    match.checks += 1


def random_choice(seat: int, actions: list[str], rng: random.Random) -> str:
    """The default player: uniform among the legal actions."""
    return rng.choice(actions)


def next_link(match: Match, rng: random.Random, choose=random_choice) -> tuple[int, str] | None:
    """The seat that must send decides (``choose(seat, legal actions, rng)``; its legal actions
    checked to be the true game's when its message is still empty) and sends: ``(sender,
    link)``, not delivered yet; None when nobody owes anything (the game is over and verified)."""
    mover = next((s for s, seat in enumerate(match.seats) if seat.game.can_send() or seat.game.decision_due()), None)
    if mover is None:
        return None
    seat = match.seats[mover]
    while seat.game.decision_due():
        table = seat.game.table
        assert table is not None
        actions = table.state.legal_actions()
        truth = match.referee.table
        draft = seat.game.draft
        if truth is not None and (draft is None or not draft.items):
            assert actions == truth.state.legal_actions(), "a seat's legal actions differ from the true game's"
        seat.play(choose(mover, actions, rng))
    return mover, seat.send()


def play(match: Match, seed: int, choose=random_choice, messages: int = 10_000, until=None) -> Match:
    """Play ``messages`` messages, or until ``until(match)`` is true, or to the end (every seat
    revealed): every link delivered and the sender checked against the true game."""
    rng = random.Random(seed)
    for _ in range(messages):
        if until is not None and until(match):
            return match
        sent = next_link(match, rng, choose)
        if sent is None:
            return match
        deliver(match, *sent)
    return match


def forge(seat: LocalSeat, link: str, edit) -> str:
    """``link`` (the last message in it ``seat``'s own, just sent) with that message's items
    changed by ``edit(items) -> items`` and signed again with ``seat``'s keys: what a cheating
    seat could send."""
    from pygame_rules.core.link import decode_sealed, encode_sealed
    from pygame_rules.sealed.messages import Bundle, Message, encode_items

    bundle = Bundle.decode(decode_sealed(link))
    last = bundle.messages[-1]
    body = encode_items(edit(last.items()))
    game = seat.game
    unsigned = Message(last.kind, last.seat, last.number, body)
    signature = seat.keys.sign(unsigned.id(game.game_id, game.ids[last.number - 1]))
    changed = Message(last.kind, last.seat, last.number, body, signature)
    return encode_sealed(Bundle(bundle.game_id, bundle.to, bundle.anchor, bundle.messages[:-1] + (changed,)).encode())


def encode_log(game: SealedGame, end: int, start: int = 0) -> str:
    """Messages ``start`` to ``end - 1`` of ``game``'s log as a link (from 0: an archive)."""
    from pygame_rules.core.link import encode_sealed
    from pygame_rules.sealed.messages import ANYONE, NO_MESSAGE, Bundle

    anchor = game.ids[start - 1] if start else NO_MESSAGE
    return encode_sealed(Bundle(game.game_id, ANYONE, anchor, tuple(game.log[start:end])).encode())


def messages_in(link: str) -> tuple:
    """The messages a link carries."""
    from pygame_rules.core.link import decode_sealed
    from pygame_rules.sealed.messages import Bundle

    return Bundle.decode(decode_sealed(link)).messages
