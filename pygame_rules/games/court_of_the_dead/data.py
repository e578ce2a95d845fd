"""Static data of Court of the Dead, loaded once from the package's JSON files.

Board facts (factions, guilds, the 12 locations, meter tables) come from ``board.json``;
the decks from ``court.json``, ``mourners.json``, ``wallows.json`` and ``motives.json``.
Everything marked DESIGNED in those files is our design (docs/rulings/court_of_the_dead.md, Designed content).
All objects here are shared between states and never mutated.

Raises ``ValueError`` at import time if a file names an unknown guild, faction,
location, effect primitive or metric (so a bad edit fails loudly, not mid-game).
"""

from __future__ import annotations

import json
from importlib import resources
from typing import Any, cast


def _load(name: str) -> dict[str, Any]:
    """The JSON object of the package's data file ``name``."""
    return cast(dict[str, Any], json.loads(resources.files(__package__).joinpath(name).read_text("utf-8")))


BOARD: dict[str, Any] = _load("board.json")
FACTIONS: tuple[str, ...] = tuple(BOARD["factions"])
"""``("bone", "flesh", "spirit")``: the order of Influence tracks everywhere."""
FACTION_INDEX = {f: i for i, f in enumerate(FACTIONS)}

GUILDS: tuple[dict[str, Any], ...] = tuple(BOARD["guilds"])
"""The six guilds in Guild-track order (the order they resolve in)."""
GUILD_IDS: tuple[str, ...] = tuple(g["id"] for g in GUILDS)
GUILD_INDEX = {g: i for i, g in enumerate(GUILD_IDS)}
GUILD_NAME: dict[str, str] = {g["id"]: g["name"] for g in GUILDS}
GUILD_FACTION: dict[str, str] = {g["id"]: g["faction"] for g in GUILDS}
NG = len(GUILDS)

LOCATIONS: tuple[dict[str, Any], ...] = tuple(BOARD["locations"])
"""The 12 locations, index ``i`` holding location number ``i + 1`` (resolution order)."""
NLOC = len(LOCATIONS)
LOCATION_NAME: dict[int, str] = {loc["id"]: loc["name"] for loc in LOCATIONS}
LOCATION_FACTION: dict[int, str] = {loc["id"]: loc["faction"] for loc in LOCATIONS}

TITHE_STEP: tuple[int, ...] = tuple(BOARD["tithe_step"])
DREADSGRIP_LIMIT: tuple[int, ...] = tuple(BOARD["dreadsgrip_limit"])
INFLUENCE_POINTS: tuple[int, ...] = tuple(BOARD["influence_points"])
INFLUENCE_MAX: int = BOARD["influence_max"]
DRAFT: dict[int, dict[str, Any]] = {int(k): v for k, v in BOARD["draft"].items()}
UNITY_SUPPLY: dict[int, int] = {int(k): v for k, v in BOARD["unity_supply"].items()}

COURT: dict[str, dict[str, Any]] = {c["id"]: c for c in _load("court.json")["cards"]}
COURT_FACTIONS: tuple[str, ...] = (*FACTIONS, "court")
"""Factions a Court card may show: the three, or ``court`` (Death, loyal to none)."""
COURT_IDS: tuple[str, ...] = tuple(sorted(COURT))
MOURNERS: dict[str, dict[str, Any]] = {m["id"]: m for m in _load("mourners.json")["mourners"]}
MOURNER_IDS: tuple[str, ...] = tuple(MOURNERS)
WALLOWS: dict[str, dict[str, Any]] = {w["id"]: w for w in _load("wallows.json")["cards"]}
WALLOWS_IDS: tuple[str, ...] = tuple(sorted(WALLOWS))
MOTIVES: dict[str, dict[str, Any]] = {m["id"]: m for m in _load("motives.json")["motives"]}
MOTIVE_IDS: tuple[str, ...] = tuple(MOTIVES)

PRIMITIVES = frozenset({
    "gain", "lose", "influence", "suspicion", "dreadsgrip", "figure", "either", "per_guild", "recall",
    "mourner", "steal", "tax", "relocate", "pull", "malavestros", "deactivate", "wallows", "alltaker",
    "destroy", "forge", "swap_court", "reclaim_court", "dreadsbane",
})
"""The effect vocabulary (effects.py). Every effect in the data files uses only these."""
METRICS = frozenset({
    "etherea", "unity", "influence", "mourners", "guild", "board", "spread", "controls", "crypt",
    "tithe", "recruits", "plays", "moves", "unearthed", "artifacts",
})
"""The metric vocabulary (metrics.py) of requirements and Ulterior Motives."""
TRIGGERS = frozenset({"instant", "action", "round_start", "pass_etherea", "recruit", "court", "tithe", "end_round"})
"""When a Mourner ability (or an artifact) works."""
RESOURCES = ("etherea", "unity", *FACTIONS)


def _check_effects(effects: Any, where: str) -> None:
    if not isinstance(effects, list):
        raise ValueError(f"{where}: effects must be a list")
    for prim in effects:
        if prim.get("do") not in PRIMITIVES:
            raise ValueError(f"{where}: unknown effect primitive {prim.get('do')!r}")
        guilds = prim.get("guilds")
        if isinstance(guilds, list) and any(g not in GUILD_INDEX for g in guilds):
            raise ValueError(f"{where}: unknown guild in {guilds}")
        for key in ("faction",):
            if key in prim and prim[key] not in FACTIONS and prim[key] not in ("any", None):
                raise ValueError(f"{where}: unknown faction {prim[key]!r}")
        if prim["do"] in ("gain", "lose") and any(k not in RESOURCES and k != "do" for k in prim):
            raise ValueError(f"{where}: {prim['do']} takes only {RESOURCES}")
        if prim["do"] == "pull" and prim["to"] not in LOCATION_NAME:
            raise ValueError(f"{where}: unknown location {prim['to']!r}")
        for branch in prim.get("options", []):
            _check_effects(branch, where)


def _check_requirement(req: Any, where: str) -> None:
    if req is None:
        return
    if req.get("metric") not in METRICS:
        raise ValueError(f"{where}: unknown metric {req.get('metric')!r}")
    faction = req.get("faction")
    if faction is not None and faction not in (COURT_FACTIONS if req["metric"] == "plays" else FACTIONS):
        raise ValueError(f"{where}: unknown faction {faction!r}")


def _validate() -> None:
    for g in GUILDS:
        _check_effects(g["effects"], f"guild {g['id']}")
    for loc in LOCATIONS:
        _check_effects(loc["effects"], f"location {loc['id']}")
    if [loc["id"] for loc in LOCATIONS] != list(range(1, NLOC + 1)):
        raise ValueError("board.json: locations must be numbered 1..12 in resolution order")
    for card in COURT.values():
        if len(card["actions"]) != 2:
            raise ValueError(f"Court card {card['id']} must have two actions")
        for i, action in enumerate(card["actions"]):
            _check_effects(action, f"Court card {card['id']} action {i + 1}")
    for m in MOURNERS.values():
        if m["follower"] not in GUILD_INDEX or m["faction"] not in FACTIONS:
            raise ValueError(f"Mourner {m['id']}: bad follower or faction")
        ability = m["ability"]
        if ability["when"] not in TRIGGERS:
            raise ValueError(f"Mourner {m['id']}: unknown trigger {ability['when']!r}")
        _check_effects(ability["effects"], f"Mourner {m['id']}")
        _check_requirement(ability.get("if"), f"Mourner {m['id']}")
    for w in WALLOWS.values():
        _check_requirement(w["objective"], f"Wallows {w['id']}")
        for key in ("reward", "penalty", "benefit"):
            if key in w:
                _check_effects(w[key], f"Wallows {w['id']} {key}")
        if "trigger" in w:
            _check_effects(w["trigger"]["effects"], f"Wallows {w['id']} trigger")
            _check_requirement(w["trigger"].get("if"), f"Wallows {w['id']} trigger")
    for m in MOTIVES.values():
        _check_requirement(m["score"]["metric"], f"Motive {m['id']}")
    counts = {f: sum(1 for m in MOURNERS.values() if m["faction"] == f) for f in FACTIONS}
    if set(counts.values()) != {9} or len(COURT) != 14 or len(WALLOWS) != 36 or len(MOTIVES) != 12:
        raise ValueError("decks must hold 14 Court cards, 27 Mourners (9 per faction), 36 Wallows, 12 motives")


_validate()

STARTING = {f: tuple(m["id"] for m in MOURNERS.values() if m["faction"] == f and m["starting"]) for f in FACTIONS}
"""Starting Mourner ids by faction (the cards with the banner)."""
DECK_START = {f: tuple(m["id"] for m in MOURNERS.values() if m["faction"] == f and not m["starting"]) for f in FACTIONS}
MOTIVES_BY_FACTION = {f: tuple(m["id"] for m in MOTIVES.values() if m["faction"] == f) for f in FACTIONS}
