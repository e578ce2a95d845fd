"""Offline: after the first visit (service worker installed, precache filled), the server
is really stopped; the app reloads from the precache and a game can be started and played.
(Playwright's setOffline does not cover a service worker's fetches, so it is not used.)"""

from __future__ import annotations

import urllib.error
import urllib.request

import pytest
from conftest import new_context
from e2e_helpers import make_a_move, open_site, ply, start_game, wait_engine, wait_offline_ready


def test_reload_and_play_with_the_server_stopped(browser, make_site, guard, shots):
    site = make_site()  # its own origin: its own service worker
    context = new_context(browser, guard, service_workers="allow")
    page = context.new_page()
    open_site(page, site.url)
    wait_offline_ready(page)
    assert "offline" in page.inner_text("#offline-status")

    site.stop()
    with pytest.raises(urllib.error.URLError):
        urllib.request.urlopen(site.url, timeout=5)

    page.reload()
    wait_engine(page)
    start_game(page, 2, ["human", "random"], ["Offline", "Bot"])
    for _ in range(6):
        make_a_move(page)
    assert ply(page) > 6
    page.click("#rules-button")  # the rules docs come from the precache too
    page.wait_for_selector("#rules-body .doc", timeout=10_000)
    page.click("#rules-dialog button[value='close']")

    # A new tab (a fresh Worker, a cold Python) also starts offline.
    second = context.new_page()
    second.goto(site.url)
    wait_engine(second)
    assert second.locator("#screen-game").is_visible()  # it resumes the saved game
    assert ply(second) == ply(page)
    second.screenshot(path=str(shots / "offline-resumed-desktop.png"))
    context.close()
