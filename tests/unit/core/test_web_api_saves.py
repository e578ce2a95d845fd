"""What the Worker answers for a bad autosave (issue 7): always ``ok: false`` with a
RecordError whose message a player can read, and the game in progress stays open."""

from __future__ import annotations

import json

import pytest

from pygame_rules import web_api
from pygame_rules.session import Session


def _saved_midgame() -> dict:
    session = Session.new("sedlec", 2, names=["Ann", "Bo"], seed=3)
    for _ in range(4):
        session.state.apply(session.state.legal_actions()[0])
    return session.saved()


def _call(saved) -> dict:
    return json.loads(web_api.load_saved(saved if isinstance(saved, str) else json.dumps(saved)))


@pytest.fixture
def open_game():
    """A game open in the Worker before the bad save is offered; its status afterwards."""
    value = json.loads(web_api.new_game(json.dumps({"game": "sedlec", "num_players": 3})))["value"]
    yield value["status"]
    assert json.loads(web_api.status())["value"] == value["status"]


def _older(saved):
    saved["record"]["rules_version"] = "0"
    return saved


def _illegal(saved):
    saved["record"]["actions"][1] = "no-such-move"
    return saved


@pytest.mark.parametrize("make, expected", [
    (lambda s: "{not json", "the saved game is not readable"),
    (lambda s: [1, 2], "the saved game is not readable"),
    (lambda s: {"record": {"game": "sedlec"}}, "the game record lacks rules_version, num_players, options, actions"),
    (_older, "this record was made under Skulls of Sedlec rules version 0, and this engine plays version 1"),
    (_illegal, "action 2 of the record ('no-such-move') is not legal"),
    (lambda s: {k: v for k, v in s.items() if k != "seats"}, "the saved game is not readable: it has no seats"),
], ids=["not-json", "wrong-shape", "record-shape", "older-rules", "illegal-move", "no-seats"])
def test_bad_save_is_a_record_error_with_a_message(open_game, make, expected):
    answer = _call(make(_saved_midgame()))
    assert answer["ok"] is False
    assert answer["error"]["type"] == "RecordError"
    assert answer["error"]["message"].startswith(expected)


def test_an_engine_crash_while_replaying_is_reported_not_raised(open_game, monkeypatch):
    def crash(saved, seed=None):
        raise IndexError("list index out of range")

    monkeypatch.setattr(Session, "from_saved", crash)
    answer = _call(_saved_midgame())
    assert answer == {"ok": False, "error": {
        "type": "RecordError",
        "message": "the saved game could not be replayed (IndexError: list index out of range)"}}


def test_a_good_save_opens():
    answer = _call(_saved_midgame())
    assert answer["ok"] is True
    assert answer["value"]["status"]["ply"] == 4
    assert answer["value"]["status"]["moves"] == 1  # reveal, dig, reveal, reveal: one decision (Ann's dig)
    assert answer["value"]["status"]["names"] == ["Ann", "Bo"]


# ------------------------------------------------------------------ compare_saved
# The page no longer reads the record (it holds hidden cards; the Worker seals it), so after a
# share link opens it asks Python how the link's game relates to its saved one.

def _compare(saved) -> dict:
    return json.loads(web_api.compare_saved(saved if isinstance(saved, str) else json.dumps(saved)))


def _open(saved: dict) -> None:
    assert json.loads(web_api.load_saved(json.dumps(saved)))["ok"]


def test_compare_saved_same_continues_different():
    saved = _saved_midgame()  # 4 actions of a 2-player Sedlec game
    _open(saved)
    assert _compare(saved) == {"ok": True, "value": "same"}
    further = json.loads(json.dumps(saved))
    session = Session.from_saved(further)
    session.state.apply(session.state.legal_actions()[0])  # one action more: the saved game played further
    _open(session.saved())
    assert _compare(saved) == {"ok": True, "value": "continues"}
    shorter = dict(saved, record=dict(saved["record"], actions=saved["record"]["actions"][:2]))
    assert _compare(shorter) == {"ok": True, "value": "continues"}  # the open game goes on from the save's 2 actions
    branched = json.loads(json.dumps(saved))
    branched["record"]["actions"][-1] = "branch"  # another 4th action: not a prefix
    assert _compare(branched) == {"ok": True, "value": "different"}
    other_setup = dict(saved, record=dict(saved["record"], num_players=3))
    assert _compare(other_setup) == {"ok": True, "value": "different"}
    # The same record with other names or seats is still the same game at the same point.
    assert _compare(dict(saved, names=["X", "Y"]))["value"] == "continues"
    assert _compare(dict(saved, names=["X", "Y"], record=session.saved()["record"]))["value"] == "same"


@pytest.mark.parametrize("text", ["{not json", "[1, 2]", '{"record": {"actions": 3}}'])
def test_compare_saved_refuses_an_unreadable_save(text):
    _open(_saved_midgame())
    answer = _compare(text)
    assert answer == {"ok": False, "error": {"type": "RecordError", "message": "the saved game is not readable"}}
