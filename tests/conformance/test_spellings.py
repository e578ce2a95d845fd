"""One spelling per action, and every record of play packs into a share link, for every
registered game (DESIGN.md: canonical action strings; core/link.py stores each action as
its index among the listed choices, so an action accepted in another spelling would make
the game's own record impossible to share).

At sampled steps of seeded random playouts, spellings of legal actions that differ from
them (outer, doubled or other spaces, tabs, leading zeros, a '+', other digits, other
cases) are refused with IllegalActionError and leave the state as it was, unless the
variant is itself listed. The record at a random step and at the end encodes to a link
that decodes to the same record (and the same log). No step lists more choices than a
link can number (``MAX_CHOICE_BITS``).
"""

from __future__ import annotations

import os
import random
import re

import pytest

import pygame_rules as pr
from pygame_rules.bots import sample_chance
from pygame_rules.core.link import MAX_CHOICE_BITS, decode_link_state

from .harness import snapshot

PLAYOUTS = int(os.environ.get("PYGAME_RULES_SPELLING_PLAYOUTS", "6"))
"""Random playouts per game (spread over its player counts)."""
SAMPLED_STEPS = 12
"""Steps per playout where every variant of two legal actions is tried."""

_DIGITS = str.maketrans("0123456789", "\u0660\u0661\u0662\u0663\u0664\u0665\u0666\u0667\u0668\u0669")
_FULLWIDTH = str.maketrans("0123456789", "\uff10\uff11\uff12\uff13\uff14\uff15\uff16\uff17\uff18\uff19")
_NUMBER = re.compile(r"(?<![\w])(\d+)(?![\w])")


def variants(action: str) -> set[str]:
    """Other spellings of ``action``: the same words a careless hand (or a hostile link)
    might write. Never ``action`` itself."""
    out = {" " + action, action + " ", action + "\n", "\t" + action, action.upper(), action.lower(),
           action.swapcase(), action.title(), action.replace(" ", "  ", 1), action.replace(" ", "\t"),
           action.replace(" ", "\u00a0"), action.translate(_DIGITS), action.translate(_FULLWIDTH)}
    for match in _NUMBER.finditer(action):
        head, tail = action[:match.start()], action[match.end():]
        for number in ("0" + match.group(1), "+" + match.group(1), "00" + match.group(1)):
            out.add(head + number + tail)
    out.discard(action)
    return out


def _playouts(game_id: str):
    game = pr.get_game(game_id)
    for index in range(PLAYOUTS):
        players = game.min_players + index % (game.max_players - game.min_players + 1)
        yield random.Random(f"spellings/{game_id}/{index}"), game.new_game(players)


@pytest.mark.parametrize("game_id", pr.list_games())
def test_only_the_listed_spelling_of_an_action_is_accepted(game_id):
    refused = steps = 0
    for rng, state in _playouts(game_id):
        horizon = min(400, state.game.max_plies)
        sample_at = set(rng.sample(range(horizon), SAMPLED_STEPS))
        while not state.is_terminal():
            legal = state.legal_actions()
            assert len(legal) < 2 ** MAX_CHOICE_BITS, "more choices than a share link can number"
            if len(state.history) in sample_at and not state.is_chance_node():
                before = snapshot(state)
                listed = set(legal)
                for action in rng.sample(legal, min(2, len(legal))):
                    for variant in sorted(variants(action) - listed):
                        with pytest.raises(pr.IllegalActionError):
                            state.apply(variant)
                        refused += 1
                assert snapshot(state) == before, "a refused spelling changed the state"
                steps += 1
            state.apply(sample_chance(state, rng) if state.is_chance_node() else rng.choice(legal))
    print(f"\n{game_id}: {refused} other spellings refused at {steps} steps of {PLAYOUTS} playouts")
    assert steps > 0 and refused > 0


@pytest.mark.parametrize("game_id", pr.list_games())
def test_a_record_of_play_always_packs_into_a_link(game_id):
    """encode_link on the record at a random step and at the end; decode_link_state gives
    back the same record and a state with the same log for every seat. Also after an
    action seen elsewhere that this step does not list but the game accepts (DESIGN.md:
    parametric choices validated rather than listed, e.g. Court of the Dead's splits)."""
    checked = unlisted = 0
    for rng, state in _playouts(game_id):
        stop = rng.randrange(1, min(300, state.game.max_plies // 2))
        seen: set[str] = set()
        while not state.is_terminal():
            legal = state.legal_actions()
            if len(state.history) == stop:
                _round_trip(state)
                checked += 1
            if not state.is_chance_node():
                # listed actions with their arguments reversed (another order of the same
                # piles, figures, cards...) at every step; actions seen elsewhere at every 7th
                pool = {_reversed_arguments(a) for a in rng.sample(legal, min(2, len(legal)))}
                if len(state.history) % 7 == 0:
                    pool |= seen
                unlisted += _try_unlisted(state, sorted(pool - set(legal)), rng)
            seen.update(legal)
            state.apply(sample_chance(state, rng) if state.is_chance_node() else rng.choice(legal))
        _round_trip(state)
        checked += 1
    print(f"\n{game_id}: {checked} records packed and unpacked, {unlisted} with an unlisted action")


def _reversed_arguments(action: str) -> str:
    verb, *arguments = action.split(" ")
    return " ".join([verb, *reversed(arguments)])


def _try_unlisted(state: pr.State, pool: list[str], rng: random.Random) -> int:
    """Apply up to six actions of ``pool`` to copies of ``state``; each one accepted must
    pack into a link too. Returns how many were accepted."""
    accepted = 0
    for action in rng.sample(pool, min(6, len(pool))):
        probe = state.clone()
        try:
            probe.apply(action)
        except pr.IllegalActionError:
            continue
        _round_trip(probe)
        accepted += 1
    return accepted


def _round_trip(state: pr.State) -> None:
    record = state.to_record()
    record_back, _, opened = decode_link_state(pr.encode_link(record))
    assert record_back == record
    for seat in [None, *range(state.num_players)]:
        assert opened.log(seat) == state.log(seat)
