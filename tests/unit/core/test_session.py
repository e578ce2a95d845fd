"""The Session facade the page drives (pygame_rules/session.py; issue 2: undo of your own last
decision, never across a chance outcome, a reveal, or another seat's action; bot seats;
autosave; share links)."""

from __future__ import annotations

import json

import pytest

import pygame_rules as pr
from pygame_rules.session import Session

from .randgames import random_game


def human_pair(*actions):
    session = Session.new("sedlec", 2, names=["Ann", "Bo"], seed=1)
    for action in actions:
        session.state.apply(action)
    return session


# ---------------------------------------------------------------- undo
def test_hot_seat_undo_is_offered_only_to_its_own_seat_when_information_is_hidden():
    """Issue 2 (undo of *your own* last decision) with issue 3's hot-seat privacy: in
    Skullminers the next player's view offers no undo of the previous player's move; in
    Sedlec, where nothing is hidden, the table may take back the last move from any view."""
    import random

    from pygame_rules.bots import sample_chance

    session = Session.new("skullminers", 2, names=["Ann", "Bo"], options={"blind_claims": False}, seed=1)
    rng = random.Random(2)
    state = session.state
    while state.is_chance_node() or not (state.history and state.actor(len(state.history) - 1) >= 0
                                         and session.undo_seat() is not None
                                         and state.current_player not in (-1, session.undo_seat())):
        state.apply(sample_chance(state, rng) if state.is_chance_node() else rng.choice(state.legal_actions()))
    mover = session.undo_seat()
    other = 1 - mover
    assert session.snapshot(mover)["undo_seat"] == mover
    assert session.snapshot(other)["undo_seat"] is None

    sedlec = human_pair("reveal 5")
    sedlec.play("collect 1")
    assert sedlec.state.current_player == 1
    assert sedlec.snapshot(1)["undo_seat"] == 0


def test_undo_takes_back_your_own_last_decision():
    session = human_pair("reveal 5")
    session.play("collect 1")
    assert session.undo_seat() == 0
    session.undo()
    assert session.state.history == ["reveal 5"]
    assert session.state.current_player == 0
    assert session.state.hands == [[], []]


def test_undo_never_crosses_a_chance_outcome():
    """Issue 2: never across a chance outcome or a reveal."""
    session = human_pair("reveal 5")
    assert session.undo_seat() is None            # the last action is the setup reveal
    with pytest.raises(ValueError):
        session.undo()
    session.play("dig 2 3")
    assert session.undo_seat() == 0               # nothing revealed yet: the Dig may be taken back
    session.step()                                 # the first card turns face up
    assert session.undo_seat() is None
    with pytest.raises(ValueError, match="^too late to undo: chance \\(a card or a roll\\) came after the last move$"):
        session.undo()
    session.step()
    session.play("take 2")
    assert session.undo_seat() == 0               # the take, not the reveals before it
    before = session.state.history[:-1]
    session.undo()
    assert session.state.history == before
    assert session.state.legal_actions() == ["take 2", "take 3"]
    assert session.undo_seat() is None            # and no further back


def test_the_page_is_told_why_undo_is_gone_after_a_chance_outcome():
    """Issue 2: undo never crosses a chance outcome. So that the button does not just vanish,
    the snapshot says why (``undo_note``), naming the seat whose move it was."""
    session = human_pair("reveal 5")
    assert session.snapshot(0)["undo_note"] is None          # only the setup has happened
    session.play("dig 2 3")
    assert session.snapshot(0)["undo_seat"] == 0
    assert session.snapshot(0)["undo_note"] is None          # undo is offered: nothing to explain
    session.step()                                           # a card turns face up
    assert session.snapshot(0)["undo_seat"] is None
    assert session.snapshot(0)["undo_note"] == (
        "Ann's last move can no longer be undone: chance (a card or a roll) came after it.")
    session.step()
    session.play("take 2")                                   # Ann takes: Bo to act, nothing to explain
    session.play("collect 1")
    assert session.snapshot(0)["undo_note"] is None and session.snapshot(1)["undo_seat"] == 1


def sedlec_after_a_bots_reply(seed: int = 4) -> tuple[Session, int]:
    """Ann (human) against Robo (random bot) in Sedlec, played until Robo's reply to a move of
    Ann's involved no chance (a Collect or a Stack, not a Dig); returns the session and the
    length of the history before Ann's move."""
    session = Session.new("sedlec", 2, names=["Ann", "Robo"], seats=["human", "random"], seed=seed)
    while True:
        while session.waiting_on() == "auto":
            session.step()
        before = len(session.state.history)
        session.play(session.state.legal_actions()[0])
        while session.waiting_on() == "auto" and session.state.current_player == 1:
            session.step()
        plies = range(before + 1, len(session.state.history))
        if plies and all(session.state.actor(p) == 1 for p in plies) and session.state.current_player == 0:
            return session, before


def test_take_back_against_a_bot_undoes_your_move_and_the_bots_reply():
    """Issue 23: against a bot, undo takes back your last move and the bot's replies since,
    as long as no chance outcome or reveal came in between (Sedlec: a Collect or Stack)."""
    session, before = sedlec_after_a_bots_reply()
    history = list(session.state.history[:before])
    assert session.state.current_player == 0  # Ann's turn again, after Robo's reply
    assert session.undo_seat() == 0 and session.undo_replies() == [1]
    snap = session.snapshot(0)
    assert snap["undo_seat"] == 0 and snap["undo_replies"] == [1] and snap["undo_note"] is None
    session.undo()
    assert session.state.history == history  # the position before Ann's move
    assert session.state.current_player == 0


def test_a_bots_reply_that_revealed_something_ends_undo():
    session, before = sedlec_after_a_bots_reply()
    session.state._reveal_plies = (before + 1,)  # as if Robo's reply had shown a hidden card
    assert session.undo_seat() is None
    assert session.undo_note(0) == "Ann's last move can no longer be undone: Robo's reply revealed hidden information."
    with pytest.raises(ValueError, match="^too late to undo: Robo's reply revealed hidden information$"):
        session.undo()


def skullminers_after_the_bots_hide() -> Session:
    """Ann chooses a Company and hides her God Skull; Robo (a bot) hides its own (a decision
    made on its hidden information); the roll-off for the first turn is due."""
    session = Session.new("skullminers", 2, names=["Ann", "Robo"], seats=["human", "random"],
                          options={"blind_claims": False}, seed=1)
    session.play("company black")
    session.play("hide B")
    session.step()
    assert session.state.actor(2) == 1 and session.state.is_chance_node()
    return session


def test_a_bots_reply_made_on_hidden_information_is_never_taken_back():
    """Taking back a bot's secret choice could let a player replay knowing what it holds: only
    bots' moves on the public view are taken back (State.private_decision); the note says why."""
    session = skullminers_after_the_bots_hide()
    assert session.undo_seat() is None
    assert session.snapshot(0)["undo_note"] == (
        "Ann's last move can no longer be undone: Robo has replied with a move made on hidden information.")
    assert session.snapshot(1)["undo_note"] is None  # hidden information: only Ann's own view is told


def test_a_bots_public_reply_is_taken_back_only_while_this_session_saw_it():
    """Skullminers: Robo's Company choice is public (State.private_decision False), so undo
    could take it back with a human move before it; a reloaded session, which did not see how
    the bot chose, takes back no bot reply in a game with hidden information."""
    session = Session.new("skullminers", 2, names=["Robo", "Ann"], seats=["random", "human"],
                          options={"blind_claims": False}, seed=1)
    session._public_bot_plies.add(99)  # unrelated plies are ignored
    session.step()  # Robo chooses a Company: public
    assert session._crossable(0)
    restored = Session.from_saved(session.saved())
    assert not restored._crossable(0) and session._crossable(0)


def test_undo_note_is_only_for_the_seat_that_moved_when_information_is_hidden():
    """Hot-seat privacy (issue 3): in Skullminers the next player is not told about the
    previous player's move."""
    import random

    from pygame_rules.bots import sample_chance

    session = Session.new("skullminers", 2, names=["Ann", "Bo"], options={"blind_claims": False}, seed=1)
    state, rng = session.state, random.Random(3)
    for _ in range(2000):
        if session.undo_note(0) or session.undo_note(1):
            break
        state.apply(sample_chance(state, rng) if state.is_chance_node() else rng.choice(state.legal_actions()))
    else:
        pytest.fail("no chance outcome ever followed a decision")
    mover = next(state.actor(i) for i in reversed(range(len(state.history))) if state.actor(i) >= 0)
    assert state.actor(len(state.history) - 1) == pr.CHANCE
    assert session.snapshot(mover)["undo_note"] == (
        f"{session.names[mover]}'s last move can no longer be undone: chance (a card or a roll) came after it.")
    assert session.snapshot(1 - mover)["undo_note"] is None


def test_a_refused_undo_says_why_in_the_players_words():
    """Pressed too late (after a bot's secret reply), or once the game is over, undo
    raises with a reason a player can read; the page shows it."""
    session = skullminers_after_the_bots_hide()
    with pytest.raises(ValueError, match="^too late to undo: Robo has replied with a move made on hidden information$"):
        session.undo()
    session = Session.new("sedlec", 2, names=["Ann", "Robo"], seats=["human", "random"], seed=1)
    while not session.state.is_terminal():
        session.play(session.state.legal_actions()[0]) if session.waiting_on() == "human" else session.step()
    with pytest.raises(ValueError, match="^the game is over: its end is final$"):
        session.undo()


def test_undo_never_takes_back_another_seats_action():
    """Issue 2: your own last decision only: after seat 1 acts, seat 0 cannot undo."""
    session = human_pair("reveal 5")
    session.play("collect 1")
    session.play("dig 2 3")
    assert session.undo_seat() == 1               # seat 1's own Dig, nobody else's
    session.undo()
    assert session.state.history == ["reveal 5", "collect 1"]
    assert session.undo_seat() == 0               # now seat 0's collect is the last action


def test_undo_is_refused_once_chance_follows_a_bots_reply():
    """Against a bot, undo lasts while only the bot's decisions follow your move; the first
    chance outcome (a Dig's card turning face up) ends it, whoever dug."""
    session = Session.new("sedlec", 2, seats=["human", "random"], seed=3)
    session.step()                                # setup reveal
    session.play(session.state.legal_actions()[0])
    assert session.undo_seat() == 0
    chance_seen = False
    while session.waiting_on() == "auto":
        chance_seen = chance_seen or session.state.is_chance_node()
        session.step()
        assert (session.undo_seat() is None) == chance_seen
    assert chance_seen  # seed 3: the bot dug
    with pytest.raises(ValueError):
        session.undo()


# ---------------------------------------------------------------- seats and bots
def test_bot_seats_play_themselves_and_humans_wait():
    session = Session.new("sedlec", 2, seats=["random", "human"], seed=4)
    assert session.seats == ["random", "human"]
    assert session.waiting_on() == "auto"
    with pytest.raises(pr.IllegalActionError):
        session.play("collect 1")                 # chance is due, not a human
    while session.waiting_on() == "auto":
        action = session.step()
        assert action == session.state.history[-1]
    assert session.waiting_on() == "human" and session.state.current_player == 1
    with pytest.raises(ValueError):
        session.step()                            # a human must choose


def test_all_bot_game_plays_to_the_end():
    session = Session.new("sedlec", 3, seats=["random", "random", "random"], seed=5)
    steps = 0
    while session.waiting_on() != "over":
        session.step()
        steps += 1
        assert steps < 500
    assert session.state.is_terminal() and session.snapshot(None)["winners"]


def test_same_seed_same_game():
    """Session seed: a seeded session replays the same game (the driver's dice are seeded)."""
    games = []
    for _ in range(2):
        session = Session.new("sedlec", 2, seats=["random", "random"], seed=99)
        while session.waiting_on() != "over":
            session.step()
        games.append(session.state.history)
    assert games[0] == games[1]


def test_unknown_seat_kind_is_refused():
    with pytest.raises(ValueError):
        Session.new("sedlec", 2, seats=["human", "wizard"])


def test_names_are_cleaned():
    session = Session.new("sedlec", 3, names=["  Ann  ", "x" * 40, ""], seed=1)
    assert session.names == ["Ann", "x" * 24, "Player 3"]
    assert Session.new("sedlec", 2, names="not a list").names == ["Player 1", "Player 2"]
    # Two seats never share a name (letter case aside): the log must say which one acted.
    assert Session.new("sedlec", 3, names=["Ann", "ann", "Ann"]).names == ["Ann", "ann (2)", "Ann (3)"]
    assert Session.new("sedlec", 2, names=["", "Player 1"]).names == ["Player 1", "Player 1 (2)"]
    assert Session.new("sedlec", 2, names=["x" * 30, "x" * 24]).names == ["x" * 24, "x" * 20 + " (2)"]


@pytest.mark.parametrize(("name", "kept"), [
    ("a" * 22 + "\U0001f44d\U0001f3fdx", "a" * 22 + "\U0001f44d\U0001f3fd"),  # thumbs up with its skin tone
    ("a" * 23 + "\U0001f44d\U0001f3fd", "a" * 23),                              # no bare thumb without its tone
    ("a" * 21 + "\U0001f468\u200d\U0001f469\u200d\U0001f467", "a" * 21),    # a family is whole or gone
    ("a" * 22 + "\U0001f1eb\U0001f1f7", "a" * 22 + "\U0001f1eb\U0001f1f7"),  # the French flag fits
    ("a" * 23 + "\U0001f1eb\U0001f1f7", "a" * 23),                              # never half a flag
    ("a" * 22 + "\U0001f468\u200d", "a" * 22),                                  # the browser's maxlength left a joiner
    ("a" * 23 + "e\u0301", "a" * 23),                                            # an accent stays on its letter
    ("Zo\u00eb \U0001f480", "Zo\u00eb \U0001f480"),
    ("\u202eevil\u202c Bo", "evil Bo"),        # a right-to-left override would turn the line around
    ("\u200b", "Player 1"),                     # nothing visible: the seat's own name
    ("\u200b\u200d\u2060 ", "Player 1"),
    ("\u05e9\u05dc\u05d5\u05dd", "\u05e9\u05dc\u05d5\u05dd"),  # a Hebrew name stays as it is
])
def test_a_long_name_is_cut_between_characters_a_reader_sees(name, kept):
    """Names are at most 24 code points (MAX_NAME); the cut never splits an emoji sequence,
    a flag or a letter from its accent, and drops what the browser's ``maxlength`` (which
    counts UTF-16 units) left dangling."""
    assert Session.new("sedlec", 2, names=[name, "Bo"]).names[0] == kept


# ---------------------------------------------------------------- saves and links
def _midgame():
    session = Session.new("sedlec", 3, names=["Ann", "Bo", "Cy"], seats=["human", "random", "human"], seed=8)
    while len(session.state.history) < 30:
        if session.waiting_on() == "human":
            session.play(session.state.legal_actions()[-1])
        else:
            session.step()
    return session


def test_saved_round_trip():
    """Autosave (issue 2): what the page stores rebuilds the same game, names and seats."""
    session = _midgame()
    saved = json.loads(json.dumps(session.saved()))      # as browser storage keeps it
    again = Session.from_saved(saved)
    assert again.state.history == session.state.history
    assert again.names == session.names and again.seats == session.seats
    for viewer in (None, 0, 1, 2):
        assert again.snapshot(viewer) == session.snapshot(viewer)


@pytest.mark.parametrize("bad", [None, [], {"record": None}, {"record": {"game": "sedlec"}}])
def test_unreadable_saves_raise_record_error(bad):
    with pytest.raises(pr.RecordError):
        Session.from_saved(bad)


def test_saved_game_with_an_unknown_seat_kind_raises_record_error():
    saved = _midgame().saved()
    saved["seats"] = ["human", "wizard", "human"]
    with pytest.raises(pr.RecordError):
        Session.from_saved(saved)


def test_from_link_shows_the_same_position_with_every_persons_seat_here():
    """Issue 2: opening a link shows the game at that point and play goes on; the link is
    passed between players, so every person's seat is human here; the bot seat stays the
    same bot (docs/architecture.md, Play by link); names ride along."""
    session = _midgame()
    again = Session.from_link("https://example.org/#" + session.link())
    assert again.state.history == session.state.history
    assert again.names == ["Ann", "Bo", "Cy"]
    assert again.seats == ["human", "random", "human"]
    assert again.state.view(None) == session.state.view(None)


@pytest.mark.parametrize("bad", ["", "garbage", "1AAAA"])
def test_bad_link_raises_record_error(bad):
    with pytest.raises(pr.RecordError):
        Session.from_link(bad)


def test_damaged_link_raises_record_error():
    link = _midgame().link()
    middle = len(link) // 2
    damaged = link[:middle] + ("A" if link[middle] != "A" else "B") + link[middle + 1:]
    with pytest.raises(pr.RecordError):
        Session.from_link(damaged)


# ---------------------------------------------------------------- snapshot
def test_snapshot_offers_actions_only_to_the_human_seat_to_act():
    session = human_pair("reveal 5")
    mine = session.snapshot(0)
    assert [a["action"] for a in mine["actions"]] == session.state.legal_actions()
    assert all(a["label"] for a in mine["actions"])
    assert session.snapshot(1)["actions"] == [] and session.snapshot(None)["actions"] == []
    assert mine["waiting_on"] == "human" and mine["names"] == ["Ann", "Bo"]
    json.dumps(mine)


def test_snapshot_log_uses_player_names():
    session = human_pair("reveal 5")
    session.play("collect 1")
    log = session.snapshot(None)["log"]
    assert log == ["Pile 1 turns up Noble over Peasant.", "Ann collects Noble over Peasant from pile 1."]


def _skullminers_at_a_decision():
    state = random_game("skullminers", 2, seed=4, stop_at=16)
    assert state.current_player >= 0  # a seat to act, so the link names whom it is for
    return Session(state, names=["Ann", "Bo"], seed=1)


def test_a_link_in_a_hidden_information_game_opens_as_the_seat_it_is_for():
    """Play by link (DESIGN.md, Sharing) with hidden hands (issue 3): the link names the seat
    to act; the receiving device plays that seat only, the other is "remote", so the other
    player's hand is never shown there and nobody there can act for them."""
    session = _skullminers_at_a_decision()
    to = session.state.current_player
    opened = Session.from_link(session.link())
    assert opened.seats == ["human" if seat == to else "remote" for seat in range(2)]
    assert opened.names == ["Ann", "Bo"] and opened.waiting_on() == "human"
    for _ in range(200):  # play this seat's turn to its end
        if opened.waiting_on() == "human":
            opened.play(opened.state.legal_actions()[-1])
        elif opened.waiting_on() == "auto":
            opened.step()
        else:
            break
    assert opened.waiting_on() == "remote" and opened.state.current_player == 1 - to
    with pytest.raises(pr.IllegalActionError):
        opened.play(opened.state.legal_actions()[0])
    with pytest.raises(ValueError):
        opened.step()
    back = Session.from_link(opened.link())  # the link back opens as the other seat
    assert back.seats[1 - to] == "human" and back.seats[to] == "remote"


def test_a_link_in_an_open_game_keeps_every_seat_at_the_device():
    """Sedlec hides nothing: a link opens with every seat human, as before."""
    session = human_pair("reveal 5")
    assert Session.from_link(session.link()).seats == ["human", "human"]


def test_no_undo_once_the_game_is_over():
    """The end is final: the end screen offers no undo."""
    session = Session(random_game("sedlec", 2, seed=1), seed=1)
    assert session.state.is_terminal()
    assert session.undo_seat() is None
    assert session.snapshot(None)["undo_seat"] is None


def test_a_bot_seat_stays_a_bot_in_a_hidden_information_link():
    """The break-it session: a shared Skullminers game against a bot opened elsewhere used to
    make the bot a "remote" person, and the game waited on it for ever. The bot rides in the
    link and plays at the device that has the game open."""
    state = random_game("skullminers", 2, seed=4, stop_at=16)
    to = state.current_player
    seats = ["human" if seat == to else "normal" for seat in range(2)]
    opened = Session.from_link(Session(state, names=["Ann", "Bo"], seats=seats, seed=1).link())
    assert opened.seats == seats and opened.waiting_on() == "human"


@pytest.mark.parametrize("bots", [["nobody", None], [None], "normal", [["normal"], None]])
def test_a_link_with_unreadable_bot_seats_is_refused(bots):
    record = human_pair("reveal 5").state.to_record()
    with pytest.raises(pr.RecordError, match="seats are not readable"):
        Session.from_link(pr.encode_link(record, meta={"names": ["Ann", "Bo"], "bots": bots}))


def test_an_unnamed_bot_seat_is_called_bot_never_player_n():
    """Issue 23: a bot seat never takes a person's name; left unnamed it is "Bot"."""
    session = Session.new("sedlec", 3, names=["Ann", "", ""], seats=["human", "normal", "random"], seed=1)
    assert session.names == ["Ann", "Bot", "Bot (2)"]
    assert Session.new("sedlec", 2, names=["", ""], seats=["human", "human"]).names == ["Player 1", "Player 2"]


def test_the_new_game_form_proposes_the_normal_bot():
    from pygame_rules import web_api

    games = json.loads(web_api.games())["value"]["games"]
    assert {g["id"]: g["default_opponent"] for g in games} == {
        "sedlec": "normal", "skullminers": "normal", "eskeletos": "normal", "court_of_the_dead": "normal"}
