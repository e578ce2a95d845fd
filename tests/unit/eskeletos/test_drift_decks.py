"""The Drift, Fate draws and decks (rulebook: Phase 1: Draw; Drift Refill & Hazard Trigger;
A Lifetime of Wisdom; Fate Manipulation; Card Exhaustion; Fate Cards: INSTANT)."""

from __future__ import annotations

import pytest

from .helpers import HAND, give_relics, new, play, put, top


def test_drift_refill_hazard_strikes_every_traveler_on_the_board():
    state = new()
    play(state, "draft 1", "card buried_grief")  # its global event: every Traveler loses 1 Hope
    assert [state.tr[0].hope, state.tr[1].hope] == [1, 2]  # Elder 2-1, Child 3-1
    assert top(state) == "reveal"  # the slot is refilled again
    play(state, "card wildfire")
    assert [k for k, _ in state.drift] == ["second_heartbeat", "time_heals", "wildfire"]
    assert ("healing_spring", 3) in state.tr[0].hand  # drafted face up: known to all


def test_instant_drawn_resolves_at_once():
    state = new()
    play(state, "draw", "card windfall_of_hope")
    assert state.tr[0].hope == 4 and len(state.tr[0].hand) == 2
    assert state.decks.discard["fate"] == ["windfall_of_hope"] and top(state) == "move_roll"


def test_gathering_storm_costs_every_traveler_hope_not_burden():
    # Designed Fate deck (docs/rulings/eskeletos.md): the INSTANT Gathering Storm takes 1 Hope
    # from every Traveler on the board, the Scarred Veteran too; it gives no Burden.
    state = new(travelers=("elder", "veteran"))
    play(state, "draw", "card gathering_storm")
    assert [(t.hope, t.burden) for t in state.tr] == [(1, 2), (0, 3)]  # Elder 2-1, Veteran 1-1
    assert state.decks.discard["fate"] == ["gathering_storm"] and top(state) == "move_roll"


def test_wildfire_and_empty_chair_take_hope_not_burden():
    # Designed Fate deck (docs/rulings/eskeletos.md): Wildfire costs every other Traveler 1 Hope,
    # Empty Chair costs its target 1 Hope and gives its player 1; neither gives Burden.
    state = new(3, travelers=("elder", "veteran", "child"),
                hands=[HAND, ("second_heartbeat", "rift"), ("pilgrims_call", "rift")])
    put(state, 0, hand=["wildfire", "empty_chair"])
    play(state, "draw", "card healing_spring", "roll 2 3", "rest hope")  # the Elder rests: Hope 3
    play(state, "play wildfire", "elder pass")
    assert [(t.hope, t.burden) for t in state.tr] == [(3, 2), (0, 3), (2, 1)]  # Veteran 1-1, Child 3-1
    state = new(travelers=("elder", "child"))
    put(state, 0, hand=["empty_chair"])
    play(state, "draw", "card healing_spring", "roll 2 3", "rest hope")
    play(state, "play empty_chair 2", "elder pass")
    assert [(t.hope, t.burden) for t in state.tr] == [(4, 2), (2, 1)]  # Elder 2+1+1, Child 3-1


def test_devoted_elder_fourth_drift_slot_pays_hope():
    state = new()
    play(state, "draw", "card wildfire", "roll 1 1", "card tears", "play ancestral_voice", "elder drift")
    assert len(state.drift) == 4 and state.drift[3] == ("ancestral_voice", 0)
    play(state, "deck memory", "card keepsake", "deck void", "card warp", "draft 4")  # only "end" left: taken at once
    assert state.tr[0].hope == 3  # 2 + 1 when Player 2 drafts it
    assert len(state.drift) == 3 and top(state) == "move_roll"  # back to 3: no refill


def test_fate_manipulation_peek_orders_the_deck():
    state = new()
    give_relics(state, 0, "fate")
    play(state, "relic fate", "card wildfire", "card time_heals")
    assert state.legal_actions() == ["bottom wildfire", "bottom time_heals"]
    play(state, "bottom wildfire")
    assert state.decks.top == [("time_heals", 1)] and state.decks.bottom == [("wildfire", 1)]
    play(state, "draw")  # the known top card: no chance node
    assert ("time_heals", 1) in state.tr[0].hand and top(state) == "move_roll"


def test_empty_deck_reshuffles_its_discard_pile():
    state = new()
    state.tr[0].vault = [("tears", 1, "hand")] * 3
    state.decks.pile["nature"] = {}
    state.decks.discard["nature"] = ["tailwind", "tailwind", "migration"]
    play(state, "draw", "card healing_spring", "roll 1 1")  # net 1: Nature space
    odds = dict(state.chance_outcomes())
    assert odds == {"card tailwind": pytest.approx(2 / 3), "card migration": pytest.approx(1 / 3)}
    assert state.decks.discard["nature"] == []


def test_a_known_hazard_refilling_the_drift_is_shown_to_every_seat():
    """Drift Refill & Hazard Trigger: a Hazard turning up in the Drift is revealed to all. One
    the peeker put back on top is drawn without a chance node (no log line), so the view must
    name it: else the other seat could not know which Hazard lies face up on the discard."""
    state = new()
    give_relics(state, 0, "fate")
    play(state, "relic fate", "card buried_grief", "card wildfire", "bottom wildfire")
    play(state, "draft 1")  # the refill draws the known top card, Buried Grief
    assert state.decks.discard["fate"] == ["buried_grief"]
    event = state.view(1)["recent"][-1]
    assert event == {"seat": -1, "what": "drift_hazard", "value": "Buried Grief", "turn": 1,
                     "text": "Buried Grief turns up in the Drift"}
    assert [state.tr[0].hope, state.tr[1].hope] == [1, 2]  # its global event: 1 Hope less each
