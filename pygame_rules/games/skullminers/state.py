"""Skullminers: setup, the turn (Draw, Direct, Allocation & Contest), Claim discovery.

Rules: docs/rules/skullminers.md; rulings:
docs/rulings/skullminers.md; notation: docs/notation/skullminers.md.

Decision actions: ``company black``, ``hide C``, ``build c6 B1 NES``, ``play d1 B3``,
``play d6``, ``discard c3``, ``pass``, ``move B1 B2 2``, ``attack B2``, ``dig C``, ``done``.
Chance outcomes: ``rolloff H M``, ``draw c6``, ``contest 1 2``, ``rockfall 2``,
``found soil`` / ``found god``.
"""

from __future__ import annotations

import random
from math import comb
from typing import Any, Optional

from ...core import CHANCE, TERMINAL, ChanceKind, IllegalActionError, LogEntry, State, TouchEntry
from . import invariants
from . import effects as fx
from .cards import BOARD, CARD_ORDER, CARDS, COMPANIES, COMPANY_IDS, GEO, CrewCard, Directive, card_words
from .grid import DIRS, N, S, Tile, can_leave, column_letter, constraint, fits, joinable, parse_shape, step
from .infostate import resample
from .views import view
from .words import action_info, describe, touches

_PARSED = {o: parse_shape(o) for c in CARDS.values() if isinstance(c, CrewCard) for o in c.orientations}
HIT_LETTER = {"H": "Hit", "M": "Miss"}


def _binomial(n: int, p: float) -> list[float]:
    """P(k Hits) for k = 0..n when rolling ``n`` Hit Dice of Hit chance ``p``."""
    return [comb(n, k) * p ** k * (1 - p) ** (n - k) for k in range(n + 1)]


def _plural(n: int, word: str) -> str:
    return f"{n} {word}{'' if n == 1 else 's'}"


class SkullminersState(State):
    """A game of Skullminers for 2 players.

    Mutable fields (cells are indices into :data:`GEO`, seats 0 and 1):

    - ``phase``: ``company``, ``hide``, ``direct``, ``allocate`` or ``over``;
      ``pending`` (a dict) marks a chance node on top of the phase.
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

    geo = GEO
    board = BOARD
    _PLAIN_DATA = True  # every field is ints, strs, lists, dicts and tuples: clone() copies fast

    # ------------------------------------------------------------------ setup
    def _setup(self) -> None:
        self.blind: bool = self.options["blind_claims"]
        self.phase = "company"
        self.pending: Optional[dict[str, Any]] = None
        self.companies: list[Optional[str]] = [None, None]
        self.hider = 0
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
        self.resolving: Optional[dict[str, Any]] = None
        self.last_contest: Optional[dict[str, Any]] = None
        self.last_rockfall: Optional[dict[str, Any]] = None
        self.assault: Optional[dict[str, Any]] = None
        self.winner: list[int] = []
        self.ended_by: Optional[str] = None
        # The lab's tally (components()): card ids each seat drew / built or played, in the
        # order first met; tuples, so clones share them.
        self.drawn_ids: list[tuple[str, ...]] = [(), ()]
        self.used_ids: list[tuple[str, ...]] = [(), ()]

    # ------------------------------------------------------------------ whose move
    def _current_player(self) -> int:
        if self.pending is not None:
            return CHANCE
        if self.phase == "over":
            return TERMINAL
        if self.phase == "company":
            return 0
        if self.phase == "hide":
            return self.hider
        return self.turn

    def private_decision(self, seat: int) -> bool:
        """Choosing a Company is public (nobody holds a card or a Claim yet); hiding a God
        Skull, playing from the hand and moving crew (toward Claims only this seat has
        scouted, away from its own God Skull) need the seat's own view."""
        return self.phase != "company"

    # ------------------------------------------------------------------ legal actions
    def _legal_actions(self) -> list[str]:
        if self.pending is not None:
            return [o for o, _ in self._chance_outcomes()]
        if self.phase == "company":
            return [f"company {c}" for c in COMPANY_IDS]
        if self.phase == "hide":
            return [f"hide {column_letter(c)}" for c in range(self.geo.columns)]
        if self.phase == "direct":
            return self.direct_actions(self.turn)
        return self.allocation_actions(self.turn)

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

    # ------------------------------------------------------------------ chance
    def _chance_outcomes(self) -> list[tuple[str, float]]:
        p = self.pending
        assert p is not None
        kind = p["kind"]
        hit = self.board.hit_chance
        if kind == "rolloff":
            odds = {"H": hit, "M": 1 - hit}
            return [(f"rolloff {a} {b}", odds[a] * odds[b]) for a in "HM" for b in "HM"]
        if kind == "draw":
            source = self._draw_source(p["seat"])
            total = sum(source.values())
            return [(f"draw {c}", n / total) for c, n in sorted(source.items(), key=lambda kv: CARD_ORDER[kv[0]]) if n]
        if kind == "contest":
            a_odds, d_odds = _binomial(p["attack"], hit), _binomial(p["defend"], hit)
            return [(f"contest {a} {d}", pa * pd) for a, pa in enumerate(a_odds) for d, pd in enumerate(d_odds)]
        if kind == "rockfall":
            return [(f"rockfall {k}", pk) for k, pk in enumerate(_binomial(p["dice"], hit))]
        # found: an undecided God Skull, equally likely under any Claim not yet seen to be Soil
        truth = self.truth(p["seeker"], p["col"])
        if truth is not None:  # decided meanwhile (a determinization, see infostate.py)
            return [(f"found {truth}", 1.0)]
        chance = 1 / len(self._candidates(p["seeker"]))
        return [("found soil", 1 - chance), ("found god", chance)]

    def _chance_kind(self) -> ChanceKind:
        """What the pending chance node is (docs/sealed-links.md):

        - ``draw``: a card from a Company deck goes to that deck's seat alone (rulebook: Draw
          Phase; hidden hands), pile ``"deck S"``, dealt anew each time the discard pile
          becomes the deck (``deals``, rulebook: Additional Rules); the other seat learns
          only that a card was drawn;
        - ``slot``: with blind Claims, what lies under a Claim of seat O nobody has looked
          at, decided when first looked at (pile ``"claims O"``, the Claim's column as
          position): seen by the seeker alone when scouted (Dowsing Rod), by both when dug
          (Claim Discovery: the Claim turns face up);
        - ``public``: the roll-off, a contest's and a rockfall's Hit Dice (rolled in the open).
        """
        p = self.pending
        assert p is not None
        kind = p["kind"]
        if kind == "draw":
            seat = p["seat"]
            cards = [(f"draw {c}", n) for c, n in sorted(self._draw_source(seat).items(),
                                                          key=lambda kv: CARD_ORDER[kv[0]]) if n]
            return ChanceKind.draw(f"deck {seat}", self.deals[seat], cards, (seat,))
        if kind == "found":
            seeker, col = p["seeker"], p["col"]
            truth = self.truth(seeker, col)
            cards = ([(f"found {truth}", 1)] if truth is not None
                     else [("found soil", len(self._candidates(seeker)) - 1), ("found god", 1)])
            if p["purpose"] == "scout":
                return ChanceKind("slot", (seeker,), f"claims {1 - seeker}", 0, col, tuple(cards),
                                  (tuple(o for o, _ in cards),))
            return ChanceKind("slot", (0, 1), f"claims {1 - seeker}", 0, col, tuple(cards),
                              tuple((o,) for o, _ in cards))
        return ChanceKind.public(2)

    def _draw_source(self, seat: int) -> dict[str, int]:
        """Cards a draw comes from: the deck (refilled by :meth:`reshuffle` as it runs out)."""
        return self.decks[seat]

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

    def _candidates(self, seeker: int) -> list[int]:
        """Claims of ``seeker``'s opponent that may hold an undecided God Skull: hidden
        and not already seen to be Soil."""
        owner = 1 - seeker
        return [c for c in range(self.geo.columns)
                if self.revealed[owner][c] is None and self.known[seeker].get(c) != "soil"]

    # ------------------------------------------------------------------ validation
    def _check(self, action: str) -> None:
        if action in self._actions_like(action):
            return
        who = "chance" if self.pending is not None else f"Player {self._current_player() + 1}"
        reason = self._reason(action)
        raise IllegalActionError(f"'{action}' is not a legal action for {who} now" + (f": {reason}" if reason else ""))

    def _actions_like(self, action: str) -> list[str]:
        """The legal actions ``action`` could be among (a subset of ``_legal_actions`` that
        holds every legal action of the same verb and first argument), for a fast check."""
        if self.pending is not None or self.phase not in ("direct", "allocate"):
            return self._legal_actions()
        seat, hand = self.turn, self.hands[self.turn]
        verb, _, rest = action.partition(" ")
        first = rest.split(" ", 1)[0]
        if self.phase == "direct":
            if not hand:
                return ["pass"]
            if first not in hand:
                return []
            if verb == "discard":
                return [f"discard {first}"]
            return self.card_actions(seat, first) if verb in ("build", "play") else []
        if verb == "move" and first in self.geo.index:
            return self.moves_from(seat, self.geo.index[first])
        if verb == "attack":
            return [a for a in self.allocation_actions(seat) if a.startswith("attack ")]
        if self.assault is not None:
            return []
        if verb == "dig":
            return [f"dig {column_letter(c)}" for c in self.diggable(seat)]
        return ["done"]

    def _reason(self, action: str) -> str:
        """A player-readable reason for the common illegal actions (best effort)."""
        verb, *args = action.split() or [""]
        if self.pending is not None or self.phase in ("company", "hide", "over"):
            return ""
        seat = self.turn
        if verb in ("build", "play", "discard") and self.phase != "direct":
            return "cards are played in the Direct phase; now move crew, dig or end your turn (done)"
        if verb in ("build", "play", "discard") and (not args or args[0] not in self.hands[seat]):
            return "that card is not in your hand"
        if verb == "build" and len(args) == 3:
            return self._build_reason(seat, args)
        if verb in ("move", "dig", "done") and self.phase != "allocate":
            return "first play or discard a card (Direct phase)"
        if self.assault is not None:
            return (f"an attack on {self.geo.names[self.assault['cell']]} is gathering: send more crew "
                    "into it or roll it (attack)")
        if verb == "dig":
            return ("a Claim is unearthed by crew on the Site directly in front of it, "
                    "with a tunnel opening toward it")
        if verb == "move":
            return ("crew move one step per turn, along an opening both Sites share "
                    "(a Shaft only its own way), with crew that have not moved yet")
        return ""

    def _build_reason(self, seat: int, args: list[str]) -> str:
        card = CARDS[args[0]]
        if not isinstance(card, CrewCard):
            return "only a Crew card builds a Site"
        if args[1] not in self.geo.index:
            return f"there is no cell {args[1]}"
        if args[2] not in card.orientations:
            return f"{card.name} can be built as {' or '.join(card.orientations)} only"
        i = self.geo.index[args[1]]
        if self.tiles[i] is not None:
            return f"{args[1]} is already built"
        if not fits(self.geo, self.tiles, i, _PARSED[args[2]][0]):
            return "every opening must meet an opening of each built neighbour, and no wall may face one"
        if not _PARSED[args[2]][0] & self.claim_side(i) == self.claim_side(i):
            return "a tile in a Home Row must open toward the Claims next to it and toward the grid (N and S)"
        way_out = _PARSED[args[2]][2]
        if way_out and self.claim_exit(i) and way_out != self.claim_exit(i):
            return "a Shaft in a Home Row must run toward the Claims next to it"
        return "outside your Home Row a new Site must connect to a Site your crew occupies"

    # ------------------------------------------------------------------ applying
    def _apply(self, action: str) -> None:
        verb, *args = action.split()
        getattr(self, f"_do_{verb}")(*args)
        if self.pending is None:
            self._resume()

    def _do_company(self, company: str) -> None:
        other = next(c for c in COMPANY_IDS if c != company)
        self.companies = [company, other]
        self.decks = [dict(COMPANIES[c].deck) for c in (company, other)]
        if self.blind:
            self.pending = {"kind": "rolloff"}
        else:
            self.phase, self.hider = "hide", 0

    def _do_hide(self, letter: str) -> None:
        self.god[self.hider] = self.geo.parse_column(letter)
        if self.hider == 0:
            self.hider = 1
        else:
            self.pending = {"kind": "rolloff"}

    def _do_rolloff(self, a: str, b: str) -> None:
        self.rolloffs.append(a + b)
        if a != b:
            self.pending = None
            self.first = 0 if a == "H" else 1
            self._start_turn(self.first)

    def _start_turn(self, seat: int) -> None:
        """Rulebook: Draw Phase, then Direct. Draw until the hand holds 5."""
        self.turn = seat
        self.phase = "direct"
        self.start_draws(seat, self.board.hand_size - len(self.hands[seat]))

    def start_draws(self, seat: int, count: int) -> None:
        """Leave a draw chance node for ``count`` cards (fewer if deck and discard run out)."""
        self.reshuffle(seat)  # an empty deck met with a non-empty pile (e.g. a Cave-in's tile)
        self.pending = {"kind": "draw", "seat": seat, "left": count} if count > 0 and self.cards_left(seat) else None

    def _do_draw(self, card_id: str) -> None:
        p = self.pending
        assert p is not None
        seat = p["seat"]
        deck = self.decks[seat]
        deck[card_id] -= 1
        if not deck[card_id]:
            del deck[card_id]
        self.reshuffle(seat)
        if card_id not in self.drawn_ids[seat]:
            self.drawn_ids[seat] += (card_id,)
        self.hands[seat].append(card_id)
        self.hands[seat].sort(key=CARD_ORDER.__getitem__)
        p["left"] -= 1
        if p["left"] == 0 or not self.cards_left(seat):
            self.pending = None

    def _take_card(self, card_id: str) -> None:
        self.hands[self.turn].remove(card_id)

    def _used(self, card_id: str) -> None:
        if card_id not in self.used_ids[self.turn]:
            self.used_ids[self.turn] += (card_id,)

    def _do_build(self, card_id: str, cell: str, orient: str) -> None:
        card = CARDS[card_id]
        assert isinstance(card, CrewCard)
        self._take_card(card_id)
        self._used(card_id)
        i = self.geo.index[cell]
        mask, a, b = _PARSED[orient]
        self.tiles[i] = (card_id, mask, a, b, self.turn)
        self.crew_seat[i], self.crew_val[i], self.tired[i] = self.turn, card.value, 0
        self.phase = "allocate"

    def _do_play(self, card_id: str, target: str | None = None) -> None:
        card = CARDS[card_id]
        assert isinstance(card, Directive)
        self._take_card(card_id)
        self._used(card_id)
        t: Optional[int] = None
        if target is not None:
            t = self.geo.parse_column(target) if fx.card_target_kind(card.effects) == "claim" else self.geo.index[target]
        self.phase = "allocate"
        self.resolving = {"card": card_id, "next": 0, "target": t}

    def _resume(self) -> None:
        """Resolve the Directive being played, effect by effect, until a chance node or the end."""
        while self.pending is None and self.resolving is not None:
            r = self.resolving
            effects = CARDS[r["card"]].effects  # type: ignore[union-attr]
            if r["next"] >= len(effects):
                self.discards[self.turn].append(r["card"])
                self.resolving = None
                return
            effect = effects[r["next"]]
            r["next"] += 1
            fx.resolve(self, self.turn, effect, r["target"] if effect["op"] in fx.TARGET_KIND else None)

    def _do_discard(self, card_id: str) -> None:
        self._take_card(card_id)
        self.discards[self.turn].append(card_id)
        self.phase = "allocate"

    def _do_pass(self) -> None:
        self.phase = "allocate"

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

    def _do_move(self, src: str, dst: str, amount: str) -> None:
        i, j, k = self.geo.index[src], self.geo.index[dst], int(amount)
        seat = self.turn
        self._remove_crew(i, k)
        if self.crew_seat[j] == 1 - seat:  # joins the attack on j; ``attack`` rolls it
            if self.assault is None:
                self.assault = {"cell": j, "attack": 0, "from": []}
            self.assault["attack"] += k
            if i not in self.assault["from"]:
                self.assault["from"].append(i)
            return
        before = self.crew_val[j] if self.crew_seat[j] == seat else 0
        self.add_crew(j, seat, k)
        self.tired[j] += self.crew_val[j] - before

    def _do_attack(self, cell: str) -> None:
        """Roll the gathered attack as one contest (rulebook: both Companies roll the crew
        value they have in the contested Site)."""
        a = self.assault
        assert a is not None and self.geo.names[a["cell"]] == cell
        self.assault = None
        self.pending = {"kind": "contest", "cell": a["cell"], "from": a["from"], "seat": self.turn,
                        "attack": a["attack"], "defend": self.crew_val[a["cell"]], "rounds": []}

    def _remove_crew(self, cell: int, amount: int) -> None:
        self.crew_val[cell] -= amount
        if self.crew_val[cell] <= 0:
            self.crew_seat[cell], self.crew_val[cell], self.tired[cell] = -1, 0, 0
        self.tired[cell] = min(self.tired[cell], self.crew_val[cell])

    def _do_contest(self, a_hits: str, d_hits: str) -> None:
        """One simultaneous roll of a contest (rulebook: Allocation & Contest): each Hit removes
        one crew value of the other side. Rolled again while both sides stand (ruling)."""
        p = self.pending
        assert p is not None
        p["rounds"].append({"attack": p["attack"], "defend": p["defend"],
                            "attack_hits": int(a_hits), "defend_hits": int(d_hits)})
        p["attack"] = max(0, p["attack"] - int(d_hits))
        p["defend"] = max(0, p["defend"] - int(a_hits))
        if p["attack"] and p["defend"]:
            return
        cell, seat = p["cell"], p["seat"]
        if p["defend"] == 0:
            self.crew_seat[cell] = -1
            self.crew_val[cell] = 0
            if p["attack"]:
                self.crew_seat[cell], self.crew_val[cell], self.tired[cell] = seat, p["attack"], p["attack"]
            result = "attackers" if p["attack"] else "both"
        else:
            self.crew_val[cell] = p["defend"]
            result = "defenders"
        self.last_contest = {"cell": self.geo.names[cell], "from": [self.geo.names[f] for f in p["from"]],
                             "aggressor": seat, "defender": 1 - seat, "rounds": p["rounds"], "result": result}
        self.pending = None

    def _do_rockfall(self, hits: str) -> None:
        p = self.pending
        assert p is not None
        cell = p["cell"]
        before = self.crew_val[cell]
        self._remove_crew(cell, int(hits))
        self.last_rockfall = {"cell": self.geo.names[cell], "dice": p["dice"], "hits": int(hits),
                              "before": before, "after": self.crew_val[cell]}
        self.pending = None

    def look(self, seeker: int, col: int) -> None:
        """``seeker`` learns (secretly) what lies under the opponent's Claim ``col`` (scouting)."""
        truth = self.truth(seeker, col)
        if truth is None:
            self.pending = {"kind": "found", "seeker": seeker, "col": col, "purpose": "scout"}
        else:
            self._settle(seeker, col, truth)
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
            candidates = self._candidates(seeker)
            if col not in candidates:
                return "soil"
            return "god" if len(candidates) == 1 else None
        return "god" if self.god[owner] == col else "soil"

    def _settle(self, seeker: int, col: int, truth: str) -> None:
        if truth == "god":
            self.god[1 - seeker] = col

    def _do_dig(self, letter: str) -> None:
        seat, col = self.turn, self.geo.parse_column(letter)
        self._remove_crew(self.geo.front_of_claim(seat, col), 1)
        truth = self.truth(seat, col)
        if truth is None:
            self.pending = {"kind": "found", "seeker": seat, "col": col, "purpose": "dig"}
        else:
            self._settle(seat, col, truth)
            self._reveal(seat, col, truth)

    def _do_found(self, what: str) -> None:
        p = self.pending
        assert p is not None
        seeker, col = p["seeker"], p["col"]
        self._settle(seeker, col, what)
        self.pending = None
        if p["purpose"] == "scout":
            self.known[seeker][col] = what
        else:
            self._reveal(seeker, col, what)

    def _reveal(self, seeker: int, col: int, what: str) -> None:
        """Claim Discovery: turn the Claim face up; the God Skull wins the game."""
        self.revealed[1 - seeker][col] = what
        self.unearthed[seeker] += 1
        self.mark_reveal()  # the Claim is face up: undo stops here
        if what == "god":
            self._end([seeker], "god_skull")

    def _do_done(self) -> None:
        self.tired = [0] * self.geo.size
        self.turns_taken += 1
        if self.turns_taken >= 2 * self.board.round_limit:
            self._end([], "limit_draw")
        else:
            self._start_turn(1 - self.turn)

    def _end(self, winners: list[int], reason: str) -> None:
        self.phase, self.winner, self.ended_by = "over", winners, reason
        self.pending = None
        self.resolving = None

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

    def end_reason(self) -> Optional[str]:
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
    def _view(self, player: int | None) -> dict[str, Any]:
        return view(self, player)

    def _describe(self, action: str) -> LogEntry:
        return describe(self, action)

    def _touches(self, action: str) -> TouchEntry:
        """Keys of the Sites, Claims, hands, discard piles and dice ``action`` changes (words.py)."""
        return touches(self, action)

    def action_info(self, action: str) -> dict[str, Any]:
        """``{"action", "label", "kind", ...}``; targets as cell names (``cell``, ``from``,
        ``to``), ``card`` ids, ``claim`` column letters (see docs/notation/skullminers.md)."""
        return action_info(self, action)

    def _resample(self, player: int, rng: random.Random) -> "SkullminersState":
        """Hook of ``State.resample_from_infostate``: the opponent's hand re-dealt
        from the cards that seat has not seen, and every God Skull ``player`` cannot know
        placed again among the Claims still possible for it (see :mod:`.infostate`)."""
        return resample(self, player, rng)
