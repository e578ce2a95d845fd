"""Phase 6, Pay Celestial Tithe (rulebook: 6. Paying Celestial Tithe; Resolve the Quota).

The Tithe is players + the step for the Celestial Suspicion (board.json ``tithe_step``;
Suspicion 6 gives +5). All Etherea on Dirth Forge is applied. Each seat then bids in
secret (``bid 0`` .. ``bid <its Etherea>``; hidden sequential decisions in turn order,
revealed together after the last). Everything offered goes to the supply.

6a, met (forge + bids >= Tithe): the single highest bidder +3 Unity (tied highest: +1 each);
every other bidder of at least 1: +1; a seat that bid 0: -1 Unity (not made up).
6b, missed: each lowest bidder (0 included) -2 Unity (made up with Influence); then
+2 Celestial Suspicion and +2 Dreadsgrip, the lowest bidders causing any trigger.
Then Tithe abilities work.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ..abilities import fire_all
from ..engine import Handler, Pending

if TYPE_CHECKING:
    from ..state import CourtState


def begin(st: "CourtState") -> None:
    """Start the Celestial Tithe: set the quota (``st.tithe``), clear the bids and queue each seat's
    secret bid in turn order, then :func:`resolve` and ``tithe`` abilities."""
    st.phase = "tithe"
    st.tithe_required = st.tithe()
    st.bids = [None] * st.num_players
    st.tithe_given = [0] * st.num_players
    st.note(f"Celestial Tithe: {st.tithe_required} Etherea (Suspicion {st.suspicion}); "
            f"Dirth Forge applies {st.forge}.")
    st.push(*[(ask_bid, p) for p in st.order()], (resolve,), (fire_all, "tithe"))


class Bid(Handler):
    """A seat's secret contribution to the Tithe."""

    kind = "bid"

    @classmethod
    def apply(cls, st: "CourtState", pend: Pending, action: str) -> None:
        """Record the seat's bid (``bid <k>``, Etherea) in secret (``st.bids``)."""
        st.bids[pend.seat] = int(action.split()[1])

    @classmethod
    def describe(cls, st: "CourtState", pend: Pending, action: str) -> str | dict[Any, str]:
        return {pend.seat: f"You bid {action.split()[1]} Etherea in secret.",
                None: f"{{p{pend.seat}}} makes a secret bid."}

    @classmethod
    def info(cls, st: "CourtState", pend: Pending, action: str) -> dict[str, Any]:
        k = int(action.split()[1])
        return {"kind": "bid", "amount": k, "label": f"Contribute {k} Etherea"}

    @classmethod
    def prompt(cls, st: "CourtState", pend: Pending) -> str:
        return f"{{p{pend.seat}}}: contribute Etherea to the Tithe in secret"


STAKES = ("Met: the top giver alone gains 3 Unity (tied top givers 1 each), every other giver 1, "
          "and whoever gives nothing loses 1. Missed: Celestial Suspicion and the Dreadsgrip Threat "
          "rise by 2, and the lowest givers lose 2 Unity.")
"""What a bid risks and wins, in words for the bidding screen (rulebook: 6a, 6b)."""


def tithe_view(st: "CourtState") -> dict[str, Any] | None:
    """``{"required", "forge", "needed", "stakes"}`` while the Tithe is being bid (Etherea:
    what the Celestial Tithe asks, what Dirth Forge gives, what the players must still give,
    at least 0), else None."""
    if st.phase != "tithe" or not st.tithe_required:
        return None
    return {"required": st.tithe_required, "forge": st.forge,
            "needed": max(0, st.tithe_required - st.forge), "stakes": STAKES}


def ask_bid(st: "CourtState", seat: int) -> None:
    """Ask ``seat`` for its secret bid: ``bid 0`` up to all its Etherea."""
    st.pending = Pending(Bid, seat, tuple(f"bid {k}" for k in range(st.etherea[seat] + 1)))


def outcome(required: int, forge: int, bids: list[int]) -> tuple[bool, dict[int, int]]:
    """Quota met?, and Unity change per seat before make-up (6a / 6b). Pure: for tests."""
    n = len(bids)
    met = forge + sum(bids) >= required
    change: dict[int, int] = {}
    if met:
        top = max(bids)
        leaders = [s for s in range(n) if bids[s] == top and top > 0]
        for s in range(n):
            if bids[s] == 0:
                change[s] = -1
            elif s in leaders and len(leaders) == 1:
                change[s] = 3
            else:
                change[s] = 1
    else:
        low = min(bids)
        for s in range(n):
            if bids[s] == low:
                change[s] = -2
    return met, change


def resolve(st: "CourtState") -> None:
    """Reveal the bids, spend them and the Forge, and apply :func:`outcome`: met, the Unity gains
    and the -1 for a zero bid (not made up); missed, each lowest bidder's -2 Unity (made up with
    Influence) and +2 to both meters, the lowest bidders causing any trigger. Marks a reveal: the
    last bid cannot be undone."""
    bids = [b or 0 for b in st.bids]
    for s in range(st.num_players):
        st.etherea[s] -= bids[s]
        st.tithe_given[s] = bids[s]
    total = st.forge + sum(bids)
    shown = ", ".join(f"{{p{s}}} {bids[s]}" for s in st.order())
    met, change = outcome(st.tithe_required, st.forge, bids)
    st.note(f"Bids are revealed: {shown}. With {st.forge} from Dirth Forge that makes {total} Etherea "
            f"against a Celestial Tithe of {st.tithe_required}: the quota is {'met' if met else 'missed'}.")
    st.mark_reveal()  # the blind bids are turned up: the last bid cannot be undone
    st.forge = 0
    st.bids = [None] * st.num_players
    if met:
        for s in st.order():
            if change[s] > 0:
                st.note(f"{{p{s}}} gains {change[s]} Unity.")
                st.gain_unity(s, change[s])
            else:
                st.note(f"{{p{s}}} gave nothing: -1 Unity.")
                st.lose_unity(s, 1, make_up=False, quiet=True)
        return
    losers = [s for s in st.order() if s in change]
    st.push(*[(_penalty, s) for s in losers], (_meters, tuple(losers)))


def _penalty(st: "CourtState", seat: int) -> None:
    st.note(f"{{p{seat}}} gave the least.")
    st.lose_unity(seat, 2, make_up=True)


def _meters(st: "CourtState", losers: tuple[int, ...]) -> None:
    st.push((_suspicion, losers), (_dreadsgrip, losers))


def _suspicion(st: "CourtState", losers: tuple[int, ...]) -> None:
    st.raise_suspicion(2, list(losers))


def _dreadsgrip(st: "CourtState", losers: tuple[int, ...]) -> None:
    st.raise_dreadsgrip(2, list(losers))
