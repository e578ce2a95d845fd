"""The shape of a Skullminers view (views.py, ``view``), for mypy, the conformance suite and
the renderer's key check (``pygame_rules/core/view.py``); the keys in words are in
docs/notation/skullminers.md, section View.

Every viewer gets every key; what differs is the values: ``hands[seat]`` is None but for
the viewer's own hand (both once the game is over), and a hidden Claim's ``known`` is what
that viewer learned of it (views.py says what is hidden). Sites are named like ``"B3"``
(column letter, row number), Claims and columns by their letter.

``from`` and ``in`` are Python keywords, so the TypedDicts holding them are written in the
functional syntax.
"""

from typing import Literal, TypedDict, Union

Phase = Literal["company", "hide", "direct", "allocate", "over"]
"""``SkullminersState.phase``: the phase of the topmost decision frame (frames.py, ``PHASES``)
or ``"over"``."""

EndReason = Literal["god_skull", "limit_draw"]
"""How a game ended (``SkullminersState.end_reason``): the God Skull unearthed, or the round
limit reached (a draw)."""

ContestResult = Literal["attackers", "defenders", "both"]
"""Who holds a contested Site: the attackers, the defenders, or nobody (both sides fell)."""


class CompanyView(TypedDict):
    """A seat's Company (cards.json ``companies``): ``id``, ``name``, ``motto``."""

    id: str
    name: str
    motto: str


class CrewCardView(TypedDict):
    """A Crew card (``CrewCard.to_json``, cards.py): ``shape`` as printed (``"NE"``,
    ``"S>N"`` for a Shaft), crew ``value`` (1 to 6), the ``orientations`` it may be built
    in, ``shaft``: a one-way Shaft, ``text`` in words."""

    id: str
    type: Literal["crew"]
    name: str
    shape: str
    value: int
    orientations: list[str]
    shaft: bool
    text: str


class DirectiveCardView(TypedDict):
    """A Directive card (``Directive.to_json``, cards.py): ``text`` written from its
    ``effects`` (cards.json: each ``{"op": ..., ...}`` with its words and numbers,
    effects.py)."""

    id: str
    type: Literal["directive"]
    name: str
    text: str
    effects: list[dict[str, Union[str, int]]]


CardView = Union[CrewCardView, DirectiveCardView]
"""A card in a hand, told apart by ``type``."""


ShaftView = TypedDict("ShaftView", {"in": str, "out": str})
ShaftView.__doc__ = """A Shaft's ends: the side it is entered by (``in``) and left by (``out``),
``"N"``, ``"E"``, ``"S"`` or ``"W"``."""


class TileView(TypedDict):
    """A built tunnel tile (views.py, ``tile_json``): the ``card`` it was built from, its
    ``shape`` as built, ``owner`` (the seat that built it), the sides it is ``openings`` to,
    and its ``shaft`` (None for a tunnel)."""

    card: str
    shape: str
    owner: int
    openings: list[str]
    shaft: ShaftView | None


class CrewView(TypedDict):
    """The crew on a Site: its ``seat``, crew ``value``, and ``tired``: the crew value that
    already moved this turn."""

    seat: int
    value: int
    tired: int


class CellView(TypedDict):
    """A Site of the grid: its name (``cell``), ``col`` (0-based), ``row`` (1-based), its
    ``tile`` (None: not built) and ``crew`` (None: empty)."""

    cell: str
    col: int
    row: int
    tile: TileView | None
    crew: CrewView | None


class ClaimView(TypedDict):
    """A Claim of ``owner``'s row, unearthed by ``sought_by``: ``col`` (its letter),
    ``state`` (``"hidden"``, ``"soil"`` or ``"god"``) and ``known``: what the viewer knows
    of a hidden one (``"soil"``, ``"god"`` or None; every God Skull once the game is over)."""

    col: str
    owner: int
    sought_by: int
    state: str
    known: str | None


class DiscardView(TypedDict):
    """A face-up card of a discard pile: its ``id`` and ``name`` in words."""

    id: str
    name: str


class ContestRoundView(TypedDict):
    """One simultaneous roll of a contest (frames.py, ``contest_rounds``): the dice each
    side rolled (``attack``, ``defend``: their crew values) and the Hits each scored."""

    attack: int
    defend: int
    attack_hits: int
    defend_hits: int


LastContestView = TypedDict("LastContestView", {
    "cell": str, "from": list[str], "aggressor": int, "defender": int,
    "rounds": list[ContestRoundView], "result": ContestResult})
LastContestView.__doc__ = """The last contest fought (flow.py, ``contest``): the Site
(``cell``), the Sites the attackers came ``from``, the seats, its ``rounds`` and ``result``:
who holds the Site (``"both"``: both sides fell)."""


class RockfallView(TypedDict):
    """The last Rockfall (flow.py, ``rockfall``): its Site, Hit Dice rolled, Hits, and the
    crew value on the Site ``before`` and ``after``."""

    cell: str
    dice: int
    hits: int
    before: int
    after: int


AssaultView = TypedDict("AssaultView", {"cell": str, "attack": int, "from": list[str]})
AssaultView.__doc__ = """The attack being gathered on an opponent-held Site (``cell``): the crew
value sent so far (``attack``) and the Sites it came ``from``."""


class RolloffChance(TypedDict):
    """Chance: the roll-off for the first player."""

    kind: Literal["rolloff"]


class DrawChance(TypedDict):
    """Chance: ``seat`` draws cards (which ones is hidden)."""

    kind: Literal["draw"]
    seat: int


class ContestChance(TypedDict):
    """Chance: the next roll of a contest at ``cell``, the ``aggressor``'s ``attack`` dice
    against ``defend`` dice, after the ``rounds`` rolled so far."""

    kind: Literal["contest"]
    cell: str
    attack: int
    defend: int
    aggressor: int
    rounds: list[ContestRoundView]


class RockfallChance(TypedDict):
    """Chance: a Rockfall's ``dice`` Hit Dice at ``cell``."""

    kind: Literal["rockfall"]
    cell: str
    dice: int


class FoundChance(TypedDict):
    """Chance: what lies under ``seeker``'s opponent's undecided Claim ``claim``, seen by the
    seeker alone (``purpose`` ``"scout"``) or by both (``"dig"``)."""

    kind: Literal["found"]
    seeker: int
    claim: str
    purpose: str


ChanceView = Union[RolloffChance, DrawChance, ContestChance, RockfallChance, FoundChance]
"""The pending chance node in public terms (never a card or a Claim's content), told apart
by ``kind``."""


class SkullminersView(TypedDict):
    """What ``SkullminersState._view`` returns (views.py, ``view``).

    - ``phase``: the phase (``"chance"`` while a chance node is pending); ``chance``: that
      node, else None; ``turn``, ``hider`` (the seat hiding its God Skull, else None),
      ``first_player`` (None before the roll-off), ``round`` of ``round_limit``, ``blind``
      (blind Claims), ``end_reason`` (None before the end);
    - the board (board.json): ``columns``, ``rows``, ``home_rows[seat]``, ``site_cap``,
      ``hand_size``, ``hit_die`` (the faces, ``"hit"``/``"miss"``);
    - ``companies[seat]`` (None before the choice), ``cells`` (row by row from row 1),
      ``claims[owner]`` (A to E);
    - per seat: ``hands`` (None when hidden from the viewer), ``hand_sizes``,
      ``deck_sizes``, ``discards`` (oldest first), ``unearthed`` (Claims), ``crew_totals``,
      ``depths`` (rows of its most advanced crew from its Home Row; 0 without crew);
    - ``rolloffs`` (each roll-off's two Hit Dice, Player 1's first: ``"HM"`` is a Hit and a
      Miss), ``last_contest``,
      ``last_rockfall``, ``assault`` (each None when there is none).
    """

    phase: Phase | Literal["chance"]
    chance: ChanceView | None
    turn: int
    hider: int | None
    first_player: int | None
    round: int
    round_limit: int
    blind: bool
    companies: list[CompanyView | None]
    columns: int
    rows: int
    home_rows: list[int]
    site_cap: int
    hand_size: int
    hit_die: list[str]
    cells: list[CellView]
    claims: list[list[ClaimView]]
    hands: list[list[CardView] | None]
    hand_sizes: list[int]
    deck_sizes: list[int]
    discards: list[list[DiscardView]]
    rolloffs: list[str]
    last_contest: LastContestView | None
    last_rockfall: RockfallView | None
    unearthed: list[int]
    crew_totals: list[int]
    depths: list[int]
    end_reason: EndReason | None
    assault: AssaultView | None
