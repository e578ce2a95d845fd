"""Set-up (rulebook: Set-Up; Player Set-Up; Choose your Ulterior Motive and declare a faction).

1. Each seat is dealt one Ulterior Motive of each faction (chance, private).
2. Each seat secretly keeps one (hidden sequential decisions, revealed together): the
   faction of the kept motive is the seat's declared faction, its token shown.
3. Starting Mourners: in reverse turn order ending with the first player, each seat draws
   one starting Mourner of its faction at random (chance, public) with its follower.
4. The starting Mourners left are shuffled into their faction decks; round 1 begins.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ....core import ChanceKind, LogEntry
from ..data import FACTIONS, MOTIVES, MOTIVES_BY_FACTION
from ..effects import draw_random_mourner
from ..frames import (AskMotive, BeginSetup, DealMotive, DrawStarting, KeepMotive, MotiveDeal, RevealFactions,
                      ShuffleIn, StartRound)
from ..moves import CourtMove, Keep, MotiveCard

if TYPE_CHECKING:
    from ..state import CourtState


def begin(st: "CourtState", frame: BeginSetup) -> None:
    """Queue the whole set-up: the motive deals, each seat's keep in turn order, the reveal, the
    starting Mourners in reverse turn order, the shuffle-in and round 1."""
    st.push(*[DealMotive(p, f) for p in range(st.num_players) for f in FACTIONS],
            *[AskMotive(p) for p in st.order()], RevealFactions(),
            *[DrawStarting(p) for p in reversed(st.order())], ShuffleIn(), StartRound())


def motive_odds(st: "CourtState", frame: MotiveDeal) -> list[tuple[str, float]]:
    """``("motive <id>", p)`` for each motive of the frame's faction left in the box, uniform."""
    pool = sorted(st.motive_pool[frame.faction])
    p = 1.0 / len(pool)
    return [(f"motive {m}", p) for m in pool]


def motive_kind(st: "CourtState", frame: MotiveDeal) -> ChanceKind:
    """A ``draw`` seen by the seat dealt it alone (rulebook: Choose your Ulterior Motive),
    from pile ``"motives <faction>"``, dealt once a game; the others learn only that a
    Motive of that faction was dealt."""
    pool = st.motive_pool[frame.faction]
    cards = [(f"motive {m}", 1) for m in MOTIVES_BY_FACTION[frame.faction] if m in pool]
    return ChanceKind.draw(f"motives {frame.faction}", 0, cards, (frame.seat,))


def dealt(st: "CourtState", frame: MotiveDeal, move: CourtMove) -> None:
    """Move the dealt motive (``motive <id>``) from the faction's pool into the seat's motive
    hand."""
    assert isinstance(move, MotiveCard)
    st.motive_pool[frame.faction].remove(move.card)
    st.motive_hand[frame.seat].append(move.card)


def dealt_line(st: "CourtState", frame: MotiveDeal, move: CourtMove) -> LogEntry:
    """The deal as each seat reads it: the card to its seat, its faction to the others."""
    assert isinstance(move, MotiveCard)
    return {frame.seat: f"You are dealt the Ulterior Motive {MOTIVES[move.card]['name']}.",
            None: f"{{p{frame.seat}}} is dealt a {frame.faction.title()} Ulterior Motive."}


def deal_motive(st: "CourtState", frame: DealMotive) -> None:
    """:class:`~.frames.DealMotive`: pend one Ulterior Motive of the faction dealt to the seat
    (a :class:`~.frames.MotiveDeal` chance node over that faction's motives left)."""
    st.push(MotiveDeal(frame.seat, frame.faction))


def kept(st: "CourtState", frame: KeepMotive, move: CourtMove) -> None:
    """Record the kept motive (``keep <id>``) as the seat's ``st.motive``."""
    assert isinstance(move, Keep)
    st.motive[frame.seat] = move.card


def kept_line(st: "CourtState", frame: KeepMotive, move: CourtMove) -> LogEntry:
    """The keep as each seat reads it: the motive to its seat, a secret choice to the others."""
    assert isinstance(move, Keep) and move.card is not None
    return {frame.seat: f"You keep the Ulterior Motive {MOTIVES[move.card]['name']}.",
            None: f"{{p{frame.seat}}} chooses an Ulterior Motive in secret."}


def keep_prompt(st: "CourtState", frame: KeepMotive) -> str:
    """What a :class:`~.frames.KeepMotive` asks."""
    return f"{{p{frame.seat}}}: keep one Ulterior Motive (secret)"


def ask_motive(st: "CourtState", frame: AskMotive) -> None:
    """:class:`~.frames.AskMotive`: ask the seat which of its dealt motives to keep (a
    :class:`~.frames.KeepMotive`)."""
    st.push(keep_motive(st, frame.seat))


def keep_motive(st: "CourtState", seat: int) -> KeepMotive:
    """The :class:`~.frames.KeepMotive` of ``seat`` now: ``keep <id>`` for each motive it was dealt."""
    return KeepMotive(seat, tuple(f"keep {m}" for m in st.motive_hand[seat]))


def reveal_factions(st: "CourtState", frame: RevealFactions) -> None:
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


def draw_start(st: "CourtState", frame: DrawStarting) -> None:
    """:class:`~.frames.DrawStarting`: the seat draws its starting Mourner among those of its
    shown faction (a public draw; it raises no Dreadsgrip: set-up puts the meter on 0)."""
    faction = st.faction[frame.seat]
    assert faction is not None, "factions are shown before the starting Mourners are drawn"
    draw_random_mourner(st, frame.seat, faction, starting=True)


def shuffle_in(st: "CourtState", frame: ShuffleIn) -> None:
    """Put each faction's undrawn starting Mourners into its Mourner deck (the deck's order is
    decided when drawn, so appending shuffles)."""
    for f in FACTIONS:
        st.decks[f].extend(st.start_pool[f])
        st.start_pool[f] = []
