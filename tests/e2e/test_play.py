"""Whole games by clicks: human against the random bot, and a 3-player hot-seat game.
One page per module (Pyodide's cold start is the slow part)."""

from __future__ import annotations

import json

from e2e_helpers import LEGAL, click_first_legal, game_over, log_lines, play_to_end, ply, position, start_game, wait_settled

SKULL_TYPES = ["Noble", "Peasant", "Cleric", "Romantic", "Criminal"]


def test_home_lists_the_four_games(page, site, shots):
    page.wait_for_selector("#screen-home:not([hidden])")
    cards = page.locator("#game-list > li")
    titles = cards.locator("h2").all_inner_texts()
    assert titles[:4] == ["Skulls of Sedlec", "Skullminers", "ESKELETOS", "Court of the Dead: Mourners Call"]
    manifest = json.loads(page.evaluate("fetch('site-manifest.json').then(r => r.text())"))
    for game_id in ["sedlec", "skullminers", "eskeletos", "court_of_the_dead"]:
        card = page.locator(f"#game-list > li[data-game='{game_id}']")
        playable = card.locator("button.primary").count() == 1
        # Playable exactly when the build ships its renderer (and Python registers it).
        assert playable == (game_id in manifest["renderers"]), game_id
        if not playable:
            assert "Coming soon" in card.inner_text()
    assert page.locator("li[data-game='sedlec'] button.primary").count() == 1
    page.screenshot(path=str(shots / "home-desktop.png"))


def test_full_game_against_the_random_bot(page, shots):
    start_game(page, 2, ["human", "random"], ["Ada", "Robo"])
    page.screenshot(path=str(shots / "new-game-start-desktop.png"))
    seen_dig_choice = []

    def look(p, clicks):
        if clicks == 12:
            p.screenshot(path=str(shots / "mid-game-desktop.png"), full_page=True)
        if not seen_dig_choice and p.locator(".dig-choice .choice-cards").count():
            seen_dig_choice.append(clicks)
            p.screenshot(path=str(shots / "dig-choice-desktop.png"), full_page=True)
            # Only the two dug cards may be taken: every legal control is a "Take" of a dug pile.
            labels = [p.get_attribute(f"{LEGAL} >> nth={i}", "aria-label") for i in range(p.locator(LEGAL).count())]
            assert labels and all(label.startswith("Take ") for label in labels), labels

    clicks = play_to_end(page, on_click=look)
    assert clicks >= 18  # 9 cards to take and 9 to stack at the least
    page.screenshot(path=str(shots / "end-desktop.png"), full_page=True)

    end = page.locator("#end-panel")
    players = [t.replace("★", "").strip() for t in end.locator("thead th").all_inner_texts()]
    assert players == ["Scoring", "Ada", "Robo"]
    rows = end.locator("tbody tr")
    assert [r.strip() for r in rows.locator("th").all_inner_texts()] == [*SKULL_TYPES, "Total"]
    assert end.locator("tbody tr.total th").all_inner_texts() == ["Total"]  # only the sum is set as a total
    columns = [[int(c) for c in rows.nth(i).locator("td").all_inner_texts()] for i in range(6)]
    totals = {}
    for col, name in enumerate(["Ada", "Robo"]):
        points = [row[col] for row in columns]
        assert points[-1] == sum(points[:-1])  # the total Python gave is the sum of its types
        totals[name] = points[-1]
    headline = end.locator("h2").inner_text()
    best = max(totals.values())
    leaders = [n for n, t in totals.items() if t == best]
    if len(leaders) == 1:
        assert f"{leaders[0]} wins" in headline
    else:  # tied on points: the tie-break line explains who won
        assert page.locator(".tiebreak").is_visible()
    # Each Ossuary is complete (9 cards with two players), both skulls of each card shown.
    for seat in range(2):
        pyramid = page.locator(f".player[data-seat='{seat}'] .pyramid")
        assert pyramid.locator(".card").count() == 9
        assert pyramid.locator(".skull.upper").count() == 9 and pyramid.locator(".skull.lower").count() == 9
    # Every action is in the log, in words.
    assert len(log_lines(page)) == ply(page)
    assert page.locator("#undo-button").is_hidden() or "Ada" in page.inner_text("#undo-button")


def test_names_are_inserted_as_text(page):
    hostile = "<img src=x><b>Zed</b>"
    start_game(page, 2, ["human", "random"], [hostile, "Bob"])
    wait_settled(page)
    assert page.locator(".player[data-seat='0'] .player-name").inner_text() == hostile
    assert page.locator("#board img, #board b").count() == 0
    assert page.inner_text("#status").startswith(hostile)


def test_three_player_hot_seat_game(page, shots):
    start_game(page, 3, ["human", "human", "human"], ["Ann", "Ben", "Cat"])
    names = ["Ann", "Ben", "Cat"]
    turns_seen = set()

    def look(p, clicks):
        status = p.inner_text("#status")
        # The status line names the seat to act; its panel is the one marked "to play".
        current = p.get_attribute(".player.to-play", "data-seat")
        assert status.startswith(f"{names[int(current)]}'s turn"), status
        turns_seen.add(int(current))
        if clicks == 8:
            p.screenshot(path=str(shots / "hot-seat-3p-desktop.png"), full_page=True)

    play_to_end(page, on_click=look)
    assert turns_seen == {0, 1, 2}
    assert page.locator("#end-panel thead th").count() == 4  # Scoring + three players
    for seat in range(3):
        assert page.locator(f".player[data-seat='{seat}'] .pyramid .card").count() == 6  # 3 players: 6 cards
    assert game_over(page)


def test_undo_takes_back_my_last_decision(page):
    start_game(page, 2, ["human", "human"], ["Uma", "Vic"])
    # Collect or dig+take: play until a decision of Uma's is the last action.
    for _ in range(6):
        if page.locator("#undo-button").is_visible():
            break
        click_first_legal(page)
    assert page.locator("#undo-button").is_visible()
    label = page.inner_text("#undo-button")
    assert label.startswith("Undo ") and label.endswith("'s last move")
    before = ply(page)
    lines = log_lines(page)
    page.click("#undo-button")
    wait_settled(page)
    assert ply(page) < before
    assert log_lines(page) == lines[:ply(page)]


def test_the_page_says_why_undo_is_gone_after_a_card_turns(page, shots):
    """Undo never crosses a chance outcome (issue 2); the page says so instead of the button
    silently vanishing. In Sedlec a Dig turns cards face up: the Dig can no longer be undone."""
    start_game(page, 2, ["human", "human"], ["Uma", "Vic"])
    for _ in range(30):
        if page.locator("#undo-note").is_visible():
            break
        click_first_legal(page)
    note = page.inner_text("#undo-note")
    assert note in {f"{n}'s last move can no longer be undone: chance (a card or a roll) came after it."
                    for n in ("Uma", "Vic")}
    assert page.locator("#undo-button").is_hidden()
    page.screenshot(path=str(shots / "undo-note-desktop.png"))
    click_first_legal(page)  # the next decision can be undone again: the note goes
    assert page.locator("#undo-note").is_hidden() or page.inner_text("#undo-note") != note


def test_back_and_forward_move_between_screens_and_keep_the_game(page):
    """A phone's Back button returns from the game to the home screen (the game is saved and
    offered there) instead of leaving the site; Forward goes back into the game at the same
    move; Back from the New game form returns to the game."""
    start_game(page, 2, ["human", "random"], ["Ada", "Robo"])
    click_first_legal(page)
    at = ply(page)
    page.go_back()
    page.wait_for_selector("#screen-home:not([hidden])")
    assert "Game in progress" in page.inner_text("#screen-home")
    page.go_forward()
    page.wait_for_selector("#screen-game:not([hidden])")
    wait_settled(page)
    assert ply(page) >= at and "Ada" in page.inner_text("#board")
    page.click("#new-game-button")
    page.wait_for_selector("#screen-new:not([hidden])")
    page.go_back()
    page.wait_for_selector("#screen-game:not([hidden])")
    wait_settled(page)
    assert ply(page) >= at
    page.go_back()
    page.wait_for_selector("#screen-home:not([hidden])")
    assert page.url.startswith(page.evaluate("location.origin"))  # still on the site


def test_the_forms_back_button_steps_back_like_the_browsers(page):
    """The New game form's own Back button returns to where the form was opened from (the
    game, or home) and leaves no entry behind: the browser's Back then goes on from there."""
    start_game(page, 2, ["human", "random"], ["Ada", "Robo"])
    click_first_legal(page)
    at, length = ply(page), page.evaluate("history.length")
    page.click("#new-game-button")
    page.wait_for_selector("#screen-new:not([hidden])")
    page.click("#screen-new .form-buttons button:not(.primary)")
    page.wait_for_selector("#screen-game:not([hidden])")
    wait_settled(page)
    assert ply(page) >= at and "Ada" in page.inner_text("#board")
    page.click("#home-button")
    page.wait_for_selector("#screen-home:not([hidden])")
    page.click("li[data-game='sedlec'] button.primary")
    page.wait_for_selector("#screen-new:not([hidden])")
    page.click("#screen-new .form-buttons button:not(.primary)")
    page.wait_for_selector("#screen-home:not([hidden])")
    page.go_back()  # home came after the game: Back returns to it, not to a stale form
    page.wait_for_selector("#screen-game:not([hidden])")
    assert page.evaluate("history.length") <= length + 2


def test_undo_pressed_while_the_bot_is_due_takes_back_the_move_and_the_game_goes_on(page):
    """Undo clicked while the bot pauses before its reply (the pace players have): Ann's move
    is taken back (with Nora's reply, had it landed in the Worker meanwhile), the position is
    Ann's again, and the game goes on from there."""
    page.evaluate("localStorage.setItem('skulltable.botDelay', '2500')")  # the bot's pause, longer than players have it
    try:
        undo_while_the_bot_is_due(page)
    finally:
        page.evaluate("localStorage.setItem('skulltable.botDelay', '0')")


def undo_while_the_bot_is_due(page):
    start_game(page, 2, ["human", "normal"], ["Ann", "Nora"])
    for _ in range(20):
        wait_settled(page)
        before = position(page)
        page.locator(LEGAL).first.click()
        page.wait_for_function("() => !document.getElementById('undo-button').hidden || document.body.dataset.busy === '0'")
        if page.locator("#undo-button").is_visible() and "Nora" in page.inner_text("#status"):
            break  # Ann's move is the last action and Nora is due (a bot's pause first)
    assert page.inner_text("#undo-button") == "Undo Ann's last move"
    page.click("#undo-button")
    wait_settled(page)
    assert position(page) == before
    assert page.inner_text("#notice") == "" or page.locator("#notice").is_hidden()
    click_first_legal(page)  # not stuck: the game goes on
    assert ply(page) > before["ply"]


def test_forward_brings_back_a_finished_games_end_screen_and_never_adds_entries(page):
    """After the end screen, Back goes home and Forward shows the final scores again; Back and
    Forward never add history entries (or Back could no longer leave the site)."""
    start_game(page, 2, ["human", "random"], ["Ada", "Robo"])
    play_to_end(page)
    length = page.evaluate("history.length")
    for _ in range(2):
        page.go_back()
        page.wait_for_selector("#screen-home:not([hidden])")
        page.go_forward()
        page.wait_for_selector("#end-panel:not([hidden])")
        assert "Final scores" in page.inner_text("#end-panel") or "wins" in page.inner_text("#end-panel")
    assert page.evaluate("history.length") == length


def test_back_closes_an_open_dialog(page):
    """A dialog belongs to the screen it was opened on: Back closes it as Cancel would, so
    "Discard it and start" can no longer replace the game the player went back to."""
    start_game(page, 2, ["human", "random"], ["Ada", "Robo"])
    click_first_legal(page)
    at = ply(page)
    page.click("#new-game-button")
    page.wait_for_selector("#screen-new:not([hidden])")
    page.click("#start-button")
    page.wait_for_selector("#confirm-dialog[open]")
    page.go_back()
    page.wait_for_selector("#screen-game:not([hidden])")
    wait_settled(page)
    assert page.locator("#confirm-dialog[open]").count() == 0
    assert ply(page) >= at  # the same game, not a new one
