"""Phase 3, Court Card Drafting (rulebook: 3. Court Card Drafting, and its table).

All 14 Court cards come back; each seat is dealt its packet face down (chance, private;
2 players 6 each, 3 players 4, 4 players 3; the 2 cards left over stay undealt). Then, for
each draft step, every seat keeps one card of its packet (hidden sequential decisions, in
turn order, shown to nobody), and the packets pass: clockwise (to the left, seat + 1) in
odd rounds, counter-clockwise in even rounds. After the last step a 2-player game
discards the final card face down; with 3 or 4 players the final card is passed and kept.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ....core import ChanceKind, LogEntry
from .. import knowledge, tally
from ..data import COURT, COURT_IDS, DRAFT
from ..frames import AskDraft, CourtDeal, DealCourt, DraftPick, PassPackets
from ..moves import CourtCard, CourtMove, Draft

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
    frames: list[DealCourt | AskDraft | PassPackets] = [DealCourt(p) for p in order for _ in range(cfg["deal"])]
    for step in range(cfg["picks"]):
        frames += [AskDraft(p) for p in order]
        frames.append(PassPackets(step))
    st.push(*frames)


def court_odds(st: "CourtState", frame: CourtDeal) -> list[tuple[str, float]]:
    """``("court <id>", p)`` for each undealt Court card (in the undealt pile's order), uniform."""
    p = 1.0 / len(st.undealt)
    return [(f"court {c}", p) for c in st.undealt]


def court_kind(st: "CourtState", frame: CourtDeal) -> ChanceKind:
    """A ``draw`` seen by the seat dealt it alone (rulebook: 3. Court Card Drafting: dealt
    face down), from pile ``"court"``, dealt anew each round (all 14 cards come back:
    deal = round - 1); the others learn only that a Court card was dealt."""
    cards = [(f"court {c}", 1) for c in COURT_IDS if c in st.undealt]
    return ChanceKind.draw("court", st.round - 1, cards, (frame.seat,))


def dealt(st: "CourtState", frame: CourtDeal, move: CourtMove) -> None:
    """Move the dealt card (``court <id>``) from the undealt cards into the seat's packet, known
    to that seat only."""
    assert isinstance(move, CourtCard)
    seat, cid = frame.seat, move.card
    st.undealt.remove(cid)
    st.packets[seat].append(cid)
    knowledge.secret_move(st, seat, cid, knowledge.undealt(st.num_players), knowledge.packet(seat))


def dealt_line(st: "CourtState", frame: CourtDeal, move: CourtMove) -> LogEntry:
    """The deal as each seat reads it: the card to its seat, a Court card to the others."""
    assert isinstance(move, CourtCard)
    return {frame.seat: f"You are dealt {COURT[move.card]['name']}.",
            None: f"{{p{frame.seat}}} is dealt a Court card."}


def deal(st: "CourtState", frame: DealCourt) -> None:
    """:class:`~.frames.DealCourt`: pend one face-down deal to the seat (a
    :class:`~.frames.CourtDeal` chance node over the undealt Court cards)."""
    st.push(CourtDeal(frame.seat))


def drafted(st: "CourtState", frame: DraftPick, move: CourtMove) -> None:
    """Move the kept card (``draft <id>``) out of the seat's packet into its pick for this step,
    still secret."""
    assert isinstance(move, Draft)
    seat, cid = frame.seat, move.card
    st.packets[seat].remove(cid)
    st.picks[seat] = cid
    knowledge.secret_move(st, seat, cid, knowledge.packet(seat), knowledge.pick(seat))


def drafted_line(st: "CourtState", frame: DraftPick, move: CourtMove) -> LogEntry:
    """The keep as each seat reads it: the card to its seat, a Court card to the others."""
    assert isinstance(move, Draft)
    return {frame.seat: f"You keep {COURT[move.card]['name']}.",
            None: f"{{p{frame.seat}}} keeps a Court card."}


def draft_prompt(st: "CourtState", frame: DraftPick) -> str:
    """What a :class:`~.frames.DraftPick` asks."""
    return f"{{p{frame.seat}}}: keep one Court card from your packet"


def ask_draft(st: "CourtState", frame: AskDraft) -> None:
    """:class:`~.frames.AskDraft`: ask the seat to keep one card of the packet it holds (a
    :class:`~.frames.DraftPick`)."""
    st.push(draft_pick(st, frame.seat))


def draft_pick(st: "CourtState", seat: int) -> DraftPick:
    """The :class:`~.frames.DraftPick` of ``seat`` now: ``draft <id>`` for each card of its packet."""
    return DraftPick(seat, tuple(f"draft {c}" for c in sorted(st.packets[seat])))


def pass_packets(st: "CourtState", frame: PassPackets) -> None:
    """:class:`~.frames.PassPackets`: kept cards join the hands; packets pass on (or the last card
    is discarded / kept)."""
    step = frame.step
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
