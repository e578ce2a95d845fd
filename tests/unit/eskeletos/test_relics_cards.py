"""Relic powers and card effects not covered elsewhere (rulebook: Stage Relics; Keep In
Play; Attachment Removal & Discard). Ring 4 reads W M H T N L H C T E N V L T C."""

from __future__ import annotations

from pygame_rules.games.eskeletos.frames import TurnStart

from .helpers import give_relics, new, pending, play, put, top


def test_cosmic_cloak_once_worn_wards_ring_four_and_five_hazards():
    state = new()
    put(state, 0, "4.0")
    give_relics(state, 0, "cloak")
    play(state, "draw", "card healing_spring", "roll 1 1")  # 4.2: Hazard, Cloak not worn yet
    assert state.tr[0].burden == 3
    assert state.legal_actions()[-2:] == ["relic cloak", "end"]
    play(state, "relic cloak")
    assert state.tr[0].cloak
    state.gain_burden(0, 0, "card")
    state.tr[0].pos = 0
    state.turn, state.stack = 0, [TurnStart(0)]
    state.advance()
    play(state, "draw", "card time_heals", "roll 1 1")  # 4.2 again: no Burden
    assert state.tr[0].burden == 3


def test_equilibrium_discards_a_card_to_shed():
    state = new()
    give_relics(state, 0, "equilibrium")
    play(state, "draw", "card healing_spring", "roll 2 2")  # 1.4: Memory space
    play(state, "card keepsake", "relic equilibrium")
    assert state.legal_actions() == ["shed", "draw"]  # no suppressed card: nothing to un-suppress
    assert state.action_info("shed")["label"] == "discard a card to shed 1 Burden"
    play(state, "shed", "give keepsake")
    assert state.tr[0].burden == 1 and state.decks.discard["memory"] == ["keepsake"]


def test_ethereal_ember_pays_one_hope_to_shed_two():
    state = new()
    give_relics(state, 0, "ember")
    play(state, "draw", "card healing_spring", "roll 2 2", "go", "card keepsake")
    assert state.legal_actions()[-3:] == ["relic ember", "relic ember shed", "end"]
    play(state, "relic ember shed")
    assert (state.tr[0].burden, state.tr[0].hope) == (0, 1)
    assert "relic ember" not in state.legal_actions()  # once a turn (ruling)


def test_lingering_regret_makes_the_target_suppress():
    state = new()
    put(state, 0, hand=["lingering_regret"])
    put(state, 1, hand=["tears"])
    play(state, "draw", "card healing_spring", "roll 2 2", "card keepsake", "play lingering_regret 2", "elder pass")
    assert state.tr[1].vault == [("tears", 2, "hand")] and state.tr[1].hand == []


def test_entropy_strips_an_attachment_chosen_by_the_player():
    state = new()
    put(state, 0, hand=["entropy"])
    put(state, 1, attach=["keepsake", "scrapbook"])
    play(state, "draw", "card healing_spring", "roll 2 2", "card keepsake", "play entropy 2", "elder pass")
    assert state.legal_actions() == ["strip keepsake", "strip scrapbook"] and pending(state)[1] == 0
    play(state, "strip scrapbook")
    assert state.tr[1].attach == ["keepsake"] and state.decks.discard["memory"][-1] == "scrapbook"


def test_pilgrims_call_claims_a_relic_from_any_turning_point():
    state = new()
    put(state, 0, hand=["pilgrims_call"])
    play(state, "draw", "card healing_spring", "roll 2 2", "card keepsake", "play pilgrims_call", "elder pass")
    assert state.legal_actions() == ["relic fate", "relic ember", "relic cloak", "relic equilibrium", "relic shield"]
    play(state, "relic shield")
    assert state.tr[0].relics == ["shield"] and state.relic_at["shield"] is None


def test_keepsake_release_is_a_voluntary_discard():
    state = new()
    put(state, 0, attach=["keepsake"])
    play(state, "draw", "card healing_spring", "roll 2 2", "card forgetting", "release keepsake")
    assert state.tr[0].burden == 0 and state.tr[0].attach == []


def test_a_choice_asked_by_a_card_effect_names_the_card():
    """Prompts name their cause: the card (or Relic) whose effect asks for the choice, and a
    Relic to claim comes with what it does (rulebook: Stage Relics)."""
    state = new()
    put(state, 0, hand=["pilgrims_call"])
    play(state, "draw", "card healing_spring", "roll 2 2", "card keepsake", "play pilgrims_call", "elder pass")
    assert state.view(1)["waiting"]["prompt"] == "Pilgrim's Call — claim a Relic"
    shield = state.action_info("relic shield")
    assert shield["label"] == "claim Stasis Shield"
    assert shield["detail"].startswith("When a Hazard space, a lost conflict or another Traveler's card would hurt you")

    state = new()
    put(state, 0, hand=["lingering_regret"])
    put(state, 1, hand=["tears", "keepsake"])
    play(state, "draw", "card healing_spring", "roll 2 2", "card keepsake", "play lingering_regret 2", "elder pass")
    assert state.view(0)["waiting"] == {"seat": 1, "kind": "pick_suppress", "prompt": "Lingering Regret — suppress a card"}

    state = new()
    put(state, 0, hand=["entropy"])
    put(state, 1, attach=["keepsake", "scrapbook"])
    play(state, "draw", "card healing_spring", "roll 2 2", "card keepsake", "play entropy 2", "elder pass")
    assert state.view(0)["waiting"]["prompt"] == "Entropy — discard one of {p1}'s attachments"

    state = new()
    give_relics(state, 0, "equilibrium")
    play(state, "draw", "card healing_spring", "roll 2 2", "card keepsake", "relic equilibrium", "draw", "give keepsake")
    assert state.view(0)["waiting"]["prompt"] == "Equilibrium — choose a Suit deck"


def test_a_choice_of_several_cards_counts_down():
    """Hollow Echo's detonation makes its owner discard 2 cards, one choice at a time: the
    prompt says how many are still to go."""
    state = new()
    put(state, 0, "1.2", vault=["hollow_echo"])
    play(state, "draw", "card healing_spring", "roll 3 4", "gateway", "d6 4")  # into Ring 2: purge at the Gateway
    put(state, 0, hand=["tears", "keepsake", "sprint"])
    play(state, "purge 1")
    assert state.view(1)["waiting"]["prompt"] == "Hollow Echo — discard 2 cards"
    play(state, "discard tears", "elder pass")  # the Elder may put a discarded card in the Drift
    assert state.view(1)["waiting"]["prompt"] == "Hollow Echo — discard a card"
    play(state, "discard sprint", "elder pass")
    assert [k for k, _ in state.tr[0].hand] == ["keepsake"]


def test_covetous_heart_takes_a_relic_its_holder_chooses():
    # Designed card (cards.json): "The Traveler you target gives you one of their Relics (their
    # choice) if you hold fewer than 3" - a held Relic can be won back from any ring.
    state = new()
    put(state, 0, hand=["covetous_heart"])
    put(state, 1, "3.2", cloak=True)
    give_relics(state, 1, "ember", "cloak")
    play(state, "draw", "card healing_spring", "roll 2 2", "card keepsake", "play covetous_heart 2", "elder pass")
    assert state.legal_actions() == ["relic ember", "relic cloak"] and pending(state)[1] == 1
    assert state.view(0)["waiting"]["prompt"] == "Covetous Heart — give one of your Relics to {p0}"
    assert state.action_info("relic cloak")["label"] == "give Cosmic Cloak to {p0}"
    play(state, "relic cloak")
    assert (state.tr[0].relics, state.tr[1].relics, state.tr[1].cloak) == (["cloak"], ["ember"], False)
    state.check_invariants()
