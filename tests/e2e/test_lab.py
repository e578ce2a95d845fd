"""The playtest lab page (issue 6): a designer picks a game, seats and bots, runs 20 games in
the Worker with a progress bar, sees the win-rate and length charts, and downloads the
results as JSON; the page stays responsive (Stop works) while the Worker plays."""

from __future__ import annotations

import json
import re

import pytest
from e2e_helpers import fill_lab_form as fill_form


def test_lab_runs_20_games_with_progress_charts_and_json(lab, shots, tmp_path):
    page = lab
    fill_form(page)
    page.evaluate("document.body.dataset.lab = ''")
    page.click("#lab-start")
    page.wait_for_selector("#lab-run:not([hidden])")
    page.wait_for_selector("body[data-lab='done']", timeout=180_000)

    assert page.get_attribute("#lab-progress", "data-done") == "20"
    assert page.get_attribute("#lab-progress", "aria-valuenow") == "100"
    assert page.inner_text("#lab-run-title") == "Finished 20 games"
    assert re.fullmatch(r"20 of 20 games, (\d+\.\d s|\d+ min \d\d s)\.", page.inner_text("#lab-run-text"))
    report = page.evaluate("window.__skullLab.value.report")
    assert report["games"] == 20 and report["spec"]["seed"] == 7
    assert sum(e["wins"] for e in report["by_seat"]) == pytest.approx(20)   # one win (or its shares) per game
    for entry in report["by_seat"]:
        assert entry["ci95"][0] <= entry["rate"] <= entry["ci95"][1]
    seat_rows = page.locator("#lab-tables table").first.locator("tbody tr")
    assert seat_rows.count() == 2
    first = report["by_seat"][0]
    assert f"{100 * first['rate']:.1f}%" in seat_rows.first.inner_text()   # the table shows Python's numbers
    assert "By bot" not in page.inner_text("#lab-tables") or report["spec"]["rotate"]
    ends = page.locator("#lab-ends tbody tr")  # how games end: Sedlec only by its pyramids
    assert ends.count() == 1 and ends.first.get_attribute("data-reason") == "pyramids"
    assert "20" in ends.first.inner_text() and report["end_reasons"]["pyramids"]["games"] == 20
    chart_width = page.evaluate("document.getElementById('lab-chart').naturalWidth")
    assert chart_width == 640                                                 # the SVG chart drew
    page.screenshot(path=str(shots / "lab-desktop.png"), full_page=True)

    with page.expect_download() as info:
        page.click("#lab-download-json")
    saved = tmp_path / info.value.suggested_filename
    info.value.save_as(saved)
    assert info.value.suggested_filename == "lab-sedlec-2p-20games.json"
    data = json.loads(saved.read_text())
    assert data["report"]["games"] == 20 and len(data["games"]) == 20
    assert [g["index"] for g in data["games"]] == list(range(20))
    assert all(g["winners"] and len(g["scores"]) == 2 for g in data["games"])
    assert data["report"]["by_seat"] == report["by_seat"]

    page.set_viewport_size({"width": 390, "height": 844})
    page.screenshot(path=str(shots / "lab-phone.png"), full_page=True)
    page.set_viewport_size({"width": 1280, "height": 900})


def test_lab_stops_between_games_while_the_worker_plays(lab):
    """The Worker plays; the page still answers a click on Stop, and keeps the finished games."""
    page = lab
    fill_form(page, bots=("random", "random"), games=400, seed=3)
    page.evaluate("document.body.dataset.lab = ''")
    page.click("#lab-start")
    # at least 3 games done (a selector, not wait_for_function: the page's CSP forbids eval)
    page.wait_for_selector("#lab-progress[data-done]:not([data-done='0']):not([data-done='1']):not([data-done='2'])",
                           state="attached")
    page.click("#lab-stop")
    page.wait_for_selector("body[data-lab='done']", timeout=60_000)
    done = int(page.get_attribute("#lab-progress", "data-done"))
    assert 3 <= done < 400
    assert page.inner_text("#lab-run-title") == f"Stopped after {done} of 400 games"
    assert page.evaluate("window.__skullLab.value.report.games") == done
    assert page.locator("#lab-start").is_enabled()


def test_lab_refuses_a_bad_number_of_games(lab):
    page = lab
    fill_form(page, games=0)
    page.click("#lab-start")
    page.wait_for_selector("#lab-notice:not([hidden])")
    assert page.inner_text("#lab-notice") == "The number of games must be a positive whole number, not 0."


def test_the_game_page_links_to_the_lab(lab):
    home = lab.evaluate("fetch('./').then((r) => r.text())")
    assert 'href="lab.html"' in home and "Playtest lab" in home
    assert lab.get_attribute("nav a.topnav-link", "href") == "./"
