"""What an action touched on the board: keys ``"<kind>:<id>"`` of the things the page
draws whose public facts changed between the position before the action and the position
after it resolved (up to the next decision or chance node). The keys are listed in
docs/notation/court_of_the_dead.md ("What a move touched"). Only public facts are compared
(figures, meters, tracks, Etherea and Unity, how many Court cards a hand holds, cards in
play), so a key never tells a seat a hidden card or a secret bid (a bid's Etherea leaves
only when the bids are revealed).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from . import figures
from .data import FACTIONS, GUILD_IDS, NLOC

if TYPE_CHECKING:
    from .state import CourtState

def marks(st: "CourtState") -> dict[str, Any]:
    """The public facts of a position by board key."""
    n = st.num_players
    out: dict[str, Any] = {
        "meter:suspicion": st.suspicion, "meter:threat": st.dreadsgrip,
        "pool:forge": st.forge, "pool:unity": st.unity_supply,
        "token:alltaker": (st.first, st.alltaker_used), "token:dreadsbane": st.dreadsbane,
    }
    for place in range(1, NLOC + 1):
        out[f"location:{place}"] = (tuple(tuple(figures.at_place(st, s, place)) for s in range(n)),
                                    st.malavestros == place)
    for g, gid in enumerate(GUILD_IDS):
        out[f"guild:{gid}"] = (tuple(figures.controlled(st, s, g) for s in range(n)), st.supply[g])
    for s in range(n):
        out[f"etherea:{s}"] = st.etherea[s]
        out[f"unity:{s}"] = st.unity[s]
        for i, faction in enumerate(FACTIONS):
            out[f"influence:{s}-{faction}"] = st.infl[3 * s + i]
        out[f"crypt:{s}"] = tuple(figures.at_place(st, s, figures.CRYPT))
        out[f"bases:{s}"] = st.bases[s]
        out[f"hand:{s}"] = len(st.hands[s])
        out[f"mourners:{s}"] = (tuple(st.mourners[s]), tuple(m for m in st.mourners[s] if m in st.spent))
        out[f"wallows:{s}"] = (tuple(st.wallows[s]), tuple(st.artifacts[s]))
    for i, pile in enumerate(st.piles):
        out[f"pile:{i + 1}"] = pile
    for card in st.played:
        out[f"played:{card}"] = True
    for card in st.drawn:
        out[f"drawn:{card}"] = True
    return out


def touched_keys(before: dict[str, Any], after: dict[str, Any]) -> list[str]:
    """Keys whose fact changed, in a stable order. Bases left follow every figure gained or
    lost and are no thing of their own on the board: they are left out."""
    return [k for k in dict.fromkeys([*before, *after]) if before.get(k) != after.get(k) and not k.startswith("bases:")]
