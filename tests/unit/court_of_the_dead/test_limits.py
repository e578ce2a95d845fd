"""Limits (rulebook: Player Board; Mourner Cards, limited supply)."""

from pygame_rules.games.court_of_the_dead import figures

from .helpers import blank, influence, play, set_influence, start_phase


def test_influence_stops_at_15():
    st = blank(2)
    set_influence(st, 0, bone=14)
    st.gain_influence(0, "bone", 3)
    assert influence(st, 0)["bone"] == 15
    assert st.influence_points(0)[0] == 20  # designed table, top space


def test_a_guild_with_no_figure_left_gives_none():
    st = blank(2, etherea=[9, 0])
    st.supply[0] = 0  # every Mortis Knighthood figure is in play
    start_phase(st, "actions")
    assert "recruit MK" not in st.legal_actions() and "recruit CO" in st.legal_actions()
    assert figures.gain(st, 0, 0) is False and st.bases[0] == 10


def test_an_empty_mourner_deck_gives_nothing():
    st = blank(2, etherea=[9, 0])
    st.decks["bone"] = []
    st.hands[0] = ["C10"]  # Sorrowgale, action 2: a Mourner of a deck of your choice
    start_phase(st, "actions")
    assert "recruit bone" not in st.legal_actions() and "recruit flesh" in st.legal_actions()
    play(st, "play C10 2")
    assert "faction bone" not in st.legal_actions() and "faction spirit" in st.legal_actions()
    st2 = blank(2)
    st2.decks = {"bone": [], "flesh": [], "spirit": []}
    st2.hands[0] = ["C10"]
    start_phase(st2, "actions")
    play(st2, "play C10 2")  # nothing to draw: the turn passes on
    assert st2.mourners[0] == [] and st2.current_player == 1


def test_ten_bases_at_most():
    st = blank(2, etherea=[40, 0])
    start_phase(st, "actions")
    for guild in ("MK", "CO", "SC", "CS", "GC", "DO", "MK", "CO", "SC", "CS"):
        play(st, f"recruit {guild}", "pass")
    assert st.bases[0] == 0 and sum(figures.at_place(st, 0, 0)) == 10
    assert st.etherea[0] == 10
    # No base left: no Guild figure may be recruited; a Mourner still may (without follower).
    assert [a for a in st.legal_actions() if a.startswith("recruit ")] == [
        "recruit bone", "recruit flesh", "recruit spirit"]
