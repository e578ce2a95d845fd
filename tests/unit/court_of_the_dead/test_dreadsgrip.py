"""Phase 5, Resolve Dreadsgrip Threat (rulebook: Dreadsgrip Threat limit, die roll, Dreadsbane token)."""

from pygame_rules.games.court_of_the_dead.phases import dreadsgrip

from .helpers import at, blank, play, put, start_phase


def _crowded(dreadsbane=None):
    st = blank(3, dreadsgrip=7, dreadsbane=dreadsbane)  # designed table: threat 7 -> limit 4
    put(st, 0, "Voxxingard", "MK", 3)
    put(st, 1, "Voxxingard", "CO", 2)
    put(st, 2, "Dirth Forge", "DO", 4)  # 4 figures: not more than the limit
    return start_phase(st, "dreadsgrip")


def test_each_figure_in_an_overcrowded_location_rolls():
    st = _crowded()
    assert st.threat_limit() == 4
    # 5 figures in Voxxingard: 5 dice, seat 1's three Mortis then seat 2's two Osteomancy.
    play(st, "die 1", "die 2", "die 5", "die 1", "die 6")
    assert at(st, 0, "Voxxingard", "MK") == 1 and at(st, 0, 0, "MK") == 1  # 1: destroyed; 2: to the Crypt
    assert at(st, 1, "Voxxingard", "CO") == 1
    assert st.supply[0] == 8 - 2 and st.supply[1] == 8 - 1  # destroyed figures return to the supply
    assert st.bases[0] == 10 - 2 and st.bases[1] == 10 - 1  # and their bases to their owners
    assert at(st, 2, "Dirth Forge", "DO") == 4
    assert st.phase == "tithe"


def test_the_dreadsbane_holder_does_not_roll_but_still_counts():
    st = _crowded(dreadsbane=1)
    # Still 5 figures > 4, but only seat 1's three figures roll.
    play(st, "die 1", "die 1", "die 1")
    assert st.phase == "tithe"
    assert at(st, 0, "Voxxingard", "MK") == 0 and at(st, 1, "Voxxingard", "CO") == 2
