"""Hidden information (rulebook: General Rule Principles, Hidden Information): hands and
suppressed cards never leak through views or log lines; determinizations keep each view.
Positions come from seeded random playouts of both modes."""

from __future__ import annotations

import random

import pytest

from pygame_rules.bots import sample_chance
from pygame_rules.games.eskeletos import GAME
from pygame_rules.games.eskeletos.cards import CARDS
from pygame_rules.games.eskeletos.frames import Reveal


def playout_states(n, fj, seed, every=5, limit=600):
    rng = random.Random(seed)
    state = GAME.new_game(n, {"first_journey": fj})
    while not state.is_terminal() and len(state.history) < limit:
        if len(state.history) % every == 0:
            yield state
        state.apply(sample_chance(state, rng) if state.is_chance_node() else rng.choice(state.legal_actions()))
    yield state


CASES = [(2, False, 1), (3, False, 2), (4, False, 3), (2, True, 4)]


def known(state, mask, viewer):
    """Whether ``viewer`` may see a card with seen-mask ``mask``: its own knowledge, or
    everybody's for a spectator; every card once the game is over (docs/rulings/eskeletos.md)."""
    if state.is_terminal():
        return True
    return bool(mask & (1 << viewer)) if viewer is not None else mask == state.all_mask


@pytest.mark.parametrize("n,fj,seed", CASES)
def test_every_hand_and_vault_is_shown_face_up_once_the_game_is_over(n, fj, seed):
    final = list(playout_states(n, fj, seed, every=10**9, limit=10**6))[-1]
    assert final.is_terminal()
    hidden_before = sum(1 for t in final.tr for _, mask in t.hand if mask != final.all_mask)
    hidden_before += sum(1 for t in final.tr for _, mask, _ in t.vault if mask != final.all_mask)
    assert hidden_before > 0  # there is something to reveal
    for viewer in [None, *range(n)]:
        for t, shown in zip(final.tr, final.view(viewer)["travelers"]):
            assert [card["key"] for card in shown["hand"]] == [key for key, _ in t.hand]
            assert [card["key"] for card in shown["vault"]] == [key for key, _, _ in t.vault]


@pytest.mark.parametrize("n,fj,seed", CASES)
def test_views_show_only_known_hand_and_vault_cards(n, fj, seed):
    seen_hidden = 0
    for state in playout_states(n, fj, seed):
        for viewer in [None, *range(n)]:
            view = state.view(viewer)
            for t, shown in zip(state.tr, view["travelers"]):
                for (key, mask), card in zip(t.hand, shown["hand"]):
                    assert mask & (1 << t.seat), "a hand card unknown to its owner"
                    visible = known(state, mask, viewer)
                    if visible:
                        assert card["key"] == key
                    else:
                        assert card == {"deck": CARDS[key].deck, "hidden": True}
                        seen_hidden += 1
                for (key, mask, cls), card in zip(t.vault, shown["vault"]):
                    visible = known(state, mask, viewer)
                    assert ("key" in card) == bool(visible)
                    if not visible:
                        assert card == {"hidden": True, "hazard_known": cls == "hazard"}
    assert seen_hidden > 0


@pytest.mark.parametrize("n,fj,seed", CASES)
def test_log_never_names_a_privately_drawn_card(n, fj, seed):
    final = list(playout_states(n, fj, seed, every=10**9))[-1]
    replay = GAME.new_game(n, {"first_journey": fj})
    private = []
    for index, action in enumerate(final.history):
        frame = replay.stack[-1]
        if isinstance(frame, Reveal) and frame.mode == "hand" and CARDS[replay.parse(action).card].kind not in ("instant", "hazard"):
            private.append((index, frame.seat, CARDS[replay.parse(action).card].name))
        replay.apply(action)
    assert private
    for viewer in [None, *range(n)]:
        lines = final.log(viewer)
        for index, drawer, name in private:
            assert (name in lines[index]) == (viewer == drawer), (viewer, lines[index])


@pytest.mark.parametrize("n,fj,seed", CASES)
def test_resample_keeps_the_view_and_redeals_the_unknown(n, fj, seed):
    rng = random.Random(seed)
    changed = 0
    for state in playout_states(n, fj, seed, every=25):
        for seat in range(n):
            sample = state.resample_from_infostate(seat, rng)
            assert sample.view(seat) == state.view(seat)
            assert sample.view(None) == state.view(None)
            if state.current_player == seat:
                assert sample.legal_actions() == state.legal_actions()
            for deck in state.decks.pile:
                total = lambda s: sum(s.decks.pile[deck].values()) + sum(
                    1 for t in s.tr for k, *_ in t.hand + t.vault if CARDS[k].deck == deck)
                assert total(sample) == total(state)
            changed += any(a.hand != b.hand or a.vault != b.vault for a, b in zip(sample.tr, state.tr))
    assert changed > 0


def test_replaying_the_history_gives_the_same_state():
    final = list(playout_states(3, False, 7, every=10**9, limit=800))[-1]
    replay = GAME.new_game(3)
    for action in final.history:
        replay.apply(action)
    assert [replay.view(p) for p in (None, 0, 1, 2)] == [final.view(p) for p in (None, 0, 1, 2)]


@pytest.mark.parametrize("n, seed", [(2, 5), (3, 6)])
def test_asking_every_decision_hides_whether_a_drawn_card_can_be_played(n, seed):
    """With ``ask_every_decision`` (sealed play's option) a decision with one legal option is
    asked as a ply, and the modifiers after the movement roll are asked even when ``go`` is
    the only one: whether a seat is asked never depends on its hand."""
    from pygame_rules.games.eskeletos.frames import MoveMods

    rng = random.Random(seed)
    asked = GAME.new_game(n, {"ask_every_decision": True})
    lone, moves, moves_alone = 0, 0, 0
    while not asked.is_terminal() and len(asked.history) < 800:
        if asked.is_chance_node():
            asked.apply(sample_chance(asked, rng))
            continue
        actions = asked.legal_actions()
        lone += len(actions) == 1
        if isinstance(asked.top, MoveMods):
            moves += 1
            moves_alone += actions == ["go"]
        asked.apply(rng.choice(actions))
    assert lone > 20 and moves > 5 and moves_alone > 0
    # without the option no decision with one legal option is ever asked
    plain = GAME.new_game(n, {})
    rng = random.Random(seed)
    while not plain.is_terminal() and len(plain.history) < 800:
        if plain.is_chance_node():
            plain.apply(sample_chance(plain, rng))
            continue
        actions = plain.legal_actions()
        assert len(actions) > 1
        plain.apply(rng.choice(actions))


def test_asking_every_decision_asks_for_protection_even_with_nothing_to_protect():
    """A Hazard space strikes Bob, who holds Rift (no Reaction card) and no ready Stasis
    Shield: with ``ask_every_decision`` he is asked all the same, ``endure`` alone, so whether
    he is asked tells nobody what his hand holds; endure gains him 1 Burden. Without the option
    the Burden comes at once, as the rules word it (Hazard spaces)."""
    from pygame_rules.games.eskeletos.frames import Protect

    asked, plain = GAME.new_game(2, {"ask_every_decision": True}), GAME.new_game(2, {})
    for state in (asked, plain):
        state.tr[1].hand = [("rift", 0b10)]
        state.hazard_space(1)
    assert isinstance(asked.top, Protect) and asked.current_player == 1 and asked.legal_actions() == ["endure"]
    assert asked.tr[1].burden == 0 and plain.tr[1].burden == 1 and not isinstance(plain.top, Protect)
    asked.apply("endure")
    assert asked.tr[1].burden == 1
