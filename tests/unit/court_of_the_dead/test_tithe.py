"""Phase 6, Paying Celestial Tithe (rulebook: 6. Paying Celestial Tithe; Resolve the Quota)."""

from pygame_rules.games.court_of_the_dead.effects import payments as tithe_payments
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
    set_influence(st, 1, bone=3, flesh=1)
    set_influence(st, 2, bone=9, flesh=8, spirit=3)
    start_phase(st, "tithe")
    assert st.tithe_required == 5
    play(st, "bid 1", "bid 0", "bid 0")
    # Lowest bidders (seats 2 and 3, 0 each) lose 2 Unity. Seat 2 has 1 and owes 1 point: its
    # Bone track (space 3, worth 2) pays it by moving down one space (to 2, worth 1); its Flesh
    # track (space 1, worth 0) cannot pay anything: one way, taken at once.
    assert influence(st, 1) == {"bone": 2, "flesh": 1, "spirit": 0} and st.unity[1] == 0
    # Seat 3 has none and owes 2 points from tracks at 9, 8, 3 (worth 9, 8, 2): no move goes
    # further than needed.
    assert st.current_player == 2
    assert st.legal_actions() == ["pay spirit spirit", "pay flesh", "pay bone spirit", "pay bone bone"]
    labels = [st.action_info(a)["label"] for a in st.legal_actions()]
    assert labels == ["Pay 2 points: Spirit down 2 spaces", "Pay 2 points: Flesh down 1 space",
                      "Pay 2 points: Bone down 1 space, Spirit down 1 space", "Pay 3 points: Bone down 2 spaces"]
    play(st, "pay flesh")
    assert influence(st, 2) == {"bone": 9, "flesh": 7, "spirit": 3}
    assert st.suspicion == 4 and st.dreadsgrip == 2  # +2 each


def test_a_missed_tithe_is_paid_in_points_not_track_spaces():
    # Rulebook 6b: the lowest bidders lose 2 Unity, "If the lowest bidding player(s) do not have
    # enough Unity tokens, they lose Faction points to make up the difference". Tracks at 1, 1, 0
    # are worth 0 + 0 + 0 points (board.json influence_points: 0 0 1 2 ...): moving them down
    # pays nothing, so nothing moves and the 2 points are owed, taken off the final score
    # (ruling). Before, moving Bone and Flesh from 1 to 0 paid the 2 Unity at no cost in points.
    st = blank(2, etherea=[1, 0], unity=[3, 0])
    set_influence(st, 1, bone=1, flesh=1)
    start_phase(st, "tithe")
    assert st.tithe_required == 3
    play(st, "bid 1", "bid 0")
    assert influence(st, 1) == {"bone": 1, "flesh": 1, "spirit": 0}
    assert st.unity[1] == 0 and st.debt[1] == 2
    assert st.breakdown(1, False) == {"unity": -2, "bone": 0, "flesh": 0, "spirit": 0, "motive": 0, "total": -2}
    assert "pays 0 Faction Influence points and owes 2, taken off the final score" in st.log()[-1]
    assert st.view(0)["players"][1]["debt"] == 2


def test_the_payer_chooses_the_tracks():
    # Owes 2 points with 0 Unity and tracks at 2, 1, 4 (worth 1, 0, 3): Spirit pays it, 4 -> 3
    # being 1 point and 4 -> 2 two; the choice is Spirit 2 spaces or Bone 1 + Spirit 1.
    st = blank(2, etherea=[1, 0])
    set_influence(st, 1, bone=2, flesh=1, spirit=4)
    start_phase(st, "tithe")
    play(st, "bid 1", "bid 0")
    assert st.legal_actions() == ["pay spirit spirit", "pay bone spirit"]
    play(st, "pay bone spirit")
    assert influence(st, 1) == {"bone": 1, "flesh": 1, "spirit": 3} and st.debt[1] == 0


def test_a_seat_short_of_points_pays_what_it_can():
    # Owes 3 points (0 Unity, e.g. to a Celestial Inquisitor) with tracks at 2, 0, 2 (worth 1,
    # 0, 1): pays the 2 it has, both tracks down to space 1 (worth 0), and owes 1 (ruling).
    st = blank(2)
    set_influence(st, 0, bone=2, spirit=2)
    from pygame_rules.games.court_of_the_dead.effects import pay_influence
    pay_influence(st, 0, 3)
    assert influence(st, 0) == {"bone": 1, "flesh": 0, "spirit": 1} and st.debt[0] == 1


def test_payments_table():
    # Spaces down per track (Bone, Flesh, Spirit) that pay k points, none further than needed.
    assert tithe_payments((1, 1, 0), 2) == []                   # 0 points on those tracks
    assert tithe_payments((2, 0, 0), 1) == [(1, 0, 0)]          # space 2 -> 1: 1 point
    assert tithe_payments((9, 0, 0), 3) == [(2, 0, 0)]          # 9 -> 7: 9 - 6 = 3 points
    assert tithe_payments((8, 0, 0), 1) == [(1, 0, 0)]          # 8 -> 7 pays 2 (more than owed)
    assert tithe_payments((15, 15, 0), 2) == [(0, 1, 0), (1, 0, 0)]  # 15 -> 14: 2 points each


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
