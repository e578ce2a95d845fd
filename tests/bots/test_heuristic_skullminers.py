"""The Skullminers heuristic (pygame_rules/bots/heuristics/skullminers.py): the greedy miner's
choices and the standing it judges positions by, on hand-built grids."""

from __future__ import annotations

from pygame_rules.bots import GreedyBot
from pygame_rules.bots.heuristics.skullminers import evaluate, policy, standing
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
