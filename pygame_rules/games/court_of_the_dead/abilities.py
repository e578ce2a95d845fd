"""Mourner cards in play and their abilities; artifacts' lasting abilities (rulebook: Mourner Cards).

An ability (mourners.json, and an artifact's ``trigger`` in wallows.json) says when it
works: ``instant`` (once, when gained), ``action`` (a turn action, once per round),
``round_start``, ``pass_etherea`` (when you pass on the Etherea piles), ``recruit`` (after
you recruit), ``court`` (after you play a Court card of the given faction), ``tithe``
(after the Tithe resolves) or ``end_round`` (Clean-up); with an optional condition ``if``.
A Mourner activated or deactivated this round (``st.spent``) does nothing more this round.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from . import figures, tally
from .data import GUILD_INDEX, GUILD_NAME, MOURNERS, WALLOWS
from .engine import Handler, Pending

if TYPE_CHECKING:
    from .state import CourtState


def gain_mourner(st: "CourtState", seat: int, mid: str, dreadsgrip: bool = True) -> None:
    """Put Mourner ``mid`` into play for ``seat`` with its follower figure (if a base and a
    figure are left), run an instant ability, then raise the Dreadsgrip Threat by 1, ``seat``
    causing any trigger (rulebook: Recruit Mourner cards, "Lastly, the Dreadsgrip Threat meter
    is increased by 1"; ruling: every Mourner put into play does so, however it came, except
    the starting Mourners of set-up, ``dreadsgrip=False``)."""
    card = MOURNERS[mid]
    st.mourners[seat].append(mid)
    tally.gain_mourner(st, seat, mid)
    g = GUILD_INDEX[card["follower"]]
    got = figures.gain(st, seat, g)
    follower = f" with a {GUILD_NAME[card['follower']]} figure" if got else " (no follower figure left for them)"
    st.note(f"{{p{seat}}} gains {card['name']}{follower}.")
    if dreadsgrip:
        st.push((_dread, seat))  # after the instant ability, pushed below it
    if card["ability"]["when"] == "instant":
        tally.use_mourner(st, seat, mid)
        from .effects import run_effects
        run_effects(st, seat, card["ability"]["effects"], mid)


def _dread(st: "CourtState", seat: int) -> None:
    st.raise_dreadsgrip(1, [seat])


class MournerDraw(Handler):
    """Chance: the top card of a Mourner deck, decided when drawn among the cards left.
    Payload ``(seat, faction)``; a subclass draws from another pool (``deck``) and says
    whether the Mourner it puts into play raises the Dreadsgrip (``dreadsgrip``)."""

    kind = "chance"
    dreadsgrip = True

    @classmethod
    def deck(cls, st: "CourtState", faction: str) -> list[str]:
        """The cards the draw is among: the faction's Mourner deck."""
        return st.decks[faction]

    @classmethod
    def apply(cls, st, pend, action):
        seat, faction = pend.payload
        mid = action.split()[1]
        cls.deck(st, faction).remove(mid)
        gain_mourner(st, seat, mid, cls.dreadsgrip)

    @classmethod
    def describe(cls, st, pend, action):
        seat, faction = pend.payload
        return f"{{p{seat}}} draws a {faction.title()} Mourner: {MOURNERS[action.split()[1]]['name']}."

    @classmethod
    def prompt(cls, st, pend):
        return "draw a Mourner card"


def draw_random_mourner(st: "CourtState", handler: type[MournerDraw], seat: int, faction: str) -> None:
    """``seat`` (int) draws a Mourner card at random from ``handler.deck(st, faction)`` (a
    non-empty list of Mourner ids) and gains it: a chance node of ``handler`` (MournerDraw
    or a subclass), or, with one card left, that card at once (rulebook: Mourner Cards;
    Player Set-Up, starting Mourners)."""
    deck = handler.deck(st, faction)
    if len(deck) == 1:
        mid = deck.pop()
        gain_mourner(st, seat, mid, handler.dreadsgrip)
        return
    st.pending = Pending(handler, -1, tuple(f"mourner {m}" for m in sorted(deck)), (seat, faction))


def draw_mourner(st: "CourtState", seat: int, faction: str) -> None:
    """Draw the top Mourner card of ``faction`` for ``seat``: nothing if that deck is empty."""
    if not st.decks[faction]:
        st.note(f"The {faction.title()} Mourner deck is empty: {{p{seat}}} gains nothing.")
        return
    draw_random_mourner(st, MournerDraw, seat, faction)


def _abilities(st: "CourtState", seat: int) -> list[tuple[str, dict[str, Any]]]:
    out = [(m, MOURNERS[m]["ability"]) for m in st.mourners[seat] if m not in st.spent]
    out += [(w, WALLOWS[w]["trigger"]) for w in st.artifacts[seat] if "trigger" in WALLOWS[w]]
    return out


def fire(st: "CourtState", seat: int, when: str, faction: str | None = None) -> None:
    """Schedule every ability of ``seat`` that works ``when`` (and whose condition holds now)."""
    from .effects import run_effects
    from .metrics import met
    items = []
    for source, ability in _abilities(st, seat):
        if ability["when"] != when or (when == "court" and ability.get("faction") != faction):
            continue
        if "if" in ability and not met(st, seat, ability["if"]):
            continue
        if source in MOURNERS:
            tally.use_mourner(st, seat, source)
        items.append((_announce, seat, source))
        items += [(_run_one, seat, e, source) for e in ability["effects"]]
    st.push(*items)


def fire_all(st: "CourtState", when: str) -> None:
    """Fire ``when`` abilities of every seat, in turn order from the first player."""
    for seat in reversed(st.order()):
        fire(st, seat, when)


def _announce(st: "CourtState", seat: int, source: str) -> None:
    name = MOURNERS[source]["name"] if source in MOURNERS else WALLOWS[source]["name"]
    st.note(f"{name} ({{p{seat}}}):")


def _run_one(st: "CourtState", seat: int, e: dict[str, Any], source: str) -> None:
    from .effects import run_prim
    run_prim(st, seat, e, source)


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
