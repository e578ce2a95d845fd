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

from ....core import LogEntry
from ..frames import AskBid, FireAll, RaiseMeter, ResolveTithe, TithePenalty, TitheBid
from ..moves import Bid, CourtMove
from ..view_types import TitheView

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
    st.push(*[AskBid(p) for p in st.order()], ResolveTithe(), FireAll("tithe"))


def bid(st: "CourtState", frame: TitheBid, move: CourtMove) -> None:
    """Record the seat's bid (``bid <k>``, Etherea) in secret (``st.bids``)."""
    assert isinstance(move, Bid)
    st.bids[frame.seat] = move.amount


def bid_line(st: "CourtState", frame: TitheBid, move: CourtMove) -> LogEntry:
    """The bid as each seat reads it: the amount to its seat, a secret bid to the others."""
    assert isinstance(move, Bid)
    return {frame.seat: f"You bid {move.amount} Etherea in secret.",
            None: f"{{p{frame.seat}}} makes a secret bid."}


def bid_info(st: "CourtState", frame: TitheBid, move: CourtMove) -> dict[str, Any]:
    """``{"kind": "bid", "amount", "label"}`` of a bid (Etherea)."""
    assert isinstance(move, Bid)
    return {"kind": "bid", "amount": move.amount, "label": f"Contribute {move.amount} Etherea"}


def bid_prompt(st: "CourtState", frame: TitheBid) -> str:
    """What a :class:`~.frames.TitheBid` asks."""
    return f"{{p{frame.seat}}}: contribute Etherea to the Tithe in secret"


STAKES = ("Met: the top giver alone gains 3 Unity (tied top givers 1 each), every other giver 1, "
          "and whoever gives nothing loses 1. Missed: Celestial Suspicion and the Dreadsgrip Threat "
          "rise by 2, and the lowest givers lose 2 Unity.")
"""What a bid risks and wins, in words for the bidding screen (rulebook: 6a, 6b)."""


def tithe_view(st: "CourtState") -> TitheView | None:
    """``{"required", "forge", "needed", "stakes"}`` while the Tithe is being bid (Etherea:
    what the Celestial Tithe asks, what Dirth Forge gives, what the players must still give,
    at least 0), else None."""
    if st.phase != "tithe" or not st.tithe_required:
        return None
    return {"required": st.tithe_required, "forge": st.forge,
            "needed": max(0, st.tithe_required - st.forge), "stakes": STAKES}


def ask_bid(st: "CourtState", frame: AskBid) -> None:
    """:class:`~.frames.AskBid`: ask the seat for its secret bid (:func:`tithe_bid`)."""
    st.push(tithe_bid(st, frame.seat))


def tithe_bid(st: "CourtState", seat: int) -> TitheBid:
    """The :class:`~.frames.TitheBid` of ``seat`` now: ``bid 0`` up to all its Etherea."""
    return TitheBid(seat, tuple(f"bid {k}" for k in range(st.etherea[seat] + 1)))


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


def resolve(st: "CourtState", frame: ResolveTithe) -> None:
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
    losers = tuple(s for s in st.order() if s in change)
    st.push(*[TithePenalty(s) for s in losers], RaiseMeter("suspicion", 2, losers),
            RaiseMeter("dreadsgrip", 2, losers))


def penalty(st: "CourtState", frame: TithePenalty) -> None:
    """:class:`~.frames.TithePenalty`: the seat gave the least: -2 Unity, made up with Faction
    Influence points (6b)."""
    st.note(f"{{p{frame.seat}}} gave the least.")
    st.lose_unity(frame.seat, 2, make_up=True)
