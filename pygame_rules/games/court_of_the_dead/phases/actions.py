"""Phase 4, the Action Phase (rulebook: 4. Action Phase; End Game).

From the first player, clockwise, each turn a seat takes ONE action:

- ``play <card> <1|2>``: play a Court card from hand, using one of its two actions;
- ``recruit <guild>``: 3 Etherea for a Guild figure into the Crypt (+1 Dreadsgrip);
- ``recruit <faction>``: 5 Etherea for the top Mourner card of that deck, with its follower
  figure (+1 Dreadsgrip, as for every Mourner put into play: effects.py ``gain_mourner``);
- ``move <from> <to> <guilds...>``: relocate figures, paying Influence of the destination's
  faction per figure (movement.py);
- ``activate <mourner>``: use a Mourner's once-per-round action ability;
- ``pass``.

The phase ends when every seat has passed in a row. If the last Unity token is taken
during the phase, every seat (the current one included) takes exactly one more turn,
starting with the next seat, and the phase then ends.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ....core import LogEntry
from .. import abilities, figures, knowledge, movement, tally
from ..card_text import court_action_words
from ..data import BOARD, COURT, COURT_FACTIONS, FACTIONS, GUILD_IDS, GUILD_INDEX, GUILD_NAME, MOURNERS
from ..effects import draw_mourner, run_effects
from ..frames import AskTurn, Fire, NextTurn, Turn
from ..moves import Activate, CourtMove, MoveFigures, Pass, Play, Recruit
from ..notation import move_info

if TYPE_CHECKING:
    from ..state import CourtState

FIGURE_COST = BOARD["recruit_figure_cost"]
MOURNER_COST = BOARD["recruit_mourner_cost"]


def begin(st: "CourtState") -> None:
    """Start the Action Phase: the first player takes the first turn, no passes yet."""
    st.phase = "actions"
    st.turn = st.first
    st.passes = 0
    st.push(AskTurn())


def turn_options(st: "CourtState", seat: int) -> list[str]:
    """The listed actions of ``seat`` this turn (movements: a useful set, see movement.py)."""
    out = [f"play {c} {i}" for c in sorted(st.hands[seat]) for i in (1, 2)]
    if st.etherea[seat] >= FIGURE_COST and st.bases[seat] > 0:
        out += [f"recruit {GUILD_IDS[g]}" for g in range(len(GUILD_IDS)) if st.supply[g] > 0]
    if st.etherea[seat] >= MOURNER_COST:
        out += [f"recruit {f}" for f in FACTIONS if st.decks[f]]
    out += [f"activate {m}" for m in abilities.activatable(st, seat)]
    out += movement.options(st, seat, free=False)
    out.append("pass")
    return out


def ask_turn(st: "CourtState", frame: AskTurn) -> None:
    """:class:`~.frames.AskTurn`: ask the seat whose turn it is (``st.turn``) for its action (a
    :class:`~.frames.Turn` listing :func:`turn_options`)."""
    st.push(turn(st))


def turn(st: "CourtState") -> Turn:
    """The :class:`~.frames.Turn` of the seat whose turn it is (``st.turn``) now."""
    return Turn(st.turn, tuple(turn_options(st, st.turn)))


def turn_candidates(st: "CourtState", frame: Turn, move: CourtMove) -> list[str]:
    """The actions ``move`` must be among: a movement is accepted when legal, listed or not
    (movement.py ``problem``: ``[action]`` then, else ``[]``); any other action must be listed."""
    if isinstance(move, MoveFigures):
        legal = movement.problem(st, frame.seat, move.src, move.dst, move.counts, free=False) is None
        return [str(move)] if legal else []
    return list(frame.options)


def take_turn(st: "CourtState", frame: Turn, move: CourtMove) -> None:
    """Do the action and queue the next turn: ``pass`` counts toward the phase's end; ``play``
    runs the Court card's chosen action and fires ``court`` abilities; ``recruit`` pays 3
    Etherea for a figure (+1 Dreadsgrip, ``seat`` causing it) or 5 for a Mourner (its Dreadsgrip
    comes with the Mourner); ``move`` pays Influence per figure; ``activate`` spends the Mourner
    for the round and runs its ability."""
    seat = frame.seat
    if isinstance(move, Pass):
        st.passes += 1
        st.push(NextTurn())
        return
    st.passes = 0
    st.push(NextTurn())
    if isinstance(move, Play):
        cid = move.card
        st.hands[seat].remove(cid)
        st.played.append(cid)
        knowledge.public(st, cid, knowledge.played(st.num_players))
        st.plays[seat] += 1
        st.plays_by[seat * len(COURT_FACTIONS) + COURT_FACTIONS.index(COURT[cid]["faction"])] += 1
        tally.play_court(st, seat, cid)
        faction = COURT[cid]["faction"]
        st.push(Fire(seat, "court", faction))
        run_effects(st, seat, COURT[cid]["actions"][move.action - 1], cid)
    elif isinstance(move, Recruit) and move.figure:
        g = GUILD_INDEX[move.what]
        st.etherea[seat] -= FIGURE_COST
        st.recruits[seat] += 1
        figures.gain(st, seat, g)
        st.push(Fire(seat, "recruit", None))
        st.raise_dreadsgrip(1, [seat])
    elif isinstance(move, Recruit):
        st.etherea[seat] -= MOURNER_COST
        st.recruits[seat] += 1
        st.push(Fire(seat, "recruit", None))
        draw_mourner(st, seat, move.what)  # the Mourner raises the Dreadsgrip
    elif isinstance(move, MoveFigures):
        movement.perform(st, seat, move.src, move.dst, move.counts, free=False)
    elif isinstance(move, Activate):
        st.spent.add(move.card)
        tally.use_mourner(st, seat, move.card)
        run_effects(st, seat, MOURNERS[move.card]["ability"]["effects"], move.card)


def turn_line(st: "CourtState", frame: Turn, move: CourtMove) -> LogEntry:
    """The log line of a turn's action (the card played, the figures recruited or moved ...)."""
    who = f"{{p{frame.seat}}}"
    if isinstance(move, Pass):
        return f"{who} passes."
    if isinstance(move, Play):
        return f"{who} plays {COURT[move.card]['name']} (action {move.action})."
    if isinstance(move, Recruit) and move.figure:
        return f"{who} recruits a {GUILD_NAME[move.what]} figure for {FIGURE_COST} Etherea."
    if isinstance(move, Recruit):
        return f"{who} recruits a {move.what.title()} Mourner for {MOURNER_COST} Etherea."
    if isinstance(move, MoveFigures):
        return f"{who} moves {movement.words(move.src, move.dst, move.counts)}."
    assert isinstance(move, Activate)
    return f"{who} activates {MOURNERS[move.card]['name']}."


def turn_prompt(st: "CourtState", frame: Turn) -> str:
    """What a :class:`~.frames.Turn` asks."""
    extra = " (an extra turn: the game is ending)" if st.extra_turns is not None else ""
    return f"{{p{frame.seat}}}: take an action or pass{extra}"


def turn_info(st: "CourtState", frame: Turn, move: CourtMove) -> dict[str, Any]:
    """``action_info`` (without ``action``) of a listed turn action (docs/notation/court_of_the_dead.md):
    a play names its card, action number and the action's text."""
    if isinstance(move, Pass):
        return {"kind": "pass", "label": "Pass"}
    if isinstance(move, Play):
        card = COURT[move.card]
        n = move.action
        return {"kind": "play", "card": move.card, "action_no": n,
                "label": f"{card['name']} ({n}): {court_action_words(card, n)}"}
    if isinstance(move, Recruit) and move.figure:
        return {"kind": "recruit", "guild": move.what, "label": f"Recruit a {GUILD_NAME[move.what]} figure (3 Etherea)"}
    if isinstance(move, Recruit):
        return {"kind": "recruit", "faction": move.what, "label": f"Recruit a {move.what.title()} Mourner (5 Etherea)"}
    if isinstance(move, Activate):
        return {"kind": "activate", "card": move.card, "label": f"Activate {MOURNERS[move.card]['name']}"}
    assert isinstance(move, MoveFigures)
    return move_info(move)


def next_turn(st: "CourtState", frame: NextTurn) -> None:
    """:class:`~.frames.NextTurn`: hand the turn on, or end the phase (all passed in a row; extra
    turns used up)."""
    if st.extra_turns is not None:
        if st.extra_turns == 0:
            st.extra_turns = None
            st.note("The extra turns are over; the Action Phase ends.")
            return
        st.extra_turns -= 1
        st.turn = st.left(st.turn)
        st.push(AskTurn())
        return
    if st.passes >= st.num_players:
        st.note("Everyone has passed in a row: the Action Phase ends.")
        return
    st.turn = st.left(st.turn)
    st.push(AskTurn())
