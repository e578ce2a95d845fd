"""Sealed links: fair play by link for games of hidden information, with no server and no
trusted dealer (docs/sealed-links.md).

The first layer, pure Python: public chance by commit-reveal over hash chains (chain.py),
commitments (commit.py), groups for commutative encryption (groups.py) and the mental-poker
deal of a shared deck (sra.py). The protocol layer on top: the byte formats (messages.py), one
deal between messages (deals.py), a seat's state machine (table.py), the log, lobby, links and
the end's verification (game.py), each game's hooks (hooks/), a CPython seat (seat.py) and the
Worker's desk (web.py). The key operations (signatures, sealing) are the browser's
(web/lib/seat_keys.js); keys.py does them in CPython over the optional ``cryptography``.
"""

from .chain import ChainVerifier, HashChain, PublicChance, chance_weights, derive_outcome, pick
from .commit import MerkleTree, check_path, commit, open_commitment
from .errors import SealedError
from .groups import P256, RFC3526_1536, RFC3526_2048, Group, ModpGroup, P256Group
from .hashing import HashStream, digest, fresh_secret
from .sra import (DealTranscript, Deck, DeckKeys, Share, check_share, deal, lock_step, open_card,
                  rekey_step, shuffle_step, verify_deal)

__all__ = [
    "SealedError", "HashStream", "digest", "fresh_secret",
    "HashChain", "ChainVerifier", "PublicChance", "chance_weights", "derive_outcome", "pick",
    "commit", "open_commitment", "MerkleTree", "check_path",
    "Group", "ModpGroup", "P256Group", "P256", "RFC3526_1536", "RFC3526_2048",
    "Deck", "DeckKeys", "Share", "DealTranscript", "deal", "rekey_step", "shuffle_step", "lock_step",
    "check_share", "open_card", "verify_deal",
]
