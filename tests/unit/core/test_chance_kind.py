"""The ``ChanceKind`` value and ``State.chance_kind``'s default (pygame_rules/core/chance.py,
pygame_rules/core/state.py; docs/architecture.md, docs/sealed-links.md)."""

from __future__ import annotations

from typing import Any

import pytest

import pygame_rules as pr
from pygame_rules.core import CHANCE, TERMINAL, ChanceKind, Game, State


class CoinState(State):
    """One public coin toss, then the game is over."""

    def _setup(self) -> None:
        self.coin: str | None = None

    def _current_player(self) -> int:
        return CHANCE if self.coin is None else TERMINAL

    def _legal_actions(self) -> list[str]:
        return ["coin heads", "coin tails"]

    def _apply(self, action: str) -> None:
        self.coin = action.split()[1]

    def _scores(self) -> list[float]:
        return [0.0, 0.0]

    def _winners(self) -> list[int]:
        return [0] if self.coin == "heads" else [1]

    def _view(self, player: int | None) -> dict[str, Any]:
        return {"coin": self.coin}


OPEN = Game(id="coin", title="Coin (test only)", min_players=2, max_players=3, state_class=CoinState)
SECRET = Game(id="secret-coin", title="Secret Coin (test only)", min_players=2, max_players=2,
              state_class=CoinState, private_information=True)


def test_a_game_without_private_information_is_public_by_default():
    state = OPEN.new_game(3)
    assert state.chance_kind() == ChanceKind("public", (0, 1, 2))


def test_a_game_with_private_information_must_say_it():
    with pytest.raises(NotImplementedError, match="Secret Coin.*private information"):
        SECRET.new_game(2).chance_kind()


def test_only_a_chance_node_has_a_kind():
    state = OPEN.new_game(2)
    state.apply("coin heads")
    with pytest.raises(pr.IllegalActionError):
        state.chance_kind()


def test_a_draw_states_its_pile_odds_and_groups():
    kind = ChanceKind.draw("deck 0", 1, [("draw c1", 1), ("draw c3", 2)], (0,))
    assert kind.outcomes == ("draw c1", "draw c3")
    assert kind.odds() == {"draw c1": 1 / 3, "draw c3": 2 / 3}
    assert kind.groups == (("draw c1", "draw c3"),) and kind.group_of("draw c3") == ("draw c1", "draw c3")
    assert kind.to_json() == {"kind": "draw", "seen_by": [0], "pile": "deck 0", "deal": 1, "position": None,
                              "cards": [["draw c1", 1], ["draw c3", 2]], "groups": [["draw c1", "draw c3"]]}
    up = ChanceKind.face_up("fate", 0, [("card a", 2), ("card b", 1)], 3)
    assert up.seen_by == (0, 1, 2) and up.groups == (("card a",), ("card b",))
    with pytest.raises(KeyError):
        kind.group_of("draw c2")


@pytest.mark.parametrize("args, message", [
    (("dice", (0, 1)), "unknown chance kind"),
    (("public", (1, 0)), "ascending"),
    (("public", (0, 0)), "ascending"),
    (("public", (0, 1), "deck 0"), "no pile"),
    (("draw", (0,), ""), "names its pile"),
    (("draw", (0,), "deck 0", 0, 2, (("draw c1", 1),), (("draw c1",),)), "only a slot"),
    (("slot", (0,), "claims 1", 0, None, (("found god", 1),), (("found god",),)), "names its position"),
    (("draw", (0,), "deck 0", 0, None, ()), "each outcome once"),
    (("draw", (0,), "deck 0", 0, None, (("draw c1", 0),), (("draw c1",),)), "at least 1 copy"),
    (("draw", (0,), "deck 0", 0, None, (("draw c1", 1), ("draw c1", 1)), (("draw c1",),)), "each outcome once"),
    (("draw", (0,), "deck 0", 0, None, (("draw c1", 1), ("draw c2", 1)), (("draw c1",),)), "split the outcomes"),
    (("draw", (0,), "deck 0", 0, None, (("draw c1", 1),), (("draw c1",), ("draw c1",))), "split the outcomes"),
])
def test_an_ill_formed_kind_is_refused(args: tuple[Any, ...], message: str):
    with pytest.raises(ValueError, match=message):
        ChanceKind(*args)
