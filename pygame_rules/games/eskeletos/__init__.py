"""ESKELETOS (C. Moses-Gunn): Travelers move inward through five rings of grief to reach
Acceptance. 2 to 4 players; option ``first_journey`` (the introductory mode).

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
    options={"first_journey": (False, (False, True))},
    private_information=True,
    view_type=EskeletosView,
)

__all__ = ["GAME", "EskeletosState"]
