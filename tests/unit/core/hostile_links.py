"""A corpus of hostile share links and records, made by code (core/link.py: every one of
them must be refused with RecordError, in time and memory bounded by its length).

Each link is sealed exactly as :func:`pygame_rules.encode_link` seals one (raw deflate,
CRC-32, canonical unpadded base64url), so the checksum passes and only the decoder's own
caps stand between it and the damage it was built to do. The builders below work on the
raw bytes with zlib, base64 and json only: they do not trust the code under test.
"""

from __future__ import annotations

import base64
import functools
import json
import sys
import random
import zlib
from typing import Any

import pygame_rules as pr
from pygame_rules.core import link

from .randgames import random_game


def seal(version: str, payload: bytes, *, level: int = 9) -> str:
    """``version`` + base64url(raw-deflate(payload) + CRC-32 of the deflated bytes)."""
    packer = zlib.compressobj(level, zlib.DEFLATED, -15)
    packed = packer.compress(payload) + packer.flush()
    return seal_packed(version, packed)


def seal_packed(version: str, packed: bytes) -> str:
    """Seal already deflated (or any) bytes with a checksum that passes."""
    body = packed + zlib.crc32(packed).to_bytes(4, "big")
    return version + base64.urlsafe_b64encode(body).decode("ascii").rstrip("=")


varint = link._varint
"""The link format's own length prefix (the corpus builds headers the codec would)."""


def v2(header: dict[str, Any] | bytes, number: bytes = b"") -> str:
    """A format 2 link of a header (a dict, or raw JSON bytes) and choice-number bytes."""
    head = header if isinstance(header, bytes) else json.dumps(header, separators=(",", ":")).encode()
    return seal("2", varint(len(head)) + head + number)


def v1(record: dict[str, Any] | bytes) -> str:
    """A format 1 link: the record's JSON (or raw bytes) deflated."""
    raw = record if isinstance(record, bytes) else json.dumps(record, separators=(",", ":")).encode()
    return seal("1", raw)


def header(game: str, players: int, **extra: Any) -> dict[str, Any]:
    """A format 2 header of a fresh game of ``game`` (its real rules version)."""
    real = pr.get_game(game)
    out = {"game": game, "rules_version": real.rules_version, "num_players": players,
           "options": {}, "plies": 0, "check": 0}
    out.update(extra)
    return out


def nested(depth: int) -> bytes:
    return b"[" * depth + b"]" * depth


@functools.lru_cache(maxsize=None)
def real_links() -> tuple[tuple[str, dict[str, Any]], ...]:
    """A few real ``(link, record)`` pairs: a whole game of each game."""
    out = []
    for game, players, seed in [("sedlec", 2, 3), ("skullminers", 2, 1), ("eskeletos", 2, 2),
                                ("court_of_the_dead", 3, 4)]:
        record = random_game(game, players, seed).to_record()
        out.append((pr.encode_link(record), record))
    return tuple(out)


def hostile_links() -> dict[str, str]:
    """``{name: link}``: every shape of hostile link we know, each with a valid checksum."""
    eskeletos = header("eskeletos", 2)
    links = {
        # The header claims 10**18 plies and holds no choice data: index 0 at every step
        # (a Skullminers roll-off that ties forever, an ESKELETOS card played again and again).
        "plies 10**18, no choices (skullminers)": v2(header("skullminers", 2, plies=10**18)),
        "plies 10**18, no choices (eskeletos)": v2(dict(eskeletos, plies=10**18)),
        "plies 10**6, no choices (court)": v2(header("court_of_the_dead", 4, plies=10**6)),
        "plies 10**5, zero choice bytes": v2(dict(eskeletos, plies=10**5), b"\x01" + bytes(20_000)),
        # A choice number of 2**8,000,000: a million zero bytes deflate to about a kilobyte.
        "choice number 2**8000000": v2(dict(eskeletos, plies=40), b"\x01" + bytes(1_000_000)),
        # A power of two is index 0 among 2 or 4 choices: a Skullminers roll-off replays
        # forever, dividing a megabyte-long number at every step.
        "choice number 2**8000000, plies 10**6 (skullminers)": v2(header("skullminers", 2, plies=10**6),
                                                                 b"\x01" + bytes(1_000_000)),
        "choice number 2**80000, plies 10**4": v2(dict(eskeletos, plies=10_000), b"\x01" + bytes(10_000)),
        "choice number with a leading zero byte": _leading_zero(),
        # Python refuses to convert more than 4,300 digits to an int (ValueError).
        "4300-digit plies": v2(b'{"game":"eskeletos","rules_version":"1","num_players":2,"options":{},'
                               b'"check":0,"plies":' + b"9" * 4_400 + b"}"),
        "4300-digit num_players": v2(b'{"game":"sedlec","rules_version":"1","options":{},"plies":0,'
                                     b'"check":0,"num_players":' + b"7" * 5_000 + b"}"),
        "4300-digit option value": v2(b'{"game":"skullminers","rules_version":"2","num_players":2,'
                                      b'"plies":0,"check":0,"options":{"blind_claims":' + b"1" * 4_400 + b"}}"),
        "float plies": v2(dict(eskeletos, plies=1e300)),
        "NaN plies": v2(b'{"game":"sedlec","rules_version":"1","num_players":2,"options":{},'
                        b'"check":0,"plies":NaN}'),
        "negative plies": v2(dict(eskeletos, plies=-1)),
        "boolean plies": v2(dict(eskeletos, plies=True)),
        "check out of range": v2(dict(eskeletos, check=2**40)),
        "num_players 10**18": v2(header("sedlec", 10**18)),
        # Deep nesting: json's recursive parser raises RecursionError (or, in Pyodide, can
        # overflow the WebAssembly stack).
        "nested header 100000 deep": v2(nested(100_000)),
        "nested meta 50000 deep": v2(json.dumps(header("sedlec", 2)).encode()[:-1] + b',"meta":'
                                     + nested(50_000) + b"}"),
        "nested option 50000 deep": v2(b'{"game":"sedlec","rules_version":"1","num_players":2,"plies":0,'
                                       b'"check":0,"options":{"x":' + nested(50_000) + b"}}"),
        "nested v1 record 100000 deep": v1(nested(100_000)),
        # The longest replay the caps allow: as many plies as the game's bound and the
        # link's length permit (incompressible padding in meta), every choice index 0.
        "longest replay under the caps (eskeletos)": _padded("eskeletos", 10_000),
        "longest replay under the caps (skullminers)": _padded("skullminers", 1_500),
        "longest replay under the caps (court)": _padded("court_of_the_dead", 3_500),
        # Size: a 65 kB link that inflates to 50 MB, a 25 kB one that inflates to 25 MB.
        "inflates to 25 MB within the length cap": _bomb("2", 25_000_000),
        "inflates to 50 MB (v2 choices)": _bomb("2", 50_000_000),
        "inflates to 50 MB (v1 whitespace)": _bomb("1", 50_000_000),
        "header 1 MB of names": v2(dict(header("sedlec", 2), meta={"names": ["A" * 500_000] * 2})),
        "header length varint past the end": seal("2", varint(10**6) + b"{}"),
        "header length varint of 9 bytes": seal("2", b"\xff" * 9 + b"\x01{}"),
        "header not UTF-8": v2(b'{"game":"\xff\xfe"}'),
        "header a list": v2(b"[1,2,3]"),
        "header duplicate key": v2(b'{"game":"sedlec","game":"chess","rules_version":"1","num_players":2,'
                                   b'"options":{},"plies":0,"check":0}'),
        "header unknown key": v2(dict(eskeletos, extra=1)),
        "meta a list": v2(dict(header("sedlec", 2), meta=[1, 2])),
        "unknown game (v2)": v2(dict(header("sedlec", 2), game="chess")),
        "another rules version (v2)": v2(header("sedlec", 2, rules_version="0")),
        "bad option (v2)": v2(header("sedlec", 2, options={"x": 1})),
        "unlisted entry out of range": v2(header("sedlec", 2, unlisted=[[5, "dig 1 1"]])),
        "unlisted entry a listed action": _unlisted_listed(),
        "unlisted entry badly shaped": v2(header("sedlec", 2, plies=1, unlisted=[["a", {}]])),
        "deflate with trailing bytes": _trailing(),
        "deflate cut short": seal_packed("2", zlib.compress(b"x" * 1000, 9)[2:40]),
        "10 MB of text": "2" + "A" * 10_000_000,
        "lone surrogate": "2AAAA\ud800AAAA",
        "many hashes": "#" * 100_000 + "2AAAA",
        # Format 1 (the record's JSON) gets the same checks as format 2.
        "unknown game (v1)": v1({"game": "chess", "rules_version": "1", "num_players": 2,
                                 "options": {}, "actions": ["e4"]}),
        "illegal action (v1)": v1({"game": "sedlec", "rules_version": "1", "num_players": 2,
                                   "options": {}, "actions": ["fly away"]}),
        "10**5 repeated actions (v1)": v1({"game": "skullminers", "rules_version": "2", "num_players": 2,
                                           "options": {}, "actions": ["rolloff H H"] * 100_000}),
        "4300-digit num_players (v1)": v1(b'{"game":"sedlec","rules_version":"1","options":{},'
                                          b'"actions":[],"num_players":' + b"5" * 5_000 + b"}"),
        "another rules version (v1)": v1({"game": "sedlec", "rules_version": "0", "num_players": 2,
                                          "options": {}, "actions": []}),
    }
    links.update(_real_but_wrong())
    return links


def _leading_zero() -> str:
    link, record = real_links()[0]
    good = _payload(link)
    return seal("2", good[:_number_start(good)] + b"\x00" + good[_number_start(good):])


def _unlisted_listed() -> str:
    """The first action of a real game, spelled out as if it were not listed."""
    _, record = real_links()[0]
    head = header("sedlec", 2, plies=1, check=zlib.crc32(record["actions"][0].encode()),
                  unlisted=[[0, record["actions"][0]]])
    return v2(head)


def _padded(game: str, plies: int) -> str:
    """A link of ``plies`` plies and no choice data, padded to just the length those plies
    need under :data:`pygame_rules.core.link.MAX_PLIES_PER_BYTE` (4 plies a byte)."""
    pad = base64.b64encode(random.Random(game).randbytes(plies // 4)).decode()
    return v2(header(game, 2, plies=plies, meta={"pad": pad}))


def _bomb(version: str, size: int) -> str:
    if version == "1":
        raw = b'{"game":"sedlec","rules_version":"1","num_players":2,"options":{},"actions":[]' + b" " * size + b"}"
        return v1(raw)
    head = json.dumps(header("eskeletos", 2, plies=10), separators=(",", ":")).encode()
    return seal("2", varint(len(head)) + head + b"\x01" + bytes(size))


def _trailing() -> str:
    link, _ = real_links()[0]
    packer = zlib.compressobj(9, zlib.DEFLATED, -15)
    packed = packer.compress(_payload(link)) + packer.flush()
    return seal_packed("2", packed + b"junk after the end")


def _payload(link: str) -> bytes:
    body = base64.urlsafe_b64decode(link[1:] + "=" * (-len(link[1:]) % 4))
    return zlib.decompress(body[:-4], -15)


def _header_span(payload: bytes) -> tuple[int, int]:
    """Where a real payload's JSON header starts and ends (after its varint length)."""
    length, shift, i = 0, 0, 0
    while True:
        byte = payload[i]
        length |= (byte & 0x7F) << shift
        shift += 7
        i += 1
        if not byte & 0x80:
            return i, i + length


def _number_start(payload: bytes) -> int:
    return _header_span(payload)[1]


def _real_but_wrong() -> dict[str, str]:
    """Real links changed behind their checksum: one ply more or fewer than they hold, the
    choice number shifted, actions after the end (v1)."""
    out = {}
    for link, record in real_links()[:3]:
        payload = _payload(link)
        start = _number_start(payload)
        head = _header_of(payload)
        game = record["game"]
        out[f"one ply more ({game})"] = v2(dict(head, plies=head["plies"] + 1), payload[start:])
        out[f"one ply fewer ({game})"] = v2(dict(head, plies=head["plies"] - 1), payload[start:])
        out[f"choice number + 1 ({game})"] = v2(head, _bump(payload[start:]))
        out[f"random choice bytes ({game})"] = v2(head, bytes([1]) + random.Random(game).randbytes(
            len(payload) - start))
        out[f"actions after the end (v1, {game})"] = v1(dict(record, actions=record["actions"] * 2))
    return out


def _header_of(payload: bytes) -> dict[str, Any]:
    start, end = _header_span(payload)
    return json.loads(payload[start:end].decode())


def _bump(number: bytes) -> bytes:
    value = int.from_bytes(number, "big") + 1
    return value.to_bytes((value.bit_length() + 7) // 8, "big")


OBJECT_DEPTH = 3_000 if sys.platform == "emscripten" else 100_000
"""How deep the nested Python objects of the hostile records go: far past the recursion
limit either way; inside Pyodide (WebAssembly's smaller C stack) the interpreter itself
overflows its stack while freeing or comparing an object 100,000 deep, whatever the engine does."""


def hostile_records() -> dict[str, Any]:
    """``{name: record}``: records (JSON-ish objects) that from_record must refuse."""
    good = {"game": "sedlec", "rules_version": "1", "num_players": 2, "options": {}, "actions": []}
    deep: Any = []
    for _ in range(OBJECT_DEPTH):
        deep = [deep]
    deep_dict: Any = {}
    for _ in range(OBJECT_DEPTH):
        deep_dict = {"x": deep_dict}
    return {
        "not a dict": [1, 2, 3],
        "None": None,
        "huge num_players": dict(good, num_players=10**5000),
        "negative num_players": dict(good, num_players=-(10**30)),
        "float num_players": dict(good, num_players=2.0),
        "huge int option": dict(good, game="skullminers", rules_version="2", options={"blind_claims": 10**5000}),
        "deep list option": dict(good, options={"x": deep}),
        "deep list known option": dict(good, game="skullminers", rules_version="2", options={"blind_claims": deep}),
        "deep dict option": dict(good, options={"x": deep_dict}),
        "deep game name": dict(good, game=deep),
        "huge int game name": dict(good, game=10**5000),
        "unhashable-looking option key": dict(good, options={(1, 2): 1}),
        "actions a deep list": dict(good, actions=deep),
        "actions with a deep list": dict(good, actions=["reveal 1", deep]),
        "action 10 MB long": dict(good, actions=["x" * 10_000_000]),
        "10**6 actions": dict(good, actions=["reveal 1"] * 1_000_000),
        "10**5 repeated roll-offs": dict(good, game="skullminers", rules_version="2",
                                         actions=["rolloff H H"] * 100_000),
        "unknown game": dict(good, game="chess"),
        "another rules version": dict(good, rules_version="0"),
        "extra key": dict(good, meta={}),
        "lone surrogate action": dict(good, actions=["\ud800"]),
    }
