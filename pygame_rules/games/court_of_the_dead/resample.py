"""Determinization: a full state built from what one seat may know (``_resample``).

Honest by construction, in three steps:

1. **Read what the seat knows**, and nothing else: its own cards, bid and motives; the
   public counts (cards in each hand, packet and pick, undealt and discarded; motives dealt
   to each seat by faction; who has bid, kept or shown a motive); and, per Court card, the
   places where the seat cannot rule it out (knowledge.py: a card it saw dealt is never
   undealt, unless a hidden exchange with the undealt cards could have sent it there since).
2. **Erase** every hidden item of the clone: the other seats' hands, packets, picks,
   motives (dealt and kept), bids and knowledge, the undealt and discarded Court cards and
   the motives left in the box.
3. **Deal again** at random from pools sorted canonically: each Court card the seat cannot
   locate goes to a place it may be in (capacities: the public counts); each opponent gets a
   motive of each faction it was dealt, from those the seat does not hold, and keeps the one
   of its shown faction (or, not yet shown, a random one); each secret bid is a random amount
   the bidder can pay.

The result depends only on the seat's information and ``rng``: no hidden item's true place
is ever copied. A pending decision or chance node whose options came from re-dealt cards is
then asked afresh.
"""

from __future__ import annotations

import random
from typing import TYPE_CHECKING

from . import knowledge
from .data import COURT_IDS, FACTIONS, MOTIVES
from .effects import PRIMS
from .frames import DraftPick, EffectChoice, KeepMotive, TitheBid, Turn
from .phases import actions, draft, setup, tithe

if TYPE_CHECKING:
    from .state import CourtState

CourtKnowledge = tuple[list[str], list[int], dict[int, int]]
"""``(pool, allowed, capacity)``: the Court cards a seat cannot see (sorted), per card the
bits of the places it may be in, and per hidden place bit how many cards it holds."""


def resample(st: "CourtState", player: int, rng: random.Random) -> "CourtState":
    """A determinization of ``st`` for seat ``player`` (see the module doc). ``st`` is not
    changed. Raises ValueError on a hand-built position whose Court cards are not all placed."""
    new = st.clone()
    if st.is_terminal():
        return new  # motives are revealed; hands and bids are empty
    court = court_knowledge(st, player)
    dealt, kept = _motive_knowledge(st, player)
    bidders = [s for s in range(st.num_players) if s != player and st.bids[s] is not None]
    _erase(new, player)
    if court is not None:
        _deal_court(new, player, court, rng)
    _deal_motives(new, player, dealt, kept, rng)
    for s in bidders:
        new.bids[s] = rng.randint(0, new.etherea[s])  # Etherea is public until the bids are shown
    _refresh_pending(new, player)
    return new


# ---------------------------------------------------------------------- 1. what the seat knows
def court_knowledge(st: "CourtState", player: int) -> CourtKnowledge | None:
    """What ``player`` knows of the Court cards it cannot see, or None between rounds."""
    n = st.num_players
    capacity: dict[int, int] = {}
    for s in range(n):
        if s != player:
            capacity[knowledge.hand(s)] = len(st.hands[s])
            capacity[knowledge.packet(s)] = len(st.packets[s])
            capacity[knowledge.pick(s)] = int(st.picks[s] is not None)
    capacity[knowledge.undealt(n)] = len(st.undealt)
    capacity[knowledge.discard(n)] = len(st.court_discard)
    capacity = {bit: k for bit, k in capacity.items() if k}
    if not capacity:
        return None
    seen = set(st.hands[player]) | set(st.packets[player]) | {st.picks[player]} | set(st.played)
    pool = [c for c in COURT_IDS if c not in seen]
    if len(pool) != sum(capacity.values()):
        raise ValueError(f"{len(pool)} Court cards unseen by seat {player + 1} for "
                         f"{sum(capacity.values())} hidden places: not every Court card is placed")
    hidden = 0
    for bit in capacity:
        hidden |= bit
    masks = st.court_known[player]
    allowed = [(masks[knowledge.INDEX[c]] if masks else hidden) & hidden for c in pool]
    return pool, allowed, capacity


def _motive_knowledge(st: "CourtState", player: int) -> tuple[dict[int, list[str]], dict[int, str | None]]:
    """Per opponent: the factions of the motives it was dealt (each deal is announced by
    faction), and whether it kept one: ``None`` not yet, ``""`` kept in secret, else its shown
    faction."""
    dealt: dict[int, list[str]] = {}
    kept: dict[int, str | None] = {}
    for s in range(st.num_players):
        if s == player:
            continue
        dealt[s] = [MOTIVES[m]["faction"] for m in st.motive_hand[s]]
        kept[s] = None if st.motive[s] is None else (st.faction[s] or "")
    return dealt, kept


# ---------------------------------------------------------------------- 2. erase
def _erase(st: "CourtState", player: int) -> None:
    """Remove from ``st`` every item hidden from ``player``."""
    n = st.num_players
    for s in range(n):
        if s != player:
            st.hands[s], st.packets[s], st.picks[s] = [], [], None
            st.motive_hand[s], st.motive[s], st.bids[s] = [], None, None
            st.court_known[s] = []
            st.held[s] = 0  # the Court cards it held are secret (tally.py)
    st.undealt, st.court_discard = [], []
    st.motive_pool = {f: [] for f in FACTIONS}


# ---------------------------------------------------------------------- 3. deal again
def _deal_court(st: "CourtState", player: int, court: CourtKnowledge, rng: random.Random) -> None:
    pool, allowed, capacity = court
    n = st.num_players
    got = assign(allowed, capacity, rng)
    where: dict[int, list[str]] = {bit: [] for bit in capacity}
    for card, bit in zip(pool, got):
        where[bit].append(card)  # pool is sorted, so each place's list is too
    for s in range(n):
        if s != player:
            st.hands[s] = where.get(knowledge.hand(s), [])
            st.packets[s] = where.get(knowledge.packet(s), [])
            picked = where.get(knowledge.pick(s))
            st.picks[s] = picked[0] if picked else None
    # The seat's own lists, sorted too: a packet's order is the order it was dealt to another seat.
    st.hands[player], st.packets[player] = sorted(st.hands[player]), sorted(st.packets[player])
    st.undealt = where.get(knowledge.undealt(n), [])
    st.court_discard = where.get(knowledge.discard(n), [])
    if st.court_known[player]:
        _others_knowledge(st, player)


def assign(allowed: list[int], capacity: dict[int, int], rng: random.Random) -> list[int]:
    """A random place bit for each item, within ``allowed[i]`` (bit mask) and ``capacity``
    (items per place bit; the capacities sum to the number of items). Items in random order
    each take a free allowed place with a chance in proportion to its free room (every item
    allowed everywhere: a uniform deal); when none is free, items already placed move along
    an augmenting path. Raises ValueError when no assignment exists."""
    free = dict(capacity)
    members: dict[int, list[int]] = {bit: [] for bit in capacity}
    got = [0] * len(allowed)
    order = list(range(len(allowed)))
    rng.shuffle(order)
    for i in order:
        room = [(bit, k) for bit, k in free.items() if k and bit & allowed[i]]
        if room:
            r = rng.randrange(sum(k for _, k in room))
            for bit, k in room:
                r -= k
                if r < 0:
                    break
            members[bit].append(i)
            free[bit] -= 1
            got[i] = bit
        elif not _augment(i, allowed, free, members, got, set()):
            raise ValueError("no place is left for a Court card: the seat's knowledge is inconsistent")
    return got


def _augment(i: int, allowed: list[int], free: dict[int, int], members: dict[int, list[int]],
             got: list[int], seen: set[int]) -> bool:
    """Place item ``i``, moving placed items along a path to a free place (Kuhn's algorithm)."""
    for bit in members:
        if not bit & allowed[i] or bit in seen:
            continue
        seen.add(bit)
        if free[bit]:
            members[bit].append(i)
            free[bit] -= 1
            got[i] = bit
            return True
        for j in members[bit]:
            if _augment(j, allowed, free, members, got, seen):
                members[bit].remove(j)
                members[bit].append(i)
                got[i] = bit
                return True
    return False


def _others_knowledge(st: "CourtState", player: int) -> None:
    """The other seats' knowledge in the determinization, from its own cards only: each knows
    its own cards and the played ones, and rules out nothing else (their true knowledge would
    tell where hidden cards are)."""
    for q in range(st.num_players):
        if q != player:
            st.court_known[q] = knowledge.only_own(st, q)


def _deal_motives(st: "CourtState", player: int, dealt: dict[int, list[str]], kept: dict[int, str | None],
                  rng: random.Random) -> None:
    mine = set(st.motive_hand[player]) | {st.motive[player]}
    for f in FACTIONS:
        pool = [m for m in MOTIVES if MOTIVES[m]["faction"] == f and m not in mine]  # data order: canonical
        rng.shuffle(pool)
        for s in sorted(dealt):
            if f in dealt[s]:
                st.motive_hand[s].append(pool.pop())
        st.motive_pool[f] = sorted(pool)
    for s in sorted(kept):
        if kept[s] is None:
            continue
        options = st.motive_hand[s] or [m for m in MOTIVES if m not in mine]  # no hand: a hand-built position
        if kept[s]:
            options = [m for m in options if MOTIVES[m]["faction"] == kept[s]]
        st.motive[s] = rng.choice(options)


def _refresh_pending(st: "CourtState", player: int) -> None:
    """Ask again a pending decision of another seat whose options came from re-dealt cards (its
    packet, its motives, its hand, Severamm's look at the undealt cards, Socopharie's). A chance
    node's outcomes are read from the state when asked: nothing to do."""
    frame = st.top
    if frame is None or st.is_chance_node() or frame.seat == player:
        return
    if isinstance(frame, DraftPick):
        st.stack[-1] = draft.draft_pick(st, frame.seat)
    elif isinstance(frame, KeepMotive):
        st.stack[-1] = setup.keep_motive(st, frame.seat)
    elif isinstance(frame, Turn):
        st.stack[-1] = actions.turn(st)
    elif isinstance(frame, TitheBid):
        st.stack[-1] = tithe.tithe_bid(st, frame.seat)
    elif isinstance(frame, EffectChoice) and frame.kind in ("swap", "reclaim"):
        e = frame.effects[0]
        opts = PRIMS[e["do"]].options(st, frame.seat, e)
        st.stack[-1] = frame._replace(options=tuple(opts or ()))
