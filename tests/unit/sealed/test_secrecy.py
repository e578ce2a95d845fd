"""Seat A learns nothing hidden of seat B from sealed play (docs/sealed-links.md, "Threat
model"; the issue's measured goal: zero hidden cards of another seat recoverable from any link,
storage or Worker message).

Holding A's keys and secret, the test gathers everything A received and holds until the game
ends (every link, every message and item decoded, A's whole game object, its saves, views and
logs), then searches it for B's secrets and everything derived from them, tries to open every
card B drew with everything A has, and checks that A's state does not depend on where B hid
its God Skull."""

from __future__ import annotations

import json
import random

import pytest

from pygame_rules.core import Game
from pygame_rules.sealed.deals import Deal
from pygame_rules.sealed.groups import Group
from pygame_rules.sealed.hooks import GameHooks
from pygame_rules.sealed.messages import PLAY, Opening, Sealed
from pygame_rules.sealed.sra import DeckKeys
from pygame_rules.sealed.table import chain_of, deal_secret, salt_of

from . import matches
from .fake_keys import key_kinds

A, B = 0, 1


def harvest(root) -> tuple[list[bytes], set[int], list[str]]:
    """Every bytes, int and str reachable from ``root`` (containers and objects' fields; the
    static game data and group constants left out)."""
    found_bytes: list[bytes] = []
    ints: set[int] = set()
    strs: list[str] = []
    seen: set[int] = set()
    stack = [root]
    while stack:
        obj = stack.pop()
        if id(obj) in seen or isinstance(obj, (Game, Group, GameHooks, type)) or callable(obj) and not hasattr(obj, "__dict__"):
            continue
        seen.add(id(obj))
        if isinstance(obj, (bytes, bytearray)):
            found_bytes.append(bytes(obj))
        elif isinstance(obj, bool) or obj is None or isinstance(obj, float):
            continue
        elif isinstance(obj, int):
            ints.add(obj)
        elif isinstance(obj, str):
            strs.append(obj)
        elif isinstance(obj, dict):
            stack.extend(obj.keys())
            stack.extend(obj.values())
        elif isinstance(obj, (list, tuple, set, frozenset)):
            stack.extend(obj)
        elif hasattr(obj, "__dict__"):
            stack.extend(vars(obj).values())
        elif hasattr(obj, "__slots__"):
            stack.extend(getattr(obj, name) for name in obj.__slots__ if hasattr(obj, name))
    return found_bytes, ints, strs


def _opened_to_a(game) -> set[str]:
    """Names of B's commitments opened to A (a Claim dug, or scouted by A)."""
    out = set()
    table = game.table
    for (owner, name) in table.opened:
        if owner == B:
            out.add(name)
    return out


class Watch:
    """Everything A holds before the game ends."""

    def __init__(self):
        self.links: list[str] = []
        self.snapshots: list[object] = []

    def take(self, match):
        game = match.seats[A].game
        if game.table is not None and game.table.state.is_terminal():
            return False
        self.snapshots.append(harvest(game))
        view = game.table.state.view(A) if game.table else {}
        log = game.table.state.log(A) if game.table else []
        self.snapshots.append(([], set(), [json.dumps(view), json.dumps(log), json.dumps(game.saved())]))
        return True


@pytest.fixture(scope="module", params=key_kinds()[:1])
def watched(request):
    match = matches.start("skullminers", 2, request.param)
    rng = random.Random(matches_seed())
    watch = Watch()
    watch.take(match)
    while True:
        sent = matches.next_link(match, rng)
        if sent is None:
            break
        sender, link = sent
        ended = match.seats[A].game.table.state.is_terminal()
        if sender == B and not ended:
            watch.links.append(link)
        matches.deliver(match, sender, link)
        if not watch.take(match):
            break
    opened = _opened_to_a(match.seats[A].game)
    # play the game out (every seat reveals): the referee's table holds every deal
    matches.play(match, 1)
    return match, watch, opened


def matches_seed():
    return 0


def _b_secrets(match, opened_names):
    """B's secret values: its seat secret and what derives from it, its keys of every deal (but
    the shares it gave in the open), the salts of its Claims not opened to A."""
    secret = matches.secret_for(B)
    ref = match.referee
    values: list[bytes] = [secret, chain_of(secret, ref.setup, B, ref.entries[B].length).link(ref.entries[B].length)]
    ints: set[int] = set()
    for key, deal in ref.table.deals.items():
        values.append(deal_secret(secret, key))
        keys = DeckKeys(deal.deck, B, deal_secret(secret, key))
        shared = {pos for (seat, pos) in match.seats[A].game.table.deals[key].keys if seat == B} \
            if key in match.seats[A].game.table.deals else set()
        ints.add(keys.shuffle_key)
        ints.update(keys.card_keys)
        ints.update(k for pos, k in enumerate(keys.opening_keys) if pos not in shared)
    for c in range(5):
        if f"claim {c}" not in opened_names:
            values.append(salt_of(secret, f"claim {c}"))
    return values, ints


def test_nothing_a_holds_contains_b_s_secrets(watched):
    match, watch, opened = watched
    values, secret_ints = _b_secrets(match, opened)
    assert len(values) > 6 and len(secret_ints) > 40
    from pygame_rules.core.link import decode_sealed
    from pygame_rules.sealed.messages import Bundle

    received: list[bytes] = []
    for link in watch.links:
        bundle = Bundle.decode(decode_sealed(link))
        received.append(bundle.encode())
        for m in bundle.messages:
            received.append(m.raw)
            if m.kind == PLAY:
                received.extend(repr(i).encode() for i in m.items())
    for found_bytes, ints, strs in watch.snapshots:
        text = "\n".join(strs)
        for value in values:
            assert not any(value in b for b in found_bytes + received), "a secret of B's is in what A holds"
            assert value.hex() not in text
        assert not secret_ints & ints, "a key of B's is in A's state"


def test_a_cannot_open_any_card_b_drew(watched):
    """Each position of B's deck that B drew: with A's own key and every share A received,
    the card does not open (B's own key is missing)."""
    match, _, _ = watched
    table = match.seats[A].game.table
    tried = 0
    for key, deal in table.deals.items():
        if key[0] != f"deck {B}" or not deal.complete:
            continue
        mine = table.deck_keys(A, deal)
        for pos, seen in deal.seen.items():
            if seen != (B,):
                continue
            keys = [mine.opening_keys[pos]] + [k for (s, p), k in deal.keys.items() if p == pos and s == B]
            assert _opens(deal, pos, keys) is None
            assert _opens(deal, pos, [mine.opening_keys[pos]]) is None
            tried += 1
    assert tried > 10


def _opens(deal: Deal, pos: int, keys):
    order = deal.deck.group.order
    exponent = 1
    for k in keys:
        exponent = exponent * k % order
    return deal.deck.card_index(deal.deck.group.power(deal.dealt[pos], exponent))


def test_a_s_state_does_not_depend_on_where_b_hid_its_god_skull():
    """Two games alike but for the Claim B hides its God Skull under: until a Claim of B's is
    opened, A's whole engine state (B's God Skull there included) and A's view are the same."""
    states = []
    for column in "BE":
        def choose(seat, actions, rng, column=column):
            pick = rng.choice(actions)
            return f"hide {column}" if seat == B and pick.startswith("hide") else pick

        match = matches.start("skullminers", 2, key_kinds()[-1])
        rng = random.Random(matches_seed())
        seen = []
        while True:
            game = match.seats[A].game
            if game.table is not None:
                if game.table.opened or game.table.pending:
                    break
                st = game.table.state
                seen.append((st.god[B], json.dumps(st.view(A)), json.dumps(st.log(A)), list(st.history)))
            sent = matches.next_link(match, rng, choose)
            if sent is None:
                break
            matches.deliver(match, *sent)
        assert match.referee.table.state.god[B] == "BE".index(column) * 3 + 1
        states.append(seen)
    assert len(states[0]) > 10 and states[0] == states[1]
