"""The phases of Court of the Dead, one module each: setup, then per round
distribution (1), wallows (2), draft (3), actions (4), dreadsgrip (5), tithe (6),
resolution (7), cleanup (8); plus meters (Suspicion 13, Dreadsgrip 10) and endgame."""
