"""Skulls of Sedlec (Button Shy Games): 18-card pyramid building for 2 or 3 players.

Rules: docs/rules/sedlec.md; rulings: docs/rulings/sedlec.md;
notation: docs/notation/sedlec.md.
"""

from ...core import Game
from .state import SedlecState
from .view_types import SedlecView

GAME = Game(
    id="sedlec",
    title="Skulls of Sedlec",
    blurb="Dig up the Graveyard and stack the finest Ossuary pyramid of skulls.",
    min_players=2,
    max_players=3,
    state_class=SedlecState,
    rules_version="1",
    # 18 cards, each at most dig + 2 reveals + take + stack, plus the setup reveal.
    max_plies=18 * 5 + 1,
    options={},
    view_type=SedlecView,
)

__all__ = ["GAME", "SedlecState"]
