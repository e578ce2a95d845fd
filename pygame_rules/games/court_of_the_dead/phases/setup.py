"""Set-up (rulebook: Set-Up; Player Set-Up; Choose your Ulterior Motive and declare a faction).

1. Each seat is dealt one Ulterior Motive of each faction (chance, private).
2. Each seat secretly keeps one (hidden sequential decisions, revealed together): the
   faction of the kept motive is the seat's declared faction, its token shown.
3. Starting Mourners: in reverse turn order ending with the first player, each seat draws
   one starting Mourner of its faction at random (chance, public) with its follower.
4. The starting Mourners left are shuffled into their faction decks; round 1 begins.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ....core import ChanceKind
from ..data import FACTIONS, MOTIVES, MOTIVES_BY_FACTION, MOURNERS
from ..effects import MournerDraw, draw_random_mourner
from ..engine import Handler, Pending, WorkItem
from . import rounds

if TYPE_CHECKING:
    from ..state import CourtState


def begin(st: "CourtState") -> None:
    """Queue the whole set-up: the motive deals, each seat's keep in turn order, the reveal, the
    starting Mourners in reverse turn order, the shuffle-in and round 1."""
    items: list[WorkItem] = [(deal_motive, p, f) for p in range(st.num_players) for f in FACTIONS]
    items += [(ask_motive, p) for p in st.order()]
    items.append((reveal_factions,))
    items += [(draw_start, p) for p in reversed(st.order())]
    items += [(shuffle_in,), (rounds.start_round,)]
    st.push(*items)


class MotiveDeal(Handler):
    """Chance: the Ulterior Motive of one faction dealt to one seat (seen by that seat only)."""

    kind = "chance"

    @classmethod
    def chance_kind(cls, st: "CourtState", pend: Pending) -> ChanceKind:
        """A ``draw`` seen by the seat dealt it alone (rulebook: Choose your Ulterior Motive),
        from pile ``"motives <faction>"``, dealt once a game; the others learn only that a
        Motive of that faction was dealt."""
        seat, faction = pend.payload
        pool = st.motive_pool[faction]
        cards = [(f"motive {m}", 1) for m in MOTIVES_BY_FACTION[faction] if m in pool]
        return ChanceKind.draw(f"motives {faction}", 0, cards, (seat,))

    @classmethod
    def apply(cls, st: "CourtState", pend: Pending, action: str) -> None:
        """Move the dealt motive (``motive <id>``) from the faction's pool into the payload seat's
        motive hand."""
        seat, faction = pend.payload
        mid = action.split()[1]
        st.motive_pool[faction].remove(mid)
        st.motive_hand[seat].append(mid)

    @classmethod
    def describe(cls, st: "CourtState", pend: Pending, action: str) -> str | dict[Any, str]:
        seat, faction = pend.payload
        return {seat: f"You are dealt the Ulterior Motive {MOTIVES[action.split()[1]]['name']}.",
                None: f"{{p{seat}}} is dealt a {faction.title()} Ulterior Motive."}

    @classmethod
    def prompt(cls, st: "CourtState", pend: Pending) -> str:
        return "deal Ulterior Motives"


def deal_motive(st: "CourtState", seat: int, faction: str) -> None:
    """Pend one Ulterior Motive of ``faction`` dealt to ``seat``: a chance node
    (:class:`MotiveDeal`) over that faction's motives left."""
    pool = st.motive_pool[faction]
    st.pending = Pending(MotiveDeal, -1, tuple(f"motive {m}" for m in sorted(pool)), (seat, faction))


class KeepMotive(Handler):
    """A seat keeps one of its three Ulterior Motives, secretly."""

    kind = "motive"

    @classmethod
    def apply(cls, st: "CourtState", pend: Pending, action: str) -> None:
        """Record the kept motive (``keep <id>``) as the seat's ``st.motive``."""
        st.motive[pend.seat] = action.split()[1]

    @classmethod
    def describe(cls, st: "CourtState", pend: Pending, action: str) -> str | dict[Any, str]:
        return {pend.seat: f"You keep the Ulterior Motive {MOTIVES[action.split()[1]]['name']}.",
                None: f"{{p{pend.seat}}} chooses an Ulterior Motive in secret."}

    @classmethod
    def prompt(cls, st: "CourtState", pend: Pending) -> str:
        return f"{{p{pend.seat}}}: keep one Ulterior Motive (secret)"


def ask_motive(st: "CourtState", seat: int) -> None:
    """Ask ``seat`` which of its dealt motives to keep (:class:`KeepMotive`)."""
    st.pending = Pending(KeepMotive, seat, tuple(f"keep {m}" for m in st.motive_hand[seat]))


def reveal_factions(st: "CourtState") -> None:
    """Every seat shows the faction token of its kept motive; the other motives go to the box."""
    parts = []
    for seat in range(st.num_players):
        motive = st.motive[seat]
        assert motive is not None, f"seat {seat} has kept no Ulterior Motive"
        faction: str = MOTIVES[motive]["faction"]
        st.faction[seat] = faction
        parts.append(f"{{p{seat}}} {faction.title()}")
    shown = ", ".join(parts)
    st.note(f"Faction tokens are shown: {shown}.")
    st.mark_reveal()  # the last motive kept shows every faction token: undo stops here


class StartDraw(MournerDraw):
    """Chance: a seat's starting Mourner, drawn at random among its faction's starting cards.
    It does not raise the Dreadsgrip (ruling: set-up puts the meter on 0; play has not begun)."""

    dreadsgrip = False

    @classmethod
    def deck(cls, st: "CourtState", faction: str) -> list[str]:
        """The starting Mourners of ``faction`` not yet drawn (``st.start_pool``)."""
        return st.start_pool[faction]

    @classmethod
    def describe(cls, st: "CourtState", pend: Pending, action: str) -> str | dict[Any, str]:
        seat, _ = pend.payload
        return f"{{p{seat}}} draws the starting Mourner {MOURNERS[action.split()[1]]['name']}."

    @classmethod
    def prompt(cls, st: "CourtState", pend: Pending) -> str:
        return "draw a starting Mourner"


def draw_start(st: "CourtState", seat: int) -> None:
    """``seat`` draws its starting Mourner among those of its shown faction."""
    faction = st.faction[seat]
    assert faction is not None, "factions are shown before the starting Mourners are drawn"
    draw_random_mourner(st, StartDraw, seat, faction)


def shuffle_in(st: "CourtState") -> None:
    """Put each faction's undrawn starting Mourners into its Mourner deck (the deck's order is
    decided when drawn, so appending shuffles)."""
    for f in FACTIONS:
        st.decks[f].extend(st.start_pool[f])
        st.start_pool[f] = []
