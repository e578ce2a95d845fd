"""The flow core (pygame_rules/core/flow): typed moves written back in one spelling, and a
stack of typed frames whose handlers are registered by kind.

The game here is a tiny race built for the test: seats take turns adding 1 or 2 to a
shared total (``add N``); an ``add 2`` is followed by a public bonus die (``bonus 0`` /
``bonus 1``, each 1/2) that adds its face; a seat that reaches ``GOAL`` wins. Each turn
begins with an automatic frame (``NextTurn``), and a seat with a single choice (a total of
``GOAL - 1``: only ``add 1`` is offered) takes it at once, costing no ply.
"""

from __future__ import annotations

import copy
from dataclasses import dataclass
from typing import Any, ClassVar, NamedTuple, Union

import pytest

from pygame_rules.core import CHANCE, TERMINAL, Game, IllegalActionError, LogEntry
from pygame_rules.core.flow import Flow, FlowState, Move, Notation

GOAL = 6


@dataclass(frozen=True, slots=True)
class Add(Move):
    verb: ClassVar[str] = "add"
    amount: int


@dataclass(frozen=True, slots=True)
class Bonus(Move):
    verb: ClassVar[str] = "bonus"
    face: int


@dataclass(frozen=True, slots=True)
class Say(Move):
    """A move of every grammar shape, for the parser tests: ``say WORD [N] [M ...]``."""
    verb: ClassVar[str] = "say"
    word: str
    numbers: tuple[int, ...]


@dataclass(frozen=True, slots=True)
class Maybe(Move):
    verb: ClassVar[str] = "maybe"
    count: int
    note: str | None = None


RaceMove = Union[Add, Bonus]
NOTATION: Notation[Any] = Notation("Race", [Add, Bonus, Say, Maybe])


class NextTurn(NamedTuple):
    seat: int


class Choose(NamedTuple):
    seat: int


class BonusDie(NamedTuple):
    seat: int


def next_turn(st: "RaceState", frame: NextTurn) -> None:
    st.runs += 1
    st.push(Choose(frame.seat))


def options(st: "RaceState", frame: Choose) -> list[str]:
    return [f"add {k}" for k in (1, 2) if st.total + k <= GOAL]


def choose(st: "RaceState", frame: Choose, move: Any) -> None:
    assert isinstance(move, Add)
    st.total += move.amount
    if st.total >= GOAL:
        st.winner = frame.seat
        return
    after = NextTurn(1 - frame.seat)
    st.push(BonusDie(frame.seat), after) if move.amount == 2 else st.push(after)


def bonus_odds(st: "RaceState", frame: BonusDie) -> list[tuple[str, float]]:
    return [("bonus 0", 0.5), ("bonus 1", 0.5)]


def bonus(st: "RaceState", frame: BonusDie, move: Any) -> None:
    st.total = min(GOAL - 1, st.total + move.face)


def describe(st: "RaceState", frame: Any, move: Any) -> LogEntry:
    return f"{{p{frame.seat}}} {move}"


FLOW: Flow["RaceState", Any] = Flow(NOTATION, describe=describe)
FLOW.auto(NextTurn, run=next_turn)
FLOW.decision(Choose, options=options, apply=choose, single=True)
FLOW.chance(BonusDie, outcomes=bonus_odds, apply=bonus)


class RaceState(FlowState):
    FLOW = FLOW
    _PLAIN_DATA = True

    def _setup(self) -> None:
        self.total = 0
        self.runs = 0
        self.winner = -1
        self.start(NextTurn(0))

    def _scores(self) -> list[float]:
        return [float(self.winner == s) for s in range(2)]

    def _winners(self) -> list[int]:
        return [self.winner]

    def _view(self, player: int | None) -> dict[str, Any]:
        return {"total": self.total}


RACE = Game(id="race", title="Race", min_players=2, max_players=2, state_class=RaceState)


# ---------------------------------------------------------------------- typed moves
@pytest.mark.parametrize("action, move", [
    ("add 2", Add(2)), ("bonus 0", Bonus(0)), ("say hi 1 22 3", Say("hi", (1, 22, 3))),
    ("maybe 3", Maybe(3)), ("maybe 3 yes", Maybe(3, "yes")), ("add -1", Add(-1)),
])
def test_an_action_parses_into_its_move_and_is_written_back_the_same(action, move):
    assert NOTATION.parse(action) == move
    assert str(move) == action
    assert NOTATION.parse(action) is NOTATION.parse(action)  # parsed once, then remembered


@pytest.mark.parametrize("action", [
    "add 02", "add +2", "add  2", "add 2 ", " add 2", "add\t2", "Add 2", "add \u0662", "add \uff12", "add 2_0",
    "add", "add 2 3", "add two", "say hi", "maybe", "maybe 3 yes no", "jump 2", "", "add -0",
])
def test_every_other_spelling_is_refused(action):
    with pytest.raises(IllegalActionError):
        NOTATION.parse(action)


def test_a_verb_is_given_to_one_move_class_only():
    with pytest.raises(ValueError, match="taken"):
        Notation("Twice", [Add, Add])


def test_a_field_type_the_default_grammar_cannot_read_is_refused_at_once():
    @dataclass(frozen=True, slots=True)
    class Odd(Move):
        verb: ClassVar[str] = "odd"
        sizes: list[int]

    with pytest.raises(TypeError, match="unsupported"):
        Notation("Odd", [Odd])


# ---------------------------------------------------------------------- the stack
def test_automatic_frames_run_until_a_decision():
    state = RACE.new_game(2)
    assert state.current_player == 0 and state.runs == 1  # NextTurn(0) ran: Choose(0) waits
    assert state.stack == [Choose(0)] and state.top == Choose(0)
    assert state.legal_actions() == ["add 1", "add 2"]


def test_a_chance_frame_on_top_resolves_before_what_lies_below():
    state = RACE.new_game(2)
    state.apply("add 2")
    assert state.current_player == CHANCE and state.stack == [NextTurn(1), BonusDie(0)]
    assert state.chance_outcomes() == [("bonus 0", 0.5), ("bonus 1", 0.5)]
    state.apply("bonus 1")
    assert state.total == 3 and state.current_player == 1 and state.stack == [Choose(1)]
    assert state.log() == ["Player 1 add 2", "Player 1 bonus 1"]  # the game-wide describe, frame by frame


def test_a_single_choice_is_taken_at_once_without_a_ply():
    state = RACE.new_game(2)
    for action in ("add 2", "bonus 1", "add 1"):  # 2, the bonus makes 3, seat 1 makes 4
        state.apply(action)
    assert state.total == 4 and state.current_player == 0
    state.apply("add 1")  # 5: seat 1 may only add 1, taken at once, and wins
    assert state.total == GOAL and state.winner == 1 and state.current_player == TERMINAL
    assert state.history == ["add 2", "bonus 1", "add 1", "add 1"]


def test_an_illegal_action_is_refused_and_changes_nothing():
    state = RACE.new_game(2)
    state.apply("add 2")
    before = (list(state.stack), state.total, list(state.history))
    for action in ("add 1", "bonus 2", "bonus 01", "nonsense"):
        with pytest.raises(IllegalActionError, match="not a legal action for chance now"):
            state.apply(action)
    assert (state.stack, state.total, state.history) == before


def test_a_clone_shares_the_frames_and_stays_independent():
    state = RACE.new_game(2)
    state.apply("add 2")
    twin = state.clone()
    assert twin.stack == state.stack and twin.stack is not state.stack
    assert all(a is b for a, b in zip(twin.stack, state.stack))  # immutable: shared, not copied
    twin.apply("bonus 0")
    assert state.stack == [NextTurn(1), BonusDie(0)] and state.total == 2
    assert copy.deepcopy(state).stack == state.stack


def test_the_search_path_applies_without_checking_and_ends_alike():
    state = RACE.new_game(2)
    fast = state.clone()
    for action in ("add 2", "bonus 0", "add 2", "bonus 1"):
        state.apply(action)
        fast.apply_legal(action)
    # the bonus makes 5: seat 0's lone ``add 1`` is taken at once on both paths, and wins
    assert fast.stack == state.stack == [] and fast.total == state.total == GOAL
    assert fast.winners() == state.winners() == [0] and fast.history == state.history


def test_a_frame_kind_is_registered_once():
    with pytest.raises(ValueError, match="twice"):
        FLOW.auto(NextTurn, run=next_turn)
