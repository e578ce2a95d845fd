"""Special values of :attr:`State.current_player` (OpenSpiel's convention)."""

CHANCE: int = -1
"""``current_player`` at a chance node: the next action is an outcome from ``chance_outcomes()``."""

TERMINAL: int = -2
"""``current_player`` once the game is over."""
