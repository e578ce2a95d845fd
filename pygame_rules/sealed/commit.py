"""Commitments: a seat's secret fixed now and shown later (docs/sealed-links.md, "Secret
choices" and "Checking a share").

- :func:`commit` / :func:`open_commitment`: a salted hash commitment to one secret value,
  bound to a context (game, seat, what it is), for a hidden choice such as Skullminers' God
  Skull: one commitment per Claim, so that opening one Claim shows that Claim alone.
- :class:`MerkleTree` / :func:`check_path`: one 32-byte root committing to a list of leaves,
  any one of which is later shown with a path of ``ceil(log2(count))`` hashes; a deck's
  per-card keys are committed this way (pygame_rules/sealed/sra.py).
"""

from __future__ import annotations

import hmac
from typing import Sequence

from .errors import SealedError
from .hashing import DIGEST_BYTES, check_secret, digest, uint


def commit(context: bytes, value: bytes, salt: bytes) -> bytes:
    """The 32-byte commitment to ``value`` under ``context`` (who commits, in which game, to
    what: e.g. game id, seat and "god skull claim 3"), hidden by ``salt`` (32 secret random
    bytes, :func:`pygame_rules.sealed.hashing.fresh_secret`). Binding (SHA-256 collisions) and
    hiding (the salt); the context keeps one seat from copying another's commitment."""
    check_secret(salt, "a commitment's salt")
    return digest(b"commitment", context, salt, value)


def open_commitment(commitment: bytes, context: bytes, value: bytes, salt: bytes) -> None:
    """Check that ``value`` and ``salt`` open ``commitment`` under ``context``; SealedError
    if not (another value, another salt, or a commitment made for another context)."""
    if not hmac.compare_digest(commit(context, value, salt), commitment):
        raise SealedError("the revealed secret does not match what was committed "
                          "(it was changed, or belongs to another seat or game)")


_EMPTY = digest(b"merkle empty")


def _node(left: bytes, right: bytes) -> bytes:
    return digest(b"merkle node", left, right)


def _depth(count: int) -> int:
    return (count - 1).bit_length()


def _root(count: int, top: bytes) -> bytes:
    return digest(b"merkle root", uint(count, 4), top)


class MerkleTree:
    """A binary hash tree over ``leaves`` (32-byte digests, at least one), padded with a fixed
    empty leaf to a power of two. ``root`` (32 bytes) commits to the count and every leaf;
    ``path(i)`` proves leaf ``i`` with ``ceil(log2(count))`` sibling hashes, bottom first."""

    def __init__(self, leaves: Sequence[bytes]) -> None:
        if not leaves or any(not isinstance(x, bytes) or len(x) != DIGEST_BYTES for x in leaves):
            raise SealedError(f"a tree needs at least one leaf, each of {DIGEST_BYTES} bytes")
        self.count = len(leaves)
        level = list(leaves) + [_EMPTY] * ((1 << _depth(self.count)) - self.count)
        self._levels = [level]
        while len(level) > 1:
            level = [_node(level[i], level[i + 1]) for i in range(0, len(level), 2)]
            self._levels.append(level)
        self.root = _root(self.count, level[0])

    def path(self, index: int) -> tuple[bytes, ...]:
        """Sibling hashes from leaf ``index`` up to the top; SealedError outside the leaves."""
        if not isinstance(index, int) or not 0 <= index < self.count:
            raise SealedError(f"the tree has leaves 0 to {self.count - 1}, not {index!r}")
        return tuple(level[(index >> d) ^ 1] for d, level in enumerate(self._levels[:-1]))


def check_path(root: bytes, count: int, index: int, leaf: bytes, path: Sequence[bytes]) -> bool:
    """Whether ``leaf`` is leaf ``index`` of the ``count``-leaf tree whose root is ``root``,
    by ``path`` (:meth:`MerkleTree.path`). False for a path of the wrong length or shape."""
    if not 0 <= index < count or len(path) != _depth(count):
        return False
    if any(not isinstance(x, bytes) or len(x) != DIGEST_BYTES for x in path):
        return False
    node = leaf
    for d, sibling in enumerate(path):
        node = _node(sibling, node) if (index >> d) & 1 else _node(node, sibling)
    return hmac.compare_digest(_root(count, node), root)


def _chain_end(count: int) -> bytes:
    return digest(b"leaf chain end", uint(count, 4))


def _chain_node(leaf: bytes, after: bytes) -> bytes:
    return digest(b"leaf chain", leaf, after)


class LeafChain:
    """A commitment to a list of leaves (32-byte digests) that are shown front to back:
    ``c[count] = digest("leaf chain end", count)``, ``c[j] = digest("leaf chain", leaf[j],
    c[j+1])``, and ``root = c[0]``. Showing leaf ``j`` after the leaves before it costs the
    leaf (or what it hashes from) and ``c[j+1]``, 32 bytes, where a Merkle path costs
    ``ceil(log2(count))`` hashes; leaves skipped on the way are shown as themselves
    (:func:`check_run`). Used for a seat's opening keys of a deal, drawn from position 0 up
    (docs/sealed-links.md, "Two commitments to the opening keys")."""

    def __init__(self, leaves: Sequence[bytes]) -> None:
        if not leaves or any(not isinstance(x, bytes) or len(x) != DIGEST_BYTES for x in leaves):
            raise SealedError(f"a leaf chain needs at least one leaf, each of {DIGEST_BYTES} bytes")
        self.count = len(leaves)
        values = [_chain_end(self.count)]
        for leaf in reversed(leaves):
            values.append(_chain_node(leaf, values[-1]))
        values.reverse()
        self._values = values
        self.leaves = tuple(leaves)
        self.root = values[0]

    def after(self, index: int) -> bytes:
        """``c[index + 1]``: what a reader needs, with leaf ``index``, to move past it."""
        if not isinstance(index, int) or not 0 <= index < self.count:
            raise SealedError(f"the chain has leaves 0 to {self.count - 1}, not {index!r}")
        return self._values[index + 1]


def check_run(held: bytes, leaves: Sequence[bytes], after: bytes) -> bool:
    """Whether ``leaves`` are the next leaves of a :class:`LeafChain` whose value at the first
    of them is ``held`` (the root, or the value a previous run ended with), ``after`` being the
    chain's value just past the last of them: hashing back from ``after`` through ``leaves``
    must give ``held``. False for an empty run or a value of the wrong size."""
    if not leaves or any(not isinstance(x, bytes) or len(x) != DIGEST_BYTES for x in (*leaves, after, held)):
        return False
    node = after
    for leaf in reversed(leaves):
        node = _chain_node(leaf, node)
    return hmac.compare_digest(node, held)
