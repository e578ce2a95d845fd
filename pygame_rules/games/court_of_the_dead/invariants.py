"""What Court of the Dead conserves: every figure of each guild (supply plus every seat's
Crypt and locations), every seat's bases (left plus figures in play), every Wallows card
(deck, discards, in play, drawn, kept as an artifact, or being settled at the round's
end) and the Ulterior Motive cards. The Court deck is dealt anew each round (rulebook:
8. Cleanup): in a round every Court card is in exactly one place, between rounds none is
out. No card is ever in two places; tokens never go negative; what a seat knows of where the
Court cards are never rules out where they are (knowledge.py)."""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable
from itertools import chain
from typing import TYPE_CHECKING, Any

from ...core.errors import InvariantError
from .data import COURT_IDS, NG
from .figures import in_play
from .knowledge import INDEX, true_places
from .frames import SettleCard

if TYPE_CHECKING:  # pragma: no cover
    from .state import CourtState


def figures_per_guild(state: "CourtState") -> list[int]:
    """Figures of each guild: in the supply plus in play (Crypts and locations)."""
    figs = state.figs  # guild g of every seat and place at g, g + NG, g + 2 NG, ...
    return [left + sum(figs[g::NG]) for g, left in enumerate(state.supply)]


def _settling(state: "CourtState") -> list[str]:
    """Wallows cards taken out of play at the round's end and waiting on the stack to be
    settled (frames.py ``SettleCard``; phases/cleanup.py)."""
    return [frame.card for frame in state.stack if type(frame) is SettleCard]


def _count(*places: Iterable[str]) -> Counter[str]:
    """Copies of each card id over ``places``: one Counter filled by one C call over every
    place (this runs twice after every action of a checked run)."""
    return Counter(chain.from_iterable(places))


def _cards(state: "CourtState") -> dict[str, Counter[str]]:
    court = _count(chain.from_iterable(state.hands), chain.from_iterable(state.packets),
                   [c for c in state.picks if c], state.undealt, state.court_discard, state.played)
    wallows = _count(state.wallows_deck, state.wallows_discard, chain.from_iterable(state.wallows),
                     state.drawn, chain.from_iterable(state.artifacts), _settling(state))
    motives = _count(chain.from_iterable(state.motive_hand), chain.from_iterable(state.motive_pool.values()))
    return {"court": court, "wallows": wallows, "motives": motives}


def conserved(state: "CourtState") -> dict[str, Any]:
    """``{"figures": [per guild], "bases": [per seat], "wallows": {id: count}, "motives":
    {id: count}}`` (the motives once dealt)."""
    out: dict[str, Any] = {"figures": figures_per_guild(state),
                           "bases": [state.bases[s] + in_play(state, s) for s in range(state.num_players)]}
    cards = _cards(state)
    out["wallows"] = dict(cards["wallows"])
    if cards["motives"]:
        out["motives"] = dict(cards["motives"])
    return out


_COURT_SET = frozenset(COURT_IDS)


def check(state: "CourtState") -> None:
    """Raises InvariantError: a negative count (figures, supply, bases, Etherea, Unity,
    Influence), a card in two places, or a Court card missing from a round in progress."""
    for name in ("figs", "supply", "bases", "etherea", "unity", "infl"):
        values = getattr(state, name)
        if values and min(values) < 0:
            raise InvariantError(f"negative {name}: {values}")
    cards = _cards(state)
    for name, counted in cards.items():
        if counted and max(counted.values()) > 1:
            twice = sorted(c for c, n in counted.items() if n > 1)
            raise InvariantError(f"{name} cards in two places: {twice}")
    if cards["court"] and not cards["court"].keys() >= _COURT_SET:
        missing = sorted(_COURT_SET - cards["court"].keys())
        raise InvariantError(f"Court cards out of the round: {missing}")
    _check_knowledge(state)


def _check_knowledge(state: "CourtState") -> None:
    """Each seat's knowledge of the Court cards (knowledge.py) never rules out a card's true place."""
    where = true_places(state)
    for q, masks in enumerate(state.court_known):
        if not masks:
            continue
        wrong = sorted(c for c, bit in where.items() if not masks[INDEX[c]] & bit)
        if wrong:
            raise InvariantError(f"seat {q} rules out the true place of Court cards {wrong}")
