"""Burden, the Limbo Crisis Roll, Total Collapse, the Limbo arc and the First Journey reset
(rulebook: Burden; Limbo & Recovery; Conditions of Limbo; The 7-Space Limbo Arc; Limbo
Turn Structure; Returning to the Main Board; First Journey)."""

from __future__ import annotations

from pygame_rules.games.eskeletos.frames import kind_of

from .helpers import begin_turn, give_relics, new, pending, play, put, to_limbo, top


def test_crisis_survived_sheds_one_burden_at_end_of_turn():
    state = new()
    put(state, 0, burden=4)
    play(state, "draw", "card healing_spring", "roll 1 2")  # Hazard -> 5th Burden
    assert pending(state) == ("crisis", 0)
    play(state, "d6 5")
    assert state.tr[0].burden == 5 and state.tr[0].limbo == 0 and top(state) == "action"
    play(state, "end")
    assert state.tr[0].burden == 4 and pending(state) == ("phase1", 1)


def test_total_collapse_strips_attachments_and_ends_the_turn():
    state = new()
    put(state, 0, burden=4, attach=["genetic_strength"])
    play(state, "draw", "card healing_spring", "roll 1 2", "d6 4")
    t = state.tr[0]
    assert (t.limbo, t.burden, t.attach) == (1, 5, [])
    assert state.decks.discard["corporeal"] == ["genetic_strength"]
    assert len(t.hand) == 3  # the hand stays, frozen
    assert pending(state) == ("phase1", 1)


def test_total_collapse_sends_the_travelers_relics_back_to_their_starting_turning_points():
    # Ruling (docs/rulings/eskeletos.md; RULINGS.md, ESKELETOS revised: a held Relic can
    # always be won back): in Limbo a Traveler is off the Main Board, where Relics lie and act,
    # so each of its Relics returns to the Turning Point where it started (board.json
    # relic_home: Ember 2.12, Cosmic Cloak 3.10), claimable again; the Cloak comes off.
    state = new()
    put(state, 0, burden=4, cloak=True)
    give_relics(state, 0, "ember", "cloak")
    play(state, "draw", "card healing_spring", "roll 1 2", "go")  # Hazard at 1.3: 5th Burden
    assert pending(state) == ("crisis", 0)
    play(state, "d6 3")  # 3 < 5: Total Collapse
    t = state.tr[0]
    assert (t.limbo, t.relics, t.cloak) == (1, [], False)
    assert state.relic_at["ember"] == (2, 12) and state.relic_at["cloak"] == (3, 10)
    state.check_invariants()


def test_steady_heart_adds_to_the_crisis_roll():
    state = new()
    put(state, 0, burden=4, attach=["steady_heart"])
    play(state, "draw", "card healing_spring", "roll 1 2", "d6 4")  # 4 + 1 = 5 resists
    assert state.tr[0].limbo == 0 and state.tr[0].crisis_shed


def test_limbo_turn_movement_card_natural_step_and_escape():
    state = new()
    to_limbo(state, 0, space=5)
    begin_turn(state, 0)
    assert pending(state) == ("reveal", 0, "limbo", "limbo")  # no Fate draw: the hand is frozen
    play(state, "card spectral_drift")
    assert state.legal_actions() == ["limbo play", "limbo discard"]
    play(state, "limbo play")  # 5 + 2 = 7, the natural step stops at 7
    assert pending(state) == ("escape_roll", 0)
    play(state, "d6 3")
    t = state.tr[0]
    assert (t.limbo, t.ring, t.pos, t.burden) == (0, 1, 0, 3)
    assert pending(state) == ("phase1", 1)


def test_failed_escape_stays_on_the_exit_portal():
    state = new()
    to_limbo(state, 0, space=6)
    begin_turn(state, 0)
    play(state, "card soul_echo", "limbo play", "d6 2")  # Soul Echo: +1 Hope; step to 7
    t = state.tr[0]
    assert (t.limbo, t.burden, t.hope) == (7, 5, 3)


def test_deep_cold_freezes_the_natural_step_and_whispers_step_back():
    state = new()
    to_limbo(state, 0, space=3)
    begin_turn(state, 0)
    play(state, "card deep_cold")
    assert state.tr[0].limbo == 3 and pending(state) == ("phase1", 1)
    state = new()
    to_limbo(state, 0, space=3)
    begin_turn(state, 0)
    play(state, "card whispers_in_the_dark")  # lose 1 Hope, back to 2, natural step to 3
    assert (state.tr[0].limbo, state.tr[0].hope) == (3, 1)


def test_portal_surge_and_pure_transcendence_escape_without_a_roll():
    state = new()
    to_limbo(state, 0, space=2)
    begin_turn(state, 0)
    play(state, "card portal_surge", "limbo play")
    t = state.tr[0]
    assert (t.limbo, t.ring, t.pos, t.burden) == (0, 1, 0, 3) and pending(state) == ("phase1", 1)
    state = new()
    to_limbo(state, 0, space=2)
    state.tr[0].collapsed_ring = 3
    begin_turn(state, 0)
    play(state, "card pure_transcendence", "limbo play")
    assert (state.tr[0].ring, state.tr[0].pos, state.tr[0].burden) == (3, 0, 4)


def test_first_journey_reset_at_five_burden():
    state = new(fj=True)
    put(state, 0, "1.0", burden=4)
    play(state, "draw", "card healing_spring", "roll 1 2")
    t = state.tr[0]
    assert (t.burden, t.ring, t.pos, t.limbo) == (3, 1, 0, 0)
    assert not any(kind_of(f) == "crisis" for f in state.stack) and top(state) == "action"


def test_first_journey_has_no_encounters_relics_or_suppression():
    state = new(fj=True)
    put(state, 1, "1.10")
    play(state, "draw", "card buried_grief")  # a Suppressed Hazard is discarded instead
    assert state.tr[0].vault == [] and state.decks.buried["fate"] == [("buried_grief", 1, "hazard")]  # face down
    assert state.tr[0].burden == 2
    play(state, "roll 4 6")  # lands on seat 2's Hazard space: no encounter
    assert state.tr[0].burden == 3 and top(state) == "action"
    state = new(fj=True)
    put(state, 0, "1.10")
    play(state, "draw", "card healing_spring", "roll 3 3")  # Relic space, but no Relics
    assert top(state) == "gateway_ask"
