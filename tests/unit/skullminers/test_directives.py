"""Directive cards: the effect vocabulary, each effect performed as its text says.

Rulebook, Direct Phase: a Directive's effect is resolved as stated on the card. The cards are
designed (cards.json); their text is written from their effect lists (effects.py).
"""

from __future__ import annotations

import pytest

import pygame_rules as pr
from pygame_rules.games.skullminers.cards import CARDS, COMPANIES
from pygame_rules.games.skullminers.frames import DrawCards

from .helpers import assert_illegal, at, crew, lay, legal, play, position


def test_card_text_is_written_from_the_effects():
    assert CARDS["d6"].text == "Draw 2 cards."
    assert CARDS["d1"].text == "Add 2 crew to a Site your crew holds (a Site holds at most 6)."
    assert CARDS["d8"].text == ("Secretly look under one hidden Claim you seek: Soil or the God Skull? "
                                "Then draw 1 card.")
    assert CARDS["c12"].text.startswith("Shaft: crew go in at S and out at N, never back.")


def test_designed_decks_have_the_variety_we_promise():
    shapes = {CARDS[c].shape for comp in COMPANIES.values() for c in comp.deck if c.startswith("c")}
    assert len(shapes) >= 8
    ops = {e["op"] for d in CARDS.values() if not hasattr(d, "shape") for e in d.effects}
    assert ops == {"add_crew", "rockfall", "cave_in", "scout", "draw", "reverse_shaft", "breach"}
    for comp in COMPANIES.values():
        assert sum(comp.deck.values()) == 24
        assert len({c for c in comp.deck if c.startswith("d")}) >= 5  # Directives of 5+ kinds each


def test_reinforcements_add_two_to_your_own_site_up_to_six():
    state = position(turn=0, hands=[["d1"], []])
    lay(state, "B1", "NS")
    lay(state, "B2", "NS")
    lay(state, "B3", "NS")
    crew(state, "B1", 0, 5)
    crew(state, "B2", 0, 1)
    crew(state, "B3", 1, 2)
    assert legal(state, "play") == ["play d1 B1", "play d1 B2"]  # not the opponent's B3
    play(state, "play d1 B1")
    assert state.crew_val[state.geo.index["B1"]] == 6  # 5 + 2, capped at 6
    assert state.discards[0] == ["d1"] and state.phase == "allocate"


def test_fresh_shift_mans_an_empty_site_in_your_home_row():
    state = position(turn=0, hands=[["d2"], []])
    lay(state, "A1", "NS")  # empty
    lay(state, "C1", "NS")
    crew(state, "C1", 1, 1)  # held by the opponent: not allowed
    lay(state, "A2", "NS")  # not the Home Row
    assert legal(state, "play") == ["play d2 A1"]
    play(state, "play d2 A1")
    i = state.geo.index["A1"]
    assert (state.crew_seat[i], state.crew_val[i]) == (0, 3)


def test_rockfall_rolls_hit_dice_at_an_opponents_site():
    state = position(turn=0, hands=[["d3"], []], company="crimson")  # Rockfall is a Crimson card
    lay(state, "B2", "NS")
    crew(state, "B2", 0, 1)
    lay(state, "B3", "NS", owner=1)
    crew(state, "B3", 1, 4)
    assert legal(state, "play") == ["play d3 B3"]
    play(state, "play d3 B3")
    assert dict(state.chance_outcomes()) == pytest.approx(
        {"rockfall 0": 1 / 8, "rockfall 1": 3 / 8, "rockfall 2": 3 / 8, "rockfall 3": 1 / 8})
    play(state, "rockfall 2")
    assert state.crew_val[state.geo.index["B3"]] == 2
    assert state.log(None)[-1] == "Rockfall at B3: 3 Hit Dice show 2 Hits; Player 2 loses 2 crew."


def test_black_powder_rockfall_then_draw():
    state = position(turn=0, hands=[["d9"], []], company="crimson")
    lay(state, "B2", "NS")
    crew(state, "B2", 0, 1)
    lay(state, "B3", "NS", owner=1)
    crew(state, "B3", 1, 1)
    play(state, "play d9 B3", "rockfall 2")
    i = state.geo.index["B3"]
    assert (state.crew_seat[i], state.crew_val[i]) == (-1, 0)  # 1 crew, 2 Hits: the die is gone
    assert state.top == DrawCards(seat=0, left=1)
    play(state, "draw c1")
    assert state.hands[0] == ["c1"] and state.discards[0] == ["d9"] and state.current_player == 0


def test_cave_in_collapses_an_empty_site():
    state = position(turn=0, hands=[["d4"], []])
    lay(state, "C3", "NS", owner=1, card="c2")
    lay(state, "C2", "NS")
    crew(state, "C2", 0, 1)
    assert legal(state, "play") == ["play d4 C3"]  # only built Sites nobody holds
    play(state, "play d4 C3")
    assert state.tiles[state.geo.index["C3"]] is None
    assert state.discards == [["d4"], ["c2"]]  # the tile's card goes to its owner's discard pile


def test_winch_crew_turns_a_shaft_round():
    state = position(turn=0, hands=[["d7"], []])
    lay(state, "B1", "NS")
    crew(state, "B1", 0, 1)
    lay(state, "B2", "S>N")
    play(state, "play d7 B2")
    assert state.view(0)["cells"][state.geo.index["B2"]]["tile"]["shaft"] == {"in": "N", "out": "S"}


def test_supply_cart_draws_two():
    state = position(turn=0, hands=[["d6"], []], company="crimson")
    assert legal(state, "play") == ["play d6"]
    play(state, "play d6", "draw c2", "draw c12")
    assert state.hands[0] == ["c2", "c12"] and state.phase == "allocate" and state.current_player == 0


def test_dowsing_rod_shows_a_claim_to_its_player_only():
    state = position(turn=0, hands=[["d5"], []], blind=False, god=(0, 3))
    state.revealed[1][0] = "soil"
    assert legal(state, "play") == ["play d5 B", "play d5 C", "play d5 D", "play d5 E"]
    play(state, "play d5 D")
    assert state.known[0] == {3: "god"}
    assert state.log(0)[-1] == "Player 1 plays Dowsing Rod on Claim D. Under Claim D lies the God Skull."
    assert state.log(1)[-1] == "Player 1 plays Dowsing Rod on Claim D."
    assert state.view(0)["claims"][1][3]["known"] == "god"
    assert state.view(None)["claims"][1][3]["known"] is None


def test_a_blind_scout_is_decided_by_chance_for_the_scout_alone():
    state = position(turn=0, hands=[["d5"], []])
    play(state, "play d5 B")
    assert dict(state.chance_outcomes()) == pytest.approx({"found soil": 4 / 5, "found god": 1 / 5})
    play(state, "found soil")
    assert state.known[0] == {1: "soil"} and state.god[1] is None
    assert state.log(0)[-1] == "Under Claim B lies only Soil."
    assert state.log(1)[-1] == "Player 1 studies Claim B in secret."
    # the next look at a blind Claim weighs only the four not known to be Soil
    state.hands[0] = ["d5"]
    at(state, "direct")
    assert "play d5 B" not in state.legal_actions()
    play(state, "play d5 C")
    assert dict(state.chance_outcomes()) == pytest.approx({"found soil": 3 / 4, "found god": 1 / 4})


def test_a_directive_without_a_target_can_only_be_discarded():
    state = position(turn=0, hands=[["d1"], []])  # no crew anywhere to reinforce
    assert state.legal_actions() == ["discard d1"]


def test_a_directive_needs_a_tunnel_route_from_your_crew():
    # Rulebook (Additional Rules): "All movement and actions must occur through legally connected
    # tunnel routes, including Shafts where travel is restricted to one direction."
    # Player 1 holds A1 [N S]; A2 [N S] leads on to A3 (Player 2, 3 crew). D4 (Player 2, 2 crew)
    # lies on no route from Player 1's crew: Rockfall may target A3, never D4.
    state = position(turn=0, hands=[["d3"], []], company="crimson")
    lay(state, "A1", "NS")
    crew(state, "A1", 0, 2)
    lay(state, "A2", "NS")
    lay(state, "A3", "NS", owner=1)
    crew(state, "A3", 1, 3)
    lay(state, "D4", "NESW", owner=1)
    crew(state, "D4", 1, 2)
    assert legal(state, "play") == ["play d3 A3"]
    assert_illegal(state, "play d3 D4")
    # A Shaft on the way counts only its own way: A2 turned to a Shaft going south cuts the route.
    lay(state, "A2", "N>S")
    assert legal(state, "play") == []
    lay(state, "A2", "S>N")
    assert legal(state, "play") == ["play d3 A3"]


def test_cave_in_reaches_only_along_tunnels_and_fresh_shift_names_the_home_row():
    state = position(turn=0, hands=[["d4", "d2"], []])
    lay(state, "B1", "NE")
    crew(state, "B1", 0, 1)
    lay(state, "B2", "NS")  # on B1's route
    lay(state, "C1", "W")  # its west opening meets B1's east: a route
    lay(state, "E3", "NS")  # nobody's route leads there
    lay(state, "E1", "N")  # Home Row, empty, no route: Fresh Shift may still man it
    assert legal(state, "play d4") == ["play d4 B2", "play d4 C1"]
    assert legal(state, "play d2") == ["play d2 B1", "play d2 C1", "play d2 E1"]
