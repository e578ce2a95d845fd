"""What each designed component did in a game, for the playtest lab (``State.components``).

Kept cheap, since search bots clone states thousands of times a second: four flat lists of
bit masks (one int per seat: Court cards held and played, Mourners gained and used) and one
tuple of Wallows results that clones share (a new tuple replaces it on each result).

- ``st.held[seat]`` / ``st.played_by[seat]``: bit ``COURT_BIT[card]`` for each Court card the
  seat held in hand (drafted, kept, exchanged or taken back) / played this game. What a
  seat held is secret: a determinization keeps only its own seat's mask (resample.py).
- ``st.gained[seat]`` / ``st.used[seat]``: bit ``MOURNER_BIT[card]`` for each Mourner card
  the seat put into play / whose ability worked (activated, triggered, or instant).
- ``st.wallows_record``: ``((seat, card, status), ...)`` in order, ``status`` one of
  ``"completed"`` (objective met: reward, or artifact kept), ``"failed"`` (checked at
  Clean-up, unmet) or ``"kept"`` (an artifact kept by Relic Ravlatch without its objective).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from .data import COURT, COURT_IDS, FACTIONS, MOTIVES, MOURNER_IDS, MOURNERS, WALLOWS, WALLOWS_IDS

if TYPE_CHECKING:
    from .state import CourtState

COURT_BIT = {c: 1 << i for i, c in enumerate(COURT_IDS)}
MOURNER_BIT = {m: 1 << i for i, m in enumerate(MOURNER_IDS)}


def start(st: "CourtState") -> None:
    """The empty tally of a new game."""
    n = st.num_players
    st.held, st.played_by = [0] * n, [0] * n
    st.gained, st.used = [0] * n, [0] * n
    st.wallows_record = ()


def hold(st: "CourtState", seat: int, cards: list[str] | tuple[str, ...]) -> None:
    """``seat`` takes these Court cards into its hand."""
    mask = 0
    for c in cards:
        mask |= COURT_BIT[c]
    st.held[seat] |= mask


def play_court(st: "CourtState", seat: int, card: str) -> None:
    """Record that ``seat`` played Court card ``card`` this game."""
    st.played_by[seat] |= COURT_BIT[card]


def gain_mourner(st: "CourtState", seat: int, mourner: str) -> None:
    """Record that ``seat`` gained Mourner ``mourner`` this game."""
    st.gained[seat] |= MOURNER_BIT[mourner]


def use_mourner(st: "CourtState", seat: int, mourner: str) -> None:
    """Record that ``seat`` used Mourner ``mourner``'s ability this game."""
    st.used[seat] |= MOURNER_BIT[mourner]


def wallows(st: "CourtState", seat: int, card: str, status: str) -> None:
    """Record the fate of a Wallows card ``seat`` had: ``completed``, ``failed`` or ``kept``."""
    st.wallows_record = (*st.wallows_record, (seat, card, status))


def _row(kind: str, name: str, seat: int | None, drawn: bool, used: bool = False,
         completed: bool | None = None, points: float | None = None) -> dict[str, Any]:
    return {"kind": kind, "name": name, "seat": seat, "drawn": drawn, "used": used,
            "completed": completed, "points": points}


def _held_rows(kind: str, cards: list[tuple[int, str]], held: list[int], used: list[int]) -> list[dict[str, Any]]:
    """A row per seat whose ``held`` mask has a card's bit (used: its bit in ``used``), or one
    undrawn row for a card nobody held; ``cards``: ``(bit, name)`` per card."""
    rows = []
    for bit, name in cards:
        holders = [s for s, mask in enumerate(held) if mask & bit]
        rows += [_row(kind, name, s, True, bool(used[s] & bit)) for s in holders]
        if not holders:
            rows.append(_row(kind, name, None, False))
    return rows


def components(st: "CourtState") -> list[dict[str, Any]]:
    """One dict per component instance (``State.components``): each Court card per seat that
    held it (or once, undrawn), each Mourner card (its holder, or undrawn), each Wallows card
    a seat had (completed True/False; an artifact kept by Relic Ravlatch: None) or undrawn,
    each Ulterior Motive dealt (the kept one with its points and ``completed`` when it scored;
    the others returned to the box, seat None), and each seat's faction with its final score."""
    n = st.num_players
    rows = _held_rows("Court card", [(COURT_BIT[c], COURT[c]["name"]) for c in COURT_IDS], st.held, st.played_by)
    rows += _held_rows("Mourner", [(MOURNER_BIT[m], MOURNERS[m]["name"]) for m in MOURNER_IDS], st.gained, st.used)
    had = set()
    for seat, w, status in st.wallows_record:
        had.add(w)
        done = None if status == "kept" else status == "completed"
        rows.append(_row("Wallows card", WALLOWS[w]["name"], seat, True, status != "failed", done))
    rows += [_row("Wallows card", WALLOWS[w]["name"], None, False) for w in WALLOWS_IDS if w not in had]
    for s in range(n):
        for m in st.motive_hand[s]:
            if m == st.motive[s]:
                points = st.motive_points(s)
                rows.append(_row("Ulterior Motive", MOTIVES[m]["name"], s, True, True, points > 0, float(points)))
            else:
                rows.append(_row("Ulterior Motive", MOTIVES[m]["name"], None, True))
    final = st.is_terminal()
    for s in range(n):
        faction = st.faction[s]
        if faction is not None and faction in FACTIONS:
            rows.append(_row("Faction", faction.title(), s, True, True, None,
                             float(st.breakdown(s, final)["total"])))
    return rows
