"""Determinization: a full ESKELETOS state built from what one seat may know.

Honest by construction: no card the seat has not seen is ever copied from the true state.

1. **Erase.** In a clone, every card the seat has not seen is taken out of its *place*, and
   only what every seat can tell of it stays: its deck and its class (:data:`CLASSES`). The
   places are the hidden cards of hands (their deck is shown), of vaults and of cards on
   their way to a vault (``PlaceVault`` frames), the face-down discards (``Decks.buried``),
   the known Fate cards on top of or under the pile, the peeked Fate cards, and the
   undecided draw piles, of which only the size stays. A pending trade's frame names the
   card its Initiator chose; that name is erased too unless the seat is the Initiator. The
   record of which Fate and Limbo cards each seat drew (``card_bits``, components.py) keeps
   only the seat's own draws.
2. **Pool.** Per deck, its deck list minus every card the erased clone still holds: the
   cards the seat cannot place, as a multiset in key order (no order the seat cannot see
   survives).
3. **Deal.** Each place gets a card of its class drawn at random (weighted by copies) from
   its deck's pool, the most constrained classes first (:data:`DEAL_ORDER`); what is left
   is the undecided pile. An erased trade choice names one of the cards the Initiator may
   give in the dealt hand, uniformly.

Two positions the seat cannot tell apart erase to the same clone, so for one ``rng`` seed
they give the same determinization. Once the game is over every card is shown
(``views.ViewMixin.sees``): nothing is hidden and the clone is returned as it is.
Rulings: docs/rulings/eskeletos.md (Hidden information).
"""

from __future__ import annotations

import random
from typing import TYPE_CHECKING

from ...core.errors import InvariantError
from .cards import CARDS, DECK_LISTS, DECKS, HAND_KINDS
from .components import SEAT_BITS
from .frames import PeekDone, PeekOrder, PlaceVault, TradeGive
from .invariants import card_places

if TYPE_CHECKING:  # pragma: no cover
    from .state import EskeletosState

HIDDEN = "?"
"""What an erased place holds until a card is dealt into it."""

CLASSES: dict[str, frozenset[str]] = {
    "hazard": frozenset(k for k, c in CARDS.items() if c.kind == "hazard"),
    "hand": frozenset(k for k, c in CARDS.items() if c.kind in HAND_KINDS),
    "standard": frozenset(k for k, c in CARDS.items() if c.kind != "hazard"),
    "any": frozenset(CARDS),
}
"""What every seat knows of a hidden card, by class: ``hazard`` (it went face down as a
Suppressed Hazard), ``hand`` (it lies or lay in a hand: no INSTANT, no Hazard), ``standard``
(purged without going off: no Hazard), ``any`` (placed unseen)."""

DEAL_ORDER = ("hazard", "hand", "standard", "any")
"""Classes dealt first to last. Each is dealt before any wider class that shares its cards,
so a deal that the true position proves possible never runs out of cards of a class."""

_FITTING: dict[tuple[str, str], list[str]] = {
    (deck, cls): sorted(k for k in DECK_LISTS[deck] if k in keys) for deck in DECKS for cls, keys in CLASSES.items()}
"""Keys of ``deck`` in class ``cls``, in key order."""
_DECK_KEYS: dict[str, list[tuple[str, int]]] = {deck: sorted(DECK_LISTS[deck].items()) for deck in DECKS}
"""Each deck's ``(key, copies)`` in key order."""

Place = tuple[str, str, str, int, int]
"""``(class, deck, zone, a, b)``: zone ``hand``/``vault`` (a: seat, b: index), ``buried``
(b: index in ``Decks.buried[deck]``), ``top``/``bottom``/``peeked`` (b: index), ``transit``
(b: index of the ``PlaceVault`` frame on the stack)."""


def resample(state: "EskeletosState", player: int, rng: random.Random) -> "EskeletosState":
    """A copy of ``state`` in which every card ``player`` has not seen is dealt again at
    random from what ``player`` cannot rule out (see the module docstring); ``state`` is
    not changed. ``history`` and the log are left to ``State.resample_from_infostate``.

    Raises:
        InvariantError: ``state`` does not conserve its cards (a deck holds more or fewer
            cards than its hidden places and undecided pile need), so no deal fits it.
    """
    new = state.clone()
    if state.is_terminal():
        return new
    new.card_bits &= SEAT_BITS[player]  # who drew which card: only the seat's own draws are known
    places, sizes = _erase(new, 1 << player)
    trades = _erase_trade_choices(new, player)
    pools = _pools(new, places, sizes)
    _deal(new, places, pools, rng)
    for deck, pool in pools.items():
        new.decks.pile[deck] = {key: copies for key, copies in pool.items() if copies}
    for index, frame in trades:
        _choose_trade_card(new, index, frame, rng)
    return new


# ------------------------------------------------------------------ 1. erase
def _erase(new: "EskeletosState", bit: int) -> tuple[list[Place], dict[str, int]]:
    """Replace every card hidden from the seat ``bit`` by :data:`HIDDEN` and empty the
    undecided piles; returns the places in dealing order and each pile's size."""
    places: list[Place] = []

    def hide(zone: str, a: int, b: int, key: str, mask: int, cls: str) -> None:
        if not mask & bit:
            place = (cls, CARDS[key].deck, zone, a, b)
            places.append(place)
            _put(new, place, HIDDEN)

    for t in new.tr:
        for i, (key, mask) in enumerate(t.hand):
            hide("hand", t.seat, i, key, mask, "hand")
        for i, (key, mask, cls) in enumerate(t.vault):
            hide("vault", t.seat, i, key, mask, cls)
    d = new.decks
    for deck in DECKS:
        for i, (key, mask, cls) in enumerate(d.buried[deck]):
            hide("buried", -1, i, key, mask, cls)
    for zone, known in (("top", d.top), ("bottom", d.bottom)):
        for i, (key, mask) in enumerate(known):
            hide(zone, -1, i, key, mask, "any")
    peeker = _peeker(new)
    for i, key in enumerate(new.peeked):
        hide("peeked", -1, i, key, 0 if peeker is None else 1 << peeker, "any")
    for i, frame in enumerate(new.stack):
        if isinstance(frame, PlaceVault):
            hide("transit", -1, i, frame.card, frame.mask, frame.cls)
    sizes = {deck: d.undecided(deck) for deck in DECKS}
    d.pile = {deck: {} for deck in DECKS}
    places.sort(key=lambda place: DEAL_ORDER.index(place[0]))  # stable: board order within a class
    return places, sizes


def _peeker(state: "EskeletosState") -> int | None:
    """The seat resolving Fate Manipulation, who has seen the peeked cards (None: nobody)."""
    return next((f.seat for f in reversed(state.stack) if isinstance(f, (PeekDone, PeekOrder))), None)


def _erase_trade_choices(new: "EskeletosState", player: int) -> list[tuple[int, TradeGive]]:
    """Erase the card named by each pending trade whose Initiator is not ``player`` (frame
    ``TradeGive(Defender, Initiator, chosen key)``); returns those frames' indices, each
    with the frame as it was."""
    erased = []
    for i, frame in enumerate(new.stack):
        if isinstance(frame, TradeGive) and frame.first and frame.receiver != player:
            new.stack[i] = frame._replace(first=HIDDEN)
            erased.append((i, frame))
    return erased


def _put(new: "EskeletosState", place: Place, key: str) -> None:
    """Write ``key`` into ``place``, keeping who has seen it and its class."""
    _, deck, zone, a, b = place
    if zone == "hand":
        hand = new.tr[a].hand
        hand[b] = (key, hand[b][1])
    elif zone == "vault":
        vault = new.tr[a].vault
        vault[b] = (key,) + vault[b][1:]
    elif zone == "buried":
        buried = new.decks.buried[deck]
        buried[b] = (key,) + buried[b][1:]
    elif zone == "peeked":
        new.peeked[b] = key
    elif zone == "transit":
        frame = new.stack[b]
        if not isinstance(frame, PlaceVault):  # _erase makes transit places of PlaceVault frames only
            raise InvariantError(f"step {b} of the stack carries no card to a vault: {frame}")
        new.stack[b] = frame._replace(card=key)
    else:
        known = new.decks.top if zone == "top" else new.decks.bottom
        known[b] = (key, known[b][1])


# ------------------------------------------------------------------ 2. pool
def _pools(new: "EskeletosState", places: list[Place], sizes: dict[str, int]) -> dict[str, dict[str, int]]:
    """Per deck, ``{key: copies}`` (in key order) of the cards the erased clone does not show.

    Raises:
        InvariantError: the pool of a deck does not fill its places and its pile exactly.
    """
    shown = card_places(new).get
    wanted = dict(sizes)
    for place in places:
        wanted[place[1]] += 1
    pools: dict[str, dict[str, int]] = {}
    for deck in DECKS:
        pool = {key: copies - shown(key, 0) for key, copies in _DECK_KEYS[deck]}
        if min(pool.values()) < 0 or sum(pool.values()) != wanted[deck]:
            raise InvariantError(f"deck {deck}: {sum(pool.values())} cards unaccounted for, "
                                 f"{wanted[deck]} hidden places and undecided cards to fill")
        pools[deck] = pool
    return pools


# ------------------------------------------------------------------ 3. deal
def _deal(new: "EskeletosState", places: list[Place], pools: dict[str, dict[str, int]], rng: random.Random) -> None:
    """Deal each place a card of its class from its deck's pool (taking it from the pool).

    Raises:
        InvariantError: no card of a place's class is left (the position breaks a class).
    """
    for place in places:
        cls, deck = place[0], place[1]
        pool = pools[deck]
        keys = [key for key in _FITTING[deck, cls] if pool[key]]
        if not keys:
            raise InvariantError(f"no {cls} card of deck {deck} left to deal")
        key = rng.choices(keys, [pool[key] for key in keys])[0]
        pool[key] -= 1
        _put(new, place, key)


def _choose_trade_card(new: "EskeletosState", index: int, frame: TradeGive, rng: random.Random) -> None:
    """The erased trade ``frame`` at stack ``index`` names a card the Initiator may give from
    the dealt hand, uniformly among them (the choices its ``TradeGive`` offered it)."""
    choices = sorted(set(new.tr[frame.receiver].hand_keys()))
    new.stack[index] = frame._replace(first=rng.choice(choices))
