"""Skullminers: two mining Companies tunnel across a 5-column grid toward each other's
Claims; the first to unearth the God Skull among the Claims it seeks wins. 2 players.

Rules: docs/rules/skullminers.md; rulings: docs/rulings/skullminers.md;
notation: docs/notation/skullminers.md; designed content: cards.json, board.json.
"""

from ...core import Game
from .state import SkullminersState
from .view_types import SkullminersView

GAME = Game(
    id="skullminers",
    title="Skullminers",
    blurb="Two mining Companies tunnel toward each other; the first to dig up the God Skull wins.",
    min_players=2,
    max_players=2,
    state_class=SkullminersState,
    rules_version="5",  # 5: Shafts blasted, Home Row Shafts face the Claims; 4: 5x4 grid, new decks
    # About 3x the longest random playout seen at the 60-round limit; the game must end.
    max_plies=3_000,
    options={"blind_claims": (False, (True, False))},  # the owner hides it (rulebook); NOTE: blind
    private_information=True,
    view_type=SkullminersView,
)

__all__ = ["GAME", "SkullminersState"]
