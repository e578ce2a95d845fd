"""Turn structure and each action's restriction (rulebook: Setup, Game Flow, Turn Actions,
Placement Rules; RULINGS.md; docs/rulings/sedlec.md). Positions are reached by play with
scripted chance outcomes (``reveal N``) or, where play would take long, set field by field.
"""

from __future__ import annotations

import itertools

import pytest

import pygame_rules as pr

from .helpers import assert_illegal, new, ossuary, play, position

BOTTOM4 = {(1, 0): "N/P", (1, 1): "N/P", (1, 2): "N/Cr", (1, 3): "N/Cr"}


def opening():
    """2 players; setup reveals card 5 on pile 1; seat 0 to act."""
    return play(new(2), "reveal 5")


def stacks(state):
    return sorted(a for a in state.legal_actions() if a.startswith("stack "))


# ---------------------------------------------------------------- setup and chance
def test_setup_six_face_down_piles_of_three_and_pile_one_revealed_by_chance():
    """Rulebook Setup 2-3: 6 piles of 3 face down; one pile's top revealed (ruling: pile 1).

    RULINGS.md / architecture: all randomness is a chance node; the reveal is uniform over
    the 18 unseen cards and is kept in the history.
    """
    state = new(2)
    assert state.current_player == pr.CHANCE
    outcomes = state.chance_outcomes()
    assert sorted(o for o, _ in outcomes) == sorted(f"reveal {c}" for c in range(1, 19))
    assert all(p == pytest.approx(1 / 18) for _, p in outcomes)
    assert [o for o, _ in outcomes] == state.legal_actions()
    state.apply("reveal 5")
    piles = state.view(None)["graveyard"]
    assert [(p["face_down"], p["top"] and p["top"]["id"]) for p in piles] == [
        (2, 5), (3, None), (3, None), (3, None), (3, None), (3, None)]
    assert state.history == ["reveal 5"]
    assert state.current_player == 0


def test_first_turn_offers_dig_of_any_two_face_down_piles_and_collect():
    """Rulebook Turn Actions: Dig (any 2 piles with face-down tops), Collect (a face-up top);
    Stack needs a card in hand, so it is not offered on an empty hand."""
    state = opening()
    digs = [f"dig {a} {b}" for a, b in itertools.combinations(range(2, 7), 2)]
    assert state.legal_actions() == digs + ["collect 1"]


def test_a_card_already_seen_cannot_be_revealed_again():
    """Deferred chance (DESIGN.md): a reveal names an unseen card; card 5 is on pile 1."""
    state = play(opening(), "dig 2 3")
    assert state.current_player == pr.CHANCE
    assert "reveal 5" not in state.legal_actions()
    assert len(state.legal_actions()) == 17
    assert sum(p for _, p in state.chance_outcomes()) == pytest.approx(1.0)
    assert_illegal(state, "reveal 5")
    assert_illegal(state, "collect 1")  # a seat's action at a chance node


# ---------------------------------------------------------------- Dig
def test_dig_reveals_two_piles_player_takes_one_other_stays_face_up():
    """Rulebook Dig: "Reveal the top cards of any 2 piles ... Choose one of the revealed cards."
    RULINGS.md: the player takes one of those just revealed; the other stays face-up."""
    state = play(opening(), "dig 2 3", "reveal 1", "reveal 2")
    assert state.current_player == 0
    assert state.legal_actions() == ["take 2", "take 3"]
    assert_illegal(state, "take 1")      # pile 1's card was not revealed by this Dig
    assert_illegal(state, "collect 1")   # the Dig is not finished
    state.apply("take 2")
    view = state.view(None)
    assert view["hands"][0] == [{"id": 1, "upper": "noble", "lower": "peasant"}]
    piles = {p["pile"]: p for p in view["graveyard"]}
    assert piles[2]["top"] is None and piles[2]["face_down"] == 2   # next card stays face down
    assert piles[3]["top"]["id"] == 2 and piles[3]["face_down"] == 2  # not taken: face up
    assert state.current_player == 1                                # a Dig is the whole turn
    assert "collect 3" in state.legal_actions() and "collect 1" in state.legal_actions()


def test_dig_names_two_different_piles_with_face_down_tops():
    """Rulebook Dig: the tops of 2 piles; notation: smaller pile number first."""
    state = opening()
    for bad in ["dig 1 2", "dig 2 2", "dig 3 2", "dig 2", "dig 2 3 4", "dig 7 2", "dig"]:
        assert_illegal(state, bad)


def test_dig_is_illegal_with_no_face_down_tops():
    """Rulebook Dig: "If there are no face-down cards on top of the piles at the start of the
    turn, you cannot perform this action."  Every top is face up here."""
    state = position(2, up={1: 1, 2: 2, 3: 3, 4: 4, 5: 5, 6: 6}, hands=[[7], []])
    assert not any(a.startswith("dig") for a in state.legal_actions())
    assert [a for a in state.legal_actions() if a.startswith("collect")] == [
        f"collect {i}" for i in range(1, 7)]
    assert_illegal(state, "dig 1 2")
    assert_illegal(state, "dig 1")


def test_dig_is_illegal_when_the_only_cards_left_are_face_up():
    """Rulebook Dig restriction, with piles emptied: piles 1-5 empty, pile 6 shows card 18."""
    placed = ossuary({**BOTTOM4, (2, 0): "N/R", (2, 1): "N/R", (2, 2): "P/R", (3, 0): "N/Cl"})
    other = [c for c in range(1, 18) if c not in placed.values()]
    hands = [[], []]
    state = position(2, up={6: 18}, down=[0] * 6, hands=hands,
                     ossuaries=[placed, {(1, i): c for i, c in enumerate(other[:4])}
                                | {(2, i): c for i, c in enumerate(other[4:7])}
                                | {(3, 0): other[7], (3, 1): other[8]}])
    # Seat 0 has 8 cards placed; seat 1 is complete; one card is left, face up.
    assert state.legal_actions() == ["collect 6"]
    assert_illegal(state, "dig 6")


def test_one_pile_dig_when_only_one_face_down_top():
    """Rulebook Dig: "If there is only 1 face-down card, reveal it."
    RULINGS.md: that card goes to the hand (there is nothing else to choose)."""
    placed0 = ossuary({**BOTTOM4, (2, 0): "R/Cl"})
    placed1 = ossuary({(1, 0): "Cl/P", (1, 1): "Cl/R", (1, 2): "Cl/Cr", (1, 3): "Cr/Cl",
                       (2, 0): "Cr/P"}, exclude=placed0.values())
    seen = set(placed0.values()) | set(placed1.values())
    faceup = [c for c in range(1, 19) if c not in seen][:5]
    state = position(2, up=dict(zip(range(1, 6), faceup)), down=[0, 0, 0, 0, 0, 3],
                     ossuaries=[placed0, placed1])
    assert state.legal_actions() == ["dig 6"] + [f"collect {i}" for i in range(1, 6)]
    assert_illegal(state, "dig 5 6")
    state.apply("dig 6")
    assert state.current_player == pr.CHANCE
    unseen = sorted(int(a.split()[1]) for a in state.legal_actions())
    state.apply(f"reveal {unseen[0]}")
    assert state.hands[0] == [unseen[0]]
    assert state.current_player == 1
    pile6 = state.view(None)["graveyard"][5]
    assert pile6["face_down"] == 2 and pile6["top"] is None


# ---------------------------------------------------------------- Collect
def test_collect_takes_a_face_up_top():
    """Rulebook Collect: "Take a card that is already revealed on top of one of the piles"."""
    state = play(opening(), "collect 1")
    assert state.hands[0] == [5]
    pile1 = state.view(None)["graveyard"][0]
    assert pile1 == {"pile": 1, "face_down": 2, "top": None}
    assert state.current_player == 1


def test_collect_is_illegal_with_no_face_up_tops():
    """Rulebook Collect: "If there are no face-up cards on top of the piles at the start of
    the turn, you cannot perform this action."  Seat 1 after seat 0 collected pile 1's card."""
    state = play(opening(), "collect 1")
    assert not any(a.startswith("collect") for a in state.legal_actions())
    assert_illegal(state, "collect 1")
    assert_illegal(state, "collect 2")


# ---------------------------------------------------------------- Stack and the hand limit
def test_stack_is_illegal_with_an_empty_hand():
    """Rulebook Stack: "If you start your turn with no cards in hand, you cannot perform this action." """
    state = opening()
    assert not stacks(state)
    assert_illegal(state, "stack 5 1:0")


def test_stack_only_cards_from_your_own_hand():
    """Rulebook Stack: "Place a card from your hand"; card 1 is in the other seat's hand."""
    state = play(opening(), "collect 1", "dig 2 3", "reveal 1", "reveal 2", "take 2")
    assert state.hands == [[5], [1]]
    assert stacks(state) == ["stack 5 1:0"]
    assert_illegal(state, "stack 1 1:0")


def test_two_cards_in_hand_force_a_stack():
    """Rulebook Hand Rule: "If a player starts their turn already holding 2 cards in hand,
    they are required to perform the Stack action."  Reached by play."""
    state = play(opening(), "collect 1",                           # seat 0 holds 5
                 "dig 2 3", "reveal 1", "reveal 2", "take 2",       # seat 1 holds 1; pile 3 shows 2
                 "collect 3",                                       # seat 0 holds 5, 2
                 "stack 1 1:0")                                     # seat 1
    assert state.current_player == 0 and sorted(state.hands[0]) == [2, 5]
    assert state.legal_actions() == ["stack 2 1:0", "stack 5 1:0"]
    assert_illegal(state, "dig 4 5")
    state.apply("stack 5 1:0")
    assert state.hands[0] == [2] and state.ossuaries[0] == {(1, 0): 5}


def test_one_card_in_hand_may_dig_collect_or_stack():
    """Rulebook Game Flow: with fewer than 2 cards in hand, any of the three actions."""
    state = play(opening(), "collect 1", "dig 2 3", "reveal 1", "reveal 2", "take 2")
    kinds = {a.split()[0] for a in state.legal_actions()}
    assert kinds == {"dig", "collect", "stack"}


# ---------------------------------------------------------------- placement
def test_first_card_starts_the_bottom_row_at_place_zero():
    """Rulebook Placement: "The first card can be placed anywhere to start the bottom Row"
    (docs/notation: the first card's place is 0)."""
    state = position(2, hands=[[3], []])
    assert stacks(state) == ["stack 3 1:0"]
    assert_illegal(state, "stack 3 2:0")


def test_bottom_row_grows_left_or_right():
    """Rulebook Placement: "New cards can be added to the bottom Row, to the left or right"."""
    state = position(2, hands=[[3, 4], []], ossuaries=[{(1, 0): 1}, {}])
    assert stacks(state) == ["stack 3 1:-1", "stack 3 1:1", "stack 4 1:-1", "stack 4 1:1"]
    assert_illegal(state, "stack 3 1:2")   # not next to the Row
    assert_illegal(state, "stack 3 1:0")   # taken
    state.apply("stack 3 1:-1")
    assert state.ossuaries[0] == {(1, -1): 3, (1, 0): 1}


@pytest.mark.parametrize("num_players,limit", [(2, 4), (3, 3)])
def test_bottom_row_limit(num_players, limit):
    """Rulebook Placement: "The bottom Row limit is 4 cards (in 2-player games) or 3 cards
    (in 3-player games)." With the Row full only places above it remain."""
    bottom = {(1, i): c for i, c in enumerate([1, 2, 3, 4][:limit])}
    state = position(num_players, hands=[[9]] + [[]] * (num_players - 1),
                     ossuaries=[bottom] + [{}] * (num_players - 1))
    assert stacks(state) == [f"stack 9 2:{p}" for p in range(limit - 1)]
    assert_illegal(state, f"stack 9 1:{limit}")
    assert_illegal(state, "stack 9 1:-1")
    one_less = {k: v for k, v in bottom.items() if k != (1, limit - 1)}
    state = position(num_players, hands=[[9]] + [[]] * (num_players - 1),
                     ossuaries=[one_less] + [{}] * (num_players - 1))
    assert f"stack 9 1:{limit - 1}" in stacks(state) and "stack 9 1:-1" in stacks(state)


def test_upper_card_only_centred_over_two_adjacent_lower_cards():
    """Rulebook Placement: "A card can be placed on higher Levels as long as it is centered
    directly over two cards from a lower Row."  Bottom Row at places -1, 0, 1."""
    state = position(2, hands=[[9], []], ossuaries=[{(1, -1): 1, (1, 0): 2, (1, 1): 3}, {}])
    assert stacks(state) == ["stack 9 1:-2", "stack 9 1:2", "stack 9 2:-1", "stack 9 2:0"]
    for bad in ["stack 9 2:1", "stack 9 2:-2", "stack 9 3:-1", "stack 9 2", "stack 9 2:x"]:
        assert_illegal(state, bad)


def test_third_row_needs_two_adjacent_second_row_cards():
    """Rulebook Placement: centred over two cards of the Row below, at any height.

    With (2,0) alone in Row 2 there is no Row 3 place; after (2,1) there is one, 3:0.
    """
    base = {(1, 0): 1, (1, 1): 2, (1, 2): 3, (1, 3): 4, (2, 0): 5}
    state = position(2, hands=[[9], []], ossuaries=[base, {}])
    assert stacks(state) == ["stack 9 2:1", "stack 9 2:2"]
    state = position(2, hands=[[9], []], ossuaries=[{**base, (2, 1): 6}, {}])
    assert stacks(state) == ["stack 9 2:2", "stack 9 3:0"]


def test_upper_row_may_start_before_bottom_row_is_full():
    """Rulebook Placement: "it is not necessary to finish [the bottom Row] before starting the one above"."""
    state = position(2, hands=[[9], []], ossuaries=[{(1, 0): 1, (1, 1): 2}, {}])
    assert stacks(state) == ["stack 9 1:-1", "stack 9 1:2", "stack 9 2:0"]


# ---------------------------------------------------------------- taking room (ruling)
def test_no_take_when_held_and_placed_fill_a_complete_ossuary():
    """Ruling (docs/rulings/sedlec.md): no Dig or Collect when cards held + placed already
    make a complete Ossuary (9 with 2 players): the card could never be placed.

    Seat 0 has 8 cards placed and 1 in hand, and may only Stack, though piles have cards."""
    placed = {(1, i): c for i, c in enumerate([1, 2, 3, 4])} | {
        (2, 0): 5, (2, 1): 6, (2, 2): 7, (3, 0): 8}
    state = position(2, up={1: 10}, hands=[[9], []], ossuaries=[placed, {}])
    assert state.legal_actions() == ["stack 9 3:1"]
    assert_illegal(state, "collect 1")
    assert_illegal(state, "dig 2 3")
    # With 8 placed and an empty hand, taking one card is allowed (8 + 1 = 9).
    state = position(2, up={1: 10}, hands=[[], [9]], ossuaries=[placed, {}])
    assert "collect 1" in state.legal_actions() and "dig 2 3" in state.legal_actions()
    # With 7 placed and 1 held, one more may still be taken (7 + 2 = 9).
    seven = {k: v for k, v in placed.items() if k != (3, 0)}
    state = position(2, up={1: 10}, hands=[[9], [8]], ossuaries=[seven, {}])
    assert "collect 1" in state.legal_actions()


# ---------------------------------------------------------------- turn order and the end
def test_turns_go_clockwise_one_action_each():
    """Rulebook Game Flow: players play in clockwise order, one action per turn."""
    state = play(new(3), "reveal 5")
    seats = []
    for action in ["collect 1", "dig 1 2", "reveal 1", "reveal 2", "take 1", "collect 2", "stack 5 1:0"]:
        if state.current_player >= 0:
            seats.append(state.current_player)
        state.apply(action)
    assert seats == [0, 1, 1, 2, 0]
    assert state.current_player == 1


def test_complete_ossuaries_are_skipped():
    """RULINGS.md: "a player whose Ossuary is complete is skipped."

    3 players; seat 1's Ossuary is complete (6 cards). After seat 0 stacks, seat 2 plays;
    after seat 2, seat 0 again."""
    done = {(1, 0): 1, (1, 1): 2, (1, 2): 3, (2, 0): 4, (2, 1): 5, (3, 0): 6}
    state = position(3, up={1: 10}, hands=[[7], [], [8]], ossuaries=[{}, done, {}], turn=0)
    state.apply("stack 7 1:0")
    assert state.current_player == 2
    state.apply("collect 1")
    assert state.current_player == 0


def test_game_ends_when_every_ossuary_is_complete():
    """Rulebook End of Game: "The game ends when all players have finished their Ossuaries."

    Seat 1 stacks its 9th card; the game is over: no legal action, any action refused,
    winners known."""
    full0 = {(1, i): c for i, c in enumerate([1, 2, 3, 4])} | {
        (2, 0): 5, (2, 1): 6, (2, 2): 7, (3, 0): 8, (3, 1): 9}
    eight = {(1, i): c for i, c in enumerate([10, 11, 12, 13])} | {
        (2, 0): 14, (2, 1): 15, (2, 2): 16, (3, 0): 17}
    state = position(2, hands=[[], [18]], ossuaries=[full0, eight], turn=1, down=[0] * 6)
    assert not state.is_terminal() and state.winners() == []
    assert state.legal_actions() == ["stack 18 3:1"]
    state.apply("stack 18 3:1")
    assert state.is_terminal() and state.current_player == pr.TERMINAL
    assert state.legal_actions() == []
    assert state.winners()
    assert state.view(None)["terminal"] is True
    message = assert_illegal(state, "stack 18 3:1")
    assert "over" in message


@pytest.mark.parametrize("num_players", [2, 3])
def test_scripted_game_ends_exactly_when_all_ossuaries_are_complete(num_players):
    """Rulebook End of Game: complete = 9 cards (2 players) or 6 (3 players); the game runs
    until every Ossuary is complete and no longer. Played by always taking the first legal
    action (reveals in card order)."""
    size = {2: 9, 3: 6}[num_players]
    state = new(num_players)
    while not state.is_terminal():
        assert not all(len(o) == size for o in state.ossuaries)
        state.apply(state.legal_actions()[0])
    assert [len(o) for o in state.ossuaries] == [size] * num_players
    assert state.hands == [[]] * num_players
    assert all(p["face_down"] == 0 and p["top"] is None for p in state.view(None)["graveyard"])
    assert "pass" not in state.history


def test_malformed_and_non_string_actions_are_refused():
    """API (DESIGN.md): apply raises IllegalActionError and the state is unchanged."""
    state = opening()
    for bad in ["", " ", "not-an-action", "collect", "collect 9", "collect one", "take 2",
                "pass", "reveal 7", "stack 99 1:0", "COLLECT 1", "collect 1 ", 5, None, ["collect 1"]]:
        assert_illegal(state, bad)
