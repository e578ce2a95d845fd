"""The search bot: single-observer Information-Set Monte Carlo Tree Search (SO-ISMCTS).

Cowling, Powley and Whitehouse, "Information Set Monte Carlo Tree Search", IEEE TCIAIG 4(2),
2012, algorithm 3. Each iteration:

1. **Determinize**: ``state.resample_from_infostate(seat, rng)`` gives a full state consistent
   with what the bot's seat may see. The bot never reads anything else of the state it is
   handed: the seat to act and its legal actions (which that seat knows) are all it asks of it.
2. **Select** down the one tree shared by all determinizations, among the children whose
   action is legal in *this* determinization, by UCB1 with availability counts
   (``mean + c * sqrt(ln(availability) / visits)``); chance nodes are crossed by drawing an
   outcome with its probability (:func:`~pygame_rules.bots.base.sample_chance`).
3. **Expand** one untried action legal in this determinization. *Guided* (the default for a
   game with a heuristic, :mod:`.heuristics`): the untried action the heuristic scores best,
   and only while the node has fewer tried children than ``widening * visits ** 0.5``
   (progressive widening: a decision of many near-equal options, such as a Skullminers
   allocation or a Court of the Dead split, is searched among its most promising ones first);
   the heuristic's scores also bias selection (``+ bias * prior / (visits + 1)``).
4. **Roll out**: guided, the heuristic's cheap policy plays (a random legal action with
   probability ``epsilon``) for the game's rollout depth, and its evaluation turns the
   position reached into each seat's chance of winning; unguided, uniformly random actions to
   the end or for at most :data:`ROLLOUT_DEPTH` actions, after which the running scores value
   the position.
5. **Back up** each seat's reward: its share of the win (``1/k`` for one of ``k`` shared
   winners), blended with a little of its score relative to the others' (see :func:`rewards`),
   or the evaluation's chance of winning of a cut-off rollout.

The answer is the most visited legal root action (ties: the higher mean reward, then the
bot's generator; see :meth:`ISMCTSBot._best`). Work is bounded by a time budget (seconds
on a monotonic clock; the search stops when two more iterations of average length would pass
it, so a long last iteration rarely overruns) and, optionally, an iteration cap (reproducible tests and benchmarks).
"""

from __future__ import annotations

import math
import random
import time
from dataclasses import dataclass
from types import EllipsisType
from typing import Any

from ..core import CHANCE, TERMINAL, State
from .base import Bot, sample_chance
from .heuristics import Heuristic, heuristic_for, win_chances

ROLLOUT_DEPTH = 100
"""Actions (chance outcomes included) a rollout plays before the running scores judge the
position. Skulls of Sedlec ends within 62 actions, so its rollouts always reach the end;
Skullminers, ESKELETOS and Court of the Dead last 300-900 actions, and a full random
playout would leave a handful of iterations per second."""


@dataclass(frozen=True)
class Level:
    """A strength level of the search bot.

    Attributes:
        time_limit: seconds of search per decision (None: iterations alone bound it).
        iterations: most iterations per decision (None: the time limit alone bounds it).
        exploration: the UCB constant ``c`` (rewards lie in [0, 1]).
        score_weight: share of the reward that comes from the score margin, 0..1.
        rollout_depth: most actions in an unguided rollout before the running scores value
            the position (None: play to the end). A guided rollout plays the depth of the
            game's heuristic.
        guided: search with the game's heuristic where it has one (see the module docstring).
        epsilon: share of a guided rollout's moves played at random instead of by the policy
            (a game's heuristic may set its own: :class:`.heuristics.Heuristic`).
        widening: progressive widening constant (tried children at most
            ``max(2, widening * sqrt(visits))``).
        bias: weight of the heuristic's scores (in [0, 1]) in selection.
        root_lookahead: score the root actions with the heuristic's look ahead (the greedy
            player's judgement, on copies of one determinization) rather than its cheap scores.
    """

    time_limit: float | None
    iterations: int | None = None
    exploration: float = 0.7
    score_weight: float = 0.1
    rollout_depth: int | None = ROLLOUT_DEPTH
    guided: bool = True
    epsilon: float = 0.1
    widening: float = 2.0
    bias: float = 0.5
    root_lookahead: bool = True


LEVELS: dict[str, Level] = {
    "easy": Level(time_limit=0.2, iterations=300, root_lookahead=False),
    "normal": Level(time_limit=1.0),
    "hard": Level(time_limit=3.0),
}
"""The levels offered to players: seconds of search per decision (easy also stops at 300
iterations, so it stays weak on fast machines)."""


class Node:
    """One edge-and-node of the search tree: the action that led here and its statistics.

    ``player`` is the seat that chose the action (rewards are credited to it); ``visits``
    and ``reward`` sum over iterations that went through; ``available`` counts the
    iterations in which the action was legal when its parent was visited. ``prior`` (guided
    search) holds the heuristic's scores of the actions seen at this node, scaled to [0, 1].
    """

    __slots__ = ("player", "visits", "reward", "available", "children", "prior")

    def __init__(self, player: int) -> None:
        self.player = player
        self.visits = 0
        self.reward = 0.0
        self.available = 0
        self.children: dict[str, Node] = {}
        self.prior: dict[str, float] | None = None


@dataclass(frozen=True)
class RootStatistics:
    """Statistics of one root action after a search (see :meth:`ISMCTSBot.root_statistics`).

    Attributes:
        visits: iterations that went through the action.
        reward: sum of the rewards (each in [0, 1], see :func:`rewards`) of those iterations
            for the seat that searched; ``reward / visits`` is the action's mean value.
        available: iterations in which the action was legal in the determinization.
    """

    visits: int
    reward: float
    available: int


def rewards(state: State, score_weight: float) -> list[float]:
    """Reward per seat in [0, 1] for a finished (or cut-off) playout.

    Finished: ``(1 - w) * win share + w * relative score``, where the win share is ``1/k``
    for each of ``k`` winners and 0 otherwise, and the relative score is
    ``(score - lowest) / (highest - lowest)`` (0.5 each when all scores are equal).
    Not finished (depth cap): the relative score alone.
    """
    scores = state.scores()
    low, high = min(scores), max(scores)
    spread = high - low
    relative = [(s - low) / spread for s in scores] if spread > 0 else [0.5] * len(scores)
    if not state.is_terminal():
        return relative
    winners = state.winners()
    share = 1.0 / len(winners) if winners else 0.0
    won = set(winners)
    return [(1.0 - score_weight) * (share if seat in won else 0.0) + score_weight * relative[seat]
            for seat in range(len(scores))]


_EARLY_CHECK = 16
"""Iterations between two checks of :meth:`ISMCTSBot._decided` (a sort of a few visit counts)."""


class ISMCTSBot(Bot):
    """The search bot (SO-ISMCTS over determinizations; see the module docstring).

    Args:
        seed: seed of the bot's own random generator (determinizations, rollouts, ties).
        level: a key of :data:`LEVELS` (default: the class's ``level``).
        time_limit, iterations: override the level's budget (seconds; iterations).
        rollout_depth: override the rollout depth (None: to the end), guided or not.
        guided: override the level's ``guided`` (search with the game's heuristic, if any).
        stop_early: end the search once no other action can catch up with the most visited
            one in what is left of the budget, so the answer is the one the whole budget would
            give, sooner. Default: on for a time budget (a player waits less on a clear
            choice), off for an iteration cap alone (benchmarks and tests stay exactly
            reproducible).
    Raises:
        KeyError: an unknown level. ValueError: neither a time limit nor an iteration cap.
    """

    name = "ismcts"
    level = "normal"

    def __init__(self, seed: int | None = None, *, level: str | None = None,
                 time_limit: float | None | EllipsisType = ..., iterations: int | None | EllipsisType = ...,
                 rollout_depth: int | None | EllipsisType = ..., stop_early: bool | None = None,
                 guided: bool | None = None) -> None:
        super().__init__(seed)
        settings = LEVELS[level or self.level]
        self.time_limit = settings.time_limit if time_limit is ... else time_limit
        self.iterations = settings.iterations if iterations is ... else iterations
        if self.time_limit is None and self.iterations is None:
            raise ValueError("the search bot needs a time limit or an iteration cap")
        self.stop_early = self.time_limit is not None if stop_early is None else stop_early
        self.exploration = settings.exploration
        self.score_weight = settings.score_weight
        self.rollout_depth = settings.rollout_depth if rollout_depth is ... else rollout_depth
        self._depth_given = rollout_depth is not ...
        self.guided = settings.guided if guided is None else guided
        self.epsilon = settings.epsilon
        self.widening = settings.widening
        self.bias = settings.bias
        self.root_lookahead = settings.root_lookahead
        self._heuristic: Heuristic | None = None
        self.last_iterations = 0
        """Iterations run by the last :meth:`choose` (for benchmarks)."""
        self.last_seconds = 0.0
        """Seconds spent by the last :meth:`choose`."""
        self.search_errors = 0
        """Iterations that raised (a determinization the rules could not play: a game bug).
        The search goes on without them, so a player's game is not lost to it; tests and
        the lab report the count, which must stay 0."""
        self.last_error = ""
        """Type and message of the last of those errors."""
        self._last_root: Node | None = None

    # ------------------------------------------------------------------ the decision
    def choose(self, state: State) -> str:
        """The most visited legal action of ``state.current_player`` after the search.

        ``state`` must be at a decision node of a seat; only its seat to act, its legal
        actions and its determinizations for that seat are read.
        """
        start = time.perf_counter()  # perf_counter is a monotonic clock
        seat = state.current_player
        legal = state.legal_actions()
        self.last_iterations, self.last_seconds = 0, 0.0
        self._last_root = None
        if len(legal) == 1:
            return legal[0]
        root = self._last_root = Node(seat)
        deadline = None if self.time_limit is None else start + self.time_limit
        cap = self.iterations
        done = 0
        heuristic = self._heuristic = heuristic_for(state.game.id) if self.guided else None
        if heuristic is not None:
            self._root_prior(root, state.resample_from_infostate(seat, self.rng), heuristic)
        searching = time.perf_counter()  # the pace of iterations leaves out the root's look ahead
        while cap is None or done < cap:
            try:
                self._iterate(root, state.resample_from_infostate(seat, self.rng))
            except Exception as exc:  # noqa: BLE001 - a rules bug in one determinization must not end the game
                self.search_errors += 1
                self.last_error = f"{type(exc).__name__}: {exc}"
            done += 1
            if deadline is not None:
                now = time.perf_counter()
                if now + 2 * (now - searching) / done > deadline:  # leave room for a long next iteration
                    break
            if self.stop_early and done % _EARLY_CHECK == 0 and self._decided(root, legal, done, searching, deadline,
                                                                               cap):
                break
        self.last_iterations = done
        self.last_seconds = time.perf_counter() - start
        return self._best(root, legal)

    def _best(self, root: Node, legal: list[str]) -> str:
        """The most visited legal root action; among equally visited ones the highest mean
        reward, and among those one drawn with the bot's generator (reproducible for a seed).

        Never the first in the legal list by default: when the budget is smaller than the
        number of actions every tried action has one visit, and a game's list order (cells
        from row 1 up, north first) would then choose for the bot, favouring one seat
        (docs/bots.md, Skullminers: the seat bias between search bots)."""
        tried = [(a, root.children[a]) for a in legal if a in root.children and root.children[a].visits]
        if not tried:
            return self.rng.choice(legal)
        top = max(n.visits for _, n in tried)
        tried = [(a, n) for a, n in tried if n.visits == top]
        best_mean = max(n.reward for _, n in tried) / top
        best = [a for a, n in tried if n.reward / top >= best_mean - 1e-12]
        return best[0] if len(best) == 1 else self.rng.choice(best)

    def root_statistics(self) -> dict[str, RootStatistics]:
        """What the last :meth:`choose` learnt of each root action it tried:
        ``{action: RootStatistics(visits, reward, available)}``, in the order the search
        first expanded them. ``{}`` when the last decision needed no search (one legal
        action) or before any. Two searches that saw the same determinizations with the same
        seed give equal statistics (``tests/conformance/test_determinization.py`` relies on it).
        """
        root = self._last_root
        if root is None:
            return {}
        return {a: RootStatistics(n.visits, n.reward, n.available) for a, n in root.children.items()}

    @staticmethod
    def _decided(root: Node, legal: list[str], done: int, start: float, deadline: float | None,
                 cap: int | None) -> bool:
        """Whether the most visited legal action stays so whatever the rest of the budget
        does: its lead in visits is larger than the iterations left (each adds one visit to
        one root action). Iterations left: up to the cap (then the answer is exactly the
        whole budget's), and no more than the time left at the mean pace so far."""
        left = float("inf") if cap is None else cap - done
        if deadline is not None:
            now = time.perf_counter()
            left = min(left, (deadline - now) * done / max(now - start, 1e-9))
        visits = sorted((root.children[a].visits for a in legal if a in root.children), reverse=True)
        visits += [0, 0]
        return visits[0] - visits[1] > left

    # ------------------------------------------------------------------ one iteration
    def _iterate(self, root: Node, state: State) -> None:
        """Select, expand, roll out and back up once in the determinization ``state`` (mutated):
        guided by the game's heuristic (:meth:`_iterate_guided`) or not (:meth:`_iterate_plain`)."""
        if self._heuristic is None:
            self._iterate_plain(root, state)
        else:
            self._iterate_guided(root, state)

    def _iterate_plain(self, root: Node, state: State) -> None:
        """One unguided iteration: random expansion and rollout (module docstring)."""
        rng = self.rng
        node = root
        path: list[Node] = []
        expanded = False
        while not expanded:
            player = state.current_player
            if player == TERMINAL:
                break
            if player == CHANCE:
                action = sample_chance(state, rng)
                child = node.children.get(action)
                if child is None:
                    child = node.children[action] = Node(CHANCE)
            else:
                actions = state.legal_actions()
                children = node.children
                untried = [a for a in actions if a not in children]
                if untried:
                    action = rng.choice(untried)
                    children[action] = Node(player)
                    expanded = True
                for a in actions:
                    sibling = children.get(a)
                    if sibling is not None:
                        sibling.available += 1
                if untried:
                    child = children[action]
                else:
                    action, child = self._select(children, actions)
            state.apply_legal(action)
            path.append(child)
            node = child
        self._rollout(state)
        values = rewards(state, self.score_weight)
        for child in path:
            child.visits += 1
            if child.player >= 0:
                child.reward += values[child.player]

    # ------------------------------------------------------------------ guided search
    def _root_prior(self, root: Node, state: State, heuristic: Heuristic) -> None:
        """Start the root from the heuristic's judgement, on one determinization ``state``.

        With the look ahead (``root_lookahead`` and a game whose heuristic has
        ``root_priors``) its scores order the root; a game whose heuristic also sets
        ``root_visits`` (Skullminers) has every root action made a child at once, credited
        with that many visits worth its chance of winning after the greedy player's look
        ahead (``1 / (1 + exp(-advantage / scale))``), so a short search starts where the
        greedy player stands and leaves it only for what its rollouts find better. Otherwise
        the cheap scores order the expansion. All feed the selection bias."""
        actions = state.legal_actions()
        try:
            if self.root_lookahead and heuristic.root_priors is not None:
                found = heuristic.root_priors(state, actions)
                root.prior = _scaled(actions, found)
                k = heuristic.root_visits
                for action, advantage in zip(actions, found if k else ()):
                    child = root.children[action] = Node(state.current_player)
                    chance = 1.0 / (1.0 + math.exp(-max(-50.0, min(50.0, advantage / heuristic.scale))))
                    child.visits, child.reward, child.available = k, k * chance, k
                root.visits += k * len(actions)
            elif heuristic.priors is not None:
                root.prior = _scaled(actions, heuristic.priors(state, actions))
        except Exception as exc:  # noqa: BLE001 - a heuristic's slip must not end the game
            self.search_errors += 1
            self.last_error = f"{type(exc).__name__}: {exc}"

    def _iterate_guided(self, root: Node, state: State) -> None:
        """One iteration with the game's heuristic (module docstring, steps 3 and 4)."""
        rng = self.rng
        heuristic = self._heuristic
        assert heuristic is not None
        node = root
        visits = root.visits
        path: list[Node] = [root]
        expanded = False
        while not expanded:
            player = state.current_player
            if player == TERMINAL:
                break
            if player == CHANCE:
                action = sample_chance(state, rng)
                child = node.children.get(action)
                if child is None:
                    child = node.children[action] = Node(CHANCE)
            else:
                actions = state.legal_actions()
                children = node.children
                tried = 0
                for a in actions:
                    sibling = children.get(a)
                    if sibling is not None:
                        sibling.available += 1
                        tried += 1
                if tried < len(actions) and tried < max(2.0, self.widening * math.sqrt(visits + 1)):
                    action = self._untried(node, state, actions, heuristic)
                    child = children[action] = Node(player)
                    child.available = 1
                    expanded = True
                else:
                    action, child = self._select_biased(node, actions)
            state.apply_legal(action)
            path.append(child)
            node = child
            visits = child.visits
        values = self._guided_rollout(state, heuristic)
        for child in path:
            child.visits += 1
            if child.player >= 0 and child is not root:
                child.reward += values[child.player]

    def _untried(self, node: Node, state: State, actions: list[str], heuristic: Heuristic) -> str:
        """The untried action of best prior (ties drawn); a game without priors: a random one."""
        untried = [a for a in actions if a not in node.children]
        if heuristic.priors is None and node.prior is None:
            return self.rng.choice(untried)
        prior = node.prior
        if prior is None:
            prior = node.prior = {}
        unseen = [a for a in untried if a not in prior]
        if unseen and heuristic.priors is not None:
            prior.update(_scaled(unseen, heuristic.priors(state, unseen)))
        best = max(prior.get(a, 0.0) for a in untried)
        top = [a for a in untried if prior.get(a, 0.0) >= best - 1e-9]
        return top[0] if len(top) == 1 else self.rng.choice(top)

    def _select_biased(self, node: Node, actions: list[str]) -> tuple[str, Node]:
        """UCB1 with availability counts over the tried children legal here, plus the
        heuristic's prior fading with visits (``bias * prior / (visits + 1)``)."""
        c, bias = self.exploration, self.bias
        prior = node.prior or {}
        children = node.children
        best_action, best_node, best_value = "", None, -1.0
        for action in actions:
            child = children.get(action)
            if child is None:
                continue
            n = child.visits or 1
            value = (child.reward / n + c * math.sqrt(math.log(child.available + 1) / n)
                     + bias * prior.get(action, 0.0) / (n + 1))
            if value > best_value:
                best_action, best_node, best_value = action, child, value
        assert best_node is not None
        return best_action, best_node

    def _guided_rollout(self, state: State, heuristic: Heuristic) -> list[float]:
        """The heuristic's policy (random with probability ``epsilon``: the heuristic's own if
        it sets one, else the level's) for the rollout depth; the rewards of the end reached,
        or the evaluation's chances of winning."""
        rng = self.rng
        depth = self.rollout_depth if self._depth_given else heuristic.rollout_depth
        policy = heuristic.policy
        share = None if heuristic.epsilon is None else heuristic.epsilon(state)
        epsilon = self.epsilon if share is None else share
        steps = 0
        while depth is None or steps < depth:
            player = state.current_player
            if player == TERMINAL:
                return rewards(state, self.score_weight)
            if player == CHANCE:
                state.apply_legal(sample_chance(state, rng))
            elif rng.random() < epsilon:
                state.apply_legal(rng.choice(state.legal_actions()))
            else:
                state.apply_legal(policy(state, rng))
            steps += 1
        if state.is_terminal():
            return rewards(state, self.score_weight)
        return win_chances(heuristic.values(state), heuristic.scale)

    def _select(self, children: dict[str, Node], actions: list[str]) -> tuple[str, Node]:
        """UCB1 with availability counts over the children legal in this determinization."""
        c = self.exploration
        best_action, best_node, best_value = actions[0], children[actions[0]], -1.0
        for action in actions:
            child = children[action]
            value = child.reward / child.visits + c * math.sqrt(math.log(child.available) / child.visits)
            if value > best_value:
                best_action, best_node, best_value = action, child, value
        return best_action, best_node

    def _rollout(self, state: State) -> None:
        """Uniformly random actions (chance by its probabilities) to the end or the depth cap."""
        rng = self.rng
        depth = self.rollout_depth
        steps = 0
        while depth is None or steps < depth:
            player = state.current_player
            if player == TERMINAL:
                return
            if player == CHANCE:
                state.apply_legal(sample_chance(state, rng))
            else:
                state.apply_legal(rng.choice(state.legal_actions()))
            steps += 1


def _scaled(actions: list[str], scores: list[float]) -> dict[str, float]:
    """``{action: score}`` scaled to [0, 1] (all 0.5 when the scores are equal)."""
    low, high = min(scores), max(scores)
    if high - low <= 1e-12:
        return {a: 0.5 for a in actions}
    return {a: (s - low) / (high - low) for a, s in zip(actions, scores)}


class EasyBot(ISMCTSBot):
    """Search bot, level easy: 0.2 s or 300 iterations per decision, whichever ends first."""

    name, level, label = "easy", "easy", "Easy bot: looks a little ahead"
    short = "easy bot"


class NormalBot(ISMCTSBot):
    """Search bot, level normal: 1 s per decision (the browser's default)."""

    name, level, label = "normal", "normal", "Normal bot: plays sensibly"
    short = "normal bot"


class HardBot(ISMCTSBot):
    """Search bot, level hard: 3 s per decision."""

    name, level, label = "hard", "hard", "Hard bot: thinks ahead"
    short = "hard bot"


class UnguidedBot(ISMCTSBot):
    """The search of level normal without the game's heuristic (``guided=False``): uniform
    expansion and uniformly random rollouts, as it was before the heuristics. A measuring stick
    for the lab and ``simulate`` (docs/bots.md, before and after), not offered to players."""

    name, level, label = "unguided", "normal", "Unguided search (before the heuristics)"
    short = "unguided search"

    def __init__(self, seed: int | None = None, **kwargs: Any) -> None:
        kwargs.setdefault("guided", False)
        super().__init__(seed, **kwargs)
