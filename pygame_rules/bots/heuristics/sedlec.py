"""Skulls of Sedlec, as a sensible player sees it (docs/rules/sedlec.md).

Everything here is placement scoring: what a card adds to an Ossuary where it may go now
(:func:`gain`, the exact change of the score, computed without scoring the whole Ossuary
again), plus a little for what it may still become (a lone Romantic may find its partner, a
Criminal its Cleric, a Noble wants to sit high). From it:

- a card's worth to a seat (:func:`card_value`: its best place, or for a Noble what it will be
  worth higher up);
- the greedy move: take the card worth most to you (a little more if your rival wants it
  too), dig when the face-up cards are worse than the best of two unknown ones, stack the
  card and place that score most, and stack rather than take when nothing on offer is worth
  it;
- the position's worth: the score, plus the worth of the cards in hand.
"""

from __future__ import annotations

import random
from itertools import combinations
from typing import TYPE_CHECKING, Callable

from ...core import State
from ...games.sedlec.cards import CARDS
from ...games.sedlec.moves import Collect, Dig, Stack, Take
from ...games.sedlec.ossuary import open_slots
from . import Heuristic, pick_best

if TYPE_CHECKING:  # pragma: no cover
    from ...games.sedlec.state import SedlecState

Pos = tuple[int, int]

LONE_ROMANTIC = 1.5
"""Hope of a Romantic without a partner yet (6 points if one comes next to it)."""
LONE_CRIMINAL = 0.5
"""Hope of a Criminal not yet next to a Cleric."""
DENIAL = 0.3
"""Share of a card's worth to the rival that taking it away is worth."""
HAND_SHARE = 0.8
"""Share of a held card's worth counted in a position's value (it is not placed yet)."""
TAKE_AT_LEAST = 2.0
"""With a card in hand, take another only if it is worth this much; else stack."""
DIG_GUESS = 3.0
"""What the rollout policy expects of a Dig (the greedy player computes it)."""


_SKULLS: dict[int, tuple[str, str]] = {}
"""Card id -> (lower skull, upper skull), filled on first use from the game's cards."""


def _types(card_id: int) -> tuple[str, str]:
    if not _SKULLS:
        _SKULLS.update({c.id: (c.lower, c.upper) for c in CARDS.values()})
    return _SKULLS[card_id]


def _halves(ossuary: dict[Pos, int]) -> dict[tuple[int, int, int], str]:
    """Skull type by ``(row, pos, half)``, half 0 the lower skull and 1 the upper one."""
    out = {}
    for (r, p), c in ossuary.items():
        out[(r, p, 0)], out[(r, p, 1)] = _types(c)
    return out


Half = tuple[int, int, int]
"""A skull: ``(row, pos, half)``, half 0 the lower skull of the card and 1 the upper one."""


def _touching(skull: Half, skulls: dict[Half, str]) -> list[Half]:
    """Skulls of ``skulls`` edge to edge with ``skull`` (the rulings' adjacency)."""
    r, p, h = skull
    out = [(r, p, 1 - h), (r, p - 1, h), (r, p + 1, h)]
    if h == 0:
        out += [(r - 1, p, 1), (r - 1, p + 1, 1)]
    else:
        out += [(r + 1, p - 1, 0), (r + 1, p, 0)]
    return [s for s in out if s in skulls]


def _pairs(romantics: list[Half], skulls: dict[Half, str]) -> int:
    """Most disjoint pairs of touching Romantics (a maximum matching, by brute force)."""
    if len(romantics) < 2:
        return 0
    first, rest = romantics[0], romantics[1:]
    best = _pairs(rest, skulls)
    for other in _touching(first, skulls):
        if other in rest and skulls[other] == "romantic":
            best = max(best, 1 + _pairs([s for s in rest if s != other], skulls))
            if best * 2 >= len(romantics) - 1:
                break
    return best


class _Summary:
    """What :func:`gain` needs of an Ossuary, worked out once for all its candidate places."""

    __slots__ = ("skulls", "commoners", "nobles", "clerics", "romantics", "pairs")

    def __init__(self, ossuary: dict[Pos, int]) -> None:
        self.skulls = skulls = _halves(ossuary)
        self.commoners = [2 * r - 1 + h for (r, _, h), t in skulls.items() if t in ("noble", "peasant")]
        self.nobles = [2 * r - 1 + h for (r, _, h), t in skulls.items() if t == "noble"]
        self.clerics = {2 * r - 1 + h for (r, _, h), t in skulls.items() if t == "cleric"}
        self.romantics = [s for s, t in skulls.items() if t == "romantic"]
        self.pairs = -1  # computed when first needed


_SUMMARIES: dict[tuple[tuple[Pos, int], ...], _Summary] = {}


def _summary(ossuary: dict[Pos, int]) -> _Summary:
    key = tuple(ossuary.items())
    found = _SUMMARIES.get(key)
    if found is None:
        if len(_SUMMARIES) > 256:
            _SUMMARIES.clear()
        found = _SUMMARIES[key] = _Summary(ossuary)
    return found


def gain(ossuary: dict[Pos, int], card_id: int, slot: Pos) -> float:
    """Points card ``card_id`` adds to ``ossuary`` placed at ``slot`` (row, pos): the exact
    change of the score (rulebook: Skull Types and Scoring), and nothing else."""
    info = _summary(ossuary)
    skulls = info.skulls
    r, p = slot
    low, up = _types(card_id)
    base = 2 * r - 1
    total = 0.0
    for level, kind in ((base, low), (base + 1, up)):
        if kind == "noble":
            total += sum(1 for lv in info.commoners if lv < level)
        if kind == "noble" or kind == "peasant":
            total += sum(1 for lv in info.nobles if lv > level)
            if kind == "peasant":
                total += 1
    if up == "noble" and low in ("noble", "peasant"):
        total += 1
    if low == "cleric" and base not in info.clerics:
        total += 2
    if up == "cleric" and base + 1 not in info.clerics:
        total += 2
    new = {(r, p, 0): low, (r, p, 1): up}
    if "criminal" in (low, up) or "cleric" in (low, up):
        after = dict(skulls)
        after.update(new)
        for s, kind in new.items():
            near = _touching(s, after)
            if kind == "criminal" and any(after[n] == "cleric" for n in near):
                total += 2
            elif kind == "cleric":
                for n in near:
                    if n in skulls and skulls[n] == "criminal" and not any(
                            skulls[m] == "cleric" for m in _touching(n, skulls)):
                        total += 2
    if "romantic" in (low, up):
        if info.pairs < 0:
            info.pairs = _pairs(info.romantics, skulls)
        after = dict(skulls)
        after.update(new)
        total += 6 * (_pairs(info.romantics + [s for s, t in new.items() if t == "romantic"], after) - info.pairs)
    return total


def _hope(ossuary: dict[Pos, int], card_id: int, slot: Pos, complete: int) -> float:
    """What the card at ``slot`` may still become: a lone Romantic or a Criminal without a
    Cleric may be joined later while the Ossuary has room."""
    if len(ossuary) + 1 >= complete:
        return 0.0
    low, up = _types(card_id)
    if "romantic" not in (low, up) and "criminal" not in (low, up):
        return 0.0
    skulls = _summary(ossuary).skulls
    r, p = slot
    room = 2 * (complete - len(ossuary) - 1) / complete
    out = 0.0
    for h, kind, other in ((0, low, up), (1, up, low)):
        if kind != "romantic" and kind != "criminal":
            continue
        want = "romantic" if kind == "romantic" else "cleric"
        if other == want or any(skulls[n] == want for n in _touching((r, p, h), skulls)):
            continue
        out += (LONE_ROMANTIC if kind == "romantic" else LONE_CRIMINAL) * room
    return out


def placement(ossuary: dict[Pos, int], card_id: int, slot: Pos, complete: int) -> float:
    """Worth of placing ``card_id`` at ``slot``: :func:`gain` plus its hope."""
    return gain(ossuary, card_id, slot) + _hope(ossuary, card_id, slot, complete)


def _slots(state: "SedlecState", seat: int) -> list[Pos]:
    return open_slots(state.ossuaries[seat], state.bottom_limit)


def card_value(state: "SedlecState", seat: int, card_id: int) -> float:
    """A card's worth to ``seat``: its best place now; a Noble on top counts the commoners
    it would sit above later, higher up (Tips: nobles belong on the highest Levels)."""
    ossuary = state.ossuaries[seat]
    if len(ossuary) >= state.complete_size:
        return 0.0
    best = max(placement(ossuary, card_id, s, state.complete_size) for s in _slots(state, seat))
    if _types(card_id)[1] == "noble":
        best = max(best, 0.6 * (len(_summary(ossuary).commoners) + 2))
    return best


def _rival_value(state: "SedlecState", seat: int, card_id: int) -> float:
    return max((card_value(state, s, card_id) for s in range(state.num_players) if s != seat), default=0.0)


def _take_worth(state: "SedlecState", seat: int, card_id: int, denial: float = DENIAL) -> float:
    worth = card_value(state, seat, card_id)
    return worth + denial * _rival_value(state, seat, card_id) if denial else worth


def dig_worth(state: "SedlecState", seat: int, piles: int) -> float:
    """Expected worth of the better of ``piles`` (1 or 2) unknown cards drawn from those
    not yet seen."""
    worths = sorted(_take_worth(state, seat, c) for c in state.unseen)
    if not worths:
        return 0.0
    if piles == 1 or len(worths) == 1:
        return sum(worths) / len(worths)
    pairs = list(combinations(worths, 2))
    return sum(max(a, b) for a, b in pairs) / len(pairs)


def _stack_scores(state: "SedlecState", seat: int, actions: list[str]) -> dict[str, float]:
    ossuary = state.ossuaries[seat]
    out = {}
    for a in actions:
        move = state.parse(a)
        if isinstance(move, Stack):
            out[a] = placement(ossuary, move.card, (move.row, move.pos), state.complete_size)
    return out


DigValue = Callable[["SedlecState", int, int], float]
"""Worth of a Dig for a seat: ``(state, seat, piles revealed) -> points``."""


def _face_up(state: "SedlecState", pile: int) -> int:
    """The face-up card of ``pile`` (0-based), which a ``take`` or ``collect`` action names."""
    card = state.up[pile]
    assert card is not None, f"pile {pile + 1} has no face-up card"
    return card


def _decide(state: "SedlecState", rng: random.Random, dig_value: DigValue, denial: float) -> str:
    seat = state.current_player
    actions = state.legal_actions()
    if len(actions) == 1:
        return actions[0]
    moves = [state.parse(a) for a in actions]
    if isinstance(moves[0], Take):
        piles = [m.pile - 1 for m in moves if isinstance(m, Take)]
        return pick_best(actions, [_take_worth(state, seat, _face_up(state, i), denial) for i in piles], rng)
    stacks = _stack_scores(state, seat, actions)
    takes: dict[str, float] = {}
    for a, m in zip(actions, moves):
        if isinstance(m, Collect):
            takes[a] = _take_worth(state, seat, _face_up(state, m.pile - 1), denial)
    digs = [a for a, m in zip(actions, moves) if isinstance(m, Dig)]
    if digs:
        wide = [a for a, m in zip(actions, moves) if isinstance(m, Dig) and len(m.piles) == 2]
        pick = rng.choice(wide or digs)
        takes[pick] = dig_value(state, seat, 2 if wide else 1)
    if stacks and (not takes or len(state.hands[seat]) >= 1 and max(takes.values()) < TAKE_AT_LEAST):
        return pick_best(list(stacks), list(stacks.values()), rng)
    if takes:
        return pick_best(list(takes), list(takes.values()), rng)
    return rng.choice(actions)


def choose(state: State, rng: random.Random) -> str:
    """The greedy player's move (see the module docstring)."""
    return _decide(state, rng, dig_worth, DENIAL)  # type: ignore[arg-type]


def policy(state: State, rng: random.Random) -> str:
    """The rollout move: :func:`choose` with a Dig guessed at :data:`DIG_GUESS` (no pass over
    the unseen cards) and without weighing what the rivals want."""
    return _decide(state, rng, lambda s, seat, piles: DIG_GUESS, 0.0)  # type: ignore[arg-type]


def values(state: State) -> list[float]:
    """Each seat's score plus :data:`HAND_SHARE` of the worth of the cards it holds."""
    st: "SedlecState" = state  # type: ignore[assignment]
    scores = state.scores()
    return [scores[s] + HAND_SHARE * sum(card_value(st, s, c) for c in st.hands[s]) for s in range(st.num_players)]


def priors(state: State, actions: list[str]) -> list[float]:
    """Stacks by their placement, takes by the card's worth, digs at :data:`DIG_GUESS`."""
    st: "SedlecState" = state  # type: ignore[assignment]
    seat = st.current_player
    stacks = _stack_scores(st, seat, actions)
    out = []
    for a in actions:
        move = st.parse(a)
        if a in stacks:
            out.append(stacks[a])
        elif isinstance(move, (Collect, Take)):
            out.append(_take_worth(st, seat, _face_up(st, move.pile - 1), 0.0))
        else:
            out.append(DIG_GUESS)
    return out


HEURISTIC = Heuristic(values=values, scale=3.0, policy=policy, choose=choose, rollout_depth=None, priors=priors)
