"""What an action touched (docs/notation/court_of_the_dead.md, "What a move touched"): the
page highlights these keys after a move, so they must name exactly what changed, and never a
hidden card or a secret bid."""

from __future__ import annotations

from .helpers import blank, play, put, set_influence, start_phase


def test_a_movement_touches_both_places_and_the_influence_paid():
    """Moving 2 Mortis Knighthood figures from the Crypt to Vadlum Gates (location 2, Spirit)
    costs 2 Spirit Influence (rulebook: Moving Guild Figures)."""
    st = blank(3)
    put(st, 0, 0, "MK", 2)
    set_influence(st, 0, spirit=3)
    start_phase(st, "actions")
    play(st, "move crypt 2 MK MK")
    assert st.touched(-1) == ["location:2", "influence:0-spirit", "crypt:0"]


def test_a_recruit_touches_the_threat_the_guild_and_the_purse():
    """Recruiting a Dreadsbane Order figure: 3 Etherea, +1 Dreadsgrip Threat (Recruit)."""
    st = start_phase(blank(3, etherea=[5, 0, 0]), "actions")
    play(st, "recruit DO")
    assert st.touched(-1) == ["meter:threat", "guild:DO", "etherea:0", "crypt:0"]


def test_a_pass_touches_nothing():
    st = start_phase(blank(3, etherea=[0, 0, 3]), "actions")
    play(st, "pass")
    assert st.touched(-1) == []


def test_a_secret_bid_touches_nothing_until_the_reveal():
    """Tithe bids are secret until everyone has bid; the bidder's Etherea leaves at the reveal."""
    st = start_phase(blank(2, etherea=[4, 4]), "tithe")
    assert st.current_player == 0 and all(a.startswith("bid ") for a in st.legal_actions())
    play(st, "bid 2")
    assert st.touched(-1, 1) == [] and st.touched(-1, None) == []
    play(st, "bid 0")
    assert "etherea:0" in st.touched(-1)  # revealed: Ada's 2 Etherea go to the Tithe


def test_secret_choices_touch_only_counts_in_a_whole_game():
    """Across a seeded random game: a kept Court card or Ulterior Motive touches at most the
    size of a hand, never a card's id; every key is of a documented kind."""
    import random

    from pygame_rules.bots import sample_chance

    from .helpers import new
    st, rng = new(2), random.Random(4)
    while not st.is_terminal():
        st.apply(sample_chance(st, rng) if st.is_chance_node() else rng.choice(st.legal_actions()))
    kinds = {"location", "meter", "guild", "etherea", "unity", "influence", "crypt", "hand", "mourners", "wallows",
             "pile", "played", "drawn", "pool", "token"}
    for ply, action in enumerate(st.history):
        keys = st.touched(ply, None)
        assert {k.split(":")[0] for k in keys} <= kinds
        if action.startswith(("draft ", "keep ", "court ", "motive ")):
            assert all(k.split(":")[0] == "hand" for k in keys), (action, keys)
