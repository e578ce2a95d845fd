"""The rules panel (issue 23): docs/rules and docs/rulings rendered as Markdown by marked (bold
over two lines, code, lists), and written for players: no Markdown left raw (``**``), no file
name of the code (``cards.json``, ``state.py``), no project notes (RULINGS.md, issue numbers)."""

from __future__ import annotations

import re

import pytest

GAMES = ["sedlec", "skullminers", "eskeletos", "court_of_the_dead"]
DEVELOPER_WORDS = re.compile(r"[\w/.-]+\.(json|py)\b|RULINGS|\bissue \d|pygame_rules|docs/|\.md\b")


def open_rules(page, game: str) -> str:
    if page.locator("#screen-home").is_hidden():
        page.click("#home-button")
    page.click(f"li[data-game='{game}'] .card-actions button:not(.primary)")
    page.wait_for_selector("#rules-dialog[open] .doc")
    text = page.inner_text("#rules-body")
    return text


@pytest.mark.parametrize("game", GAMES)
def test_the_rules_panel_shows_rendered_markdown_in_players_words(page, game):
    text = open_rules(page, game)
    try:
        assert "Our rulings" in text and len(text) > 1000
        assert "**" not in text and "`" not in text  # nothing left raw
        assert DEVELOPER_WORDS.findall(text) == [] and not DEVELOPER_WORDS.search(text)
        # Bold that spans two lines of the source is one <strong>, as in every ruling's first line.
        strong = page.locator("#rules-body strong")
        assert strong.count() > 10
        assert any("\n" not in s and len(s) > 60 for s in strong.all_inner_texts())
        assert page.locator("#rules-body li").count() > 10
        assert page.locator("#rules-body h3, #rules-body h4").count() >= 2  # titles of the two documents
    finally:
        page.click("#rules-dialog button[value='close']")


def test_raw_html_in_a_document_is_shown_as_text(page):
    """marked is told to escape HTML: a document cannot add elements, scripts or handlers."""
    open_rules(page, "sedlec")
    try:
        html = page.evaluate("""async () => {
          const { renderMarkdown } = await import('./lib/markdown.js');
          const box = document.createElement('div');
          box.append(renderMarkdown('**bold\\nover two lines** <img src=x onerror=alert(1)> [a](javascript:alert(1)) [b](https://example.org)'));
          return box.innerHTML;
        }""")
    finally:
        page.click("#rules-dialog button[value='close']")
    assert "<strong>bold\nover two lines</strong>" in html
    assert "&lt;img src=x onerror=alert(1)&gt;" in html and "<img" not in html
    assert "javascript:" not in html.replace("&lt;", "")
    assert '<a href="https://example.org" rel="noopener noreferrer" target="_blank">b</a>' in html
