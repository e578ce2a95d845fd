"""What the sealed-play browser tests share (tests/e2e/test_sealed_play.py, and the whole-game
benchmark tests/e2e/test_sealed_whole_games.py): hosting and joining from the page, opening a
link as a player does, the seat panel's state, and a table of seat pages passing links."""

from __future__ import annotations

import random
import time
from pathlib import Path

from conftest import new_context
from e2e_helpers import LEGAL, open_site, page_width, wait_engine, wait_settled
from hidden_audit import RENDERED_TEXT

MOVE_TIMEOUT = 180_000  # ms: a link's processing, or the end's check (about 11 s here), on a loaded machine
SIZES = {"desktop": (1280, 800), "phone": (390, 844)}


SETTLED_JS = """(deadline) => new Promise((resolve, reject) => {
  const until = performance.now() + deadline;
  (function poll() {
    if (document.body.dataset.busy !== '1' && (window.__sealedWaitFor === undefined
        || Number(document.body.dataset.sealedOpened || 0) > window.__sealedWaitFor)) {
      window.__sealedWaitFor = undefined;
      resolve(true);
    } else if (performance.now() > until) {
      reject(new Error('the page did not settle in time'));
    } else {
      setTimeout(poll, 5);
    }
  })();
})"""
"""In the page: wait (``deadline`` ms at most, else throw) until it waits for a person
(:func:`.e2e_helpers.wait_settled`) and, if a link was opened (``__sealedWaitFor``), has
finished opening it. One round trip instead of a selector wait per condition."""


def open_sealed(page, link: str) -> float:
    """Open ``link`` in ``page`` as a player does (the address's fragment), and wait until the
    page has dealt with it and waits for a person. Returns the seconds it took."""
    return open_everywhere([page], link)[0]


def open_everywhere(pages, link: str) -> list[float]:
    """:func:`open_sealed` in every one of ``pages`` at once (each profile's Worker works on it
    at the same time, as the players' devices would), then wait for each. Returns each page's
    seconds from the start."""
    started = time.monotonic()
    for page in pages:
        page.evaluate("(h) => { window.__sealedWaitFor = Number(document.body.dataset.sealedOpened || 0);"
                      " location.hash = h; }", link)
    seconds = []
    for page in pages:
        page.evaluate(SETTLED_JS, MOVE_TIMEOUT)
        seconds.append(time.monotonic() - started)
    return seconds


def outbox(page) -> tuple[str | None, str]:
    """The link the seat's panel offers to send (its fragment) and whom it is for (a seat, or
    "all"); (None, "") when there is none."""
    if not page.locator("#sealed-link").count():
        return None, ""
    return page.input_value("#sealed-link").split("#", 1)[1], page.get_attribute("#sealed-panel", "data-to")


def panel(page, name: str) -> str:
    return page.get_attribute("#sealed-panel", f"data-{name}") or ""


def position(page) -> tuple:
    """What identifies the seat's game on screen: the screen, the board's ply, the log's length,
    the messages in the seat's log, the status line and the link offered."""
    return (page.get_attribute("body", "data-screen"), page.locator("#board").is_visible(),
            page.get_attribute("#board", "data-ply"), page.locator("#log li").count(), panel(page, "messages"),
            page.inner_text("#status"), outbox(page)[0])


def shoot(page, shots: Path, name: str) -> None:
    """Screenshots of the page as it is, at desktop and phone sizes (screenshots/sealed-<name>-<size>.png);
    neither may scroll sideways."""
    size = page.viewport_size
    for label, (width, height) in SIZES.items():
        page.set_viewport_size({"width": width, "height": height})
        page.wait_for_timeout(150)
        assert page_width(page) <= width, f"{name} at {label}: the page is {page_width(page)} px wide"
        page.screenshot(path=str(shots / f"sealed-{name}-{label}.png"), full_page=True)
    page.set_viewport_size(size)


def host(page, game: str, players: int, name: str, options: dict[str, str] | None = None) -> str:
    """From the home screen: New game, "By sealed link", ``options`` (the game's option name
    -> the label to pick in its select), the host's name, create: the invitation link."""
    page.click(f"li[data-game='{game}'] button.primary")
    page.wait_for_selector("#screen-new:not([hidden])")
    count = page.locator(f"input[name='num_players'][value='{players}']")
    if count.count():
        count.check()
    for option, label in (options or {}).items():
        page.select_option(f"select[data-option='{option}']", label=label)
    page.check("#mode-sealed")
    page.fill("#sealed-host-name", name)
    page.click("#start-button")
    page.wait_for_selector("#sealed-link", timeout=MOVE_TIMEOUT)
    wait_settled(page)
    return outbox(page)[0]


def join(page, site, link: str, name: str) -> str:
    """A new profile opens the invitation from its address, gives its name and joins: its answer link."""
    page.goto(f"{site.url}#{link}")
    wait_engine(page)
    page.wait_for_selector("#sealed-join-name", timeout=MOVE_TIMEOUT)
    page.fill("#sealed-join-name", name)
    page.click("#sealed-join")
    page.wait_for_selector("#sealed-link", timeout=MOVE_TIMEOUT)
    wait_settled(page)
    return outbox(page)[0]


CHOICES_JS = """(prefer) => {
  const legal = [...document.querySelectorAll('%s')];
  if (legal.some((e) => e.getAttribute('aria-pressed') === 'true')) return legal.filter((e) => !e.hasAttribute('aria-pressed'));
  const preferred = prefer ? legal.filter((e) => e.matches(prefer)) : [];
  return preferred.length ? preferred : legal;
}""" % LEGAL
"""In the page: the legal controls a click may go to, given ``prefer`` (a CSS selector or
null): while a choice is half made (a control pressed), only those that complete it; else
those matching ``prefer`` if any do, else all of them."""

SEAT_STATE = """(prefer) => {
  const link = document.querySelector('#sealed-link');
  const panel = document.querySelector('#sealed-panel');
  return {link: link ? link.value.split('#')[1] : null, to: panel ? panel.dataset.to || '' : '',
          verdict: panel ? panel.dataset.verdict || '' : '', choices: (%s)(prefer).length};
}""" % CHOICES_JS
"""What one round trip reads of a seat's page: the link its panel offers (:func:`outbox`), the
panel's verdict, and how many controls a click may go to (:data:`CHOICES_JS`), given ``prefer``."""

CLICK_JS = """([index, deadline, prefer]) => {
  (%s)(prefer)[index].click();
  return (%s)(deadline);
}""" % (CHOICES_JS, SETTLED_JS)
"""In the page: click control ``index`` of :data:`CHOICES_JS` (given ``prefer``), then wait until the page has
played it (:data:`SETTLED_JS`)."""


def click_random(page, rng: random.Random, state: dict, prefer: str | None = None) -> None:
    """One click on a legal control of the board, chosen at random (a half-made choice is
    completed first; one matching the CSS selector ``prefer`` when there is one), ``state`` the
    page's :data:`SEAT_STATE` read with the same ``prefer``: the control's own click handler
    runs (as a tap on it does; the page's UI calls play it), and on return the page has played it."""
    page.evaluate(CLICK_JS, [rng.randrange(state["choices"]), MOVE_TIMEOUT, prefer])


class Table:
    """Seat pages playing by links: ``pages`` in seat order, the ``sent`` links in order as
    ``(sender, recipients, link, ply)`` (ply: the sender's board after it), ``watchers``:
    pages that open every link too, holding no seat, and ``prefer``: a CSS selector of the
    controls a click goes to whenever one is legal (:data:`CHOICES_JS`; None: any)."""

    def __init__(self, pages, watchers=(), prefer: str | None = None):
        self.pages = list(pages)
        self.watchers = list(watchers)
        self.prefer = prefer
        self.sent: list[tuple[int, list[int], str, int]] = []
        self.last = [None] * len(self.pages)
        self.clicks = 0
        self.watched: list[str] = []  # what each watcher showed after each link (RENDERED_TEXT)

    def record(self, seat: int, link: str, to: str) -> list[int]:
        recipients = [s for s in range(len(self.pages)) if s != seat] if to == "all" else [int(to)]
        ply = int(self.pages[seat].get_attribute("#board", "data-ply") or -1)
        self.sent.append((seat, recipients, link, ply))
        self.last[seat] = link
        return recipients

    def deliver_new(self, seat: int, link: str | None, to: str) -> bool:
        """If ``link``, the one seat's panel offers (its :data:`SEAT_STATE`), was not sent yet:
        to its recipients (``to``: a seat or "all") and the watchers, all at once."""
        if not link or link == self.last[seat]:
            return False
        targets = [self.pages[r] for r in self.record(seat, link, to)]
        open_everywhere(targets + self.watchers, link)
        self.watched += [w.evaluate(RENDERED_TEXT) for w in self.watchers]
        return True

    def step(self, rng: random.Random) -> bool:
        """One thing done: a link delivered, or a click on a seat's board. False when nothing is left."""
        seen = [page.evaluate(SEAT_STATE, self.prefer) for page in self.pages]
        for seat, state in enumerate(seen):
            if self.deliver_new(seat, state["link"], state["to"]):
                return True
        for page, state in zip(self.pages, seen):
            if state["verdict"] == "" and state["choices"]:
                click_random(page, rng, state, self.prefer)
                self.clicks += 1
                return True
        return False


def seat_pages(browser, guard, count: int, service_workers: str = "block") -> tuple[list, list]:
    """``count`` browser profiles (separate IndexedDB, so separate seat keys) at desktop size,
    one page each, with the sealed play's generous timeout: ``(contexts, pages)``.
    ``service_workers``: "allow" for play offline (conftest.new_context)."""
    contexts = [new_context(browser, guard, width=1280, height=800, service_workers=service_workers) for _ in range(count)]
    pages = [c.new_page() for c in contexts]
    for page in pages:
        page.set_default_timeout(MOVE_TIMEOUT)
    return contexts, pages


def host_and_join(pages, site, game: str, names: list[str], options: dict[str, str] | None = None) -> Table:
    """The first page hosts ``game`` (:func:`host`), the invitation goes round the other pages
    in turn (each join passes it on to the next seat), and the last join is opened where it
    goes: the game is playing there. The :class:`Table` of the pages, the last join its one
    link sent."""
    open_site(pages[0], site.url)
    link = host(pages[0], game, len(names), names[0], options)
    assert outbox(pages[0])[1] == "1"
    assert pages[0].inner_text("#sealed-outbox-title") == "Send this link to the player who takes seat 2"
    for seat in range(1, len(names)):
        link = join(pages[seat], site, link, names[seat])
        if seat < len(names) - 1:  # a join goes on to the next seat, with the invitation
            assert outbox(pages[seat])[1] == str(seat + 1)
            assert f"takes seat {seat + 2}" in pages[seat].inner_text("#sealed-outbox-title")
    last = len(names) - 1
    first = int(outbox(pages[last])[1])
    table = Table(pages)
    table.sent.append((last, [first], link, -1))
    table.last = [outbox(p)[0] for p in pages]
    open_sealed(pages[first], link)
    assert panel(pages[first], "phase") == "playing"  # the others learn it from the next links
    return table
