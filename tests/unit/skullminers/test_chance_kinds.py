"""What kind of chance each Skullminers chance node is (``State.chance_kind``; docs/sealed-links.md).

Rulebook: the Draw Phase draws from the player's own Company deck into a hidden hand; when
the deck is empty the discard pile is shuffled into a new deck (Additional Rules); the
roll-off, contests and a Rockfall are Hit Dice rolled in the open; with blind Claims nobody
knows which Claim holds the God Skull until one is looked at (Claim Discovery, Dowsing Rod).
"""

from __future__ import annotations

import pygame_rules as pr

from .helpers import at, crew, lay, new, play, position


def test_a_draw_from_a_company_deck_goes_to_that_companys_seat_alone():
    state = position(turn=1, phase="allocate")
    play(state, "done")  # Player 1's Draw Phase: five cards from Black Rock Mining's deck
    kind = state.chance_kind()
    assert (kind.kind, kind.pile, kind.deal, kind.seen_by) == ("draw", "deck 0", 0, (0,))
    # Black Rock Mining's 24 cards in the canonical order, copies counted (cards.json).
    assert kind.cards == (("draw c1", 2), ("draw c2", 1), ("draw c3", 1), ("draw c4", 1), ("draw c5", 1),
                          ("draw c6", 2), ("draw c7", 2), ("draw c8", 1), ("draw c9", 3), ("draw c10", 1),
                          ("draw c12", 1), ("draw c13", 1), ("draw d1", 1), ("draw d2", 1), ("draw d4", 1),
                          ("draw d5", 1), ("draw d7", 1), ("draw d10", 2))
    assert kind.groups == (kind.outcomes,)  # Player 2 learns only that a card was drawn
    assert kind.odds()["draw c9"] == 3 / 24
    play(state, "draw c9")
    assert state.chance_kind().cards[8] == ("draw c9", 2)  # one copy fewer to draw


def test_player_twos_deck_is_its_own_pile():
    state = position(turn=0, phase="allocate")
    play(state, "done")
    kind = state.chance_kind()
    assert (kind.pile, kind.seen_by) == ("deck 1", (1,))
    assert sum(n for _, n in kind.cards) == 24  # the other Company's deck, untouched


def test_the_discard_pile_shuffled_in_is_a_new_deal():
    # Rulebook (Additional Rules): an empty deck takes the discard pile as a new deck.
    state = position(turn=1, phase="allocate", hands=[["c2", "c4", "c5", "c6"], []])
    state.decks[0] = {}
    state.discards[0] = ["c1", "c3", "c3"]
    play(state, "done")
    kind = state.chance_kind()
    assert (kind.pile, kind.deal, kind.cards) == ("deck 0", 1, (("draw c1", 1), ("draw c3", 2)))
    assert state.chance_kind().deal == 1 and state.deals == [1, 0]


def test_the_roll_off_is_public():
    state = new(blind=True)
    play(state, "company black")
    assert state.chance_kind() == pr.ChanceKind.public(2)


def test_a_contest_roll_is_public():
    state = position(turn=0, phase="allocate")
    lay(state, "B2", "NS")
    lay(state, "B3", "NS", owner=1)
    crew(state, "B2", 0, 3)
    crew(state, "B3", 1, 2)
    play(state, "move B2 B3 3", "attack B3")
    assert state.chance_kind() == pr.ChanceKind("public", (0, 1))


def test_a_rockfall_is_public():
    state = position(turn=0, hands=[["d3"], []], company="crimson")  # Rockfall is a Crimson card
    lay(state, "B2", "NS")
    crew(state, "B2", 0, 1)
    lay(state, "B3", "NS", owner=1)
    crew(state, "B3", 1, 4)
    play(state, "play d3 B3")
    assert state.chance_kind().kind == "public"


def test_digging_a_blind_claim_opens_that_place_to_both_seats():
    state = position(turn=0, phase="allocate")
    lay(state, "C4", "NS")
    crew(state, "C4", 0, 3)
    play(state, "dig C")
    kind = state.chance_kind()
    assert (kind.kind, kind.pile, kind.position, kind.seen_by) == ("slot", "claims 1", 2, (0, 1))
    assert kind.cards == (("found soil", 4), ("found god", 1))  # 5 Claims, one God Skull
    assert kind.groups == (("found soil",), ("found god",))  # the Claim turns face up


def test_a_dowsing_rod_on_a_blind_claim_opens_it_to_the_scout_alone():
    state = position(turn=0, hands=[["d5"], []])
    play(state, "play d5 B")
    kind = state.chance_kind()
    assert (kind.kind, kind.pile, kind.position, kind.seen_by) == ("slot", "claims 1", 1, (0,))
    assert kind.groups == (("found soil", "found god"),)  # Player 2 learns nothing
    play(state, "found soil")
    # a second look: Claim B is Soil to this seeker, four Claims may hold the God Skull
    state.hands[0] = ["d5"]
    at(state, "direct")
    play(state, "play d5 C")
    assert state.chance_kind().cards == (("found soil", 3), ("found god", 1))


def test_a_dig_after_a_claim_was_scouted_as_soil_knows_the_odds_of_the_rest():
    state = position(turn=0, phase="allocate")
    state.known[0] = {0: "soil", 1: "soil"}
    state.revealed[1][4] = "soil"
    lay(state, "C4", "NS")
    crew(state, "C4", 0, 3)
    play(state, "dig C")
    assert state.chance_kind().cards == (("found soil", 1), ("found god", 1))  # C or D holds it
