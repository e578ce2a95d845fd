"""What each action changed on the board (``State._touches`` / ``State.touched``,
pygame_rules/core/state.py) and the page's list of what happened since a seat last chose
(``Session.recent``, pygame_rules/session.py): recorded per viewer like the log, so a key
never tells a seat which hidden card moved."""

from __future__ import annotations

import random

import pytest

from pygame_rules.core import CHANCE, Game, IllegalActionError
from pygame_rules.session import RECENT_MAX, Session
from tests.bots.guess_game import GUESS, GuessState


class TouchGuess(GuessState):
    """Guess (tests/bots/guess_game.py) whose actions say what they touch: a deal touches
    the receiving seat's hand, and that seat alone learns which card; a guess touches the
    guessed number, which everybody sees."""

    def _describe(self, action: str) -> object:
        verb, value = action.split()
        if verb == "deal":
            seat = self.cards.index(None)
            return {seat: f"{{p{seat}}} is dealt {value}", None: f"{{p{seat}}} is dealt a card"}
        return f"{{p0}} guesses {value}"

    def _touches(self, action: str) -> object:
        verb, value = action.split()
        if verb == "deal":
            seat = self.cards.index(None)
            return {seat: [f"hand:{seat}", f"card:{value}"], None: [f"hand:{seat}"]}
        return [f"guess:{value}"]


TOUCH_GUESS = Game(id="touch_guess", title="Guess (test only)", min_players=2, max_players=2,
                   state_class=TouchGuess)


def dealt(mine: int, theirs: int) -> TouchGuess:
    state = TOUCH_GUESS.new_game(2)
    state.apply(f"deal {mine}")
    state.apply(f"deal {theirs}")
    return state  # type: ignore[return-value]


# ---------------------------------------------------------------- State.touched
def test_each_action_records_what_it_touched_as_each_viewer_reads_it() -> None:
    state = dealt(2, 5)
    state.apply("guess 4")
    assert state.touched(0, 0) == ["hand:0", "card:2"]  # seat 1 sees its own card arrive
    assert state.touched(0, 1) == ["hand:0"]  # seat 2 only sees that a card arrived
    assert state.touched(0, None) == ["hand:0"]  # a spectator too
    assert state.touched(1, 1) == ["hand:1", "card:5"]
    assert state.touched(1, 0) == ["hand:1"]
    assert state.touched(2, None) == state.touched(-1, 0) == ["guess:4"]  # public, negative index


def test_touched_outside_the_history_raises_index_error() -> None:
    state = dealt(2, 5)
    with pytest.raises(IndexError):
        state.touched(2)
    with pytest.raises(IndexError):
        state.touched(-3)


def test_the_default_hook_touches_nothing() -> None:
    state = GUESS.new_game(2)
    state.apply("deal 1")
    assert state.touched(0) == [] and state.touched(0, 0) == []


def test_a_refused_action_records_nothing() -> None:
    state = dealt(2, 5)
    with pytest.raises(IllegalActionError):
        state.apply("guess 2")  # seat 1's own card
    assert len(state._touched) == len(state.history) == 2


def test_the_search_fast_path_keeps_touches_aligned_with_the_history() -> None:
    state = dealt(2, 5)
    state.apply_legal("guess 3")
    assert state.touched(2, 0) == [] and len(state._touched) == 3


def test_a_clone_has_its_own_touches() -> None:
    state = TOUCH_GUESS.new_game(2)
    state.apply("deal 2")
    copy = state.clone()
    copy.apply("deal 5")
    assert len(state._touched) == 1 and copy.touched(1, 1) == ["hand:1", "card:5"]


def test_a_determinization_holds_only_the_seats_own_reading_of_the_touches() -> None:
    state = dealt(2, 5)
    for seat, other in ((0, 1), (1, 0)):
        sample = state.resample_from_infostate(seat, random.Random(3))
        assert sample._touched[other] == [f"hand:{other}"]  # which card the other seat got: gone
        assert sample.touched(seat, seat) == state.touched(seat, seat)  # its own card: kept
        assert f"card:{state.cards[other]}" not in repr(sample._touched)
    # The memoized reading follows the state as it grows.
    state.apply("guess 1")
    assert state.resample_from_infostate(1, random.Random(3))._touched[2] == ["guess:1"]


# ---------------------------------------------------------------- Session.recent
def test_recent_runs_from_the_viewers_own_last_decision_with_names_and_keys() -> None:
    state = TOUCH_GUESS.new_game(2)
    session = Session(state, names=["Ann", "Bo"], seats=["human", "human"], seed=1)
    assert session.snapshot(0)["recent"] == []
    state.apply("deal 2")
    state.apply("deal 5")
    # Seat 1 has not chosen yet: the last ply only, as seat 1 reads it.
    assert session.snapshot(0)["recent"] == [{"ply": 1, "seat": CHANCE, "text": "Bo is dealt a card", "touched": ["hand:1"]}]
    assert session.snapshot(1)["recent"] == [{"ply": 1, "seat": CHANCE, "text": "Bo is dealt 5", "touched": ["hand:1", "card:5"]}]
    session.play("guess 3")
    assert session.snapshot(0)["recent"] == [{"ply": 2, "seat": 0, "text": "Ann guesses 3", "touched": ["guess:3"]}]
    assert session.snapshot(None)["recent"] == session.snapshot(0)["recent"]  # a spectator: the last ply


def test_recent_holds_every_step_since_the_viewers_move_oldest_first() -> None:
    """Sedlec: Ann's move, then the plies after it (a hot-seat pair, so nobody moves for her)."""
    session = Session.new("sedlec", 2, names=["Ann", "Bo"], seed=1)
    session.state.apply("reveal 5")
    session.play("collect 1")
    while session.state.current_player != 1:
        session.state.apply(session.state.legal_actions()[0])
    after = len(session.state.history)
    session.play(session.state.legal_actions()[0])
    recent = session.snapshot(0)["recent"]
    assert [entry["ply"] for entry in recent] == list(range(1, after + 1))
    assert recent[0]["seat"] == 0 and recent[-1]["seat"] == 1
    assert recent[0]["text"] == session.snapshot(0)["log"][1] and "Ann" in recent[0]["text"]


def test_recent_is_cut_to_the_newest_plies() -> None:
    state = TOUCH_GUESS.new_game(2)
    session = Session(state, names=["Ann", "Bo"], seats=["human", "human"], seed=1)
    state.apply("deal 2")
    state.apply("deal 5")
    state.apply("guess 1")
    state._touched = state._touched * 20
    state.history = state.history * 20
    state._log = state._log * 20
    state._actors = state._actors * 20
    recent = session.recent(None)
    assert len(recent) == 1
    assert len(session.recent(0)) == 1  # seat 0 chose last: from there
    state._actors = [CHANCE] * 59 + [1]
    assert len(session.recent(0)) == 1  # seat 0 never chose: the last ply
    state._actors = [0] + [CHANCE] * 59
    assert [entry["ply"] for entry in session.recent(0)] == list(range(60 - RECENT_MAX, 60))

