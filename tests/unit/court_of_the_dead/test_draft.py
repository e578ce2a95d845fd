"""Phase 3, Court card drafting (rulebook: 3. Court Card Drafting and its table)."""

from pygame_rules.games.court_of_the_dead.frames import Turn

from .helpers import blank, play, start_phase


def _deal(st, packets):
    for cards in packets:
        play(st, *[f"court {c}" for c in cards])


def test_three_player_draft_passes_clockwise_in_odd_rounds():
    st = start_phase(blank(3), "draft")
    _deal(st, [["C01", "C02", "C03", "C04"], ["C05", "C06", "C07", "C08"], ["C09", "C10", "C11", "C12"]])
    assert st.undealt == ["C13", "C14"]  # 14 - 3 x 4 stay undealt
    play(st, "draft C01")
    assert st.view(1)["players"][0]["drafted"] is True and "C01" not in str(st.view(1))
    play(st, "draft C05", "draft C09")
    # Clockwise: each packet goes to the player on the left (seat + 1).
    assert st.packets == [["C10", "C11", "C12"], ["C02", "C03", "C04"], ["C06", "C07", "C08"]]
    play(st, "draft C10", "draft C02", "draft C06")
    assert st.packets == [["C07", "C08"], ["C11", "C12"], ["C03", "C04"]]
    play(st, "draft C07", "draft C11", "draft C03")
    # 4th draft: keep the final card received.
    assert st.hands == [["C01", "C10", "C07", "C04"], ["C05", "C02", "C11", "C08"], ["C09", "C06", "C03", "C12"]]
    assert isinstance(st.top, Turn) and st.current_player == 0


def test_four_players_pass_counter_clockwise_in_even_rounds():
    st = start_phase(blank(4, round=2), "draft")
    _deal(st, [["C01", "C02", "C03"], ["C04", "C05", "C06"], ["C07", "C08", "C09"], ["C10", "C11", "C12"]])
    play(st, "draft C01", "draft C04", "draft C07", "draft C10")
    assert st.packets[3] == ["C02", "C03"]  # seat 1's packet goes right, to seat 4
    assert st.packets[0] == ["C05", "C06"]
    play(st, "draft C05", "draft C08", "draft C11", "draft C02")
    assert st.hands[0] == ["C01", "C05", "C09"]  # the final card received is kept
    assert [len(h) for h in st.hands] == [3, 3, 3, 3]  # 3rd draft: keep the final card


def test_two_players_keep_five_and_discard_the_final_card():
    st = start_phase(blank(2), "draft")
    _deal(st, [["C01", "C02", "C03", "C04", "C05", "C06"], ["C07", "C08", "C09", "C10", "C11", "C12"]])
    for _ in range(10):
        play(st, st.legal_actions()[0])
    assert [len(h) for h in st.hands] == [5, 5]
    assert len(st.court_discard) == 2 and st.undealt == ["C13", "C14"]
