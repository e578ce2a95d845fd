"""Hostile share links and records (core/link.py, core/record.py): each is refused with
RecordError, never another exception, and never after unbounded work. The corpus is
built by code in hostile_links.py; the times printed here are for reading (``-s``), the
bound on them is a benchmark (``python -m benchmarks.links``), not an assertion."""

from __future__ import annotations

import json
import time

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import pygame_rules as pr
from pygame_rules.core import link
from pygame_rules.core.link import decode_link_state

from . import hostile_links as corpus
from .randgames import random_game

HOSTILE = corpus.hostile_links()
RECORDS = corpus.hostile_records()


@pytest.mark.parametrize("name", list(HOSTILE))
def test_a_hostile_link_is_refused_with_a_message(name):
    """Every shape in the corpus (plies beyond any game, a choice number far beyond the
    choices, numbers past Python's 4,300 digits, nesting 100,000 deep, inflation to 25 MB,
    version 1 links of unknown games or illegal moves...) raises RecordError with a message."""
    start = time.perf_counter()
    with pytest.raises(pr.RecordError) as refused:
        pr.decode_link(HOSTILE[name])
    print(f"{name}: {len(HOSTILE[name])} characters, refused in "
          f"{1000 * (time.perf_counter() - start):.1f} ms: {refused.value}")
    assert str(refused.value)


@pytest.mark.parametrize("name", list(RECORDS))
def test_a_hostile_record_is_refused_with_a_message(name):
    start = time.perf_counter()
    with pytest.raises(pr.RecordError) as refused:
        pr.from_record(RECORDS[name])
    print(f"{name}: refused in {1000 * (time.perf_counter() - start):.1f} ms: {str(refused.value)[:120]}")
    assert str(refused.value) and len(str(refused.value)) < 400


def test_the_caps_name_what_they_refuse():
    """The messages say which cap: a game's own ply bound, the plies a link of its length
    can hold, the choice data, the size once unpacked, the nesting, the text's length."""
    cases = {
        "no game of ESKELETOS is longer than 10000": corpus.v2(corpus.header("eskeletos", 2, plies=10_001)),
        "more than a link of its length can hold": corpus.v2(corpus.header("eskeletos", 2, plies=5_000)),
        "choice data does not fit": corpus.v2(corpus.header("eskeletos", 2, plies=10), bytes([1]) * 30),
        "unpacks to more data": HOSTILE["inflates to 25 MB within the length cap"],
        "nested too deep": HOSTILE["nested header 100000 deep"],
        "too long to be a game link": "2" + "A" * link.MAX_LINK_CHARS,
        "game we do not have": HOSTILE["unknown game (v1)"],
        "action 1 of the record ('fly away') is not legal": HOSTILE["illegal action (v1)"],
    }
    for words, text in cases.items():
        with pytest.raises(pr.RecordError, match=words.replace("(", r"\(").replace(")", r"\)")):
            pr.decode_link(text)


def test_the_longest_replay_the_caps_allow_is_the_game_bound():
    """A link of ``plies`` plies and no choice data replays them (every choice index 0) and
    is refused at the end by its checksum: the caps let it claim the game's whole bound only
    once it is long enough (4 plies a byte), and not one ply more."""
    worst = HOSTILE["longest replay under the caps (skullminers)"]
    with pytest.raises(pr.RecordError, match="does not replay"):
        pr.decode_link(worst)
    shorter = corpus.v2(corpus.header("skullminers", 2, plies=1_500, meta={"pad": "x" * 300}))
    with pytest.raises(pr.RecordError, match="more than a link of its length"):
        pr.decode_link(shorter)


def test_version_1_links_are_replayed_and_return_their_state():
    """Format 1 gets the checks of format 2: a known game, every action legal by replay;
    decode_link_state returns the replayed state for both formats."""
    record = random_game("sedlec", 2, 4, stop_at=20).to_record()
    text = corpus.v1(dict(record, meta={"names": ["Ann", "Bo"]}))
    decoded, meta, state = decode_link_state(text)
    assert decoded == record and meta == {"names": ["Ann", "Bo"]}
    assert state.history == record["actions"] and state.log(None) == pr.from_record(record).log(None)
    with pytest.raises(pr.RecordError, match="action 21 "):
        pr.decode_link(corpus.v1(dict(record, actions=record["actions"] + ["take 99"])))


def test_a_replayed_link_state_has_the_log_of_play():
    """The state a link opens in is played on: its log is the one apply writes."""
    state = random_game("court_of_the_dead", 3, 2, stop_at=200)
    _, _, opened = decode_link_state(pr.encode_link(state.to_record()))
    for seat in [None, 0, 1, 2]:
        assert opened.log(seat) == state.log(seat)


# Made by the format 2 encoder before the caps: random_game("sedlec", 2, 5, stop_at=30)
# (Sedlec: a rules version the later Skullminers redesign leaves alone) with meta {"names": ["Ann", "Bo"], "to": 1}. The caps change nothing a real link holds.
OLD_LINK = ("2a2WsVkrOSE3OVrIyNDE3MzMwNzI10FFKT8xNVbJSKk5NyUlNVtJRyk0tSVSyqlbKA4oXK1lFKznm5QGFnfKVYnWUSvKBmmt1lPJKc-MLch"
            "IrU4uASox0lPILSjLz84DsaqBkQU4mSKcx0PCi0pzU4vgyoDKgNNAWQ6XaxQsutnhZmdwJ5XoLAOYA4EM")


def test_a_link_made_before_the_caps_decodes_and_encodes_the_same():
    record = random_game("sedlec", 2, 5, stop_at=30).to_record()
    assert link.decode_link_meta(OLD_LINK) == (record, {"names": ["Ann", "Bo"], "to": 1})
    assert pr.encode_link(record, meta={"names": ["Ann", "Bo"], "to": 1}) == OLD_LINK


def _court_with_unsorted_split(seed: int = 0):
    """A Court of the Dead game played to its first split, split in an order the game
    accepts but does not list (Etherea Distribution: piles may be split in any order)."""
    state = random_game("court_of_the_dead", 2, seed, stop_at=0)
    import random as _random

    rng = _random.Random(seed)
    from pygame_rules.bots import sample_chance

    while True:
        legal = state.legal_actions()
        if not state.is_chance_node() and legal[0].startswith("split "):
            parts = legal[0].split()[1:]
            unsorted = "split " + " ".join(reversed(parts))
            assert unsorted not in legal
            state.apply(unsorted)
            return state, unsorted
        state.apply(sample_chance(state, rng) if state.is_chance_node() else rng.choice(legal))


def test_an_action_the_game_accepts_unlisted_is_spelled_out_in_the_link():
    """Court of the Dead validates splits rather than listing every order; such an action
    rides in the header's ``unlisted`` and the link decodes to the same record."""
    state, unsorted = _court_with_unsorted_split()
    for _ in range(12):
        state.apply(state.legal_actions()[-1] if not state.is_chance_node() else state.legal_actions()[0])
    record = state.to_record()
    text = pr.encode_link(record)
    assert pr.decode_link(text) == record
    payload = corpus._payload(text)
    head = corpus._header_of(payload)
    assert head["unlisted"] == [[record["actions"].index(unsorted), unsorted]]
    assert "unlisted" not in corpus._header_of(corpus._payload(pr.encode_link(random_game("sedlec").to_record())))


def test_an_unlisted_entry_must_be_legal_and_unlisted():
    state, unsorted = _court_with_unsorted_split()
    record = state.to_record()
    head = corpus._header_of(corpus._payload(pr.encode_link(record)))
    ply = head["unlisted"][0][0]
    wrong = dict(head, unlisted=[[ply, unsorted.replace("split ", "split  ")]])
    with pytest.raises(pr.RecordError, match="not legal"):
        pr.decode_link(corpus.v2(wrong, corpus._payload(pr.encode_link(record))[corpus._number_start(
            corpus._payload(pr.encode_link(record))):]))
    with pytest.raises(pr.RecordError, match="lists"):
        pr.decode_link(HOSTILE["unlisted entry a listed action"])


# ---------------------------------------------------------------------------- fuzzing
FUZZ = settings(max_examples=int(__import__("os").environ.get("PYGAME_RULES_FUZZ_EXAMPLES", "150")),
                deadline=None, suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])
ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_"
HEADER_KEYS = ["game", "rules_version", "num_players", "options", "plies", "check", "meta", "unlisted"]
HUGE = st.one_of(st.integers(-10**30, 10**30), st.integers(0, 4_000).map(lambda e: 10**e),
                 st.sampled_from([2**64, -1]))  # hypothesis cannot print ints of over 4,300 digits
NUMBER_TEXT = st.one_of(st.integers(-10**30, 10**30).map(lambda v: str(v).encode()),
                        st.integers(1, 6_000).map(lambda n: b"9" * n),
                        st.sampled_from([b"1e400", b"-0", b"NaN", b"Infinity", b"-Infinity", b"1.5",
                                         b"18446744073709551616", b"true", b"null"]))


def _json_tree(depth: int):
    """A JSON value nested ``depth`` deep (lists and objects alternating)."""
    value: object = 0
    for level in range(depth):
        value = [value] if level % 2 else {"k": value}
    return value


def _refused_or_round_trip(text: str, record: dict | None = None) -> None:
    """``text`` raises RecordError, or decodes to ``record`` (when given) or else to a record
    that replays."""
    try:
        decoded = pr.decode_link(text)
    except pr.RecordError as exc:
        assert str(exc)
        return
    if record is not None:
        assert decoded == record, f"a damaged link was accepted: {text[:80]!r}"
    else:
        assert pr.from_record(decoded).history == decoded["actions"]


@FUZZ
@given(which=st.integers(0, 3), cuts=st.lists(st.tuples(st.integers(0, 5_000), st.text(ALPHABET, max_size=6)),
                                                min_size=1, max_size=4))
def test_fuzz_mutated_real_links(which, cuts):
    """Real links with stretches replaced by characters of the alphabet: RecordError, or
    (when the mutation gave back the same text) the same record."""
    text, record = corpus.real_links()[which]
    original = text
    for where, piece in cuts:
        i = where % (len(text) + 1)
        text = text[:i] + piece + text[i + len(piece) % 3:]
    try:
        decoded = pr.decode_link(text)
    except pr.RecordError as exc:
        assert str(exc)
    else:
        assert text == original and decoded == record, f"a damaged link was accepted: {text[:80]!r}"


@FUZZ
@given(version=st.sampled_from("12"), body=st.text(ALPHABET, max_size=300))
def test_fuzz_random_text_in_the_alphabet(version, body):
    _refused_or_round_trip(version + body)


@FUZZ
@given(version=st.sampled_from("12"), payload=st.binary(max_size=400))
def test_fuzz_random_bytes_behind_a_valid_checksum(version, payload):
    """Any bytes, deflated and sealed (so only the decoder's own checks stand)."""
    _refused_or_round_trip(corpus.seal(version, payload))


@FUZZ
@given(game=st.sampled_from(pr.list_games()), key=st.sampled_from(HEADER_KEYS), number_text=NUMBER_TEXT,
       depth=st.integers(0, 3_000), number=st.binary(max_size=64), nest_key=st.sampled_from(HEADER_KEYS),
       plies=st.integers(0, 40))
def test_fuzz_headers_with_huge_numbers_and_deep_nesting(game, key, number_text, depth, number, nest_key, plies):
    """A format 2 header (and a format 1 record) with one field a huge or odd number and one
    nested deep, behind a valid checksum, with random choice bytes."""
    head = corpus.header(game, pr.get_game(game).min_players, plies=plies)
    head[key] = "@NUMBER@"
    head[nest_key] = "@NESTED@"
    raw = json.dumps(head, separators=(",", ":")).encode()
    raw = raw.replace(b'"@NUMBER@"', number_text).replace(b'"@NESTED@"', corpus.nested(depth) or b"0")
    _refused_or_round_trip(corpus.v2(raw, number))
    _refused_or_round_trip(corpus.v1(raw.replace(b'"plies"', b'"actions"')))


JSONISH = st.recursive(
    st.none() | st.booleans() | HUGE | st.floats() | st.text(max_size=10),
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=8), inner, max_size=4),
    max_leaves=20,
)


@FUZZ
@given(game=st.sampled_from(pr.list_games()), key=st.sampled_from(["game", "rules_version", "num_players",
                                                                   "options", "actions", "meta"]),
       value=JSONISH, depth=st.integers(0, min(5_000, corpus.OBJECT_DEPTH)), option=st.text(max_size=12), digits=st.integers(4_301, 9_000))
def test_fuzz_from_record_with_huge_and_nested_values(game, key, value, depth, option, digits):
    """from_record: one field any JSON-ish value (huge numbers, NaN, deep nesting), and an
    option nested deep or a number of ``digits`` digits: RecordError or a replay of exactly
    those actions."""
    real = pr.get_game(game)
    odd = _json_tree(depth) if depth % 2 else 10**digits
    record = {"game": game, "rules_version": real.rules_version, "num_players": real.min_players,
              "options": {option: odd} if depth % 3 else {}, "actions": []}
    record[key] = value if depth % 5 else odd
    try:
        state = pr.from_record(record)
    except pr.RecordError as exc:
        assert str(exc)
    else:
        assert state.history == record["actions"]
