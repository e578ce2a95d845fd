"""Traveler Encounters (rulebook: Traveler Encounters, Conflict Results, Conflict
Restrictions): the Initiator picks a Defender and Assist/Share (with the Defender's
agreement), Ignore, or Conflict (never on a Sanctuary space); conflict results include
Burden and Relic surrender, which a ready Stasis Shield can cancel."""

from __future__ import annotations

from .base import EskeletosBase
from .board import SANCTUARY, place_name, space_type
from .cards import CARDS
from .frames import ConflictShieldFrame, ConsentFrame, ContestFrame, SeatFrame, ShieldCardFrame, TradeFrame

CONTEST = [(f"contest {a} {b}", 1 / 36) for a in range(1, 7) for b in range(1, 7)]
"""Both conflict dice: Initiator's then Defender's."""


class EncounterMixin(EskeletosBase):
    """Traveler Encounters: choosing a Defender and a response (Assist/Share, Ignore, Conflict), the
    conflict dice and their results."""

    def _opts_encounter(self, frame: SeatFrame) -> list[str]:
        seat = frame[1]
        t = self.tr[seat]
        opts = ["ignore"]
        sanctuary = space_type(t.ring, t.pos) in SANCTUARY
        for d in self.defenders(seat):
            o = self.tr[d]
            if not sanctuary:
                opts.append(f"conflict {d + 1}")
            if t.hope >= 1:
                opts.append(f"gift {d + 1}")
            if t.hand and o.hand:
                opts.append(f"trade {d + 1}")
            if o.burden >= 1:
                opts.append(f"take {d + 1}")
        return opts

    def _do_encounter(self, frame: SeatFrame, action: str) -> None:
        seat = frame[1]
        if action == "ignore":
            return
        verb, d = action.split()[0], int(action.split()[1]) - 1
        if verb == "conflict":
            self.push("contest", seat, d)
        else:
            self.push("consent", d, seat, verb)

    def _opts_consent(self, frame: ConsentFrame) -> list[str]:
        return ["agree", "refuse"]

    def _do_consent(self, frame: ConsentFrame, action: str) -> None:
        """Assist/Share happens only by mutual agreement: the Defender agrees or refuses."""
        _, d, seat, verb = frame
        if action == "refuse":
            return
        if verb == "gift":
            self.tr[seat].hope -= 1
            self.tr[d].hope += 1
        elif verb == "take":
            self.shed_burden(d, 1)
            self.gain_burden(seat, 1, "encounter")
        else:
            self.push("trade_give", seat, d, "")

    def _opts_trade_give(self, frame: TradeFrame) -> list[str]:
        return self._hand_choices(frame[1], "give")

    def _do_trade_give(self, frame: TradeFrame, action: str) -> None:
        """Trade: the Initiator picks a card to give, then the Defender does; they swap."""
        _, giver, receiver, first = frame
        key = action.split()[1]
        if not first:
            self.push("trade_give", receiver, giver, key)
            return
        a, b = self.tr[receiver], self.tr[giver]  # a: Initiator (gave ``first``), b: Defender
        if len({k for k, _ in a.hand}) > 1:  # the Initiator's secret choice is shown (ruling),
            self.mark_reveal()  # even when the Defender had seen every card it could be
        card_a = a.take_from_hand(first)
        card_b = b.take_from_hand(key)
        self.show(card_a[1], 1 << b.seat)  # each now sees the card it was given
        self.show(card_b[1], 1 << a.seat)
        b.hand.append((card_a[0], card_a[1] | (1 << a.seat) | (1 << b.seat)))
        a.hand.append((card_b[0], card_b[1] | (1 << a.seat) | (1 << b.seat)))

    def _odds_contest(self, frame: ContestFrame) -> list[tuple[str, float]]:
        return CONTEST

    def _on_contest(self, frame: ContestFrame, outcome: str) -> None:
        """Defender wins or ties: nothing. Initiator by 1-2: Defender gains 1 Burden; by 3+:
        Defender surrenders a Relic (nothing if it holds none)."""
        _, seat, d = frame
        a, b = int(outcome.split()[1]), int(outcome.split()[2])
        margin = a + self.ongoing(seat, "conflict") - b - self.ongoing(d, "conflict")
        self.note(seat, "contest", [a, b, d])
        harm = "burden" if 1 <= margin <= 2 else ("relic" if margin >= 3 and self.tr[d].relics else None)
        if harm is None:
            return
        if self.shield_ready(d):
            self.push("conflict_shield", d, harm)
        else:
            self.conflict_harm(d, harm)

    def conflict_harm(self, d: int, harm: str) -> None:
        """Apply a lost conflict's result to Defender ``d``: ``harm`` ``"burden"`` gives 1 Burden
        (source ``conflict``); ``"relic"`` asks it to surrender a Relic (rulebook: Conflict
        Results)."""
        if harm == "burden":
            self.gain_burden(d, 1, "conflict")
        else:
            self.push("surrender", d)

    def _opts_conflict_shield(self, frame: ConflictShieldFrame) -> list[str]:
        return ["shield", "endure"]

    def _do_conflict_shield(self, frame: ConflictShieldFrame, action: str) -> None:
        if action == "shield":
            self.raise_shield(frame[1])
        else:
            self.conflict_harm(frame[1], frame[2])

    def _opts_surrender(self, frame: SeatFrame) -> list[str]:
        t = self.tr[frame[1]]
        return [f"surrender {r} {place_name(*place)}" for r in t.relics for place in self.free_turning_points(r)]

    def _do_surrender(self, frame: SeatFrame, action: str) -> None:
        """Relic Displacement: back to a Turning Point of its own ring (the loser chooses)."""
        _, relic, place = action.split()
        ring, index = place.split(".")
        self.lose_relic(frame[1], relic, (int(ring), int(index)))

    def _opts_shield_card(self, frame: ShieldCardFrame) -> list[str]:
        return ["shield", "endure"]

    def _do_shield_card(self, frame: ShieldCardFrame, action: str) -> None:
        """Stasis Shield against a card that targets you: its effects on you are cancelled."""
        _, target, actor, key = frame
        if action != "shield":
            return
        self.raise_shield(target)
        for i in range(len(self.stack) - 1, -1, -1):
            f = self.stack[i]
            if f[0] == "effects" and f[1] == actor and f[2] == key and f[5] == target:
                self.stack[i] = f[:5] + (-2,)
                break


__all__ = ["EncounterMixin", "CARDS"]
