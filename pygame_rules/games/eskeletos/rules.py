"""Numbers of the ESKELETOS rules, each with the rulebook section (or ruling) it comes from."""

BURDEN_LIMIT = 5
"""The 5th Burden triggers a Limbo Crisis Roll (Burden; Limbo Crisis Roll). Ruling: never above 5."""
HAND_LIMIT = 5
"""Phase 3 hand limit (Player Round and Turn Structure)."""
VAULT_CAPACITY = 3
"""Suppression capacity (The Card Suppression & Hazard System; docs/rulings/eskeletos.md: 3, not 5)."""
DRIFT_SIZE = 3
"""The Drift's face-up cards; the Devoted Elder may add a 4th (Deck Placement & The Drift)."""
DRIFT_MAX = 4
STARTING_HAND = 2
"""Starting hand of playable, non-INSTANT Fate cards (Game Setup)."""
MASK_SUPPRESSED = 2
"""The Polished Mask starts with 2 suppressed Fate cards (Game Setup)."""
GATEWAY_TARGET = 4
"""Gateway Check: 1D6, net 4+ passes (Ring Traversal and Gateway Checks)."""
GATEWAY_HOPE_MAX = 1
ACCEPT_TARGET = 6
"""Acceptance Check: 1D6, net 6 (Reaching Acceptance); any number of Hope may be added."""
CRISIS_SAFE = 5
"""Limbo Crisis Roll: 5 or 6 resists Total Collapse (Limbo Crisis Roll)."""
ESCAPE_TARGET = 3
"""Escape Check on Limbo space 7: 3-6 escapes (Phase 3: Action & Exit Phase)."""
ESCAPE_SHED = 2
"""Burden shed on a successful Escape Check."""
FIRST_JOURNEY_SHED = 2
"""First Journey: reaching 5 Burden sheds 2 and returns the pawn to Ring 1's Ship's Wheel."""
CLEANSE_COST = 2
"""Ruling (the rulebook gives no price): a Static Cleanse costs 2 Hope per Burden shed or
per suppressed card discarded."""
FACADE_COST = 3
"""Facade Purge costs 3 Hope (Traveler Archetypes)."""
EMBER_MOVE = 3
EMBER_SHED = 2
"""Ethereal Ember: +3 movement, or 1 Hope for 2 Burden shed (Stage Relics)."""
EQUILIBRIUM_DRAWS = 2
ELDER_HOPE = 1
"""Hope the Devoted Elder gains when another Traveler drafts the Elder's Drift card."""
SCAVENGER_LOW = 2
"""Scavenger's Intuition triggers when a movement die shows 1 or 2."""
ROUND_LIMIT = 100
FIRST_JOURNEY_ROUND_LIMIT = 60
"""Designed safeguard (ruling): if nobody reaches Acceptance within 100 rounds (First
Journey: 60) the game ends in a draw, so no game is endless."""
PROGRESS = {"relic": 0.75, "burden": 0.3, "vault": 0.2, "hope": 0.05, "hope_cap": 6}
"""Designed weights of the running score (``EskeletosState.scores()``), in rings: a Relic
(3 are needed) is worth three quarters of a ring, a Burden or a suppressed card (both must
be gone before the Acceptance Check) costs 0.3 and 0.2, Hope (the Check's bonus) 0.05 each up
to 6. Search bots cut their playouts short and judge them by this score."""
