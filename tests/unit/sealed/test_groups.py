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
