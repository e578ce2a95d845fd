"""Hidden-information audit in the browser, per game and per seat (issue 7).

For a game with one human seat against bots, and for a hot-seat game per seat while that
seat is shown, a few moves are played by clicks while an init script records every message
between the page and the Worker. Then, in CPython, from the game's record:

- every snapshot the page received equals ``Session.snapshot(seat)`` at its ply, for a seat
  shown at this device (never a bot's or a remote seat's view);
- every other answer is exactly ``{"status", "sealed"}``: the status recomputed, and the save
  sealed by the Worker (ciphertext: the record never reaches the page);
- no answer names a card hidden from the seat at that ply, and neither
  does what the page renders (visible text, aria labels, titles) at any point the seat
  is waiting, nor the hand-over cover of a hot-seat game
  (``tests/unit/hidden_facts.py`` computes those names from the true state, per game rules);
- browser storage holds the sealed saved game, the last form and the bot pace; Cache
  Storage only the site's files; IndexedDB only the key that seals saves.

The record the checks replay comes from a share link asked for after the traffic is taken
(a link is the player's explicit request and holds the whole game).
"""

from __future__ import annotations

import random
from pathlib import Path

import pytest
import pygame_rules as pr
from e2e_helpers import LEGAL, click_legal, game_over, ply, share_link, start_game, wait_settled
from hidden_audit import (RENDERED_TEXT, recorded_page, STORAGE, Table, calls, check_answers, check_callbacks,
                          check_no_secret_in_answers, check_storage, secrets_at)

from tests.unit.hidden_facts import found

MOVES = 12
"""Human moves per game (a two-click choice counts once)."""

CASES = [
    # (game, seats, options): every seat "human" here is audited
    ("sedlec", ["random", "human"], None),
    ("skullminers", ["human", "random"], None),
    ("skullminers", ["human", "human"], {"opt-0": "1"}),  # hot-seat, blind Claims (option 1 of web/renderers/skullminers.js)
    ("eskeletos", ["random", "human"], None),
    ("eskeletos", ["random", "random", "human"], None),
    ("court_of_the_dead", ["human", "random"], None),
    ("court_of_the_dead", ["random", "human", "random"], None),
]


@pytest.fixture(scope="module")
def audit_page(browser, site, module_guard):
    """One page for the module (one Pyodide start) with the traffic recorder installed."""
    yield from recorded_page(browser, site, module_guard)


def _dist_files(site) -> set[str]:
    root = Path(site.root) / "games" / "table"
    return {""} | {str(p.relative_to(root)) for p in root.rglob("*") if p.is_file()}


def _shown_seat(page) -> int | None:
    """The seat the page last asked a view for; None for a shared hot-seat screen (everybody
    at the table sees it, as a cover)."""
    return page.evaluate("""() => {
      const out = window.__traffic.filter((m) => m.dir === 'out' && m.data && m.data.path
        && m.data.path.at(-1) === 'snapshot');
      if (!out.length) return null;
      const args = out.at(-1).data.argumentList;
      return args[1]?.value === true ? null : (args[0].value ?? null);
    }""")


def _engine_ply(page) -> int:
    """The game's ply in the Worker's last answer (the board's may be older, under a cover)."""
    return page.evaluate("""() => {
      const answers = window.__traffic.filter((m) => m.dir === 'in' && m.from === 'worker'
        && m.data && m.data.value && m.data.value.ok && m.data.value.value && m.data.value.value.status);
      return answers.at(-1).data.value.value.status.ply;
    }""")


def _play(page, rng: random.Random, moves: int) -> list[tuple[int, int | None, str]]:
    """Play ``moves`` human moves by clicking random legal controls (completing a half-made
    choice first); press through hand-over covers. Returns what the page rendered whenever it
    waited for a person: ``[(ply, seat shown or None for a cover, text)]``."""
    seen = []
    played = 0
    for _ in range(moves * 6):
        wait_settled(page)
        if page.locator("#pass-panel").is_visible():
            seen.append((_engine_ply(page), None, page.evaluate(RENDERED_TEXT)))
            page.click("#pass-ready")
            continue
        seen.append((ply(page), _shown_seat(page), page.evaluate(RENDERED_TEXT)))
        if game_over(page) or played >= moves:
            break
        pressed = page.locator(f"{LEGAL}[aria-pressed='true']").count()
        controls = page.locator(f"{LEGAL}:not([aria-pressed='true'])" if pressed else LEGAL)
        assert controls.count(), f"no legal control at ply {ply(page)}"
        before = ply(page)
        click_legal(controls.nth(rng.randrange(controls.count())))
        wait_settled(page)
        played += ply(page) != before or page.locator("#pass-panel").is_visible()
    return seen


@pytest.mark.parametrize("game,seats,options", CASES, ids=[f"{g}-{'-'.join(s)}" for g, s, _ in CASES])
def test_a_seat_is_given_and_shown_nothing_it_may_not_see(audit_page, site, game, seats, options):
    page = audit_page
    humans = [seat for seat, kind in enumerate(seats) if kind == "human"]
    names = [f"Seat{seat}" for seat in range(len(seats))]
    since = page.evaluate("window.__traffic.length")  # earlier games' calls are paired, not checked
    start_game(page, len(seats), seats, names, game=game, options=options)
    rendered = _play(page, random.Random(f"{game}{seats}"), MOVES)
    traffic = page.evaluate("window.__traffic")
    storage = page.evaluate(STORAGE)

    table = Table(pr.decode_link(share_link(page)), names, seats)
    assert len(table.record["actions"]) >= MOVES, "too short a game to audit"
    answers = calls(traffic, since)
    check_callbacks(traffic)
    viewers = set(humans) | ({None} if len(humans) > 1 else set())  # hot seat: the end screen is a spectator's
    counts = check_answers(table, answers, viewers)
    assert counts.get("snapshot", 0) >= MOVES and counts.get("play", 0) >= MOVES, counts
    assert counts.get("newGame") == 1
    if "random" in seats:
        assert counts.get("step", 0) > 0, counts

    looked = 0
    for seat in humans:
        looked += check_no_secret_in_answers(table, answers, seat)
    secrets = {seat: secrets_at(table, seat) for seat in humans}
    covers = 0
    for at, seat, text in rendered:
        for audited in ([seat] if seat is not None else humans):  # a cover is seen by every seat
            hidden = secrets[audited][at]
            assert found(hidden, text) == [], f"ply {at}: the page shows seat {audited} {found(hidden, text)}"
        covers += seat is None
    if game != "sedlec":
        assert looked > 0, "no secret was ever looked for: the audit is blind here"
    if len(humans) > 1:
        assert covers >= 2 and {seat for _, seat, _ in rendered} >= set(humans)
    check_storage(storage, table, site.url, _dist_files(site))


def test_calls_returns_the_calls_made_since_and_pairs_a_late_answer_to_an_earlier_one():
    """The snapshot's background download is asked for at start-up and may be answered in the
    middle of a later game: ``calls`` pairs it but returns only the calls made since."""
    traffic = [
        {"dir": "out", "data": {"type": "APPLY", "id": "a", "path": ["cacheSnapshot"], "argumentList": []}},
        {"dir": "out", "data": {"type": "APPLY", "id": "b", "path": ["snapshot"], "argumentList": [{"value": 1}]}},
        {"dir": "in", "from": "worker", "data": {"type": "RAW", "id": "a", "value": "cached"}},
        {"dir": "in", "from": "worker", "data": {"type": "RAW", "id": "b", "value": {"ok": True}}},
    ]
    assert calls(traffic, since=1) == [("snapshot", [1], {"ok": True})]
    assert [method for method, _, _ in calls(traffic)] == ["cacheSnapshot", "snapshot"]
    with pytest.raises(AssertionError, match="answers no call"):
        calls(traffic[1:])
