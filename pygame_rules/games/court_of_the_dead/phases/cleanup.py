"""Phase 8, Clean-up (rulebook: 8. Clean-up; 2. Wallows Cards; End Game).

First end-of-round abilities; then each seat's Wallows cards are settled: a card completed
during the round (phases/wallows.py, rewarded then) is discarded; one not completed fails (a
quest or Raker gives its penalty, an artifact is simply discarded). Then Mourners are reset,
the Court cards go back, and a new round begins (phases/rounds.py ``next_round``), unless the
Unity supply is empty (or the round limit is reached: ruling), which ends the game.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from .. import knowledge, tally
from ..data import BOARD, WALLOWS
from ..effects import effects_words, run_effects
from ..frames import FinishRound, FireAll, SettleCard, SettleWallows

if TYPE_CHECKING:
    from ..state import CourtState

ROUND_LIMIT = BOARD["round_limit"]


def begin(st: "CourtState") -> None:
    """Start Clean-up: end-of-round abilities, then each seat's Wallows cards in turn order
    (:func:`settle_wallows`), then :func:`finish`."""
    st.phase = "cleanup"
    st.push(FireAll("end_round"), *[SettleWallows(p) for p in st.order()], FinishRound())


def settle_wallows(st: "CourtState", frame: SettleWallows) -> None:
    """:class:`~.frames.SettleWallows`: take all of the seat's Wallows cards off the round and queue
    :func:`settle` for each."""
    seat = frame.seat
    cards, st.wallows[seat] = st.wallows[seat], []
    st.push(*[SettleCard(seat, w) for w in cards])


def settle(st: "CourtState", frame: SettleCard) -> None:
    """:class:`~.frames.SettleCard`: discard the seat's Wallows card at Clean-up: completed during
    the round, nothing more; not completed, it fails (a quest's or Raker's penalty; an artifact,
    none)."""
    seat, wid = frame
    card = WALLOWS[wid]
    st.wallows_discard.append(wid)
    if wid in st.wallows_done:
        return
    tally.wallows(st, seat, wid, "failed")
    if card["kind"] == "artifact":
        st.note(f"{{p{seat}}} does not complete {card['name']}.")
        return
    st.note(f"{{p{seat}}} fails {card['name']}: {effects_words(card['penalty'])}.")
    run_effects(st, seat, card["penalty"], wid)


def finish(st: "CourtState", frame: FinishRound) -> None:
    """The round's cards and counters are reset; the game is over (``st.phase`` becomes
    ``"over"``) when the Unity supply is empty or the round limit is reached, else the next
    round follows (phases/rounds.py ``next_round``)."""
    n = st.num_players
    st.wallows_done = []
    st.spent.clear()
    st.alltaker_used = False
    st.hands = [[] for _ in range(n)]
    st.packets = [[] for _ in range(n)]
    st.undealt, st.played, st.court_discard = [], [], []
    knowledge.forget(st)
    st.tithe_given = [0] * n
    st.recruits = [0] * n
    st.plays = [0] * n
    st.plays_by = [0] * len(st.plays_by)
    st.moves = [0] * n
    st.unearthed = [0] * n
    if st.unity_supply == 0 or st.round >= ROUND_LIMIT:
        st.phase = "over"
        why = "the Unity supply is empty" if st.unity_supply == 0 else f"round {ROUND_LIMIT} is the last"
        st.note(f"The game is over ({why}).")
