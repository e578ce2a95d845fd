"""Fuzzing records and share links of every registered game with hypothesis (issue 2:
"a malformed, truncated or foreign link shows a clear message"; DESIGN.md: RecordError on
anything malformed). Nothing but RecordError may come out of decode_link / from_record."""

from __future__ import annotations

import functools
import os
import random

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import pygame_rules as pr
from pygame_rules.bots import sample_chance

FUZZ_EXAMPLES = int(os.environ.get("PYGAME_RULES_FUZZ_EXAMPLES", "150"))
FUZZ = settings(max_examples=FUZZ_EXAMPLES, deadline=None, suppress_health_check=[HealthCheck.too_slow])
GAMES = pr.list_games()


@functools.lru_cache(maxsize=None)
def sample_records(game_id: str) -> tuple[dict, ...]:
    """A few real records of ``game_id``: fresh, early, middle and finished games."""
    game = pr.get_game(game_id)
    out = []
    for seed in range(4):
        rng = random.Random(f"fuzz/{game_id}/{seed}")
        state = game.new_game(game.min_players + seed % (game.max_players - game.min_players + 1))
        stop = [0, 3, 30, None][seed]
        while not state.is_terminal() and (stop is None or len(state.history) < stop):
            state.apply(sample_chance(state, rng) if state.is_chance_node() else rng.choice(state.legal_actions()))
        out.append(state.to_record())
    return tuple(out)


def _mutate(data: bytes, op: str, where: int, value: int, length: int) -> bytes:
    i = where % (len(data) + 1)
    if op == "flip" and data:
        i %= len(data)
        return data[:i] + bytes([data[i] ^ (1 << (value % 8))]) + data[i + 1:]
    if op == "set" and data:
        i %= len(data)
        return data[:i] + bytes([value]) + data[i + 1:]
    if op == "insert":
        return data[:i] + bytes([value]) * max(1, length % 5) + data[i:]
    if op == "delete":
        return data[:i] + data[i + max(1, length):]
    if op == "truncate":
        return data[:i]
    if op == "swap" and len(data) > 1:
        i %= len(data) - 1
        return data[:i] + data[i + 1:i + 2] + data[i:i + 1] + data[i + 2:]
    return data


MUTATION = st.tuples(st.sampled_from(["flip", "set", "insert", "delete", "truncate", "swap"]),
                     st.integers(0, 10_000), st.integers(0, 255), st.integers(0, 64))


@pytest.mark.parametrize("game_id", GAMES)
@FUZZ
@given(which=st.integers(0, 3), mutations=st.lists(MUTATION, min_size=1, max_size=4))
def test_mutated_links_raise_record_error(game_id, which, mutations):
    """Random byte mutations of a valid link: RecordError, or (when the mutation only added
    what decode_link strips: whitespace, a URL before '#') exactly the original record."""
    record = sample_records(game_id)[which]
    link = pr.encode_link(record)
    data = link.encode("ascii")
    for mutation in mutations:
        data = _mutate(data, *mutation)
    text = data.decode("latin-1")
    try:
        decoded = pr.decode_link(text)
    except pr.RecordError as exc:
        assert str(exc)
        return
    assert text.strip().rsplit("#", 1)[-1] == link, f"a damaged link was accepted: {text!r}"
    assert decoded == record


JSON = st.recursive(
    st.none() | st.booleans() | st.integers(-3, 10) | st.floats(allow_nan=False) | st.text(max_size=8),
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=8), inner, max_size=4),
    max_leaves=12,
)


@pytest.mark.parametrize("game_id", GAMES)
@FUZZ
@given(base=st.integers(0, 3), key=st.sampled_from(["game", "rules_version", "num_players", "options",
                                                      "actions", "extra", None]),
       value=JSON)
def test_records_with_a_wrong_field_raise_record_error(game_id, base, key, value):
    """from_record: a record with one field replaced by arbitrary JSON (or removed) replays
    or raises RecordError, nothing else."""
    record = dict(sample_records(game_id)[base])
    if key is None:
        record = value
    elif value is None and key != "extra":
        record.pop(key)
    else:
        record[key] = value
    try:
        state = pr.from_record(record)
    except pr.RecordError as exc:
        assert str(exc)
    else:
        assert state.history == record["actions"]


@pytest.mark.parametrize("game_id", GAMES)
@FUZZ
@given(base=st.integers(0, 3), cut=st.integers(0, 400), junk=st.lists(st.text(max_size=12), max_size=3),
       position=st.integers(0, 400))
def test_records_with_spliced_actions_replay_or_raise_record_error(game_id, base, cut, junk, position):
    """from_record: actions cut short, or with junk or another game's moves spliced in, give
    a state that replays exactly those actions, or RecordError naming the bad action."""
    record = dict(sample_records(game_id)[base])
    other = sample_records(game_id)[(base + 1) % 4]["actions"]
    actions = list(record["actions"][:cut])
    i = position % (len(actions) + 1)
    actions[i:i] = junk + other[position % (len(other) or 1):][:2]
    record["actions"] = actions
    try:
        state = pr.from_record(record)
    except pr.RecordError as exc:
        assert "action" in str(exc)
    else:
        assert state.history == actions
