"""Phase 3, Court Card Drafting (rulebook: 3. Court Card Drafting, and its table).

All 14 Court cards come back; each seat is dealt its packet face down (chance, private;
2 players 6 each, 3 players 4, 4 players 3; the 2 cards left over stay undealt). Then, for
each draft step, every seat keeps one card of its packet (hidden sequential decisions, in
turn order, shown to nobody), and the packets pass: clockwise (to the left, seat + 1) in
odd rounds, counter-clockwise in even rounds. After the last step a 2-player game
discards the final card face down; with 3 or 4 players the final card is passed and kept.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ....core import ChanceKind
from .. import knowledge, tally
from ..data import COURT, COURT_IDS, DRAFT
from ..engine import Handler, Pending, WorkItem

if TYPE_CHECKING:
    from ..state import CourtState


def begin(st: "CourtState") -> None:
    """Start Court Card Drafting: all 14 Court cards come back undealt, then the deals, and for each
    draft step one keep per seat in turn order followed by :func:`pass_packets` (the counts per
    player count: ``DRAFT``)."""
    n = st.num_players
    st.phase = "draft"
    st.hands = [[] for _ in range(n)]
    st.packets = [[] for _ in range(n)]
    st.picks = [None] * n
    st.undealt = list(COURT_IDS)
    knowledge.new_round(st)
    st.court_discard = []
    st.played = []
    cfg = DRAFT[n]
    order = st.order()
    items: list[WorkItem] = [(deal, p) for p in order for _ in range(cfg["deal"])]
    for step in range(cfg["picks"]):
        items += [(ask_draft, p) for p in order]
        items.append((pass_packets, step))
    st.push(*items)


class CourtDeal(Handler):
    """Chance: one Court card dealt face down to a seat (seen by that seat only)."""

    kind = "chance"

    @classmethod
    def chance_kind(cls, st: "CourtState", pend: Pending) -> ChanceKind:
        """A ``draw`` seen by the seat dealt it alone (rulebook: 3. Court Card Drafting: dealt
        face down), from pile ``"court"``, dealt anew each round (all 14 cards come back:
        deal = round - 1); the others learn only that a Court card was dealt."""
        cards = [(f"court {c}", 1) for c in COURT_IDS if c in st.undealt]
        return ChanceKind.draw("court", st.round - 1, cards, (pend.payload,))

    @classmethod
    def apply(cls, st: "CourtState", pend: Pending, action: str) -> None:
        """Move the dealt card (``court <id>``) from the undealt cards into the payload seat's
        packet, known to that seat only."""
        seat = pend.payload
        cid = action.split()[1]
        st.undealt.remove(cid)
        st.packets[seat].append(cid)
        knowledge.secret_move(st, seat, cid, knowledge.undealt(st.num_players), knowledge.packet(seat))

    @classmethod
    def describe(cls, st: "CourtState", pend: Pending, action: str) -> str | dict[Any, str]:
        seat = pend.payload
        return {seat: f"You are dealt {COURT[action.split()[1]]['name']}.",
                None: f"{{p{seat}}} is dealt a Court card."}

    @classmethod
    def prompt(cls, st: "CourtState", pend: Pending) -> str:
        return "deal Court cards"


def deal(st: "CourtState", seat: int) -> None:
    """Pend one face-down deal to ``seat``: a chance node (:class:`CourtDeal`) over the undealt
    Court cards."""
    st.pending = Pending(CourtDeal, -1, tuple(f"court {c}" for c in st.undealt), seat)


class DraftPick(Handler):
    """A seat keeps one card of the packet it holds (secret until the round's cards are played)."""

    kind = "draft"

    @classmethod
    def apply(cls, st: "CourtState", pend: Pending, action: str) -> None:
        """Move the kept card (``draft <id>``) out of the seat's packet into its pick for this step,
        still secret."""
        cid = action.split()[1]
        st.packets[pend.seat].remove(cid)
        st.picks[pend.seat] = cid
        knowledge.secret_move(st, pend.seat, cid, knowledge.packet(pend.seat), knowledge.pick(pend.seat))

    @classmethod
    def describe(cls, st: "CourtState", pend: Pending, action: str) -> str | dict[Any, str]:
        return {pend.seat: f"You keep {COURT[action.split()[1]]['name']}.",
                None: f"{{p{pend.seat}}} keeps a Court card."}

    @classmethod
    def prompt(cls, st: "CourtState", pend: Pending) -> str:
        return f"{{p{pend.seat}}}: keep one Court card from your packet"


def ask_draft(st: "CourtState", seat: int) -> None:
    """Ask ``seat`` to keep one card of the packet it holds (:class:`DraftPick`)."""
    st.pending = Pending(DraftPick, seat, tuple(f"draft {c}" for c in sorted(st.packets[seat])))


def pass_packets(st: "CourtState", step: int) -> None:
    """Kept cards join the hands; packets pass on (or the last card is discarded / kept)."""
    n = st.num_players
    cfg = DRAFT[n]
    for p in range(n):
        picked = st.picks[p]
        assert picked is not None, f"seat {p} has kept no card at this draft step"
        st.hands[p].append(picked)
        tally.hold(st, p, (picked,))
        st.picks[p] = None
    knowledge.shift(st, {knowledge.pick(p): knowledge.hand(p) for p in range(n)})
    last = step == cfg["picks"] - 1
    if last and cfg["last"] == "discard":
        for p in range(n):
            st.court_discard.extend(st.packets[p])
            st.packets[p] = []
        knowledge.shift(st, {knowledge.packet(p): knowledge.discard(n) for p in range(n)})
        st.note("Each player discards the final card face down.")
        return
    d = 1 if st.round % 2 == 1 else -1
    packets: list[list[str]] = [[] for _ in range(n)]
    for p in range(n):
        packets[(p + d) % n] = st.packets[p]
    st.packets = packets
    knowledge.shift(st, {knowledge.packet(p): knowledge.packet((p + d) % n) for p in range(n)})
    for p in range(n):
        knowledge.sees(st, p, knowledge.packet(p), packets[p])
    st.mark_reveal()  # each seat now sees the packet passed to it: undo stops here
    if last:
        for p in range(n):
            st.hands[p].extend(st.packets[p])
            tally.hold(st, p, st.packets[p])
            st.packets[p] = []
        knowledge.shift(st, {knowledge.packet(p): knowledge.hand(p) for p in range(n)})
        st.note("Each player keeps the final card passed to them.")
    else:
        st.note(f"Packets pass {'clockwise' if d == 1 else 'counter-clockwise'}.")
