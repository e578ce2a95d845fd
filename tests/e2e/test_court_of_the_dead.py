"""Court of the Dead by clicks (issue 5): a 2-player game against the random bot and a
4-player game (one human, three bots) to the end screen, and the privacy of hands,
motives and bids in the view a seat is shown."""

from __future__ import annotations

import pytest
from conftest import new_context
from e2e_helpers import LEGAL, game_over, open_link, open_site, play_to_end, start_game, wait_settled





@pytest.mark.parametrize("players", [2, 4])
def test_game_with_bots_to_the_end(page, shots, players):
    names = ["Ada", "Robo", "Cy", "Dee"][:players]
    start_game(page, players, ["human"] + ["random"] * (players - 1), names, game="court_of_the_dead")
    assert page.locator(".cotd .cd-map .cd-loc").count() == 12
    assert page.locator(".cotd .cd-guilds tbody tr").count() == 6

    def look(p, clicks):
        if clicks == 8:
            p.screenshot(path=str(shots / f"court-{players}p-desktop.png"), full_page=True)
        # Another seat's Court cards and secret bids are never drawn in this seat's view.
        assert p.locator(".cd-you").count() == 1

    clicks = play_to_end(page, max_clicks=3000, on_click=look)
    assert clicks > 10 and game_over(page)
    text = page.inner_text("#end-panel")
    assert "wins" in text or "Shared win" in text
    assert "Ulterior Motive" in text
    rows = [r.strip() for r in page.locator("#end-panel tbody th").all_inner_texts()]
    assert rows[-3:] == ["Total", "Tie-break: Etherea", "Tie-break: Mourners"]
    assert page.locator("#end-panel tr.total th").all_inner_texts() == ["Total"]  # not the last tie-break
    page.screenshot(path=str(shots / f"court-{players}p-end-desktop.png"), full_page=True)


def test_split_control_and_phone_layout(browser, site, guard, shots):
    context = new_context(browser, guard, width=390, height=844)
    page = context.new_page()
    open_site(page, site.url)
    start_game(page, 4, ["human", "random", "random", "random"], ["Ada", "Robo", "Rex", "Rue"], game="court_of_the_dead")
    # With four seats the guild track still fits a phone: the Bonus column folds under each
    # guild's name instead of running off the right edge.
    wrap = page.locator(".cd-guilds").locator("xpath=..")
    assert page.evaluate("el => el.scrollWidth <= el.clientWidth", wrap.element_handle())
    assert page.locator(".cd-guilds tbody .cd-bonus-inline").first.inner_text() == "Gain 3 Etherea."
    assert not page.locator(".cd-guilds .cd-bonus-col").first.is_visible()
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
    assert "each destination says how many figures you can pay to move there" in page.inner_text(".cd-builder")
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
