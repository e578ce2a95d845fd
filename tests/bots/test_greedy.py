"""The greedy bot (pygame_rules/bots/greedy.py): Skullminers' one-step policy, a measuring
stick for the lab (``simulate --bots greedy``), seeing only its seat's view."""

from __future__ import annotations

from pygame_rules.bots import LAB_BOTS, BOTS, GreedyBot
from pygame_rules.bots.skullminers_greedy import evaluate
from pygame_rules.lab import play_game

from tests.unit.skullminers.helpers import crew, lay, position


def test_greedy_is_a_lab_bot_not_a_seat_kind():
    assert LAB_BOTS["greedy"] is GreedyBot and "greedy" not in BOTS


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


def test_greedy_plays_whole_games_to_the_end():
    result = play_game({"game": "skullminers", "bots": ["greedy", "random"], "games": 1, "seed": 5}, 0)
    assert result["end_reason"] in ("god_skull", "limit_draw") and result["turns"] > 10
    other = play_game({"game": "sedlec", "bots": ["greedy"], "games": 1, "seed": 5}, 0)  # random there
    assert other["end_reason"] == "pyramids"
    # the bot's own generator is seeded from the batch: the same game again
    assert play_game({"game": "skullminers", "bots": ["greedy", "random"], "games": 1, "seed": 5}, 0)["plies"] == result["plies"]
