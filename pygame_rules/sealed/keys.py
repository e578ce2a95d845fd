"""A seat's key pairs in CPython: the same operations, byte for byte, as the browser's key layer
``web/lib/seat_keys.js`` (docs/sealed-links.md, "Keys"), over the ``cryptography`` package.

The protocol (``pygame_rules/sealed/table.py``) never holds a private key: it asks for each key
operation (:class:`KeyOps`) and is handed the result. In the page the Worker answers with
WebCrypto; in CPython (tests, ``python -m pygame_rules verify``) this module does:

- :meth:`SeatKeys.identity`: the public halves, uncompressed P-256 points (65 bytes:
  ``04 || x || y``), one for ECDH (sealing) and one for ECDSA (signing);
- :meth:`SeatKeys.sign`: ECDSA P-256 with SHA-256 over the given bytes, the signature as
  ``r || s`` (64 bytes, WebCrypto's format, not DER); :func:`verify_signature` checks one;
- :meth:`SeatKeys.seal_to` / :meth:`SeatKeys.open`: ECIES. A fresh ephemeral P-256 key; ECDH
  with the recipient's public key gives the 32-byte x-coordinate; HKDF-SHA-256 with an empty
  salt and ``info`` makes a 32-byte AES-256-GCM key; a random 12-byte nonce; the output is
  ``ephemeral public (65) || nonce (12) || ciphertext || tag (16)``, no associated data.

``cryptography`` is an optional dependency (``pip install 'pygame_rules[verify]'``); it is
imported only when a key is used, so the wheel keeps no runtime dependency and Pyodide imports
this module without it (where :func:`require` says what is missing).
"""

from __future__ import annotations

import secrets
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Protocol

from .errors import SealedError

if TYPE_CHECKING:  # pragma: no cover
    from cryptography.hazmat.primitives.asymmetric.ec import EllipticCurvePrivateKey, EllipticCurvePublicKey

POINT_BYTES = 65
"""An uncompressed P-256 public key: ``04 || x (32) || y (32)``."""
SIGNATURE_BYTES = 64
"""An ECDSA P-256 signature as WebCrypto writes it: ``r (32) || s (32)``."""
NONCE_BYTES = 12
"""AES-GCM's nonce in a sealed part."""
TAG_BYTES = 16
"""AES-GCM's authentication tag, at the end of the ciphertext."""
SEAL_OVERHEAD = POINT_BYTES + NONCE_BYTES + TAG_BYTES
"""Bytes a sealed part adds to its plaintext (93)."""

INSTALL_HINT = "pip install 'pygame_rules[verify]'  (or: pip install cryptography)"
"""How to get the optional ``cryptography`` package, for messages."""


@dataclass(frozen=True)
class Identity:
    """A seat's public keys: ``ecdh`` (for sealing to it) and ``ecdsa`` (to check its
    signatures), each an uncompressed P-256 point of :data:`POINT_BYTES` bytes."""

    ecdh: bytes
    ecdsa: bytes


class KeyOps(Protocol):
    """The key operations a seat's browser performs (``web/lib/seat_keys.js``), which the
    protocol asks for and never performs itself. :class:`SeatKeys` implements it in CPython."""

    def identity(self) -> Identity:
        """The seat's public keys."""

    def sign(self, data: bytes) -> bytes:
        """ECDSA P-256 / SHA-256 signature of ``data``, ``r || s`` (64 bytes)."""

    def verify(self, public: bytes, data: bytes, signature: bytes) -> bool:
        """Whether ``signature`` (``r || s``) is ``public``'s (65 bytes) signature of ``data``."""

    def seal_to(self, public: bytes, plaintext: bytes, info: bytes) -> bytes:
        """``plaintext`` sealed to the ECDH key ``public`` (ECIES, the module's layout)."""

    def open(self, sealed: bytes, info: bytes) -> bytes:
        """The plaintext of a part sealed to this seat; raises on any failure."""


def require() -> Any:
    """The ``cryptography`` package's ``hazmat`` modules this file uses, as a namespace; raises
    :class:`SealedError` saying how to install it when it is missing."""
    try:
        from cryptography.exceptions import InvalidSignature, InvalidTag
        from cryptography.hazmat.primitives import hashes, serialization
        from cryptography.hazmat.primitives.asymmetric import ec, utils
        from cryptography.hazmat.primitives.ciphers.aead import AESGCM
        from cryptography.hazmat.primitives.kdf.hkdf import HKDF
    except ImportError as exc:  # pragma: no cover - depends on the environment
        raise SealedError(f"checking signatures and sealing in CPython needs the cryptography package: "
                          f"{INSTALL_HINT}") from exc

    class Namespace:
        pass

    ns = Namespace()
    for name, value in {"InvalidSignature": InvalidSignature, "InvalidTag": InvalidTag, "hashes": hashes,
                        "serialization": serialization, "ec": ec, "utils": utils, "AESGCM": AESGCM,
                        "HKDF": HKDF}.items():
        setattr(ns, name, value)
    return ns


def _point(lib: Any, public: bytes) -> "EllipticCurvePublicKey":
    """The P-256 public key ``public`` (65 bytes); SealedError if it is not a curve point."""
    if not isinstance(public, bytes) or len(public) != POINT_BYTES or public[0] != 4:
        raise SealedError(f"a public key is an uncompressed P-256 point of {POINT_BYTES} bytes")
    try:
        key: EllipticCurvePublicKey = lib.ec.EllipticCurvePublicKey.from_encoded_point(lib.ec.SECP256R1(), public)
    except ValueError as exc:
        raise SealedError("a public key that is not a point of P-256") from exc
    return key


def _encoded(lib: Any, key: "EllipticCurvePublicKey") -> bytes:
    raw: bytes = key.public_bytes(lib.serialization.Encoding.X962, lib.serialization.PublicFormat.UncompressedPoint)
    return raw


def _aes_key(lib: Any, shared: bytes, info: bytes) -> bytes:
    """HKDF-SHA-256 of the ECDH x-coordinate ``shared``, empty salt, ``info``: 32 bytes. An
    empty HMAC key and WebCrypto's empty salt are the same key (HMAC pads keys with zeros)."""
    derived: bytes = lib.HKDF(algorithm=lib.hashes.SHA256(), length=32, salt=b"", info=info).derive(shared)
    return derived


def verify_signature(public: bytes, data: bytes, signature: bytes) -> bool:
    """Whether ``signature`` (``r || s``, 64 bytes) is a valid ECDSA P-256 / SHA-256 signature
    of ``data`` by the key ``public`` (65 bytes). False for a signature of the wrong shape;
    SealedError for a key that is not a P-256 point, or when ``cryptography`` is missing."""
    lib = require()
    key = _point(lib, public)
    if not isinstance(signature, bytes) or len(signature) != SIGNATURE_BYTES:
        return False
    r, s = int.from_bytes(signature[:32], "big"), int.from_bytes(signature[32:], "big")
    try:
        key.verify(lib.utils.encode_dss_signature(r, s), data, lib.ec.ECDSA(lib.hashes.SHA256()))
    except lib.InvalidSignature:
        return False
    return True


def seal_to(public: bytes, plaintext: bytes, info: bytes) -> bytes:
    """``plaintext`` sealed to the ECDH key ``public`` (ECIES: the module docstring's layout,
    a fresh ephemeral key and nonce each time). SealedError for a bad key."""
    lib = require()
    recipient = _point(lib, public)
    ephemeral = lib.ec.generate_private_key(lib.ec.SECP256R1())
    key = _aes_key(lib, ephemeral.exchange(lib.ec.ECDH(), recipient), info)
    nonce = secrets.token_bytes(NONCE_BYTES)
    sealed: bytes = lib.AESGCM(key).encrypt(nonce, plaintext, None)
    return _encoded(lib, ephemeral.public_key()) + nonce + sealed


class SeatKeys:
    """One seat's two P-256 key pairs in memory (CPython's stand-in for the browser's
    non-extractable WebCrypto keys): :class:`KeyOps` for tests and tools. ``SeatKeys()`` makes
    fresh keys. Raises :class:`SealedError` when ``cryptography`` is missing."""

    def __init__(self) -> None:
        lib = require()
        self._lib = lib
        self._ecdh: EllipticCurvePrivateKey = lib.ec.generate_private_key(lib.ec.SECP256R1())
        self._ecdsa: EllipticCurvePrivateKey = lib.ec.generate_private_key(lib.ec.SECP256R1())
        self._identity = Identity(_encoded(lib, self._ecdh.public_key()), _encoded(lib, self._ecdsa.public_key()))

    def identity(self) -> Identity:
        """The seat's public keys (65 bytes each)."""
        return self._identity

    def sign(self, data: bytes) -> bytes:
        """ECDSA P-256 / SHA-256 of ``data``, as ``r || s`` (64 bytes)."""
        lib = self._lib
        der = self._ecdsa.sign(data, lib.ec.ECDSA(lib.hashes.SHA256()))
        r, s = lib.utils.decode_dss_signature(der)
        return bytes(r.to_bytes(32, "big") + s.to_bytes(32, "big"))

    def verify(self, public: bytes, data: bytes, signature: bytes) -> bool:
        """:func:`verify_signature`."""
        return verify_signature(public, data, signature)

    def seal_to(self, public: bytes, plaintext: bytes, info: bytes) -> bytes:
        """:func:`seal_to`."""
        return seal_to(public, plaintext, info)

    def open(self, sealed: bytes, info: bytes) -> bytes:
        """The plaintext of ``sealed`` (sealed to this seat's ECDH key with ``info``). Raises
        SealedError when it is too short, its ephemeral key is not a point, or it does not
        decrypt (another recipient, another ``info``, or changed bytes)."""
        lib = self._lib
        if not isinstance(sealed, bytes) or len(sealed) < SEAL_OVERHEAD:
            raise SealedError("a sealed part is too short to be one")
        ephemeral = _point(lib, sealed[:POINT_BYTES])
        key = _aes_key(lib, self._ecdh.exchange(lib.ec.ECDH(), ephemeral), info)
        nonce, body = sealed[POINT_BYTES:POINT_BYTES + NONCE_BYTES], sealed[POINT_BYTES + NONCE_BYTES:]
        try:
            plain: bytes = lib.AESGCM(key).decrypt(nonce, body, None)
        except lib.InvalidTag as exc:
            raise SealedError("a sealed part does not open with this seat's key "
                              "(it was sealed to another seat, or changed)") from exc
        return plain
