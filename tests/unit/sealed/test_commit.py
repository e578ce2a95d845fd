"""Salted commitments and Merkle trees (docs/sealed-links.md, "Secret choices", "Checking a
share"). Hand-checked values by ``sha256sum`` over frames built with printf/xxd."""

from __future__ import annotations

import pytest

from pygame_rules.sealed import MerkleTree, SealedError, check_path, commit, open_commitment
from pygame_rules.sealed.hashing import digest

SALT = b"\x01" * 32


def test_commitment_hand_checked():
    # sha256(frame(PROTOCOL, "commitment", "ctx", 0x01*32, "claim 3"))
    assert commit(b"ctx", b"claim 3", SALT).hex() == \
        "be6e631e5fce50ef94fdd460fa882cafdac79cea5e9a9ac396139b8d6cfcbeac"


def test_a_commitment_opens_with_its_value_salt_and_context_only():
    c = commit(b"game g seat 1 god skull claim 3", b"god", SALT)
    open_commitment(c, b"game g seat 1 god skull claim 3", b"god", SALT)
    for context, value, salt in [(b"game g seat 1 god skull claim 3", b"soil", SALT),
                                 (b"game g seat 1 god skull claim 3", b"god", b"\x02" * 32),
                                 (b"game g seat 2 god skull claim 3", b"god", SALT)]:
        with pytest.raises(SealedError, match="does not match what was committed"):
            open_commitment(c, context, value, salt)
    with pytest.raises(SealedError, match="32 bytes"):
        commit(b"ctx", b"god", b"short salt")


def test_salt_hides_equal_values():
    assert commit(b"ctx", b"soil", SALT) != commit(b"ctx", b"soil", b"\x02" * 32)


def test_merkle_root_of_two_leaves_hand_checked():
    left, right = bytes(32), b"\x11" * 32
    tree = MerkleTree([left, right])
    # node = sha256(frame(PROTOCOL, "merkle node", left, right))
    # root = sha256(frame(PROTOCOL, "merkle root", 00000002, node))
    assert tree.root.hex() == "a5204757ee66e5f5a6567821725623964c51f8c2bce317f090e0115742eb3ca1"
    assert tree.path(0) == (right,) and tree.path(1) == (left,)
    assert check_path(tree.root, 2, 0, left, (right,))
    assert not check_path(tree.root, 2, 1, left, (right,))


def test_merkle_paths_prove_each_leaf_and_nothing_else():
    leaves = [digest(b"leaf", bytes([i])) for i in range(50)]
    tree = MerkleTree(leaves)
    for i, leaf in enumerate(leaves):
        path = tree.path(i)
        assert len(path) == 6  # ceil(log2(50))
        assert check_path(tree.root, 50, i, leaf, path)
        assert not check_path(tree.root, 50, (i + 1) % 50, leaf, path)
        assert not check_path(tree.root, 49, i, leaf, path)  # the count is committed too
    assert not check_path(tree.root, 50, 0, leaves[0], tree.path(0)[:-1])
    assert not check_path(tree.root, 50, 0, leaves[1], tree.path(0))
    single = MerkleTree(leaves[:1])
    assert single.path(0) == () and check_path(single.root, 1, 0, leaves[0], ())
    with pytest.raises(SealedError):
        tree.path(50)
    with pytest.raises(SealedError):
        MerkleTree([])


def test_a_leaf_chain_shows_its_leaves_front_to_back_32_bytes_each():
    """LeafChain (docs/sealed-links.md, "Two commitments to the opening keys"): from the root,
    a run of leaves with the chain's value after them checks; the next run starts from that
    value. A changed leaf, a run out of order, a wrong next value, or a run that skips a leaf
    without showing it, does not."""
    from pygame_rules.sealed.commit import LeafChain, check_run
    from pygame_rules.sealed.hashing import digest

    leaves = [digest(b"leaf", bytes([i])) for i in range(6)]
    chain = LeafChain(leaves)
    assert chain.count == 6 and len(chain.root) == 32
    assert check_run(chain.root, leaves[:1], chain.after(0))
    assert check_run(chain.after(0), leaves[1:4], chain.after(3))   # three at once: 32 bytes more
    assert check_run(chain.after(3), leaves[4:], chain.after(5))
    assert not check_run(chain.root, [leaves[1]], chain.after(1))    # skipped leaf 0 without showing it
    assert not check_run(chain.root, [digest(b"x")], chain.after(0))
    assert not check_run(chain.root, leaves[:1], chain.after(1))
    assert not check_run(chain.after(0), leaves[:1], chain.after(0))
    assert not check_run(chain.root, [], chain.root)
    assert LeafChain(leaves[:5]).root != chain.root                  # the count is committed
    with pytest.raises(SealedError):
        chain.after(6)
