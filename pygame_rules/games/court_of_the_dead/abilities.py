"""Mourner cards in play and their abilities; artifacts' lasting abilities (rulebook: Mourner Cards).
Gaining a Mourner card, and its instant ability, is an effect (effects.py ``gain_mourner``).

An ability (mourners.json, and an artifact's ``trigger`` in wallows.json) says when it
works: ``instant`` (once, when gained), ``action`` (a turn action, once per round),
``round_start``, ``pass_etherea`` (when you pass on the Etherea piles), ``recruit`` (after
you recruit), ``court`` (after you play a Court card of the given faction), ``tithe``
(after the Tithe resolves) or ``end_round`` (Clean-up); with an optional condition ``if``.
A Mourner activated or deactivated this round (``st.spent``) does nothing more this round.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from . import tally
from .data import MOURNERS, WALLOWS
from .frames import Announce, Fire, FireAll, RunEffect
from .metrics import met

if TYPE_CHECKING:
    from .state import CourtState


def _abilities(st: "CourtState", seat: int) -> list[tuple[str, dict[str, Any]]]:
    out = [(m, MOURNERS[m]["ability"]) for m in st.mourners[seat] if m not in st.spent]
    out += [(w, WALLOWS[w]["trigger"]) for w in st.artifacts[seat] if "trigger" in WALLOWS[w]]
    return out


def fire(st: "CourtState", seat: int, when: str, faction: str | None = None) -> None:
    """Schedule every ability of ``seat`` that works ``when`` (and whose condition holds now)."""
    items: list[Announce | RunEffect] = []
    for source, ability in _abilities(st, seat):
        if ability["when"] != when or (when == "court" and ability.get("faction") != faction):
            continue
        if "if" in ability and not met(st, seat, ability["if"]):
            continue
        if source in MOURNERS:
            tally.use_mourner(st, seat, source)
        items.append(Announce(seat, source))
        items += [RunEffect(seat, e, source) for e in ability["effects"]]
    st.push(*items)


def fire_seat(st: "CourtState", frame: Fire) -> None:
    """:class:`~.frames.Fire`: the seat's abilities that work then (:func:`fire`)."""
    fire(st, frame.seat, frame.when, frame.faction)


def fire_all(st: "CourtState", frame: FireAll) -> None:
    """:class:`~.frames.FireAll`: the abilities of every seat that work then, in turn order from
    the first player."""
    for seat in reversed(st.order()):
        fire(st, seat, frame.when)


def announce(st: "CourtState", frame: Announce) -> None:
    """:class:`~.frames.Announce`: the log names the ability's card and its holder, before its
    effects run."""
    seat, source = frame
    name = MOURNERS[source]["name"] if source in MOURNERS else WALLOWS[source]["name"]
    st.note(f"{name} ({{p{seat}}}):")


def activatable(st: "CourtState", seat: int) -> list[str]:
    """Mourners ``seat`` may activate as its turn action now (rulebook: Activate Mourner card
    abilities; Severamm and Socopharie need a Court card in hand)."""
    out = []
    for m in st.mourners[seat]:
        ability = MOURNERS[m]["ability"]
        if ability["when"] != "action" or m in st.spent:
            continue
        first = ability["effects"][0]["do"]
        if first == "swap_court" and not (st.hands[seat] and st.undealt):
            continue
        if first == "reclaim_court" and not (st.hands[seat] and st.played):
            continue
        out.append(m)
    return out
