"""A double-click plays once: Undo double-clicked takes back one move and leaves a playable,
saved game; Run double-clicked in the lab runs one batch of the games asked for."""

from __future__ import annotations

import json

import pytest
from conftest import new_context
from e2e_helpers import LEGAL, LOAD_TIMEOUT, click_first_legal, fill_lab_form, position, saved_game, start_game, wait_settled

from test_table import sedlec_move_without_chance


def test_undo_double_clicked_takes_back_one_move_and_the_save_follows(page):
    """Sedlec against a bot: Ann plays a move with no chance after it and Robo answers; a
    double-click on Undo takes back that move and reply only (not Ann's move before), and the
    autosave holds the position the page shows."""
    start_game(page, 2, ["human", "random"], ["Ann", "Robo"])
    for _ in range(40):
        wait_settled(page)
        before = position(page)
        if not sedlec_move_without_chance(page):
            click_first_legal(page)
            continue
        wait_settled(page)
        label = page.inner_text("#undo-button") if page.locator("#undo-button").is_visible() else ""
        if label == "Undo Ann's last move and Robo's reply" and before["ply"] > 0:
            break
    else:
        pytest.fail("Robo never answered a Collect or Stack without a Dig")
    page.dblclick("#undo-button")
    wait_settled(page)
    assert position(page) == before  # one take-back, not two
    assert page.locator(LEGAL).count() > 0  # and the game goes on
    assert json.loads(saved_game(page))["ply"] == before["ply"]


@pytest.fixture(scope="module")
def lab(browser, site, module_guard):
    context = new_context(browser, module_guard)
    page = context.new_page()
    page.goto(site.url + "lab.html")
    page.wait_for_selector("#lab-form:not([hidden])", timeout=LOAD_TIMEOUT)
    yield page
    context.close()


def test_run_double_clicked_in_the_lab_runs_one_batch(lab):
    fill_lab_form(lab, games=4, seed=5)
    lab.evaluate("document.body.dataset.lab = ''")
    lab.dblclick("#lab-start")
    lab.wait_for_selector("body[data-lab='done']", timeout=180_000)
    assert lab.inner_text("#lab-run-title") == "Finished 4 games"
    assert lab.get_attribute("#lab-progress", "data-done") == "4"
    assert lab.evaluate("window.__skullLab.value.report.games") == 4
    assert lab.locator("#lab-start").is_enabled()
