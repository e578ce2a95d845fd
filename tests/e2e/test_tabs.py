"""Issue 7, two tabs on the same saved game: when one tab saves a move, the other says
"This game was continued in another tab", pauses and writes nothing until its player
chooses: open the other tab's game, or keep playing there (which then warns the first tab)."""

from __future__ import annotations

import json

import pytest
from conftest import new_context
from playwright.sync_api import expect
from e2e_helpers import (click_legal, first_legal, make_a_move, open_site, phone_screenshot, ply, position, saved_game,
                         start_game, storage_key)


def saved_ply(page) -> int:
    return json.loads(saved_game(page))["ply"]


def game_shown(page) -> dict:
    """The position on screen without the status line (it says "Paused" while paused)."""
    shown = position(page)
    del shown["status"]
    return shown


@pytest.fixture(scope="module")
def tabs(browser, site, module_guard):
    context = new_context(browser, module_guard)
    first = context.new_page()
    open_site(first, site.url)
    start_game(first, 2, ["human", "random"], ["Ada", "Robo"])
    make_a_move(first)
    second = context.new_page()
    open_site(second, site.url)  # resumes the same saved game
    yield first, second
    context.close()


def moves(page) -> int:
    """The seats' decisions so far (the board's ``data-ply`` counts chance outcomes too)."""
    return int(page.get_attribute("#board", "data-moves"))


def test_the_older_tab_warns_and_stops_saving(tabs, shots):
    first, second = tabs
    assert position(second)["ply"] == ply(first)
    make_a_move(second)
    warning = first.locator("#tab-warning")
    expect(warning).to_contain_text(
        f"This game was continued in another tab ({moves(second)} moves in; here: {moves(first)}).", timeout=10_000)
    assert "paused and saves nothing until you choose" in warning.inner_text()
    assert first.evaluate("document.getElementById('board').inert") is True
    assert first.inner_text("#status") == "Paused: choose above which game goes on."
    assert first.locator("#tab-keep-here").inner_text() == "Keep playing here (overwrites the other tab's save)"
    assert saved_ply(first) == ply(second)  # the newer game is not overwritten
    assert second.locator("#tab-warning").count() == 0
    # Paused means paused: a control reached anyway (the break-it session got there through the
    # hot-seat "show my view" button) plays nothing until the player chooses.
    before = game_shown(first)
    first.evaluate("document.getElementById('board').inert = false")
    for _ in range(4):  # as make_a_move: a Sedlec dig takes two clicks
        click_legal(first_legal(first))
        first.wait_for_timeout(400)
    first.evaluate("document.getElementById('board').inert = true")
    assert game_shown(first) == before and saved_ply(first) == ply(second)
    assert first.evaluate("document.getElementById('pass-panel').inert") is True
    first.screenshot(path=str(shots / "tab-warning-desktop.png"))
    phone_screenshot(first, shots / "tab-warning-phone.png")


def test_keep_playing_here_overwrites_and_warns_the_other_tab(tabs):
    first, second = tabs
    here = game_shown(first)
    first.click("#tab-keep-here")
    first.wait_for_selector("#tab-warning", state="hidden")
    assert game_shown(first) == here
    assert first.inner_text("#status").startswith("Ada's turn")
    assert saved_ply(first) == here["ply"]
    second.locator("#tab-warning").wait_for(state="visible", timeout=10_000)
    make_a_move(first)  # play goes on and is saved again
    assert saved_ply(first) == ply(first)


def test_open_the_other_tabs_game_shows_what_it_saved(tabs):
    first, second = tabs
    second.click("#tab-open-other")
    second.wait_for_selector("#tab-warning", state="hidden")
    assert position(second) == position(first)
    make_a_move(second)
    first.locator("#tab-warning").wait_for(state="visible", timeout=10_000)
    assert saved_ply(second) == ply(second)


def test_a_save_removed_elsewhere_pauses_and_keeping_saves_it_again(tabs):
    """The save removed by another tab (or by clearing the site's data, which a tab sees the
    same way): the banner says so, offers no other game, and keeping saves this one again."""
    first, second = tabs
    first.locator("#tab-warning").wait_for(state="visible", timeout=10_000)  # left paused above
    first.click("#tab-open-other")
    first.wait_for_selector("#tab-warning", state="hidden")
    here = game_shown(first)
    second.evaluate("(key) => localStorage.removeItem(key)", storage_key(second, "skulltable.saved.v1"))
    warning = first.locator("#tab-warning")
    expect(warning).to_contain_text("The saved game was removed, in another tab or by clearing this site's data.",
                                    timeout=10_000)
    assert first.locator("#tab-open-other").count() == 0
    assert first.inner_text("#status") == 'Paused: press "Keep playing here" above to go on.'  # its one choice
    assert saved_game(first) is None
    first.click("#tab-keep-here")
    first.wait_for_selector("#tab-warning", state="hidden")
    assert game_shown(first) == here and saved_ply(first) == here["ply"]
