"""ESKELETOS as printed where an older ruling had narrowed it (RULINGS.md, "ESKELETOS,
revised"; docs/rulings/eskeletos.md): Facade Purge without a per-turn limit, Ethereal Ember's
two options in both of its phases, Equilibrium's free un-suppress, a Suppressed Hazard dealt at
setup going to the vault. Ring 1 of board.json reads
W N E H M L C V T N H E M L C V T E N E L M T C (index 0..23)."""

from __future__ import annotations

from pygame_rules.games.eskeletos.frames import kind_of

from .helpers import give_relics, new, pending, play, put, top


def test_two_facade_purges_in_one_turn():
    # Traveler Archetypes, Facade Purge: "Spend 3 Hope tokens and discard 1 active card from
    # your Suppressed Vault to immediately advance your pawn 1 space" - no limit per turn.
    state = new(travelers=("mask", "elder"))  # the Mask's vault: Rift, Tidal Pull (no Hazards)
    put(state, 0, hope=6)
    play(state, "draw", "card healing_spring", "roll 3 4")  # 7 - 2 suppressed = 5: Lotus
    play(state, "rest hope")  # Hope 7
    play(state, "facade", "vault 1")  # 3 Hope, Rift discarded: 1.5 -> 1.6 (Corporeal)
    play(state, "card deep_breath")
    assert "facade" in state.legal_actions()
    play(state, "facade")  # one card left: it is the only choice, taken at once
    t = state.tr[0]
    assert (t.pos, t.hope, t.vault) == (7, 1, [])  # 1.7: Void
    assert pending(state) == ("reveal", 0, "void", "hand")
    assert sorted(k for k, _, _ in state.decks.buried["nature"] + state.decks.buried["fate"]) == ["rift", "tidal_pull"]


def test_ember_sheds_two_burden_in_the_movement_phase_before_a_hazard_space():
    # Stage Relics, Ethereal Ember: "PLAY ON MOVEMENT OR ACTION PHASE ... spend 1 Hope token to
    # instantly shed two Burdens". With 4 Burden, a roll of 1+2 lands on the Hazard at 1.3: the
    # 5th Burden would call a Limbo Crisis Roll. Shedding first leaves 4 - 2 + 1 = 3.
    state = new()  # seat 0: the Devoted Elder, Hope 2
    put(state, 0, burden=4)
    give_relics(state, 0, "ember")
    play(state, "draw", "card healing_spring", "roll 1 2")
    assert state.legal_actions() == ["relic ember", "relic ember shed", "go"]
    play(state, "relic ember shed")
    t = state.tr[0]  # Ember is spent for the turn and nothing else modifies the roll: it moves
    assert (t.ring, t.pos, t.burden, t.hope) == (1, 3, 3, 1) and top(state) == "action"
    assert not any(kind_of(f) == "crisis" for f in state.stack)


def test_without_the_shed_the_same_hazard_calls_a_crisis():
    state = new()
    put(state, 0, burden=4)
    give_relics(state, 0, "ember")
    play(state, "draw", "card healing_spring", "roll 1 2", "go")
    assert state.tr[0].burden == 5 and pending(state) == ("crisis", 0)


def test_ember_plus_three_in_the_action_phase_moves_three_more_spaces():
    # The roll is spent by the Action Phase, so +3 spaces moves the pawn on (a landing:
    # docs/rulings/eskeletos.md). 1.0 + 2 = 1.2 (Emotion), then 3 more: 1.5, a Lotus.
    state = new()
    give_relics(state, 0, "ember")
    play(state, "draw", "card healing_spring", "roll 1 1", "go", "card tears")
    assert state.legal_actions()[-3:] == ["relic ember", "relic ember shed", "end"]
    play(state, "relic ember")
    assert state.tr[0].pos == 5 and state.legal_actions() == ["rest shed", "rest hope"]
    play(state, "rest shed")
    assert state.tr[0].burden == 1 and top(state) == "action"
    assert not any(a.startswith("relic ember") for a in state.legal_actions())


def test_equilibrium_un_suppresses_for_free_with_an_empty_hand():
    # Equilibrium: "Discard 1 hand card to shed 1 Burden, un-suppress 1 card for free, OR draw
    # 2 Suit cards": the un-suppress costs no card, so an empty hand may use it.
    state = new()
    give_relics(state, 0, "equilibrium")
    put(state, 0, hand=[], vault=["tears"])
    play(state, "draw", "card time_heals", "roll 3 4")  # 1.0 + 7 - 1 suppressed = 1.6: Corporeal
    play(state, "card sprint")
    put(state, 0, hand=[])  # an empty hand in the Action Phase
    assert "relic equilibrium" in state.legal_actions()
    play(state, "relic equilibrium")  # the only effect open: Tears comes back, nothing discarded
    t = state.tr[0]
    assert t.vault == [] and t.hand == [("tears", state.all_mask)]
    assert state.decks.discards("emotion") == 0 and state.decks.discards("fate") == 0


def test_equilibrium_with_a_hand_offers_all_three_and_the_un_suppress_keeps_the_hand():
    state = new()
    give_relics(state, 0, "equilibrium")
    put(state, 0, vault=["tears"])
    play(state, "draw", "card time_heals", "roll 3 4", "card sprint", "relic equilibrium")
    assert state.legal_actions() == ["shed", "unsuppress 1", "draw"]
    play(state, "unsuppress 1")
    assert sorted(k for k, _ in state.tr[0].hand) == ["ancestral_voice", "empty_chair", "sprint", "tears", "time_heals"]


def test_a_suppressed_hazard_dealt_at_setup_goes_to_the_vault_and_the_hand_is_made_up():
    # Game Setup: only INSTANT cards are shuffled back (Setup Immunity); a Suppressed Hazard
    # "bypasses your hand" into the Suppressed Area (Master Fate Deck: Suppressed Hazards), and
    # dealing goes on until the hand holds 2 playable cards (Starting Requirement).
    state = new(2, hands=[("buried_grief", "sudden_clarity", "ancestral_voice", "empty_chair"), ("wildfire", "rift")])
    t = state.tr[0]
    assert [k for k, _ in t.hand] == ["ancestral_voice", "empty_chair"]
    assert t.vault == [("buried_grief", 1, "hazard")]  # face down; everyone knows it is a Hazard
    assert state.decks.pile["fate"].get("buried_grief") == 1  # one of two copies is in the vault
    assert state.decks.pile["fate"]["sudden_clarity"] == 2  # the INSTANT went back
    assert t.burden == 2 and state.decks.discards("fate") == 0  # nothing resolved
    assert state.view(1)["travelers"][0]["vault"] == [{"hidden": True, "hazard_known": True}]
    assert [k for k, _ in state.tr[1].hand] == ["wildfire", "rift"] and state.tr[1].vault == []
    assert "Suppressed Hazard" in " ".join(state.log(1))
    # The movement penalty applies from the first turn: 3 + 4 - 1 = 6, the Corporeal space.
    play(state, "draw", "card time_heals", "roll 3 4")
    assert state.tr[0].pos == 6


def test_scarred_resilience_works_in_another_travelers_turn_too():
    # Traveler Archetypes, Scarred Resilience (Timing: REACTION): "Once per turn, when you would
    # gain 1 or more Burden tokens from a card effect or board Hazard space, reduce that Burden
    # gain by 1" - once per turn, not once in your own turn (docs/rulings/eskeletos.md, Turn).
    state = new(travelers=("elder", "veteran"))
    put(state, 0, hand=["storm_front"])
    play(state, "draw", "card healing_spring", "roll 2 3", "rest hope")  # the Elder rests: Hope 3
    play(state, "play storm_front 2", "elder pass")  # Storm Front: the Veteran gains 1 Burden
    assert (state.tr[1].burden, state.tr[0].hope) == (3, 3)  # 3 + 1 - 1; the Elder 2 + 1
    play(state, "draw", "card healing_spring", "roll 1 2")  # the Veteran's turn: Hazard at 1.3
    assert state.tr[1].burden == 3  # 3 + 1 - 1: a new turn, a new reduction
    state.gain_burden(1, 1, "card")  # a second card effect in the same turn is not reduced
    assert state.tr[1].burden == 4
