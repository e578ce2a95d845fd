"""A re-deal between messages (``deals.Deal.redeal``): positions still encrypted in an earlier
deal of a pile, and cards of it already shown, dealt again through a rekey pass, as
ESKELETOS needs when a discard pile is shuffled into what is left of its deck
(docs/sealed-links.md, "A re-deal of encrypted positions")."""

from __future__ import annotations

import pytest

from pygame_rules.sealed import P256, SealedError
from pygame_rules.sealed.deals import Deal
from pygame_rules.sealed.sra import DeckKeys

GAME = b"test game id 16b"
SEATS = 3
CARDS = tuple(f"card {c}" for c in "ABCDEFGH")


def _secret(seat: int, deal: int) -> bytes:
    return bytes([0x40 + 8 * deal + seat]) * 32


def _play_steps(deal: Deal, readers: list[Deal], number: int, old: dict[int, list[int]] | None = None) -> None:
    """Every step of ``deal`` made by its seat and accepted by every reader's copy."""
    while not deal.complete:
        step = len(deal.outputs)
        seat = deal.step_seat(step)
        keys = DeckKeys(deal.deck, seat, _secret(seat, number))
        item = deal.make_step(keys, old[seat] if old and step < deal.rekeys else ())
        for reader in [deal, *readers]:
            reader.accept_step(seat, item)


def _open(deal: Deal, number: int, position: int) -> str:
    keys = [DeckKeys(deal.deck, s, _secret(s, number)).opening_keys[position] for s in range(SEATS)]
    return deal.cards[deal.open(position, keys)]


@pytest.fixture(scope="module")
def dealt():
    first = Deal(P256, GAME, ("fate", 0), CARDS, SEATS)
    reader = Deal(P256, GAME, ("fate", 0), CARDS, SEATS)
    _play_steps(first, [reader], 0)
    assert reader.outputs == first.outputs
    return first


def _sources(first: Deal):
    # positions 3..7 never drawn; position 1 discarded face down (known to its drawer only);
    # the card at position 0 was shown to all and comes back by name (a fresh encoding)
    shown = CARDS.index(_open(first, 0, 0))
    return [(("fate", 0), p) for p in (3, 4, 5, 6, 7, 1)] + [(None, shown)]


def test_a_redeal_takes_a_rekey_pass_and_opens_to_the_same_cards(dealt):
    earlier = {("fate", 0): dealt}
    sources = _sources(dealt)
    redeal = Deal.redeal(GAME, ("fate", 1), earlier, sources)
    reader = Deal.redeal(GAME, ("fate", 1), earlier, sources)
    assert redeal.steps == 3 * SEATS - 1 and redeal.rekeys == SEATS
    assert [redeal.step_seat(s) for s in range(redeal.steps)] == [0, 1, 2, 0, 1, 2, 1, 0]
    shown = CARDS[sources[-1][1]]
    assert redeal.cards == (*CARDS, shown) and redeal.deck.size == 7 and len(redeal.deck.cards) == len(CARDS) + 1
    assert redeal.deck.cards[:len(CARDS)] == dealt.deck.cards  # the first deal's encodings, then a fresh one
    assert redeal.start[-1] == redeal.deck.cards[-1] not in dealt.deck.cards
    old = {s: redeal.old_keys({("fate", 0): DeckKeys(dealt.deck, s, _secret(s, 0))}) for s in range(SEATS)}
    assert old[0][-1] == 1  # the shown card: nothing to take off
    _play_steps(redeal, [reader], 1, old)
    assert reader.outputs == redeal.outputs
    before = sorted([_open(dealt, 0, p) for p in (3, 4, 5, 6, 7, 1)] + [_open(dealt, 0, 0)])
    after = [_open(redeal, 1, p) for p in range(7)]
    assert sorted(after) == before
    secrets = [_secret(s, 1) for s in range(SEATS)]
    assert [redeal.cards[i] for i in redeal.verify(secrets, [old[s] for s in range(SEATS)])] == after
    # a shown card's encoding, or an earlier position's element, appears in no re-deal step
    assert not (set(redeal.start) | set(dealt.deck.cards)) & {x for out in redeal.outputs for x in out}


def test_a_redeal_step_is_checked_as_it_arrives(dealt):
    earlier = {("fate", 0): dealt}
    sources = _sources(dealt)
    redeal = Deal.redeal(GAME, ("fate", 1), earlier, sources)
    keys = [DeckKeys(redeal.deck, s, _secret(s, 1)) for s in range(SEATS)]
    old0 = redeal.old_keys({("fate", 0): DeckKeys(dealt.deck, 0, _secret(0, 0))})
    item = redeal.make_step(keys[0], old0)
    # a reader that re-deals other positions refuses step 0 (its sources digest differs)
    other = Deal.redeal(GAME, ("fate", 1), earlier, sources[:-1] + [(("fate", 0), 2)])
    with pytest.raises(SealedError, match="another card list"):
        other.accept_step(0, item)
    assert other.outputs == []
    with pytest.raises(SealedError, match="seat 2 sent step 1"):
        redeal.accept_step(1, item)
    with pytest.raises(SealedError, match="not seat 2's step"):
        redeal.make_step(keys[1], old0)
    redeal.accept_step(0, item)
    with pytest.raises(SealedError, match="old key of each"):
        redeal.make_step(keys[1], [])


def test_a_cheating_rekey_is_named_at_the_end(dealt):
    # seat 2 rekeys position 1 with its old key of position 2: that position then opens to
    # no card for anyone, though every step still looks like a deck
    earlier = {("fate", 0): dealt}
    redeal = Deal.redeal(GAME, ("fate", 1), earlier, _sources(dealt))
    old = {s: redeal.old_keys({("fate", 0): DeckKeys(dealt.deck, s, _secret(s, 0))}) for s in range(SEATS)}
    wrong = dict(old)
    wrong[1] = [old[1][1], *old[1][1:]]
    _play_steps(redeal, [], 1, wrong)
    secrets = [_secret(s, 1) for s in range(SEATS)]
    with pytest.raises(SealedError, match="seat 2's rekey of position 1 does not follow"):
        redeal.verify(secrets, [old[s] for s in range(SEATS)])
    opened = []
    for p in range(7):
        try:
            opened.append(_open(redeal, 1, p))
        except SealedError as exc:
            assert "does not open to one of its cards" in str(exc)
            opened.append(None)
    assert opened.count(None) == 1


def test_a_redeal_refuses_bad_sources(dealt):
    earlier = {("fate", 0): dealt}
    with pytest.raises(SealedError, match="re-deals no position"):
        Deal.redeal(GAME, ("fate", 1), earlier, [])
    with pytest.raises(SealedError, match="a position twice"):
        Deal.redeal(GAME, ("fate", 1), earlier, [(("fate", 0), 3), (("fate", 0), 3)])
    with pytest.raises(SealedError, match="not a dealt position"):
        Deal.redeal(GAME, ("fate", 1), earlier, [(("fate", 0), 8)])
    with pytest.raises(SealedError, match="no earlier deal of its pile"):
        Deal.redeal(GAME, ("suit", 1), earlier, [(("fate", 0), 3)])
    with pytest.raises(SealedError, match="a card the pile does not have"):
        Deal.redeal(GAME, ("fate", 1), earlier, [(None, len(CARDS))])
    undealt = Deal(P256, GAME, ("fate", 0), CARDS, SEATS)
    with pytest.raises(SealedError, match="not a dealt position"):
        Deal.redeal(GAME, ("fate", 1), {("fate", 0): undealt}, [(("fate", 0), 0)])


def test_a_shown_copy_and_a_hidden_one_of_a_card_never_share_an_encoding():
    """Two copies of one card: the first copy's position lies face down (hidden), the second
    is shown to all. Named by its first copy's index, as a seat that cannot tell the copies
    apart names it, the shown one enters as a fresh encoding, not as the first copy's (which
    the hidden position holds: the rekey pass would then make one encrypted card twice). The
    re-deal opens to both copies, its end's check passes, and a later re-deal of its
    positions (with a card shown again) extends the same list of encodings."""
    cards = ("card A", "card A", "card B", "card C")
    first = Deal(P256, GAME, ("void", 0), cards, SEATS)
    _play_steps(first, [], 0)
    index = [first.open(p, [DeckKeys(first.deck, s, _secret(s, 0)).opening_keys[p] for s in range(SEATS)])
             for p in range(4)]
    hidden = index.index(0)  # the position holding the first copy of A
    sources = [(("void", 0), hidden), (None, 0)]
    redeal = Deal.redeal(GAME, ("void", 1), {("void", 0): first}, sources)
    reader = Deal.redeal(GAME, ("void", 1), {("void", 0): first}, sources)
    assert redeal.start[1] != first.deck.cards[0] and redeal.cards == (*cards, "card A")
    old = {s: redeal.old_keys({("void", 0): DeckKeys(first.deck, s, _secret(s, 0))}) for s in range(SEATS)}
    _play_steps(redeal, [reader], 1, old)  # every step accepted: no encrypted card twice
    assert sorted(_open(redeal, 1, p) for p in range(2)) == ["card A", "card A"]
    secrets = [_secret(s, 1) for s in range(SEATS)]
    assert sorted(redeal.verify(secrets, [old[s] for s in range(SEATS)])) == [0, 4]
    earlier = {("void", 0): first, ("void", 1): redeal}
    again = Deal.redeal(GAME, ("void", 2), earlier, [(("void", 1), 0), (("void", 1), 1), (None, 2)])
    assert again.deck.cards[:5] == redeal.deck.cards and again.cards == (*cards, "card A", "card B")
    old2 = {s: again.old_keys({("void", 1): DeckKeys(redeal.deck, s, _secret(s, 1))}) for s in range(SEATS)}
    _play_steps(again, [], 2, old2)
    assert sorted(_open(again, 2, p) for p in range(3)) == ["card A", "card A", "card B"]
    assert sorted(again.verify([_secret(s, 2) for s in range(SEATS)], [old2[s] for s in range(SEATS)])) == [0, 4, 5]
