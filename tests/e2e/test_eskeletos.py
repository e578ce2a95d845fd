"""ESKELETOS by clicks (issue 4): a First Journey game and a full game against the random
bot to the end, and a hot-seat game whose handovers never show another Traveler's hand; the
board's numbered spaces and legend, and card choices that show the card's text beside them."""

from __future__ import annotations

import json

import pytest
from conftest import new_context
from e2e_helpers import (LEGAL, check_bot_step_marked, click_first_legal, first_legal, game_over, open_link,
                         open_site, page_width, play_to_end, ply, saved_game, start_game, wait_settled)
from table_positions import eskeletos_link, late_link

ALWAYS_DRAWN = ("space", "limbo", "traveler", "burden", "hope", "hand", "vault", "relics", "dice")
"""Kinds of key (docs/notation/eskeletos.md) whose thing is on the board whatever the position
(a Relic lying on the board, a Drift slot, attachments or a Limbo card may be gone)."""
LONG_NAME = "W" * 40  # no space to break at; the form and Python keep 24 characters of it


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
def test_game_against_the_random_bot_to_the_end(page, site, shots, first_journey):
    """Both from a link 20 plies before the end of a seeded random game (a whole First Journey
    by clicks took 218 s of the suite, a whole full game 80 s, and 40 plies before the end still
    93 s under the suite's load; test_keyboard_games plays a whole First Journey from its first
    move)."""
    open_link(page, site, late_link("eskeletos", 2, ["human", "random"], ["Ada", "Robo"], plies_left=20,
                                    options={"first_journey": first_journey}))
    assert page.locator(".esk-board").count() == 1 and page.locator(".esk-limbo").count() == 1
    tag = "first-journey" if first_journey else "full"

    def look(p, clicks):
        if clicks == 1:
            p.screenshot(path=str(shots / f"eskeletos-{tag}-desktop.png"), full_page=True)

    clicks = play_to_end(page, max_clicks=2500, on_click=look)
    assert clicks >= 1 and game_over(page)
    assert "wins" in page.inner_text("#end-panel") or "Shared win" in page.inner_text("#end-panel")
    rows = page.locator("#end-panel tbody tr")
    assert [r.strip() for r in rows.locator("th").all_inner_texts()] == ["Reached", "Relics", "Burden", "Hope"]
    assert page.locator("#end-panel tr.total").count() == 0  # a race: Hope is not a sum of the rows above
    # The log reads as sentences for players: "Ada draws ...", never "Ada: draw ..." or an internal name.
    names = ("Ada: ", "Robo: ", "The game: ")
    log = page.locator("#log li").all_inner_texts()
    assert not [line for line in log if line.startswith(names) or "_" in line], log[:5]
    page.screenshot(path=str(shots / f"eskeletos-{tag}-end-desktop.png"), full_page=True)


def test_hot_seat_handover_never_shows_the_other_hand(browser, site, guard, shots):
    context = new_context(browser, guard, width=390, height=844)
    page = context.new_page()
    open_site(page, site.url)
    # First Journey: no trades, so a face-up card in another hand is always a public one.
    start_game(page, 2, ["human", "human"], ["Ada", "Brokk"], game="eskeletos", options={"opt-0": "1"})
    handovers = 0
    looked = False
    for _ in range(300):
        wait_settled(page)
        pawns = page.locator(".esk-board .esk-pawn circle")
        if not looked and pawns.count() == 2:  # both pawns on the start space: each at least 12 px across, side by side
            boxes = [c.bounding_box() for c in pawns.all()]
            if abs(boxes[0]["y"] - boxes[1]["y"]) < 1:
                assert min(b["width"] for b in boxes) >= 12
                left, right = sorted(boxes, key=lambda b: b["x"])
                assert left["x"] + left["width"] <= right["x"] + 1  # no overlap (1 px of stroke)
                looked = True
        if game_over(page) or handovers >= 6:
            break
        if page.locator("#pass-panel").is_visible():
            assert page.locator("#board").is_hidden()
            seat = 0 if "Ada" in page.inner_text("#pass-panel h2") else 1
            page.click("#pass-ready")
            wait_settled(page)
            handovers += 1
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
    assert handovers >= 4 and looked
    context.close()


def test_spaces_are_numbered_tiles_with_a_legend_on_demand(page, site):
    open_link(page, site, eskeletos_link())
    spaces = page.locator(".esk-board .esk-space")
    assert spaces.count() == 91  # 24 + 21 + 18 + 15 + 13 ring spaces (Acceptance apart)
    # Each ring's spaces are numbered clockwise from its Ship's Wheel (0, drawn by its icon).
    assert page.locator(".esk-board [data-touch='space:2.12'] .esk-space-num").text_content() == "12"
    assert page.locator(".esk-board [data-touch='space:2.12'] title").text_content() == "Anger 12: Turning Point"
    assert page.locator(".esk-board .esk-space-num").count() == 91 - 5
    legend = page.locator(".esk-legend-box")
    assert not legend.locator(".esk-legend").is_visible()  # on demand
    legend.locator("summary").click()
    assert legend.locator(".esk-legend li").count() == 9  # the nine kinds of space
    assert "Hazard" in legend.inner_text() and "1 Burden unless you are protected." in legend.inner_text()
    ladder = page.locator(".esk-ladder").inner_text()
    assert ladder.index("Shock") < ladder.index("Anger") < ladder.index("Depression") < ladder.index("Acceptance")


def test_every_card_choice_shows_the_card_text_beside_it(browser, site, guard, shots):
    """At a Drift draft: each "Draft X from the Drift" choice carries X's text, on a desktop
    and on a phone, where the text is inside the button (not a screen below it)."""
    from pygame_rules.session import Session

    link = eskeletos_link()
    drift = Session.from_link(link).snapshot(0)["view"]["drift"]
    for width, height, tag in ((1280, 800, "desktop"), (390, 844, "phone")):
        context = new_context(browser, guard, width=width, height=height)
        page = context.new_page()
        open_site(page, site.url)
        open_link(page, site, link)
        page.evaluate("window.scrollTo(0, 0)")
        page.screenshot(path=str(shots / f"eskeletos-{tag}.png"))
        page.screenshot(path=str(shots / f"eskeletos-{tag}-full.png"), full_page=True)
        choices = page.locator(".esk-decision .esk-card-choice")
        assert choices.count() == len(drift)
        for i, card in enumerate(drift):
            choice = choices.nth(i)
            assert choice.locator(".esk-choice-label").inner_text() == f"Draft {card['name']} from the Drift"
            assert choice.locator(".esk-detail").inner_text() == card["text"]
            box, text = choice.bounding_box(), choice.locator(".esk-detail").bounding_box()
            assert box["y"] <= text["y"] and text["y"] + text["height"] <= box["y"] + box["height"] + 0.5
        assert page.evaluate("document.documentElement.scrollWidth") <= width
        context.close()


def test_every_key_of_the_last_moves_is_drawn(page, site):
    """What Python says the last moves touched (Session.snapshot's recent) names things the
    board draws: each key of a kind always on the board has its data-touch element."""
    from pygame_rules.session import Session

    link = eskeletos_link()
    recent = Session.from_link(link).snapshot(0)["recent"]
    keys = {k for step in recent for k in step["touched"]}
    assert keys
    open_link(page, site, link)
    for key in keys:
        if key.split(":")[0] in ALWAYS_DRAWN:
            assert page.locator(f"#board [data-touch='{key}']").count() == 1, key


def test_after_a_bots_move_its_pieces_carry_the_mark_and_the_line_names_it(page, site, shots):
    """Ada acts and Robo (the random bot) answers: the "last move" line's newest step is
    Robo's, in the log's own words (with its results), and every board thing that Python
    says the step touched (Session.snapshot's recent) carries the newest mark."""
    open_link(page, site, eskeletos_link())
    check_bot_step_marked(page, "Robo", ALWAYS_DRAWN, shots / "eskeletos-last-move-desktop.png")


def test_no_page_is_wider_than_a_phone_with_a_long_name(browser, site, guard, shots):
    """390x844, a 40-character name without a space for Ada and for the bot: the Traveler
    boards, the track's labels, the status and the log wrap it; the page never scrolls sideways."""
    context = new_context(browser, guard, width=390, height=844)
    page = context.new_page()
    open_site(page, site.url)
    start_game(page, 2, ["human", "random"], [LONG_NAME, "X" * 40], game="eskeletos", options={"opt-0": "0"})
    start = ply(page)
    while ply(page) < start + 12 and not game_over(page):
        click_first_legal(page)
        assert page_width(page) <= 390, f"at ply {ply(page)}"
    assert LONG_NAME[:24] in page.inner_text("#board")
    page.screenshot(path=str(shots / "eskeletos-long-name-phone.png"), full_page=True)
    context.close()
