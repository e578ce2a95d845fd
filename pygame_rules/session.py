"""A game as the user interface plays it: seats (human or bot), names, the driver's
dice for chance nodes, undo, saves and share links. JSON in, JSON out.

The browser's Worker holds one :class:`Session` and calls it; the page renders what
:meth:`Session.snapshot` returns and sends back an action string. All rules and
all randomness stay here in Python.
"""

from __future__ import annotations

import json
import random
import unicodedata
from typing import Any

from . import from_record, get_game
from .bots import BOTS, sample_chance
from .core import CHANCE, TERMINAL, IllegalActionError, RecordError, State
from .core.link import decode_link_state, encode_link

DEFAULT_OPPONENT = "normal"
"""The bot a newcomer plays against: the new-game form offers it first for every seat but the
first (``default_opponent``, :func:`default_opponent`)."""
BOT_NAME = "Bot"
"""The name of a bot seat left unnamed (a second one is "Bot (2)")."""

SEAT_KINDS = ("human", "remote", *BOTS)
"""Seat kinds: a person at this device, a person at another device ("remote": play by
link in a game with hidden information, see :meth:`Session.from_link`), or a bot."""
MAX_NAME = 24
RECENT_MAX = 30
"""Most plies :meth:`Session.recent` returns (a long chain of chance outcomes is cut to its newest)."""
REVEALED = "it showed something a player had not seen (a hidden card, choice or place)"
"""Why a decision that showed some seat something it did not know is never taken back
(``State.reveals_at``): what was seen cannot be unseen."""


ZWJ = "\u200d"


def _is_regional(ch: str) -> bool:
    return "\U0001f1e6" <= ch <= "\U0001f1ff"  # a flag is two of these


def _extends(ch: str) -> bool:
    """True for a code point that belongs to the character before it: a combining mark, a
    joiner, a variation selector, a skin-tone modifier or an emoji tag."""
    return (unicodedata.category(ch).startswith("M") or ch == ZWJ or "\ufe00" <= ch <= "\ufe0f"
            or "\U0001f3fb" <= ch <= "\U0001f3ff" or "\U000e0020" <= ch <= "\U000e007f")


def _half_flag(text: str, end: int) -> bool:
    """True when ``text[:end]`` ends inside a flag (an odd run of regional indicators)."""
    run = 0
    while run < end and _is_regional(text[end - 1 - run]):
        run += 1
    return run % 2 == 1


BIDI_CONTROLS = dict.fromkeys(map(ord, "\u061c\u200e\u200f\u202a\u202b\u202c\u202d\u202e\u2066\u2067\u2068\u2069"))
"""Direction marks and overrides: in a name they would turn the text around it backwards."""


def _visible(text: str) -> bool:
    """True when some character of ``text`` shows: not only spaces, marks or format codes."""
    return any(unicodedata.category(ch)[0] not in "ZCM" for ch in text)


def cut_name(text: str, limit: int = MAX_NAME) -> str:
    """``text`` trimmed and cut to at most ``limit`` code points without splitting a
    character a reader sees as one (an emoji sequence, a flag, a letter with its accents).
    A dangling joiner or half a flag at the end (left by the browser's ``maxlength``, which
    counts UTF-16 units) is dropped as well; so are direction controls, and a name with
    nothing visible in it is empty."""
    text = text.translate(BIDI_CONTROLS).strip()
    if not _visible(text):
        return ""
    end = min(len(text), limit)
    while end > 0 and ((end < len(text) and _extends(text[end])) or text[end - 1] == ZWJ or _half_flag(text, end)):
        end -= 1
    return text[:end].rstrip()


def default_opponent() -> str:
    """The seat kind the new-game form proposes for an opponent: :data:`DEFAULT_OPPONENT`,
    or the first bot if there is no bot of that id."""
    return DEFAULT_OPPONENT if DEFAULT_OPPONENT in BOTS else next(iter(BOTS))


def _clean_names(names: Any, n: int, seats: list[str] | None = None) -> list[str]:
    """One name per seat: cut (:func:`cut_name`), ``Player N`` for a missing one (``Bot`` for a
    bot's seat, ``seats``), and a name already taken (letter case aside) gets a number,
    ``Ann (2)``, so the log and the hot-seat hand-over always say which seat is meant."""
    out: list[str] = []
    for seat in range(n):
        name = names[seat] if isinstance(names, list) and seat < len(names) else None
        unnamed = BOT_NAME if seats is not None and seats[seat] in BOTS else f"Player {seat + 1}"
        name = (cut_name(name) if isinstance(name, str) else "") or unnamed
        taken = {other.casefold() for other in out}
        number = 2
        unique = name
        while unique.casefold() in taken:
            suffix = f" ({number})"
            unique = cut_name(name, MAX_NAME - len(suffix)) + suffix
            number += 1
        out.append(unique)
    return out


class Session:
    """One game in progress, with who sits where.

    Args:
        state: the game state.
        names: one display name per seat (cleaned by :func:`cut_name`: trimmed, at most 24
            code points, never splitting an emoji or a flag).
        seats: one kind per seat, ``"human"``, ``"remote"`` or a bot id from
            :data:`pygame_rules.bots.BOTS`.
        seed: seed of the driver's random generator (chance outcomes, bot choices).
    Raises:
        ValueError: a seat kind that is not known.
    """

    def __init__(self, state: State, names: Any = None, seats: Any = None, seed: int | None = None) -> None:
        n = state.num_players
        seats = list(seats) if isinstance(seats, list) else ["human"] * n
        seats = (seats + ["human"] * n)[:n]
        for kind in seats:
            if kind not in SEAT_KINDS:
                raise ValueError(f"a seat is 'human', 'remote' or one of the bots {list(BOTS)}, not {kind!r}")
        self.state = state
        self.names = _clean_names(names, n, seats)
        self.seats: list[str] = seats
        self.rng = random.Random(seed)
        self.bots = {s: BOTS[k](self.rng.randrange(2**32)) for s, k in enumerate(seats) if k in BOTS}
        # Plies of bot decisions made on the public view (State.private_decision False), which
        # undo may take back with the human move before them (_crossable). Not saved: after a
        # reload, a game with hidden information takes back no bot's reply.
        self._public_bot_plies: set[int] = set()

    # ------------------------------------------------------------------ building
    @classmethod
    def new(cls, game_id: str, num_players: int, names: Any = None, seats: Any = None,
            options: dict[str, Any] | None = None, seed: int | None = None) -> "Session":
        """A fresh game. Raises UnknownGameError, OptionError or ValueError."""
        return cls(get_game(game_id).new_game(num_players, options), names, seats, seed)

    @classmethod
    def from_saved(cls, saved: dict[str, Any], seed: int | None = None) -> "Session":
        """Rebuild from :meth:`saved`. Raises RecordError, also when ``names`` or ``seats``
        is missing: :meth:`saved` always writes both, and guessing them would turn a bot's
        seat into a human's without a word."""
        if not isinstance(saved, dict):
            raise RecordError("the saved game is not readable")
        state = from_record(saved.get("record"))
        missing = [key for key in ("names", "seats") if key not in saved]
        if missing:
            raise RecordError(f"the saved game is not readable: it has no {' and no '.join(missing)}")
        try:
            return cls(state, saved.get("names"), saved.get("seats"), seed)
        except ValueError as exc:
            raise RecordError(f"the saved game is not readable: {exc}") from exc

    @classmethod
    def from_link(cls, text: str, seed: int | None = None) -> "Session":
        """The game a share link holds. A bot seat stays that bot (``meta["bots"]``; it plays
        at whichever device has the game open). Every other seat is human at this device,
        except in a game with hidden information whose link names the seat it was sent to
        (``meta["to"]``): then this device plays that seat and the others are ``"remote"``, so
        that nobody else's hand is shown here. Raises RecordError with a message for the
        player (also for a ``bots`` entry that is not a list of bot ids and nulls, one a seat)."""
        record, meta, state = decode_link_state(text)
        state = state if state is not None else from_record(record)
        to = meta.get("to")
        bots = _link_bots(meta.get("bots"), state.num_players)
        seats = [bot or "human" for bot in bots]
        if state.game.private_information and isinstance(to, int) and not isinstance(to, bool) \
                and 0 <= to < state.num_players:
            # Play by link with hidden information: this device plays the seat the link was
            # sent to; the others play at their own devices, so their hands are never shown here.
            seats = [bot or ("human" if seat == to else "remote") for seat, bot in enumerate(bots)]
        return cls(state, meta.get("names"), seats, seed)

    def saved(self) -> dict[str, Any]:
        """The autosave after every action: ``{"record", "names", "seats"}``. It holds every
        hidden card, so it never reaches the page as it is: the Worker seals it first
        (web/lib/seal.js) and the page stores only the sealed text."""
        return {"record": self.state.to_record(), "names": list(self.names), "seats": list(self.seats)}

    def relation(self, saved: Any) -> str:
        """How this game relates to a stored :meth:`saved`: ``"same"`` (the same record: the
        same game at the same point), ``"continues"`` (the same setup, and the saved actions are
        the first ones of this game: the saved game played further, as play by link does) or
        ``"different"``. The page asks before a shared game replaces a different saved one; it
        never reads the record itself (hidden cards stay in the Worker). Raises RecordError when
        ``saved`` has no readable record."""
        record = saved.get("record") if isinstance(saved, dict) else None
        if not isinstance(record, dict) or not isinstance(record.get("actions"), list):
            raise RecordError("the saved game is not readable")
        mine = self.state.to_record()
        if record == mine:
            return "same"
        setup = ("game", "rules_version", "num_players", "options")
        saved_actions, actions = record["actions"], mine["actions"]
        if all(record.get(key) == mine[key] for key in setup) and actions[:len(saved_actions)] == saved_actions:
            return "continues"
        return "different"

    def link(self) -> str:
        """Fragment text of a share link: the record, the names, which seats are bots (if
        any) and the seat to act (who the link is for); nothing else."""
        meta: dict[str, Any] = {"names": self.names}
        if self.bots:
            meta["bots"] = [kind if kind in BOTS else None for kind in self.seats]  # bots stay bots
        if self.state.current_player >= 0:
            meta["to"] = self.state.current_player  # who the link is for: the seat to act
        return encode_link(self.state.to_record(), meta=meta)

    # ------------------------------------------------------------------ playing
    def waiting_on(self) -> str:
        """``"human"`` (a seat at this device must choose), ``"remote"`` (a seat at another
        device must: send it a link), ``"auto"`` (chance or a bot acts next) or ``"over"``."""
        cp = self.state.current_player
        if cp == TERMINAL:
            return "over"
        if cp == CHANCE or self.seats[cp] in BOTS:
            return "auto"
        return self.seats[cp]

    def step(self) -> str:
        """Apply one automatic action (a chance outcome or a bot's choice); returns it.
        Raises ValueError when a human seat is to act or the game is over."""
        cp = self.state.current_player
        if cp == CHANCE:
            action = sample_chance(self.state, self.rng)
        elif cp >= 0 and self.seats[cp] in BOTS:
            view_state = self.state.resample_from_infostate(cp, self.rng)  # bots never read hidden state
            action = self.bots[cp].choose(view_state)
            if not self.state.private_decision(cp):
                self._public_bot_plies.add(len(self.state.history))
        else:
            raise ValueError("no automatic action is due")
        self.state.apply(action)
        return action

    def play(self, action: str) -> None:
        """A human seat's choice. Raises IllegalActionError (state unchanged)."""
        cp = self.state.current_player
        if cp < 0 or self.seats[cp] != "human":
            raise IllegalActionError("it is not a human player's turn")
        self.state.apply(action)

    def play_built(self, kind: str, parts: Any) -> None:
        """A human seat's choice given as parts the page assembled (``State.compose``: e.g.
        Court of the Dead's pile sizes); the game writes the action. Raises
        IllegalActionError (state unchanged)."""
        self.play(self.state.compose(kind, parts))

    def _is_bot(self, seat: int) -> bool:
        return seat >= 0 and self.seats[seat] in BOTS

    def _crossable(self, ply: int) -> bool:
        """True when a bot's decision at ``ply`` may be taken back with the human move before
        it: always in a game without hidden information; otherwise only a decision this
        session saw the bot make on the public view (``State.private_decision`` False), since
        a reply chosen on the bot's hidden cards may show them (a card played from its hand),
        and taking it back would let a player replay knowing them."""
        return not self.state.game.private_information or ply in self._public_bot_plies

    def _take_back(self) -> tuple[int, int, tuple[str, int] | None] | None:
        """The last decision of a person and whether it may be taken back:
        ``(seat, ply, obstacle)``. ``obstacle`` is None when undo may rewind to ``ply``,
        taking back that decision and every bot's reply after it; else the first reason it may
        not: ``("reveal", seat)`` (the decision itself revealed hidden information,
        ``State.reveals_at`` / ``State.undo_point``), ``("chance", -1)`` (a chance outcome
        came after it), ``("reveal", bot)`` (a bot's reply revealed something) or
        ``("hidden", bot)`` (a bot's reply made on its hidden information,
        :meth:`_crossable`). None when no person's decision comes before the bots' and
        chance's last steps, or when it was a remote seat's (another person's)."""
        state = self.state
        n = len(state.history)
        ply = n - 1
        while ply >= 0 and (state.actor(ply) == CHANCE or self._is_bot(state.actor(ply))):
            ply -= 1
        if ply < 0 or self.seats[state.actor(ply)] != "human":
            return None
        seat = state.actor(ply)
        own = state.reveals_at(ply) or (ply == n - 1 and state.undo_point(seat) is None)
        obstacle: tuple[str, int] | None = ("reveal", seat) if own else None
        for later in range(ply + 1, n):
            if obstacle is not None:
                break
            actor = state.actor(later)
            if actor == CHANCE:
                obstacle = ("chance", CHANCE)
            elif state.reveals_at(later):
                obstacle = ("reveal", actor)
            elif not self._crossable(later):
                obstacle = ("hidden", actor)
        return seat, ply, obstacle

    def undo_seat(self) -> int | None:
        """The human seat whose last decision may be taken back (with the bots' replies since,
        :meth:`undo`), or None (also once the game is over: the end is final)."""
        if self.state.is_terminal():
            return None
        found = self._take_back()
        return found[0] if found is not None and found[2] is None else None

    def undo_replies(self) -> list[int]:
        """The bot seats whose replies :meth:`undo` takes back with the human's move, in the
        order they moved (each once); ``[]`` when undo takes back that move alone or nothing."""
        found = self._take_back() if self.undo_seat() is not None else None
        if found is None:
            return []
        bots: list[int] = []
        for ply in range(found[1] + 1, len(self.state.history)):
            actor = self.state.actor(ply)
            if actor >= 0 and actor not in bots:
                bots.append(actor)
        return bots

    def _undo_seat_for(self, viewer: int | None) -> int | None:
        """The seat whose move the page may offer to undo while showing ``viewer``'s view: in a
        game with hidden information only that seat's own (hot-seat: the next player may not
        take back the previous player's secret choice); otherwise any human seat's."""
        seat = self.undo_seat()
        if seat is not None and self.state.game.private_information and viewer != seat:
            return None
        return seat

    def undo_note(self, viewer: int | None) -> str | None:
        """Why the page offers no undo, when a player would look for one: a human seat's
        decision was followed by a chance outcome (a card turned, drawn or dealt, a roll), or
        by a bot's reply that revealed hidden information or was made on it (never taken
        back, :meth:`_take_back`), or the decision itself revealed hidden information
        (``State.reveals_at``: bids turned up, a card looked at). The text names the seat (and
        the bot); None otherwise (undo is offered, the game is over, or another person acted
        since). Hidden information: only the seat that moved is told (as for the undo itself)."""
        state = self.state
        if state.is_terminal() or self._undo_seat_for(viewer) is not None:
            return None
        found = self._take_back()
        if found is None:
            return None
        seat, _, obstacle = found
        if obstacle is None:
            return None
        kind, who = obstacle
        if state.game.private_information and viewer != seat:
            return None
        name = self.names[seat]
        if kind == "reveal" and who == seat:
            return f"{name}'s last move cannot be undone: {REVEALED}."
        if kind == "chance":
            return f"{name}'s last move can no longer be undone: chance (a card or a roll) came after it."
        return f"{name}'s last move can no longer be undone: {self._bot_obstacle(kind, who)}."

    def _bot_obstacle(self, kind: str, bot: int) -> str:
        if kind == "reveal":
            return f"{self.names[bot]}'s reply revealed hidden information"
        return f"{self.names[bot]} has replied with a move made on hidden information"

    def _why_no_undo(self) -> str:
        """The reason :meth:`undo` refuses, in words for the player."""
        state = self.state
        if state.is_terminal():
            return "the game is over: its end is final"
        if not state.history:
            return "there is no move to undo"
        found = self._take_back()
        if found is None:
            persons = [p for p in range(len(state.history)) if state.actor(p) >= 0 and not self._is_bot(state.actor(p))]
            if persons:  # a remote seat (another person) moved last
                return f"too late to undo: {self.names[state.actor(persons[-1])]} has moved since"
            return "there is no move of yours to undo"
        kind, who = found[2] or ("", -1)
        if kind == "chance":
            return "too late to undo: chance (a card or a roll) came after the last move"
        if kind == "reveal" and who == found[0]:
            return f"too late to undo: {REVEALED}"
        return f"too late to undo: {self._bot_obstacle(kind, who)}"

    def undo(self) -> None:
        """Take back the last decision of a human seat and the bots' replies since (never
        across a chance outcome, another person's action or a decision that revealed
        something: :meth:`_take_back`). Raises ValueError, with the reason in a player's
        words, when nothing may be undone."""
        if self.undo_seat() is None:
            raise ValueError(self._why_no_undo())
        found = self._take_back()
        assert found is not None
        point = found[1]
        record = self.state.to_record()
        record["actions"] = record["actions"][:point]
        self.state = from_record(record)
        self._public_bot_plies = {ply for ply in self._public_bot_plies if ply < point}

    # ------------------------------------------------------------------ what the page draws
    def recent(self, viewer: int | None, log: list[str] | None = None, shared: bool = False) -> list[dict[str, Any]]:
        """What happened since ``viewer`` last chose, for the page's "last move" line and its
        highlight: ``[{"ply", "seat", "text", "touched"}, ...]``, oldest first, at most
        :data:`RECENT_MAX` (the newest). It runs from ``viewer``'s own last decision (included,
        so a player's own move is shown too) to the end; for a spectator, or a seat that has
        not chosen yet, it is the last ply alone; ``[]`` before any action. ``seat`` is the
        actor (-1: chance), ``text`` the log line as ``viewer`` reads it with names filled in
        (``log``: ``State.log(viewer, names)`` when the caller has it already), ``touched`` the
        keys ``State.touched(ply, viewer)`` (per viewer: nothing hidden from that seat).
        ``shared``: the text and keys as a spectator reads them (a shared hot-seat screen,
        :meth:`snapshot`), still from ``viewer``'s own last decision."""
        state = self.state
        reader = None if shared else viewer
        n = len(state.history)
        if n == 0:
            return []
        start = n - 1
        if viewer is not None:
            start = next((ply for ply in range(n - 1, -1, -1) if state.actor(ply) == viewer), n - 1)
        start = max(start, n - RECENT_MAX)
        lines = log if log is not None else state.log(reader, self.names)
        return [{"ply": ply, "seat": state.actor(ply), "text": lines[ply], "touched": state.touched(ply, reader)}
                for ply in range(start, n)]

    def shared_decision(self) -> bool:
        """True when a human seat at this device is to act on a decision that shows it nothing
        private (``State.private_decision`` is False): in a hot-seat game with hidden
        information the page then asks for ``snapshot(seat, shared=True)`` and goes on without
        handing the device over. Always False in a game without hidden information (nothing
        to hand over for) and when no human seat here is to act."""
        state = self.state
        cp = state.current_player
        return (cp >= 0 and self.seats[cp] == "human" and state.game.private_information
                and not state.private_decision(cp))

    def snapshot(self, viewer: int | None, shared: bool = False) -> dict[str, Any]:
        """Everything the page needs, as seat ``viewer`` (None: spectator) may see it.

        Keys: ``view`` (``State.view(viewer)``), ``actions`` (``action_info`` of each legal
        action when ``viewer`` is to act, else ``[]``), ``log`` (lines as ``viewer`` may read
        them, names filled in), ``recent`` (:meth:`recent`: the plies since ``viewer`` last
        chose, with what each touched), ``names``, ``seats``, ``waiting_on``, ``undo_seat``,
        ``undo_replies`` (:meth:`undo_replies`, when ``undo_seat`` is offered), ``undo_note``, ``scores``, ``winners``, ``game`` (id, title, private_information),
        ``shared`` (as asked).

        ``shared``: a hot-seat screen everybody at the table may see while ``viewer`` acts on
        a public decision (:meth:`shared_decision`): the view, log and ``recent`` are a
        spectator's, and ``viewer``'s actions are listed only if its decision is not private
        (``State.private_decision``), so nothing hidden reaches the screen.
        """
        state = self.state
        reader = None if shared else viewer
        actions: list[dict[str, Any]] = []
        if viewer is not None and state.current_player == viewer and self.seats[viewer] == "human" \
                and not (shared and state.private_decision(viewer)):
            actions = [state.action_info(a) for a in state.legal_actions()]
            for info in actions:
                info["label"] = state.name_seats(info.get("label", info["action"]), self.names)
        view = state.view(reader)
        if isinstance(view.get("tiebreak"), str):
            view["tiebreak"] = state.name_seats(view["tiebreak"], self.names)
        log = state.log(reader, self.names)
        return {
            "game": {"id": state.game.id, "title": state.game.title,
                     "private_information": state.game.private_information},
            "view": view,
            "actions": actions,
            "log": log,
            "recent": self.recent(viewer, log, shared),
            "names": list(self.names),
            "seats": list(self.seats),
            "waiting_on": self.waiting_on(),
            "undo_seat": self._undo_seat_for(viewer),
            "undo_replies": self.undo_replies() if self._undo_seat_for(viewer) is not None else [],
            "undo_note": self.undo_note(viewer),
            "scores": state.scores(),
            "winners": state.winners(),
            "shared": bool(shared),
        }


def to_json(value: Any) -> str:
    """``value`` as compact JSON (no spaces), as the page receives it."""
    return json.dumps(value, separators=(",", ":"))


def _link_bots(bots: Any, num_players: int) -> list[str | None]:
    """A link's ``bots`` entry: per seat a bot id or None (no entry: no bots). Raises
    RecordError for anything else."""
    if bots is None:
        return [None] * num_players
    if not isinstance(bots, list) or len(bots) != num_players or not all(b is None or (isinstance(b, str) and b in BOTS) for b in bots):
        raise RecordError("the link's seats are not readable")
    return bots
