"""One whole game each of Skullminers, ESKELETOS and Court of the Dead on a desktop screen
with key presses alone (Tab, Shift+Tab, Enter, arrow keys): from the home screen through the
new-game form to the end screen. The test reads the DOM to decide which key comes next (which
legal control to reach, how many Tabs away it is) but never clicks or moves focus itself.
(Skulls of Sedlec by keyboard on a phone: test_keyboard_mobile.py.)"""

from __future__ import annotations

import pytest
from conftest import new_context
from e2e_helpers import game_over, open_site, ply, wait_settled

# ---------------------------------------------------------------- whole games by keyboard
# The Tab stops of the page, in order (the open modal dialog's alone), and how far the target
# (a selector, or the board control PICK chose) is from the focused element: > 0 Tabs, < 0
# Shift+Tabs. Positive tabindex is not used on the site, so Tab order is document order.
STEPS = """(selector) => {
  const root = document.querySelector('dialog[open]') || document;
  const stops = [...root.querySelectorAll('a[href], button, input, select, textarea, summary, [tabindex]')]
    .filter((el) => !el.disabled && el.tabIndex >= 0 && el.checkVisibility({ visibilityProperty: true })
      && !(el.type === 'radio' && !el.checked));
  const target = selector ? root.querySelector(selector) : window.__keyboardTarget;
  const to = stops.indexOf(target);
  if (to < 0) return null;
  const active = document.activeElement;
  const at = stops.indexOf(active);
  if (at >= 0) return to - at;
  const before = stops.filter((el) => active && active !== document.body
    && (el.compareDocumentPosition(active) & Node.DOCUMENT_POSITION_FOLLOWING)).length;
  return to >= before ? to - before + 1 : to - before;
}"""
AT_TARGET = "(selector) => document.activeElement === (selector ? document.querySelector(selector) : window.__keyboardTarget)"
# The control a player would press next: as e2e_helpers.first_legal (the first legal control;
# while a choice is half made, the first one that completes it).
PICK = """() => {
  const legal = [...document.querySelectorAll('#board [data-legal]')];
  const half = legal.some((el) => el.getAttribute('aria-pressed') === 'true');
  window.__keyboardTarget = half ? legal.find((el) => !el.hasAttribute('aria-pressed')) : legal[0];
  return Boolean(window.__keyboardTarget);
}"""
SELECTED_INDEX = "(selector) => document.querySelector(selector).selectedIndex"
OPTION_INDEX = "([selector, value]) => [...document.querySelector(selector).options].findIndex((o) => o.value === value)"


def key_to(page, selector: str | None = None, walk: int = 300) -> int:
    """Tab (or Shift+Tab) to ``selector``, else to the control PICK chose; returns the presses."""
    steps = page.evaluate(STEPS, selector)
    assert steps is not None, f"{selector or 'the chosen board control'} is not a Tab stop (ply {ply(page)})"
    for _ in range(abs(steps)):
        page.keyboard.press("Tab" if steps > 0 else "Shift+Tab")
    presses = abs(steps)
    while not page.evaluate(AT_TARGET, selector):  # not where counted: walk on, one Tab at a time
        assert presses < walk, f"Tab never reached {selector or 'the chosen board control'}"
        page.keyboard.press("Tab")
        presses += 1
    return presses


def choose_with_arrows(page, selector: str, value: str, *, down: str = "ArrowDown", up: str = "ArrowUp") -> None:
    """Focus a <select> (or the checked radio of a group) by Tab and move its choice to
    ``value`` with arrow keys."""
    key_to(page, selector)
    group = page.evaluate("(sel) => document.querySelector(sel).name", selector) if "radio" in selector else None
    for _ in range(12):
        if group:
            current = page.evaluate("(name) => document.querySelector(`input[name=${name}]:checked`).value", group)
            if current == value:
                return
            page.keyboard.press(down if int(value) > int(current) else up)
            continue
        want = page.evaluate(OPTION_INDEX, [selector, value])
        assert want >= 0, f"{selector} has no option {value}"
        current = page.evaluate(SELECTED_INDEX, selector)
        if current == want:
            return
        page.keyboard.press(down if want > current else up)
    raise AssertionError(f"arrow keys never chose {value} in {selector}")


def start_by_keyboard(page, game: str, options: dict[str, str], opponent: str = "random") -> None:
    """From wherever the page is: Home, New game for ``game``, two players (a person, then the
    ``opponent`` seat kind), ``options`` ({select id: value}), Start, and discard a game in progress."""
    key_to(page, "#home-button")
    page.keyboard.press("Enter")
    page.wait_for_selector("#screen-home:not([hidden])")
    key_to(page, f"li[data-game='{game}'] button.primary")
    page.keyboard.press("Enter")
    page.wait_for_selector("#screen-new:not([hidden])")
    if page.locator("input[name='num_players']").count() > 1:
        choose_with_arrows(page, "input[type='radio'][name='num_players']:checked", "2", down="ArrowRight", up="ArrowLeft")
    choose_with_arrows(page, "#seat-kind-0", "human")
    choose_with_arrows(page, "#seat-kind-1", opponent)
    for select, value in options.items():
        choose_with_arrows(page, f"#{select}", value)
    key_to(page, "#start-button")
    page.keyboard.press("Enter")
    page.wait_for_selector("#confirm-dialog[open], #screen-game:not([hidden])")
    if page.locator("#confirm-dialog[open]").count():
        key_to(page, "#confirm-ok")
        page.keyboard.press("Enter")
        page.wait_for_selector("#screen-game:not([hidden])")


def play_by_keyboard(page, max_moves: int) -> tuple[int, int]:
    """Press Enter on the control a player would choose, reached by Tab, until the end
    screen; returns (Enter presses, Tab presses). Focus must never fall back to the page's
    start between moves (a redraw that loses it costs a keyboard player the whole page)."""
    enters = tabs = 0
    while True:
        wait_settled(page)
        if game_over(page):
            break
        assert enters < max_moves, "the game did not end"
        assert page.evaluate("document.activeElement !== document.body"), (
            f"focus was lost at ply {ply(page)}; status: {page.inner_text('#status')!r}")
        assert page.evaluate(PICK), f"no legal control at ply {ply(page)}: {page.inner_text('#status')}"
        tabs += key_to(page)
        page.keyboard.press("Enter")
        enters += 1
    assert page.evaluate("document.getElementById('end-panel').contains(document.activeElement)")
    assert "wins" in page.inner_text("#end-panel") or "Shared win" in page.inner_text("#end-panel")
    return enters, tabs


@pytest.fixture(scope="module")
def desktop(browser, site, module_guard):
    context = new_context(browser, module_guard, width=1280, height=800)
    page = context.new_page()
    open_site(page, site.url)
    yield page
    context.close()


@pytest.mark.parametrize("game, options, opponent", [
    # Skullminers: God Skulls placed blind (the default; no hiding step).
    ("skullminers", {"opt-0": "0"}, "greedy"),
    # ESKELETOS: the First Journey, the short introductory game.
    ("eskeletos", {"opt-0": "1"}, "random"),
    # Court of the Dead: no options; two players, the fewest it allows.
    ("court_of_the_dead", {}, "random"),
], ids=["skullminers", "eskeletos", "court_of_the_dead"])
def test_whole_game_by_keyboard_alone(desktop, shots, game, options, opponent):
    """One person against a bot, two players. In Skullminers the greedy bot: the random one
    rarely finds a God Skull, so its games run long (seat 0 choosing its first legal action
    took a median of 402 moves against random and 95 against greedy, 12 seeded games in
    CPython, 7 Dec 2026). Elsewhere the random bot, the fastest seat kind: greedy shortens
    those games less (159 to 115 moves in the First Journey, 204 to 132 in Court), and each of
    its moves tries every choice one step ahead; a clean run against greedy took 81 and 93 s,
    where an earlier one against random took 59 and 40 s."""
    start_by_keyboard(desktop, game, options, opponent)
    enters, tabs = play_by_keyboard(desktop, max_moves=3000)
    print(f"{game}: {enters} Enter presses, {tabs} Tab presses ({tabs / enters:.1f} a move)")
    assert enters > 10
    assert tabs / enters < 12, f"{tabs} Tabs for {enters} moves: focus does not stay near the play"
    desktop.screenshot(path=str(shots / f"keyboard-{game}-end.png"), full_page=True)


def test_focus_stays_on_a_control_the_board_redraws(desktop):
    """Court of the Dead's Etherea split redraws the board at each press of a pile's "+": focus
    stays on that same "+" (not the first one, not <body>), so Enter can press it again."""
    start_by_keyboard(desktop, "court_of_the_dead", {})
    for _ in range(30):  # the human seat keeps a motive, then splits the first roll (it holds the Alltaker)
        wait_settled(desktop)
        if desktop.locator(".cd-piles").count():
            break
        assert desktop.evaluate(PICK)
        key_to(desktop)
        desktop.keyboard.press("Enter")
    # The piles start full (a listed split): take 2 from the largest, then "+" may add them.
    values = [int(v) for v in desktop.locator(".cd-pile-value").all_inner_texts()]
    big = values.index(max(values)) + 1
    other = 2 if big != 2 else 1
    key_to(desktop, f".cd-pile button[aria-label='Pile {big}: one less']")
    desktop.keyboard.press("Enter")
    desktop.keyboard.press("Enter")
    assert desktop.evaluate("document.activeElement.getAttribute('aria-label')") == f"Pile {big}: one less"
    assert desktop.locator(".cd-builder button.primary").count() == 0  # 2 Etherea not placed: no split to send
    plus = f".cd-pile button[aria-label='Pile {other}: one more']"
    value = desktop.locator(".cd-pile-value").nth(other - 1)
    before = int(value.inner_text())
    key_to(desktop, plus)
    desktop.keyboard.press("Enter")
    desktop.keyboard.press("Enter")
    assert int(value.inner_text()) == before + 2
    assert desktop.evaluate("document.activeElement.getAttribute('aria-label')") == f"Pile {other}: one more"
