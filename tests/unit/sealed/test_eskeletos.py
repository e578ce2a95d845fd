"""ESKELETOS in sealed play (pygame_rules/sealed/hooks/eskeletos.py; docs/sealed-links.md,
"ESKELETOS"): what is built so far, played through the set-up by simulated seats passing
links only, with a referee holding every secret in lockstep. The set-up deals every hand
from the Fate deck: each card is seen by its drawer, whose word on its group (an INSTANT, a
Suppressed Hazard, another card) every other seat takes at once; an INSTANT is shown (its
drawer's key published) and shuffled back, and the deck is re-dealt from its encrypted
positions (a rekey pass). After every message the sender sees exactly the true game's view,
log and legal actions."""

from __future__ import annotations

import random

import pytest

import pygame_rules as pr
from pygame_rules.core.link import decode_sealed, encode_sealed
from pygame_rules.games.eskeletos.frames import Phase1, PickSuppress
from pygame_rules.sealed import SealedError
from pygame_rules.sealed.hooks import hooks_for
from pygame_rules.sealed.hooks.eskeletos import card_group, first_slot
from pygame_rules.sealed.messages import PLAY, Action, Announce, Bundle, Message, Secret, Share, encode_items
from pygame_rules.sealed.table import decrypt_note

from . import matches

OPTIONS = {"ask_every_decision": True}
SETUPS = {2: (2, 2), 3: (0, 0)}
"""Players -> (salt of the seat secrets, seed of the players' choices) of a set-up with
INSTANTs shown and re-dealt and Suppressed Hazards (2 seats: three INSTANTs, three
re-deals of the Fate deck; 3 seats: one)."""


def _first_turn(match):
    table = match.referee.table
    return table is not None and isinstance(table.state.top, Phase1)


@pytest.fixture(scope="module", params=[2, 3], ids=["2 seats", "3 seats"])
def setup(request):
    """The set-up of a sealed game, to the first turn's first decision."""
    salt, seed = SETUPS[request.param]
    match = matches.start("eskeletos", request.param, "fake", OPTIONS, salt=salt)
    return matches.play(match, seed, until=_first_turn)


def _items(game):
    return [(m, i) for m in game.log if m.kind == PLAY for i in m.items()]


def test_sealed_eskeletos_asks_every_decision():
    hooks_for("eskeletos").check_setup(2, OPTIONS)
    with pytest.raises(SealedError, match="ask_every_decision"):
        hooks_for("eskeletos").check_setup(2, {})


def test_the_set_up_shows_every_seat_the_true_game(setup):
    assert setup.checks == len(setup.links) - 1 > 20  # the last join unchecked
    truth = setup.referee.table
    assert isinstance(truth.state.top, Phase1)
    mover = truth.state.current_player
    mine = setup.seats[mover].game.table.state  # the seat to play has every message
    assert mine.view(mover) == truth.state.view(mover) and mine.legal_actions() == truth.state.legal_actions()


def test_every_hand_draw_is_announced_by_its_drawer_with_its_true_group(setup):
    truth = setup.referee.table
    words = [(m.seat, i.group) for m, i in _items(setup.referee) if isinstance(i, Announce)]
    assert len(words) >= len(setup.seats) * 2 and {g for _, g in words} >= {"instant", "hazard", "other"}
    # each word is the group of the card at its position, which its drawer alone saw
    assert [g for _, g in words] == list(truth.announced.values())
    for ((pile, number), position), group in truth.announced.items():
        assert card_group(truth.card_at(pile, number, position)) == group
        drawer = truth.deals[(pile, number)].seen[position]
        assert len(drawer) == 1 and (drawer[0], group) in words
    redeals = [d for d in truth.deals.values() if d.rekeys]
    assert redeals and all(d.complete and d.steps == 3 * len(setup.seats) - 1 for d in redeals)
    assert len(redeals) == sum(g == "instant" for _, g in words)  # each INSTANT shuffled back


def test_the_end_s_check_of_every_deal_passes_on_the_set_up(setup):
    """Every deal so far, re-deals included (each seat's rekey replayed from its secret and
    its keys of the earlier deal), opens to every card once, and each position drawn to the
    card the game applied."""
    truth = setup.referee.table
    verified = truth.verify_deals()
    assert any(truth.deals[key].rekeys for key in verified)
    for key, cards in verified.items():
        deal = truth.deals[key]
        assert len(set(cards)) == deal.deck.size
        for position in deal.seen:
            assert deal.cards[cards[position]] == truth.card_at(*key, position)
        if deal.rekeys:  # the same cards as the positions it took in
            earlier = [verified[d][p] if d is not None else p for d, p in deal.sources]
            assert sorted(cards) == sorted(earlier)


def test_no_seat_can_open_a_card_another_seat_drew(setup):
    _assert_no_seat_opens_another_s_draw(setup)


def _assert_no_seat_opens_another_s_draw(match):
    """A seat's own key of a position it drew is public only for an INSTANT (shown to all);
    every other card drawn by one seat opens with no key set another seat holds."""
    truth = match.referee.table
    for m, item in _items(match.referee):
        if isinstance(item, Share):
            deal = next(d for d in truth.deals.values() if item.position in d.seen and (m.seat, item.position) in d.keys)
            if deal.seen[item.position] == (m.seat,):
                assert card_group(truth.card_at(*deal.key, item.position)) == "instant"
    for game in match.games:
        table, me = game.table, game.me
        for key, deal in table.deals.items():
            for position, seen in deal.seen.items():
                if me in seen or (seen and (seen[0], position) in deal.keys):
                    continue  # its own, or shown to all
                keys = [table.deck_keys(me, deal).opening_keys[position]]
                keys += [k for (s, q), k in deal.keys.items() if q == position]
                exponent = 1
                for k in keys:
                    exponent = exponent * k % deal.deck.group.order
                assert deal.deck.card_index(deal.deck.group.power(deal.dealt[position], exponent)) is None


def test_a_false_word_on_a_draw_is_refused():
    """A drawer that calls its card another group: the referee (who knows the card) refuses
    it at once, naming it, and keeps its game; a seat that cannot know takes it (the end's
    replay, the referee's view, refuses the game). The same word changed in the link without
    signing it again is refused by the other seat, whose game is kept."""
    salt, seed = SETUPS[2]
    match = matches.start("eskeletos", 2, "fake", OPTIONS, salt=salt)
    rng = random.Random(seed)
    while True:
        sender, link = matches.next_link(match, rng)
        last = Bundle.decode(decode_sealed(link)).messages[-1]
        words = [i for i in last.items() if isinstance(i, Announce)]
        if words and words[0].group == "other":
            break
        matches.deliver(match, sender, link)

    def hazard(items):
        return [Announce("hazard") if isinstance(i, Announce) else i for i in items]

    other = match.seats[1 - sender]
    before = other.game.saved()
    bundle = Bundle.decode(decode_sealed(link))
    unsigned = Message(last.kind, last.seat, last.number, encode_items(hazard(last.items())), last.signature)
    changed = encode_sealed(Bundle(bundle.game_id, bundle.to, bundle.anchor,
                                   bundle.messages[:-1] + (unsigned,)).encode())
    with pytest.raises(SealedError):
        other.open(changed)
    assert other.game.saved() == before
    false = matches.forge(match.seats[sender], link, hazard)
    referee = match.referee
    kept = referee.saved()
    with pytest.raises(SealedError, match="a false word on its draw"):
        matches._open(referee, false)
    assert referee.saved() == kept
    other.open(false)  # the other seat cannot tell a Suppressed Hazard from another card
    assert other.game.saved() != before


# ---------------------------------------------------------------------- a card suppressed in secret
SUPPRESS = (4, 4)
"""(salt of the seat secrets, seed of the choices) of a 2-seat game in which Ann, holding
cards Bob has not seen, suppresses Wildfire from her second hand slot at ply 32 (turn 4:
Singularity played, then ``suppress wildfire``)."""


def test_a_suppress_is_secret_only_while_the_hand_holds_a_card_some_seat_has_not_seen():
    """Ann picks a hand card to suppress: in the open when Bob knows her whole hand (both
    bits set), in secret as soon as one card is hers alone; never for Bob, who is not asked."""
    state = pr.get_game("eskeletos").new_game(2, OPTIONS)
    state.stack.append(PickSuppress(0, 1, "card"))
    state.tr[0].hand = [("rift", 0b11), ("wildfire", 0b11)]
    assert state.legal_actions() == ["suppress rift", "suppress wildfire"]
    assert hooks_for("eskeletos").secret_decision(state, 0) is None
    state.tr[0].hand = [("rift", 0b11), ("wildfire", 0b01)]
    assert hooks_for("eskeletos").secret_decision(state, 0) == ()
    assert hooks_for("eskeletos").secret_decision(state, 1) is None
    assert first_slot(state, 0, "wildfire") == 1


def _suppressed(match):
    table = match.referee.table
    return table is not None and any(a.startswith("suppress ") for a in table.state.history)


@pytest.fixture(scope="module")
def suppressed():
    """The game of :data:`SUPPRESS`, played until the message holding the suppress is opened."""
    salt, seed = SUPPRESS
    match = matches.start("eskeletos", 2, "fake", OPTIONS, salt=salt)
    return matches.play(match, seed, until=_suppressed)


def _before(table, ply):
    """The true game (``table``: the referee's) before ply ``ply``."""
    record = table.state.to_record()
    return pr.from_record({**record, "actions": record["actions"][:ply]})


def test_a_card_suppressed_from_a_hidden_hand_travels_as_a_secret(suppressed):
    """``suppress wildfire`` is sent as a secret decision (item 2): its note, under Ann's
    secret, says it; what it shows is her hand slot (2, as the varint 1), where the true hand
    held its first Wildfire; no message names it in the open."""
    truth = suppressed.referee.table
    ply = next(i for i, a in enumerate(truth.state.history) if a.startswith("suppress "))
    assert (ply, truth.state.history[ply]) == (31, "suppress wildfire")
    hand = _before(truth, ply).tr[0].hand
    assert len(hand) == 3 and [k for k, _ in hand].index("wildfire") == 1 and hand[1][1] == 0b01  # Ann's alone
    secrets = [(m, i, item) for m in suppressed.referee.log if m.kind == PLAY
               for i, item in enumerate(m.items()) if isinstance(item, Secret)]
    assert len(secrets) == 1
    m, index, item = secrets[0]
    assert m.seat == 0 and item.commitments == () and item.shown == b"\x01"
    assert decrypt_note(matches.secret_for(0, SUPPRESS[0]), m.number, index, item.note) == "suppress wildfire"
    assert not any(isinstance(i, Action) and "wildfire" in i.text for _, i in _items(suppressed.referee))


def test_the_others_fill_the_slot_shown_and_never_open_the_card(suppressed):
    """Bob's filled-in state moves Ann's hand slot 2 to her vault, hidden and suppressed from a
    hand as in the true game (his view and log are the true game's), and no key Bob holds
    opens the position Ann drew Wildfire from."""
    truth = suppressed.referee.table
    bob = suppressed.games[1].table
    assert bob.state.view(1) == truth.state.view(1) and bob.state.log(1) == truth.state.log(1)
    assert [(m, cls) for _, m, cls in truth.state.tr[0].vault] == [(0b01, "hand")]
    assert [(m, cls) for _, m, cls in bob.state.tr[0].vault] == [(0b01, "hand")]
    assert len(bob.state.tr[0].hand) == len(truth.state.tr[0].hand)
    drawn = [(key, p) for key, d in truth.deals.items() for p, seen in d.seen.items()
             if seen == (0,) and truth.card_at(*key, p) == "card wildfire"]
    assert drawn and all(p not in bob.deals[key].known for key, p in drawn)
    _assert_no_seat_opens_another_s_draw(suppressed)


def _until_the_secret(salt, seed):
    """The game of (``salt``, ``seed``) up to Ann's link holding her secret suppress, not
    delivered: ``(match, link)``."""
    match = matches.start("eskeletos", 2, "fake", OPTIONS, salt=salt)
    rng = random.Random(seed)
    while True:
        sender, link = matches.next_link(match, rng)
        if any(isinstance(i, Secret) for i in matches.messages_in(link)[-1].items()):
            return match, link
        matches.deliver(match, sender, link)


def test_a_false_slot_is_refused():
    """Ann shows another slot than the one her suppress takes: the referee (who decrypts her
    note) refuses it at once; Bob cannot tell (the end's check, the referee's, refuses it). A
    slot her hand does not have is refused by Bob at once. Each refusal keeps the game."""
    match, link = _until_the_secret(*SUPPRESS)

    def slot(number):
        return lambda items: [Secret(i.note, i.commitments, bytes([number])) if isinstance(i, Secret) else i
                              for i in items]

    ann, bob, referee = match.seats[0], match.seats[1], match.referee
    kept = referee.saved()
    with pytest.raises(SealedError, match="shows another hand slot than it takes"):
        matches._open(referee, matches.forge(ann, link, slot(0)))
    assert referee.saved() == kept
    before = bob.game.saved()
    with pytest.raises(SealedError, match="seat 1 suppresses hand card 10, and holds 3"):
        bob.open(matches.forge(ann, link, slot(9)))
    assert bob.game.saved() == before
    bob.open(matches.forge(ann, link, slot(0)))  # a hand slot Bob cannot tell from the true one
    assert bob.game.saved() != before
