"""The Worker's side of sealed play (pygame_rules/sealed/web.py, web_api.sealed): two desks
driven as the page's Worker drives one, every key operation answered from the requests alone
(base64 in JSON), a whole game played to the end by snapshot actions, saved and resumed, and
every snapshot the seat's own view."""

from __future__ import annotations

import base64
import json
import random

import pytest

from pygame_rules import web_api
from pygame_rules.sealed.groups import P256
from pygame_rules.sealed.web import Desk

from .fake_keys import key_kinds, make_keys
from .matches import IN_PYODIDE

KIND = key_kinds()[-1]  # the stand-in: the same everywhere


def _b(text):
    return base64.b64decode(text)


def _e(data):
    return base64.b64encode(data).decode()


def drive(desk: Desk, value, keys):
    """Answer every key operation ``value`` asks for, as the Worker does with seat_keys.js."""
    while isinstance(value, dict) and "needs" in value:
        needs = json.loads(json.dumps(value["needs"]))  # only JSON crosses
        answers = {}
        if "verify" in needs:
            answers["verify"] = [keys.verify(_b(r["key"]), _b(r["data"]), _b(r["sig"])) for r in needs["verify"]]
            answers["open"] = []
            for r in needs["open"]:
                try:
                    answers["open"].append(_e(keys.open(_b(r["sealed"]), _b(r["info"]))))
                except Exception:
                    answers["open"].append(None)
        if "seal" in needs:
            answers["seal"] = [_e(keys.seal_to(_b(r["key"]), _b(r["plaintext"]), _b(r["info"]))) for r in needs["seal"]]
        if "sign" in needs:
            answers["sign"] = _e(keys.sign(_b(needs["sign"]["data"])))
        value = desk.answer(answers)
    return value


def identity(keys):
    ident = keys.identity()
    return {"ecdh": _e(ident.ecdh), "ecdsa": _e(ident.ecdsa)}


def send(desk, keys):
    return drive(desk, desk.send(), keys)


@pytest.fixture(scope="module")
def played():
    """Ann hosts, Bob joins; both play by snapshot actions to the end and verify."""
    keys = [make_keys(KIND), make_keys(KIND)]
    desks = [Desk(), Desk()]
    hosted = desks[0].host({"game": "skullminers", "num_players": 2, "seat": 0, "name": "Ann",
                            "identity": identity(keys[0])})
    secrets = [hosted["secret"], None]
    sent = send(desks[0], keys[0])
    assert sent["to"] == 1 and sent["to_name"] == "Seat 2"
    peek = desks[1].peek(sent["link"])
    assert peek["first"] == 0 and peek["to"] == 1 and peek["game_id"] == hosted["status"]["game_id"]
    status = drive(desks[1], desks[1].receive(sent["link"]), keys[1])
    assert status["phase"] == "joining" and status["me"] is None
    secrets[1] = desks[1].join({"name": "Bob", "identity": identity(keys[1])})["secret"]
    links = [send(desks[1], keys[1])]
    drive(desks[0], desks[0].receive(links[-1]["link"]), keys[0])
    rng = random.Random(4)
    snapshots = []
    saved_once = False
    for _ in range(500):
        mover = next((s for s in (0, 1) if desks[s].status()["decide"] or desks[s].status()["can_send"]), None)
        if mover is None:
            break
        desk = desks[mover]
        while desk.status()["decide"]:
            snap = desk.snapshot()
            snapshots.append((mover, snap))
            desk.play(rng.choice(snap["actions"])["action"])
        out = send(desk, keys[mover])
        links.append(out)
        other = 1 - mover
        if not saved_once and len(links) > 6:  # the other seat reloads from its save first
            saved = json.loads(json.dumps(desks[other].saved()))
            desks[other] = Desk()
            drive(desks[other], desks[other].load(saved, secrets[other]["value"]), keys[other])
            saved_once = True
        drive(desks[other], desks[other].receive(out["link"]), keys[other])
    return desks, keys, links, snapshots, secrets


def test_host_and_join_hand_the_secret_to_the_worker_only(played):
    desks, _, _, snapshots, secrets = played
    for seat, secret in enumerate(secrets):
        assert secret["name"] == f"sealed {desks[seat].status()['game_id']} {seat}"
        assert len(_b(secret["value"])) == 32
        for _, snap in snapshots:
            assert secret["value"] not in json.dumps(snap)


def test_a_whole_game_is_played_and_verified_through_the_desks(played):
    desks, _, links, snapshots, _ = played
    assert all(d.status()["phase"] == "revealed" for d in desks)
    verdicts = [d.verify() for d in desks]
    assert verdicts[0] == verdicts[1] and verdicts[0]["ok"], verdicts[0]["message"]
    desk = Desk()  # before verifying, the end shows the position before it, and no result yet
    desk.game = desks[0].game
    before = desk.snapshot()
    assert before["waiting_on"] == "over" and not before["view"]["terminal"] and before["winners"] == []
    assert before["log"] == desks[0].game.table.state.log(0, desks[0].game.names)
    final = desks[0].snapshot()
    assert final["waiting_on"] == "over" and final["actions"] == []
    assert final["view"]["terminal"] and final["winners"] == verdicts[0]["winners"]
    assert final["sealed"]["verdict"]["ok"]
    assert max(len(out["link"]) for out in links) < 4000


def test_a_snapshot_is_the_seat_s_own_view_with_its_actions(played):
    desks, _, _, snapshots, _ = played
    assert len(snapshots) > 20
    for seat, snap in snapshots:
        assert snap["actions"] and snap["waiting_on"] == "human" and snap["undo_seat"] is None
        hands = snap["view"]["hands"]
        assert isinstance(hands[seat], list) and hands[1 - seat] is None  # the other hand: its size only
        assert snap["view"]["hand_sizes"][seat] == len(hands[seat])


def test_the_dispatcher_wraps_the_desk_in_envelopes(played):
    envelope = json.loads(web_api.sealed("receive", json.dumps({"link": "S" + "A" * 40})))
    assert envelope["ok"] is False and "damaged" in envelope["error"]["message"]
    envelope = json.loads(web_api.sealed("nonsense"))
    assert envelope["ok"] is False and "no sealed operation" in envelope["error"]["message"]
    assert json.loads(web_api.sealed("status"))["ok"] is True


def test_the_new_game_form_offers_sealed_play_for_the_hidden_card_games_it_handles():
    """docs/sealed-links.md, "The page": Skullminers, Court of the Dead and ESKELETOS (hidden
    cards, hooks built for whole games) offer it; Skulls of Sedlec hides nothing and keeps
    plain links."""
    listed = {g["id"]: g["sealed"] for g in json.loads(web_api.games())["value"]["games"]}
    assert listed == {"sedlec": False, "skullminers": True, "eskeletos": True, "court_of_the_dead": True}


@pytest.mark.parametrize("text, kind", [
    ("SabcDEF", "sealed"), ("  Sabc  ", "sealed"), ("http://host/games/#Sabc", "sealed"),
    ("2abc", "plain"), ("1abc", "plain"), ("http://host/#2abc", "plain"), ("", "plain"),
    ("http://Some/path#", "plain"), (None, "plain"), (42, "plain"),
])
def test_link_kind_reads_the_first_character_after_the_fragment_mark(text, kind):
    """core/link.py: a sealed link starts with SEALED_PREFIX ("S"), a plain one with its version
    digit; a whole URL is read from its last "#" (the S in "Some" is no link's)."""
    assert web_api.link_kind(text) == kind


def test_the_worker_s_multiplier_gets_hex_pairs_and_its_hex_answer_is_used(monkeypatch):
    """web_api.use_p256_multiplier in the Worker: each batch goes to the JavaScript function as
    hex text, key then x, 64 digits each; its answer (the products' x in hex) is what
    P256.power_many returns; "" (a browser that cannot) removes the multiplier. Pyodide's
    ``pyodide.ffi`` is stood in for: ``run_sync`` hands back the function's answer."""
    import sys
    import types

    from pygame_rules.sealed.groups import P256

    g, k = P256.generator_x, 0x1B7962817C0E83D034C6A6AA905DEA0A5551DD6506D2B0D7A4A52D74170BE566
    product = 0x5C49A046C47D4B8F45C2A565419260BA630A0600B3A601937A623629CFE36DEF  # k * G, test_groups.py
    asked: list[str] = []
    ffi = types.SimpleNamespace(can_run_sync=lambda: True, run_sync=lambda answer: answer)
    monkeypatch.setitem(sys.modules, "pyodide", types.ModuleType("pyodide"))
    monkeypatch.setitem(sys.modules, "pyodide.ffi", ffi)
    monkeypatch.setattr(P256, "multiplier", None)

    def multiply(text):
        asked.append(text)
        return f"{product:064x}" * (len(text) // 128) if len(asked) == 1 else ""

    assert json.loads(web_api.use_p256_multiplier(multiply)) == {"ok": True, "value": True}
    assert P256.power_many([(g, k), (g, k + P256.order)]) == [product, product]
    assert asked == [f"{k:064x}{g:064x}" * 2]
    assert P256.power_many([(g, 2)]) == [0x7CF27B188D034F7E8A52380304B51AC3C08969E277F21B35A60B48FC47669978]  # "": here
    assert P256.multiplier is None and len(asked) == 2
    assert json.loads(web_api.use_p256_multiplier(None)) == {"ok": True, "value": False}


@pytest.mark.skipif(IN_PYODIDE, reason="inside Pyodide the multiplier is accepted: this checks CPython's refusal")
def test_the_multiplier_needs_pyodide():
    """use_p256_multiplier in CPython is refused with a message, and nothing is set."""
    envelope = json.loads(web_api.use_p256_multiplier(lambda text: text))
    assert envelope["ok"] is False and "only in Pyodide" in envelope["error"]["message"]
    assert P256.multiplier is None
