"""The search bot in the browser (issue 6): it thinks in the Worker, the page says so and
keeps answering clicks meanwhile, and bot moves come at a readable pace that a click on
"Skip bot moves" cuts short."""

from __future__ import annotations

import pytest
from conftest import new_context
from e2e_helpers import first_legal, log_lines, open_site, start_game, wait_settled
from playwright.sync_api import TimeoutError as PlaywrightTimeout

THINKING = "#status:has-text('is thinking')"  # a selector: the page's CSP forbids wait_for_function's eval


@pytest.fixture(scope="module")
def page(browser, site, module_guard):
    context = new_context(browser, module_guard, bot_delay=1500)
    page = context.new_page()
    open_site(page, site.url)
    yield page
    context.close()


def test_normal_bot_thinks_in_the_worker_while_the_page_answers(page, shots):
    start_game(page, 2, ["human", "normal"], names=["Ann", "Bo"])
    before = len(log_lines(page))
    for _ in range(4):  # Ann's move (one or two clicks) ends her turn; Bo (normal bot) is next
        wait_settled(page)
        first_legal(page).click()
        try:
            page.wait_for_selector(THINKING, timeout=3_000)
            break
        except PlaywrightTimeout:
            continue
    assert page.get_attribute("body", "data-busy") == "1"
    assert "Bo (normal bot) is thinking" in page.inner_text("#status")
    assert page.locator("#skip-button").is_visible()      # a readable pace, skippable
    page.screenshot(path=str(shots / "bot-thinking.png"))
    page.click("#skip-button")                              # the page answers while the Worker works
    log_open = page.evaluate("document.getElementById('log-box').open")
    page.click("#log-box summary")
    assert page.evaluate("document.getElementById('log-box').open") != log_open
    page.click("#log-box summary")
    wait_settled(page)
    lines = log_lines(page)
    assert len(lines) > before + 1 and any(line.startswith("Bo ") for line in lines[before:])
    assert "Ann's turn" in page.inner_text("#status")
