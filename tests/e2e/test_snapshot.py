"""The memory-snapshot start (issue 7; web/lib/snapshot.js, worker.js): a first visit
starts the plain way and caches the snapshot in the background; the next visit restores
Python from it and every game plays; a snapshot that cannot be restored falls back to the
plain start, which still plays, and is replaced by a good one."""

from __future__ import annotations

import json
import time

import pytest
from conftest import new_context
from e2e_helpers import (click_first_legal, open_site, ply, scoped_file_name, site_base, start_game, wait_engine,
                         wait_snapshot_cached)

GAMES = ["sedlec", "skullminers", "eskeletos", "court_of_the_dead"]
OLD_DIR = "skulltable-snapshot"  # the OPFS folder (and Cache Storage name) of builds before 2 Dec 2026, origin-wide


def snapshot_dir(page) -> str:
    """The folder of the origin private file system (OPFS) of this copy of the site."""
    return scoped_file_name(page.url, "skulltable-snapshot")


def engine_start(page) -> str:
    return page.get_attribute("html", "data-engine-start")


def stored_snapshots(page) -> list[str]:
    return page.evaluate("""async (folder) => {
      const dir = await (await navigator.storage.getDirectory()).getDirectoryHandle(folder);
      const names = []; for await (const name of dir.keys()) names.push(name); return names; }""", snapshot_dir(page))


def opfs_entries(page) -> list[str]:
    return page.evaluate("async () => Array.fromAsync((await navigator.storage.getDirectory()).keys())")


@pytest.fixture
def context(browser, guard):
    """A fresh profile with service workers allowed, as a visitor has them: these tests read
    the page's console, where a blocked service worker would leave its own warnings."""
    context = new_context(browser, guard, service_workers="allow")
    yield context
    context.close()


def test_a_return_visit_restores_the_snapshot_and_every_game_plays(context, site, dist_dir):
    manifest = json.loads((dist_dir / "site-manifest.json").read_text())
    page = context.new_page()
    open_site(page, site.url)
    assert engine_start(page) == "plain"
    assert wait_snapshot_cached(page) == "cached"
    key = manifest["snapshot"]["url"].split("/")[-1].removesuffix(".gz")
    assert stored_snapshots(page) == [key]

    page.evaluate("""async ([dir, old]) => {  // what an earlier build left: a Cache Storage copy, a stray file, the origin-wide folder
      await (await caches.open(old)).put('/old-snapshot', new Response('old'));
      const root = await navigator.storage.getDirectory();
      await (await root.getDirectoryHandle(dir)).getFileHandle('0123456789abcdef.bin', {create: true});
      await (await root.getDirectoryHandle(old, {create: true})).getFileHandle('0123456789abcdef.bin', {create: true}); }""",
                  [snapshot_dir(page), OLD_DIR])
    assert sorted(opfs_entries(page)) == sorted([snapshot_dir(page), OLD_DIR])
    warnings = []
    page.on("console", lambda m: warnings.append(m.text) if m.type in ("warning", "error") else None)
    page.reload()
    wait_engine(page)  # this load itself: a goto after reload would start the page a second time
    restored = time.monotonic()
    assert engine_start(page) == "snapshot"
    assert page.get_attribute("html", "data-snapshot") is None  # nothing more to fetch
    for game in GAMES:  # each game's modules and card and board data came with the snapshot
        start_game(page, 2, ["human", "random"], game=game)
        before = ply(page)
        for _ in range(3):
            click_first_legal(page)
        assert ply(page) > before, game
        assert "Error" not in page.inner_text("#status")
    page.wait_for_timeout(max(0, 3.0 - (time.monotonic() - restored)) * 1000)  # the wheel's files unpacked at 2 s
    assert warnings == []
    assert stored_snapshots(page) == [key]  # tidied with the unpack
    assert page.evaluate(f"caches.has('{OLD_DIR}')") is False
    assert opfs_entries(page) == [snapshot_dir(page)]


def test_a_snapshot_with_no_room_on_disk_is_not_downloaded_again(context, site):
    """Storage quota of 12 MB (the snapshot is 30 MiB): the download fails, the page says so
    in the console, plays on, and the next visit does not download the 7 MB again."""
    page = context.new_page()
    cdp = context.new_cdp_session(page)
    cdp.send("Storage.overrideQuotaForOrigin", {"origin": f"http://127.0.0.1:{site.port}",
                                                 "quotaSize": 12 * 1024 * 1024})
    warnings = []
    page.on("console", lambda m: warnings.append(m.text) if m.type == "warning" else None)
    open_site(page, site.url)
    assert wait_snapshot_cached(page) == "failed"
    assert any("not cached" in w for w in warnings), warnings
    asked = []
    page.on("request", lambda r: asked.append(r.url) if "snapshots/" in r.url else None)
    page.reload()
    wait_engine(page)  # this load itself: a goto after reload would start the page a second time
    assert engine_start(page) == "plain"
    assert wait_snapshot_cached(page) == "skipped" and asked == []
    start_game(page, 2, ["human", "random"], game="sedlec")
    click_first_legal(page)


def test_a_tab_neither_downloads_nor_reads_the_snapshot_another_tab_is_writing(context, site):
    """Tabs share the stored snapshot. While one downloads it, holding the Web Lock
    ``skulltable-snapshot-download@<base path>`` (held here by the test, from another page of the site),
    a tab opened meanwhile starts the plain way without a warning, neither restores nor
    downloads, and its download answers ``busy``; once the lock is free, the next visit
    downloads it."""
    holder = context.new_page()
    holder.goto(site.url + "site-manifest.json")  # a page of the origin that starts no engine
    lock = f"skulltable-snapshot-download@{site_base(site.url)}"
    hold = """(lock) => new Promise((held) => navigator.locks.request(lock,
      () => { held(); return new Promise((release) => { window.release = release; }); }))"""
    holder.evaluate(hold, lock)
    page = context.new_page()
    warnings, asked = [], []
    page.on("console", lambda m: warnings.append(m.text) if m.type in ("warning", "error") else None)
    page.on("request", lambda r: asked.append(r.url) if "snapshots/" in r.url else None)
    open_site(page, site.url)
    assert engine_start(page) == "plain"
    assert wait_snapshot_cached(page) == "busy" and asked == [] and warnings == []

    holder.evaluate("window.release()")
    page.reload()
    wait_engine(page)  # this load itself: a goto after reload would start the page a second time
    assert wait_snapshot_cached(page) == "cached" and len(asked) == 1
    holder.evaluate(hold, lock)  # a good snapshot is stored, but the lock says it is being rewritten
    page.reload()
    wait_engine(page)  # this load itself: a goto after reload would start the page a second time
    assert engine_start(page) == "plain"
    assert wait_snapshot_cached(page) == "busy" and len(asked) == 1 and warnings == []
    start_game(page, 2, ["human", "random"], game="skullminers")
    before = ply(page)
    click_first_legal(page)
    assert ply(page) > before


DAMAGES = ["build id", "noise", "hangs", "cut short"]


def test_a_snapshot_that_cannot_be_restored_falls_back_to_the_plain_start(context, site):
    """Each damage of :data:`DAMAGES` in turn, in one page: each finds the good snapshot the
    one before it left cached (the first visit's plain start and download serve all four,
    which as four tests took 33-41 s each). See :func:`damage_then_play`."""
    page = context.new_page()
    warnings: list[str] = []
    page.on("console", lambda m: warnings.append(m.text) if m.type == "warning" else None)
    open_site(page, site.url)
    assert wait_snapshot_cached(page) == "cached"
    for damage in DAMAGES:
        damage_then_play(page, damage, warnings)


def damage_then_play(page, damage: str, warnings: list[str]) -> None:
    """``build id``: the header names another Pyodide build (what an upgrade without a new
    snapshot would give); ``noise``: random bytes of the right size; ``hangs``: a restore
    that outlasts the page's deadline (some damage on disk makes ``loadPyodide`` hang; here
    the deadline is cut to 1 ms instead), so the page stops that Worker and starts a new one
    the plain way, which deletes the stored copy; ``cut short``: an empty file, what a tab
    closed during the download leaves (the file is made before its bytes arrive), taken as
    no snapshot at all: a plain start with no warning, and the download is done again.
    After each, a game plays, a good snapshot is cached again and the next visit restores it.
    ``warnings``: the page's console warnings, gathered from the reload on."""
    page.evaluate("""async ([dir, damage]) => {
      const folder = await (await navigator.storage.getDirectory()).getDirectoryHandle(dir);
      const [name] = await Array.fromAsync(folder.keys());
      const file = await folder.getFileHandle(name);
      const bytes = new Uint8Array(await (await file.getFile()).arrayBuffer());
      if (damage === 'cut short') return folder.getFileHandle(name).then((f) => f.createWritable()).then((w) => w.close());
      if (damage === 'build id') bytes.fill(0x41, 16, 48);
      else if (damage === 'hangs') return localStorage.setItem('skulltable.restoreStallMs', '1');
      else for (let i = 0; i < bytes.length; i += 65536) crypto.getRandomValues(bytes.subarray(i, i + 65536));
      const out = await file.createWritable();
      await out.write(bytes);
      await out.close();
    }""", [snapshot_dir(page), damage])
    warnings.clear()
    page.reload()
    wait_engine(page)  # this load itself: a goto after reload would start the page a second time
    assert engine_start(page) == "plain", damage
    for _ in range(50):  # a console message reaches Playwright on its own schedule
        if any("memory snapshot could not be used" in w for w in warnings):
            break
        page.wait_for_timeout(100)
    if damage == "cut short":
        assert not any("snapshot" in w for w in warnings), (damage, warnings)
    else:
        assert any("memory snapshot could not be used" in w for w in warnings), (damage, warnings)
    if damage == "hangs":
        assert any("did not restore within 0.001 s" in w for w in warnings), (damage, warnings)
        page.evaluate("localStorage.removeItem('skulltable.restoreStallMs')")
    start_game(page, 2, ["human", "random"], game="court_of_the_dead")
    before = ply(page)
    click_first_legal(page)
    assert ply(page) > before, damage
    # The damaged copy is gone and a good one is cached again: the next visit restores.
    assert wait_snapshot_cached(page) == "cached", damage
    page.reload()
    wait_engine(page)  # this load itself: a goto after reload would start the page a second time
    assert engine_start(page) == "snapshot", damage


def test_a_build_without_a_snapshot_starts_the_plain_way(browser, guard, make_site, dist_dir, tmp_path):
    """A site whose manifest lists no snapshot (or a browser without OPFS) never
    asks for one."""
    import shutil
    copy = tmp_path / "dist"
    shutil.copytree(dist_dir, copy)
    manifest = json.loads((copy / "site-manifest.json").read_text())
    del manifest["snapshot"]
    (copy / "site-manifest.json").write_text(json.dumps(manifest))
    site = make_site(copy)
    context = new_context(browser, guard, warm=False)
    page = context.new_page()
    asked = []
    page.on("request", lambda r: asked.append(r.url) if "snapshots/" in r.url else None)
    open_site(page, site.url)
    assert engine_start(page) == "plain"
    assert page.get_attribute("html", "data-snapshot") is None
    start_game(page, 2, ["human", "random"], game="sedlec")
    click_first_legal(page)
    assert asked == []
    context.close()
