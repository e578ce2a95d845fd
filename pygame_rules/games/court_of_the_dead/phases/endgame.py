"""The end of the game (rulebook: End Game).

Taking the last Unity token ends the game after this round. Taken during the Action
Phase: each seat, the current one included, takes exactly one more turn, then the round's
remaining phases are played. Taken in any other phase: the round is played out (ruling for
phases 1-3: the Action Phase is then played as usual). Clean-up then ends the game;
Unity gained after the supply is empty still counts.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from ..state import CourtState


def last_token_taken(st: "CourtState") -> None:
    """The last Unity token is taken: the game ends after this round (``st.ending``); taken during
    the Action Phase, every seat gets one more turn (``st.extra_turns``). Only the first call does
    anything."""
    if st.ending:
        return
    st.ending = True
    st.note("The last Unity token is taken: the game ends after this round.")
    if st.phase == "actions" and st.extra_turns is None:
        st.extra_turns = st.num_players
        st.note("Each player, including the current one, takes one more turn.")
