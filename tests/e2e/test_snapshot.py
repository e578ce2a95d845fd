"""The memory-snapshot start (issue 7; web/lib/snapshot.js, worker.js): a first visit
starts the plain way and caches the snapshot in the background; the next visit restores
Python from it and every game plays; a snapshot that cannot be restored falls back to the
plain start, which still plays, and is replaced by a good one."""

from __future__ import annotations

import json

import pytest
from conftest import new_context
from e2e_helpers import click_first_legal, open_site, ply, start_game, wait_snapshot_cached

GAMES = ["sedlec", "skullminers", "eskeletos", "court_of_the_dead"]
CACHE = "skulltable-snapshot"


def engine_start(page) -> str:
    return page.get_attribute("html", "data-engine-start")


def cached_snapshot_urls(page) -> list[str]:
    return page.evaluate(f"async () => (await (await caches.open('{CACHE}')).keys()).map((r) => r.url)")


@pytest.fixture
def context(browser, guard):
    context = new_context(browser, guard)
    yield context
    context.close()


def test_a_return_visit_restores_the_snapshot_and_every_game_plays(context, site, dist_dir):
    manifest = json.loads((dist_dir / "site-manifest.json").read_text())
    page = context.new_page()
    open_site(page, site.url)
    assert engine_start(page) == "plain"
    assert wait_snapshot_cached(page) == "cached"
    assert cached_snapshot_urls(page) == [site.url + manifest["snapshot"]["url"]]

    page.reload()
    open_site(page, site.url)
    assert engine_start(page) == "snapshot"
    assert page.get_attribute("html", "data-snapshot") is None  # nothing more to fetch
    for game in GAMES:  # each game reads its card and board data from the unpacked wheel
        start_game(page, 2, ["human", "random"], game=game)
        before = ply(page)
        for _ in range(3):
            click_first_legal(page)
        assert ply(page) > before, game
        assert "Error" not in page.inner_text("#status")


@pytest.mark.parametrize("damage", ["build id", "noise"])
def test_a_snapshot_that_cannot_be_restored_falls_back_to_the_plain_start(context, site, dist_dir, damage):
    """``build id``: the header names another Pyodide build (what an upgrade without a new
    snapshot would give); ``noise``: random bytes of the right size."""
    manifest = json.loads((dist_dir / "site-manifest.json").read_text())
    url = site.url + manifest["snapshot"]["url"]
    page = context.new_page()
    open_site(page, site.url)
    assert wait_snapshot_cached(page) == "cached"
    page.evaluate("""async ([cache, url, damage]) => {
      const store = await caches.open(cache);
      const bytes = new Uint8Array(await (await store.match(url)).arrayBuffer());
      if (damage === 'build id') bytes.fill(0x41, 16, 48);
      else for (let i = 0; i < bytes.length; i += 65536) crypto.getRandomValues(bytes.subarray(i, i + 65536));
      await store.put(url, new Response(bytes));
    }""", [CACHE, url, damage])
    warnings = []
    page.on("console", lambda m: warnings.append(m.text) if m.type == "warning" else None)

    page.reload()
    open_site(page, site.url)
    assert engine_start(page) == "plain"
    assert any("memory snapshot could not be used" in w for w in warnings), warnings
    start_game(page, 2, ["human", "random"], game="court_of_the_dead")
    before = ply(page)
    click_first_legal(page)
    assert ply(page) > before
    # The damaged copy is gone and a good one is cached again: the next visit restores.
    assert wait_snapshot_cached(page) == "cached"
    page.reload()
    open_site(page, site.url)
    assert engine_start(page) == "snapshot"


def test_a_build_without_a_snapshot_starts_the_plain_way(browser, guard, make_site, dist_dir, tmp_path):
    """A site whose manifest lists no snapshot (or a browser without Cache Storage) never
    asks for one."""
    import shutil
    copy = tmp_path / "dist"
    shutil.copytree(dist_dir, copy)
    manifest = json.loads((copy / "site-manifest.json").read_text())
    del manifest["snapshot"]
    (copy / "site-manifest.json").write_text(json.dumps(manifest))
    site = make_site(copy)
    context = new_context(browser, guard)
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
