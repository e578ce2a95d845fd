"""Hot-seat hand-overs (``State.private_decision``; views.py): a decision that names a card
of the seat's hand, or a suppressed card only it knows, needs the device handed over; drawing,
drafting from the face-up Drift, moving and the Checks are made on the public view."""

from __future__ import annotations

from .helpers import new, play, put, top


def test_phase_one_is_private_with_cards_in_hand_or_a_known_suppressed_card_named():
    """The turn's first decision is planned with the hand in sight: the device is handed over
    once a turn, there; with an empty hand and nothing known in the vault it is public."""
    state = new()
    put(state, 0, hope=0, hand=[])
    assert state.legal_actions()[0] == "draw" and not state.private_decision(0)  # draw or draft: public
    put(state, 0, hand=["tears"])
    assert state.private_decision(0)
    put(state, 0, hope=4, hand=[], vault=["tears"])  # Static Cleanse may discard it: its label names Tears
    assert "cleanse vault 1" in state.legal_actions() and state.private_decision(0)


def test_the_action_phase_is_private_with_a_card_to_play_and_public_without():
    state = new()
    put(state, 0, "1.0", burden=0, hand=["healing_spring"])
    play(state, "draw", "card time_heals", "roll 2 3")  # to 1.5, a Lotus rest
    assert top(state) == "action" and state.private_decision(0)  # "play Time Heals" names it
    put(state, 0, hand=[])
    assert not state.private_decision(0)


def test_a_card_chosen_in_secret_is_private():
    state = new(travelers=("veteran", "child"))
    put(state, 1, hand=["tears", "wildfire"])
    put(state, 0, "1.0", burden=0, hand=["lingering_regret"])
    play(state, "draw", "card healing_spring", "roll 2 3", "play lingering_regret 2")
    assert top(state) == "pick_suppress" and state.private_decision(1)
