"""Keyboard alone, on a 390x844 screen: reach New game, start, and play moves with Tab and
Enter only; focus is always visible; nothing is wider than the screen. Also the mobile
screenshots (home, new game, board, dig choice, end screen). Whole games of the other three
games by keyboard: test_keyboard_games.py."""

from __future__ import annotations

import pytest
from playwright.sync_api import expect
from conftest import new_context
from e2e_helpers import LEGAL, game_over, make_a_move, open_site, play_to_end, ply, start_game, wait_settled

WIDTH, HEIGHT = 390, 844
COMPLETING = f"{LEGAL}:not([aria-pressed='true'])"


@pytest.fixture(scope="module")
def page(browser, site, module_guard):
    context = new_context(browser, module_guard, width=WIDTH, height=HEIGHT, is_mobile=True, has_touch=True)
    page = context.new_page()
    open_site(page, site.url)
    yield page
    context.close()


def focused(page, selector: str) -> bool:
    return page.evaluate("(sel) => !!document.activeElement && document.activeElement.matches(sel)", selector)


def tab_to(page, selector: str, limit: int = 60) -> None:
    for _ in range(limit):
        if focused(page, selector):
            return
        page.keyboard.press("Tab")
    raise AssertionError(f"Tab never reached {selector}")


def assert_focus_visible(page) -> None:
    outline = page.evaluate("getComputedStyle(document.activeElement).outlineStyle")
    width = page.evaluate("parseFloat(getComputedStyle(document.activeElement).outlineWidth)")
    assert outline != "none" and width >= 2, (outline, width)


def assert_fits_the_screen(page) -> None:
    assert page.evaluate("document.documentElement.scrollWidth") <= WIDTH


def test_keyboard_only_play_on_a_phone(page, shots):
    page.wait_for_selector("#screen-home:not([hidden])")
    assert_fits_the_screen(page)
    page.screenshot(path=str(shots / "home-390.png"), full_page=True)
    tab_to(page, "li[data-game='sedlec'] button.primary")
    assert_focus_visible(page)
    page.keyboard.press("Enter")
    page.wait_for_selector("#screen-new:not([hidden])")
    assert_fits_the_screen(page)
    page.screenshot(path=str(shots / "new-game-390.png"), full_page=True)
    tab_to(page, "#seat-name-0")
    page.keyboard.type("Kay")
    tab_to(page, "#start-button")
    assert_focus_visible(page)
    page.keyboard.press("Enter")
    page.wait_for_selector("#screen-game:not([hidden])")

    actions = 0
    for _ in range(40):
        wait_settled(page)
        if actions >= 6 or game_over(page):
            break
        # Either the page already focused the first legal control, or Tab reaches one.
        selector = f"{LEGAL}:not([aria-pressed])" if page.locator(f"{LEGAL}[aria-pressed='true']").count() else COMPLETING
        tab_to(page, selector)
        assert_focus_visible(page)
        before = ply(page)
        page.keyboard.press("Enter")
        wait_settled(page)
        if ply(page) != before:
            actions += 1
    assert actions >= 6
    assert page.inner_text("#status").startswith("Kay's turn")
    assert_fits_the_screen(page)
    page.screenshot(path=str(shots / "board-390.png"))
    page.screenshot(path=str(shots / "board-390-full.png"), full_page=True)


def test_escape_cancels_a_half_made_dig(page):
    start_game(page, 2, ["human", "random"], ["Kay", "Bot"])  # first turn: five face-down piles
    piles = page.locator(".graveyard button.pile.act-dig[aria-pressed='false']")
    assert piles.count() >= 2
    piles.first.focus()
    page.keyboard.press("Enter")
    assert page.locator(".graveyard [aria-pressed='true']").count() == 1
    assert "choose the second pile" in page.inner_text(".graveyard .hint")
    page.keyboard.press("Escape")
    assert page.locator(".graveyard [aria-pressed='true']").count() == 0
    assert page.locator(".graveyard button.pile.act-dig[aria-pressed='false']").count() == piles.count()


def test_phone_game_to_the_end(page, shots):
    start_game(page, 2, ["human", "random"], ["Kay", "Bot"])
    dig_seen = []

    def look(p, clicks):
        if not dig_seen and p.locator(".dig-choice .choice-cards").count():
            dig_seen.append(clicks)
            p.screenshot(path=str(shots / "dig-choice-390.png"))

    play_to_end(page, on_click=look)
    assert_fits_the_screen(page)
    page.screenshot(path=str(shots / "end-390.png"))
    page.screenshot(path=str(shots / "end-390-full.png"), full_page=True)


@pytest.mark.parametrize("game,players", [("sedlec", 3), ("skullminers", 2), ("eskeletos", 4), ("court_of_the_dead", 4)])
def test_every_game_fits_a_phone_screen(page, game, players):
    """At the most players a game has (the widest tables), the board never makes the page
    scroll sideways, at the start and for a few moves (Court of the Dead's board was 30 px
    too wide: the guild table's width reached the page's grid; now it scrolls in its frame)."""
    start_game(page, players, ["human"] + ["random"] * (players - 1), game=game)
    # Every game's player panels say which seats are bots (ESKELETOS and Court did not).
    expect(page.locator("#board")).to_contain_text("(random bot)")
    for _ in range(4):
        assert_fits_the_screen(page)
        if game_over(page):
            break
        make_a_move(page)
    assert_fits_the_screen(page)


@pytest.mark.parametrize("game", ["sedlec", "skullminers", "eskeletos", "court_of_the_dead"])
def test_every_new_game_form_fits_a_narrow_phone(page, game):
    """The New game form, options included, never scrolls sideways, down to 320 px (a select
    sized itself to its longest option, "Blind: nobody knows where the God Skulls lie", and the
    fieldset around it to the select, so the page was 539 px wide)."""
    if page.locator("#screen-home").is_hidden():
        page.click("#home-button")
    page.click(f"li[data-game='{game}'] button.primary")
    page.wait_for_selector("#screen-new:not([hidden])")
    try:
        for width in (WIDTH, 320):
            page.set_viewport_size({"width": width, "height": HEIGHT})
            assert page.evaluate("document.documentElement.scrollWidth") <= width
    finally:
        page.set_viewport_size({"width": WIDTH, "height": HEIGHT})


LEGAL_ON_SCREEN = """() => [...document.querySelectorAll('#board [data-legal]')].some((el) => {
  const box = el.getBoundingClientRect();
  return box.width > 0 && box.bottom > 0 && box.top < window.innerHeight;
})"""


def test_the_next_choice_is_brought_on_screen_on_a_phone(page):
    """A tap far down a long page (the log, a hand) can lead to a choice drawn at the top:
    when no legal control is on screen after a move, the page scrolls to the choice."""
    start_game(page, 2, ["human", "random"], ["Ada", "Robo"])
    start = ply(page)
    # A small phone (the page of a new Sedlec game, 1,000 px, ends a few pixels past the piles
    # at 844 px high, so the piles would still show at its foot).
    page.set_viewport_size({"width": WIDTH, "height": 640})
    try:
        for _ in range(6):  # a dig is two taps; the reveal and the take follow
            page.evaluate("window.scrollTo(0, document.documentElement.scrollHeight)")
            assert not page.evaluate(LEGAL_ON_SCREEN), "the page is too short to test this"
            page.locator(COMPLETING).first.evaluate("(el) => el.click()")  # a tap that does not scroll
            wait_settled(page)
            if ply(page) > start + 1:
                break
        assert ply(page) > start + 1
        assert page.evaluate(LEGAL_ON_SCREEN)
    finally:
        page.set_viewport_size({"width": WIDTH, "height": HEIGHT})
