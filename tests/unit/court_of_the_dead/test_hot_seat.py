"""Hot-seat hand-overs (``State.private_decision``; views.py): only a decision that shows its
seat something hidden (a motive, the packet, a secret bid, Court cards in hand) needs the
device handed over; the Etherea split and piles, an empty-handed turn and the choices of
locations and guilds are made on the public view."""

from __future__ import annotations

from pygame_rules.session import Session

from .helpers import blank, new, play, start_phase


def test_the_distribution_is_public_and_the_draft_private():
    st = start_phase(blank(3, first=0), "distribution")
    play(st, "roll 11")
    assert not st.private_decision(0)  # splitting: everyone sees the roll and the piles
    play(st, "split 2 3 3 3")
    assert not st.private_decision(1)  # taking a pile or passing for Influence
    st = new(2)
    while st.current_player < 0:  # the Ulterior Motives are dealt
        st.apply(st.chance_outcomes()[0][0])
    assert st.view(0)["asks"]["kind"] == "motive" and st.private_decision(0)  # the 3 motives dealt


def test_a_turn_is_private_only_while_the_hand_holds_court_cards():
    st = blank(2, etherea=[5, 5])
    st.hands = [["C03"], []]
    start_phase(st, "actions")
    assert st.current_player == 0 and st.private_decision(0)  # "play C03 1" names a hidden card
    play(st, "pass")
    assert st.current_player == 1 and not st.private_decision(1)  # recruit, move, pass: all public


def test_a_secret_bid_is_private():
    st = start_phase(blank(2, etherea=[4, 4]), "tithe")
    assert st.view(0)["asks"]["kind"] == "bid" and st.private_decision(0)


def test_a_shared_screen_lists_a_public_turn_with_the_move_caps_it_needs():
    """The shared hot-seat screen shows the spectator's view; moving figures needs what each
    destination costs, which is public (Influence is) and so in every player's public entry."""
    session = Session.new("court_of_the_dead", 2, names=["Ada", "Bo"], seed=3)
    state = session.state
    state.__dict__.update(blank(2, etherea=[5, 5]).__dict__)
    state.hands = [[], []]
    start_phase(state, "actions")
    assert session.shared_decision()
    shared = session.snapshot(0, shared=True)
    assert "you" not in shared["view"] and shared["actions"]
    assert shared["view"]["players"][0]["move_caps"] == state.view(0)["you"]["move_caps"]

