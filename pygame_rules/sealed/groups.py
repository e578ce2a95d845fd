"""Groups of prime order for commutative encryption (docs/sealed-links.md, "Groups").

SRA / Pohlig-Hellman encryption raises a group element to a secret exponent: ``E_a(m) = m^a``
and ``E_a(E_b(m)) = E_b(E_a(m))``. It hides which card is which only in a group where the
decisional Diffie-Hellman problem is hard and every card's encoding has an unknown discrete
logarithm. Two such groups, behind one interface (:class:`Group`; elements are ints):

- :class:`ModpGroup`: the squares (quadratic residues) modulo a safe prime ``p = 2q + 1``, a
  group of prime order ``q``: the 1536- and 2048-bit MODP groups of RFC 3526. A card is the
  square of a hash of its name, so encryption cannot leak a Legendre symbol, and no two
  cards' encodings have a known relation (small squares such as 4 and 16 would: 16 = 4^2).
- :class:`P256Group`: the NIST P-256 curve (prime order, cofactor 1), a point kept as its
  x-coordinate: ``k * P`` and ``k * (-P)`` share an x-coordinate, so "the point up to sign"
  is a group of its own and 32 bytes say it. A card is a point whose x is a hash of its name.

The MODP groups are what the protocol was first written for; P-256 is what meets the link
size and speed goals (docs/sealed-links.md, "Sizes and speed").
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from typing import Callable, Sequence

from .errors import SealedError
from .hashing import HashStream, digest, uint


class Group(ABC):
    """A cyclic group of prime order ``order`` whose non-identity elements are ints.
    ``power(x, k)`` is the encryption ``x^k`` (or ``k * x`` on a curve); it commutes:
    ``power(power(x, a), b) == power(power(x, b), a)``, and ``power(x, k)`` is undone by
    ``power(_, pow(k, -1, order))``. Elements from anywhere are read with :meth:`decode`,
    which refuses anything outside the group (an element that could tag a card)."""

    name: str
    order: int
    element_bytes: int

    @property
    def scalar_bytes(self) -> int:
        """Bytes of an exponent (a key, a decryption share)."""
        return (self.order.bit_length() + 7) // 8

    @abstractmethod
    def power(self, element: int, scalar: int) -> int:
        """``element`` raised to ``scalar`` (taken modulo ``order``; SealedError if that is 0).
        ``element`` must be an element (:meth:`is_element`); that is the caller's check."""

    def power_many(self, pairs: Sequence[tuple[int, int]]) -> list[int]:
        """``[power(x, k) for x, k in pairs]``: a batch of independent exponentiations (a deal
        step, a verification), which a group may hand to a faster multiplier at once
        (:attr:`P256Group.multiplier`). Raises as :meth:`power` does."""
        return [self.power(x, k) for x, k in pairs]

    @abstractmethod
    def is_element(self, value: int) -> bool:
        """Whether ``value`` is an element of the group other than its identity."""

    @abstractmethod
    def card(self, label: bytes, index: int) -> int:
        """The public encoding of card ``index`` of the deck named ``label``: an element
        derived from a hash, whose discrete logarithm nobody knows."""

    def encode(self, element: int) -> bytes:
        """``element`` as :attr:`element_bytes` big-endian bytes."""
        return element.to_bytes(self.element_bytes, "big")

    def decode(self, data: bytes) -> int:
        """The element ``data`` holds; SealedError unless it is :attr:`element_bytes` bytes
        naming an element other than the identity."""
        if not isinstance(data, bytes) or len(data) != self.element_bytes:
            raise SealedError(f"an element of {self.name} is {self.element_bytes} bytes")
        value = int.from_bytes(data, "big")
        if not self.is_element(value):
            raise SealedError(f"a value that is not an element of {self.name} (a damaged or forged card)")
        return value

    def encode_scalar(self, scalar: int) -> bytes:
        """``scalar`` (1 .. order - 1) as :attr:`scalar_bytes` big-endian bytes."""
        return scalar.to_bytes(self.scalar_bytes, "big")

    def decode_scalar(self, data: bytes) -> int:
        """The exponent ``data`` holds; SealedError unless it is :attr:`scalar_bytes` bytes
        naming a number from 1 to ``order - 1``."""
        if not isinstance(data, bytes) or len(data) != self.scalar_bytes:
            raise SealedError(f"a key of {self.name} is {self.scalar_bytes} bytes")
        value = int.from_bytes(data, "big")
        if not 1 <= value < self.order:
            raise SealedError(f"a key of {self.name} lies from 1 to the group's order")
        return value


def jacobi(a: int, n: int) -> int:
    """The Jacobi symbol (a / n) for odd ``n > 0``: for a prime ``n``, 1 if ``a`` is a
    nonzero square modulo ``n``, -1 if it is not a square, 0 if ``n`` divides ``a``. Binary
    algorithm (no exponentiation): about a millisecond for 2048-bit numbers."""
    if n <= 0 or not n & 1:
        raise ValueError("the Jacobi symbol needs an odd positive modulus")
    a %= n
    result = 1
    while a:
        zeros = (a & -a).bit_length() - 1
        a >>= zeros
        if zeros & 1 and n & 7 in (3, 5):
            result = -result
        a, n = n, a
        if a & 3 == 3 and n & 3 == 3:
            result = -result
        a %= n
    return result if n == 1 else 0


class ModpGroup(Group):
    """The quadratic residues modulo a safe prime ``p`` (``q = (p - 1) / 2`` prime): order
    ``q``. An exponentiation with a full-size key costs one ``pow`` of ``p``'s size."""

    def __init__(self, name: str, p: int) -> None:
        if p < 7 or p % 4 != 3:
            raise ValueError("a safe prime p = 2q + 1 with q odd is 3 modulo 4")
        self.name, self.p = name, p
        self.order = (p - 1) // 2
        self.element_bytes = (p.bit_length() + 7) // 8

    def power(self, element: int, scalar: int) -> int:
        """``element ** scalar mod p``, the exponent taken modulo ``order``; SealedError if it is 0."""
        exponent = scalar % self.order
        if not exponent:
            raise SealedError("a key must not be a multiple of the group's order")
        return pow(element, exponent, self.p)

    def is_element(self, value: int) -> bool:
        """Whether ``value`` is a quadratic residue in 2..p-1 (Jacobi symbol 1)."""
        return 1 < value < self.p and jacobi(value, self.p) == 1

    def card(self, label: bytes, index: int) -> int:
        """The square of a hash-derived number modulo ``p`` (other than 0 and 1): a residue whose
        discrete logarithm nobody knows."""
        stream = HashStream(digest(b"card", self.name.encode(), label, uint(index, 4)), b"modp card")
        while True:
            root = int.from_bytes(stream.read(self.element_bytes + 16), "big") % self.p
            square = root * root % self.p
            if square > 1:
                return square


RFC3526_1536 = ModpGroup("MODP-1536", int(
    "FFFFFFFFFFFFFFFFC90FDAA22168C234C4C6628B80DC1CD129024E088A67CC74020BBEA63B139B22514A08798E3404DD"
    "EF9519B3CD3A431B302B0A6DF25F14374FE1356D6D51C245E485B576625E7EC6F44C42E9A637ED6B0BFF5CB6F406B7ED"
    "EE386BFB5A899FA5AE9F24117C4B1FE649286651ECE45B3DC2007CB8A163BF0598DA48361C55D39A69163FA8FD24CF5F"
    "83655D23DCA3AD961C62F356208552BB9ED529077096966D670C354E4ABC9804F1746C08CA237327FFFFFFFFFFFFFFFF", 16))
"""RFC 3526 group 5: 1536-bit MODP (the prime as ``openssl genpkey -genparam -algorithm DH
-pkeyopt group:modp_1536`` prints it)."""

RFC3526_2048 = ModpGroup("MODP-2048", int(
    "FFFFFFFFFFFFFFFFC90FDAA22168C234C4C6628B80DC1CD129024E088A67CC74020BBEA63B139B22514A08798E3404DD"
    "EF9519B3CD3A431B302B0A6DF25F14374FE1356D6D51C245E485B576625E7EC6F44C42E9A637ED6B0BFF5CB6F406B7ED"
    "EE386BFB5A899FA5AE9F24117C4B1FE649286651ECE45B3DC2007CB8A163BF0598DA48361C55D39A69163FA8FD24CF5F"
    "83655D23DCA3AD961C62F356208552BB9ED529077096966D670C354E4ABC9804F1746C08CA18217C32905E462E36CE3B"
    "E39E772C180E86039B2783A2EC07A28FB5C55DF06F4C52C9DE2BCBF6955817183995497CEA956AE515D2261898FA0510"
    "15728E5A8AACAA68FFFFFFFFFFFFFFFF", 16))
"""RFC 3526 group 14: 2048-bit MODP (as ``openssl ... group:modp_2048`` prints it)."""


_Jacobian = tuple[int, int, int]
_INFINITY: _Jacobian = (0, 1, 0)

Multiplier = Callable[[Sequence[tuple[int, int]]], "list[int] | None"]
"""``multiply([(x, k), ...])``: the x-coordinate of ``k * Q`` for each pair (Q a point with
x-coordinate ``x``, ``k`` in 1..n-1), computed elsewhere (the page's Worker: WebCrypto's ECDH,
``web/lib/seat_keys.js`` ``p256Multiply``); None when it cannot now (the pure-Python
arithmetic is used instead)."""


class P256Group(Group):
    """NIST P-256 (SEC 2 secp256r1; ``y^2 = x^3 - 3x + b`` over the prime ``p``, order ``n``,
    cofactor 1), an element kept as its x-coordinate. Scalar multiplication in Jacobian
    coordinates with a 4-bit window: about 3 ms in CPython on this project's machine."""

    p = 0xFFFFFFFF00000001000000000000000000000000FFFFFFFFFFFFFFFFFFFFFFFF
    b = 0x5AC635D8AA3A93E7B3EBBD55769886BC651D06B0CC53B0F63BCE3C3E27D2604B
    n = 0xFFFFFFFF00000000FFFFFFFFFFFFFFFFBCE6FAADA7179E84F3B9CAC2FC632551
    generator_x = 0x6B17D1F2E12C4247F8BCE6E563A440F277037D812DEB33A0F4A13945D898C296
    """The standard base point's x (``openssl ecparam -name prime256v1 -param_enc explicit``)."""

    def __init__(self) -> None:
        self.name, self.order, self.element_bytes = "P-256", self.n, 32
        self.multiplier: Multiplier | None = None
        """A faster multiplier for :meth:`power_many` (None: this class's own arithmetic)."""

    def power_many(self, pairs: Sequence[tuple[int, int]]) -> list[int]:
        """``[power(x, k) for x, k in pairs]``, by :attr:`multiplier` when one is set and it
        answers one x per pair (a multiplier that fails, refuses, or answers another number of
        values: the batch is computed here, which also raises the SealedError a bad element or
        key deserves)."""
        fast = self.multiplier
        reduced = [(x, k % self.n) for x, k in pairs]
        if fast is not None and reduced and all(k and 0 <= x < self.p for x, k in reduced):
            try:
                out = fast(reduced)
            except Exception:  # a foreign multiplier's failure of any kind: computed here
                out = None
            if out is not None and len(out) == len(pairs):
                return list(out)
        return [self.power(x, k) for x, k in pairs]

    def _rhs(self, x: int) -> int:
        return (x * x * x - 3 * x + self.b) % self.p

    def is_element(self, value: int) -> bool:
        """Whether ``value`` is the x-coordinate of a point of the curve: ``x^3 - 3x + b`` is a
        non-zero square modulo ``p``."""
        if not 0 <= value < self.p:
            return False
        rhs = self._rhs(value)
        return rhs != 0 and pow(rhs, (self.p - 1) // 2, self.p) == 1

    def power(self, element: int, scalar: int) -> int:
        """The x-coordinate of ``scalar`` times the point with x ``element``. Raises SealedError
        when the scalar is a multiple of ``n`` or ``element`` is not on the curve."""
        k = scalar % self.n
        if not k:
            raise SealedError("a key must not be a multiple of the group's order")
        rhs = self._rhs(element)
        y = pow(rhs, (self.p + 1) // 4, self.p)  # a square root, as p = 3 (mod 4)
        if y * y % self.p != rhs:
            raise SealedError("a value that is not an element of P-256")
        x3, _, z3 = self._multiply(k, (element, y, 1))
        if not z3:
            raise SealedError("a value that is not an element of P-256")
        zi = pow(z3, -1, self.p)
        return x3 * zi * zi % self.p

    def card(self, label: bytes, index: int) -> int:
        """The first hash of (label, index, counter), counter 0, 1, ..., that is the x-coordinate of
        a curve point."""
        counter = 0
        while True:
            x = int.from_bytes(digest(b"card", self.name.encode(), label, uint(index, 4), uint(counter, 4)), "big")
            if self.is_element(x):
                return x
            counter += 1

    # Jacobian arithmetic (X, Y, Z) ~ (X / Z^2, Y / Z^3); (0, 1, 0) is the point at infinity.
    def _double(self, point: _Jacobian) -> _Jacobian:
        x, y, z = point
        if not y or not z:
            return _INFINITY
        p = self.p
        zz, yy = z * z % p, y * y % p
        m = 3 * (x - zz) * (x + zz) % p  # a = -3
        s = 4 * x * yy % p
        x3 = (m * m - 2 * s) % p
        return x3, (m * (s - x3) - 8 * yy * yy) % p, 2 * y * z % p

    def _add(self, one: _Jacobian, two: _Jacobian) -> _Jacobian:
        x1, y1, z1 = one
        x2, y2, z2 = two
        if not z1:
            return two
        if not z2:
            return one
        p = self.p
        z1z1, z2z2 = z1 * z1 % p, z2 * z2 % p
        u1, u2 = x1 * z2z2 % p, x2 * z1z1 % p
        s1, s2 = y1 * z2 * z2z2 % p, y2 * z1 * z1z1 % p
        h, r = (u2 - u1) % p, (s2 - s1) % p
        if not h:
            return self._double(one) if not r else _INFINITY
        hh = h * h % p
        hhh, v = h * hh % p, u1 * hh % p
        x3 = (r * r - hhh - 2 * v) % p
        return x3, (r * (v - x3) - s1 * hhh) % p, z1 * z2 * h % p

    def _multiply(self, k: int, point: _Jacobian) -> _Jacobian:
        table = [_INFINITY, point]
        for _ in range(14):
            table.append(self._add(table[-1], point))
        result = _INFINITY
        for shift in range((k.bit_length() + 3) // 4 * 4 - 4, -1, -4):
            for _ in range(4):
                result = self._double(result)
            digit = (k >> shift) & 15
            if digit:
                result = self._add(result, table[digit])
        return result


P256 = P256Group()
"""The P-256 group of x-coordinates (:class:`P256Group`)."""
