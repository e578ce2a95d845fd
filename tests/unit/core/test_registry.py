"""The registry and game setup (DESIGN.md, public API: list_games, get_game, new_game)."""

from __future__ import annotations

import pytest

import pygame_rules as pr


def test_sedlec_is_registered_with_its_seat_range():
    """DESIGN.md: ids; RULINGS.md: Sedlec takes 2 or 3 players."""
    assert "sedlec" in pr.list_games()
    game = pr.get_game("sedlec")
    assert (game.id, game.title, game.min_players, game.max_players) == ("sedlec", "Skulls of Sedlec", 2, 3)
    assert game.options == {}
    assert pr.get_game("sedlec") is game


@pytest.mark.parametrize("bad", ["chess", "", "Sedlec", None, 3])
def test_unknown_game_raises_unknown_game_error(bad):
    """DESIGN.md: "KeyError-like pr.UnknownGameError for an unknown id"."""
    with pytest.raises(pr.UnknownGameError) as info:
        pr.get_game(bad)
    assert isinstance(info.value, KeyError)
    assert "sedlec" in str(info.value)  # the message lists the known games


def test_unhashable_game_id_is_an_unknown_game_too():
    """DESIGN.md: an unknown id raises UnknownGameError, whatever the caller passed (the page
    sends JSON, which can hold a list)."""
    with pytest.raises(pr.UnknownGameError):
        pr.get_game(["sedlec"])


@pytest.mark.parametrize("bad", [0, 1, 4, 9, -2, "2", 2.0, True, None])
def test_bad_player_counts_raise_option_error(bad):
    """RULINGS.md: Sedlec is for 2 or 3 players; anything else is an OptionError (a ValueError)."""
    with pytest.raises(pr.OptionError) as info:
        pr.get_game("sedlec").new_game(bad)
    assert isinstance(info.value, ValueError)
    assert "2 to 3 players" in str(info.value)


@pytest.mark.parametrize("bad", [{"variant": 1}, "fast", [1]])
def test_bad_options_raise_option_error(bad):
    """DESIGN.md: options are name -> value among the allowed ones; Sedlec has none."""
    with pytest.raises(pr.OptionError):
        pr.get_game("sedlec").new_game(2, bad)


def test_new_game_starts_at_the_setup_chance_node():
    """DESIGN.md: all randomness is chance nodes; Sedlec setup reveals one top card."""
    for n in (2, 3):
        state = pr.get_game("sedlec").new_game(n)
        assert state.num_players == n
        assert state.current_player == pr.CHANCE
        assert state.history == [] and state.winners() == [] and not state.is_terminal()
        assert state.to_record() == {"game": "sedlec", "rules_version": "1", "num_players": n,
                                     "options": {}, "actions": []}


def test_view_rejects_a_seat_that_does_not_exist():
    """State.view: ValueError for a player that is not None or a seat."""
    state = pr.get_game("sedlec").new_game(2)
    for bad in (2, -1, "0", 0.0, True, False):
        with pytest.raises(ValueError):
            state.view(bad)


def test_the_home_screen_reads_each_games_title_and_blurb_from_its_descriptor():
    """The home screen lists web_api.games() in the registry's order, each with the title and
    the one-sentence blurb its Game descriptor gives (no list of games in the page)."""
    import json

    from pygame_rules import web_api

    listed = json.loads(web_api.games())["value"]["games"]
    assert [g["id"] for g in listed] == pr.list_games()
    for entry in listed:
        game = pr.get_game(entry["id"])
        assert (entry["title"], entry["blurb"]) == (game.title, game.blurb)
        assert entry["blurb"].endswith(".") and entry["blurb"].count(". ") == 0, entry["blurb"]
    assert listed[1]["blurb"] == "Two mining Companies tunnel toward each other; the first to dig up the God Skull wins."
