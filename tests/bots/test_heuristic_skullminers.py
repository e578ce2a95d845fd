"""The Skullminers heuristic (pygame_rules/bots/heuristics/skullminers.py): the greedy miner's
choices and the standing it judges positions by, on hand-built grids."""

from __future__ import annotations

from pygame_rules.bots import GreedyBot
from pygame_rules.bots.heuristics.skullminers import (ATTACK, BREACH, BUILD, MOVE, ROUTE, ROUTE_DECAY, evaluate,
                                                      policy, route_costs, standing)
from pygame_rules.lab import play_game

from tests.unit.skullminers.helpers import crew, lay, position


def test_greedy_unearths_a_claim_when_a_crew_stands_in_front_of_one():
    state = position(turn=0, phase="allocate")
    lay(state, "C3", "NS")
    lay(state, "C4", "NS")
    crew(state, "C3", 0, 3)
    crew(state, "C4", 0, 1)
    state.known[0] = {2: "soil"}
    lay(state, "D4", "NS")
    crew(state, "D4", 0, 1)
    # C4 and D4 may dig; the Claim behind C4 was scouted as Soil: D it is.
    assert GreedyBot(1).choose(state) == "dig D"
    state.known[0] = {3: "soil", 2: "god"}
    assert GreedyBot(1).choose(state) == "dig C"  # the scouted God Skull first


def test_greedy_moves_crew_forward_then_ends_the_turn():
    # Player 1 on C2 [N S] with 2 crew, C3 [N S] empty ahead: one step forward scores better.
    state = position(turn=0, phase="allocate")
    lay(state, "C2", "NS")
    lay(state, "C3", "NS")
    crew(state, "C2", 0, 2)
    bot = GreedyBot(1)
    assert bot.choose(state) == "move C2 C3 2"
    state.apply("move C2 C3 2")
    assert bot.choose(state) == "done"  # the crew moved: nothing left to gain
    assert evaluate(state, 0) > 0 > evaluate(state, 1)


def test_crew_in_front_of_a_claim_stand_higher_than_crew_at_home():
    """Only digging wins: the same crew is worth more in front of the Claims it seeks (on a
    tunnel open toward them: ready to dig) than in its own Home Row."""
    home = position(turn=0, phase="allocate")
    lay(home, "C1", "NS")
    crew(home, "C1", 0, 3)
    front = position(turn=0, phase="allocate")
    lay(front, "C4", "NS", owner=1)
    crew(front, "C4", 0, 3)
    assert standing(front, 0) > standing(home, 0) + 15


def test_route_counts_moves_builds_and_an_attack_to_the_front_of_a_claim():
    """Rulebook, Allocation & Contest and Crew Cards: crew step along shared openings, a tile
    is built next to a Site the seat's crew holds, and a Site the other seat holds is taken by
    a contest. From Player 1's crew on C2 [N S]: C3 [N S] one move, then open ground C4 (the
    front of Claim C) one build; with Player 2's 4 crew on C4 [N S], a move and an attack
    against 4 crew instead."""
    state = position(turn=0, phase="allocate")
    lay(state, "C2", "NS")
    lay(state, "C3", "NS")
    crew(state, "C2", 0, 3)
    c3, c4 = state.geo.index["C3"], state.geo.index["C4"]
    assert route_costs(state, 0)[c3] == MOVE
    assert route_costs(state, 0)[c4] == MOVE + BUILD
    lay(state, "C4", "NS", owner=1)
    crew(state, "C4", 1, 4)
    assert route_costs(state, 0)[c4] == MOVE + MOVE + ATTACK + 0.5 * 4


def test_route_through_a_wall_toward_the_claims_counts_a_breakthrough():
    """Breakthrough (docs/rulings/skullminers.md): a wall of a Site the seat's crew holds,
    on the side toward the Claims it seeks, can be blasted open. Crew on C3 [S] (a dead end,
    walled to the north) reach open ground C4 by a blast and a build; the same crew on
    C3 [N S] by a build alone, and the open way stands higher by exactly the route's worth
    for the Claim scouted as the God Skull."""
    walled = position(turn=0, phase="allocate")
    lay(walled, "C3", "S")
    crew(walled, "C3", 0, 3)
    walled.known[0] = {2: "god"}
    open_ = position(turn=0, phase="allocate")
    lay(open_, "C3", "NS")
    crew(open_, "C3", 0, 3)
    open_.known[0] = {2: "god"}
    c4 = walled.geo.index["C4"]
    assert route_costs(walled, 0)[c4] == BREACH + BUILD
    assert route_costs(open_, 0)[c4] == BUILD
    gap = ROUTE * (ROUTE_DECAY ** BUILD - ROUTE_DECAY ** (BREACH + BUILD))
    assert gap > 5
    assert abs(standing(open_, 0) - standing(walled, 0) - gap) < 1e-9


def test_rollout_policy_moves_forward_and_digs():
    """The cheap policy (no copies) digs when it can, else moves crew toward the Claims."""
    import random
    state = position(turn=0, phase="allocate")
    lay(state, "C2", "NS")
    lay(state, "C3", "NS")
    crew(state, "C2", 0, 2)
    assert policy(state, random.Random(1)) == "move C2 C3 2"
    lay(state, "D4", "NS", owner=1)
    crew(state, "D4", 0, 1)
    assert policy(state, random.Random(1)) == "dig D"


def test_greedy_plays_whole_games_to_the_end():
    result = play_game({"game": "skullminers", "bots": ["greedy", "random"], "games": 1, "seed": 5}, 0)
    assert result["end_reason"] in ("god_skull", "limit_draw") and result["turns"] > 10
    # the bot's own generator is seeded from the batch: the same game again
    assert play_game({"game": "skullminers", "bots": ["greedy", "random"], "games": 1, "seed": 5}, 0)["plies"] == result["plies"]
