"""A double-click plays once: Undo double-clicked takes back one move and leaves a playable,
saved game; Run double-clicked in the lab runs one batch of the games asked for."""

from __future__ import annotations

import json

from e2e_helpers import LEGAL, fill_lab_form, position, saved_game, wait_settled

from test_table import play_to_a_take_back


def test_undo_double_clicked_takes_back_one_move_and_the_save_follows(page):
    """Sedlec against a bot: Ann plays a move with no chance after it and Robo answers; a
    double-click on Undo takes back that move and reply only (not Ann's move before), and the
    autosave holds the position the page shows."""
    before = play_to_a_take_back(page)
    page.dblclick("#undo-button")
    wait_settled(page)
    assert position(page) == before  # one take-back, not two
    assert page.locator(LEGAL).count() > 0  # and the game goes on
    assert json.loads(saved_game(page))["ply"] == before["ply"]


def test_run_double_clicked_in_the_lab_runs_one_batch(lab):
    fill_lab_form(lab, games=4, seed=5)
    lab.evaluate("document.body.dataset.lab = ''")
    lab.dblclick("#lab-start")
    lab.wait_for_selector("body[data-lab='done']", timeout=180_000)
    assert lab.inner_text("#lab-run-title") == "Finished 4 games"
    assert lab.get_attribute("#lab-progress", "data-done") == "4"
    assert lab.evaluate("window.__skullLab.value.report.games") == 4
    assert lab.locator("#lab-start").is_enabled()
