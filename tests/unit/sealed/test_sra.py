"""The mental-poker deal of a shared deck (docs/sealed-links.md, "Hidden draws").

Run in two groups: P-256 (what the spec recommends) and the squares modulo a 256-bit safe
prime made by ``openssl prime -generate -bits 256 -safe`` (the MODP code path at a test's
speed; the RFC 3526 groups differ only in size, tests/unit/sealed/test_groups.py)."""

from __future__ import annotations

import pytest

from pygame_rules.sealed import (P256, DealTranscript, Deck, DeckKeys, ModpGroup, SealedError, Share,
                                 check_share, deal, lock_step, open_card, rekey_step, shuffle_step, verify_deal)

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


def _redeal(dealt, positions, public=()):
    """Re-deal ``positions`` of ``dealt``'s deck (still encrypted) and the ``public`` cards
    (already shown: they enter as their encodings), as a discard pile shuffled into what is
    left of a deck: the new deal's deck, keys, old keys and transcript."""
    first = dealt.deck
    start = [dealt.transcript.dealt[j] for j in positions] + [first.cards[c] for c in public]
    deck = Deck(first.group, b"test game / shared deck / deal 2", len(start), SEATS, pile=first.cards)
    keys = [DeckKeys(deck, s, _secret(s)) for s in range(SEATS)]
    old = [[dealt.keys[s].opening_keys[j] for j in positions] + [1] * len(public) for s in range(SEATS)]
    return deck, keys, old, deal(deck, keys, start=start, old=old)


def test_a_redeal_of_encrypted_positions_opens_to_the_piles_own_cards(dealt):
    # positions 2..7 were never opened (what is left of the deck, plus face-down discards);
    # cards 0 and 1 (the cards at positions 0 and 1) were shown and come back face up
    secrets = [_secret(s) for s in range(SEATS)]
    before = verify_deal(dealt.deck, dealt.transcript, secrets)
    positions = [2, 3, 4, 5, 6, 7]
    shown = [before[0], before[1]]
    deck, keys, old, t = _redeal(dealt, positions, shown)
    assert deck.redeal and deck.size == CARDS and len(t.rekeyed) == SEATS
    # after the rekey pass every card is one power of its original encoding: m^(r0 r1 r2)
    common = keys[0].rekey_key * keys[1].rekey_key * keys[2].rekey_key % deck.group.order
    expected = [deck.group.power(deck.cards[c], common) for c in [before[j] for j in positions] + shown]
    assert list(t.rekeyed[-1]) == expected
    # no encrypted deck of the re-deal shows a card, and the drawer opens as in any deal
    assert not set(deck.cards) & set(x for step in t.rekeyed + t.shuffled + t.locked for x in step)
    drawn = [open_card(deck, t.dealt, j, [keys[s].share(j) for s in _others(j % SEATS)], t.roots,
                       own=keys[j % SEATS]) for j in range(deck.size)]
    assert sorted(drawn) == sorted(before)  # the same eight cards, indices of the pile's encodings
    assert drawn == verify_deal(deck, t, secrets, old)
    assert [before[j] for j in positions] != drawn[:6]  # reshuffled


def test_a_redeal_of_part_of_a_pile(dealt):
    # three positions re-dealt alone: the deck has 3 positions, its cards the pile's 8
    secrets = [_secret(s) for s in range(SEATS)]
    before = verify_deal(dealt.deck, dealt.transcript, secrets)
    deck, keys, old, t = _redeal(dealt, [5, 6, 7])
    assert deck.size == 3 and len(deck.cards) == CARDS
    assert sorted(verify_deal(deck, t, secrets, old)) == sorted(before[5:])


def test_a_cheating_rekey_is_refused(dealt):
    # seat 2 rekeys position 1 with a key that is not its old one there (it would turn the
    # card into a card of its choosing, or into no card): the end names it
    secrets = [_secret(s) for s in range(SEATS)]
    deck, keys, old, t = _redeal(dealt, [2, 3, 4, 5])
    wrong = [list(o) for o in old]
    wrong[1][0] = old[1][1]
    start = list(t.start)
    received = start
    rekeyed = []
    for k in keys:
        received = rekey_step(deck, received, k, wrong[k.seat])
        rekeyed.append(tuple(received))
    shuffled, locked = [], []
    for k in keys:
        received = shuffle_step(deck, received, k)
        shuffled.append(tuple(received))
    for k in reversed(keys):
        received = lock_step(deck, received, k)
        locked.insert(0, tuple(received))
    cheat = DealTranscript(tuple(shuffled[:-1]), tuple(locked), t.roots, tuple(start), tuple(rekeyed))
    with pytest.raises(SealedError, match="seat 2's rekey of position 1 does not follow"):
        verify_deal(deck, cheat, secrets, old)
    # whoever draws the cheated card finds no card of the pile at once
    opened = [deck.card_index(deck.group.power(cheat.dealt[j], keys[0].opening_keys[j] * keys[1].opening_keys[j]
                                               * keys[2].opening_keys[j])) for j in range(deck.size)]
    assert opened.count(None) == 1
    # a rekey output swapped between two positions (a permutation hidden in the rekey) too
    swapped = list(t.rekeyed)
    first = list(swapped[0])
    first[0], first[1] = first[1], first[0]
    swapped[0] = tuple(first)
    with pytest.raises(SealedError, match="seat 1's rekey of position 1 does not follow"):
        verify_deal(deck, DealTranscript(t.shuffled, t.locked, t.roots, t.start, tuple(swapped)), secrets, old)
    with pytest.raises(SealedError, match="rekey steps and old keys of all 3 seats"):
        verify_deal(deck, t, secrets)


def test_a_rekey_is_only_for_a_redeal(dealt):
    deck, keys = dealt.deck, dealt.keys
    with pytest.raises(SealedError, match="only a re-deal"):
        rekey_step(deck, dealt.transcript.dealt, keys[0], [1] * CARDS)
    redeal, rkeys, old, t = _redeal(dealt, [0, 1, 2])
    with pytest.raises(SealedError, match="old key of each of the 3 positions"):
        rekey_step(redeal, t.start, rkeys[0], old[0][:2])
    with pytest.raises(SealedError, match="no rekey steps"):
        verify_deal(deck, DealTranscript(dealt.transcript.shuffled, dealt.transcript.locked, dealt.transcript.roots,
                                         t.start, t.rekeyed), [_secret(s) for s in range(SEATS)])
    # the keys a deal always had are unchanged by the rekey key drawn after them
    assert DeckKeys(deck, 0, _secret(0)).opening_keys == keys[0].opening_keys
