"""Game records: to_record / from_record (DESIGN.md: "pr.RecordError on anything malformed")."""

from __future__ import annotations

import copy

import pytest

import pygame_rules as pr

from .randgames import random_game


def test_record_round_trip_rebuilds_the_same_state():
    """DESIGN.md: a state is exactly its record; replay is exact."""
    for seed, n in [(1, 2), (2, 3), (3, 2)]:
        for stop in (0, 1, 17, None):
            state = random_game("sedlec", n, seed, stop_at=stop)
            record = state.to_record()
            again = pr.from_record(record)
            assert again.history == state.history
            assert again.current_player == state.current_player
            for seat in [None, *range(n)]:
                assert again.view(seat) == state.view(seat)
            assert again.scores() == state.scores() and again.winners() == state.winners()
            assert again.legal_actions() == state.legal_actions()
            assert again.to_record() == record


def test_record_is_plain_json_data_and_a_copy():
    """to_record: a new dict each time; changing it does not change the state."""
    state = random_game("sedlec", 2, 5, stop_at=10)
    record = state.to_record()
    record["actions"].append("collect 1")
    assert len(state.history) == 10


def _good():
    return random_game("sedlec", 2, 7, stop_at=12).to_record()


def _with(**changes):
    record = _good()
    record.update(changes)
    return record


def _without(key):
    record = _good()
    del record[key]
    return record


BAD_RECORDS = {
    "not a dict": lambda: ["sedlec"],
    "None": lambda: None,
    "missing actions": lambda: _without("actions"),
    "missing game": lambda: _without("game"),
    "extra field": lambda: _with(extra=1),
    "game not a string": lambda: _with(game=1),
    "rules_version not a string": lambda: _with(rules_version=1),
    "num_players a string": lambda: _with(num_players="2"),
    "num_players a bool": lambda: _with(num_players=True),
    "options a list": lambda: _with(options=[]),
    "actions a string": lambda: _with(actions="dig 1 2"),
    "an action not a string": lambda: _with(actions=["reveal 5", 3]),
}


@pytest.mark.parametrize("name", list(BAD_RECORDS))
def test_malformed_records_raise_record_error(name):
    """core.record.check_record_shape: the five keys with the right types, nothing else."""
    with pytest.raises(pr.RecordError):
        pr.from_record(BAD_RECORDS[name]())


def test_record_of_an_unknown_game():
    with pytest.raises(pr.RecordError, match="game we do not have"):
        pr.from_record(_with(game="chess"))


def test_record_from_other_rules():
    """DESIGN.md / Game.rules_version: a record made under other rules is refused, not replayed."""
    with pytest.raises(pr.RecordError, match="rules version"):
        pr.from_record(_with(rules_version="0"))


@pytest.mark.parametrize("num_players", [1, 4, 0])
def test_record_with_a_bad_player_count(num_players):
    with pytest.raises(pr.RecordError, match="setup"):
        pr.from_record(_with(num_players=num_players))


def test_record_with_an_unknown_option():
    with pytest.raises(pr.RecordError):
        pr.from_record(_with(options={"fast": True}))


def test_record_with_an_illegal_action_names_it():
    """from_record: an illegal action inside is a RecordError saying which action."""
    record = _good()
    record["actions"] = record["actions"][:5] + ["dig 9 9"] + record["actions"][5:]
    with pytest.raises(pr.RecordError, match=r"action 6 .*'dig 9 9'"):
        pr.from_record(record)


def test_record_that_repeats_a_reveal_is_refused():
    """Deferred chance: a card is revealed once; a record revealing card 5 twice is illegal."""
    record = _with(actions=["reveal 5", "dig 2 3", "reveal 5", "reveal 1"])
    with pytest.raises(pr.RecordError, match="action 3"):
        pr.from_record(record)


def test_record_that_goes_on_after_the_end_is_refused():
    state = random_game("sedlec", 2, 11)
    record = state.to_record()
    record["actions"].append(copy.copy(record["actions"][-1]))
    with pytest.raises(pr.RecordError, match="over"):
        pr.from_record(record)
