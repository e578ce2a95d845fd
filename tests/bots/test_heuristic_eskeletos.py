"""The ESKELETOS heuristic (pygame_rules/bots/heuristics/eskeletos.py): the greedy Traveler's
choices on scripted positions, each with the rule or reason behind it.

Ring 1 reads ``W N E H M L C V T N H E M L C V T H N E L M T C`` (index 0 the Ship's Wheel):
a Lotus at 1.5, Turning Points at 1.8, 1.16 (Fate Manipulation lies there) and 1.22."""

from __future__ import annotations

from pygame_rules.bots import GreedyBot
from pygame_rules.bots.heuristics import eskeletos as h

from tests.unit.eskeletos.helpers import give_relics, hand_from_piles, new, play, put, top


def _moved(place: str, roll: str, **fields):
    """Seat 1 at ``place`` draws (healing_spring), then rolls ``roll``."""
    state = new()
    put(state, 0, place, **fields)
    return play(state, "draw", "card healing_spring", roll)


def test_it_accepts_when_able():
    """Reaching Acceptance wins: on a Ring 5 Turning Point with no baggage and 3 Relics, the
    greedy Traveler attempts the Acceptance Check."""
    state = new()
    put(state, 0, "5.0", burden=0, hope=2)
    give_relics(state, 0, "fate", "cloak", "equilibrium")
    play(state, "draw", "card healing_spring", "roll 1 2")
    assert state.legal_actions() == ["accept", "stay"]
    assert GreedyBot(1).choose(state) == "accept"


def test_it_sheds_burden_on_a_lotus():
    """Lotus: shed 1 Burden or take 1 Hope. With 2 Burden it sheds."""
    state = _moved("1.0", "roll 2 3", burden=2)
    assert top(state) == "lotus"
    assert GreedyBot(1).choose(state) == "rest shed"


def test_it_crosses_a_gateway_unless_a_failure_would_risk_collapse():
    """A Gateway Check passes on 4+ and fails for 1 Burden. On Ring 3 (Turning Point 3.4) with
    1 Burden the greedy Traveler rolls; with 4 Burden a failure brings the 5th and a Limbo
    Crisis (4 in 6 to collapse: back to Ring 1 after Limbo), so it stays."""
    state = _moved("3.0", "roll 1 3", burden=1)
    assert top(state) == "gateway_ask"
    assert GreedyBot(1).choose(state) == "gateway"
    state = _moved("3.0", "roll 1 3", burden=4)
    assert GreedyBot(1).choose(state) == "stay"


def test_it_claims_a_relic_it_lands_on():
    """Stage Relics: landing on the Turning Point where a Relic lies claims it (3 are needed)."""
    state = _moved("1.4", "roll 6 6")
    assert top(state) == "relic_tp"
    assert GreedyBot(1).choose(state) == "claim"


def test_it_aims_its_movement_at_a_turning_point():
    """Movement cards change the roll: 3 + 3 from the Ship's Wheel lands on a Corporeal space;
    Tailwind (+2) lands on the Turning Point 1.8 instead, so the greedy Traveler plays it."""
    state = new()
    hand_from_piles(state, 0, ["tailwind"])
    play(state, "draw", "card healing_spring", "roll 3 3")
    assert top(state) == "move_mods" and "play tailwind" in state.legal_actions()
    assert GreedyBot(1).choose(state) == "play tailwind"


def test_it_challenges_a_traveler_holding_the_relics_it_needs():
    """Encounters: winning a conflict by 3 or more makes the Defender surrender a Relic. The
    greedy Traveler, without Relics, challenges one who holds two (off a Sanctuary space)."""
    state = new()
    put(state, 1, "1.6")
    give_relics(state, 1, "ember", "cloak")
    play(state, "draw", "card healing_spring", "roll 3 3")
    assert top(state) == "encounter" and "conflict 2" in state.legal_actions()
    assert GreedyBot(1).choose(state) == "conflict 2"


def test_burden_weighs_more_as_it_grows():
    """A 5th Burden risks Total Collapse: each Burden costs more than the one before."""
    state = new()
    worth = []
    for burden in range(5):
        put(state, 0, "3.0", burden=burden)
        worth.append(h.standing(state, 0))
    steps = [a - b for a, b in zip(worth, worth[1:])]
    assert all(s > 0 for s in steps) and steps == sorted(steps)
