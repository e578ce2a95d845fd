"""The Court of the Dead heuristic (pygame_rules/bots/heuristics/court_of_the_dead.py): the
greedy Mourner's choices on hand-built positions, each with the rule or reason behind it."""

from __future__ import annotations

from pygame_rules.bots import GreedyBot
from pygame_rules.bots.heuristics import court_of_the_dead as h
from pygame_rules.games.court_of_the_dead.frames import AskPick, AskTurn

from tests.unit.court_of_the_dead.helpers import blank, put, start, start_phase


def test_it_bids_its_share_of_the_tithe_and_one_more():
    """Tithe: players + 1 at Suspicion 0 = 3 Etherea with nothing on Dirth Forge. Met, the top
    giver alone gains 3 Unity; missed, the lowest givers lose 2. With 5 Etherea the greedy
    Mourner gives its half of the 3 (2) and one more to be the top giver: 3."""
    st = blank(2, etherea=[5, 5])
    start_phase(st, "tithe")
    assert st.current_player == 0 and "bid 3" in st.legal_actions()
    assert GreedyBot(1).choose(st) == "bid 3"


def test_it_takes_the_biggest_pile_when_influence_would_score_nothing():
    """Ethereal Distribution: take a pile, or pass for 2 Faction Influence. With every track
    at 0 (the first Influence points score nothing on the printed table), the 5-Etherea pile
    is worth more."""
    st = blank(2)
    st.piles = [5, 2, 0]
    start(st, AskPick(1))
    assert GreedyBot(1).choose(st) == "take 1"


def test_it_moves_figures_to_control_a_location_rather_than_pass():
    """Moving Guild Figures costs 1 Influence of the destination's faction per figure; a
    location's controller (most figures) uses its effect each round. With two Mortis Knights in
    the Crypt and Bone Influence to spend, the greedy Mourner deploys them."""
    st = blank(2, infl=[6, 0, 0, 0, 0, 0], unity_supply=25)
    put(st, 0, 0, "MK", 2)
    put(st, 1, "Dirth Forge", "MK", 1)
    start(st, AskTurn())
    assert GreedyBot(1).choose(st).startswith("move crypt ")


def test_a_location_controlled_alone_adds_to_the_standing():
    """Resolve Locations: the player with the most figures at a location earns its bonus; a
    tie earns nothing."""
    st = blank(2, unity_supply=25)
    put(st, 0, "Mortiss-Veth", "MK", 1)
    start(st, AskTurn())  # a game in progress (its Action Phase)
    alone = h.standing(st, 0)
    put(st, 1, "Mortiss-Veth", "CO", 1)  # a tie: nobody uses the location
    assert alone - h.standing(st, 0) >= h.CONTROL
