"""Hidden information: views, log lines and determinizations never show another seat's Court
cards, Ulterior Motives or unrevealed bids (DESIGN.md: Hidden information)."""

import json
import random

from pygame_rules import CHANCE
from pygame_rules.bots import sample_chance
from pygame_rules.games.court_of_the_dead import knowledge
from pygame_rules.games.court_of_the_dead.data import COURT, MOTIVES
from pygame_rules.games.court_of_the_dead.frames import EffectChoice
from pygame_rules.games.court_of_the_dead.phases import draft

from .helpers import blank, new, play, start_phase


def _secrets(st, seat):
    """Ids another seat holds in secret from ``seat`` right now."""
    out = set(st.court_discard)
    frame = st.top
    looking = isinstance(frame, EffectChoice) and frame.seat == seat and frame.kind == "swap"
    if not looking:  # Severamm's holder looks at the undealt cards while choosing
        out |= set(st.undealt)
    for o in range(st.num_players):
        if o == seat:
            continue
        out |= set(st.hands[o]) | set(st.packets[o]) | {st.picks[o]} - {None}
        if not st.is_terminal():
            out |= set(st.motive_hand[o]) | {st.motive[o]} - {None}
    return out - set(st.hands[seat]) - set(st.packets[seat]) - set(st.motive_hand[seat]) - {st.motive[seat]}


def test_random_games_never_leak_hands_motives_or_bids():
    for n, seed in ((2, 1), (3, 2), (4, 3)):
        rng = random.Random(seed)
        st = new(n)
        while not st.is_terminal():
            for seat in range(n):
                text = json.dumps(st.view(seat))
                for secret in _secrets(st, seat):
                    assert f'"{secret}"' not in text, (seat, secret)
                for o in range(n):
                    if o != seat and st.bids[o] is not None:
                        shown = json.loads(text)["players"][o]
                        assert shown["bid_made"] is True and "bid" not in shown
            spectator = json.dumps(st.view(None))
            for secret in _secrets(st, -1):
                assert f'"{secret}"' not in spectator
            cp = st.current_player
            st.apply(sample_chance(st, rng) if cp == CHANCE else rng.choice(st.legal_actions()))


def test_log_lines_name_only_the_cards_a_seat_has_seen():
    st = start_phase(blank(3), "draft")
    play(st, "court C01", "court C02", "court C03", "court C04", "court C05")
    # Seat 2 was just dealt Gallevarbe (C05): only seat 2 reads its name.
    assert COURT["C05"]["name"] in st.log(1)[-1]
    assert COURT["C05"]["name"] not in st.log(0)[-1] and COURT["C05"]["name"] not in st.log(None)[-1]


def test_motive_choice_is_not_shown_before_the_end():
    st = new(2)
    play(st, "motive MB1", "motive MF1", "motive MS1", "motive MB2", "motive MF2", "motive MS2", "keep MF1")
    assert MOTIVES["MF1"]["name"] not in " ".join(st.log(1)) and MOTIVES["MF1"]["name"] in st.log(0)[-1]
    assert st.view(1)["motives"] is None


def test_resample_keeps_what_the_seat_knows_and_redeals_the_rest():
    st = start_phase(blank(3), "draft")
    for c in ["C01", "C02", "C03", "C04", "C05", "C06", "C07", "C08", "C09", "C10", "C11", "C12"]:
        play(st, f"court {c}")
    play(st, "draft C01")
    rng = random.Random(7)
    seen_other = set()
    for _ in range(30):
        r = st.resample_from_infostate(1, rng)
        assert sorted(r.packets[1]) == ["C05", "C06", "C07", "C08"]
        assert [len(p) for p in r.packets] == [3, 4, 4] and r.picks[0] is not None
        assert not set(r.undealt) & {"C05", "C06", "C07", "C08"}  # cards it was dealt are not undealt
        assert r.legal_actions() == st.legal_actions()  # its own decision is unchanged
        seen_other.add(tuple(sorted(r.packets[2])))
    assert len(seen_other) > 1  # what it cannot know really is re-dealt


def test_resample_rechooses_secret_bids_within_means():
    st = blank(3, etherea=[4, 1, 6])
    start_phase(st, "tithe")
    play(st, "bid 4", "bid 1")
    rng = random.Random(3)
    bids = {st.resample_from_infostate(2, rng).bids[0] for _ in range(40)}
    assert bids <= set(range(5)) and len(bids) > 1
    assert all(st.resample_from_infostate(2, rng).bids[2] is None for _ in range(3))


def test_severamm_holder_keeps_seeing_the_undealt_cards_in_a_determinization():
    st = blank(3)
    st.mourners[0] = ["S5"]
    st.hands = [["C01"], ["C02", "C03", "C04", "C05", "C06", "C07"], ["C08", "C09", "C10", "C11", "C12"]]
    st.undealt = ["C13", "C14"]
    st.court_known = [knowledge.only_own(st, s) for s in range(3)]
    start_phase(st, "actions")
    play(st, "activate S5")
    rng = random.Random(1)
    for _ in range(10):
        assert st.resample_from_infostate(0, rng).view(0) == st.view(0)
