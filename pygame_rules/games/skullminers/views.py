"""What one seat may see of a Skullminers game (rulebook: hidden hands and a secret God Skull).

Hidden from a seat: the opponent's hand (only its size shows), the order and make-up of
any deck (only sizes), the God Skull's Claim unless that seat has seen it (its owner with
blind Claims off, or a seeker who scouted it), and what the opponent learned by scouting.
Everything else is public: the grid, crew, face-up discard piles, revealed Claims, dice.
Once the game is over both hands and every placed God Skull are shown to everyone.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Optional

from .cards import CARDS, COMPANIES, GEO, card_words
from .frames import ContestDice, DrawCards, LookUnderClaim, RockfallDice, RollForFirst, contest_rounds
from .grid import LETTER, Tile, column_letter, format_shape
from .view_types import (AssaultView, CardView, CellView, ChanceView, ClaimView, CompanyView, LastContestView,
                         SkullminersView, TileView)

if TYPE_CHECKING:  # pragma: no cover
    from .state import SkullminersState

CATALOGUE: dict[str, CardView] = {cid: card.to_json() for cid, card in CARDS.items()}
WORDS = {cid: card_words(cid) for cid in CARDS}


_TILE_PARTS: dict[Tile, tuple[str, tuple[str, ...], Optional[tuple[str, str]]]] = {}


def tile_json(tile: Tile) -> TileView:
    """A built tile as the page draws it: card, shape string, owner, openings, Shaft ends."""
    parts = _TILE_PARTS.get(tile)
    if parts is None:  # tiles are immutable tuples of a few kinds: words computed once
        card, mask, a, b, owner = tile
        parts = _TILE_PARTS[tile] = (format_shape(mask, a, b), tuple(LETTER[d] for d in (1, 2, 4, 8) if mask & d),
                                     (LETTER[a], LETTER[b]) if a else None)
    shape, openings, shaft = parts
    return {"card": tile[0], "shape": shape, "owner": tile[4], "openings": list(openings),
            "shaft": {"in": shaft[0], "out": shaft[1]} if shaft else None}


def claim_knowledge(state: "SkullminersState", viewer: Optional[int], owner: int, col: int) -> Optional[str]:
    """What ``viewer`` privately knows of ``owner``'s hidden Claim ``col``: ``"soil"``,
    ``"god"`` or None. Revealed Claims are public and not covered here."""
    if viewer is None:
        return None
    if viewer == owner:
        god = state.god[owner]
        if state.blind or god is None:
            return None
        return "god" if god == col else "soil"
    return state.known[viewer].get(col)


_PLACES = [(GEO.names[i], GEO.col(i), GEO.row(i)) for i in range(GEO.size)]


def _cell(state: "SkullminersState", i: int) -> CellView:
    tile = state.tiles[i]
    seat = state.crew_seat[i]
    name, col, row = _PLACES[i]
    return {"cell": name, "col": col, "row": row,
            "tile": None if tile is None else tile_json(tile),
            "crew": None if seat < 0 else {"seat": seat, "value": state.crew_val[i], "tired": state.tired[i]}}


def _claims(state: "SkullminersState", viewer: Optional[int], owner: int) -> list[ClaimView]:
    """``owner``'s row of Claims as ``viewer`` sees it. Once the game is over the God Skull's
    Claim is shown to everyone wherever it was decided (docs/rulings/skullminers.md); one
    nobody ever looked for under blind Claims was never placed and stays face down."""
    god = state.god[owner] if state.is_terminal() else None
    return [{"col": column_letter(c), "owner": owner, "sought_by": 1 - owner,
             "state": state.revealed[owner][c] or "hidden",
             "known": None if state.revealed[owner][c]
             else ("god" if god == c else "soil") if god is not None else claim_knowledge(state, viewer, owner, c)}
            for c in range(state.geo.columns)]


def _chance(state: "SkullminersState") -> Optional[ChanceView]:
    """The pending chance node in public terms (never a card or a Claim's content)."""
    p = state.top
    if isinstance(p, RollForFirst):
        return {"kind": "rolloff"}
    if isinstance(p, DrawCards):
        return {"kind": "draw", "seat": p.seat}
    if isinstance(p, ContestDice):
        return {"kind": "contest", "cell": state.geo.names[p.cell], "attack": p.attack, "defend": p.defend,
                "aggressor": p.seat, "rounds": contest_rounds(p.rounds)}
    if isinstance(p, RockfallDice):
        return {"kind": "rockfall", "cell": state.geo.names[p.cell], "dice": p.dice}
    if isinstance(p, LookUnderClaim):
        return {"kind": "found", "seeker": p.seeker, "claim": column_letter(p.col), "purpose": p.purpose}
    return None


def _contest_copy(contest: Optional[LastContestView]) -> Optional[LastContestView]:
    if contest is None:
        return None
    copy = contest.copy()  # its keys in their order, ``rounds`` copied in its place
    copy["rounds"] = [r.copy() for r in contest["rounds"]]
    return copy


def _crew_totals(state: "SkullminersState") -> list[int]:
    totals = [0, 0]
    for seat, value in zip(state.crew_seat, state.crew_val):
        if seat >= 0:
            totals[seat] += value
    return totals


def _hider(state: "SkullminersState") -> Optional[int]:
    """The seat hiding its God Skull, None outside the hiding. Player 2, the last to hide,
    stays named through the roll-off that follows: the views before the flow core said so,
    and its port changed no view (benchmarks/corpus.py). A renderer may drop the quirk."""
    if isinstance(state.top, RollForFirst) and not state.blind:
        return 1
    return state.hider


def view(state: "SkullminersState", viewer: Optional[int]) -> SkullminersView:
    """JSON-safe view for seat ``viewer`` (None: a spectator). See the module note for what
    is hidden. Keys: view_types.py, ``SkullminersView`` (in words: docs/notation/skullminers.md,
    section View)."""
    geo = state.geo
    over = state.is_terminal()  # the cards go face up (docs/rulings/skullminers.md)
    companies: list[CompanyView | None] = [None if c is None else {"id": c, "name": COMPANIES[c].name, "motto": COMPANIES[c].motto}
                 for c in state.companies]
    chance = _chance(state)
    return {
        "phase": "chance" if chance is not None else state.phase,
        "chance": chance,
        "turn": state.turn,
        "hider": _hider(state),
        "first_player": state.first,
        "round": min(state.turns_taken // 2 + 1, state.board.round_limit),
        "round_limit": state.board.round_limit,
        "blind": state.blind,
        "companies": companies,
        "columns": geo.columns,
        "rows": geo.rows,
        "home_rows": [geo.home_row(0), geo.home_row(1)],
        "site_cap": state.board.site_cap,
        "hand_size": state.board.hand_size,
        "hit_die": list(state.board.hit_faces),
        "cells": [_cell(state, i) for i in range(geo.size)],
        "claims": [_claims(state, viewer, owner) for owner in (0, 1)],
        "hands": [[CATALOGUE[c].copy() for c in state.hands[s]] if s == viewer or over else None for s in (0, 1)],
        "hand_sizes": [len(h) for h in state.hands],
        "deck_sizes": [sum(d.values()) for d in state.decks],
        "discards": [[{"id": c, "name": WORDS[c]} for c in d] for d in state.discards],
        "rolloffs": list(state.rolloffs),
        "last_contest": _contest_copy(state.last_contest),
        "last_rockfall": state.last_rockfall.copy() if state.last_rockfall else None,
        "unearthed": list(state.unearthed),
        "crew_totals": _crew_totals(state),
        "depths": [state.depth(0), state.depth(1)],
        "end_reason": state.end_reason(),
        "assault": _assault(state),
    }


def _assault(state: "SkullminersState") -> Optional[AssaultView]:
    a = state.assault
    if a is None:
        return None
    return {"cell": state.geo.names[a["cell"]], "attack": a["attack"], "from": [state.geo.names[f] for f in a["from"]]}
