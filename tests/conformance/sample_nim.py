"""A tiny sample game for the conformance suite (tests/conformance/test_sample_game.py): Nim
on a pile of 5 to 9 stones dealt by chance; each turn takes 1 to 3; who takes the last stone
wins. It is one module and its ``GAME`` descriptor, as a fifth game would be
(docs/contributing.md, "A new game"); its view's shape is :class:`NimView`."""

from __future__ import annotations

from typing import TypedDict

from pygame_rules.core import CHANCE, TERMINAL, Game, State

PILES = range(5, 10)
"""Pile sizes the opening chance node deals, each as likely."""


class NimView(TypedDict):
    """What ``NimState._view`` returns: the stones left (None before the deal), the seat to
    take, and the stones each seat took."""

    pile: int | None
    turn: int
    taken: list[int]


class NimState(State):
    """Nim: ``pile N`` (chance, the opening), then ``take K`` (1 to 3) in turn."""

    most = 3
    """Most stones one turn takes."""

    def _setup(self) -> None:
        self.pile: int | None = None
        self.turn = 0
        self.taken = [0, 0]
        self.last: int | None = None

    def _current_player(self) -> int:
        if self.pile is None:
            return CHANCE
        return TERMINAL if self.pile == 0 else self.turn

    def _legal_actions(self) -> list[str]:
        if self.pile is None:
            return [f"pile {n}" for n in PILES]
        return [f"take {k}" for k in range(1, min(self.most, self.pile) + 1)]

    def _apply(self, action: str) -> None:
        verb, n = action.split()
        if verb == "pile":
            self.pile = int(n)
            return
        assert self.pile is not None
        self.pile -= int(n)
        self.taken[self.turn] += int(n)
        self.last, self.turn = self.turn, 1 - self.turn

    def _scores(self) -> list[float]:
        return [float(t) for t in self.taken]

    def _winners(self) -> list[int]:
        return [] if self.last is None else [self.last]

    def _view(self, player: int | None) -> NimView:
        return {"pile": self.pile, "turn": self.turn, "taken": list(self.taken)}

    def _describe(self, action: str) -> str:
        verb, n = action.split()
        return f"The pile holds {n} stones." if verb == "pile" else f"{{p{self.turn}}} takes {n}."


GAME = Game(id="nim", title="Nim", min_players=2, max_players=2, state_class=NimState,
            max_plies=1 + max(PILES), view_type=NimView)
