"""``State.resample_from_infostate`` is a template: it checks the seat, calls the game's
``_resample`` hook, then scrubs the true past so a determinization holds nothing its seat
cannot know (``pygame_rules/core/state.py``, docs/architecture.md "Writing a game")."""

from __future__ import annotations

import random

import pytest

from pygame_rules.core import HIDDEN_ACTION, State
from tests.bots.guess_game import GUESS, GuessState, dealt


def test_history_keeps_its_length_and_only_the_seats_own_actions() -> None:
    # Seat 1 holds 2, seat 2 holds 5; seat 1 guesses 3 (a wrong guess, game over).
    state = dealt(2, 5)
    state.apply("guess 3")
    sample = state.resample_from_infostate(0, random.Random(1))
    # Both deals are chance's: seat 1 did not take them, so they become placeholders.
    assert sample.history == [HIDDEN_ACTION, HIDDEN_ACTION, "guess 3"]
    assert [sample.actor(i) for i in range(3)] == [state.actor(i) for i in range(3)]
    assert state.history == ["deal 2", "deal 5", "guess 3"]  # the true state is untouched


def test_the_log_becomes_the_seats_own_reading() -> None:
    state = dealt(2, 5)
    state._log[1] = {1: "{p1} is dealt 5", None: "{p1} is dealt a card"}  # a per-seat line
    sample = state.resample_from_infostate(0, random.Random(1))
    assert sample._log[1] == "{p1} is dealt a card"  # seat 1 reads the public text, tokens kept
    assert sample.log(0) == state.log(0)
    assert all(isinstance(entry, str) for entry in sample._log)
    assert state.resample_from_infostate(1, random.Random(1))._log[1] == "{p1} is dealt 5"


@pytest.mark.parametrize("bad", [None, -1, 2, True, "0", 0.0])
def test_a_non_seat_is_refused(bad: object) -> None:
    state = dealt(2, 5)
    with pytest.raises(ValueError, match="seat"):
        state.resample_from_infostate(bad, random.Random(1))  # type: ignore[arg-type]


def test_the_default_hook_is_a_clone() -> None:
    state = GUESS.new_game(2)
    state.apply("deal 4")
    assert State._resample(state, 0, random.Random(1)).history == ["deal 4"]
    assert isinstance(state.resample_from_infostate(0, random.Random(1)), GuessState)


def test_the_scrubbed_past_follows_the_state_as_it_grows_or_is_replaced() -> None:
    """The seat's reading of the past is memoized per state (a search asks for it hundreds of
    times); it must follow new actions and a history put back by hand."""
    state = GUESS.new_game(2)
    state.apply("deal 2")
    assert state.resample_from_infostate(0, random.Random(1)).history == [HIDDEN_ACTION]
    state.apply("deal 5")
    state.apply("guess 4")
    assert state.resample_from_infostate(0, random.Random(1)).history == [HIDDEN_ACTION, HIDDEN_ACTION, "guess 4"]
    state.history = ["deal 2", "deal 5", "guess 1"]  # same length, other list
    state._log = list(state.history)
    assert state.resample_from_infostate(0, random.Random(1)).history[-1] == "guess 1"
    state.history[-1] = "guess 3"  # same list, the last entry replaced in place
    state._log[-1] = "guess 3"
    sample = state.resample_from_infostate(0, random.Random(1))
    assert sample.history[-1] == "guess 3" and sample._log[-1] == "guess 3"
    sample.history.append("x")  # a determinization's lists are its own
    assert state.resample_from_infostate(0, random.Random(1)).history == [HIDDEN_ACTION, HIDDEN_ACTION, "guess 3"]
