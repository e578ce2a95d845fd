"""The Directive effect vocabulary: what a Directive card may do, its words, its targets.

A Directive is a list of effects (``cards.json``), resolved in order. At most one effect of
a card takes a target (a cell or a Claim), chosen when the card is played. Card text is
written from this list by :func:`effects_text`, so the text and the rules cannot disagree.

| op | fields | target | what it does |
|---|---|---|---|
| ``add_crew`` | ``amount``, ``where`` (``own_site`` / ``home_site``) | cell | adds crew value (cap 6) |
| ``rockfall`` | ``dice`` | cell held by the opponent | rolls Hit Dice; each Hit removes 1 crew |
| ``cave_in`` | | built, unoccupied cell | the tile is removed (to its owner's discard pile) |
| ``scout`` | | a hidden Claim you seek | you secretly learn Soil or God Skull |
| ``draw`` | ``amount`` | | draw that many cards |
| ``reverse_shaft`` | | a built Shaft outside the Home Rows | the Shaft is turned around |
| ``breach`` | | a Site your crew holds walled toward the Claims you seek | that wall opens (a Shaft then runs both ways); a tile beyond collapses, crew on it lost |
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Sequence

from .frames import RockfallDice
from .grid import reachable

if TYPE_CHECKING:  # pragma: no cover
    from .state import SkullminersState

OPS: dict[str, dict[str, Any]] = {
    "add_crew": {"amount": int, "where": ("own_site", "home_site")},
    "rockfall": {"dice": int},
    "cave_in": {},
    "scout": {},
    "draw": {"amount": int},
    "reverse_shaft": {},
    "breach": {},
}
TARGET_KIND = {"add_crew": "cell", "rockfall": "cell", "cave_in": "cell", "scout": "claim",
               "reverse_shaft": "cell", "breach": "cell"}
"""Effects that take a target, and whether it is a grid cell or a Claim (column letter)."""


def check_effects(card_id: str, effects: Sequence[dict[str, Any]]) -> None:
    """Validate a Directive's effect list. Raises ValueError naming the card."""
    if not effects:
        raise ValueError(f"cards.json: {card_id} has no effects")
    for e in effects:
        op = e.get("op")
        if op not in OPS:
            raise ValueError(f"cards.json: {card_id} has unknown effect {op!r}")
        for name, kind in OPS[op].items():
            value = e.get(name)
            ok = value in kind if isinstance(kind, tuple) else isinstance(value, int) and value > 0
            if not ok:
                raise ValueError(f"cards.json: {card_id} effect {op} needs a valid {name}")
    if sum(1 for e in effects if e["op"] in TARGET_KIND) > 1:
        raise ValueError(f"cards.json: {card_id} has more than one targeted effect")


def _one_text(e: dict[str, Any]) -> str:
    op = e["op"]
    if op == "add_crew":
        where = ("a Site your crew holds" if e["where"] == "own_site"
                 else "a built Site in your Home Row that your opponent does not hold")
        return f"Add {e['amount']} crew to {where} (a Site holds at most 6)."
    if op == "rockfall":
        return (f"Roll {e['dice']} Hit Dice at a Site your opponent holds that your tunnels reach: "
                f"each Hit removes 1 of their crew.")
    if op == "cave_in":
        return "Collapse the tunnel of an empty Site your tunnels reach: the cell is open ground again."
    if op == "scout":
        return "Secretly look under one hidden Claim you seek: Soil or the God Skull?"
    if op == "draw":
        return f"Draw {e['amount']} card{'s' if e['amount'] > 1 else ''}."
    if op == "breach":
        return ("Blast open the wall of a Site your crew holds on the side facing the Claims you seek: "
                "a tunnel beyond it collapses, with any crew on it. A Shaft blasted open runs both ways.")
    return ("Turn around a Shaft your tunnels reach outside the Home Rows: "
            "crew now travel it the other way.")


def effects_text(effects: Sequence[dict[str, Any]]) -> str:
    """Card text written from the effect list, e.g. ``"Draw 2 cards."``."""
    parts = [_one_text(e) for e in effects]
    return " Then ".join([parts[0]] + [p[0].lower() + p[1:] for p in parts[1:]])


def card_target_kind(effects: Sequence[dict[str, Any]]) -> str | None:
    """``"cell"``, ``"claim"`` or None: what a player names when playing the card."""
    for e in effects:
        if e["op"] in TARGET_KIND:
            return TARGET_KIND[e["op"]]
    return None


def targets(state: "SkullminersState", seat: int, effects: Sequence[dict[str, Any]]) -> list[int] | None:
    """Legal targets of the card's one targeted effect: cell indices, or 0-based Claim
    columns for ``scout``; None if the card takes no target. An empty list means the card
    cannot be played now (it may still be discarded).

    A targeted Site must lie on a tunnel route from a Site ``seat``'s crew occupies
    (:func:`.grid.reachable`; rulebook, Additional Rules, and docs/rulings/skullminers.md), except for an
    effect whose text names the Home Row (``add_crew`` ``home_site``).
    """
    for e in effects:
        op = e["op"]
        if op not in TARGET_KIND:
            continue
        if op == "scout" or (op == "add_crew" and e["where"] == "home_site"):
            cells: Any = range(len(state.tiles))
        else:
            cells = sorted(reachable(state.geo, state.tiles, state.crew_seat, seat))
        if op == "add_crew" and e["where"] == "own_site":
            return [i for i in cells if state.crew_seat[i] == seat]
        if op == "add_crew":
            home = state.geo.home_row(seat)
            return [i for i in cells if state.tiles[i] is not None and state.geo.row(i) == home
                    and state.crew_seat[i] != 1 - seat]
        if op == "rockfall":
            return [i for i in cells if state.crew_seat[i] == 1 - seat]
        if op == "cave_in":
            return [i for i in cells if state.tiles[i] is not None and state.crew_seat[i] < 0]
        if op == "reverse_shaft":  # a Home Row Shaft runs toward its Claims for good (claim_exit)
            return [i for i in cells if state.tiles[i] is not None and state.tiles[i][2] and not state.claim_exit(i)]
        if op == "breach":
            toward = state.geo.toward_claims(seat)
            return [i for i in cells if state.crew_seat[i] == seat and not state.tiles[i][1] & toward]
        owner = 1 - seat  # scout: the Claims this seat seeks
        return [c for c in range(state.geo.columns)
                if state.revealed[owner][c] is None and c not in state.known[seat]]
    return None


def resolve(state: "SkullminersState", seat: int, e: dict[str, Any], target: int | None) -> None:
    """Perform one effect for ``seat``. May leave a chance node pending on ``state``
    (Hit Dice for a rockfall, card draws, an undecided God Skull for a scout)."""
    op = e["op"]
    if op == "add_crew":
        assert target is not None
        state.add_crew(target, seat, e["amount"])
    elif op == "rockfall":
        assert target is not None
        state.push(RockfallDice(target, e["dice"]))
    elif op == "cave_in":
        assert target is not None
        state.collapse(target)
    elif op == "scout":
        assert target is not None
        state.look(seat, target)
    elif op == "draw":
        state.start_draws(seat, e["amount"])
    elif op == "breach":
        assert target is not None
        state.breach(target, state.geo.toward_claims(seat))
    else:  # reverse_shaft
        assert target is not None
        card, mask, a, b, owner = state.tiles[target]  # type: ignore[misc]
        state.tiles[target] = (card, mask, b, a, owner)
