"""The frames of the resolution stack (engine.py), one type per shape.

A frame is a plain tuple ``(kind, seat, *fields)``; its kind fixes how many fields follow and
what they are. Each shape below is a ``tuple`` type whose kind is a ``Literal``, so the type
checker reads the fields of a frame once its kind is compared (``if frame[0] == "consent":``
narrows a :data:`Frame` to a :data:`ConsentFrame`), and ``FrameEngine.push`` accepts only
the fields of the kind it is given. The frames stay tuples at run time (clones copy the
stack as a list of tuples; tests compare frames with tuples).
"""

from __future__ import annotations

from typing import Literal, TypeAlias, Union

from .cards import Part

SeatKind: TypeAlias = Literal[
    "accept_ask", "accept_roll", "action", "crisis", "deal", "discard_excess", "drift_fill", "encounter",
    "end_turn", "equi_mode", "escape_roll", "facade", "facade_move", "gateway_ask", "gateway_hope",
    "gateway_roll", "hand_limit", "intuition", "land", "limbo_act", "limbo_cleanup", "limbo_draw", "limbo_exit",
    "limbo_move", "limbo_play", "limbo_step", "lotus", "mask_setup", "move_mods", "move_roll", "movement",
    "order_check", "order_roll", "overflow", "peek_done", "peek_order", "phase1", "pick_traveler", "protect",
    "purge_ask", "refill", "relic_tp", "space", "surrender", "turn_start", "turning_point"]
"""Kinds whose frame is ``(kind, seat)`` alone (seat ``-1``: the game's own step)."""

SeatFrame: TypeAlias = tuple[SeatKind, int]
"""``(kind, seat)``: a step of ``seat`` with nothing more to say."""
DrawFrame: TypeAlias = tuple[Literal["draw", "reveal"], int, str, str]
"""``(kind, seat, deck, mode)``: a card drawn for ``seat`` (-1: the game) placed by ``mode`` (drawing.py)."""
EffectsFrame: TypeAlias = tuple[Literal["effects"], int, str, Part, int, int]
"""``("effects", actor, card key, part, effect index, target)``: the card's effect list
``part`` from ``index`` on (effects.py); target -1 for none, -2 once a Stasis Shield cancelled it."""
OpFrame: TypeAlias = tuple[Literal["op"], int, str, Part, int, int]
"""``("op", seat, card key, part, effect index, actor)``: one effect on one of several seats."""
CausedFrame: TypeAlias = tuple[Literal["pick_deck", "pick_relic"], int, str]
"""``(kind, seat, cause)``: a choice a card or Relic (key ``cause``) asks of ``seat``."""
PickCardsFrame: TypeAlias = tuple[Literal["pick_discard", "pick_suppress"], int, int, str]
"""``(kind, seat, n, cause)``: ``n`` hand cards still to discard or suppress."""
PickVaultFrame: TypeAlias = tuple[Literal["pick_vault"], int, int, str, str]
"""``("pick_vault", seat, n, mode, cause)``: ``n`` suppressed cards still to take, ``mode``
``"hand"`` (back to the hand) or ``"purge"``."""
PickStripFrame: TypeAlias = tuple[Literal["pick_strip"], int, int, str]
"""``("pick_strip", actor, stripped seat, cause)``: the actor picks an attachment to discard."""
GiveRelicFrame: TypeAlias = tuple[Literal["give_relic"], int, int, str]
"""``("give_relic", giver, taker, cause)``: the giver picks one of its Relics."""
ElderSlotFrame: TypeAlias = tuple[Literal["elder_slot"], int, str]
"""``("elder_slot", seat, card key)``: the Devoted Elder may put that card in the Drift."""
EquiGiveFrame: TypeAlias = tuple[Literal["equi_give"], int, str]
"""``("equi_give", seat, mode)``: Equilibrium's hand card to discard, mode ``"shed"`` or ``"draw"``."""
ConsentFrame: TypeAlias = tuple[Literal["consent"], int, int, str]
"""``("consent", defender, initiator, verb)``: an offer (``gift``, ``trade``, ``take``) to agree to."""
TradeFrame: TypeAlias = tuple[Literal["trade_give"], int, int, str]
"""``("trade_give", giver, receiver, first)``: the card to give; ``first`` is the
Initiator's card once chosen ("" while the Initiator chooses)."""
ContestFrame: TypeAlias = tuple[Literal["contest"], int, int]
"""``("contest", initiator, defender)``: the conflict dice."""
ConflictShieldFrame: TypeAlias = tuple[Literal["conflict_shield"], int, str]
"""``("conflict_shield", defender, harm)``: harm ``"burden"`` or ``"relic"`` a Stasis Shield may cancel."""
ShieldCardFrame: TypeAlias = tuple[Literal["shield_card"], int, int, str]
"""``("shield_card", target, actor, card key)``: a Stasis Shield against a card that targets you."""
PlaceVaultFrame: TypeAlias = tuple[Literal["place_vault"], int, str, int, str]
"""``("place_vault", seat, card key, mask, class)``: a card on its way into a full vault
(mask and class as in a vault: traveler.py)."""

Frame: TypeAlias = Union[SeatFrame, DrawFrame, EffectsFrame, OpFrame, CausedFrame, PickCardsFrame, PickVaultFrame,
                         PickStripFrame, GiveRelicFrame, ElderSlotFrame, EquiGiveFrame, ConsentFrame, TradeFrame,
                         ContestFrame, ConflictShieldFrame, ShieldCardFrame, PlaceVaultFrame]
"""Any frame of the stack."""
