"""A site that cannot start its engine says so, rather than showing "Loading" for ever
(web/lib/engine.js)."""

from __future__ import annotations

import shutil

from conftest import new_context


def test_a_worker_script_that_fails_to_load_gives_a_message(browser, guard, make_site, dist_dir, tmp_path):
    """worker.js missing (HTTP 404): the Worker's error event is reported at once, not after
    the 60 s stall deadline."""
    copy = tmp_path / "dist"
    shutil.copytree(dist_dir, copy, ignore=shutil.ignore_patterns("snapshots"))
    (copy / "worker.js").unlink()
    site = make_site(copy)
    context = new_context(browser, guard, warm=False)
    page = context.new_page()
    page.goto(site.url)
    page.wait_for_selector("#load-error:not([hidden])", timeout=15_000)
    assert "The game engine could not start" in page.inner_text("#load-error-text")
    assert page.get_attribute("html", "data-engine") != "ready"
    context.close()
