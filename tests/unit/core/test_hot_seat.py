"""Hot-seat hand-overs only before a decision that shows its seat something private
(``State.private_decision``, pygame_rules/core/state.py; ``Session.shared_decision`` and
``Session.snapshot(shared=True)``, pygame_rules/session.py): a public step is played on a
screen everybody at the table may see."""

from __future__ import annotations

from pygame_rules.core import Game
from pygame_rules.session import Session
from tests.bots.guess_game import GUESS

from .test_touches import TouchGuess


def test_a_public_decision_is_played_on_the_shared_screen_without_a_hand_over() -> None:
    """Skullminers: choosing a Company shows nobody anything hidden (State.private_decision
    is False), so the hot-seat page shows the spectator's view with seat 1's choices; hiding
    a God Skull is private: the shared screen then lists no choice at all."""
    session = Session.new("skullminers", 2, names=["Ann", "Bo"], options={"blind_claims": False}, seed=1)
    state = session.state
    assert state.current_player == 0 and not state.private_decision(0)
    assert session.shared_decision()
    shared = session.snapshot(0, shared=True)
    assert shared["shared"] and shared["view"] == state.view(None) and shared["log"] == state.log(None, session.names)
    assert sorted(a["action"] for a in shared["actions"]) == ["company black", "company crimson"]
    session.play("company black")
    assert state.phase == "hide" and state.private_decision(0) and not session.shared_decision()
    assert session.snapshot(0, shared=True)["actions"] == []  # a private decision is never listed there
    assert session.snapshot(0)["actions"]  # only on the seat's own screen


def test_an_open_game_or_a_bot_to_act_never_asks_for_the_shared_screen() -> None:
    assert not Session.new("sedlec", 2, seed=1).shared_decision()  # nothing hidden: nothing to hand over
    bot = Session.new("skullminers", 2, seats=["random", "human"], options={"blind_claims": False}, seed=1)
    assert bot.state.current_player == 0 and not bot.shared_decision()


def test_the_default_private_decision_follows_the_games_hidden_information() -> None:
    assert GUESS.new_game(2).private_decision(0) is False  # Game's default: no private information
    hidden = Game(id="hidden_guess", title="Guess (test only)", min_players=2, max_players=2,
                  state_class=TouchGuess, private_information=True)
    assert hidden.new_game(2).private_decision(0) is True
