"""Reaching Acceptance (rulebook: Reaching Acceptance and Winning the Game; First Journey
win condition). Ring 5 reads W H E T L V H T M H N T C; ``roll 1 2`` from 5.0 lands on the
Turning Point 5.3."""

from __future__ import annotations

import pygame_rules as pr
import pytest

from pygame_rules.games.eskeletos.frames import EndTurn

from .helpers import HAND, give_relics, new, pending, play, put, top


def ready(burden=0, vault=(), relics=("fate", "cloak", "equilibrium"), hope=2, fj=False):
    state = new(fj=fj)
    put(state, 0, "5.0", burden=burden, vault=list(vault), hope=hope)
    if relics and not fj:
        give_relics(state, 0, *relics)
    return play(state, "draw", "card healing_spring")


def test_acceptance_refused_with_one_burden():
    state = ready(burden=1)
    play(state, "roll 1 2")
    assert state.tr[0].pos == 3 and top(state) == "action"


def test_acceptance_refused_with_a_suppressed_card_or_two_relics():
    state = ready(vault=["tears"])
    play(state, "roll 2 2")  # 4 - 1 suppressed = 3
    assert state.tr[0].pos == 3 and top(state) == "action"
    state = ready(relics=("fate", "cloak"))
    play(state, "roll 1 2")
    assert top(state) == "action"


def test_acceptance_check_with_hope_wins():
    state = ready(hope=2)
    play(state, "roll 1 2")
    assert state.legal_actions() == ["accept", "stay"]
    play(state, "accept", "d6 4")  # 4 + 2 Hope = 6
    assert state.is_terminal() and state.winners() == [0]
    assert (state.tr[0].ring, state.tr[0].hope) == (6, 0)
    assert state.current_player == pr.TERMINAL


def test_failed_acceptance_gains_nothing_and_ends_the_turn():
    state = ready(hope=1)
    play(state, "roll 1 2", "accept", "d6 4")  # 4 + 1 < 6
    assert not state.is_terminal() and state.tr[0].burden == 0
    assert (state.tr[0].ring, state.tr[0].pos) == (5, 3)
    assert pending(state) == ("phase1", 1)  # no Action Phase


def test_first_journey_needs_only_zero_burden():
    state = ready(fj=True, relics=(), hope=0)
    play(state, "roll 1 2", "accept", "d6 6")
    assert state.winners() == [0]


def test_round_limit_is_a_draw_whoever_is_furthest_along():
    # Designed safeguard (docs/rulings/eskeletos.md, Safeguard; RULINGS.md "ESKELETOS,
    # revised": a round limit, if kept, is a draw): after the last round (100; First Journey
    # 60) the game ends and nobody wins, even a Traveler two rings ahead holding a Relic.
    state = new(3, hands=[HAND, HAND, ("healing_spring", "wildfire")])
    state.round = 100
    put(state, 0, "3.4")
    put(state, 1, "4.2")
    put(state, 2, "5.9")
    give_relics(state, 2, "ember")
    state.turn = 2
    state.stack = [EndTurn(2)]
    state.advance()
    assert state.is_terminal() and state.winners() == [] and state.round == 100
    assert state.end_reason() == "limit_draw" and state.view(None)["end_reason"] == "limit_draw"
    assert state.view(1)["end"] == "Nobody reached Acceptance in 100 rounds: the journey ends in a draw."
    state = new(2, fj=True)
    state.round, state.turn, state.stack = 60, 1, [EndTurn(1)]
    put(state, 0, "1.3", burden=1, hope=2)
    state.advance()
    assert state.winners() == [] and state.end_reason() == "limit_draw"
    assert state.view(None)["end"] == "Nobody reached Acceptance in 60 rounds: the journey ends in a draw."


def test_no_round_limit_before_the_last_round():
    state = new(2)
    state.round, state.turn, state.stack = 60, 1, [EndTurn(1)]
    state.advance()
    assert not state.is_terminal() and state.round == 61 and pending(state) == ("phase1", 0)


def test_running_score_measures_progress_toward_acceptance():
    # The designed running score (rules.PROGRESS; search bots judge cut-off playouts by it):
    # ring + 0.75 per Relic (up to 3) - 0.3 per Burden - 0.2 per suppressed card + 0.05 per
    # Hope (up to 6). Seat 0: 3 + 1.5 - 0.6 - 0.2 + 0.2 = 3.9. Seat 1 in Limbo with one Relic,
    # 5 Burden and 9 Hope: 0 + 0.75 - 1.5 + 0.3 = -0.45.
    state = new(2)
    put(state, 0, "3.4", burden=2, hope=4, vault=["tears"])
    give_relics(state, 0, "fate", "ember")
    give_relics(state, 1, "cloak")
    put(state, 1, burden=5, hope=9)
    state.tr[1].ring, state.tr[1].limbo = 0, 3
    assert state.scores() == pytest.approx([3.9, -0.45])
