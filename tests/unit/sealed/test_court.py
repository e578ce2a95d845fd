"""Court of the Dead in sealed play, three seats (pygame_rules/sealed/hooks/court_of_the_dead.py;
docs/sealed-links.md, "The games' hooks"): motives kept in secret and their factions read at
once, Court cards dealt by a mental-poker deal each round, draft picks showing only their deal
position, packets passing on with their keys sealed to the next seat, Tithe bids read
together, Severamm's look at the undealt cards and its exchange. A referee holding every
secret plays the true game in lockstep; after every message the sender sees exactly the true
game's view, log and legal actions."""

from __future__ import annotations

import random

import pytest

from pygame_rules.sealed import SealedError
from pygame_rules.sealed.game import read_archive, verify_log
from pygame_rules.sealed.messages import PLAY, Keys, Opening, Sealed, Secret, decode_inner

from . import matches
from .fake_keys import key_kinds

SEVERAMM_SEED = 3
"""With :class:`SeverammPlayer`, a game in which Severamm looks at the undealt Court cards
twice: it exchanges the first time and keeps its cards the second."""


class SeverammPlayer:
    """Random, but recruits Mourners of the factions that hold Severamm and Socopharie, and
    activates them whenever it can; Severamm exchanges at its first look only."""

    def __init__(self):
        self.looks = 0

    def __call__(self, seat, actions, rng):
        for a in ("activate S5", "activate F5"):
            if a in actions:
                return a
        swaps = [a for a in actions if a.startswith("swap ")]
        if swaps:
            self.looks += 1
            return rng.choice(swaps) if self.looks == 1 else "keep"
        recruits = [a for a in actions if a in ("recruit spirit", "recruit flesh")]
        if recruits and rng.random() < 0.9:
            return rng.choice(recruits)
        return rng.choice(actions)


def _round_two(match):
    table = match.referee.table
    return table is not None and table.state.round >= 2


@pytest.fixture(scope="module", params=key_kinds())
def round_one(request):
    """Three seats through the first round (set-up, draft, actions, Tithe)."""
    return matches.play(matches.start("court_of_the_dead", 3, request.param), 0, until=_round_two)


def _items(game):
    return [(m, i) for m in game.log if m.kind == PLAY for i in m.items()]


def test_round_one_shows_every_seat_the_true_game(round_one):
    assert round_one.checks > 60 and round_one.checks == len(round_one.links) - 1  # the last join unchecked
    items = [i for _, i in _items(round_one.referee)]
    secrets = [i for i in items if isinstance(i, Secret)]
    assert len([s for s in secrets if s.commitments and not s.shown]) == 3 + 3  # motives kept, bids
    assert len([s for s in secrets if s.shown]) == 9                            # 3 picks each, a position each
    assert sum(isinstance(i, Opening) for i in items) == 3 + 3                  # factions, then bids, for all
    assert sum(isinstance(i, Sealed) for i in items) == 6                       # two passes of keys per seat


def test_packets_pass_on_with_the_drawer_s_keys_sealed_to_their_recipient(round_one):
    """Each packet's keys reach only its recipient: a seat opens the sealed parts addressed to
    it, and every key in them is the drawer's, checked against the drawer's tree root."""
    ref = round_one.referee
    seen = 0
    for m, item in _items(ref):
        if not isinstance(item, Sealed):
            continue
        recipient = round_one.seats[item.to]
        index = [i for i in m.items()].index(item)
        from pygame_rules.sealed.table import sealed_info

        keys = decode_inner(recipient.keys.open(item.part, sealed_info(ref.setup, m.number, index, item.to)))
        assert isinstance(keys, Keys) and keys.pile == "court"
        deal = ref.table.deals[("court", keys.deal)]
        for share in keys.shares:
            assert share.owner != item.to and deal.seen[share.position] == (share.owner,)  # the drawer's key
            deal.check_key_share(share)
        seen += 1
        for other in round_one.seats:
            if other.game.me != item.to:
                with pytest.raises(SealedError):
                    other.keys.open(item.part, sealed_info(ref.setup, m.number, index, item.to))
    assert seen == 6


def test_a_seat_cannot_open_a_court_card_it_never_saw(round_one):
    """Round 1's deal: a position whose card seat 1 never held (drawn by another seat and never
    passed to it, or undealt) does not open with every key seat 1 has."""
    table = round_one.seats[0].game.table
    deal = table.deals[("court", 0)]
    unseen = [p for p in range(deal.deck.size) if p not in deal.known]
    assert len(unseen) >= 4
    mine = table.deck_keys(0, deal)
    for p in unseen:
        keys = [mine.opening_keys[p]] + [k for (s, q), k in deal.keys.items() if q == p and s != 0]
        keys += [deal.deck.group.decode_scalar(sh.key) for (s, q), sh in deal.received.items() if q == p]
        order = deal.deck.group.order
        exponent = 1
        for k in keys:
            exponent = exponent * k % order
        assert deal.deck.card_index(deal.deck.group.power(deal.dealt[p], exponent)) is None


def _first_sealed_keys():
    """A 3-seat game up to the first message holding keys sealed to one seat (a packet passed
    on), not delivered: ``(match, sender, that message)``."""
    match = matches.start("court_of_the_dead", 3, "fake", salt=2)
    rng = random.Random(0)
    while True:
        sender, link = matches.next_link(match, rng)
        last = matches.messages_in(link)[-1]
        if any(isinstance(i, Sealed) for i in last.items()):
            return match, sender, last
        matches.deliver(match, sender, link)


def test_a_passer_s_wrong_key_is_refused_by_its_recipient():
    match, sender, last = _first_sealed_keys()
    seat = match.seats[sender]
    from pygame_rules.sealed.messages import KeyShare, encode_inner
    from pygame_rules.sealed.table import sealed_info

    def cheat(items):
        out = []
        for index, item in enumerate(items):
            if isinstance(item, Sealed):
                recipient = match.seats[item.to]
                info = sealed_info(seat.game.setup, last.number, index, item.to)
                keys = decode_inner(recipient.keys.open(item.part, info))
                first = keys.shares[0]
                wrong = KeyShare(first.owner, first.position, (int.from_bytes(first.key, "big") ^ 1).to_bytes(32, "big"),
                                 first.path)
                item = Sealed(item.to, seat.keys.seal_to(match.seats[item.to].keys.identity().ecdh,
                                                         encode_inner(Keys(keys.pile, keys.deal, (wrong,) + keys.shares[1:])),
                                                         info))
            out.append(item)
        return out

    recipient = next(i.to for i in last.items() if isinstance(i, Sealed))
    bad = matches.forge(seat, seat.game.link(recipient), cheat)  # the link as it reaches the recipient
    reader = match.seats[recipient]
    before = reader.game.saved()
    with pytest.raises(SealedError, match="not the one it committed to"):
        reader.open(bad)
    assert reader.game.saved() == before


def test_keys_owed_to_one_seat_are_refused_in_the_open():
    """A passer that puts its packet's keys in the open (message item 9 outside a sealed part,
    which only a read for everybody takes) is refused by its recipient and by a third seat,
    whose games are kept."""
    match, sender, last = _first_sealed_keys()
    seat = match.seats[sender]
    from pygame_rules.sealed.messages import decode_inner
    from pygame_rules.sealed.table import sealed_info

    def in_the_open(items):
        return [decode_inner(match.seats[i.to].keys.open(i.part, sealed_info(seat.game.setup, last.number, n, i.to)))
                if isinstance(i, Sealed) else i for n, i in enumerate(items)]

    for reader in [s for s in range(3) if s != sender]:
        before = match.seats[reader].game.saved()
        with pytest.raises(SealedError, match="must give .* alone, sealed"):
            match.seats[reader].open(matches.forge(seat, seat.game.link(reader), in_the_open))
        assert match.seats[reader].game.saved() == before


@pytest.mark.skipif(matches.IN_PYODIDE, reason="a whole Court game: CPython only (the first round runs everywhere)")
def test_a_whole_game_with_severamm_verifies_at_every_seat():
    kind = key_kinds()[0]
    match = matches.play(matches.start("court_of_the_dead", 3, kind), SEVERAMM_SEED, SeverammPlayer())
    truth = match.referee.table.state
    history = truth.history
    assert history.count("activate S5") >= 2 and sum(a.startswith("swap ") for a in history) == 1
    assert "keep" in history  # the second look: no exchange, shown as such
    assert match.checks == len({text for _, _, text in match.links}) - 1 > 400  # the last for both others
    for seat in match.games:
        verdict = seat.verify()
        assert verdict.ok, verdict.message
        assert verdict.winners == truth.winners() and verdict.scores == truth.scores()
    assert max(len(text) for _, _, text in match.links) < 4000
    # the end's check catches a pick that shows the position of another card
    log = read_archive(match.games[0].archive())
    from pygame_rules.sealed.messages import Message, encode_items

    n = next(i for i, m in enumerate(log) if m.kind == PLAY and any(isinstance(x, Secret) and x.shown
                                                                     for x in m.items()))
    m = log[n]
    items = [Secret(x.note, x.commitments, bytes([x.shown[0] ^ 1])) if isinstance(x, Secret) and x.shown else x
             for x in m.items()]
    changed = log[:n] + [Message(m.kind, m.seat, m.number, encode_items(items), m.signature)] + log[n + 1:]
    verdict = verify_log(changed, None)
    assert not verdict.ok and ("position" in verdict.message)
