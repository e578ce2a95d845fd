"""Moves a page builds from parts (State.compose, notation.compose): the Etherea split and a
movement of figures are written by Python, never by the renderer (docs/notation/court_of_the_dead.md)."""

from __future__ import annotations

import pytest

from pygame_rules import IllegalActionError
from pygame_rules.session import Session

from .helpers import at, blank, play, put, set_influence, start_phase


def test_a_split_is_written_from_its_pile_sizes_and_checked_as_typed():
    """1. Ethereal Distribution: 11 Etherea rolled, 3 players, so 4 piles."""
    st = start_phase(blank(3), "distribution")
    play(st, "roll 11")
    assert st.compose("split", [2, 3, 3, 3]) == "split 2 3 3 3"
    play(st, st.compose("split", [2, 3, 3, 3]))
    assert st.piles == [2, 3, 3, 3]


def test_a_movement_is_written_in_guild_track_order_from_counts_per_guild():
    """Moving Guild Figures: 2 Mortis Knighthood and 1 Dreadsbane Order from the Crypt to
    Vadlum Gates (location 2, Spirit) cost 3 Spirit Influence."""
    st = blank(3)
    put(st, 0, 0, "MK", 3)
    put(st, 0, 0, "DO", 1)
    set_influence(st, 0, spirit=5)
    start_phase(st, "actions")
    action = st.compose("move", {"from": 0, "to": 2, "figures": {"DO": 1, "MK": 2}})
    assert action == "move crypt 2 MK MK DO"
    play(st, action)
    assert at(st, 0, 2, "MK") == 2 and at(st, 0, 2, "DO") == 1


@pytest.mark.parametrize("kind, parts", [
    ("split", [2, -1, 3]), ("split", "2 3 3 3"), ("split", [2, True]), ("move", {"from": 0, "to": 2}),
    ("move", {"from": 0, "to": 2, "figures": {"XX": 1}}), ("move", [0, 2]), ("swap", []),
])
def test_parts_of_another_shape_are_refused(kind, parts):
    with pytest.raises(IllegalActionError):
        blank(3).compose(kind, parts)


def test_a_game_that_builds_nothing_refuses_and_the_session_keeps_its_state():
    session = Session.new("sedlec", 2, names=["Ada", "Bo"], seats=["human", "human"], seed=1)
    before = session.state.to_record()
    with pytest.raises(IllegalActionError, match="builds no 'split' move"):
        session.play_built("split", [1, 2])
    assert session.state.to_record() == before


def test_python_names_the_builders_kind_and_every_listed_split_builds_back():
    """A renderer sends back the kind a split's info names, never its own spelling:
    11 Etherea into 4 piles, the first listed split all in pile 1."""
    st = start_phase(blank(3), "distribution")
    play(st, "roll 11")
    infos = [st.action_info(a) for a in st.legal_actions()]
    assert {info["kind"] for info in infos} == {"split"}
    assert infos[0]["action"] == "split 11 0 0 0"
    assert all(st.compose(info["kind"], info["piles"]) == info["action"] for info in infos)


def test_every_listed_movement_builds_back_from_its_info():
    """Moving Guild Figures: each listed movement's info (from, to, figures per guild) built
    back with the kind it names gives the same action; 3 Mortis Knights and a Dreadsbane
    figure in the Crypt, 2 Spirit Influence."""
    st = blank(3)
    put(st, 0, 0, "MK", 3)
    put(st, 0, 0, "DO", 1)
    set_influence(st, 0, spirit=2)
    start_phase(st, "actions")
    moves = [st.action_info(a) for a in st.legal_actions() if a.startswith("move ")]
    assert moves and {info["kind"] for info in moves} == {"move"}
    listed = [info["action"] for info in moves]
    assert "move crypt 2 DO" in listed and "move crypt 2 MK MK MK" not in listed  # 3 would cost 3 Spirit
    for info in moves:
        parts = {"from": info["from"], "to": info["to"], "figures": info["figures"]}
        assert st.compose(info["kind"], parts) == info["action"]
