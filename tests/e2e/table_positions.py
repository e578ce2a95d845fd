"""Share links to fixed positions of Court of the Dead and ESKELETOS, built in Python by
playing seeded random games, for the board tests and their screenshots (the same
positions before and after a change of the boards, so the pictures compare)."""

from __future__ import annotations

import random
from typing import Callable, Iterator

from pygame_rules.bots import sample_chance
from pygame_rules.core import State
from pygame_rules.session import Session


def find_link(game: str, players: int, seats: list[str], names: list[str], want: Callable[[State], bool], *,
              options: dict | None = None, seeds: int = 200, first_seed: int = 0) -> str:
    """The link of the first position (seeded random play, seeds ``first_seed``, ... below
    ``seeds``) where ``want(state)`` holds; raises AssertionError when none of those games has one."""
    for seed in range(first_seed, seeds):
        for session in _playout(game, players, seats, names, options, seed):
            if not session.state.is_terminal() and session.state.current_player >= 0 and want(session.state):
                return session.link()
    raise AssertionError(f"no such {game} position in {seeds} games")


def late_link(game: str, players: int, seats: list[str], names: list[str], *, plies_left: int,
              options: dict | None = None, seeds: int = 50) -> str:
    """The link of a position ``plies_left`` plies (or a few more) before the end of the first
    seeded random game (seeds 0, 1, ...) that ends with a winner, at a decision of seat 0: the
    end screen of a whole game, reached in a few clicks. Raises AssertionError when none of
    ``seeds`` games ends with a winner."""
    for seed in range(seeds):
        length, won = _random_game(game, players, seats, names, options, seed)
        if not won:
            continue
        at = max(0, length - plies_left)
        return find_link(game, players, seats, names, lambda st: st.current_player == 0 and len(st.history) >= at,
                         options=options, seeds=seed + 1, first_seed=seed)
    raise AssertionError(f"no {game} game with a winner in {seeds} seeds")


def _random_game(game: str, players: int, seats: list[str], names: list[str], options: dict | None,
                 seed: int) -> tuple[int, bool]:
    """(plies, whether someone won) of the seeded random game :func:`find_link` plays."""
    for session in _playout(game, players, seats, names, options, seed):
        pass
    return len(session.state.history), bool(session.state.winners())


def _playout(game: str, players: int, seats: list[str], names: list[str], options: dict | None,
             seed: int) -> Iterator[Session]:
    """The seeded random game of ``seed``: yields its session before every step and at the end."""
    session = Session.new(game, players, names=names, seats=seats, options=options, seed=seed)
    state, rng = session.state, random.Random(seed)
    while not state.is_terminal():
        yield session
        state.apply(sample_chance(state, rng) if state.is_chance_node() else rng.choice(state.legal_actions()))
    yield session


def court_turn(state: State) -> bool:
    """Ada (seat 0) at her Action-phase turn in round 2 or later, with figures on the map."""
    acts = state.legal_actions()
    view = state.view(0)
    on_map = sum(loc["total"] for loc in view["locations"])
    return (state.current_player == 0 and view["round"] >= 2 and on_map >= 6
            and any(a.startswith("play ") for a in acts))


def eskeletos_draft(state: State) -> bool:
    """Ada (seat 0) may draft a card from the Drift."""
    return state.current_player == 0 and any(a.startswith("draft ") for a in state.legal_actions())


def court_link(players: int = 2) -> str:
    """Ada against the random bot(s), at her turn in the Action Phase of round 2 or later."""
    names = ["Ada", "Robo", "Rex", "Rue"][:players]
    return find_link("court_of_the_dead", players, ["human"] + ["random"] * (players - 1), names, court_turn)


def eskeletos_link() -> str:
    """Ada against the random bot (full game), at a choice with a Drift card to draft."""
    return find_link("eskeletos", 2, ["human", "random"], ["Ada", "Robo"], eskeletos_draft,
                     options={"first_journey": False})
