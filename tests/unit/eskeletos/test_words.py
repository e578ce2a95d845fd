"""Words a player reads (log lines with every result, prompts, choices with the card's text)
and what each action touched (docs/notation/eskeletos.md). Ring 5 reads W H E T L V H T M
H N T C; ``roll 1 2`` from 5.0 lands on the Turning Point 5.3."""

from __future__ import annotations

from pygame_rules.games.eskeletos.words import third_person

from .helpers import give_relics, new, play, put


def at_acceptance_check(hope: int):
    """Ada (seat 0) on 5.0 with 0 Burden, an empty vault and 3 Relics: ``roll 1 2`` takes her
    to the Turning Point 5.3, where she may attempt the Acceptance Check (net 6 needed)."""
    state = new()
    put(state, 0, "5.0", burden=0, vault=[], hope=hope)
    give_relics(state, 0, "fate", "cloak", "equilibrium")
    return play(state, "draw", "card healing_spring", "roll 1 2", "accept")


def test_the_acceptance_roll_says_the_hope_spent_and_the_win():
    """Reaching Acceptance: a 4 and 2 Hope make the net 6 (ruling: Hope that wins is spent)."""
    state = play(at_acceptance_check(hope=2), "d6 4")
    assert state.log(None, ["Ada", "Bo"])[-1] == (
        "Ada rolls 4 on the Acceptance Check: reaches Acceptance, spends 2 Hope (0 left).")
    assert state.touched(-1) == ["space:5.3", "hope:0", "space:acceptance", "dice"]


def test_a_failed_acceptance_roll_says_so_once_and_spends_nothing():
    """A 4 with 1 Hope falls short of 6: no Hope is spent, no Burden gained, the turn ends."""
    state = play(at_acceptance_check(hope=1), "d6 4")
    log = state.log(None, ["Ada", "Bo"])
    assert log[-1] == "Ada rolls 4 on the Acceptance Check: fails the Acceptance Check; the turn ends."
    assert sum("Acceptance Check" in line for line in log) == 2  # "attempts", then the roll
    assert log[-2] == "Ada attempts the Acceptance Check."
    assert state.touched(-1) == ["dice"]


def test_a_failed_gateway_check_names_the_burden_gained():
    """Gateway Check: 1D6, net 4+ crosses; a 1 fails and costs 1 Burden (Ring Traversal).
    Ring 1 reads W N E H M L C V T ...: ``roll 3 5`` from 1.0 lands on the Turning Point 1.8."""
    state = new()
    put(state, 0, "1.0", burden=2, hope=0)
    play(state, "draw", "card healing_spring", "roll 3 5", "gateway", "d6 1")
    assert state.log(None, ["Ada", "Bo"])[-1] == (
        "Ada rolls 1 on the Gateway Check: fails the Gateway Check, gains 1 Burden (3 of 5).")
    assert set(state.touched(-1)) == {"burden:0", "dice"}


def test_a_movement_roll_says_where_the_pawn_lands_and_what_it_costs():
    """2D6 movement: 1 and 2 take Ada from 1.0 to 1.3, a Hazard (1 Burden)."""
    state = new()
    put(state, 0, "1.0", burden=0, hope=0, hand=[])
    play(state, "draw", "card healing_spring", "roll 1 2")
    assert state.log(None, ["Ada", "Bo"])[-1] == (
        "Ada rolls 1 and 2 for movement: moves 3 spaces, now on Shock 3 (Hazard), gains 1 Burden (1 of 5).")
    assert state.touched(-1) == ["space:1.0", "burden:0", "space:1.3", "dice"]


def test_drafting_touches_the_drift_and_the_hand_and_shows_the_card_text():
    state = new()
    info = state.action_info("draft 1")
    assert info["label"] == "draft Healing Spring from the Drift"
    assert info["detail"].startswith("Action:") and "Burden" in info["detail"]  # what the card does
    play(state, "draft 1")
    assert state.log(None, ["Ada", "Bo"])[-1] == "Ada drafts Healing Spring from the Drift."
    assert {"drift:1", "hand:0"} <= set(state.touched(-1))


def test_a_chance_node_is_described_for_players_not_by_its_internal_name():
    state = new()
    play(state, "draw")  # the Fate card is turned over next: a chance node
    waiting = state.view(1)["waiting"]
    assert waiting == {"seat": -1, "kind": "reveal", "prompt": "{p0} draws a Fate card"}
    play(state, "card healing_spring")
    assert state.view(1)["waiting"]["prompt"] == "{p0} rolls for movement"


def test_a_secret_choice_touches_no_card_name():
    """Lingering Regret makes the target suppress a card of its choice: the other seats read
    that a card was chosen in secret and a suppressed card more; no key names the card."""
    state = new(travelers=("veteran", "child"))  # not the Elder: her played card may go to the Drift
    put(state, 1, hand=["tears", "wildfire"])
    put(state, 0, "1.0", burden=0, hand=["lingering_regret"])
    play(state, "draw", "card healing_spring", "roll 2 3")  # to 1.5, a Lotus rest: 1 Hope
    play(state, "play lingering_regret 2")
    assert state.legal_actions() == ["suppress tears", "suppress wildfire"]
    play(state, "suppress tears")
    assert state.log(0, ["Ada", "Bo"])[-1] == "Bo chooses a card in secret: 1 more suppressed card (1 in the vault)."
    assert state.log(1, ["Ada", "Bo"])[-1].startswith("Bo suppresses Tears:")
    assert not any("tears" in key for key in state.touched(-1, 0))


def test_labels_read_in_the_third_person():
    assert third_person("draft Rift from the Drift") == "drafts Rift from the Drift"
    assert third_person("do not roll") == "does not roll"
    assert third_person("Static Cleanse: shed 1 Burden") == "uses Static Cleanse to shed 1 Burden"
    assert third_person("Facade Purge (3 Hope)") == "uses Facade Purge (3 Hope)"
    assert third_person("discard Tears") == "discards Tears"


def test_the_end_screen_says_how_the_journey_ended():
    state = play(at_acceptance_check(hope=2), "d6 4")
    assert state.view(None)["end"] == "{p0} reached Acceptance in round 1."
    assert new().view(None)["end"] is None  # not before the end
