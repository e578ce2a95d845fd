"""ESKELETOS by clicks (issue 4): a First Journey game and a full game against the random
bot to the end, and a hot-seat game whose handovers never show another Traveler's hand."""

from __future__ import annotations

import json

import pytest
from conftest import new_context
from e2e_helpers import (LEGAL, first_legal, game_over, open_site, play_to_end, ply, saved_game, start_game,
                         wait_settled)


@pytest.mark.parametrize("press", ["double-click", "enter-twice"])
def test_a_double_click_or_enter_twice_plays_the_move_once(page, press):
    """The first choice (a Traveler) is one click, and the bot answers it. A double-click, or
    Enter pressed twice on the focused choice, plays it once: the second press lands while
    the first is played and is ignored, the bot moves, the game waits for me again, and the
    save holds every move (it used to drop the first and stop with "it is not a human
    player's turn")."""
    start_game(page, 2, ["human", "random"], ["Ada", "Robo"], game="eskeletos")
    before = ply(page)
    control = first_legal(page)
    if press == "double-click":
        control.dblclick()
    else:
        control.focus()
        page.keyboard.press("Enter")
        page.keyboard.press("Enter")
    wait_settled(page)
    assert page.locator("#notice").is_hidden(), page.inner_text("#notice")
    assert ply(page) > before + 1 and page.locator(LEGAL).count() > 0
    assert json.loads(saved_game(page))["ply"] == ply(page)


@pytest.mark.parametrize("first_journey", [True, False], ids=["first-journey", "full"])
def test_game_against_the_random_bot_to_the_end(page, shots, first_journey):
    start_game(page, 2, ["human", "random"], ["Ada", "Robo"], game="eskeletos",
               options={"opt-0": "1" if first_journey else "0"})
    assert page.locator(".esk-board").count() == 1 and page.locator(".esk-limbo").count() == 1
    tag = "first-journey" if first_journey else "full"

    def look(p, clicks):
        if clicks == 12:
            p.screenshot(path=str(shots / f"eskeletos-{tag}-desktop.png"), full_page=True)

    clicks = play_to_end(page, max_clicks=2500, on_click=look)
    assert clicks > 20 and game_over(page)
    assert "wins" in page.inner_text("#end-panel") or "Shared win" in page.inner_text("#end-panel")
    rows = page.locator("#end-panel tbody tr")
    assert [r.strip() for r in rows.locator("th").all_inner_texts()] == ["Reached", "Relics", "Burden", "Hope"]
    assert page.locator("#end-panel tr.total").count() == 0  # a race: Hope is not a sum of the rows above
    page.screenshot(path=str(shots / f"eskeletos-{tag}-end-desktop.png"), full_page=True)


def test_hot_seat_handover_never_shows_the_other_hand(browser, site, guard, shots):
    context = new_context(browser, guard, width=390, height=844)
    page = context.new_page()
    open_site(page, site.url)
    # First Journey: no trades, so a face-up card in another hand is always a public one.
    start_game(page, 2, ["human", "human"], ["Ada", "Brokk"], game="eskeletos", options={"opt-0": "1"})
    names = ["Ada", "Brokk"]
    handovers = 0
    for _ in range(300):
        wait_settled(page)
        if game_over(page) or handovers >= 6:
            break
        if page.locator("#pass-panel").is_visible():
            assert page.locator("#board").is_hidden()
            seat = 0 if "Ada" in page.inner_text("#pass-panel h2") else 1
            page.click("#pass-ready")
            wait_settled(page)
            handovers += 1
            if handovers == 1:  # both pawns on the start space: each at least 12 px across, side by side
                pawns = [c.bounding_box() for c in page.locator(".esk-board .esk-pawn circle").all()]
                assert len(pawns) == 2 and min(b["width"] for b in pawns) >= 12
                left, right = sorted(pawns, key=lambda b: b["x"])
                assert left["x"] + left["width"] <= right["x"] + 1  # no overlap (1 px of stroke)
            other = page.locator(f".esk-traveler[data-seat='{1 - seat}'] .esk-hand .esk-card:not(.hidden):not(.public)")
            assert other.count() == 0
            assert page.locator(f".esk-traveler[data-seat='{seat}'] .esk-hand .esk-card.hidden").count() == 0
            if handovers == 2:
                page.screenshot(path=str(shots / "eskeletos-hand-phone.png"), full_page=True)
            continue
        cp = 0 if "Ada" in page.inner_text("#status") else 1
        other = page.locator(f".esk-traveler[data-seat='{1 - cp}'] .esk-hand .esk-card:not(.hidden):not(.public)")
        assert other.count() == 0
        assert page.locator(LEGAL).count() > 0, f"no legal control at ply {ply(page)}"
        first_legal(page).click()
    assert handovers >= 4
    context.close()
