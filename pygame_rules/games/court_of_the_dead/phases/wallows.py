"""Phase 2, Wallows Cards (rulebook: 2. Wallows Cards), and completing a Wallows objective.

Each seat is dealt one Wallows card face up (chance over the cards left in the deck; every
Wallows draw, this phase's and an effect's, is wallows_deck.py's ``draw``).

An active card's objective is completed the moment it is met, at any step of the round
(``watch``, run by the engine before each automatic step: ``CourtState.advance``): a quest or Raker gives its
reward then and stays in front of its player until Clean-up; an artifact gives its benefit and
stays in play for the game. A card is completed once (``st.wallows_done``). Clean-up
(phases/cleanup.py) only settles the cards not completed: they fail.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from .. import tally
from ..data import WALLOWS
from ..effects import effects_words, run_effects
from ..frames import DrawWallows
from ..metrics import compile_requirement

if TYPE_CHECKING:
    from ..state import CourtState


def begin(st: "CourtState") -> None:
    """Start the Wallows phase: each seat in turn order is dealt one active Wallows card face up
    (``wallows_deck.draw``)."""
    st.phase = "wallows"
    st.push(*[DrawWallows(p, "active") for p in st.order()])


OBJECTIVE = {wid: compile_requirement(card["objective"]) for wid, card in WALLOWS.items()}
"""Each Wallows card's objective as a predicate ``(st, seat) -> bool`` (metrics.py)."""


def watch(st: "CourtState") -> bool:
    """Complete the first active Wallows card (seats in turn order from the first player)
    whose objective is met now and not yet completed this round; True if one was (its
    reward is then queued to run next). Rulebook: players have "until the end of the round to
    complete the objective"; "each objective can only be completed once"."""
    active = st.wallows
    n = len(active)
    done = st.wallows_done
    for i in range(n):
        seat = (st.first + i) % n
        for wid in active[seat]:
            if wid not in done and OBJECTIVE[wid](st, seat):
                complete(st, seat, wid)
                return True
    return False


def complete(st: "CourtState", seat: int, wid: str) -> None:
    """``seat`` completes the Wallows card ``wid``: a quest's or Raker's reward, or an
    artifact's benefit (the artifact leaving the round's cards for the game's)."""
    card = WALLOWS[wid]
    st.wallows_done.append(wid)
    tally.wallows(st, seat, wid, "completed")
    if card["kind"] == "artifact":
        st.wallows[seat].remove(wid)
        st.artifacts[seat].append(wid)
        st.note(f"{{p{seat}}} completes {card['name']} and keeps the artifact: {effects_words(card['benefit'])}.")
        run_effects(st, seat, card["benefit"], wid)
        return
    st.note(f"{{p{seat}}} completes {card['name']}: {effects_words(card['reward'])}.")
    run_effects(st, seat, card["reward"], wid)
