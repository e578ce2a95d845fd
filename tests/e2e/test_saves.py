"""Issue 7, storage: an autosave that cannot be opened (damaged, the wrong shape, a record the
engine refuses, another rules version or save format, a sealed save whose seal is broken or
whose key is gone) gives a clear message on the home screen and is kept aside (download or
discard, by the player's choice), never overwritten by the next game; a full storage quota
gives one lasting message, a share link to keep the game, and play goes on.

Saves are sealed by the Worker (web/lib/seal.js), so a record the engine refuses is written
here as a save of a build before sealing (format 1: the record as it is), which this build
still opens."""

from __future__ import annotations

import json

import pytest
from conftest import new_context
from e2e_helpers import make_a_move, open_site, phone_screenshot, ply, saved_game, start_game, storage_key, wait_engine

from pygame_rules.session import Session

SAVE_KEY = "skulltable.saved.v1"  # as this copy of the site names them: storage_key(page, ...)
BACKUP_KEY = "skulltable.unreadable.v1"


@pytest.fixture(scope="module")
def good_save(page):
    """A real autosave of a game two moves in (page: the module's page, engine loaded)."""
    start_game(page, 2, ["human", "random"], ["Ada", "Robo"])
    make_a_move(page)
    return json.loads(saved_game(page))


def plain_entry() -> dict:
    """An autosave entry as builds before sealing wrote it (format 1): a Sedlec game of Ada
    and Robo (bot) three actions in, its record as it is."""
    session = Session.new("sedlec", 2, names=["Ada", "Robo"], seats=["human", "random"], seed=5)
    for _ in range(3):
        session.state.apply(session.state.legal_actions()[0])
    return {"format": 1, "saved": session.saved(), "over": False, "game": "sedlec", "names": ["Ada", "Robo"],
            "ply": 3, "moves": 1, "time": 0, "tab": "old"}


def _older_rules(entry):
    entry = plain_entry()
    entry["saved"]["record"]["rules_version"] = "0"
    return json.dumps(entry)


def _illegal_move(entry):
    entry = plain_entry()
    entry["saved"]["record"]["actions"][0] = "no-such-move"
    return json.dumps(entry)


def _broken_seal(entry):
    sealed = entry["sealed"]
    at = len(sealed) // 2  # one base64 digit of the ciphertext changed: AES-GCM's tag no longer matches
    return json.dumps({**entry, "sealed": sealed[:at] + ("B" if sealed[at] != "B" else "C") + sealed[at + 1:]})


FORGET_KEY = """(name) => new Promise((done, fail) => {
  const request = indexedDB.deleteDatabase(name);
  request.onsuccess = () => done(true); request.onerror = () => fail(request.error); request.onblocked = () => fail('blocked');
})"""
"""Page function: delete the IndexedDB database of this copy's sealing key (what clearing the
site's data does to it)."""

BAD_SAVES = {
    # kind: (make the stored text from a good entry, what the home screen says)
    "not-json": (lambda e: json.dumps(e)[:-7], "the stored text is damaged (it is not JSON)"),
    "wrong-shape": (lambda e: json.dumps({"hello": [1, 2]}), "it is not a saved game of this site (the stored data has the wrong shape)"),
    "no-sealed-text": (lambda e: json.dumps({k: v for k, v in e.items() if k != "sealed"}), "it is not a saved game of this site (the stored data has the wrong shape)"),
    "future-format": (lambda e: json.dumps({**e, "format": 3}), "it was written in save format 3, and this version of Skull Table reads formats 1 and 2"),
    "older-rules": (_older_rules, "this record was made under Skulls of Sedlec rules version 0, and this engine plays version 1"),
    "illegal-move": (_illegal_move, "action 1 of the record ('no-such-move') is not legal"),
    "broken-seal": (_broken_seal, "the stored text is damaged, or it was sealed with a key this browser no longer has"),
    # Last: the module's good save was sealed with the key this case deletes.
    "key-gone": (json.dumps, "its key is gone from this browser (the site's data was cleared, or it was saved by another copy of the site)"),
}


def _storage(page, key):
    return page.evaluate("(key) => localStorage.getItem(key)", storage_key(page, key))


def _reload_with_save(page, raw):
    page.evaluate("([key, raw]) => localStorage.setItem(key, raw)", [storage_key(page, SAVE_KEY), raw])
    page.reload()
    wait_engine(page)


def _drop_backups(page):
    page.evaluate("(key) => localStorage.removeItem(key)", storage_key(page, BACKUP_KEY))


@pytest.mark.parametrize("kind", list(BAD_SAVES))
def test_unopenable_save_is_explained_kept_and_not_overwritten(page, good_save, kind):
    make, reason = BAD_SAVES[kind]
    raw = make(json.loads(json.dumps(good_save)))
    _drop_backups(page)
    if kind == "key-gone":
        assert page.evaluate(FORGET_KEY, storage_key(page, "skulltable-keys"))
    _reload_with_save(page, raw)
    assert page.locator("#screen-home").is_visible()  # never a blank page or a spinner
    box = page.locator("#backup-box")
    assert box.is_visible()
    assert box.inner_text().startswith(f"A saved game could not be opened: {reason}")
    assert "A copy is kept on this device; new games do not touch it." in box.inner_text()
    assert [b["raw"] for b in json.loads(_storage(page, BACKUP_KEY))] == [raw]
    assert _storage(page, SAVE_KEY) is None
    page.screenshot(path=f"screenshots/unreadable-save-{kind}-desktop.png")

    start_game(page, 2, ["human", "random"], ["Eve", "Bot"])  # no "discard?" question: nothing is at stake
    make_a_move(page)
    assert json.loads(saved_game(page))["names"] == ["Eve", "Bot"]
    assert [b["raw"] for b in json.loads(_storage(page, BACKUP_KEY))] == [raw]
    page.click("#home-button")
    assert page.locator("#backup-box").is_visible()  # still offered until the player decides


def test_unopenable_save_downloads_byte_for_byte_and_is_discarded_only_when_confirmed(page, good_save, shots):
    raw = BAD_SAVES["older-rules"][0](json.loads(json.dumps(good_save)))
    _drop_backups(page)
    _reload_with_save(page, raw)
    phone_screenshot(page, shots / "unreadable-save-phone.png")
    with page.expect_download() as info:
        page.click("#backup-box .backup-download")
    download = info.value
    assert download.suggested_filename.startswith("skull-table-save-")
    assert open(download.path(), encoding="utf-8").read() == raw

    page.click("#backup-box .backup-discard")
    page.wait_for_selector("#confirm-dialog[open]")
    page.click("#confirm-cancel")  # "Keep it"
    assert json.loads(_storage(page, BACKUP_KEY))[0]["raw"] == raw
    page.click("#backup-box .backup-discard")
    page.click("#confirm-ok")
    page.wait_for_selector("#backup-box", state="hidden")
    assert _storage(page, BACKUP_KEY) is None


FULL_STORAGE = """
(() => {
  const realSetItem = Storage.prototype.setItem;
  Storage.prototype.setItem = function (key, value) {
    if (key.startsWith('skulltable.saved.v1@')) {
      throw new DOMException(`Failed to execute 'setItem' on 'Storage': Setting the value of '${key}' exceeded the quota.`, 'QuotaExceededError');
    }
    return realSetItem.call(this, key, value);
  };
})();
"""


def test_full_storage_says_so_once_offers_a_link_and_play_goes_on(browser, site, guard, shots):
    context = new_context(browser, guard)
    context.add_init_script(FULL_STORAGE)
    page = context.new_page()
    open_site(page, site.url)
    start_game(page, 2, ["human", "random"], ["Ada", "Robo"])
    warning = page.locator("#save-warning")
    assert warning.is_visible()
    text = warning.inner_text()
    assert text.startswith("This browser's storage for this site is full, so this game is not saved on this device")
    assert "copy a share link" in text
    page.evaluate("document.querySelector('#save-warning p').dataset.seen = '1'")  # the same message, not a new one
    start = ply(page)
    for _ in range(3):
        make_a_move(page)
    assert ply(page) > start + 2
    assert page.locator("#save-warning p[data-seen='1']").is_visible()
    assert page.locator("#banners > :not([hidden])").count() == 1
    assert page.locator("#notice").is_hidden()
    assert saved_game(page) is None
    page.screenshot(path=str(shots / "storage-full-desktop.png"))
    phone_screenshot(page, shots / "storage-full-phone.png")

    page.click("#save-warning-share")
    page.wait_for_selector("#share-dialog[open]")
    assert page.input_value("#share-link").startswith(site.url + "#2")
    context.close()
