"""A table players enjoy (issue 23), in Skulls of Sedlec and Skullminers: the last move shown
(the changed pieces marked, a line naming who did what), take back against a bot, the normal
bot as the default opponent, a bot seat that never takes a person's name, hot-seat that hands
over only before a private decision, and pages that a long name never widens. Screenshots of
both games at 1280x800 and 390x844 go to screenshots/."""

from __future__ import annotations

import re

import pytest
from conftest import new_context
from e2e_helpers import LEGAL, click_first_legal, game_over, log_lines, open_site, ply, position, start_game, wait_settled

PHONE = {"width": 390, "height": 844}
LONG_NAME = "W" * 40  # no space to break at; the form and Python keep 24 characters of it


@pytest.fixture(scope="module")
def phone(browser, site, module_guard):
    context = new_context(browser, module_guard, width=PHONE["width"], height=PHONE["height"])
    page = context.new_page()
    open_site(page, site.url)
    yield page
    context.close()


def last_bot_step(page, bot: str) -> str | None:
    """The newest line of the "last move" box if ``bot`` took it, else None."""
    if page.locator("#last-move").is_hidden():
        return None
    newest = page.inner_text("#last-move .last-move-step.newest").strip()
    return newest if newest.startswith(f"{bot} ") else None


def touched(page, selector: str) -> int:
    return page.locator(f"#board {selector}.touched").count()


def page_width(page) -> int:
    return page.evaluate("Math.max(document.documentElement.scrollWidth, document.body.scrollWidth)")


def sedlec_move_without_chance(page) -> bool:
    """Collect a face-up card, or else stack a card from the hand (no card turns face up, so
    the move can be taken back); False when only a Dig is possible."""
    collect = page.locator("#board .pile.act-collect[data-legal]")
    if collect.count():
        collect.first.click()
        return True
    hand = page.locator("#board .player.to-play .hand [data-legal]")
    if hand.count():
        if page.locator("#board .slot[data-legal]").count() == 0:
            hand.first.click()
        page.locator("#board .slot[data-legal]").first.click()
        return True
    return False


def play_to_a_take_back(page) -> dict:
    """A new Sedlec game, Ann against the random bot Robo, played until Ann's move with no
    chance after it (a Collect or a Stack) has Robo's reply after it, so Undo offers both;
    returns the position before Ann's move (:func:`e2e_helpers.position`)."""
    start_game(page, 2, ["human", "random"], ["Ann", "Robo"])
    for _ in range(40):
        wait_settled(page)
        before = position(page)
        if not sedlec_move_without_chance(page):
            click_first_legal(page)
            continue
        wait_settled(page)
        label = page.inner_text("#undo-button") if page.locator("#undo-button").is_visible() else ""
        if label == "Undo Ann's last move and Robo's reply":
            return before
    pytest.fail("Robo never answered a Collect or Stack without a Dig")


# ---------------------------------------------------------------- the last move, shown
def test_after_a_bots_move_the_changed_piece_is_marked_and_the_line_names_it(page, shots):
    start_game(page, 2, ["human", "random"], ["Ann", "Robo"])
    for _ in range(40):
        step = last_bot_step(page, "Robo")
        if step and re.match(r"Robo (collects|stacks|takes) ", step):
            break
        click_first_legal(page)
    else:
        pytest.fail("Robo never collected, took or stacked a card")
    assert step in log_lines(page)  # the line is the log's own words, names filled in
    assert page.inner_text("#last-move").startswith("Last move")
    robo = "#board .player[data-seat='1']"
    if step.startswith("Robo stacks "):
        # The card just stacked, in Robo's Ossuary, carries the newest mark.
        assert page.locator(f"{robo} .pyramid .card.touched-newest").count() == 1
        skulls = step.removeprefix("Robo stacks ").split(" at ")[0].split(" in ")[0].split(" as ")[0]
        assert page.get_attribute(f"{robo} .pyramid .card.touched-newest", "aria-label").endswith(skulls)
    else:
        pile = re.search(r"from pile (\d)", step).group(1)
        assert touched(page, f".pile[data-pile='{pile}']") == 1  # where it came from
        assert page.locator(f"{robo} .hand .card.touched-newest").count() >= 1  # where it went
    page.screenshot(path=str(shots / "sedlec-last-move-desktop.png"), animations="disabled")


def test_take_back_against_a_bot_in_sedlec_restores_the_position_before_your_move(page, shots):
    """Undo takes back Ann's move and Robo's reply since, while no card turned face up."""
    before = play_to_a_take_back(page)
    assert ply(page) > before["ply"] + 1 and log_lines(page)[-1].startswith("Robo ")
    page.screenshot(path=str(shots / "sedlec-take-back-desktop.png"), animations="disabled")
    page.click("#undo-button")
    wait_settled(page)
    assert position(page) == before  # ply, log, status and scores as before Ann's move
    assert page.locator(LEGAL).count() > 0


# ---------------------------------------------------------------- defaults a newcomer wants
def test_the_default_opponent_is_the_normal_bot_and_a_bot_never_takes_a_persons_name(page):
    page.evaluate("localStorage.clear()")  # a newcomer: no remembered form
    page.click("#home-button")
    page.click("li[data-game='sedlec'] button.primary")
    page.wait_for_selector("#screen-new:not([hidden])")
    assert page.input_value("#seat-kind-0") == "human"
    assert page.input_value("#seat-kind-1") == "normal"
    assert page.get_attribute("#seat-name-1", "placeholder") == "Bot"
    # The form remembers a person's name for a person's seat only.
    page.select_option("#seat-kind-1", "human")
    page.fill("#seat-name-0", "Ann")
    page.fill("#seat-name-1", "Bo")
    page.click("#start-button")
    page.wait_for_selector("#screen-game:not([hidden])")
    wait_settled(page)
    page.click("#new-game-button")
    page.wait_for_selector("#screen-new:not([hidden])")
    assert page.input_value("#seat-kind-1") == "human" and page.input_value("#seat-name-1") == "Bo"
    page.select_option("#seat-kind-1", "normal")
    assert page.input_value("#seat-name-1") == ""  # Bo's name stays with Bo
    page.fill("#seat-name-1", "Bo")  # a name typed now stays, whatever the seat is
    page.select_option("#seat-kind-1", "random")
    assert page.input_value("#seat-name-1") == "Bo"
    page.fill("#seat-name-1", "")
    page.select_option("#seat-kind-1", "normal")
    page.select_option("#seat-kind-1", "random")
    page.click("#start-button")
    page.wait_for_selector("#confirm-dialog[open]")
    page.click("#confirm-ok")
    page.wait_for_selector("#screen-game:not([hidden])")
    wait_settled(page)
    assert page.inner_text(".player[data-seat='1'] .player-name").startswith("Bot")


def test_hot_seat_hands_over_only_before_a_private_decision(browser, site, guard):
    """Skullminers: choosing a Company shows nothing hidden, so Ada chooses on a shared screen
    with no hand-over; hiding her God Skull follows at once (she holds the device); Brokk's
    hiding comes behind a hand-over."""
    context = new_context(browser, guard)
    page = context.new_page()
    open_site(page, site.url)
    start_game(page, 2, ["human", "human"], ["Ada", "Brokk"], game="skullminers", options={"opt-0": "0"})
    assert page.locator("#pass-panel").is_hidden()
    assert page.inner_text("#status").startswith("Ada's turn: choose your Company")
    page.locator(f"{LEGAL}").first.click()
    wait_settled(page)
    assert page.locator("#pass-panel").is_hidden()  # Ada goes on to hide hers
    assert page.inner_text("#status").startswith("Ada's turn: hide your God Skull")
    page.locator("#board .claim[data-legal]").first.click()
    wait_settled(page)
    assert page.locator("#pass-panel").is_visible() and "Brokk" in page.inner_text("#pass-panel h2")
    context.close()


# ---------------------------------------------------------------- layout
def test_no_page_is_wider_than_a_phone_with_a_long_name(phone, shots):
    page = phone
    page.click("#home-button") if page.locator("#screen-home").is_hidden() else None
    page.click("li[data-game='sedlec'] button.primary")
    page.wait_for_selector("#screen-new:not([hidden])")
    page.fill("#seat-name-0", LONG_NAME)
    assert page_width(page) <= PHONE["width"], "the new-game form"
    start_game(page, 2, ["human", "random"], [LONG_NAME, "Robo"])
    for _ in range(6):
        click_first_legal(page)
    assert page_width(page) <= PHONE["width"], "Sedlec"
    assert page.inner_text(".player[data-seat='0'] .player-name") == LONG_NAME[:24]
    page.screenshot(path=str(shots / "sedlec-long-name-phone.png"), full_page=True)
    start_game(page, 2, ["human", "human"], [LONG_NAME, "X" * 40], game="skullminers", options={"opt-0": "0"})
    for _ in range(4):  # the Company (shared), Ada's hide, then the hand-over to the other name
        if page.locator("#pass-panel").is_visible():
            break
        click_first_legal(page)
    assert page.locator("#pass-panel").is_visible()
    assert page_width(page) <= PHONE["width"], "the hot-seat hand-over"
    page.click("#pass-ready")
    wait_settled(page)
    assert page_width(page) <= PHONE["width"], "Skullminers"


def test_skullminers_card_words_never_break_inside_a_word(phone, shots):
    """On a phone every word of a hand card's name and text stays on one line
    ("Reinforcements", never "Reinforceme/nts")."""
    page = phone
    start_game(page, 2, ["human", "random"], ["Ada", "Robo"], game="skullminers", options={"opt-0": "0"})
    for _ in range(10):
        if page.locator(".sm-player[data-seat='0'] .sm-hand .mcard:not(.back)").count() >= 5:
            break
        click_first_legal(page)
    split = page.evaluate("""() => {
      const broken = [];
      for (const el of document.querySelectorAll('#board .mc-name, #board .mc-text')) {
        const text = el.firstChild;
        if (!text || text.nodeType !== Node.TEXT_NODE) continue;
        for (const m of text.data.matchAll(/\\S+/g)) {
          const range = document.createRange();
          range.setStart(text, m.index);
          range.setEnd(text, m.index + m[0].length);
          const lines = new Set([...range.getClientRects()].map((r) => Math.round(r.top)));
          if (lines.size > 1) broken.push(m[0]);
        }
      }
      return broken;
    }""")
    assert split == []
    overflow = page.evaluate("""() => [...document.querySelectorAll('#board .mc-name, #board .mc-text')]
      .filter((el) => el.scrollWidth > el.clientWidth + 1).map((el) => el.textContent)""")
    assert overflow == []  # and every word fits inside its card
    # The longest names of both decks fit too, whichever cards this hand holds, on a phone and
    # on a desktop.
    for size in (PHONE, {"width": 1280, "height": 800}):
        page.set_viewport_size(size)
        longest = page.evaluate("""(names) => names.filter((name) => {
          const card = document.querySelector('#board .sm-hand .mcard:not(.back)').cloneNode(true);
          card.querySelector('.mc-name').textContent = name;
          document.querySelector('#board .sm-hand').append(card);
          const el = card.querySelector('.mc-name');
          const over = el.scrollWidth > el.clientWidth + 1;
          card.remove();
          return over;
        })""", ["Reinforcements", "Breakthrough", "Prospector's Map", "Black Powder", "Crossroads"])
        assert longest == [], size
    page.set_viewport_size(PHONE)
    page.locator(".sm-player[data-seat='0'] .sm-hand").screenshot(path=str(shots / "skullminers-hand-phone-words.png"))


# ---------------------------------------------------------------- screenshots
@pytest.mark.parametrize("game", ["sedlec", "skullminers"])
def test_screenshots_of_the_table_on_desktop_and_phone(browser, site, guard, shots, game):
    """Mid-game against the random bot, just after its move: the marks and the line above the
    board, at 1280x800 and 390x844 (opened and judged by the person who changes the table)."""
    context = new_context(browser, guard, width=1280, height=800)
    page = context.new_page()
    open_site(page, site.url)
    options = {"opt-0": "0"} if game == "skullminers" else None

    def just_after_robos_move() -> bool:
        told = page.inner_text("#last-move") if page.locator("#last-move").is_visible() else ""
        return ply(page) > (40 if game == "skullminers" else 12) and "Robo " in told and touched(page, "") > 1

    for _ in range(3):  # a game may end first (Ada may unearth the God Skull early): another one
        start_game(page, 2, ["human", "random"], ["Ada", "Robo"], game=game, options=options)
        for _ in range(200):
            wait_settled(page)
            if just_after_robos_move() or game_over(page):
                break
            click_first_legal(page)
        if just_after_robos_move():
            break
    assert page.locator("#board .touched").count() > 1 and "Robo " in page.inner_text("#last-move")
    page.evaluate("window.scrollTo(0, 0)")
    page.screenshot(path=str(shots / f"{game}-table-desktop.png"), animations="disabled")
    page.set_viewport_size(PHONE)
    page.evaluate("window.scrollTo(0, 0)")
    page.screenshot(path=str(shots / f"{game}-table-phone.png"), animations="disabled")
    page.screenshot(path=str(shots / f"{game}-table-phone-full.png"), full_page=True, animations="disabled")
    context.close()
