"""The shape of a Court of the Dead view (views.py, ``build_view``), for mypy, the conformance
suite and the renderer's key check (``pygame_rules/core/view.py``); the keys in words are in
views.py's docstring.

Every seat and the spectator get the same public part (:class:`CourtView`, built once per
position); a seat's view adds its private ``you`` (:class:`YouView`). Seats are 0-based;
places are numbered 0 (the Crypt) to 12 (the locations, locations.json); guilds are counted
per guild in ``guild_ids`` order (guilds.json); Influence per faction in ``factions`` order
(bone, flesh, spirit). Texts use ``{p0}``, ``{p1}``... for player names.
"""

from __future__ import annotations

from typing import Literal, NotRequired, TypedDict, Union

Phase = Literal["setup", "distribution", "wallows", "draft", "actions", "dreadsgrip", "tithe", "resolve",
                "cleanup", "over"]
"""``CourtState.phase`` (state.py): the phase being played, ``"over"`` once the game ended."""


class CourtCardView(TypedDict):
    """A Court card (card_text.py ``court_json``, court.json): its ``name``, ``title``,
    ``faction`` and its two ``actions`` in words."""

    name: str
    title: str
    faction: str
    actions: list[str]


class MournerCardView(TypedDict):
    """A Mourner card (card_text.py ``mourner_json``, mourners.json): ``follower`` is the
    guild id of the figure it brings; ``text`` its ability in words."""

    name: str
    title: str
    faction: str
    follower: str
    text: str


class WallowsCardView(TypedDict):
    """A Wallows card (card_text.py ``wallows_json``, wallows.json): its ``kind`` (quest,
    artifact...), ``objective`` in words, and those of ``reward``, ``penalty``, ``benefit``
    and ``trigger`` its data has."""

    name: str
    kind: str
    objective: str
    reward: NotRequired[str]
    penalty: NotRequired[str]
    benefit: NotRequired[str]
    trigger: NotRequired[str]


class MotiveCardView(TypedDict):
    """An Ulterior Motive (card_text.py ``motive_json``, motives.json): ``text`` says how it
    scores."""

    name: str
    faction: str
    text: str


CardView = Union[CourtCardView, MournerCardView, WallowsCardView, MotiveCardView]
"""A card's text in ``cards`` (card id -> card), told apart by its keys."""


class AsksView(TypedDict):
    """The decision pending (views.py ``_asks``): ``seat`` (None for chance), its ``kind``
    (flow.py ``asked_kind``: ``turn``, ``bid``, ``chance``... or an effect's choice's own)
    and ``prompt`` in words."""

    seat: int | None
    kind: str
    prompt: str


class MetersView(TypedDict):
    """The meters: Celestial ``suspicion`` (0..12), ``dreadsgrip`` Threat (0..9), the Etherea
    the ``tithe`` asks, and the threat ``limit`` (state.py ``threat_limit``)."""

    suspicion: int
    dreadsgrip: int
    tithe: int
    limit: int


class TitheView(TypedDict):
    """The Tithe while it is bid (phases/tithe.py ``tithe_view``), in Etherea: ``required``,
    what Dirth Forge gives (``forge``), what the players must still give (``needed``, at
    least 0); ``stakes``: what a bid risks and wins, in words."""

    required: int
    forge: int
    needed: int
    stakes: str


class PileView(TypedDict):
    """An Etherea pile not yet taken: its number (``pile``, from 1) and the ``etherea`` on it."""

    pile: int
    etherea: int


class LocationView(TypedDict):
    """A location (locations.json): ``id`` 1..12; ``figures[seat]``: the seat's count per
    guild there, ``[]`` for none; ``total`` figures; whether Malavestros stands there;
    ``leader``: the seat alone with the most figures, else None."""

    id: int
    name: str
    faction: str
    text: str
    figures: list[list[int]]
    total: int
    malavestros: bool
    leader: int | None


class GuildView(TypedDict):
    """A guild (guilds.json): ``counts[seat]`` of its figures controlled, its ``supply``
    left, ``leader``: the seat alone with the most, else None."""

    id: str
    name: str
    faction: str
    text: str
    counts: list[int]
    supply: int
    leader: int | None


class ScoreView(TypedDict):
    """A seat's points (state.py ``breakdown``): ``unity`` less debt, Influence points per
    faction, its motive (0 until the end) and the ``total``."""

    unity: int
    bone: int
    flesh: int
    spirit: int
    motive: int
    total: int


class PlayerView(TypedDict):
    """A seat's public board (views.py ``_player``): ``faction`` shown (None before set-up
    deals it), ``influence`` per faction (0..15), ``crypt`` figures per guild, Mourners in
    play (``spent``: used this round), Wallows cards of the round (``wallows_done``:
    completed), ``artifacts`` kept, cards held as counts, whether it ``drafted``, chose its
    motive, made its bid; ``move_caps``: figures it can pay to move into each location
    (index id - 1); ``tithe_given`` this round."""

    seat: int
    faction: str | None
    etherea: int
    unity: int
    debt: int
    influence: list[int]
    bases_left: int
    crypt: list[int]
    mourners: list[str]
    spent: list[str]
    wallows: list[str]
    wallows_done: list[str]
    artifacts: list[str]
    hand_count: int
    packet_count: int
    drafted: bool
    motive_chosen: bool
    bid_made: bool
    move_caps: list[int]
    tithe_given: int
    score: ScoreView


class YouView(TypedDict):
    """The viewer's own secrets (views.py ``_you``): Court cards in ``hand`` and ``packet``,
    the card ``drafted`` (None), the motives dealt and the one kept, its points now, its
    secret ``bid`` (None), the Mourners it may activate, ``move_caps`` (as the player's),
    ``cards`` (the texts of these cards) and ``undealt`` (only while Severamm looks)."""

    seat: int
    hand: list[str]
    packet: list[str]
    drafted: str | None
    motives_dealt: list[str]
    motive: str | None
    motive_points_now: int
    bid: int | None
    activatable: list[str]
    move_caps: list[int]
    cards: dict[str, CardView]
    undealt: NotRequired[list[str]]


class CourtView(TypedDict):
    """What ``CourtState._view`` returns (views.py ``build_view``).

    - ``round``, ``phase``, ``asks`` (None once over), ``first_player`` (holds the
      Alltaker), ``alltaker_used``, ``turn`` (Action Phase only, else None),
      ``extra_turns`` (None until the last round's extra turns), ``ending`` (the last round);
    - ``meters``, ``unity_supply``, ``forge`` (Etherea on Dirth Forge), ``tithe`` (None
      but while bid), ``roll`` (Distribution only), ``piles``, ``malavestros`` (location or
      None), ``dreadsbane`` (seat or None);
    - ``locations``, ``guilds``, ``influence_points`` (points per Influence level 0..15),
      ``players``;
    - ``played`` Court cards, ``undealt_count``, ``decks`` (Mourners left per faction),
      ``wallows_deck`` and ``wallows_discard`` sizes, ``drawn`` Wallows cards;
    - ``scores`` (totals), and at the end ``motives``, ``tiebreak`` and ``end`` in words
      (None before);
    - ``cards`` (id -> text of every card named above), ``guild_ids``, ``factions``;
    - ``you``: a seat's own view only.
    """

    round: int
    phase: Phase
    asks: AsksView | None
    first_player: int
    alltaker_used: bool
    turn: int | None
    extra_turns: int | None
    ending: bool
    meters: MetersView
    unity_supply: int
    forge: int
    tithe: TitheView | None
    roll: int | None
    piles: list[PileView]
    malavestros: int | None
    dreadsbane: int | None
    locations: list[LocationView]
    guilds: list[GuildView]
    influence_points: list[int]
    players: list[PlayerView]
    played: list[str]
    undealt_count: int
    decks: dict[str, int]
    wallows_deck: int
    wallows_discard: int
    drawn: list[str]
    scores: list[int]
    motives: list[str | None] | None
    cards: dict[str, CardView]
    guild_ids: list[str]
    factions: list[str]
    tiebreak: str | None
    end: str | None
    you: NotRequired[YouView]
