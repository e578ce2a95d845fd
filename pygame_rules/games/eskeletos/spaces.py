"""Moving on a ring and resolving the space landed on: suit draws, Hazards (with wards and
reactions), Lotus rests, Turning Points (Relic claim or swap, Gateway Check with at most 1
Hope, purge on crossing, the Acceptance Check on Ring 5).

Rulebook: "Space Types", "Ring Traversal and Gateway Checks", "Stage Relics", "Reaching
Acceptance and Winning the Game".
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from . import moves as mv
from .base import EskeletosBase
from .board import ACCEPTANCE_RING, RING_COUNT, SUIT_SPACES, TURNING_POINTS, advance, place_name, space_type
from .cards import CARDS
from .frames import (AcceptAsk, AcceptRoll, DrawCard, EndTurn, Encounter, GatewayAsk, GatewayHope, GatewayRoll,
                     HandLimit, Land, Lotus, Protect, PurgeAsk, RelicHere, Space, TurningPoint)
from .rules import ACCEPT_TARGET, GATEWAY_HOPE_MAX, GATEWAY_TARGET
from .travelers import RELIC_CAPACITY, RELICS

if TYPE_CHECKING:  # pragma: no cover
    from .state import EskeletosState


class SpacesMixin(EskeletosBase):
    """Moving a pawn on its ring and what its space does: Hazards, Lotus rests, Relics on
    Turning Points, Gateway and Acceptance Checks."""

    def move_pawn(self, seat: int, steps: int) -> None:
        """Move ``seat`` ``steps`` spaces clockwise on its ring and resolve the landing."""
        t = self.tr[seat]
        if not t.on_board or steps <= 0:
            return
        t.pos = advance(t.ring, t.pos, steps)
        self.push(Land(seat))

    def defenders(self, seat: int) -> list[int]:
        """Seats whose Travelers stand on ``seat``'s space (same ring and position, on the main
        board): those it may encounter."""
        t = self.tr[seat]
        return [o.seat for o in self.tr if o.seat != seat and o.on_board and o.ring == t.ring and o.pos == t.pos]

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
        showed its mover something about a hand it had not seen, and cannot be undone. With
        the option ``ask_every_decision`` it always comes up (``endure`` alone when nothing
        protects), so it tells nothing: as the Movement Phase's modifiers (turn.py
        ``movement``)."""
        if self.hazard_warded(seat):
            self.note(seat, "warded")
            return
        mover = self.mover
        if (0 <= mover != seat and not self.shield_ready(seat)
                and any(not mask >> mover & 1 for _, mask in self.tr[seat].hand)):
            self.mark_reveal()
        if self.asks_every_decision or self.protect_options(seat):
            self.push(Protect(seat))
        else:
            self.gain_burden(seat, 1, "hazard_space")

    def rest(self, seat: int, choice: str) -> None:
        """Lotus: shed 1 Burden (``choice`` ``"shed"``) or take 1 Hope (``"hope"``); the
        Companion Animal adds Hope."""
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

    def free_turning_points(self, relic: str) -> list[tuple[int, int]]:
        """Turning Points of ``relic``'s own ring where no Relic lies (Relic Displacement)."""
        ring = RELICS[relic].ring
        taken = set(self.relic_at.values())
        return [(ring, i) for i in TURNING_POINTS[ring] if (ring, i) not in taken]

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
            self.push(PurgeAsk(seat))

    def accept_need(self, seat: int, roll: int) -> int:
        """Hope still needed after ``roll`` (0: the check already passes)."""
        return max(0, ACCEPT_TARGET - roll - self.ongoing(seat, "accept"))

    def accept_failed(self, seat: int) -> None:
        """A failed Acceptance Check: no Burden, and the turn ends (Phase 3 still runs)."""
        self.note(seat, "accept_fail")
        self.stack[:] = [f for f in self.stack if f[0] != seat or isinstance(f, (HandLimit, EndTurn))]

    def reach_acceptance(self, seat: int) -> None:
        """The first Traveler on Acceptance wins; the game ends at once."""
        t = self.tr[seat]
        t.ring, t.pos = ACCEPTANCE_RING, 0
        self.winner = seat
        self.end()
        self.note(seat, "acceptance")


def land(st: "EskeletosState", frame: Land) -> None:
    """Encounter first, then the space (ruling: the rulebook resolves the space after a
    conflict or an ignore)."""
    seat = frame.seat
    if not st.tr[seat].on_board:
        return
    st.push(Space(seat))
    if not st.fj and st.defenders(seat):
        st.push(Encounter(seat))


def space(st: "EskeletosState", frame: Space) -> None:
    """The space resolves: a Suit space draws from its deck, a Hazard strikes, a Lotus
    rests (a choice only with Burden to shed), a Turning Point offers its Relic and its check."""
    seat = frame.seat
    t = st.tr[seat]
    if not t.on_board:
        return
    kind = space_type(t.ring, t.pos)
    if kind in SUIT_SPACES:
        st.push(DrawCard(seat, kind, "hand"))
    elif kind == "hazard":
        st.hazard_space(seat)
    elif kind == "lotus":
        if t.burden:
            st.push(Lotus(seat))
        else:
            st.rest(seat, "hope")
    elif kind == "turning":
        st.push(TurningPoint(seat))
        if not st.fj and st.relic_here(t.ring, t.pos):
            st.push(RelicHere(seat))


def protect_options(st: "EskeletosState", frame: Protect) -> list[str]:
    """``shield``, ``react <key>`` (``SpacesMixin.protect_options``), then ``endure``."""
    return st.protect_options(frame.seat) + ["endure"]


def protect(st: "EskeletosState", frame: Protect, move: mv.EskeletosMove) -> None:
    """The Stasis Shield raised, a Reaction card discarded, or the Burden taken."""
    seat = frame.seat
    if isinstance(move, mv.Shield):
        st.raise_shield(seat)
    elif isinstance(move, mv.React):
        st.tr[seat].take_from_hand(move.card)
        st.mark_card(seat, move.card, True)
        st.discard_card(seat, move.card)
    else:
        st.gain_burden(seat, 1, "hazard_space")


def lotus_options(st: "EskeletosState", frame: Lotus) -> list[str]:
    """``rest shed`` or ``rest hope``."""
    return ["rest shed", "rest hope"]


def lotus(st: "EskeletosState", frame: Lotus, move: mv.EskeletosMove) -> None:
    """The chosen rest (``SpacesMixin.rest``)."""
    assert isinstance(move, mv.Rest)
    st.rest(frame.seat, move.choice)


def relic_here_options(st: "EskeletosState", frame: RelicHere) -> list[str]:
    """``claim`` (fewer than 3 held) or, at 3, ``swap R r.i``: give up Relic ``R`` to the
    free Turning Point ``r.i`` of its own ring (docs/rulings/eskeletos.md), then ``leave``."""
    t = st.tr[frame.seat]
    if len(t.relics) < RELIC_CAPACITY:
        return ["claim", "leave"]
    return [f"swap {r} {place_name(*place)}" for r in t.relics for place in st.free_turning_points(r)] + ["leave"]


def relic_here(st: "EskeletosState", frame: RelicHere, move: mv.EskeletosMove) -> None:
    """Claim the Relic here, or at capacity swap one of yours for it (Stage Relics)."""
    t = st.tr[frame.seat]
    here = st.relic_here(t.ring, t.pos)
    if isinstance(move, mv.Leave) or here is None:
        return
    if isinstance(move, mv.Swap):
        st.lose_relic(t.seat, move.relic, move.place)
    t.relics.append(here)
    st.relic_at[here] = None
    st.mark_relic_claimed(here)


def turning_point(st: "EskeletosState", frame: TurningPoint) -> None:
    """On rings 1-4 the Gateway Check is offered; on Ring 5 the Acceptance Check, once
    the Traveler carries no baggage (``SpacesMixin.acceptance_ready``)."""
    seat = frame.seat
    t = st.tr[seat]
    if not t.on_board:
        return
    if t.ring < RING_COUNT:
        st.push(GatewayAsk(seat))
    elif st.acceptance_ready(seat):
        st.push(AcceptAsk(seat))


def gateway_options(st: "EskeletosState", frame: GatewayAsk) -> list[str]:
    """``gateway`` or ``stay``."""
    return ["gateway", "stay"]


def gateway_ask(st: "EskeletosState", frame: GatewayAsk, move: mv.EskeletosMove) -> None:
    """``gateway`` rolls the check."""
    if isinstance(move, mv.Gateway):
        st.push(GatewayRoll(frame.seat))


def gateway_roll(st: "EskeletosState", frame: GatewayRoll, move: mv.EskeletosMove) -> None:
    """1D6 + bonuses: 4+ crosses; 1 Hope may add +1 (offered only when it would pass)."""
    assert isinstance(move, mv.D6)
    seat = frame.seat
    roll = move.face
    total = roll + st.ongoing(seat, "gateway")
    st.note(seat, "gateway_roll", roll)
    if total >= GATEWAY_TARGET:
        st.cross_gateway(seat)
    elif total + GATEWAY_HOPE_MAX >= GATEWAY_TARGET and st.tr[seat].hope >= 1:
        st.push(GatewayHope(seat))
    else:
        st.gateway_failed(seat)


def gateway_hope_options(st: "EskeletosState", frame: GatewayHope) -> list[str]:
    """``hope 1`` or ``hope 0``."""
    return ["hope 1", "hope 0"]


def gateway_hope(st: "EskeletosState", frame: GatewayHope, move: mv.EskeletosMove) -> None:
    """1 Hope spent crosses; none fails the check."""
    assert isinstance(move, mv.Hope)
    seat = frame.seat
    if move.amount == 1:
        st.tr[seat].hope -= 1
        st.cross_gateway(seat)
    else:
        st.gateway_failed(seat)


def purge_options(st: "EskeletosState", frame: PurgeAsk) -> list[str]:
    """``purge N`` for each suppressed card, then ``keep``."""
    return [f"purge {i + 1}" for i in range(len(st.tr[frame.seat].vault))] + ["keep"]


def purge_ask(st: "EskeletosState", frame: PurgeAsk, move: mv.EskeletosMove) -> None:
    """The chosen suppressed card is purged (a Suppressed Hazard goes off), or none."""
    if isinstance(move, mv.Purge):
        st.take_from_vault(frame.seat, move.slot - 1, to_hand=False)


def accept_options(st: "EskeletosState", frame: AcceptAsk) -> list[str]:
    """``accept`` or ``stay``."""
    return ["accept", "stay"]


def accept_ask(st: "EskeletosState", frame: AcceptAsk, move: mv.EskeletosMove) -> None:
    """``accept`` rolls the check."""
    if isinstance(move, mv.Accept):
        st.push(AcceptRoll(frame.seat))


def accept_roll(st: "EskeletosState", frame: AcceptRoll, move: mv.EskeletosMove) -> None:
    """A 6 (with bonuses) reaches Acceptance; Hope makes up what the die lacks, and Hope that
    wins the game is always spent (ruling); else the check fails."""
    assert isinstance(move, mv.D6)
    seat = frame.seat
    roll = move.face
    st.note(seat, "accept_roll", roll)
    need = st.accept_need(seat, roll)
    if need == 0:
        st.reach_acceptance(seat)
    elif st.tr[seat].hope >= need:  # Ruling: Hope that wins the game is always spent.
        st.tr[seat].hope -= need
        st.note(seat, "accept_hope", need)
        st.reach_acceptance(seat)
    else:
        st.accept_failed(seat)
