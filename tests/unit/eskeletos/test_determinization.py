"""Determinizations hold nothing their seat may not know (rulebook: General Rule Principles,
Hidden Information; pygame_rules/games/eskeletos/infostate.py).

Each leak test plays two histories through the public API that differ only in something the
resampled seat never sees; the seat's view is the same in both, so for one seed both must
give the same determinization. The property tests take random positions of 2-4 players."""

from __future__ import annotations

import random

import pytest

from pygame_rules.bots import sample_chance
from pygame_rules.games.eskeletos import GAME
from pygame_rules.games.eskeletos.cards import CARDS
from pygame_rules.games.eskeletos.frames import PeekDone, PeekOrder, PlaceVault, TradeGive, kind_of

from .helpers import HAND, new, pending, play

SEEDS = range(40)


def fingerprint(state) -> str:
    """Everything a state holds, order included (the past aside: ``history`` and the log are
    scrubbed by ``State.resample_from_infostate`` itself, tests/unit/core)."""
    fields = {k: v for k, v in vars(state).items()
              if k not in ("game", "_legal_cache", "tr", "decks", "history", "_log", "_actors")}
    fields["tr"] = [t.state_dict() for t in state.tr]
    fields["decks"] = {name: getattr(state.decks, name) for name in type(state.decks).__slots__}
    fields["piles"] = [list(pile.items()) for pile in state.decks.pile.values()]  # chance outcomes follow this order
    return repr(fields)


def stream(state, seat: int) -> list[str]:
    return [fingerprint(state.resample_from_infostate(seat, random.Random(seed))) for seed in SEEDS]


def assert_same_for(seat: int, a, b) -> None:
    """The two positions look alike to ``seat`` and give it the same determinizations."""
    assert a.view(seat) == b.view(seat) and a.log(seat) == b.log(seat)
    assert fingerprint(a) != fingerprint(b)  # the true positions do differ
    assert stream(a, seat) == stream(b, seat)


# ------------------------------------------------------------------ leaks between two histories
def trade_offered():
    """Seat 1 drafts Healing Spring face up, lands on seat 0 (1.10) and offers a trade, which
    seat 0 accepts: seat 1's hand is Ancestral Voice and Empty Chair (seen by seat 1 only)
    and Healing Spring (seen by everyone)."""
    state = new()
    play(state, "draw", "card healing_spring", "roll 4 6", "end")
    play(state, "draft 1", "card rift", "roll 4 6", "trade 1", "agree")
    assert state.tr[1].hand == [("ancestral_voice", 2), ("empty_chair", 2), ("healing_spring", 3)]
    return state


def test_a_trades_secret_choice_of_a_card_the_defender_has_seen_stays_secret():
    """Trade (rulebook: Traveler Encounters, Assist/Share): the Initiator chooses its card in
    secret. Seat 0 has seen Healing Spring in seat 1's hand, so a determinization that kept
    the pending trade's card at its true place would name it exactly whenever it was chosen."""
    public, hidden = trade_offered(), trade_offered()
    play(public, "give healing_spring")
    play(hidden, "give empty_chair")
    assert pending(public) == ("trade_give", 0, 1, "healing_spring")
    assert_same_for(0, public, hidden)


def test_a_determinized_trade_names_a_card_the_initiator_could_give():
    """The erased choice is dealt again among the Initiator's cards (uniformly), and the swap
    still resolves."""
    state = trade_offered()
    play(state, "give healing_spring")
    named = []
    for seed in range(90):
        det = state.resample_from_infostate(0, random.Random(seed))
        defender, initiator, key = det.stack[-1]
        assert (defender, initiator) == (0, 1) and key in det.tr[1].hand_keys()
        named.append(key == "healing_spring")
        det.apply("give ancestral_voice")
        assert ("ancestral_voice", 3) in det.tr[1].hand and (key, 3) in det.tr[0].hand
    assert 10 <= sum(named) <= 60  # about 1 in 3 (3 distinct cards), never always the true one
    assert state.stack[-1].first == "healing_spring"  # the true state is untouched


def test_the_initiator_keeps_its_own_choice():
    state = trade_offered()
    play(state, "give empty_chair")
    assert {state.resample_from_infostate(1, random.Random(s)).stack[-1].first for s in SEEDS} == {"empty_chair"}


def purged(mask_cards):
    """The Polished Mask (seat 0) suppressed ``mask_cards`` at setup, unseen by anyone
    (ruling: docs/rulings/eskeletos.md), then plays Forgotten Name: both are purged."""
    state = new(travelers=("mask", "elder"), hands=(("forgotten_name", "empty_chair"), HAND), mask_cards=mask_cards)
    play(state, "draw", "card healing_spring", "roll 2 3", "play forgotten_name", "vault 1")  # to 1.3 (a Hazard)
    assert state.tr[0].vault == [] and state.view(1)["decks"]["fate"]["discard"] == 3  # with Forgotten Name
    return state


def test_a_card_purged_face_down_is_dealt_again():
    """The Detonation Trap: a standard suppressed card is discarded harmlessly when purged,
    without being shown. Nobody has seen the Mask's setup cards, so which cards now lie face
    down in the Fate discard pile is as unknown as it was in the vault."""
    a, b = purged(("rift", "tidal_pull")), purged(("wildfire", "tidal_pull"))
    for seat in (0, 1):
        assert_same_for(seat, a, b)


def test_the_fate_pile_holds_no_card_the_seat_could_place():
    """First Journey: a Suppressed Hazard drawn is discarded face down (ruling); the other seat
    knows only that it is a Hazard, so neither the discard pile nor the undrawn Fate pile
    may tell Buried Grief from Silent Scream."""
    a, b = new(fj=True), new(fj=True)
    play(a, "draw", "card buried_grief")
    play(b, "draw", "card silent_scream")
    assert_same_for(1, a, b)
    for det in (b.resample_from_infostate(1, random.Random(seed)) for seed in SEEDS):
        [(key, mask, cls)] = det.decks.buried["fate"]
        assert CARDS[key].kind == "hazard" and (mask, cls) == (1, "hazard")  # dealt within its class


def overflowing(first: str, second: str):
    """The Polished Mask (seat 0, two unseen setup cards) draws the Suppressed Hazards
    ``first`` then, a round later, ``second``, which waits to enter the full vault (capacity
    3) while seat 0 chooses the card to discard."""
    state = new(travelers=("mask", "elder"))
    play(state, "draw", f"card {first}", "roll 3 3", "end")  # to 1.3
    play(state, "draw", "card healing_spring", "roll 1 2", "ignore", "end")  # seat 1 joins it
    play(state, "draw", f"card {second}")
    assert [(kind_of(f), *f) for f in state.stack[-2:]] == [("place_vault", 0, second, 1, "hazard"), ("overflow", 0)]
    return state


def test_a_card_on_its_way_to_a_full_vault_is_dealt_again():
    """Forced Suppression at capacity: the new card waits while a suppressed card is
    discarded; the other seat knows both Hazards only as Suppressed Hazards."""
    a, b = overflowing("buried_grief", "silent_scream"), overflowing("silent_scream", "buried_grief")
    assert_same_for(1, a, b)
    play(a, "vault 3")
    play(b, "vault 3")  # the first Hazard goes face down to the discard pile, harmlessly
    assert_same_for(1, a, b)


# ------------------------------------------------------------------ every position
RARE = frozenset({"place_vault", "trade_give", "peek_done", "peek_order"})
"""Frames of the rarer hidden places: a card on its way to a vault, a trade, peeked cards."""


def positions(n: int, fj: bool, seed: int, every: int = 13, limit: int = 700):
    """Positions of one random game, every ``every`` plies up to ply ``limit`` and whenever a
    rarer hidden place is pending (:data:`RARE`), and its end."""
    rng = random.Random(seed)
    state = GAME.new_game(n, {"first_journey": fj})
    while not state.is_terminal() and len(state.history) < limit:
        if len(state.history) % every == 0 or any(kind_of(f) in RARE for f in state.stack):
            yield state
        state.apply(sample_chance(state, rng) if state.is_chance_node() else rng.choice(state.legal_actions()))
    yield state


def hidden_places(state, seat: int) -> dict[str, int]:
    """How many cards hidden from ``seat`` lie in each kind of place (coverage of the test)."""
    bit = 1 << seat
    return {"hand": sum(not m & bit for t in state.tr for _, m in t.hand),
            "vault": sum(not m & bit for t in state.tr for _, m, _ in t.vault),
            "buried": sum(not m & bit for b in state.decks.buried.values() for _, m, _ in b),
            "top": sum(not m & bit for _, m in state.decks.top + state.decks.bottom),
            "peeked": sum(bool(state.peeked) for f in state.stack if isinstance(f, (PeekDone, PeekOrder)) and f.seat != seat),
            "transit": sum(isinstance(f, PlaceVault) and not f.mask & bit for f in state.stack),
            "trade": sum(isinstance(f, TradeGive) and bool(f.first) and f.receiver != seat for f in state.stack)}


@pytest.mark.parametrize("n,fj,seed", [(2, False, 11), (3, False, 16), (4, False, 13), (2, True, 14), (4, True, 15)])
def test_every_determinization_keeps_the_view_conserves_the_cards_and_holds(n, fj, seed):
    """For each seat of positions met in a random game: the seat's view and legal actions are
    unchanged, the 140 cards are each in one place (``conserved``), every invariant holds, the
    same seed gives the same state, and the determinization plays on."""
    rng = random.Random(seed)
    covered = dict.fromkeys(("hand", "vault", "buried", "top", "peeked", "transit", "trade"), 0)
    redealt = 0
    for state in positions(n, fj, seed):
        before = fingerprint(state)
        for seat in range(n):
            k = rng.randrange(10**9)
            det = state.resample_from_infostate(seat, random.Random(k))
            assert det.view(seat) == state.view(seat)
            assert det.conserved() == state.conserved()
            det.check_invariants()
            if state.current_player == seat:
                assert det.legal_actions() == state.legal_actions()
            assert fingerprint(state.resample_from_infostate(seat, random.Random(k))) == fingerprint(det)
            redealt += fingerprint(det) != before
            for place, count in hidden_places(state, seat).items():
                covered[place] += count
            for _ in range(20):  # plays on
                if det.is_terminal():
                    break
                det.apply(sample_chance(det, rng) if det.is_chance_node() else rng.choice(det.legal_actions()))
                det.check_invariants()
        assert fingerprint(state) == before  # the true state is untouched
    assert redealt > 0 and covered["hand"] > 0 and covered["buried"] > 0
