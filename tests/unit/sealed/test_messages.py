"""Sealed links' byte formats (pygame_rules/sealed/messages.py; docs/sealed-links.md,
"Messages" and "Links"): every item and message round-trips, and damaged bytes are refused
with SealedError, never anything else."""

from __future__ import annotations

import pytest

from pygame_rules.core import RecordError
from pygame_rules.core.link import decode_link, decode_sealed, encode_sealed
from pygame_rules.sealed import SealedError
from pygame_rules.sealed.messages import (
    INVITE, NO_MESSAGE, PLAY, Action, Bundle, DealStep, Link, Message, Opening, Reader, Reveal, Sealed, SeatEntry,
    Secret, Setup, Share, ShownAction, Keys, KeyShare, Writer, decode_inner, decode_items, encode_inner, encode_items, fingerprint,
    invite_body, is_point, read_invite)
from pygame_rules.sealed.groups import P256

G = b"\x04" + P256.generator_x.to_bytes(32, "big") + (
    0x4FE342E2FE1A7F9B8EE7EB4A7C0F9E162BCE33576B315ECECBB6406837BF51F5).to_bytes(32, "big")
"""P-256's base point, uncompressed (SEC 2)."""

ITEMS = [
    Action("build c6 B1 NES"),
    ShownAction("play wildfire", b"\x02"),
    Secret(bytes(16), (b"a" * 32, b"b" * 32)),
    Secret(bytes(32), (), b"\x05"),
    Link(b"l" * 32),
    DealStep("deck 0", 2, 0, b"d" * 64, cards=b"c" * 32),
    DealStep("deck 1", 0, 1, b"e" * 64, chain_root=b"r" * 32, tree_root=b"t" * 32),
    Share(5, (b"s" * 32,), b"k" * 32, b"n" * 32),
    Opening(b"soil", b"z" * 32),
    Sealed(1, b"p" * 100),
    Reveal(b"x" * 32),
]


def test_every_item_round_trips():
    body = encode_items(ITEMS)
    assert decode_items(body) == ITEMS
    assert len(encode_items([Link(b"l" * 32)])) == 33  # a tag and 32 bytes
    assert encode_items([ShownAction("end", b"\x01")]) == b"\x0b\x03end\x01\x01"  # tag 11, text, shown
    assert type(decode_items(encode_items([Action("end")]))[0]) is Action  # never a ShownAction
    assert len(encode_items([Share(5, (), b"k" * 32, b"n" * 32)])) == 67  # tag, position, count, 64 bytes


def test_keys_travel_in_a_sealed_part_or_for_everybody():
    """Keys passed on to one seat ride in a sealed part; keys of a card turned up for all
    (ESKELETOS' vault) are a message's own item. A sealed part holds nothing else but an
    opening (which seat may send which is the table's check)."""
    keys = Keys("court", 2, (KeyShare(1, 3, b"k" * 32, (b"p" * 32, b"q" * 32)), KeyShare(2, 13, b"j" * 32, ())))
    assert decode_inner(encode_inner(keys)) == keys
    assert decode_inner(encode_inner(Opening(b"god", b"s" * 32))) == Opening(b"god", b"s" * 32)
    assert decode_items(encode_items([keys, Link(b"l" * 32)])) == [keys, Link(b"l" * 32)]
    with pytest.raises(SealedError, match="does not know"):
        decode_inner(encode_items([Link(b"l" * 32)]))


@pytest.mark.parametrize("cut", [1, 5, 40])
def test_cut_or_padded_items_are_refused(cut):
    body = encode_items(ITEMS)
    with pytest.raises(SealedError):
        decode_items(body[:-cut])
    with pytest.raises(SealedError, match="does not know"):
        decode_items(body + b"\xee")
    with pytest.raises(SealedError, match="nothing"):
        decode_items(b"")


def test_numbers_have_one_spelling():
    assert Writer().varint(300).bytes() == b"\xac\x02"
    assert Reader(b"\xac\x02").varint() == 300
    with pytest.raises(SealedError):
        Reader(b"\x80\x00").varint()   # 0 written in two bytes
    with pytest.raises(SealedError):
        Reader(b"\xff\xff\xff\xff\x01").varint()  # more than 4 bytes


def test_a_public_key_must_be_a_curve_point():
    assert is_point(G)
    assert not is_point(G[:-1] + bytes([G[-1] ^ 1]))   # y changed: off the curve
    assert not is_point(b"\x02" + G[1:33])             # compressed
    assert fingerprint(G, G) == fingerprint(G, G) and len(fingerprint(G, G)) == 19


def _entry(name="Ann"):
    return SeatEntry(G, G, b"h" * 32, 3000, name)


def test_an_invite_round_trips_and_refuses_a_setup_written_otherwise():
    setup = Setup(b"g" * 16, "skullminers", "5", 2, {"blind_claims": False})
    m = Message(INVITE, 0, 0, invite_body(setup, _entry()), b"s" * 64)
    assert read_invite(Message.parse(m.raw, m.signature)) == (setup, _entry())
    assert setup.json() == '{"game":"skullminers","group":"P-256","num_players":2,"options":{"blind_claims":false},"rules_version":"5"}'
    with pytest.raises(SealedError, match="not written as this version"):
        Setup.parse(b"g" * 16, setup.json().replace(":", ": "))
    with pytest.raises(SealedError, match="name"):
        SeatEntry.read(Reader(Writer().raw(G).raw(G).raw(b"h" * 32).varint(1).text("x" * 25).bytes()))


def test_a_message_s_id_chains_it_to_the_one_before():
    m = Message(PLAY, 1, 7, encode_items([Action("done")]))
    a, b = m.id(b"g" * 16, b"p" * 32), m.id(b"g" * 16, b"q" * 32)
    assert a != b and len(a) == 32
    assert m.id(b"h" * 16, b"p" * 32) != a                              # another game
    assert Message(PLAY, 1, 7, encode_items([Action("pass")])).id(b"g" * 16, b"p" * 32) != a
    assert Message(PLAY, 1, 7, m.body, b"x" * 64).id(b"g" * 16, b"p" * 32) == a  # the signature is not in it
    with pytest.raises(SealedError, match="another version"):
        Message.parse(b"\x02" + m.raw[1:], b"s" * 64)


def test_a_bundle_round_trips_through_a_sealed_link():
    messages = tuple(Message(PLAY, s % 2, 4 + s, encode_items([Action(f"move {s}")]), bytes([s]) * 64) for s in range(3))
    bundle = Bundle(b"g" * 16, 1, b"a" * 32, messages)
    text = encode_sealed(bundle.encode())
    assert text.startswith("S")
    assert Bundle.decode(decode_sealed(text)) == bundle
    with pytest.raises(RecordError, match="sealed link"):
        decode_link(text)                                 # never taken for a plain link
    with pytest.raises(RecordError, match="checksum|characters"):
        decode_sealed(text[:-3] + ("A" if text[-3] != "A" else "B") + text[-2:])
    shuffled = Bundle(b"g" * 16, 1, b"a" * 32, (messages[1], messages[0], messages[2]))
    with pytest.raises(SealedError, match="not in order"):
        Bundle.decode(shuffled.encode())
    from_start = Bundle(b"g" * 16, 1, NO_MESSAGE, messages)  # message 4 with no anchor
    with pytest.raises(SealedError, match="not in order"):
        Bundle.decode(from_start.encode())
