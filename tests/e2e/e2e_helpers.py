"""Driving the site as a player does: through the DOM only (buttons, highlighted legal
controls), never by calling the engine."""

from __future__ import annotations

import time
from urllib.parse import urlsplit

LOAD_TIMEOUT = 120_000  # Pyodide cold start is ~6-8 s here; generous for a loaded CI machine
LEGAL = "#board [data-legal]"


def open_site(page, url: str) -> None:
    """Navigate and wait until the engine has loaded (home or a resumed game is shown)."""
    page.goto(url)
    wait_engine(page)


def wait_engine(page) -> None:
    page.wait_for_selector("html[data-engine='ready'], #load-error:not([hidden])", state="attached", timeout=LOAD_TIMEOUT)
    if page.locator("#load-error").is_visible():
        raise AssertionError(f"the engine did not load: {page.inner_text('#load-error-text')}")
    wait_settled(page)


def wait_offline_ready(page) -> None:
    """Until the service worker is installed (precache filled) and controls the page."""
    page.wait_for_selector("html[data-offline='ready']", state="attached", timeout=LOAD_TIMEOUT)
    deadline = time.time() + 30
    while not page.evaluate("!!navigator.serviceWorker.controller"):
        assert time.time() < deadline, "the service worker never took control of the page"
        time.sleep(0.2)


def wait_settled(page, timeout: int = 60_000) -> None:
    """Until the page waits for a person: no engine call and no bot/chance move pending."""
    page.wait_for_selector("body[data-busy='0'], body:not([data-busy])", state="attached", timeout=timeout)


def start_game(page, players: int, seats: list[str], names: list[str] | None = None, *,
               game: str = "sedlec", options: dict[str, str] | None = None) -> None:
    """From the home screen: New game for ``game``, fill the form (player count if the game
    offers a choice, each seat's name and kind, ``options`` as ``{select id: value}``), start,
    and confirm discarding a game in progress if asked."""
    if page.locator("#screen-home").is_hidden():
        page.click("#home-button")
    page.click(f"li[data-game='{game}'] button.primary")
    page.wait_for_selector("#screen-new:not([hidden])")
    count = page.locator(f"input[name='num_players'][value='{players}']")
    if count.count():
        count.check()
    for seat in range(players):
        page.fill(f"#seat-name-{seat}", names[seat] if names else "")
        page.select_option(f"#seat-kind-{seat}", seats[seat])
    for select, value in (options or {}).items():
        page.select_option(f"#{select}", value)
    page.click("#start-button")
    page.wait_for_selector("#confirm-dialog[open], #screen-game:not([hidden])")
    if page.locator("#confirm-dialog[open]").count():
        page.click("#confirm-ok")
        page.wait_for_selector("#screen-game:not([hidden])")
    wait_settled(page)


def wait_snapshot_cached(page) -> str:
    """Until the page's background download of the memory snapshot has ended (or was never
    started); returns ``html[data-snapshot]``: cached, already cached, busy, none, skipped, failed."""
    page.wait_for_function("() => !['fetching', undefined].includes(document.documentElement.dataset.snapshot)",
                           timeout=LOAD_TIMEOUT)
    return page.get_attribute("html", "data-snapshot")


def game_over(page) -> bool:
    return page.locator("#end-panel").is_visible()


def first_legal(page):
    """The first highlighted legal control. While a choice is half made (a pile or hand
    card selected, aria-pressed=true), the first control that completes it."""
    if page.locator(f"{LEGAL}[aria-pressed='true']").count():
        return page.locator(f"{LEGAL}:not([aria-pressed])").first
    return page.locator(LEGAL).first


def reveal(control) -> None:
    """Open every closed ``<details>`` around ``control`` by clicking its summary, outermost
    first, as a player would (Court of the Dead lists its free movements in one)."""
    for _ in range(4):
        if control.is_visible():
            return
        summary = control.locator("xpath=ancestor::details[not(@open)][last()]/summary")
        if not summary.count():
            return
        summary.first.click()


def click_legal(control) -> None:
    """Click a legal control, first opening what hides it."""
    reveal(control)
    control.click()


def click_first_legal(page) -> None:
    wait_settled(page)
    click_legal(first_legal(page))
    wait_settled(page)


def ply(page) -> int:
    return int(page.get_attribute("#board", "data-ply"))


def log_lines(page) -> list[str]:
    return page.locator("#log li").all_inner_texts()


def play_to_end(page, max_clicks: int = 400, on_click=None) -> int:
    """Click the first legal control until the end screen shows; returns the clicks made."""
    clicks = 0
    while True:
        wait_settled(page)
        if game_over(page):
            return clicks
        assert clicks < max_clicks, "the game did not end"
        assert page.locator(LEGAL).count() > 0, f"no legal control at ply {ply(page)}: {page.inner_text('#status')}"
        if on_click:
            on_click(page, clicks)
        click_legal(first_legal(page))
        clicks += 1


def position(page) -> dict:
    """What identifies the position on screen: ply, log, status line, scores."""
    wait_settled(page)
    return {
        "ply": ply(page),
        "log": log_lines(page),
        "status": page.inner_text("#status"),
        "scores": page.locator(".player-score").all_inner_texts(),
    }


def storage_key(page, name: str) -> str:
    """The localStorage key ``name`` as the copy of the site open in ``page`` names it
    (web/lib/deployment.js): ``name@<base path>``, e.g. ``skulltable.saved.v1@/games/table/``."""
    return f"{name}@{site_base(page.url)}"


def site_base(url: str) -> str:
    """The base path of the copy of the site at ``url`` (its folder), e.g. ``/games/table/``."""
    path = urlsplit(url).path
    return path[:path.rindex("/") + 1]


def scoped_file_name(url: str, name: str) -> str:
    """A folder name of the copy of the site at ``url`` as web/lib/deployment.js spells it
    (``scopedFileName``): ``name@`` and the base path, each character but letters, digits,
    ``-`` and ``_`` written ``_<hex>``."""
    return name + "@" + "".join(c if c.isascii() and (c.isalnum() or c in "-_") else f"_{ord(c):x}" for c in site_base(url))


def saved_game(page):
    """The autosave entry's text (JSON: the sealed save and its public summary), or None."""
    return page.evaluate("(key) => localStorage.getItem(key)", storage_key(page, "skulltable.saved.v1"))


def share_link(page) -> str:
    """Press Share link, as a player asking for one does, and return the link's fragment text
    (closing the dialog again)."""
    page.click("#share-button")
    page.wait_for_selector("#share-dialog[open]")
    url = page.input_value("#share-link")
    page.keyboard.press("Escape")
    page.wait_for_selector("#share-dialog:not([open])", state="attached")
    return url.split("#", 1)[1]


def make_a_move(page) -> None:
    """Click legal controls until an action is played (a dig takes two clicks)."""
    start = ply(page)
    for _ in range(4):
        click_first_legal(page)
        if ply(page) != start or game_over(page):
            return
    raise AssertionError(f"no action was played from ply {start}")


def fill_lab_form(page, *, game="sedlec", players=2, bots=("random", "random"), games=20, seed=7, budget="fixed25"):
    """The playtest lab's form (lab.html): game, seats' bots, budget, rotation, games, seed."""
    page.select_option("#lab-game", game)
    page.select_option("#lab-players", str(players))
    for seat, bot in enumerate(bots):
        page.select_option(f"#lab-bot-{seat}", bot)
    page.select_option("#lab-budget", budget)
    page.check("#lab-rotate")
    page.fill("#lab-games", str(games))
    page.fill("#lab-seed", str(seed))


def phone_screenshot(page, path) -> None:
    """A screenshot at 390x844 (then back to the page's own size)."""
    size = page.viewport_size
    page.set_viewport_size({"width": 390, "height": 844})
    page.screenshot(path=str(path))
    page.set_viewport_size(size)


def open_link(page, site, link: str) -> None:
    """Open a share link (``Session.link()``), confirm replacing any game, take the hand-over."""
    page.goto(f"{site.url}#{link}")
    # A page already at the site only changes its fragment: the game on screen stays until the
    # page reads the link, which it takes out of the address at once (lib/links.js).
    page.wait_for_function("() => location.hash === ''", timeout=LOAD_TIMEOUT)
    page.wait_for_selector("#confirm-dialog[open], body[data-busy='0'] #screen-game:not([hidden])",
                           timeout=LOAD_TIMEOUT)
    if page.locator("#confirm-dialog[open]").count():
        page.click("#confirm-ok")
    wait_settled(page)
    if page.locator("#pass-ready").is_visible():
        page.click("#pass-ready")
        wait_settled(page)


def page_width(page) -> int:
    """How wide the page is laid out, in CSS px (more than the viewport: it scrolls sideways)."""
    return page.evaluate("Math.max(document.documentElement.scrollWidth, document.body.scrollWidth)")


def bot_step_marks(page, bot: str, kinds: tuple[str, ...], viewer: int = 0, max_clicks: int = 40) -> tuple[str, dict[str, list[bool]]]:
    """Click the first legal control until a step of ``bot`` (a name), played after the first
    click and touching a thing of one of ``kinds`` (key kinds, the part before ":"), is the
    newest in the "last move" line (Python's word on what it touched: ``Session.snapshot(viewer)``'s
    recent at the page's share link). Returns that line's text and, for each key of those
    kinds, whether each board element whose ``data-touch`` lists it carries the newest mark.
    Raises AssertionError when the bot took no such step, or the line is not Python's newest step."""
    from pygame_rules.session import Session

    start = ply(page)
    for _ in range(max_clicks):
        click_first_legal(page)
        if ply(page) <= start + 1 or page.locator("#last-move").is_hidden():
            continue
        newest = page.inner_text("#last-move .last-move-step.newest").strip()
        if not newest.startswith(f"{bot} "):
            continue
        recent = [step for step in Session.from_link(share_link(page)).snapshot(viewer)["recent"] if step["text"]]
        assert recent[-1]["text"] == newest, (recent[-1], newest)
        keys = [key for key in recent[-1]["touched"] if key.split(":")[0] in kinds]
        if keys:
            break
    else:
        raise AssertionError(f"{bot} took no step touching a {kinds} in {max_clicks} clicks")
    marks = {key: page.eval_on_selector_all(
        "#board [data-touch]", "(els, key) => els.filter((el) => el.dataset.touch.split(/\\s+/).includes(key))"
        ".map((el) => el.classList.contains('touched-newest'))", key) for key in keys}
    return newest, marks


def check_bot_step_marked(page, bot: str, kinds: tuple[str, ...], shot) -> None:
    """At an open game, play until ``bot`` takes a step touching a thing of ``kinds``
    (:func:`bot_step_marks`); assert that step reads as one of the log's lines and that every
    board drawing of each thing it touched carries the newest mark; then save a screenshot of
    the top of the page at ``shot`` (a path)."""
    step, marked = bot_step_marks(page, bot, kinds)
    assert step in log_lines(page)
    for key, newest in marked.items():
        assert newest and all(newest), (key, newest, step)  # drawn, and every drawing marked
    page.evaluate("window.scrollTo(0, 0)")
    page.screenshot(path=str(shot), animations="disabled")
