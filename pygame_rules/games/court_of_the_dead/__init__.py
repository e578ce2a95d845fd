"""Court of the Dead: Mourners Call: eight phases a round, drafting, blind bids, shared
threat meters and majorities, for 2 to 4 players.

Rules summary: docs/rules/court_of_the_dead.md (the published rulebook, in brief); rulings:
docs/rulings/court_of_the_dead.md; notation: docs/notation/court_of_the_dead.md.
Designed content (cards, tables, board factions) lives in the package's JSON files.
"""

from ...core import Game
from .state import CourtState
from .view_types import CourtView

GAME = Game(
    id="court_of_the_dead",
    title="Court of the Dead: Mourners Call",
    blurb="Mourners serving Death keep the Underworld safe together, but only one wins.",
    min_players=2,
    max_players=4,
    state_class=CourtState,
    view_type=CourtView,
    rules_version="2",  # 2 (Dec 2026): rules read as printed, designed content recalibrated; 1 replays differently
    # About 3x the longest random playout seen (1,088 actions); the game ends by a round limit.
    max_plies=3_500,
    options={},
    private_information=True,
    accepts_unlisted_actions=True,  # any Etherea split, any group of figures moved
)

__all__ = ["GAME", "CourtState"]
