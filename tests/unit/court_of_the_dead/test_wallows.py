"""Wallows objectives (rulebook: 2. Wallows Cards: players "have until the end of the round to
complete the objective on their Wallows card before it is discarded. Each objective can only be
completed once"; ruling: completed the moment it is met, checked for failure at Clean-up)."""

from __future__ import annotations

from pygame_rules.games.court_of_the_dead.data import WALLOWS
from pygame_rules.games.court_of_the_dead.state import CourtState

from .helpers import blank, influence, play, put, set_influence, start_phase


def _to_cleanup(st: CourtState) -> CourtState:
    """Skip what is left of the round and run Clean-up up to the next round's Etherea roll."""
    st.stack = []
    return start_phase(st, "cleanup")


def test_an_objective_is_completed_the_moment_it_is_met():
    # The Grand Procession (W17): make k movements this round (k = 6, designed); reward 1 Unity
    # and 1 Flesh Influence.
    k = WALLOWS["W17"]["objective"]["at_least"]
    assert k == 6
    st = blank(3, wallows=[["W17"], [], []])
    put(st, 0, 0, "MK", k)
    set_influence(st, 0, bone=k)
    start_phase(st, "actions")
    for _ in range(k - 1):
        play(st, "move crypt 5 MK", "pass", "pass")
    assert st.unity[0] == 0  # one movement short: not yet
    play(st, "move crypt 5 MK")
    # The last movement completes it at once, before the next player's turn.
    assert st.unity[0] == 1 and influence(st, 0) == {"bone": 0, "flesh": 1, "spirit": 0}
    assert st.current_player == 1
    assert "completes The Grand Procession: Gain 1 Unity and 1 Flesh Influence." in st.log()[-1]
    assert st.view(1)["players"][0]["wallows_done"] == ["W17"]


def test_an_objective_met_then_lost_stays_completed_and_pays_once():
    # The Hoarder's Test (W18): hold 6 Etherea (designed); reward 1 Unity and -1 Suspicion;
    # penalty -2 Etherea. Seat 1 holds 6 when the round's cards are out: completed at once. It
    # then spends 3 on a recruit (6 -> 3): at Clean-up the card is simply discarded, no penalty
    # (once checked only at Clean-up, it would have failed: 3 -> 1 Etherea) and no second reward.
    assert WALLOWS["W18"]["objective"]["at_least"] == 6
    st = blank(3, etherea=[6, 0, 0], suspicion=2, wallows=[["W18"], [], []])
    start_phase(st, "actions")
    assert st.unity[0] == 1 and st.suspicion == 1
    play(st, "recruit MK", "pass", "pass", "pass")
    assert st.etherea[0] == 3
    _to_cleanup(st)
    assert st.etherea[0] == 3 and st.unity[0] == 1 and st.suspicion == 1
    assert "W18" in st.wallows_discard and st.wallows[0] == [] and st.wallows_done == []
    assert st.round == 2


def test_an_objective_never_met_fails_at_clean_up():
    # Muster the Reapers (W06): 2 Mortis Knighthood figures; penalty: lose 1 Bone Influence.
    # Seat 2 has only 1 Mortis all round: at Clean-up it fails (Bone 3 -> 2).
    st = blank(3, wallows=[[], ["W06"], []])
    put(st, 1, 0, "MK")
    set_influence(st, 1, bone=3)
    start_phase(st, "actions")
    play(st, "pass", "pass", "pass")
    assert influence(st, 1)["bone"] == 3
    _to_cleanup(st)
    assert influence(st, 1)["bone"] == 2 and st.unity[1] == 0
    assert "W06" in st.wallows_discard


def test_a_figure_gained_mid_round_completes_it_and_a_second_copy_of_the_condition_pays_nothing():
    # Muster the Reapers (W06) with 1 Mortis: recruiting a second (3 Etherea) completes it:
    # 1 Unity and 2 Etherea at once (5 - 3 + 2 = 4). A third Mortis changes nothing.
    st = blank(3, etherea=[8, 0, 0], wallows=[["W06"], [], []])
    put(st, 0, 0, "MK")
    start_phase(st, "actions")
    play(st, "recruit MK")
    assert st.unity[0] == 1 and st.etherea[0] == 8 - 3 + 2
    play(st, "pass", "pass", "recruit MK")
    assert st.unity[0] == 1 and st.etherea[0] == 7 - 3
    _to_cleanup(st)
    assert st.unity[0] == 1 and st.etherea[0] == 4


def test_an_artifact_met_mid_round_gives_its_benefit_and_stays_for_the_game():
    # Lantern of the Lost Hour (W25): figures in 6 locations; benefit: Dreadsgrip -1; then
    # 1 Etherea at the start of each round. Seat 1 moves its sixth figure out of the Crypt.
    st = blank(3, dreadsgrip=3, wallows=[["W25"], [], []])
    for place in ("Dirth Forge", "Voxxingard", "Vadlum Gates", "Curio Cryptus", "HushHyde"):
        put(st, 0, place, "MK")
    put(st, 0, 0, "MK")
    set_influence(st, 0, bone=1)
    start_phase(st, "actions")
    play(st, "move crypt 4 MK")  # Mortiss-Veth, a Bone location: 1 Bone Influence
    assert st.artifacts[0] == ["W25"] and st.wallows[0] == [] and st.dreadsgrip == 2
    assert st.components() and ("Lantern of the Lost Hour", True) in [
        (c["name"], c["completed"]) for c in st.components() if c["seat"] == 0]


def test_the_fast_objective_checks_agree_with_the_metrics():
    # phases/wallows.py checks objectives before every step with predicates compiled from the
    # data (metrics.compile_requirement): they must say what metrics.met says, everywhere.
    import random

    from pygame_rules.bots import sample_chance
    from pygame_rules.games.court_of_the_dead.data import WALLOWS
    from pygame_rules.games.court_of_the_dead.metrics import met
    from pygame_rules.games.court_of_the_dead.phases.wallows import OBJECTIVE

    from .helpers import new

    rng = random.Random(5)
    st = new(3)
    checked = 0
    while not st.is_terminal():
        st.apply(sample_chance(st, rng) if st.current_player == -1 else rng.choice(st.legal_actions()))
        if len(st.history) % 7 == 0:
            for wid, card in WALLOWS.items():
                for seat in range(3):
                    assert OBJECTIVE[wid](st, seat) == met(st, seat, card["objective"]), (wid, seat)
                    checked += 1
    assert checked > 1000


def test_court_intrigue_counts_flesh_court_cards_only():
    # Court Intrigue (W15): play 2 Flesh Court cards this round; reward 1 Flesh and 1 Spirit
    # Influence. Calvaric (Bone) does not count; Cleopsis and Lacrimae (Flesh) do.
    st = blank(3, hands=[["C04", "C08", "C12"], [], []], wallows=[["W15"], [], []])
    start_phase(st, "actions")
    play(st, "play C08 2", "pass", "pass")  # Calvaric: 2 Bone Influence
    play(st, "play C04 2", "pass", "pass")  # Cleopsis: 3 Etherea
    assert influence(st, 0) == {"bone": 2, "flesh": 0, "spirit": 0} and st.plays[0] == 2
    play(st, "play C12 2")  # Lacrimae: 1 Flesh Influence, -1 Suspicion; the second Flesh card
    assert influence(st, 0) == {"bone": 2, "flesh": 2, "spirit": 1}
    assert st.plays_by[0:4] == [1, 2, 0, 0]  # Bone, Flesh, Spirit, Death's "court"


def test_empty_the_crypts_counts_figures_moved_out_of_the_crypt_this_round():
    # Empty the Crypts (W19): move k figures out of your own Crypt this round (k = 4, designed;
    # metric "unearthed"); reward 2 Unity. A Crypt already empty when the card is dealt no
    # longer completes it at once; figures count, not movements; a movement between two
    # locations does not count.
    k = WALLOWS["W19"]["objective"]["at_least"]
    assert WALLOWS["W19"]["objective"]["metric"] == "unearthed" and k == 4
    st = blank(3, wallows=[["W19"], [], []])
    put(st, 0, "Dirth Forge", "MK")
    put(st, 0, 0, "MK", k)
    set_influence(st, 0, bone=k + 1)
    start_phase(st, "actions")
    assert st.unity[0] == 0 and st.unearthed[0] == 0
    play(st, "move 1 5 MK", "pass", "pass")  # Dirth Forge to Calvum Harrows: not out of the Crypt
    play(st, "move crypt 4 MK", "pass", "pass")  # the first figure out of the Crypt
    assert st.unearthed[0] == 1 and st.moves[0] == 2 and st.unity[0] == 0
    play(st, "move crypt 4 " + " ".join(["MK"] * (k - 1)))  # k - 1 more in one movement: completed at once
    assert st.unearthed[0] == k and st.moves[0] == 3 and st.unity[0] == 2
    assert "completes Empty the Crypts: Gain 2 Unity." in st.log()[-1]


def test_empty_the_crypts_fails_for_a_crypt_empty_all_round():
    # Empty the Crypts (W19) dealt to a seat whose Crypt is empty: with nothing moved out of the
    # Crypt it fails at Clean-up and its penalty takes 2 Unity (3 -> 1); the counter starts
    # again at 0 the next round.
    st = blank(3, unity=[3, 0, 0], wallows=[["W19"], [], []])
    put(st, 0, "Dirth Forge", "MK", 2)
    start_phase(st, "actions")
    assert st.unity[0] == 3 and "W19" not in st.wallows_done
    play(st, "pass", "pass", "pass")
    _to_cleanup(st)
    assert st.unity[0] == 1 and "W19" in st.wallows_discard and st.unearthed == [0, 0, 0]


def test_errand_to_the_flesh_market_needs_three_figures_in_flesh_locations():
    # Errand to the Flesh Market (W03, designed, calibrated round 8): 3 figures in Flesh
    # locations (was 2: met in 81% of its rounds over 180 games, above the 20-80% band).
    # Curio Cryptus (3) and Life's Ebb (7) are Flesh; Dirth Forge (1) is Bone and does not count.
    assert WALLOWS["W03"]["objective"]["at_least"] == 3
    st = blank(3, wallows=[["W03"], [], []])
    put(st, 0, 3, "MK")
    put(st, 0, 7, "GC")
    put(st, 0, 1, "DO", 2)
    put(st, 0, 0, "SC")
    set_influence(st, 0, flesh=1)  # a movement into a Flesh location costs 1 Flesh Influence
    start_phase(st, "actions")
    assert st.wallows_done == []  # two in Flesh locations: not yet
    play(st, "move crypt 3 SC")
    assert st.wallows_done == ["W03"] and st.etherea[0] == 3  # reward: 3 Etherea


def test_a_humble_offering_is_met_the_moment_a_seat_holds_no_etherea():
    # A Humble Offering (W05, designed, calibrated round 12): hold no Etherea; reward 1 Etherea
    # and 1 Spirit Influence. Give 2 Etherea to the Tithe was met in 17% of its rounds over 720
    # games; a seat's lowest Etherea in a round was 0 in 55% of 279 seat-rounds (probe, seed 61).
    assert WALLOWS["W05"]["objective"] == {"metric": "etherea", "at_most": 0}
    st = blank(3, etherea=[3, 0, 0], wallows=[["W05"], [], []])
    start_phase(st, "actions")
    assert st.wallows_done == []  # 3 Etherea in hand: not yet
    play(st, "recruit MK")  # 3 -> 0: met at once, before the next player's turn
    assert st.wallows_done == ["W05"] and st.etherea[0] == 1
    assert influence(st, 0) == {"bone": 0, "flesh": 0, "spirit": 1}
    assert "completes A Humble Offering: Gain 1 Etherea and 1 Spirit Influence." in st.log()[-1]


def test_a_humble_offering_dealt_to_a_seat_with_no_etherea_is_met_at_once():
    # The same card when the round's cards are out and the seat already holds none.
    st = blank(3, etherea=[0, 4, 4], wallows=[["W05"], [], []])
    start_phase(st, "actions")
    assert st.wallows_done == ["W05"] and st.etherea[0] == 1


def test_censer_of_the_hush_needs_two_spirit_locations_controlled():
    # Censer of the Hush (W28, designed artifact, calibrated round 13): control 2 Spirit
    # locations; benefit: Suspicion -2. (It was 1 Etherea to the Tithe: met in 82% of its
    # rounds over 360 games, above the 20-80% band, with 2 Etherea only 8-22%.) Control means
    # alone the most figures there (rulebook: Control): a tie at HushHyde is not control.
    assert WALLOWS["W28"]["objective"] == {"metric": "controls", "faction": "spirit", "at_least": 2}
    st = blank(3, suspicion=3, wallows=[["W28"], [], []])
    put(st, 0, "Vadlum Gates", "GC")  # Spirit, seat 1 alone: controlled
    put(st, 0, "HushHyde", "GC")  # Spirit, tied with seat 2: not controlled
    put(st, 1, "HushHyde", "DO")
    put(st, 0, "Dirth Forge", "MK", 2)  # Bone: does not count
    put(st, 0, 0, "DO")
    set_influence(st, 0, spirit=1)  # a movement into a Spirit location costs 1 Spirit Influence
    start_phase(st, "actions")
    assert st.artifacts[0] == [] and st.suspicion == 3
    play(st, "move crypt 11 DO")  # HushHyde: 2 against 1, now controlled
    assert st.artifacts[0] == ["W28"] and st.suspicion == 1
