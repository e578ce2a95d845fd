"""Court of the Dead: Mourners Call, as a sensible Mourner sees it (docs/rules/court_of_the_dead.md).

The winner has the most points once the Unity supply runs out: Unity + the points of the three
Faction Influence tracks + the Ulterior Motive. A position is worth (:func:`standing`) those
points as they stand (the seat's own Motive as it would score now; another seat's as its
determinization has it), plus what should turn into points before the end:

- Etherea (it buys figures and wins Unity at the Tithe; before the Tithe, a fair share of it
  and one more count extra), figures in play, Mourners, the Court cards in hand this round;
- each location the seat controls alone and each guild it leads, once for this round's
  Resolution and a little for the rounds still to come (:func:`rounds_left`);
- the next Influence point on a track (the printed table rises faster higher up).

The greedy move tries its options on copies (the choices its own effects then ask are made by
the rollout policy) and keeps the one that leaves it best placed against the strongest rival;
of the many figure movements it tries only the few that change most who controls a location.
The rollout policy uses rules of thumb: bid what the Tithe needs, take the biggest pile (or
pass for Influence), split the Etherea evenly, draft and play the card whose effects are
worth most, recruit while Etherea allows.
"""

from __future__ import annotations

import random
from functools import lru_cache
from typing import TYPE_CHECKING, Any, Optional

from ...core import State
from ...games.court_of_the_dead import data as _D
from ...games.court_of_the_dead.figures import PLACES, controlled, seat_total_at
from ...games.court_of_the_dead.flow import CHOICES, asked_kind
from ...games.court_of_the_dead.metrics import motive_points
from ...games.court_of_the_dead.moves import (NOTATION, Activate, Bid, CourtMove, Draft, Faction, Influence, Keep,
                                              MoveFigures, Pass, Pay, Play, Recruit, Split, Take)
from . import Heuristic, pick_best
from .lookahead import advantage, after

if TYPE_CHECKING:  # pragma: no cover
    from ...games.court_of_the_dead.state import CourtState

ETHEREA = 0.6
FIGURE = 1.0
MOURNER = 1.5
COURT_CARD = 1.2
CONTROL = 2.0
"""Worth of controlling a location alone, for one Resolution."""
LEAD = 1.5
"""Worth of leading a guild alone, for one Resolution."""
TITHE_RESERVE = (2.5, 1.0)
"""Extra worth of the first Etherea kept for this round's Tithe, and of each more up to a fair
share and one more: a giver gains Unity (3 for the top giver) where a seat that gives nothing
loses 1; missed, the lowest givers lose 2 Unity and both meters rise."""
LATER = 0.35
"""Share of a Resolution's worth counted for each round still to come."""
SCALE = 4.0


def rounds_left(state: "CourtState") -> float:
    """Rough number of rounds after this one: the Unity supply left over what a round hands
    out (about the players + 3 at the Tithe, and a little more)."""
    n = state.num_players
    return max(0.0, float(state.unity_supply) / (n + 4.0) - 0.5)


def _track_points(state: "CourtState", seat: int) -> float:
    points = _D.INFLUENCE_POINTS
    total = 0.0
    for f in range(3):
        level = state.infl[seat * 3 + f]
        total += points[level]
        if level < len(points) - 1:
            total += 0.3 * (points[level + 1] - points[level])
    return total


def _seat_at(state: "CourtState", seat: int, place: int) -> int:
    return seat_total_at(state, seat, place)


def standing(state: "CourtState", seat: int) -> float:
    """``seat``'s points and prospects (module docstring)."""
    d = _D
    n = state.num_players
    over = state.is_terminal()
    score = state.unity[seat] + _track_points(state, seat) + state.motive_points(seat)
    if over:
        return score
    ahead = 1.0 + LATER * rounds_left(state)
    if state.phase in ("distribution", "wallows", "draft", "actions"):
        need = max(0, state.tithe() - state.forge)
        kept = min(state.etherea[seat], -(-need // n) + 1)
        score += TITHE_RESERVE[0] * min(kept, 1) + TITHE_RESERVE[1] * max(0, kept - 1)
    score += ETHEREA * state.etherea[seat] + MOURNER * len(state.mourners[seat]) + COURT_CARD * len(state.hands[seat])
    base = seat * PLACES * d.NG
    score += FIGURE * sum(state.figs[base:base + PLACES * d.NG])
    for place in range(1, d.NLOC + 1):
        mine = _seat_at(state, seat, place)
        if mine and all(_seat_at(state, s, place) < mine for s in range(n) if s != seat):
            score += (1.0 if state.malavestros == place else CONTROL) * ahead
    for g in range(d.NG):
        mine = controlled(state, seat, g)
        if mine and all(controlled(state, s, g) < mine for s in range(n) if s != seat):
            score += LEAD * ahead
    return float(score)


def values(state: State) -> list[float]:
    """Each seat's :func:`standing`."""
    st: "CourtState" = state  # type: ignore[assignment]
    return [standing(st, s) for s in range(st.num_players)]


# ---------------------------------------------------------------------- effects' worth
_GAIN = {"etherea": ETHEREA, "unity": 1.0, "bone": 1.0, "flesh": 1.0, "spirit": 1.0}
_PRIM = {"influence": 1.0, "suspicion": -0.3, "dreadsgrip": -0.3, "figure": 1.8, "per_guild": 1.5, "recall": 0.0,
         "mourner": 2.5, "steal": 1.6, "tax": 0.8, "relocate": 1.0, "pull": 0.8, "malavestros": 0.6,
         "deactivate": 0.6, "wallows": 1.0, "alltaker": 1.0, "destroy": 1.2, "forge": -0.4, "swap_court": 0.3,
         "reclaim_court": 0.6, "dreadsbane": 0.6}


def effects_worth(effects: Any) -> float:
    """Rough worth of an effect list (designed content: court.json, mourners.json): resources
    gained or lost, figures, Influence, the meters' harm; an "either" by its best branch."""
    total = 0.0
    for e in effects:
        do = e["do"]
        if do in ("gain", "lose"):
            sign = 1.0 if do == "gain" else -1.0
            total += sign * sum(_GAIN[k] * v for k, v in e.items() if k in _GAIN)
        elif do == "either":
            total += max(effects_worth(branch) for branch in e["options"])
        else:
            n = e.get("n", 1)
            total += _PRIM.get(do, 0.3) * (abs(n) if do not in ("suspicion", "dreadsgrip") else n)
    return total


@lru_cache(maxsize=None)
def card_worth(card: str) -> float:
    """A Court card's worth: its better action."""
    court = _D.COURT[card]
    return max(effects_worth(a) for a in court["actions"])


# ---------------------------------------------------------------------- cheap scores
_PARSED = NOTATION.parsed


def _move(action: str) -> CourtMove:
    """The typed move of ``action`` (parsed once per process: moves.py)."""
    return _PARSED.get(action) or NOTATION.parse(action)


def _kind(state: "CourtState") -> str:
    """What the pending frame asks: ``turn``, ``bid``, ``chance`` ..., ``choice/<kind>`` for a
    choice an effect or a rule asks (flow.py), ``""`` once the game is over."""
    frame = state.top
    if frame is None:
        return ""
    kind = asked_kind(frame)
    return f"choice/{kind}" if type(frame) in CHOICES else kind


def _marginal(state: "CourtState", seat: int, faction: str) -> float:
    d = _D
    level = state.infl[seat * 3 + d.FACTION_INDEX[faction]]
    points = d.INFLUENCE_POINTS
    return float(points[min(level + 1, len(points) - 1)] - points[level])


def _bid_scores(state: "CourtState", seat: int, actions: list[str]) -> list[float]:
    """Bid about a fair share of what the Tithe still needs after Dirth Forge, a little more
    to be the top giver when Etherea allows."""
    need = max(0, state.tithe_required - state.forge)
    share = -(-need // state.num_players)
    want = min(state.etherea[seat], share + 1)
    return [-abs(_amount(a) - want) for a in actions]


def _amount(action: str) -> int:
    move = _move(action)
    assert isinstance(move, Bid)
    return move.amount


def _tallies(state: "CourtState") -> list[list[int]]:
    """Figures of each seat at each place (0 the Crypt, 1..12 the locations)."""
    return [[seat_total_at(state, s, place) for place in range(_D.NLOC + 1)] for s in range(state.num_players)]


def _turn_score(state: "CourtState", seat: int, action: str, tallies: list[list[int]]) -> float:
    move = _move(action)
    if isinstance(move, Pass):
        return 0.0
    if isinstance(move, Play):
        return effects_worth(_D.COURT[move.card]["actions"][move.action - 1]) - COURT_CARD + 0.5
    if isinstance(move, Recruit):
        cost = 3 if move.figure else 5
        gain = FIGURE + LEAD * 0.5 if cost == 3 else MOURNER + FIGURE + 0.5
        return gain - ETHEREA * cost + 0.8
    if isinstance(move, Activate):
        return effects_worth(_D.MOURNERS[move.card]["ability"]["effects"]) + 0.3
    assert isinstance(move, MoveFigures)
    return _move_score(state, seat, move, tallies)


def _move_score(state: "CourtState", seat: int, move: MoveFigures, tallies: list[list[int]]) -> float:
    """A movement: the control it wins at the destination (and loses at the source) against the
    Influence points it costs."""
    src, dst, k = move.src, move.dst, move.total
    n = state.num_players
    level = state.infl[seat * 3 + _D.FACTION_INDEX[_D.LOCATION_FACTION[dst]]]
    points = _D.INFLUENCE_POINTS
    cost = points[level] - points[max(0, level - k)]
    mine = tallies[seat]

    def control(place: int, delta: int) -> bool:
        have = mine[place] + delta
        return have > 0 and all(tallies[s][place] < have for s in range(n) if s != seat)

    worth = CONTROL * (control(dst, k) - control(dst, 0))
    if src:
        worth -= CONTROL * (control(src, 0) - control(src, -k))
    crowd = sum(tallies[s][dst] for s in range(n)) + k
    if crowd > state.threat_limit():
        worth -= 1.0 * k
    return float(worth - cost - 0.3)


def move_score(state: "CourtState", seat: int, action: str) -> float:
    """:func:`_move_score` of one movement action string."""
    return move_score_in(state, seat, action, _tallies(state))


def move_score_in(state: "CourtState", seat: int, action: str, tallies: list[list[int]]) -> float:
    """:func:`_move_score` of one movement action string, the figures per place ``tallies``."""
    move = _move(action)
    assert isinstance(move, MoveFigures)
    return _move_score(state, seat, move, tallies)


def scores(state: State, actions: list[str]) -> list[float]:
    """Cheap scores of the seat to act's ``actions`` by the rules of thumb of the module
    docstring (no copies)."""
    st: "CourtState" = state  # type: ignore[assignment]
    d = _D
    seat = st.current_player
    kind = _kind(st)
    if kind == "turn":
        tallies = _tallies(st)
        memo: dict[tuple[int, int, int], float] = {}
        out = []
        for a in actions:
            move = _move(a)
            if isinstance(move, MoveFigures):  # the same places and count score the same
                key = (move.src, move.dst, move.total)
                if key not in memo:
                    memo[key] = _move_score(st, seat, move, tallies)
                out.append(memo[key])
            else:
                out.append(_turn_score(st, seat, a, tallies))
        return out
    if kind == "bid":
        return _bid_scores(st, seat, actions)
    if kind == "split":  # the splitter keeps the last pile: even piles
        return [-_spread(_move(a)) for a in actions]
    if kind == "pile":
        out = []
        for a in actions:
            move = _move(a)
            if isinstance(move, Take):
                out.append(ETHEREA * (st.piles[move.pile - 1] or 0))
            else:
                assert isinstance(move, Pass)
                out.append(sum(_marginal(st, seat, f) for f in move.factions) * 0.8)
        return out
    if kind == "draft":
        return [card_worth(_card(_move(a))) for a in actions]
    if kind == "motive":
        return [float(_motive_now(st, seat, _card(_move(a)))) for a in actions]
    if kind == "choice/influence" or kind == "choice/pay":
        sign = -1.0 if kind == "choice/pay" else 1.0
        return [sign * sum(_marginal(st, seat, f) for f in _factions(_move(a)) if f in d.FACTION_INDEX)
                for a in actions]
    if kind == "choice/alltaker":
        return [1.0 if a == "alltaker" else 0.0 for a in actions]
    if kind == "choice/use":
        return [0.5 if a == "use" else 0.0 for a in actions]
    return [0.0 if a == "skip" else 0.1 for a in actions]


def _spread(move: CourtMove) -> int:
    """Etherea between the largest and the smallest pile of a split."""
    assert isinstance(move, Split)
    return max(move.piles) - min(move.piles)


def _card(move: CourtMove) -> str:
    """The card a draft pick or a motive kept names."""
    assert isinstance(move, (Draft, Keep)) and move.card is not None
    return move.card


def _factions(move: CourtMove) -> tuple[str, ...]:
    """The factions an answer names: an Influence gained or paid, a Mourner deck; none for any
    other answer (``skip``, ``option 2``...)."""
    if isinstance(move, (Influence, Pay)):
        return move.factions
    return (move.faction,) if isinstance(move, Faction) else ()


def _motive_now(state: "CourtState", seat: int, motive: str) -> int:
    return motive_points(state, seat, _D.MOTIVES[motive])


SAMPLED_MOVES = 8
"""Figure movements the rollout policy scores on a turn (drawn at random among the listed)."""


def policy(state: State, rng: random.Random) -> str:
    """The rollout move: the best of :func:`scores`, ties drawn; on an Action Phase turn only
    :data:`SAMPLED_MOVES` of the movements are scored (there may be a hundred)."""
    actions = state.legal_actions()
    if len(actions) == 1:
        return actions[0]
    if _kind(state) == "turn":  # type: ignore[arg-type]
        moves = [a for a in actions if a.startswith("move ")]
        if len(moves) > SAMPLED_MOVES:
            actions = [a for a in actions if not a.startswith("move ")] + rng.sample(moves, SAMPLED_MOVES)
    return pick_best(actions, scores(state, actions), rng)


# ---------------------------------------------------------------------- the greedy move
MOVES_TRIED = 6
"""Figure movements the greedy player tries on copies (the best by :func:`move_score`)."""


def _follow(state: State, rng: random.Random) -> Optional[str]:
    st: "CourtState" = state  # type: ignore[assignment]
    if _kind(st).startswith("choice/"):
        return policy(state, rng)
    return None


def _candidates(state: "CourtState", actions: list[str]) -> list[str]:
    moves = [a for a in actions if a.startswith("move ")]
    if len(moves) <= MOVES_TRIED:
        return actions
    seat = state.current_player
    tallies = _tallies(state)
    best = sorted(moves, key=lambda a: -move_score_in(state, seat, a, tallies))[:MOVES_TRIED]
    keep = set(best)
    return [a for a in actions if not a.startswith("move ") or a in keep]


def lookahead_scores(state: State, actions: list[str]) -> list[float]:
    """Each action tried on a copy (its own follow-up choices by :func:`policy`), judged by
    :func:`.lookahead.advantage` of :func:`values`."""
    st: "CourtState" = state  # type: ignore[assignment]
    seat = st.current_player
    rng = random.Random(len(st.history))
    judge = lambda s: advantage(values(s), seat, SCALE)  # noqa: E731
    return [after(st, a, judge, rng, _follow) for a in actions]


def choose(state: State, rng: random.Random) -> str:
    """The greedy move (module docstring). Bids, splits, picks and drafts by
    :func:`scores` (a copy shows nothing of a secret bid or a packet's future); the rest by
    :func:`lookahead_scores`."""
    st: "CourtState" = state  # type: ignore[assignment]
    actions = st.legal_actions()
    if len(actions) == 1:
        return actions[0]
    kind = _kind(st)
    if kind in ("bid", "split", "draft", "motive", "pile"):
        return policy(state, rng)
    tried = _candidates(st, actions)
    return pick_best(tried, lookahead_scores(st, tried), rng, tolerance=1e-6)


def root_priors(state: State, actions: list[str]) -> list[float]:
    """Every root action's worth to the search, as the acting seat's advantage over its rivals
    in the points of :func:`values` (the search credits each root action with
    :data:`ROOT_VISITS` visits worth that advantage's chance of winning, so it starts where the
    greedy player stands): the greedy's look ahead for the options it would try; a movement
    beyond them 1 point below the worst of those; a secret choice (bid, split, draft, motive,
    pile: a copy cannot show what it brings) by :func:`scores`, its best at 0 and the others
    that many points below."""
    st: "CourtState" = state  # type: ignore[assignment]
    kind = _kind(st)
    if kind in ("bid", "split", "draft", "motive", "pile"):
        cheap = scores(state, actions)
        best = max(cheap)
        return [c - best for c in cheap]
    tried = set(_candidates(st, actions))
    looked = dict(zip([a for a in actions if a in tried], lookahead_scores(st, [a for a in actions if a in tried])))
    low = min(looked.values()) - 1.0 if looked else 0.0
    return [looked.get(a, low) for a in actions]


ROOT_VISITS = 10
"""Visits the search credits each root action with before it searches (see :func:`root_priors`).
Without them the normal bot (100 iterations a decision, what it reaches in the page) left the
greedy player's choice at 26 decisions of one game for moves that choice's look ahead judged
1.1 to 12.8 points worse, and won 4 of 10 two-player games against the greedy player; with 3
visits 6 of the same 10. At 159 iterations, 3 visits won 10 of the first 21 games of seed 1
(25 of 40 in all) and 10 visits 14 of the same 21 (docs/bots.md)."""

ROLLOUT_DEPTH = 50
"""Actions a rollout plays before :func:`values` judges the position. A round is about 60-80
actions; the Tithe and the Resolution decide it, so a rollout cut sooner misses them. Against
two greedy players (the same 40 games, at the same time a decision) normal won 12 at depth 12
(220 iterations), 19 at depth 30 (98) and 26 at depth 50 (63); 2 players: 30 and 31 of 40
(docs/bots.md)."""


def rollout_epsilon(state: State) -> Optional[float]:
    """Share of a rollout's moves played at random instead of by :func:`policy`: none with 3
    or 4 players, the level's (10%) with 2. A random Court move is often a costly one (a
    movement that spends Influence for nothing, a pass with Etherea to spend), and five of
    them in a rollout of 50 actions blur what the position is worth. Against greedy players
    (the same seeded games, 184 iterations; docs/bots.md) normal won, without random moves
    and with 10%: 3 players 62 and 50 of 80 (seeds 1 and 2), 4 players 37 and 37 of 80
    (no gain, no loss); 2 players 29 and 32 of 40, so 2 players keep the level's share."""
    return 0.0 if state.num_players > 2 else None


HEURISTIC = Heuristic(values=values, scale=SCALE, policy=policy, choose=choose, rollout_depth=ROLLOUT_DEPTH,
                      priors=scores, root_priors=root_priors, root_visits=ROOT_VISITS,
                      epsilon=rollout_epsilon)
