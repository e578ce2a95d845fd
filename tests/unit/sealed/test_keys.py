"""The key layer's formats in CPython (pygame_rules/sealed/keys.py; docs/sealed-links.md, "Keys
and the seat secret"): what web/lib/seat_keys.js produces, byte for byte in shape: 65-byte
points, 64-byte r||s signatures, ECIES parts of ephemeral (65) || nonce (12) || ciphertext+tag.
Skipped where ``cryptography`` is missing (Pyodide); the stand-in of the protocol tests
(fake_keys.py) is checked at the end, everywhere."""

from __future__ import annotations

import pytest
from .fake_keys import FakeKeys, has_cryptography

from pygame_rules.sealed import SealedError
from pygame_rules.sealed.keys import POINT_BYTES, SEAL_OVERHEAD, SIGNATURE_BYTES, verify_signature
from pygame_rules.sealed.messages import is_point

real = pytest.mark.skipif(not has_cryptography(), reason="cryptography is not installed here")


@pytest.fixture(scope="module")
def pair():
    from pygame_rules.sealed.keys import SeatKeys

    return SeatKeys(), SeatKeys()


@real
def test_identity_is_two_uncompressed_points(pair):
    a, _ = pair
    ident = a.identity()
    assert len(ident.ecdh) == len(ident.ecdsa) == POINT_BYTES == 65
    assert ident.ecdh[0] == ident.ecdsa[0] == 4
    assert is_point(ident.ecdh) and is_point(ident.ecdsa) and ident.ecdh != ident.ecdsa


@real
def test_a_signature_is_r_and_s_and_checks_only_its_data_and_key(pair):
    a, b = pair
    sig = a.sign(b"message id")
    assert len(sig) == SIGNATURE_BYTES
    assert verify_signature(a.identity().ecdsa, b"message id", sig)
    assert not verify_signature(a.identity().ecdsa, b"message iD", sig)   # other data
    assert not verify_signature(b.identity().ecdsa, b"message id", sig)   # other key
    assert not verify_signature(a.identity().ecdsa, b"message id", sig[:-1] + bytes([sig[-1] ^ 1]))
    assert not verify_signature(a.identity().ecdsa, b"message id", sig[:63])  # wrong shape: False
    with pytest.raises(SealedError, match="point"):
        verify_signature(b"\x04" + bytes(64), b"x", sig)


@real
def test_a_sealed_part_opens_only_for_its_seat_and_info(pair):
    a, b = pair
    part = a.seal_to(b.identity().ecdh, b"claim 3: soil", b"info")
    assert len(part) == len(b"claim 3: soil") + SEAL_OVERHEAD == 13 + 93
    assert is_point(part[:65])
    assert b.open(part, b"info") == b"claim 3: soil"
    with pytest.raises(SealedError, match="does not open"):
        a.open(part, b"info")                  # not sealed to a
    with pytest.raises(SealedError, match="does not open"):
        b.open(part, b"other info")            # bound to its info
    with pytest.raises(SealedError, match="does not open"):
        b.open(part[:-1] + bytes([part[-1] ^ 1]), b"info")
    with pytest.raises(SealedError, match="too short"):
        b.open(part[:92], b"info")
    assert a.seal_to(b.identity().ecdh, b"x", b"i") != a.seal_to(b.identity().ecdh, b"x", b"i")  # fresh each time


@real
def test_hkdf_with_an_empty_salt_is_webcrypto_s():
    """WebCrypto's HKDF takes the empty salt as given; RFC 5869 fills a missing one with
    zeros. HMAC pads keys with zeros, so both give one key: the CPython side may use either."""
    from cryptography.hazmat.primitives import hashes
    from cryptography.hazmat.primitives.kdf.hkdf import HKDF

    def derive(salt):
        return HKDF(algorithm=hashes.SHA256(), length=32, salt=salt, info=b"info").derive(b"x" * 32)

    assert derive(b"") == derive(None) == derive(bytes(32))


def test_the_stand_in_has_the_same_shapes():
    a, b = FakeKeys(), FakeKeys()
    assert is_point(a.identity().ecdh) and is_point(a.identity().ecdsa)
    sig = a.sign(b"id")
    assert len(sig) == 64 and a.verify(a.identity().ecdsa, b"id", sig)
    assert not b.verify(a.identity().ecdsa, b"iD", sig) and not b.verify(b.identity().ecdsa, b"id", sig)
    part = a.seal_to(b.identity().ecdh, b"secret", b"info")
    assert len(part) == 6 + 93 and b.open(part, b"info") == b"secret"
    with pytest.raises(SealedError):
        a.open(part, b"info")
    with pytest.raises(SealedError):
        b.open(part, b"other")
