"""Public chance by commit-reveal over per-seat hash chains (docs/sealed-links.md, "Public
chance").

Each seat draws a 32-byte secret ``x[N]`` and hashes it down a chain,
``x[i-1] = H(game id, seat, i, x[i])`` for ``i = N .. 1``; the head ``x[0]`` is what the seat
commits to when it joins. Public chance event ``k`` (the k-th public chance node of the game,
counting from 1) consumes link ``x[k]`` of every seat's chain: nobody can compute another
seat's next link from what it has revealed (SHA-256 preimages), and nobody can change its own
(it must hash to the link before). The outcome is drawn, exactly with the engine's
probabilities, from a hash of the event (its game, number and outcome strings) and every
seat's link (:func:`derive_outcome`).
"""

from __future__ import annotations

from math import gcd, isfinite
from typing import Sequence

from .errors import SealedError
from .hashing import DIGEST_BYTES, HashStream, check_secret, digest, frame, uint

MAX_CHAIN_LINKS = 100_000
"""Longest chain a seat may commit to (the longest game, ESKELETOS, has at most 10,000 plies)."""

MAX_GAME_ID_BYTES = 64
"""Longest game id (the host's invite draws 16 random bytes)."""


def _step(game_id: bytes, seat: int, index: int, link: bytes) -> bytes:
    """Link ``index - 1`` of ``seat``'s chain from link ``index``."""
    return digest(b"chain link", game_id, uint(seat, 1), uint(index, 4), link)


def _check_setup(game_id: bytes, seat: int, length: int) -> None:
    if not isinstance(game_id, bytes) or not 1 <= len(game_id) <= MAX_GAME_ID_BYTES:
        raise SealedError(f"a game id is 1 to {MAX_GAME_ID_BYTES} bytes")
    if not isinstance(seat, int) or not 0 <= seat < 256:
        raise SealedError("a seat is a number from 0 to 255")
    if not isinstance(length, int) or not 1 <= length <= MAX_CHAIN_LINKS:
        raise SealedError(f"a chain holds 1 to {MAX_CHAIN_LINKS} links")


class HashChain:
    """One seat's own chain: ``HashChain(secret, length, game_id, seat)``, ``secret`` 32 bytes
    kept by that seat alone (its link number ``length``). ``head`` is committed at joining;
    ``link(k)`` is revealed for public chance event ``k``. Building it costs ``length``
    SHA-256 hashes. Raises :class:`SealedError` on a secret of the wrong size, a seat outside
    0..255, a length outside 1..:data:`MAX_CHAIN_LINKS` or an empty or overlong game id."""

    def __init__(self, secret: bytes, length: int, game_id: bytes, seat: int) -> None:
        check_secret(secret, "a chain's secret")
        _check_setup(game_id, seat, length)
        self.game_id, self.seat, self.length = game_id, seat, length
        links = [secret]
        for index in range(length, 0, -1):
            links.append(_step(game_id, seat, index, links[-1]))
        links.reverse()
        self._links = links

    @property
    def head(self) -> bytes:
        """Link 0: the 32 bytes the seat commits to when it joins."""
        return self._links[0]

    def link(self, event: int) -> bytes:
        """The link revealed for public chance event ``event`` (1 .. ``length``);
        SealedError outside that range."""
        if not isinstance(event, int) or not 1 <= event <= self.length:
            raise SealedError(f"seat {self.seat + 1}'s chain has links 1 to {self.length}, not {event!r}")
        return self._links[event]


class ChainVerifier:
    """What everybody knows of one seat's chain: its head and length (from the seat's join
    message) and the links it has revealed so far. :meth:`accept` takes the next link or
    raises :class:`SealedError`, leaving the verifier as it was."""

    def __init__(self, head: bytes, length: int, game_id: bytes, seat: int) -> None:
        check_secret(head, "a chain's head")
        _check_setup(game_id, seat, length)
        self.game_id, self.seat, self.length = game_id, seat, length
        self._links = [head]
        self._seen = {head}

    @property
    def head(self) -> bytes:
        """The head the seat committed to when it joined."""
        return self._links[0]

    @property
    def revealed(self) -> int:
        """How many links the seat has revealed (the number of the last public chance event)."""
        return len(self._links) - 1

    def check(self, event: int, link: bytes) -> None:
        """Raise :class:`SealedError` unless ``link`` is the seat's link for ``event`` and
        ``event`` is the next one (``revealed + 1``); change nothing. The refusals: a link
        revealed before (replayed), an event already passed or not yet due (out of order),
        past the chain's end, or a link that does not hash to the one before it (the head for
        event 1): tampered, or not this seat's chain."""
        who = f"seat {self.seat + 1}"
        if not isinstance(link, bytes) or len(link) != DIGEST_BYTES:
            raise SealedError(f"{who}'s chain link must be {DIGEST_BYTES} bytes")
        if link in self._seen:
            raise SealedError(f"{who}'s chain link for event {event} was revealed before (a replayed link)")
        expected = self.revealed + 1
        if not isinstance(event, int) or event != expected:
            raise SealedError(f"{who}'s chain link is for event {event!r}, and event {expected} "
                              f"is the next (links are revealed once each, in order)")
        if event > self.length:
            raise SealedError(f"{who}'s chain has only {self.length} links")
        if _step(self.game_id, self.seat, event, link) != self._links[-1]:
            raise SealedError(f"{who}'s chain link for event {event} does not hash to the link "
                              f"committed before it (it was changed, or is not this seat's)")

    def accept(self, event: int, link: bytes) -> None:
        """:meth:`check`, then remember ``link`` as revealed for ``event``."""
        self.check(event, link)
        self._links.append(link)
        self._seen.add(link)


class PublicChance:
    """Every seat's chain verifier, in seat order, and the number of the next public chance
    event. :meth:`resolve` checks one link of each seat and draws the event's outcome."""

    def __init__(self, verifiers: Sequence[ChainVerifier]) -> None:
        if not verifiers:
            raise SealedError("public chance needs at least one seat's chain")
        game_id = verifiers[0].game_id
        for seat, verifier in enumerate(verifiers):
            if verifier.seat != seat or verifier.game_id != game_id or verifier.revealed:
                raise SealedError("public chance starts from fresh chains of one game, one per seat in order")
        heads = {verifier.head for verifier in verifiers}
        if len(heads) != len(verifiers):
            raise SealedError("two seats committed to the same chain head")
        self.verifiers = list(verifiers)
        self.game_id = game_id
        self.event = 1

    def resolve(self, outcomes: Sequence[tuple[str, float]], links: Sequence[bytes]) -> str:
        """The outcome of the next public chance event, ``outcomes`` as the engine's
        ``state.chance_outcomes()`` lists them and ``links`` one per seat in seat order.
        Every link is checked (:meth:`ChainVerifier.check`) before any is accepted, so a
        refusal (SealedError) changes nothing."""
        if len(links) != len(self.verifiers):
            raise SealedError(f"public chance event {self.event} needs one link from each of "
                              f"{len(self.verifiers)} seats, not {len(links)}")
        for verifier, link in zip(self.verifiers, links):
            verifier.check(self.event, link)
        outcome = derive_outcome(self.game_id, self.event, outcomes, links)
        for verifier, link in zip(self.verifiers, links):
            verifier.accept(self.event, link)
        self.event += 1
        return outcome


def chance_weights(probabilities: Sequence[float]) -> list[int]:
    """Whole-number weights exactly proportional to ``probabilities`` (floats are binary
    fractions, so this is exact), divided by their greatest common divisor: ``[0.5, 0.25,
    0.25]`` gives ``[2, 1, 1]``, three floats ``1/3`` give ``[1, 1, 1]``. Raises
    :class:`SealedError` for a negative, infinite or NaN probability, or all of them zero."""
    ratios: list[tuple[int, int]] = []
    for p in probabilities:
        if not isinstance(p, (int, float)) or isinstance(p, bool) or not isfinite(p) or p < 0:
            raise SealedError("a chance outcome's probability must be a finite number of at least 0")
        ratios.append(p.as_integer_ratio())
    if not ratios:
        raise SealedError("a chance event needs at least one outcome")
    denominator = max(d for _, d in ratios)  # every denominator is a power of two
    weights = [n * (denominator // d) for n, d in ratios]
    common = gcd(*weights)
    if not common:
        raise SealedError("a chance event's probabilities are all zero")
    return [w // common for w in weights]


def pick(seed: bytes, weights: Sequence[int]) -> int:
    """The index drawn from ``weights`` (whole numbers, not all zero) by ``seed``: a number
    ``r`` exactly uniform in ``[0, sum)`` from ``HashStream(seed, "chance outcome")``
    (rejection sampling, no modulo bias), then the first index whose running total of weights
    exceeds ``r``. An outcome of weight 0 is never picked."""
    total = sum(weights)
    if total <= 0 or any(w < 0 for w in weights):
        raise SealedError("chance weights must be whole numbers of at least 0, not all zero")
    r = HashStream(seed, b"chance outcome").below(total)
    for index, weight in enumerate(weights):
        if r < weight:
            return index
        r -= weight
    raise AssertionError("unreachable: r < total")


def event_seed(game_id: bytes, event: int, outcomes: Sequence[str], links: Sequence[bytes]) -> bytes:
    """The hash that decides public chance event ``event``: of the game id, the event's number,
    its outcome strings in the engine's order and every seat's link in seat order."""
    return digest(b"chance event", game_id, uint(event, 4),
                  frame(*(o.encode("utf-8") for o in outcomes)), frame(*links))


def derive_outcome(game_id: bytes, event: int, outcomes: Sequence[tuple[str, float]],
                   links: Sequence[bytes]) -> str:
    """The outcome string of public chance event ``event`` (1, 2, ...): ``outcomes`` are
    ``state.chance_outcomes()`` (distinct strings, probabilities), ``links`` each seat's
    revealed chain link (checked by the caller, e.g. :class:`PublicChance`). Outcome ``i`` is
    drawn with probability exactly ``p_i / sum(p)``. Raises :class:`SealedError` on an empty
    or repeated outcome list, a bad probability or a link that is not 32 bytes."""
    names = [name for name, _ in outcomes]
    if not all(isinstance(n, str) for n in names) or len(set(names)) != len(names):
        raise SealedError("a chance event's outcomes must be distinct strings")
    if not links or any(not isinstance(x, bytes) or len(x) != DIGEST_BYTES for x in links):
        raise SealedError(f"a chance event needs every seat's {DIGEST_BYTES}-byte chain link")
    weights = chance_weights([p for _, p in outcomes])
    return names[pick(event_seed(game_id, event, names, links), weights)]
