"""axe-core (node_modules/axe-core, a pinned devDependency) on every screen of the site:
home, each game's new-game form, each game's board mid-game on a desktop (1280x800) and a
phone (390x844), the hot-seat hand-over, the share and confirm dialogs, the end screen, the
rules view, the load-error view and the playtest lab before and after a run.

A screen fails on any serious or critical violation (rule id, targets and screen are
named); minor and moderate ones are printed (``pytest -s``) and tolerated.

The page's CSP (script-src 'self') forbids the inline script that injects axe, so the
browser context bypasses CSP; everything else runs exactly as on the site."""

from __future__ import annotations

from contextlib import contextmanager

import pytest
from conftest import REPO, new_context
from e2e_helpers import (LOAD_TIMEOUT, fill_lab_form, make_a_move, open_link, open_site, play_to_end, start_game,
                         wait_settled)

AXE = REPO / "node_modules" / "axe-core" / "axe.min.js"
BLOCKING = ("serious", "critical")
DESKTOP = {"width": 1280, "height": 800}
PHONE = {"width": 390, "height": 844}
GAMES = ["sedlec", "skullminers", "eskeletos", "court_of_the_dead"]
# No rule is disabled: every violation axe reports on these screens is fixed in the site.
AXE_OPTIONS = {"resultTypes": ["violations"]}

RUN_AXE = """async (options) => {
  const result = await window.axe.run(document, options);
  return result.violations.map((v) => ({
    id: v.id, impact: v.impact, help: v.help,
    targets: v.nodes.map((n) => n.target.join(' ')),
  }));
}"""


@pytest.fixture(scope="module")
def page(browser, site, module_guard):
    context = new_context(browser, module_guard, width=DESKTOP["width"], height=DESKTOP["height"], bypass_csp=True)
    page = context.new_page()
    open_site(page, site.url)
    yield page
    context.close()


def violations(page) -> list[dict]:
    """axe's violations on the page as it is now (axe is injected once per document)."""
    if not page.evaluate("typeof window.axe === 'object'"):
        page.add_script_tag(path=str(AXE))
    return page.evaluate(RUN_AXE, AXE_OPTIONS)


def serious(page, screen: str) -> list[str]:
    """The serious/critical violations of ``screen``, each naming rule, targets and screen;
    the tolerated (minor, moderate) ones are printed."""
    found = violations(page)
    for v in found:
        if v["impact"] not in BLOCKING:
            print(f"[axe tolerated] {screen}: {v['impact']} {v['id']} ({v['help']}) at {v['targets'][:8]}")
    blocking = [f"{screen}: {v['impact']} {v['id']} ({v['help']}) at {v['targets'][:8]}"
                for v in found if v["impact"] in BLOCKING]
    print(f"[axe] {screen}: {len(blocking)} serious/critical, {len(found) - len(blocking)} tolerated")
    return blocking


def audit(page, screen: str) -> None:
    blocking = serious(page, screen)
    assert not blocking, "axe:\n" + "\n".join(blocking)


@contextmanager
def closing(page, dialog: str):
    """Escape closes the open ``dialog`` afterwards, even when the audit failed, so the
    module's next screens are not stuck behind it."""
    try:
        yield
    finally:
        page.keyboard.press("Escape")
        page.wait_for_selector(f"{dialog}:not([open])", state="attached")


def home(page) -> None:
    if page.locator("#screen-home").is_hidden():
        page.click("#home-button")
    page.wait_for_selector("#screen-home:not([hidden])")


def test_home(page):
    home(page)
    audit(page, "home")


@pytest.mark.parametrize("game", GAMES)
def test_new_game_form(page, game):
    home(page)
    page.click(f"li[data-game='{game}'] button.primary")
    page.wait_for_selector("#screen-new:not([hidden])")
    audit(page, f"new game: {game}")


def test_rules_view(page):
    home(page)
    page.click("li[data-game='sedlec'] .card-actions button:not(.primary)")
    page.wait_for_selector("#rules-dialog[open] .doc")
    with closing(page, "#rules-dialog"):
        audit(page, "rules and rulings")


@pytest.mark.parametrize("game", GAMES)
def test_board_mid_game(page, game):
    start_game(page, 2, ["human", "random"], ["Ada", "Robo"], game=game)
    for _ in range(3):
        make_a_move(page)
    blocking = serious(page, f"board: {game}, desktop")
    page.set_viewport_size(PHONE)
    try:
        blocking += serious(page, f"board: {game}, phone")
    finally:
        page.set_viewport_size(DESKTOP)
    assert not blocking, "axe:\n" + "\n".join(blocking)


@pytest.mark.parametrize("game", ["court_of_the_dead", "eskeletos"])
def test_board_at_a_turn(page, site, game):
    """Court at an Action-phase turn (recruit, cards, a movement being built) and ESKELETOS at a
    Drift draft (card choices with their texts), with the legend open: the richest screens."""
    from table_positions import court_link, eskeletos_link

    open_link(page, site, court_link(2) if game == "court_of_the_dead" else eskeletos_link())
    if game == "court_of_the_dead":
        page.locator(".cd-loc-pick").first.click()  # a movement from that location: the builder
    else:
        page.locator(".esk-legend-box summary").click()
    blocking = serious(page, f"board at a turn: {game}, desktop")
    page.set_viewport_size(PHONE)
    try:
        blocking += serious(page, f"board at a turn: {game}, phone")
    finally:
        page.set_viewport_size(DESKTOP)
    assert not blocking, "axe:\n" + "\n".join(blocking)


def test_share_dialog(page):
    start_game(page, 2, ["human", "random"], ["Ada", "Robo"], game="sedlec")
    make_a_move(page)
    page.click("#share-button")
    page.wait_for_selector("#share-dialog[open]")
    with closing(page, "#share-dialog"):
        audit(page, "share link dialog")


def test_confirm_dialog(page):
    """New game while the game of the last test is in progress asks first."""
    page.click("#new-game-button")
    page.wait_for_selector("#screen-new:not([hidden])")
    page.click("#start-button")
    page.wait_for_selector("#confirm-dialog[open]")
    with closing(page, "#confirm-dialog"):
        audit(page, "confirm dialog")


def test_hot_seat_hand_over(page):
    start_game(page, 2, ["human", "human"], ["Ada", "Brokk"], game="skullminers")
    # Choosing a Company shows nothing hidden: a screen both players may see, no hand-over.
    audit(page, "hot-seat public decision")
    page.locator("#board [data-legal]").first.click()  # Ada's Company; Ada hides her God Skull next
    wait_settled(page)
    page.locator("#board .claim[data-legal]").first.click()
    page.wait_for_selector("#pass-panel:not([hidden])")
    audit(page, "hot-seat hand-over")


def test_end_screen(page):
    start_game(page, 2, ["human", "random"], ["Ada", "Robo"], game="sedlec")
    play_to_end(page)
    audit(page, "end of game")


def test_load_error_view(browser, site, guard):
    """Reachable when the site's manifest cannot be fetched (e.g. offline on a first visit)."""
    context = new_context(browser, guard, width=DESKTOP["width"], height=DESKTOP["height"], bypass_csp=True)
    context.route("**/site-manifest.json", lambda route: route.fulfill(status=404, body="missing"))
    page = context.new_page()
    page.goto(site.url)
    page.wait_for_selector("#load-error:not([hidden])")
    audit(page, "load error")
    context.close()


def test_playtest_lab(page, site):
    lab = page.context.new_page()
    lab.goto(site.url + "lab.html")
    lab.wait_for_selector("#lab-form:not([hidden])", timeout=LOAD_TIMEOUT)
    audit(lab, "playtest lab, before a run")
    fill_lab_form(lab, games=2)
    lab.click("#lab-start")
    lab.wait_for_selector("body[data-lab='done']", timeout=120_000)
    wait_settled(lab)
    audit(lab, "playtest lab, after a run")
    lab.close()
