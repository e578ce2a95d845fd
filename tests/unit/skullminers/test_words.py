"""Skullminers in a player's words: a move or a card that throws crew away says so before it
is chosen (docs/rulings/skullminers.md: a Site holds at most 6), a Directive's log line says
what it did; and what each action touches on the board (pygame_rules/games/skullminers/
words.py; keys listed in docs/notation/skullminers.md)."""

from __future__ import annotations

from .helpers import at, crew, lay, play, position


def test_a_move_over_the_site_cap_says_how_many_crew_are_lost():
    # B1 [N S] 5 crew, B2 [N S] 3 crew: moving 1 loses none, 2 lose 1, 3 lose 2.
    state = position(turn=0, phase="allocate")
    lay(state, "B1", "NS")
    lay(state, "B2", "NS")
    crew(state, "B1", 0, 5)
    crew(state, "B2", 0, 3)
    labels = {k: state.action_info(f"move B2 B1 {k}")["label"] for k in (1, 2, 3)}
    assert labels == {1: "Move 1 crew B2 \u2192 B1",
                      2: "Move 2 crew B2 \u2192 B1 (1 lost: a Site holds at most 6)",
                      3: "Move 3 crew B2 \u2192 B1 (2 lost: a Site holds at most 6)"}
    assert state.action_info("move B2 B1 3")["lost"] == 2


def test_a_move_into_a_full_site_says_every_crew_moved_is_lost():
    state = position(turn=0, phase="allocate")
    lay(state, "B1", "NS")
    lay(state, "B2", "NS")
    crew(state, "B1", 0, 6)
    crew(state, "B2", 0, 6)
    assert state.action_info("move B2 B1 6")["label"] == (
        "Move 6 crew B2 \u2192 B1 (all 6 lost: B1 already holds 6, the most a Site holds)")
    play(state, "move B2 B1 6")
    assert state.log(None)[-1] == ("Player 1 moves 6 crew from B2 to B1. "
                                   "All 6 lost: B1 already holds 6, the most a Site holds.")
    assert state.touched(-1) == ["cell:B2", "cell:B1"]


def test_reinforcements_over_the_cap_warn_in_the_label_and_log_the_result():
    # Reinforcements (d1): add 2 crew to a Site your crew holds; B1 holds 5.
    state = position(turn=0, phase="direct", hands=[["d1"], []])
    lay(state, "B1", "NS")
    crew(state, "B1", 0, 5)
    assert state.action_info("play d1 B1")["label"] == "Play Reinforcements on B1 (1 lost: a Site holds at most 6)"
    play(state, "play d1 B1")
    assert state.log(None)[-1] == (
        "Player 1 plays Reinforcements on B1: 2 crew join, B1 now holds 6 (1 lost: a Site holds at most 6).")
    assert state.touched(-1) == ["cell:B1", "discard:0"]


def test_unearthing_touches_the_site_and_the_claim():
    # Player 1's crew on C4 (the Site in front of Player 2's Claim C), a tunnel open north.
    state = position(turn=0, phase="allocate", blind=False, god=(0, 0))
    lay(state, "C4", "NS")
    crew(state, "C4", 0, 2)
    assert state.action_info("dig C")["label"] == "Unearth Claim C from C4 (spends 1 crew there)"
    play(state, "dig C")
    assert state.touched(-1) == ["cell:C4", "claim:1-C"]


def test_hiding_a_god_skull_touches_the_claim_for_its_owner_only():
    state = position(turn=0, phase="direct", blind=False)
    at(state, "hide", 1)
    play(state, "hide D")
    assert state.touched(-1, 1) == ["claim:1-D"]
    assert state.touched(-1, 0) == [] and state.touched(-1, None) == []
