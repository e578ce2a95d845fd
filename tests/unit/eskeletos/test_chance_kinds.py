"""What kind of chance each ESKELETOS chance node is (``State.chance_kind``; docs/sealed-links.md).

Rulebook: the Drift is dealt and refilled face up (Game Setup; Drift Refill & Hazard Trigger);
a Fate or Suit card drawn goes into its drawer's hidden hand, except an INSTANT, which resolves
at once (Fate Cards), and a Suppressed Hazard, which goes face down into the vault; at setup an
INSTANT is revealed and shuffled back (Setup Immunity); the Polished Mask suppresses two Fate
cards unseen; Fate Manipulation peeks at two; Limbo cards are drawn face up (Limbo Turn
Structure); dice are rolled in the open; an empty deck takes its discard pile (Card Exhaustion).
"""

from __future__ import annotations

import pygame_rules as pr
from pygame_rules.games.eskeletos import GAME
from pygame_rules.games.eskeletos.cards import DECK_LISTS

from .helpers import begin_turn, give_relics, new, pending, play, to_limbo, top

INSTANTS = ("card sudden_clarity", "card windfall_of_hope", "card collective_mourning", "card gathering_storm",
            "card shared_light", "card crossroads", "card unexpected_letter")
HAZARDS = ("card buried_grief", "card unspoken_words", "card repressed_memory", "card old_wound",
           "card shadow_self", "card hollow_echo", "card silent_scream")


def test_the_drift_is_dealt_face_up_from_the_fate_deck():
    state = GAME.new_game(3)
    kind = state.chance_kind()
    assert (kind.kind, kind.pile, kind.deal, kind.seen_by) == ("draw", "fate", 0, (0, 1, 2))
    assert kind.cards == tuple((f"card {k}", n) for k, n in DECK_LISTS["fate"].items())  # all 50 Fate cards
    assert sum(n for _, n in kind.cards) == 50
    assert all(len(group) == 1 for group in kind.groups)  # every seat sees which card it is


def test_a_starting_hand_card_is_seen_by_its_seat_an_instant_by_all():
    state = GAME.new_game(2)
    play(state, "card healing_spring", "card second_heartbeat", "card time_heals", "traveler elder", "traveler child")
    assert pending(state) == ("reveal", 0, "fate", "setup_hand")
    kind = state.chance_kind()
    assert (kind.kind, kind.pile, kind.seen_by) == ("draw", "fate", (0,))
    # An INSTANT is shown to all and shuffled back; a Suppressed Hazard goes face down into the
    # vault, marked; any other card goes into the hand unseen: three things the others can tell.
    assert kind.groups[:len(INSTANTS)] == tuple((i,) for i in INSTANTS)
    assert kind.groups[len(INSTANTS)] == HAZARDS
    assert len(kind.groups) == len(INSTANTS) + 2 and "card ancestral_voice" in kind.groups[-1]
    play(state, "card sudden_clarity")  # revealed and shuffled back: the Fate deck is dealt anew
    assert state.chance_kind().deal == 1 and ("card sudden_clarity", 2) in state.chance_kind().cards


def test_the_polished_masks_cards_are_seen_by_nobody():
    state = GAME.new_game(2)
    play(state, "card healing_spring", "card second_heartbeat", "card time_heals", "traveler mask", "traveler elder")
    assert pending(state) == ("reveal", 0, "fate", "mask")
    kind = state.chance_kind()
    assert (kind.kind, kind.pile, kind.seen_by) == ("draw", "fate", ())
    assert kind.groups == (kind.outcomes,)


def test_a_fate_draw_goes_to_the_drawer_and_the_turn_order_roll_is_public():
    state = GAME.new_game(2)
    play(state, "card healing_spring", "card second_heartbeat", "card time_heals", "traveler elder", "traveler child")
    play(state, "card ancestral_voice", "card empty_chair", "card ancestral_voice", "card empty_chair")
    assert top(state) == "order_roll"
    assert state.chance_kind() == pr.ChanceKind.public(2)
    state = new()
    play(state, "draw")  # Phase 1: draw the top Fate card into the hand
    kind = state.chance_kind()
    assert (kind.kind, kind.pile, kind.seen_by, kind.deal) == ("draw", "fate", (0,), 0)
    play(state, "card healing_spring")
    assert top(state) == "move_roll" and state.chance_kind().kind == "public"


def test_a_suit_card_is_a_draw_from_its_own_deck():
    state = new()
    play(state, "draw", "card healing_spring", "roll 1 1")  # 2 spaces: Shock 2, an Emotion space
    kind = state.chance_kind()
    assert (kind.kind, kind.pile, kind.seen_by) == ("draw", "emotion", (0,))
    assert sum(n for _, n in kind.cards) == 15


def test_fate_manipulation_peeks_are_seen_by_the_peeker():
    state = new()
    give_relics(state, 0, "fate")
    play(state, "relic fate")
    kind = state.chance_kind()
    assert (kind.kind, kind.pile, kind.seen_by) == ("draw", "fate", (0,))
    assert kind.groups == (kind.outcomes,)  # the others learn nothing of a peeked card


def test_an_empty_deck_takes_its_discard_pile_as_a_new_deal():
    state = new()
    state.tr[0].vault = [("tears", 1, "hand")] * 3
    state.decks.pile["nature"] = {}
    state.decks.discard["nature"] = ["tailwind", "tailwind", "migration"]
    before = state.decks.deals["nature"]
    play(state, "draw", "card healing_spring", "roll 1 1")
    kind = state.chance_kind()
    assert kind.deal == before + 1
    assert kind.cards == (("card tailwind", 2), ("card migration", 1))  # in the deck list's order


def test_a_limbo_card_is_public():
    state = new()
    to_limbo(state, 0, space=5)
    begin_turn(state, 0)
    assert pending(state) == ("reveal", 0, "limbo", "limbo")
    assert state.chance_kind() == pr.ChanceKind.public(2)
