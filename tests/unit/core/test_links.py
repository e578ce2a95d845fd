"""Share links (DESIGN.md: encode_link / decode_link, URL-safe, RecordError; issue 2: a
checksum so a damaged link is refused, not misread; a complete game's link <= 2000 chars)."""

from __future__ import annotations

import re
import string

import pytest

import pygame_rules as pr
from pygame_rules.core.link import decode_link_meta, encode_link

from .randgames import random_game

URL_SAFE = re.compile(r"^[A-Za-z0-9_-]+$")


def _link(seed=3, n=2, stop=None):
    record = random_game("sedlec", n, seed, stop_at=stop).to_record()
    return record, pr.encode_link(record)


def test_link_round_trip():
    for seed, n, stop in [(1, 2, None), (2, 3, None), (3, 2, 0), (4, 2, 25)]:
        record, link = _link(seed, n, stop)
        assert URL_SAFE.match(link)
        assert pr.decode_link(link) == record
        assert pr.from_record(pr.decode_link(link)).history == record["actions"]


def test_link_inside_a_whole_url():
    """decode_link accepts a whole URL: the part after '#'."""
    record, link = _link()
    assert pr.decode_link(f"https://example.org/play/?x=1#{link}") == record
    assert pr.decode_link(f"  {link}\n") == record


def test_meta_rides_along_and_is_dropped_by_decode_link():
    record, _ = _link()
    link = encode_link(record, meta={"names": ["Ann", "Bo"]})
    assert pr.decode_link(link) == record
    assert decode_link_meta(link) == (record, {"names": ["Ann", "Bo"]})


def test_every_single_character_change_is_refused():
    """Issue 2: a damaged link is refused, not misread: change any one character of a link
    to any other URL-safe character and decoding raises RecordError."""
    _, link = _link(seed=9, stop=40)
    alphabet = string.ascii_letters + string.digits + "-_"
    for i in range(len(link)):
        for ch in alphabet[(i * 7) % 64: (i * 7) % 64 + 4]:   # four substitutes per place
            if ch == link[i]:
                continue
            with pytest.raises(pr.RecordError):
                pr.decode_link(link[:i] + ch + link[i + 1:])


def test_last_character_change_is_refused():
    """A change in the final character (whose low bits base64 may leave unused) is refused too."""
    _, link = _link(seed=9, stop=40)
    alphabet = string.ascii_letters + string.digits + "-_"
    for ch in alphabet:
        if ch != link[-1]:
            with pytest.raises(pr.RecordError):
                pr.decode_link(link[:-1] + ch)


def test_foreign_characters_inside_a_link_are_refused():
    """A character outside base64url (or base64's own '+' '/' '=') is damage, not noise."""
    _, link = _link(seed=9, stop=40)
    for ch in ["!", ".", "~", "+", "/", "=", " ", "%", "!!!!", "....", "+/+/", "===="]:
        with pytest.raises(pr.RecordError):
            pr.decode_link(link[:10] + ch + link[10:])


def test_truncated_links_are_refused():
    _, link = _link(seed=12)
    for cut in [1, 2, 5, len(link) // 2, len(link) - 1]:
        with pytest.raises(pr.RecordError):
            pr.decode_link(link[:cut])


@pytest.mark.parametrize("text", ["", "#", "hello world", "https://example.org/", "{}",
                                  "1", "1AAAA", "2" + "A" * 40, "0abc"])
def test_foreign_text_is_refused(text):
    with pytest.raises(pr.RecordError):
        pr.decode_link(text)


@pytest.mark.parametrize("bad", [None, 12, b"1abc", ["1abc"]])
def test_non_text_is_refused(bad):
    with pytest.raises(pr.RecordError):
        pr.decode_link(bad)


def test_link_of_another_version_prefix_is_refused():
    """core.link: the first character is the link format version; an unknown one is refused
    (a newer app's link is not misread), and a version 2 body under the version 1 prefix
    does not unpack as a record."""
    _, link = _link()
    assert link[0] == "2"
    for prefix in "03a":
        with pytest.raises(pr.RecordError, match="newer version"):
            pr.decode_link(prefix + link[1:])
    with pytest.raises(pr.RecordError):
        pr.decode_link("1" + link[1:])


# Made by the version 1 encoder of an earlier build (raw-deflate JSON of the record).
VERSION_1_LINK = ("1TY_BCoMwEER_Jcw5h6qtLbm1vyEiIS4ijYkkUSjiv3crFXJ7zOzO7G7QJo3eRagGgVbSVhQlJPpxEJW4MZ1qzg_m"
                  "pN8kKgbjrSWTjuHfWinqbPSScX2unQ3XvOGOVmLQE0EhUs-Z7E2UNNQGx_px5NM5ll8e7S7hlqmbrf5QYK-U8PP_mY3N"
                  "sFiK3coea5xZYP8CuguCaA")


def test_links_of_an_earlier_build_still_open():
    """Issue 7 (updates): a version 1 link keeps opening, with its names."""
    record, meta = decode_link_meta(VERSION_1_LINK)
    assert meta == {"names": ["Ann", "Bo"]}
    assert record["game"] == "sedlec" and len(record["actions"]) == 12
    assert record["actions"][:5] == ["reveal 12", "dig 3 5", "reveal 15", "reveal 18", "take 3"]
    assert pr.from_record(record).history == record["actions"]


def test_encode_link_refuses_a_record_it_cannot_replay():
    """A link holds each action as its index among the legal choices, so only a record of a
    game we have, whose actions are legal, can be packed."""
    record, _ = _link()
    with pytest.raises(pr.RecordError, match="game we do not have"):
        pr.encode_link(dict(record, game="chess"))
    with pytest.raises(pr.RecordError, match="action 2 "):
        pr.encode_link(dict(record, actions=[record["actions"][0], "fly away"]))


def test_a_link_read_by_rules_that_order_choices_otherwise_is_refused(monkeypatch):
    """The link carries a checksum of its action strings: if the engine listed the legal
    actions in another order than the build that wrote the link, the replay differs and
    the link is refused rather than misread."""
    record, link = _link()
    state_class = type(pr.from_record(record))
    listed = state_class.legal_actions
    monkeypatch.setattr(state_class, "legal_actions", lambda self: list(reversed(listed(self))))
    with pytest.raises(pr.RecordError, match="does not replay"):
        pr.decode_link(link)


def test_encode_link_refuses_a_malformed_record():
    with pytest.raises(pr.RecordError):
        pr.encode_link({"game": "sedlec"})


@pytest.mark.parametrize("num_players", [2, 3])
def test_complete_game_link_is_at_most_2000_characters(num_players):
    """Issue 2: "A complete game's link is at most 2,000 characters."  The longest link of
    200 random complete games, with the longest names a player may type riding along."""
    names = ["\U0001F480" * 24] * num_players   # 24 four-byte characters: the longest names
    longest = 0
    for seed in range(200):
        record = random_game("sedlec", num_players, seed).to_record()
        longest = max(longest, len(pr.encode_link(record)), len(encode_link(record, {"names": names})))
    print(f"\nlongest complete {num_players}-player Sedlec link: {longest} characters")
    assert longest <= 2000
