"""No Company can seal its Claims for good (RULINGS.md, Skullminers revised; our rulings:
Home Rows run through, Breakthrough). Player 2's Home Row is row 4; Player 1 seeks beyond it."""

from __future__ import annotations

import random

from pygame_rules.bots import sample_chance
from pygame_rules.games.skullminers import GAME
from pygame_rules.games.skullminers.cards import CARDS
from pygame_rules.games.skullminers.words import describe

from .helpers import assert_illegal, crew, lay, legal, play, position


def test_a_home_row_tile_opens_toward_the_claims_and_the_grid():
    # Ruling: a tile built in a Home Row opens both north and south, so no Home Row walls the
    # Claims next to it off. Crosscut c3 (E W) and a Bend fit nowhere in Player 2's Home Row.
    state = position(turn=1, hands=[[], ["c3", "c4", "c1"]])
    assert legal(state, "build") == [f"build c1 {col}4 NS" for col in "ABCDE"]
    assert "open toward the Claims" in assert_illegal(state, "build c3 A4 EW")


def test_a_home_row_shaft_runs_toward_the_claims_for_good():
    # Ruling: a Shaft built in a Home Row leaves toward the Claims next to it, and Winch Crew
    # turns no Shaft there. A Shaft N>S in front of its Claim would let no crew in from the
    # grid and none dig (a Shaft digs only by its way out): in 28 draws of a 200-game batch
    # (docs/bots.md), such Shafts stood in front of most never-found God Skulls.
    state = position(turn=1, hands=[[], ["c12", "d7"]], company="crimson")  # Player 2: Black Rock
    assert legal(state, "build c12 A4") == ["build c12 A4 S>N"]  # out at N, toward Player 2's Claims
    assert "run toward the Claims" in assert_illegal(state, "build c12 A4 N>S")
    lay(state, "A4", "S>N", owner=1)
    lay(state, "A3", "S>N", owner=1)
    lay(state, "A2", "NS", owner=1)
    crew(state, "A2", 1, 2)
    assert CARDS["d7"].text == ("Turn around a Shaft your tunnels reach outside the Home Rows: "
                                "crew now travel it the other way.")
    assert legal(state, "play d7") == ["play d7 A3"]  # not A4, in Player 2's Home Row


def test_breakthrough_blasts_the_wall_toward_the_claims():
    assert CARDS["d10"].text == ("Blast open the wall of a Site your crew holds on the side facing the "
                                 "Claims you seek: a tunnel beyond it collapses, with any crew on it. "
                                 "A Shaft blasted open runs both ways.")
    state = position(turn=0, hands=[["d10"], []])
    lay(state, "B2", "ESW")  # walled to the north
    crew(state, "B2", 0, 2)
    lay(state, "B3", "N", owner=1)  # a Dead End facing B2 with its wall, 1 crew of Player 2
    crew(state, "B3", 1, 1)
    lay(state, "C2", "NS")  # open north already: not a target
    crew(state, "C2", 0, 1)
    lay(state, "D2", "S>N")  # a Shaft open north already: not a target
    crew(state, "D2", 0, 1)
    lay(state, "E2", "W>E")  # not held by Player 1's crew: not a target
    assert legal(state, "play") == ["play d10 B2"]
    play(state, "play d10 B2")
    b2, b3 = state.geo.index["B2"], state.geo.index["B3"]
    assert state.tiles[b2][1] == 15 and state.tiles[b3] is None  # B2 opens N, E, S, W
    assert (state.crew_seat[b3], state.crew_val[b3]) == (-1, 0)  # the crew on it are lost
    assert state.discards == [["d10"], ["c10"]]  # the Dead End c10 goes to its builder's pile


def test_breakthrough_opens_a_shaft_held_in_front_of_the_last_claim():
    # Ruling (Breakthrough): a Shaft your crew holds is a target too, and runs both ways after.
    # Game 113 of the 200-game batch (docs/bots.md): Player 1's own Chute on C3 (in at S, out at
    # E) walls off C4, the empty front Site of the God Skull's Claim. A Home Row tile must open
    # north and south, so nothing fits C4 while that wall stands.
    state = position(turn=0, hands=[["d10", "c1"], ["c1", "c1", "c2", "c3", "c4"]], god=(None, 2), blind=False)
    lay(state, "C2", "NS")
    lay(state, "C3", "S>E")
    crew(state, "C3", 0, 3)
    c3, c4 = state.geo.index["C3"], state.geo.index["C4"]
    assert not any(a.startswith("build c1 C4") for a in state.legal_actions())
    assert legal(state, "play d10") == ["play d10 C3"]
    assert describe(state, state.top, state.parse("play d10 C3")) == (
        "{p0} plays Breakthrough on C3: the wall of C3 toward the Claims opens and its Shaft now runs both ways.")
    play(state, "play d10 C3", "done")
    assert state.tiles[c3][1:4] == (1 | 2 | 4, 0, 0)  # N, E and S open; no arrow
    play(state, "discard c4", "done", "draw c2", "draw c3", "draw c4", "draw c5")
    play(state, "build c1 C4 NS", "move C3 C4 3", "dig C")
    assert state.end_reason() == "god_skull" and state.winners() == [0]
    assert state.tiles[c4] is not None


def test_the_worst_wall_still_leaves_a_way_to_a_claim():
    # Player 2 walls its Claims as well as the rules let it: its Home Row (row 4) is five
    # Galleries, each held by its crew, and row 3 five Dead Ends opening only north, so nothing
    # in row 2 may open toward them and no route, build or Directive reaches row 3 or 4.
    state = position(turn=0, hands=[["d10", "c1"], ["c1", "c1", "c2", "c3", "c4"]], god=(None, 2), blind=False)
    for col in "ABCDE":
        lay(state, f"{col}4", "NS", owner=1)
        crew(state, f"{col}4", 1, 2)
        lay(state, f"{col}3", "N", owner=1)
    lay(state, "C1", "NS")
    lay(state, "C2", "S")  # Player 1's best: a Dead End turned south (a north opening may not face the wall)
    crew(state, "C2", 0, 3)
    assert not any(a.startswith("build") and ("3 " in a or "4 " in a) for a in state.legal_actions())
    assert legal(state, "play d10") == ["play d10 C2"]
    # Breakthrough: C2 opens north, the Dead End C3 collapses.
    play(state, "play d10 C2", "done")
    assert state.tiles[state.geo.index["C3"]] is None
    play(state, "discard c4", "done")  # Player 2's turn (it holds 5 cards: no draw)
    play(state, "draw c2", "draw c3", "draw c4", "draw c5")  # Player 1 draws up to 5
    # A Gallery now fits C3: south meets C2, north meets C4, east and west face the Dead Ends' walls.
    assert "build c1 C3 NS" in state.legal_actions()
    play(state, "build c1 C3 NS", "move C3 C4 3", "attack C4", "contest 2 0")
    assert state.crew_seat[state.geo.index["C4"]] == 0  # Player 1 holds the front Site
    assert legal(state, "dig") == ["dig C"]  # and may unearth the Claim behind it
    play(state, "dig C")
    assert state.end_reason() == "god_skull" and state.winners() == [0]


def test_most_random_games_end_with_the_god_skull():
    # Designed content (cards.json, board.json): 50 seeded random-policy games; the God Skull
    # must be the usual end (docs/bots.md has the 200-game batches).
    ends = []
    for seed in range(50):
        rng = random.Random(seed)
        state = GAME.new_game(2)
        while not state.is_terminal():
            state.apply(sample_chance(state, rng) if state.is_chance_node() else rng.choice(state.legal_actions()))
        ends.append(state.end_reason())
    assert ends.count("god_skull") >= 25, ends.count("god_skull")
