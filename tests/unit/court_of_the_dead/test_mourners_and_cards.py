"""Designed content and card powers (RULINGS.md: Court of the Dead; FAQ: Court cards, Mourner cards)."""

from pygame_rules.games.court_of_the_dead.data import COURT, MOTIVES, MOURNERS, STARTING, WALLOWS
from pygame_rules.games.court_of_the_dead.card_text import court_json, motive_json, mourner_json, wallows_json

from .helpers import at, blank, influence, play, put, set_influence, start_phase


def test_decks_have_the_rulebook_counts_and_are_all_different():
    assert len(COURT) == 14 and len(MOURNERS) == 27 and len(WALLOWS) == 36 and len(MOTIVES) == 12
    assert all(len(STARTING[f]) == 4 for f in STARTING)
    court_texts = [tuple(court_json(c)["actions"]) for c in COURT]
    assert len(set(court_texts)) == 14 and len({a for t in court_texts for a in t}) == 28
    assert len({mourner_json(m)["text"] for m in MOURNERS}) == 27
    # Wallows cards differ by what they ask and give, not only by name.
    assert len({str(sorted((k, v) for k, v in wallows_json(w).items() if k != "name")) for w in WALLOWS}) == 36
    assert len({motive_json(m)["text"] for m in MOTIVES}) == 12
    for deck in (COURT, MOURNERS, WALLOWS, MOTIVES):
        assert len({c["name"] for c in deck.values()}) == len(deck)
    kinds = [w["kind"] for w in WALLOWS.values()]
    assert (kinds.count("quest"), kinds.count("artifact"), kinds.count("raker")) == (24, 6, 6)


def test_named_court_cards_keep_the_rulebook_actions():
    by_name = {c["name"]: c for c in COURT.values()}
    assert by_name["Gethsemoni"]["actions"] == [[{"do": "steal", "n": 1, "faction": "flesh"}], [{"do": "pull", "to": 10}]]
    assert by_name["Auraghast"]["actions"][0] == [{"do": "suspicion", "n": 1}, {"do": "tax", "n": 2, "who": "any"}]
    assert by_name["Cleopsis"]["actions"][0] == [{"do": "steal", "n": 2}]
    assert by_name["Gallevarbe"]["actions"][0] == [{"do": "relocate"}]
    assert by_name["Malavestros"]["actions"] == [[{"do": "malavestros"}], [{"do": "deactivate"}]]
    assert [a[0]["keep"] for a in by_name["Relic Ravlatch"]["actions"]] == ["quest", "artifact"]
    assert all(a[0] == {"do": "alltaker"} for a in by_name["Death"]["actions"])
    names = {m["name"]: m for m in MOURNERS.values()}
    assert names["Severamm"]["ability"]["effects"] == [{"do": "swap_court"}]
    assert names["Socopharie"]["ability"]["effects"] == [{"do": "reclaim_court"}]


def test_cleopsis_takes_two_influence_of_the_players_choice():
    st = blank(3)
    st.hands[0] = ["C04"]
    set_influence(st, 2, bone=1, spirit=4)
    start_phase(st, "actions")
    play(st, "play C04 1")  # only seat 3 has Influence: it is the target
    assert st.legal_actions() == ["influence bone spirit", "influence spirit spirit"]
    play(st, "influence bone spirit")
    assert influence(st, 0) == {"bone": 1, "flesh": 0, "spirit": 1}
    assert influence(st, 2) == {"bone": 0, "flesh": 0, "spirit": 3}


def test_gallevarbe_moves_a_group_for_free_but_never_into_a_crypt():
    st = blank(3)
    st.hands[0] = ["C05"]
    put(st, 0, 0, "MK", 3)
    start_phase(st, "actions")
    play(st, "play C05 1", "move crypt 9 MK MK MK")
    assert at(st, 0, "Voxxingard", "MK") == 3 and influence(st, 0)["bone"] == 0


def test_gethsemoni_moves_anyones_figure_to_cryptus_akhor():
    st = blank(3)
    st.hands[0] = ["C02"]
    put(st, 1, "Voxxingard", "CO")
    start_phase(st, "actions")
    play(st, "play C02 2")  # the only figure in play: moved at once
    assert at(st, 1, "Cryptus Akhor", "CO") == 1


def test_severamm_exchanges_with_an_undealt_card():
    st = blank(3)
    st.mourners[0] = ["S5"]
    st.hands[0] = ["C01", "C02"]
    st.undealt = ["C13", "C14"]
    start_phase(st, "actions")
    play(st, "activate S5")
    assert "swap C02 C14" in st.legal_actions() and "keep" in st.legal_actions()
    assert st.view(0)["you"]["undealt"] == ["C13", "C14"]
    assert "undealt" not in st.view(1)["you"]
    play(st, "swap C02 C14")
    assert sorted(st.hands[0]) == ["C01", "C14"] and sorted(st.undealt) == ["C02", "C13"]
    assert "activate S5" not in st.legal_actions()


def test_socopharie_takes_back_a_played_card():
    st = blank(3)
    st.mourners[0] = ["F5"]
    st.hands[0] = ["C01"]
    st.played = ["C08"]
    start_phase(st, "actions")
    play(st, "activate F5")  # only one way: take Calvaric, discard Death face up
    assert st.hands[0] == ["C08"] and st.played == ["C01"]


def test_malavestros_deactivates_a_mourner_of_each_opponent():
    st = blank(3)
    st.hands[0] = ["C06"]
    st.mourners = [[], ["B1", "S1"], ["F1"]]
    start_phase(st, "actions")
    play(st, "play C06 2", "card S1")  # seat 3 has one Mourner: it is deactivated at once
    assert st.spent == {"S1", "F1"}


def test_wallows_reward_penalty_and_artifact_at_clean_up():
    st = blank(2)
    st.wallows = [["W06"], ["W19"]]  # Muster the Reapers (2 Mortis); Empty the Crypts
    st.artifacts = [[], []]
    put(st, 0, 0, "MK", 2)
    put(st, 1, 0, "DO")
    start_phase(st, "cleanup")
    assert st.unity == [1, 0] and st.etherea == [2, 0]  # reward: 1 Unity and 2 Etherea
    assert "W06" in st.wallows_discard and "W19" in st.wallows_discard
    st2 = blank(2)
    st2.wallows = [["W25"], []]  # Lantern of the Lost Hour: figures in 6 locations
    for place in ("Dirth Forge", "Voxxingard", "HushHyde", "Vadlum Gates", "Curio Cryptus", "Life's Ebb"):
        put(st2, 0, place, "MK")
    st2.dreadsgrip = 3
    start_phase(st2, "cleanup")
    assert st2.artifacts[0] == ["W25"] and st2.dreadsgrip == 2
    assert st2.etherea[0] == 1  # its lasting power: 1 Etherea at the start of each round


def test_card_texts_are_generated_from_effects():
    assert court_json("C03")["actions"][0] == (
        "Increase Celestial Suspicion by 1. Choose a player (you may choose yourself) to put 2 of their "
        "Etherea on Dirth Forge; you and that player each gain 1 Unity.")
    assert mourner_json("B4")["text"] == "After the Tithe, if at least 2 Etherea you gave to this round's Tithe: Gain 1 Unity."
