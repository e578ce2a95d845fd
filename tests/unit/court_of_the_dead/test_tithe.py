"""Phase 6, Paying Celestial Tithe (rulebook: 6. Paying Celestial Tithe; Resolve the Quota)."""

from pygame_rules.games.court_of_the_dead.phases import tithe

from .helpers import blank, influence, play, set_influence, start_phase


def test_rulebook_three_player_example_quota_met():
    # Suspicion 6: Tithe 3 + 5 = 8. Dirth Forge holds 3. Bids 2, 1, 3: 9 offered, quota met.
    st = blank(3, suspicion=6, forge=3, etherea=[5, 5, 5])
    start_phase(st, "tithe")
    assert st.tithe_required == 8
    tithe_view = st.view(0)["tithe"]  # "leaving players with 5 Etherea to pay"
    assert (tithe_view["required"], tithe_view["forge"], tithe_view["needed"]) == (8, 3, 5)
    play(st, "bid 2", "bid 1", "bid 3")
    assert st.unity == [1, 1, 3]  # most: +3; every other contributor: +1
    assert st.etherea == [3, 4, 2] and st.forge == 0  # everything offered goes to the supply
    assert st.unity_supply == 30 - 5
    assert "With 3 from Dirth Forge that makes 9 Etherea against a Celestial Tithe of 8: the quota is met." \
        in st.log()[-1]


def test_tied_highest_bidders_get_one_each_and_non_contributors_lose_one():
    st = blank(3, forge=2, etherea=[3, 3, 3], unity=[0, 0, 1])
    start_phase(st, "tithe")
    assert st.tithe_required == 4  # 3 players + 1 at Suspicion 0
    play(st, "bid 3", "bid 3", "bid 0")
    assert st.unity == [1, 1, 0]


def test_quota_missed():
    st = blank(3, suspicion=2, etherea=[1, 1, 1], unity=[0, 1, 0])
    set_influence(st, 1, bone=2, flesh=1)
    start_phase(st, "tithe")
    assert st.tithe_required == 5
    play(st, "bid 1", "bid 0", "bid 0")
    # Lowest bidders (seats 2 and 3, 0 each) lose 2 Unity; seat 2 has 1 and pays 1 Influence.
    assert st.current_player == 1 and st.legal_actions() == ["pay bone", "pay flesh"]
    play(st, "pay flesh")
    assert st.unity == [0, 0, 0] and influence(st, 1) == {"bone": 2, "flesh": 0, "spirit": 0}
    assert st.suspicion == 4 and st.dreadsgrip == 2  # +2 each


def test_outcome_table():
    assert tithe.outcome(8, 3, [2, 1, 3]) == (True, {0: 1, 1: 1, 2: 3})
    assert tithe.outcome(8, 0, [2, 2, 0]) == (False, {2: -2})
    assert tithe.outcome(4, 5, [0, 0]) == (True, {0: -1, 1: -1})  # forge alone: nobody contributed


def test_bids_are_secret_until_revealed():
    st = blank(3, etherea=[4, 4, 4])
    start_phase(st, "tithe")
    play(st, "bid 3")
    other = st.view(1)
    assert other["players"][0]["bid_made"] is True
    assert other["players"][0]["etherea"] == 4  # Etherea is only paid at the reveal
    assert other["you"]["bid"] is None and st.view(0)["you"]["bid"] == 3
    assert "3 Etherea" not in st.log(1)[-1] and "3" in st.log(0)[-1]
