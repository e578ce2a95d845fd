"""The one exception of sealed links (docs/sealed-links.md, "Refusals")."""

from __future__ import annotations

from ..core.errors import GameError


class SealedError(GameError, ValueError):
    """A sealed-link check that failed: a chain link that does not hash to what its seat
    committed, a replayed or out-of-order link, a decryption share that does not match its
    commitment, a deck that is not a permutation, a commitment that does not open. The
    message names the seat (1-based, as players count) and says what was wrong; whatever
    was being checked is left unchanged."""
