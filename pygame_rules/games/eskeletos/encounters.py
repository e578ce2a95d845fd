"""Traveler Encounters (rulebook: Traveler Encounters, Conflict Results, Conflict
Restrictions): the Initiator picks a Defender and Assist/Share (with the Defender's
agreement), Ignore, or Conflict (never on a Sanctuary space); conflict results include
Burden and Relic surrender, which a ready Stasis Shield can cancel."""

from __future__ import annotations

from typing import TYPE_CHECKING

from . import moves as mv
from .base import EskeletosBase
from .board import SANCTUARY, place_name, space_type
from .frames import (ConflictDice, ConflictShield, Consent, Effects, Encounter, ShieldCard, SurrenderRelic,
                     TradeGive)

if TYPE_CHECKING:  # pragma: no cover
    from .state import EskeletosState

CONTEST = [(f"contest {a} {b}", 1 / 36) for a in range(1, 7) for b in range(1, 7)]
"""Both conflict dice: Initiator's then Defender's."""


class EncounterMixin(EskeletosBase):
    """What a lost conflict does to its Defender."""

    def conflict_harm(self, d: int, harm: str) -> None:
        """Apply a lost conflict's result to Defender ``d``: ``harm`` ``"burden"`` gives 1 Burden
        (source ``conflict``); ``"relic"`` asks it to surrender a Relic (rulebook: Conflict
        Results)."""
        if harm == "burden":
            self.gain_burden(d, 1, "conflict")
        else:
            self.push(SurrenderRelic(d))


def encounter_options(st: "EskeletosState", frame: Encounter) -> list[str]:
    """``ignore``; per Defender on the space: ``conflict N`` (not on a Sanctuary space),
    ``gift N`` (with Hope to give), ``trade N`` (both holding cards), ``take N`` (it has Burden)."""
    seat = frame.seat
    t = st.tr[seat]
    opts = ["ignore"]
    sanctuary = space_type(t.ring, t.pos) in SANCTUARY
    for d in st.defenders(seat):
        o = st.tr[d]
        if not sanctuary:
            opts.append(f"conflict {d + 1}")
        if t.hope >= 1:
            opts.append(f"gift {d + 1}")
        if t.hand and o.hand:
            opts.append(f"trade {d + 1}")
        if o.burden >= 1:
            opts.append(f"take {d + 1}")
    return opts


def encounter(st: "EskeletosState", frame: Encounter, move: mv.EskeletosMove) -> None:
    """A conflict rolls its dice; an offer waits for the Defender's consent."""
    if isinstance(move, mv.Ignore):
        return
    assert isinstance(move, mv.Toward)
    seat, d = frame.seat, move.seat - 1
    if isinstance(move, mv.Conflict):
        st.push(ConflictDice(seat, d))
    else:
        st.push(Consent(d, seat, move.verb))


def consent_options(st: "EskeletosState", frame: Consent) -> list[str]:
    """``agree`` or ``refuse``."""
    return ["agree", "refuse"]


def consent(st: "EskeletosState", frame: Consent, move: mv.EskeletosMove) -> None:
    """Assist/Share happens only by mutual agreement: the Defender agrees or refuses."""
    d, seat, verb = frame
    if isinstance(move, mv.Refuse):
        return
    if verb == "gift":
        st.tr[seat].hope -= 1
        st.tr[d].hope += 1
    elif verb == "take":
        st.shed_burden(d, 1)
        st.gain_burden(seat, 1, "encounter")
    else:
        st.push(TradeGive(seat, d, ""))


def trade_options(st: "EskeletosState", frame: TradeGive) -> list[str]:
    """``give <key>`` for each card in the giver's hand (each key once)."""
    return st.hand_choices(frame.giver, "give")


def trade_give(st: "EskeletosState", frame: TradeGive, move: mv.EskeletosMove) -> None:
    """Trade: the Initiator picks a card to give, then the Defender does; they swap."""
    assert isinstance(move, mv.Give)
    giver, receiver, first = frame
    key = move.card
    if not first:
        st.push(TradeGive(receiver, giver, key))
        return
    a, b = st.tr[receiver], st.tr[giver]  # a: Initiator (gave ``first``), b: Defender
    if len({k for k, _ in a.hand}) > 1:  # the Initiator's secret choice is shown (ruling),
        st.mark_reveal()  # even when the Defender had seen every card it could be
    card_a = a.take_from_hand(first)
    card_b = b.take_from_hand(key)
    st.show(card_a[1], 1 << b.seat)  # each now sees the card it was given
    st.show(card_b[1], 1 << a.seat)
    b.hand.append((card_a[0], card_a[1] | (1 << a.seat) | (1 << b.seat)))
    a.hand.append((card_b[0], card_b[1] | (1 << a.seat) | (1 << b.seat)))


def contest_odds(st: "EskeletosState", frame: ConflictDice) -> list[tuple[str, float]]:
    """Both conflict dice (:data:`CONTEST`)."""
    return CONTEST


def contest(st: "EskeletosState", frame: ConflictDice, move: mv.EskeletosMove) -> None:
    """Defender wins or ties: nothing. Initiator by 1-2: Defender gains 1 Burden; by 3+:
    Defender surrenders a Relic (nothing if it holds none)."""
    assert isinstance(move, mv.Contest)
    seat, d = frame
    a, b = move.initiator, move.defender
    margin = a + st.ongoing(seat, "conflict") - b - st.ongoing(d, "conflict")
    st.note(seat, "contest", [a, b, d])
    harm = "burden" if 1 <= margin <= 2 else ("relic" if margin >= 3 and st.tr[d].relics else None)
    if harm is None:
        return
    if st.shield_ready(d):
        st.push(ConflictShield(d, harm))
    else:
        st.conflict_harm(d, harm)


def shield_options(st: "EskeletosState", frame: ConflictShield | ShieldCard) -> list[str]:
    """``shield`` or ``endure``."""
    return ["shield", "endure"]


def conflict_shield(st: "EskeletosState", frame: ConflictShield, move: mv.EskeletosMove) -> None:
    """The Stasis Shield cancels the conflict's result, or the Defender takes it."""
    if isinstance(move, mv.Shield):
        st.raise_shield(frame.defender)
    else:
        st.conflict_harm(frame.defender, frame.harm)


def surrender_options(st: "EskeletosState", frame: SurrenderRelic) -> list[str]:
    """``surrender R r.i``: each Relic held, to each free Turning Point of its own ring."""
    t = st.tr[frame.seat]
    return [f"surrender {r} {place_name(*place)}" for r in t.relics for place in st.free_turning_points(r)]


def surrender(st: "EskeletosState", frame: SurrenderRelic, move: mv.EskeletosMove) -> None:
    """Relic Displacement: back to a Turning Point of its own ring (the loser chooses)."""
    assert isinstance(move, mv.Surrender)
    st.lose_relic(frame.seat, move.relic, move.place)


def shield_card(st: "EskeletosState", frame: ShieldCard, move: mv.EskeletosMove) -> None:
    """Stasis Shield against a card that targets you: its effects on you are cancelled."""
    target, actor, key = frame
    if not isinstance(move, mv.Shield):
        return
    st.raise_shield(target)
    stack = st.stack
    for i in range(len(stack) - 1, -1, -1):
        f = stack[i]
        if isinstance(f, Effects) and f.actor == actor and f.card == key and f.target == target:
            stack[i] = f._replace(target=-2)
            break
