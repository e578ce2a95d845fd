"""End-to-end fixtures: dist/ built once, served on localhost under a sub-path, driven by
Playwright with Debian's headless Chromium.

- dist/ is built once per session (``python build.py``); set ``E2E_SKIP_BUILD=1`` to use
  the dist/ already there.
- The site is served at ``http://127.0.0.1:<free port>/games/table/`` (a symlink to dist/),
  so every test also checks that dist/ works under a sub-path.
- Every request off localhost is recorded and aborted, and fails the test that made it.
- Browsers: ``/usr/bin/chromium`` (``apt-get install -y chromium``); Playwright's own
  browser download is never used.
"""

from __future__ import annotations

import os
import re
import shutil
import sys
import tempfile
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(REPO))
sys.path.insert(0, str(Path(__file__).resolve().parent))

import build  # noqa: E402  (the repository's build.py)
from e2e_helpers import LOAD_TIMEOUT, open_site  # noqa: E402

CHROMIUM = os.environ.get("E2E_CHROMIUM", "/usr/bin/chromium")
CHROMIUM_ARGS = [
    "--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking",
    "--disable-component-update", "--disable-sync", "--no-first-run",
]
SUB_PATH = "games/table/"
OFFSITE = re.compile(r"^(https?|wss?)://(?!(127\.0\.0\.1|localhost|\[::1\])[:/])")
SCREENSHOTS = REPO / "screenshots"


def pytest_collection_modifyitems(items):
    here = Path(__file__).resolve().parent
    for item in items:
        if here in Path(str(item.fspath)).resolve().parents:
            item.add_marker(pytest.mark.e2e)


@pytest.fixture(scope="session")
def dist_dir() -> Path:
    if os.environ.get("E2E_SKIP_BUILD") == "1" and (build.DIST / "index.html").exists():
        return build.DIST
    build.build()
    return build.DIST


class Site:
    """A running static server for dist/ under SUB_PATH; ``stop()`` takes it down."""

    def __init__(self, dist: Path) -> None:
        self.root = Path(tempfile.mkdtemp(prefix="e2e-site-"))
        mount = self.root / SUB_PATH
        mount.parent.mkdir(parents=True)
        mount.symlink_to(dist, target_is_directory=True)
        os.environ["BUILD_SERVE_QUIET"] = "1"
        self.server, self.thread = build.serve_in_thread(self.root)
        self.port = self.server.server_address[1]
        self.url = f"http://127.0.0.1:{self.port}/{SUB_PATH}"
        self.running = True

    def stop(self) -> None:
        if self.running:
            self.server.shutdown()
            self.server.server_close()
            self.thread.join(timeout=10)
            self.running = False

    def close(self) -> None:
        self.stop()
        shutil.rmtree(self.root, ignore_errors=True)


_SESSION_SITE: list[Site] = []
"""The session's :func:`site`, once made (:func:`new_context` warms profiles for its origin)."""


@pytest.fixture(scope="session")
def site(dist_dir):
    s = Site(dist_dir)
    _SESSION_SITE[:] = [s]
    yield s
    _SESSION_SITE.clear()
    s.close()
    for profile in _WARM:
        shutil.rmtree(profile, ignore_errors=True)
    _WARM.clear()


@pytest.fixture
def make_site(dist_dir):
    """A separate server (its own origin, so its own service worker) a test may stop; it
    serves ``dist`` (default: the built dist/), e.g. a copy the test then changes."""
    made = []

    def factory(dist: Path | None = None) -> Site:
        s = Site(dist or dist_dir)
        made.append(s)
        return s

    yield factory
    for s in made:
        s.close()


@pytest.fixture(scope="session")
def playwright_instance():
    from playwright.sync_api import sync_playwright

    if not Path(CHROMIUM).exists():
        pytest.fail(f"{CHROMIUM} is missing: apt-get install -y chromium (the README's test command does)")
    with sync_playwright() as p:
        yield p


@pytest.fixture(scope="session")
def browser(playwright_instance):
    b = playwright_instance.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
    yield b
    b.close()


class Guard:
    """Records requests off localhost (aborted) and page errors of one browser context."""

    def __init__(self) -> None:
        self.offsite: list[str] = []
        self.page_errors: list[str] = []

    def watch(self, context, *, block: bool = True) -> None:
        """``block=False`` only records: Playwright turns off the HTTP cache of a context
        whose requests are routed, which a start-up benchmark must not have."""
        def abort(route):
            self.offsite.append(route.request.url)
            route.abort()

        if block:
            context.route(OFFSITE, abort)
        context.on("request", lambda req: OFFSITE.match(req.url) and self.offsite.append(req.url))
        context.on("page", lambda page: page.on("pageerror", lambda err: self.page_errors.append(str(err))))

    def check(self) -> None:
        assert not self.offsite, f"requests off localhost: {sorted(set(self.offsite))}"
        assert not self.page_errors, f"uncaught errors in the page: {self.page_errors}"


def new_context(browser, guard: Guard, *, width=1280, height=900, bot_delay=0, service_workers="block",
                warm: bool = True, **kwargs):
    """A fresh browser profile of ``width`` x ``height`` CSS px whose off-site requests and page
    errors ``guard`` records; bots move after ``bot_delay`` ms (None: the page's own delay).
    ``service_workers``: "block" unless the test is about offline play, updates or the memory
    snapshot ("allow"): installing sw.js fills a 15 MiB precache in the background, and the
    tests that do not need it ran 6-8% faster without (7 Dec 2026: 280 against 298-305 CPU
    seconds for four modules). Other keyword arguments go to Playwright's
    ``Browser.new_context``, or for a warm profile to :func:`launch_profile`.

    ``warm`` (with service workers blocked): the profile of a returning visitor to the session's
    :func:`site`, a copy of :func:`_warm_profile`'s, so the page starts from the memory snapshot
    it keeps. Loading the site, starting a game and making a move cost 9.1 CPU seconds a
    profile with a plain start and 5.6 from the snapshot in a copied profile, its own browser
    process included (8 Dec 2026, five loads each, nothing else running); a plain start also
    downloads the snapshot a few seconds later. The tests of how the page starts pass
    ``warm=False`` where they would otherwise get a warm profile (those of offline play,
    updates and the snapshot allow service workers, so they start cold anyway). On another
    origin (``make_site``) a warm profile holds no snapshot and starts the plain way."""
    options = dict(viewport={"width": width, "height": height}, service_workers=service_workers, **kwargs)
    if warm and service_workers == "block" and _SESSION_SITE:
        profile = Path(tempfile.mkdtemp(prefix="e2e-profile-"))
        shutil.copytree(_warm_profile(browser), profile, dirs_exist_ok=True)
        context = launch_profile(browser.browser_type, profile, **options)
        context.on("close", lambda _: shutil.rmtree(profile, ignore_errors=True))
    else:
        context = browser.new_context(**options)
    guard.watch(context)
    if bot_delay is not None:
        context.add_init_script(f"try {{ localStorage.setItem('skulltable.botDelay', '{bot_delay}'); }} catch (e) {{}}")
    context.set_default_timeout(30_000)
    return context


def launch_profile(browser_type, profile: Path | str, **options):
    """Debian's Chromium (:data:`CHROMIUM`, :data:`CHROMIUM_ARGS`) on the profile directory
    ``profile``, as a persistent context (Playwright's ``BrowserType.launch_persistent_context``;
    ``options`` go to it). Closing the context ends that browser."""
    return browser_type.launch_persistent_context(str(profile), executable_path=CHROMIUM, args=CHROMIUM_ARGS,
                                                  **options)


_WARM: list[Path] = []


def _warm_profile(browser) -> Path:
    """A browser profile (made once per test process) that has visited the session's site
    once: the page started the plain way and stored its memory snapshot. Nothing else is
    kept from that visit but what the page stores at every start."""
    if not _WARM:
        profile = Path(tempfile.mkdtemp(prefix="e2e-warm-"))
        context = launch_profile(browser.browser_type, profile, service_workers="block")
        page = context.new_page()
        open_site(page, _SESSION_SITE[0].url)
        page.wait_for_selector("html[data-snapshot='cached']", state="attached", timeout=LOAD_TIMEOUT)
        context.close()
        _WARM.append(profile)
    return _WARM[0]


@pytest.fixture(scope="module")
def module_guard():
    guard = Guard()
    yield guard
    guard.check()


@pytest.fixture(scope="module")
def lab(browser, site, module_guard):
    """One playtest lab page (lab.html) per test module, its form ready; downloads allowed."""
    context = new_context(browser, module_guard, accept_downloads=True)
    page = context.new_page()
    page.goto(site.url + "lab.html")
    page.wait_for_selector("#lab-form:not([hidden])", timeout=LOAD_TIMEOUT)
    yield page
    context.close()


@pytest.fixture(scope="module")
def page(browser, site, module_guard):
    """One page per test module with the engine loaded (Pyodide's cold start is the slow
    part); the module's tests share it, and its off-site requests fail the module."""
    context = new_context(browser, module_guard)
    page = context.new_page()
    open_site(page, site.url)
    yield page
    context.close()


@pytest.fixture
def guard():
    g = Guard()
    yield g
    g.check()


@pytest.fixture(scope="session")
def shots() -> Path:
    SCREENSHOTS.mkdir(exist_ok=True)
    return SCREENSHOTS
