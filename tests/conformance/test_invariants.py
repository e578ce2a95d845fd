"""Long random runs, small: every game's invariants, conservation, clone, record and link round
trips after every action (``benchmarks.invariants``; issue 7). The long run is by hand:
``python -m benchmarks.invariants --games N``."""

from __future__ import annotations

import pytest

import pygame_rules as pr
from benchmarks.invariants import Failure, chunks, play_checked, run
from pygame_rules.games.eskeletos.frames import kind_of

GAMES = {"sedlec": 12, "skullminers": 2, "eskeletos": 1, "court_of_the_dead": 1}
"""Checked random games per game in CI (about 30 s in all on a loaded machine)."""


@pytest.mark.parametrize("game_id", pr.list_games())
def test_random_games_keep_every_invariant(game_id):
    [tally] = run([game_id], GAMES.get(game_id, 2), jobs=1)
    assert tally.failures == [], tally.failures[:3]
    assert tally.games == GAMES.get(game_id, 2) and tally.actions > 10 * tally.games


def test_a_broken_conservation_is_reported_with_seed_and_action(monkeypatch):
    """Control: a card that vanishes from Sedlec's count is caught at the action that lost it."""
    from pygame_rules.games.sedlec import invariants

    real = invariants.placed_cards
    monkeypatch.setattr(invariants, "placed_cards", lambda st: real(st)[1:] if len(st.history) >= 5 else real(st))
    actions, failure = play_checked("sedlec", 3)
    assert failure == Failure("sedlec", 3, 3, 4, "conservation", failure.message)
    assert actions == 5 and "cards" in failure.message


def _play_until(game_id: str, players: int, seed: int, predicate):
    """``(first conserved counts, state)``: a game played with random actions (seeded) until
    ``predicate(state)``; the state is None if the game ended first."""
    import random

    from benchmarks.invariants import _random_action

    rng = random.Random(seed)
    state = pr.get_game(game_id).new_game(players)
    first = state.conserved()
    while not predicate(state):
        if state.is_terminal():
            return first, None
        state.apply(_random_action(state, rng))
    return first, state


def _court_game_until(predicate, seed: int = 5):
    """A 3-player Court of the Dead game played with random actions until ``predicate(state)``."""
    _, state = _play_until("court_of_the_dead", 3, seed, predicate)
    assert state is not None, "the game ended first"
    return state


def test_court_conserves_wallows_cards_while_they_are_settled():
    """Cleanup (rulebook 8) takes each seat's Wallows cards out of play and settles them one by
    one; in between they wait on the work stack and still count (30 cards in the game)."""
    from pygame_rules.games.court_of_the_dead import invariants
    from pygame_rules.games.court_of_the_dead.data import WALLOWS_IDS

    state = _court_game_until(lambda st: invariants._settling(st), seed=19)  # a settle that asks (ply 118)
    wallows = state.conserved()["wallows"]
    assert sorted(wallows) == sorted(WALLOWS_IDS) and set(wallows.values()) == {1}
    assert len(WALLOWS_IDS) == 36
    lost = state.clone()
    lost.wallows_deck.pop()
    assert lost.conserved()["wallows"] != wallows


def test_court_reports_a_court_card_missing_from_the_round():
    """In a round all 14 Court cards are dealt out (rulebook: 3. Court card Drafting) and each
    is in one place (hand, packet, pick, undealt, discarded or played); one that vanishes
    from a hand is an InvariantError."""
    from pygame_rules.core.errors import InvariantError

    from pygame_rules.games.court_of_the_dead import invariants

    state = _court_game_until(lambda st: any(st.hands))
    state.check_invariants()
    assert sum(invariants._cards(state)["court"].values()) == 14
    broken = state.clone()
    card = next(hand for hand in broken.hands if hand).pop()
    with pytest.raises(InvariantError, match=card):
        broken.check_invariants()


def test_court_reports_a_card_in_two_places_and_a_negative_count():
    """No card is ever in two places (a Wallows card in a seat's play area and still in the
    deck), and no count goes below zero (Influence spent past 0)."""
    from pygame_rules.core.errors import InvariantError

    state = _court_game_until(lambda st: any(st.wallows))
    state.check_invariants()
    doubled = state.clone()
    card = next(cards for cards in doubled.wallows if cards)[0]
    doubled.wallows_deck.append(card)
    with pytest.raises(InvariantError, match=rf"wallows cards in two places: \['{card}'\]"):
        doubled.check_invariants()
    negative = state.clone()
    negative.infl[1] = -1
    with pytest.raises(InvariantError, match="negative infl"):
        negative.check_invariants()


def test_court_counts_every_figure_of_a_guild_in_supply_and_in_play():
    """Guild figures (rulebook: Components: 8 per guild): the supply plus every seat's Crypt
    and locations; moving one from the supply into a Crypt keeps the count, losing one
    does not."""
    from pygame_rules.games.court_of_the_dead import figures, invariants

    state = _court_game_until(lambda st: len(st.history) > 40)
    per_guild = invariants.figures_per_guild(state)
    assert per_guild == [8] * figures.NG
    state.supply[2] -= 1
    figures.add(state, 1, figures.CRYPT, 2, 1)
    assert invariants.figures_per_guild(state) == per_guild
    state.supply[3] -= 1  # a figure gone from the supply, nowhere else
    assert invariants.figures_per_guild(state)[3] == 7


def test_eskeletos_conserves_its_140_cards_and_reports_a_lost_one():
    """The box (rulebook: Components): 5 Suit decks of 15, a Fate deck of 50, a Limbo deck of
    15. Every copy stays in a pile, a discard pile, the Drift, a hand, a Vault, attached, or
    as a Limbo card; one that vanishes from a hand changes the conserved count."""
    start, state = _play_until("eskeletos", 2, 2, lambda st: any(t.hand for t in st.tr))
    first = start["cards"]
    assert sum(first.values()) == 5 * 15 + 50 + 15
    assert state.conserved()["cards"] == first
    lost = state.clone()
    traveler = next(t for t in lost.tr if t.hand)
    key = traveler.hand.pop()[0]
    assert lost.conserved()["cards"].get(key, 0) == first[key] - 1  # a last copy leaves no entry


def test_eskeletos_counts_a_card_on_its_way_to_a_full_vault():
    """A card suppressed into a full Vault waits on the stack (a ``PlaceVault`` frame) while the
    overflow is decided; it still counts. (The 1,000-game run found 118 games that lost it.)"""
    for seed in range(40):
        first, state = _play_until("eskeletos", 2, seed, lambda st: any(kind_of(item) == "place_vault" for item in st.stack))
        if state is not None:
            assert state.conserved()["cards"] == first["cards"]
            return
    pytest.fail("no game reached a card on its way to a full Vault")


def test_a_stopped_run_goes_on_from_its_journal(tmp_path, monkeypatch):
    """A long run is written one chunk per journal line; started again with the same
    arguments it plays only the chunks missing and reports the same totals."""
    import json

    import benchmarks.invariants as inv

    [whole] = run(["skullminers"], 4, jobs=1, journal_dir=tmp_path)
    path = inv.journal_path(tmp_path, "skullminers", 4, 0, True)
    lines = path.read_text("utf-8").splitlines()
    assert len(lines) == 1 + 4 and json.loads(lines[0])["spec"]["chunks"] == 4  # 4 games: 4 chunks of 1
    dropped = json.loads(lines[3])
    path.write_text("\n".join(lines[:3] + lines[4:]) + "\n", "utf-8")  # as if stopped before that chunk ended
    played = []
    real = inv.run_chunk
    monkeypatch.setattr(inv, "run_chunk", lambda g, seeds, every: played.append(seeds) or real(g, seeds, every))
    [again] = run(["skullminers"], 4, jobs=1, journal_dir=tmp_path)
    assert played == [chunks(4)[dropped["index"]]]
    assert (again.games, again.actions, again.failures) == (whole.games, whole.actions, [])
    assert len(path.read_text("utf-8").splitlines()) == 5


def test_chunks_cover_every_seed_once():
    """Seeds 5..14 in chunks of ceil(10 / 4) = 3; a long run in chunks of 100 (CHUNK)."""
    assert chunks(10, 5) == [[5, 6, 7], [8, 9, 10], [11, 12, 13], [14]]
    long = chunks(100_000)
    assert sum(map(len, long)) == 100_000 and {len(c) for c in long} == {100} and long[-1][-1] == 99_999


def test_a_clone_that_shares_state_with_its_original_is_caught(monkeypatch):
    """Control for the clone check: a shallow copy (sharing the history and the board)
    passes the equality test, and acting on it changes the original."""
    import copy

    state_class = type(pr.get_game("sedlec").new_game(2))
    monkeypatch.setattr(state_class, "clone", lambda self: copy.copy(self))
    _, failure = play_checked("sedlec", 4)
    assert failure is not None and failure.check == "clone", failure
    assert failure.message == "clone: acting on a clone changed the original"


def test_a_record_that_replays_to_another_state_is_caught(monkeypatch):
    """Control for the record round trip: a replay that drops the last action differs."""
    import benchmarks.invariants as inv

    real = pr.from_record
    monkeypatch.setattr(pr, "from_record", lambda record: real(dict(record, actions=record["actions"][:-1])))
    _, failure = inv.play_checked("sedlec", 4, every_action=False)
    assert failure is not None and failure.check == "record", failure


def test_fingerprints_compare_as_the_json_they_stand_for():
    """``same`` gives what comparing ``json.dumps(sort_keys=True)`` texts gives: keys in
    another order and a tuple for a list are the same JSON; 1, 1.0 and true are not."""
    import marshal

    from benchmarks.invariants import same

    def packed(value):
        return marshal.dumps(value, 2)

    assert same(packed({"a": 1, "b": [2, 3]}), packed({"b": [2, 3], "a": 1}))
    assert same(packed([(1, 2)]), packed([[1, 2]]))
    assert not same(packed([1]), packed([1.0]))
    assert not same(packed([1]), packed([True]))
    assert not same(packed({"a": [1, 2]}), packed({"a": [2, 1]}))
