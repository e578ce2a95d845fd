"""Helpers for ESKELETOS scenario tests: a scripted setup, then positions set field by field.

Every chance node is scripted by naming its outcome (``card tears``, ``roll 3 4``,
``d6 5``), so a test reads like a table-top situation a person can check by hand.
"""

from __future__ import annotations

from typing import Iterable


from pygame_rules.games.eskeletos import GAME
from pygame_rules.games.eskeletos.cards import CARDS
from pygame_rules.games.eskeletos.frames import TurnStart, kind_of
from pygame_rules.games.eskeletos.state import EskeletosState
from ..illegal import assert_illegal  # noqa: F401  (re-exported for the tests)

DRIFT = ("healing_spring", "second_heartbeat", "time_heals")
HAND = ("ancestral_voice", "empty_chair")


def new(n: int = 2, fj: bool = False, travelers: Iterable[str] = ("elder", "child", "veteran", "mask"),
        drift: Iterable[str] = DRIFT, hands: Iterable[str] = HAND, mask_cards: Iterable[str] = ("rift", "tidal_pull"),
        first: int = 0) -> EskeletosState:
    """A game after a scripted setup, at Phase 1 of seat ``first``: seat ``s`` plays
    ``travelers[s]``, the Drift is ``drift``, every hand is ``hands`` (or ``hands[s]``), the Polished Mask
    (if seated) suppressed ``mask_cards``; ``first`` rolls 6 for turn order, others 1."""
    state = GAME.new_game(n, {"first_journey": fj})
    kinds, drift_q, masks = list(travelers), list(drift), list(mask_cards)
    hands = list(hands)
    per_seat = hands and isinstance(hands[0], (tuple, list))
    hand_q = {s: list(hands[s] if per_seat else hands) for s in range(n)}
    while top(state) != "phase1":
        frame = pending(state)  # (kind, seat, *fields)
        kind = frame[0]
        if kind == "pick_traveler":
            state.apply(f"traveler {kinds[frame[1]]}")
        elif kind == "reveal" and frame[3] == "setup_drift":
            state.apply(f"card {drift_q.pop(0)}")
        elif kind == "reveal" and frame[3] == "mask":
            state.apply(f"card {masks.pop(0)}")
        elif kind == "reveal" and frame[3] == "setup_hand":
            state.apply(f"card {hand_q[frame[1]].pop(0)}")
        elif kind == "order_roll":
            state.apply("d6 6" if frame[1] == first else "d6 1")
        else:
            raise AssertionError(f"unexpected setup step {pending(state)}")
    return state


def play(state: EskeletosState, *actions: str) -> EskeletosState:
    """Apply ``actions`` in order (each must be legal)."""
    for action in actions:
        assert action in state.legal_actions(), f"{action!r} not legal at {state.stack[-1]}: {state.legal_actions()}"
        state.apply(action)
    return state


def top(state: EskeletosState) -> str:
    """Kind of the frame resolving next (``phase1``, ``crisis``, ``reveal`` ...)."""
    return kind_of(state.stack[-1]) if state.stack else "over"


def pending(state: EskeletosState) -> tuple:
    """The frame resolving next as ``(kind, *fields)``: ``("crisis", 0)``, ``("reveal", 0,
    "void", "hand")`` (its kind first: frames of two kinds with equal fields compare equal
    as tuples)."""
    frame = state.stack[-1]
    return (kind_of(frame), *frame)


def put(state: EskeletosState, seat: int, place: str | None = None, **fields) -> None:
    """Set a Traveler's fields by hand: ``place="2.7"``, ``burden=4``, ``hand=["tears"]``
    (cards known to the owner only), ``vault=["tears"]`` (standard cards suppressed from
    the hand; Fate hazards are marked as Suppressed Hazards)."""
    t = state.tr[seat]
    if place is not None:
        ring, pos = place.split(".")
        t.ring, t.pos, t.limbo = int(ring), int(pos), 0
    for name, value in fields.items():
        if name == "hand":
            value = [(k, 1 << seat) for k in value]
        elif name == "vault":
            value = [(k, 1 << seat, "hazard" if CARDS[k].kind == "hazard" else "hand") for k in value]
        setattr(t, name, value)


def hand_from_piles(state: EskeletosState, seat: int, keys: Iterable[str]) -> None:
    """Give ``seat`` the hand ``keys`` (known to the owner only) while keeping every card in
    one place: the old hand goes back to its undecided piles, the new cards come out of them
    (a card not left in its pile raises KeyError)."""
    t = state.tr[seat]
    for key, _ in t.hand:
        state.decks.put_back(CARDS[key].deck, key)
    t.hand = []
    for key in keys:
        if not state.decks.pile[CARDS[key].deck].get(key):
            raise KeyError(f"no {key} left in the {CARDS[key].deck} pile")
        state.decks.take(CARDS[key].deck, key)
        t.hand.append((key, 1 << seat))


def give_relics(state: EskeletosState, seat: int, *relics: str) -> None:
    for relic in relics:
        state.tr[seat].relics.append(relic)
        state.relic_at[relic] = None


def begin_turn(state: EskeletosState, seat: int) -> EskeletosState:
    """Throw away what is pending and start ``seat``'s turn (for positions set by hand)."""
    state.stack = [TurnStart(seat)]
    state.advance()
    return state


def to_limbo(state: EskeletosState, seat: int, space: int = 1, burden: int = 5) -> None:
    t = state.tr[seat]
    t.ring, t.pos, t.limbo, t.burden = 0, 0, space, burden
