"""Court of the Dead's Dreadsbane choice by clicks (issue 20): the leader of the Dreadsbane
Order "may take" the token (rulebook FAQ); the choice comes through the generic list of legal
actions, so the page shows both answers with Python's labels without a renderer of its own."""

from __future__ import annotations

from e2e_helpers import open_link, wait_settled


def dreadsbane_link() -> str:
    """A link to a 2-player hot-seat game where Ada (seat 1) leads the Dreadsbane Order and
    is asked whether to take the token."""
    import random

    from pygame_rules.bots import sample_chance
    from pygame_rules.session import Session

    for seed in range(200):
        session = Session.new("court_of_the_dead", 2, names=["Ada", "Bo"], seats=["human", "human"], seed=seed)
        state, rng = session.state, random.Random(seed)
        while not state.is_terminal():
            if state.current_player == 0 and state.legal_actions() == ["use", "skip"] \
                    and state.action_info("use")["kind"] == "dreadsbane":
                return session.link()
            state.apply(sample_chance(state, rng) if state.is_chance_node() else rng.choice(state.legal_actions()))
    raise AssertionError("no Dreadsbane choice for Ada in 200 games")


def test_the_dreadsbane_leader_may_take_or_decline_the_token(page, site, shots):
    open_link(page, site, dreadsbane_link())
    ask = page.locator(".cd-ask")
    assert "take the Dreadsbane token?" in ask.inner_text()
    take = ask.locator("button", has_text="Take the Dreadsbane token")
    assert take.count() == 1 and ask.locator("button", has_text="Decline the Dreadsbane token").count() == 1
    page.screenshot(path=str(shots / "court-dreadsbane-desktop.png"), full_page=True)
    take.click()
    wait_settled(page)
    assert "Ada chooses: take the dreadsbane token." in " ".join(page.locator("#log li").all_inner_texts())
