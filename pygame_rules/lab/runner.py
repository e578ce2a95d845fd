"""Play one game of bots against bots from a JSON-safe batch spec (CLI and browser alike).

A *spec* describes a batch of games::

    {"game": "sedlec", "players": 2, "bots": ["normal", "random"], "games": 200,
     "seed": 1, "rotate": true, "options": {}, "time_scale": 1.0, "iterations": null}

- ``bots``: one bot id of :data:`pygame_rules.bots.LAB_BOTS` per seat (a shorter list repeats).
- ``rotate``: game ``i`` shifts the bots ``i`` seats round the table, so every bot sits in
  every seat equally often and seat order does not bias a comparison of bots.
- ``time_scale``: multiplies the search bots' time budgets (0.1: a tenth of a second where
  the level says one second). ``iterations``: a fixed iteration count instead of any time
  budget (reproducible whatever the machine), for every search bot, or ``{bot id: count}``
  for some of them.
- Game ``i`` is seeded from ``(seed, i)`` alone, so a batch gives the same games whichever
  order or process runs them.
"""

from __future__ import annotations

import random
import time
from typing import Any, Callable

from .. import get_game
from ..bots import LAB_BOTS, Bot, ISMCTSBot, sample_chance
from ..core import CHANCE, TERMINAL, State

DEFAULTS: dict[str, Any] = {"players": None, "bots": ["random"], "games": 100, "seed": 0, "rotate": False,
                            "options": {}, "time_scale": 1.0, "iterations": None}


def _not(value: Any) -> str:
    """``, not 'abc'`` after a refusal, quoting what was given; nothing for an empty field."""
    return "" if value in ("", None) else f", not {value!r}"


def normalize_spec(spec: dict[str, Any]) -> dict[str, Any]:
    """``spec`` with every key filled in and checked.

    Raises:
        UnknownGameError: no such game.
        ValueError: a bad number of players or games, an unknown bot id, a bad budget, a
            seed that is not a whole number from 0 up.
    """
    if not isinstance(spec, dict):
        raise ValueError("a batch spec is a dict")
    out = {**DEFAULTS, **spec}
    game = get_game(out["game"])
    players = out["players"] if out["players"] is not None else game.min_players
    if not isinstance(players, int) or not game.min_players <= players <= game.max_players:
        raise ValueError(f"{game.title} takes {game.min_players} to {game.max_players} players, not {players!r}")
    bots = out["bots"]
    if isinstance(bots, str):
        bots = [b.strip() for b in bots.split(",") if b.strip()]
    if not bots or any(b not in LAB_BOTS for b in bots):
        raise ValueError(f"bots are a list of {list(LAB_BOTS)}, not {out['bots']!r}")
    if not isinstance(out["games"], int) or isinstance(out["games"], bool) or out["games"] < 1:
        raise ValueError(f"the number of games must be a positive whole number{_not(out['games'])}")
    if not isinstance(out["seed"], int) or isinstance(out["seed"], bool) or out["seed"] < 0:
        raise ValueError(f"the seed must be a whole number from 0 up{_not(out['seed'])}")
    if not isinstance(out["time_scale"], (int, float)) or out["time_scale"] <= 0:
        raise ValueError("time_scale must be a positive number")
    counts = out["iterations"]
    counts = {} if counts is None else counts if isinstance(counts, dict) else {b: counts for b in LAB_BOTS}
    if any(b not in LAB_BOTS or not isinstance(c, int) or isinstance(c, bool) or c < 1 for b, c in counts.items()):
        raise ValueError(f"iterations must be None, a positive whole number or {{bot id: number}}, not {out['iterations']!r}")
    game.resolve_options(out["options"])  # raises OptionError
    out.update(game=game.id, players=players, bots=[bots[s % len(bots)] for s in range(players)],
               seed=int(out["seed"]), rotate=bool(out["rotate"]), time_scale=float(out["time_scale"]),
               iterations={b: c for b, c in counts.items() if b in bots and issubclass(LAB_BOTS[b], ISMCTSBot)} or None)
    return out


def seat_bots(spec: dict[str, Any], index: int) -> list[str]:
    """Bot id of each seat in game ``index`` of a normalized spec (rotated when asked)."""
    bots = spec["bots"]
    if not spec["rotate"]:
        return list(bots)
    n = len(bots)
    shift = index % n
    return [bots[(seat - shift) % n] for seat in range(n)]


def make_bot(bot_id: str, seed: int, time_scale: float = 1.0, iterations: int | None = None) -> Bot:
    """A bot of kind ``bot_id`` with its budget scaled by ``time_scale`` or fixed to ``iterations``.

    A fixed count stops early, as the levels do in play, once no other action can overtake the
    most visited one within the count: the same answer as the whole count (docs/bots.md), fewer
    iterations spent, and still the same games for the same seed on any machine."""
    cls = LAB_BOTS[bot_id]
    if not issubclass(cls, ISMCTSBot):
        return cls(seed)
    if iterations is not None:
        return cls(seed, time_limit=None, iterations=iterations, stop_early=True)
    bot = cls(seed)
    if bot.time_limit is not None:
        bot.time_limit *= time_scale
    return bot


def play_game(spec: dict[str, Any], index: int,
              observe: Callable[[State], None] | None = None) -> dict[str, Any]:
    """Play game ``index`` of the batch ``spec`` (normalized or not) to the end.

    ``observe``, if given, is called with the true state once before the first action and
    after every action (chance included), for benchmarks that measure more than the report
    (benchmarks/court_objectives.py); it must not change the state.

    Returns a JSON-safe dict: ``index``, ``seed``, ``bots`` (id per seat), ``winners``,
    ``scores``, ``end_reason`` (``State.end_reason()``: how the game ended, e.g. ``"god_skull"``),
    ``rounds`` (``State.rounds_played()``, None for a game without rounds),
    ``plies`` (actions, chance included), ``turns`` (decisions by seats),
    ``labels`` (``State.seat_labels()`` of the final state), ``components``
    (``State.components()`` of the final state: one dict per designed component),
    ``seconds`` (wall time),
    ``think`` (per seat: decisions, seconds, search iterations, the longest decision in seconds,
    ``search_errors``: iterations the rules could not play, a game bug, and the last ``error``).
    """
    spec = normalize_spec(spec)
    seed = random.Random(f"{spec['seed']}:{index}").randrange(2**63)
    rng = random.Random(seed)
    bots_ids = seat_bots(spec, index)
    counts = spec["iterations"] or {}
    bots = [make_bot(b, rng.randrange(2**32), spec["time_scale"], counts.get(b)) for b in bots_ids]
    state = get_game(spec["game"]).new_game(spec["players"], spec["options"])
    think: list[dict[str, Any]] = [
        {"decisions": 0, "seconds": 0.0, "iterations": 0, "max_seconds": 0.0, "search_errors": 0, "error": ""}
        for _ in bots]
    start = time.perf_counter()
    turns = 0
    if observe:
        observe(state)
    while True:
        seat = state.current_player
        if seat == TERMINAL:
            break
        if seat == CHANCE:
            state.apply(sample_chance(state, rng))
            if observe:
                observe(state)
            continue
        view_state = state.resample_from_infostate(seat, rng)  # bots never read hidden state
        began = time.perf_counter()
        action = bots[seat].choose(view_state)
        record = think[seat]
        spent = time.perf_counter() - began
        record["decisions"] += 1
        record["seconds"] += spent
        record["max_seconds"] = max(record["max_seconds"], spent)
        record["iterations"] += getattr(bots[seat], "last_iterations", 0)
        state.apply(action)
        turns += 1
        if observe:
            observe(state)
    for seat, bot in enumerate(bots):
        think[seat]["search_errors"] = getattr(bot, "search_errors", 0)
        think[seat]["error"] = getattr(bot, "last_error", "")
    return {
        "index": index,
        "seed": seed,
        "bots": bots_ids,
        "winners": state.winners(),
        "scores": state.scores(),
        "end_reason": state.end_reason(),
        "rounds": state.rounds_played(),
        "plies": len(state.history),
        "turns": turns,
        "labels": {factor: list(labels) for factor, labels in state.seat_labels().items()},
        "components": state.components(),
        "seconds": time.perf_counter() - start,
        "think": think,
    }
