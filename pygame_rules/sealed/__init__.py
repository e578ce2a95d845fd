"""Sealed links: fair play by link for games of hidden information, with no server and no
trusted dealer (docs/sealed-links.md; issue 22). This package is the protocol's first
layer, pure Python: public chance by commit-reveal over hash chains (chain.py) and
commitments (commit.py). Nothing here is wired into links, the engine or the page yet.
"""

from .chain import ChainVerifier, HashChain, PublicChance, chance_weights, derive_outcome, pick
from .commit import MerkleTree, check_path, commit, open_commitment
from .errors import SealedError
from .hashing import HashStream, digest, fresh_secret

__all__ = [
    "SealedError", "HashStream", "digest", "fresh_secret",
    "HashChain", "ChainVerifier", "PublicChance", "chance_weights", "derive_outcome", "pick",
    "commit", "open_commitment", "MerkleTree", "check_path",
]
