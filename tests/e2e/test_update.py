"""Issue 7, updates: after a new dist/ is published, a returning visitor runs the new build
within one reload and is told so, and the game saved by the older build goes on.

The site is a copy of dist/ that the test turns into a newer build (a changed file, then
build.stamp: a new build id and a regenerated sw.js whose precache revisions differ)."""

from __future__ import annotations

import json
import shutil

import build
from conftest import new_context
from e2e_helpers import make_a_move, open_site, phone_screenshot, position, start_game, wait_engine, wait_offline_ready
from playwright.sync_api import expect


def publish_new_build(site_dir) -> str:
    index = site_dir / "index.html"
    index.write_text(index.read_text().replace("</body>", "<!-- a newer build -->\n</body>"))
    return build.stamp(site_dir)["build"]


def built_id(page) -> str:
    return page.get_attribute("html", "data-build")


def test_a_returning_visitor_runs_the_new_build_within_one_reload(browser, make_site, guard, dist_dir, tmp_path, shots):
    site_dir = tmp_path / "dist"
    shutil.copytree(dist_dir, site_dir)
    old = json.loads((site_dir / "site-manifest.json").read_text())["build"]
    site = make_site(site_dir)
    context = new_context(browser, guard, service_workers="allow")
    page = context.new_page()
    open_site(page, site.url)
    wait_offline_ready(page)
    assert built_id(page) == old
    start_game(page, 2, ["human", "random"], ["Ada", "Robo"])
    make_a_move(page)
    before = position(page)

    new = publish_new_build(site_dir)
    assert new != old
    page.reload()  # the returning visit: the installed service worker still serves the old build
    wait_engine(page)
    assert built_id(page) == old
    notice = page.locator("#update-notice")
    expect(notice).to_contain_text(f"A new version of Skull Table (build {new}) is ready. Reload to use it", timeout=60_000)
    assert position(page) == before
    page.screenshot(path=str(shots / "update-ready-desktop.png"))
    phone_screenshot(page, shots / "update-ready-phone.png")

    with page.expect_navigation():
        page.click("#update-reload")
    wait_engine(page)
    assert built_id(page) == new
    assert "<!-- a newer build -->" in page.content()
    expect(page.locator("#update-notice p")).to_have_text(
        f"Skull Table was updated to build {new}. Saved games carry on where they were.")
    assert position(page) == before  # the game saved by the older build opens in the new one
    page.screenshot(path=str(shots / "updated-desktop.png"))
    phone_screenshot(page, shots / "updated-phone.png")
    make_a_move(page)
    context.close()
