"""Pairs of histories one seat cannot tell apart, and what a determinization makes of them.

The contract under test (``State.resample_from_infostate`` in pygame_rules/core/state.py;
docs/architecture.md, "Writing a game"): a determinization for seat ``s`` depends only on
what ``s`` may know, its view and its reading of the log, and on the rng. So two histories
after which ``s`` has seen exactly the same things must give, for the same rng seed, the same
stream of determinizations, and a search bot seeded alike must search identically.

A *pair* is built from a random position of a seeded random game:

1. **Divergence**: at a step taken by chance or by a seat other than ``s``, the original
   history takes one action and the alternative another one that leaves ``s``'s view and
   ``s``'s log line exactly the same (another card drawn face down by an opponent, another
   card an opponent chose in secret...).
2. **Continuation**, step by step, keeping ``s``'s view identical: the original plays at
   random; ``s``'s own actions are the same strings in both (its legal actions must be the
   same; if the action shows ``s`` a difference, e.g. a card drawn, the pair is dropped); for chance and other seats the alternative takes, among its own legal actions,
   one that gives the same view of ``s`` and the same log line for ``s`` (the original's
   action first). No such action: the pair is *dropped*.
3. **End**, at the first position after a random number of steps (none half of the time:
   the seat's next decision) where ``s`` is to act with more than one legal action: the two histories give ``s`` the same view, log and legal
   actions; then ``k`` determinizations drawn from one seeded rng must have the same
   :func:`fingerprint`, one after another, and :class:`~pygame_rules.bots.ISMCTSBot` with the
   same seed and iteration cap must choose the same action with the same
   :meth:`~pygame_rules.bots.ISMCTSBot.root_statistics`.

A pair *differs* at:

- ``legal``: ``s`` is to act and its legal actions differ although its view does not;
- ``log``: ``s``'s whole log differs at the end (each step matched its line: a check of
  this machinery);
- ``determinization``: the determinization streams differ (something ``s`` cannot see
  survived into them);
- ``bot``: the search bot chose otherwise or its root statistics differ.

A step where some alternative keeps ``s``'s view but all of them change ``s``'s log line is
counted apart (:attr:`Tally.log_only`): the log then tells ``s`` something its view does not
show, which is either a public fact the view does not keep (a die roll) or a leak through the
log (a card ``s`` never saw named to it); only the rules can tell them apart, so the lines
are listed for a reader, not failed.

Used by tests/conformance/test_determinization.py (a few pairs per configuration, in CI)
and benchmarks/determinization.py (thousands).
"""

from __future__ import annotations

import dataclasses
import enum
import json
import random
import types
from collections import Counter, deque
from dataclasses import dataclass, field
from typing import Any, Callable

import pygame_rules as pr
from pygame_rules.bots import ISMCTSBot, sample_chance
from pygame_rules.core.state import _reading

from .harness import Config

DIFFERENCES = ("legal", "log", "determinization", "bot")
"""What a pair may differ at (see the module docstring), in the order they are checked."""

MEMO_SUFFIX = "cache"
"""State attributes whose name ends so are memos of other fields (ESKELETOS' legal actions,
Court of the Dead's public view), keyed by ``len(history)`` and object identities: the
fingerprint leaves them out, since an ``id()`` differs between any two states."""


# ---------------------------------------------------------------------- fingerprints
def canonical(value: Any, _stack: frozenset[int] = frozenset()) -> Any:
    """A JSON-safe, order-independent rendering of ``value``: atoms tagged by type, lists and
    tuples in order, dicts and sets sorted (by the JSON of their canonical items), objects by
    class name and their ``__dict__``, ``__slots__`` or dataclass fields, enums by name,
    functions, classes and modules by qualified name. A container met again inside itself is
    written ``"<cycle>"``.
    """
    kind = type(value)
    if value is None or kind is bool or kind is int or kind is str:
        return value
    if kind is float:
        return {"float": repr(value)}
    if isinstance(value, pr.Game):
        return {"game": value.id}
    if isinstance(value, enum.Enum):
        return {"enum": f"{kind.__qualname__}.{value.name}"}
    if isinstance(value, (types.FunctionType, types.BuiltinFunctionType, types.MethodType, type, types.ModuleType)):
        return {"code": getattr(value, "__module__", "") + ":" + getattr(value, "__qualname__", repr(value))}
    if id(value) in _stack:
        return "<cycle>"
    inner = _stack | {id(value)}
    if isinstance(value, (list, tuple, deque)):
        items = [canonical(v, inner) for v in value]
        return items if kind is list else {kind.__name__: items}
    if isinstance(value, dict):
        pairs = sorted((_dump(canonical(k, inner)), canonical(v, inner)) for k, v in value.items())
        return {kind.__name__: pairs}
    if isinstance(value, (set, frozenset)):
        return {"set": sorted(_dump(canonical(v, inner)) for v in value)}
    return {"object": f"{kind.__module__}.{kind.__qualname__}", "fields": canonical(_fields(value), inner)}


def _fields(value: Any) -> dict[str, Any]:
    """An object's fields: dataclass fields, ``__dict__`` and every ``__slots__`` of its classes."""
    if dataclasses.is_dataclass(value):
        return {f.name: getattr(value, f.name) for f in dataclasses.fields(value)}
    out: dict[str, Any] = dict(getattr(value, "__dict__", {}))
    for klass in type(value).__mro__:
        slots = klass.__dict__.get("__slots__", ())
        for name in (slots,) if isinstance(slots, str) else slots:
            if name not in out and name not in ("__dict__", "__weakref__") and hasattr(value, name):
                out[name] = getattr(value, name)
    if not out and not hasattr(value, "__dict__"):
        return {"repr": repr(value)}
    return out


def _dump(value: Any) -> str:
    return json.dumps(value, sort_keys=True, separators=(",", ":"))


def field_prints(state: pr.State) -> dict[str, str]:
    """``{attribute: canonical JSON}`` for every attribute of ``state`` but memos
    (:data:`MEMO_SUFFIX`), plus ``"__class__"``."""
    out = {k: _dump(canonical(v)) for k, v in state.__dict__.items() if not k.endswith(MEMO_SUFFIX)}
    out["__class__"] = type(state).__qualname__
    return out


def fingerprint(state: pr.State) -> str:
    """Every attribute of ``state`` (memos left out, see :data:`MEMO_SUFFIX`), one canonical
    JSON text: equal for two states exactly when :func:`field_prints` are."""
    return _dump(sorted(field_prints(state).items()))


# ---------------------------------------------------------------------- building pairs
@dataclass(frozen=True)
class Settings:
    """How pairs are built and compared.

    Attributes:
        attempt_rate: chance that a chance step of the random game is tried as a divergence.
        seat_attempt_rate: the same for a seat's decision (higher: an opponent's secret choice
            is rarer than an unseen chance outcome and matters as much).
        max_alternatives: most alternative actions tried at one step (a random sample).
        max_steps: most steps after the divergence before the pair is given up as too long.
        target_steps: the end is the seat's first decision after a random number of steps:
            0 half of the time, else ``1..target_steps``.
        determinizations: ``k``, determinizations compared per pair.
        iterations: the search bot's iteration cap (0: no search).
        rollout_depth: the search bot's rollout depth (short: equality, not strength, is tested).
        max_plies: the random game stops after this many plies.
        focus: first words of seat actions whose decisions are always tried (as if found
            hidden before; e.g. ``("swap",)`` for Court of the Dead's Severamm exchange).
    """

    attempt_rate: float = 0.05
    seat_attempt_rate: float = 0.2
    max_alternatives: int = 12
    max_steps: int = 60
    target_steps: int = 12
    determinizations: int = 3
    iterations: int = 16
    rollout_depth: int = 10
    max_plies: int = 3_000
    focus: tuple[str, ...] = ()


@dataclass
class Tally:
    """Counts of one configuration's pairs: ``tried`` divergences, ``built`` pairs (compared),
    ``dropped`` (no matching alternative at some later step or no end in time), ``differed``
    per kind (a pair counts once, at its first difference), and up to a few ``examples``.

    ``fields`` counts the state attributes in which determinizations differed, and
    ``diverged_at`` the built pairs by who took the diverging step (``"chance"``, ``"seat"``).
    ``hidden_kinds`` holds the first words of seat actions seen to have a hidden
    alternative: every later decision offering such an action is tried (an opponent's secret
    choice, e.g. the card given in a trade, is rare in random play). ``games``: random games
    played (:func:`pairs_of`).

    ``log_only`` counts the steps where some alternative kept the seat's view but every such
    alternative changed its log line, and ``log_lines`` how often each such line came. Not a
    failure: mostly public facts the views do not keep (a die roll, the card an opponent
    played, the Claim a Dowsing Rod looked under), but a log line naming what the seat may not
    know shows here too (Court of the Dead's "chooses: exchange X for Y")."""

    tried: int = 0
    built: int = 0
    dropped: int = 0
    differed: Counter = field(default_factory=Counter)
    examples: list[str] = field(default_factory=list)
    log_only: int = 0
    fields: Counter = field(default_factory=Counter)
    diverged_at: Counter = field(default_factory=Counter)
    hidden_kinds: set = field(default_factory=set)
    games: int = 0
    log_lines: Counter = field(default_factory=Counter)

    def note(self, difference: "_Differ", where: str) -> None:
        self.differed[difference.kind] += 1
        self.fields.update(difference.fields)
        if len(self.examples) < 5:
            self.examples.append(f"{where}: {difference}")

    @property
    def failed(self) -> int:
        return sum(self.differed.values())

    def line(self, name: str) -> str:
        kinds = ", ".join(f"{k} {self.differed[k]}" for k in DIFFERENCES if self.differed[k]) or "none"
        return (f"{name}: {self.built} pairs built, {self.dropped} dropped, {self.failed} differed ({kinds}); "
                f"{self.log_only} steps kept the view only with another log line")


class _Differ(Exception):
    """A pair differs (``kind`` one of :data:`DIFFERENCES`)."""

    def __init__(self, kind: str, detail: str, fields: list[str] | None = None,
                 states: tuple[pr.State, pr.State] | None = None) -> None:
        super().__init__(f"{kind}: {detail}")
        self.kind = kind
        self.fields = fields or []
        self.states = states  # the two positions, for a reader's debugging


class _Drop(Exception):
    """The pair cannot be continued."""


def _line(state: pr.State, seat: int) -> str:
    """``seat``'s reading of the last log line (``state.log(seat)[-1]`` without the whole log)."""
    return _reading(state._log[-1], seat)


def _step(state: pr.State, rng: random.Random) -> str:
    return sample_chance(state, rng) if state.is_chance_node() else rng.choice(state.legal_actions())


def _match(alt: pr.State, seat: int, view: dict, line: str, first: str | None,
           others: list[str], settings: Settings, rng: random.Random, tally: "Tally") -> pr.State | None:
    """A clone of ``alt`` after an action that gives ``seat`` the view ``view`` and the log
    line ``line``: ``first`` tried first, then a sample of ``others``. None when none does;
    then, if some kept the view but changed the line, ``tally.log_only`` counts it."""
    pool = [a for a in others if a != first]
    candidates = ([first] if first is not None else []) + rng.sample(pool, min(len(pool), settings.max_alternatives))
    view_kept = False
    for action in candidates:
        trial = alt.clone()
        try:
            trial.apply(action)
        except pr.IllegalActionError:
            continue
        if trial.view(seat) != view:
            continue
        if _line(trial, seat) == line:
            return trial
        view_kept = True
    if view_kept:
        tally.log_only += 1
        tally.log_lines[line] += 1
    return None


def diverge(state: pr.State, rng: random.Random, settings: Settings,
            tally: "Tally") -> tuple[pr.State, pr.State, int] | None:
    """The divergence at ``state`` (a chance node or another seat's decision): ``(original,
    alternative, seat)`` after two different actions that ``seat`` cannot tell apart, or None
    when every alternative shows. The seat is a random one other than the actor."""
    actor = state.current_player
    seats = [p for p in range(state.num_players) if p != actor]
    legal = state.legal_actions()
    if len(legal) < 2:
        return None
    seat = rng.choice(seats)
    original = state.clone()
    action = _step(original, rng)
    original.apply(action)
    others = [a for a in legal if a != action]
    alternative = _match(state, seat, original.view(seat), _line(original, seat), None, others, settings, rng, tally)
    return None if alternative is None else (original, alternative, seat)


def continue_pair(original: pr.State, alternative: pr.State, seat: int, rng: random.Random,
                  settings: Settings, tally: "Tally") -> tuple[pr.State, pr.State]:
    """Play both histories on to the seat's decision that ends the pair (module docstring,
    step 2). Raises ``_Drop`` or ``_Differ``."""
    target = 0 if rng.random() < 0.5 else rng.randint(1, settings.target_steps)
    for steps in range(settings.max_steps + 1):
        actor = original.current_player
        if actor == pr.TERMINAL:
            raise _Drop("the game ended first")
        if actor == seat:
            legal = original.legal_actions()
            if legal != alternative.legal_actions():
                raise _Differ("legal", f"seat {seat}'s legal actions differ at ply {len(original.history)}",
                              states=(original, alternative))
            if steps >= target and len(legal) > 1:
                return original, alternative
            action = rng.choice(legal)
            original.apply(action)
            alternative.apply(action)
            if original.view(seat) != alternative.view(seat) or _line(original, seat) != _line(alternative, seat):
                raise _Drop(f"seat {seat}'s own action showed it a difference at ply {len(original.history)}")
        else:
            action = _step(original, rng)
            original.apply(action)
            found = _match(alternative, seat, original.view(seat), _line(original, seat), action,
                           alternative.legal_actions(), settings, rng, tally)
            if found is None:
                raise _Drop(f"no alternative step keeps view({seat}) at ply {len(original.history)}")
            alternative = found
    raise _Drop("no decision of the seat in time")


def compare(original: pr.State, alternative: pr.State, seat: int, seed: int, settings: Settings,
            resample: Callable[[pr.State, int, random.Random], pr.State] | None = None) -> None:
    """The end of a pair (module docstring, step 3). Raises ``_Differ`` at the first difference.
    ``resample`` replaces ``State.resample_from_infostate`` (the controls' leaky stand-ins)."""
    assert original.view(seat) == alternative.view(seat)
    if original.log(seat) != alternative.log(seat):
        raise _Differ("log", f"log({seat}) differs")
    if original.legal_actions() != alternative.legal_actions():
        raise _Differ("legal", f"seat {seat}'s legal actions differ")
    draw = resample or (lambda state, player, rng: state.resample_from_infostate(player, rng))
    streams = [random.Random(seed), random.Random(seed)]
    for index in range(settings.determinizations):
        a, b = (field_prints(draw(s, seat, r)) for s, r in zip((original, alternative), streams))
        if a != b:
            names = sorted(k for k in a.keys() | b.keys() if a.get(k) != b.get(k))
            first = names[0]
            raise _Differ("determinization", f"determinization {index} for seat {seat} differs in {', '.join(names)}: "
                          f"{_first_difference(a.get(first, ''), b.get(first, ''))}", names)
    if settings.iterations and resample is None:
        bots = [ISMCTSBot(seed, time_limit=None, iterations=settings.iterations,
                          rollout_depth=settings.rollout_depth) for _ in range(2)]
        choices = [bot.choose(s) for bot, s in zip(bots, (original, alternative))]
        stats = [bot.root_statistics() for bot in bots]
        if choices[0] != choices[1] or stats[0] != stats[1]:
            raise _Differ("bot", f"the search chose {choices[0]!r} / {choices[1]!r}; root statistics "
                          f"{'equal' if stats[0] == stats[1] else 'differ'}")


def _first_difference(a: str, b: str) -> str:
    """Where two fingerprints part, with a little context."""
    i = next((i for i, (x, y) in enumerate(zip(a, b)) if x != y), min(len(a), len(b)))
    return f"...{a[max(0, i - 80):i + 60]}... vs ...{b[max(0, i - 80):i + 60]}..."


# ---------------------------------------------------------------------- driving
def play_pairs(config: Config, index: int, settings: Settings, tally: Tally,
               resample: Callable[[pr.State, int, random.Random], pr.State] | None = None,
               until: int | None = None) -> None:
    """One seeded random game of ``config`` (seed ``index``), trying a divergence at each step
    with probability ``settings.attempt_rate``; counts go to ``tally``. Stops early once
    ``max_pairs`` pairs are built."""
    rng = random.Random(f"pairs/{config.id}/{index}")
    tally.hidden_kinds.update(settings.focus)
    state = config.new_game()
    while not state.is_terminal() and len(state.history) < settings.max_plies:
        if state.is_chance_node():
            rate = settings.attempt_rate
        elif tally.hidden_kinds and not tally.hidden_kinds.isdisjoint(a.split(" ", 1)[0] for a in state.legal_actions()):
            rate = 1.0
        else:
            rate = settings.seat_attempt_rate
        if rng.random() < rate:
            _try(state, rng, settings, tally, resample, f"{config.id} game {index} ply {len(state.history)}")
            if until is not None and tally.built >= until:
                return
        state.apply(_step(state, rng))


def _try(state: pr.State, rng: random.Random, settings: Settings, tally: Tally,
         resample: Callable[[pr.State, int, random.Random], pr.State] | None, where: str) -> None:
    """One attempt at a divergence at ``state``, counted in ``tally``."""
    pair_rng = random.Random(rng.getrandbits(64))
    by = "chance" if state.is_chance_node() else "seat"
    try:
        start = diverge(state, pair_rng, settings, tally)
        if start is None:
            return
        tally.tried += 1
        original, alternative, seat = start
        if by == "seat":
            tally.hidden_kinds.add(original.history[-1].split(" ", 1)[0])
        original, alternative = continue_pair(original, alternative, seat, pair_rng, settings, tally)
        tally.built += 1
        tally.diverged_at[by] += 1
        try:
            compare(original, alternative, seat, pair_rng.getrandbits(32), settings, resample)
        except _Differ as exc:
            tally.note(exc, where)
    except _Drop:
        tally.dropped += 1
    except _Differ as exc:  # on the way (legal actions): a pair too, that differs
        tally.built += 1
        tally.diverged_at[by] += 1
        tally.note(exc, where)


def pairs_of(config: Config, pairs: int, max_games: int, settings: Settings = Settings(),
             resample: Callable[[pr.State, int, random.Random], pr.State] | None = None) -> Tally:
    """Pairs of ``config`` from seeded random games (seeds 0, 1, ...) until ``pairs`` are built
    or ``max_games`` games are played."""
    tally = Tally()
    for index in range(max_games):
        play_pairs(config, index, settings, tally, resample, until=pairs)
        if tally.built >= pairs:
            break
    tally.games = index + 1
    return tally
