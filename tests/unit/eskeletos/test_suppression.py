"""The Suppressed Vault (rulebook: The Card Suppression & Hazard System 1-4; Game Setup;
Facade Purge): Suppressed Hazards drawn, forced suppression at capacity, purge and
un-suppress with detonation, Static Cleanse."""

from __future__ import annotations

from .helpers import new, pending, play, put, top


def test_suppressed_hazard_goes_straight_to_the_vault():
    state = new()
    play(state, "draw", "card buried_grief")
    assert state.tr[0].vault == [("buried_grief", 1, "hazard")]
    assert len(state.tr[0].hand) == 2 and state.tr[0].burden == 2  # no penalty yet


def test_forced_suppression_at_capacity():
    state = new()
    put(state, 0, vault=["tears", "deep_breath", "rift"])
    play(state, "draw", "card buried_grief")
    assert state.tr[0].burden == 3 and top(state) == "overflow"  # +1 Burden first
    play(state, "vault 1")
    assert [k for k, _, _ in state.tr[0].vault] == ["deep_breath", "rift", "buried_grief"]
    assert state.decks.buried["emotion"] == [("tears", 1, "hand")] and state.tr[0].burden == 3  # face down


def test_forced_suppression_overload_crisis_resolves_first():
    state = new()
    put(state, 0, burden=4, vault=["tears", "deep_breath", "rift"])
    play(state, "draw", "card buried_grief")
    assert pending(state) == ("crisis", 0)
    play(state, "d6 6", "vault 2")
    assert [k for k, _, _ in state.tr[0].vault] == ["tears", "rift", "buried_grief"]


def test_suppressed_hazard_detonates_on_purge_at_a_gateway():
    state = new()
    put(state, 0, "1.2", vault=["buried_grief"])
    play(state, "draw", "card healing_spring", "roll 3 4", "gateway", "d6 4")  # 7 - 1 = 6 spaces
    assert state.tr[0].ring == 2 and state.legal_actions() == ["purge 1", "keep"]
    play(state, "purge 1")
    assert state.tr[0].burden == 4 and state.tr[0].vault == []  # Buried Grief: gain 2 Burden
    assert state.decks.discard["fate"] == ["buried_grief"]


def test_standard_card_purged_is_discarded_harmlessly():
    state = new()
    put(state, 0, "1.2", vault=["tears"])
    play(state, "draw", "card healing_spring", "roll 3 4", "gateway", "d6 4", "purge 1")
    assert state.tr[0].burden == 2 and state.decks.buried["emotion"] == [("tears", 1, "hand")]  # face down
    assert state.decks.discard["emotion"] == [] and state.view(1)["decks"]["emotion"]["discard"] == 1


def test_unsuppress_to_hand_and_hazard_detonation():
    state = new()
    put(state, 0, hand=["open_heart", "open_heart"], vault=["tears", "silent_scream"])
    play(state, "draw", "card healing_spring", "roll 1 1", "card tailwind", "play open_heart", "elder pass", "vault 1")
    assert ("tears", 3) in state.tr[0].hand  # revealed face up: known to both seats
    state = new()
    put(state, 0, hand=["open_heart"], vault=["silent_scream"])
    play(state, "draw", "card healing_spring", "roll 1 1", "card tailwind", "play open_heart", "elder pass")  # one suppressed card: no choice
    assert state.tr[0].burden == 5 and pending(state) == ("crisis", 0)  # 2 + 3


def test_bottle_it_up_suppresses_a_hand_card():
    state = new()
    put(state, 0, burden=3, hand=["bottle_it_up", "tears"])
    play(state, "draw", "card healing_spring", "roll 1 1", "card catharsis", "play bottle_it_up", "elder pass")
    play(state, "suppress tears")
    assert state.tr[0].vault == [("tears", 1, "hand")] and state.tr[0].burden == 1


def test_static_cleanse_costs_two_hope():
    state = new()
    put(state, 0, hope=4, vault=["buried_grief"])
    assert state.legal_actions()[:2] == ["cleanse burden", "cleanse vault 1"]
    play(state, "cleanse burden")
    assert (state.tr[0].burden, state.tr[0].hope) == (1, 2)
    play(state, "cleanse vault 1")  # a cleansed hazard still goes off: +2 Burden
    assert (state.tr[0].burden, state.tr[0].hope, state.tr[0].vault) == (3, 0, [])
    assert "cleanse burden" not in state.legal_actions()


def test_facade_purge_pays_three_hope_and_steps_forward():
    state = new(travelers=("mask", "elder"))
    put(state, 0, hope=3)
    play(state, "draw", "card healing_spring", "roll 3 4")  # 7 - 2 suppressed = 5: Lotus
    play(state, "rest hope")
    play(state, "facade", "vault 1")  # discard Rift, step to index 6 (Corporeal)
    t = state.tr[0]
    assert (t.pos, t.hope, len(t.vault)) == (6, 1, 1)
    assert pending(state) == ("reveal", 0, "corporeal", "hand")


def test_suppressed_card_choices_name_the_card_only_when_its_owner_knows_it():
    """Suppressed cards lie face down (rulebook: The Card Suppression & Hazard System); a
    Suppressed Hazard drawn from the Fate deck was never seen, so its choice says only its
    place in the row, as the board shows it."""
    state = new()
    put(state, 0, hope=4)
    state.tr[0].vault = [("tears", 1, "hand"), ("buried_grief", 0, "hazard")]  # the hazard: seen by nobody
    labels = {a: state.action_info(a)["label"] for a in state.legal_actions() if a.startswith("cleanse vault")}
    assert labels == {"cleanse vault 1": "Static Cleanse: discard suppressed card 1 (Tears)",
                      "cleanse vault 2": "Static Cleanse: discard suppressed card 2 (face down)"}
    state.apply("cleanse vault 1")
    entry = state._log[-1]
    # The name is the owner's alone; the results (2 Hope spent of 4, one card left) are everybody's.
    assert entry == {0: "{p0} uses Static Cleanse to discard suppressed card 1 (Tears): spends 2 Hope (2 left), "
                        "1 suppressed card left.",
                     None: "{p0} uses Static Cleanse to discard suppressed card 1: spends 2 Hope (2 left), "
                           "1 suppressed card left."}


def test_a_card_that_purges_or_returns_names_itself_and_what_happens():
    """Forgetting purges a suppressed card and Open Heart returns one to the hand: the
    prompt names the card asking, and each choice says what happens to which slot."""
    state = new()
    put(state, 0, hand=["forgetting", "tears"], vault=["tears", "shadow_self"])
    play(state, "draw", "card healing_spring", "roll 1 1", "card tailwind", "play forgetting", "elder pass")
    assert state.view(1)["waiting"]["prompt"] == "Forgetting — purge a suppressed card"
    assert [state.action_info(a)["label"] for a in state.legal_actions()] == [
        "purge suppressed card 1 (Tears)", "purge suppressed card 2 (Shadow Self)"]
    state = new()
    put(state, 0, hand=["open_heart", "tears"], vault=["tears", "shadow_self"])
    play(state, "draw", "card healing_spring", "roll 1 1", "card tailwind", "play open_heart", "elder pass")
    assert state.view(0)["waiting"]["prompt"] == "Open Heart — return a suppressed card to your hand"
    assert state.action_info("vault 2")["label"] == "return suppressed card 2 (Shadow Self) to your hand"
