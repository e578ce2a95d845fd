"""``view(player)``: what one seat (or a spectator, ``None``) may see, JSON-safe.

Hidden from other seats: Court cards in hand, in a packet or just drafted; Ulterior
Motives (dealt and kept) until the game is over; Tithe bids until they are revealed (the
bidder's Etherea is only reduced at the reveal); the undealt and discarded Court cards.
Seats are 0-based; texts use ``{p0}``, ``{p1}``... for player names.

Shape (typed in view_types.py; all seats share the public part; ``you`` is the viewer's own): ``round``, ``phase``,
``asks`` ({seat, kind, prompt}), ``first_player`` (holds the Alltaker), ``meters``
({suspicion, dreadsgrip, tithe, limit}), ``unity_supply``, ``forge``, ``tithe`` (while the Tithe is
bid: {required, forge, needed, stakes}, else null), ``roll``, ``piles``,
``malavestros``, ``dreadsbane``, ``locations`` ([{id, name, faction, text, figures: per seat
a count per guild in ``guild_ids`` order, or [] for none, total, malavestros, leader}]), ``guilds``
([{id, name, faction, text, counts per seat, supply, leader}]), ``players`` ([{seat, faction,
etherea, unity, debt (points owed, off the score), influence [bone, flesh, spirit], bases_left, crypt (counts per guild),
mourners, spent, wallows, wallows_done (those completed this round), artifacts (card ids), hand_count, packet_count, drafted,
motive_chosen, bid_made, move_caps (as ``you``'s, public: Influence is), tithe_given,
score {unity (less debt), bone, flesh, spirit, motive, total}}]),
``played``, ``drawn`` (card ids), ``cards`` (id -> card text for every card named above),
``influence_points`` (the 0..15 table), ``scores``, ``motives``, ``tiebreak`` and ``end`` (how
the game ended, in words) at the end;
``you``: {seat, hand, packet, drafted, motives_dealt, motive, motive_points_now, bid,
activatable, move_caps (figures you can pay to move into each location, index id - 1), cards
(id -> text of your private cards), undealt (only while Severamm looks)}.
"""

from __future__ import annotations

from functools import lru_cache
from typing import TYPE_CHECKING

from . import figures, movement
from .abilities import activatable
from .card_text import court_json, motive_json, mourner_json, wallows_json
from .data import FACTIONS, GUILD_IDS, GUILDS, INFLUENCE_POINTS, LOCATIONS
from .effects import effects_words
from .flow import asked_kind, prompt
from .frames import EffectChoice
from .phases.tithe import tithe_view
from .view_types import AsksView, CardView, CourtView, GuildView, LocationView, PlayerView, YouView

if TYPE_CHECKING:
    from .state import CourtState


def _asks(st: "CourtState") -> AsksView | None:
    frame = st.top
    if frame is None:
        return None
    seat = st.current_player
    return {"seat": seat if seat >= 0 else None, "kind": asked_kind(frame), "prompt": prompt(st, frame)}


def _player(st: "CourtState", s: int, final: bool, cards: dict[str, CardView]) -> PlayerView:
    for m in st.mourners[s]:
        cards[m] = mourner_json(m)
    for w in st.wallows[s] + st.artifacts[s]:
        cards[w] = wallows_json(w)
    return {
        "seat": s,
        "faction": st.faction[s],
        "etherea": st.etherea[s],
        "unity": st.unity[s],
        "debt": st.debt[s],
        "influence": st.infl[3 * s:3 * s + 3],
        "bases_left": st.bases[s],
        "crypt": figures.at_place(st, s, figures.CRYPT),
        "mourners": list(st.mourners[s]),
        "spent": [m for m in st.mourners[s] if m in st.spent],
        "wallows": list(st.wallows[s]),
        "wallows_done": [w for w in st.wallows[s] if w in st.wallows_done],
        "artifacts": list(st.artifacts[s]),
        "hand_count": len(st.hands[s]),
        "packet_count": len(st.packets[s]),
        "drafted": st.picks[s] is not None,
        "motive_chosen": st.motive[s] is not None,
        "bid_made": st.bids[s] is not None,
        "move_caps": movement.caps(st, s),
        "tithe_given": st.tithe_given[s],
        "score": st.breakdown(s, final),
    }


def _you(st: "CourtState", p: int) -> YouView:
    frame = st.top
    cards: dict[str, CardView] = {}
    picked = st.picks[p]
    for c in st.hands[p] + st.packets[p] + ([picked] if picked else []):
        cards[c] = court_json(c)
    kept = st.motive[p]
    for m in st.motive_hand[p] + ([kept] if kept and kept not in st.motive_hand[p] else []):
        cards[m] = motive_json(m)
    you: YouView = {
        "seat": p,
        "hand": sorted(st.hands[p]),
        "packet": sorted(st.packets[p]),
        "drafted": st.picks[p],
        "motives_dealt": list(st.motive_hand[p]),
        "motive": st.motive[p],
        "motive_points_now": st.motive_points(p),
        "bid": st.bids[p],
        "activatable": activatable(st, p),
        "move_caps": movement.caps(st, p),
        "cards": cards,
    }
    if isinstance(frame, EffectChoice) and frame.seat == p and frame.kind == "swap":
        you["undealt"] = sorted(st.undealt)
        for c in st.undealt:
            cards[c] = court_json(c)
    return you


@lru_cache(maxsize=None)
def _text(kind: str, index: int) -> str:
    effects = LOCATIONS[index]["effects"] if kind == "location" else GUILDS[index]["effects"]
    return effects_words(effects) + "."


def build_view(st: "CourtState", player: int | None) -> CourtView:
    """The public part (shared by every seat's view of one position, cached, to be treated as
    read-only) plus, for a seat, its private ``you``."""
    key = (len(st.history), id(st.top), st.phase)
    cache = st.__dict__.get("_vcache")
    if cache is None or cache[0] != key:
        cache = (key, _public(st))  # shared by every seat's view of this position: read-only
        st._vcache = cache
    view = cache[1].copy()
    if player is not None:
        view["you"] = _you(st, player)
    return view


def _public(st: "CourtState") -> CourtView:
    n = st.num_players
    final = st.is_terminal()
    locations: list[LocationView] = []
    for loc in LOCATIONS:
        w = loc["id"]
        per_seat = [figures.at_place(st, s, w) for s in range(n)]
        totals = [sum(c) for c in per_seat]
        per_seat = [c if t else [] for c, t in zip(per_seat, totals)]
        lead = figures.leaders(totals)
        locations.append({
            "id": w, "name": loc["name"], "faction": loc["faction"], "text": _text("location", w - 1),
            "figures": per_seat,
            "total": sum(totals), "malavestros": st.malavestros == w,
            "leader": lead[0] if len(lead) == 1 else None,
        })
    guilds: list[GuildView] = []
    for g, info in enumerate(GUILDS):
        counts = [figures.controlled(st, s, g) for s in range(n)]
        lead = figures.leaders(counts)
        guilds.append({"id": info["id"], "name": info["name"], "faction": info["faction"],
                       "text": _text("guild", g), "counts": counts,
                       "supply": st.supply[g], "leader": lead[0] if len(lead) == 1 else None})
    cards: dict[str, CardView] = {}
    players = [_player(st, s, final, cards) for s in range(n)]
    for c in st.played:
        cards[c] = court_json(c)
    for w in st.drawn:
        cards[w] = wallows_json(w)
    if final:
        for m in st.motive:
            if m:
                cards[m] = motive_json(m)
    return {
        "round": st.round,
        "phase": st.phase,
        "asks": _asks(st),
        "first_player": st.first,
        "alltaker_used": st.alltaker_used,
        "turn": st.turn if st.phase == "actions" else None,
        "extra_turns": st.extra_turns,
        "ending": st.ending,
        "meters": {"suspicion": st.suspicion, "dreadsgrip": st.dreadsgrip, "tithe": st.tithe(),
                   "limit": st.threat_limit()},
        "unity_supply": st.unity_supply,
        "forge": st.forge,
        "tithe": tithe_view(st),
        "roll": st.roll_total if st.phase == "distribution" else None,
        "piles": [{"pile": i + 1, "etherea": v} for i, v in enumerate(st.piles) if v is not None],
        "malavestros": st.malavestros,
        "dreadsbane": st.dreadsbane,
        "locations": locations,
        "guilds": guilds,
        "influence_points": list(INFLUENCE_POINTS),
        "players": players,
        "played": list(st.played),
        "undealt_count": len(st.undealt),
        "decks": {f: len(st.decks[f]) for f in FACTIONS},
        "wallows_deck": len(st.wallows_deck),
        "wallows_discard": len(st.wallows_discard),
        "drawn": list(st.drawn),
        "scores": [p["score"]["total"] for p in players],
        "motives": list(st.motive) if final else None,
        "cards": cards,
        "guild_ids": list(GUILD_IDS),
        "factions": list(FACTIONS),
        "tiebreak": tiebreak_words(st) if final else None,
        "end": end_words(st) if final else None,
    }


PRIVATE_KINDS = frozenset({"motive", "draft", "bid", "swap", "reclaim"})
"""Decisions that show their seat something no other seat may see: the Ulterior Motives
dealt, the packet, a secret Tithe bid, Severamm's undealt cards, Socopharie's discard from
the hand."""


def private_decision(st: "CourtState", seat: int) -> bool:
    """Whether the decision due for ``seat`` needs that seat's own view (``State.private_decision``):
    a kind in :data:`PRIVATE_KINDS`, or a turn of the Action Phase while the seat holds Court
    cards (playing one names it). Every other decision (the split and the piles, recruits,
    movements and Mourners with an empty hand, the choices effects and the Alltaker ask for)
    is made on the public view, so hot-seat play goes on without handing the device over."""
    frame = st.top
    if frame is None:
        return False
    kind = asked_kind(frame)
    if kind in PRIVATE_KINDS:
        return True
    return kind == "turn" and bool(st.hands[seat])


def end_words(st: "CourtState") -> str:
    """How the game ended, for the end screen (rulebook: End Game; the round limit is a ruling)."""
    if st.unity_supply == 0:
        return f"The last Unity token was taken, so round {st.round} was the last; then the Ulterior Motives were scored."
    return f"Round {st.round} was the last the game allows; then the Ulterior Motives were scored."


def tiebreak_words(st: "CourtState") -> str | None:
    """Words for the end screen when the top score is tied (End Game Scoring), else None."""
    totals = [st.breakdown(s, True)["total"] for s in range(st.num_players)]
    tied = [s for s, t in enumerate(totals) if t == max(totals)]
    if len(tied) < 2:
        return None
    eth = ", ".join(f"{{p{s}}} {st.etherea[s]}" for s in tied)
    text = f"Tied on {max(totals)} points; Etherea left: {eth}."
    best = max(st.etherea[s] for s in tied)
    tied = [s for s in tied if st.etherea[s] == best]
    if len(tied) > 1:
        text += " Still tied; Mourner cards in play: " + ", ".join(f"{{p{s}}} {len(st.mourners[s])}" for s in tied) + "."
        most = max(len(st.mourners[s]) for s in tied)
        if sum(1 for s in tied if len(st.mourners[s]) == most) > 1:
            text += " The win is shared."
    return text
