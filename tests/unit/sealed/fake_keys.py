"""A stand-in for the key layer where ``cryptography`` is missing (Pyodide in Node): the same
shapes as ``pygame_rules/sealed/keys.py`` (65-byte points on P-256, 64-byte signatures,
sealed parts of 93 bytes more than their plaintext), built from HMAC, so the protocol tests run
there too. Not cryptography: a signature is an HMAC under a secret the registry shares, which
only a test may do.
"""

from __future__ import annotations

import hashlib
import hmac
import secrets

from pygame_rules.sealed.errors import SealedError
from pygame_rules.sealed.groups import P256
from pygame_rules.sealed.keys import Identity

_SECRETS: dict[bytes, bytes] = {}
"""Public key -> its secret, for every fake key made in this process."""


def _point(scalar: int) -> bytes:
    """The uncompressed point ``scalar * G`` (x from the group's x-only arithmetic, y a root)."""
    x = P256.power(P256.generator_x, scalar)
    p = P256.p
    y = pow((x ** 3 - 3 * x + P256.b) % p, (p + 1) // 4, p)
    return b"\x04" + x.to_bytes(32, "big") + y.to_bytes(32, "big")


def _new_key() -> tuple[bytes, bytes]:
    secret = secrets.token_bytes(32)
    public = _point(1 + int.from_bytes(secret, "big") % (P256.order - 1))
    _SECRETS[public] = secret
    return public, secret


def _mac(key: bytes, *parts: bytes) -> bytes:
    return hmac.new(key, b"".join(len(p).to_bytes(4, "big") + p for p in parts), hashlib.sha256).digest()


def _stream(key: bytes, size: int) -> bytes:
    out = b""
    counter = 0
    while len(out) < size:
        out += _mac(key, b"stream", counter.to_bytes(4, "big"))
        counter += 1
    return out[:size]


class FakeKeys:
    """``KeyOps`` for tests without ``cryptography`` (module docstring)."""

    def __init__(self) -> None:
        (self._ecdh_public, self._ecdh), (self._ecdsa_public, self._ecdsa) = _new_key(), _new_key()

    def identity(self) -> Identity:
        """Two real P-256 points."""
        return Identity(self._ecdh_public, self._ecdsa_public)

    def sign(self, data: bytes) -> bytes:
        """64 bytes: two HMACs of ``data`` under the signing secret."""
        return _mac(self._ecdsa, b"r", data) + _mac(self._ecdsa, b"s", data)

    def verify(self, public: bytes, data: bytes, signature: bytes) -> bool:
        """Whether ``signature`` is what ``public``'s secret gives for ``data``."""
        secret = _SECRETS.get(public)
        return secret is not None and hmac.compare_digest(_mac(secret, b"r", data) + _mac(secret, b"s", data), signature)

    def seal_to(self, public: bytes, plaintext: bytes, info: bytes) -> bytes:
        """``nonce-ish 65 bytes || nonce (12) || plaintext XOR stream || tag (16)``."""
        secret = _SECRETS[public]
        ephemeral, nonce = _point(1 + secrets.randbelow(P256.order - 1)), secrets.token_bytes(12)
        key = _mac(secret, b"seal", info, nonce)
        body = bytes(a ^ b for a, b in zip(plaintext, _stream(key, len(plaintext))))
        return ephemeral + nonce + body + _mac(key, b"tag", body)[:16]

    def open(self, sealed: bytes, info: bytes) -> bytes:
        """The plaintext; SealedError for another recipient, ``info`` or changed bytes."""
        nonce, body, tag = sealed[65:77], sealed[77:-16], sealed[-16:]
        key = _mac(self._ecdh, b"seal", info, nonce)
        if len(sealed) < 93 or not hmac.compare_digest(_mac(key, b"tag", body)[:16], tag):
            raise SealedError("a sealed part does not open with this seat's key")
        return bytes(a ^ b for a, b in zip(body, _stream(key, len(body))))


def has_cryptography() -> bool:
    """Whether the real key layer (``cryptography``) is importable here."""
    try:
        import cryptography  # noqa: F401
    except ImportError:
        return False
    return True


def key_kinds() -> list[str]:
    """The key layers the protocol tests run with: the real one where it is installed, the
    stand-in always."""
    return (["real"] if has_cryptography() else []) + ["fake"]


def make_keys(kind: str):  # -> KeyOps
    """A fresh key layer of ``kind`` (``"real"``: ``keys.SeatKeys``; ``"fake"``: FakeKeys)."""
    if kind == "real":
        from pygame_rules.sealed.keys import SeatKeys

        return SeatKeys()
    return FakeKeys()
