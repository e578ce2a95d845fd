"""Determinization: a full state consistent with what one seat sees (``resample_from_infostate``).

Re-dealt or re-chosen (what the seat cannot know):

- opponents' Ulterior Motives: each opponent is re-dealt as many motives of each faction as
  it was dealt, from the motives this seat was not dealt; a kept motive is the re-dealt one
  of its shown faction, or (not yet shown) a random one of its hand;
- Court cards in opponents' hands, packets and secret draft picks, and the undealt and
  discarded cards: permuted among those places, except that a card this seat has seen this
  round is never put among the undealt cards (it knows it was dealt);
- opponents' secret Tithe bids: a random amount each can pay.

Everything public (board, meters, Mourners, Wallows, played cards) and the seat's own
cards stay. Decks are unordered sets drawn by chance, so they need no reshuffle. A pending
decision or chance node of another seat is then asked afresh from the new cards.
"""

from __future__ import annotations

import random
from typing import TYPE_CHECKING

from .data import FACTIONS, MOTIVES

if TYPE_CHECKING:
    from .state import CourtState


def resample(st: "CourtState", player: int, rng: random.Random) -> "CourtState":
    new = st.clone()
    if st.is_terminal():
        return new  # motives are revealed; hands and bids are empty
    _motives(new, player, rng)
    _court(new, player, rng)
    for s in range(new.num_players):
        if s != player and new.bids[s] is not None:
            new.bids[s] = rng.randint(0, new.etherea[s])
    _refresh_pending(new, player)
    return new


def _motives(st: "CourtState", player: int, rng: random.Random) -> None:
    mine = set(st.motive_hand[player])
    opponents = [s for s in range(st.num_players) if s != player]
    for f in FACTIONS:
        holders = [s for s in opponents for m in st.motive_hand[s] if MOTIVES[m]["faction"] == f]
        pool = [m for m in MOTIVES if MOTIVES[m]["faction"] == f and m not in mine]
        rng.shuffle(pool)
        for s in opponents:
            st.motive_hand[s] = [m for m in st.motive_hand[s] if MOTIVES[m]["faction"] != f]
        for s in holders:
            st.motive_hand[s].append(pool.pop())
        st.motive_pool[f] = sorted(pool)
    for s in opponents:
        st.motive_hand[s].sort(key=lambda m: FACTIONS.index(MOTIVES[m]["faction"]))
        if not st.motive_hand[s]:
            continue
        if st.faction[s] is not None:
            st.motive[s] = next(m for m in st.motive_hand[s] if MOTIVES[m]["faction"] == st.faction[s])
        elif st.motive[s] is not None:
            st.motive[s] = rng.choice(st.motive_hand[s])


def _court(st: "CourtState", player: int, rng: random.Random) -> None:
    seen = st.court_seen[player]
    slots: list[tuple[str, int]] = []  # ("hands", seat) / ("packets", seat) / ("picks", seat) / ("undealt"|"discard", 0)
    cards: list[str] = []
    for s in range(st.num_players):
        if s == player:
            continue
        for c in st.hands[s]:
            slots.append(("hands", s))
            cards.append(c)
        for c in st.packets[s]:
            slots.append(("packets", s))
            cards.append(c)
        if st.picks[s] is not None:
            slots.append(("picks", s))
            cards.append(st.picks[s])
    for c in st.court_discard:
        slots.append(("discard", 0))
        cards.append(c)
    free_undealt = [c for c in st.undealt if c not in seen]
    fixed_undealt = [c for c in st.undealt if c in seen]
    cards += free_undealt
    unseen = sorted(c for c in cards if c not in seen)  # sorted: the result depends on the view only
    rng.shuffle(unseen)
    undealt = unseen[:len(free_undealt)]
    rest = unseen[len(free_undealt):] + sorted(c for c in cards if c in seen)
    rng.shuffle(rest)
    for s in range(st.num_players):
        if s != player:
            st.hands[s], st.packets[s] = [], []
            st.picks[s] = None
    st.court_discard = []
    for (where, s), c in zip(slots, rest):
        if where == "hands":
            st.hands[s].append(c)
        elif where == "packets":
            st.packets[s].append(c)
        elif where == "picks":
            st.picks[s] = c
        else:
            st.court_discard.append(c)
    st.undealt = sorted(fixed_undealt + undealt)
    for s in range(st.num_players):
        if s != player:
            st.court_seen[s] |= set(st.hands[s]) | set(st.packets[s]) | ({st.picks[s]} - {None})


def _refresh_pending(st: "CourtState", player: int) -> None:
    """Re-ask a pending node whose options came from re-dealt cards."""
    from .engine import Choice
    from .phases import actions, draft, setup, tithe
    pend = st.pending
    if pend is None:
        return
    h = pend.handler
    if h is draft.CourtDeal:
        st.pending = None
        draft.deal(st, pend.payload)
    elif h is setup.MotiveDeal:
        st.pending = None
        setup.deal_motive(st, *pend.payload)
    elif pend.seat == player or pend.seat < 0:
        return
    elif h is draft.DraftPick:
        st.pending = None
        draft.ask_draft(st, pend.seat)
    elif h is setup.KeepMotive:
        st.pending = None
        setup.ask_motive(st, pend.seat)
    elif h is actions.Turn:
        st.pending = None
        actions.ask_turn(st)
    elif h is tithe.Bid:
        st.pending = None
        tithe.ask_bid(st, pend.seat)
    elif h is Choice and pend.payload[2] in ("swap", "reclaim"):
        from .effects import PRIMS
        e, _ = pend.payload[1]
        opts = PRIMS[e["do"]].options(st, pend.seat, e)
        st.pending = type(pend)(h, pend.seat, tuple(opts or ()), pend.payload)
