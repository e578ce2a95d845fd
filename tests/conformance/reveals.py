"""Which decisions reveal hidden information, found generically (undo never crosses a reveal).

A decision ``a`` of seat ``A`` at state ``h`` reveals something to seat ``s`` when what
``s`` perceives after it depends on what ``s`` could not see before it. The probe builds
determinizations ``d = h.resample_from_infostate(s, rng)`` (each one a state ``s`` cannot
tell from ``h``), applies ``a`` where it is legal, and compares what ``s`` perceives in
``d + a`` with ``h + a``: its view, the log line of ``a`` as ``s`` reads it, and its legal
actions when ``s`` is to act. Any difference means ``a`` showed ``s`` something, so the
engine must have marked the ply (``State.reveals_at``) and ``undo_point(A)`` must be None.

Used by ``test_undo_reveals.py`` (a few seeded games per configuration) and by
``python -m tests.conformance.reveals`` (a longer run that prints the counts per game).
"""

from __future__ import annotations

import random
import sys
from dataclasses import dataclass, field
from typing import Any

import pygame_rules as pr
from pygame_rules.bots import sample_chance

from .harness import Config, all_configs

DETERMINIZATIONS = 3
"""Determinizations tried per seat and decision."""


def perceived(state: pr.State, seat: int) -> tuple[Any, ...]:
    """What ``seat`` perceives of ``state`` right after an action: its view, the last log
    line as it reads it, and its legal actions when it is to act."""
    legal = state.legal_actions() if state.current_player == seat else None
    last = state.log(seat)[-1] if state.history else None
    return state.view(seat), last, legal


def revealed_to(before: pr.State, action: str, after: pr.State, rng: random.Random,
                tries: int = DETERMINIZATIONS) -> list[int]:
    """Seats to whom ``action`` (a decision of the seat to act at ``before``, giving
    ``after``) showed something the mover did not know: some determinization of ``before``
    for that seat, with the action applied, gives the seat another perception than
    ``after`` does.

    For another seat than the mover only determinizations that keep the mover's own view
    count (docs/rulings: showing your own card is not a reveal for undo). Nothing is
    compared when ``after`` is a chance node: the chance outcome that follows ends undo.
    """
    if after.is_chance_node():
        return []
    mover = before.current_player
    mover_view = before.view(mover)
    seats = []
    for seat in range(before.num_players):
        truth = perceived(after, seat)
        view = before.view(seat)
        for _ in range(tries):
            other = before.resample_from_infostate(seat, rng)
            if other.view(seat) != view or (seat != mover and other.view(mover) != mover_view):
                continue
            try:
                other.apply(action)
            except pr.IllegalActionError:
                continue  # the action is not even possible there: nothing to compare
            if perceived(other, seat) != truth:
                seats.append(seat)
                break
    return seats


@dataclass
class Tally:
    """Counts over the probed decisions of one configuration."""

    decisions: int = 0
    detected: int = 0              # decisions the probe saw reveal something (the last one included)
    marked: int = 0                # decisions the engine marked as reveals
    missed: list[str] = field(default_factory=list)  # detected but not marked, or undo still offered
    kinds: dict[str, int] = field(default_factory=dict)  # marked decisions by their first word


def probe_game(config: Config, seed: int, tally: Tally, rate: float = 1.0, max_plies: int = 5_000) -> pr.State:
    """Play one seeded random game of ``config``, probing a fraction ``rate`` of its
    decisions, and add to ``tally``. Marked plies are counted at every decision."""
    rng = random.Random(f"reveals/{config.id}/{seed}")
    state = config.new_game()
    while not state.is_terminal() and len(state.history) < max_plies:
        if state.is_chance_node():
            state.apply(sample_chance(state, rng))
            continue
        actor = state.current_player
        action = rng.choice(state.legal_actions())
        before = state.clone()
        state.apply(action)
        tally.decisions += 1
        marked = state.reveals_at(-1)
        if marked:
            tally.marked += 1
            kind = action.split(" ", 1)[0]
            tally.kinds[kind] = tally.kinds.get(kind, 0) + 1
        if marked and state.undo_point(actor) is not None:
            tally.missed.append(f"{config.id} seed {seed} ply {len(before.history)}: {action!r} marked but undoable")
        if rng.random() >= rate:
            continue
        seats = revealed_to(before, action, state, rng)
        if seats:
            tally.detected += 1
            if state.undo_point(actor) is not None:  # marked, or the end (which is final)
                tally.missed.append(f"{config.id} seed {seed} ply {len(before.history)}: seat {actor} played "
                                    f"{action!r}, which showed seats {seats} something, yet undo stays open")
    return state


def main(argv: list[str]) -> None:
    """``python -m tests.conformance.reveals [GAMES_PER_CONFIG]``: probe every decision of
    that many seeded games per configuration and print the counts."""
    games = int(argv[0]) if argv else 3
    for config in all_configs():
        tally = Tally()
        for seed in range(games):
            probe_game(config, seed, tally)
        print(f"{config.id}: {tally.decisions} decisions, {tally.marked} marked as reveals "
              f"{dict(sorted(tally.kinds.items()))}, {tally.detected} seen revealing by the probe, "
              f"{len(tally.missed)} missed")
        for line in tally.missed[:8]:
            print("   ", line)
        sys.stdout.flush()


if __name__ == "__main__":
    main(sys.argv[1:])
