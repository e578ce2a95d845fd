"""Public chance by commit-reveal over hash chains (docs/sealed-links.md, "Public chance").

Hand-checked values: chain links by ``sha256sum`` over frames built with printf/xxd, and the
first stream byte of ``pick`` by ``openssl dgst -sha256 -mac HMAC``."""

from __future__ import annotations

import pytest

from pygame_rules.sealed import (ChainVerifier, HashChain, PublicChance, SealedError, chance_weights,
                                 derive_outcome, pick)

ONES = b"\x01" * 32
LINK1 = "284420557d02b9895719546ea247cd9314fea89c0a83fe168c6ba1cbe96c1cb0"
HEAD = "7b0b44df1dccb4822541c3fe3ea7f9558dcbf0f9c2a2788504f73f73bdb04333"


def test_chain_links_hash_down_to_the_head():
    # link 2 = the secret; link 1 = sha256(frame(PROTOCOL, "chain link", "g", 0x00, 2, link 2));
    # head = the same with index 1 and link 1
    chain = HashChain(ONES, 2, b"g", 0)
    assert chain.link(2) == ONES
    assert chain.link(1).hex() == LINK1
    assert chain.head.hex() == HEAD
    with pytest.raises(SealedError):
        chain.link(0)
    with pytest.raises(SealedError):
        chain.link(3)


def test_verifier_accepts_links_in_order():
    verifier = ChainVerifier(bytes.fromhex(HEAD), 2, b"g", 0)
    verifier.accept(1, bytes.fromhex(LINK1))
    verifier.accept(2, ONES)
    assert verifier.revealed == 2


def _verifier_and_chain(length=5, seat=0):
    chain = HashChain(bytes([seat + 7]) * 32, length, b"game", seat)
    return ChainVerifier(chain.head, length, b"game", seat), chain


def test_a_tampered_link_is_refused():
    verifier, chain = _verifier_and_chain()
    link = bytearray(chain.link(1))
    link[0] ^= 1
    with pytest.raises(SealedError, match="does not hash to the link committed before it"):
        verifier.accept(1, bytes(link))
    assert verifier.revealed == 0
    verifier.accept(1, chain.link(1))  # the refusal changed nothing


def test_a_replayed_link_is_refused():
    verifier, chain = _verifier_and_chain()
    verifier.accept(1, chain.link(1))
    with pytest.raises(SealedError, match="revealed before"):
        verifier.accept(2, chain.link(1))
    with pytest.raises(SealedError, match="revealed before"):
        verifier.accept(1, chain.link(1))
    with pytest.raises(SealedError, match="revealed before"):  # the head is no link to reveal
        verifier.accept(2, chain.head)


def test_links_out_of_order_are_refused():
    verifier, chain = _verifier_and_chain()
    with pytest.raises(SealedError, match="event 2, and event 1 is the next"):
        verifier.accept(2, chain.link(2))  # skipping event 1
    verifier.accept(1, chain.link(1))
    with pytest.raises(SealedError, match="event 3, and event 2 is the next"):
        verifier.accept(3, chain.link(3))


def test_a_chain_runs_out():
    verifier, chain = _verifier_and_chain(length=1)
    verifier.accept(1, chain.link(1))
    with pytest.raises(SealedError, match="only 1 links"):
        verifier.accept(2, bytes(32))


def test_another_seats_or_games_chain_does_not_verify():
    # the same secret under seat 1 (or another game) gives another chain
    verifier, _ = _verifier_and_chain(seat=0)
    other = HashChain(bytes([7]) * 32, 5, b"game", 1)
    with pytest.raises(SealedError, match="does not hash"):
        verifier.accept(1, other.link(1))
    assert HashChain(bytes([7]) * 32, 5, b"other", 0).head != verifier.head


def test_setup_is_checked():
    with pytest.raises(SealedError):
        HashChain(b"short", 5, b"g", 0)
    with pytest.raises(SealedError):
        HashChain(ONES, 0, b"g", 0)
    with pytest.raises(SealedError):
        HashChain(ONES, 5, b"", 0)
    with pytest.raises(SealedError):
        ChainVerifier(ONES, 5, b"g", 256)


def test_chance_weights_are_exact():
    assert chance_weights([0.5, 0.25, 0.25]) == [2, 1, 1]
    assert chance_weights([1 / 3] * 3) == [1, 1, 1]
    assert chance_weights([0.0, 1.0]) == [0, 1]
    # 0.1 = 3602879701896397 / 2**55 and 0.9 = 8106479329266893 / 2**53 exactly (floats):
    # over 2**55 the second is 4 * 8106479329266893 = 9 * 3602879701896397 - 1, coprime
    assert chance_weights([0.1, 0.9]) == [3602879701896397, 32425917317067572]
    # Skullminers' contest odds at Hit chance 1/2, 3 dice: 1/8, 3/8, 3/8, 1/8
    assert chance_weights([0.125, 0.375, 0.375, 0.125]) == [1, 3, 3, 1]
    for bad in ([], [0.0, 0.0], [-0.1, 1.1], [float("nan")], [float("inf")]):
        with pytest.raises(SealedError):
            chance_weights(bad)


def test_pick_hand_checked():
    # first byte of HMAC-SHA256(0x00*32, frame(PROTOCOL, "chance outcome") + 8 zero bytes)
    # is 0x6d = 109, the second 0x04 (openssl)
    seed = bytes(32)
    assert pick(seed, [1] * 6) == 5      # 109 & 7 = 5 < 6
    assert pick(seed, [1] * 5) == 4      # 5 rejected (>= 5), then 0x04 & 7 = 4
    assert pick(seed, [5, 1]) == 1       # r = 5: past the first weight
    assert pick(seed, [6, 1]) == 0       # r = 5 < 6
    assert pick(seed, [0, 0, 1]) == 2    # total 1: r = 0 without reading; weight 0 never picked
    with pytest.raises(SealedError):
        pick(seed, [0, 0])


def _chances(seats, length, game=b"uniformity"):
    chains = [HashChain(bytes([40 + s]) * 32, length, game, s) for s in range(seats)]
    return chains, PublicChance([ChainVerifier(c.head, length, game, s) for s, c in enumerate(chains)])


def _chi_square(counts, expected):
    return sum((c - e) ** 2 / e for c, e in zip(counts, expected))


def test_derived_outcomes_are_uniform():
    # 1,800 rolls of a die from two seats' chains: chi-square (5 degrees of freedom) must stay
    # under 20.52, the 0.1% critical value; deterministic (fixed secrets)
    n = 1800
    chains, chance = _chances(2, n)
    die = [(str(face), 1 / 6) for face in range(1, 7)]
    counts = [0] * 6
    for event in range(1, n + 1):
        counts[int(chance.resolve(die, [c.link(event) for c in chains])) - 1] += 1
    assert sum(counts) == n
    assert _chi_square(counts, [n / 6] * 6) < 20.52


def test_derived_outcomes_follow_the_weights():
    # 1,200 contests of Hit chance 1/2 with 3 dice (1/8, 3/8, 3/8, 1/8): chi-square with
    # 3 degrees of freedom under 16.27 (0.1%); three seats
    n = 1200
    chains, chance = _chances(3, n, b"weights")
    odds = [("contest 0", 0.125), ("contest 1", 0.375), ("contest 2", 0.375), ("contest 3", 0.125)]
    counts = dict.fromkeys((o for o, _ in odds), 0)
    for event in range(1, n + 1):
        counts[chance.resolve(odds, [c.link(event) for c in chains])] += 1
    assert _chi_square(list(counts.values()), [n * p for _, p in odds]) < 16.27


def test_resolve_checks_every_link_before_accepting_any():
    chains, chance = _chances(2, 3)
    coin = [("heads", 0.5), ("tails", 0.5)]
    with pytest.raises(SealedError, match="seat 2's chain link for event 1 does not hash"):
        chance.resolve(coin, [chains[0].link(1), chains[0].link(1)])
    assert chance.event == 1 and chance.verifiers[0].revealed == 0
    with pytest.raises(SealedError, match="one link from each of 2 seats"):
        chance.resolve(coin, [chains[0].link(1)])
    first = chance.resolve(coin, [chains[0].link(1), chains[1].link(1)])
    assert first == derive_outcome(b"uniformity", 1, coin, [chains[0].link(1), chains[1].link(1)])
    with pytest.raises(SealedError, match="revealed before"):  # the same event again
        chance.resolve(coin, [chains[0].link(1), chains[1].link(1)])


def test_the_outcome_is_bound_to_the_event():
    links = [b"\x02" * 32, b"\x03" * 32]
    die = [(str(face), 1 / 6) for face in range(1, 7)]
    outcomes = {derive_outcome(b"g", event, die, links) for event in range(1, 40)}
    assert len(outcomes) == 6  # the event's number is hashed in: 39 events show every face
    with pytest.raises(SealedError, match="distinct"):
        derive_outcome(b"g", 1, [("a", 0.5), ("a", 0.5)], links)
    with pytest.raises(SealedError, match="32-byte"):
        derive_outcome(b"g", 1, die, [b"short"])


def test_two_seats_may_not_share_a_head():
    chain = HashChain(ONES, 3, b"g", 0)
    verifiers = [ChainVerifier(chain.head, 3, b"g", 0), ChainVerifier(chain.head, 3, b"g", 1)]
    with pytest.raises(SealedError, match="same chain head"):
        PublicChance(verifiers)
