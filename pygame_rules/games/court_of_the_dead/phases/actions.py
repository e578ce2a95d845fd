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

from ....core import IllegalActionError
from .. import abilities, figures, knowledge, movement, tally
from ..card_text import court_action_words
from ..data import BOARD, COURT, COURT_FACTIONS, FACTIONS, GUILD_IDS, GUILD_INDEX, GUILD_NAME, MOURNERS
from ..effects import draw_mourner, run_effects
from ..engine import Handler, Pending
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
    st.push((ask_turn,))


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


def ask_turn(st: "CourtState") -> None:
    """Ask the seat whose turn it is (``st.turn``) for its action (:class:`Turn`), listing
    :func:`turn_options`."""
    st.pending = Pending(Turn, st.turn, tuple(turn_options(st, st.turn)))


class Turn(Handler):
    """One Action Phase turn."""

    kind = "turn"

    @classmethod
    def check(cls, st: "CourtState", pend: Pending, action: str) -> None:
        """A ``move`` is checked against every legal movement, listed or not
        (``movement.check_move``, raising IllegalActionError); any other action must be listed."""
        if action.startswith("move "):
            movement.check_move(st, pend.seat, action, free=False)
            return
        if action not in pend.options:
            raise IllegalActionError(f"'{action}' is not a legal action for {{p{pend.seat}}} now")

    @classmethod
    def apply(cls, st: "CourtState", pend: Pending, action: str) -> None:
        """Do the action and queue the next turn: ``pass`` counts toward the phase's end; ``play``
        runs the Court card's chosen action and fires ``court`` abilities; ``recruit`` pays 3
        Etherea for a figure (+1 Dreadsgrip, ``seat`` causing it) or 5 for a Mourner (its Dreadsgrip
        comes with the Mourner); ``move`` pays Influence per figure; ``activate`` spends the Mourner
        for the round and runs its ability."""
        seat = pend.seat
        verb, *args = action.split()
        if verb == "pass":
            st.passes += 1
            st.push((next_turn,))
            return
        st.passes = 0
        st.push((next_turn,))
        if verb == "play":
            cid, which = args[0], int(args[1])
            st.hands[seat].remove(cid)
            st.played.append(cid)
            knowledge.public(st, cid, knowledge.played(st.num_players))
            st.plays[seat] += 1
            st.plays_by[seat * len(COURT_FACTIONS) + COURT_FACTIONS.index(COURT[cid]["faction"])] += 1
            tally.play_court(st, seat, cid)
            faction = COURT[cid]["faction"]
            st.push((_fire, seat, "court", faction))
            run_effects(st, seat, COURT[cid]["actions"][which - 1], cid)
        elif verb == "recruit" and args[0] in GUILD_INDEX:
            g = GUILD_INDEX[args[0]]
            st.etherea[seat] -= FIGURE_COST
            st.recruits[seat] += 1
            figures.gain(st, seat, g)
            st.push((_fire, seat, "recruit", None))
            st.raise_dreadsgrip(1, [seat])
        elif verb == "recruit":
            st.etherea[seat] -= MOURNER_COST
            st.recruits[seat] += 1
            st.push((_fire, seat, "recruit", None))
            draw_mourner(st, seat, args[0])  # the Mourner raises the Dreadsgrip
        elif verb == "move":
            src, dst, counts = movement.parse_move(action)
            movement.perform(st, seat, src, dst, counts, free=False)
        elif verb == "activate":
            st.spent.add(args[0])
            tally.use_mourner(st, seat, args[0])
            run_effects(st, seat, MOURNERS[args[0]]["ability"]["effects"], args[0])

    @classmethod
    def describe(cls, st: "CourtState", pend: Pending, action: str) -> str | dict[Any, str]:
        who = f"{{p{pend.seat}}}"
        verb, *args = action.split()
        if verb == "pass":
            return f"{who} passes."
        if verb == "play":
            return f"{who} plays {COURT[args[0]]['name']} (action {args[1]})."
        if verb == "recruit" and args[0] in GUILD_INDEX:
            return f"{who} recruits a {GUILD_NAME[args[0]]} figure for {FIGURE_COST} Etherea."
        if verb == "recruit":
            return f"{who} recruits a {args[0].title()} Mourner for {MOURNER_COST} Etherea."
        if verb == "move":
            src, dst, counts = movement.parse_move(action)
            return f"{who} moves {movement.words(src, dst, counts)}."
        return f"{who} activates {MOURNERS[args[0]]['name']}."

    @classmethod
    def info(cls, st: "CourtState", pend: Pending, action: str) -> dict[str, Any]:
        return turn_info(st, pend.seat, action)

    @classmethod
    def prompt(cls, st: "CourtState", pend: Pending) -> str:
        extra = " (an extra turn: the game is ending)" if st.extra_turns is not None else ""
        return f"{{p{pend.seat}}}: take an action or pass{extra}"


def turn_info(st: "CourtState", seat: int, action: str) -> dict[str, Any]:
    """``action_info`` of a listed turn action of ``seat`` (docs/notation/court_of_the_dead.md):
    a play names its card, action number and the action's text."""
    verb, *args = action.split()
    if verb == "pass":
        return {"kind": "pass", "label": "Pass"}
    if verb == "play":
        card = COURT[args[0]]
        n = int(args[1])
        return {"kind": "play", "card": args[0], "action_no": n,
                "label": f"{card['name']} ({n}): {court_action_words(card, n)}"}
    if verb == "recruit" and args[0] in GUILD_INDEX:
        return {"kind": "recruit", "guild": args[0], "label": f"Recruit a {GUILD_NAME[args[0]]} figure (3 Etherea)"}
    if verb == "recruit":
        return {"kind": "recruit", "faction": args[0], "label": f"Recruit a {args[0].title()} Mourner (5 Etherea)"}
    if verb == "activate":
        return {"kind": "activate", "card": args[0], "label": f"Activate {MOURNERS[args[0]]['name']}"}
    return move_info(action)


def _fire(st: "CourtState", seat: int, when: str, faction: str | None) -> None:
    abilities.fire(st, seat, when, faction)


def next_turn(st: "CourtState") -> None:
    """Hand the turn on, or end the phase (all passed in a row; extra turns used up)."""
    if st.extra_turns is not None:
        if st.extra_turns == 0:
            st.extra_turns = None
            st.note("The extra turns are over; the Action Phase ends.")
            return
        st.extra_turns -= 1
        st.turn = st.left(st.turn)
        st.push((ask_turn,))
        return
    if st.passes >= st.num_players:
        st.note("Everyone has passed in a row: the Action Phase ends.")
        return
    st.turn = st.left(st.turn)
    st.push((ask_turn,))
