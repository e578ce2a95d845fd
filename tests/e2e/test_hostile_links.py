"""Hostile share links in the page (core/link.py caps; tests/unit/core/hostile_links.py):
each one opened as the address's fragment, with a saved game present, shows "This link
cannot be opened: <reason>" within a generous bound, and the saved game stays as it was
and opens again. Before the caps, the first two froze the Worker for good."""

from __future__ import annotations

import time

from e2e_helpers import make_a_move, position, saved_game, start_game, wait_engine, wait_settled

from tests.unit.core import hostile_links as corpus

SHOWN = [
    "plies 10**18, no choices (skullminers)",
    "plies 10**18, no choices (eskeletos)",
    "choice number 2**8000000, plies 10**6 (skullminers)",
    "4300-digit plies",
    "nested header 100000 deep",
    "inflates to 25 MB within the length cap",
    "longest replay under the caps (eskeletos)",
    "unknown game (v1)",
    "illegal action (v1)",
]
BOUND_MS = 30_000
"""How long the page may take to show the message (generous: a loaded machine; a link is
refused in well under a second in CPython, see ``python -m benchmarks.links``)."""


def _message_after(page, fragment: str) -> tuple[str, float]:
    """Put ``fragment`` in the address (the page reads it on ``hashchange``) and wait for
    the page to settle on the notice; ``(notice text, milliseconds)``."""
    start = time.perf_counter()
    page.evaluate("(text) => { document.getElementById('notice').textContent = ''; location.hash = text; }", fragment)
    page.wait_for_function("() => location.hash === '' && document.getElementById('notice').textContent !== ''",
                           timeout=BOUND_MS)
    wait_settled(page, timeout=BOUND_MS)
    return page.inner_text("#notice"), 1000 * (time.perf_counter() - start)


def test_hostile_links_show_a_message_and_keep_the_saved_game(page, site):
    start_game(page, 2, ["human", "random"], ["Ada", "Robo"])
    make_a_move(page)
    wait_settled(page)
    saved, before = saved_game(page), position(page)
    links = corpus.hostile_links()
    links["too long"] = "2" + "A" * 40_000
    for name in [*SHOWN, "too long"]:
        text, ms = _message_after(page, links[name])
        print(f"{name}: {len(links[name])} characters, message after {ms:.0f} ms: {text}")
        assert text.startswith("This link cannot be opened:"), (name, text)
        assert "saved game is untouched" in text, (name, text)
        assert saved_game(page) == saved, name
    # A cold start on a hostile link (the way a person opens one) says the same.
    page.goto("about:blank")
    page.goto(site.url + "#" + links[SHOWN[0]])
    wait_engine(page)
    assert page.inner_text("#notice").startswith("This link cannot be opened:")
    page.click("#notice button")  # Continue your saved game
    wait_settled(page)
    assert position(page) == before and saved_game(page) == saved
