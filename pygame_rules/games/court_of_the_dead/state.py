"""CourtState: the position of a game of Court of the Dead: Mourners Call, 2 to 4 players.

Rules summary: docs/rules/court_of_the_dead.md; rulings: docs/rulings/court_of_the_dead.md;
notation: docs/notation/court_of_the_dead.md. The round's eight phases live in
``phases/``; effects in ``effects.py``; views and words in ``views.py``, ``words.py`` and
``card_text.py``. The modules' layers: docs/architecture.md (Court of the Dead's modules).

Seats are 0..n-1 and sit clockwise: "the player to the left" of seat ``s`` is ``s + 1``.
"""

from __future__ import annotations

import random
from typing import Any

from ...core import LogEntry
from ...core.flow import FlowState
from . import figures, invariants, metrics, tally, touches, views
from .data import (
    BOARD, COURT_FACTIONS, DREADSGRIP_LIMIT, FACTION_INDEX, FACTIONS, INFLUENCE_MAX, INFLUENCE_POINTS,
    MOTIVES, MOURNERS, NG, TITHE_STEP, UNITY_SUPPLY, WALLOWS_IDS,
)
from .effects import pay_influence
from .flow import FLOW
from .frames import BeginSetup
from .notation import compose
from .phases import endgame, meters
from .phases.wallows import watch as wallows_watch
from .resample import resample
from .view_types import CourtView, Phase, ScoreView


def _copy(value: Any) -> Any:
    """Copy of a field: lists, dicts and sets are copied (nested), everything else is
    immutable or shared static data (far cheaper than ``copy.deepcopy``)."""
    t = type(value)
    if t is list:
        return [_copy(v) if type(v) in (list, dict, set) else v for v in value]
    if t is dict:
        return {k: (_copy(v) if type(v) in (list, dict, set) else v) for k, v in value.items()}
    if t is set:
        return set(value)
    return value


class LogLine(dict[Any, str]):
    """One log entry, ``{seat: text, ..., None: text}``, that grows while its action resolves:
    events the action sets off (dice, meter triggers, automatic effects) are appended
    (:meth:`CourtState.note`)."""

    @classmethod
    def make(cls, n: int, text: LogEntry) -> "LogLine":
        """A line for ``n`` seats and the spectator (key None) from ``text``: one string for all, or
        ``{seat: text, None: text}`` where a missing seat reads the None text."""
        line = cls()
        if isinstance(text, str):
            for key in (*range(n), None):
                line[key] = text
        else:
            for key in (*range(n), None):
                line[key] = text.get(key, text.get(None, ""))
        return line

    def add(self, text: str | dict[Any, str]) -> None:
        """Append ``text`` (same shapes as :meth:`make`) to every reader's version, space-separated;
        empty parts are skipped."""
        for key in self:
            part = text if isinstance(text, str) else text.get(key, text.get(None, ""))
            if part:
                self[key] = f"{self[key]} {part}" if self[key] else part


class CourtState(FlowState):
    """A game of Court of the Dead, its turns on the flow core (flow.py registers the frames of
    frames.py; ``stack``, the steps still to resolve, the pending decision on top). Public
    fields (all mutable, copied by ``clone``):

    - ``round`` (1, 2, ...), ``phase`` (``setup``, ``distribution``, ``wallows``, ``draft``,
      ``actions``, ``dreadsgrip``, ``tithe``, ``resolve``, ``cleanup``, ``over``)
    - ``first``: seat holding Death, the Alltaker (first player); ``alltaker_used`` this round
    - ``suspicion`` (0..12) and ``dreadsgrip`` (0..9) meters; ``unity_supply`` tokens left
    - per seat: ``etherea``, ``unity``, ``debt`` (points owed, off the final score), ``infl`` (flat, ``infl[seat * 3 + faction]``, 0..15),
      ``bases``, ``mourners`` (ids in play), ``hands`` (Court cards), ``wallows`` (Wallows
      cards of the round; ``wallows_done``: those completed), ``artifacts`` (kept for the game), ``motive`` (kept Ulterior Motive id),
      ``faction`` (shown faction token), round counters ``tithe_given``, ``recruits``,
      ``plays`` (``plays_by``: flat, ``[seat * 4 + COURT_FACTIONS index]``), ``moves``, ``unearthed``; ``court_known`` (where each seat knows the Court cards may be:
      knowledge.py)
    - figures: ``figs``, ``supply`` (see figures.py); ``malavestros`` (location or None);
      ``dreadsbane`` (seat or None); ``forge`` (Etherea on Dirth Forge)
    - decks (unordered: the next card is drawn by chance from what is left): ``decks``
      (Mourners by faction), ``wallows_deck``, ``wallows_discard``, ``motive_pool``
    """

    def conserved(self) -> dict[str, Any]:
        """What this game conserves (``invariants.conserved``)."""
        return invariants.conserved(self)

    def check_invariants(self) -> None:
        """Raises InvariantError (``invariants.check``)."""
        invariants.check(self)

    FLOW = FLOW
    _SHARED = frozenset({"game"})

    # Set by tally.start (what each designed component did; tally.py), by views.build_view
    # (``_vcache``: the public view of the position last built) and by ``_touches`` (what the
    # board held before the action being applied: touches.py). Declared for the type checker.
    held: list[int]
    played_by: list[int]
    gained: list[int]
    used: list[int]
    wallows_record: tuple[tuple[int, str, str], ...]
    _vcache: tuple[tuple[int, int, str], CourtView]
    _touch_before: tuple[dict[str, Any], list[str]]

    # ------------------------------------------------------------------ setup
    def _setup(self) -> None:
        n = self.num_players
        self.round = 0
        self.phase: Phase = "setup"
        self.first = 0  # Ruling: seat 1 is the oldest player and starts with the Alltaker.
        self.alltaker_used = False
        self.suspicion = 0
        self.dreadsgrip = 0
        self.unity_supply: int = UNITY_SUPPLY[n]
        self.ending = False
        self.extra_turns: int | None = None
        self.etherea: list[int] = [BOARD["starting_etherea"]] * n
        self.unity = [0] * n
        self.debt = [0] * n  # points owed: a Unity loss nothing was left to pay (effects.pay_influence)
        self.infl: list[int] = [BOARD["influence_start"]] * (3 * n)
        self.bases: list[int] = [BOARD["bases_per_player"]] * n
        self.supply: list[int] = [BOARD["figures_per_guild"]] * NG
        self.figs = [0] * (n * figures.PLACES * NG)
        self.mourners: list[list[str]] = [[] for _ in range(n)]
        self.spent: set[str] = set()  # Mourners activated or deactivated this round
        self.hands: list[list[str]] = [[] for _ in range(n)]
        self.packets: list[list[str]] = [[] for _ in range(n)]
        self.picks: list[str | None] = [None] * n
        self.court_known: list[list[int]] = [[] for _ in range(n)]  # knowledge.py
        self.undealt: list[str] = []
        self.court_discard: list[str] = []  # dealt but discarded face down (2-player draft)
        self.played: list[str] = []
        self.wallows: list[list[str]] = [[] for _ in range(n)]
        self.wallows_done: list[str] = []  # completed this round, still in front of their players
        self.artifacts: list[list[str]] = [[] for _ in range(n)]
        self.drawn: list[str] = []
        self.motive_hand: list[list[str]] = [[] for _ in range(n)]
        self.motive: list[str | None] = [None] * n
        self.faction: list[str | None] = [None] * n
        self.motive_pool = {f: [m for m in MOTIVES if MOTIVES[m]["faction"] == f] for f in FACTIONS}
        self.decks: dict[str, list[str]] = {f: [] for f in FACTIONS}
        self.start_pool = {f: [m for m in MOURNERS if MOURNERS[m]["faction"] == f and MOURNERS[m]["starting"]]
                           for f in FACTIONS}
        for m in MOURNERS.values():
            if not m["starting"]:
                self.decks[m["faction"]].append(m["id"])
        self.wallows_deck = list(WALLOWS_IDS)
        self.wallows_discard: list[str] = []
        self.malavestros: int | None = None
        self.dreadsbane: int | None = None
        self.forge = 0
        self.roll_total = 0
        self.piles: list[int | None] = []
        self.bids: list[int | None] = [None] * n
        self.tithe_required = 0
        self.tithe_given = [0] * n
        self.recruits = [0] * n
        self.plays = [0] * n
        self.plays_by = [0] * (n * len(COURT_FACTIONS))  # per seat and Court card faction (metrics.py)
        self.moves = [0] * n
        self.unearthed = [0] * n  # figures moved out of the seat's own Crypt this round (metrics.py)
        self.turn = 0
        self.passes = 0
        tally.start(self)  # what each designed component did, for the lab (tally.py)
        self._entry: LogLine | None = None
        self.start(BeginSetup())

    # ------------------------------------------------------------------ engine
    def advance(self) -> None:
        """Resolve automatic frames until a decision or chance node is pending, or the game is
        over; a choice with a single answer (registered ``single``) is taken at once, as soon as
        it is asked. Before each automatic step, and once the stack is empty, a Wallows
        objective met by what just happened is completed, its reward queued first
        (phases/wallows.py ``watch``; rulebook: 2. Wallows Cards)."""
        stack, handlers, watch = self.stack, self.FLOW.handlers, wallows_watch
        while True:
            if not stack:
                if watch(self):
                    continue
                return
            frame = stack[-1]
            handler = handlers[type(frame)]
            if not handler.auto:
                if handler.waits or len(frame.options) != 1:
                    return
                stack.pop()
                handler.apply(self, frame, self.parse(frame.options[0]))
                continue
            if watch(self):
                continue
            stack.pop()
            handler.run(self, frame)

    def note(self, text: str | dict[Any, str]) -> None:
        """Add words to the log line of the action being applied (a string for everyone,
        or ``{seat: text, None: text}``)."""
        if self._entry is not None:
            self._entry.add(text)

    def left(self, seat: int) -> int:
        """The player to the left (clockwise, next in turn order)."""
        return (seat + 1) % self.num_players

    def order(self, start: int | None = None) -> list[int]:
        """Seats in turn order from ``start`` (default: the first player)."""
        start = self.first if start is None else start
        return [(start + i) % self.num_players for i in range(self.num_players)]

    # ------------------------------------------------------------------ resources
    def gain_etherea(self, seat: int, k: int) -> None:
        """``seat`` gains ``k`` Etherea (the supply is unlimited)."""
        self.etherea[seat] += k

    def lose_etherea(self, seat: int, k: int) -> int:
        """Lose up to ``k`` Etherea; returns how many were lost."""
        paid = min(k, self.etherea[seat])
        self.etherea[seat] -= paid
        return paid

    def influence(self, seat: int, faction: str) -> int:
        """``seat``'s space (0..15) on the Influence track of ``faction``."""
        return self.infl[seat * 3 + FACTION_INDEX[faction]]

    def gain_influence(self, seat: int, faction: str, k: int) -> None:
        """Move a Faction Influence track up ``k``; beyond 15 is not recorded (Player Board)."""
        i = seat * 3 + FACTION_INDEX[faction]
        self.infl[i] = min(INFLUENCE_MAX, self.infl[i] + k)

    def lose_influence(self, seat: int, faction: str, k: int) -> int:
        """Move ``seat``'s ``faction`` track down up to ``k`` spaces, stopping at 0; returns how
        many it moved."""
        i = seat * 3 + FACTION_INDEX[faction]
        paid = min(k, self.infl[i])
        self.infl[i] -= paid
        return paid

    def gain_unity(self, seat: int, k: int) -> None:
        """Gain ``k`` Unity from the supply. Taking the last token starts the end of the game
        (rulebook: End Game); tokens beyond the supply still count (set-aside tokens)."""
        if k <= 0:
            return
        self.unity[seat] += k
        was = self.unity_supply
        self.unity_supply = max(0, was - k)
        if was > 0 and self.unity_supply == 0:
            endgame.last_token_taken(self)

    def lose_unity(self, seat: int, k: int, make_up: bool, quiet: bool = False) -> None:
        """Lose ``k`` Unity (removed from play, not returned to the supply). With ``make_up``,
        a shortfall is paid with Faction Influence, one point per Unity, the seat choosing the
        tracks (rulebook: Celestial Suspicion 13; Tithe 6b)."""
        paid = min(k, self.unity[seat])
        self.unity[seat] -= paid
        if paid and not quiet:
            self.note(f"{{p{seat}}} loses {paid} Unity.")
        short = k - paid
        if make_up and short > 0:
            pay_influence(self, seat, short)

    # ------------------------------------------------------------------ meters
    def tithe(self) -> int:
        """Etherea the Celestial Tithe asks this round: players + the step for the Suspicion."""
        return self.num_players + TITHE_STEP[self.suspicion]

    def threat_limit(self) -> int:
        """Most figures a location may hold before the Dreadsgrip strikes (Dreadsgrip meter)."""
        return DREADSGRIP_LIMIT[self.dreadsgrip]

    def raise_suspicion(self, k: int, causers: list[int]) -> None:
        """Move Celestial Suspicion by ``k`` (floor 0). Reaching 13 sends a Celestial
        Inquisitor to each causer and sets the meter to 12 (rulebook: Suspicion reaches 13)."""
        meters.move_suspicion(self, k, causers)

    def raise_dreadsgrip(self, k: int, causers: list[int]) -> None:
        """Move the Dreadsgrip Threat by ``k`` (floor 0). Reaching 10 costs each causer a
        Mourner and figures and sets the meter to 9 (rulebook: Dreadsgrip reaches 10)."""
        meters.move_dreadsgrip(self, k, causers)

    # ------------------------------------------------------------------ State hooks
    def _describe(self, action: str) -> LogEntry:
        """The log line of ``action`` (its frame's ``describe``), as a :class:`LogLine` that
        what the action sets off is then added to (:meth:`note`)."""
        line = LogLine.make(self.num_players, super()._describe(action))
        self._entry = line
        return line

    def _touches(self, action: str) -> list[str]:
        """What ``action`` touched on the board: a list filled in once it has resolved
        (touches.py; keys in docs/notation/court_of_the_dead.md)."""
        keys: list[str] = []
        self._touch_before = (touches.marks(self), keys)
        return keys

    def _apply(self, action: str) -> None:
        """Apply ``action`` (the flow core: its frame's handler, then :meth:`advance`), then fill
        in what it touched (:meth:`_touches`)."""
        try:
            super()._apply(action)
        finally:
            self._entry = None
            touched = self.__dict__.pop("_touch_before", None)  # None: applied without a log (apply_legal)
            if touched is not None:
                touched[1].extend(touches.touched_keys(touched[0], touches.marks(self)))

    def private_decision(self, seat: int) -> bool:
        """Whether the decision due for ``seat`` shows it something hidden (views.py)."""
        return views.private_decision(self, seat)

    def compose(self, kind: str, parts: Any) -> str:
        """A split or a movement from its parts (``notation.compose``)."""
        return compose(kind, parts)

    def action_info(self, action: str) -> dict[str, Any]:
        """``{"action", "label", "kind", ...targets}`` for a legal action (see notation.py; the
        pending frame's ``info`` of the parsed move). Raises IllegalActionError for an action
        that does not parse."""
        if not self.stack:
            return {"action": action, "label": action, "kind": "none"}
        info = super().action_info(action)
        info["action"] = action
        return info

    def clone(self) -> "CourtState":
        """An independent copy: fields in ``_SHARED`` (never changed in place) are shared, the rest
        copied, the view cache dropped."""
        new = object.__new__(type(self))
        d = new.__dict__
        for key, value in self.__dict__.items():
            if key != "_vcache":
                d[key] = value if key in self._SHARED else _copy(value)
        return new

    # ------------------------------------------------------------------ scoring
    def influence_points(self, seat: int) -> list[int]:
        """End-game points of each Faction Influence track (Bone, Flesh, Spirit) by the printed table."""
        return [INFLUENCE_POINTS[self.infl[seat * 3 + i]] for i in range(3)]

    def motive_points(self, seat: int) -> int:
        """Ulterior Motive bonus of ``seat`` (metrics.py). Public only once the game is over."""
        m = self.motive[seat]
        return 0 if m is None else metrics.motive_points(self, seat, MOTIVES[m])

    def breakdown(self, seat: int, with_motive: bool) -> ScoreView:
        """``{"unity", "bone", "flesh", "spirit", "motive", "total"}`` (End Game Scoring).
        ``unity`` is the Unity tokens held less any points owed (``debt``: a Unity loss that
        neither Unity nor Faction Influence points could pay; effects.pay_influence)."""
        bone, flesh, spirit = self.influence_points(seat)
        motive = self.motive_points(seat) if with_motive else 0
        unity = self.unity[seat] - self.debt[seat]
        return {"unity": unity, "bone": bone, "flesh": flesh, "spirit": spirit, "motive": motive,
                "total": unity + bone + flesh + spirit + motive}

    def _scores(self) -> list[float]:
        """Running score without the secret Ulterior Motive; the final score with it."""
        final = self.is_terminal()
        return [float(self.breakdown(s, final)["total"]) for s in range(self.num_players)]

    def tiebreak_key(self, seat: int) -> tuple[int, int, int]:
        """Final score, then Etherea left, then Mourner cards in play (End Game Scoring)."""
        return (self.breakdown(seat, True)["total"], self.etherea[seat], len(self.mourners[seat]))

    def end_reason(self) -> str | None:
        """``"unity"`` (the Unity supply ran out) or ``"rounds"`` (the last round was
        played; phases/cleanup.py); None before the end."""
        if not self.is_terminal():
            return None
        return "unity" if self.unity_supply == 0 else "rounds"

    def rounds_played(self) -> int:
        """Rounds begun so far."""
        return self.round

    def components(self) -> list[dict[str, Any]]:
        """Court cards, Mourners, Wallows cards, Ulterior Motives and factions: what each did
        in this game (tally.py), for the playtest lab's per-component table."""
        return tally.components(self)

    def seat_labels(self) -> dict[str, list[str]]:
        """``{"faction": [declared faction of each seat]}`` once shown (balance statistics)."""
        if any(f is None for f in self.faction):
            return {}
        return {"faction": [str(f).title() for f in self.faction]}

    def _winners(self) -> list[int]:
        keys = [self.tiebreak_key(s) for s in range(self.num_players)]
        best = max(keys)
        return [s for s, k in enumerate(keys) if k == best]

    # ------------------------------------------------------------------ views
    def _view(self, player: int | None) -> CourtView:
        return views.build_view(self, player)

    def _resample(self, player: int, rng: random.Random) -> "CourtState":
        """A full state built from what ``player`` may know only: every Court card it cannot
        locate for sure, the other seats' Ulterior Motives and secret bids are erased and dealt
        again where its knowledge allows (resample.py). Raises ValueError on a hand-built
        position whose Court cards are not all placed."""
        return resample(self, player, rng)

