"""Metrics: counts of what a seat has, for Wallows objectives, ability conditions and
Ulterior Motives (designed content; docs/rulings/court_of_the_dead.md, Designed content).

A metric spec is ``{"metric": name, ...}``; a requirement adds ``at_least`` or ``at_most``.

| metric | parameters | counts |
|---|---|---|
| etherea, unity | - | what the seat holds |
| influence | faction | that Faction Influence track (0..15) |
| mourners | faction (optional) | Mourner cards in play |
| guild | guilds | figures of those guilds in play (board and Crypt) |
| board | faction (optional) | figures at locations (of that faction) |
| spread | - | locations holding at least one of the seat's figures |
| controls | faction (optional) | locations (of that faction) where the seat alone has the most figures |
| crypt | - | figures in the seat's Crypt |
| tithe | - | Etherea the seat gave to this round's Tithe |
| recruits, moves | - | recruit actions, movements made this round |
| unearthed | - | figures the seat moved out of its own Crypt to a location this round |
| plays | faction (optional; ``court``: Death) | Court cards (of that faction) played this round |
| artifacts | - | artifacts kept in play |
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Callable

from . import figures
from .data import COURT_FACTIONS, FACTIONS, GUILD_INDEX, GUILD_NAME, LOCATION_FACTION, MOURNERS, NLOC
from .specs import MetricSpec, MotiveScore, Requirement

if TYPE_CHECKING:
    from .state import CourtState


def controls(st: "CourtState", seat: int, place: int) -> bool:
    """True when ``seat`` alone has the most figures at ``place`` (at least one)."""
    mine = figures.seat_total_at(st, seat, place)
    return mine > 0 and all(figures.seat_total_at(st, s, place) < mine for s in range(st.num_players) if s != seat)


def metric(st: "CourtState", seat: int, spec: MetricSpec) -> int:
    """The count ``spec`` names for ``seat`` (see the module table)."""
    m = spec["metric"]
    faction = spec.get("faction")
    if m == "etherea":
        return st.etherea[seat]
    if m == "unity":
        return st.unity[seat]
    if m == "influence":
        return st.influence(seat, spec["faction"])
    if m == "mourners":
        return sum(1 for c in st.mourners[seat] if faction is None or MOURNERS[c]["faction"] == faction)
    if m == "guild":
        return sum(figures.controlled(st, seat, GUILD_INDEX[g]) for g in spec["guilds"])
    if m == "board":
        return figures.on_board(st, seat, faction)
    if m == "spread":
        return sum(1 for w in range(1, NLOC + 1) if figures.seat_total_at(st, seat, w) > 0)
    if m == "controls":
        return sum(1 for w in range(1, NLOC + 1)
                   if (faction is None or LOCATION_FACTION[w] == faction) and controls(st, seat, w))
    if m == "crypt":
        return figures.seat_total_at(st, seat, figures.CRYPT)
    if m == "tithe":
        return st.tithe_given[seat]
    if m == "recruits":
        return st.recruits[seat]
    if m == "plays":
        if faction is None:
            return st.plays[seat]
        return st.plays_by[seat * len(COURT_FACTIONS) + COURT_FACTIONS.index(faction)]
    if m == "moves":
        return st.moves[seat]
    if m == "unearthed":
        return st.unearthed[seat]
    if m == "artifacts":
        return len(st.artifacts[seat])
    raise ValueError(f"unknown metric {m!r}")


def _counter(spec: MetricSpec) -> Callable[["CourtState", int], int]:
    """A function ``(st, seat) -> count`` for a metric spec: :func:`metric` without its
    dispatch, for checks run before every step of the engine (Wallows objectives)."""
    m = spec["metric"]
    if m == "guild":
        gs = tuple(GUILD_INDEX[g] for g in spec["guilds"])
        return lambda st, seat: sum(figures.controlled(st, seat, g) for g in gs)
    if m in ("etherea", "unity", "recruits", "moves", "unearthed") or (m == "plays" and "faction" not in spec):
        return lambda st, seat: getattr(st, m)[seat]
    if m == "tithe":
        return lambda st, seat: st.tithe_given[seat]
    if m == "crypt":
        return lambda st, seat: figures.seat_total_at(st, seat, figures.CRYPT)
    if m == "influence":
        i = FACTIONS.index(spec["faction"])
        return lambda st, seat: st.infl[seat * 3 + i]
    return lambda st, seat: metric(st, seat, spec)


def compile_requirement(req: Requirement) -> Callable[["CourtState", int], bool]:
    """A predicate ``(st, seat) -> bool`` equal to ``met(st, seat, req)``, faster. ``req``
    has ``at_least``, ``at_most`` or both (every Wallows objective does)."""
    count = _counter(req)
    low = req.get("at_least")
    high = req.get("at_most")
    if high is None:
        assert low is not None, f"requirement {req} has neither at_least nor at_most"
        return lambda st, seat: count(st, seat) >= low
    if low is None:
        return lambda st, seat: count(st, seat) <= high
    return lambda st, seat: low <= count(st, seat) <= high


def met(st: "CourtState", seat: int, req: Requirement) -> bool:
    """Whether ``seat`` meets requirement ``req`` now."""
    value = metric(st, seat, req)
    if "at_least" in req and value < req["at_least"]:
        return False
    if "at_most" in req and value > req["at_most"]:
        return False
    return True


def motive_points(st: "CourtState", seat: int, motive: dict[str, Any]) -> int:
    """Points an Ulterior Motive scores for ``seat`` now. ``per``: ``points`` for every
    ``every`` of the metric, at most ``max``; ``most``: ``points`` if the seat alone has the
    most (at least one); a tie scores nothing (the Alltaker does not break it)."""
    rule: MotiveScore = motive["score"]
    spec = rule["metric"]
    value = metric(st, seat, spec)
    if rule["rule"] == "per":
        return min(rule["max"], rule["points"] * (value // rule["every"]))
    others = [metric(st, s, spec) for s in range(st.num_players) if s != seat]
    return rule["points"] if value > 0 and all(v < value for v in others) else 0


# ---------------------------------------------------------------------- words
def metric_words(spec: MetricSpec, noun: bool = False) -> str:
    """What a metric counts, in words. By default as a player's own ("Etherea you hold",
    "Mortis Knighthood figures you control": after "at least 2" or "each of the"); with
    ``noun``, without the "you" ("Etherea", "Mourner cards in play": after "the most", where
    the sentence already says who)."""
    m, faction = spec["metric"], spec.get("faction")
    fw = f"{faction.title()} " if faction else ""
    guilds = " and ".join(GUILD_NAME[g] for g in spec.get("guilds", []))
    own, plain = {
        "etherea": ("Etherea you hold", "Etherea"),
        "unity": ("Unity you hold", "Unity"),
        "influence": (f"{fw}Influence", f"{fw}Influence"),
        "mourners": (f"{fw}Mourner cards you have in play", f"{fw}Mourner cards in play"),
        "guild": (f"{guilds} figures you control", f"{guilds} figures"),
        "board": (f"figures you have in {fw}locations", f"figures in {fw}locations"),
        "spread": ("locations where you have a figure", "locations with a figure"),
        "controls": (f"{fw}locations you control", f"{fw}locations controlled"),
        "crypt": ("figures in your Crypt", "figures in the Crypt"),
        "tithe": ("Etherea you gave to this round's Tithe", "Etherea given to this round's Tithe"),
        "recruits": ("times you recruited this round", "recruits this round"),
        "plays": (f"{fw}Court cards you played this round", f"{fw}Court cards played this round"),
        "moves": ("movements you made this round", "movements this round"),
        "unearthed": ("figures you moved out of your Crypt this round", "figures moved out of a Crypt this round"),
        "artifacts": ("artifacts you keep in play", "artifacts in play"),
    }[m]
    return plain if noun else own


def requirement_words(req: Requirement) -> str:
    """``{"metric": "guild", "guilds": ["MK"], "at_least": 2}`` -> "At least 2 Mortis Knighthood figures you control"."""
    if "at_most" in req:
        return f"No {metric_words(req)}" if req["at_most"] == 0 else f"At most {req['at_most']} {metric_words(req)}"
    if req["at_least"] == 1:  # the words count in the plural: "1 or more Bone locations you control"
        return f"1 or more {metric_words(req)}"
    return f"At least {req['at_least']} {metric_words(req)}"


def motive_words(motive: dict[str, Any]) -> str:
    """Rules text of an Ulterior Motive card's ``score`` (motives.json): "2 points for each of
    the Mortis Knighthood figures you control (at most 12)"."""
    rule: MotiveScore = motive["score"]
    what = metric_words(rule["metric"])
    if rule["rule"] == "most":
        return f"{rule['points']} points if you alone have the most {metric_words(rule['metric'], noun=True)}"
    every = "each" if rule["every"] == 1 else f"every {rule['every']}"
    return f"{rule['points']} point{'s' if rule['points'] != 1 else ''} for {every} of the {what} (at most {rule['max']})"
