"""Helpers of the browser hidden-information audit (test_hidden_information_audit.py): an init
script that records every message between the page and the Worker, and the checks, in
CPython, of what was recorded against the game's record."""

from __future__ import annotations

import base64
import json
import re
from dataclasses import dataclass
from typing import Any, Iterator

import pygame_rules as pr
from conftest import new_context
from e2e_helpers import open_site
from pygame_rules.session import Session
from pygame_rules.web_api import _status

from tests.unit.hidden_facts import Tracker, found, replay

RECORD_TRAFFIC = """
(() => {
  const traffic = [];
  window.__traffic = traffic;
  const copy = (data) => { try { return JSON.parse(JSON.stringify(data)); } catch { return String(data); } };
  // Comlink listens with addEventListener('message') on the Worker (calls) and on MessagePorts
  // (callbacks such as load progress): record what every such listener receives.
  for (const proto of [Worker.prototype, MessagePort.prototype]) {
    const add = proto.addEventListener;
    proto.addEventListener = function (type, listener, options) {
      if (type === 'message' && typeof listener === 'function') {
        const from = this instanceof Worker ? 'worker' : 'port';
        const wrapped = function (event) { traffic.push({ dir: 'in', from, data: copy(event.data) }); return listener.call(this, event); };
        return add.call(this, type, wrapped, options);
      }
      return add.call(this, type, listener, options);
    };
  }
  const post = Worker.prototype.postMessage;
  Worker.prototype.postMessage = function (message, transfer) {
    traffic.push({ dir: 'out', data: copy(message) });
    return post.call(this, message, transfer);
  };
})();
"""
"""Init script: ``window.__traffic`` lists ``{dir: "out", data}`` (page to Worker) and
``{dir: "in", from: "worker"|"port", data}`` (to the page), JSON copies, in order."""

RENDERED_TEXT = """() => [document.title, document.body.innerText,
  ...[...document.querySelectorAll('[aria-label]')].map((e) => e.getAttribute('aria-label')),
  ...[...document.querySelectorAll('[title]')].map((e) => e.getAttribute('title'))].join('\\n')"""
"""Page function: everything a person may read on the page (visible text, aria labels, titles)."""

STORAGE = """async () => {
  const local = Object.fromEntries(Object.keys(localStorage).map((k) => [k, localStorage.getItem(k)]));
  const caches_ = {};
  for (const name of await caches.keys()) {
    caches_[name] = (await (await caches.open(name)).keys()).map((r) => r.url);
  }
  const databases = indexedDB.databases ? (await indexedDB.databases()).map((d) => d.name) : [];
  const sealedRecords = [];
  for (const name of databases.filter((n) => n.startsWith('skulltable-sealed'))) {
    const db = await new Promise((resolve, reject) => { const r = indexedDB.open(name); r.onsuccess = () => resolve(r.result); r.onerror = () => reject(r.error); });
    if (db.objectStoreNames.contains('games')) {
      sealedRecords.push(...await new Promise((resolve) => { const r = db.transaction('games').objectStore('games').getAll(); r.onsuccess = () => resolve(r.result); }));
    }
    db.close();
  }
  return { local, caches: caches_, databases, sealedRecords };
}"""
"""Page function: ``{local: {key: text}, caches: {name: [url]}, databases: [name],
sealedRecords: [record]}`` (the saved sealed games as stored, lib/sealed_desk.js)."""

GAME_CALLS = {"newGame", "loadSaved", "openLink", "play", "playBuilt", "step", "undo"}
"""Worker calls whose answer is ``{"status", "sealed"}`` (``sealed``: the autosave as the Worker
sealed it, web/lib/seal.js; the record itself never crosses)."""

SEALED = re.compile(r"sealed1:([A-Za-z0-9+/]+=*)")
RECORD_WORDS = ('"record"', '"actions"', '"names"', '"seats"')
"""Words the JSON of a save holds: none occurs in a sealed text once decoded (it is ciphertext)."""


def check_sealed(text: Any) -> bytes:
    """``text`` is a sealed save: the prefix, base64 of nonce (12 bytes) + ciphertext + tag (16
    bytes), and the bytes hold none of :data:`RECORD_WORDS`. Returns the bytes. Raises
    AssertionError."""
    match = SEALED.fullmatch(text) if isinstance(text, str) else None
    assert match, f"not a sealed save: {str(text)[:120]}"
    data = base64.b64decode(match.group(1))
    assert len(data) > 12 + 16, len(data)
    for word in RECORD_WORDS:
        assert word.encode() not in data, f"the sealed save holds {word} in clear"
    return data


def opaque(text: str) -> str:
    """``text`` with every sealed save (checked by :func:`check_sealed`) cut to its prefix:
    random ciphertext may spell a short card name by chance, and it holds nothing readable."""
    def cut(match: re.Match[str]) -> str:
        check_sealed(match.group(0))
        return "sealed1:"
    return SEALED.sub(cut, text)


def calls(traffic: list[dict[str, Any]], since: int = 0) -> list[tuple[str, list[Any], Any]]:
    """Pair each Comlink call with its answer: ``[(method, arguments, answer)]`` in the order
    of the answers, for the calls made at ``traffic[since:]``. Earlier calls are paired too (a
    call made before ``since``, such as the snapshot's background download, may be answered
    after it) but not returned. Raises AssertionError for an answer to no call, or a message
    from the Worker that is not an answer."""
    asked: dict[str, tuple[int, str, list[Any]]] = {}
    out = []
    for index, item in enumerate(traffic):
        data = item["data"]
        if item["dir"] == "out":
            if isinstance(data, dict) and data.get("type") == "APPLY":
                args = [a.get("value") for a in data.get("argumentList", [])]
                asked[data["id"]] = (index, data["path"][-1], args)
            continue
        if item["from"] == "port":
            continue  # callbacks the page passed (load progress), checked by check_callbacks
        assert isinstance(data, dict) and data.get("id") in asked, f"a Worker message answers no call: {data!r}"[:300]
        at, method, args = asked.pop(data["id"])
        if at >= since:
            out.append((method, args, data.get("value")))
    return out


def check_callbacks(traffic: list[dict[str, Any]]) -> None:
    """Messages on MessagePorts (Comlink callbacks) carry load progress only: no game data."""
    for item in traffic:
        if item["dir"] == "in" and item["from"] == "port":
            text = json.dumps(item["data"])
            assert '"record"' not in text and '"view"' not in text, text[:300]


@dataclass
class Table:
    """The game the page played, for the checks: its final record, names and seats."""

    record: dict[str, Any]
    names: list[str]
    seats: list[str]

    def states(self) -> list[pr.State]:
        """A clone of the state at every ply (index = ply)."""
        return [state.clone() for state in replay(self.record)]


def _session_at(table: Table, states: list[pr.State], ply: int) -> Session:
    """The page's Session at ``ply`` as CPython rebuilds it from the record: besides the state,
    a Session remembers which bot decisions it saw made on the public view (the bot replies
    undo may take back, pygame_rules/session.py ``_public_bot_plies``); they are recomputed
    here the way ``Session.step`` records them."""
    session = Session(states[ply], table.names, table.seats)
    session._public_bot_plies = {
        i for i in range(ply) if (actor := states[i].current_player) >= 0
        and session._is_bot(actor) and not states[i].private_decision(actor)}
    return session


def _json(value: Any) -> Any:
    return json.loads(json.dumps(value))


def check_answers(table: Table, answers: list[tuple[str, list[Any], Any]], viewers: set[int | None]) -> dict[str, int]:
    """Every answer of the Worker against CPython: a snapshot equals
    ``Session.snapshot(viewer, shared)`` at its ply recomputed from the record, for a viewer in
    ``viewers`` (the seats shown at this device; ``shared``: a hot-seat screen everybody sees); a game call's answer is exactly
    ``{"status", "sealed"}`` with the status at its ply and a sealed save
    (:func:`check_sealed`). Returns the number of answers checked per method. Raises
    AssertionError."""
    states = table.states()
    counts: dict[str, int] = {}
    for method, args, answer in answers:
        if method in ("init", "games"):
            assert '"record"' not in json.dumps(answer) and '"view"' not in json.dumps(answer)
            continue
        if method == "startInfo":  # how Python started: no game in it
            assert set(answer) <= {"path", "fallback", "ms", "steps", "workerStarted"}, answer
            continue
        if method == "cacheSnapshot":  # the memory snapshot's background download
            assert answer in ("cached", "already cached", "busy", "none") or answer.startswith("failed: "), answer
            continue
        assert isinstance(answer, dict) and answer.get("ok"), f"{method} failed: {answer}"
        value = answer["value"]
        if method == "snapshot":
            viewer = args[0] if args else None
            shared = len(args) > 1 and args[1] is True
            assert viewer in viewers, f"the page asked for seat {viewer}'s view; only {viewers} may be shown here"
            expected = _session_at(table, states, value["view"]["ply"]).snapshot(viewer, shared)
            assert value == _json(expected), f"snapshot({viewer}) at ply {value['view']['ply']} is not the seat's"
        elif method in GAME_CALLS:
            assert sorted(value) == ["sealed", "status"], f"{method} answered {sorted(value)}"
            check_sealed(value["sealed"])
            ply = value["status"]["ply"]
            assert value["status"] == _json(_status(_session_at(table, states, ply)))
        elif method == "compareSaved":
            assert value in ("same", "continues", "different"), value
        elif method == "list":  # the home screen's sealed games (remote.sealed.list): none here
            assert value["games"] == [] and set(value) == {"games", "timing"}, value
        else:
            raise AssertionError(f"unexpected Worker call {method}{args}")
        counts[method] = counts.get(method, 0) + 1
    return counts


def secrets_at(table: Table, seat: int) -> list[set[str]]:
    """The names hidden from ``seat`` at every ply of the game (index = ply)."""
    tracker = Tracker(table.record["game"], seat)
    return [tracker.secrets(state) for state in replay(table.record)]


def check_no_secret_in_answers(table: Table, answers: list[tuple[str, list[Any], Any]], seat: int) -> int:
    """No answer the page received holds a name hidden from ``seat`` at the answer's ply (a
    sealed save is checked to be ciphertext, :func:`opaque`): every answer but another seat's
    own snapshot (a shared hot-seat snapshot is everybody's). Returns how many secrets were
    looked for in total."""
    secrets = secrets_at(table, seat)
    looked = 0
    for method, args, answer in answers:
        value = (answer or {}).get("value") if isinstance(answer, dict) else None
        shared = method == "snapshot" and len(args) > 1 and args[1] is True
        if not isinstance(value, dict) or (method == "snapshot" and args and args[0] != seat and not shared) \
                or method == "list":  # no game in it (check_answers: an empty list of sealed games)
            continue
        ply = value["view"]["ply"] if "view" in value else value["status"]["ply"]
        shown = opaque(json.dumps(value, ensure_ascii=False))
        assert found(secrets[ply], shown) == [], f"{method} at ply {ply} gives seat {seat} {found(secrets[ply], shown)}"
        looked += len(secrets[ply])
    return looked


def check_storage(storage: dict[str, Any], table: Table, site_url: str, dist_files: set[str]) -> None:
    """Browser storage holds the saved game (sealed, for resume, and what the resume box
    shows; the save format and the id of the tab that wrote it), the last new-game form and
    the id of the build last run (for the update notice), each under this copy of the site's
    key (``name@<base path>``), and the bot pace the test set; nothing else; Cache Storage
    holds the site's own files only; no IndexedDB database but Workbox's, this copy's key
    store and its store of sealed games, which holds none (the home screen lists them, so the
    store is opened even when no game was played by sealed link). Raises AssertionError."""
    local = storage["local"]
    base = site_url[site_url.index("/", len("http://")):]
    key = {name: f"{name}@{base}" for name in ("skulltable.saved.v1", "skulltable.lastConfig.v1", "skulltable.build")}
    assert set(local) <= {*key.values(), "skulltable.botDelay"}, sorted(local)
    entry = json.loads(local[key["skulltable.saved.v1"]])
    check_sealed(entry["sealed"])
    assert set(entry) <= {"format", "game", "moves", "names", "over", "ply", "sealed", "tab", "time"}, sorted(entry)
    assert (entry["game"], entry["names"], entry["ply"]) == (table.record["game"], table.names, len(table.record["actions"]))
    config = json.loads(local.get(key["skulltable.lastConfig.v1"], "{}"))
    assert '"actions"' not in json.dumps(config) and '"view"' not in json.dumps(config)
    for name, urls in storage["caches"].items():
        for url in urls:
            assert url.startswith(site_url), url
            assert url[len(site_url):].split("?")[0] in dist_files, f"cache {name} holds {url}"
    ours = {f"skulltable-keys@{base}", f"skulltable-sealed@{base}"}
    assert all(str(name).startswith("workbox") or name in ours for name in storage["databases"]), storage["databases"]
    assert storage["sealedRecords"] == []


def recorded_page(browser, site, guard) -> Iterator[Any]:
    """A page of the site (one Pyodide start) whose every Worker message is recorded from
    the start (:data:`RECORD_TRAFFIC`); a module fixture yields from it and the context is
    closed afterwards. ``guard`` is the e2e module guard (conftest.new_context)."""
    context = new_context(browser, guard)
    context.add_init_script(RECORD_TRAFFIC)
    page = context.new_page()
    open_site(page, site.url)
    yield page
    context.close()
