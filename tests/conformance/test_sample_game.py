"""A new game is one module with its ``GAME`` descriptor: registered with
``pygame_rules.register_game``, the conformance suite covers it with no other edit
(docs/contributing.md, "A new game"), its views against the view type it declares. The sample is
Nim (sample_nim.py)."""

from __future__ import annotations

import pytest

import pygame_rules as pr
from pygame_rules.core import registry as games

from .harness import Checker, Config, configs_of
from .sample_nim import NimState, NimView


@pytest.fixture
def registry(monkeypatch: pytest.MonkeyPatch) -> None:
    """The registry as it is, given back after the test (``register_game`` adds to it)."""
    monkeypatch.setattr(games, "_REGISTRY", dict(games._REGISTRY))
    monkeypatch.setattr(games, "_LOADED", dict(games._LOADED))


def test_a_registered_game_is_listed_and_checked_like_the_four(registry: None) -> None:
    pr.register_game("nim", "tests.conformance.sample_nim")
    assert pr.list_games()[-1] == "nim" and pr.get_game("nim").title == "Nim"
    assert configs_of("nim") == [Config("nim", 2)]
    checker = Checker(Config("nim", 2))
    for index in range(40):
        checker.playout(index)
    assert checker.stats.playouts == 40 and 2 <= checker.stats.longest <= 10  # the deal, then 1 to 9 takes


class _EndlessNim(NimState):
    """A broken Nim: taking 0 stones is allowed, so a random game need not end."""

    def _legal_actions(self) -> list[str]:
        if self.pile is None:
            return super()._legal_actions()
        return ["take 0"] + super()._legal_actions()


def test_control_the_suite_catches_a_game_that_need_not_end(registry: None) -> None:
    import tests.conformance.sample_nim as module

    pr.register_game("nim", "tests.conformance.sample_nim")
    games._LOADED["nim"] = pr.Game(id="nim", title="Nim", min_players=2, max_players=2,
                                state_class=_EndlessNim, max_plies=module.GAME.max_plies)
    checker = Checker(Config("nim", 2))
    with pytest.raises(AssertionError, match="no end after 10 plies"):
        for index in range(40):
            checker.playout(index)


def test_a_game_id_cannot_be_taken_twice(registry: None) -> None:
    pr.register_game("sedlec", "pygame_rules.games.sedlec")  # the same module again: nothing changes
    with pytest.raises(pr.GameError, match="taken"):
        pr.register_game("sedlec", "tests.conformance.sample_nim")


class _ChattyNim(NimState):
    """A broken Nim: its view holds a key its ``NimView`` does not declare."""

    def _view(self, player: int | None) -> NimView:
        view = super()._view(player)
        view["last"] = self.last  # type: ignore[typeddict-unknown-key]
        return view


def test_control_the_suite_catches_a_view_that_strays_from_its_declared_type(registry: None) -> None:
    pr.register_game("nim", "tests.conformance.sample_nim")
    games._LOADED["nim"] = pr.Game(id="nim", title="Nim", min_players=2, max_players=2, state_class=_ChattyNim,
                                max_plies=10, view_type=NimView)
    checker = Checker(Config("nim", 2))
    with pytest.raises(AssertionError, match=r"nim: the view of the spectator .* view\.last: not declared in NimView"):
        checker.playout(0)
