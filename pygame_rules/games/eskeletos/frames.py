"""The frames of an ESKELETOS game: each step still to resolve, on the flow core's stack
(pygame_rules/core/flow/engine.py; the handlers are registered in flow.py).

A frame's first field is the seat that owns it: the seat that decides a decision, the
seat a die is rolled or a card drawn for (:data:`SYSTEM`: the game's own steps). A Total
Collapse drops the collapsed seat's frames (it "stops its current turn sequence"), except
:data:`KEEP_ON_COLLAPSE`. Each frame kind has a name (:data:`KIND`), the ``kind`` of the
view's ``waiting`` and the ``frame`` of ``action_info``.

"Immediately" in the rulebook (a Limbo Crisis Roll, a detonation) means pushing a frame on
top, so it resolves before whatever was resolving continues (rulebook: Card and Effect
Timing).
"""

from __future__ import annotations

from typing import Callable, NamedTuple, TypeVar, Union

from .cards import Part

SYSTEM = -1
"""Owner of frames that belong to no seat (Drift refills, setup steps)."""

KIND: dict[type, str] = {}
"""Each frame class -> the name of its kind (``phase1``, ``crisis``, ``reveal`` ...)."""

T = TypeVar("T", bound=type)


def kind(name: str) -> Callable[[T], T]:
    """Class decorator: the frame class's kind is called ``name`` (:data:`KIND`)."""
    def register(cls: T) -> T:
        KIND[cls] = name
        return cls
    return register


def kind_of(frame: object) -> str:
    """The name of ``frame``'s kind (:data:`KIND`). Raises KeyError for no frame of ESKELETOS."""
    return KIND[type(frame)]


# ---------------------------------------------------------------------- setup (setup.py)
@kind("drift_fill")
class DriftFill(NamedTuple):
    """Automatic: Fate cards are dealt face up until the Drift holds 3 draftable cards."""

    seat: int


@kind("pick_traveler")
class PickTraveler(NamedTuple):
    """``seat`` chooses its Traveler."""

    seat: int


@kind("mask_setup")
class MaskSetup(NamedTuple):
    """Automatic: the Polished Mask suppresses the top 2 Fate cards, unseen."""

    seat: int


@kind("deal")
class Deal(NamedTuple):
    """Automatic: Fate cards are dealt to ``seat`` until its hand holds 2 playable ones."""

    seat: int


@kind("order_roll")
class OrderRoll(NamedTuple):
    """Chance: ``seat``'s die for turn order."""

    seat: int


@kind("order_check")
class OrderCheck(NamedTuple):
    """Automatic: the highest roll goes first; seats tied for highest roll again."""

    seat: int


# ---------------------------------------------------------------------- drawing (drawing.py)
@kind("draw")
class DrawCard(NamedTuple):
    """Automatic: a card of ``deck`` drawn for ``seat`` (:data:`SYSTEM`: the game), placed
    by ``mode`` (drawing.py); a :class:`Reveal` unless the next card is already known."""

    seat: int
    deck: str
    mode: str


@kind("reveal")
class Reveal(NamedTuple):
    """Chance: the identity of the card of ``deck`` drawn for ``seat``, placed by ``mode``."""

    seat: int
    deck: str
    mode: str


@kind("refill")
class Refill(NamedTuple):
    """Automatic: empty Drift slots are refilled from the Fate deck."""

    seat: int


@kind("elder_slot")
class ElderSlot(NamedTuple):
    """The Devoted Elder (``seat``) may put the Action card ``card`` in the Drift's 4th slot."""

    seat: int
    card: str


# ---------------------------------------------------------------------- the turn (turn.py)
@kind("turn_start")
class TurnStart(NamedTuple):
    """Automatic: ``seat``'s turn begins, on the main board or in Limbo."""

    seat: int


@kind("phase1")
class Phase1(NamedTuple):
    """Phase 1: ``seat`` cleanses, uses Fate Manipulation, then draws or drafts."""

    seat: int


@kind("move_roll")
class MoveRoll(NamedTuple):
    """Chance: ``seat``'s 2D6 movement roll."""

    seat: int


@kind("intuition")
class IntuitionPick(NamedTuple):
    """Scavenger's Intuition: ``seat`` picks the deck to draw from."""

    seat: int


@kind("movement")
class Movement(NamedTuple):
    """Automatic: ``seat`` may modify its movement (:class:`MoveMods`), or its pawn moves."""

    seat: int


@kind("move_mods")
class MoveMods(NamedTuple):
    """``seat`` adds movement modifiers, then goes."""

    seat: int


@kind("action")
class ActionPhase(NamedTuple):
    """``seat``'s Action Phase: one card, attachments, Relics, Facade Purge, then ``end``."""

    seat: int


@kind("facade")
class FacadePick(NamedTuple):
    """Facade Purge: ``seat`` picks the suppressed card to discard."""

    seat: int


@kind("facade_move")
class FacadeMove(NamedTuple):
    """Automatic: after a Facade Purge ``seat``'s pawn steps 1 space forward."""

    seat: int


@kind("hand_limit")
class HandLimit(NamedTuple):
    """Automatic: Phase 3, ``seat`` discards down to its hand limit."""

    seat: int


@kind("discard_excess")
class DiscardExcess(NamedTuple):
    """``seat`` picks a card to discard over its hand limit."""

    seat: int


@kind("end_turn")
class EndTurn(NamedTuple):
    """Automatic: Crisis survivors shed their Burden; the turn passes clockwise."""

    seat: int


# ---------------------------------------------------------------------- spaces (spaces.py)
@kind("land")
class Land(NamedTuple):
    """Automatic: ``seat``'s pawn landed: an encounter, then the space."""

    seat: int


@kind("space")
class Space(NamedTuple):
    """Automatic: the space ``seat``'s pawn stands on resolves."""

    seat: int


@kind("protect")
class Protect(NamedTuple):
    """A Hazard space strikes ``seat``: a Stasis Shield, a Reaction card, or endure."""

    seat: int


@kind("lotus")
class Lotus(NamedTuple):
    """A Lotus rest: ``seat`` sheds 1 Burden or takes 1 Hope."""

    seat: int


@kind("turning_point")
class TurningPoint(NamedTuple):
    """Automatic: ``seat`` on a Turning Point: a Gateway or Acceptance Check is offered."""

    seat: int


@kind("relic_tp")
class RelicHere(NamedTuple):
    """A Relic lies on ``seat``'s Turning Point: claim it, swap for it, or leave it."""

    seat: int


@kind("gateway_ask")
class GatewayAsk(NamedTuple):
    """``seat`` attempts the Gateway Check or stays."""

    seat: int


@kind("gateway_roll")
class GatewayRoll(NamedTuple):
    """Chance: ``seat``'s Gateway Check die."""

    seat: int


@kind("gateway_hope")
class GatewayHope(NamedTuple):
    """``seat`` may spend 1 Hope for +1 on its Gateway Check."""

    seat: int


@kind("purge_ask")
class PurgeAsk(NamedTuple):
    """Crossed a Gateway: ``seat`` may purge a suppressed card."""

    seat: int


@kind("accept_ask")
class AcceptAsk(NamedTuple):
    """``seat`` attempts the Acceptance Check or stays."""

    seat: int


@kind("accept_roll")
class AcceptRoll(NamedTuple):
    """Chance: ``seat``'s Acceptance Check die."""

    seat: int


# ---------------------------------------------------------------------- encounters (encounters.py)
@kind("encounter")
class Encounter(NamedTuple):
    """``seat`` (the Initiator) meets Travelers on its space: ignore, conflict, or an offer."""

    seat: int


@kind("consent")
class Consent(NamedTuple):
    """The ``defender`` agrees to or refuses the ``initiator``'s offer ``verb`` (``gift``,
    ``trade``, ``take``)."""

    defender: int
    initiator: int
    verb: str


@kind("trade_give")
class TradeGive(NamedTuple):
    """A trade: ``giver`` picks the card to give ``receiver``; ``first`` is the Initiator's
    card once chosen (``""`` while the Initiator chooses)."""

    giver: int
    receiver: int
    first: str


@kind("contest")
class ConflictDice(NamedTuple):
    """Chance: the conflict dice of ``initiator`` against ``defender``."""

    initiator: int
    defender: int


@kind("conflict_shield")
class ConflictShield(NamedTuple):
    """The ``defender`` may raise a Stasis Shield against ``harm`` (``"burden"`` or ``"relic"``)."""

    defender: int
    harm: str


@kind("surrender")
class SurrenderRelic(NamedTuple):
    """``seat`` returns a Relic to a Turning Point of its ring (a lost conflict, a card)."""

    seat: int


@kind("shield_card")
class ShieldCard(NamedTuple):
    """``target`` may raise a Stasis Shield against the card ``card`` that ``actor`` played on it."""

    target: int
    actor: int
    card: str


# ---------------------------------------------------------------------- card effects (effects.py)
@kind("effects")
class Effects(NamedTuple):
    """Automatic: the effect list ``part`` of card ``card`` for ``actor``, from its effect
    ``at`` (0-based) on; ``target`` the Traveler it targets, -1 for none, -2 once a Stasis
    Shield cancelled it."""

    actor: int
    card: str
    part: Part
    at: int
    target: int


@kind("op")
class EffectOn(NamedTuple):
    """Automatic: effect ``at`` (0-based) of card ``card``'s list ``part`` on ``seat`` (one
    of several seats it applies to), played by ``actor``."""

    seat: int
    card: str
    part: Part
    at: int
    actor: int


@kind("pick_deck")
class PickDeck(NamedTuple):
    """``seat`` picks the Suit deck to draw from (the card or Relic ``cause`` asks)."""

    seat: int
    cause: str


@kind("pick_relic")
class PickRelic(NamedTuple):
    """``seat`` picks a Relic lying on a Turning Point to claim (``cause`` asks)."""

    seat: int
    cause: str


@kind("pick_discard")
class PickDiscard(NamedTuple):
    """``seat`` has ``n`` hand cards still to discard (``cause`` asks)."""

    seat: int
    n: int
    cause: str


@kind("pick_suppress")
class PickSuppress(NamedTuple):
    """``seat`` has ``n`` hand cards still to suppress (``cause`` asks)."""

    seat: int
    n: int
    cause: str


@kind("pick_vault")
class PickVault(NamedTuple):
    """``seat`` has ``n`` suppressed cards still to take, ``mode`` ``"hand"`` (back to the
    hand) or ``"purge"`` (``cause`` asks)."""

    seat: int
    n: int
    mode: str
    cause: str


@kind("pick_strip")
class PickStrip(NamedTuple):
    """The ``actor`` picks an attachment of ``stripped`` to discard (``cause`` asks)."""

    actor: int
    stripped: int
    cause: str


@kind("give_relic")
class GiveRelic(NamedTuple):
    """The ``giver`` picks one of its Relics for the ``taker`` (``cause`` asks)."""

    giver: int
    taker: int
    cause: str


# ---------------------------------------------------------------------- the vault (vault.py)
@kind("overflow")
class Overflow(NamedTuple):
    """``seat``'s vault is full: it picks a suppressed card to discard."""

    seat: int


@kind("place_vault")
class PlaceVault(NamedTuple):
    """Automatic: the card ``card`` on its way into ``seat``'s full vault (``mask`` and
    ``cls`` as in a vault: traveler.py)."""

    seat: int
    card: str
    mask: int
    cls: str


# ---------------------------------------------------------------------- Relics (relics.py)
@kind("peek_done")
class PeekDone(NamedTuple):
    """Automatic: Fate Manipulation's peeked cards go back (:class:`PeekOrder` for two)."""

    seat: int


@kind("peek_order")
class PeekOrder(NamedTuple):
    """Fate Manipulation: ``seat`` picks the peeked card for the bottom of the Fate deck."""

    seat: int


@kind("equi_mode")
class EquiMode(NamedTuple):
    """Equilibrium: ``seat`` picks its effect."""

    seat: int


@kind("equi_give")
class EquiGive(NamedTuple):
    """Equilibrium: ``seat`` picks the hand card to discard, then sheds (``mode``
    ``"shed"``) or draws (``"draw"``)."""

    seat: int
    mode: str


# ---------------------------------------------------------------------- Limbo (limbo.py)
@kind("limbo_draw")
class LimboDraw(NamedTuple):
    """Automatic: ``seat`` draws a Limbo card."""

    seat: int


@kind("limbo_move")
class LimboMove(NamedTuple):
    """Automatic: a held Movement Limbo card is played or discarded."""

    seat: int


@kind("limbo_step")
class LimboStep(NamedTuple):
    """Automatic: the natural step toward the Exit Portal, unless frozen."""

    seat: int


@kind("limbo_act")
class LimboAct(NamedTuple):
    """Automatic: a held Action Limbo card is played or discarded."""

    seat: int


@kind("limbo_play")
class LimboPlay(NamedTuple):
    """``seat`` plays or discards its held Limbo card."""

    seat: int


@kind("limbo_exit")
class LimboExit(NamedTuple):
    """Automatic: on the Exit Portal, ``seat`` rolls the Escape Check."""

    seat: int


@kind("escape_roll")
class EscapeRoll(NamedTuple):
    """Chance: ``seat``'s Escape Check die."""

    seat: int


@kind("limbo_cleanup")
class LimboCleanup(NamedTuple):
    """Automatic: a Limbo card still held is discarded."""

    seat: int


# ---------------------------------------------------------------------- Burden (burden.py)
@kind("crisis")
class CrisisRoll(NamedTuple):
    """Chance: ``seat``'s Limbo Crisis Roll."""

    seat: int


Frame = Union[DriftFill, PickTraveler, MaskSetup, Deal, OrderRoll, OrderCheck, DrawCard, Reveal, Refill, ElderSlot,
              TurnStart, Phase1, MoveRoll, IntuitionPick, Movement, MoveMods, ActionPhase, FacadePick, FacadeMove,
              HandLimit, DiscardExcess, EndTurn, Land, Space, Protect, Lotus, TurningPoint, RelicHere, GatewayAsk,
              GatewayRoll, GatewayHope, PurgeAsk, AcceptAsk, AcceptRoll, Encounter, Consent, TradeGive,
              ConflictDice, ConflictShield, SurrenderRelic, ShieldCard, Effects, EffectOn, PickDeck, PickRelic,
              PickDiscard, PickSuppress, PickVault, PickStrip, GiveRelic, Overflow, PlaceVault, PeekDone,
              PeekOrder, EquiMode, EquiGive, LimboDraw, LimboMove, LimboStep, LimboAct, LimboPlay, LimboExit,
              EscapeRoll, LimboCleanup, CrisisRoll]
"""Any frame of the stack."""

KEEP_ON_COLLAPSE: tuple[type, ...] = (Overflow, PlaceVault, Refill, DriftFill)
"""Frames that finish even when their seat collapses (ruling: a card in transit still lands)."""
