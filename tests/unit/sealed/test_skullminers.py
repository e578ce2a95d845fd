"""Sealed Skullminers with blind Claims (docs/sealed-links.md, "The games' hooks"; the ruling:
docs/rulings/skullminers.md, blind Claims): each row of Claims is an arrangement dealt between
the two seats, a look opens one Claim's position (to both seats for a dig, to the seeker for
a scout), and nobody, the owner included, can tell where a God Skull lies before a look.

Whole seeded games are played as ``matches.py`` plays them (every seat's view, log and
touched keys the true game's after every message, then every seat's verification); after
every message each seat's Claims are also checked against the true arrangement, which the
referee opens with every seat's key."""

from __future__ import annotations

import random
from collections import Counter

import pytest

from pygame_rules import get_game
from pygame_rules.sealed import SealedError
from pygame_rules.sealed.hooks import skullminers as hooks
from pygame_rules.sealed.messages import PLAY, Announce, KeyShare, Keys, Share
from pygame_rules.sealed.table import Table

from . import matches

BLIND = {"blind_claims": True}
GAMES = (25, 61, 65)
"""Seeds (the seat secrets' salt and the choices' seed), each ending with a God Skull dug: in
25 the seeker, having seen four Soil (three dug, one scouted), scouts the last Claim, which
holds the God Skull by elimination (no chance node, no key given), then digs it (its own key
and the owner's read for everybody); in 61 and 65 a scout finds the God Skull, the seeker's
word ``some`` then settles its later looks with no chance node, and it digs the Claim it
scouted."""
COLUMNS = range(5)


# ---------------------------------------------------------------------------- helpers
def arrangement(referee: Table, owner: int) -> list[str] | None:
    """The true arrangement of ``owner``'s Claims (opened with every seat's key), None before it
    is dealt."""
    deal = referee.deals.get((hooks._pile(owner), 0))
    if deal is None or not deal.complete:
        return None
    return [deal.cards[deal.open(p, [referee.deck_keys(s, deal).opening_keys[p] for s in (0, 1)])] for p in COLUMNS]


def openable(table: Table, owner: int) -> set[int]:
    """The positions of ``owner``'s arrangement the table's seat can open with all it holds:
    its own key and the other seat's, given in the open or sealed to it."""
    deal = table.deals[(f"claims {owner}", 0)]
    other = 1 - table.viewer
    return {p for p in COLUMNS if (other, p) in deal.keys or (other, p) in deal.received}


def looking(table: Table, owner: int) -> set[int]:
    """The Claim of ``owner`` being looked at now (a dig waiting for its reads, or the slot
    being opened): its keys are on their way."""
    st = table.state
    if table.pending is not None and table.pending.action and table.pending.action.startswith("dig"):
        return {st.geo.parse_column(table.pending.action.split()[1])} if table.pending.seat != owner else set()
    if st.is_chance_node():
        kind = st.chance_kind()
        if kind.kind == "slot" and kind.pile == f"claims {owner}" and kind.position is not None:
            return {kind.position}
    return set()


def check_claims(match: matches.Match, rows: dict[int, list[str]]) -> int:
    """Every seat's Claims against the true arrangement (AssertionError otherwise): the seeker's
    state is exact for the row it seeks; the owner's information (``hooks.possible``) holds the
    true God Skull and its filled-in row lies within it, as does a determinization of its
    state; no seat can open a position before it is looked at (the owner none of its own row
    until dug). ``rows``: each true arrangement, kept once dealt. How many rows were checked."""
    referee = match.referee.table
    truth = referee.state
    checked = 0
    for owner in (0, 1):
        row = rows.get(owner) or arrangement(referee, owner)
        if row is None:
            continue
        rows[owner] = row
        god_at = row.index("found god")
        seeker = 1 - owner
        assert truth.god[owner] in (None, god_at), "the engine decided a God Skull the deal does not hold"
        if any(seat.game.draft is not None and seat.game.draft.items for seat in match.seats):
            continue  # a seat's own message being written is applied to its table already: ahead of the referee
        mine, theirs = match.seats[owner].game.table, match.seats[seeker].game.table
        assert theirs.state.god[owner] == truth.god[owner] and theirs.state.known[seeker] == truth.known[seeker]
        allowed = hooks.possible(mine.state, owner, mine.memo)
        assert god_at in allowed or truth.revealed[owner][god_at], "the owner's information excludes its God Skull"
        for st in (mine.state, hooks.HOOKS.determinize(mine.state, owner, random.Random(len(match.links)))):
            scouted = hooks._scouted(st, seeker)
            if truth.is_terminal():
                break
            if st.god[owner] is not None:
                assert st.god[owner] in allowed
            else:
                assert any(c not in scouted for c in allowed) and "god" not in st.known[seeker].values()
        hidden = {c for c in COLUMNS if truth.revealed[owner][c] is None}
        now = looking(referee, owner)
        assert openable(mine, owner) <= (set(COLUMNS) - hidden) | now, "the owner can open a Claim of its own row"
        assert openable(theirs, owner) <= (set(COLUMNS) - hidden) | now | set(truth.known[seeker])
        checked += 1
    return checked


def play_checked(seed: int) -> tuple[matches.Match, int]:
    """Game ``seed`` played to its end, its Claims checked after every message."""
    match = matches.start("skullminers", 2, "fake", BLIND, salt=seed)
    rng = random.Random(seed)
    checked, rows = 0, {}
    while (sent := matches.next_link(match, rng)) is not None:
        matches.deliver(match, *sent)
        checked += check_claims(match, rows)
    return match, checked


def looks(history: list[str]) -> Counter[str]:
    """Each look of the true game by what the engine did with it: ``scout`` or ``dig``, of a
    Claim ``fresh``, ``scouted`` before, or ``scouted unopened`` (scouted with no chance node,
    so no key of it was ever given), decided by a ``slot`` chance node or ``settled`` without
    one."""
    st = get_game("skullminers").new_game(2, BLIND)
    out: Counter[str] = Counter()
    unopened: set[tuple[int, int]] = set()
    for action in history:
        verb, *args = action.split()
        look = None
        if not st.is_chance_node() and (verb == "dig" or verb == "play" and args[0] in ("d5", "d8") and len(args) == 2):
            seeker = st.current_player
            look = ("dig" if verb == "dig" else "scout", st.geo.parse_column(args[-1]))
            before = hooks._scouted(st, seeker)
        st.apply(action)
        if look is None:
            continue
        kind, col = look
        slot = st.is_chance_node() and st.chance_kind().kind == "slot"
        how = "fresh" if col not in before else "scouted unopened" if (seeker, col) in unopened else "scouted"
        if kind == "scout" and not slot:
            unopened.add((seeker, col))
        out[f"{kind} {how} {'slot' if slot else 'settled'}"] += 1
    return out


@pytest.fixture(scope="module")
def played() -> dict[int, tuple[matches.Match, int]]:
    return {seed: play_checked(seed) for seed in GAMES}


# ---------------------------------------------------------------------------- whole games
def test_whole_blind_games_show_each_seat_the_true_game_to_the_end(played):
    for seed, (match, rows) in played.items():
        truth = match.referee.table.state
        assert match.referee.setup.options["blind_claims"] is True
        assert truth.is_terminal() and match.checks == len(match.links) - 1 > 90
        assert rows > match.checks, "the Claims were checked after (nearly) every message"
        for game in match.games:
            assert game.phase() == "revealed" and game.table.state.winners() == truth.winners()
        assert truth.end_reason() == "god_skull"


def test_the_games_meet_every_kind_of_look(played):
    seen: Counter[str] = Counter()
    words: Counter[str] = Counter()
    for match, _ in played.values():
        seen += looks(match.referee.table.state.history)
        words.update(i.group for m in match.referee.log if m.kind == PLAY for i in m.items() if isinstance(i, Announce))
    assert seen == {"scout fresh slot": 9, "dig fresh slot": 4,
                    "scout fresh settled": 2,          # the God Skull found before, or by elimination
                    "dig fresh settled": 4,            # Soil: the God Skull is among the Claims scouted
                    "dig scouted settled": 4,          # opened for everybody by the seeker's key ...
                    "dig scouted unopened settled": 1}  # ... and the owner's, never given before
    assert words == {"none": 4, "some": 4}


def test_every_seat_s_verification_passes(played):
    for seed, (match, _) in played.items():
        truth = match.referee.table.state
        verdict = match.games[seed % 2].verify()
        assert verdict.ok, verdict.message
        assert verdict.winners == truth.winners() and verdict.counts["deals"] >= 4  # two decks, two rows


# ---------------------------------------------------------------------------- secrecy
def test_the_owner_s_state_does_not_depend_on_where_its_god_skull_lies(monkeypatch):
    """Two games alike but for the arrangement of Bob's Claims (Ann scouts one of them: Soil in
    one game, the God Skull in the other): until Bob's table learns anything of its row (a
    word, a Claim dug), Bob's whole state, its view and log are the same."""
    import pygame_rules.sealed.table as table_module

    derive = table_module.deal_secret
    runs = []
    for tweak in (0, 1):
        def deal_secret(secret, key, tweak=tweak):
            plain = derive(secret, key)
            return derive(plain + bytes([tweak]), key) if tweak and key == ("claims 1", 0) else plain

        monkeypatch.setattr(table_module, "deal_secret", deal_secret)
        match = matches.start("skullminers", 2, "fake", BLIND, salt=1)
        rng = random.Random(1)
        bob = []
        while True:
            table = match.seats[1].game.table
            if table is not None:
                st = table.state
                if hooks._book(table.memo)["told"].get("1") or any(st.revealed[1]):
                    break
                bob.append((st.god[1], dict(st.known[0]), st.view(1), st.log(1), list(st.history)))
            matches.deliver(match, *matches.next_link(match, rng))
        ann = match.seats[0].game.table.state
        runs.append((arrangement(match.referee.table, 1), dict(ann.known[0]), bob))
    (row0, ann0, bob0), (row1, ann1, bob1) = runs
    assert row0 != row1 and ann0 == {1: "soil"} and ann1 == {1: "god"}
    assert len(bob0) > 50 and bob0 == bob1


# ---------------------------------------------------------------------------- refusals
def _until(match, rng, wanted):
    """Play on until a seat writes a message with an item ``wanted(item)``: (sender, link),
    not delivered."""
    while True:
        sender, link = matches.next_link(match, rng)
        if any(wanted(i) for i in matches.messages_in(link)[-1].items()):
            return sender, link
        matches.deliver(match, sender, link)


def _refused(match, sender, link, edit, words):
    """The forged link (``edit`` of the last message's items) is refused by the referee (the
    end's replay) with ``words``, and the referee's game is unchanged."""
    before = len(match.referee.log)
    with pytest.raises(SealedError, match=words):
        matches._open(match.referee, matches.forge(match.seats[sender], link, edit))
    assert len(match.referee.log) == before


@pytest.fixture(scope="module")
def at_a_slot():
    """Game 61 when a seat first gives its key of a blind Claim being looked at."""
    match = matches.start("skullminers", 2, "fake", BLIND, salt=61)
    rng = random.Random(61)
    sender, link = _until(match, rng, lambda i: isinstance(i, Keys) and i.pile.startswith("claims"))
    return match, rng, sender, link


def test_a_slot_share_must_be_the_seat_s_own_key_of_that_claim(at_a_slot):
    match, _, sender, link = at_a_slot
    table = match.seats[sender].game.table
    item = next(i for i in matches.messages_in(link)[-1].items() if isinstance(i, Keys))
    deal = table.deals[(item.pile, item.deal)]
    (share,) = item.shares
    other = (share.position + 1) % 5
    wrong = Keys(item.pile, item.deal, (deal.key_share(table.deck_keys(sender, deal), other),))
    as_chain = deal.make_share(table.deck_keys(sender, deal), share.position)
    forged = KeyShare(share.owner, share.position, wrong.shares[0].key, share.path)

    def swap(new):
        return lambda items: [new if isinstance(i, Keys) else i for i in items]

    _refused(match, sender, link, swap(wrong), "its own key of position")
    _refused(match, sender, link, swap(as_chain), "with its Merkle path")
    _refused(match, sender, link, swap(Keys(item.pile, item.deal, (forged,))), "not the one it committed to")
    assert isinstance(as_chain, Share)


def test_a_seeker_s_word_is_checked_by_the_end_s_replay(at_a_slot):
    """The owner cannot check a word (the Claims scouted are closed to it): the referee, the
    end's replay, refuses a false one; everybody refuses one that is no word."""
    match, rng, sender, link = at_a_slot
    matches.deliver(match, sender, link)
    sender, link = _until(match, rng, lambda i: isinstance(i, Announce))
    said = next(i for i in matches.messages_in(link)[-1].items() if isinstance(i, Announce)).group
    false = "none" if said == "some" else "some"

    def say(word):
        return lambda items: [Announce(word) if isinstance(i, Announce) else i for i in items]

    _refused(match, sender, link, say(false), "a false word")
    _refused(match, sender, link, say("maybe"), "which it cannot be")
    owner = match.seats[1 - sender]
    owner.open(matches.forge(match.seats[sender], link, say(false)))   # taken on trust where it cannot be checked
    assert hooks._book(owner.game.table.memo)["told"][str(1 - sender)][-1][1] == (false == "some")


# ---------------------------------------------------------------------------- the owner's row
def _row(scouted: dict[int, str], revealed: tuple[int, ...] = ()):
    """A blind game's state where seat 0 scouted seat 1's Claims ``scouted`` (as seat 1's
    filled-in state has them) and dug ``revealed`` (Soil)."""
    st = get_game("skullminers").new_game(2, BLIND)
    st.known[0] = dict(scouted)
    for c in revealed:
        st.revealed[1][c] = "soil"
    return st


def _tell(memo, cols, inside):
    hooks._book(memo)["told"].setdefault("1", []).append([list(cols), inside])


def test_a_word_some_puts_the_god_skull_under_a_claim_scouted():
    st, memo = _row({1: "soil", 3: "soil"}), {}
    _tell(memo, (1, 3), True)
    places = set()
    for n in range(12):
        one = _row({1: "soil", 3: "soil"})
        hooks.HOOKS.place(one, 1, memo, bytes([n]))
        assert one.god[1] in (1, 3) and one.known[0] == {c: "god" if c == one.god[1] else "soil" for c in (1, 3)}
        places.add(one.god[1])
    assert places == {1, 3}, "the owner's filled-in God Skull is drawn among the Claims allowed"
    assert hooks.possible(st, 1, memo) == [1, 3]


def test_a_word_none_leaves_the_god_skull_undecided_and_a_dig_narrows_it():
    st, memo = _row({1: "god", 3: "soil"}), {}
    st.god[1] = 1
    _tell(memo, (1, 3), False)
    hooks.HOOKS.place(st, 1, memo, b"seed")
    assert st.god[1] is None and st.known[0] == {1: "soil", 3: "soil"}
    assert hooks.possible(st, 1, memo) == [0, 2, 4]
    st.revealed[1][0] = st.revealed[1][2] = "soil"   # two Claims dug: Soil
    assert hooks.possible(st, 1, memo) == [4]
    hooks.HOOKS.place(st, 1, memo, b"seed")
    assert st.god[1] is None   # Claim 4, never scouted: left to the engine, which settles it by elimination
    assert st.truth(0, 4) == "god"


def test_words_that_contradict_are_refused():
    st, memo = _row({1: "soil", 3: "soil"}), {}
    _tell(memo, (1, 3), True)
    _tell(memo, (1, 3), False)
    with pytest.raises(SealedError, match="leave no Claim"):
        hooks.HOOKS.place(st, 1, memo, b"seed")


def test_a_determinization_keeps_the_claims_and_deals_the_hand_again():
    st, rng = get_game("skullminers").new_game(2, BLIND), random.Random(0)
    for _ in range(400):   # random play until both hands hold cards
        if st.phase == "direct" and st.hands[1] and st.hands[0]:
            break
        st.apply(rng.choice(st.legal_actions() if not st.is_chance_node() else [o for o, _ in st.chance_outcomes()]))
    assert st.hands[1] and st.hands[0]
    st.known[1] = {2: "soil"}
    hands = set()
    for n in range(8):
        other = hooks.HOOKS.determinize(st, 0, random.Random(n))
        assert other.god == st.god and other.known == st.known and other.known[1] == {2: "soil"}
        hands.add(tuple(other.hands[1]))
    assert len(hands) > 1
