"""Game Setup (rulebook: Game Setup): the Drift with Hazard clearance, starting hands with
INSTANT (and, by ruling, Suppressed Hazard) cards shuffled back, the Polished Mask's two
suppressed cards, and the turn-order roll with re-rolls of tied high rolls."""

from __future__ import annotations

from pygame_rules.games.eskeletos import GAME
from pygame_rules.games.eskeletos.cards import CARDS
from pygame_rules.games.eskeletos.frames import OrderRoll

from .helpers import new, pending, play, top


def test_setup_hazard_in_the_drift_is_discarded_without_effect():
    state = GAME.new_game(2)
    play(state, "card buried_grief", "card tears" if False else "card healing_spring")
    assert [k for k, _ in state.drift] == ["healing_spring"]
    assert state.decks.discard["fate"] == ["buried_grief"]
    play(state, "card time_heals", "card wildfire")
    assert len(state.drift) == 3 and top(state) == "pick_traveler"
    play(state, "traveler elder", "traveler child")
    # No Burden from Buried Grief's global event: starting values stand.
    assert [t.burden for t in state.tr] == [2, 1]


def test_instant_in_a_starting_hand_is_shuffled_back_and_replaced():
    state = new(2, hands=("sudden_clarity", "ancestral_voice", "empty_chair"))
    assert [k for k, _ in state.tr[0].hand] == ["ancestral_voice", "empty_chair"]
    assert state.decks.pile["fate"]["sudden_clarity"] == 2  # both copies still in the deck
    assert state.tr[0].burden == 2  # Sudden Clarity did not resolve


def test_turn_order_reroll_among_tied_high_rolls():
    state = GAME.new_game(3)
    while top(state) != "order_roll":
        if top(state) == "pick_traveler":
            state.apply(state.legal_actions()[0])
        else:  # any playable card
            state.apply(next(a for a in state.legal_actions() if CARDS[state.parse(a).card].kind == "action"))
    play(state, "d6 5", "d6 5", "d6 2")
    assert [f.seat for f in state.stack if isinstance(f, OrderRoll)] == [1, 0]  # seats 1 and 2 re-roll
    play(state, "d6 3", "d6 6")
    assert state.first == 1 and pending(state) == ("phase1", 1)


def test_polished_mask_starts_with_two_unseen_suppressed_cards():
    state = new(2, travelers=("mask", "elder"))
    mask = state.tr[0]
    assert (mask.burden, mask.hope) == (1, 1)
    assert [k for k, _, _ in mask.vault] == ["rift", "tidal_pull"]
    assert state.view(0)["travelers"][0]["vault"] == [{"hidden": True, "hazard_known": False}] * 2
    # Movement penalty: roll 3+4 = 7, minus 2 suppressed = 5 spaces.
    play(state, "draw", "card healing_spring", "roll 3 4")
    assert (mask.ring, mask.pos) == (1, 5)
