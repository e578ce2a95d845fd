"""Skullminers: two mining Companies tunnel across a 5-column grid toward each other's
Claims; the first to unearth the God Skull among the Claims it seeks wins. 2 players.

Rulebook: shared/rules/skullminers.txt; rulings: docs/rulings/skullminers.md;
notation: docs/notation/skullminers.md; designed content: cards.json, board.json.
"""

from ...core import Game
from .state import SkullminersState

GAME = Game(
    id="skullminers",
    title="Skullminers",
    min_players=2,
    max_players=2,
    state_class=SkullminersState,
    rules_version="2",  # 2: Black Rock deck evened out; round-limit tie-break by depth
    # About 3x the longest random playout seen (482 actions); the game ends by a round limit.
    max_plies=1_500,
    options={"blind_claims": (True, (True, False))},
    private_information=True,
)

__all__ = ["GAME", "SkullminersState"]
