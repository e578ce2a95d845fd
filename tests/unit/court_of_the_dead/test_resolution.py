"""Phase 7, Resolve Locations and Guilds (rulebook: majorities, Alltaker Tie-Breaking,
Malavestros, Guilds, the Dreadsbane token; FAQ: Locations)."""

from pygame_rules.games.court_of_the_dead.phases import resolution

from .helpers import at, blank, influence, play, put, start_phase


def test_majority_may_use_a_location_or_skip_it():
    st = blank(3, dreadsgrip=4, first=2)
    put(st, 0, "Vadlum Gates", "GC", 2)
    put(st, 1, "Vadlum Gates", "DO")
    start_phase(st, "resolution")
    assert st.current_player == 0
    assert st.legal_actions() == ["influence bone", "influence flesh", "influence spirit", "skip"]
    play(st, "influence flesh")
    assert influence(st, 0)["flesh"] == 1 and st.unity[0] == 1 and st.dreadsgrip == 3 and st.suspicion == 1


def test_a_location_that_only_gives_is_taken_at_once():
    st = blank(3)
    put(st, 0, "Dirth Forge", "MK", 2)
    put(st, 1, "Dirth Forge", "CO")
    start_phase(st, "resolution")
    # 3 from Dirth Forge (nothing to refuse: taken), then 3 more for leading the Mortis Knighthood.
    assert st.etherea[0] == 6


def test_either_location_offers_its_choices_at_once():
    st = blank(3, first=2)
    put(st, 0, "Calvum Harrows", "GC")
    start_phase(st, "resolution")
    assert st.legal_actions() == ["guild MK", "guild CO", "option 2", "skip"]
    assert st.action_info("option 2")["label"] == "Gain 1 Bone Influence"
    play(st, "guild CO")
    assert at(st, 0, 0, "CO") == 1


def test_a_tie_gives_nobody_the_location():
    st = blank(3, first=0)
    put(st, 1, "Dirth Forge", "MK")
    put(st, 2, "Dirth Forge", "CO")
    start_phase(st, "resolution")
    # Nobody gains Dirth Forge; seat 2 leads the Mortis Knighthood (3 Etherea) and seat 3 the
    # Council of Osteomancy (it now chooses its 2 Faction Influence).
    assert st.etherea == [0, 3, 0]
    assert st.current_player == 2 and st.phase == "resolve"


def test_the_alltaker_wins_one_tie_per_round():
    st = blank(3, first=0)
    for loc in ("Dirth Forge", "Mortiss-Veth"):
        put(st, 0, loc, "MK")
        put(st, 1, loc, "CO")
    start_phase(st, "resolution")
    assert st.current_player == 0 and st.legal_actions() == ["alltaker", "decline"]
    assert st.view(0)["asks"]["prompt"] == ("{p0}: Dirth Forge is tied between {p0} and {p1}: use the Alltaker to win it? "
                                            "(It wins one tie a round; the locations are settled before the guilds.)")
    play(st, "alltaker")
    assert st.alltaker_used
    # Mortiss-Veth is tied too, but the Alltaker is used: nobody gains it, nothing is asked.
    # The guilds: Mortis Knighthood 2-0 for seat 1 (3 Etherea); Osteomancy 2-0 for seat 2.
    assert st.etherea == [6, 0, 0]
    assert st.current_player == 1  # seat 2 chooses its 2 Faction Influence (Council of Osteomancy)


def test_declining_the_alltaker_keeps_it_for_a_later_tie():
    st = blank(3, first=0)
    for loc in ("Dirth Forge", "Mortiss-Veth"):
        put(st, 0, loc, "MK")
        put(st, 1, loc, "MK")
    start_phase(st, "resolution")
    play(st, "decline")
    assert st.etherea[0] == 0
    play(st, "alltaker", "influence flesh flesh")
    assert influence(st, 0)["flesh"] == 2


def test_guild_tie_without_alltaker_and_dreadsbane_token_returned():
    st = blank(3, first=2, dreadsbane=2)
    put(st, 0, 0, "DO")
    put(st, 1, 0, "DO")
    start_phase(st, "resolution")
    assert st.dreadsbane is None  # tied for the most Dreadsbane Order: back to the supply


def test_sole_dreadsbane_leader_may_take_the_token():
    # FAQ, The Dreadsbane Order: "the player with the most Dreadsbane Order Guild figures may
    # take the Dreadsbane Token": a choice, offered in the generic action list.
    st = blank(3, first=2)
    put(st, 1, 0, "DO", 2)
    put(st, 0, 0, "DO")
    start_phase(st, "resolution")
    assert st.current_player == 1 and st.legal_actions() == ["use", "skip"]
    labels = [st.action_info(a)["label"] for a in st.legal_actions()]
    assert labels == ["Take the Dreadsbane token", "Decline the Dreadsbane token"]
    play(st, "use")
    assert st.dreadsbane == 1
    assert "chooses: take the dreadsbane token." in st.log()[-1].lower()


def test_a_declined_dreadsbane_token_returns_to_the_supply():
    # Seat 1 held the token from an earlier round; seat 2 now leads the Order (2 figures to 1)
    # and declines: the token goes back to the supply, as after a tie (ruling).
    st = blank(3, first=2, dreadsbane=0)
    put(st, 1, 0, "DO", 2)
    put(st, 0, 0, "DO")
    start_phase(st, "resolution")
    play(st, "skip")
    assert st.dreadsbane is None
    assert "declines the Dreadsbane token; it returns to the supply" in st.log()[-1]


def test_malavestros_cancels_the_location_and_gives_unity_to_everyone_there():
    st = blank(3, malavestros=1)
    put(st, 0, "Dirth Forge", "DO", 2)
    put(st, 1, "Dirth Forge", "DO")
    start_phase(st, "resolution")
    assert st.etherea == [0, 0, 0] and st.unity == [1, 1, 0]
    play(st, "use")  # seat 1 leads the Dreadsbane Order and takes the token
    assert st.dreadsbane == 0


def test_hushhyde_all_or_nothing():
    st = blank(3, suspicion=3, dreadsgrip=3, first=2)
    put(st, 0, "HushHyde", "GC")
    put(st, 0, "Dirth Forge", "GC")
    put(st, 1, "Dirth Forge", "GC")  # Dirth Forge tied: nothing asked there
    start_phase(st, "resolution")
    # HushHyde: return one of your figures to the Crypt, or skip the whole effect.
    assert st.legal_actions() == ["figure 1 1 GC", "figure 11 1 GC", "skip"]
    play(st, "figure 1 1 GC")
    assert at(st, 0, 0, "GC") == 1 and at(st, 0, "Dirth Forge", "GC") == 0
    assert st.dreadsgrip == 2 and st.suspicion == 4
    assert st.unity[0] == 1 and influence(st, 0)["spirit"] == 1
    # Then the guilds: seat 1 leads the Gravedancer's Circle (2 figures to 1), an optional bonus.
    assert st.legal_actions() == ["use", "skip"]
    play(st, "use")
    assert st.dreadsgrip == 1 and st.unity[0] == 2


def test_the_alltaker_breaks_a_guild_tie():
    st = blank(3, first=1)
    put(st, 0, 0, "MK", 2)
    put(st, 1, 0, "MK", 2)
    start_phase(st, "resolution")
    assert st.current_player == 1 and st.legal_actions() == ["alltaker", "decline"]
    play(st, "alltaker")
    assert st.etherea == [0, 3, 0]  # Mortis Knighthood: 3 Etherea
    assert "uses the Alltaker to win the tie for Mortis Knighthood" in st.log(None)[-1]
