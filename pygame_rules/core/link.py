"""Share links: a game record packed into a short, URL-safe, checksummed string.

Format (version ``1``): the character ``1``, then canonical unpadded base64url of
``D + CRC-32(D)`` where ``D`` is raw-deflate(JSON) and the CRC is 4 bytes, big-endian.
The checksum covers the bytes as sent, so every damage up to 32 bits long (any one
character changed) is refused for certain; a checksum of the JSON alone would let
through changes that inflate to the same text (padding bits, an equivalent match
distance). With the canonical base64 check, a link decodes only if it is exactly
what :func:`encode_link` wrote.
"""

from __future__ import annotations

import base64
import binascii
import json
import zlib
from typing import Any

from .errors import RecordError
from .record import check_record_shape

LINK_VERSION = "1"


def encode_link(record: dict[str, Any], meta: dict[str, Any] | None = None) -> str:
    """Pack ``record`` (see :meth:`State.to_record`) into a URL-fragment-safe string.

    ``meta`` (optional, e.g. ``{"names": [...]}``) rides along outside the record;
    :func:`decode_link` drops it, :func:`decode_link_meta` returns it.

    Raises:
        RecordError: ``record`` is not a well-formed game record.
    """
    check_record_shape(record)
    payload = dict(record, meta=meta) if meta else record
    raw = json.dumps(payload, separators=(",", ":"), sort_keys=True, ensure_ascii=False).encode("utf-8")
    packer = zlib.compressobj(9, zlib.DEFLATED, -15)
    packed = packer.compress(raw) + packer.flush()
    body = packed + zlib.crc32(packed).to_bytes(4, "big")
    return LINK_VERSION + base64.urlsafe_b64encode(body).decode("ascii").rstrip("=")


def decode_link(text: str) -> dict[str, Any]:
    """Unpack a link made by :func:`encode_link`. A whole URL is accepted (the part after ``#``).

    Returns the record dict. Raises:
        RecordError: the text is not a link of ours, is truncated or damaged (checksum),
            or does not hold a well-formed record. Nothing is replayed here.
    """
    return decode_link_meta(text)[0]


def decode_link_meta(text: str) -> tuple[dict[str, Any], dict[str, Any]]:
    """Like :func:`decode_link`, and also the ``meta`` dict that rode along (``{}`` if none)."""
    if not isinstance(text, str):
        raise RecordError("a link is text")
    text = text.strip()
    if "#" in text:
        text = text.rsplit("#", 1)[1]
    if not text:
        raise RecordError("the link holds no game")
    if text[0] != LINK_VERSION:
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
    try:
        raw = zlib.decompress(packed, -15)
    except zlib.error as exc:
        raise RecordError("the link is damaged or cut off (it does not unpack)") from exc
    try:
        record = json.loads(raw.decode("utf-8"))
    except (UnicodeDecodeError, json.JSONDecodeError) as exc:
        raise RecordError("the link does not hold a game record") from exc
    if not isinstance(record, dict):
        raise RecordError("the link does not hold a game record")
    meta = record.pop("meta", None)
    check_record_shape(record)
    return record, meta if isinstance(meta, dict) else {}
