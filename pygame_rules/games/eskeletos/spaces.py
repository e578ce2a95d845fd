"""Moving on a ring and resolving the space landed on: suit draws, Hazards (with wards and
reactions), Lotus rests, Turning Points (Relic claim or swap, Gateway Check with at most 1
Hope, purge on crossing, the Acceptance Check on Ring 5).

Rulebook: "Space Types", "Ring Traversal and Gateway Checks", "Stage Relics", "Reaching
Acceptance and Winning the Game".
"""

from __future__ import annotations

from .base import EskeletosBase
from .board import (ACCEPTANCE_RING, RING_COUNT, SUIT_SPACES, TURNING_POINTS, advance, parse_place, place_name,
                    space_type)
from .cards import CARDS
from .frames import SeatFrame
from .rules import ACCEPT_TARGET, GATEWAY_HOPE_MAX, GATEWAY_TARGET
from .setup import D6
from .travelers import RELIC_CAPACITY, RELICS


class SpacesMixin(EskeletosBase):
    """Moving a pawn on its ring and resolving the space it lands on: encounters, suit draws,
    Hazards, Lotus rests, Turning Points and Gateway Checks."""

    def move_pawn(self, seat: int, steps: int) -> None:
        """Move ``seat`` ``steps`` spaces clockwise on its ring and resolve the landing."""
        t = self.tr[seat]
        if not t.on_board or steps <= 0:
            return
        t.pos = advance(t.ring, t.pos, steps)
        self.push("land", seat)

    def _run_land(self, frame: SeatFrame) -> None:
        """Encounter first, then the space (ruling: the rulebook resolves the space after a
        conflict or an ignore)."""
        seat = frame[1]
        t = self.tr[seat]
        if not t.on_board:
            return
        self.push("space", seat)
        if not self.fj and self.defenders(seat):
            self.push("encounter", seat)

    def defenders(self, seat: int) -> list[int]:
        """Seats whose Travelers stand on ``seat``'s space (same ring and position, on the main
        board): those it may encounter."""
        t = self.tr[seat]
        return [o.seat for o in self.tr if o.seat != seat and o.on_board and o.ring == t.ring and o.pos == t.pos]

    def _run_space(self, frame: SeatFrame) -> None:
        seat = frame[1]
        t = self.tr[seat]
        if not t.on_board:
            return
        kind = space_type(t.ring, t.pos)
        if kind in SUIT_SPACES:
            self.push("draw", seat, kind, "hand")
        elif kind == "hazard":
            self.hazard_space(seat)
        elif kind == "lotus":
            if t.burden:
                self.push("lotus", seat)
            else:
                self.rest(seat, "hope")
        elif kind == "turning":
            self.push("turning_point", seat)
            if not self.fj and self.relic_here(t.ring, t.pos):
                self.push("relic_tp", seat)

    # ------------------------------------------------------------------ Hazard spaces
    def hazard_warded(self, seat: int) -> bool:
        """Whether a Hazard space gives ``seat`` no Burden: warded this turn (``ward``), a Keep in
        Play ``hazard_ward``, or the Cosmic Cloak worn on Ring 4 or 5."""
        t = self.tr[seat]
        return bool(t.ward or self.ongoing(seat, "hazard_ward")
                    or (t.cloak and self.has_relic(seat, "cloak") and t.ring in (4, 5)))

    def protect_options(self, seat: int) -> list[str]:
        """What ``seat`` may use against a Hazard space's Burden: ``shield`` if the Stasis Shield is
        ready, and ``react <key>`` per Hazard Reaction card in hand (each key once)."""
        opts = ["shield"] if self.shield_ready(seat) else []
        opts += [f"react {k}" for k in dict.fromkeys(self.tr[seat].hand_keys()) if CARDS[k].react == "hazard"]
        return opts

    def hazard_space(self, seat: int) -> None:
        """Landing on a Hazard: 1 Burden unless warded, shielded or a reaction is discarded.

        Whether a protect choice comes up tells every seat whether ``seat`` holds a Reaction
        card: when another seat's decision led here (an Assist agreed to), that decision
        showed its mover something about a hand it had not seen, and cannot be undone."""
        if self.hazard_warded(seat):
            self.note(seat, "warded")
            return
        mover = self.mover
        if (0 <= mover != seat and not self.shield_ready(seat)
                and any(not mask >> mover & 1 for _, mask in self.tr[seat].hand)):
            self.mark_reveal()
        if self.protect_options(seat):
            self.push("protect", seat)
        else:
            self.gain_burden(seat, 1, "hazard_space")

    def _opts_protect(self, frame: SeatFrame) -> list[str]:
        return self.protect_options(frame[1]) + ["endure"]

    def _do_protect(self, frame: SeatFrame, action: str) -> None:
        seat = frame[1]
        words = action.split()
        if words[0] == "shield":
            self.raise_shield(seat)
        elif words[0] == "react":
            self.tr[seat].take_from_hand(words[1])
            self.mark_card(seat, words[1], True)
            self.discard_card(seat, words[1])
        else:
            self.gain_burden(seat, 1, "hazard_space")

    # ------------------------------------------------------------------ Lotus rests
    def _opts_lotus(self, frame: SeatFrame) -> list[str]:
        return ["rest shed", "rest hope"]

    def _do_lotus(self, frame: SeatFrame, action: str) -> None:
        self.rest(frame[1], action.split()[1])

    def rest(self, seat: int, choice: str) -> None:
        """Lotus: shed 1 Burden or take 1 Hope (Companion Animal adds Hope)."""
        t = self.tr[seat]
        if choice == "shed":
            self.shed_burden(seat, 1)
        else:
            t.hope += 1
        t.hope += self.ongoing(seat, "lotus_hope")

    # ------------------------------------------------------------------ Turning Points
    def relic_here(self, ring: int, pos: int) -> str | None:
        """The Relic key lying on ring ``ring`` at position ``pos``, or None."""
        for key, place in self.relic_at.items():
            if place == (ring, pos):
                return key
        return None

    def _opts_relic_tp(self, frame: SeatFrame) -> list[str]:
        """``claim`` (fewer than 3 held) or, at 3, ``swap R r.i``: give up Relic ``R`` to the
        free Turning Point ``r.i`` of its own ring (docs/rulings/eskeletos.md), then ``leave``."""
        t = self.tr[frame[1]]
        if len(t.relics) < RELIC_CAPACITY:
            return ["claim", "leave"]
        return [f"swap {r} {place_name(*place)}" for r in t.relics for place in self.free_turning_points(r)] + ["leave"]

    def free_turning_points(self, relic: str) -> list[tuple[int, int]]:
        """Turning Points of ``relic``'s own ring where no Relic lies (Relic Displacement)."""
        ring = RELICS[relic].ring
        taken = set(self.relic_at.values())
        return [(ring, i) for i in TURNING_POINTS[ring] if (ring, i) not in taken]

    def _do_relic_tp(self, frame: SeatFrame, action: str) -> None:
        """Claim the Relic here, or at capacity swap one of yours for it (Stage Relics)."""
        t = self.tr[frame[1]]
        here = self.relic_here(t.ring, t.pos)
        words = action.split()
        if words[0] == "leave" or here is None:
            return
        if words[0] == "swap":
            self.lose_relic(t.seat, words[1], parse_place(words[2]))
        t.relics.append(here)
        self.relic_at[here] = None
        self.mark_relic_claimed(here)

    def lose_relic(self, seat: int, relic: str, place: tuple[int, int]) -> None:
        """``seat`` gives up ``relic``, which now lies on Turning Point ``place``."""
        t = self.tr[seat]
        t.relics.remove(relic)
        self.relic_at[relic] = place
        if relic == "cloak":
            t.cloak = False

    def acceptance_ready(self, seat: int) -> bool:
        """Zero Baggage: 0 Burden, 0 suppressed cards and 3 Relics (First Journey: 0 Burden)."""
        t = self.tr[seat]
        if self.fj:
            return t.burden == 0
        return t.burden == 0 and not t.vault and len(t.relics) >= RELIC_CAPACITY

    def _run_turning_point(self, frame: SeatFrame) -> None:
        seat = frame[1]
        t = self.tr[seat]
        if not t.on_board:
            return
        if t.ring < RING_COUNT:
            self.push("gateway_ask", seat)
        elif self.acceptance_ready(seat):
            self.push("accept_ask", seat)

    def _opts_gateway_ask(self, frame: SeatFrame) -> list[str]:
        return ["gateway", "stay"]

    def _do_gateway_ask(self, frame: SeatFrame, action: str) -> None:
        if action == "gateway":
            self.push("gateway_roll", frame[1])

    def _odds_gateway_roll(self, frame: SeatFrame) -> list[tuple[str, float]]:
        return D6

    def _on_gateway_roll(self, frame: SeatFrame, outcome: str) -> None:
        """1D6 + bonuses: 4+ crosses; 1 Hope may add +1 (offered only when it would pass)."""
        seat = frame[1]
        roll = int(outcome.split()[1])
        total = roll + self.ongoing(seat, "gateway")
        self.note(seat, "gateway_roll", roll)
        if total >= GATEWAY_TARGET:
            self.cross_gateway(seat)
        elif total + GATEWAY_HOPE_MAX >= GATEWAY_TARGET and self.tr[seat].hope >= 1:
            self.push("gateway_hope", seat)
        else:
            self.gateway_failed(seat)

    def _opts_gateway_hope(self, frame: SeatFrame) -> list[str]:
        return ["hope 1", "hope 0"]

    def _do_gateway_hope(self, frame: SeatFrame, action: str) -> None:
        seat = frame[1]
        if action == "hope 1":
            self.tr[seat].hope -= 1
            self.cross_gateway(seat)
        else:
            self.gateway_failed(seat)

    def gateway_failed(self, seat: int) -> None:
        """A failed Gateway Check: ``seat`` stays on its ring and gains 1 Burden (source
        ``gateway``)."""
        self.note(seat, "gateway_fail")
        self.gain_burden(seat, 1, "gateway")

    def cross_gateway(self, seat: int) -> None:
        """To the next ring's Ship's Wheel; then a suppressed card may be purged."""
        t = self.tr[seat]
        t.ring += 1
        t.pos = 0
        self.note(seat, "cross", t.ring)
        if t.vault:
            self.push("purge_ask", seat)

    def _opts_purge_ask(self, frame: SeatFrame) -> list[str]:
        return [f"purge {i + 1}" for i in range(len(self.tr[frame[1]].vault))] + ["keep"]

    def _do_purge_ask(self, frame: SeatFrame, action: str) -> None:
        if action != "keep":
            self.take_from_vault(frame[1], int(action.split()[1]) - 1, to_hand=False)

    # ------------------------------------------------------------------ Acceptance
    def _opts_accept_ask(self, frame: SeatFrame) -> list[str]:
        return ["accept", "stay"]

    def _do_accept_ask(self, frame: SeatFrame, action: str) -> None:
        if action == "accept":
            self.push("accept_roll", frame[1])

    def _odds_accept_roll(self, frame: SeatFrame) -> list[tuple[str, float]]:
        return D6

    def accept_need(self, seat: int, roll: int) -> int:
        """Hope still needed after ``roll`` (0: the check already passes)."""
        return max(0, ACCEPT_TARGET - roll - self.ongoing(seat, "accept"))

    def _on_accept_roll(self, frame: SeatFrame, outcome: str) -> None:
        seat = frame[1]
        roll = int(outcome.split()[1])
        self.note(seat, "accept_roll", roll)
        need = self.accept_need(seat, roll)
        if need == 0:
            self.reach_acceptance(seat)
        elif self.tr[seat].hope >= need:  # Ruling: Hope that wins the game is always spent.
            self.tr[seat].hope -= need
            self.note(seat, "accept_hope", need)
            self.reach_acceptance(seat)
        else:
            self.accept_failed(seat)

    def accept_failed(self, seat: int) -> None:
        """A failed Acceptance Check: no Burden, and the turn ends (Phase 3 still runs)."""
        self.note(seat, "accept_fail")
        self.stack = [f for f in self.stack if f[1] != seat or f[0] in ("hand_limit", "end_turn")]

    def reach_acceptance(self, seat: int) -> None:
        """The first Traveler on Acceptance wins; the game ends at once."""
        t = self.tr[seat]
        t.ring, t.pos = ACCEPTANCE_RING, 0
        self.winner = seat
        self.over = True
        self.stack = []
        self.note(seat, "acceptance")
