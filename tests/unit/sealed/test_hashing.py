"""The hashing every part of sealed links shares (docs/sealed-links.md, "Hashing").

Expected values were computed outside Python: frames built with printf/xxd, hashes by
``sha256sum`` and ``openssl dgst -sha256 -mac HMAC``."""

from __future__ import annotations

import pytest

from pygame_rules.sealed import SealedError
from pygame_rules.sealed.hashing import PROTOCOL, HashStream, digest, frame

ZERO = bytes(32)


def test_frame_prefixes_each_part_with_its_length():
    assert frame(b"ab", b"", b"c") == b"\x00\x00\x00\x02ab" + b"\x00\x00\x00\x00" + b"\x00\x00\x00\x01c"
    # an injective encoding: moving a byte between parts changes the frame
    assert frame(b"ab", b"c") != frame(b"a", b"bc")
    assert len(PROTOCOL) == 28


def test_stream_block_zero_is_hmac_of_label_and_counter():
    # HMAC-SHA256(key 0x00*32, frame(PROTOCOL, "test") + 8 zero bytes), by openssl:
    # f4dfab78440dad91fb9c0bbc8f0c663df87eb2d58fc242468e2e48ec716120e2
    block = HashStream(ZERO, b"test").read(32)
    assert block.hex() == "f4dfab78440dad91fb9c0bbc8f0c663df87eb2d58fc242468e2e48ec716120e2"
    stream = HashStream(ZERO, b"test")
    assert stream.read(3) + stream.read(29) == block  # reads continue where they stopped
    assert HashStream(ZERO, b"tesT").read(32) != block


def test_below_masks_the_bits_it_needs_and_rejects_what_is_too_big():
    # first byte 0xf4 = 244: below(6) keeps 3 bits, 244 & 7 = 4 (< 6, accepted)
    assert HashStream(ZERO, b"test").below(6) == 4
    assert HashStream(ZERO, b"test").below(256) == 244
    # below(1000) reads 2 bytes, keeps 10 bits: 0xf4df & 0x3ff = 223
    assert HashStream(ZERO, b"test").below(1000) == 223
    # below(4): 244 & 3 = 0; below(1) reads nothing
    stream = HashStream(ZERO, b"test")
    assert stream.below(1) == 0 and stream.below(4) == 0
    with pytest.raises(SealedError):
        HashStream(ZERO, b"test").below(0)


def test_shuffled_is_a_permutation():
    order = HashStream(ZERO, b"perm").shuffled(50)
    assert sorted(order) == list(range(50)) and order != list(range(50))
    assert HashStream(ZERO, b"perm").shuffled(50) == order  # the same key, the same order


def test_digest_is_sha256_of_the_framed_tag_and_parts():
    # sha256sum of frame(PROTOCOL, "merkle node", 0x00*32, 0x11*32):
    assert digest(b"merkle node", ZERO, b"\x11" * 32).hex() == \
        "ea2f567720bd8674615af3d498b112b242c12e1a20c7b7a01883eaf7dfe1b8ce"
