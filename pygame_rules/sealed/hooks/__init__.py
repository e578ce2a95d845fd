"""What a game tells the sealed-link protocol beyond its chance nodes' kinds
(docs/sealed-links.md, "Playing on an information set").

The engine says what each chance node is (``State.chance_kind``); a game with hidden
*decisions* or hidden hands also says, through a :class:`GameHooks`:

- which decisions are secret, and what a secret decision commits to (one commitment per part
  that a later move may read: a Claim of the God Skull);
- which moves read another seat's secret, and for whom (a Claim dug: for everybody; scouted:
  for the seeker);
- how a seat's filled-in state takes in a secret it learns (:meth:`GameHooks.learn`) and a
  move of another seat that its fillers did not foresee (:meth:`GameHooks.admit`);
- which deals may be made ahead, before the engine draws from them.

The defaults suit a game whose only hidden information is chance (every seat's engine state
is then exact for public play). One module per game, registered in :data:`HOOKS`; the hooks
read a game's state but never change its rules.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Any, Sequence

from ...core import ChanceKind, IllegalActionError, State
from ..errors import SealedError

ADMIT_TRIES = 200
"""Determinizations :meth:`GameHooks.admit` tries, by default, for a move its state refuses."""


@dataclass(frozen=True)
class Read:
    """A move's read of seat ``owner``'s commitment ``name``: for everybody (``audience``
    None: the owner opens it in the open) or for one seat (sealed to it)."""

    owner: int
    name: str
    audience: int | None = None


class GameHooks:
    """A game's statement for sealed play; one instance per game (:func:`hooks_for`).
    Every method that a table calls for another seat's move must decide from public
    information only (what every seat's filled-in state agrees on), so that every table
    computes the same obligations."""

    def check_setup(self, num_players: int, options: dict[str, Any]) -> None:
        """Refuse (SealedError) a setup sealed play does not support. Default: every setup."""

    def secret_decision(self, state: State, seat: int) -> tuple[str, ...] | None:
        """When the decision now due for ``seat`` is secret (others must not see the action),
        the names of the commitments it makes (possibly none); None when it is public.
        Default: every decision is public."""
        return None

    def commitment_values(self, state: State, seat: int, action: str) -> dict[str, bytes]:
        """The value of each commitment of :meth:`secret_decision` when ``seat`` takes
        ``action`` (``state``: the seat's own, exact). Default: none."""
        return {}

    def filler_decision(self, state: State, seat: int) -> str:
        """The action another seat's filled-in state applies for ``seat``'s secret decision:
        by default its first legal action there (a public choice of a position the seat
        cannot tell from the true one)."""
        return state.legal_actions()[0]

    def reads(self, state: State, seat: int, action: str) -> tuple[Read, ...]:
        """The commitments ``seat``'s move ``action`` reads, which their owners must open
        before the move is applied. Default: none."""
        return ()

    def secret_value(self, state: State, owner: int, name: str) -> bytes:
        """The value of ``owner``'s commitment ``name`` now (``state``: the owner's own).
        Default: SealedError (a game without commitments has none)."""
        raise SealedError(f"seat {owner + 1} has no secret called {name!r}")

    def learn(self, state: State, viewer: int, owner: int, name: str, value: bytes) -> None:
        """Put ``owner``'s opened commitment ``name`` = ``value`` into ``viewer``'s filled-in
        ``state`` (changing only what ``viewer`` could not see). SealedError when no position
        ``viewer`` can imagine has it. Default: nothing to change."""

    def admit(self, state: State, viewer: int, seat: int, action: str, seed: bytes) -> State:
        """``viewer``'s filled-in ``state`` changed, where ``viewer`` cannot see, so that
        ``seat``'s move ``action`` is legal in it (``state`` may be changed in place and
        returned). Default: ``state`` itself when the move is legal there, else the first of
        :data:`ADMIT_TRIES` determinizations of ``viewer``'s information set
        (``State.resample_from_infostate``, seeded by ``seed``, public) where it is; SealedError
        when none is."""
        if _legal(state, action):
            return state
        rng = random.Random(seed)
        for _ in range(ADMIT_TRIES):
            other = state.resample_from_infostate(viewer, rng)
            if _legal(other, action):
                return other
        raise SealedError(f"seat {seat + 1}'s move {action!r} is not possible in any position seat "
                          f"{viewer + 1} can imagine (it was forged, or seat {seat + 1} cheats)")

    def filler_draw(self, state: State, kind: ChanceKind) -> str:
        """The outcome a seat's state applies for a card it does not see: by default the first
        of its ``chance_outcomes()`` (public data only, so nothing in the seat's state depends
        on the hidden card)."""
        return state.chance_outcomes()[0][0]

    def upcoming_deals(self, state: State) -> Sequence[tuple[str, int, tuple[tuple[str, int], ...]]]:
        """Deals that may be made ahead of their first draw: ``(pile, deal, cards)`` with
        ``cards`` as ``ChanceKind.cards`` will list them at that draw (``(outcome, copies)``,
        canonical order), from public information. Default: none (a deal is made when the
        engine first draws from it)."""
        return ()


def _legal(state: State, action: str) -> bool:
    try:
        state.clone().apply(action)
    except IllegalActionError:
        return False
    return True


def hooks_for(game_id: str) -> GameHooks:
    """The hooks of game ``game_id``: its own module's, or :class:`GameHooks` itself for a game
    whose only hidden information is chance. SealedError for a game whose hidden decisions or
    hands sealed play does not handle yet."""
    if game_id in HOOKS:
        module = __import__(f"{__name__}.{HOOKS[game_id]}", fromlist=["HOOKS"])
        found: GameHooks = module.HOOKS
        return found
    if game_id in PUBLIC_ONLY:
        return GameHooks()
    raise SealedError(f"sealed play does not handle {game_id!r} yet")


HOOKS = {"skullminers": "skullminers"}
"""Game id -> module of this package defining ``HOOKS``."""
PUBLIC_ONLY = ("sedlec",)
"""Games whose only hidden information is chance: the default hooks suit them."""
