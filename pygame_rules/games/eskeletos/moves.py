"""ESKELETOS' typed moves: every action string parsed once into one of these (the flow core,
pygame_rules/core/flow/moves.py). Notation: docs/notation/eskeletos.md.

Numbers are written as the notation writes them: seats, vault slots and Drift slots are
1-based (``conflict 2`` challenges the second seat, 0-based seat 1); a main-board place is
``ring.index`` (``swap cloak 3.15``). Cards, decks, Relics and Travelers are written by
their keys. Whether a move is legal now is the flow's question (flow.py); a decision's
handler receives only the moves its options list.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar, Union

from ...core.flow import Move, Notation
from .board import parse_place, place_name


# ---------------------------------------------------------------------- chance outcomes
@dataclass(frozen=True, slots=True)
class Card(Move):
    """Chance ``card tears``: the identity of a drawn card (deferred chance)."""

    verb: ClassVar[str] = "card"
    card: str


@dataclass(frozen=True, slots=True)
class D6(Move):
    """Chance ``d6 4``: one die (turn order, Gateway, Acceptance, Limbo Crisis, Escape Check)."""

    verb: ClassVar[str] = "d6"
    face: int


@dataclass(frozen=True, slots=True)
class Roll(Move):
    """Chance ``roll 2 5``: the two movement dice, smaller first (2D6)."""

    verb: ClassVar[str] = "roll"
    first: int
    second: int


@dataclass(frozen=True, slots=True)
class Contest(Move):
    """Chance ``contest 5 3``: the conflict dice, the Initiator's then the Defender's."""

    verb: ClassVar[str] = "contest"
    initiator: int
    defender: int


# ---------------------------------------------------------------------- moves naming a card
@dataclass(frozen=True, slots=True)
class CardMove(Move):
    """A move naming one card by its key (a hand card, an attachment, a peeked card)."""

    card: str


@dataclass(frozen=True, slots=True)
class Play(CardMove):
    """``play tailwind`` / ``play storm_front 2``: a Movement, Action or Keep in Play card,
    targeting the Traveler of seat ``target`` (1-based) when it takes one."""

    verb: ClassVar[str] = "play"
    target: int | None = None


@dataclass(frozen=True, slots=True)
class Discard(CardMove):
    """``discard tears``: a hand card to its discard pile (hand limit, card effects)."""

    verb: ClassVar[str] = "discard"


@dataclass(frozen=True, slots=True)
class Suppress(CardMove):
    """``suppress tears``: a hand card face down into the vault (card effects)."""

    verb: ClassVar[str] = "suppress"


@dataclass(frozen=True, slots=True)
class Give(CardMove):
    """``give ancestral_voice``: the hand card given in a trade, or discarded for Equilibrium."""

    verb: ClassVar[str] = "give"


@dataclass(frozen=True, slots=True)
class React(CardMove):
    """``react scar_tissue``: a Reaction card discarded against a Hazard space's Burden."""

    verb: ClassVar[str] = "react"


@dataclass(frozen=True, slots=True)
class Release(CardMove):
    """``release keepsake``: an attachment discarded for its effect (Action Phase)."""

    verb: ClassVar[str] = "release"


@dataclass(frozen=True, slots=True)
class Strip(CardMove):
    """``strip keepsake``: the target's attachment to discard (Forced Removal)."""

    verb: ClassVar[str] = "strip"


@dataclass(frozen=True, slots=True)
class Bottom(CardMove):
    """``bottom wildfire``: that peeked card under the Fate deck (Fate Manipulation)."""

    verb: ClassVar[str] = "bottom"


# ---------------------------------------------------------------------- moves naming a vault slot
@dataclass(frozen=True, slots=True)
class SlotMove(Move):
    """A move naming suppressed card ``slot`` (1-based, the board's order)."""

    slot: int


@dataclass(frozen=True, slots=True)
class Vault(SlotMove):
    """``vault 2``: suppressed card 2 (card effects, Facade Purge, a full vault)."""

    verb: ClassVar[str] = "vault"


@dataclass(frozen=True, slots=True)
class Purge(SlotMove):
    """``purge 1``: discard suppressed card 1 after crossing a Gateway (a Hazard goes off)."""

    verb: ClassVar[str] = "purge"


@dataclass(frozen=True, slots=True)
class Unsuppress(SlotMove):
    """``unsuppress 1``: Equilibrium returns suppressed card 1 to the hand."""

    verb: ClassVar[str] = "unsuppress"


@dataclass(frozen=True, slots=True)
class Cleanse(Move):
    """``cleanse burden`` / ``cleanse vault 2``: Static Cleanse (Phase 1), 2 Hope to shed 1
    Burden or to discard suppressed card ``slot`` (1-based; None for ``burden``)."""

    verb: ClassVar[str] = "cleanse"
    what: str
    slot: int | None = None


# ---------------------------------------------------------------------- moves toward a seat
@dataclass(frozen=True, slots=True)
class Toward(Move):
    """An Initiator's choice against the Traveler of seat ``seat`` (1-based) in an Encounter."""

    seat: int


@dataclass(frozen=True, slots=True)
class Conflict(Toward):
    """``conflict 2``: challenge seat 2 (the conflict dice decide)."""

    verb: ClassVar[str] = "conflict"


@dataclass(frozen=True, slots=True)
class Gift(Toward):
    """``gift 2``: offer seat 2 one Hope (Assist/Share)."""

    verb: ClassVar[str] = "gift"


@dataclass(frozen=True, slots=True)
class Trade(Toward):
    """``trade 2``: offer seat 2 a card trade (Assist/Share)."""

    verb: ClassVar[str] = "trade"


@dataclass(frozen=True, slots=True)
class Take(Toward):
    """``take 2``: offer to take one Burden from seat 2 (Assist/Share)."""

    verb: ClassVar[str] = "take"


# ---------------------------------------------------------------------- Relics
@dataclass(frozen=True, slots=True)
class Relic(Move):
    """``relic fate`` / ``relic ember`` / ``relic ember shed`` / ``relic cloak`` / ``relic
    equilibrium``: a Relic's power used (``option`` ``"shed"``: the Ember's other option);
    ``relic shield`` names the Relic to claim (a card's effect) or to give (Covetous Heart)."""

    verb: ClassVar[str] = "relic"
    relic: str
    option: str | None = None


@dataclass(frozen=True, slots=True)
class RelicTo(Move):
    """A Relic sent to the Turning Point ``ring``.``index`` of its own ring (written
    ``ember 2.18``)."""

    relic: str
    ring: int
    index: int

    @classmethod
    def parse_args(cls, words: list[str]) -> "RelicTo":
        """``["ember", "2.18"]`` -> the move of Relic ``ember`` to ring 2, index 18. Raises
        ValueError for another shape of words."""
        if len(words) != 2:
            raise ValueError("a Relic and a place")
        ring, index = parse_place(words[1])
        return cls(words[0], ring, index)

    def args(self) -> list[str]:
        """``["ember", "2.18"]``."""
        return [self.relic, place_name(self.ring, self.index)]

    @property
    def place(self) -> tuple[int, int]:
        """``(ring, index)`` of the Turning Point."""
        return self.ring, self.index


@dataclass(frozen=True, slots=True)
class Swap(RelicTo):
    """``swap cloak 3.15``: at 3 Relics, give up the Cosmic Cloak to Turning Point 3.15 for
    the Relic lying here (Stage Relics)."""

    verb: ClassVar[str] = "swap"


@dataclass(frozen=True, slots=True)
class Surrender(RelicTo):
    """``surrender ember 2.18``: a lost conflict's Relic back to Turning Point 2.18."""

    verb: ClassVar[str] = "surrender"


# ---------------------------------------------------------------------- other words
@dataclass(frozen=True, slots=True)
class Traveler(Move):
    """``traveler elder``: the Traveler a seat plays (Game Setup)."""

    verb: ClassVar[str] = "traveler"
    traveler: str


@dataclass(frozen=True, slots=True)
class Draft(Move):
    """``draft 3``: Drift card 3 (1-based) into the hand (Phase 1)."""

    verb: ClassVar[str] = "draft"
    slot: int


@dataclass(frozen=True, slots=True)
class Intuition(Move):
    """``intuition nature``: Scavenger's Intuition draws from that deck."""

    verb: ClassVar[str] = "intuition"
    deck: str


@dataclass(frozen=True, slots=True)
class Deck(Move):
    """``deck memory``: the Suit deck to draw from ("draw from any Suit deck")."""

    verb: ClassVar[str] = "deck"
    deck: str


@dataclass(frozen=True, slots=True)
class Elder(Move):
    """``elder drift`` / ``elder pass``: the Devoted Elder puts the Action card in the Drift's
    4th slot, or lets it be discarded."""

    verb: ClassVar[str] = "elder"
    choice: str


@dataclass(frozen=True, slots=True)
class Rest(Move):
    """``rest shed`` / ``rest hope``: a Lotus rest sheds 1 Burden or takes 1 Hope."""

    verb: ClassVar[str] = "rest"
    choice: str


@dataclass(frozen=True, slots=True)
class Hope(Move):
    """``hope 1`` / ``hope 0``: spend 1 Hope for +1 on the Gateway Check, or none."""

    verb: ClassVar[str] = "hope"
    amount: int


@dataclass(frozen=True, slots=True)
class Limbo(Move):
    """``limbo play`` / ``limbo discard``: the held Limbo card is played or discarded."""

    verb: ClassVar[str] = "limbo"
    choice: str


@dataclass(frozen=True, slots=True)
class Draw(Move):
    """``draw``: the top Fate card (Phase 1), or Equilibrium's "discard a card to draw 2"."""

    verb: ClassVar[str] = "draw"


@dataclass(frozen=True, slots=True)
class Shed(Move):
    """``shed``: Equilibrium's "discard a card to shed 1 Burden"."""

    verb: ClassVar[str] = "shed"


@dataclass(frozen=True, slots=True)
class Go(Move):
    """``go``: the pawn moves now, the roll and its modifiers added up."""

    verb: ClassVar[str] = "go"


@dataclass(frozen=True, slots=True)
class Facade(Move):
    """``facade``: Facade Purge (3 Hope), then the suppressed card to discard."""

    verb: ClassVar[str] = "facade"


@dataclass(frozen=True, slots=True)
class End(Move):
    """``end``: end the Action Phase."""

    verb: ClassVar[str] = "end"


@dataclass(frozen=True, slots=True)
class Ignore(Move):
    """``ignore``: the Initiator leaves the other Travelers alone."""

    verb: ClassVar[str] = "ignore"


@dataclass(frozen=True, slots=True)
class Agree(Move):
    """``agree``: the Defender agrees to an Assist/Share offer."""

    verb: ClassVar[str] = "agree"


@dataclass(frozen=True, slots=True)
class Refuse(Move):
    """``refuse``: the Defender refuses an Assist/Share offer."""

    verb: ClassVar[str] = "refuse"


@dataclass(frozen=True, slots=True)
class Shield(Move):
    """``shield``: the Stasis Shield is raised against the harm."""

    verb: ClassVar[str] = "shield"


@dataclass(frozen=True, slots=True)
class Endure(Move):
    """``endure``: the harm is taken."""

    verb: ClassVar[str] = "endure"


@dataclass(frozen=True, slots=True)
class Claim(Move):
    """``claim``: the Relic lying on this Turning Point is taken."""

    verb: ClassVar[str] = "claim"


@dataclass(frozen=True, slots=True)
class Leave(Move):
    """``leave``: the Relic lying here stays where it lies."""

    verb: ClassVar[str] = "leave"


@dataclass(frozen=True, slots=True)
class Gateway(Move):
    """``gateway``: roll the Gateway Check."""

    verb: ClassVar[str] = "gateway"


@dataclass(frozen=True, slots=True)
class Accept(Move):
    """``accept``: roll the Acceptance Check."""

    verb: ClassVar[str] = "accept"


@dataclass(frozen=True, slots=True)
class Stay(Move):
    """``stay``: no Gateway or Acceptance Check this time."""

    verb: ClassVar[str] = "stay"


@dataclass(frozen=True, slots=True)
class Keep(Move):
    """``keep``: no suppressed card is purged after crossing."""

    verb: ClassVar[str] = "keep"


def vault_slot(move: Move) -> int | None:
    """The suppressed card ``move`` names (1-based slot): ``vault N``, ``purge N``,
    ``unsuppress N``, ``cleanse vault N``; None for a move naming none."""
    if isinstance(move, SlotMove):
        return move.slot
    if isinstance(move, Cleanse):
        return move.slot
    return None


EskeletosMove = Union[Card, D6, Roll, Contest, Play, Discard, Suppress, Give, React, Release, Strip, Bottom,
                      Vault, Purge, Unsuppress, Cleanse, Conflict, Gift, Trade, Take, Relic, Swap, Surrender,
                      Traveler, Draft, Intuition, Deck, Elder, Rest, Hope, Limbo, Draw, Shed, Go, Facade, End,
                      Ignore, Agree, Refuse, Shield, Endure, Claim, Leave, Gateway, Accept, Stay, Keep]
"""Any ESKELETOS move."""

NOTATION: Notation[EskeletosMove] = Notation(
    "ESKELETOS", [Card, D6, Roll, Contest, Play, Discard, Suppress, Give, React, Release, Strip, Bottom,
                  Vault, Purge, Unsuppress, Cleanse, Conflict, Gift, Trade, Take, Relic, Swap, Surrender,
                  Traveler, Draft, Intuition, Deck, Elder, Rest, Hope, Limbo, Draw, Shed, Go, Facade, End,
                  Ignore, Agree, Refuse, Shield, Endure, Claim, Leave, Gateway, Accept, Stay, Keep])
"""ESKELETOS' grammar: ``NOTATION.parse(action)`` is the typed move of an action string."""
