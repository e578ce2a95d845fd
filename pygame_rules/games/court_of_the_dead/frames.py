"""The frames of a Court of the Dead game: each step still to resolve, on the flow core's
stack (pygame_rules/core/flow/engine.py; the handlers are registered in flow.py, written in
the module of the rule they play).

Three roles:

- **automatic** frames do one step of a phase when they come to the top (a phase begins, a
  Mourner's ability fires, an effect runs). Each phase's decisions and chance nodes are
  *asked* by an automatic frame (``AskTurn`` pushes a ``Turn``), so that the Wallows watch
  runs before the question is put, as it runs before every automatic step (state.py
  ``advance``);
- **decisions**: the first field is the seat that decides, ``options`` the listed actions
  (a tuple, fixed when asked); a choice asked by an effect or a rule also holds its
  ``prompt`` and what its answer acts on (the effects, the victim ...);
- **chance** nodes: whose draw it is and from where; the outcomes are read from the state
  when asked (the cards left in a deck).

Every field is an immutable value: ints, strings, tuples, and the designed effects of the data
files (shared, never changed). ``clone()`` shares the frames.
"""

from __future__ import annotations

from typing import NamedTuple, Sequence

from .specs import Effect


# ---------------------------------------------------------------------- set-up and rounds
class BeginSetup(NamedTuple):
    """Automatic: queue the whole set-up (phases/setup.py ``begin``)."""


class DealMotive(NamedTuple):
    """Automatic: deal ``seat`` one Ulterior Motive of ``faction`` (a :class:`MotiveDeal`)."""

    seat: int
    faction: str


class AskMotive(NamedTuple):
    """Automatic: ask ``seat`` which dealt motive it keeps (a :class:`KeepMotive`)."""

    seat: int


class RevealFactions(NamedTuple):
    """Automatic: every seat shows the faction of its kept motive."""


class DrawStarting(NamedTuple):
    """Automatic: ``seat`` draws its starting Mourner (a :class:`MournerDraw`)."""

    seat: int


class ShuffleIn(NamedTuple):
    """Automatic: the starting Mourners left join their faction decks."""


class StartRound(NamedTuple):
    """Automatic: a round begins (phases/rounds.py)."""


class BeginPhase(NamedTuple):
    """Automatic: phase ``phase`` of the round begins (phases/rounds.py ``BEGIN``)."""

    phase: str


class NextRound(NamedTuple):
    """Automatic: after Clean-up, the next round begins unless the game is over."""


class FireAll(NamedTuple):
    """Automatic: every seat's abilities that work ``when`` fire (abilities.py)."""

    when: str


class Fire(NamedTuple):
    """Automatic: ``seat``'s abilities that work ``when`` fire (``faction``: of the Court card
    played, for ``court``)."""

    seat: int
    when: str
    faction: str | None


class Announce(NamedTuple):
    """Automatic: the log names the ability of ``source`` that ``seat`` uses."""

    seat: int
    source: str


# ---------------------------------------------------------------------- phase 1: Ethereal Distribution
class RollEtherea(NamedTuple):
    """Automatic: the first player rolls one die per player (an :class:`EtherealRoll`)."""


class AskSplit(NamedTuple):
    """Automatic: ask the first player to split the roll (a :class:`SplitEtherea`)."""


class AskPick(NamedTuple):
    """Automatic: ask ``seat`` to take a pile or pass (a :class:`PickPile`)."""

    seat: int


class Leftovers(NamedTuple):
    """Automatic: piles nobody took go to Dirth Forge."""


# ---------------------------------------------------------------------- phases 2, 3, 4, 5
class DrawWallows(NamedTuple):
    """Automatic: ``seat`` draws a Wallows card into play (``dest`` ``"active"``) or into
    ``st.drawn`` (``"drawn"``): a :class:`WallowsDraw`, or the last card at once."""

    seat: int
    dest: str


class DealCourt(NamedTuple):
    """Automatic: deal ``seat`` one Court card face down (a :class:`CourtDeal`)."""

    seat: int


class AskDraft(NamedTuple):
    """Automatic: ask ``seat`` which card of its packet it keeps (a :class:`DraftPick`)."""

    seat: int


class PassPackets(NamedTuple):
    """Automatic: draft step ``step`` (0-based) is over: picks join hands, packets pass."""

    step: int


class AskTurn(NamedTuple):
    """Automatic: ask the seat whose turn it is for its action (a :class:`Turn`)."""


class NextTurn(NamedTuple):
    """Automatic: hand the turn on, or end the Action Phase."""


class RollThreat(NamedTuple):
    """Automatic: the die of one figure of guild ``guild`` (index) of seat ``owner`` at
    location ``place`` (a :class:`ThreatDie`)."""

    place: int
    owner: int
    guild: int


# ---------------------------------------------------------------------- phases 6, 7, 8 and the meters
class AskBid(NamedTuple):
    """Automatic: ask ``seat`` for its secret Tithe bid (a :class:`TitheBid`)."""

    seat: int


class ResolveTithe(NamedTuple):
    """Automatic: the bids are revealed and the Tithe is met or missed."""


class TithePenalty(NamedTuple):
    """Automatic: ``seat`` gave the least to a missed Tithe: -2 Unity, made up with Influence."""

    seat: int


class RaiseMeter(NamedTuple):
    """Automatic: the threat meter ``meter`` (``"suspicion"`` or ``"dreadsgrip"``) rises by
    ``k``, the seats ``causers`` causing any trigger."""

    meter: str
    k: int
    causers: tuple[int, ...]


class ResolveLocation(NamedTuple):
    """Automatic: location ``place`` (1..12) resolves."""

    place: int


class ResolveGuild(NamedTuple):
    """Automatic: guild ``guild`` (index) resolves."""

    guild: int


class SettleWallows(NamedTuple):
    """Automatic: Clean-up takes ``seat``'s Wallows cards off the round, each to settle."""

    seat: int


class SettleCard(NamedTuple):
    """Automatic: ``seat``'s Wallows card ``card``, taken off the round, is discarded (and
    fails if not completed); it still counts as in play meanwhile (invariants.py)."""

    seat: int
    card: str


class FinishRound(NamedTuple):
    """Automatic: the round's cards and counters are reset; the game may be over."""


class Inquisitor(NamedTuple):
    """Automatic: ``seat`` fights a Celestial Inquisitor (Suspicion reached 13)."""

    seat: int


class DreadsgripStrikes(NamedTuple):
    """Automatic: ``causer`` loses a Mourner card to the Dreadsgrip (the meter reached 10)."""

    causer: int


class LoseGuildFigure(NamedTuple):
    """Automatic: ``seat`` loses one of its figures of guild ``guild`` (index): a
    :class:`LoseFigure` choice when it has one."""

    seat: int
    guild: int


# ---------------------------------------------------------------------- effects
class RunEffect(NamedTuple):
    """Automatic: ``seat`` does ``effect``, which comes from card or place ``src``."""

    seat: int
    effect: Effect
    src: str


class AskDeactivate(NamedTuple):
    """Automatic: ``seat`` chooses a Mourner of ``victim`` to deactivate (from ``src``)."""

    seat: int
    victim: int
    src: str


class KeepDrawnCards(NamedTuple):
    """Automatic: ``seat`` keeps one of the Wallows cards just drawn, as ``keep`` says
    (``"quest"`` or ``"artifact"``), for ``src``."""

    seat: int
    keep: str
    src: str


# ---------------------------------------------------------------------- decisions of the phases
class KeepMotive(NamedTuple):
    """Decision: ``seat`` keeps one of its dealt Ulterior Motives (``keep <id>``), secretly."""

    seat: int
    options: tuple[str, ...]


class SplitEtherea(NamedTuple):
    """Decision: the first player splits the roll into players + 1 piles (``split ...``; any
    split is accepted, the non-increasing ones are listed)."""

    seat: int
    options: tuple[str, ...]


class PickPile(NamedTuple):
    """Decision: ``seat`` takes a pile (``take <i>``) or passes for 2 Influence."""

    seat: int
    options: tuple[str, ...]


class DraftPick(NamedTuple):
    """Decision: ``seat`` keeps one card of its packet (``draft <id>``), secretly."""

    seat: int
    options: tuple[str, ...]


class Turn(NamedTuple):
    """Decision: ``seat``'s Action Phase turn (any legal movement accepted, a useful set listed)."""

    seat: int
    options: tuple[str, ...]


class TitheBid(NamedTuple):
    """Decision: ``seat``'s secret contribution to the Tithe (``bid <k>``)."""

    seat: int
    options: tuple[str, ...]


# ---------------------------------------------------------------------- choices asked by effects and rules
class EffectChoice(NamedTuple):
    """Decision: a choice an effect asks (effects.py ``run_prim``, ``offer``). The answer is to
    the first of ``effects`` (``use``: all of them; ``skip``: none), the rest follow; ``kind``
    names the choice for views and renderers (``influence``, ``target``, ``swap`` ...)."""

    seat: int
    options: tuple[str, ...]
    kind: str
    prompt: str
    effects: Sequence[Effect]
    src: str


class FreeMove(NamedTuple):
    """Decision: a free movement (Gallevarbe), as :class:`EffectChoice` but any legal group of
    figures is accepted, listed or not."""

    seat: int
    options: tuple[str, ...]
    prompt: str
    effects: Sequence[Effect]
    src: str


class StealChoice(NamedTuple):
    """Decision: which Influence ``seat`` takes from ``victim`` (``influence ...``)."""

    seat: int
    options: tuple[str, ...]
    prompt: str
    victim: int


class PayChoice(NamedTuple):
    """Decision: which tracks ``seat`` moves down to pay ``points`` Faction Influence points
    for missing Unity (``pay ...``)."""

    seat: int
    options: tuple[str, ...]
    points: int


class DeactivateChoice(NamedTuple):
    """Decision: which Mourner of ``victim`` ``seat`` deactivates (``card <id>``)."""

    seat: int
    options: tuple[str, ...]
    prompt: str
    victim: int


class KeepDrawn(NamedTuple):
    """Decision: which drawn Wallows card ``seat`` keeps (``card <id>``; ``skip`` for an
    artifact, which may be refused), as ``keep`` says (``"quest"`` or ``"artifact"``)."""

    seat: int
    options: tuple[str, ...]
    prompt: str
    keep: str


class LoseMourner(NamedTuple):
    """Decision: ``seat`` picks the Mourner card ``causer`` loses to the Dreadsgrip."""

    seat: int
    options: tuple[str, ...]
    prompt: str
    causer: int


class LoseFigure(NamedTuple):
    """Decision: which of its figures ``seat`` loses (``figure ...``)."""

    seat: int
    options: tuple[str, ...]
    prompt: str


class AlltakerTie(NamedTuple):
    """Decision: the Alltaker's holder may win the tie for ``what`` (a location's or guild's
    name): ``target`` ``"location"`` or ``"guild"``, ``key`` its number or index."""

    seat: int
    options: tuple[str, ...]
    prompt: str
    what: str
    target: str
    key: int


class DreadsbaneChoice(NamedTuple):
    """Decision: the Dreadsbane Order's leader takes the token (``use``) or declines (``skip``)."""

    seat: int
    options: tuple[str, ...]
    prompt: str


# ---------------------------------------------------------------------- chance
class MotiveDeal(NamedTuple):
    """Chance: the Ulterior Motive of ``faction`` dealt to ``seat`` (seen by it alone)."""

    seat: int
    faction: str


class MournerDraw(NamedTuple):
    """Chance: the Mourner card ``seat`` draws from the ``faction`` deck, or, ``starting``, its
    starting Mourner among the faction's starting cards (which raises no Dreadsgrip)."""

    seat: int
    faction: str
    starting: bool


class EtherealRoll(NamedTuple):
    """Chance: the sum of one die per player (1. Ethereal Distribution)."""


class WallowsDraw(NamedTuple):
    """Chance: the Wallows card ``seat`` draws, to ``dest`` (as :class:`DrawWallows`)."""

    seat: int
    dest: str


class CourtDeal(NamedTuple):
    """Chance: one Court card dealt face down to ``seat``."""

    seat: int


class ThreatDie(NamedTuple):
    """Chance: the die of one figure (as :class:`RollThreat`)."""

    place: int
    owner: int
    guild: int
