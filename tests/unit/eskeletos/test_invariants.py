"""What the checked random runs (benchmarks.invariants) hold ESKELETOS to: its 140 cards
(rulebook: Components: five Suit decks of 15, Fate 50, Limbo 15) counted wherever they are,
a Relic in one place only, tokens and deck counts never negative. Each check is shown to
catch the fault it exists for, on a position after a scripted setup."""

from __future__ import annotations

import pytest

from pygame_rules.core.errors import InvariantError
from pygame_rules.games.eskeletos.cards import DECK_LISTS
from pygame_rules.games.eskeletos.invariants import card_places

from .helpers import give_relics, new


def _all_cards() -> dict[str, int]:
    return {key: n for deck in DECK_LISTS.values() for key, n in deck.items()}


def test_every_card_is_counted_once_after_setup():
    state = new(2)  # 3 cards in the Drift, 2 in each hand, the rest undecided in the piles
    assert dict(card_places(state)) == _all_cards()
    assert sum(card_places(state).values()) == 140


def test_a_copy_slipped_into_another_decks_pile_is_counted_not_merged_away():
    """The draw piles are merged as dicts (no key is in two decks); a key in two piles
    must still add up, or a duplicated card could hide behind the merge."""
    state = new(2)
    key = next(iter(state.decks.pile["nature"]))
    state.decks.pile["void"][key] = 1  # a duplicate in the wrong deck
    assert card_places(state)[key] == _all_cards()[key] + 1


def test_a_relic_held_twice_or_held_and_on_the_board_is_caught():
    state = new(2)
    state.check_invariants()
    give_relics(state, 0, "cloak")
    state.check_invariants()
    give_relics(state, 1, "cloak")
    with pytest.raises(InvariantError, match=r"Relics in two places: \['cloak'\]"):
        state.check_invariants()
    state.tr[1].relics.remove("cloak")
    state.relic_at["cloak"] = (3, 0)  # also standing on the board
    with pytest.raises(InvariantError, match="cloak"):
        state.check_invariants()


def test_a_relic_off_the_turning_points_of_its_own_ring_is_caught():
    """Relic Displacement and the swap ruling keep a Relic on a Turning Point of its own ring
    (one Relic per ring, so never two on one Turning Point). Ring 1's Turning Points are 8,
    16 and 22; Ring 2's 6, 12 and 18."""
    state = new(2)
    state.relic_at["fate"] = (1, 22)
    state.check_invariants()
    state.relic_at["fate"] = (2, 12)  # where Ethereal Ember lies: the old swap could do this
    with pytest.raises(InvariantError, match="Relic fate lies on 2.12, not on a Turning Point of ring 1"):
        state.check_invariants()
    state.relic_at["fate"] = (1, 3)  # a Hazard space
    with pytest.raises(InvariantError, match="Relic fate lies on 1.3"):
        state.check_invariants()


def test_negative_tokens_and_deck_counts_are_caught():
    state = new(2)
    state.tr[1].hope = -1
    with pytest.raises(InvariantError, match="Hope -1"):
        state.check_invariants()
    state.tr[1].hope = 0
    key = next(iter(state.decks.pile["fate"]))
    state.decks.pile["fate"][key] = -1
    with pytest.raises(InvariantError, match="deck fate has a negative count"):
        state.check_invariants()
