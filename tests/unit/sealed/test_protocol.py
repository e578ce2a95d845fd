"""Whole sealed games between simulated seats that pass only links (docs/sealed-links.md, "The
protocol layer"), with the real key layer where ``cryptography`` is installed and its
stand-in everywhere (Pyodide). A referee holding every seat's secret plays the true game in
lockstep: after every message, the sender's engine state shows it exactly what the true game
shows it (view, log, touched keys, legal actions), and at the end every seat's verification
passes and agrees with the true game."""

from __future__ import annotations

import random

import pytest

from pygame_rules.sealed import SealedError
from pygame_rules.sealed.game import SealedGame, read_archive, verify_log
from pygame_rules.sealed.messages import PLAY, Action, Link, Opening, Reveal, Sealed, Secret

from . import matches
from .fake_keys import has_cryptography, key_kinds

SEED = 0
"""A random Skullminers game of 60 messages: a God Skull dug (a public opening) and a
Prospector's Map played (an opening sealed to the seeker)."""


@pytest.fixture(scope="module", params=key_kinds())
def finished(request):
    return matches.play(matches.start("skullminers", 2, request.param), SEED)


def _items(game: SealedGame):
    return [(m, i) for m in game.log if m.kind == PLAY for i in m.items()]


def test_a_whole_game_played_by_links_shows_each_seat_the_true_game(finished):
    assert finished.checks == len(finished.links) - 1 > 50  # every sent message but the join checked
    truth = finished.referee.table.state
    assert truth.end_reason() == "god_skull"
    items = [i for _, i in _items(finished.referee)]
    assert sum(isinstance(i, Opening) for i in items) == 1   # the God Skull dug, opened for both
    assert sum(isinstance(i, Sealed) for i in items) == 1    # a Claim scouted, opened for one seat
    assert sum(isinstance(i, Secret) for i in items) == 2    # each seat hid its God Skull in secret
    assert sum(isinstance(i, Reveal) for i in items) == 2
    for seat in finished.games:
        assert seat.phase() == "revealed"
        assert seat.table.state.winners() == truth.winners()


def test_every_seat_s_verification_passes_and_agrees_with_the_true_game(finished):
    truth = finished.referee.table.state
    for game in finished.games:
        verdict = game.verify()
        assert verdict.ok, verdict.message
        assert verdict.winners == truth.winners() and verdict.scores == truth.scores()
        assert verdict.counts["messages"] == len(finished.referee.log)
        assert verdict.counts["deals"] == 2 and verdict.counts["draws"] > 20


def test_the_archive_verifies_with_every_signature(finished):
    archive = finished.games[0].archive()
    assert archive == finished.games[1].archive()  # both seats hold the same log
    log = read_archive(archive)
    if has_cryptography() and finished.seats[0].keys.__class__.__name__ == "SeatKeys":
        from pygame_rules.sealed.keys import verify_signature

        check = verify_signature
    else:
        keys = finished.seats[0].keys
        check = keys.verify
    verdict = verify_log(log, check)
    assert verdict.ok, verdict.message
    assert verdict.winners == finished.referee.table.state.winners()


def test_a_move_s_link_stays_under_4000_characters(finished):
    sizes = [len(text) for _, _, text in finished.links]
    assert max(sizes) < 4000
    assert sorted(sizes)[len(sizes) // 2] < 600  # a usual move: a few hundred characters


def _changed(log, number, edit):
    """``log`` with message ``number``'s items changed by ``edit`` (signature kept)."""
    from pygame_rules.sealed.messages import Message, encode_items

    m = log[number]
    return log[:number] + [Message(m.kind, m.seat, m.number, encode_items(edit(m.items())), m.signature)] + log[number + 1:]


def _first(log, kind):
    return next(n for n, m in enumerate(log) if m.kind == PLAY and any(isinstance(i, kind) for i in m.items()))


def test_the_end_s_check_names_a_changed_message(finished):
    log = read_archive(finished.games[0].archive())
    keys = finished.seats[0].keys
    n = _first(log, Action)

    def other_action(items):
        return [Action("done") if isinstance(i, Action) else i for i in items]

    verdict = verify_log(_changed(log, n, other_action), keys.verify)
    assert not verdict.ok and f"message {n + 1} is not signed" in verdict.message
    # without signatures, the replay itself refuses: a hidden decision other than committed
    s = _first(log, Secret)

    def other_note(items):
        return [Secret(bytes([i.note[0] ^ 1]) + i.note[1:], i.commitments) if isinstance(i, Secret) else i for i in items]

    verdict = verify_log(_changed(log, s, other_note), None)
    assert not verdict.ok and ("does not give the commitments" in verdict.message or "not legal" in verdict.message
                               or "does not decrypt" in verdict.message)
    r = _first(log, Reveal)
    verdict = verify_log(_changed(log, r, lambda items: [Reveal(bytes(32)) if isinstance(i, Reveal) else i
                                                         for i in items]), None)
    assert not verdict.ok and "not the one it committed to" in verdict.message


# ---------------------------------------------------------------------------- refusals
def _state_of(game: SealedGame):
    table = game.table
    return (len(game.log), game.saved(), table.summary() if table else None,
            table.state.view(game.me) if table else None, len(table.state.history) if table else None)


@pytest.fixture(params=key_kinds()[:1])
def midgame(request):
    """A game after 12 messages, and the 13th written (sender, link) but not delivered."""
    match = matches.start("skullminers", 2, request.param)
    rng = random.Random(SEED)
    for _ in range(12):
        matches.deliver(match, *matches.next_link(match, rng))
    sender, link = matches.next_link(match, rng)
    return match, sender, link, rng


def _refused(game: SealedGame, opener, match: str) -> None:
    before = _state_of(game)
    with pytest.raises(SealedError, match=match):
        opener()
    assert _state_of(game) == before, "a refused link changed the seat's game"


def test_a_changed_character_is_refused(midgame):
    match, sender, link, _ = midgame
    reader = match.seats[1 - sender]
    bad = link[:40] + ("A" if link[40] != "A" else "B") + link[41:]
    _refused(reader.game, lambda: reader.open(bad), "damaged|checksum|characters")


def test_a_message_changed_in_its_link_is_refused(midgame):
    match, sender, link, _ = midgame
    reader = match.seats[1 - sender]
    from pygame_rules.core.link import decode_sealed, encode_sealed
    from pygame_rules.sealed.messages import Bundle, Message, encode_items

    bundle = Bundle.decode(decode_sealed(link))
    m = bundle.messages[-1]
    items = m.items()
    items.append(Action("done"))
    changed = Message(m.kind, m.seat, m.number, encode_items(items), m.signature)
    bad = encode_sealed(Bundle(bundle.game_id, bundle.to, bundle.anchor, (changed,)).encode())
    _refused(reader.game, lambda: reader.open(bad), "not signed by")


def test_a_replayed_link_is_refused(midgame):
    match, sender, link, _ = midgame
    reader = match.seats[1 - sender]
    reader.open(link)
    _refused(reader.game, lambda: reader.open(link), "nothing new")


def test_a_seat_opening_its_own_link_is_told_whom_it_is_for(midgame):
    match, sender, link, _ = midgame
    writer = match.seats[sender]
    reader = writer.game.names[1 - sender]
    _refused(writer.game, lambda: writer.open(link), f"nothing new: this seat made it, to send to {reader}$")


def test_a_move_opened_in_a_browser_outside_the_game_says_so(midgame):
    """A fresh profile (no invitation opened) given a link from the middle of the game is not
    sent looking for older links: it is told to open it where the player joined."""
    _, _, link, _ = midgame
    stranger = SealedGame()
    with pytest.raises(SealedError, match="a sealed game this browser has not joined"):
        stranger.incoming(link)
    assert stranger.log == [] and stranger.setup is None


def test_a_second_answer_to_an_invitation_is_refused():
    """Two browsers open the same invitation and both join as seat 2: the host keeps the
    first answer and refuses the second, saying the seat is taken."""
    from pygame_rules.sealed.seat import LocalSeat
    from .fake_keys import FakeKeys
    host = LocalSeat.host(FakeKeys(), "skullminers", 2, None, 0, "Ann", b"\1" * 32)
    invite = host.send()
    answers = []
    for name, secret in (("Bob", b"\2" * 32), ("Eve", b"\3" * 32)):
        seat = LocalSeat(FakeKeys())
        seat.open(invite)
        seat.join(name, secret)
        answers.append(seat.send())
    host.open(answers[0])
    _refused(host.game, lambda: host.open(answers[1]), "seat 2 of this game is taken already, by Bob")
    assert host.game.names[:2] == ["Ann", "Bob"]


def test_links_out_of_order_are_refused(midgame):
    match, sender, link, rng = midgame
    reader = match.seats[1 - sender]
    matches.deliver(match, sender, link)
    answer = matches.next_link(match, rng)        # the reader's answer ...
    matches.deliver(match, *answer)
    later_sender, later = matches.next_link(match, rng)   # ... and the next message to it
    assert later_sender == sender
    # a seat that has not opened the link before: the reader's game two messages back
    import copy

    behind = copy.deepcopy(match.referee)
    game = SealedGame(reader.game.me, matches.secret_for(reader.game.me))
    archive = matches.encode_log(behind, len(behind.log) - 2)
    incoming = game.incoming(archive, archive=True)
    game.accept(incoming, [True] * len(incoming.verify), [reader.keys.open(p, i) for p, i in incoming.open])
    _refused(game, lambda: game.incoming(later), "missing")


def test_a_forked_message_is_refused_and_the_first_one_kept(midgame):
    match, sender, link, _ = midgame
    reader = match.seats[1 - sender]
    reader.open(link)
    from pygame_rules.core.link import decode_sealed
    from pygame_rules.sealed.messages import Bundle

    mine = Bundle.decode(decode_sealed(link)).messages[-1]
    # the same seat signs another version of the same message (one more item)
    fork = matches.forge(match.seats[sender], link, lambda items: items + [Action("done")])
    forked = Bundle.decode(decode_sealed(fork)).messages[-1]
    assert forked.number == mine.number and forked.raw != mine.raw
    _refused(reader.game, lambda: reader.open(fork), "two different versions")


def test_a_message_out_of_turn_is_refused_though_signed(midgame):
    match, sender, link, _ = midgame
    reader = match.seats[1 - sender]
    reader.open(link)   # now the reader must answer; the sender writes again anyway
    extra = matches.forge(match.seats[sender], link, lambda items: items)
    from pygame_rules.core.link import decode_sealed, encode_sealed
    from pygame_rules.sealed.messages import Bundle, Message, encode_items

    last = Bundle.decode(decode_sealed(extra)).messages[-1]
    game = match.seats[sender].game
    body = encode_items([Action("done")])
    unsigned = Message(PLAY, sender, last.number + 1, body)
    signed = Message(PLAY, sender, last.number + 1, body, match.seats[sender].keys.sign(unsigned.id(game.game_id, game.ids[-1])))
    text = encode_sealed(Bundle(game.game_id, 1 - sender, game.ids[-1], (signed,)).encode())
    _refused(reader.game, lambda: reader.open(text), "turn to send")


def test_a_message_in_another_seat_s_name_is_refused(midgame):
    match, sender, link, _ = midgame
    reader = match.seats[1 - sender]
    from pygame_rules.core.link import decode_sealed, encode_sealed
    from pygame_rules.sealed.messages import Bundle, Message

    m = Bundle.decode(decode_sealed(link)).messages[-1]
    game = match.seats[sender].game
    posing = Message(PLAY, 1 - sender, m.number, m.body)  # claims to be the reader's own seat's
    signed = Message(PLAY, 1 - sender, m.number, m.body,
                     match.seats[sender].keys.sign(posing.id(game.game_id, game.ids[m.number - 1])))
    text = encode_sealed(Bundle(game.game_id, 1 - sender, game.ids[m.number - 1], (signed,)).encode())
    _refused(reader.game, lambda: reader.open(text), "not signed by")


def _later_link_with(match, rng, kind):
    """Play on until a message holding an item of ``kind`` is written; (sender, link)."""
    while True:
        sender, link = matches.next_link(match, rng)
        from pygame_rules.core.link import decode_sealed
        from pygame_rules.sealed.messages import Bundle

        if any(isinstance(i, kind) for i in Bundle.decode(decode_sealed(link)).messages[-1].items()):
            return sender, link
        matches.deliver(match, sender, link)


@pytest.mark.parametrize("kind", ["share", "link", "deal step"])
def test_a_cheating_seat_s_wrong_contribution_is_refused(midgame, kind):
    from pygame_rules.sealed.messages import DealStep, Link, Share

    match, sender, link, rng = midgame
    matches.deliver(match, sender, link)
    item_kind = {"share": Share, "link": Link, "deal step": DealStep}[kind]
    if kind == "deal step":  # the first deals are made at the start: play a fresh game to them
        match = matches.start("skullminers", 2, "fake", salt=1)
        rng = random.Random(SEED)
    sender, link = _later_link_with(match, rng, item_kind)
    reader = match.seats[1 - sender]

    def cheat(items):
        out = []
        for i in items:
            if not isinstance(i, item_kind):
                pass
            elif isinstance(i, Share):
                i = Share(i.position, i.skipped, (int.from_bytes(i.key, "big") + 1).to_bytes(32, "big"), i.after)
            elif isinstance(i, Link):
                i = Link(bytes(32))
            elif isinstance(i, DealStep):
                deck = i.deck
                i = DealStep(i.pile, i.deal, i.step, deck[32:64] + deck[32:], i.cards,
                             i.chain_root, i.tree_root)   # the second card twice
            out.append(i)
        return out

    expected = {"share": "not the key it committed to", "link": "does not hash",
                "deal step": "same encrypted card twice|not .* cards"}[kind]
    _refused(reader.game, lambda: reader.open(matches.forge(match.seats[sender], link, cheat)), expected)


def test_a_sealed_answer_that_does_not_open_is_refused(finished):
    """The scout's answer was sealed to the seeker: a seeker whose key layer cannot open it
    (another key) refuses the message and keeps its game."""
    ref = finished.referee
    n = _first(ref.log, Sealed)
    sealed = next(i for i in ref.log[n].items() if isinstance(i, Sealed))
    seeker = sealed.to
    # a fresh seat replaying the log up to that message, its key layer unable to open
    seat = finished.seats[seeker]
    game = SealedGame(seeker, matches.secret_for(seeker))
    archive_before = matches.encode_log(ref, n)
    incoming = game.incoming(archive_before, archive=True)
    game.accept(incoming, [True] * len(incoming.verify), [seat.keys.open(p, i) for p, i in incoming.open])
    link = matches.encode_log(ref, n + 1, start=n)
    incoming = game.incoming(link)
    before = _state_of(game)
    with pytest.raises(SealedError, match="could not be opened"):
        game.accept(incoming, [True] * len(incoming.verify), [None] * len(incoming.open))
    assert _state_of(game) == before
    game.accept(incoming, [True] * len(incoming.verify), [seat.keys.open(p, i) for p, i in incoming.open])
    assert len(game.log) == n + 1


@pytest.mark.parametrize("keys", key_kinds())
def test_three_seats_with_public_chance_only(keys):
    """Skulls of Sedlec has no hidden information; sealed play still makes its chance fair:
    three seats join in order, each link holds the messages its recipient missed, every
    Graveyard card is a public chance event of all three chains, and the game verifies."""
    match = matches.play(matches.start("sedlec", 3, keys), 0)
    ref = match.referee
    assert ref.phase() == "revealed" and match.checks == len(ref.log) - 3  # the invite and joins
    rolls = [m for m in ref.log if m.kind == PLAY and any(isinstance(i, Link) for i in m.items())]
    assert len(rolls) >= 2 * ref.table.rolls  # every event: a link from each of the three seats
    bundles = [len(matches.messages_in(text)) for _, _, text in match.links]
    assert max(bundles) >= 2  # a seat that missed messages gets them in one link
    for game in match.games:
        verdict = game.verify()
        assert verdict.ok, verdict.message
        assert verdict.winners == ref.table.state.winners() and verdict.counts["draws"] == 0
