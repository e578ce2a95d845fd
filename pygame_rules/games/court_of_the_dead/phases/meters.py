"""The two meters' triggers (rulebook: When the Celestial Suspicion meter reaches 13; When the
Dreadsgrip Threat meter reaches 10).

- Suspicion reaching 13 (one increase that gets there triggers once): each causer fights a
  Celestial Inquisitor, losing 3 Unity (removed from play), paying any shortfall in
  Faction Influence of their choice; the meter goes back to 12.
- Dreadsgrip reaching 10: for each causer, the player to their left picks one of the
  causer's Mourner cards, which is removed from play; the causer, then every other seat,
  loses one Guild figure of that card's follower guild (each chooses which of theirs);
  the meter goes back to 9. A causer with no Mourner card loses nothing (ruling).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from .. import figures
from ..data import BOARD, GUILD_IDS, GUILD_INDEX, GUILD_NAME, MOURNERS
from ..frames import DreadsgripStrikes, Inquisitor, LoseFigure, LoseGuildFigure, LoseMourner, RaiseMeter
from ..moves import Card, CourtMove, Figure

if TYPE_CHECKING:
    from ..state import CourtState

S_TRIGGER, S_RESET = BOARD["suspicion_trigger"], BOARD["suspicion_reset"]
D_TRIGGER, D_RESET = BOARD["dreadsgrip_trigger"], BOARD["dreadsgrip_reset"]


def _move_meter(st: "CourtState", meter: str, label: str, k: int, trigger: int, reset: int) -> bool:
    """Move the threat meter ``st.<meter>`` (``"suspicion"`` or ``"dreadsgrip"``) by ``k``
    and note it as ``label`` (str, sentence case). Falling stops at 0; rising to ``trigger``
    (int) sets the meter to ``reset`` (int) and returns True: the caller then resolves the
    trigger; otherwise returns False (rulebook: When the Celestial Suspicion meter reaches
    13; When the Dreadsgrip Threat meter reaches 10)."""
    value = getattr(st, meter) + k
    if k <= 0:
        value = max(0, value)
        setattr(st, meter, value)
        if k:
            st.note(f"{label} falls to {value}.")
        return False
    if value < trigger:
        setattr(st, meter, value)
        st.note(f"{label} rises to {value}.")
        return False
    setattr(st, meter, reset)
    return True


def move_suspicion(st: "CourtState", k: int, causers: list[int]) -> None:
    """Move Celestial Suspicion by ``k`` (int, may be negative); reaching 13, each seat in
    ``causers`` then fights an Inquisitor and the meter returns to 12."""
    if _move_meter(st, "suspicion", "Celestial Suspicion", k, S_TRIGGER, S_RESET):
        st.note(f"Celestial Suspicion reaches {S_TRIGGER}: a Celestial Inquisitor comes; the meter returns to {S_RESET}.")
        st.push(*[Inquisitor(c) for c in causers])


def raise_meter(st: "CourtState", frame: RaiseMeter) -> None:
    """:class:`~.frames.RaiseMeter`: move the meter it names, its causers causing any trigger."""
    if frame.meter == "suspicion":
        st.raise_suspicion(frame.k, list(frame.causers))
    else:
        st.raise_dreadsgrip(frame.k, list(frame.causers))


def inquisitor(st: "CourtState", frame: Inquisitor) -> None:
    """:class:`~.frames.Inquisitor`: the seat loses 3 Unity to a Celestial Inquisitor, paying any
    shortfall in Faction Influence points (rulebook: When the Celestial Suspicion meter reaches 13)."""
    seat = frame.seat
    st.note(f"{{p{seat}}} fights off the Inquisitor:")
    st.lose_unity(seat, BOARD["inquisitor_unity"], make_up=True)


def move_dreadsgrip(st: "CourtState", k: int, causers: list[int]) -> None:
    """Move the Dreadsgrip Threat by ``k`` (int, may be negative); reaching 10,
    :func:`dreadsgrip_strikes` follows for each seat in ``causers`` and the meter returns to 9."""
    if _move_meter(st, "dreadsgrip", "The Dreadsgrip Threat", k, D_TRIGGER, D_RESET):
        st.note(f"The Dreadsgrip Threat reaches {D_TRIGGER}; the meter returns to {D_RESET}.")
        st.push(*[DreadsgripStrikes(c) for c in causers])


def dreadsgrip_strikes(st: "CourtState", frame: DreadsgripStrikes) -> None:
    """:class:`~.frames.DreadsgripStrikes`: the seat to the causer's left picks one of the
    causer's Mourner cards to remove from play (a :class:`~.frames.LoseMourner`), and every seat
    then loses a figure of its follower guild; a causer with no Mourner card loses nothing
    (docs/rulings/court_of_the_dead.md)."""
    causer = frame.causer
    if not st.mourners[causer]:
        st.note(f"{{p{causer}}} has no Mourner card to lose.")
        return
    chooser = st.left(causer)
    st.push(LoseMourner(chooser, tuple(f"card {m}" for m in st.mourners[causer]),
                        f"{{p{chooser}}}: choose the Mourner card {{p{causer}}} loses to the Dreadsgrip", causer))


def card_lost(st: "CourtState", frame: LoseMourner, move: CourtMove) -> None:
    """:class:`~.frames.LoseMourner`: the Mourner chosen (``card <id>``) leaves play; each seat, the
    causer first, then loses a figure of its follower guild."""
    assert isinstance(move, Card)
    chooser, causer, mid = frame.seat, frame.causer, move.card
    st.mourners[causer].remove(mid)
    st.spent.discard(mid)
    g = GUILD_INDEX[MOURNERS[mid]["follower"]]
    st.note(f"{{p{causer}}} loses {MOURNERS[mid]['name']} (chosen by {{p{chooser}}}); "
            f"everyone loses a {GUILD_NAME[GUILD_IDS[g]]} figure.")
    st.push(*[LoseGuildFigure(s, g) for s in st.order(causer)])


def lose_figure(st: "CourtState", frame: LoseGuildFigure) -> None:
    """:class:`~.frames.LoseGuildFigure`: the seat removes one of its figures of the guild from
    play, choosing which one (a :class:`~.frames.LoseFigure`; nothing when it has none)."""
    seat, g = frame
    opts = tuple(figures.figure_options(st, [seat], range(figures.PLACES), [g]))
    if opts:
        st.push(LoseFigure(seat, opts, f"{{p{seat}}}: choose a {GUILD_NAME[GUILD_IDS[g]]} figure to lose"))


def figure_lost(st: "CourtState", frame: LoseFigure, move: CourtMove) -> None:
    """:class:`~.frames.LoseFigure`: the figure chosen is removed from play."""
    assert isinstance(move, Figure)
    place, owner, g = move.place, move.seat, move.g
    figures.remove(st, owner, place, g)
    st.note(f"{figures.figure_words(place, owner, g)} is lost.")
