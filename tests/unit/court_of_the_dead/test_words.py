"""Card texts are written from the designed data (motives.json, wallows.json): each reads as a
sentence (the second break-it session found "At least 6 your Bone Influence" and "the most
Mourner cards you have in play")."""

from __future__ import annotations

from pygame_rules.games.court_of_the_dead.metrics import motive_words, requirement_words


def test_most_motives_name_what_is_counted_without_a_second_you():
    assert motive_words({"score": {"rule": "most", "metric": {"metric": "mourners"}, "points": 7}}) == \
        "7 points if you alone have the most Mourner cards in play"
    assert motive_words({"score": {"rule": "most", "metric": {"metric": "influence", "faction": "bone"}, "points": 7}}) == \
        "7 points if you alone have the most Bone Influence"


def test_per_motives_count_the_players_own():
    assert motive_words({"score": {"rule": "per", "metric": {"metric": "board", "faction": "flesh"},
                                   "points": 2, "every": 1, "max": 12}}) == \
        "2 points for each of the figures you have in Flesh locations (at most 12)"


def test_objectives_read_as_phrases_for_one_none_and_several():
    assert requirement_words({"metric": "influence", "faction": "bone", "at_least": 6}) == "At least 6 Bone Influence"
    assert requirement_words({"metric": "controls", "faction": "bone", "at_least": 1}) == "1 or more Bone locations you control"
    assert requirement_words({"metric": "crypt", "at_most": 0}) == "No figures in your Crypt"
    assert requirement_words({"metric": "guild", "guilds": ["MK"], "at_least": 2}) == "At least 2 Mortis Knighthood figures you control"


def test_a_choice_asked_by_a_card_names_the_card():
    """An effect's choice names the card it comes from (Auraghast, Court card C03: a player
    puts 2 Etherea on Dirth Forge), so a player who did not see it played knows why."""
    from .helpers import blank, play, start_phase
    st = blank(3, unity_supply=5, etherea=[2, 6, 6])
    st.hands[0] = ["C03"]
    start_phase(st, "actions")
    play(st, "play C03 1")
    assert st.view(1)["asks"] == {"seat": 0, "kind": "target",
                                  "prompt": "Auraghast — choose a player to put 2 Etherea on Dirth Forge"}


def test_the_log_names_the_player_chosen_and_the_card_it_is_for():
    """The log said "{p0} chooses: {p1}." after Auraghast (C03): a bare name, no verb; it
    now says who was chosen and for which card."""
    from .helpers import blank, play, start_phase
    st = blank(3, unity_supply=5, etherea=[2, 6, 6])
    st.hands[0] = ["C03"]
    start_phase(st, "actions")
    play(st, "play C03 1", "target 2")
    assert st.log()[-1].startswith("Player 1 chooses Player 2 for Auraghast. Player 2 puts 2 Etherea")


def test_a_later_step_of_a_card_names_the_card_too():
    """Cleopsis (C04: take 2 Influence of your choice from an opponent) then asks which
    Influence; Malavestros (C06, second action: deactivate a Mourner of each opponent) asks
    which Mourner: both name the card."""
    from .helpers import blank, play, start_phase
    st = blank(2, unity_supply=5)
    st.hands[0] = ["C04"]
    st.gain_influence(1, "bone", 2)
    st.gain_influence(1, "flesh", 1)  # two ways to take 2 (Bone and Bone, or Bone and Flesh): a choice
    start_phase(st, "actions")
    play(st, "play C04 1")
    assert st.view(1)["asks"]["prompt"] == "Cleopsis — choose which Influence to take from {p1}"
    st = blank(2, unity_supply=5)
    st.hands[0] = ["C06"]
    st.mourners[1] = ["B1", "B2"]
    start_phase(st, "actions")
    play(st, "play C06 2")
    assert st.view(1)["asks"]["prompt"] == "Malavestros — choose a Mourner of {p1} to deactivate"


def test_the_end_screen_says_why_the_game_ended():
    """End Game: the last Unity token ends the game after the round it was taken in."""
    from pygame_rules.games.court_of_the_dead.views import end_words
    from .helpers import blank
    st = blank(2, unity_supply=0)
    st.round = 4
    assert end_words(st) == "The last Unity token was taken, so round 4 was the last; then the Ulterior Motives were scored."
