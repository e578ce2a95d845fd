"""Groups of prime order for commutative encryption (docs/sealed-links.md, "Groups").

Hand-checked: the toy group of squares modulo 23 (q = 11); the P-256 point of a key made by
``openssl ecparam -name prime256v1 -genkey`` (its private key and public x as openssl printed
them); the RFC 3526 primes as ``openssl genpkey -genparam -algorithm DH -pkeyopt
group:modp_2048`` prints them."""

from __future__ import annotations

import pytest

from pygame_rules.sealed import P256, RFC3526_1536, RFC3526_2048, ModpGroup, SealedError
from pygame_rules.sealed.groups import jacobi

TOY = ModpGroup("toy-23", 23)  # squares mod 23: 1 2 3 4 6 8 9 12 13 16 18


def test_jacobi_symbol():
    assert [jacobi(a, 23) for a in (0, 1, 2, 5, 22)] == [0, 1, 1, -1, -1]
    assert jacobi(1001, 9907) == -1  # the textbook example
    assert jacobi(2, 15) == 1 and jacobi(7, 15) == -1
    with pytest.raises(ValueError):
        jacobi(3, 10)


def test_toy_group_elements_are_the_squares_other_than_one():
    assert [x for x in range(23) if TOY.is_element(x)] == [2, 3, 4, 6, 8, 9, 12, 13, 16, 18]
    assert TOY.order == 11 and TOY.element_bytes == 1


def test_toy_encryption_commutes_and_decrypts_by_hand():
    assert TOY.power(2, 3) == 8            # 2^3
    assert TOY.power(8, 7) == 12           # 8^7 = 2 * 18 * 8 = 288 = 12 (mod 23)
    assert TOY.power(2, 7) == 13           # 128 = 13
    assert TOY.power(13, 3) == 12          # 2197 = 12: the same, in the other order
    assert TOY.power(8, 4) == 2            # 3 * 4 = 12 = 1 (mod 11): 4 decrypts 3
    with pytest.raises(SealedError):
        TOY.power(2, 11)                   # a multiple of the order is no key


def test_rfc3526_primes_are_safe_primes_of_their_size():
    for group, bits in ((RFC3526_1536, 1536), (RFC3526_2048, 2048)):
        p, q = group.p, group.order
        assert p.bit_length() == bits and p == 2 * q + 1
        assert group.element_bytes == bits // 8 and group.scalar_bytes == bits // 8
        assert p % (1 << 64) == (1 << 64) - 1   # both end in 64 one bits (RFC 3526)
        assert pow(2, q, p) == 1                # 2 is a square: the generator of order q
        assert pow(3, q - 1, q) == 1            # q passes Fermat's test
    assert hex(RFC3526_2048.p).endswith("15728e5a8aacaa68ffffffffffffffff")
    assert hex(RFC3526_1536.p).endswith("f1746c08ca237327ffffffffffffffff")


def test_modp_cards_are_squares_and_decode_refuses_non_squares():
    group = RFC3526_2048
    cards = [group.card(b"deck", i) for i in range(4)]
    assert len(set(cards)) == 4 and all(group.is_element(c) for c in cards)
    assert group.decode(group.encode(cards[0])) == cards[0]
    # p - 1 = -1 is not a square (p = 3 mod 4), 1 is the identity: neither is a card
    for bad in (group.p - 1, 1, 0):
        with pytest.raises(SealedError, match="not an element"):
            group.decode(bad.to_bytes(256, "big"))
    with pytest.raises(SealedError, match="256 bytes"):
        group.decode(b"\x02")


def test_modp_2048_commutes():
    group = RFC3526_2048
    m = group.card(b"deck", 0)
    a, b = 0x1234567 << 2000 | 99, 0x7654321 << 1990 | 7
    assert group.power(group.power(m, a), b) == group.power(group.power(m, b), a)
    assert group.power(group.power(m, a), pow(a, -1, group.order)) == m


def test_p256_multiplies_like_openssl():
    k = 0x1B7962817C0E83D034C6A6AA905DEA0A5551DD6506D2B0D7A4A52D74170BE566
    assert P256.power(P256.generator_x, k) == 0x5C49A046C47D4B8F45C2A565419260BA630A0600B3A601937A623629CFE36DEF
    # 2G, the curve's published test vector
    assert P256.power(P256.generator_x, 2) == 0x7CF27B188D034F7E8A52380304B51AC3C08969E277F21B35A60B48FC47669978
    with pytest.raises(SealedError):
        P256.power(P256.generator_x, P256.order)


def test_p256_commutes_and_is_sign_free():
    x = P256.card(b"deck", 3)
    a, b = 0xA5 << 240 | 12345, 0x5A << 248 | 678
    assert P256.power(P256.power(x, a), b) == P256.power(P256.power(x, b), a)
    assert P256.power(P256.power(x, a), pow(a, -1, P256.order)) == x
    # -k * P has the x of k * P: the x-coordinate is the point up to sign
    assert P256.power(x, P256.order - a) == P256.power(x, a)


def test_p256_decode_refuses_what_is_not_on_the_curve():
    p = P256.p
    off = next(x for x in range(1, 100)
               if pow((x ** 3 - 3 * x + P256.b) % p, (p - 1) // 2, p) == p - 1)  # Euler: no square root
    for bad in (off, p, (1 << 256) - 1):
        with pytest.raises(SealedError, match="not an element"):
            P256.decode(bad.to_bytes(32, "big"))
    with pytest.raises(SealedError, match="32 bytes"):
        P256.decode(bytes(33))
    with pytest.raises(SealedError):
        P256.decode_scalar(P256.order.to_bytes(32, "big"))
    assert P256.decode_scalar((1).to_bytes(32, "big")) == 1


# ---------------------------------------------------------------------- a faster multiplier (the page's WebCrypto)
OPENSSL_K = 0x1B7962817C0E83D034C6A6AA905DEA0A5551DD6506D2B0D7A4A52D74170BE566
OPENSSL_X = 0x5C49A046C47D4B8F45C2A565419260BA630A0600B3A601937A623629CFE36DEF
TWO_G = 0x7CF27B188D034F7E8A52380304B51AC3C08969E277F21B35A60B48FC47669978


@pytest.fixture
def multiplier():
    """P256 with a multiplier that records each batch and answers from a table (what the
    Worker's WebCrypto would give); the group is left as it was."""
    batches: list[list[tuple[int, int]]] = []
    answers = {(P256.generator_x, OPENSSL_K): OPENSSL_X, (P256.generator_x, 2): TWO_G}

    def multiply(pairs):
        batches.append(list(pairs))
        return [answers[pair] for pair in pairs]

    P256.multiplier = multiply
    yield batches
    P256.multiplier = None


def test_power_many_without_a_multiplier_is_power_pair_by_pair():
    g = P256.generator_x
    assert P256.power_many([(g, OPENSSL_K), (g, 2)]) == [OPENSSL_X, TWO_G]
    assert TOY.power_many([(2, 3), (8, 7)]) == [8, 12]  # by hand above
    assert P256.power_many([]) == []


def test_power_many_hands_one_batch_to_the_multiplier_with_keys_reduced(multiplier):
    g = P256.generator_x
    # k + n is the same key as k: the multiplier gets it reduced, in 1 .. n - 1
    assert P256.power_many([(g, OPENSSL_K + P256.order), (g, 2)]) == [OPENSSL_X, TWO_G]
    assert multiplier == [[(g, OPENSSL_K), (g, 2)]]


def test_a_multiplier_that_fails_or_answers_otherwise_is_not_trusted(multiplier):
    g = P256.generator_x
    for answer in (None, [OPENSSL_X], [OPENSSL_X, TWO_G, 5], RuntimeError("WebCrypto: cannot import")):
        def multiply(pairs, answer=answer):
            multiplier.append(list(pairs))
            if isinstance(answer, Exception):
                raise answer
            return answer
        P256.multiplier = multiply
        assert P256.power_many([(g, OPENSSL_K), (g, 2)]) == [OPENSSL_X, TWO_G]  # computed here instead
    assert len(multiplier) == 4


def test_a_bad_key_or_element_is_refused_as_before_and_never_multiplied(multiplier):
    g, p = P256.generator_x, P256.p
    with pytest.raises(SealedError):
        P256.power_many([(g, 2), (g, P256.order)])  # a multiple of the order is no key
    with pytest.raises(SealedError, match="not an element"):
        P256.power_many([(p + 1, 2)])  # no x-coordinate: outside 0 .. p - 1
    assert multiplier == []
    off = next(x for x in range(1, 100) if pow((x ** 3 - 3 * x + P256.b) % p, (p - 1) // 2, p) == p - 1)
    P256.multiplier = lambda pairs: (_ for _ in ()).throw(ValueError("an x-coordinate of no point"))  # as seat_keys.js refuses
    with pytest.raises(SealedError, match="not an element"):
        P256.power_many([(off, 2)])


def test_a_deal_step_is_one_batch(multiplier):
    """sra.shuffle_step and lock_step: one multiplier call of the deck's size each."""
    from pygame_rules.sealed.sra import Deck, DeckKeys, lock_step, shuffle_step

    seen: list[int] = []

    def multiply(pairs):  # the pure arithmetic, counted
        seen.append(len(pairs))
        P256.multiplier = None
        try:
            return [P256.power(x, k) for x, k in pairs]
        finally:
            P256.multiplier = multiply

    P256.multiplier = multiply
    deck = Deck(P256, b"test deck", 6, 1)
    keys = DeckKeys(deck, 0, bytes(32))
    shuffled = shuffle_step(deck, deck.cards, keys)
    lock_step(deck, shuffled, keys)
    assert seen == [6, 6]
