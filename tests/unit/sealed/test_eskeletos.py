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
from pygame_rules.games.eskeletos.cards import CARDS
from pygame_rules.games.eskeletos.invariants import card_places, check
from pygame_rules.sealed.hooks.eskeletos import (PEEKED, SLOTS, _place, _place_group, card_group, first_slot, leave_from,
                                               place_card)
from pygame_rules.sealed.messages import (PLAY, Action, Announce, Bundle, Keys, KeyShare, Message, Sealed, Secret,
                                          Share, ShownAction, encode_items)
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


def test_a_host_who_left_the_option_off_gets_it_on():
    """The page's New game form need not know: hosting sealed ESKELETOS sets the option
    (GameHooks.required_options) before the setup is checked and signed into the invite."""
    from pygame_rules.sealed.game import SealedGame
    from pygame_rules.sealed.keys import Identity
    game = SealedGame.host("eskeletos", 2, {"ask_every_decision": False}, 0, "Ann", Identity(b"\4" * 65, b"\4" * 65))
    assert game.setup is not None and game.setup.options["ask_every_decision"] is True


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


def _until_item(salt, seed, kind, text=None):
    """The 2-seat game of (``salt``, ``seed``) up to the first link whose last message holds an
    item of type ``kind`` (an action ``text``, when given), not delivered: ``(match, sender,
    link)``."""
    match = matches.start("eskeletos", 2, "fake", OPTIONS, salt=salt)
    rng = random.Random(seed)
    while True:
        sender, link = matches.next_link(match, rng)
        if any(isinstance(i, kind) and (text is None or i.text == text)
               for i in matches.messages_in(link)[-1].items()):
            return match, sender, link
        matches.deliver(match, sender, link)


def test_a_false_slot_is_refused():
    """Ann shows another slot than the one her suppress takes: the referee (who decrypts her
    note) refuses it at once; Bob cannot tell (the end's check, the referee's, refuses it). A
    slot her hand does not have is refused by Bob at once. Each refusal keeps the game."""
    match, _, link = _until_item(*SUPPRESS, Secret)

    def slot(number):
        return lambda items: [Secret(i.note, i.commitments, bytes([number])) if isinstance(i, Secret) else i
                              for i in items]

    ann, bob, referee = match.seats[0], match.seats[1], match.referee
    kept = referee.saved()
    with pytest.raises(SealedError, match="shows another hand slot than it takes"):
        matches._open(referee, matches.forge(ann, link, slot(0)))
    assert referee.saved() == kept
    before = bob.game.saved()
    with pytest.raises(SealedError, match="seat 1 shows hand card 10, and holds 3"):
        bob.open(matches.forge(ann, link, slot(9)))
    assert bob.game.saved() == before
    bob.open(matches.forge(ann, link, slot(0)))  # a hand slot Bob cannot tell from the true one
    assert bob.game.saved() != before


# ---------------------------------------------------------------------- a vault card turned up
CLEANSE = (24, 24)
"""(salt, seed) of a 2-seat game in which Bob, on turn 1, uses Static Cleanse on his vault's
only card, Old Wound: a Suppressed Hazard he drew alone at set-up (position 1 of the Fate
deck's second deal, after an INSTANT shuffled back), hidden from Ann."""


def _cleansed(match):
    table = match.referee.table
    return table is not None and "cleanse vault 1" in table.state.history


def _held_true(match):
    """Every deal position the referee's hooks follow for a hand or vault slot holds that
    slot's true card; the number of such slots (AssertionError otherwise)."""
    table = match.referee.table
    slots = table.memo.get(SLOTS) if table is not None else None
    checked = 0
    for zone in ("hand", "vault") if slots else ():
        for seat, row in enumerate(slots[zone]):
            entries = getattr(table.state.tr[seat], zone)
            assert len(row) == len(entries)
            for held, entry in zip(row, entries):
                if held is not None:
                    assert table.card_at(held.pile, held.deal, held.position) == "card " + entry[0]
                    checked += 1
    return checked


@pytest.fixture(scope="module")
def cleansed():
    """The game of :data:`CLEANSE` until the cleanse is applied; along it, the positions
    followed are checked against the true cards after every message (their count kept)."""
    salt, seed = CLEANSE
    match = matches.start("eskeletos", 2, "fake", OPTIONS, salt=salt)
    counts = []

    def until(m):
        counts.append(_held_true(m))
        return _cleansed(m)

    matches.play(match, seed, until=until)
    match.followed = counts
    return match


def test_the_deal_positions_followed_hold_the_true_cards(cleansed):
    """Each hand and vault slot whose deal position the hooks follow holds the card dealt
    there, after every message of the set-up and turn 1 (the Suppressed Hazards, Bob's hand)."""
    assert max(cleansed.followed) >= 4 and cleansed.followed[-1] >= 3


def test_a_vault_card_turned_up_is_opened_for_everybody(cleansed):
    """Bob cleanses Old Wound: before the move applies, he gives his key of its position in
    the open (the others' were public since he drew it), everybody opens it, and Ann's
    filled-in state, which held a filler Hazard there, holds Old Wound: her log says it goes
    off, as the true game's does."""
    truth = cleansed.referee.table
    ply = truth.state.history.index("cleanse vault 1")
    assert [(k, m, c) for k, m, c in _before(truth, ply).tr[1].vault] == [("old_wound", 0b10, "hazard")]
    keys = [(m.seat, item) for m, item in _items(cleansed.referee) if isinstance(item, Keys)]
    assert [(seat, k.pile, k.deal, [(s.owner, s.position) for s in k.shares]) for seat, k in keys] == \
        [(1, "fate", 1, [(1, 0)])]
    assert truth.card_at("fate", 1, 0) == "card old_wound" and truth.deals[("fate", 1)].seen[0] == (1,)
    ann = cleansed.games[0].table
    assert ann.card_at("fate", 1, 0) == "card old_wound"
    line = ("Player 2 uses Static Cleanse to discard suppressed card 1: Old Wound goes off, gains 2 Burden "
            "(4 of 5), spends 2 Hope (0 left), 0 suppressed cards left.")
    assert line in ann.state.log(0) and line in truth.state.log(0)
    assert ann.state.log(0)[:len(truth.state.log(0))] == truth.state.log(0)
    _assert_no_seat_opens_another_s_draw(cleansed)


def test_a_card_turned_up_is_placed_where_the_viewer_cannot_see():
    """Ann's vault holds a Polished Mask card (seen by nobody) whose filler in Bob's state is
    Windfall of Hope; it opens to Wildfire, whose one copy Bob's state put in Ann's hidden
    hand. Windfall (an INSTANT) cannot lie in a hand, so the hand takes a hand card from the
    undecided Fate pile and Windfall returns to the pile: every card stays in one place
    (invariants.py), and Bob sees no change. A slot whose card the viewer knows, or a card
    whose only copy the viewer sees elsewhere, is refused."""
    state = pr.get_game("eskeletos").new_game(2, OPTIONS)
    state.decks.take("fate", "wildfire")
    state.decks.take("fate", "windfall_of_hope")
    state.tr[0].hand = [("wildfire", 0b01)]
    state.tr[0].vault = [("windfall_of_hope", 0, "any")]
    places, view = card_places(state), state.view(1)
    place_card(state, 1, 0, 0, "wildfire")
    assert state.tr[0].vault == [("wildfire", 0, "any")]
    (key, mask), = state.tr[0].hand
    assert mask == 0b01 and CARDS[key].deck == "fate" and CARDS[key].kind not in ("instant", "hazard")
    assert state.decks.pile["fate"]["windfall_of_hope"] == 2  # both copies undecided again
    assert card_places(state) == places and state.view(1)["travelers"] == view["travelers"]
    check(state)
    state.tr[0].vault = [("wildfire", 0b01, "hand")]
    with pytest.raises(SealedError, match="which it cannot be"):  # Ann knows the card she suppressed
        place_card(state, 0, 0, 0, "rift")
    state.tr[0].hand = [("wildfire", 0b11)]
    state.tr[0].vault = [("windfall_of_hope", 0, "any")]
    with pytest.raises(SealedError, match="which no place seat 2 cannot see holds"):
        place_card(state, 1, 0, 0, "wildfire")  # its one copy is in a hand Bob sees


def test_a_false_key_for_a_card_turned_up_is_refused():
    """Bob's key of Old Wound's position changed (and his message signed again): Ann refuses
    it at once, the key not being the one he committed to when he locked the deal; her game
    is kept."""
    match, sender, link = _until_item(*CLEANSE, Keys)
    assert sender == 1

    def spoil(items):
        out = []
        for item in items:
            if isinstance(item, Keys):
                share = item.shares[0]
                item = Keys(item.pile, item.deal, (KeyShare(share.owner, share.position, bytes(32 - 1) + b"\x07",
                                                            share.path),))
            out.append(item)
        return out

    ann = match.seats[0]
    before = ann.game.saved()
    with pytest.raises(SealedError, match="key for position 1 of fate .deal 1. is not the one it committed to"):
        ann.open(matches.forge(match.seats[1], link, spoil))
    assert ann.game.saved() == before
    ann.open(link)  # the true one goes through
    assert ann.game.table.card_at("fate", 1, 0) == "card old_wound"


# ---------------------------------------------------------------------- a card leaving a hand by name
PLAYED = (24, 24)
"""(salt, seed) of a 2-seat game (:data:`CLEANSE`'s) in which Bob, on turn 1 (message 45),
draws a Corporeal card and plays Ancestral Voice from his second hand slot, a card he drew
alone (position 1 of the Fate deck's fourth deal, after three INSTANTs shuffled back); Ann's
filled-in state holds Healing Spring in that slot."""


def _played(match):
    table = match.referee.table
    return table is not None and "play ancestral_voice" in table.state.history


@pytest.fixture(scope="module")
def played():
    """The game of :data:`PLAYED` until the message holding the play is opened; Ann's state
    of Bob's hand just before it is kept (``ann_before``)."""
    salt, seed = PLAYED
    match = matches.start("eskeletos", 2, "fake", OPTIONS, salt=salt)
    kept = []

    def until(m):
        kept.append(list(m.games[0].table.state.tr[1].hand))
        return _played(m)

    matches.play(match, seed, until=until)
    match.ann_before = kept[-2]
    return match


def test_a_card_played_shows_its_hand_slot_and_its_key(played):
    """``play ancestral_voice`` travels in the open with the hand slot it leaves (item 11:
    slot 2, the varint 1), then Bob's key of that slot's deal position, given for everybody
    (before it, Cosmic Alignment, drafted from the Drift and known to all, showed its slot
    alone); Ann opens the card there (Ancestral Voice, as named), and her filled-in state,
    which held Healing Spring there, now matches the true game: her view and log are its own."""
    truth, ann = played.referee.table, played.games[0].table
    ply = truth.state.history.index("play ancestral_voice")
    assert [k for k, _ in _before(truth, ply).tr[1].hand] == ["flood_of_feeling", "ancestral_voice", "scar_tissue"]
    assert [k for k, _ in played.ann_before] == ["wildfire", "healing_spring"]
    items = [i for m in played.referee.log if m.kind == PLAY and m.seat == 1 for i in m.items()]
    shown = [(at, i) for at, i in enumerate(items) if isinstance(i, ShownAction)]
    # Cosmic Alignment, known to all (drafted from the Drift), left from slot 3: no key
    assert [i for _, i in shown] == [ShownAction("play cosmic_alignment", b"\x02"),
                                     ShownAction("play ancestral_voice", b"\x01")]
    assert not isinstance(items[shown[0][0] + 1], Keys)
    keys = items[shown[1][0] + 1]
    assert isinstance(keys, Keys) and (keys.pile, keys.deal) == ("fate", 3)
    assert [(k.owner, k.position) for k in keys.shares] == [(1, 0)]
    assert truth.card_at("fate", 3, 0) == ann.card_at("fate", 3, 0) == "card ancestral_voice"
    assert truth.deals[("fate", 3)].seen[0] == (1,)
    assert ann.state.view(0) == truth.state.view(0) and ann.state.log(0) == truth.state.log(0)
    assert [k for k, _ in ann.state.tr[1].hand][:1] == ["wildfire"]  # slot 1 kept its filler
    assert "Player 2 plays Ancestral Voice" in " ".join(truth.state.log(0))
    _assert_no_seat_opens_another_s_draw(played)


def test_a_false_hand_slot_for_a_card_played_is_refused():
    """Bob shows another slot than his play takes: the referee refuses it at once; Ann, for
    whom slot 1 could hold Ancestral Voice, refuses his key (not of that slot's position:
    position 1 of the Fate deck's third deal);
    with his true key of slot 1's position she opens Flood of Feeling there and refuses the
    move. A slot his hand lacks and a play sent without its slot are refused too. Each
    refusal keeps the game."""
    match, sender, link = _until_item(*PLAYED, ShownAction, "play ancestral_voice")
    assert sender == 1
    ann, bob, referee = match.seats[0], match.seats[1], match.referee
    first = referee.table.memo[SLOTS]["hand"][1][0]
    assert (first.pile, first.deal, first.position) == ("fate", 2, 0)

    def edit(slot=None, position=None, plain=False):
        def change(items):
            out = []
            for item in items:
                if isinstance(item, ShownAction) and plain:
                    item = Action(item.text)
                elif isinstance(item, ShownAction) and slot is not None:
                    item = ShownAction(item.text, bytes([slot]))
                elif isinstance(item, Keys) and position is not None:
                    table = bob.game.table
                    deal = table.deals[("fate", 2)]
                    item = Keys("fate", 2, (deal.key_share(table.deck_keys(1, deal), position),))
                out.append(item)
            return out
        return change

    kept = referee.saved()
    with pytest.raises(SealedError, match="shows another hand slot than it takes"):
        matches._open(referee, matches.forge(bob, link, edit(slot=0)))
    assert referee.saved() == kept
    before = ann.game.saved()
    for change, refusal in [(edit(slot=0), "keys of a hand card played are not the ones it owes"),
                            (edit(slot=0, position=0), "plays 'ancestral_voice' from its hand card 1, which "
                                                        "opens to 'flood_of_feeling'"),
                            (edit(slot=9), "seat 2 shows hand card 10, and holds 3"),
                            (edit(plain=True), "'play ancestral_voice' shows nothing beside it")]:
        with pytest.raises(SealedError, match=refusal):
            ann.open(matches.forge(bob, link, change))
        assert ann.game.saved() == before
    ann.open(link)  # the true one goes through
    assert ann.game.table.card_at("fate", 3, 0) == "card ancestral_voice"


def test_a_card_named_leaves_from_the_slot_shown():
    """Ann plays Healing Spring from her third hand slot (known to all); Bob's filled-in state
    holds a filler Healing Spring in her first (hidden from him), which the engine would take:
    that filler trades places with another hand card of the undecided Fate pile, so the
    engine takes the third. Every card stays in one place and Bob sees no change. A slot
    shown after a copy Bob knows, or holding a card Bob knows is another, is refused."""
    state = pr.get_game("eskeletos").new_game(2, OPTIONS)
    for key in ("healing_spring", "wildfire", "healing_spring"):
        state.decks.take("fate", key)
    state.tr[0].hand = [("healing_spring", 0b01), ("wildfire", 0b01), ("healing_spring", 0b11)]
    places, view = card_places(state), state.view(1)
    assert first_slot(state, 0, "healing_spring") == 0
    fitted = leave_from(state, 1, 0, 2, "healing_spring", b"seed")
    assert fitted is not state and state.tr[0].hand[0] == ("healing_spring", 0b01)  # a copy changed
    (spare, mask), rest = fitted.tr[0].hand[0], fitted.tr[0].hand[1:]
    assert mask == 0b01 and spare != "healing_spring" and CARDS[spare].deck == "fate"
    assert CARDS[spare].kind not in ("instant", "hazard") and rest == state.tr[0].hand[1:]
    assert first_slot(fitted, 0, "healing_spring") == 2
    assert card_places(fitted) == places and fitted.view(1)["travelers"] == view["travelers"]
    check(fitted)
    assert leave_from(fitted, 1, 0, 2, "healing_spring", b"seed") is fitted  # nothing to change
    state.tr[0].hand[0] = ("healing_spring", 0b11)
    with pytest.raises(SealedError, match="its hand card 1, which seat 2 knows, is one too"):
        leave_from(state, 1, 0, 2, "healing_spring", b"seed")
    with pytest.raises(SealedError, match="which seat 2 knows is another card"):
        leave_from(state, 1, 0, 2, "wildfire", b"seed")


def test_a_determinization_keeps_the_limbo_pile_in_its_order():
    """A Limbo card is public chance, drawn from the seat's own outcome list in its order;
    the resample rebuilds every undecided pile in key order, so the hooks' determinizations
    put the Limbo pile back as it was (else a seat whose state was dealt again drew another
    Limbo card than the others: game 44 of the benchmark, turn 4). Hidden piles are dealt
    again as the resample deals them."""
    state = pr.get_game("eskeletos").new_game(2, OPTIONS)
    limbo = state.decks.pile["limbo"]
    first = next(iter(limbo))
    for _ in range(limbo[first]):
        state.decks.take("limbo", first)
        state.decks.discard["limbo"].append(first)
    state.decks.discard["limbo"].pop()
    state.decks.put_back("limbo", first)  # back at the end of the pile's order
    order = list(state.decks.pile["limbo"].items())
    assert order[-1] == (first, 1) and order != sorted(order)
    plain = state.resample_from_infostate(1, random.Random(3))
    assert list(plain.decks.pile["limbo"].items()) == sorted(order)  # what broke the draws
    dealt = hooks_for("eskeletos").determinize(state, 1, random.Random(3))
    assert list(dealt.decks.pile["limbo"].items()) == order
    assert dealt.decks.pile["fate"] == plain.decks.pile["fate"]


TRADE = (16, 16)
"""(salt, seed) of a 2-seat game in which Ann, on turn 14 (message 108), starts a trade by
giving Stardust from her fifth hand slot, a card Bob has not seen (his filled-in state holds
Event Horizon there; she drew it alone: position 1 of the Void deck's first deal); Bob gives
Fond Recollection from his third (message 109), a card Ann knows already; Ann then seals her
key of Stardust's position to Bob (message 110)."""


@pytest.fixture(scope="module")
def traded():
    """The game of :data:`TRADE` until the trade is applied, Bob's filled-in view of Ann's
    hand kept message by message (``bob_before``); Bob's secret ``give`` and Ann's sealed
    keys are forged first and opened by the other trader and the referee (``forged``)."""
    salt, seed = TRADE
    match = matches.start("eskeletos", 2, "fake", OPTIONS, salt=salt)
    rng = random.Random(seed)
    match.forged, match.bob_before = {}, []
    while "give fond_recollection" not in match.referee.table.state.history:
        match.bob_before.append(list(match.games[1].table.state.tr[0].hand))
        sender, link = matches.next_link(match, rng)
        number = matches.messages_in(link)[-1].number
        if number == 109:
            match.forged["slot out"] = _forged(match, sender, link, lambda items: [
                Secret(i.note, i.commitments, b"\x09") if isinstance(i, Secret) else i for i in items])
            match.forged["slot false"] = _forged(match, sender, link, lambda items: [
                Secret(i.note, i.commitments, b"\x00") if isinstance(i, Secret) else i for i in items])
        if number == 110:
            match.forged["key"] = _forged(match, sender, link, _sealed_keys(match, sender, link, position=1),
                                          referee=False)
        matches.deliver(match, sender, link)
    return match


def _sealed_keys(match, sender, link, position):
    """An edit of ``link``'s last message: its sealed keys replaced by the sender's own key of
    ``position`` of the same deal, sealed again to the same seat."""
    from pygame_rules.sealed.messages import decode_inner, encode_inner
    from pygame_rules.sealed.table import sealed_info
    table = match.seats[sender].game.table
    message = matches.messages_in(link)[-1]
    index, item = next((i, it) for i, it in enumerate(message.items()) if isinstance(it, Sealed))
    real = match.referee.table.deals

    def edit(items):
        out = []
        for it in items:
            if isinstance(it, Sealed):
                deal = real[("void", 0)]
                share = deal.key_share(table.deck_keys(sender, table.deals[("void", 0)]), position)
                plain = encode_inner(Keys("void", 0, (share,)))
                info = sealed_info(table.setup, message.number, index, it.to)
                it = Sealed(it.to, match.seats[sender].keys.seal_to(table.entries[it.to].ecdh, plain, info))
            out.append(it)
        return out
    return edit


def test_a_trade_gives_each_card_in_secret_and_passes_its_key_sealed(traded):
    """Both ``give`` moves of a trade are secret decisions (item 2) showing their hand slots
    (Ann's fifth, Bob's third), their notes naming the cards; no message names either card in
    the open. Once Bob has given, Ann seals her key of Stardust's position to Bob alone
    (message 110: Fond Recollection, which she knows, needs none); Bob opens it, his
    filled-in state, which held Event Horizon in her fifth slot, trades it for Stardust, and
    after the trade his view, log and the deal positions he follows are the true game's."""
    truth, bob = traded.referee.table, traded.games[1].table
    ply = truth.state.history.index("give stardust")
    assert truth.state.history[ply - 2:ply + 2] == ["trade 2", "agree", "give stardust", "give fond_recollection"]
    assert [k for k, _ in _before(truth, ply).tr[0].hand][4] == "stardust"
    assert [k for k, _ in traded.bob_before[-4]][4] == "event_horizon"
    notes = [(m.number, m.seat, i.shown, decrypt_note(matches.secret_for(m.seat, TRADE[0]), m.number, n, i.note))
             for m in traded.referee.log if m.kind == PLAY for n, i in enumerate(m.items()) if isinstance(i, Secret)
             and m.number in (108, 109)]
    assert notes == [(108, 0, b"\x04", "give stardust"), (109, 1, b"\x02", "give fond_recollection")]
    assert not any(isinstance(i, (Action, ShownAction)) and i.text.startswith("give ") for _, i in _items(traded.referee))
    m110 = next(m for m in traded.referee.log if m.number == 110)
    assert m110.seat == 0 and [(type(i), i.to) for i in m110.items()] == [(Sealed, 1)]
    assert truth.card_at("void", 0, 0) == bob.card_at("void", 0, 0) == "card stardust"
    assert truth.deals[("void", 0)].seen[0] == (0,)
    assert bob.memo[SLOTS] == truth.memo[SLOTS]
    assert ("stardust", 0b11) in bob.state.tr[1].hand and ("stardust", 0b11) in truth.state.tr[1].hand
    assert bob.state.view(1) == truth.state.view(1) and bob.state.log(1) == truth.state.log(1)


def test_a_false_slot_or_key_in_a_trade_is_refused(traded):
    """Bob's ``give`` showing a hand slot he lacks is refused by Ann at once; showing his first
    slot, by the referee, who decrypts his note, and by Ann too, who does not know that card,
    so Bob owes her its key in the same message. Ann's sealed key changed for her key of another position of the Void deal is
    refused by Bob (not the keys she owes; the referee, for whom the part is not meant, would
    take it on trust: the end's check names her). Each refusal keeps the game."""
    forged = traded.forged
    words, kept = forged["slot out"][0]
    assert kept and "seat 2 shows hand card 10, and holds" in words
    words, kept = forged["slot false"]["referee"]
    assert kept and "names a hand card and shows another hand slot than it takes" in words
    words, kept = forged["slot false"][0]
    assert kept and "Bob's message stops while Bob's keys of a card given in a trade for Ann is due" in words
    words, kept = forged["key"][1]
    assert kept and "keys of a card given in a trade are not the ones it owes" in words


def test_a_discard_pile_shuffled_in_re_deals_its_cards_by_position_or_encoding():
    """The Fate deck formed anew from its discards: Old Wound, discarded face down and hidden
    from Ann, is re-dealt from the deal position it holds (position 9 of the Fate deck's
    second deal); the two Healing Springs, the pile's other cards (discarded face up, one of
    them maybe by the very ply that emptied the deck), enter by name: the indexes of the
    first two copies in the deck's first deal (``Deal.redeal`` gives each a fresh encoding).
    A Healing Spring lying face down and hidden beside one known to all enters by its
    position, the other by name. A face-down card the pile lacks, or one whose position is
    not followed, is refused."""
    from pygame_rules.games.eskeletos.cards import DECK_LISTS
    from pygame_rules.sealed.hooks.eskeletos import BURIED, FIRST_CARDS, Held, _discards_in

    state = pr.get_game("eskeletos").new_game(2, OPTIONS)
    first = [f"card {k}" for k, n in DECK_LISTS["fate"].items() for _ in range(n)]
    springs = [i for i, o in enumerate(first) if o == "card healing_spring"]
    state.decks.pile["fate"] = {"healing_spring": 2, "old_wound": 1}
    wound = Held("fate", 1, 8, (1,))
    memo = {FIRST_CARDS: {"fate": first}, BURIED: {"fate": [(wound, "old_wound", 0b10)]}}
    assert _discards_in(state, "fate", memo) == [(("fate", 1), 8), (None, springs[0]), (None, springs[1])]
    assert len(springs) == 3 and springs[:2] == [first.index("card healing_spring"), springs[0] + 1]
    memo[BURIED]["fate"] = [(wound, "old_wound", 0b11)]  # known to all: its encoding too
    wound_at = first.index("card old_wound")
    assert _discards_in(state, "fate", memo) == [(None, wound_at), (None, springs[0]), (None, springs[1])]
    memo[BURIED]["fate"] = [(wound, "healing_spring", 0b10)]  # one Healing Spring hidden, one known to all
    assert _discards_in(state, "fate", memo) == [(("fate", 1), 8), (None, wound_at), (None, springs[0])]
    for buried, refusal in [([(None, "old_wound", 0b10)], "does not yet follow where a face-down fate discard"),
                            ([(wound, "wildfire", 0b10)], "lacks a card discarded face down")]:
        memo[BURIED]["fate"] = buried
        with pytest.raises(SealedError, match=refusal):
            _discards_in(state, "fate", memo)

REVEALED = (62, 62)
"""(salt, seed) of a 2-seat game in which Bob plays Heart Laid Bare on Ann (turn 7): she takes
the harm, and her vault, three Suppressed Hazards he has not seen (two of them Buried Grief),
is revealed by the card's effect, with no slot named by any move."""


def test_a_vault_revealed_by_an_effect_is_opened_for_everybody():
    """The move whose effects turn up Ann's vault (her ``endure``) reads her keys of its three
    positions, given for everybody, one after the other; Bob's filled-in state puts each
    opened card in its slot, never taking a copy from a slot opened before it, and his log
    says what the true game's says."""
    salt, seed = REVEALED
    match = matches.start("eskeletos", 2, "fake", OPTIONS, salt=salt)

    def until(m):
        history = m.referee.table.state.history
        return "play heart_laid_bare 1" in history and history[-1] != "play heart_laid_bare 1"

    matches.play(match, seed, until=until)
    truth, bob = match.referee.table, match.games[1].table
    ply = truth.state.history.index("play heart_laid_bare 1")
    assert truth.state.history[ply:ply + 2] == ["play heart_laid_bare 1", "endure"]
    assert [(k, m) for k, m, _ in _before(truth, ply).tr[0].vault] == \
        [("buried_grief", 0b01), ("unspoken_words", 0b01), ("buried_grief", 0b01)]
    message = next(m for m in reversed(match.referee.log) if m.kind == PLAY and Action("endure") in m.items())
    keys = [i for i in message.items() if isinstance(i, Keys)]
    assert message.seat == 0 and [(k.pile, k.deal, [(s.owner, s.position) for s in k.shares]) for k in keys] == \
        [("fate", 1, [(0, 1)]), ("fate", 1, [(0, 2)]), ("fate", 2, [(0, 0)])]
    line = ("Player 1 takes the harm: Buried Grief goes off, Unspoken Words goes off, Buried Grief goes off, "
            "gains 1 Burden (5 of 5), 0 suppressed cards left.")
    assert line in truth.state.log(1) and line in bob.state.log(1)
    ours, true = bob.state.log(1), truth.state.log(1)  # one of them may be a message ahead
    assert ours[:len(true)] == true[:len(ours)]


# ---------------------------------------------------------------------- Fate Manipulation's known cards
KNOWN = (3, 3)
"""(salt, seed) of a 2-seat game in which Bob uses Fate Manipulation on turn 20 (message 151):
``bottom sudden_clarity`` travels as a secret showing peeked card 2, and his ``draft 2`` in the
same message refills the Drift with the other peeked card (Healing Spring), known to him alone (position 24 of
the Fate deck's second deal); on turn 31 (message 216) Ann's ``play stardust`` draws the deck's
last card, Sudden Clarity from the bottom (position 25), an INSTANT, which Bob announces and
gives his key of for everybody (message 217)."""


def _forged(match, sender, link, edit, referee=True):
    """Every seat but ``sender`` and the referee (unless not ``referee``) open ``link`` changed
    by ``edit``: ``{seat or "referee": (refusal or None, whether its saved game was kept)}``."""
    out = {}
    readers = [(s, seat.game, seat.open) for s, seat in enumerate(match.seats) if s != sender]
    if referee:
        readers.append(("referee", match.referee, lambda text: matches._open(match.referee, text)))
    for name, game, open_ in readers:
        kept = game.saved()
        try:
            open_(matches.forge(match.seats[sender], link, edit))
            out[name] = (None, False)
        except SealedError as exc:
            out[name] = (str(exc), game.saved() == kept)
    return out


@pytest.fixture(scope="module")
def known():
    """The game of :data:`KNOWN` until message 217 is delivered; at messages 151 and 217,
    forged versions are opened first by Ann and the referee (:func:`_forged`, kept in
    ``forged``), and the filled-in memos of both seats are kept after 151 (``memos``)."""
    salt, seed = KNOWN
    match = matches.start("eskeletos", 2, "fake", OPTIONS, salt=salt)
    rng = random.Random(seed)
    match.forged, match.memos = {}, {}

    def with_items(kind, change):
        return lambda items: [change(i) if isinstance(i, kind) else i for i in items]

    while True:
        sender, link = matches.next_link(match, rng)
        number = matches.messages_in(link)[-1].number
        if number == 151:
            match.forged["slot out"] = _forged(match, sender, link, with_items(
                Secret, lambda i: Secret(i.note, i.commitments, b"\x05")))
            match.forged["slot false"] = _forged(match, sender, link, with_items(
                Secret, lambda i: Secret(i.note, i.commitments, b"\x00")))
            match.forged["in the open"] = _forged(match, sender, link, lambda items: [
                Action("bottom sudden_clarity") if isinstance(i, Secret) else i for i in items])
        if number == 217:
            match.forged["word"] = _forged(match, sender, link, with_items(Announce, lambda i: Announce("other")))
            match.forged["key"] = _forged(match, sender, link, with_items(Keys, lambda i: Keys(
                i.pile, i.deal, (KeyShare(i.shares[0].owner, 23, i.shares[0].key, i.shares[0].path),))))
        matches.deliver(match, sender, link)
        if number == 151:
            match.memos = {s: {k: g.table.memo[k] for k in (SLOTS, PEEKED)} for s, g in
                           [(0, match.games[0]), (1, match.games[1]), ("referee", match.referee)]}
        if number == 217:
            return match


def test_fate_manipulation_s_bottom_travels_as_a_secret(known):
    """``bottom sudden_clarity`` is a secret decision (item 2): its note, under Bob's secret,
    says it; it shows the index of the peeked card sent under the deck (2: the varint 1),
    where his second peek drew Sudden Clarity; no message names that card in the open
    before it is drawn face up, and every table follows the same deal positions for the
    known top and bottom cards."""
    truth = known.referee.table
    ply = truth.state.history.index("bottom sudden_clarity")
    assert _before(truth, ply).peeked == ["healing_spring", "sudden_clarity"]
    secrets = [(m, i, item) for m in known.referee.log if m.kind == PLAY
               for i, item in enumerate(m.items()) if isinstance(item, Secret)]
    m, index, item = next((m, i, s) for m, i, s in secrets if m.number == 151)
    assert (m.seat, item.shown, item.commitments) == (1, b"\x01", ())
    assert decrypt_note(matches.secret_for(1, KNOWN[0]), m.number, index, item.note) == "bottom sudden_clarity"
    assert not any(isinstance(i, (Action, ShownAction)) and "sudden_clarity" in i.text
                   for m2, i in _items(known.referee) if m2.number < 217)
    memos = known.memos
    assert memos[0] == memos[1] == memos["referee"]
    bottom, = memos["referee"][SLOTS]["bottom"][0]
    assert (bottom.pile, bottom.deal, bottom.position, bottom.owners) == ("fate", 1, 24, (1,))
    assert memos["referee"][SLOTS]["top"] == [[]] and memos["referee"][PEEKED] == []  # the top card went to the Drift
    assert truth.card_at("fate", 1, 24) == "card sudden_clarity"


def test_a_false_or_open_bottom_is_refused(known):
    """Bob's ``bottom`` showing a peeked card he does not have (6 of 2) is refused by Ann at
    once; showing the other one (1) by the referee, who decrypts his note, and by Ann too
    here, for whom the card left on top is then the other position, so his key of the card
    turned up in the Drift is not the one she expects; sent in the open, by both. Each
    refusal keeps the game."""
    forged = known.forged
    assert forged["slot out"][0] == ("seat 2 sends peeked card 6 under the Fate deck, and peeked 2", True)
    assert forged["slot out"]["referee"][1]
    words, kept = forged["slot false"][0]
    assert kept and "Bob's keys of a known Fate card turned up in the Drift are not the ones it owes" in words
    words, kept = forged["slot false"]["referee"]
    assert kept and "sends a peeked card under the Fate deck and shows another" in words
    for reader in (0, "referee"):
        words, kept = forged["in the open"][reader]
        assert kept and "decision here is secret, and it was sent in the open" in words


def test_a_known_card_turned_up_in_the_drift_is_opened_for_everybody(known):
    """Bob's ``draft 2`` refills the Drift with the card he kept on top (Healing Spring, position
    24 of the Fate deck's second deal, his peek): before the move applies he gives his key of
    it for everybody in the same message, and Ann, whose filled-in state held a filler there,
    opens it and sees the Drift as the true game does."""
    truth, ann = known.referee.table, known.games[0].table
    m = next(m for m in known.referee.log if m.number == 151)
    keys = [i for i in m.items() if isinstance(i, Keys)]
    assert [(k.pile, k.deal, [(s.owner, s.position) for s in k.shares]) for k in keys] == [("fate", 1, [(1, 23)])]
    assert truth.card_at("fate", 1, 23) == ann.card_at("fate", 1, 23) == "card healing_spring"
    ply = truth.state.history.index("draft 2", truth.state.history.index("bottom sudden_clarity"))
    assert "healing_spring" in [k for k, _ in _before(truth, ply + 1).drift]


def test_a_known_card_drawn_by_another_seat_is_announced_and_passed(known):
    """Ann's ``play stardust`` draws the Fate deck's bottom card, which Bob alone knows
    (position 25 of its second deal): Bob announces its group, ``instant``, and then, an
    INSTANT being shown, gives his key of it for everybody (message 217, no other item);
    Ann opens Sudden Clarity, which resolves and lies on the discard pile, and her view and
    log are the true game's."""
    truth, ann = known.referee.table, known.games[0].table
    m = next(m for m in known.referee.log if m.number == 217)
    assert m.seat == 1 and [type(i) for i in m.items()] == [Announce, Keys]
    word, keys = m.items()
    assert word.group == "instant" and [(s.owner, s.position) for s in keys.shares] == [(1, 24)]
    assert ann.card_at("fate", 1, 24) == truth.card_at("fate", 1, 24) == "card sudden_clarity"
    assert ann.state.view(0) == truth.state.view(0) and ann.state.log(0) == truth.state.log(0)
    assert truth.state.decks.discard["fate"][-1] == ann.state.decks.discard["fate"][-1] == "sudden_clarity"


def test_a_false_word_or_key_for_a_known_card_is_refused(known):
    """Bob's word changed to ``other`` is refused by the referee at once (a false word), and by
    Ann, for whom a card not shown must then reach her sealed; his key changed to that of
    position 24 is refused by both (keys of another position than the read's). Each refusal
    keeps the game."""
    forged = known.forged
    words, kept = forged["word"]["referee"]
    assert kept and "says a known Fate card drawn into a hand is 'other', but it is 'card sudden_clarity'" in words
    words, kept = forged["word"][0]
    assert kept and "must give a known Fate card drawn into a hand to Ann alone, sealed" in words
    for reader in (0, "referee"):
        words, kept = forged["key"][reader]
        assert kept and "keys of a known Fate card drawn into a hand are not the ones it owes" in words


def test_a_known_fate_card_is_placed_where_the_viewer_cannot_see():
    """Bob knows the Fate deck's bottom card; Ann's filled-in state holds Windfall of Hope
    there. Opened as Wildfire, it takes Wildfire from the undecided pile (Windfall returns to
    it); announced as a Hazard, it becomes the first Hazard the pile gives. A chance outcome
    waiting for the read keeps its copy: with Wildfire's only undecided copy reserved and
    none elsewhere hidden from Ann, the card cannot be placed; nor can Bob, who knows the
    card, be told it is another."""
    state = pr.get_game("eskeletos").new_game(2, OPTIONS)
    state.decks.take("fate", "windfall_of_hope")
    state.decks.bottom = [("windfall_of_hope", 0b10)]
    places = card_places(state)
    _place(state, 0, "bottom", -1, 0, "wildfire", "known Fate card")
    assert state.decks.bottom == [("wildfire", 0b10)] and state.decks.pile["fate"]["windfall_of_hope"] == 2
    assert card_places(state) == places  # every card still in one place
    _place_group(state, 0, "bottom", 0, "hazard", None)
    (key, mask), = state.decks.bottom
    assert mask == 0b10 and card_group("card " + key) == "hazard"
    _place_group(state, 0, "bottom", 0, "hazard", None)  # already one: kept
    assert state.decks.bottom == [(key, 0b10)]
    check(state)
    state.decks.pile["fate"]["wildfire"] = 1  # its one undecided copy, a chance outcome's
    with pytest.raises(SealedError, match="which no place seat 1 cannot see holds"):
        _place(state, 0, "bottom", -1, 0, "wildfire", "known Fate card", keep="wildfire")
    with pytest.raises(SealedError, match="the known Fate card 1 opens to 'rift', which it cannot be"):
        _place(state, 1, "bottom", -1, 0, "rift", "known Fate card")


TRADE3 = (3, 3)
"""(salt, seed) of a 3-seat game in which Cleo, on turn 20, trades with Ann: she gives Fallow
Field from her sixth hand slot (message 276), Ann gives Resentment from her first (message
277, with her key of its position sealed to Cleo), and Cleo seals hers of Fallow Field to
Ann (message 278); Bob, the third seat, takes part in neither."""


def test_a_third_seat_learns_nothing_of_a_trade():
    """Each trader opens the card it receives (position 3 of the Nature deck's first deal,
    position 3 of the Emotion deck's), each key sealed to it alone; Bob can open neither,
    holds no key of them, and once he has taken in the trade his view, log and touched keys
    are the true game's as he may see it."""
    salt, seed = TRADE3
    match = matches.start("eskeletos", 3, "fake", OPTIONS, salt=salt)

    def traded(m):
        truth = m.referee.table
        return truth is not None and "give resentment" in truth.state.history and truth.pending is None

    matches.play(match, seed, until=traded)
    truth = match.referee.table
    lacking = len(match.games[1].log)  # every message since Bob's last one, as a link would bring them
    match.seats[1].open(matches.encode_log(match.referee, len(match.referee.log), start=lacking))
    notes = [(m.number, m.seat, type(i).__name__, getattr(i, "to", None), getattr(i, "shown", None))
             for m in match.referee.log if m.kind == PLAY and 276 <= m.number <= 278 for i in m.items()]
    assert notes == [(276, 2, "Secret", None, b"\x05"), (277, 0, "Secret", None, b"\x00"), (277, 0, "Sealed", 2, None),
                     (278, 2, "Sealed", 0, None)]
    assert not any(isinstance(i, (Action, ShownAction)) and i.text.startswith("give ") for _, i in _items(match.referee))
    ann, bob, cleo = (g.table for g in match.games)
    for key, position, card in [(("nature", 0), 2, "card fallow_field"), (("emotion", 0), 2, "card resentment")]:
        assert truth.card_at(*key, position) == ann.card_at(*key, position) == cleo.card_at(*key, position) == card
        assert bob.card_at(*key, position) is None
        assert not any(p == position for _, p in bob.deals[key].received)
    matches.compare(match, 1)


PLACED_TWICE = (32, 32)
"""(salt, seed) of a 2-seat game in which Bob's ``draft 3`` on turn 66 refills the Drift from
the Fate deck's three known bottom cards, his peek (the undecided pile is empty): Buried
Grief, a Hazard (it goes off, leaving the slot to fill again), then Tidal Pull."""


def test_a_known_card_placed_earlier_in_a_ply_is_kept_when_the_state_is_dealt_again():
    """Ann's filled-in state puts Buried Grief on the bottom card read first; Tidal Pull, read
    next, has its one copy where her bottom filler cannot go, so her state is dealt again
    (a determinization), and Buried Grief is put back first: her Drift, her log ("Player 2
    drafts Healing Spring from the Drift: spends 1 Hope") and Bob's Hope are the true
    game's after every message."""
    salt, seed = PLACED_TWICE
    match = matches.start("eskeletos", 2, "fake", OPTIONS, salt=salt)

    def refilled(m):
        return m.referee.table is not None and len(m.referee.table.state.history) > 652

    matches.play(match, seed, until=refilled)  # each sender checked against the true game
    truth = match.referee.table
    ply = truth.state.history.index("draft 3", 640)
    assert [k for k, _ in _before(truth, ply).decks.bottom] == ["buried_grief", "tidal_pull", "gathering_storm"]
    assert "Player 2 drafts Healing Spring from the Drift: spends 1 Hope (4 left)." in truth.state.log(0)
    ann = match.games[0].table.state
    assert ann.log(0)[:len(truth.state.log(0))] == truth.state.log(0)[:len(ann.log(0))]
    assert "Player 2 drafts Healing Spring from the Drift: spends 1 Hope (4 left)." in ann.log(0)


MIXED = (0, 0)
"""(salt, seed) of a 2-seat game in which the Fate deck runs out on turn 34 and its discard
pile, holding a Rift face down and hidden from Ann (position 5 of the deck's first deal) and
another Rift face up, is shuffled in: the second deal of the Fate deck."""


def test_a_discard_pile_holding_a_card_both_known_to_all_and_hidden_is_re_dealt():
    """The face-down Rift enters by its position, the face-up one (and the 39 other cards
    known to all) by name, each as a fresh encoding of the re-deal, never an encoding of the
    first deal (which the hidden Rift's position may hold: the rekey pass would then make one
    encrypted card twice). Every step is accepted by both seats; the re-deal opens to the same
    cards as its sources, the end's check of it passes, and the pile's encodings are the
    first deal's followed by the fresh ones."""
    salt, seed = MIXED
    match = matches.start("eskeletos", 2, "fake", OPTIONS, salt=salt)

    def drawn(m):
        deal = m.referee.table.deals.get(("fate", 1)) if m.referee.table is not None else None
        return deal is not None and bool(deal.seen)

    matches.play(match, seed, until=drawn)
    truth = match.referee.table
    first, deal = truth.deals[("fate", 0)], truth.deals[("fate", 1)]
    assert deal.rekeys == 2 and len(deal.sources) == 41 and truth.state.turn_no == 34
    assert deal.sources[0] == (("fate", 0), 4) and truth.card_at("fate", 0, 4) == "card rift"
    public = [n for d, n in deal.sources if d is None]
    assert len(public) == 40 and [first.cards[n] for n in public].count("card rift") == 1
    assert deal.deck.cards[:len(first.deck.cards)] == first.deck.cards
    assert deal.cards == (*first.cards, *(first.cards[n] for n in public))
    assert not set(deal.start[1:]) & set(first.deck.cards)
    opened = [deal.cards[i] for i in truth.verify_deals()[("fate", 1)]]
    assert sorted(opened) == sorted(["card rift", *(first.cards[n] for n in public)])
    for game in match.games:
        assert game.table.deals[("fate", 1)].outputs == deal.outputs



def _late_game(buried: str, ann_hand: str, bob_hand: list[tuple[str, int]]):
    """A 2-seat state whose Fate pile is spent (every other Fate card discarded face up): one
    face-down discard ``buried`` and Ann's hand card ``ann_hand``, both known to Ann alone,
    Ann's vault holding Silent Scream (a Hazard) and Wildfire, unseen by anybody, and Bob's
    hand ``bob_hand``."""
    state = pr.get_game("eskeletos").new_game(2, OPTIONS)
    pile = state.decks.pile["fate"]
    for key in (buried, ann_hand, "silent_scream", "wildfire", *(k for k, _ in bob_hand)):
        state.decks.take("fate", key)
    state.decks.discard["fate"] = [k for k, n in pile.items() for _ in range(n)]  # face up: known to all
    pile.clear()
    state.decks.buried["fate"] = [(buried, 0b01, "hand")]
    state.tr[0].hand = [(ann_hand, 0b01)]
    state.tr[0].vault = [("silent_scream", 0, "any"), ("wildfire", 0, "any")]
    state.tr[1].hand = list(bob_hand)
    check(state)
    return state


def test_a_card_turned_up_whose_copy_no_hidden_place_can_give_is_placed_in_a_state_dealt_again():
    """The Polished Mask discards a suppressed card (Facade Purge), which opens to Empty Chair
    (4 seats, game 1 of benchmarks.sealed_reach, turn 90). In Bob's filled-in state the slot
    holds Silent Scream, a Hazard, and Empty Chair's one copy lies face down in the discards,
    where only a card that can be held in a hand may lie; the Fate pile has nothing left to
    give. So no place Bob cannot see can give the card, and the state is dealt again (a
    determinization of Bob's information set) until the card can lie there, the card placed
    earlier by the same move (Silent Scream, in the second slot) kept where it was put. A card
    whose only copy Bob holds himself is refused in every state dealt again."""
    from pygame_rules.sealed.hooks.eskeletos import turn_up
    state = _late_game("empty_chair", "rift", [])
    with pytest.raises(SealedError, match="which no place seat 2 cannot see holds"):
        place_card(state.clone(), 1, 0, 0, "empty_chair")
    fitted = turn_up(state, 1, 0, 0, "empty_chair", [["vault", 0, 1, "silent_scream"]], b"seed")
    assert [k for k, _, _ in fitted.tr[0].vault] == ["empty_chair", "silent_scream"]
    assert {fitted.tr[0].hand[0][0], fitted.decks.buried["fate"][0][0]} == {"rift", "wildfire"}
    assert [k for k, _, _ in state.tr[0].vault] == ["silent_scream", "wildfire"]  # the state given is kept
    assert card_places(fitted) == card_places(state)  # every card still in one place
    assert fitted.view(1) == state.view(1)  # Bob sees no change
    check(fitted)
    own = _late_game("rift", "tidal_pull", [("empty_chair", 0b11)])
    with pytest.raises(SealedError, match="cannot be 'empty_chair' in any position seat 2 can imagine"):
        turn_up(own, 1, 0, 0, "empty_chair", [], b"seed")
