"""Generic conformance checks for every registered game (docs/architecture.md; issue 2, part 6).

A *configuration* is a game, a number of players and a set of options. Random playouts
(random legal actions for seats, ``sample_chance`` at chance nodes, seeded) run through
each configuration; :class:`Checker` asserts the State contract at every step and, at a
sample of steps, the expensive properties (clone independence, record and link round
trips, illegal actions, no leaks through views).

Three tiers keep the cost near that of the bare playouts, for short and long games alike:

- every step of every playout: the player to act, legal actions (non-empty until the end,
  empty after), chance outcomes and probabilities, no winners before the end, the ply bound;
- every step of the *watched* playouts (the first ones of each configuration, up to
  ``WATCHED_STEPS`` steps): every seat's and the spectator's view is JSON-safe, agrees
  with the state and, for a game that declares its view type (``Game.view_type``), has
  exactly the declared shape (view_shapes.py); scores are finite;
- *sampled* steps (the first, the last, and about ``SAMPLES_PER_PLAYOUT`` more per playout):
  the views again, clone independence, record and link round trips, refused actions,
  views that hide what a seat may not see, log lines and action descriptions.

Budget: ``PLAYOUTS_PER_GAME`` playouts per game in total, shared among its
configurations (environment variable ``PYGAME_RULES_PLAYOUTS`` overrides it, e.g. for
the run inside Pyodide or ``PYGAME_RULES_PLAYOUTS=1000`` for a deeper run by hand); every
playout must end within the game's ply bound. The suite's 100 per game keep ``./test.sh``
within its time budget (200 took 310 s of the workers' 3,678 in a clean run of 7 Dec 2026,
over the 20 minutes, and 150 still left it over); the long random runs (``python -m benchmarks.invariants``,
docs/performance.md) play 10^5 games per game with every invariant checked.
"""

from __future__ import annotations

import json
import math
import os
import random
from dataclasses import dataclass, field
from typing import Any

import pygame_rules as pr
from pygame_rules.bots import sample_chance

from .view_shapes import view_checker

PLAYOUTS_PER_GAME = int(os.environ.get("PYGAME_RULES_PLAYOUTS", "100"))
"""Random playouts per game, all of its configurations together."""


SAMPLES_PER_PLAYOUT = float(os.environ.get("PYGAME_RULES_SAMPLES_PER_PLAYOUT", "0.5"))
"""Expected number of sampled steps per playout besides the first and the last (more where
there are few playouts, as inside Pyodide, so some sampled step has hidden information)."""

REPLAY_AT_END_EVERY = 8
"""The record round trip at the last step (a replay of the whole game) is done for every
watched playout and every ``REPLAY_AT_END_EVERY``-th other one; other sampled steps always do it."""

WATCHED_STEPS = 3_000
"""Playouts of a configuration are watched (views checked at every step) until this many
steps have been watched; at least the first playout always is."""

FIRST_GUESS_PLIES = 500
"""Length assumed for the first playout of a configuration when spacing its sampled steps."""


PROBABILITY_TOLERANCE = 1e-9


@dataclass(frozen=True)
class Config:
    game: str
    num_players: int
    options: tuple[tuple[str, Any], ...] = ()

    @property
    def id(self) -> str:
        opts = ",".join(f"{k}={v}" for k, v in self.options)
        return f"{self.game}-{self.num_players}p" + (f"-{opts}" if opts else "")

    def new_game(self) -> pr.State:
        return pr.get_game(self.game).new_game(self.num_players, dict(self.options) or None)


def configs_of(game_id: str) -> list[Config]:
    """Every allowed player count with the default options, and each non-default option
    value once (one option changed at a time, at the minimum player count)."""
    game = pr.get_game(game_id)
    out = [Config(game_id, n) for n in range(game.min_players, game.max_players + 1)]
    for name, (default, allowed) in sorted(game.options.items()):
        for value in allowed:
            if value != default:
                out.append(Config(game_id, game.min_players, ((name, value),)))
    return out


def all_configs() -> list[Config]:
    return [c for g in pr.list_games() for c in configs_of(g)]


def playouts_for(config: Config) -> int:
    """This configuration's share of the game's playouts (rounded up)."""
    return math.ceil(PLAYOUTS_PER_GAME / len(configs_of(config.game)))


def snapshot(state: pr.State) -> str:
    """Everything observable about ``state``, as one JSON text (to prove nothing changed).
    The log is left out (it is long, and the base class extends it only with the history);
    :meth:`Checker.check_record` and :meth:`Checker.check_words` look at it."""
    cp = state.current_player
    return json.dumps({
        "views": [state.view(p) for p in [None, *range(state.num_players)]],
        "history": state.history,
        "record": state.to_record(),
        "current": cp,
        "legal": state.legal_actions(),
        "chance": state.chance_outcomes() if cp == pr.CHANCE else None,
        "scores": state.scores(),
        "winners": state.winners(),
    }, sort_keys=True)


@dataclass
class Stats:
    playouts: int = 0
    plies: int = 0
    longest: int = 0
    sampled: int = 0
    replayed: int = 0
    hidden_changed: int = 0
    foreign_checked: int = 0
    actions_seen: set[str] = field(default_factory=set)


class Checker:
    """Runs seeded random playouts of one configuration and checks every step."""

    def __init__(self, config: Config) -> None:
        self.config = config
        self.game = pr.get_game(config.game)
        self.max_plies = self.game.max_plies  # a playout longer than the game's own bound fails
        # None for a game that declares no view type (test_view_types.py skips it with a note)
        self.check_shape = view_checker(self.game)
        self.stats = Stats()

    # ------------------------------------------------------------------ driving
    def playout(self, index: int) -> pr.State:
        rng = random.Random(f"{self.config.id}/{index}")
        watched = self.stats.plies < WATCHED_STEPS
        typical = self.stats.plies / self.stats.playouts if self.stats.playouts else FIRST_GUESS_PLIES
        sample_rate = min(1.0, SAMPLES_PER_PLAYOUT / max(typical, 1.0))
        state = self.config.new_game()
        assert state.num_players == self.config.num_players
        assert state.history == []
        while True:
            legal = self.check_step(state)
            if watched:
                self.check_views(state)
            if rng.random() < sample_rate or not state.history or not legal:
                replay = bool(legal) or watched or index % REPLAY_AT_END_EVERY == 0
                self.check_sampled(state, rng, views_checked=watched, replay=replay)
            if not legal:
                break
            assert len(state.history) < self.max_plies, (
                f"{self.config.id} seed {index}: no end after {self.max_plies} plies")
            if state.is_chance_node():
                action = sample_chance(state, rng)
            else:
                action = rng.choice(legal)
            if len(self.stats.actions_seen) < 5000:
                self.stats.actions_seen.add(action)
            state.apply(action)
            assert state.history[-1] == action
        self.check_terminal(state)
        self.stats.playouts += 1
        self.stats.plies += len(state.history)
        self.stats.longest = max(self.stats.longest, len(state.history))
        return state

    # ------------------------------------------------------------------ every step
    def check_step(self, state: pr.State) -> list[str]:
        """The cheap contract, at every step; returns the legal actions."""
        n = state.num_players
        cp = state.current_player
        assert cp in (pr.CHANCE, pr.TERMINAL) or (isinstance(cp, int) and 0 <= cp < n), cp
        assert state.is_terminal() == (cp == pr.TERMINAL)
        assert state.is_chance_node() == (cp == pr.CHANCE)
        legal = state.legal_actions()
        assert isinstance(legal, list)
        if cp == pr.TERMINAL:
            assert legal == []
        else:
            assert legal, f"no legal action at ply {len(state.history)} though the game is not over"
        if cp == pr.CHANCE:
            outcomes = state.chance_outcomes()
            assert [o for o, _ in outcomes] == legal
            assert all(p > 0 for _, p in outcomes)
            assert abs(math.fsum(p for _, p in outcomes) - 1.0) <= PROBABILITY_TOLERANCE
        if cp != pr.TERMINAL:
            assert state.winners() == []
        return legal

    def check_views(self, state: pr.State) -> None:
        """Every seat's and the spectator's view is JSON-safe, agrees with the state and has
        its declared shape (when the game declares one)."""
        n = state.num_players
        cp = state.current_player
        scores = state.scores()
        assert len(scores) == n and all(isinstance(s, float) and math.isfinite(s) for s in scores)
        for seat in [None, *range(n)]:
            view = state.view(seat)
            json.dumps(view, allow_nan=False)
            assert view["game"] == self.config.game and view["ply"] == len(state.history)
            assert view["current_player"] == cp and view["terminal"] == (cp == pr.TERMINAL)
            if self.check_shape is not None:
                self.check_shape(view, seat)

    def check_terminal(self, state: pr.State) -> None:
        n = state.num_players
        winners = state.winners()
        reason = state.end_reason()
        assert winners or (reason or "").endswith("draw"), f"no winner, and the end ({reason}) is no draw"
        assert winners == sorted(set(winners)) and all(0 <= w < n for w in winners)
        assert state.view(None)["winners"] == winners
        for bad in [state.history[-1], "not-an-action"]:
            self.check_illegal(state, bad)

    # ------------------------------------------------------------------ sampled steps
    def check_sampled(self, state: pr.State, rng: random.Random, views_checked: bool, replay: bool) -> None:
        self.stats.sampled += 1
        if not views_checked:
            self.check_views(state)
        before = snapshot(state)
        self.check_clone(state, rng, before)
        legal = state.legal_actions()
        assert all(isinstance(a, str) and a for a in legal)
        assert len(set(legal)) == len(legal), f"duplicate legal actions: {legal}"
        if replay:
            self.check_record(state, before)
            self.stats.replayed += 1
        self.check_views_hide(state, rng, before)
        self.check_words(state, with_log=replay)
        if state.current_player != pr.CHANCE:
            try:
                state.chance_outcomes()
            except pr.IllegalActionError:
                pass
            else:
                raise AssertionError("chance_outcomes() answered at a node that is not chance")
        self.check_illegal(state, "not-an-action", before)
        self.check_foreign_action(state, rng, before)

    def check_clone(self, state: pr.State, rng: random.Random, before: str) -> None:
        copy = state.clone()
        assert snapshot(copy) == before, "a clone differs from its original"
        if not copy.is_terminal():
            legal = copy.legal_actions()
            copy.apply(sample_chance(copy, rng) if copy.is_chance_node() else rng.choice(legal))
            if not copy.is_terminal():  # and once more, so nested containers change too
                more = copy.legal_actions()
                copy.apply(sample_chance(copy, rng) if copy.is_chance_node() else rng.choice(more))
        assert snapshot(state) == before, "acting on a clone changed the original"

    def check_record(self, state: pr.State, before: str) -> None:
        record = state.to_record()
        json.dumps(record)
        assert record["game"] == self.config.game
        assert record["rules_version"] == self.game.rules_version
        assert record["num_players"] == state.num_players
        assert record["actions"] == state.history
        rebuilt = pr.from_record(record)
        assert rebuilt.history == state.history
        assert snapshot(rebuilt) == before, "replaying the record gave another state"
        if state.is_terminal():
            assert rebuilt.log(None) == state.log(None)
        link = pr.encode_link(record)
        assert pr.decode_link(link) == record

    def check_views_hide(self, state: pr.State, rng: random.Random, before: str) -> None:
        """No view leaks: resampling what seat p cannot see leaves view(p) (and the
        spectator's view) unchanged; p's legal actions stay the same when p is to act."""
        private = self.game.private_information
        overridden = (type(state)._resample is not pr.State._resample
                      or type(state).resample_from_infostate is not pr.State.resample_from_infostate)
        assert overridden or not private, (
            f"{self.config.game} has private information but no resample_from_infostate")
        views = {p: state.view(p) for p in [None, *range(state.num_players)]}
        for seat in range(state.num_players):
            sample = state.resample_from_infostate(seat, rng)
            assert sample is not state
            assert sample.view(seat) == views[seat], f"view({seat}) depends on what seat {seat} cannot see"
            assert sample.view(None) == views[None], f"the spectator sees what seat {seat} cannot"
            if state.current_player == seat:
                assert sample.legal_actions() == state.legal_actions()
            if private and any(sample.view(q) != views[q] for q in range(state.num_players) if q != seat):
                self.stats.hidden_changed += 1
        assert snapshot(state) == before, "resample_from_infostate changed the state"

    def check_words(self, state: pr.State, with_log: bool) -> None:
        """Log lines (at the end of replayed playouts: the log only grows) and action descriptions."""
        if with_log and state.is_terminal():
            for seat in [None, *range(state.num_players)]:
                lines = state.log(seat)
                assert len(lines) == len(state.history) and all(isinstance(x, str) for x in lines)
                assert "{p" not in " ".join(lines), "a seat token was left in the log"
        if state.current_player >= 0:
            for action in state.legal_actions():
                info = state.action_info(action)
                json.dumps(info)
                assert info["action"] == action and isinstance(info["label"], str) and info["label"]

    def check_illegal(self, state: pr.State, action: Any, before: str | None = None) -> None:
        before = before or snapshot(state)
        try:
            state.apply(action)
        except pr.IllegalActionError as exc:
            assert str(exc), "an IllegalActionError needs a message for the player"
        else:
            raise AssertionError(f"{action!r} was accepted at ply {len(state.history) - 1}")
        assert snapshot(state) == before, f"the refused action {action!r} changed the state"

    def check_foreign_action(self, state: pr.State, rng: random.Random, before: str) -> None:
        """An action string legal in some other state but not listed here is refused."""
        legal = set(state.legal_actions())
        pool = sorted(self.stats.actions_seen - legal)
        if not pool:
            return
        action = rng.choice(pool)
        self.stats.foreign_checked += 1
        if not self.game.accepts_unlisted_actions:
            self.check_illegal(state, action, before)
            return
        probe = state.clone()
        try:
            probe.apply(action)
        except pr.IllegalActionError:
            assert snapshot(probe) == before
