"""Share links: a game record packed into a short, URL-safe, checksummed string.

Format (version ``2``): the character ``2``, then canonical unpadded base64url of
``D + CRC-32(D)``, where ``D`` is raw-deflate of ``varint(len(H)) + H + N``:

- ``H``, a JSON header: ``game``, ``rules_version``, ``num_players``, ``options``,
  ``plies`` (number of actions), ``check`` (CRC-32 of the actions joined by newlines) and,
  optionally, ``meta`` (an object, e.g. player names) and ``unlisted`` (below);
- ``N``, every action as its index among the choices of its step (the legal actions, or a
  chance node's outcomes, in the engine's order), packed as one mixed-radix integer
  (big-endian bytes, no leading zero byte): ``N = i0 + n0 * (i1 + n1 * (i2 + ...))`` for
  index ``ik`` among ``nk`` choices. A forced step costs nothing, and a game costs about
  ``sum(log2(nk)) / 6`` characters: a whole game of ESKELETOS fits in a link that the
  action strings would make five times longer.
- ``unlisted``: ``[[ply, action], ...]`` (ply counted from 0, increasing) for the actions a
  game accepts without listing them (Court of the Dead's splits and movements:
  docs/architecture.md lets large parametric choices be validated rather than enumerated). Such a step is
  spelled out, validated by :meth:`State.apply` and costs nothing in ``N``; an action that
  its step lists is never spelled out. Links without such actions have no ``unlisted``.

Both ends replay the game to learn the choices, so a link is read by the rules that wrote
it: a link whose indices do not replay (or replay to other actions than ``check`` says,
if the engine's order of choices ever changed within a rules version) is refused.

The checksum covers the bytes as sent, so every damage up to 32 bits long (any one
character changed) is refused for certain. With the canonical base64 check, a link decodes
only if it is exactly what :func:`encode_link` wrote.

Version ``1`` links (raw-deflate of the record's JSON, the same checksum) from earlier
builds still open, and get the same checks as version 2: the game must be one we have
and every action is validated by replay.

Sealed links (docs/sealed-links.md, "Links") use the same envelope with the prefix
:data:`SEALED_PREFIX` (``S``) in place of the version digit, so neither kind is ever taken for
the other: :func:`decode_link` refuses a sealed link saying so, and :func:`decode_sealed` (the
envelope only: its payload is ``pygame_rules.sealed.messages.Bundle``) refuses a plain one. A
sealed *archive* (a whole game's log, for saves and ``python -m pygame_rules verify``) has
the caps :data:`MAX_ARCHIVE_CHARS` and :data:`MAX_ARCHIVE_BYTES` instead.

Caps: a link comes from anywhere, so decoding is bounded in time and memory by the
link's length before any costly work, and whatever the text, decoding returns a record
or raises :class:`RecordError`:

- the text (a whole URL included) is at most :data:`MAX_LINK_CHARS` characters;
- the deflated bytes inflate to at most :data:`MAX_INFLATED_BYTES` bytes (``zlib``'s
  ``decompressobj`` with ``max_length``), and must end exactly where the stream ends;
- JSON is nested at most :data:`MAX_JSON_DEPTH` deep (checked before parsing, so the
  recursive parser never runs out of stack), its whole numbers have at most
  :data:`MAX_JSON_DIGITS` digits (Python refuses to convert 4,300, slowly) and NaN and
  Infinity are refused;
- the plies are at most the game's ``Game.max_plies`` and at most
  :data:`MAX_PLIES_PER_BYTE` per byte of the link (a real link holds under 3);
- ``N`` has at most :data:`MAX_CHOICE_BITS` bits per ply left to replay (no step of any
  game lists 2**16 choices; the conformance suite checks it), checked before ``N`` is
  converted and again at every step, so the big-integer work per step stays
  proportional to a real link's length.
"""

from __future__ import annotations

import base64
import binascii
import json
import re
import zlib
from itertools import accumulate
from typing import Any

from .errors import IllegalActionError, RecordError
from .record import RECORD_KEYS, check_record_shape, initial_state, short, state_from_record
from .registry import get_game
from .state import State

LINK_VERSION = "2"
_VERSION_1 = "1"
_HEADER_KEYS = {"game", "rules_version", "num_players", "options", "plies", "check"}
_OPTIONAL_KEYS = {"meta", "unlisted"}

MAX_LINK_CHARS = 32_768
"""Longest text :func:`decode_link` reads (a whole URL included). The longest real links
are about 1,600 characters (version 2, a long ESKELETOS game) and 9,600 (version 1)."""
MAX_INFLATED_BYTES = 262_144
"""Most bytes a link may inflate to. Real version 2 payloads are under 2 kB, version 1
records (the actions as text) under 70 kB."""
MAX_JSON_DEPTH = 16
"""Deepest nesting of arrays and objects in a link's JSON (a real one nests 3 deep)."""
MAX_JSON_DIGITS = 20
"""Most digits (sign included) of a whole number in a link's JSON."""
MAX_PLIES_PER_BYTE = 4
"""Most plies per byte of a link's deflated body. ``N`` grows by ``log2(nk)`` bits per step
whichever choice is made, so the ratio is the game's own: at most 2.8 over hundreds of
random games (ESKELETOS; Court 2.1, Skullminers 1.5). Forced steps and choices of index 0
cost nothing, so without this cap a 140-character link could claim any number of plies."""
MAX_CHOICE_BITS = 16
"""Most bits of ``N`` a ply may consume: every step lists fewer than 2**16 choices."""
SEALED_PREFIX = "S"
"""The first character of a sealed link (docs/sealed-links.md); a plain link starts with its
version digit."""
MAX_ARCHIVE_CHARS = 1_048_576
"""Longest sealed archive :func:`decode_sealed` reads with ``archive=True``: a whole sealed
game's signed log (a long Court of the Dead game is about 150,000 characters)."""
MAX_ARCHIVE_BYTES = 1_048_576
"""Most bytes a sealed archive may inflate to."""


def _choices(state: State) -> list[str]:
    """The actions a step may take, in the engine's order: at a chance node its outcomes
    (``legal_actions()`` lists them in ``chance_outcomes()`` order: the conformance suite
    checks it)."""
    return state.legal_actions()


def _actions_check(actions: list[str]) -> int:
    return zlib.crc32("\n".join(actions).encode("utf-8"))


def encode_link(record: dict[str, Any], meta: dict[str, Any] | None = None) -> str:
    """Pack ``record`` (see :meth:`State.to_record`) into a URL-fragment-safe string.

    ``meta`` (optional, e.g. ``{"names": [...]}``) rides along outside the record;
    :func:`decode_link` drops it, :func:`decode_link_meta` returns it. The record is
    replayed to find each action's index: an action listed among its step's choices is
    applied without being validated or described again (:meth:`State.apply_legal`,
    about 0.7x the time of :func:`from_record`); one that the game accepts unlisted is
    validated by :meth:`State.apply` and spelled out in the header's ``unlisted``.

    Raises:
        RecordError: ``record`` is not a well-formed record of a game we have, one of
            its actions is not legal where it stands, or it holds more actions than the
            game's ``max_plies``.
    """
    state = initial_state(record, get_game)
    if len(record["actions"]) > state.game.max_plies:
        raise RecordError(f"the record holds more actions than a game of {state.game.title} can")
    packed_choices, weight = 0, 1  # weight: the product of the choice counts of earlier steps
    unlisted: list[list[Any]] = []
    for number, action in enumerate(record["actions"], 1):
        choices = _choices(state)
        try:
            index = choices.index(action)
        except ValueError:
            _apply_unlisted(state, number, action)
            unlisted.append([number - 1, action])
            continue
        packed_choices += index * weight
        weight *= len(choices)
        state.apply_legal(action)  # just found among this state's choices; the replay is thrown away
    header = {key: record[key] for key in RECORD_KEYS if key != "actions"}
    header.update(plies=len(record["actions"]), check=_actions_check(record["actions"]))
    if meta:
        header["meta"] = meta
    if unlisted:
        header["unlisted"] = unlisted
    head = json.dumps(header, separators=(",", ":"), sort_keys=True, ensure_ascii=False).encode("utf-8")
    payload = _varint(len(head)) + head + packed_choices.to_bytes((packed_choices.bit_length() + 7) // 8, "big")
    return LINK_VERSION + _seal(_deflate(payload))


def _apply_unlisted(state: State, number: int, action: str) -> None:
    """Apply an action its step does not list (validated). RecordError if it is not legal."""
    try:
        state.apply(action)
    except IllegalActionError as exc:
        raise RecordError(f"action {number} of the record ({short(action)}) is not legal: {exc}") from None


def decode_link(text: str) -> dict[str, Any]:
    """Unpack a link made by :func:`encode_link`. A whole URL is accepted (the part after ``#``).

    Returns the record dict. Any text is either decoded or refused, in time and memory
    bounded by its length (the caps in this module's docstring).

    Raises:
        RecordError: the text is not a link of ours, is longer than :data:`MAX_LINK_CHARS`,
            is truncated or damaged (checksum), exceeds a cap, is for a game or rules
            version we do not have, or does not replay (an action not legal where it stands).
    """
    return decode_link_meta(text)[0]


def decode_link_meta(text: str) -> tuple[dict[str, Any], dict[str, Any]]:
    """Like :func:`decode_link`, and also the ``meta`` dict that rode along (``{}`` if none)."""
    record, meta, _ = decode_link_state(text)
    return record, meta


def decode_link_state(text: str) -> tuple[dict[str, Any], dict[str, Any], State]:
    """Like :func:`decode_link_meta`, and also the replayed state (its log written as by
    :meth:`State.apply`). Raises :class:`RecordError` as :func:`decode_link`."""
    version, body = _unseal(text)
    payload = _inflate(body)
    budget = _ply_budget(len(body))
    if version == _VERSION_1:
        return _replay_version_1(payload, budget)
    return _replay_version_2(payload, budget)


def _ply_budget(body_bytes: int) -> int:
    return MAX_PLIES_PER_BYTE * (body_bytes + 4)


def _check_plies(plies: int, state: State, budget: int) -> None:
    if plies > state.game.max_plies:
        raise RecordError(f"the link claims {plies} actions, and no game of {state.game.title} "
                          f"is longer than {state.game.max_plies}")
    if plies > budget:
        raise RecordError(f"the link claims {plies} actions, more than a link of its length can hold")


# ---------------------------------------------------------------------------- version 2
def _replay_version_2(payload: bytes, budget: int) -> tuple[dict[str, Any], dict[str, Any], State]:
    length, start = _read_varint(payload)
    if start + length > len(payload):
        raise RecordError("the link does not hold a game record")
    header = _parse_json(payload[start:start + length])
    if not isinstance(header, dict) or not _HEADER_KEYS <= set(header) <= _HEADER_KEYS | _OPTIONAL_KEYS:
        raise RecordError("the link does not hold a game record")
    plies, check = header.pop("plies"), header.pop("check")
    meta = header.pop("meta", {})
    unlisted_pairs = header.pop("unlisted", None)
    if not _is_count(plies) or not _is_count(check) or check >= 1 << 32 or not isinstance(meta, dict):
        raise RecordError("the link does not hold a game record")
    number = payload[start + length:]
    if number[:1] == b"\0" or len(number) * 8 > plies * MAX_CHOICE_BITS + 8:
        raise RecordError("the link's choice data does not fit its actions (it is damaged)")
    state = initial_state(dict(header, actions=[]), get_game)
    _check_plies(plies, state, budget)
    unlisted = _unlisted(unlisted_pairs, plies)
    actions = _replay_choices(state, plies, int.from_bytes(number, "big"), unlisted)
    if _actions_check(actions) != check:
        raise RecordError("the link does not replay under these rules (it was made by another version)")
    return dict(header, actions=actions), meta, state


def _is_count(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool) and value >= 0


def _unlisted(pairs: Any, plies: int) -> dict[int, str]:
    """``{ply: action}`` from the header's ``unlisted``; RecordError unless its plies increase
    within ``0..plies-1`` and each action is a string."""
    if pairs is None:
        return {}
    out: dict[int, str] = {}
    last = -1
    if not isinstance(pairs, list) or not pairs:
        raise RecordError("the link does not hold a game record")
    for pair in pairs:
        if not (isinstance(pair, list) and len(pair) == 2 and _is_count(pair[0])
                and last < pair[0] < plies and isinstance(pair[1], str)):
            raise RecordError("the link does not hold a game record")
        last = pair[0]
        out[last] = pair[1]
    return out


def _replay_choices(state: State, plies: int, packed: int, unlisted: dict[int, str]) -> list[str]:
    """Replay ``plies`` actions on ``state``: each listed one is index ``packed % nk`` of its
    step's choices, each unlisted one validated by :meth:`State.apply`. RecordError if the
    game ends early, an index is out of range or ``packed`` holds more than the steps use."""
    actions: list[str] = []
    for ply in range(plies):
        if packed.bit_length() > (plies - ply) * MAX_CHOICE_BITS:
            break  # more choice data than the plies left can use: refused below
        choices = _choices(state)
        if not choices:
            raise RecordError(f"the link's game is over after {ply} of its {plies} actions")
        if ply in unlisted:
            action = unlisted[ply]
            if action in choices:
                raise RecordError("the link spells out an action its step lists (it is damaged)")
            _apply_unlisted(state, ply + 1, action)
        else:
            packed, index = divmod(packed, len(choices))
            action = choices[index]
            state.apply(action)  # validated again and described: the state is played on
        actions.append(action)
    if packed or len(actions) != plies:
        raise RecordError("the link does not replay under these rules (it was made by another version)")
    return actions


def _varint(value: int) -> bytes:
    out = bytearray()
    while True:
        low, value = value & 0x7F, value >> 7
        out.append(low | (0x80 if value else 0))
        if not value:
            return bytes(out)


def _read_varint(data: bytes) -> tuple[int, int]:
    """``(value, index after it)``; RecordError if ``data`` ends inside it or it is longer
    than 8 bytes."""
    value = shift = 0
    for index, byte in enumerate(data[:8]):
        value |= (byte & 0x7F) << shift
        shift += 7
        if not byte & 0x80:
            return value, index + 1
    raise RecordError("the link does not hold a game record")


# ---------------------------------------------------------------------------- version 1
def _replay_version_1(raw: bytes, budget: int) -> tuple[dict[str, Any], dict[str, Any], State]:
    record = _parse_json(raw)
    if not isinstance(record, dict):
        raise RecordError("the link does not hold a game record")
    meta = record.pop("meta", {})
    if not isinstance(meta, dict):
        raise RecordError("the link does not hold a game record")
    check_record_shape(record)
    state = initial_state(dict(record, actions=[]), get_game)
    _check_plies(len(record["actions"]), state, budget)
    return record, meta, state_from_record(record, get_game)


# ---------------------------------------------------------------------------- JSON
_NOT_BRACKETS = bytes(b for b in range(256) if b not in b"[]{}")
_JSON_STRING = re.compile(rb'"(?:[^"\\]|\\.)*"', re.DOTALL)
_DEPTH_STEP = {ord("["): 1, ord("{"): 1, ord("]"): -1, ord("}"): -1}


def _parse_json(raw: bytes) -> Any:
    """Parse a link's JSON within the caps (depth, digits, no NaN); RecordError otherwise."""
    brackets = _JSON_STRING.sub(b'""', raw).translate(None, _NOT_BRACKETS)
    # Nesting depth after the strings are blanked out: a running sum over brackets (C speed).
    if len(brackets) > MAX_JSON_DEPTH and max(accumulate(map(_DEPTH_STEP.__getitem__, brackets))) > MAX_JSON_DEPTH:
        raise RecordError("the link does not hold a game record (its data is nested too deep)")
    try:
        return json.loads(raw.decode("utf-8"), parse_int=_json_int, parse_constant=_json_constant)
    except (UnicodeDecodeError, ValueError, RecursionError) as exc:  # JSONDecodeError is a ValueError
        raise RecordError("the link does not hold a game record") from exc


def _json_int(text: str) -> int:
    if len(text) > MAX_JSON_DIGITS:
        raise ValueError("a number too long")
    return int(text)


def _json_constant(text: str) -> Any:
    raise ValueError(f"{text} is not a number of ours")


# ---------------------------------------------------------------------------- envelope
def _deflate(data: bytes) -> bytes:
    packer = zlib.compressobj(9, zlib.DEFLATED, -15)
    return packer.compress(data) + packer.flush()


def _inflate(packed: bytes, limit: int = MAX_INFLATED_BYTES) -> bytes:
    """Inflate a whole raw-deflate stream of at most ``limit`` bytes, nothing after it."""
    unpacker = zlib.decompressobj(-15)
    try:
        data = unpacker.decompress(packed, limit)
    except zlib.error as exc:
        raise RecordError("the link is damaged or cut off (it does not unpack)") from exc
    if unpacker.unconsumed_tail:
        raise RecordError("the link unpacks to more data than any game holds")
    if not unpacker.eof or unpacker.unused_data:
        raise RecordError("the link is damaged or cut off (it does not unpack)")
    return data


def _seal(packed: bytes) -> str:
    body = packed + zlib.crc32(packed).to_bytes(4, "big")
    return base64.urlsafe_b64encode(body).decode("ascii").rstrip("=")


def encode_sealed(payload: bytes) -> str:
    """A sealed link (or archive) of ``payload``: :data:`SEALED_PREFIX`, then canonical
    unpadded base64url of raw-deflate(``payload``) + its CRC-32, as a plain link's envelope."""
    return SEALED_PREFIX + _seal(_deflate(payload))


def decode_sealed(text: Any, archive: bool = False) -> bytes:
    """The payload of a sealed link made by :func:`encode_sealed` (a whole URL is accepted:
    the part after ``#``). ``archive``: the caps of an archive (:data:`MAX_ARCHIVE_CHARS`,
    :data:`MAX_ARCHIVE_BYTES`) instead of a link's.

    Raises:
        RecordError: not text, too long, not a sealed link (a plain one says so), damaged or
            cut off (checksum, base64, deflate), or inflating beyond the cap.
    """
    cap = MAX_ARCHIVE_CHARS if archive else MAX_LINK_CHARS
    _, body = _unseal(text, cap, (SEALED_PREFIX,))
    return _inflate(body, MAX_ARCHIVE_BYTES if archive else MAX_INFLATED_BYTES)


def _unseal(text: Any, cap: int = MAX_LINK_CHARS,
            prefixes: tuple[str, ...] = (LINK_VERSION, _VERSION_1)) -> tuple[str, bytes]:
    """``(version character, checked deflated bytes)`` of a link or a URL ending in one, its
    first character one of ``prefixes``, at most ``cap`` characters."""
    if not isinstance(text, str):
        raise RecordError("a link is text")
    if len(text) > cap:
        raise RecordError(f"the text is too long to be a game link ({len(text)} characters; "
                          f"at most {cap})")
    text = text.strip()
    if "#" in text:
        text = text.rsplit("#", 1)[1]
    if not text:
        raise RecordError("the link holds no game")
    if text[0] not in prefixes:
        if text[0] == SEALED_PREFIX:
            raise RecordError("this is a sealed link: it opens in sealed play, where each seat holds its own keys")
        if SEALED_PREFIX in prefixes and text[0] in (LINK_VERSION, _VERSION_1):
            raise RecordError("this is a plain game link, not a sealed one")
        raise RecordError("this is not a game link of ours (or one from a newer version)")
    body64 = text[1:]
    try:
        body = base64.urlsafe_b64decode(body64 + "=" * (-len(body64) % 4))
    except (binascii.Error, ValueError) as exc:
        raise RecordError("the link is damaged or cut off: it holds characters no game link has") from exc
    if base64.urlsafe_b64encode(body).decode("ascii").rstrip("=") != body64:
        # Lenient base64 skips stray characters and unused low bits; a link of ours is canonical.
        raise RecordError("the link is damaged or cut off: it holds characters no game link has")
    if len(body) < 5:
        raise RecordError("the link is too short: it was probably cut off")
    packed, crc = body[:-4], int.from_bytes(body[-4:], "big")
    if zlib.crc32(packed) != crc:
        raise RecordError("the link is damaged or cut off: its checksum does not match")
    return text[0], packed
