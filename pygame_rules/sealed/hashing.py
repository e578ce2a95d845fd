"""Hashing shared by every part of sealed links (docs/sealed-links.md, "Hashing").

Every hash of the protocol is :func:`digest`: SHA-256 over a tag and length-prefixed parts, so
that no two different lists of parts hash the same bytes, and no hash of one kind (a chain
link, a commitment, a card key) can stand for a hash of another kind. Every secret value
derived from a seat's secret comes from a :class:`HashStream` (HMAC-SHA256 in counter mode),
and every number drawn from a stream is exactly uniform (:meth:`HashStream.below`: rejection
sampling, never a modulo).
"""

from __future__ import annotations

import hashlib
import hmac
import secrets

from .errors import SealedError

DIGEST_BYTES = 32
"""Bytes of every hash, chain link, commitment and seat secret (SHA-256)."""

PROTOCOL = b"pygame-rules sealed-links v1"
"""Prefix of every tag: a hash of this protocol never equals one of another protocol."""


def frame(*parts: bytes) -> bytes:
    """``parts`` joined, each preceded by its length as 4 big-endian bytes: an injective
    encoding of the list (two different lists never give the same bytes)."""
    return b"".join(len(part).to_bytes(4, "big") + part for part in parts)


def digest(tag: bytes, *parts: bytes) -> bytes:
    """SHA-256 (32 bytes) of ``PROTOCOL``, ``tag`` and ``parts``, all framed (:func:`frame`)."""
    return hashlib.sha256(frame(PROTOCOL, tag, *parts)).digest()


def uint(value: int, size: int) -> bytes:
    """``value`` as ``size`` big-endian bytes (seat numbers, indices, counters)."""
    return value.to_bytes(size, "big")


def fresh_secret() -> bytes:
    """32 bytes from the operating system's generator (``secrets``): a seat's secret for one
    chain, one deck or one commitment's salt."""
    return secrets.token_bytes(DIGEST_BYTES)


def check_secret(secret: bytes, what: str) -> None:
    """Raise :class:`SealedError` unless ``secret`` is bytes of length :data:`DIGEST_BYTES`."""
    if not isinstance(secret, bytes) or len(secret) != DIGEST_BYTES:
        raise SealedError(f"{what} must be {DIGEST_BYTES} bytes")


class HashStream:
    """An endless stream of bytes determined by ``key`` and ``label``: block ``i`` is
    HMAC-SHA256(key, frame(PROTOCOL, label) + i as 8 big-endian bytes), for i = 0, 1, ...
    Whoever knows ``key`` can replay it; nobody else can predict it."""

    def __init__(self, key: bytes, label: bytes) -> None:
        self._key = key
        self._prefix = frame(PROTOCOL, label)
        self._counter = 0
        self._buffer = b""

    def read(self, count: int) -> bytes:
        """The next ``count`` bytes of the stream."""
        while len(self._buffer) < count:
            block = hmac.digest(self._key, self._prefix + uint(self._counter, 8), "sha256")
            self._buffer += block
            self._counter += 1
        out, self._buffer = self._buffer[:count], self._buffer[count:]
        return out

    def below(self, bound: int) -> int:
        """A whole number in ``[0, bound)``, exactly uniform: read ``ceil(b / 8)`` bytes where
        ``b`` is the bit length of ``bound - 1``, keep the low ``b`` bits, and start again if
        the number is ``bound`` or more (fewer than half the tries). ``bound == 1`` reads
        nothing and gives 0. Raises :class:`SealedError` if ``bound < 1``."""
        if bound < 1:
            raise SealedError("a number must be drawn from at least one value")
        bits = (bound - 1).bit_length()
        if bits == 0:
            return 0
        size, mask = (bits + 7) // 8, (1 << bits) - 1
        while True:
            value = int.from_bytes(self.read(size), "big") & mask
            if value < bound:
                return value

    def shuffled(self, count: int) -> list[int]:
        """A uniformly random permutation of ``range(count)`` (Fisher-Yates, from the last
        position down, each swap partner drawn with :meth:`below`)."""
        order = list(range(count))
        for i in range(count - 1, 0, -1):
            j = self.below(i + 1)
            order[i], order[j] = order[j], order[i]
        return order
