"""Court of the Dead's typed moves: every action string parsed once into one of these (the flow
core, pygame_rules/core/flow/moves.py). Notation: docs/notation/court_of_the_dead.md.

Seats are written 1..4 in action strings and held 0-based in the moves (``Target``,
``Figure``); places are ``crypt`` (0 here) or a location 1..12; guilds, factions and cards by
their ids. Whether a move is legal now is the flow's question (flow.py and the phase that
asked it); the spelling is the parser's: ``NOTATION.parse(a)`` accepts only ``str(move) == a``.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar, Union

from ...core.flow import Move, Notation
from .data import GUILD_IDS, GUILD_INDEX, NG
from .figures import parse_place, place_token


# ---------------------------------------------------------------------- chance outcomes
@dataclass(frozen=True, slots=True)
class MotiveCard(Move):
    """``motive MF2``: the Ulterior Motive dealt (set-up; seen by its seat alone)."""

    verb: ClassVar[str] = "motive"
    card: str


@dataclass(frozen=True, slots=True)
class MournerCard(Move):
    """``mourner B3``: the Mourner card drawn (a starting Mourner, a recruit, an effect)."""

    verb: ClassVar[str] = "mourner"
    card: str


@dataclass(frozen=True, slots=True)
class RollTotal(Move):
    """``roll 14``: the sum of the Etherea dice (1. Ethereal Distribution)."""

    verb: ClassVar[str] = "roll"
    total: int


@dataclass(frozen=True, slots=True)
class WallowsCard(Move):
    """``wallows W07``: the Wallows card drawn (face up)."""

    verb: ClassVar[str] = "wallows"
    card: str


@dataclass(frozen=True, slots=True)
class CourtCard(Move):
    """``court C05``: the Court card dealt face down (3. Court Card Drafting)."""

    verb: ClassVar[str] = "court"
    card: str


@dataclass(frozen=True, slots=True)
class DieFace(Move):
    """``die 2``: one Dreadsgrip die for one figure (5. Resolve Dreadsgrip Threat)."""

    verb: ClassVar[str] = "die"
    face: int


# ---------------------------------------------------------------------- the phases' decisions
@dataclass(frozen=True, slots=True)
class Keep(Move):
    """``keep MS1``: keep that Ulterior Motive (set-up); ``keep``: Severamm keeps its Court
    cards (no exchange)."""

    verb: ClassVar[str] = "keep"
    card: str | None = None


@dataclass(frozen=True, slots=True)
class Split(Move):
    """``split 5 4 3 0``: the rolled Etherea in piles 1, 2, ... (players + 1 numbers)."""

    verb: ClassVar[str] = "split"
    piles: tuple[int, ...]


@dataclass(frozen=True, slots=True)
class Take(Move):
    """``take 2``: take Etherea pile 2 (1-based)."""

    verb: ClassVar[str] = "take"
    pile: int


@dataclass(frozen=True, slots=True)
class Pass(Move):
    """``pass``: pass the Action Phase turn; ``pass bone spirit``: pass on the Etherea piles for
    those two Faction Influence."""

    verb: ClassVar[str] = "pass"
    factions: tuple[str, ...] = ()

    @classmethod
    def parse_args(cls, words: list[str]) -> "Pass":
        """Any number of faction words (none: a turn passed). The phase's options say which
        are legal."""
        return cls(tuple(words))

    def args(self) -> list[str]:
        """The faction words, as given."""
        return list(self.factions)


@dataclass(frozen=True, slots=True)
class Draft(Move):
    """``draft C07``: keep that Court card from the packet (secret)."""

    verb: ClassVar[str] = "draft"
    card: str


@dataclass(frozen=True, slots=True)
class Play(Move):
    """``play C03 1``: play a Court card from the hand using its action 1 or 2."""

    verb: ClassVar[str] = "play"
    card: str
    action: int


@dataclass(frozen=True, slots=True)
class Recruit(Move):
    """``recruit MK`` (a Guild figure, 3 Etherea) or ``recruit flesh`` (the top Mourner card of
    that deck, 5 Etherea)."""

    verb: ClassVar[str] = "recruit"
    what: str

    @property
    def figure(self) -> bool:
        """True for a Guild figure (``what`` a guild id), False for a Mourner (a faction)."""
        return self.what in GUILD_INDEX


@dataclass(frozen=True, slots=True)
class MoveFigures(Move):
    """``move crypt 5 MK MK DO``: figures from a place (``src``, 0 the Crypt) to a location
    (``dst``), ``counts`` per guild in Guild-track order (movement.py; rulebook: Moving Guild
    Figures). Written with one guild id per figure, in Guild-track order."""

    verb: ClassVar[str] = "move"
    src: int
    dst: int
    counts: tuple[int, ...]

    @classmethod
    def parse_args(cls, words: list[str]) -> "MoveFigures":
        """``["crypt", "5", "MK", "MK", "DO"]`` -> ``MoveFigures(0, 5, (2, 0, 0, 0, 0, 1))``.
        Raises ValueError: fewer than three words, a place that is none, a word that is no
        guild, guilds out of Guild-track order."""
        if len(words) < 3:
            raise ValueError("write a movement as 'move <from> <to> <guild> ...'")
        src, dst = parse_place(words[0]), parse_place(words[1])
        counts = [0] * NG
        last = 0
        for token in words[2:]:
            g = GUILD_INDEX.get(token)
            if g is None:
                raise ValueError(f"'{token}' is not a guild (one of {', '.join(GUILD_IDS)})")
            if g < last:
                raise ValueError("list the guilds in Guild-track order (MK CO SC CS GC DO)")
            counts[g] += 1
            last = g
        return cls(src, dst, tuple(counts))

    def args(self) -> list[str]:
        """The place, the location, then one guild id per figure in Guild-track order."""
        return [place_token(self.src), str(self.dst),
                *[GUILD_IDS[g] for g in range(NG) for _ in range(self.counts[g])]]

    @property
    def total(self) -> int:
        """Figures moved."""
        return sum(self.counts)


@dataclass(frozen=True, slots=True)
class Activate(Move):
    """``activate S1``: use that Mourner's action ability."""

    verb: ClassVar[str] = "activate"
    card: str


@dataclass(frozen=True, slots=True)
class Bid(Move):
    """``bid 3``: contribute 3 Etherea to the Tithe (secret until all have bid)."""

    verb: ClassVar[str] = "bid"
    amount: int


@dataclass(frozen=True, slots=True)
class UseAlltaker(Move):
    """``alltaker``: win a tie with Death, the Alltaker (7. Resolve Locations and Guilds)."""

    verb: ClassVar[str] = "alltaker"


@dataclass(frozen=True, slots=True)
class Decline(Move):
    """``decline``: do not use the Alltaker for this tie."""

    verb: ClassVar[str] = "decline"


# ---------------------------------------------------------------------- choices asked by effects and rules
@dataclass(frozen=True, slots=True)
class Use(Move):
    """``use``: take an optional effect (all of it); the Dreadsbane Order's leader takes the token."""

    verb: ClassVar[str] = "use"


@dataclass(frozen=True, slots=True)
class Skip(Move):
    """``skip``: leave an optional effect (or the Dreadsbane token, or a drawn artifact)."""

    verb: ClassVar[str] = "skip"


@dataclass(frozen=True, slots=True)
class Influence(Move):
    """``influence bone flesh``: Faction Influence to gain (or to take, when stealing), one word
    per point."""

    verb: ClassVar[str] = "influence"
    factions: tuple[str, ...]


@dataclass(frozen=True, slots=True)
class Pay(Move):
    """``pay spirit spirit``: Faction Influence paid for missing Unity, one word per space a
    track moves down (effects.py ``pay_influence``)."""

    verb: ClassVar[str] = "pay"
    factions: tuple[str, ...]


@dataclass(frozen=True, slots=True)
class Guild(Move):
    """``guild DO``: the Guild figure to gain."""

    verb: ClassVar[str] = "guild"
    guild: str


@dataclass(frozen=True, slots=True)
class Figure(Move):
    """``figure 5 2 MK``: one figure, at a place (``crypt`` or a location; 0 here for the Crypt),
    owned by a seat (written 1-based, held 0-based), of a guild."""

    verb: ClassVar[str] = "figure"
    place: int
    seat: int
    guild: str

    @classmethod
    def parse_args(cls, words: list[str]) -> "Figure":
        """``["5", "2", "MK"]`` -> ``Figure(5, 1, "MK")``. Raises ValueError (a place or seat
        that is none, a wrong number of words) or KeyError (no such guild)."""
        if len(words) != 3:
            raise ValueError("write a figure as 'figure <place> <seat> <guild>'")
        GUILD_INDEX[words[2]]  # KeyError: no such guild
        return cls(parse_place(words[0]), int(words[1]) - 1, words[2])

    def args(self) -> list[str]:
        """The place, the seat 1-based, the guild."""
        return [place_token(self.place), str(self.seat + 1), self.guild]

    @property
    def g(self) -> int:
        """The guild's index (Guild-track order)."""
        return GUILD_INDEX[self.guild]


@dataclass(frozen=True, slots=True)
class Target(Move):
    """``target 3``: a player (written 1-based, held 0-based in ``seat``)."""

    verb: ClassVar[str] = "target"
    seat: int

    @classmethod
    def parse_args(cls, words: list[str]) -> "Target":
        """``["3"]`` -> ``Target(2)``. Raises ValueError."""
        if len(words) != 1:
            raise ValueError("write a player as 'target <seat>'")
        return cls(int(words[0]) - 1)

    def args(self) -> list[str]:
        """The seat, 1-based."""
        return [str(self.seat + 1)]


@dataclass(frozen=True, slots=True)
class Location(Move):
    """``location 8``: a location (where Malavestros goes)."""

    verb: ClassVar[str] = "location"
    place: int


@dataclass(frozen=True, slots=True)
class Faction(Move):
    """``faction spirit``: a Mourner deck."""

    verb: ClassVar[str] = "faction"
    faction: str


@dataclass(frozen=True, slots=True)
class Card(Move):
    """``card F1``: a card (a Mourner to lose or deactivate, a Wallows card to keep)."""

    verb: ClassVar[str] = "card"
    card: str


@dataclass(frozen=True, slots=True)
class Option(Move):
    """``option 2``: the 2nd list of an "either" effect (one that starts without a choice)."""

    verb: ClassVar[str] = "option"
    number: int


@dataclass(frozen=True, slots=True)
class Swap(Move):
    """``swap C02 C14``: Severamm gives Court card C02 from the hand for undealt C14."""

    verb: ClassVar[str] = "swap"
    give: str
    take: str


@dataclass(frozen=True, slots=True)
class Reclaim(Move):
    """``reclaim C08 C01``: Socopharie takes played C08 into the hand and discards C01 face up."""

    verb: ClassVar[str] = "reclaim"
    take: str
    discard: str


CourtMove = Union[MotiveCard, MournerCard, RollTotal, WallowsCard, CourtCard, DieFace, Keep, Split, Take, Pass,
                  Draft, Play, Recruit, MoveFigures, Activate, Bid, UseAlltaker, Decline, Use, Skip, Influence,
                  Pay, Guild, Figure, Target, Location, Faction, Card, Option, Swap, Reclaim]
"""Any move of Court of the Dead."""

NOTATION: Notation[CourtMove] = Notation("Court of the Dead", [
    MotiveCard, MournerCard, RollTotal, WallowsCard, CourtCard, DieFace, Keep, Split, Take, Pass, Draft, Play,
    Recruit, MoveFigures, Activate, Bid, UseAlltaker, Decline, Use, Skip, Influence, Pay, Guild, Figure, Target,
    Location, Faction, Card, Option, Swap, Reclaim])
"""Court of the Dead's grammar: ``NOTATION.parse(action)`` is the move, ``str(move)`` the action."""
