"""Scoring against an independent model (RULINGS.md, Sedlec): skulls as unit squares in
the plane, adjacency as a shared edge, and Romantic pairs as a maximum matching found by
trying every set of pairs. Random complete Ossuaries of real cards; the hand-worked
cases are in test_scoring.py, this one guards the general case (for instance a pairing
that is greedy instead of best)."""

from __future__ import annotations

import itertools
import random

import pytest

from pygame_rules.games.sedlec.cards import CARD_IDS, CARDS
from pygame_rules.games.sedlec.ossuary import breakdown

from .test_adjacency import _touching

SHAPES = {
    2: [(1, 0), (1, 1), (1, 2), (1, 3), (2, 0), (2, 1), (2, 2), (3, 0), (3, 1)],
    3: [(1, 0), (1, 1), (1, 2), (2, 0), (2, 1), (3, 0)],
}


def model_points(ossuary):
    skulls = [(r, p, h) for (r, p) in ossuary for h in ("lower", "upper")]
    kind = {s: getattr(CARDS[ossuary[s[:2]]], s[2]) for s in skulls}
    level = {s: 2 * s[0] - (1 if s[2] == "lower" else 0) for s in skulls}
    of = {t: [s for s in skulls if kind[s] == t] for t in ("noble", "peasant", "cleric", "romantic", "criminal")}
    commoners = of["noble"] + of["peasant"]
    edges = [(a, b) for a, b in itertools.combinations(of["romantic"], 2) if _touching(a, b)]
    best = 0
    for size in range(len(edges), 0, -1):
        if any(len({x for e in pick for x in e}) == 2 * size for pick in itertools.combinations(edges, size)):
            best = size
            break
    return {
        "noble": sum(1 for n in of["noble"] for c in commoners if level[c] < level[n]),
        "peasant": len(of["peasant"]),
        "cleric": 2 * len({level[c] for c in of["cleric"]}),
        "romantic": 6 * best,
        "criminal": 2 * sum(1 for c in of["criminal"] if any(_touching(c, k) for k in of["cleric"])),
    }


@pytest.mark.parametrize("num_players", [2, 3])
def test_random_complete_ossuaries_score_as_the_model_says(num_players):
    rng = random.Random(f"sedlec-oracle-{num_players}")
    shape = SHAPES[num_players]
    romantic_pairs_seen = set()
    for _ in range(300):
        cards = rng.sample(CARD_IDS, len(shape))
        ossuary = dict(zip(shape, cards))
        expected = model_points(ossuary)
        assert breakdown(ossuary) == expected, ossuary
        romantic_pairs_seen.add(expected["romantic"])
    assert {0, 6, 12} <= romantic_pairs_seen   # the sample reaches several pairings


def test_romantic_pairing_on_every_small_romantic_layout():
    """Every layout of 4 to 7 Romantic skulls among the positions of one 3-2-1 Ossuary
    (other skulls neutral): the best pairing, whatever order the skulls come in."""
    shape = SHAPES[3]
    skulls = [(r, p, h) for (r, p) in shape for h in ("lower", "upper")]
    # Cards by (upper is Romantic, lower is Romantic); no card has two Romantics, so
    # layouts needing both skulls of a card are skipped.
    pick = {(True, False): 18, (False, True): 9, (False, False): 1}   # R/P, P/R, N/P
    checked = 0
    for size in range(4, 8):
        for chosen in itertools.combinations(skulls, size):
            cards = {}
            for place in shape:
                key = ((*place, "upper") in chosen, (*place, "lower") in chosen)
                if key not in pick:
                    break
                cards[place] = pick[key]
            else:
                assert breakdown(cards)["romantic"] == model_points(cards)["romantic"], chosen
                checked += 1
    assert checked > 100
