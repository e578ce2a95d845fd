"""Undo never crosses a reveal, in the page: in Court of the Dead (with a bot and a player
at another device), a Tithe bid that is not the last (still secret) may be undone, but the
last bid, which turns every bid up, offers no Undo button and the note under the status
says why (pygame_rules/core/state.py ``reveals_at``; the page only draws Python's
``undo_seat`` and ``undo_note``).

The positions come from seeded random games (built in Python as share links, which is how
a player would receive them); everything after that is clicks."""

from __future__ import annotations

import random

from conftest import new_context
from e2e_helpers import open_site, ply, wait_settled

import pygame_rules as pr
from pygame_rules.bots import sample_chance
from pygame_rules.session import Session

BIDS = ".cotd .cd-bids button[data-legal]"


SEATS = ["human", "remote", "random"]
"""Me at this device, Ann at another (play by link: the page waits for her), and a bot."""


def _link_before_bid(last: bool) -> str:
    """A share link of a 3-player Court game (seats as :data:`SEATS`) where Me is to bid,
    the last to do so or not (``last``), and after Me's ``bid 0`` a person decides (Me or
    Ann), not chance or the bot, whose moves would hide the undo for their own reasons."""
    for seed in range(200):
        rng = random.Random(seed)
        state = pr.get_game("court_of_the_dead").new_game(3)
        while not state.is_terminal() and len(state.history) < 300:
            if state.is_chance_node():
                state.apply(sample_chance(state, rng))
                continue
            legal = state.legal_actions()
            if state.current_player == 0 and "bid 0" in legal:
                others = sum(p["bid_made"] for p in state.view(0)["players"])
                after = state.clone()
                after.apply("bid 0")
                if (others == 2) == last and after.current_player in (0, 1):
                    return Session(state, names=["Me", "Ann", "Bot"], seats=SEATS).link()
            state.apply(rng.choice(legal))
    raise AssertionError("no such position in 200 seeded games")


def _bid(page, link: str, url: str) -> None:
    """Open ``link`` and bid 0 Etherea by a click; returns once the bid is drawn."""
    open_site(page, f"{url}#{link}")
    page.wait_for_selector(BIDS)
    before = ply(page)
    page.locator(BIDS).first.click()
    page.wait_for_function(f"() => document.querySelector('#board').dataset.ply !== '{before}'")


def test_the_last_tithe_bid_offers_no_undo(browser, site, guard):
    context = new_context(browser, guard)
    page = context.new_page()
    _bid(page, _link_before_bid(last=False), site.url)  # not the last bid: still secret
    wait_settled(page)
    page.wait_for_selector("#undo-button:not([hidden])")
    assert page.inner_text("#undo-button") == "Undo Me's last move"
    assert page.locator("#undo-note").is_hidden()

    context.close()
    context = new_context(browser, guard)
    page = context.new_page()
    _bid(page, _link_before_bid(last=True), site.url)   # the last bid: every bid is shown
    wait_settled(page)
    assert any("Bids are revealed: " in line for line in page.locator("#log li").all_inner_texts())
    assert page.locator("#undo-button").is_hidden()
    assert page.inner_text("#undo-note") == (
        "Me's last move cannot be undone: it showed something a player had not seen (a hidden card, choice or place).")
    context.close()
