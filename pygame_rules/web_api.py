"""The browser Worker's entry points: one :class:`~pygame_rules.session.Session` held
at module level, called with plain values and answering with JSON strings.

Every function returns a JSON envelope, never raises for a player's mistake::

    {"ok": true, "value": ...}
    {"ok": false, "error": {"type": "RecordError", "message": "the link is damaged ..."}}

so the page can show ``message`` as it is (messages are written for players). A
function that fails leaves the current session exactly as it was: a bad link or a
bad saved game never replaces the game in progress.

Only ``snapshot(viewer)`` is for the page to read. A game call's ``saved`` (the autosave:
the whole record, hidden cards included) is for the Worker: web/worker.js seals it
(web/lib/seal.js) before the answer crosses to the page, which stores the sealed text and
hands it back to resume; ``compare_saved`` answers what the page once read from the record.

No rules live here; this only moves JSON between the page and the session facade.
"""

from __future__ import annotations

import importlib
import json
from typing import Any, Callable

from . import get_game, list_games
from .bots import BOTS
from .core import GameError, RecordError
from .core.link import SEALED_PREFIX
from .session import SEAT_KINDS, Session, default_opponent

_session: Session | None = None


def _envelope(fn: Callable[[], Any]) -> str:
    try:
        value = fn()
    except (GameError, ValueError, TypeError, KeyError) as exc:
        message = str(exc.args[0]) if isinstance(exc, KeyError) and exc.args else str(exc)
        return json.dumps({"ok": False, "error": {"type": type(exc).__name__, "message": message}})
    return json.dumps({"ok": True, "value": value}, separators=(",", ":"))


def _current() -> Session:
    if _session is None:
        raise ValueError("no game is open")
    return _session


def _status(session: Session) -> dict[str, Any]:
    """What the page needs to decide what comes next (whose view, wait or ask): ``game``,
    ``num_players``, ``current_player``, ``waiting_on``, ``seats``, ``names``, ``ply``
    (actions so far, chance outcomes included), ``moves`` (the seats' decisions among them:
    what a player counts as moves), ``private_information``, ``shared_decision``
    (:meth:`Session.shared_decision`: a human seat's decision that hot-seat plays without a
    hand-over) and ``undo_seat`` (:meth:`Session.undo_seat`: the hot-seat
    hand-over offers that seat its undo before the device changes hands)."""
    state = session.state
    return {
        "game": state.game.id,
        "num_players": state.num_players,
        "current_player": state.current_player,
        "waiting_on": session.waiting_on(),
        "seats": list(session.seats),
        "names": list(session.names),
        "ply": len(state.history),
        "moves": sum(1 for i in range(len(state.history)) if state.actor(i) >= 0),
        "private_information": state.game.private_information,
        "shared_decision": session.shared_decision(),  # hot-seat: no hand-over before this public decision
        "undo_seat": session.undo_seat(),  # whose last decision may be taken back (public: who moved)
    }


def _after_change(session: Session) -> dict[str, Any]:
    """A game call's value: ``{"status", "saved"}`` (``saved``: :meth:`Session.saved`, which
    the Worker seals before the page gets the answer)."""
    return {"status": _status(session), "saved": session.saved()}


def games() -> str:
    """Every registered game: ``[{"id", "title", "blurb", "min_players", "max_players",
    "private_information", "default_opponent" (the bot the new-game form proposes,
    ``session.default_opponent``), "sealed" (:func:`sealed_play_offered`), "options": {name:
    {"default", "allowed"}}}]`` plus the
    seat kinds (``{"games": [...], "seat_kinds": [{"id": "human", "label": "Human", "short": ""},
    {"id": "random", "label": "Random bot: any legal move", "short": "random bot"}, ...]}``; a
    bot's label says what it does, ``BOTS[id].label``, its short name follows a seat's name at
    the table, ``BOTS[id].short``)."""

    def run() -> dict[str, Any]:
        out: list[dict[str, Any]] = []
        for game_id in list_games():
            try:
                game = get_game(game_id)
            except Exception as exc:  # a game still being written must not break the home screen
                out.append({"id": game_id, "error": f"{type(exc).__name__}: {exc}"})
                continue
            out.append({
                "id": game.id, "title": game.title, "blurb": game.blurb,
                "min_players": game.min_players, "max_players": game.max_players,
                "private_information": game.private_information,
                "default_opponent": default_opponent(),
                "sealed": sealed_play_offered(game.id),
                "options": {name: {"default": default, "allowed": list(allowed)}
                            for name, (default, allowed) in game.options.items()},
            })
        kinds = [{"id": "human", "label": "Human", "short": ""}]
        kinds += [{"id": k, "label": BOTS[k].label, "short": BOTS[k].short} for k in SEAT_KINDS if k in BOTS]
        return {"games": out, "seat_kinds": kinds}

    return _envelope(run)


def sealed_play_offered(game_id: str) -> bool:
    """Whether the New game form offers "Play by sealed link" for ``game_id``: a game with
    hidden information whose sealed play is built for whole games
    (``pygame_rules.sealed.hooks.hooks_for``, ``GameHooks.whole_games``).
    A game without hidden information (Skulls of Sedlec) keeps plain links, which hide
    nothing because there is nothing to hide (docs/sealed-links.md, "The page")."""
    from .sealed.errors import SealedError
    from .sealed.hooks import hooks_for

    if not get_game(game_id).private_information:
        return False
    try:
        return hooks_for(game_id).whole_games
    except SealedError:
        return False


def link_kind(text: str) -> str:
    """``"sealed"`` when ``text`` (a link, or a URL ending in one) is a sealed link by its first
    character (``core.link.SEALED_PREFIX``), else ``"plain"``; whether it opens is for
    :func:`open_link` or :func:`sealed` to say. A plain string, not an envelope: it never
    fails."""
    body = text.strip().rsplit("#", 1)[-1] if isinstance(text, str) else ""
    return "sealed" if body.startswith(SEALED_PREFIX) else "plain"


def new_game(config_json: str) -> str:
    """Start a game. ``config_json``: ``{"game", "num_players", "names", "seats", "options"}``.
    Value: ``{"status", "saved"}``. Errors: UnknownGameError, OptionError, ValueError."""

    def run() -> dict[str, Any]:
        global _session
        config = json.loads(config_json)
        session = Session.new(config["game"], config["num_players"], config.get("names"),
                              config.get("seats"), config.get("options") or None)
        _session = session
        return _after_change(session)

    return _envelope(run)


def load_saved(saved_json: str) -> str:
    """Resume a game the page stored (``Session.saved()`` JSON). Errors: RecordError, always,
    whatever is wrong with the save (not JSON, wrong shape, another rules version, a move
    the engine refuses, even an engine bug while replaying it), so the page can always say
    why and offer a way on; the game in progress stays open."""

    def run() -> dict[str, Any]:
        global _session
        try:
            saved = json.loads(saved_json)
        except json.JSONDecodeError as exc:
            raise RecordError("the saved game is not readable") from exc
        try:
            session = Session.from_saved(saved)
        except GameError:
            raise
        except Exception as exc:  # replaying a damaged record hit something unforeseen
            raise RecordError(f"the saved game could not be replayed ({type(exc).__name__}: {exc})") from exc
        _session = session
        return _after_change(session)

    return _envelope(run)


def compare_saved(saved_json: str) -> str:
    """How the game in progress relates to a stored save (``Session.saved()`` JSON): value
    ``"same"``, ``"continues"`` or ``"different"`` (:meth:`Session.relation`). The page asks
    this after opening a share link, to know whether the link replaces its saved game.
    Errors: RecordError (a save that is not readable), ValueError (no game is open)."""

    def run() -> str:
        try:
            saved = json.loads(saved_json)
        except json.JSONDecodeError as exc:
            raise RecordError("the saved game is not readable") from exc
        return _current().relation(saved)

    return _envelope(run)


def open_link(text: str) -> str:
    """Open the game a share link holds (every seat human). On any error the game in
    progress stays open. Errors: RecordError with a message for the player."""

    def run() -> dict[str, Any]:
        global _session
        session = Session.from_link(text)
        _session = session
        return _after_change(session)

    return _envelope(run)


def status() -> str:
    """The current session's status (``_status``), as a JSON envelope ``{"ok": true, "value": ...}``
    or ``{"ok": false, "error": {...}}``."""
    return _envelope(lambda: _status(_current()))


def snapshot(viewer: int | None, shared: bool = False) -> str:
    """``Session.snapshot(viewer, shared)`` (viewer: a seat, or None for a spectator; JavaScript's
    null arrives in Pyodide as ``jsnull``, not None, and is read as a spectator too; ``shared``:
    only ``True`` itself asks for the shared hot-seat screen)."""
    seat = viewer if isinstance(viewer, int) and not isinstance(viewer, bool) else None
    return _envelope(lambda: _current().snapshot(seat, shared is True))


def play(action: str) -> str:
    """A human seat's action string. Errors: IllegalActionError (nothing changes)."""

    def run() -> dict[str, Any]:
        session = _current()
        session.play(action)
        return _after_change(session)

    return _envelope(run)


def play_built(kind: str, parts_json: str) -> str:
    """A human seat's choice as parts the page assembled (``Session.play_built``), e.g.
    ``("split", "[3, 2, 1]")``: the page never writes a move's notation. Errors:
    IllegalActionError (nothing changes), ValueError for parts that are not JSON."""

    def run() -> dict[str, Any]:
        session = _current()
        session.play_built(kind, json.loads(parts_json))
        return _after_change(session)

    return _envelope(run)


def step() -> str:
    """One automatic action (chance outcome or bot move). Value: ``{"status", "saved"}``.

    The action itself is not returned: it may be a card dealt to, or a secret choice of,
    a seat the page does not show (a bot's drawn card, its hidden God Skull). ``saved``
    holds it, in the record, and stays in the Worker, which seals it before the answer
    crosses; the page learns what it may see from ``snapshot(viewer)`` alone (rule: hidden
    information)."""

    def run() -> dict[str, Any]:
        session = _current()
        session.step()
        return _after_change(session)

    return _envelope(run)


def undo() -> str:
    """Take back the last decision of a human seat. Errors: ValueError."""

    def run() -> dict[str, Any]:
        session = _current()
        session.undo()
        return _after_change(session)

    return _envelope(run)


def link() -> str:
    """Fragment text of a share link for the game in progress."""
    return _envelope(lambda: _current().link())


# ---------------------------------------------------------------------- sealed play (docs/sealed-links.md)
SEALED_OPS = {
    "host": ("config",), "peek": ("link",), "receive": ("link",), "load": ("saved", "secret"),
    "join": ("config",), "play": ("action",), "play_built": ("kind", "parts"), "send": (),
    "answer": ("answers",), "link": ("to",), "verify": (), "status": (), "snapshot": (), "saved": (),
}
"""The operations of :func:`sealed` and the arguments each takes (pygame_rules/sealed/web.py)."""


def sealed(op: str, args_json: str = "{}") -> str:
    """Sealed play: ``op`` (a key of :data:`SEALED_OPS`) on the Worker's one sealed game
    (``pygame_rules.sealed.web.DESK``), ``args_json`` a JSON object of its arguments, e.g.
    ``sealed("receive", '{"link": "S..."}')``. The value is the desk method's: a status, a
    snapshot, or ``{"needs": {...}}`` for the key layer (then ``sealed("answer", ...)``).
    Errors: SealedError with a message for the player (a refused link leaves the game as it
    was), ValueError for an unknown operation. The plain game in progress is not touched."""
    from .sealed.web import DESK

    def run() -> Any:
        if op not in SEALED_OPS:
            raise ValueError(f"no sealed operation {op!r}; one of {', '.join(SEALED_OPS)}")
        args = json.loads(args_json or "{}")
        if not isinstance(args, dict):
            raise ValueError("the arguments of a sealed operation are a JSON object")
        return getattr(DESK, op)(*(args.get(name) for name in SEALED_OPS[op]))

    return _envelope(run)


def use_p256_multiplier(multiply: Any) -> str:
    """Let sealed play's P-256 multiplications (``pygame_rules.sealed.groups.P256.multiplier``)
    be done by the Worker's WebCrypto (web/lib/sealed_desk.js, ``p256Multiply`` of
    web/lib/seat_keys.js), about ten times faster than this package's own arithmetic in
    Pyodide. ``multiply(text)`` is a JavaScript function: ``text`` holds each pair as 64 hex
    digits of the key then 64 of the x-coordinate; it returns a promise of the products' x,
    64 hex digits each, or of ``""`` when the browser cannot (its WebCrypto imports no bare
    P-256 key: then it is not asked again). Python waits for the promise with
    ``pyodide.ffi.run_sync``, which works only inside a call the Worker made with
    ``callPromising`` (JavaScript Promise integration); anywhere else, or when the promise
    fails, the batch is computed here (``P256Group.power_many``). None removes it. Value:
    whether a multiplier is in place."""
    from .sealed.groups import P256

    def run() -> bool:
        if multiply is None:
            P256.multiplier = None
            return False
        try:
            ffi = importlib.import_module("pyodide.ffi")
        except ImportError:
            raise ValueError("the page's P-256 multiplier runs only in Pyodide") from None

        def batch(pairs: Any) -> list[int] | None:
            if not ffi.can_run_sync():
                return None
            answer = str(ffi.run_sync(multiply("".join(f"{k:064x}{x:064x}" for x, k in pairs))))
            if not answer:  # the browser cannot: this package's arithmetic from now on
                P256.multiplier = None
                return None
            return [int(answer[i:i + 64], 16) for i in range(0, len(answer), 64)]

        P256.multiplier = batch
        return True

    return _envelope(run)


# ---------------------------------------------------------------------- playtest lab (lab.html)
# Batches of bot games for designers (pygame_rules.lab): the page calls lab_play once per
# game, so it can show progress and stop between games; the statistics and the chart are
# computed here, never in JavaScript. These never touch the game in progress.


LAB_MAX_GAMES = 10_000
"""Most games in one batch of the browser's lab (the command line has no such limit)."""
LAB_MAX_SEED = 2**53 - 1
"""Largest seed the lab page can hold exactly (a JavaScript number)."""


def lab_spec(spec_json: str) -> str:
    """Check and complete a batch spec (see :mod:`pygame_rules.lab.runner`) for the browser's
    lab: at most :data:`LAB_MAX_GAMES` games, a seed up to :data:`LAB_MAX_SEED`. Value: the
    normalized spec. Errors: UnknownGameError, OptionError, ValueError."""
    from .lab import normalize_spec

    def run() -> dict[str, Any]:
        given = json.loads(spec_json)
        if isinstance(given, dict) and isinstance(given.get("seed"), str) and given["seed"].isascii() and given["seed"].isdigit():
            given["seed"] = int(given["seed"])  # more digits than a JavaScript number keeps: the page sends the text
        spec = normalize_spec(given)
        if spec["games"] > LAB_MAX_GAMES:
            raise ValueError(f"a batch here holds at most {LAB_MAX_GAMES:,} games, not {spec['games']:,} "
                             "(the command line's simulate has no limit)")
        if spec["seed"] > LAB_MAX_SEED:
            raise ValueError(f"the seed must be a whole number from 0 to {LAB_MAX_SEED}, not {spec['seed']}")
        return spec

    return _envelope(run)


def lab_play(spec_json: str, index: int) -> str:
    """Play game ``index`` of the batch to the end. Value: one result of
    :func:`pygame_rules.lab.play_game` (winners, scores, length, seat labels, think times)."""
    from .lab import play_game

    return _envelope(lambda: play_game(json.loads(spec_json), int(index)))


def lab_report(spec_json: str, results_json: str) -> str:
    """Statistics of finished games. Value: ``{"report", "svg", "text"}``: the report
    (win share by seat, bot and factor with 95% intervals, lengths, scores), the same
    SVG chart as ``python -m pygame_rules simulate`` writes, and its text summary."""
    from .lab import format_report, normalize_spec, summarize, svg_chart

    def run() -> dict[str, Any]:
        spec = normalize_spec(json.loads(spec_json))
        report = summarize(spec, json.loads(results_json))
        title = get_game(spec["game"]).title
        return {"report": report, "svg": svg_chart(report, title), "text": format_report(report, title)}

    return _envelope(run)
