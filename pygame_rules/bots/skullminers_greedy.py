"""A forward-greedy Skullminers policy: one step ahead, scored by a plain evaluation.

It plays as a careful but short-sighted person would: unearth a Claim whenever a crew stands
in front of one; otherwise try every legal action on a copy and keep the one whose position
scores best for the seat (:func:`evaluate`), ties broken at random; in the Allocation phase it
moves crew one step at a time while a move improves the score, then ends the turn.

It reads only what the seat may know: the grid, the crew, the revealed Claims, its own hand
and what it has scouted (``known[seat]``). Dice are taken in expectation where the action rolls
them (a Rockfall, a contest), over the chance outcomes the rules give.
"""

from __future__ import annotations

import random
from typing import TYPE_CHECKING

from ..core import State

if TYPE_CHECKING:  # pragma: no cover
    from ..games.skullminers.state import SkullminersState

WIN = 1000.0
"""Score of a won position (minus for a lost one)."""


def _progress(state: "SkullminersState", seat: int) -> float:
    """How close ``seat`` stands to the Claims it seeks: crew weighted by how far forward
    they stand, crew ready to dig, and how far its tunnels reach."""
    from ..games.skullminers.grid import can_leave, reachable
    geo = state.geo
    target = geo.home_row(1 - seat)
    toward = geo.toward_claims(seat)
    hidden = state.revealed[1 - seat]
    score = 0.0
    for i, s in enumerate(state.crew_seat):
        if s != seat:
            continue
        ahead = geo.rows - abs(geo.row(i) - target)  # 1 at home .. rows in the front row
        score += 2.0 * min(state.crew_val[i], 3) * ahead
        tile = state.tiles[i]
        if ahead == geo.rows and tile is not None and can_leave(tile, toward) and hidden[geo.col(i)] is None:
            score += 15.0
    reach = reachable(geo, state.tiles, state.crew_seat, seat)
    if reach:
        score += 3.0 * max(geo.rows - abs(geo.row(i) - target) for i in reach)
    for i in reach:
        tile = state.tiles[i]
        if geo.row(i) == target and tile is not None and can_leave(tile, toward) and hidden[geo.col(i)] is None:
            score += 6.0
    if state.assault is not None and state.turn == seat:
        a = state.assault
        score += 2.0 * a["attack"] * (1.0 if a["attack"] > state.crew_val[a["cell"]] else 0.3)
    return score


def evaluate(state: "SkullminersState", seat: int) -> float:
    """The position's worth for ``seat`` (higher is better), from public facts and ``seat``'s
    own knowledge only: ``±WIN`` once decided, else its progress minus the opponent's, plus
    Claims unearthed and what it has scouted."""
    if state.is_terminal():
        winners = state.winners()
        return WIN if seat in winners else -WIN if winners else 0.0
    score = _progress(state, seat) - _progress(state, 1 - seat)
    score += 20.0 * (state.unearthed[seat] - state.unearthed[1 - seat])
    score += 4.0 * len(state.known[seat]) + 0.5 * len(state.hands[seat])
    return score


def _expected(state: "SkullminersState", seat: int, depth: int = 0) -> float:
    """:func:`evaluate` after the dice a Rockfall or a contest rolls (in expectation, a
    contest's re-rolls up to 3 deep); a draw or a Claim looked at is scored as it stands."""
    p = state.pending
    if p is None or p["kind"] not in ("rockfall", "contest") or depth >= 3:
        return evaluate(state, seat)
    total = 0.0
    for outcome, chance in state.chance_outcomes():
        nxt = state.clone()
        nxt.apply_legal(outcome)
        total += chance * _expected(nxt, seat, depth + 1)
    return total


def _dig(state: "SkullminersState", seat: int, actions: list[str]) -> str | None:
    """A ``dig`` worth making: a Claim scouted as the God Skull first, then one not known to be
    Soil; None if there is none."""
    known = state.known[seat]
    digs = [a for a in actions if a.startswith("dig ")]
    ranked = sorted(digs, key=lambda a: {"god": 0, None: 1}.get(known.get(state.geo.parse_column(a[4:])), 2))
    if ranked and known.get(state.geo.parse_column(ranked[0][4:])) != "soil":
        return ranked[0]
    return None


def choose(state: State, rng: random.Random) -> str:
    """The greedy action for the seat to act in Skullminers ``state``."""
    seat = state.current_player
    actions = state.legal_actions()
    if len(actions) == 1:
        return actions[0]
    dig = _dig(state, seat, actions)  # type: ignore[arg-type]
    if dig is not None:
        return dig
    here = evaluate(state, seat)  # type: ignore[arg-type]
    best, best_score = [], float("-inf")
    for a in actions:
        if a.startswith(("hide ", "company ")):
            return rng.choice(actions)
        nxt = state.clone()
        nxt.apply_legal(a)
        score = here if a == "done" else _expected(nxt, seat)  # type: ignore[arg-type]
        if a.startswith("discard "):
            score -= 0.25  # a card used beats a card thrown away, all else equal
        if score > best_score + 1e-9:
            best, best_score = [a], score
        elif abs(score - best_score) <= 1e-9:
            best.append(a)
    if "done" in actions and best_score <= here + 1e-9:
        return "done"
    return rng.choice(best)
