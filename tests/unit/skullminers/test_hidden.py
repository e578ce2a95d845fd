"""Hidden information: hands and the God Skull never leak, and determinizations re-deal them.

DESIGN.md: ``view(player)`` holds only what that seat may see; log lines never name a card a
seat has not seen; a bot's determinization (``resample_from_infostate``) is consistent with its
seat's view and never copies the hidden facts. Rulebook: the God Skull is assigned secretly
(blind by default: unseen even by its owner, RULINGS.md).
"""

from __future__ import annotations

import random
from collections import Counter

import pytest

import pygame_rules as pr
from pygame_rules.bots import sample_chance
from pygame_rules.games.skullminers.cards import card_words

from .helpers import new, play, position


def random_game(seed: int, blind: bool, plies: int = 260):
    """Yield the state after every action of a seeded random game."""
    rng = random.Random(seed)
    state = new(blind)
    yield state
    while not state.is_terminal() and len(state.history) < plies:
        action = sample_chance(state, rng) if state.is_chance_node() else rng.choice(state.legal_actions())
        state.apply(action)
        yield state


def check_view(state, viewer):
    view = state.view(viewer)
    if state.is_terminal():  # everything decided is face up (docs/rulings/skullminers.md)
        assert [[c["id"] for c in hand] for hand in view["hands"]] == state.hands
        return
    for seat in (0, 1):
        if seat == viewer:
            assert [c["id"] for c in view["hands"][seat]] == state.hands[seat]
        else:
            assert view["hands"][seat] is None
    for owner in (0, 1):
        for col, claim in enumerate(view["claims"][owner]):
            if claim["state"] != "hidden":
                continue
            if viewer is None or (viewer == owner and state.blind):
                assert claim["known"] is None
            elif viewer == owner:  # Claims not blind: the owner knows, once hidden
                hidden = state.god[owner]
                assert claim["known"] == (None if hidden is None else "god" if hidden == col else "soil")
            else:
                assert claim["known"] == state.known[viewer].get(col)


@pytest.mark.parametrize("seed,blind", [(1, True), (2, False), (3, True), (4, False)])
def test_views_and_logs_hold_nothing_a_seat_may_not_see(seed, blind):
    rng = random.Random(seed)
    redealt = Counter()
    for state in random_game(seed, blind):
        last = state.history[-1] if state.history else ""
        for viewer in (None, 0, 1):
            check_view(state, viewer)
        if last.startswith("draw "):
            name = card_words(last.split()[1])
            lines = {v: state.log(v)[-1] for v in (None, 0, 1)}
            seen_by = [v for v in (0, 1) if name in lines[v]]
            assert len(seen_by) == 1 and name not in lines[None]  # only the drawer reads it
            other = 1 - seen_by[0]
            assert "draws a card." in lines[other] and name not in lines[other]
        if last.startswith("hide "):
            letter = last.split()[1]
            hider = 0 if len([h for h in state.history if h.startswith("hide")]) == 1 else 1
            assert f"Claim {letter}" not in state.log(1 - hider)[-1]
            assert f"Claim {letter}" not in state.log(None)[-1]
        if not state.is_terminal() and not state.is_chance_node():
            seat = state.current_player
            for viewer in (0, 1):
                fake = state.resample_from_infostate(viewer, rng)
                assert fake.view(viewer) == state.view(viewer)
                assert fake.current_player == seat
                if viewer == seat:  # the seat to act knows its own choices
                    assert fake.legal_actions() == state.legal_actions()
                redealt[fake.hands[1 - viewer] != state.hands[1 - viewer]] += 1
    assert redealt[True] > 0  # the check above would have caught a view that showed the hand


def test_the_opponents_hand_is_redealt_from_their_unseen_cards():
    state = position(turn=0, hands=[["c1", "d5"], ["c2", "c3", "d3"]])
    pool = Counter(state.hands[1]) + Counter(state.decks[1])
    hands = set()
    rng = random.Random(7)
    for _ in range(60):
        fake = state.resample_from_infostate(0, rng)
        assert fake.hands[0] == ["c1", "d5"] and fake.decks[0] == state.decks[0]
        assert len(fake.hands[1]) == 3
        assert Counter(fake.hands[1]) + Counter(fake.decks[1]) == pool
        hands.add(tuple(fake.hands[1]))
    assert len(hands) > 30  # dealt again, not copied


def test_a_hidden_god_skull_is_placed_again_among_the_possible_claims():
    # Claims not blind: Player 2 hid the God Skull under B. Player 1 revealed A (Soil) and
    # scouted C (Soil): for Player 1 it may be under B, D or E.
    state = position(turn=0, blind=False, god=(4, 1))
    state.revealed[1][0] = "soil"
    state.known[0] = {2: "soil"}
    rng = random.Random(3)
    places = Counter(state.resample_from_infostate(0, rng).god[1] for _ in range(300))
    assert set(places) == {1, 3, 4}
    # its owner knows where it is: never moved for Player 2
    assert {state.resample_from_infostate(1, rng).god[1] for _ in range(50)} == {1}
    # and Player 1's own God Skull (under E) is re-placed for Player 2, who has seen nothing
    assert {state.resample_from_infostate(1, rng).god[0] for _ in range(300)} == {0, 1, 2, 3, 4}


def test_the_opponents_scouting_follows_a_replaced_blind_god_skull():
    # Blind Claims: Player 2 scouted Player 1's Claim C and saw Soil (Player 1 never learns it).
    state = position(turn=0)
    state.known[1] = {2: "soil"}
    rng = random.Random(5)
    seen = Counter()
    for _ in range(300):
        fake = state.resample_from_infostate(0, rng)
        assert fake.known[1][2] == ("god" if fake.god[0] == 2 else "soil")
        seen[fake.known[1][2]] += 1
    assert seen["god"] > 20 and seen["soil"] > 150  # about 1 in 5: not the true "soil" copied
    # for Player 2 nothing is hidden about it: its own knowledge stays as it is
    assert state.resample_from_infostate(1, rng).known[1] == {2: "soil"}


def test_blind_claims_show_nobody_the_god_skull():
    state = new(blind=True)
    play(state, "company crimson")
    for viewer in (None, 0, 1):
        assert all(c["known"] is None for owner in (0, 1) for c in state.view(viewer)["claims"][owner])
    assert state.god == [None, None]  # nothing decided, so nothing a record or link could hold


def test_a_hidden_place_is_shown_to_its_owner_only():
    state = new(blind=False)
    play(state, "company black", "hide C")
    assert state.current_player == 1
    assert state.view(0)["claims"][0][2]["known"] == "god"
    assert all(c["known"] is None for c in state.view(1)["claims"][0])
    assert state.log(0)[-1] == "Player 1 hides the God Skull under Claim C."
    assert state.log(1)[-1] == "Player 1 hides the God Skull under one of their Claims."


@pytest.mark.parametrize("blind", [True, False])
def test_a_determinization_depends_on_the_view_only(blind):
    """Two states a seat cannot tell apart (the true one and a resample of it) give that seat
    the same determinization from the same generator: nothing hidden steers the deal."""
    checked = 0
    for state in random_game(11 + blind, blind, plies=200):
        if state.is_chance_node() or state.is_terminal() or len(state.history) % 7:
            continue
        for seat in (0, 1):
            other = state.resample_from_infostate(seat, random.Random(99))
            a = state.resample_from_infostate(seat, random.Random(5))
            b = other.resample_from_infostate(seat, random.Random(5))
            assert (a.hands, a.decks, a.god, a.known) == (b.hands, b.decks, b.god, b.known)
            checked += 1
    assert checked > 10


def test_at_the_end_both_hands_and_every_placed_god_skull_are_face_up():
    """Ruling (docs/rulings/skullminers.md): when the game is over the players turn their
    cards over; a God Skull hidden by its owner shows, and a determinization then re-deals
    nothing (views no longer hide anything)."""
    for seed in range(40):
        rng = random.Random(seed)
        state = new(False)  # each player hides their own God Skull
        while not state.is_terminal():
            state.apply(sample_chance(state, rng) if state.is_chance_node() else rng.choice(state.legal_actions()))
        unfound = [owner for owner in (0, 1) if "god" not in state.revealed[owner]]
        if unfound:
            break
    else:
        pytest.fail("every game ended with both God Skulls found")
    owner = unfound[0]
    for viewer in (None, 0, 1):
        view = state.view(viewer)
        assert [[c["id"] for c in hand] for hand in view["hands"]] == state.hands
        known = [c["known"] for c in view["claims"][owner] if c["state"] == "hidden"]
        hidden_cols = [i for i, c in enumerate(view["claims"][owner]) if c["state"] == "hidden"]
        assert known == ["god" if col == state.god[owner] else "soil" for col in hidden_cols]
    again = state.resample_from_infostate(1 - owner, random.Random(5))
    assert again.hands == state.hands and again.god == state.god
