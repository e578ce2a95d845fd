"""Determinization: a full Skullminers state consistent with what one seat has seen.

What a seat cannot know, and how it is dealt again (never copied from the true state):

- the opponent's hand: re-dealt from the opponent's unseen cards (hand + deck; discards
  and built tiles are public), keeping its size;
- a God Skull the seat has not seen: placed again, uniformly, among the Claims that seat
  still considers possible (hidden and not known to be Soil); the opponent's scouting
  results are then rewritten to agree with the new place.

An undecided God Skull (blind Claims, nobody has looked) stays undecided when nobody
holds knowledge about it that the seat lacks: deferred chance is already consistent.
"""

from __future__ import annotations

import random
from typing import TYPE_CHECKING, cast

from .cards import CARD_ORDER

if TYPE_CHECKING:  # pragma: no cover
    from .state import SkullminersState


def resample(state: "SkullminersState", player: int, rng: random.Random) -> "SkullminersState":
    """A clone of ``state`` with everything hidden from ``player`` dealt again at random,
    consistently with ``player``'s view (``state`` itself is not changed). The result
    depends only on that view and ``rng``: two states the seat cannot tell apart give
    the same determinization.

    Raises:
        ValueError: ``player`` is not a seat (0 or 1).
    """
    if player not in (0, 1):
        raise ValueError(f"player must be 0 or 1, not {player!r}")
    new = cast("SkullminersState", state.clone())
    if state.is_terminal():  # every hand and placed God Skull is shown then: nothing is hidden
        return new
    _redeal_hand(new, 1 - player, rng)
    new.drawn_ids[1 - player] = ()  # which cards it drew is secret (the lab's tally only)
    for owner in (0, 1):
        if owner == player:
            _own_god(new, owner, rng)
        else:
            _sought_god(new, owner, rng)
    return new


def _redeal_hand(state: "SkullminersState", seat: int, rng: random.Random) -> None:
    """``seat``'s hand and deck, mixed and dealt again (same hand size)."""
    pool = list(state.hands[seat])
    for card, n in state.decks[seat].items():
        pool += [card] * n
    pool.sort(key=CARD_ORDER.__getitem__)  # the seat knows the pool, not its order: start canonical
    rng.shuffle(pool)
    size = len(state.hands[seat])
    state.hands[seat] = sorted(pool[:size], key=CARD_ORDER.__getitem__)
    deck: dict[str, int] = {}
    for card in pool[size:]:
        deck[card] = deck.get(card, 0) + 1
    state.decks[seat] = deck


def _sought_god(state: "SkullminersState", owner: int, rng: random.Random) -> None:
    """The opponent's God Skull, as the seeker (1 - ``owner``) may believe it to be."""
    seeker = 1 - owner
    if "god" in state.revealed[owner] or "god" in state.known[seeker].values():
        return
    if state.god[owner] is None:  # undecided: nobody knows more than the seeker
        return
    state.god[owner] = rng.choice(state.candidates(seeker))


def _own_god(state: "SkullminersState", owner: int, rng: random.Random) -> None:
    """A seat's own God Skull: known to its owner unless the Claims are blind. Blind, it is
    placed again among the hidden Claims and the opponent's scouting results follow it."""
    seeker = 1 - owner
    if not state.blind or "god" in state.revealed[owner]:
        return
    scouted = list(state.known[seeker])
    if state.god[owner] is None and not scouted:
        return
    hidden = [c for c, r in enumerate(state.revealed[owner]) if r is None]
    chosen = rng.choice(hidden)
    state.god[owner] = chosen
    state.known[seeker] = {c: ("god" if c == chosen else "soil") for c in scouted}
