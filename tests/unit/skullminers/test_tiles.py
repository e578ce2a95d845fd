"""Building Sites: tile matching, the connection rule, the Home Row exception, rotation.

Rulebook, Crew Cards: a Crew card is placed on a Site that makes a valid tunnel connection to an
occupied Site, except in your Home Row; a connection is valid only when both Sites share a
matching opening. RULINGS.md: every opening meets an opening of each built neighbour, no
opening faces a neighbour's wall. Our ruling: cards turn end over end, never a quarter turn.
"""

from __future__ import annotations

from .helpers import assert_illegal, crew, lay, legal, play, position


def matching_position():
    """Player 1's crew holds B2 (open N, E, S); C3 is built (open N, S) and empty.

    Row 3  .  [C3: N S]  .
    Row 2  [B2: N E S *crew*]  (C2: to build)
    """
    state = position(turn=0, hands=[["c3", "c4", "c5", "c8"], []])
    lay(state, "B2", "NES")
    crew(state, "B2", 0, 2)
    lay(state, "C3", "NS", owner=1)
    return state


def test_only_tiles_that_meet_every_neighbour_fit():
    state = matching_position()
    # C2 touches B2's east opening (its west side) and C3's south opening (its north side):
    # Bend c5 as NW meets both; Crossroads c8 meets both (its east and south face empty cells).
    c2 = sorted(a for a in state.legal_actions() if " C2 " in a)
    assert c2 == ["build c5 C2 NW", "build c8 C2 NESW"]
    # B3 (above B2) needs a south opening, and its east side touches C3's west wall:
    # only Bend c4 turned to SW. (c5 as ES opens east into the wall; c8 too; c3 has no south.)
    b3 = sorted(a for a in state.legal_actions() if " B3 " in a)
    assert b3 == ["build c4 B3 SW"]
    # B1 (Home Row, below B2) needs a north opening, and a Home Row tile runs through toward
    # the Claims (south) too: only Crossroads c8 (the Bends c4 NE and c5 NW have no south).
    b1 = sorted(a for a in state.legal_actions() if " B1 " in a)
    assert b1 == ["build c8 B1 NESW"]


def test_a_wall_facing_an_opening_is_refused():
    state = matching_position()
    # Crosscut EW at C2: its west opening meets B2, but its north wall faces C3's south opening.
    message = assert_illegal(state, "build c3 C2 EW")
    assert "no wall may face" in message
    # Bend NE either way: as NE its west wall faces B2's opening; as SW its north wall faces C3.
    assert_illegal(state, "build c4 C2 NE")
    assert_illegal(state, "build c4 C2 SW")


def test_an_opening_facing_a_wall_is_refused():
    state = matching_position()
    lay(state, "D2", "NS", owner=1)  # D2's west side is a wall
    assert_illegal(state, "build c8 C2 NESW")  # the Crossroads' east opening would face it
    assert sorted(a for a in state.legal_actions() if " C2 " in a) == ["build c5 C2 NW"]


def test_building_makes_a_site_with_the_cards_crew():
    state = matching_position()
    play(state, "build c5 C2 NW")
    view = state.view(0)
    c2 = next(c for c in view["cells"] if c["cell"] == "C2")
    assert c2["tile"]["shape"] == "NW" and c2["tile"]["owner"] == 0
    assert c2["crew"] == {"seat": 0, "value": 3, "tired": 0}  # Bend c5 has crew value 3
    assert state.hands[0] == ["c3", "c4", "c8"]
    assert state.phase == "allocate"


def test_home_row_needs_no_connection():
    # Empty grid: Gallery c1 (N S) may go on any cell of Player 1's Home Row (row 1), nowhere else.
    state = position(turn=0, hands=[["c1"], []])
    assert legal(state, "build") == [f"build c1 {col}1 NS" for col in "ABCDE"]
    # Player 2's Home Row is row 4, the last.
    state = position(turn=1, hands=[[], ["c1"]])
    assert legal(state, "build") == [f"build c1 {col}4 NS" for col in "ABCDE"]


def test_home_row_still_needs_matching():
    state = position(turn=0, hands=[["c1"], []])
    lay(state, "A1", "EW")  # A1's east opening faces B1
    assert "build c1 B1 NS" not in state.legal_actions()  # B1's west wall would face it
    assert legal(state, "build") == ["build c1 C1 NS", "build c1 D1 NS", "build c1 E1 NS"]


def test_outside_the_home_row_only_next_to_your_own_crew():
    state = position(turn=0, hands=[["c1"], []])
    lay(state, "B2", "NS")
    assert "build c1 B3 NS" not in state.legal_actions()  # B2 is built but nobody holds it
    crew(state, "B2", 1, 3)
    message = assert_illegal(state, "build c1 B3 NS")  # the opponent's crew does not count
    assert "your crew occupies" in message
    crew(state, "B2", 0, 3)
    assert "build c1 B3 NS" in state.legal_actions()


def test_connection_needs_shared_openings():
    # Player 1's crew on B2 (open N and S only): C2 is next door but B2 has no east opening.
    state = position(turn=0, hands=[["c8"], []])
    lay(state, "B2", "NS")
    crew(state, "B2", 0, 1)
    builds = legal(state, "build")
    assert "build c8 C2 NESW" not in builds
    assert "build c8 B3 NESW" in builds and "build c8 B1 NESW" in builds


def test_cards_turn_end_over_end_never_a_quarter_turn():
    # Bend c4 is printed N E: it builds as NE or SW (turned 180 degrees), never NW or ES.
    # Player 1's crew on B2, a Crossroads: A2 needs an east opening (NE), C2 a west one (SW),
    # B3 a south one (SW); B1 is the Home Row, where a tile must open north and south.
    state = position(turn=0, hands=[["c4"], []])
    lay(state, "B2", "NESW")
    crew(state, "B2", 0, 1)
    assert legal(state, "build") == ["build c4 A2 NE", "build c4 B3 SW", "build c4 C2 SW"]
    assert_illegal(state, "build c4 C2 NW")
    assert_illegal(state, "build c4 C2 ES")
    # A Gallery turned end over end is the same tunnel: listed once.
    state = position(turn=0, hands=[["c1"], []])
    assert len(legal(state, "build")) == 5


def test_openings_may_face_the_edge_of_the_grid():
    state = position(turn=0, hands=[["c8"], []])
    assert "build c8 A1 NESW" in state.legal_actions()  # west faces the edge, south the Claims


def test_a_built_cell_cannot_be_built_again():
    state = position(turn=0, hands=[["c1"], []])
    lay(state, "A1", "NS")
    assert "already built" in assert_illegal(state, "build c1 A1 NS")
