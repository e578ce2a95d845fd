"""ESKELETOS (C. Moses-Gunn): Travelers move inward through five rings of grief to reach
Acceptance. 2 to 4 players; options ``first_journey`` (the introductory mode) and
``ask_every_decision`` (a decision with one legal option is asked, not taken at once: sealed
play sets it, docs/sealed-links.md).

Rules summary: docs/rules/eskeletos.md (the published rulebook, in brief); rulings:
docs/rulings/eskeletos.md; notation: docs/notation/eskeletos.md.
"""

from ...core import Game
from .state import EskeletosState
from .view_types import EskeletosView

GAME = Game(
    id="eskeletos",
    title="ESKELETOS",
    blurb="Guide your Traveler through the rings of grief to Acceptance, free of baggage.",
    min_players=2,
    max_players=4,
    state_class=EskeletosState,
    rules_version="2",  # 2 (Dec 2026): rules read as printed, designed content recalibrated; 1 replays differently
    # About 3x the longest random playout seen (3,136 actions); the game ends by a round limit.
    max_plies=10_000,
    # ask_every_decision: a decision with one legal option is asked (a ply) rather than taken
    # at once, so whether a seat is asked never tells what it drew (sealed play needs it).
    options={"first_journey": (False, (False, True)), "ask_every_decision": (False, (False, True))},
    private_information=True,
    view_type=EskeletosView,
)

__all__ = ["GAME", "EskeletosState"]
