"""Designed content checks (RULINGS.md, ESKELETOS): the 92-space board, deck mixes, the
named cards, and card texts written from effect lists."""

from __future__ import annotations

from pygame_rules.games.eskeletos.board import RELIC_HOME, SPACES, TURNING_POINTS, space_type
from pygame_rules.games.eskeletos.cards import CARDS, DECK_LISTS, SUIT_DECKS, card_text
from pygame_rules.games.eskeletos.travelers import RELICS, TRAVELERS

LIMBO_NAMES = {"Whispers in the Dark", "Heavy Chains", "Deep Cold", "Spectral Drift", "Void Passage",
               "Static Void", "Soul Echo", "Anchored Soul", "Portal Surge", "Guiding Thread",
               "Pure Transcendence"}
"""Every Limbo card the rulebook names (Limbo Turn Structure; Returning to the Main Board)."""


def test_board_has_five_rings_and_92_spaces():
    # Components: 5 concentric rings and 92 playable spaces; Acceptance is the 92nd.
    assert sorted(SPACES) == [1, 2, 3, 4, 5]
    assert sum(len(s) for s in SPACES.values()) + 1 == 92
    for ring, spaces in SPACES.items():
        assert spaces[0] == "wheel"
        assert len(TURNING_POINTS[ring]) >= 2
        assert space_type(ring, RELIC_HOME[ring]) == "turning"
        assert {"hazard", "lotus", "nature", "corporeal", "emotion", "memory", "void"} <= set(spaces)


def test_every_ring_is_winnable():
    # From every space a Turning Point lies within one 2D6 roll (2..12), with or without
    # a net-movement floor of 1, so no ring can trap a Traveler.
    for ring, spaces in SPACES.items():
        size = len(spaces)
        for start in range(size):
            reach = {(start + k) % size for k in range(1, 13)}
            assert reach & set(TURNING_POINTS[ring]), (ring, start)


def test_deck_sizes_and_variety():
    for deck in SUIT_DECKS:
        assert sum(DECK_LISTS[deck].values()) == 15
        assert len(DECK_LISTS[deck]) >= 8
    fate = DECK_LISTS["fate"]
    assert sum(fate.values()) == 50 and len(fate) >= 20
    assert sum(c for k, c in fate.items() if CARDS[k].kind == "hazard") == 10
    assert any(CARDS[k].kind == "instant" for k in fate)
    assert any(CARDS[k].kind == "instant" and any(op.get("who") == "all" for op in CARDS[k].effects) for k in fate)
    limbo = DECK_LISTS["limbo"]
    assert sum(limbo.values()) == 15
    assert {CARDS[k].name for k in limbo} == LIMBO_NAMES


def test_named_keep_in_play_cards_exist_and_relics_are_as_given():
    names = {c.name: c for c in CARDS.values()}
    for name in ("Companion Animal", "Genetic Strength", "Keepsake"):
        assert names[name].kind == "keep"
    assert [r.name for r in RELICS.values()] == [
        "Fate Manipulation", "Ethereal Ember", "Cosmic Cloak", "Equilibrium", "Stasis Shield"]
    assert {t.ability: (t.burden, t.hope) for t in TRAVELERS.values()} == {
        "Scavenger's Intuition": (1, 3), "Scarred Resilience": (3, 1),
        "A Lifetime of Wisdom": (2, 2), "Facade Purge": (1, 1)}


def test_card_text_is_written_from_effects():
    assert CARDS["storm_front"].text == "Action: The Traveler you target gains 1 Burden."
    assert CARDS["catharsis"].text == "Action: Shed 2 Burden, then lose 1 Hope."
    assert CARDS["genetic_strength"].text == "Keep in Play. While attached: +1 to your Gateway Checks."
    assert CARDS["void_passage"].text == "Movement Phase: Move to space 7, the Exit Portal."
    for card in CARDS.values():
        assert card.text == card_text(card) and card.text
