"""The mental-poker deal of a shared deck (docs/sealed-links.md, "Hidden draws").

Run in two groups: P-256 (what the spec recommends) and the squares modulo a 256-bit safe
prime made by ``openssl prime -generate -bits 256 -safe`` (the MODP code path at a test's
speed; the RFC 3526 groups differ only in size, tests/unit/sealed/test_groups.py)."""

from __future__ import annotations

import pytest

from pygame_rules.sealed import (P256, DealTranscript, Deck, DeckKeys, ModpGroup, SealedError, Share,
                                 check_share, deal, lock_step, open_card, shuffle_step, verify_deal)

SAFE_256 = ModpGroup("test-safe-256", 106309956903480000423315560750510318561164201219638274855709953117893976364267)
CARDS, SEATS = 8, 3  # small, for the suite's time (and Pyodide's); benchmarks/sealed_shuffle.py deals 50


def _secret(seat: int) -> bytes:
    return bytes([0x30 + seat]) * 32


class Dealt:
    def __init__(self, group):
        self.deck = Deck(group, b"test game / shared deck / deal 1", CARDS, SEATS)
        self.keys = [DeckKeys(self.deck, s, _secret(s)) for s in range(SEATS)]
        self.transcript = deal(self.deck, self.keys)

    def shares(self, position, seats):
        return [self.keys[s].share(position) for s in seats]


@pytest.fixture(scope="module", params=[P256, SAFE_256], ids=["P-256", "MODP-256"])
def dealt(request):
    return Dealt(request.param)


def _others(seat):
    return [s for s in range(SEATS) if s != seat]


def test_every_card_is_dealt_exactly_once(dealt):
    # positions dealt round-robin: seat j % 3 draws position j, opening it with the other
    # two seats' shares and its own key
    t = dealt.transcript
    drawn = [open_card(dealt.deck, t.dealt, j, dealt.shares(j, _others(j % SEATS)), t.roots,
                       own=dealt.keys[j % SEATS]) for j in range(CARDS)]
    assert sorted(drawn) == list(range(CARDS))
    assert drawn == verify_deal(dealt.deck, t, [_secret(s) for s in range(SEATS)])
    assert drawn != list(range(CARDS))  # shuffled


def test_no_deck_in_a_link_shows_a_card(dealt):
    cards = set(dealt.deck.cards)
    for step in dealt.transcript.shuffled + dealt.transcript.locked:
        assert not cards & set(step)


def test_a_drawn_card_opens_only_with_every_other_seats_share(dealt):
    deck, t, keys = dealt.deck, dealt.transcript, dealt.keys
    group, j = deck.group, 7
    with pytest.raises(SealedError, match="missing: 3"):
        open_card(deck, t.dealt, j, dealt.shares(j, [1]), t.roots, own=keys[0])
    # the arithmetic itself: the drawer's key and one share of two, or both shares without
    # the drawer's key (a link holder), give no card
    for exponent_keys in ([keys[0], keys[1]], [keys[0], keys[2]], [keys[1], keys[2]]):
        exponent = 1
        for k in exponent_keys:
            exponent = exponent * k.opening_keys[j] % group.order
        assert deck.card_index(group.power(t.dealt[j], exponent)) is None
    # with all three, the card
    card = open_card(deck, t.dealt, j, dealt.shares(j, [1, 2]), t.roots, own=keys[0])
    assert card == open_card(deck, t.dealt, j, dealt.shares(j, [0, 1, 2]), t.roots)  # shown to all


def test_a_wrong_share_is_refused(dealt):
    deck, t = dealt.deck, dealt.transcript
    good = dealt.keys[1].share(4)
    check_share(deck, t.roots[1], good)
    wrong_key = Share(1, 4, good.key + 1, good.path)
    moved = Share(1, 5, good.key, good.path)  # position 4's key offered for position 5
    for share, root in ((wrong_key, t.roots[1]), (moved, t.roots[1]), (good, t.roots[2])):
        with pytest.raises(SealedError, match="a wrong share"):
            check_share(deck, root, share)
    with pytest.raises(SealedError, match="a wrong share"):
        open_card(deck, t.dealt, 4, [dealt.keys[0].share(4), wrong_key], t.roots, own=dealt.keys[2])
    with pytest.raises(SealedError, match="one from each of seats 1, 2"):  # the drawer's own share
        open_card(deck, t.dealt, 4, dealt.shares(4, [0, 1, 2]), t.roots, own=dealt.keys[2])
    with pytest.raises(SealedError, match="one from each"):  # a share of another position
        open_card(deck, t.dealt, 4, [dealt.keys[0].share(4), dealt.keys[1].share(5)], t.roots, own=dealt.keys[2])


def test_a_share_travels_as_bytes(dealt):
    deck = dealt.deck
    share = dealt.keys[2].share(CARDS - 1)
    data = share.encode(deck)
    assert len(data) == 3 + deck.group.scalar_bytes + 3 * 32  # seat, position, key, 3 path hashes (8 leaves)
    assert Share.decode(deck, data) == share
    with pytest.raises(SealedError, match="another length"):
        Share.decode(deck, data[:-1])
    with pytest.raises(SealedError, match="a seat or a position"):
        Share.decode(deck, b"\x03" + data[1:])  # seat 4 of a 3-seat deal


def test_decks_travel_as_bytes_and_are_checked(dealt):
    deck = dealt.deck
    data = deck.encode(dealt.transcript.dealt)
    assert len(data) == CARDS * deck.group.element_bytes
    assert deck.decode(data) == list(dealt.transcript.dealt)
    width = deck.group.element_bytes
    copied = data[:width] + data[:width] + data[2 * width:]
    with pytest.raises(SealedError, match="the same encrypted card twice"):
        deck.decode(copied)
    with pytest.raises(SealedError, match=f"not {CARDS} cards"):
        deck.decode(data[:-1])


def test_a_seat_refuses_a_deck_with_a_copied_card(dealt):
    deck, keys = dealt.deck, dealt.keys
    out = shuffle_step(deck, deck.cards, keys[0])
    out[1] = out[0]
    with pytest.raises(SealedError, match="seat 2 received to shuffle holds the same encrypted card twice"):
        shuffle_step(deck, out, keys[1])


def _deal_with(deck, keys, seat, tamper):
    """A deal in which ``tamper`` changes seat ``seat``'s shuffle output before the next seat
    takes it; the other seats play on honestly."""
    received = list(deck.cards)
    shuffled = []
    for k in keys:
        received = shuffle_step(deck, received, k)
        if k.seat == seat:
            received = tamper(received)
        shuffled.append(tuple(received))
    locked = []
    for k in reversed(keys):
        received = lock_step(deck, received, k)
        locked.insert(0, tuple(received))
    return DealTranscript(tuple(shuffled[:-1]), tuple(locked), tuple(k.root for k in keys))


def test_verification_refuses_a_shuffle_that_is_not_a_permutation(dealt):
    # seat 2 swaps one encrypted card for an encryption of a card of another deck: no seat can
    # tell during play; the drawer of that position finds no card, and the end names seat 2
    deck, keys, group = dealt.deck, dealt.keys, dealt.deck.group

    def substitute(cards):
        cards[5] = group.power(group.card(b"another deck", 0), keys[1].shuffle_key)
        return cards

    t = _deal_with(deck, keys, 1, substitute)
    secrets = [_secret(s) for s in range(SEATS)]
    with pytest.raises(SealedError, match="seat 2's shuffled deck is not a permutation"):
        verify_deal(deck, t, secrets)
    bad = next(j for j in range(CARDS) if deck.card_index(group.power(
        t.dealt[j], keys[0].opening_keys[j] * keys[1].opening_keys[j] * keys[2].opening_keys[j])) is None)
    with pytest.raises(SealedError, match=f"position {bad + 1} does not open to a card"):
        open_card(deck, t.dealt, bad, dealt.shares(bad, [1, 2]), t.roots, own=keys[0])


def test_verification_refuses_a_dishonest_lock_or_secret(dealt):
    deck, t = dealt.deck, dealt.transcript
    secrets = [_secret(s) for s in range(SEATS)]
    locked = list(t.locked)
    swapped = list(locked[2])
    swapped[3], swapped[4] = swapped[4], swapped[3]
    locked[2] = tuple(swapped)
    with pytest.raises(SealedError, match="seat 3's lock of position 4 does not follow"):
        verify_deal(deck, DealTranscript(t.shuffled, tuple(locked), t.roots), secrets)
    with pytest.raises(SealedError, match="seat 1's shuffled deck is not a permutation"):
        verify_deal(deck, t, [b"\x99" * 32] + secrets[1:])  # a revealed secret that is not seat 1's
    roots = (t.roots[0], t.roots[2], t.roots[2])
    with pytest.raises(SealedError, match="seat 2's committed opening keys"):
        verify_deal(deck, DealTranscript(t.shuffled, t.locked, roots), secrets)
    with pytest.raises(SealedError, match="all 3 seats"):
        verify_deal(deck, t, secrets[:2])


def test_keys_are_checked():
    deck = Deck(P256, b"small", 3, 2)
    with pytest.raises(SealedError, match="seats 1 to 2"):
        DeckKeys(deck, 2, _secret(0))
    with pytest.raises(SealedError, match="32 bytes"):
        DeckKeys(deck, 0, b"short")
    with pytest.raises(SealedError):
        Deck(P256, b"empty", 0, 2)
    with pytest.raises(SealedError, match="seats 1 to 2, in order"):
        deal(deck, [DeckKeys(deck, 1, _secret(1)), DeckKeys(deck, 0, _secret(0))])
    keys = [DeckKeys(deck, s, _secret(s)) for s in range(2)]
    t = deal(deck, keys)
    other = DeckKeys(Deck(P256, b"another deal", 3, 2), 0, _secret(0))
    with pytest.raises(SealedError, match="another deal"):
        open_card(deck, t.dealt, 0, [keys[1].share(0)], t.roots, own=other)


def test_two_seats_deal_with_one_lock_each():
    # the smallest real case: Skullminers' Company deck of one seat, drawn by its owner
    deck = Deck(P256, b"skullminers / company 0 / deal 1", 6, 2)
    keys = [DeckKeys(deck, s, _secret(s)) for s in range(2)]
    t = deal(deck, keys)
    drawn = [open_card(deck, t.dealt, j, [keys[1].share(j)], t.roots, own=keys[0]) for j in range(6)]
    assert sorted(drawn) == list(range(6))
    assert drawn == verify_deal(deck, t, [_secret(0), _secret(1)])
