"""Types of the JSON-shaped specs in the package's data files, for the type checker only.

An *effect* (effects.py) is ``{"do": <primitive>, ...parameters}``; a *metric spec*
(metrics.py) is ``{"metric": <name>, ...parameters}``, and a *requirement* adds ``at_least``
or ``at_most``; an Ulterior Motive scores by a :class:`MotiveScore`. The data files
(``board.json``, ``court.json``, ``mourners.json``, ``wallows.json``, ``motives.json``) are
checked against the vocabularies at import time (data.py); these types say which keys each
spec may carry and what their values are. Nothing here runs: they are plain dicts at runtime.
"""

from __future__ import annotations

from typing import Literal, NotRequired, Required, TypedDict


class Effect(TypedDict, total=False):
    """One effect: ``do`` names the primitive (effects.py's table), the other keys are its
    parameters, each present only for the primitives that take it."""

    do: Required[str]
    etherea: int
    unity: int
    bone: int
    flesh: int
    spirit: int
    n: int
    mode: Literal["any", "different", "same"]
    guilds: list[str] | Literal["any"]
    faction: str
    options: list[list[Effect]]
    to: int
    who: Literal["any", "self"]
    whose: Literal["any", "own"]
    draw: int
    keep: Literal["quest", "artifact"]


class MetricSpec(TypedDict, total=False):
    """A count of what a seat has (metrics.py's table); as a requirement, with ``at_least``
    or ``at_most`` (or both)."""

    metric: Required[str]
    faction: str
    guilds: list[str]
    at_least: int
    at_most: int


Requirement = MetricSpec
"""A metric spec with ``at_least`` and/or ``at_most``: a Wallows objective, an ability's ``if``."""


class MotiveScore(TypedDict):
    """How an Ulterior Motive scores (``motives.json`` ``score``; metrics.motive_points):
    ``per`` gives ``points`` for every ``every`` of the metric, at most ``max``; ``most``
    gives ``points`` to the seat that alone has the most."""

    rule: Literal["per", "most"]
    metric: MetricSpec
    points: int
    every: NotRequired[int]
    max: NotRequired[int]
