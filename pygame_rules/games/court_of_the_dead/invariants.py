"""What Court of the Dead conserves: every figure of each guild (supply plus every seat's
Crypt and locations), every seat's bases (left plus figures in play), the Wallows and
Ulterior Motive cards; a Court card is never in two places; tokens never go negative."""

from __future__ import annotations

from collections import Counter
from typing import TYPE_CHECKING, Any

from ...core.errors import InvariantError
from .figures import NG, in_play

if TYPE_CHECKING:  # pragma: no cover
    from .state import CourtState


def figures_per_guild(state: "CourtState") -> list[int]:
    """Figures of each guild: in the supply plus in play (Crypts and locations)."""
    out = list(state.supply)
    for i, n in enumerate(state.figs):
        out[i % NG] += n
    return out


def _cards(state: "CourtState") -> dict[str, Counter]:
    court = Counter(c for hand in state.hands for c in hand) + Counter(c for p in state.packets for c in p)
    court += Counter(c for c in state.picks if c) + Counter(state.undealt) + Counter(state.court_discard)
    court += Counter(state.played) + Counter(c for a in state.artifacts for c in a) + Counter(state.drawn)
    wallows = Counter(state.wallows_deck) + Counter(state.wallows_discard) + Counter(w for ws in state.wallows for w in ws)
    motives = Counter(m for hand in state.motive_hand for m in hand)
    motives += Counter(m for pool in state.motive_pool.values() for m in pool)
    return {"court": court, "wallows": wallows, "motives": motives}


def conserved(state: "CourtState") -> dict[str, Any]:
    """``{"figures": [per guild], "bases": [per seat], "motives": {id: count}}``."""
    out: dict[str, Any] = {"figures": figures_per_guild(state),
                           "bases": [state.bases[s] + in_play(state, s) for s in range(state.num_players)]}
    for name, cards in _cards(state).items():
        if cards and name == "motives":  # Court cards are dealt anew each round, a Wallows card leaves while it resolves: duplicates only
            out[name] = dict(sorted(cards.items()))
    return out


def check(state: "CourtState") -> None:
    """Raises InvariantError: a negative count (figures, supply, bases, Etherea, Unity,
    Influence) or a card in two places."""
    for name in ("figs", "supply", "bases", "etherea", "unity", "infl"):
        values = getattr(state, name)
        if any(v < 0 for v in values):
            raise InvariantError(f"negative {name}: {values}")
    for name, cards in _cards(state).items():
        twice = sorted(c for c, n in cards.items() if n > 1)
        if twice:
            raise InvariantError(f"{name} cards in two places: {twice}")
