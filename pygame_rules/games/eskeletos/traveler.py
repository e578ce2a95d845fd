"""One seat's Traveler: pawn, tokens, hand, Suppressed Vault, Relics and attachments.

Hidden cards are tuples so a clone copies only lists: a hand card is ``(key, mask)`` and a
suppressed card ``(key, mask, cls)``, where ``mask`` has bit ``s`` set when seat ``s`` knows
the card's face, and ``cls`` is what every seat knows of a face-down card: ``"hazard"``
(it went to the vault as a Suppressed Hazard), ``"hand"`` (suppressed from a hand) or
``"any"`` (placed unseen).
"""

from __future__ import annotations

from typing import Any


class Traveler:
    """Mutable per-seat state.

    Attributes: ``kind`` (archetype key, None until chosen), ``ring`` (1..5, 6 Acceptance,
    0 while in Limbo), ``pos`` (index on the ring), ``limbo`` (0, or Limbo arc space 1..7),
    ``burden``/``hope`` (tokens), ``hand``, ``vault``, ``relics`` (relic keys), ``attach``
    (Keep in Play card keys), ``cloak`` (Cosmic Cloak worn), ``shield_ready`` (Stasis
    Shield unused this round), ``ward`` (Hazard-space Burden ignored until the next turn),
    ``crisis_shed`` (shed 1 Burden at the end of this turn after surviving a Crisis),
    ``collapsed_ring``, ``limbo_card`` (held Limbo card), ``frozen``, ``escape_bonus``,
    ``resilience_turn`` (turn number when Scarred Resilience was last used).
    """

    __slots__ = ("seat", "kind", "ring", "pos", "limbo", "burden", "hope", "hand", "vault", "relics",
                 "attach", "cloak", "shield_ready", "ward", "crisis_shed", "collapsed_ring",
                 "limbo_card", "frozen", "escape_bonus", "resilience_turn")

    def __init__(self, seat: int) -> None:
        self.seat = seat
        self.kind: str | None = None
        self.ring = 1
        self.pos = 0
        self.limbo = 0
        self.burden = 0
        self.hope = 0
        self.hand: list[tuple[str, int]] = []
        self.vault: list[tuple[str, int, str]] = []
        self.relics: list[str] = []
        self.attach: list[str] = []
        self.cloak = False
        self.shield_ready = True
        self.ward = False
        self.crisis_shed = False
        self.collapsed_ring = 1
        self.limbo_card: str | None = None
        self.frozen = False
        self.escape_bonus = 0
        self.resilience_turn = -1

    def copy(self) -> "Traveler":
        """An independent copy: the list attributes are copied, the rest shared (immutable)."""
        new = object.__new__(Traveler)
        for name in self.__slots__:
            setattr(new, name, getattr(self, name))
        new.hand = list(self.hand)
        new.vault = list(self.vault)
        new.relics = list(self.relics)
        new.attach = list(self.attach)
        return new

    @property
    def on_board(self) -> bool:
        """On a ring of the main board (not in Limbo, not yet at Acceptance)."""
        return self.limbo == 0 and 1 <= self.ring <= 5

    def hand_keys(self) -> list[str]:
        """The card keys in hand, in hand order, one per copy."""
        return [k for k, _ in self.hand]

    def take_from_hand(self, key: str) -> tuple[str, int]:
        """Remove one copy of ``key`` from the hand and return it. Raises ValueError if absent."""
        for i, card in enumerate(self.hand):
            if card[0] == key:
                return self.hand.pop(i)
        raise ValueError(f"no {key} in hand")

    def state_dict(self) -> dict[str, Any]:
        """Every slot by name (``__slots__``), values not copied: for comparisons and debugging."""
        return {name: getattr(self, name) for name in self.__slots__}
