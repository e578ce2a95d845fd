"""Share links: a game record packed into a short, URL-safe, checksummed string.

Format (version ``2``): the character ``2``, then canonical unpadded base64url of
``D + CRC-32(D)``, where ``D`` is raw-deflate of ``varint(len(H)) + H + N``:

- ``H``, a JSON header: ``game``, ``rules_version``, ``num_players``, ``options``,
  ``plies`` (number of actions), ``check`` (CRC-32 of the actions joined by newlines) and,
  optionally, ``meta`` (e.g. player names);
- ``N``, every action as its index among the choices of its step (the legal actions, or a
  chance node's outcomes, in the engine's order), packed as one mixed-radix integer
  (big-endian bytes): ``N = i0 + n0 * (i1 + n1 * (i2 + ...))`` for index ``ik`` among
  ``nk`` choices. A forced step costs nothing, and a game costs about
  ``sum(log2(nk)) / 6`` characters: a whole game of ESKELETOS fits in a link that the
  action strings would make five times longer.

Both ends replay the game to learn the choices, so a link is read by the rules that wrote
it: a link whose indices do not replay (or replay to other actions than ``check`` says,
if the engine's order of choices ever changed within a rules version) is refused.

The checksum covers the bytes as sent, so every damage up to 32 bits long (any one
character changed) is refused for certain. With the canonical base64 check, a link decodes
only if it is exactly what :func:`encode_link` wrote.

Version ``1`` links (raw-deflate of the record's JSON, the same checksum) from earlier
builds still open.
"""

from __future__ import annotations

import base64
import binascii
import json
import zlib
from typing import Any, Callable

from .errors import RecordError
from .game import Game
from .record import RECORD_KEYS, check_record_shape, initial_state
from .state import State

LINK_VERSION = "2"
_VERSION_1 = "1"
_HEADER_KEYS = {"game", "rules_version", "num_players", "options", "plies", "check"}


def _registry() -> Callable[[str], Game]:
    from .. import get_game  # the package registry; imported late (it imports this module)

    return get_game


def _choices(state: State) -> list[str]:
    """The actions a step may take, in the engine's order: outcomes at a chance node."""
    if state.is_chance_node():
        return [outcome for outcome, _ in state.chance_outcomes()]
    return state.legal_actions()


def _actions_check(actions: list[str]) -> int:
    return zlib.crc32("\n".join(actions).encode("utf-8"))


def encode_link(record: dict[str, Any], meta: dict[str, Any] | None = None) -> str:
    """Pack ``record`` (see :meth:`State.to_record`) into a URL-fragment-safe string.

    ``meta`` (optional, e.g. ``{"names": [...]}``) rides along outside the record;
    :func:`decode_link` drops it, :func:`decode_link_meta` returns it. The record is
    replayed to find each action's index: each action is looked up among the step's listed
    choices, then applied without being validated or described again
    (:meth:`State.apply_legal`), about 0.7x the time of :func:`from_record`.

    Raises:
        RecordError: ``record`` is not a well-formed record of a game we have, or one of
            its actions is not legal where it stands.
    """
    state = initial_state(record, _registry())
    packed_choices, weight = 0, 1  # weight: the product of the choice counts of earlier steps
    for number, action in enumerate(record["actions"], 1):
        choices = _choices(state)
        try:
            index = choices.index(action)
        except ValueError:
            raise RecordError(f"action {number} of the record ({action!r}) is not legal") from None
        packed_choices += index * weight
        weight *= len(choices)
        state.apply_legal(action)  # just found among this state's choices; the replay is thrown away
    header = {key: record[key] for key in RECORD_KEYS if key != "actions"}
    header.update(plies=len(record["actions"]), check=_actions_check(record["actions"]))
    if meta:
        header["meta"] = meta
    head = json.dumps(header, separators=(",", ":"), sort_keys=True, ensure_ascii=False).encode("utf-8")
    payload = _varint(len(head)) + head + packed_choices.to_bytes((packed_choices.bit_length() + 7) // 8, "big")
    return LINK_VERSION + _seal(_deflate(payload))


def decode_link(text: str) -> dict[str, Any]:
    """Unpack a link made by :func:`encode_link`. A whole URL is accepted (the part after ``#``).

    Returns the record dict. Raises:
        RecordError: the text is not a link of ours, is truncated or damaged (checksum),
            is for a game or rules version we do not have, or does not replay.
    """
    return decode_link_meta(text)[0]


def decode_link_meta(text: str) -> tuple[dict[str, Any], dict[str, Any]]:
    """Like :func:`decode_link`, and also the ``meta`` dict that rode along (``{}`` if none)."""
    record, meta, _ = decode_link_state(text)
    return record, meta


def decode_link_state(text: str) -> tuple[dict[str, Any], dict[str, Any], State | None]:
    """Like :func:`decode_link_meta`, and also the replayed state (``None`` for a version 1
    link, which is not replayed here). Raises :class:`RecordError` as :func:`decode_link`."""
    version, body = _unseal(text)
    payload = _inflate(body)
    if version == _VERSION_1:
        record, meta = _parse_version_1(payload)
        return record, meta, None
    return _replay_version_2(payload)


# ---------------------------------------------------------------------------- version 2
def _replay_version_2(payload: bytes) -> tuple[dict[str, Any], dict[str, Any], State]:
    length, start = _read_varint(payload)
    try:
        header = json.loads(payload[start:start + length].decode("utf-8"))
    except (UnicodeDecodeError, json.JSONDecodeError) as exc:
        raise RecordError("the link does not hold a game record") from exc
    if not isinstance(header, dict) or not _HEADER_KEYS <= set(header) <= _HEADER_KEYS | {"meta"}:
        raise RecordError("the link does not hold a game record")
    plies, check = header.pop("plies"), header.pop("check")
    meta = header.pop("meta", None)
    if not isinstance(plies, int) or isinstance(plies, bool) or plies < 0 or not isinstance(check, int):
        raise RecordError("the link does not hold a game record")
    packed_choices = int.from_bytes(payload[start + length:], "big")
    state = initial_state(dict(header, actions=[]), _registry())
    actions: list[str] = []
    for number in range(1, plies + 1):
        choices = _choices(state)
        if not choices:
            raise RecordError(f"the link's game is over after {number - 1} of its {plies} actions")
        packed_choices, index = divmod(packed_choices, len(choices))
        actions.append(choices[index])
        state.apply(choices[index])
    if packed_choices or _actions_check(actions) != check:
        raise RecordError("the link does not replay under these rules (it was made by another version)")
    return dict(header, actions=actions), meta if isinstance(meta, dict) else {}, state


def _varint(value: int) -> bytes:
    out = bytearray()
    while True:
        low, value = value & 0x7F, value >> 7
        out.append(low | (0x80 if value else 0))
        if not value:
            return bytes(out)


def _read_varint(data: bytes) -> tuple[int, int]:
    """``(value, index after it)``; RecordError if ``data`` ends inside it."""
    value = shift = 0
    for index, byte in enumerate(data[:8]):
        value |= (byte & 0x7F) << shift
        shift += 7
        if not byte & 0x80:
            return value, index + 1
    raise RecordError("the link does not hold a game record")


# ---------------------------------------------------------------------------- version 1
def _parse_version_1(raw: bytes) -> tuple[dict[str, Any], dict[str, Any]]:
    try:
        record = json.loads(raw.decode("utf-8"))
    except (UnicodeDecodeError, json.JSONDecodeError) as exc:
        raise RecordError("the link does not hold a game record") from exc
    if not isinstance(record, dict):
        raise RecordError("the link does not hold a game record")
    meta = record.pop("meta", None)
    check_record_shape(record)
    return record, meta if isinstance(meta, dict) else {}


# ---------------------------------------------------------------------------- envelope
def _deflate(data: bytes) -> bytes:
    packer = zlib.compressobj(9, zlib.DEFLATED, -15)
    return packer.compress(data) + packer.flush()


def _inflate(packed: bytes) -> bytes:
    try:
        return zlib.decompress(packed, -15)
    except zlib.error as exc:
        raise RecordError("the link is damaged or cut off (it does not unpack)") from exc


def _seal(packed: bytes) -> str:
    body = packed + zlib.crc32(packed).to_bytes(4, "big")
    return base64.urlsafe_b64encode(body).decode("ascii").rstrip("=")


def _unseal(text: Any) -> tuple[str, bytes]:
    """``(version character, checked deflated bytes)`` of a link or a URL ending in one."""
    if not isinstance(text, str):
        raise RecordError("a link is text")
    text = text.strip()
    if "#" in text:
        text = text.rsplit("#", 1)[1]
    if not text:
        raise RecordError("the link holds no game")
    if text[0] not in (LINK_VERSION, _VERSION_1):
        raise RecordError("this is not a game link of ours (or one from a newer version)")
    body64 = text[1:]
    try:
        body = base64.urlsafe_b64decode(body64 + "=" * (-len(body64) % 4))
    except (binascii.Error, ValueError) as exc:
        raise RecordError("the link is damaged (it is not valid base64url)") from exc
    if base64.urlsafe_b64encode(body).decode("ascii").rstrip("=") != body64:
        # Lenient base64 skips stray characters and unused low bits; a link of ours is canonical.
        raise RecordError("the link is damaged (it is not valid base64url)")
    if len(body) < 5:
        raise RecordError("the link is too short: it was probably cut off")
    packed, crc = body[:-4], int.from_bytes(body[-4:], "big")
    if zlib.crc32(packed) != crc:
        raise RecordError("the link is damaged or cut off: its checksum does not match")
    return text[0], packed
