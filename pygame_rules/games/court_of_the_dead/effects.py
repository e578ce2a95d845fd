"""The effect vocabulary: every card, location and guild effect is a list of these primitives.

An effect is a dict ``{"do": <primitive>, ...parameters}`` (data files); a list of them runs in
order for one seat (the actor). A primitive either just happens or asks its actor (or
another seat) one choice. The same primitive also writes its own rules text (``words``),
so card text and behaviour cannot disagree.

| primitive | parameters | does |
|---|---|---|
| gain | etherea, unity, bone, flesh, spirit | gain those amounts |
| lose | same | lose up to those amounts |
| influence | n, mode (any/different/same) | gain n Faction Influence of your choice |
| suspicion, dreadsgrip | n (+/-) | move that meter; you cause any trigger |
| figure | guilds (list or "any") | gain one figure of a listed guild into your Crypt |
| either | options (lists of effects) | do one of the lists |
| per_guild | faction, guilds | gain 1 Influence of faction per figure of those guilds you control |
| recall | - | return one of your figures on the board to your Crypt |
| mourner | faction (or "any") | gain the top Mourner card of that deck |
| steal | n, faction (optional) | take n Influence from an opponent |
| tax | n, who (any/self) | a player puts n Etherea on Dirth Forge; they and (any) you gain 1 Unity |
| relocate | - | one movement of your figures without Influence cost |
| pull | to | move any figure to that location |
| malavestros | - | put Malavestros on another location |
| deactivate | - | deactivate one Mourner of each opponent this round |
| wallows | draw, keep (quest/artifact) | draw Wallows cards, keep one as a quest / an artifact |
| alltaker | - | take Death, the Alltaker |
| destroy | whose (any/own) | remove a Guild figure from play |
| forge | n | put n Etherea from the supply on Dirth Forge |
| swap_court | - | (Severamm) exchange a Court card with an undealt one |
| reclaim_court | - | (Socopharie) take back a played Court card, discard another |
| dreadsbane | - | take the Dreadsbane token |

Gaining a Mourner card (``gain_mourner``, however it comes: the ``mourner`` primitive, a
recruit, a starting Mourner) lives here too, since an instant ability runs effects.
"""

from __future__ import annotations

from itertools import combinations, combinations_with_replacement
from typing import TYPE_CHECKING, Any, Literal, Sequence

from ...core import ChanceKind, LogEntry
from . import figures, knowledge, movement, tally
from .data import (
    COURT, FACTIONS, GUILD_IDS, GUILD_INDEX, GUILD_NAME, INFLUENCE_POINTS, LOCATION_NAME, MOURNERS, NG, NLOC, WALLOWS,
)
from .frames import (AskDeactivate, DeactivateChoice, DrawWallows, EffectChoice, FreeMove, KeepDrawn, KeepDrawnCards,
                     MournerDraw, PayChoice, RaiseMeter, RunEffect, StealChoice)
from . import moves as mv
from .moves import CourtMove
from .notation import option_info
from .specs import Effect
from .words import card_name, caused, choice_line

if TYPE_CHECKING:
    from .state import CourtState

AMOUNT_WORDS = {"etherea": "Etherea", "unity": "Unity", "bone": "Bone Influence",
                "flesh": "Flesh Influence", "spirit": "Spirit Influence"}


def _amount(e: Effect, key: str) -> int:
    """How much of ``key`` (``etherea``, ``unity`` or a faction: AMOUNT_WORDS) a ``gain`` or
    ``lose`` effect names; 0 when it names none."""
    value = e.get(key, 0)  # a key not named literally: its value is only known as an object
    assert isinstance(value, int), f"{key} of {e} is not a whole number"
    return value


def _join(parts: list[str]) -> str:
    return parts[0] if len(parts) == 1 else ", ".join(parts[:-1]) + " and " + parts[-1]


def _guild_list(guilds: list[str] | Literal["any"]) -> list[int]:
    return list(range(NG)) if guilds == "any" else [GUILD_INDEX[g] for g in guilds]


def _guilds_words(guilds: list[str] | Literal["any"]) -> str:
    if guilds == "any":
        return "a Guild figure of your choice"
    names = [GUILD_NAME[g] for g in guilds]
    return "a " + " or ".join(names) + " figure"


class Prim:
    """One primitive. ``options`` is None when no choice is needed, else the choices."""

    kind = "choose"

    @staticmethod
    def options(st: "CourtState", seat: int, e: Effect) -> list[str] | None:
        """The answers ``seat`` may give to effect ``e`` now (empty: it cannot be done), or
        None when it needs no choice."""
        return None

    @staticmethod
    def resolve(st: "CourtState", seat: int, e: Effect, answer: CourtMove | None, src: str) -> None:
        """Do effect ``e`` for ``seat``: ``answer`` is one of :meth:`options` (None when it
        lists none); ``src`` names the card or place it comes from."""
        raise NotImplementedError

    @staticmethod
    def words(e: Effect) -> str:
        """The rules text of effect ``e`` ("Gain 2 Etherea"), without a final full stop."""
        raise NotImplementedError

    @staticmethod
    def prompt(e: Effect) -> str:
        """What the choice asks, when :meth:`options` lists answers."""
        return "choose"


class Gain(Prim):
    """``gain``: gain the Etherea, Unity and Faction Influence the effect names (``etherea``,
    ``unity``, ``bone``, ``flesh``, ``spirit``: ints); no choice."""

    @staticmethod
    def resolve(st: "CourtState", seat: int, e: Effect, answer: CourtMove | None, src: str) -> None:
        """Add each named amount to ``seat`` and log it (one line for Etherea and Influence, one for
        Unity)."""
        parts = [f"{_amount(e, k)} {AMOUNT_WORDS[k]}" for k in ("etherea", "bone", "flesh", "spirit") if _amount(e, k)]
        st.gain_etherea(seat, e.get("etherea", 0))
        for f in FACTIONS:
            if _amount(e, f):
                st.gain_influence(seat, f, _amount(e, f))
        if parts:
            st.note(f"{{p{seat}}} gains {_join(parts)}.")
        if e.get("unity"):
            st.note(f"{{p{seat}}} gains {e['unity']} Unity.")
            st.gain_unity(seat, e["unity"])

    @staticmethod
    def words(e: Effect) -> str:
        return "Gain " + _join([f"{_amount(e, k)} {AMOUNT_WORDS[k]}" for k in AMOUNT_WORDS if _amount(e, k)])


class Lose(Prim):
    """``lose``: lose up to the named amounts (same keys as ``gain``); no choice."""

    @staticmethod
    def resolve(st: "CourtState", seat: int, e: Effect, answer: CourtMove | None, src: str) -> None:
        """Take each named amount from ``seat``, no more than it has, and log what was actually
        lost; missing Unity is not made up with Influence points (``make_up=False``)."""
        for key in ("etherea", "bone", "flesh", "spirit", "unity"):
            k = _amount(e, key)
            if not k:
                continue
            if key == "etherea":
                lost = st.lose_etherea(seat, k)
            elif key == "unity":
                st.lose_unity(seat, k, make_up=False)
                continue
            else:
                lost = st.lose_influence(seat, key, k)
            if lost:
                st.note(f"{{p{seat}}} loses {lost} {AMOUNT_WORDS[key]}.")

    @staticmethod
    def words(e: Effect) -> str:
        return "Lose " + _join([f"{_amount(e, k)} {AMOUNT_WORDS[k]}" for k in AMOUNT_WORDS if _amount(e, k)])


def influence_combos(n: int, mode: str) -> list[tuple[str, ...]]:
    """The Faction Influence ``n`` (int) may buy: tuples of ``n`` faction names, unordered. ``mode``
    ``same``: one faction n times; ``different``: n distinct factions (none when n > 3); anything
    else (``any``): any multiset."""
    if mode == "same":
        return [(f,) * n for f in FACTIONS]
    if mode == "different":
        return list(combinations(FACTIONS, n))
    return list(combinations_with_replacement(FACTIONS, n))


class Influence(Prim):
    """``influence``: gain ``n`` Faction Influence of the actor's choice, ``mode`` saying whether
    they must be ``any``, ``different`` or the ``same`` faction."""

    kind = "influence"

    @staticmethod
    def options(st: "CourtState", seat: int, e: Effect) -> list[str] | None:
        """``influence <faction> ...`` for every allowed combination (:func:`influence_combos`);
        never None."""
        return ["influence " + " ".join(c) for c in influence_combos(e["n"], e.get("mode", "any"))]

    @staticmethod
    def resolve(st: "CourtState", seat: int, e: Effect, answer: CourtMove | None, src: str) -> None:
        """Gain 1 Influence of each faction the answer (``influence ...``) names."""
        assert isinstance(answer, mv.Influence)  # options() always lists choices: one was answered
        chosen = answer.factions
        for f in chosen:
            st.gain_influence(seat, f, 1)
        st.note(f"{{p{seat}}} gains {_join([f.title() for f in chosen])} Influence.")

    @staticmethod
    def words(e: Effect) -> str:
        n, mode = e["n"], e.get("mode", "any")
        what = "1 Faction Influence" if n == 1 else f"{n} Faction Influence"
        tail = {"any": "of your choice", "different": "of different factions of your choice",
                "same": "of one faction of your choice"}[mode]
        return f"Gain {what} {tail}"

    @staticmethod
    def prompt(e: Effect) -> str:
        return "choose Faction Influence to gain"


class Meter(Prim):
    """Move a threat meter by ``n``; the actor causes any trigger. ``meter`` names it in
    the state, ``label`` in rules text."""

    meter = ""
    label = ""

    @classmethod
    def resolve(cls, st: "CourtState", seat: int, e: Effect, answer: CourtMove | None, src: str) -> None:
        """Move the meter by ``e["n"]`` (negative lowers it), ``seat`` causing any trigger
        (``CourtState.raise_suspicion`` / ``raise_dreadsgrip``)."""
        if cls.meter == "suspicion":
            st.raise_suspicion(e["n"], [seat])
        else:
            st.raise_dreadsgrip(e["n"], [seat])

    @classmethod
    def words(cls, e: Effect) -> str:
        """Rules text of ``{"do": "suspicion"|"dreadsgrip", "n": int}`` (n < 0 reduces)
        (rulebook: Celestial Suspicion; Dreadsgrip Threat)."""
        n = e["n"]
        return f"{'Increase' if n > 0 else 'Reduce'} {cls.label} by {abs(n)}"


class Suspicion(Meter):
    """``suspicion``: move Celestial Suspicion by ``n``."""

    meter = "suspicion"
    label = "Celestial Suspicion"


class Dreadsgrip(Meter):
    """``dreadsgrip``: move the Dreadsgrip Threat by ``n``."""

    meter = "dreadsgrip"
    label = "the Dreadsgrip Threat"


class Figure(Prim):
    """``figure``: gain one figure of a listed guild (``guilds``: guild ids or ``"any"``) from the
    supply into the actor's Crypt."""

    kind = "guild"

    @staticmethod
    def options(st: "CourtState", seat: int, e: Effect) -> list[str] | None:
        """``guild <id>`` for each listed guild with a figure the actor can gain
        (``figures.can_gain``); empty when none is left."""
        return [f"guild {GUILD_IDS[g]}" for g in _guild_list(e["guilds"]) if figures.can_gain(st, seat, g)]

    @staticmethod
    def resolve(st: "CourtState", seat: int, e: Effect, answer: CourtMove | None, src: str) -> None:
        """Gain the chosen guild's figure into ``seat``'s Crypt."""
        assert isinstance(answer, mv.Guild)  # options() always lists choices: one was answered
        g = GUILD_INDEX[answer.guild]
        figures.gain(st, seat, g)
        st.note(f"{{p{seat}}} gains a {GUILD_NAME[GUILD_IDS[g]]} figure.")

    @staticmethod
    def words(e: Effect) -> str:
        return f"Gain {_guilds_words(e['guilds'])} into your Crypt"

    @staticmethod
    def prompt(e: Effect) -> str:
        return "choose a Guild figure to gain"


class Either(Prim):
    """One of several effect lists. A list that starts with a choice offers that choice's
    answers directly (``guild MK``); one that does not is ``option <i>``."""

    kind = "option"

    @staticmethod
    def options(st: "CourtState", seat: int, e: Effect) -> list[str] | None:
        """Every branch's answers: ``option <i>`` (1-based) for a branch whose first step asks
        nothing, else that step's own answers, each listed once."""
        out: list[str] = []
        for i, branch in enumerate(e["options"]):
            first = PRIMS[branch[0]["do"]]
            opts = first.options(st, seat, branch[0])
            out += [f"option {i + 1}"] if opts is None else [o for o in opts if o not in out]
        return out

    @staticmethod
    def resolve(st: "CourtState", seat: int, e: Effect, answer: CourtMove | None, src: str) -> None:
        """Run the branch the answer picks: for ``option <i>`` the whole branch; for a step's own
        answer, the first branch offering it, resolving that step with it and then scheduling the
        rest of the branch."""
        assert answer is not None  # options() always lists choices: one was answered
        if isinstance(answer, mv.Option):
            run_effects(st, seat, e["options"][answer.number - 1], src)
            return
        action = str(answer)
        for branch in e["options"]:
            first = PRIMS[branch[0]["do"]]
            if action in (first.options(st, seat, branch[0]) or ()):
                run_effects(st, seat, branch[1:], src)
                first.resolve(st, seat, branch[0], answer, src)
                return

    @staticmethod
    def words(e: Effect) -> str:
        return "Either " + " or ".join(lower_first(effects_words(b)) for b in e["options"])

    @staticmethod
    def prompt(e: Effect) -> str:
        return "choose one: " + " / ".join(effects_words(b) for b in e["options"])


class PerGuild(Prim):
    """``per_guild``: gain 1 Influence of ``faction`` per figure of the listed ``guilds`` the actor
    controls (``figures.controlled``); no choice."""

    @staticmethod
    def resolve(st: "CourtState", seat: int, e: Effect, answer: CourtMove | None, src: str) -> None:
        """Gain that Influence (possibly 0, which is logged too)."""
        k = sum(figures.controlled(st, seat, GUILD_INDEX[g]) for g in e["guilds"])
        st.gain_influence(seat, e["faction"], k)
        if k:
            st.note(f"{{p{seat}}} gains {k} {e['faction'].title()} Influence.")
        else:
            st.note(f"{{p{seat}}} controls no {' or '.join(GUILD_NAME[g] for g in e['guilds'])} figure: "
                    f"no {e['faction'].title()} Influence.")

    @staticmethod
    def words(e: Effect) -> str:
        names = " and ".join(GUILD_NAME[g] for g in e["guilds"])
        return f"Gain 1 {e['faction'].title()} Influence for each {names} figure you control"


class Recall(Prim):
    """``recall``: return one of the actor's figures on the board to their Crypt."""

    kind = "figure"

    @staticmethod
    def options(st: "CourtState", seat: int, e: Effect) -> list[str] | None:
        """``figure <place> <seat+1> <guild>`` for each kind of the actor's figures at a location
        (not the Crypt)."""
        return figures.figure_options(st, [seat], range(1, NLOC + 1))

    @staticmethod
    def resolve(st: "CourtState", seat: int, e: Effect, answer: CourtMove | None, src: str) -> None:
        """Move the chosen figure from its location to ``seat``'s Crypt."""
        assert isinstance(answer, mv.Figure)  # options() always lists choices: one was answered
        place, owner, g = answer.place, answer.seat, answer.g
        figures.add(st, owner, place, g, -1)
        figures.add(st, owner, figures.CRYPT, g, 1)
        st.note(f"{{p{seat}}} returns a {GUILD_NAME[GUILD_IDS[g]]} figure from {LOCATION_NAME[place]} to the Crypt.")

    @staticmethod
    def words(e: Effect) -> str:
        return "Return one of your Guild figures on the board to your Crypt"

    @staticmethod
    def prompt(e: Effect) -> str:
        return "choose a figure to return to your Crypt"


class Mourner(Prim):
    """``mourner``: gain the top Mourner card of ``faction`` (a faction, or ``"any"``: the actor
    picks the deck)."""

    kind = "faction"

    @staticmethod
    def options(st: "CourtState", seat: int, e: Effect) -> list[str] | None:
        """None for a named faction; for ``any``, ``faction <f>`` for each non-empty Mourner deck."""
        if e["faction"] != "any":
            return None
        return [f"faction {f}" for f in FACTIONS if st.decks[f]]

    @staticmethod
    def resolve(st: "CourtState", seat: int, e: Effect, answer: CourtMove | None, src: str) -> None:
        """Draw the top card of the named or chosen deck for ``seat`` (:func:`draw_mourner`; an
        empty deck gives nothing)."""
        assert answer is None or isinstance(answer, mv.Faction)
        faction = e["faction"] if answer is None else answer.faction
        draw_mourner(st, seat, faction)

    @staticmethod
    def words(e: Effect) -> str:
        if e["faction"] == "any":
            return "Gain the top Mourner card of a deck of your choice"
        return f"Gain the top {e['faction'].title()} Mourner card"

    @staticmethod
    def prompt(e: Effect) -> str:
        return "choose a Mourner deck"


def _influence_take_options(st: "CourtState", victim: int, n: int, faction: str | None) -> list[str]:
    have = {f: st.influence(victim, f) for f in FACTIONS}
    if faction is not None:
        return []
    total = sum(have.values())
    k = min(n, total)
    out = []
    for combo in combinations_with_replacement(FACTIONS, k):
        if all(combo.count(f) <= have[f] for f in FACTIONS):
            out.append("influence " + " ".join(combo))
    return out


class Steal(Prim):
    """``steal``: take ``n`` Influence (of ``faction`` if named, else of the actor's choice) from an
    opponent."""

    kind = "target"

    @staticmethod
    def options(st: "CourtState", seat: int, e: Effect) -> list[str] | None:
        """``target <seat+1>`` for each opponent holding Influence of the named faction (any faction
        when none is named)."""
        faction = e.get("faction")
        return [f"target {v + 1}" for v in range(st.num_players) if v != seat and (
            st.influence(v, faction) > 0 if faction else any(st.influence(v, f) for f in FACTIONS))]

    @staticmethod
    def resolve(st: "CourtState", seat: int, e: Effect, answer: CourtMove | None, src: str) -> None:
        """With a named faction, move up to ``n`` of it from the victim to ``seat``; otherwise ask
        ``seat`` which ``min(n, what the victim has)`` Influence to take (``influence <faction>
        ...``)."""
        assert isinstance(answer, mv.Target)  # options() always lists choices: one was answered
        victim = answer.seat
        faction = e.get("faction")
        if faction:
            k = st.lose_influence(victim, faction, e["n"])
            st.gain_influence(seat, faction, k)
            st.note(f"{{p{seat}}} takes {k} {faction.title()} Influence from {{p{victim}}}.")
            return
        options = _influence_take_options(st, victim, e["n"], None)
        if options:
            st.push(StealChoice(seat, tuple(options), caused(src, f"choose which Influence to take from {{p{victim}}}"),
                                victim))

    @staticmethod
    def words(e: Effect) -> str:
        what = f"{e['n']} {e['faction'].title()} Influence" if e.get("faction") else f"{e['n']} Faction Influence of your choice"
        return f"Take {what} from an opponent"

    @staticmethod
    def prompt(e: Effect) -> str:
        return "choose an opponent to take Influence from"


def steal_types(st: "CourtState", frame: StealChoice, move: CourtMove) -> None:
    """:class:`~.frames.StealChoice`: the seat takes 1 Influence of each faction the answer
    (``influence ...``) names from the victim (``steal``; rulebook: the Court card's text)."""
    assert isinstance(move, mv.Influence)
    seat, victim, chosen = frame.seat, frame.victim, move.factions
    for f in chosen:
        st.lose_influence(victim, f, 1)
        st.gain_influence(seat, f, 1)
    st.note(f"{{p{seat}}} takes {_join([f.title() for f in chosen])} Influence from {{p{victim}}}.")


class Tax(Prim):
    """``tax``: a player puts ``n`` Etherea on Dirth Forge; they gain 1 Unity, and the actor too
    when ``who`` is ``any`` (the default) rather than ``self``."""

    kind = "target"

    @staticmethod
    def options(st: "CourtState", seat: int, e: Effect) -> list[str] | None:
        """None when ``who`` is ``self``; else ``target <seat+1>`` for every seat, the actor
        included, with at least ``n`` Etherea."""
        if e.get("who") == "self":
            return None
        return [f"target {v + 1}" for v in range(st.num_players) if st.etherea[v] >= e["n"]]

    @staticmethod
    def resolve(st: "CourtState", seat: int, e: Effect, answer: CourtMove | None, src: str) -> None:
        """The payer (``seat`` itself when nothing was asked) moves ``n`` Etherea to Dirth Forge
        (``st.forge``) and gains 1 Unity, and ``seat`` gains 1 too unless ``who`` is ``self``; a
        payer short of ``n`` pays nothing and nobody gains."""
        assert answer is None or isinstance(answer, mv.Target)
        payer = seat if answer is None else answer.seat
        if st.etherea[payer] < e["n"]:
            st.note(f"{{p{payer}}} cannot pay {e['n']} Etherea.")
            return
        st.etherea[payer] -= e["n"]
        st.forge += e["n"]
        st.note(f"{{p{payer}}} puts {e['n']} Etherea on Dirth Forge.")
        if e.get("who") != "self":
            st.note(f"{{p{seat}}} gains 1 Unity.")
            st.gain_unity(seat, 1)
        st.note(f"{{p{payer}}} gains 1 Unity.")
        st.gain_unity(payer, 1)

    @staticmethod
    def words(e: Effect) -> str:
        if e.get("who") == "self":
            return f"Put {e['n']} of your Etherea on Dirth Forge to gain 1 Unity"
        return (f"Choose a player (you may choose yourself) to put {e['n']} of their Etherea on Dirth Forge; "
                "you and that player each gain 1 Unity")

    @staticmethod
    def prompt(e: Effect) -> str:
        return f"choose a player to put {e['n']} Etherea on Dirth Forge"


class Relocate(Prim):
    """``relocate``: one movement of the actor's figures (from one place to another location)
    without paying Influence (Gallevarbe)."""

    kind = "move"

    @staticmethod
    def options(st: "CourtState", seat: int, e: Effect) -> list[str] | None:
        """A useful set of free moves (``movement.options(free=True)``); the choice accepts any
        legal one (frames.py ``FreeMove``)."""
        return movement.options(st, seat, free=True)

    @staticmethod
    def resolve(st: "CourtState", seat: int, e: Effect, answer: CourtMove | None, src: str) -> None:
        """Perform the chosen move without its Influence cost."""
        assert isinstance(answer, mv.MoveFigures)  # options() always lists choices: one was answered
        s, d, counts = answer.src, answer.dst, answer.counts
        movement.perform(st, seat, s, d, counts, free=True)
        st.note(f"{{p{seat}}} moves {movement.words(s, d, counts)} at no cost.")

    @staticmethod
    def words(e: Effect) -> str:
        return ("Move any number of your Guild figures from one place (your Crypt or a location) "
                "to another location without paying Influence")

    @staticmethod
    def prompt(e: Effect) -> str:
        return "move figures without paying Influence"


class Pull(Prim):
    """``pull``: move any one figure, anyone's, from a location or a Crypt to location ``to``."""

    kind = "figure"

    @staticmethod
    def options(st: "CourtState", seat: int, e: Effect) -> list[str] | None:
        """``figure <place> <seat+1> <guild>`` for every kind of figure of any seat in a Crypt or at
        a location other than ``to``."""
        places = [w for w in range(NLOC + 1) if w != e["to"]]
        return figures.figure_options(st, range(st.num_players), places)

    @staticmethod
    def resolve(st: "CourtState", seat: int, e: Effect, answer: CourtMove | None, src: str) -> None:
        """Move the chosen figure to ``to``; a figure ``seat`` takes out of its own Crypt counts as
        unearthed (``st.unearthed``)."""
        assert isinstance(answer, mv.Figure)  # options() always lists choices: one was answered
        place, owner, g = answer.place, answer.seat, answer.g
        figures.add(st, owner, place, g, -1)
        figures.add(st, owner, e["to"], g, 1)
        if place == figures.CRYPT and owner == seat:
            st.unearthed[seat] += 1
        st.note(f"{{p{seat}}} moves {figures.figure_words(place, owner, g)} to {LOCATION_NAME[e['to']]}.")

    @staticmethod
    def words(e: Effect) -> str:
        return f"Move any one Guild figure (anyone's, from a location or a Crypt) to {LOCATION_NAME[e['to']]}"

    @staticmethod
    def prompt(e: Effect) -> str:
        return f"choose a figure to move to {LOCATION_NAME[e['to']]}"


class Malavestros(Prim):
    """``malavestros``: put Malavestros on another location, where he cancels the location's effect
    until moved."""

    kind = "location"

    @staticmethod
    def options(st: "CourtState", seat: int, e: Effect) -> list[str] | None:
        """``location <n>`` for every location (1..NLOC) but his current one."""
        return [f"location {w}" for w in range(1, NLOC + 1) if w != st.malavestros]

    @staticmethod
    def resolve(st: "CourtState", seat: int, e: Effect, answer: CourtMove | None, src: str) -> None:
        """Move him to the chosen location (``st.malavestros``)."""
        assert isinstance(answer, mv.Location)  # options() always lists choices: one was answered
        st.malavestros = answer.place
        st.note(f"{{p{seat}}} sends Malavestros to {LOCATION_NAME[st.malavestros]}.")

    @staticmethod
    def words(e: Effect) -> str:
        return ("Put the Malavestros figure on a location: its effect is cancelled, and everyone "
                "with a figure there gains 1 Unity instead, until he is moved again")

    @staticmethod
    def prompt(e: Effect) -> str:
        return "choose where to send him"


class Deactivate(Prim):
    """``deactivate``: the actor deactivates one Mourner card of each opponent for the rest of the
    round."""

    @staticmethod
    def resolve(st: "CourtState", seat: int, e: Effect, answer: CourtMove | None, src: str) -> None:
        """Schedule, for each opponent in turn order after ``seat``, a choice of one of their
        Mourners not yet spent, which is then added to ``st.spent``."""
        for victim in st.order(seat)[1:]:
            st.push(AskDeactivate(seat, victim, src))

    @staticmethod
    def words(e: Effect) -> str:
        return "Deactivate one Mourner card of each opponent for the rest of the round"


def ask_deactivate(st: "CourtState", frame: AskDeactivate) -> None:
    """:class:`~.frames.AskDeactivate`: ask the seat which Mourner of the victim not yet spent
    this round it deactivates (nothing when none is left)."""
    seat, victim, src = frame
    opts = tuple(f"card {m}" for m in st.mourners[victim] if m not in st.spent)
    if opts:
        st.push(DeactivateChoice(seat, opts, caused(src, f"choose a Mourner of {{p{victim}}} to deactivate"), victim))


def deactivate(st: "CourtState", frame: DeactivateChoice, move: CourtMove) -> None:
    """:class:`~.frames.DeactivateChoice`: the Mourner chosen (``card <id>``) is spent for the
    rest of the round."""
    assert isinstance(move, mv.Card)
    seat, victim, m = frame.seat, frame.victim, move.card
    st.spent.add(m)
    st.note(f"{{p{seat}}} deactivates {{p{victim}}}'s {MOURNERS[m]['name']}.")


class Wallows(Prim):
    """``wallows``: draw ``draw`` Wallows cards and keep one, as an extra quest for the round
    (``keep="quest"``, compulsory) or as an artifact (``keep="artifact"``, optional, its benefit run
    now); the rest are discarded."""

    @staticmethod
    def resolve(st: "CourtState", seat: int, e: Effect, answer: CourtMove | None, src: str) -> None:
        """Schedule the draws into ``st.drawn`` (each a chance node, ``wallows_deck.draw``), then
        the keep choice."""
        st.drawn = []
        st.push(*[DrawWallows(seat, "drawn") for _ in range(e["draw"])], KeepDrawnCards(seat, e["keep"], src))

    @staticmethod
    def words(e: Effect) -> str:
        if e["keep"] == "quest":
            return (f"Draw {e['draw']} Wallows cards; put one into play as an extra quest for this round "
                    "and discard the other")
        return (f"Draw {e['draw']} Wallows cards; you may keep one artifact among them in play for the rest "
                "of the game, gaining its benefit now without its objective; discard the rest")


def keep_drawn_cards(st: "CourtState", frame: KeepDrawnCards) -> None:
    """:class:`~.frames.KeepDrawnCards`: ask which drawn Wallows card to keep: any, as a quest
    (compulsory); an artifact, or ``skip`` (none: the cards are discarded at once)."""
    seat, keep, src = frame
    if keep == "quest":
        opts = tuple(f"card {w}" for w in st.drawn)
        if opts:
            st.push(KeepDrawn(seat, opts, caused(src, "choose a Wallows card to put into play"), keep))
        return
    opts = tuple(f"card {w}" for w in st.drawn if WALLOWS[w]["kind"] == "artifact")
    if not opts:
        st.note("No artifact among them.")
        _kept(st, seat, None, keep)
        return
    st.push(KeepDrawn(seat, (*opts, "skip"), caused(src, "you may keep an artifact"), keep))


def keep_drawn(st: "CourtState", frame: KeepDrawn, move: CourtMove) -> None:
    """:class:`~.frames.KeepDrawn`: the card chosen (``card <id>``) is kept, the others
    discarded; ``skip`` keeps none."""
    _kept(st, frame.seat, move.card if isinstance(move, mv.Card) else None, frame.keep)


def _kept(st: "CourtState", seat: int, chosen: str | None, keep: str) -> None:
    for w in st.drawn:
        if w != chosen:
            st.wallows_discard.append(w)
    st.drawn = []
    if chosen is None:
        return
    if keep == "quest":
        st.wallows[seat].append(chosen)
        st.note(f"{{p{seat}}} puts {WALLOWS[chosen]['name']} into play.")
    else:
        st.artifacts[seat].append(chosen)
        tally.wallows(st, seat, chosen, "kept")
        st.note(f"{{p{seat}}} keeps the artifact {WALLOWS[chosen]['name']}.")
        run_effects(st, seat, WALLOWS[chosen]["benefit"], chosen)


class Alltaker(Prim):
    """``alltaker``: take Death, the Alltaker, becoming first player (``st.first``)."""

    @staticmethod
    def resolve(st: "CourtState", seat: int, e: Effect, answer: CourtMove | None, src: str) -> None:
        """Make ``seat`` first player; nothing is logged if it already is."""
        if st.first != seat:
            st.first = seat
            st.note(f"{{p{seat}}} takes Death, the Alltaker.")

    @staticmethod
    def words(e: Effect) -> str:
        return "Take Death, the Alltaker (first player; once a round it wins you a tie for a location or guild)"


class Destroy(Prim):
    """``destroy``: remove one Guild figure from play; ``whose="own"`` limits it to the actor's."""

    kind = "figure"

    @staticmethod
    def options(st: "CourtState", seat: int, e: Effect) -> list[str] | None:
        """``figure <place> <seat+1> <guild>`` for every kind of figure, in a Crypt or at a
        location, of the actor (``own``) or of anyone."""
        seats = [seat] if e.get("whose") == "own" else range(st.num_players)
        return figures.figure_options(st, seats, range(NLOC + 1))

    @staticmethod
    def resolve(st: "CourtState", seat: int, e: Effect, answer: CourtMove | None, src: str) -> None:
        """Remove the chosen figure from play (``figures.remove``)."""
        assert isinstance(answer, mv.Figure)  # options() always lists choices: one was answered
        place, owner, g = answer.place, answer.seat, answer.g
        figures.remove(st, owner, place, g)
        st.note(f"{{p{seat}}} removes {figures.figure_words(place, owner, g)} from play.")

    @staticmethod
    def words(e: Effect) -> str:
        if e.get("whose") == "own":
            return "Remove one of your Guild figures from play"
        return "Remove any one Guild figure from play (on the board or in a Crypt)"

    @staticmethod
    def prompt(e: Effect) -> str:
        return "choose a figure to remove from play"


class Forge(Prim):
    """``forge``: put ``n`` Etherea from the supply on Dirth Forge; no choice."""

    @staticmethod
    def resolve(st: "CourtState", seat: int, e: Effect, answer: CourtMove | None, src: str) -> None:
        """Add ``n`` to ``st.forge`` (the supply is unlimited)."""
        st.forge += e["n"]
        st.note(f"{e['n']} Etherea go from the supply to Dirth Forge.")

    @staticmethod
    def words(e: Effect) -> str:
        return f"Put {e['n']} Etherea from the supply on Dirth Forge (toward this round's Tithe)"


class SwapCourt(Prim):
    """``swap_court`` (Severamm): look at the undealt Court cards and optionally exchange one of
    yours for one of them."""

    kind = "swap"

    @staticmethod
    def options(st: "CourtState", seat: int, e: Effect) -> list[str] | None:
        """``swap <held> <undealt>`` for every pair, and ``keep``. Listing them shows the undealt
        cards to ``seat`` (``knowledge.sees``) and marks the step a reveal that cannot be undone
        (``State.mark_reveal``)."""
        knowledge.sees(st, seat, knowledge.undealt(st.num_players), st.undealt)  # its holder looks at them
        st.mark_reveal()  # and the options name them: the step that offers them cannot be undone
        return [f"swap {h} {u}" for h in sorted(st.hands[seat]) for u in sorted(st.undealt)] + ["keep"]

    @staticmethod
    def resolve(st: "CourtState", seat: int, e: Effect, answer: CourtMove | None, src: str) -> None:
        """Exchange the two cards between ``seat``'s hand and the undealt pile as a secret exchange;
        ``keep`` does nothing (the choice words its own log line)."""
        assert isinstance(answer, (mv.Swap, mv.Keep))  # options() always lists choices: one was answered
        if isinstance(answer, mv.Keep):  # the log line is the choice's own (words.swap_words)
            return
        h, u = answer.give, answer.take
        st.hands[seat].remove(h)
        st.undealt.remove(u)
        st.hands[seat].append(u)
        tally.hold(st, seat, (u,))
        st.undealt.append(h)
        knowledge.secret_exchange(st, seat, h, knowledge.hand(seat), u, knowledge.undealt(st.num_players))

    @staticmethod
    def words(e: Effect) -> str:
        return ("Look at the Court cards not dealt this round; you may exchange one of your Court cards "
                "for one of them")

    @staticmethod
    def prompt(e: Effect) -> str:
        return "exchange a Court card with an undealt one, or keep yours"


class ReclaimCourt(Prim):
    """``reclaim_court`` (Socopharie): take a Court card played this round into hand and discard one
    from hand face up."""

    kind = "reclaim"

    @staticmethod
    def options(st: "CourtState", seat: int, e: Effect) -> list[str] | None:
        """``reclaim <played> <held>`` for every played card and every card in ``seat``'s hand."""
        return [f"reclaim {p} {d}" for p in sorted(set(st.played)) for d in sorted(st.hands[seat])]

    @staticmethod
    def resolve(st: "CourtState", seat: int, e: Effect, answer: CourtMove | None, src: str) -> None:
        """Swap the two between ``st.played`` and ``seat``'s hand; both cards are public."""
        assert isinstance(answer, mv.Reclaim)  # options() always lists choices: one was answered
        taken, dropped = answer.take, answer.discard
        st.played.remove(taken)
        st.hands[seat].remove(dropped)
        st.hands[seat].append(taken)
        tally.hold(st, seat, (taken,))
        st.played.append(dropped)
        knowledge.public(st, taken, knowledge.hand(seat))
        knowledge.public(st, dropped, knowledge.played(st.num_players))
        st.note(f"{{p{seat}}} takes back {COURT[taken]['name']} and discards {COURT[dropped]['name']} face up.")

    @staticmethod
    def words(e: Effect) -> str:
        return ("Take a Court card played this round into your hand and discard another Court card "
                "from your hand face up")

    @staticmethod
    def prompt(e: Effect) -> str:
        return "choose a played Court card to take and one of yours to discard"


class Dreadsbane(Prim):
    """``dreadsbane``: take the Dreadsbane token; its holder's figures do not roll in the Dreadsgrip
    Threat check."""

    @staticmethod
    def resolve(st: "CourtState", seat: int, e: Effect, answer: CourtMove | None, src: str) -> None:
        """Give ``seat`` the token (``st.dreadsbane``), logged as kept if it had it."""
        st.note(f"{{p{seat}}} {'keeps' if st.dreadsbane == seat else 'takes'} the Dreadsbane token.")
        st.dreadsbane = seat

    @staticmethod
    def words(e: Effect) -> str:
        return "Take the Dreadsbane token: your figures do not roll in the Dreadsgrip Threat check"


PRIMS: dict[str, type[Prim]] = {
    "gain": Gain, "lose": Lose, "influence": Influence, "suspicion": Suspicion, "dreadsgrip": Dreadsgrip,
    "figure": Figure, "either": Either, "per_guild": PerGuild, "recall": Recall, "mourner": Mourner,
    "steal": Steal, "tax": Tax, "relocate": Relocate, "pull": Pull, "malavestros": Malavestros,
    "deactivate": Deactivate, "wallows": Wallows, "alltaker": Alltaker, "destroy": Destroy,
    "forge": Forge, "swap_court": SwapCourt, "reclaim_court": ReclaimCourt, "dreadsbane": Dreadsbane,
}


# ---------------------------------------------------------------------- running effects
def run_effects(st: "CourtState", seat: int, effects: Sequence[Effect], src: str) -> None:
    """Schedule ``effects`` for ``seat`` to run next, in order (a :class:`~.frames.RunEffect`
    each). ``src`` names the card or place they come from (for the log)."""
    st.push(*[RunEffect(seat, e, src) for e in effects])


def run_effect(st: "CourtState", frame: RunEffect) -> None:
    """:class:`~.frames.RunEffect`: run one effect; a choice it asks for (an
    :class:`~.frames.EffectChoice`, a :class:`~.frames.FreeMove` for a free movement) names the
    card or place it comes from: ``Death — choose an opponent to take Influence from``."""
    seat, e, src = frame
    prim = PRIMS[e["do"]]
    opts = prim.options(st, seat, e)
    if opts is None:
        prim.resolve(st, seat, e, None, src)
    elif not opts:
        st.note(f"{card_name(src)}: “{prim.words(e)}” cannot be done now.")
    elif prim is Relocate:
        st.push(FreeMove(seat, tuple(opts), caused(src, prim.prompt(e)), (e,), src))
    else:
        st.push(EffectChoice(seat, tuple(opts), prim.kind, caused(src, prim.prompt(e)), (e,), src))


def feasible(st: "CourtState", seat: int, effects: list[Effect]) -> bool:
    """False when the first step of ``effects`` needs a choice and has none to offer."""
    if not effects:
        return True
    opts = PRIMS[effects[0]["do"]].options(st, seat, effects[0])
    return opts is None or bool(opts)


def offer(st: "CourtState", seat: int, effects: list[Effect], src: str, prompt: str) -> None:
    """An optional effect, all or nothing (rulebook: Locations): ``seat`` takes it or ``skip``s.
    When its first step is a choice, that choice and ``skip`` are asked together."""
    first = PRIMS[effects[0]["do"]]
    opts = first.options(st, seat, effects[0])
    if opts is None and all(e["do"] == "per_guild" or (e["do"] == "gain" and not e.get("unity")) for e in effects):
        run_effects(st, seat, effects, src)  # ruling: a pure gain is always taken
        return
    if opts is None:
        options: tuple[str, ...] = ("use", "skip")
    elif not opts:
        st.note(f"{{p{seat}}} cannot use {src}.")
        return
    else:
        options = (*opts, "skip")
    if first is Relocate:
        st.push(FreeMove(seat, options, prompt, effects, src))
    else:
        st.push(EffectChoice(seat, options, first.kind if opts else "use", prompt, effects, src))


def choose(st: "CourtState", frame: EffectChoice | FreeMove, move: CourtMove) -> None:
    """An :class:`~.frames.EffectChoice` or :class:`~.frames.FreeMove` answered: ``skip`` leaves
    the effects (noted), ``use`` runs them all; any other answer is the first effect's choice,
    which resolves with it, the rest following."""
    seat, effects, src = frame.seat, frame.effects, frame.src
    if isinstance(move, mv.Skip):
        st.note(f"{{p{seat}}} does not use {src}.")
        return
    if isinstance(move, mv.Use):
        run_effects(st, seat, effects, src)
        return
    run_effects(st, seat, effects[1:], src)
    PRIMS[effects[0]["do"]].resolve(st, seat, effects[0], move, src)


def branch_words(frame: EffectChoice | FreeMove, move: CourtMove) -> str | None:
    """Words of ``option <i>`` of an "either" effect (the effects of that branch), from the
    choice's first effect; None for any other answer."""
    if not isinstance(move, mv.Option):
        return None
    effect = frame.effects[0]
    if effect.get("do") != "either":
        return None
    return effects_words(effect["options"][move.number - 1])


def choice_describe(st: "CourtState", frame: EffectChoice | FreeMove, move: CourtMove) -> LogEntry:
    """The log line of an effect's choice (words.py ``choice_line``, an "either" answer read as
    its branch's effects)."""
    kind = frame.kind if isinstance(frame, EffectChoice) else "move"
    return choice_line(st, frame.seat, kind, frame.prompt, move, frame.src, branch_words(frame, move))


def choice_info(st: "CourtState", frame: EffectChoice | FreeMove, move: CourtMove) -> dict[str, Any]:
    """``action_info`` of an effect's choice (notation.py ``option_info``), an "either" answer
    labelled with its branch's effects."""
    info = option_info(st, frame.seat, move, frame.kind if isinstance(frame, EffectChoice) else "move")
    branch = branch_words(frame, move)
    if branch:
        info["label"] = branch
    return info


def free_move_candidates(st: "CourtState", frame: FreeMove, move: CourtMove) -> list[str]:
    """A free movement is accepted when legal, listed or not (movement.py ``problem`` with
    ``free``): ``[action]`` then, else ``[]``."""
    if isinstance(move, mv.MoveFigures) and movement.problem(st, frame.seat, move.src, move.dst, move.counts,
                                                             free=True) is None:
        return [str(move)]
    return []


# ---------------------------------------------------------------------- gaining Mourner cards
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
        st.push(RaiseMeter("dreadsgrip", 1, (seat,)))  # after the instant ability, pushed below it
    if card["ability"]["when"] == "instant":
        tally.use_mourner(st, seat, mid)
        run_effects(st, seat, card["ability"]["effects"], mid)


def mourner_deck(st: "CourtState", frame: MournerDraw) -> list[str]:
    """The cards a :class:`~.frames.MournerDraw` is among: the faction's Mourner deck, or its
    starting Mourners not yet drawn (``st.start_pool``)."""
    return st.start_pool[frame.faction] if frame.starting else st.decks[frame.faction]


def mourner_odds(st: "CourtState", frame: MournerDraw) -> list[tuple[str, float]]:
    """``("mourner <id>", p)`` for every card of the deck, uniform (the top card is decided
    when drawn)."""
    deck = sorted(mourner_deck(st, frame))
    p = 1.0 / len(deck)
    return [(f"mourner {m}", p) for m in deck]


def public_chance(st: "CourtState", frame: Any) -> ChanceKind:
    """A ``public`` chance node (the kind of every draw face up and every die rolled in the
    open: Mourner cards, Wallows cards, the Etherea roll, the Dreadsgrip dice)."""
    return ChanceKind.public(st.num_players)


def draw_mourner_card(st: "CourtState", frame: MournerDraw, move: CourtMove) -> None:
    """The drawn Mourner (``mourner <id>``) leaves its deck and :func:`gain_mourner` puts it into
    play for the frame's seat, raising the Dreadsgrip unless it is a starting Mourner (rulebook:
    Mourner Cards; Player Set-Up, starting Mourners, a public draw)."""
    assert isinstance(move, mv.MournerCard)
    mourner_deck(st, frame).remove(move.card)
    gain_mourner(st, frame.seat, move.card, not frame.starting)


def mourner_line(st: "CourtState", frame: MournerDraw, move: CourtMove) -> LogEntry:
    """Log line of a Mourner drawn, naming the seat, the faction (not for a starting Mourner)
    and the card."""
    assert isinstance(move, mv.MournerCard)
    name = MOURNERS[move.card]["name"]
    if frame.starting:
        return f"{{p{frame.seat}}} draws the starting Mourner {name}."
    return f"{{p{frame.seat}}} draws a {frame.faction.title()} Mourner: {name}."


def draw_random_mourner(st: "CourtState", seat: int, faction: str, starting: bool = False) -> None:
    """``seat`` (int) draws a Mourner card at random from the ``faction`` deck (or, ``starting``,
    among its starting Mourners: :func:`mourner_deck`, a non-empty list) and gains it: a
    :class:`~.frames.MournerDraw` chance node, or, with one card left, that card at once
    (rulebook: Mourner Cards; Player Set-Up, starting Mourners)."""
    frame = MournerDraw(seat, faction, starting)
    deck = mourner_deck(st, frame)
    if len(deck) == 1:
        mid = deck.pop()
        gain_mourner(st, seat, mid, not starting)
        return
    st.push(frame)


def draw_mourner(st: "CourtState", seat: int, faction: str) -> None:
    """Draw the top Mourner card of ``faction`` for ``seat``: nothing if that deck is empty."""
    if not st.decks[faction]:
        st.note(f"The {faction.title()} Mourner deck is empty: {{p{seat}}} gains nothing.")
        return
    draw_random_mourner(st, seat, faction)


# ---------------------------------------------------------------------- paying Influence for Unity
def _track_losses(space: int) -> list[int]:
    """Points lost by moving a Faction Influence track down ``d`` spaces from ``space``, for
    ``d = 0..space`` (the printed end-game values, board.json ``influence_points``)."""
    return [INFLUENCE_POINTS[space] - INFLUENCE_POINTS[space - d] for d in range(space + 1)]


def payments(tracks: tuple[int, ...] | list[int], k: int) -> list[tuple[int, ...]]:
    """Ways to pay ``k`` Faction Influence points from tracks at ``tracks`` (Bone, Flesh,
    Spirit spaces): spaces down per track, each paying at least ``k`` points by the printed
    values and going no further than needed (one space less on any moved track would pay
    less than ``k``). Empty when the tracks hold fewer than ``k`` points. Pure: for tests."""
    losses = [_track_losses(v) for v in tracks]
    # More spaces than the first that reaches k on one track is never needed.
    tops = [next((d for d, lost in enumerate(ls) if lost >= k), len(ls) - 1) for ls in losses]
    out: list[tuple[int, ...]] = []
    for b in range(tops[0] + 1):
        for f in range(tops[1] + 1):
            for s in range(tops[2] + 1):
                steps = (b, f, s)
                total = sum(losses[i][d] for i, d in enumerate(steps))
                if total >= k and all(d == 0 or total - losses[i][d] + losses[i][d - 1] < k
                                      for i, d in enumerate(steps)):
                    out.append(steps)
    return out


def pay_influence(st: "CourtState", seat: int, k: int) -> None:
    """``seat`` pays ``k`` Faction Influence *points* (the printed end-game values) for Unity
    it lacks, moving down its tracks as far as needed, choosing which (rulebook: Suspicion 13,
    "pay any difference using Faction Influence points"; Tithe 6b, "lose Faction points to make
    up the difference"). A seat whose tracks hold fewer points pays them all (each track down
    to its last space worth 0) and owes the rest, taken off its final score (``st.debt``; ruling)."""
    tracks = [st.influence(seat, f) for f in FACTIONS]
    ways = payments(tracks, k)
    if ways:
        st.push(PayChoice(seat, tuple("pay " + " ".join(f for f, d in zip(FACTIONS, w) for _ in range(d)) for w in ways),
                          k))
        return
    paid = 0
    for f, v in zip(FACTIONS, tracks):
        ls = _track_losses(v)
        d = ls.index(ls[-1])  # the fewest spaces that give up every point of the track
        paid += ls[d]
        st.lose_influence(seat, f, d)
    st.debt[seat] += k - paid
    st.note(f"{{p{seat}}} pays {paid} Faction Influence point{'s' if paid != 1 else ''} and owes "
            f"{k - paid}, taken off the final score.")


def pay_prompt(points: int) -> str:
    """What a :class:`~.frames.PayChoice` asks."""
    return f"pay {points} Faction Influence points for missing Unity: choose the tracks to move down"


def paid(st: "CourtState", frame: PayChoice, move: CourtMove) -> None:
    """:class:`~.frames.PayChoice`: each track named (``pay ...``, one word per space) moves
    down one space, the points paid by the printed values noted."""
    assert isinstance(move, mv.Pay)
    seat, chosen = frame.seat, move.factions
    before = sum(st.influence_points(seat))
    for f in chosen:
        st.lose_influence(seat, f, 1)
    spaces = ", ".join(f"{f.title()} {chosen.count(f)}" for f in FACTIONS if f in chosen)
    st.note(f"{{p{seat}}} pays {before - sum(st.influence_points(seat))} Faction Influence points "
            f"instead of Unity (spaces down: {spaces}).")


# ---------------------------------------------------------------------- words
def lower_first(text: str) -> str:
    """``text`` with its first character lower-cased (to run a sentence on after "Either")."""
    return text[:1].lower() + text[1:]


def effects_words(effects: list[Effect]) -> str:
    """Rules text of an effect list, generated from its primitives: "Gain 3 Etherea. Reduce ..."."""
    return ". ".join(PRIMS[e["do"]].words(e) for e in effects)
