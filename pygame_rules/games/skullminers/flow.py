"""How a Skullminers game runs on the flow core: each frame kind of frames.py with its legal
actions, how a move applies, its chance outcomes, and the messages of refused actions.

Rulebook: Setup (a Company each, God Skulls hidden, the roll-off), the turn (Draw Phase,
Direct Phase, Allocation & Contest), Claim Discovery; rulings: docs/rulings/skullminers.md.
The primitives the rules share with the Directives (crew, tiles, draws, Claims) are
``SkullminersState`` methods (state.py); the words of each move are in words.py.
"""

from __future__ import annotations

from math import comb
from typing import TYPE_CHECKING, Any

from ...core import ChanceKind
from ...core.flow import Flow
from . import effects as fx
from .cards import CARD_ORDER, CARDS, COMPANIES, COMPANY_IDS, CrewCard, Directive
from .frames import (AllocationPhase, ChooseCompany, ContestDice, DirectPhase, DrawCards, HideGodSkull,
                     LookUnderClaim, ResolveDirective, RockfallDice, RollForFirst, contest_rounds)
from .grid import column_letter, fits
from .moves import (NOTATION, Attack, Build, Company, Contest, Dig, Discard, Done, Draw, Found, Hide, MoveCrew,
                    Pass, Play, Rockfall, RollOff, SkullminersMove)
from .view_types import ContestResult
from .words import action_info, describe, touches

if TYPE_CHECKING:  # pragma: no cover
    from .state import SkullminersState

def _binomial(n: int, p: float) -> list[float]:
    """P(k Hits) for k = 0..n when rolling ``n`` Hit Dice of Hit chance ``p``."""
    return [comb(n, k) * p ** k * (1 - p) ** (n - k) for k in range(n + 1)]


def _unexpected(move: SkullminersMove) -> AssertionError:
    return AssertionError(f"{move} reached a frame that does not list it")


# ---------------------------------------------------------------------- setup
def company_options(st: "SkullminersState", frame: ChooseCompany) -> list[str]:
    """``company <id>`` for each Company."""
    return [f"company {c}" for c in COMPANY_IDS]


def choose_company(st: "SkullminersState", frame: ChooseCompany, move: SkullminersMove) -> None:
    """Player 1 leads the chosen Company, Player 2 the other; God Skulls are hidden (unless
    blind) before the roll-off."""
    assert isinstance(move, Company), _unexpected(move)
    other = next(c for c in COMPANY_IDS if c != move.company)
    st.companies = [move.company, other]
    st.decks = [dict(COMPANIES[c].deck) for c in (move.company, other)]
    if st.blind:
        st.push(RollForFirst())
    else:
        st.push(HideGodSkull(0), HideGodSkull(1), RollForFirst())


def hide_options(st: "SkullminersState", frame: HideGodSkull) -> list[str]:
    """``hide <column>`` for each of the seat's Claims."""
    return [f"hide {column_letter(c)}" for c in range(st.geo.columns)]


def hide(st: "SkullminersState", frame: HideGodSkull, move: SkullminersMove) -> None:
    """The seat's God Skull goes under the chosen Claim."""
    assert isinstance(move, Hide), _unexpected(move)
    st.god[frame.seat] = st.geo.parse_column(move.claim)


def rolloff_odds(st: "SkullminersState", frame: RollForFirst) -> list[tuple[str, float]]:
    """Both Hit Dice at once: ``rolloff H M`` etc., Player 1's die first."""
    hit = st.board.hit_chance
    odds = {"H": hit, "M": 1 - hit}
    return [(f"rolloff {a} {b}", odds[a] * odds[b]) for a in "HM" for b in "HM"]


def roll_off(st: "SkullminersState", frame: RollForFirst, move: SkullminersMove) -> None:
    """A Hit against a Miss goes first; a tie rolls again."""
    assert isinstance(move, RollOff), _unexpected(move)
    st.rolloffs.append(move.first + move.second)
    if move.first == move.second:
        st.push(frame)
        return
    st.first = 0 if move.first == "H" else 1
    st.start_turn(st.first)


# ---------------------------------------------------------------------- draws
def draw_odds(st: "SkullminersState", frame: DrawCards) -> list[tuple[str, float]]:
    """Each card of the deck by its copies left (deferred chance)."""
    source = st.decks[frame.seat]
    total = sum(source.values())
    return [(f"draw {c}", n / total) for c, n in sorted(source.items(), key=lambda kv: CARD_ORDER[kv[0]]) if n]


def draw_kind(st: "SkullminersState", frame: DrawCards) -> ChanceKind:
    """A card from a Company deck goes to that deck's seat alone (rulebook: Draw Phase; hidden
    hands), pile ``"deck S"``, dealt anew each time the discard pile becomes the deck
    (``deals``, rulebook: Additional Rules); the other seat learns only that a card was drawn."""
    seat = frame.seat
    cards = [(f"draw {c}", n) for c, n in sorted(st.decks[seat].items(), key=lambda kv: CARD_ORDER[kv[0]]) if n]
    return ChanceKind.draw(f"deck {seat}", st.deals[seat], cards, (seat,))


def draw(st: "SkullminersState", frame: DrawCards, move: SkullminersMove) -> None:
    """The card goes to the hand (kept sorted); the deck refills from the discard pile the
    moment it runs out; draws go on while cards are due and left."""
    assert isinstance(move, Draw), _unexpected(move)
    seat, card_id = frame.seat, move.card
    deck = st.decks[seat]
    deck[card_id] -= 1
    if not deck[card_id]:
        del deck[card_id]
    st.reshuffle(seat)
    if card_id not in st.drawn_ids[seat]:
        st.drawn_ids[seat] += (card_id,)
    st.hands[seat].append(card_id)
    st.hands[seat].sort(key=CARD_ORDER.__getitem__)
    if frame.left > 1 and st.cards_left(seat):
        st.push(DrawCards(seat, frame.left - 1))


# ---------------------------------------------------------------------- Direct phase
def direct_options(st: "SkullminersState", frame: DirectPhase) -> list[str]:
    """Every ``build``, ``play`` and ``discard``; ``pass`` with an empty hand."""
    return st.direct_actions(frame.seat)


def direct_candidates(st: "SkullminersState", frame: DirectPhase, move: SkullminersMove) -> list[str]:
    """The options ``move`` could be: those of the card it names."""
    seat, hand = frame.seat, st.hands[frame.seat]
    if not hand:
        return ["pass"]
    if isinstance(move, Discard) and move.card in hand:
        return [f"discard {move.card}"]
    if isinstance(move, (Build, Play)) and move.card in hand:
        return st.card_actions(seat, move.card)
    return []


def direct(st: "SkullminersState", frame: DirectPhase, move: SkullminersMove) -> None:
    """A card built, played or discarded (or none): the Allocation phase follows."""
    seat = frame.seat
    if isinstance(move, Build):
        card = CARDS[move.card]
        assert isinstance(card, CrewCard)
        st.use_card(seat, move.card)
        i = st.geo.index[move.cell]
        st.tiles[i] = st.tile(move.card, move.orientation, seat)
        st.crew_seat[i], st.crew_val[i], st.tired[i] = seat, card.value, 0
    elif isinstance(move, Play):
        directive = CARDS[move.card]
        assert isinstance(directive, Directive)
        st.use_card(seat, move.card)
        target = None
        if move.target is not None:
            target = (st.geo.parse_column(move.target) if fx.card_target_kind(directive.effects) == "claim"
                      else st.geo.index[move.target])
        st.push(ResolveDirective(move.card, 0, target))
    elif isinstance(move, Discard):
        st.hands[seat].remove(move.card)
        st.discards[seat].append(move.card)
    elif not isinstance(move, Pass):
        raise _unexpected(move)


def resolve_directive(st: "SkullminersState", frame: ResolveDirective) -> None:
    """The Directive's next effect (it may leave a chance node on top); after the last, the
    card goes to the discard pile."""
    effects = CARDS[frame.card].effects  # type: ignore[union-attr]
    if frame.next >= len(effects):
        st.discards[st.turn].append(frame.card)
        return
    effect = effects[frame.next]
    st.push(frame._replace(next=frame.next + 1))
    fx.resolve(st, st.turn, effect, frame.target if effect["op"] in fx.TARGET_KIND else None)


# ---------------------------------------------------------------------- Allocation & Contest
def allocation_options(st: "SkullminersState", frame: AllocationPhase) -> list[str]:
    """Every ``move``, ``attack``, ``dig`` and ``done`` (``SkullminersState.allocation_actions``)."""
    return st.allocation_actions(frame.seat)


def allocation_candidates(st: "SkullminersState", frame: AllocationPhase, move: SkullminersMove) -> list[str]:
    """The options ``move`` could be: the moves from the Site it names, the attack, the digs,
    or ``done``."""
    seat = frame.seat
    if isinstance(move, MoveCrew):
        cell = st.geo.index.get(move.src)
        return [] if cell is None else st.moves_from(seat, cell)
    if isinstance(move, Attack):
        return [] if st.assault is None else [f"attack {st.geo.names[st.assault['cell']]}"]
    if st.assault is not None:
        return []
    if isinstance(move, Dig):
        return [f"dig {column_letter(c)}" for c in st.diggable(seat)]
    return ["done"]


def allocate(st: "SkullminersState", frame: AllocationPhase, move: SkullminersMove) -> None:
    """A move, an attack rolled or a Claim dug (the phase goes on), or the end of the turn."""
    if isinstance(move, Done):
        end_turn(st)
        return
    st.push(frame)
    if isinstance(move, MoveCrew):
        move_crew(st, move)
    elif isinstance(move, Attack):
        attack(st, move)
    elif isinstance(move, Dig):
        dig(st, move)
    else:
        raise _unexpected(move)


def move_crew(st: "SkullminersState", move: MoveCrew) -> None:
    """Crew go one step; into a Site the opponent holds they join the attack gathering there
    (``attack`` rolls it: ruling, several stacks attack together)."""
    i, j, k = st.geo.index[move.src], st.geo.index[move.dst], move.amount
    seat = st.turn
    st.remove_crew(i, k)
    if st.crew_seat[j] == 1 - seat:
        if st.assault is None:
            st.assault = {"cell": j, "attack": 0, "from": []}
        st.assault["attack"] += k
        if i not in st.assault["from"]:
            st.assault["from"].append(i)
        return
    before = st.crew_val[j] if st.crew_seat[j] == seat else 0
    st.add_crew(j, seat, k)
    st.tired[j] += st.crew_val[j] - before


def attack(st: "SkullminersState", move: Attack) -> None:
    """Roll the gathered attack as one contest (rulebook: both Companies roll the crew value
    they have in the contested Site)."""
    a = st.assault
    assert a is not None and st.geo.names[a["cell"]] == move.cell
    st.assault = None
    st.push(ContestDice(st.turn, a["cell"], tuple(a["from"]), a["attack"], st.crew_val[a["cell"]], ()))


def dig(st: "SkullminersState", move: Dig) -> None:
    """One crew in front of the Claim is spent; the Claim turns over (chance decides an
    undecided God Skull)."""
    seat, col = st.turn, st.geo.parse_column(move.claim)
    st.remove_crew(st.geo.front_of_claim(seat, col), 1)
    truth = st.truth(seat, col)
    if truth is None:
        st.push(LookUnderClaim(seat, col, "dig"))
    else:
        st.settle(seat, col, truth)
        st.reveal(seat, col, truth)


def end_turn(st: "SkullminersState") -> None:
    """Crew rest; after the last round the game is a draw (ruling), else the other seat's turn."""
    st.tired = [0] * st.geo.size
    st.turns_taken += 1
    if st.turns_taken >= 2 * st.board.round_limit:
        st.end_game([], "limit_draw")
    else:
        st.start_turn(1 - st.turn)


def contest_odds(st: "SkullminersState", frame: ContestDice) -> list[tuple[str, float]]:
    """Both sides roll at once: ``contest <attackers' Hits> <defenders' Hits>``."""
    hit = st.board.hit_chance
    a_odds, d_odds = _binomial(frame.attack, hit), _binomial(frame.defend, hit)
    return [(f"contest {a} {d}", pa * pd) for a, pa in enumerate(a_odds) for d, pd in enumerate(d_odds)]


def contest(st: "SkullminersState", frame: ContestDice, move: SkullminersMove) -> None:
    """One simultaneous roll of a contest (rulebook: Allocation & Contest): each Hit removes
    one crew value of the other side. Rolled again while both sides stand (ruling)."""
    assert isinstance(move, Contest), _unexpected(move)
    a, d = move.attack_hits, move.defend_hits
    rounds = frame.rounds + ((frame.attack, frame.defend, a, d),)
    attack_left, defend_left = max(0, frame.attack - d), max(0, frame.defend - a)
    if attack_left and defend_left:
        st.push(frame._replace(attack=attack_left, defend=defend_left, rounds=rounds))
        return
    cell, seat = frame.cell, frame.seat
    result: ContestResult
    if defend_left == 0:
        st.crew_seat[cell] = -1
        st.crew_val[cell] = 0
        if attack_left:
            st.crew_seat[cell], st.crew_val[cell], st.tired[cell] = seat, attack_left, attack_left
        result = "attackers" if attack_left else "both"
    else:
        st.crew_val[cell] = defend_left
        result = "defenders"
    st.last_contest = {"cell": st.geo.names[cell], "from": [st.geo.names[f] for f in frame.sources],
                       "aggressor": seat, "defender": 1 - seat, "rounds": contest_rounds(rounds), "result": result}


def rockfall_odds(st: "SkullminersState", frame: RockfallDice) -> list[tuple[str, float]]:
    """``rockfall <Hits>`` of the Rockfall's dice."""
    return [(f"rockfall {k}", pk) for k, pk in enumerate(_binomial(frame.dice, st.board.hit_chance))]


def rockfall(st: "SkullminersState", frame: RockfallDice, move: SkullminersMove) -> None:
    """Each Hit removes one crew value on the Site."""
    assert isinstance(move, Rockfall), _unexpected(move)
    cell = frame.cell
    before = st.crew_val[cell]
    st.remove_crew(cell, move.hits)
    st.last_rockfall = {"cell": st.geo.names[cell], "dice": frame.dice, "hits": move.hits,
                        "before": before, "after": st.crew_val[cell]}


def public_dice(st: "SkullminersState", frame: Any) -> ChanceKind:
    """The roll-off's, a contest's and a Rockfall's Hit Dice are rolled in the open."""
    return ChanceKind.public(2)


# ---------------------------------------------------------------------- Claims
def found_odds(st: "SkullminersState", frame: LookUnderClaim) -> list[tuple[str, float]]:
    """An undecided God Skull is equally likely under any Claim not yet seen to be Soil."""
    truth = st.truth(frame.seeker, frame.col)
    if truth is not None:  # decided meanwhile (a determinization, see infostate.py)
        return [(f"found {truth}", 1.0)]
    chance = 1 / len(st.candidates(frame.seeker))
    return [("found soil", 1 - chance), ("found god", chance)]


def found_kind(st: "SkullminersState", frame: LookUnderClaim) -> ChanceKind:
    """With blind Claims, what lies under a Claim of seat O nobody has looked at, decided when
    first looked at (``slot`` of pile ``"claims O"``, the Claim's column as position): seen
    by the seeker alone when scouted (Dowsing Rod), by both when dug (the Claim turns face up)."""
    seeker, col = frame.seeker, frame.col
    truth = st.truth(seeker, col)
    cards = ([(f"found {truth}", 1)] if truth is not None
             else [("found soil", len(st.candidates(seeker)) - 1), ("found god", 1)])
    if frame.purpose == "scout":
        return ChanceKind("slot", (seeker,), f"claims {1 - seeker}", 0, col, tuple(cards),
                          (tuple(o for o, _ in cards),))
    return ChanceKind("slot", (0, 1), f"claims {1 - seeker}", 0, col, tuple(cards), tuple((o,) for o, _ in cards))


def found(st: "SkullminersState", frame: LookUnderClaim, move: SkullminersMove) -> None:
    """The Claim's content is decided: the scout learns it, or the dug Claim turns over."""
    assert isinstance(move, Found), _unexpected(move)
    seeker, col = frame.seeker, frame.col
    st.settle(seeker, col, move.what)
    if frame.purpose == "scout":
        st.known[seeker][col] = move.what
    else:
        st.reveal(seeker, col, move.what)


# ---------------------------------------------------------------------- refused actions
def refuse(st: "SkullminersState", action: str, move: SkullminersMove | None) -> str:
    """``'<action>' is not a legal action for Player N now``, with the reason of the common
    mistakes (:func:`reason`)."""
    who = "chance" if st.is_chance_node() else f"Player {st.current_player + 1}"
    why = reason(st, move) if move is not None else ""
    return f"'{action}' is not a legal action for {who} now" + (f": {why}" if why else "")


def reason(st: "SkullminersState", move: SkullminersMove) -> str:
    """A player-readable reason for the common illegal actions (best effort; "" for none)."""
    phase = st.phase
    if st.is_chance_node() or phase in ("company", "hide", "over"):
        return ""
    seat = st.turn
    if isinstance(move, (Build, Play, Discard)):
        if phase != "direct":
            return "cards are played in the Direct phase; now move crew, dig or end your turn (done)"
        if move.card not in st.hands[seat]:
            return "that card is not in your hand"
        if isinstance(move, Build):
            return _build_reason(st, move)
    if isinstance(move, (MoveCrew, Dig, Done)) and phase != "allocate":
        return "first play or discard a card (Direct phase)"
    if st.assault is not None:
        return (f"an attack on {st.geo.names[st.assault['cell']]} is gathering: send more crew "
                "into it or roll it (attack)")
    if isinstance(move, Dig):
        return ("a Claim is unearthed by crew on the Site directly in front of it, "
                "with a tunnel opening toward it")
    if isinstance(move, MoveCrew):
        return ("crew move one step per turn, along an opening both Sites share "
                "(a Shaft only its own way), with crew that have not moved yet")
    return ""


def _build_reason(st: "SkullminersState", move: Build) -> str:
    card = CARDS[move.card]
    if not isinstance(card, CrewCard):
        return "only a Crew card builds a Site"
    if move.cell not in st.geo.index:
        return f"there is no cell {move.cell}"
    if move.orientation not in card.orientations:
        return f"{card.name} can be built as {' or '.join(card.orientations)} only"
    i = st.geo.index[move.cell]
    if st.tiles[i] is not None:
        return f"{move.cell} is already built"
    mask, _, way_out = st.shape(move.orientation)
    if not fits(st.geo, st.tiles, i, mask):
        return "every opening must meet an opening of each built neighbour, and no wall may face one"
    if not mask & st.claim_side(i) == st.claim_side(i):
        return "a tile in a Home Row must open toward the Claims next to it and toward the grid (N and S)"
    if way_out and st.claim_exit(i) and way_out != st.claim_exit(i):
        return "a Shaft in a Home Row must run toward the Claims next to it"
    return "outside your Home Row a new Site must connect to a Site your crew occupies"


# ---------------------------------------------------------------------- the registry
FLOW: Flow["SkullminersState", SkullminersMove] = Flow(NOTATION, describe=describe, touches=touches,
                                                       info=action_info, refuse=refuse)
"""Skullminers' frame kinds and their handlers (pygame_rules/core/flow/engine.py)."""

FLOW.decision(ChooseCompany, options=company_options, apply=choose_company)
FLOW.decision(HideGodSkull, options=hide_options, apply=hide)
FLOW.chance(RollForFirst, outcomes=rolloff_odds, apply=roll_off, kind=public_dice)
FLOW.chance(DrawCards, outcomes=draw_odds, apply=draw, kind=draw_kind)
FLOW.decision(DirectPhase, options=direct_options, candidates=direct_candidates, apply=direct)
FLOW.auto(ResolveDirective, run=resolve_directive)
FLOW.decision(AllocationPhase, options=allocation_options, candidates=allocation_candidates, apply=allocate)
FLOW.chance(ContestDice, outcomes=contest_odds, apply=contest, kind=public_dice)
FLOW.chance(RockfallDice, outcomes=rockfall_odds, apply=rockfall, kind=public_dice)
FLOW.chance(LookUnderClaim, outcomes=found_odds, apply=found, kind=found_kind)
