"""Skullminers, as a sensible miner sees it (docs/rules/skullminers.md).

The only victory is the God Skull under one of the Claims a seat seeks, so a position is
worth its progress toward digging there (:func:`standing`):

- crew weighted by how far forward they stand (rows toward the Claims sought), more for
  crew already in front of a Claim on a tunnel open toward it (ready to dig);
- how far the seat's tunnels reach toward the Claims (a route its crew may take), and the
  steps still between its crew and the front of each Claim worth digging (:func:`route_costs`:
  moves, builds, Sites to take, walls to blast);
- Claims already dug (each Soil dug makes the next dig likelier to find the God Skull) and
  Claims scouted; a little for cards in hand;
- during an attack being gathered, the attacking crew.

The greedy move: dig whenever a crew stands in front of a Claim not known to be Soil (the
one scouted as the God Skull first); otherwise try each action on a copy (dice in
expectation) and keep the best; in the Allocation phase move one step at a time while a move
helps, then end the turn. The rollout policy scores actions by the rows they gain without
copying the state.
"""

from __future__ import annotations

import heapq
import random
from functools import lru_cache
from math import comb
from typing import TYPE_CHECKING

from ...core import State
from ...games.skullminers.cards import CARDS, CrewCard, Directive
from ...games.skullminers.grid import OPPOSITE, can_enter, can_leave, constraint, parse_shape, reachable
from ...games.skullminers.moves import Attack, Build, Dig, Discard, Done, MoveCrew, Play, SkullminersMove
from . import Heuristic, pick_best
from .lookahead import settled

if TYPE_CHECKING:  # pragma: no cover
    from ...games.skullminers.state import SkullminersState

WIN = 1000.0
"""Worth of a won position (minus for a lost one)."""
DUG = 10.0
"""Worth of each Claim already dug (the God Skull hides among fewer)."""
SCOUTED = 4.0
REACHED = 25.0
"""A Site in front of a Claim that the seat's tunnels reach, times the God Skull's chance there."""
READY = 60.0
"""Crew in front of a Claim not yet dug, on a tunnel open toward it (ready to dig), times
the chance that the God Skull lies there."""

ROUTE = 30.0
"""Worth of a way to a Claim worth digging, times the God Skull's chance there, shrinking by
:data:`ROUTE_DECAY` for each step of :func:`route_costs` it still takes."""
ROUTE_DECAY = 0.8
MOVE, BUILD, ATTACK, BREACH, REBUILD = 1, 2, 2, 3, 6
"""Steps :func:`route_costs` counts for crossing into a Site: moving along a shared opening,
building on open ground, taking a Site held by the other seat (plus half its crew), blasting
a wall toward the Claims sought (Breakthrough: the tile beyond collapses, then a build), and
anything else walled (a Cave-in and a build, or worse)."""


_AHEAD: list[list[int]] = []
"""``_AHEAD[seat][cell]``: :func:`_ahead`, worked out once for the grid."""


def _ahead(state: "SkullminersState", seat: int, cell: int) -> int:
    """Rows ``cell`` stands toward the Claims ``seat`` seeks: 1 in its own Home Row up to
    ``rows`` in front of the Claims."""
    if not _AHEAD:
        geo = state.geo
        _AHEAD.extend([geo.rows - abs(geo.row(i) - geo.home_row(1 - s)) for i in range(geo.size)] for s in (0, 1))
    return _AHEAD[seat][cell]


@lru_cache(maxsize=None)
def contest_odds(attack: int, defend: int, hit: float) -> tuple[float, float]:
    """``(chance the attackers take the Site, attackers expected to stand there after)`` in a
    contest of ``attack`` crew against ``defend`` (rulebook: Allocation & Contest; each Hit Die
    hits with chance ``hit``; rolled again while both sides stand)."""
    if defend <= 0:
        return (1.0, float(attack)) if attack > 0 else (0.0, 0.0)
    if attack <= 0:
        return 0.0, 0.0
    a_odds = [comb(attack, k) * hit ** k * (1 - hit) ** (attack - k) for k in range(attack + 1)]
    d_odds = [comb(defend, k) * hit ** k * (1 - hit) ** (defend - k) for k in range(defend + 1)]
    stay = a_odds[0] * d_odds[0]  # nobody hit: roll again
    win = left = 0.0
    for ka, pa in enumerate(a_odds):
        for kd, pd in enumerate(d_odds):
            if ka == 0 and kd == 0:
                continue
            p = pa * pd / (1 - stay)
            w, r = contest_odds(max(0, attack - kd), max(0, defend - ka), hit)
            win += p * w
            left += p * r
    return win, left


def god_chances(state: "SkullminersState", seat: int) -> list[float]:
    """Chance, as ``seat`` knows it, that the God Skull it seeks lies under each Claim
    column: 1 under a Claim scouted as the God Skull, else shared evenly by the Claims
    neither dug nor scouted as Soil."""
    hidden = state.revealed[1 - seat]
    known = state.known[seat]
    cols = range(state.geo.columns)
    if "god" in known.values():
        return [1.0 if known.get(c) == "god" and hidden[c] is None else 0.0 for c in cols]
    open_ = [c for c in cols if hidden[c] is None and known.get(c) != "soil"]
    share = 1.0 / len(open_) if open_ else 0.0
    return [share if c in open_ else 0.0 for c in cols]


def _fronts(state: "SkullminersState", seat: int, chance: list[float]) -> list[int]:
    """Cells in front of the Claims ``seat`` may still find the God Skull under."""
    return [state.geo.front_of_claim(seat, c) for c, p in enumerate(chance) if p > 0]


def _walled(state: "SkullminersState", cell: int, sides: int) -> int:
    """How many of open ground ``cell``'s ``sides`` (a mask) face a built neighbour's wall:
    a tile there must open on those sides, and no opening may face a wall (grid.fits)."""
    built, openings = constraint(state.geo, state.tiles, cell)
    return bin(sides & built & ~openings).count("1")


def _crossing(state: "SkullminersState", seat: int, here: int, d: int, there: int) -> float:
    """Steps :func:`route_costs` counts for crew of ``seat`` on ``here`` to stand on the
    neighbour ``there`` in direction ``d`` (constants :data:`MOVE` .. :data:`REBUILD`).
    Open ground on ``here`` stands for a tile to be built, open wherever it needs."""
    tiles = state.tiles
    a, b = tiles[here], tiles[there]
    leaves = a is None or can_leave(a, d)
    toward = d == state.geo.toward_claims(seat)
    if b is None:
        walls = _walled(state, there, state.claim_side(there) & ~OPPOSITE[d])  # toward here: `leaves`
        if leaves:
            return BUILD + REBUILD * walls
        return (BREACH if toward else REBUILD) + BUILD + REBUILD * walls
    if leaves and can_enter(b, OPPOSITE[d]) and (a is not None or b[1] & OPPOSITE[d]):
        if state.crew_seat[there] == 1 - seat:
            return MOVE + ATTACK + 0.5 * min(state.crew_val[there], 6)
        return MOVE
    if not leaves and toward:
        return BREACH + BUILD + MOVE
    return REBUILD + MOVE


def route_costs(state: "SkullminersState", seat: int) -> list[float]:
    """Fewest steps (moves, builds, attacks, blasts: :func:`_crossing`) before crew of
    ``seat`` could stand on each cell, from the Sites its crew holds (0) and the open ground
    of its own Home Row (a build); ``inf`` where no way is counted. A shortest-path search
    over the grid: the count ignores the cards in hand and the turns each step takes, so it
    ranks positions and does not plan."""
    geo = state.geo
    inf = float("inf")
    cost = [inf] * geo.size
    home = geo.home_row(seat)
    for i in range(geo.size):
        if state.crew_seat[i] == seat:
            cost[i] = 0.0
        elif state.tiles[i] is None and geo.row(i) == home:
            cost[i] = float(BUILD)
    todo = [(c, i) for i, c in enumerate(cost) if c < inf]
    heapq.heapify(todo)
    while todo:
        c, i = heapq.heappop(todo)
        if c > cost[i]:
            continue
        for d, n in geo.neighbours[i].items():
            nc = c + _crossing(state, seat, i, d, n)
            if nc < cost[n]:
                cost[n] = nc
                heapq.heappush(todo, (nc, n))
    return cost


def standing(state: "SkullminersState", seat: int) -> float:
    """``seat``'s progress toward the God Skull (module docstring), from the grid, the crew,
    the Claims turned over and what the seat has scouted and holds. A crew's place counts by
    how near it stands to a Claim still worth digging (in front of a Claim already dug it is
    no better than one row short)."""
    geo = state.geo
    rows, cols = geo.rows, geo.columns
    target = geo.home_row(1 - seat)
    toward = geo.toward_claims(seat)
    known = state.known[seat]
    chance = god_chances(state, seat)
    fronts = _fronts(state, seat, chance)
    score = 0.0
    tiles, crew_seat, crew_val = state.tiles, state.crew_seat, state.crew_val

    def near(cell: int) -> int:
        """Rows toward the Claims, less the columns to the nearest Claim worth digging."""
        ahead = rows - abs(geo.row(cell) - target)
        if not fronts:
            return ahead
        col = cell % cols
        return ahead - min(abs(col - f % cols) for f in fronts) if ahead == rows else ahead

    for i in range(geo.size):
        if crew_seat[i] != seat:
            continue
        score += 2.0 * min(crew_val[i], 3) * max(1, near(i))
        tile = tiles[i]
        if geo.row(i) == target and tile is not None and can_leave(tile, toward):
            score += READY * chance[i % cols]
    reach = reachable(geo, tiles, crew_seat, seat)
    if reach:
        score += 3.0 * max(near(i) for i in reach)
    for i in reach:
        tile = tiles[i]
        if geo.row(i) == target and tile is not None and can_leave(tile, toward):
            score += REACHED * chance[i % cols]
    a = state.assault
    if a is not None and state.turn == seat:  # the attack being gathered, by its odds
        cell = a["cell"]
        win, left = contest_odds(a["attack"], crew_val[cell], state.board.hit_chance)
        worth = 2.0 * min(left / max(win, 1e-9), 3) * max(1, near(cell))
        tile = tiles[cell]
        if geo.row(cell) == target and tile is not None and can_leave(tile, toward):
            worth += READY * chance[cell % cols]
        score += win * worth
    if fronts:
        way = route_costs(state, seat)
        score += ROUTE * sum(chance[f % cols] * ROUTE_DECAY ** way[f] for f in fronts if way[f] < float("inf"))
    score += DUG * state.unearthed[seat] + SCOUTED * len(known) + 0.5 * len(state.hands[seat])
    return score


def values(state: State) -> list[float]:
    """Each seat's :func:`standing`; ``±WIN`` once the game is decided (0 both on a draw)."""
    st: "SkullminersState" = state  # type: ignore[assignment]
    if st.is_terminal():
        winners = st.winners()
        return [WIN if s in winners else -WIN if winners else 0.0 for s in (0, 1)]
    return [standing(st, 0), standing(st, 1)]


def evaluate(state: "SkullminersState", seat: int) -> float:
    """The position's worth for ``seat``: its standing minus the opponent's (``±WIN`` once
    decided)."""
    v = values(state)
    return v[seat] - v[1 - seat]


# ---------------------------------------------------------------------- cheap scores
def _dig_rank(state: "SkullminersState", seat: int, claim: str) -> float:
    """A dig of Claim ``claim`` (its column letter): 100 for a Claim scouted as the God Skull,
    50 for an unknown one, -50 for Soil."""
    what = state.known[seat].get(state.geo.parse_column(claim))
    return {"god": 100.0, None: 50.0}.get(what, -50.0)


def _card_worth(state: "SkullminersState", seat: int, move: SkullminersMove) -> float:
    """Cheap worth of a Direct-phase action (build, play, discard, pass)."""
    geo = state.geo
    if isinstance(move, Build):
        card = CARDS[move.card]
        assert isinstance(card, CrewCard)
        cell = geo.index[move.cell]
        mask = parse_shape(move.orientation)[0]
        ahead = _ahead(state, seat, cell)
        toward = geo.toward_claims(seat)
        worth = 2.0 * ahead + 0.5 * card.value + (1.5 if mask & toward else 0.0)
        if ahead == geo.rows and mask & toward:
            worth += 6.0
        return worth
    if isinstance(move, Play):
        return _play_worth(state, seat, move)
    if isinstance(move, Discard):
        return -1.0
    return -2.0  # pass


def _play_worth(state: "SkullminersState", seat: int, move: Play) -> float:
    """Cheap worth of ``play CARD [TARGET]``: by the Directive's first effect and, for one
    aimed at a Site, where that Site stands."""
    card = CARDS[move.card]
    assert isinstance(card, Directive)
    effect = card.effects[0]
    op = effect["op"]
    target = state.geo.index.get(move.target) if move.target is not None else None  # a Site (not a Claim letter)
    if op == "add_crew":
        return 1.5 * float(effect["amount"]) + (0.5 * _ahead(state, seat, target) if target is not None else 0.0)
    if op == "rockfall":
        return 1.0 * float(effect["dice"]) + (0.5 * state.crew_val[target] if target is not None else 0.0)
    if op == "scout":
        return 4.0 if len(state.known[seat]) < 3 else 1.0
    if op == "breach":
        return 3.0 + (2.0 * _ahead(state, seat, target) if target is not None else 0.0)
    if op == "draw":
        return 3.0
    if op == "cave_in":
        tile = state.tiles[target] if target is not None else None
        return 2.0 if tile is not None and tile[4] != seat else -1.0
    return 0.5


def _move_worth(state: "SkullminersState", seat: int, move: SkullminersMove) -> float:
    """Cheap worth of an Allocation action: rows gained by the crew moved (an attack by its
    odds), a dig by :func:`_dig_rank`, ``done`` 0."""
    if isinstance(move, Dig):
        return _dig_rank(state, seat, move.claim)
    if isinstance(move, Done):
        return 0.0
    geo = state.geo
    if isinstance(move, Attack):
        a = state.assault
        return 5.0 if a is not None and a["attack"] > state.crew_val[a["cell"]] else -3.0
    assert isinstance(move, MoveCrew)
    src, dst, k = geo.index[move.src], geo.index[move.dst], move.amount
    gain = _ahead(state, seat, dst) - _ahead(state, seat, src)
    if state.crew_seat[dst] == 1 - seat:  # an attack
        free = state.crew_val[src] - state.tired[src]
        return 3.0 + k - state.crew_val[dst] if k == free else k - state.crew_val[dst] - 1.0
    if gain <= 0:
        return -0.5 + 0.1 * gain
    free = state.crew_val[src] - state.tired[src]
    return gain * (1.0 + 0.2 * k) + (0.5 if k == free else 0.0)


def priors(state: State, actions: list[str]) -> list[float]:
    """Cheap scores of ``actions`` for the seat to act (no copies of the state)."""
    st: "SkullminersState" = state  # type: ignore[assignment]
    seat = st.current_player
    phase, parse = st.phase, st.parse
    if phase == "allocate":
        return [_move_worth(st, seat, parse(a)) for a in actions]
    if phase == "direct":
        return [_card_worth(st, seat, parse(a)) for a in actions]
    return [0.0] * len(actions)


def policy(state: State, rng: random.Random) -> str:
    """The rollout move: the best of :func:`priors` (ties drawn); in the Allocation phase
    ``done`` once no move gains."""
    actions = state.legal_actions()
    if len(actions) == 1:
        return actions[0]
    return pick_best(actions, priors(state, actions), rng)


# ---------------------------------------------------------------------- the greedy move
def _dig(state: "SkullminersState", seat: int, actions: list[str]) -> str | None:
    """A ``dig`` worth making: a Claim scouted as the God Skull first, then one not known to be
    Soil; None if there is none."""
    digs = {a: move.claim for a in actions if isinstance(move := state.parse(a), Dig)}
    if not digs:
        return None
    best = max(digs, key=lambda a: _dig_rank(state, seat, digs[a]))
    return best if _dig_rank(state, seat, digs[best]) > 0 else None


def choose(state: State, rng: random.Random) -> str:
    """The greedy action for the seat to act (module docstring)."""
    st: "SkullminersState" = state  # type: ignore[assignment]
    seat = st.current_player
    actions = st.legal_actions()
    if len(actions) == 1:
        return actions[0]
    if st.phase in ("company", "hide"):
        return rng.choice(actions)
    dig = _dig(st, seat, actions)
    if dig is not None:
        return dig
    here = evaluate(st, seat)
    scores = []
    for a in actions:
        if a == "done":
            scores.append(here)
            continue
        nxt = st.clone()
        nxt.apply_legal(a)
        score = settled(nxt, lambda s: evaluate(s, seat), rng, exact=64)  # type: ignore[arg-type]
        scores.append(score - (0.25 if isinstance(st.parse(a), Discard) else 0.0))  # a card used beats one thrown away
    if "done" in actions and max(scores) <= here + 1e-9:
        return "done"
    return pick_best(actions, scores, rng)


def root_priors(state: State, actions: list[str]) -> list[float]:
    """The greedy miner's judgement of each action: :func:`evaluate` after it on a copy (dice
    in expectation); a dig by its chance of finding the God Skull."""
    st: "SkullminersState" = state  # type: ignore[assignment]
    seat = st.current_player
    if st.phase in ("company", "hide"):
        return [0.0] * len(actions)
    here = evaluate(st, seat)
    rng = random.Random(len(st.history))
    chance = god_chances(st, seat)
    out = []
    for a in actions:
        if a == "done":
            out.append(here)
        elif isinstance(move := st.parse(a), Dig):
            p = chance[st.geo.parse_column(move.claim)]
            out.append(p * WIN + (1 - p) * (here + DUG - READY * p))
        else:
            nxt = st.clone()
            nxt.apply_legal(a)
            out.append(settled(nxt, lambda s: evaluate(s, seat), rng, exact=64))  # type: ignore[arg-type]
    return out


ROOT_VISITS = 10
"""Visits the search credits each root action with before it searches, worth its chance of
winning after the greedy miner's look ahead (:func:`root_priors`). With 3 the normal bot (142
iterations a decision) left the greedy move at 76% of its Allocation decisions and 66% of its
Direct decisions in 3 games, mostly on the strength of a few noisy 40-action rollouts, and won
24 of 40 two-player games against the greedy player (seed 1, seats rotated); with 10, 29 of the
same 40, and with 20, 18 of the first 29 (10: 22 of them). docs/bots.md."""

HEURISTIC = Heuristic(values=values, scale=25.0, policy=policy, choose=choose, rollout_depth=40, priors=priors,
                      root_priors=root_priors, root_visits=ROOT_VISITS)
