"""A seat of a sealed game in one CPython process: :class:`LocalSeat` does what the page's
Worker does (docs/sealed-links.md, "Receiving, sending, and the key layer"), performing the
key operations the protocol asks for with a :class:`~.keys.KeyOps` (``keys.SeatKeys``, or a
test's stand-in), so that tests and benchmarks play whole sealed games by passing links.
"""

from __future__ import annotations

from typing import Any

from .errors import SealedError
from .game import SealedGame
from .keys import KeyOps


class LocalSeat:
    """One browser's part in a sealed game: its ``keys`` and its :class:`SealedGame`."""

    def __init__(self, keys: KeyOps, game: SealedGame | None = None) -> None:
        self.keys = keys
        self.game = game or SealedGame()

    @classmethod
    def host(cls, keys: KeyOps, game: str, num_players: int, options: dict[str, Any] | None = None, seat: int = 0,
             name: str = "", secret: bytes | None = None, game_id: bytes | None = None) -> "LocalSeat":
        """Host a new game (its invite is ready: :meth:`send` returns the invite link)."""
        return cls(keys, SealedGame.host(game, num_players, options, seat, name or f"Player {seat + 1}",
                                         keys.identity(), secret, game_id))

    def open(self, link: str, archive: bool = False) -> None:
        """Receive a link: its signatures checked and its sealed parts to this seat opened with
        ``keys``, then processed (:meth:`SealedGame.accept`). SealedError when refused: the
        game is then unchanged."""
        incoming = self.game.incoming(link, archive)
        verified = [self.keys.verify(key, data, sig) for key, data, sig in incoming.verify]
        opened: list[bytes | None] = []
        for sealed, info in incoming.open:
            try:
                opened.append(self.keys.open(sealed, info))
            except (SealedError, ValueError):
                opened.append(None)
        self.game.accept(incoming, verified, opened)

    def join(self, name: str = "", secret: bytes | None = None) -> None:
        """Join the game whose invite was opened (:meth:`send` then returns the join link)."""
        seat = self.game.next_joiner()
        self.game.join(name or f"Player {(seat or 0) + 1}", self.keys.identity(), secret)

    def play(self, action: str) -> None:
        """This seat's decision (:meth:`SealedGame.decide`)."""
        self.game.decide(action)

    def send(self, to: int | None = None) -> str:
        """Seal, sign and send the message written: the link for seat ``to`` (default: the seat
        due next). SealedError when no message is ready."""
        parts = [self.keys.seal_to(key, plain, info) for key, plain, info in self.game.seal_requests()]
        self.game.sent(self.keys.sign(self.game.sign_request(parts)))
        return self.game.link(to)
