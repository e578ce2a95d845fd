"""Sealed play for the page's Worker: one :class:`Desk` holding the open sealed game, called
with plain JSON values (``pygame_rules.web_api.sealed``) and answering JSON-safe dicts; bytes
travel as standard base64 (docs/sealed-links.md, "Receiving, sending, and the key layer").

Every call that needs key operations answers ``{"needs": {...}}`` and waits for
:meth:`Desk.answer` with the key layer's results:

==============  =====================================================  ==========================
need            asks (each item)                                       answer (same order)
==============  =====================================================  ==========================
``verify``      ``{"key", "data", "sig"}``: ``verify(key, data, sig)``  ``[true/false, ...]``
``open``        ``{"sealed", "info"}``: ``open(sealed, info)``          ``[plaintext or null, ...]``
``seal``        ``{"key", "plaintext", "info"}``: ``sealTo(...)``       ``[sealed part, ...]``
``sign``        ``{"data"}``: ``sign(data)``                            ``signature``
==============  =====================================================  ==========================

Only views cross to the page: :meth:`Desk.snapshot` is the seat's own view; ``secret`` (the
seat secret to ``storeSecret``) and the needs' plaintexts stay in the Worker.
"""

from __future__ import annotations

import base64
import binascii
from typing import Any

from ..core import TERMINAL, RecordError
from ..core.link import decode_sealed
from ..session import Session
from .errors import SealedError
from .game import Incoming, SealedGame, Verdict
from .keys import Identity
from .messages import ANYONE, Bundle, fingerprint


def b64(data: bytes) -> str:
    """``data`` as standard base64 text."""
    return base64.b64encode(data).decode("ascii")


def unb64(text: Any, what: str = "a value") -> bytes:
    """The bytes of base64 ``text``; SealedError when it is not base64."""
    if not isinstance(text, str):
        raise SealedError(f"{what} must be base64 text")
    try:
        return base64.b64decode(text, validate=True)
    except (binascii.Error, ValueError) as exc:
        raise SealedError(f"{what} is not base64") from exc


def _identity(config: dict[str, Any]) -> Identity:
    ident = config.get("identity")
    if not isinstance(ident, dict):
        raise SealedError("the seat's public keys are missing (identity)")
    return Identity(unb64(ident.get("ecdh"), "the ECDH public key"), unb64(ident.get("ecdsa"), "the ECDSA public key"))


class Desk:
    """The Worker's sealed game and the job waiting on the key layer (module docstring)."""

    def __init__(self) -> None:
        self.game: SealedGame | None = None
        self.job: tuple[str, Any] | None = None
        self.verdict: Verdict | None = None

    def _game(self) -> SealedGame:
        if self.game is None:
            raise SealedError("no sealed game is open")
        return self.game

    # ------------------------------------------------------------------ starting
    def host(self, config: dict[str, Any]) -> dict[str, Any]:
        """A new sealed game, hosted by this seat: ``config`` = ``{"game", "num_players",
        "options", "seat", "name", "identity": {"ecdh", "ecdsa"}}``. Value ``{"secret":
        {"name", "value"}, "status"}``: the Worker stores the secret (``storeSecret``), then
        sends the invite (:meth:`send`)."""
        game = SealedGame.host(config.get("game", ""), config.get("num_players", 0), config.get("options") or None,
                               config.get("seat", 0), str(config.get("name", "")), _identity(config))
        self.game, self.job, self.verdict = game, None, None
        return {"secret": self._secret(), "status": self.status()}

    def _secret(self) -> dict[str, str]:
        game = self._game()
        assert game.secret is not None
        return {"name": game.secret_name(), "value": b64(game.secret)}

    def peek(self, link: str) -> dict[str, Any]:
        """What a sealed link is, before opening it: ``{"game_id"}`` (hex: the Worker loads the
        save and secret of that game, if it has one), ``to`` (a seat or None), ``first``
        (the number of its first message: 0 for an invite) and ``count``."""
        try:
            bundle = Bundle.decode(decode_sealed(link))
        except RecordError as exc:  # not a sealed link, or a damaged one
            raise SealedError(str(exc)) from None
        return {"game_id": bundle.game_id.hex(), "to": None if bundle.to == ANYONE else bundle.to,
                "first": bundle.messages[0].number, "count": len(bundle.messages)}

    def receive(self, link: str) -> dict[str, Any]:
        """Open a link into the open game, or, when no game of its id is open, as a new one
        (an invite, to join). Value ``{"needs": {"verify", "open"}}``; :meth:`answer` goes on."""
        game = self.game
        peeked = self.peek(link)
        if game is None or game.setup is None or game.game_id.hex() != peeked["game_id"]:
            game = SealedGame()
        incoming = game.incoming(link)
        self.job = ("receive", (game, incoming, []))
        return self._receive_needs(incoming)

    def load(self, saved: dict[str, Any], secret: str | None) -> dict[str, Any]:
        """Resume a saved sealed game (:meth:`saved`) with its seat secret (base64, from
        ``loadSecret``; None for a seat not joined yet). Value ``{"needs": {...}}``."""
        if not isinstance(saved, dict) or saved.get("sealed") != 1:
            raise SealedError("this is not a saved sealed game")
        me = saved.get("me")
        game = SealedGame(me if isinstance(me, int) and not isinstance(me, bool) else None,
                          unb64(secret, "the seat secret") if secret is not None else None)
        archive = saved.get("archive")
        if not isinstance(archive, str):
            raise SealedError("the saved sealed game has no log")
        incoming = game.incoming(archive, archive=True)
        decisions = saved.get("draft") or []
        if not isinstance(decisions, list) or not all(isinstance(d, str) for d in decisions):
            raise SealedError("the saved sealed game is damaged")
        self.job = ("receive", (game, incoming, decisions))
        return self._receive_needs(incoming)

    def _receive_needs(self, incoming: Incoming) -> dict[str, Any]:
        return {"needs": {"verify": [{"key": b64(k), "data": b64(d), "sig": b64(s)} for k, d, s in incoming.verify],
                          "open": [{"sealed": b64(p), "info": b64(i)} for p, i in incoming.open]}}

    def join(self, config: dict[str, Any]) -> dict[str, Any]:
        """Take the next free seat of the open game (its invite received): ``config`` =
        ``{"name", "identity"}``. Value ``{"secret", "status"}``; then :meth:`send`."""
        game = self._game()
        game.join(str(config.get("name", "")), _identity(config))
        return {"secret": self._secret(), "status": self.status()}

    # ------------------------------------------------------------------ playing
    def play(self, action: str) -> dict[str, Any]:
        """The player's decision. Value: :meth:`status`."""
        self._game().decide(action)
        return self.status()

    def play_built(self, kind: str, parts: Any) -> dict[str, Any]:
        """A decision the page assembled from parts (``State.compose``). Value: :meth:`status`."""
        game = self._game()
        if game.table is None:
            raise SealedError("the game has not started")
        return self.play(game.table.state.compose(kind, parts))

    def send(self) -> dict[str, Any]:
        """Send the message written: ``{"needs": {"seal": [...]}}`` (possibly an empty list)."""
        requests = self._game().seal_requests()
        self.job = ("seal", None)
        return {"needs": {"seal": [{"key": b64(k), "plaintext": b64(p), "info": b64(i)} for k, p, i in requests]}}

    def answer(self, answers: dict[str, Any]) -> dict[str, Any]:
        """The key layer's results for the job waiting (module docstring). Values: after a
        receive, :meth:`status`; after ``seal``, ``{"needs": {"sign": {"data"}}}``; after
        ``sign``, ``{"link", "to", "to_name", "status"}``. SealedError (the game unchanged)
        for a refused link or a missing answer."""
        if self.job is None:
            raise SealedError("no key operation was asked for")
        kind, data = self.job
        self.job = None
        if kind == "receive":
            game, incoming, decisions = data
            verified = answers.get("verify")
            opened = answers.get("open")
            if not isinstance(verified, list) or not isinstance(opened, list):
                raise SealedError("the key layer's answers are missing")
            game.accept(incoming, [v is True for v in verified],
                        [None if o is None else unb64(o, "an opened part") for o in opened])
            for action in decisions:
                game.decide(action)
            self.game = game
            return self.status()
        if kind == "seal":
            parts = answers.get("seal")
            if not isinstance(parts, list):
                raise SealedError("the sealed parts are missing")
            data_to_sign = self._game().sign_request([unb64(p, "a sealed part") for p in parts])
            self.job = ("sign", None)
            return {"needs": {"sign": {"data": b64(data_to_sign)}}}
        game = self._game()
        game.sent(unb64(answers.get("sign"), "the signature"))
        to = game.due()
        link = game.link()
        names = game.names
        return {"link": link, "to": to, "to_name": names[to] if to is not None else None, "status": self.status()}

    def link(self, to: int | None) -> str:
        """A link for seat ``to`` again (every message it has not sent since its last)."""
        return self._game().link(to)

    # ------------------------------------------------------------------ the end
    def verify(self) -> dict[str, Any]:
        """The end's check, once every seat revealed (:meth:`SealedGame.verify`): the verdict;
        from then on :meth:`snapshot` shows the true final position."""
        self.verdict = self._game().verify()
        return self.verdict.to_json()

    # ------------------------------------------------------------------ what the page draws
    def status(self) -> dict[str, Any]:
        """``{"phase", "me", "names", "fingerprints", "due", "due_name", "decide", "can_send",
        "waiting", "game", "game_id", "messages", "verdict"}``: what the page needs to know
        what comes next (``decide``: the player must choose; ``can_send``: a link is ready;
        ``waiting``: whose link it waits for, in words)."""
        game = self.game
        if game is None:
            return {"phase": "none"}
        names = game.names
        due = game.due()
        entries = game.entries
        fingerprints = [fingerprint(entries[s].ecdh, entries[s].ecdsa) if s in entries else None for s in range(len(names))]
        waiting = None
        if due is not None and due != game.me:
            waiting = f"{names[due]}'s link"
        return {
            "phase": game.phase(), "me": game.me, "names": names, "fingerprints": fingerprints,
            "due": due, "due_name": names[due] if due is not None else None, "decide": game.decision_due(),
            "can_send": game.can_send(), "waiting": waiting,
            "game": game.setup.game if game.setup else None,
            "game_id": game.game_id.hex() if game.setup else None, "messages": len(game.log),
            "verdict": self.verdict.to_json() if self.verdict else None,
        }

    def snapshot(self) -> dict[str, Any]:
        """The seat's view as ``Session.snapshot`` gives it (its own view, its legal actions
        when it must decide, its log), with ``sealed``: :meth:`status`. At the end, until every
        secret is in and verified, the position before the end with the log to the last move
        (the final view and scores would show every hand and secret: ``winners`` stay empty
        until then); after a passing verification, the true final position and result."""
        game = self._game()
        table = game.table
        if table is None or game.me is None:
            return {"sealed": self.status()}
        state = table.state
        shown = state
        if state.is_terminal():
            verdict = self.verdict
            shown = verdict.final if verdict is not None and verdict.ok and verdict.final is not None \
                else (table.before_end or state)
        seats = ["human" if s == game.me else "remote" for s in range(table.n)]
        snap = Session(shown, game.names, seats).snapshot(game.me)
        if shown is not state:  # the log is the seat's own, to the last move
            snap["log"] = state.log(game.me, game.names)
            snap["recent"] = Session(state, game.names, seats).recent(game.me, snap["log"])
        decide = game.decision_due()
        if not decide:
            snap["actions"] = []
        snap["waiting_on"] = "over" if state.current_player == TERMINAL else ("human" if decide else "remote")
        snap["undo_seat"], snap["undo_replies"], snap["undo_note"] = None, [], None
        snap["sealed"] = self.status()
        return snap

    def saved(self) -> dict[str, Any]:
        """The save (:meth:`SealedGame.saved`): public data and the player's unsent decisions."""
        return self._game().saved()


DESK = Desk()
"""The Worker's one desk."""
