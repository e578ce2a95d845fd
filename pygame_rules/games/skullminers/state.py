"""Skullminers: the position, the legal actions, and the primitives the rules and the
Directives share (crew, tiles, draws, Claims). The turn runs on the flow core: frames.py
lists its steps, flow.py their handlers.

Rules: docs/rules/skullminers.md; rulings:
docs/rulings/skullminers.md; notation: docs/notation/skullminers.md.

Decision actions: ``company black``, ``hide C``, ``build c6 B1 NES``, ``play d1 B3``,
``play d6``, ``discard c3``, ``pass``, ``move B1 B2 2``, ``attack B2``, ``dig C``, ``done``.
Chance outcomes: ``rolloff H M``, ``draw c6``, ``contest 1 2``, ``rockfall 2``,
``found soil`` / ``found god``.
"""

from __future__ import annotations

import random
from typing import Any, Optional

from ...core.flow import FlowState
from . import invariants
from . import effects as fx
from .cards import BOARD, CARD_ORDER, CARDS, COMPANIES, GEO, CrewCard, Directive, card_words
from .flow import FLOW
from .frames import PHASES, AllocationPhase, ChooseCompany, DirectPhase, DrawCards, HideGodSkull, LookUnderClaim, RollForFirst
from .grid import DIRS, N, S, Tile, can_leave, column_letter, constraint, joinable, parse_shape, step
from .infostate import resample
from .view_types import EndReason, LastContestView, Phase, RockfallView, SkullminersView
from .views import view

_PARSED = {o: parse_shape(o) for c in CARDS.values() if isinstance(c, CrewCard) for o in c.orientations}


class SkullminersState(FlowState):
    """A game of Skullminers for 2 players.

    Mutable fields (cells are indices into :data:`GEO`, seats 0 and 1):

    - ``stack``: the frames still to resolve (frames.py, the flow core); :attr:`phase` and
      :attr:`hider` are read from it.
    - ``companies[seat]``: Company id; ``hands[seat]``: card ids (sorted);
      ``decks[seat]``: card id -> copies, in no order (draws are deferred chance);
      ``discards[seat]``: face-up discard pile, oldest first; ``deals[seat]``: how many
      times the discard pile became that seat's deck (:meth:`reshuffle`; a public count).
    - ``tiles[cell]``: a built :data:`~.grid.Tile` or None; ``crew_seat[cell]`` (-1: empty),
      ``crew_val[cell]`` (crew value), ``tired[cell]`` (crew value that already moved this turn).
    - ``assault``: None, or the attack being gathered on one opponent-held Site,
      ``{"cell": cell, "attack": crew value, "from": [source cells]}`` (rolled by ``attack``).
    - ``god[owner]``: column of that seat's God Skull, or None while undecided (blind
      Claims: decided by chance when first looked at); ``revealed[owner][col]``:
      None, ``"soil"`` or ``"god"``; ``known[seeker]``: {column: "soil"/"god"} learned
      by scouting the opponent's Claims.
    """

    def conserved(self) -> dict[str, Any]:
        """What this game conserves (``invariants.conserved``)."""
        return invariants.conserved(self)

    def check_invariants(self) -> None:
        """Raises InvariantError (``invariants.check``)."""
        invariants.check(self)

    FLOW = FLOW
    geo = GEO
    board = BOARD
    _PLAIN_DATA = True  # every field is ints, strs, lists, dicts, tuples and frames: clone() copies fast

    # ------------------------------------------------------------------ setup
    def _setup(self) -> None:
        self.blind: bool = self.options["blind_claims"]
        self.companies: list[Optional[str]] = [None, None]
        self.hands: list[list[str]] = [[], []]
        self.decks: list[dict[str, int]] = [{}, {}]
        self.discards: list[list[str]] = [[], []]
        self.deals = [0, 0]
        size = self.geo.size
        self.tiles: list[Optional[Tile]] = [None] * size
        self.crew_seat = [-1] * size
        self.crew_val = [0] * size
        self.tired = [0] * size
        self.god: list[Optional[int]] = [None, None]
        self.revealed: list[list[Optional[str]]] = [[None] * self.geo.columns for _ in range(2)]
        self.known: list[dict[int, str]] = [{}, {}]
        self.unearthed = [0, 0]
        self.turn = 0
        self.first: Optional[int] = None
        self.turns_taken = 0
        self.rolloffs: list[str] = []
        self.last_contest: Optional[LastContestView] = None
        self.last_rockfall: Optional[RockfallView] = None
        self.assault: Optional[dict[str, Any]] = None
        self.winner: list[int] = []
        self.ended_by: Optional[EndReason] = None
        # The lab's tally (components()): card ids each seat drew / built or played, in the
        # order first met; tuples, so clones share them.
        self.drawn_ids: list[tuple[str, ...]] = [(), ()]
        self.used_ids: list[tuple[str, ...]] = [(), ()]
        self.start(ChooseCompany(0))

    # ------------------------------------------------------------------ the flow
    @property
    def phase(self) -> Phase:
        """``company``, ``hide``, ``direct``, ``allocate`` (the phase of the topmost decision
        frame: a draw, a Directive or a roll belongs to the phase below it) or ``over``. The
        roll-off for the first player belongs to the Company choice with blind Claims, else
        to the hiding."""
        for frame in reversed(self.stack):
            name = PHASES.get(type(frame))
            if name is not None:
                return name
        if not self.stack:
            return "over"
        return "company" if self.blind else "hide"

    @property
    def hider(self) -> int | None:
        """The seat hiding its God Skull now, None outside the hiding."""
        top = self.top
        return top.seat if isinstance(top, HideGodSkull) else None

    def start_turn(self, seat: int) -> None:
        """Rulebook: Draw Phase (until the hand holds 5), Direct, then Allocation & Contest."""
        self.turn = seat
        self.push(DirectPhase(seat), AllocationPhase(seat))
        self.start_draws(seat, self.board.hand_size - len(self.hands[seat]))

    def start_draws(self, seat: int, count: int) -> None:
        """Draw ``count`` cards (fewer if deck and discard run out): a chance node on top."""
        self.reshuffle(seat)  # an empty deck met with a non-empty pile (e.g. a Cave-in's tile)
        if count > 0 and self.cards_left(seat):
            self.push(DrawCards(seat, count))

    def end_game(self, winners: list[int], reason: EndReason) -> None:
        """The game is over: ``winners`` (none: a draw), ``reason`` (:meth:`end_reason`)."""
        self.winner, self.ended_by = winners, reason
        self.end()

    def private_decision(self, seat: int) -> bool:
        """Choosing a Company is public (nobody holds a card or a Claim yet); hiding a God
        Skull, playing from the hand and moving crew (toward Claims only this seat has
        scouted, away from its own God Skull) need the seat's own view."""
        return self.phase != "company"

    # ------------------------------------------------------------------ legal actions
    def direct_actions(self, seat: int) -> list[str]:
        """Direct phase: every ``build``, ``play`` and ``discard``; ``pass`` with an empty hand."""
        hand = self.hands[seat]
        if not hand:
            return ["pass"]
        distinct = sorted(set(hand), key=CARD_ORDER.__getitem__)
        spots = self.build_spots(seat)
        actions: list[str] = []
        for card_id in distinct:
            actions += self.card_actions(seat, card_id, spots)
        return actions + [f"discard {card_id}" for card_id in distinct]

    def card_actions(self, seat: int, card_id: str,
                     spots: Optional[list[tuple[int, int, int, int, int]]] = None) -> list[str]:
        """The ``build`` or ``play`` actions of one card in ``seat``'s hand."""
        card = CARDS[card_id]
        if isinstance(card, Directive):
            return self._play_actions(seat, card)
        names = self.geo.names
        return [f"build {card_id} {names[i]} {o}" for o, i in self.build_sites(seat, card, spots)]

    def build_spots(self, seat: int) -> list[tuple[int, int, int, int, int]]:
        """Empty cells where ``seat`` might build: ``(cell, sides, openings, join, claim_side)``.

        ``sides``/``openings``: the built neighbours' constraint (:func:`.grid.constraint`).
        ``join``: 0 in ``seat``'s Home Row (no connection needed), else the sides facing an
        opening of a Site ``seat``'s crew occupies (cells with none are left out).
        ``claim_side``: openings the tile must have (:meth:`claim_side`).
        """
        geo, tiles = self.geo, self.tiles
        home = geo.home_row(seat)
        out = []
        for i in range(geo.size):
            if tiles[i] is not None:
                continue
            at_home = geo.row(i) == home
            join = 0 if at_home else joinable(geo, tiles, i, self.crew_seat, seat)
            if at_home or join:
                sides, openings = constraint(geo, tiles, i)
                out.append((i, sides, openings, join, self.claim_side(i)))
        return out

    def claim_side(self, cell: int) -> int:
        """Openings a tile on ``cell`` must have: N and S in either Home Row (ruling: a Home
        Row tile runs through, toward the Claims and toward the grid), none elsewhere."""
        return N | S if self.geo.row(cell) in (self.geo.home_row(0), self.geo.home_row(1)) else 0

    def claim_exit(self, cell: int) -> int:
        """The side a Shaft on ``cell`` must leave by: in a Home Row, toward the Claims next to
        it (ruling: a Shaft there runs from the grid toward its Claims, so no Shaft bars a
        seeker from entering the front Site and digging); 0 elsewhere (any way)."""
        row = self.geo.row(cell)
        for owner in (0, 1):
            if row == self.geo.home_row(owner):
                return self.geo.toward_claims(1 - owner)
        return 0

    def build_sites(self, seat: int, card: CrewCard,
                    spots: Optional[list[tuple[int, int, int, int, int]]] = None) -> list[tuple[str, int]]:
        """``[(orientation, cell)]`` where ``seat`` may build ``card`` (rulebook: Crew Cards).

        The cell must be empty; every opening meets each built neighbour's opening and no
        wall faces one; outside ``seat``'s Home Row an opening must meet a Site that
        ``seat``'s crew occupies; in either Home Row the tile opens toward the Claims, and a
        Shaft there leaves toward them (:meth:`claim_exit`).
        """
        if spots is None:
            spots = self.build_spots(seat)
        out = []
        for orient in card.orientations:
            mask, _, way_out = _PARSED[orient]
            for i, sides, openings, join, claim in spots:
                if (mask & sides == openings and (not join or mask & join) and mask & claim == claim
                        and (not way_out or not claim or way_out == self.claim_exit(i))):
                    out.append((orient, i))
        return out

    def _play_actions(self, seat: int, card: Directive) -> list[str]:
        found = fx.targets(self, seat, card.effects)
        if found is None:
            return [f"play {card.id}"]
        if fx.card_target_kind(card.effects) == "claim":
            return [f"play {card.id} {column_letter(t)}" for t in found]
        return [f"play {card.id} {self.geo.names[t]}" for t in found]

    def allocation_actions(self, seat: int) -> list[str]:
        """Allocation & Contest: ``move FROM TO N`` for each crew value not yet moved this
        turn (one step along a connected tunnel), ``dig C`` for each Claim the seat may
        unearth, and ``done``. While an attack gathers on an opponent's Site (ruling: several
        stacks attack together), only more ``move``s into that Site and ``attack CELL``."""
        actions = []
        for i in range(self.geo.size):
            if self.crew_seat[i] == seat:
                actions += self.moves_from(seat, i)
        if self.assault is not None:
            return actions + [f"attack {self.geo.names[self.assault['cell']]}"]
        actions += [f"dig {column_letter(c)}" for c in self.diggable(seat)]
        actions.append("done")
        return actions

    def moves_from(self, seat: int, cell: int) -> list[str]:
        """``move`` actions of ``seat``'s crew on ``cell`` that have not moved this turn:
        one step to each Site a shared opening leads to (Shafts one way), 1..free crew; only
        into the attacked Site while an attack gathers."""
        if self.crew_seat[cell] != seat:
            return []
        free = self.crew_val[cell] - self.tired[cell]
        if free <= 0:
            return []
        names = self.geo.names
        actions = []
        for d in DIRS:
            n = step(self.geo, self.tiles, cell, d)
            if n is not None and (self.assault is None or n == self.assault["cell"]):
                actions += [f"move {names[cell]} {names[n]} {k}" for k in range(1, free + 1)]
        return actions

    def diggable(self, seat: int) -> list[int]:
        """Columns of the opponent's hidden Claims that ``seat`` may unearth now.

        Rulebook (Claim Discovery) and docs/rulings/skullminers.md: crew on the Site directly in front of the
        Claim (not diagonal), whose tunnel opens toward the Claim (a Shaft only by its way
        out). Crew that moved this turn may dig too: the rulebook limits only how far crew move.
        """
        toward = self.geo.toward_claims(seat)
        out = []
        for c in range(self.geo.columns):
            i = self.geo.front_of_claim(seat, c)
            tile = self.tiles[i]
            if (self.revealed[1 - seat][c] is None and self.crew_seat[i] == seat
                    and tile is not None and can_leave(tile, toward)):
                out.append(c)
        return out

    # ------------------------------------------------------------------ decks and Claims
    def reshuffle(self, seat: int) -> None:
        """Rulebook (Additional Rules): when the draw deck is empty, the discard pile is
        shuffled into a new deck, at once; a card discarded later waits for the next time
        the deck runs out. Nothing happens while the deck still holds a card."""
        deck = self.decks[seat]
        if any(deck.values()) or not self.discards[seat]:
            return
        for c in self.discards[seat]:
            deck[c] = deck.get(c, 0) + 1
        self.discards[seat] = []
        self.deals[seat] += 1

    def cards_left(self, seat: int) -> int:
        """Cards ``seat`` could still draw: deck plus discard pile."""
        return sum(self.decks[seat].values()) + len(self.discards[seat])

    def candidates(self, seeker: int) -> list[int]:
        """Claims of ``seeker``'s opponent that may hold an undecided God Skull: hidden
        and not already seen to be Soil."""
        owner = 1 - seeker
        return [c for c in range(self.geo.columns)
                if self.revealed[owner][c] is None and self.known[seeker].get(c) != "soil"]

    # ------------------------------------------------------------------ crew and tiles
    def use_card(self, seat: int, card_id: str) -> None:
        """``seat`` builds or plays ``card_id``: out of the hand, noted for the lab's tally."""
        self.hands[seat].remove(card_id)
        if card_id not in self.used_ids[seat]:
            self.used_ids[seat] += (card_id,)

    @staticmethod
    def shape(orientation: str) -> tuple[int, int, int]:
        """``(openings mask, Shaft in, Shaft out)`` of a Crew card orientation (``grid.parse_shape``)."""
        return _PARSED[orientation]

    @staticmethod
    def tile(card_id: str, orientation: str, owner: int) -> Tile:
        """The tile ``card_id`` makes built as ``orientation`` by ``owner``."""
        mask, a, b = _PARSED[orientation]
        return (card_id, mask, a, b, owner)

    def add_crew(self, cell: int, seat: int, amount: int) -> int:
        """Add ``amount`` crew value of ``seat`` to ``cell`` (empty or ``seat``'s); at most
        the Site cap (6) stays, the excess is removed from play. Returns the value lost."""
        have = self.crew_val[cell] if self.crew_seat[cell] == seat else 0
        total = min(self.board.site_cap, have + amount)
        self.crew_seat[cell], self.crew_val[cell] = seat, total
        return have + amount - total

    def collapse(self, cell: int) -> None:
        """The tile on ``cell`` collapses: its card goes to its builder's discard pile and
        crew on it are lost (Cave-in, Breakthrough)."""
        tile = self.tiles[cell]
        assert tile is not None
        self.discards[tile[4]].append(tile[0])
        self.tiles[cell] = None
        self.crew_seat[cell], self.crew_val[cell], self.tired[cell] = -1, 0, 0

    def breach(self, cell: int, side: int) -> None:
        """Open the wall of the tile on ``cell`` toward ``side``; a tile beyond collapses, so
        no opening faces a wall, and a Shaft loses its arrow: crew pass it either way (effect
        ``breach``; docs/rulings/skullminers.md, Breakthrough)."""
        beyond = self.geo.neighbours[cell].get(side)
        if beyond is not None and self.tiles[beyond] is not None:
            self.collapse(beyond)
        card, mask, _, _, owner = self.tiles[cell]  # type: ignore[misc]
        self.tiles[cell] = (card, mask | side, 0, 0, owner)

    def remove_crew(self, cell: int, amount: int) -> None:
        """Take ``amount`` crew value off ``cell`` (a loss in a contest, a Rockfall, a move
        away, a dig); an emptied Site holds no crew."""
        self.crew_val[cell] -= amount
        if self.crew_val[cell] <= 0:
            self.crew_seat[cell], self.crew_val[cell], self.tired[cell] = -1, 0, 0
        self.tired[cell] = min(self.tired[cell], self.crew_val[cell])

    def look(self, seeker: int, col: int) -> None:
        """``seeker`` learns (secretly) what lies under the opponent's Claim ``col`` (scouting)."""
        truth = self.truth(seeker, col)
        if truth is None:
            self.push(LookUnderClaim(seeker, col, "scout"))
        else:
            self.settle(seeker, col, truth)
            self.known[seeker][col] = truth
            self.mark_reveal()  # the seeker has seen under the Claim: undo stops here

    def truth(self, seeker: int, col: int) -> Optional[str]:
        """What the opponent's Claim ``col`` holds, ``"god"`` or ``"soil"``, if it is decided;
        None while blind and undecided (then a chance node decides it). Never mutates.

        An undecided God Skull is under one of :meth:`_candidates`; a Claim outside them is
        Soil, and the last one left must hold it.
        """
        owner = 1 - seeker
        if self.god[owner] is None:
            candidates = self.candidates(seeker)
            if col not in candidates:
                return "soil"
            return "god" if len(candidates) == 1 else None
        return "god" if self.god[owner] == col else "soil"

    def settle(self, seeker: int, col: int, truth: str) -> None:
        """An undecided God Skull found (``truth`` ``"god"``) under Claim ``col`` is placed there."""
        if truth == "god":
            self.god[1 - seeker] = col

    def reveal(self, seeker: int, col: int, what: str) -> None:
        """Claim Discovery: turn the Claim face up; the God Skull wins the game."""
        self.revealed[1 - seeker][col] = what
        self.unearthed[seeker] += 1
        self.mark_reveal()  # the Claim is face up: undo stops here
        if what == "god":
            self.end_game([seeker], "god_skull")

    def crew_total(self, seat: int) -> int:
        """Crew value ``seat`` has on the grid."""
        return sum(v for s, v in zip(self.crew_seat, self.crew_val) if s == seat)

    def depth(self, seat: int) -> int:
        """How far ``seat``'s crew has dug toward the Claims it seeks: the row of its most
        advanced crew counted from its own Home Row (1..rows), 0 with no crew on the grid."""
        rows = [self.geo.row(i) for i in range(self.geo.size) if self.crew_seat[i] == seat]
        if not rows:
            return 0
        return max(rows) if seat == 0 else self.geo.rows + 1 - min(rows)

    # ------------------------------------------------------------------ results
    def _scores(self) -> list[float]:
        """Progress per seat: Claims unearthed (the God Skull included) plus a tenth of its
        :meth:`depth` (0.1 per row its crew has come). A running measure (the search bots
        judge a cut-off playout by it); nobody wins by it, only the God Skull wins."""
        return [n + self.depth(s) / 10 for s, n in enumerate(self.unearthed)]

    def _winners(self) -> list[int]:
        return list(self.winner)

    def end_reason(self) -> Optional[EndReason]:
        """``"god_skull"`` (the rulebook's only victory), ``"limit_draw"`` (the safety
        round limit: a draw, docs/rulings/skullminers.md), None before the end."""
        return self.ended_by

    def rounds_played(self) -> int:
        """Rounds begun so far (a round: one turn of each player)."""
        return min(self.turns_taken // 2 + 1, self.board.round_limit)

    def seat_labels(self) -> dict[str, list[str]]:
        """``{"Company": [name of seat 0's Company, seat 1's], "Turn order": ["first",
        "second"] or the reverse}`` once known (balance statistics: the roll-off's winner)."""
        out: dict[str, list[str]] = {}
        if self.companies[0] is not None:
            out["Company"] = [COMPANIES[c].name for c in self.companies if c is not None]
        if self.first is not None:
            out["Turn order"] = ["first" if s == self.first else "second" for s in (0, 1)]
        return out

    def components(self) -> list[dict[str, Any]]:
        """Per seat, its Company and each card of its Company's deck (a Crew card or a
        Directive, named as in the log: ``Gallery NS (3 crew)``): drawn at least once, used
        (built or played) at least once (``State.components``; the playtest lab's table)."""
        rows: list[dict[str, Any]] = []
        for seat, company in enumerate(self.companies):
            if company is None:
                continue
            rows.append({"kind": "Company", "name": COMPANIES[company].name, "seat": seat, "drawn": True,
                         "used": True, "completed": None, "points": None})
            for card_id in COMPANIES[company].deck:
                kind = "Crew card" if isinstance(CARDS[card_id], CrewCard) else "Directive"
                rows.append({"kind": kind, "name": card_words(card_id), "seat": seat,
                             "drawn": card_id in self.drawn_ids[seat], "used": card_id in self.used_ids[seat],
                             "completed": None, "points": None})
        return rows

    # ------------------------------------------------------------------ views, words, bots
    def _view(self, player: int | None) -> SkullminersView:
        return view(self, player)

    def _resample(self, player: int, rng: random.Random) -> "SkullminersState":
        """Hook of ``State.resample_from_infostate``: the opponent's hand re-dealt
        from the cards that seat has not seen, and every God Skull ``player`` cannot know
        placed again among the Claims still possible for it (see :mod:`.infostate`)."""
        return resample(self, player, rng)
