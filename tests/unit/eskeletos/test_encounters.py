"""Traveler Encounters (rulebook: Traveler Encounters; Conflict Results; Conflict
Restrictions; Card and Effect Timing; Stasis Shield). Seat 0 (the Devoted Elder) starts on
1.0; ``roll 4 6`` takes it to 1.10, a Hazard space (not a Sanctuary)."""

from __future__ import annotations

from pygame_rules.games.eskeletos.frames import TradeGive

from .helpers import give_relics, hand_from_piles, new, pending, play, put, top


def landed(defender_place="1.10", **defender):
    state = new()
    put(state, 1, defender_place, **defender)
    play(state, "draw", "card healing_spring")
    return state


def test_encounter_options_and_sanctuary_forbids_conflict():
    state = landed()
    play(state, "roll 4 6")
    assert state.legal_actions() == ["ignore", "conflict 2", "gift 2", "trade 2", "take 2"]
    state = landed("1.5", burden=1)
    play(state, "roll 2 3")  # Lotus: a Sanctuary
    assert state.legal_actions() == ["ignore", "gift 2", "trade 2", "take 2"]


def test_limbo_crisis_interrupts_an_encounter():
    # Example of Card and Effect Timing: the Defender's 5th Burden is resolved before the
    # Initiator's space (a Hazard) is.
    state = landed(burden=4)
    play(state, "roll 4 6", "conflict 2", "contest 4 2")  # wins by 2: Defender +1 Burden
    assert pending(state) == ("crisis", 1)
    assert state.tr[0].burden == 2  # the Hazard has not resolved yet
    play(state, "d6 3")
    assert state.tr[1].limbo == 1 and state.tr[1].burden == 5
    assert state.tr[0].burden == 3 and top(state) == "action"  # then the Hazard


def test_initiator_collapse_during_an_encounter_ends_the_turn():
    state = landed(burden=2)
    put(state, 0, burden=4)
    play(state, "roll 4 6", "take 2", "agree")
    assert state.tr[1].burden == 1 and pending(state) == ("crisis", 0)
    play(state, "d6 1")
    assert state.tr[0].limbo == 1 and pending(state) == ("phase1", 1)


def test_conflict_win_by_three_surrenders_a_relic_to_its_ring():
    state = landed()
    give_relics(state, 1, "ember")
    play(state, "roll 4 6", "conflict 2", "contest 6 2")
    assert state.legal_actions() == ["surrender ember 2.6", "surrender ember 2.12", "surrender ember 2.18"]
    play(state, "surrender ember 2.18")
    assert state.tr[1].relics == [] and state.relic_at["ember"] == (2, 18)
    assert state.tr[1].burden == 1  # no Burden with the surrender


def test_conflict_ties_and_modifiers():
    state = landed(attach=["clenched_fist"])
    play(state, "roll 4 6", "conflict 2", "contest 5 3")  # 5 vs 3 + 2: tie, nothing happens
    assert state.tr[1].burden == 1 and state.tr[0].burden == 3  # then the Hazard hits seat 1


def test_stasis_shield_cancels_a_lost_conflict_and_a_targeted_card():
    state = landed()
    give_relics(state, 1, "shield")
    play(state, "roll 4 6", "conflict 2", "contest 5 4")
    assert state.legal_actions() == ["shield", "endure"] and pending(state)[1] == 1
    play(state, "shield")
    assert state.tr[1].burden == 1 and not state.tr[1].shield_ready
    state = landed()
    give_relics(state, 1, "shield")
    put(state, 0, hand=["storm_front"])
    play(state, "roll 4 6", "ignore", "play storm_front 2", "elder pass", "shield")
    assert state.tr[1].burden == 1


def test_assist_gift_and_trade_need_agreement():
    state = landed()
    play(state, "roll 4 6", "gift 2")
    assert state.view(1)["waiting"]["prompt"] == "{p0} offers {p1} 1 Hope: agree?"  # who offers what, to whom
    play(state, "refuse")
    assert (state.tr[0].hope, state.tr[1].hope) == (2, 3)
    state = landed()
    play(state, "roll 4 6", "gift 2", "agree")
    assert (state.tr[0].hope, state.tr[1].hope) == (1, 4)
    state = landed()
    play(state, "roll 4 6", "trade 2", "agree", "give empty_chair", "give ancestral_voice")
    assert sorted(k for k, _ in state.tr[0].hand) == ["ancestral_voice", "ancestral_voice", "healing_spring"]
    assert ("empty_chair", 3) in state.tr[1].hand  # both traders know it; nobody else


def test_fate_card_targeting_with_burden():
    state = landed()
    put(state, 0, hand=["fever"])
    play(state, "roll 4 6", "ignore", "play fever 2", "elder pass")
    assert (state.tr[1].burden, state.tr[1].hope) == (2, 2)


def test_defender_determinization_keeps_the_pending_trade_playable():
    """Trade (rulebook: Traveler Encounters, Assist/Share): the Initiator has chosen a card the
    Defender cannot see. A determinization for the Defender re-deals that hand, so the trade
    must name the card now in that slot, and the swap must still resolve."""
    import random

    state = landed()
    hand_from_piles(state, 0, ["empty_chair", "storm_front"])
    play(state, "roll 4 6", "trade 2", "agree", "give storm_front")
    assert state.current_player == 1
    for seed in range(20):
        det = state.resample_from_infostate(1, random.Random(seed))
        frame = det.stack[-1]
        assert isinstance(frame, TradeGive) and frame.first in det.tr[0].hand_keys()
        given = frame.first
        before = sorted(det.tr[0].hand_keys())
        det.apply(det.legal_actions()[0])
        after = sorted(det.tr[0].hand_keys())
        assert given not in after or before.count(given) > after.count(given)
    assert state.stack[-1].first == "storm_front"  # the real state is untouched


def test_an_agreed_assist_before_a_hazard_shows_the_initiators_hand_and_ends_undo():
    """The Initiator (seat 0) lands on the Hazard at 1.10 and offers to take a Burden; the
    Defender's "agree" lets the Hazard resolve at once, which shows that the Initiator's
    hidden hand holds no Reaction card: the Defender learned something and cannot undo it
    (docs/rulings/eskeletos.md, Undo)."""
    state = landed(burden=2)
    play(state, "roll 4 6", "take 2", "agree")
    assert state.tr[0].burden == 4 and top(state) == "action"  # 2 + 1 taken + 1 from the Hazard
    assert state.reveals_at(-1) and state.undo_point(1) is None
    state = landed(burden=2)
    put(state, 0, hand=["scar_tissue"])
    play(state, "roll 4 6", "take 2", "agree")  # the protect choice shows a Reaction card
    assert top(state) == "protect" and state.reveals_at(-1)
    state = landed(burden=2)
    put(state, 0, hand=[])  # nothing hidden: nothing shown
    play(state, "roll 4 6", "take 2", "agree")
    assert not state.reveals_at(-1)
