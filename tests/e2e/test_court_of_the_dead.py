"""Court of the Dead by clicks (issue 5): a 2-player game against the random bot and a
4-player game (one human, three bots) to the end screen, and the privacy of hands,
motives and bids in the view a seat is shown; the board fits a desktop screen and puts the
decision beside what it acts on on a phone; hot-seat hands over only before private steps."""

from __future__ import annotations

import pytest
from conftest import new_context
from e2e_helpers import (LEGAL, check_bot_step_marked, click_first_legal, click_legal, first_legal, game_over, open_link,
                         open_site, page_width, play_to_end, ply, start_game, wait_settled)
from table_positions import court_link, late_link

ALWAYS_DRAWN = ("location", "meter", "guild", "etherea", "unity", "influence", "crypt", "hand", "pool", "token")
"""Kinds of key (docs/notation/court_of_the_dead.md) whose thing is on the board whatever the
position; a played card, a pile or a drawn Wallows card may be gone by the next screen."""
LONG_NAME = "W" * 40  # no space to break at; the form and Python keep 24 characters of it


def inside(page, selector: str) -> bool:
    """Whether the first element matching ``selector`` lies wholly inside the viewport."""
    box = page.locator(selector).first.bounding_box()
    size = page.viewport_size
    return bool(box) and box["x"] >= 0 and box["y"] >= 0 and box["x"] + box["width"] <= size["width"] + 0.5 \
        and box["y"] + box["height"] <= size["height"] + 0.5



@pytest.mark.parametrize("players", [2, 4])
def test_game_with_bots_to_the_end(page, site, shots, players):
    """From a link late in a seeded random game (80 plies before its end with two players, 40
    with four) to the end screen: a whole game by clicks took 183 s of the suite, and
    test_keyboard_games plays a whole 2-player game from its first move. Play diverges from
    the seeded game at the first click, so the count of my moves to the end varies (one at least)."""
    names = ["Ada", "Robo", "Cy", "Dee"][:players]
    seats = ["human"] + ["random"] * (players - 1)
    open_link(page, site, late_link("court_of_the_dead", players, seats, names, plies_left=160 // (2 * players)))
    assert page.locator(".cotd .cd-map .cd-loc").count() == 12
    assert page.locator(".cotd .cd-guilds .cd-guild").count() == 6

    def look(p, clicks):
        if clicks == 1:
            p.screenshot(path=str(shots / f"court-{players}p-desktop.png"), full_page=True)
        # Another seat's Court cards and secret bids are never drawn in this seat's view.
        assert p.locator(".cd-you").count() == 1

    clicks = play_to_end(page, max_clicks=3000, on_click=look)
    assert clicks >= 1 and game_over(page)
    text = page.inner_text("#end-panel")
    assert "wins" in text or "Shared win" in text
    assert "Ulterior Motive" in text
    # The log reads as sentences for players: no "chooses: use it", no internal names.
    log = page.locator("#log li").all_inner_texts()
    assert not [line for line in log if "chooses: use it" in line or "_" in line or "nothing to do" in line]
    rows = [r.strip() for r in page.locator("#end-panel tbody th").all_inner_texts()]
    assert rows[-3:] == ["Total", "Tie-break: Etherea", "Tie-break: Mourners"]
    assert page.locator("#end-panel tr.total th").all_inner_texts() == ["Total"]  # not the last tie-break
    page.screenshot(path=str(shots / f"court-{players}p-end-desktop.png"), full_page=True)


def test_split_control_and_phone_layout(browser, site, guard, shots):
    context = new_context(browser, guard, width=390, height=844)
    page = context.new_page()
    open_site(page, site.url)
    start_game(page, 4, ["human", "random", "random", "random"], ["Ada", "Robo", "Rex", "Rue"], game="court_of_the_dead")
    # With four seats the Guild track still fits a phone: three banners a row, each with a
    # piece per player and the guild's bonus under its name.
    row = page.locator(".cd-guild-row")
    assert page.evaluate("el => el.scrollWidth <= el.clientWidth", row.element_handle())
    assert page.locator(".cd-guild .cd-guild-text").first.inner_text() == "Gain 3 Etherea."
    assert page.locator(".cd-guild").first.locator(".cd-piece").count() == 4
    for width in (390, 280):  # nothing sticks out sideways, even on the narrowest phones
        page.set_viewport_size({"width": width, "height": 844})
        assert page.evaluate("document.documentElement.scrollWidth") <= width
    page.set_viewport_size({"width": 390, "height": 844})
    for _ in range(20):  # Ada keeps a motive, then splits the first roll (she holds the Alltaker)
        wait_settled(page)
        if page.locator(".cd-piles").count():
            break
        page.locator(LEGAL).first.click()
    assert page.locator(".cd-pile").count() == 5  # 4 players + 1 piles
    page.screenshot(path=str(shots / "court-split-phone.png"), full_page=True)
    before = page.inner_text(".cd-piles")
    page.locator(".cd-pile button[aria-label='Pile 1: one less']").click()
    page.locator(".cd-pile button[aria-label='Pile 2: one more']").click()
    assert page.inner_text(".cd-piles") != before
    page.locator(".cd-builder button.primary").click()
    wait_settled(page)
    assert "splits the Etherea" in " ".join(page.locator("#log li").all_inner_texts())
    context.close()


def turn_link(affordable: bool) -> tuple[str, set[int], dict]:
    """A link to a 2-player hot-seat game at Ada's turn in the Action phase with figures in
    her Crypt, where Python lists a movement from it (``affordable``: with more figures of her
    first guild there than she can pay to move to the first destination) or no movement at all.
    Also the destinations Python lists for a movement from her Crypt, and her view."""
    import random

    from pygame_rules.bots import sample_chance
    from pygame_rules.session import Session

    for seed in range(200):
        session = Session.new("court_of_the_dead", 2, names=["Ada", "Bo"], seats=["human", "human"], seed=seed)
        state, rng = session.state, random.Random(seed)
        while not state.is_terminal():
            if state.current_player == 0:
                acts = state.legal_actions()
                moves = {int(a.split()[2]) for a in acts if a.startswith("move crypt ")}
                turn = any(a.startswith(("play ", "recruit ")) for a in acts)
                listed = bool(moves) if affordable else any(a.startswith("move ") for a in acts)
                view = state.view(0)
                have = next((c for c in view["players"][0]["crypt"] if c), 0)
                # a listed move: more figures of one guild than Ada can pay to move to the first place
                short = not moves or have > view["you"]["move_caps"][min(moves) - 1]
                if turn and have and listed == affordable and short:
                    return session.link(), moves, view
            state.apply(sample_chance(state, rng) if state.is_chance_node() else rng.choice(state.legal_actions()))
    raise AssertionError("no such position in 200 games")


def test_moving_figures_offers_only_what_python_lists(page, site, shots):
    """Moving Guild figures costs 1 Influence of the destination's faction per figure
    (rulebook: Moving Guild Figures). The mover offers the sources and destinations of
    Python's listed movements, and nothing when Ada can pay for none."""
    link, destinations, view = turn_link(affordable=True)
    open_link(page, site, link)
    assert "each destination says how many you can pay for" in page.inner_text(".cd-builder")
    page.locator(".cd-builder button:has-text('From my Crypt')").click()
    offered = page.locator(".cd-builder button[aria-pressed]").all_inner_texts()
    assert {int(t.split(".")[0]) for t in offered} == destinations
    caps = view["you"]["move_caps"]
    assert all(t.endswith(f"(you can pay for {caps[int(t.split('.')[0]) - 1]})") for t in offered)
    assert page.locator(".cd-loc-pick").count() == len(destinations)  # the same on the map
    # Choose the first destination, then add figures of the first guild: "+" stops at what
    # Ada has there or can pay for, whichever is less.
    page.locator(".cd-builder button[aria-pressed]").first.click()
    more = page.locator(".cd-builder .cd-pile button[aria-label$='one more']").first
    presses = 0
    while more.is_enabled() and presses < 20:
        more.click()
        presses += 1
    first = min(destinations)
    have = next(c for c in view["players"][0]["crypt"] if c)
    assert presses == min(have, caps[first - 1])
    page.screenshot(path=str(shots / "court-move-desktop.png"), full_page=True)
    page.locator(".cd-builder button.primary").click()
    wait_settled(page)
    assert page.locator("#notice").is_hidden()
    assert page.locator("#log li").last.inner_text().startswith(f"Ada moves {presses} ")
    assert page.locator("#log li").last.inner_text().endswith(f"from Crypt to {page.locator('.cd-loc').nth(first - 1).locator('.cd-loc-name').inner_text()}.")

    link, destinations, _ = turn_link(affordable=False)
    assert destinations == set()
    open_link(page, site, link)
    assert page.locator(".cd-ask").count() == 1 and page.locator(".cd-builder").count() == 0


@pytest.mark.parametrize("players", [2, 4])
def test_the_board_fits_a_desktop_screen_with_decision_status_and_meters(page, site, shots, players):
    """1280x800: at Ada's turn the status line, both meters, the decision and the whole map
    of Illverness are on screen at once (element boxes inside the viewport)."""
    page.set_viewport_size({"width": 1280, "height": 800})
    open_link(page, site, court_link(players))
    page.evaluate("window.scrollTo(0, 0)")
    page.screenshot(path=str(shots / f"court-{players}p-desktop.png"))
    for selector in ("#status", ".cd-ask", ".cd-track-meter[data-touch='meter:suspicion']",
                     ".cd-track-meter[data-touch='meter:threat']", ".cd-map"):
        assert inside(page, selector), f"{selector} is not wholly on a 1280x800 screen"
    assert page.locator(".cd-ask [data-legal]").count() > 0
    height = page.evaluate("document.documentElement.scrollHeight")
    print(f"[court {players}p] page height at 1280x800: {height} px")
    page.screenshot(path=str(shots / f"court-{players}p-desktop-full.png"), full_page=True)


def test_on_a_phone_the_decision_and_the_map_it_acts_on_share_the_screen(browser, site, guard, shots):
    """390x844: the decision comes right after the meters and the map right after it; while
    a movement is built the panel holds only the builder, so the builder and the destinations
    on the map fit one screen."""
    context = new_context(browser, guard, width=390, height=844)
    page = context.new_page()
    open_site(page, site.url)
    open_link(page, site, court_link(2))
    page.evaluate("window.scrollTo(0, 0)")
    page.screenshot(path=str(shots / "court-2p-phone.png"))
    page.screenshot(path=str(shots / "court-2p-phone-full.png"), full_page=True)
    assert page.evaluate("document.documentElement.scrollWidth") <= 390
    link, destinations, _ = turn_link(affordable=True)
    open_link(page, site, link)
    page.locator(".cd-builder button:has-text('From my Crypt')").click()
    builder = page.locator(".cd-ask").bounding_box()
    picks = [b.bounding_box() for b in page.locator(".cd-loc-pick").all()]
    assert len(picks) == len(destinations)
    bottom = max(b["y"] + b["height"] for b in picks)
    assert bottom - builder["y"] <= 844, "the builder and its destinations do not fit one phone screen"
    page.locator(".cd-ask").scroll_into_view_if_needed()
    page.screenshot(path=str(shots / "court-move-phone.png"))
    context.close()


def test_every_key_of_the_last_moves_is_drawn(page, site):
    """What Python says the last moves touched (Session.snapshot's recent) names things the
    board draws: each key of a kind always on the board has its data-touch element."""
    from pygame_rules.session import Session

    for players in (2, 4):
        link = court_link(players)
        recent = Session.from_link(link).snapshot(0)["recent"]
        keys = {k for step in recent for k in step["touched"]}
        assert keys, "the position was reached without any move that touched the board"
        open_link(page, site, link)
        for key in keys:
            if key.split(":")[0] in ALWAYS_DRAWN:
                assert page.locator(f"#board [data-touch='{key}']").count() == 1, (key, page.url, page.inner_text('#status'))


def test_hot_seat_hands_over_only_before_private_steps(browser, site, guard):
    """Two people at one device: each seat's Ulterior Motives (private) are handed over; the
    Etherea split and the piles (public) go on without a hand-over although the seat changes,
    each played by its seat on a screen everybody may see; the draft (private: the packet) is
    handed over to a seat that is not the one that just played (Ada took the last pile)."""
    context = new_context(browser, guard, width=1280, height=800)
    page = context.new_page()
    open_site(page, site.url)
    start_game(page, 2, ["human", "human"], ["Ada", "Bo"], game="court_of_the_dead")
    steps = []  # (hand-overs just before, seat's name, what the screen asked)
    handovers = 0
    for _ in range(40):
        wait_settled(page)
        if page.locator("#pass-panel").is_visible():
            page.click("#pass-ready")
            handovers += 1
            continue
        text = page.inner_text(".cd-ask")
        kind = "split" if page.locator(".cd-piles .cd-pile").count() and "Split" in text else \
            "pile" if "Take pile" in text else "draft" if "packet" in text else "motive" if "Ulterior" in text else "other"
        steps.append((handovers, page.inner_text("#status").split("'")[0], kind))
        handovers = 0
        if [k for _, _, k in steps].count("draft") == 2:
            break
        click_legal(first_legal(page))
    assert steps == [(1, "Ada", "motive"), (1, "Bo", "motive"),  # private: each behind its hand-over
                     (0, "Ada", "split"), (0, "Bo", "pile"), (0, "Ada", "pile"),  # public: no hand-over
                     (0, "Ada", "draft"), (1, "Bo", "draft")], steps  # Ada is at the device; Bo is handed it
    context.close()


def test_after_a_bots_move_its_pieces_carry_the_mark_and_the_line_names_it(page, site, shots):
    """Ada acts at her turn and Robo (the random bot) answers: the "last move" line's newest
    step is Robo's, in the log's own words, and every board thing that Python says the step
    touched (Session.snapshot's recent) carries the newest mark."""
    open_link(page, site, court_link(2))
    check_bot_step_marked(page, "Robo", ALWAYS_DRAWN, shots / "court-last-move-desktop.png")


def test_no_page_is_wider_than_a_phone_with_a_long_name(browser, site, guard, shots):
    """390x844, a 40-character name without a space for Ada and for the bot: the board, the
    player boards, the status and the log wrap it; the page never scrolls sideways."""
    context = new_context(browser, guard, width=390, height=844)
    page = context.new_page()
    open_site(page, site.url)
    start_game(page, 2, ["human", "random"], [LONG_NAME, "X" * 40], game="court_of_the_dead")
    start = ply(page)
    while ply(page) < start + 12 and not game_over(page):
        click_first_legal(page)
        assert page_width(page) <= 390, f"at ply {ply(page)}"
    assert LONG_NAME[:24] in page.inner_text("#board")
    page.screenshot(path=str(shots / "court-long-name-phone.png"), full_page=True)
    context.close()
