"""Views have the shape their game declares (pygame_rules/core/view.py; the check itself,
view_shapes.py, runs at every watched step of the random playouts, harness.py).

Here: each game's declaration is the type its ``_view`` returns and can be checked; the
checker catches each kind of mismatch on hand-built types and on real views; every game
declares one (issue 21: views get TypedDicts that name the keys the renderers read)."""

from __future__ import annotations

import random
from typing import Any, Callable, Literal, NotRequired, Required, TypedDict, get_type_hints

import pytest

import pygame_rules as pr
from pygame_rules.bots import sample_chance

from .view_shapes import fields, shape_check, view_checker, view_fields

@pytest.mark.parametrize("game_id", pr.list_games())
def test_the_declared_view_type_is_what_view_returns(game_id: str) -> None:
    game = pr.get_game(game_id)
    assert game.view_type is not None, (
        f"{game_id} declares no view type (Game.view_type): docs/architecture.md, 'Declaring the view'")
    returns = get_type_hints(game.state_class._view)["return"]
    assert returns is game.view_type, (
        f"{game.state_class.__name__}._view returns {returns}, the descriptor names {game.view_type}: "
        "mypy checks the view against the first, the conformance suite against the second")
    declared, required = view_fields(game)  # type: ignore[misc]
    assert {"game", "ply", "current_player"} <= required  # BaseView's, always there
    for hint in declared.values():
        shape_check(hint)  # no TypeError: every declared type can be checked


# ---------------------------------------------------------------------- the checker, by hand
class Crew(TypedDict):
    seat: int
    value: int


class Cell(TypedDict):
    cell: str
    crew: Crew | None
    marks: NotRequired[list[str]]  # e.g. a key only some viewers get


class Partial(TypedDict, total=False):
    a: Required[int]
    b: str


class Board(TypedDict):
    kind: Literal["a", "b"]
    cells: list[Cell]
    points: dict[str, int]
    ratio: float
    flag: bool
    either: Crew | Partial
    anything: Any


def board() -> dict[str, Any]:
    return {"kind": "a", "cells": [{"cell": "A1", "crew": None}, {"cell": "B1", "crew": {"seat": 1, "value": 3},
                                                                  "marks": ["x"]}],
            "points": {"noble": 2}, "ratio": 0.5, "flag": False, "either": {"a": 1}, "anything": [{1: None}]}


def test_required_keys_are_read_from_the_annotations() -> None:
    # Python before 3.14 counts a NotRequired key as required when annotations are strings
    # (this module's `from __future__ import annotations`); fields() reads the wrappers.
    assert fields(Cell)[1] == {"cell", "crew"}
    assert fields(Partial)[1] == {"a"}
    assert fields(Cell)[0]["marks"] == list[str]


def test_a_value_of_the_declared_shape_passes() -> None:
    check = shape_check(Board)
    assert check(board()) is None
    value = board()
    value["ratio"] = 2  # an int is a float (PEP 484's numeric tower)
    value["either"] = {"seat": 0, "value": 1}  # the other alternative
    value["anything"] = "whatever"
    assert check(value) is None


@pytest.mark.parametrize(("change", "problem"), [
    (lambda v: v.pop("flag"), ".flag: missing, required by Board"),
    (lambda v: v.update(extra=1), ".extra: not declared in Board"),
    (lambda v: v.update(kind="c"), ".kind: one of ['a', 'b'] expected, got 'c' (str)"),
    (lambda v: v.update(flag=0), ".flag: bool expected, got 0 (int)"),
    (lambda v: v.update(ratio=True), ".ratio: float expected, got True (bool)"),
    (lambda v: v["cells"][1]["crew"].update(value=True), ".cells[1].crew.value: int expected, got True (bool)"),
    (lambda v: v["cells"][0].update(marks="x"), ".cells[0].marks: list expected, got 'x' (str)"),
    (lambda v: v["cells"][1]["crew"].pop("seat"), ".cells[1].crew.seat: missing, required by Crew"),
    (lambda v: v.update(cells=({"cell": "A1", "crew": None},)), ".cells: list expected, got ({'cell': 'A1', 'crew': None},) (tuple)"),
    (lambda v: v["points"].update({3: 1}), "[3] (the key): str expected, got 3 (int)"),
    (lambda v: v["points"].update(bones="2"), ".points['bones']: int expected, got '2' (str)"),
    (lambda v: v.update(either={"b": "x"}),
     ".either: matches none of 2 alternatives (.seat: missing, required by Crew; .a: missing, required by Partial)"),
], ids=["missing", "undeclared", "literal", "bool", "float", "nested-int", "list", "nested-missing", "tuple",
        "key-type", "value-type", "union"])  # ids of our own: pytest versions spell long strings differently
def test_each_mismatch_is_named_with_its_path(change: Any, problem: str) -> None:
    value = board()
    change(value)
    assert (shape_check(Board)(value) or "").endswith(problem)


def test_a_type_no_view_may_have_is_refused_when_the_checker_is_built() -> None:
    class Odd(TypedDict):
        pair: tuple[int, int]

    with pytest.raises(TypeError, match="no type a view may be declared with"):
        shape_check(Odd)


def test_a_view_type_may_not_redeclare_a_key_every_view_has() -> None:
    class Clash(TypedDict):
        ply: int

    game = pr.Game(id="clash", title="Clash", min_players=2, max_players=2, state_class=pr.State, view_type=Clash)
    with pytest.raises(TypeError, match=r"redeclares \['ply'\]"):
        view_fields(game)


# ---------------------------------------------------------------------- real views
def played(game_id: str, until: Callable[[dict[str, Any]], bool]) -> pr.State:
    """A seeded random game of ``game_id`` (2 players) played until its spectator's view
    satisfies ``until``."""
    rng = random.Random(21)
    state = pr.get_game(game_id).new_game(2)
    while not until(state.view(None)):
        state.apply(sample_chance(state, rng) if state.is_chance_node() else rng.choice(state.legal_actions()))
    return state


def test_a_skullminers_view_that_strays_from_its_type_fails() -> None:
    state = played("skullminers", lambda view: any(cell["crew"] for cell in view["cells"]))
    check = view_checker(pr.get_game("skullminers"))
    assert check is not None
    view = state.view(0)
    check(view, 0)
    crewed = next(i for i, cell in enumerate(view["cells"]) if cell["crew"])
    view["cells"][crewed]["crew"]["value"] = str(view["cells"][crewed]["crew"]["value"])
    with pytest.raises(AssertionError, match=rf"seat 0 .* view\.cells\[{crewed}\]\.crew\.value: int expected"):
        check(view, 0)
    view = state.view(None)
    del view["hand_sizes"]
    with pytest.raises(AssertionError, match=r"the spectator .* view\.hand_sizes: missing"):
        check(view, None)


def test_a_sedlec_view_with_an_undeclared_key_fails() -> None:
    state = played("sedlec", lambda view: view["ply"] >= 6)
    check = view_checker(pr.get_game("sedlec"))
    assert check is not None
    view = state.view(1)
    check(view, 1)
    view["graveyard"][0]["colour"] = "red"
    with pytest.raises(AssertionError, match=r"view\.graveyard\[0\]\.colour: not declared in PileView"):
        check(view, 1)
