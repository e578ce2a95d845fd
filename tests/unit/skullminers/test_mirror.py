"""The two seats play mirror-image games (seat-indexed rules, views of seat 1, the score).

Player 2's side is Player 1's turned round (grid.py): the mirror of a position turns the
grid 180 degrees (column c -> 4 - c, row r -> 5 - r, every tile turned end over end),
swaps the seats' crews, hands, decks, Claims and knowledge, and hands the turn across.
The rules must then offer the mirrored actions and the swapped running scores
(state.py ``_scores``: Claims unearthed + 0.1 a row of depth toward the Claims sought).
"""

from __future__ import annotations

import random

from pygame_rules.bots import sample_chance
from pygame_rules.games.skullminers.grid import format_shape, parse_shape, turned
from pygame_rules.games.skullminers.state import SkullminersState

from .helpers import at, crew, lay, new, position


def _cell(state: SkullminersState, i: int) -> int:
    g = state.geo
    return (g.rows - g.row(i)) * g.columns + (g.columns - 1 - g.col(i))


def _col(state: SkullminersState, c: int | None) -> int | None:
    return None if c is None else state.geo.columns - 1 - c


def mirror(s: SkullminersState) -> SkullminersState:
    """The position seen from the other side of the table, played by the other seat."""
    m = s.clone()
    for i in range(s.geo.size):
        j, t = _cell(s, i), s.tiles[i]
        m.tiles[j] = None if t is None else (t[0], *turned(t[1], t[2], t[3]), 1 - t[4])
        m.crew_seat[j] = -1 if s.crew_seat[i] < 0 else 1 - s.crew_seat[i]
        m.crew_val[j], m.tired[j] = s.crew_val[i], s.tired[i]
    m.hands, m.decks = [list(s.hands[1]), list(s.hands[0])], [dict(s.decks[1]), dict(s.decks[0])]
    m.discards, m.companies = [list(s.discards[1]), list(s.discards[0])], [s.companies[1], s.companies[0]]
    m.god = [_col(s, s.god[1]), _col(s, s.god[0])]
    m.revealed = [s.revealed[1][::-1], s.revealed[0][::-1]]
    m.known = [{_col(s, c): v for c, v in s.known[k].items()} for k in (1, 0)]
    m.unearthed = [s.unearthed[1], s.unearthed[0]]
    m.turn, m.first = 1 - s.turn, None if s.first is None else 1 - s.first
    at(m, s.phase, m.turn)
    if s.assault is not None:
        a = s.assault
        m.assault = {"cell": _cell(s, a["cell"]), "attack": a["attack"], "from": [_cell(s, f) for f in a["from"]]}
    return m


def mirror_action(s: SkullminersState, action: str) -> str:
    """``action`` as the other seat plays it on the mirrored grid."""
    names, index = s.geo.names, s.geo.index
    verb, *args = action.split()
    cell = lambda name: names[_cell(s, index[name])]  # noqa: E731
    col = lambda letter: chr(65 + s.geo.columns - 1 - (ord(letter) - 65))  # noqa: E731
    if verb == "build":
        return f"build {args[0]} {cell(args[1])} {format_shape(*turned(*parse_shape(args[2])))}"
    if verb == "move":
        return f"move {cell(args[0])} {cell(args[1])} {args[2]}"
    if verb == "attack":
        return f"attack {cell(args[0])}"
    if verb == "dig":
        return f"dig {col(args[0])}"
    if verb == "play" and len(args) == 2:
        return f"play {args[0]} {col(args[1]) if len(args[1]) == 1 else cell(args[1])}"
    return action


def test_depth_counts_rows_toward_the_claims_sought_for_both_seats():
    # Player 1 (seat 0) seeks north: crew on B1 and C3 -> depth 3. Player 2 (seat 1) seeks
    # south from row 4: crew on D4 and A2 -> depth 4 + 1 - 2 = 3. One Claim each for seat 1.
    state = position()
    lay(state, "B1", "NS"), crew(state, "B1", 0, 2)
    lay(state, "C3", "NS"), crew(state, "C3", 0, 1)
    lay(state, "D4", "NS", owner=1), crew(state, "D4", 1, 3)
    lay(state, "A2", "NS", owner=1), crew(state, "A2", 1, 1)
    state.unearthed = [0, 1]
    assert [state.depth(0), state.depth(1)] == [3, 3]
    assert state.scores() == [0.3, 1.3]
    # Each seat in its own Home Row only: one row deep.
    state = position()
    lay(state, "E1", "NS"), crew(state, "E1", 0, 2)
    lay(state, "A4", "NS", owner=1), crew(state, "A4", 1, 2)
    assert state.scores() == [0.1, 0.1]


def test_mirrored_positions_give_mirrored_actions_and_scores():
    # Every decision of four seeded random games (owner hides the God Skull, the default).
    checked = 0
    for seed in range(4):
        rng = random.Random(seed)
        state = new(blind=False)
        while not state.is_terminal() and len(state.history) < 500:
            if state.is_chance_node():
                state.apply(sample_chance(state, rng))
                continue
            if state.phase in ("direct", "allocate"):
                m = mirror(state)
                assert m.current_player == 1 - state.current_player
                assert sorted(m.legal_actions()) == sorted(mirror_action(state, a) for a in state.legal_actions())
                assert m.scores() == state.scores()[::-1]
                checked += 1
            state.apply(rng.choice(state.legal_actions()))
    assert checked > 500
