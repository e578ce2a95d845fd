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

from typing import TYPE_CHECKING, Any

from .. import figures
from ..data import BOARD, GUILD_IDS, GUILD_INDEX, GUILD_NAME, MOURNERS
from ..engine import ask

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
        st.push(*[(inquisitor, c) for c in causers])


def inquisitor(st: "CourtState", seat: int) -> None:
    """``seat`` loses 3 Unity to a Celestial Inquisitor, paying any shortfall in Faction Influence
    points (rulebook: When the Celestial Suspicion meter reaches 13)."""
    st.note(f"{{p{seat}}} fights off the Inquisitor:")
    st.lose_unity(seat, BOARD["inquisitor_unity"], make_up=True)


def move_dreadsgrip(st: "CourtState", k: int, causers: list[int]) -> None:
    """Move the Dreadsgrip Threat by ``k`` (int, may be negative); reaching 10,
    :func:`dreadsgrip_strikes` follows for each seat in ``causers`` and the meter returns to 9."""
    if _move_meter(st, "dreadsgrip", "The Dreadsgrip Threat", k, D_TRIGGER, D_RESET):
        st.note(f"The Dreadsgrip Threat reaches {D_TRIGGER}; the meter returns to {D_RESET}.")
        st.push(*[(dreadsgrip_strikes, c) for c in causers])


def dreadsgrip_strikes(st: "CourtState", causer: int) -> None:
    """The seat to ``causer``'s left picks one of ``causer``'s Mourner cards to remove from play,
    and every seat then loses a figure of its follower guild; a causer with no Mourner card loses
    nothing (docs/rulings/court_of_the_dead.md)."""
    if not st.mourners[causer]:
        st.note(f"{{p{causer}}} has no Mourner card to lose.")
        return
    chooser = st.left(causer)
    ask(st, chooser, "card", [f"card {m}" for m in st.mourners[causer]], _card_lost, causer,
        f"{{p{chooser}}}: choose the Mourner card {{p{causer}}} loses to the Dreadsgrip")


def _card_lost(st: "CourtState", chooser: int, answer: str, causer: int) -> None:
    mid = answer.split()[1]
    st.mourners[causer].remove(mid)
    st.spent.discard(mid)
    g = GUILD_INDEX[MOURNERS[mid]["follower"]]
    st.note(f"{{p{causer}}} loses {MOURNERS[mid]['name']} (chosen by {{p{chooser}}}); "
            f"everyone loses a {GUILD_NAME[GUILD_IDS[g]]} figure.")
    st.push(*[(lose_figure, s, g) for s in st.order(causer)])


def lose_figure(st: "CourtState", seat: int, g: int) -> None:
    """``seat`` removes one of its figures of guild ``g`` from play, choosing which one."""
    opts = figures.figure_options(st, [seat], range(figures.PLACES), [g])
    ask(st, seat, "figure", opts, _figure_lost, None,
        f"{{p{seat}}}: choose a {GUILD_NAME[GUILD_IDS[g]]} figure to lose")


def _figure_lost(st: "CourtState", seat: int, answer: str, data: Any) -> None:
    place, owner, g = figures.parse_figure(answer.split()[1:])
    figures.remove(st, owner, place, g)
    st.note(f"{figures.figure_words(place, owner, g)} is lost.")
