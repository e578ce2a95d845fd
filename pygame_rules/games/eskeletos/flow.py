"""How an ESKELETOS game runs on the flow core: each frame kind of frames.py registered with
its handlers (pygame_rules/core/flow/engine.py).

The handlers live with the rules they implement (setup.py, drawing.py, turn.py, spaces.py,
encounters.py, effects.py, vault.py, relics.py, limbo.py, burden.py); the words of every
move (its log line, its ``action_info``) are ``ViewMixin``'s (views.py). Every decision is
registered ``single``: a decision with one legal option is no choice and is taken at once,
costing no ply (docs/notation/eskeletos.md).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...core.flow import Flow
from . import burden, drawing, effects, encounters, limbo, relics, setup, spaces, turn, vault
from .frames import (AcceptAsk, AcceptRoll, ActionPhase, ConflictDice, ConflictShield, Consent, CrisisRoll, Deal,
                     DiscardExcess, DrawCard, DriftFill, EffectOn, Effects, ElderSlot, Encounter, EndTurn, EquiGive,
                     EquiMode, EscapeRoll, FacadeMove, FacadePick, GatewayAsk, GatewayHope, GatewayRoll, GiveRelic,
                     HandLimit, IntuitionPick, Land, LimboAct, LimboCleanup, LimboDraw, LimboExit, LimboMove, LimboPlay,
                     LimboStep, Lotus, MaskSetup, Movement, MoveMods, MoveRoll, OrderCheck, OrderRoll, Overflow,
                     PeekDone, PeekOrder, Phase1, PickDeck, PickDiscard, PickRelic, PickStrip, PickSuppress,
                     PickTraveler, PickVault, PlaceVault, Protect, PurgeAsk, Refill, RelicHere, Reveal, ShieldCard,
                     Space, SurrenderRelic, TradeGive, TurningPoint, TurnStart)
from .moves import NOTATION, EskeletosMove
from .views import ViewMixin

if TYPE_CHECKING:  # pragma: no cover
    from .state import EskeletosState

FLOW: Flow["EskeletosState", EskeletosMove] = Flow(NOTATION, describe=ViewMixin.main_sentence,
                                                   info=ViewMixin.move_info)
"""ESKELETOS' registry of frame kinds (``EskeletosState.FLOW``)."""

# setup.py
FLOW.auto(DriftFill, run=setup.drift_fill)
FLOW.decision(PickTraveler, options=setup.traveler_options, apply=setup.pick_traveler, single=True)
FLOW.auto(MaskSetup, run=setup.mask_setup)
FLOW.auto(Deal, run=setup.deal)
FLOW.chance(OrderRoll, outcomes=setup.d6, apply=setup.order_roll, kind=drawing.public_dice)
FLOW.auto(OrderCheck, run=setup.order_check)
# drawing.py
FLOW.auto(DrawCard, run=drawing.draw_card)
FLOW.chance(Reveal, outcomes=drawing.reveal_odds, apply=drawing.reveal, kind=drawing.reveal_kind)
FLOW.auto(Refill, run=drawing.refill)
FLOW.decision(ElderSlot, options=drawing.elder_options, apply=drawing.elder_slot, single=True)
# turn.py
FLOW.auto(TurnStart, run=turn.turn_start)
FLOW.decision(Phase1, options=turn.phase1_options, apply=turn.phase1, single=True)
FLOW.chance(MoveRoll, outcomes=turn.move_rolls, apply=turn.move_roll, kind=drawing.public_dice)
FLOW.decision(IntuitionPick, options=turn.intuition_options, apply=turn.intuition, single=True)
FLOW.auto(Movement, run=turn.movement)
FLOW.decision(MoveMods, options=turn.move_mods_options, apply=turn.move_mods, single=True)
FLOW.decision(ActionPhase, options=turn.action_options, apply=turn.action, single=True)
FLOW.decision(FacadePick, options=turn.facade_options, apply=turn.facade, single=True)
FLOW.auto(FacadeMove, run=turn.facade_move)
FLOW.auto(HandLimit, run=turn.hand_limit)
FLOW.decision(DiscardExcess, options=turn.discard_options, apply=turn.discard_excess, single=True)
FLOW.auto(EndTurn, run=turn.end_turn)
# spaces.py
FLOW.auto(Land, run=spaces.land)
FLOW.auto(Space, run=spaces.space)
FLOW.decision(Protect, options=spaces.protect_options, apply=spaces.protect, single=True)
FLOW.decision(Lotus, options=spaces.lotus_options, apply=spaces.lotus, single=True)
FLOW.auto(TurningPoint, run=spaces.turning_point)
FLOW.decision(RelicHere, options=spaces.relic_here_options, apply=spaces.relic_here, single=True)
FLOW.decision(GatewayAsk, options=spaces.gateway_options, apply=spaces.gateway_ask, single=True)
FLOW.chance(GatewayRoll, outcomes=setup.d6, apply=spaces.gateway_roll, kind=drawing.public_dice)
FLOW.decision(GatewayHope, options=spaces.gateway_hope_options, apply=spaces.gateway_hope, single=True)
FLOW.decision(PurgeAsk, options=spaces.purge_options, apply=spaces.purge_ask, single=True)
FLOW.decision(AcceptAsk, options=spaces.accept_options, apply=spaces.accept_ask, single=True)
FLOW.chance(AcceptRoll, outcomes=setup.d6, apply=spaces.accept_roll, kind=drawing.public_dice)
# encounters.py
FLOW.decision(Encounter, options=encounters.encounter_options, apply=encounters.encounter, single=True)
FLOW.decision(Consent, options=encounters.consent_options, apply=encounters.consent, single=True)
FLOW.decision(TradeGive, options=encounters.trade_options, apply=encounters.trade_give, single=True)
FLOW.chance(ConflictDice, outcomes=encounters.contest_odds, apply=encounters.contest, kind=drawing.public_dice)
FLOW.decision(ConflictShield, options=encounters.shield_options, apply=encounters.conflict_shield, single=True)
FLOW.decision(SurrenderRelic, options=encounters.surrender_options, apply=encounters.surrender, single=True)
FLOW.decision(ShieldCard, options=encounters.shield_options, apply=encounters.shield_card, single=True)
# effects.py
FLOW.auto(Effects, run=effects.run_effects)
FLOW.auto(EffectOn, run=effects.effect_on)
FLOW.decision(PickDeck, options=effects.deck_options, apply=effects.pick_deck, single=True)
FLOW.decision(PickRelic, options=effects.pick_relic_options, apply=effects.pick_relic, single=True)
FLOW.decision(PickDiscard, options=effects.pick_discard_options, apply=effects.pick_discard, single=True)
FLOW.decision(PickSuppress, options=effects.pick_suppress_options, apply=effects.pick_suppress, single=True)
FLOW.decision(PickVault, options=effects.vault_options, apply=effects.pick_vault, single=True)
FLOW.decision(PickStrip, options=effects.strip_options, apply=effects.pick_strip, single=True)
FLOW.decision(GiveRelic, options=effects.give_relic_options, apply=effects.give_relic, single=True)
# vault.py
FLOW.decision(Overflow, options=vault.overflow_options, apply=vault.overflow, single=True)
FLOW.auto(PlaceVault, run=vault.place_vault)
# relics.py
FLOW.auto(PeekDone, run=relics.peek_done)
FLOW.decision(PeekOrder, options=relics.peek_options, apply=relics.peek_order, single=True)
FLOW.decision(EquiMode, options=relics.equi_options, apply=relics.equi_mode, single=True)
FLOW.decision(EquiGive, options=relics.equi_give_options, apply=relics.equi_give, single=True)
# limbo.py
FLOW.auto(LimboDraw, run=limbo.limbo_draw)
FLOW.auto(LimboMove, run=limbo.limbo_move)
FLOW.auto(LimboStep, run=limbo.limbo_step)
FLOW.auto(LimboAct, run=limbo.limbo_act)
FLOW.decision(LimboPlay, options=limbo.limbo_play_options, apply=limbo.limbo_play, single=True)
FLOW.auto(LimboExit, run=limbo.limbo_exit)
FLOW.chance(EscapeRoll, outcomes=setup.d6, apply=limbo.escape_roll, kind=drawing.public_dice)
FLOW.auto(LimboCleanup, run=limbo.limbo_cleanup)
# burden.py
FLOW.chance(CrisisRoll, outcomes=setup.d6, apply=burden.crisis, kind=drawing.public_dice)
