"""Phase 5, Resolve Dreadsgrip Threat (rulebook: 5. Resolve Dreadsgrip Threat; Dreadsbane token).

The meter gives a limit (board.json ``dreadsgrip_limit``). In every location holding more
figures than the limit, each figure there rolls one die (a chance node, ``die 1`` .. ``die 6``,
1/6 each): 1, it becomes a Raker and is removed from play; 2, it returns to its owner's
Crypt; 3-6, nothing. Which figures roll is fixed before the first die. Figures of the
Dreadsbane token's holder do not roll (they still count toward the limit).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ....core import LogEntry
from .. import figures
from ..data import GUILD_IDS, GUILD_NAME, LOCATION_NAME, NG, NLOC
from ..frames import RollThreat, ThreatDie
from ..moves import CourtMove, DieFace

if TYPE_CHECKING:
    from ..state import CourtState

DIE = tuple((f"die {f}", 1.0 / 6) for f in range(1, 7))
"""The outcomes of one die, 1/6 each."""


def begin(st: "CourtState") -> None:
    """Start the Dreadsgrip Threat check: note the limit and queue one die per figure in each
    location holding more figures than the limit (``st.threat_limit``), skipping the Dreadsbane
    holder's figures there."""
    st.phase = "dreadsgrip"
    limit = st.threat_limit()
    rolls: list[RollThreat] = []
    crowded = []
    for w in range(1, NLOC + 1):
        if figures.place_total(st, w) <= limit:
            continue
        crowded.append(LOCATION_NAME[w])
        for p in st.order():
            if p == st.dreadsbane and figures.seat_total_at(st, p, w):
                st.note(f"{{p{p}}} holds the Dreadsbane token: no rolls for their figures in {LOCATION_NAME[w]}.")
                continue
            for g in range(NG):
                rolls += [RollThreat(w, p, g)] * figures.count(st, p, w, g)
    if crowded:
        st.note(f"Dreadsgrip Threat {st.dreadsgrip}: limit {limit} figures; over it: {', '.join(crowded)}.")
    else:
        st.note(f"Dreadsgrip Threat {st.dreadsgrip}: no location holds more than {limit} figures.")
    st.push(*rolls)


def die_odds(st: "CourtState", frame: ThreatDie) -> list[tuple[str, float]]:
    """``("die <face>", 1/6)`` for each face. Public: each figure's die is rolled in the open
    (rulebook: 5. Resolve Dreadsgrip Threat)."""
    return list(DIE)


def rolled(st: "CourtState", frame: ThreatDie, move: CourtMove) -> None:
    """Apply a figure's die: 1 removes it from play (a Raker), 2 returns it to its owner's
    Crypt, 3-6 nothing."""
    assert isinstance(move, DieFace)
    w, p, g = frame
    if move.face == 1:
        figures.remove(st, p, w, g)
    elif move.face == 2:
        figures.add(st, p, w, g, -1)
        figures.add(st, p, figures.CRYPT, g, 1)


def rolled_line(st: "CourtState", frame: ThreatDie, move: CourtMove) -> LogEntry:
    """The figure, its location and what its die does to it."""
    assert isinstance(move, DieFace)
    w, p, g = frame
    face = move.face
    what = {1: "becomes a Raker and is destroyed", 2: "is weakened and returns to the Crypt"}.get(face, "is unharmed")
    return f"{{p{p}}}'s {GUILD_NAME[GUILD_IDS[g]]} figure in {LOCATION_NAME[w]} rolls {face}: it {what}."


def roll(st: "CourtState", frame: RollThreat) -> None:
    """:class:`~.frames.RollThreat`: pend the die of one figure (a :class:`~.frames.ThreatDie`
    chance node, 1/6 per face)."""
    st.push(ThreatDie(*frame))
