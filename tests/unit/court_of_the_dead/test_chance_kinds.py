"""What kind of chance each Court of the Dead chance node is (``State.chance_kind``;
docs/sealed-links.md).

Rulebook: each seat is dealt one Ulterior Motive of each faction, seen by it alone (Choose your
Ulterior Motive); each round every Court card comes back and packets are dealt face down (3.
Court Card Drafting); starting Mourners and Mourner cards come into play face up (Player
Set-Up; Mourner Cards); Wallows cards are dealt face up (2. Wallows Cards); the Etherea roll
and the Dreadsgrip dice are rolled in the open (1. Etherea Distribution; 5. Resolve Dreadsgrip
Threat).
"""

import pygame_rules as pr
from pygame_rules.games.court_of_the_dead.effects import draw_mourner
from pygame_rules.games.court_of_the_dead.frames import EtherealRoll, MournerDraw, ThreatDie

from .helpers import blank, new, play, put, start_phase
from .test_setup import DEALS


def test_an_ulterior_motive_is_dealt_to_its_seat_alone():
    st = new(3)
    kind = st.chance_kind()
    assert (kind.kind, kind.pile, kind.deal, kind.seen_by) == ("draw", "motives bone", 0, (0,))
    assert kind.cards == (("motive MB1", 1), ("motive MB2", 1), ("motive MB3", 1), ("motive MB4", 1))
    assert kind.groups == (kind.outcomes,)  # the others learn only that a Bone Motive was dealt
    play(st, "motive MB2", "motive MF1")
    kind = st.chance_kind()
    assert (kind.pile, kind.seen_by) == ("motives spirit", (0,))
    play(st, "motive MS4")
    kind = st.chance_kind()  # seat 2's Bone Motive: three left in that pile
    assert (kind.pile, kind.seen_by) == ("motives bone", (1,))
    assert kind.outcomes == ("motive MB1", "motive MB3", "motive MB4")


def test_court_cards_are_dealt_face_down_to_each_seat_from_a_new_deal_each_round():
    st = start_phase(blank(3), "draft")
    kind = st.chance_kind()
    assert (kind.kind, kind.pile, kind.deal, kind.seen_by) == ("draw", "court", 0, (0,))
    assert len(kind.cards) == 14 and kind.groups == (kind.outcomes,)
    play(st, "court C05")
    assert "court C05" not in st.chance_kind().outcomes
    play(st, "court C01", "court C02", "court C03")
    assert st.chance_kind().seen_by == (1,)  # seat 1's packet is full: seat 2's is dealt
    st = start_phase(blank(3, round=3), "draft")
    assert st.chance_kind().deal == 2  # all 14 come back: round 3 is the pile's third deal


def test_starting_mourners_are_public():
    st = play(new(3), *DEALS, "keep MS1", "keep MS2", "keep MB3")
    assert st.chance_kind() == pr.ChanceKind.public(3)


def test_a_mourner_card_is_public():
    st = blank(3)
    draw_mourner(st, 0, "bone")
    st.advance()
    assert st.top == MournerDraw(0, "bone", False)
    assert st.chance_kind() == pr.ChanceKind.public(3)


def test_wallows_cards_and_the_etherea_roll_are_public():
    st = start_phase(blank(3), "wallows")
    assert st.chance_kind() == pr.ChanceKind.public(3)
    st = start_phase(blank(4), "distribution")
    assert isinstance(st.top, EtherealRoll) and st.chance_kind() == pr.ChanceKind.public(4)


def test_a_dreadsgrip_die_is_public():
    st = blank(2, dreadsgrip=7)  # designed table: threat 7 -> limit 4
    put(st, 0, "Voxxingard", "MK", 5)
    start_phase(st, "dreadsgrip")
    assert isinstance(st.top, ThreatDie) and st.chance_kind() == pr.ChanceKind.public(2)
