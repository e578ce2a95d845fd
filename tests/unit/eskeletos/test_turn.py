"""One main-board turn (rulebook: Player Round and Turn Structure; Space Types; Ring
Traversal and Gateway Checks; Stage Relics): movement with its modifiers, each space type,
Gateway Checks, Relic claims and the hand limit. Ring 1 of board.json reads
W N E H M L C V T N H E M L C V T E N E L M T C (index 0..23)."""

from __future__ import annotations

import pytest

from pygame_rules.games.eskeletos.turn import MOVE_ROLLS

from .helpers import assert_illegal, give_relics, new, pending, play, put, top


def start(state, draw="healing_spring"):
    """Phase 1 of the active seat: draw a Fate card (scripted)."""
    return play(state, "draw", f"card {draw}")


def test_movement_roll_probabilities_keep_both_dice():
    odds = dict(MOVE_ROLLS)
    assert len(odds) == 21 and abs(sum(odds.values()) - 1) < 1e-12
    assert odds["roll 1 2"] == pytest.approx(2 / 36) and odds["roll 3 3"] == pytest.approx(1 / 36)


def test_suppression_penalty_never_below_one_space():
    # The Card Suppression & Hazard System 1: roll 1+1 with 3 suppressed -> 1 space.
    state = new()
    put(state, 0, "1.0", vault=["tears", "tears", "tears"])
    play(start(state), "roll 1 1")
    assert (state.tr[0].ring, state.tr[0].pos) == (1, 1)
    assert pending(state) == ("reveal", 0, "nature", "hand")  # index 1 is a Nature space


def test_suppression_penalty_subtracts_one_per_card():
    state = new()
    put(state, 0, "1.0", vault=["tears", "tears"])
    play(start(state), "roll 4 5")  # 9 - 2 = 7: the Void space
    assert state.tr[0].pos == 7 and pending(state) == ("reveal", 0, "void", "hand")


def test_scavengers_intuition_reads_each_die_then_cards_modify_movement():
    state = new(travelers=("child", "elder"))
    play(start(state), "roll 2 5")
    assert state.legal_actions() == ["intuition emotion", "intuition nature"]
    play(state, "intuition nature", "card tailwind")
    assert state.legal_actions() == ["play tailwind", "go"]
    play(state, "play tailwind")  # 2 + 5 + 2 = 9
    assert state.tr[0].pos == 9 and state.decks.discard["nature"] == ["tailwind"]


def test_scavengers_intuition_needs_a_low_die():
    state = new(travelers=("child", "elder"))
    play(start(state), "roll 3 5")
    assert state.tr[0].pos == 8 and top(state) == "gateway_ask"


def test_hazard_space_gives_one_burden():
    state = new()
    play(start(state), "roll 1 2")  # index 3: Hazard
    assert state.tr[0].burden == 3 and top(state) == "action"


def test_scarred_resilience_reduces_the_first_card_or_hazard_burden_each_turn():
    state = new(travelers=("veteran", "elder"))
    play(start(state), "roll 1 2")
    assert state.tr[0].burden == 3  # 3 + 1 - 1
    state.gain_burden(0, 1, "hazard_space")  # a second Hazard the same turn is not reduced
    assert state.tr[0].burden == 4


def test_null_space_and_reaction_cards_protect_from_hazards():
    state = new()
    put(state, 0, attach=["null_space"])
    play(start(state), "roll 1 2")
    assert state.tr[0].burden == 2
    state = new()
    put(state, 0, hand=["scar_tissue"])
    play(start(state), "roll 1 2")
    assert state.legal_actions() == ["react scar_tissue", "endure"]
    play(state, "react scar_tissue")
    assert state.tr[0].burden == 2 and state.decks.discard["corporeal"] == ["scar_tissue"]


def test_lotus_rest_choice_and_companion_animal():
    state = new()
    put(state, 0, attach=["companion_animal"])
    play(start(state), "roll 2 3")  # index 5: Lotus
    assert state.legal_actions() == ["rest shed", "rest hope"]
    play(state, "rest shed")
    assert (state.tr[0].burden, state.tr[0].hope) == (1, 3)  # shed 1, +1 Hope from the animal


def test_gateway_check_with_one_hope():
    state = new()
    put(state, 0, "1.2")
    play(start(state), "roll 3 3", "gateway", "d6 3")  # index 8: Turning Point
    assert state.legal_actions() == ["hope 1", "hope 0"]
    play(state, "hope 1")
    t = state.tr[0]
    assert (t.ring, t.pos, t.hope, t.burden) == (2, 0, 1, 2) and top(state) == "action"


def test_gateway_failure_gains_a_burden_and_stays():
    state = new()
    put(state, 0, "1.2")
    play(start(state), "roll 3 3", "gateway", "d6 2")  # 2 + 1 Hope < 4: no Hope offered
    t = state.tr[0]
    assert (t.ring, t.pos, t.burden, t.hope) == (1, 8, 3, 2)


def test_genetic_strength_adds_to_gateway_checks():
    state = new()
    put(state, 0, "1.2", attach=["genetic_strength"])
    play(start(state), "roll 3 3", "gateway", "d6 3")
    assert state.tr[0].ring == 2


def test_gateway_failure_fifth_burden_rolls_crisis_at_once():
    state = new()
    put(state, 0, "1.2", burden=4)
    play(start(state), "roll 3 3", "gateway", "d6 1")
    assert state.tr[0].burden == 5 and pending(state) == ("crisis", 0)


def test_claim_relic_then_gateway():
    state = new()
    put(state, 0, "1.10")
    play(start(state), "roll 3 3")  # index 16: the Turning Point holding Fate Manipulation
    assert state.legal_actions() == ["claim", "leave"]
    assert state.view(1)["waiting"]["prompt"] == "Fate Manipulation lies here"  # the Relic by name, and what it does
    claim = state.action_info("claim")
    assert claim["label"] == "claim Fate Manipulation" and claim["detail"].startswith("Before your Phase 1 draw, look at")
    play(state, "claim")
    assert state.tr[0].relics == ["fate"] and state.relic_at["fate"] is None
    assert top(state) == "gateway_ask"


def test_swap_relic_at_capacity_sends_the_given_relic_to_its_own_ring():
    # Stage Relics ("swap a Relic from their card with the one on the current space") with the
    # ruling that the Relic given up goes to a free Turning Point of its own ring (RULINGS.md,
    # ESKELETOS revised), chosen by the Traveler giving it up, like a displaced Relic.
    # Turning Points: Ring 2 at 6, 12, 18; Ring 3 at 4, 10, 15; Ring 4 at 3, 8, 13.
    state = new()
    put(state, 0, "1.10")
    give_relics(state, 0, "ember", "cloak", "equilibrium")
    play(start(state), "roll 3 3", "go")  # Ethereal Ember unused
    assert state.legal_actions() == [
        "swap ember 2.6", "swap ember 2.12", "swap ember 2.18",
        "swap cloak 3.4", "swap cloak 3.10", "swap cloak 3.15",
        "swap equilibrium 4.3", "swap equilibrium 4.8", "swap equilibrium 4.13", "leave"]
    info = state.action_info("swap cloak 3.15")
    assert info["label"] == "swap Cosmic Cloak for Fate Manipulation (Cosmic Cloak to Turning Point 3.15)"
    assert (info["relic"], info["place"]) == ("cloak", "3.15")
    play(state, "swap cloak 3.15")
    assert sorted(state.tr[0].relics) == ["ember", "equilibrium", "fate"]
    assert state.relic_at["cloak"] == (3, 15) and state.relic_at["fate"] is None
    state.check_invariants()


def test_one_action_card_per_turn_and_hand_limit():
    state = new(travelers=("veteran", "elder"))
    put(state, 0, hand=["tears", "tears", "deep_breath", "sprint", "surge_of_hope", "keepsake"],
        attach=["keepsake"])
    play(start(state, "wildfire"), "roll 1 1")  # index 2: Emotion -> draw
    play(state, "card open_heart")
    assert "play tears" in state.legal_actions()
    play(state, "play tears")
    assert state.legal_actions() == ["release keepsake", "end"]  # no second Action card
    assert_illegal(state, "play deep_breath")
    play(state, "end")
    # 6 + wildfire + open_heart - tears = 7 cards: discard down to 5.
    assert top(state) == "discard_excess"
    play(state, "discard wildfire", "discard sprint")
    assert len(state.tr[0].hand) == 5 and pending(state) == ("phase1", 1)


def test_ethereal_ember_adds_three_to_movement():
    state = new()
    give_relics(state, 0, "ember")
    play(start(state), "roll 1 1")
    assert state.legal_actions() == ["relic ember", "relic ember shed", "go"]
    play(state, "relic ember")  # 2 + 3 = 5: Lotus
    assert state.tr[0].pos == 5 and top(state) == "lotus"
