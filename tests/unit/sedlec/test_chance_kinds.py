"""What kind of chance each Skulls of Sedlec chance node is (``State.chance_kind``;
docs/sealed-links.md).

Rulebook: at Setup the top card of one Graveyard pile is revealed (Setup 3); a Dig turns the
top card of each pile dug face up (Turn Actions: Dig). Every chance node turns a card face up
for everyone, and no card is ever drawn unseen, so each one is public.
"""

from __future__ import annotations

import pytest

import pygame_rules as pr

from .helpers import new, play


def test_the_setup_reveal_is_public():
    for n in (2, 3):
        state = new(n)
        assert state.chance_kind() == pr.ChanceKind.public(n)
        assert state.chance_kind().seen_by == tuple(range(n))


def test_the_cards_a_dig_turns_up_are_public():
    state = play(new(2), "reveal 5", "dig 2 3")
    assert state.chance_kind() == pr.ChanceKind("public", (0, 1))
    play(state, "reveal 7")
    assert state.chance_kind().kind == "public"  # the second pile of the Dig


def test_a_decision_is_not_a_chance_node():
    state = play(new(2), "reveal 5")
    with pytest.raises(pr.IllegalActionError, match="not a chance node"):
        state.chance_kind()
