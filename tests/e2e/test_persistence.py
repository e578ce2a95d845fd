"""Saves and links: a reload resumes the same position; a shared link opened in a fresh
browser context shows the same position and play goes on; a bad link shows a clear
message and leaves the saved game as it was."""

from __future__ import annotations

import pytest
from conftest import new_context
from e2e_helpers import (
    click_first_legal, log_lines, make_a_move, open_site, ply, position, saved_game, start_game, wait_engine, wait_settled,
)


@pytest.fixture(scope="module")
def context(browser, module_guard):
    context = new_context(browser, module_guard, permissions=["clipboard-read", "clipboard-write"])
    yield context
    context.close()


@pytest.fixture(scope="module")
def page(context, site):
    page = context.new_page()
    open_site(page, site.url)
    start_game(page, 2, ["human", "random"], ["Ada", "Robo"])
    for _ in range(9):
        click_first_legal(page)
    return page


def test_reload_resumes_the_same_position(page):
    before = position(page)
    assert before["ply"] > 5
    page.reload()
    wait_engine(page)
    assert page.locator("#screen-game").is_visible()
    assert position(page) == before
    make_a_move(page)  # and play goes on
    assert ply(page) > before["ply"]


def test_the_skip_link_moves_focus_and_leaves_the_game_alone(page):
    """The break-it sessions: "Skip to content" (the first Tab stop) went to #main, which the
    page took for a share link ("This link cannot be opened"); later, its #main history entry
    made the New game form's Back need two presses. It now only moves focus."""
    before, url, length = position(page), page.url, page.evaluate("history.length")
    page.focus(".skip-link")
    page.keyboard.press("Enter")
    page.wait_for_timeout(500)
    assert page.evaluate("document.activeElement.id") == "main"
    assert page.url == url and page.evaluate("history.length") == length
    assert page.locator("#screen-game").is_visible() and not page.locator("#notice").is_visible()
    assert position(page) == before
    page.click("#new-game-button")
    page.wait_for_selector("#screen-new:not([hidden])")
    page.click("#screen-new .form-buttons button:not(.primary)")  # the form's Back: one press
    page.wait_for_selector("#screen-game:not([hidden])")
    wait_settled(page)
    assert position(page) == before


def test_link_opens_the_same_position_in_a_fresh_context(page, browser, site, guard):
    before = position(page)
    page.click("#share-button")
    page.wait_for_selector("#share-dialog[open]")
    link = page.input_value("#share-link")
    assert link.startswith(site.url + "#2")  # link format 2 (core/link.py)
    assert page.evaluate("navigator.clipboard.readText()") == link
    page.click("#share-dialog button[value='close']")

    fresh = new_context(browser, guard)
    other = fresh.new_page()
    open_site(other, link)
    shown = position(other)
    assert shown["ply"] == before["ply"]
    assert shown["log"] == before["log"]
    assert shown["scores"] == before["scores"]
    assert shown["status"].startswith("Ada's turn")  # Ada's seat is played here
    assert "#" not in other.url  # read once: a reload resumes the saved game, not the link
    assert "random bot" in other.locator(".player[data-seat='1']").inner_text()  # the bot stays a bot
    make_a_move(other)
    assert ply(other) > before["ply"]
    other.screenshot(path="screenshots/opened-link-desktop.png", full_page=True)
    fresh.close()


def test_a_link_to_a_finished_game_shows_its_end(browser, site, guard):
    """A link made after the last move opens on the final scores, and the notice does not
    ask for a move that can no longer be made."""
    import random

    import pygame_rules as pr
    from pygame_rules.bots import sample_chance

    state, rng = pr.get_game("sedlec").new_game(2), random.Random(11)
    while not state.is_terminal():
        state.apply(sample_chance(state, rng) if state.is_chance_node() else rng.choice(state.legal_actions()))
    fresh = new_context(browser, guard)
    other = fresh.new_page()
    open_site(other, site.url + "#" + pr.encode_link(state.to_record(), {"names": ["Ada", "Bo"]}))
    other.wait_for_selector("#end-panel:not([hidden])")
    assert other.inner_text("#notice") == "Opened a shared game: it is over, and its final scores are below."
    assert ply(other) == len(state.history)
    fresh.close()


@pytest.mark.parametrize("kind", ["malformed", "truncated", "foreign"])
def test_bad_link_shows_a_message_and_keeps_the_saved_game(page, site, kind):
    wait_settled(page)
    saved = saved_game(page)
    before = position(page)
    page.click("#share-button")
    page.wait_for_selector("#share-dialog[open]")
    link = page.input_value("#share-link")
    page.click("#share-dialog button[value='close']")
    fragment = link.split("#", 1)[1]
    bad = {
        "malformed": "1!!not-base64!!",
        "truncated": fragment[: len(fragment) // 2],
        "foreign": "hello-from-another-site",
    }[kind]
    page.goto("about:blank")
    page.goto(site.url + "#" + bad)  # a cold start on the bad link, the way a person opens it
    wait_engine(page)
    notice = page.locator("#notice")
    assert notice.is_visible()
    text = notice.inner_text()
    assert text.startswith("This link cannot be opened:")
    assert "saved game is untouched" in text
    assert saved_game(page) == saved
    page.screenshot(path=f"screenshots/bad-link-{kind}-desktop.png")
    page.click("#notice button")  # Continue your saved game
    wait_settled(page)
    assert position(page) == before
    assert log_lines(page) == before["log"]


def test_new_game_asks_before_discarding_the_game_in_progress(page):
    """Issue 2: starting a new game asks first; "cancel" keeps the game in progress as it was."""
    wait_settled(page)
    before, saved = position(page), saved_game(page)
    page.click("#home-button")
    page.click("li[data-game='sedlec'] button.primary")
    page.wait_for_selector("#screen-new:not([hidden])")
    page.click("#start-button")
    page.wait_for_selector("#confirm-dialog[open]")
    assert "game in progress" in page.inner_text("#confirm-dialog").lower()
    page.click("#confirm-cancel")
    assert saved_game(page) == saved
    page.reload()
    wait_engine(page)
    assert position(page) == before
