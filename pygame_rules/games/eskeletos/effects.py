"""The effect vocabulary interpreter: performs card effect lists from ``cards.json``.

An effect list resolves one effect at a time (frame ``("effects", actor, key, part, index,
target)``), so a Limbo Crisis caused by one effect resolves before the next effect
(rulebook: Card and Effect Timing). ``part`` names the list on the card: ``effects``,
``release``, ``glob`` (a Hazard's global event) or ``penalty`` (its detonation).
Impossible parts of an effect are skipped (General Rule Principles: Impossible Effects).
"""

from __future__ import annotations

from .base import EskeletosBase
from .cards import CARDS, SUIT_DECKS, Op, Part
from .engine import SYSTEM
from .frames import (CausedFrame, EffectsFrame, GiveRelicFrame, OpFrame, PickCardsFrame, PickStripFrame,
                     PickVaultFrame)
from .travelers import RELIC_CAPACITY


class EffectsMixin(EskeletosBase):
    """Performs the effect lists of cards, one effect per ``effects`` frame, and the choices they
    ask for."""

    def push_effects(self, actor: int, key: str, part: Part, target: int = -1) -> None:
        """Schedule ``CARDS[key].<part>`` for ``actor`` (``target``: the Traveler it targets)."""
        if getattr(CARDS[key], part):
            self.push("effects", actor, key, part, 0, target)

    def subjects(self, actor: int, who: str, target: int) -> list[int]:
        """Seats an effect applies to: ``self``, ``other`` (the target), ``all`` / ``others``
        (Travelers on the main board, clockwise from the active seat)."""
        if who == "self":
            return [actor] if actor >= 0 else []
        if who == "other":
            return [target] if target >= 0 and self.tr[target].on_board else []
        seats = [s for s in self.clockwise() if self.tr[s].on_board]
        return seats if who == "all" else [s for s in seats if s != actor]

    def _run_effects(self, frame: EffectsFrame) -> None:
        _, actor, key, part, index, target = frame
        ops: tuple[Op, ...] = getattr(CARDS[key], part)
        if index + 1 < len(ops):
            self.push("effects", actor, key, part, index + 1, target)
        op = ops[index]
        seats = self.subjects(actor, op.get("who", "self"), target)
        if len(seats) == 1:
            self.do_op(seats[0], op, actor, key)
        else:
            for seat in reversed(seats):
                self.push("op", seat, key, part, index, actor)

    def _run_op(self, frame: OpFrame) -> None:
        _, seat, key, part, index, actor = frame
        ops: tuple[Op, ...] = getattr(CARDS[key], part)
        self.do_op(seat, ops[index], actor, key)

    def do_op(self, seat: int, op: Op, actor: int, cause: str) -> None:
        """Perform one effect on ``seat`` (``actor`` chooses for ``strip``). ``cause`` is the
        key of the card whose effect this is; a choice it asks for carries it as the frame's
        last field, so the prompt can name the card (``views.ViewMixin._prompt``)."""
        name, n = op["op"], op.get("n", 1)
        t = self.tr[seat]
        if name == "burden":
            self.gain_burden(seat, n, "card")
        elif name == "shed":
            self.shed_burden(seat, n)
        elif name == "hope":
            t.hope += n
        elif name == "lose_hope":
            self.lose_hope(seat, n)
        elif name == "draw":
            deck = op["deck"]
            for _ in range(n):
                if deck == "any_suit":
                    self.push("pick_deck", seat, cause)
                else:
                    self.push("draw", seat, deck, "hand")
        elif name in ("discard", "suppress") and t.hand:
            self.push("pick_discard" if name == "discard" else "pick_suppress", seat, n, cause)
        elif name == "suppress_top":
            self.push("draw", seat, op.get("deck", "fate"), "suppress_top")
        elif name in ("unsuppress", "purge") and t.vault:
            self.push("pick_vault", seat, n, "hand" if name == "unsuppress" else "purge", cause)
        elif name in ("purge_all", "reveal_vault"):
            self.reveal_vault(seat, name == "purge_all")
        elif name == "move":
            self.move_pawn(seat, n)
        elif name == "ward":
            t.ward = True
        elif name == "strip" and t.attach and actor >= 0:
            self.push("pick_strip", actor, seat, cause)
        elif name == "claim_relic" and self.claimable_relics(seat):
            self.push("pick_relic", seat, cause)
        elif name == "take_relic" and t.relics and actor >= 0 and not self.fj \
                and len(self.tr[actor].relics) < RELIC_CAPACITY:
            self.push("give_relic", seat, actor, cause)
        elif name == "return_relic" and t.relics and not self.fj:
            self.push("surrender", seat)
        elif name == "move_mod":
            self.tf["mods"] += n
        elif name == "step":
            t.limbo = self.clamp_limbo(t.limbo + n) if t.limbo else 0
        elif name == "to_exit":
            t.limbo = 7 if t.limbo else 0
        elif name == "freeze":
            t.frozen = True
        elif name == "escape":
            self.escape_limbo(seat, op.get("to", "ring1"))
        elif name == "escape_bonus":
            t.escape_bonus += n

    # ------------------------------------------------------------------ choices inside effects
    def _opts_pick_deck(self, frame: CausedFrame) -> list[str]:
        return [f"deck {d}" for d in SUIT_DECKS]

    def _do_pick_deck(self, frame: CausedFrame, action: str) -> None:
        self.push("draw", frame[1], action.split()[1], "hand")

    def _hand_choices(self, seat: int, verb: str) -> list[str]:
        return [f"{verb} {k}" for k in dict.fromkeys(sorted(self.tr[seat].hand_keys()))]

    def _opts_pick_discard(self, frame: PickCardsFrame) -> list[str]:
        return self._hand_choices(frame[1], "discard")

    def _do_pick_discard(self, frame: PickCardsFrame, action: str) -> None:
        _, seat, n, cause = frame
        if n > 1 and len(self.tr[seat].hand) > 1:
            self.push("pick_discard", seat, n - 1, cause)
        key, mask = self.tr[seat].take_from_hand(action.split()[1])
        self.show(mask)  # face up on the pile; forced on another seat by the mover, it is news to the mover too
        self.discard_card(seat, key)

    def _opts_pick_suppress(self, frame: PickCardsFrame) -> list[str]:
        return self._hand_choices(frame[1], "suppress")

    def _do_pick_suppress(self, frame: PickCardsFrame, action: str) -> None:
        _, seat, n, cause = frame
        if n > 1 and len(self.tr[seat].hand) > 1:
            self.push("pick_suppress", seat, n - 1, cause)
        key, mask = self.tr[seat].take_from_hand(action.split()[1])
        self.suppress_card(seat, key, mask | (1 << seat), "hand")

    def _opts_pick_vault(self, frame: PickVaultFrame) -> list[str]:
        return [f"vault {i + 1}" for i in range(len(self.tr[frame[1]].vault))]

    def _do_pick_vault(self, frame: PickVaultFrame, action: str) -> None:
        _, seat, n, mode, cause = frame
        if n > 1 and len(self.tr[seat].vault) > 1:
            self.push("pick_vault", seat, n - 1, mode, cause)
        self.take_from_vault(seat, int(action.split()[1]) - 1, mode == "hand")

    def claimable_relics(self, seat: int) -> list[str]:
        """Relics lying on a Turning Point that ``seat`` may claim (fewer than 3 held)."""
        if self.fj or len(self.tr[seat].relics) >= RELIC_CAPACITY:
            return []
        return [r for r, place in self.relic_at.items() if place is not None]

    def _opts_pick_relic(self, frame: CausedFrame) -> list[str]:
        return [f"relic {r}" for r in self.claimable_relics(frame[1])]

    def _do_pick_relic(self, frame: CausedFrame, action: str) -> None:
        relic = action.split()[1]
        self.tr[frame[1]].relics.append(relic)
        self.relic_at[relic] = None
        self.mark_relic_claimed(relic)

    def _opts_give_relic(self, frame: GiveRelicFrame) -> list[str]:
        return [f"relic {r}" for r in self.tr[frame[1]].relics]

    def _do_give_relic(self, frame: GiveRelicFrame, action: str) -> None:
        """A Relic changes hands (``take_relic``): the giver chose which."""
        _, giver, taker, _cause = frame
        relic = action.split()[1]
        self.tr[giver].relics.remove(relic)
        if relic == "cloak":
            self.tr[giver].cloak = False
        self.tr[taker].relics.append(relic)

    def _opts_pick_strip(self, frame: PickStripFrame) -> list[str]:
        return [f"strip {k}" for k in dict.fromkeys(self.tr[frame[2]].attach)]

    def _do_pick_strip(self, frame: PickStripFrame, action: str) -> None:
        """Forced Removal: the attachment goes to its deck's discard pile."""
        target = self.tr[frame[2]]
        key = action.split()[1]
        target.attach.remove(key)
        self.decks.discard[CARDS[key].deck].append(key)


__all__ = ["EffectsMixin", "SYSTEM"]
