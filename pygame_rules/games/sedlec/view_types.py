"""The shape of a Skulls of Sedlec view (``SedlecState._view``, state.py), for mypy, the
conformance suite and the renderer's key check (``pygame_rules/core/view.py``).

Everything in Sedlec is public except face-down cards, which are not decided yet (deferred
chance), so every seat and the spectator get the same keys and the same values. The keys
the page reads are those ``web/renderers/sedlec.js`` draws, and ``tiebreak`` on the end
screen (``web/lib/end_screen.js``).
"""

from typing import Literal, TypedDict


class CardView(TypedDict):
    """A card (``Card.to_json``, cards.py): ``id`` (1 to 18), its ``upper`` and ``lower``
    skull types (cards.json ``skull_types``, e.g. ``"noble"``)."""

    id: int
    upper: str
    lower: str


class PileView(TypedDict):
    """One pile of the Graveyard: ``pile`` (1 to 6, the 2 x 3 Graveyard read row by row),
    ``face_down`` (face-down cards in it), ``top`` (its face-up top card, or None)."""

    pile: int
    face_down: int
    top: CardView | None


class PlacedCardView(TypedDict):
    """A card in an Ossuary at ``(row, pos)`` (ossuary.py: ``row`` 1 is the bottom Row;
    ``pos`` 0 is the bottom Row's first card)."""

    row: int
    pos: int
    card: CardView


class SedlecView(TypedDict):
    """What ``SedlecState._view`` returns, for every viewer alike.

    - ``turn``: the seat whose turn it is; ``phase``: ``"reveal"`` (a pile's top card turns
      up by chance), ``"choose"`` (the Dig's cards are up: take one) or ``"turn"``;
    - ``graveyard``: the six piles; ``dug``: the piles (1 to 6) the current Dig turned up,
      ``[]`` outside a Dig;
    - ``hands[seat]``: its cards (sorted by id); ``ossuaries[seat]``: its placed cards,
      sorted by ``(row, pos)``;
    - ``complete_size``, ``bottom_limit``: cards in a complete Ossuary and most cards in its
      bottom Row at this player count (rulebook: End of Game, Placement Rules);
    - ``skull_types``: every skull type in scoring order; ``breakdown[seat]``: skull type
      -> points; ``scores[seat]``: their sum;
    - ``tiebreak``: the end screen's words on a tie of the top total (seats as ``{p0}``,
      named by ``Session.snapshot``), None otherwise.
    """

    turn: int
    phase: Literal["reveal", "choose", "turn"]
    graveyard: list[PileView]
    dug: list[int]
    hands: list[list[CardView]]
    ossuaries: list[list[PlacedCardView]]
    complete_size: int
    bottom_limit: int
    skull_types: list[str]
    breakdown: list[dict[str, int]]
    scores: list[int]
    tiebreak: str | None
