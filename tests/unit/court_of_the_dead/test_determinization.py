"""Determinizations hold nothing their seat cannot know (resample.py, knowledge.py): two
histories the seat cannot tell apart give the same stream of determinizations for one seed,
and every determinization keeps the seat's view and log, the game's conserved counts and
invariants."""

import json
import random

from pygame_rules import CHANCE
from pygame_rules.bots import sample_chance
from pygame_rules.games.court_of_the_dead.data import COURT

from .helpers import blank, new, play, start_phase

DEALS = [f"court C{i:02d}" for i in range(1, 13)]  # seat 0 is dealt C01..C06, seat 1 C07..C12
# Seat 1 sees every packet come back, so it learns seat 0 kept C08, C03 and C10; C13 and C14
# stay undealt, C06 and C12 are discarded face down.
DRAFT = ["draft C01", "draft C07", "draft C08", "draft C02", "draft C03", "draft C09",
         "draft C10", "draft C04", "draft C05", "draft C11"]


def _hidden(st):
    """Every field a determinization re-deals or keeps, and what each seat reads: equal for equal states."""
    fields = {k: getattr(st, k, None) for k in ("hands", "packets", "picks", "undealt", "court_discard",
                                          "motive_hand", "motive", "motive_pool", "bids", "court_known")}
    views = [st.view(p) for p in (*range(st.num_players), None)]
    return json.dumps([fields, views, st.history, [st.log(p) for p in range(st.num_players)],
                       st.legal_actions()], sort_keys=True, default=sorted)


def stream(st, seat, seed, k=40):
    rng = random.Random(seed)
    return [_hidden(st.resample_from_infostate(seat, rng)) for _ in range(k)]


def severamm_swap(out: str):
    """2 players after the draft: seat 0 holds Severamm and exchanges ``out`` for Ebonwick (C13)."""
    st = blank(2)
    st.mourners[0] = ["S5"]
    start_phase(st, "draft")
    play(st, *DEALS, *DRAFT, "activate S5", f"swap {out} C13")
    assert st.current_player == 1
    return st


def test_the_card_an_opponent_swaps_with_severamm_is_not_pinned_in_the_undealt_cards():
    """Seat 1 knew seat 0 held Calvaric (C08) and Sorrowgale (C10); after a hidden Severamm
    exchange either may be undealt: the two histories give one stream (the old resample kept the
    seen card that went undealt pinned there)."""
    a, b = severamm_swap("C08"), severamm_swap("C10")
    assert a.view(1) == b.view(1) and a.log(1) == b.log(1)
    assert "C08" in a.undealt and "C10" in b.undealt
    for seed in range(3):
        assert stream(a, 1, seed) == stream(b, 1, seed)
    undealt = [sorted(a.resample_from_infostate(1, random.Random(s)).undealt) for s in range(60)]
    assert any("C08" in u for u in undealt) and any("C10" in u for u in undealt)
    assert all(set(u) <= {"C01", "C03", "C05", "C06", "C08", "C10", "C13", "C14"} for u in undealt)


def test_what_the_seat_deduced_in_the_draft_holds_in_every_determinization():
    """Court Card Drafting, 2 players: seat 1 saw each packet come back without the card seat 0
    kept, so Calvaric, Auraghast and Sorrowgale are in seat 0's hand; one of Gallevarbe and
    Malavestros was kept, the other discarded; Death, Ebonwick and Thornmaw: seat 0's first pick
    and the two undealt cards, in some order."""
    st = blank(2)
    start_phase(st, "draft")
    play(st, *DEALS, *DRAFT)
    firsts = set()
    for seed in range(40):
        r = st.resample_from_infostate(1, random.Random(seed))
        assert {"C03", "C08", "C10"} <= set(r.hands[0])
        assert sorted(r.hands[1]) == ["C02", "C04", "C07", "C09", "C11"]
        assert len({"C05", "C06"} & set(r.hands[0])) == 1 and "C12" in r.court_discard
        assert set(r.undealt) < {"C01", "C13", "C14"}
        firsts.add(next(c for c in r.hands[0] if c in ("C01", "C13", "C14")))
    assert firsts == {"C01", "C13", "C14"}


def test_the_severamm_exchange_is_logged_without_card_names_for_other_seats():
    st = severamm_swap("C08")
    mine, theirs = st.log(0)[-1], st.log(1)[-1]
    assert mine == "You exchange Calvaric for Ebonwick."
    assert theirs == "Player 1 exchanges a Court card with the undealt cards."
    assert st.log(None)[-1] == theirs
    for card in COURT.values():
        assert card["name"] not in theirs


def test_keeping_the_cards_after_looking_is_logged_once_and_names_no_card():
    st = blank(2)
    st.mourners[0] = ["S5"]
    start_phase(st, "draft")
    play(st, *DEALS, *DRAFT, "activate S5", "keep")
    assert st.log(0)[-1] == "You keep your Court cards."
    assert st.log(1)[-1] == "Player 1 makes no exchange."


def test_an_opponents_secret_draft_pick_does_not_change_the_stream():
    """3 players: seat 0 keeps Death or Gethsemoni in secret; seat 1, to pick next, cannot tell."""
    def picked(card):
        st = start_phase(blank(3), "draft")
        play(st, *DEALS, f"draft {card}")
        return st
    a, b = picked("C01"), picked("C02")
    assert a.view(1) == b.view(1)
    assert stream(a, 1, 5) == stream(b, 1, 5)


def test_an_opponents_secret_motive_and_bid_do_not_change_the_stream():
    """Set-up: seat 0 keeps one of its three Ulterior Motives in secret; Tithe: seat 0 bids in secret."""
    deals = ["motive MB1", "motive MF1", "motive MS1", "motive MB2", "motive MF2", "motive MS2"]
    a, b = play(new(2), *deals, "keep MB1"), play(new(2), *deals, "keep MF1")
    assert a.view(1) == b.view(1) and stream(a, 1, 2) == stream(b, 1, 2)

    def bid(k):
        st = blank(3, etherea=[4, 4, 4])
        start_phase(st, "tithe")
        return play(st, f"bid {k}")
    assert stream(bid(1), 1, 3) == stream(bid(3), 1, 3)


def test_every_determinization_keeps_the_view_log_counts_and_invariants():
    """Random 2-4 player games; at every 5th decision a determinization for a random seat."""
    checked = 0
    for n in (2, 3, 4):
        rng = random.Random(40 + n)
        st = new(n)
        ply = 0
        while not st.is_terminal():
            if ply % 5 == 0:
                seat = rng.randrange(n)
                d = st.resample_from_infostate(seat, random.Random(ply))
                assert d.view(seat) == st.view(seat), (n, ply)
                assert d.log(seat) == st.log(seat), (n, ply)
                assert d.conserved() == st.conserved(), (n, ply)
                d.check_invariants()
                checked += 1
            st.check_invariants()
            cp = st.current_player
            st.apply(sample_chance(st, rng) if cp == CHANCE else rng.choice(st.legal_actions()))
            ply += 1
    assert checked > 200


def test_the_order_of_a_packet_passed_on_does_not_change_the_stream():
    """3 players: seat 0 is dealt Death then Gethsemoni or the other way round; the packet
    seat 1 receives holds them in that order, which seat 1 never saw dealt."""
    def dealt(first, second):
        st = start_phase(blank(3), "draft")
        play(st, f"court {first}", f"court {second}", *DEALS[2:], "draft C03", "draft C05", "draft C09")
        return st
    a, b = dealt("C01", "C02"), dealt("C02", "C01")
    assert a.view(1) == b.view(1) and a.packets[1] != b.packets[1]
    assert stream(a, 1, 4) == stream(b, 1, 4)
