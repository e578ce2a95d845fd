"""Skulls of Sedlec in a player's words, and what each action touches on the board
(pygame_rules/games/sedlec/words.py; keys listed in docs/notation/sedlec.md)."""

from __future__ import annotations

from .helpers import cards_with, new, ossuary, play, position

NP = cards_with("N/P")[0]  # a Noble over a Peasant
CLR = cards_with("Cl/R")[0]


def test_a_two_pile_dig_reads_and_touches_both_piles_then_the_card_taken():
    state = play(new(2), "reveal 5")
    state.apply("dig 2 3")
    state.apply(f"reveal {CLR}")
    state.apply(f"reveal {NP}")
    state.apply("take 3")
    assert state.log(names=["Ann", "Bo"])[1:] == [
        "Ann digs piles 2 and 3.",
        "Pile 2 turns up Cleric over Romantic.",
        "Pile 3 turns up Noble over Peasant.",
        "Ann takes Noble over Peasant from pile 3.",
    ]
    assert [state.touched(i) for i in range(1, 5)] == [
        ["pile:2", "pile:3"], ["pile:2", f"card:{CLR}"], ["pile:3", f"card:{NP}"], ["pile:3", f"card:{NP}"]]


def test_a_one_pile_dig_says_who_gets_the_card():
    """Ruling: with one face-down top left, Dig reveals it and the card goes to the hand."""
    ids = list(range(1, 19))  # 5 face-up tops, 12 cards stacked (6 each, off to the side), 1 face down
    far = [{(1, 10 + i): c for i, c in enumerate(ids[5 + 6 * s:11 + 6 * s])} for s in range(2)]
    state = position(up=dict(zip(range(1, 6), ids[:5])), down=[0, 0, 0, 0, 0, 1], ossuaries=far)
    assert "dig 6" in state.legal_actions()
    state.apply("dig 6")
    state.apply("reveal 18")
    assert state.log(names=["Ann", "Bo"])[-1].endswith("; Ann takes it.")
    assert state.hands[0] == [18] and state.touched(-1) == ["pile:6", "card:18"]


def test_stacking_names_the_place_in_words_and_touches_the_card_and_its_place():
    """The label a player reads names the skulls and the place ("at the left end of Row 1"),
    never the engine's place numbers."""
    built = ossuary({(1, 0): "N/Cr"}, exclude=[NP])
    state = position(hands=[[NP], []], ossuaries=[built, {}], turn=0)
    labels = {a: state.action_info(a)["label"] for a in state.legal_actions() if a.startswith("stack")}
    assert labels == {f"stack {NP} 1:-1": "Stack Noble over Peasant at the left end of Row 1",
                      f"stack {NP} 1:1": "Stack Noble over Peasant at the right end of Row 1"}
    state.apply(f"stack {NP} 1:-1")
    assert state.log(names=["Ann", "Bo"])[-1] == "Ann stacks Noble over Peasant at the left end of Row 1."
    assert state.touched(-1) == [f"card:{NP}", "slot:0:1:-1"]
    assert state.touched(-1, 1) == state.touched(-1, None)  # all public


def test_collect_and_pass_in_words() -> None:
    state = play(new(2), "reveal 5")
    assert state.action_info("collect 1")["label"] == "Collect Noble over Peasant from pile 1"
    assert state.action_info("dig 2 5")["label"] == "Dig piles 2 and 5"
    assert state.action_info("pass")["label"] == "Pass (no move is possible)"
