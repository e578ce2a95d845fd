"""Only views cross from the Worker to the page (web/worker.js, web/lib/seal.js): in a game of
Skullminers (God Skulls hidden in secret) and one of Court of the Dead against a bot, an init
script hooks every message the page receives (hidden_audit.RECORD_TRAFFIC: every 'message'
listener on the Worker and on Comlink's MessagePorts, installed before the page's code
runs). After the moves, the true game is rebuilt in CPython from a share link (the player's
explicit request, asked for after the messages are taken), and each identity string of a
card the bot hides from the player is searched for in every message:

- Skullminers: the bot's hand cards (their ids, as the record and the views spell them) and
  the place of its God Skull (its ``hide X`` action, and its Claim shown as the God Skull's
  in a view while the player has not learnt it);
- Court of the Dead: the bot's Court cards in hand (and in a packet or just drafted) that the
  player never held or saw, and its Ulterior Motives (dealt and kept).

The control: the same search finds every one of them in the record the Worker used to send
(``saved.record``), so the test fails if the page still received it. A sealed save in a
message is checked to be ciphertext (hidden_audit.check_sealed) and left out of the search.
"""

from __future__ import annotations

import json
import random
import re

import pytest
from e2e_helpers import LEGAL, click_legal, game_over, ply, share_link, start_game, wait_settled
from hidden_audit import calls, opaque, recorded_page

import pygame_rules as pr
from pygame_rules.games.court_of_the_dead import knowledge

from tests.unit.hidden_facts import replay

MOVES = 14
"""Human moves per game (a two-click choice counts once)."""

HUMAN, BOT = 0, 1


@pytest.fixture(scope="module")
def hooked_page(browser, site, module_guard):
    """One page (one Pyodide start) whose every Worker message is recorded from the start."""
    yield from recorded_page(browser, site, module_guard)


def play_randomly(page, rng: random.Random, moves: int) -> None:
    """Click random legal controls (completing a half-made choice first) for ``moves`` moves."""
    played = 0
    for _ in range(moves * 6):
        wait_settled(page)
        if game_over(page) or played >= moves:
            return
        pressed = page.locator(f"{LEGAL}[aria-pressed='true']").count()
        controls = page.locator(f"{LEGAL}:not([aria-pressed='true'])" if pressed else LEGAL)
        assert controls.count(), f"no legal control at ply {ply(page)}"
        before = ply(page)
        click_legal(controls.nth(rng.randrange(controls.count())))
        wait_settled(page)
        played += ply(page) != before


def word(token: str) -> re.Pattern[str]:
    """``token`` as a whole word: ``c1`` in ``"c1"`` or ``draw c1``, not in ``c14``."""
    return re.compile(rf"(?<![A-Za-z0-9_]){re.escape(token)}(?![A-Za-z0-9_])")


def hidden_ids(record: dict) -> set[str]:
    """Ids of what the bot holds hidden from the player at the record's end: in its hand (and,
    in Court, its packet, its pick and its Motives), less every id the player held, saw, or
    may read in public (the spectator's view and log) at any ply."""
    known: set[str] = set()
    state = None
    for state in replay(record):
        public = json.dumps(state.view(None)) + "\n".join(state.log(None))
        known |= set(re.findall(r"[A-Za-z0-9_]+", public))
        if record["game"] == "skullminers":
            known |= set(state.hands[HUMAN])
        else:
            known |= set(state.hands[HUMAN]) | set(state.packets[HUMAN]) | {state.picks[HUMAN]}
            known |= knowledge.located(state, HUMAN)  # seen, deduced or public
            known |= set(state.motive_hand[HUMAN]) | {state.motive[HUMAN]}
    if record["game"] == "skullminers":
        held = set(state.hands[BOT])
    else:
        held = set(state.hands[BOT]) | set(state.packets[BOT]) | {state.picks[BOT]}
        held |= set(state.motive_hand[BOT]) | {state.motive[BOT]}
    return {card for card in held if card} - known


def god_skull_leaks(record: dict, answers: list) -> tuple[str | None, list[str]]:
    """Skullminers: the bot's ``hide X`` action, and every answer once both God Skulls are
    hidden that gives it away (names the action, or shows the bot's Claim X as the God
    Skull's while the true state has not told the player: not revealed, not found out, game
    not over)."""
    states = [s.clone() for s in replay(record)]
    end = states[-1]
    hides = {end.actor(i): i for i, a in enumerate(record["actions"]) if a.startswith("hide ")}
    if BOT not in hides:
        return None, []
    action = record["actions"][hides[BOT]]
    column = states[hides[BOT] + 1].god[BOT]
    leaks = []
    for method, _, answer in answers:
        value = answer.get("value") if isinstance(answer, dict) else None
        if not isinstance(value, dict):
            continue
        at = value["view"]["ply"] if "view" in value else value["status"]["ply"]
        if at <= max(hides.values()):  # until then the player's own choice lists every "hide X"
            continue
        if word(action).search(opaque(json.dumps(value))):
            leaks.append(f"{method} at ply {at} names {action!r}")
        claims = value.get("view", {}).get("claims")
        truth = states[at]
        told = truth.is_terminal() or truth.revealed[BOT][column] or truth.known[HUMAN].get(column) == "god"
        if claims and claims[BOT][column]["known"] == "god" and not told:
            leaks.append(f"{method} at ply {at} shows the bot's God Skull under Claim {action.split()[1]}")
    return action, leaks


CASES = [("skullminers", None), ("court_of_the_dead", None)]
"""Skullminers as set up by default: each owner hides its God Skull in secret before play."""


@pytest.mark.parametrize("game,options", CASES, ids=[g for g, _ in CASES])
def test_no_message_to_the_page_names_a_card_the_bot_hides(hooked_page, game, options):
    page = hooked_page
    since = page.evaluate("window.__traffic.length")
    start_game(page, 2, ["human", "random"], ["Me", "Bot"], game=game, options=options)
    play_randomly(page, random.Random(f"messages-{game}"), MOVES)
    traffic = page.evaluate("window.__traffic")  # taken before the link is asked for
    record = pr.decode_link(share_link(page))
    assert len(record["actions"]) > 2 * MOVES, "too short a game to look into"
    received = [opaque(json.dumps(m["data"], ensure_ascii=False)) for m in traffic[since:] if m["dir"] == "in"]
    assert len(received) > 2 * MOVES

    hidden = hidden_ids(record)
    assert hidden, "the bot hides nothing at the end: nothing to look for"
    the_record = json.dumps({"saved": {"record": record}})  # what every game call carried before
    for card in sorted(hidden):
        assert word(card).search(the_record), f"control: {card} is not in the record, so the search is blind"
        leaked = [text[:160] for text in received if word(card).search(text)]
        assert leaked == [], f"a message names the bot's hidden {card}: {leaked[:2]}"

    if game == "skullminers":
        action, leaks = god_skull_leaks(record, calls(traffic, since))
        assert action is not None, "the bot hid no God Skull"
        assert word(action).search(the_record)  # control
        assert leaks == []
