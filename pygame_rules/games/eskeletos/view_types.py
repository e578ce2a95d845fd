"""The shape of an ESKELETOS view (``ViewMixin._view``, views.py), for mypy, the conformance
suite and the renderer's key check (``pygame_rules/core/view.py``).

Every viewer gets every key; what differs is the values: a card the viewer has not seen
(another seat's hand card, a face-down suppressed card, a known Fate card on top) is shown
by what everybody knows of it (its deck, whether it went to the vault as a Hazard) or None;
the cards a seat looks at with Fate Manipulation (``peeked``) are shown to that seat alone.
Once the game is over every hand and vault is face up (docs/rulings/eskeletos.md).

Card ``deck``: ``"nature"``, ``"corporeal"``, ``"emotion"``, ``"memory"``, ``"void"``,
``"fate"`` or ``"limbo"`` (cards.py, ``DECKS``); card ``kind``: ``"action"``,
``"hazard"``, ``"instant"``, ``"keep"``, ``"movement"``, ``"on_draw"`` or ``"reaction"``
(cards.json). Places are named as ``board.place_name`` writes them.
"""

from typing import Any, Literal, TypedDict

EndReason = Literal["acceptance", "limit_draw"]
"""How a game ended (``EskeletosState.end_reason``): a Traveler reached Acceptance, or the
round limit was reached (a draw: docs/rulings/eskeletos.md)."""


class CardView(TypedDict):
    """A card face up (``Card.to_json``, cards.py): ``key`` (cards.json), ``name``, ``deck``,
    ``kind`` and rules ``text`` in words."""

    key: str
    name: str
    deck: str
    kind: str
    text: str


class HandCardView(CardView):
    """A hand card the viewer knows; ``public``: every seat knows it (it was shown)."""

    public: bool


class HiddenHandCardView(TypedDict):
    """A hand card the viewer has not seen: only its ``deck`` (its back shows it)."""

    deck: str
    hidden: Literal[True]


class VaultCardView(CardView):
    """A suppressed card the viewer knows; ``hazard_known``: it went to the vault as a
    Suppressed Hazard (every seat knows that much)."""

    hazard_known: bool


class HiddenVaultCardView(TypedDict):
    """A suppressed card face down that the viewer has not seen; ``hazard_known`` as in
    :class:`VaultCardView`."""

    hidden: Literal[True]
    hazard_known: bool


class DriftCardView(CardView):
    """A card of the Drift (face up); ``elder``: the Devoted Elder's seat when its ability
    put the card in the Drift's 4th slot (A Lifetime of Wisdom: that seat gains Hope when
    another drafts it, drawing.py), else -1."""

    elder: int


class TravelerView(TypedDict):
    """One seat's Traveler (views.py, ``_traveler_view``; traveler.py says what each holds).

    - ``kind`` (travelers.json key), ``name``, ``ability``, ``ability_text``: None until
      the Traveler is chosen;
    - ``ring`` (1 to 5, 6 at Acceptance, 0 in Limbo), ``pos`` (index on the ring),
      ``place`` (the space's name, None off the main board), ``limbo`` (0, or the Limbo arc
      space 1 to 7);
    - tokens ``burden``, ``hope``; ``relics`` (relic keys); ``attachments`` (Keep in Play
      cards); ``cloak``, ``shield_ready``, ``crisis_shed``, ``ward`` (flags of traveler.py);
      ``limbo_card`` (the held Limbo card, else None);
    - ``hand_size``, ``hand`` and ``vault`` (suppressed cards), each card shown as the
      viewer may see it.
    """

    seat: int
    kind: str | None
    name: str | None
    ability: str | None
    ability_text: str | None
    ring: int
    pos: int
    place: str | None
    limbo: int
    burden: int
    hope: int
    relics: list[str]
    attachments: list[CardView]
    cloak: bool
    shield_ready: bool
    crisis_shed: bool
    ward: bool
    limbo_card: CardView | None
    hand_size: int
    hand: list[HandCardView | HiddenHandCardView]
    vault: list[VaultCardView | HiddenVaultCardView]


class TravelerKindView(TypedDict):
    """A Traveler to choose (travelers.json): starting ``burden`` and ``hope``, ``style`` of
    play, ``ability`` name and ``text``."""

    key: str
    name: str
    style: str
    burden: int
    hope: int
    ability: str
    text: str


class RelicView(TypedDict):
    """A Stage Relic of ``ring`` (travelers.json): ``timing`` and ``text`` of its power,
    ``at`` (the space it lies on, None while held) and ``holder`` (the seat holding it,
    else None)."""

    key: str
    name: str
    ring: int
    timing: str
    text: str
    at: str | None
    holder: int | None


class RingView(TypedDict):
    """A ring of the board (board.json): ``ring`` (1 to 5), ``name``, ``layout``: one letter
    per space, read through the view's ``space_codes``."""

    ring: int
    name: str
    layout: str


class DeckView(TypedDict):
    """A deck: its ``name`` in words, cards in its draw ``pile`` and in its ``discard`` pile."""

    name: str
    pile: int
    discard: int


class LimitsView(TypedDict):
    """Most ``burden`` a Traveler survives, cards in a ``hand`` and in a ``vault`` (rules.py)."""

    burden: int
    hand: int
    vault: int


class WaitingView(TypedDict):
    """What the game waits for: ``seat`` (``CHANCE`` for a chance node, core/constants.py),
    ``kind`` (the frame kind's name, frames.py ``KIND``, e.g. ``"pick_traveler"``) and
    ``prompt`` (words read after "<name>'s turn: ", seats as ``{p0}``)."""

    seat: int
    kind: str
    prompt: str


class RecentView(TypedDict):
    """A recent public event (base.py, ``Event``): whose (``seat``, -1 for the game's own),
    ``what`` happened, its ``value`` (dice as a list of ints, a count, a ring, a card's
    name, or None), ``turn`` (its turn number) and its ``text`` in words (seats as ``{p0}``)."""

    seat: int
    what: str
    value: Any
    turn: int
    text: str


class EskeletosView(TypedDict):
    """What ``EskeletosState._view`` returns (views.py).

    - ``mode``; ``round`` of ``round_limit``; ``turn`` (the active seat), ``first`` (the
      first seat); ``end_reason`` and ``end`` (the end screen's words, seats as ``{p0}``),
      each None before the end; ``waiting``: what the game waits for, None at the end;
    - the board: ``limits``, ``rings``, ``space_codes`` (letter -> space type),
      ``relics``, ``drift``, ``decks`` (deck key -> its piles), ``fate_top`` (known Fate
      cards on top of the pile, the next first: None for one the viewer has not seen);
    - ``travelers[seat]``; ``traveler_kinds`` (the Travelers to choose from while a seat
      has none, else ``[]``); ``peeked`` (the cards the viewer orders with Fate
      Manipulation, else ``[]``);
    - ``dice`` (this turn's two movement dice, None before the roll), ``recent`` (the last
      public events, oldest first).
    """

    mode: Literal["first_journey", "standard"]
    round: int
    round_limit: int
    turn: int
    first: int
    end_reason: EndReason | None
    waiting: WaitingView | None
    limits: LimitsView
    rings: list[RingView]
    space_codes: dict[str, str]
    relics: list[RelicView]
    travelers: list[TravelerView]
    traveler_kinds: list[TravelerKindView]
    drift: list[DriftCardView]
    decks: dict[str, DeckView]
    fate_top: list[CardView | None]
    peeked: list[CardView]
    dice: list[int] | None
    recent: list[RecentView]
    end: str | None
