"""The frames of a Skullminers game: each step still to resolve, on the flow core's stack
(pygame_rules/core/flow/engine.py; the handlers are in flow.py).

A decision frame's first field is the seat that decides. Cells are indices into ``GEO``,
Claims 0-based columns. A turn is ``DrawCards`` (while the hand fills), ``DirectPhase``,
then ``AllocationPhase`` (again after each move, until ``done``).
"""

from __future__ import annotations

from typing import NamedTuple

from .view_types import ContestRoundView, Phase


class ChooseCompany(NamedTuple):
    """Setup: Player 1 picks the Company to lead (seat 0)."""

    seat: int


class HideGodSkull(NamedTuple):
    """Setup (blind Claims off): ``seat`` hides its God Skull under one of its Claims."""

    seat: int


class RollForFirst(NamedTuple):
    """Chance: the roll-off for the first player (one Hit Die each, again on a tie)."""


class DrawCards(NamedTuple):
    """Chance: ``left`` more cards for ``seat`` from its deck (Draw Phase, a Directive's draw)."""

    seat: int
    left: int


class DirectPhase(NamedTuple):
    """``seat`` builds, plays or discards one card, or passes with an empty hand."""

    seat: int


class AllocationPhase(NamedTuple):
    """``seat`` moves crew, gathers an attack, digs, or ends the turn."""

    seat: int


class ResolveDirective(NamedTuple):
    """Automatic: the Directive ``card`` being played resolves its effects from index
    ``next`` on; ``target`` its cell or Claim column (None: it takes none)."""

    card: str
    next: int
    target: int | None


ContestRound = tuple[int, int, int, int]
"""One roll of a contest: ``(attackers, defenders, attackers' Hits, defenders' Hits)``."""


class ContestDice(NamedTuple):
    """Chance: one roll of the contest ``seat`` started on ``cell`` from the Sites ``sources``,
    ``attack`` crew against ``defend``, after the rolls of ``rounds``."""

    seat: int
    cell: int
    sources: tuple[int, ...]
    attack: int
    defend: int
    rounds: tuple[ContestRound, ...]


def contest_rounds(rounds: tuple[ContestRound, ...]) -> list[ContestRoundView]:
    """The rolls of a contest as the view shows them: ``[{"attack", "defend", "attack_hits",
    "defend_hits"}]``."""
    return [{"attack": a, "defend": d, "attack_hits": ah, "defend_hits": dh} for a, d, ah, dh in rounds]


class RockfallDice(NamedTuple):
    """Chance: ``dice`` Hit Dice roll at ``cell`` (a Rockfall Directive)."""

    cell: int
    dice: int


class LookUnderClaim(NamedTuple):
    """Chance: what the undecided Claim ``col`` of ``seeker``'s opponent holds, seen by
    ``seeker`` alone (``purpose`` ``"scout"``) or by both (``"dig"``)."""

    seeker: int
    col: int
    purpose: str


PHASES: dict[type, Phase] = {ChooseCompany: "company", HideGodSkull: "hide", DirectPhase: "direct",
                           AllocationPhase: "allocate"}
"""The phase each decision frame belongs to (``SkullminersState.phase``)."""
