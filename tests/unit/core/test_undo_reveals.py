"""Undo never crosses a reveal (pygame_rules/core/state.py ``reveals_at`` / ``undo_point``;
pygame_rules/session.py says why): a decision that shows some seat, its mover included,
something it did not know cannot be taken back, as a chance outcome cannot. Hand-built
positions of each game; tests/conformance/test_undo_reveals.py finds the reveals generically."""

from __future__ import annotations

import re

import pytest

from pygame_rules.session import REVEALED, Session

from ..court_of_the_dead import helpers as court
from ..eskeletos import helpers as eskeletos
from ..skullminers import helpers as miners


def _session(state, names):
    return Session(state, names=names, seats=["human"] * state.num_players, seed=1)


# ---------------------------------------------------------------- Court of the Dead
def test_court_a_tithe_bid_may_be_undone_until_the_last_one_reveals_them_all():
    """Rulebook, 6. Paying Celestial Tithe: bids are secret until the last is made, then
    revealed together. The first two bids show nobody anything; the third turns all up."""
    st = court.blank(3, etherea=[4, 4, 4])
    court.start_phase(st, "tithe")
    session = _session(st, ["Ann", "Bo", "Cy"])
    session.play("bid 2")
    assert st.reveals_at(-1) is False and st.undo_point(0) == 0   # a secret bid may be taken back
    assert session.undo_seat() == 0 and session.snapshot(0)["undo_seat"] == 0
    session.play("bid 1")
    assert session.undo_seat() == 1                  # still secret: Bo may bid again
    session.play("bid 3")
    assert "Bids are revealed: Ann 2, Bo 1, Cy 3." in st.log(2, session.names)[-1]
    assert st.reveals_at(-1) is True and st.revealing_plies() == (2,)
    assert st.undo_point(2) is None and session.undo_seat() is None
    assert session.snapshot(2)["undo_seat"] is None
    assert session.snapshot(2)["undo_note"] == f"Cy's last move cannot be undone: {REVEALED}."
    assert session.snapshot(0)["undo_note"] is None   # hidden information: only the mover is told
    with pytest.raises(ValueError, match=f"^too late to undo: {re.escape(REVEALED)}$"):
        session.undo()
    assert session.state is st and len(st.history) == 3   # nothing was lost


def test_court_severamm_activation_shows_the_undealt_cards_so_it_cannot_be_undone():
    """Severamm (mourners.json): its holder exchanges a Court card with an undealt one, so
    activating it lists the two undealt cards, which the holder had not seen. The exchange
    after it shows nothing new and may be undone (back to the choice, not before it)."""
    st = court.blank(3)
    st.mourners[0] = ["S5"]
    st.hands[0] = ["C01", "C02"]
    st.undealt = ["C13", "C14"]
    court.start_phase(st, "actions")
    session = _session(st, ["Ann", "Bo", "Cy"])
    session.play("activate S5")
    assert st.legal_actions() == ["swap C01 C13", "swap C01 C14", "swap C02 C13", "swap C02 C14", "keep"]
    assert st.reveals_at(0) is True and st.undo_point(0) is None and session.undo_seat() is None
    session.play("swap C02 C14")
    assert st.reveals_at(1) is False and st.undo_point(0) == 1 and session.undo_seat() == 0


def test_court_the_last_motive_kept_shows_every_faction_token():
    """Rulebook, Setup: each player keeps one Ulterior Motive in secret, then all show the
    faction token of the kept one. Only the last keep shows the tokens."""
    st = court.new(2)
    while not st.legal_actions()[0].startswith("keep"):
        st.apply(st.legal_actions()[0])  # the set-up's chance outcomes, the first listed
    first = st.current_player
    st.apply(st.legal_actions()[0])
    assert st.reveals_at(-1) is False and st.undo_point(first) is not None
    while st.is_chance_node():
        st.apply(st.legal_actions()[0])
    second = st.current_player
    st.apply(st.legal_actions()[0])
    assert "Faction tokens are shown" in st.log(second)[-1]
    assert st.reveals_at(-1) is True and st.undo_point(second) is None


# ---------------------------------------------------------------- Skullminers
def test_skullminers_dowsing_rod_on_an_open_claim_cannot_be_undone():
    """Dowsing Rod (cards.json: look under an opponent's Claim) with blind Claims off: the
    God Skull is hidden under Claim D, so the look shows the player what lies there."""
    state = miners.position(turn=0, hands=[["d5"], []], blind=False, god=(0, 3))
    session = _session(state, ["Ann", "Bo"])
    session.play("play d5 D")
    assert state.log(0)[-1] == "Player 1 plays Dowsing Rod on Claim D. Under Claim D lies the God Skull."
    assert state.reveals_at(-1) is True and state.undo_point(0) is None
    assert session.undo_seat() is None
    assert session.snapshot(0)["undo_note"] == f"Ann's last move cannot be undone: {REVEALED}."


def test_skullminers_a_blind_look_is_a_chance_node_and_before_it_undo_stays():
    """With blind Claims the look itself decides nothing: a chance node says what lies
    there, so the card played is not a reveal (it may be undone until the outcome)."""
    state = miners.position(turn=0, hands=[["d5"], []])
    state.apply("play d5 B")
    assert state.is_chance_node() and state.reveals_at(-1) is False
    assert state.undo_point(0) == len(state.history) - 1
    state.apply("found soil")
    assert state.undo_point(0) is None  # never across the chance outcome


# ---------------------------------------------------------------- ESKELETOS
def test_eskeletos_the_defenders_give_shows_it_the_card_it_receives():
    """Trade (rulebook: Traveler Encounters): the Initiator picks a card in secret, then the
    Defender picks one and they swap. The Initiator's pick shows nobody anything; the
    Defender's ends the trade and shows it the card it gets, which it had not seen."""
    state = eskeletos.new()
    eskeletos.put(state, 1, "1.10")
    eskeletos.play(state, "draw", "card healing_spring", "roll 4 6", "trade 2", "agree", "give empty_chair")
    assert state.reveals_at(-1) is False and state.undo_point(0) == len(state.history) - 1
    eskeletos.play(state, "give ancestral_voice")
    assert ("empty_chair", 3) in state.tr[1].hand   # now known to both traders
    assert state.reveals_at(-1) is True and state.undo_point(1) is None


# ---------------------------------------------------------------- the record
def test_reveals_survive_clone_replay_and_link():
    """The plies marked as reveals are part of the state: a clone keeps them, and a replay
    of the record (what undo and a saved game do) or of a share link finds the same ones."""
    import random

    import pygame_rules as pr
    from pygame_rules.bots import sample_chance

    state = pr.get_game("skullminers").new_game(2, {"blind_claims": False})
    rng = random.Random(7)
    while not state.is_terminal() and len(state.revealing_plies()) < 2:
        state.apply(sample_chance(state, rng) if state.is_chance_node() else rng.choice(state.legal_actions()))
    plies = state.revealing_plies()
    assert len(plies) == 2 and all(state.actor(p) >= 0 for p in plies)
    assert state.clone().revealing_plies() == plies
    assert pr.from_record(state.to_record()).revealing_plies() == plies
    assert pr.from_record(pr.decode_link(pr.encode_link(state.to_record()))).revealing_plies() == plies
    assert state.reveals_at(plies[0]) is True and state.reveals_at(plies[0] - 1) is False
    with pytest.raises(IndexError):
        state.reveals_at(len(state.history))
