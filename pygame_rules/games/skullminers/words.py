"""Skullminers in words: log lines (as each seat may read them) and action labels; and what
each action changes on the board (touch keys, docs/notation/skullminers.md).

A log line is computed before its action applies (:meth:`State._describe`). Seats are
written ``{p0}``/``{p1}``. A line that would name a hidden thing is a mapping
``{seat: text, None: text}``: only the seat that sees the card or the Claim reads it.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Sequence

from ...core import LogEntry, TouchEntry
from . import effects as fx
from .cards import CARDS, COMPANIES, CrewCard, card_words
from .frames import ContestDice, DrawCards, HideGodSkull, LookUnderClaim, RockfallDice
from .grid import LETTER, column_letter, parse_shape
from .moves import (Attack, Build, Company, Contest, Dig, Discard, Done, Draw, Found, Hide, MoveCrew, Pass, Play,
                    Rockfall, RollOff, SkullminersMove)

if TYPE_CHECKING:  # pragma: no cover
    from .state import SkullminersState

HIT_WORD = {"H": "a Hit", "M": "a Miss"}


def _p(seat: int) -> str:
    return f"{{p{seat}}}"


_PLURAL = {"crew": "crew", "Hit Die": "Hit Dice"}


def _n(n: int, word: str) -> str:
    """``3 crew``, ``1 Hit``, ``2 Hit Dice``."""
    return f"{n} {word if n == 1 else _PLURAL.get(word, word + 's')}"


# ---------------------------------------------------------------------- log lines
def describe(state: "SkullminersState", frame: Any, move: SkullminersMove) -> LogEntry:
    """The log line of ``move`` in ``state`` (before it applies), ``frame`` the pending one."""
    if isinstance(move, Company):
        return _company(move.company)
    if isinstance(move, Hide):
        assert isinstance(frame, HideGodSkull)
        return _hide(frame.seat, move.claim)
    if isinstance(move, RollOff):
        return _rolloff(move.first, move.second)
    if isinstance(move, Draw):
        assert isinstance(frame, DrawCards)
        return _draw(state, frame.seat, move.card)
    if isinstance(move, Build):
        return _build(state, move)
    if isinstance(move, Play):
        return _play(state, move.card, move.target)
    if isinstance(move, Discard):
        return f"{_p(state.turn)} discards {card_words(move.card)}."
    if isinstance(move, Pass):
        return f"{_p(state.turn)} has no card to play."
    if isinstance(move, MoveCrew):
        return _move(state, move)
    if isinstance(move, Attack):
        return _attack(state, move.cell)
    if isinstance(move, Dig):
        return _dig(state, move.claim)
    if isinstance(move, Found):
        assert isinstance(frame, LookUnderClaim)
        return _found(frame, move.what)
    if isinstance(move, Contest):
        assert isinstance(frame, ContestDice)
        return _contest(state, frame, move)
    if isinstance(move, Rockfall):
        assert isinstance(frame, RockfallDice)
        return _rockfall(state, frame, move.hits)
    return _done(state)


def _company(company: str) -> LogEntry:
    other = next(c for c in COMPANIES if c != company)
    return f"{_p(0)} leads {COMPANIES[company].name}; {_p(1)} leads {COMPANIES[other].name}."


def _hide(s: int, letter: str) -> LogEntry:
    return {s: f"{_p(s)} hides the God Skull under Claim {letter}.",
            None: f"{_p(s)} hides the God Skull under one of their Claims."}


def _rolloff(a: str, b: str) -> LogEntry:
    line = f"Roll-off: {_p(0)} rolls {HIT_WORD[a]}, {_p(1)} rolls {HIT_WORD[b]}"
    if a == b:
        return line + ": roll again."
    return line + f": {_p(0 if a == 'H' else 1)} goes first."


def _draw(state: "SkullminersState", seat: int, card: str) -> LogEntry:
    tail = ""
    if sum(state.decks[seat].values()) == 1 and state.discards[seat]:  # the last card: reshuffle now
        tail = (f" The deck is empty: {_p(seat)} shuffles the discard pile "
                f"({_n(len(state.discards[seat]), 'card')}) into a new deck.")
    return {seat: f"{_p(seat)} draws {card_words(card)}.{tail}", None: f"{_p(seat)} draws a card.{tail}"}


def _build(state: "SkullminersState", move: Build) -> LogEntry:
    c = CARDS[move.card]
    assert isinstance(c, CrewCard)
    return f"{_p(state.turn)} builds {c.name} {move.orientation} at {move.cell}: a Site with {_n(c.value, 'crew')}."


def _play(state: "SkullminersState", card: str, target: str | None = None) -> LogEntry:
    seat = state.turn
    c = CARDS[card]
    kind = fx.card_target_kind(c.effects)  # type: ignore[union-attr]
    where = "" if target is None else (f" on Claim {target}" if kind == "claim" else f" on {target}")
    result = _effect_result(state, c.effects, target) if kind == "cell" and target else ""  # type: ignore[union-attr]
    line = f"{_p(seat)} plays {c.name}{where}{': ' + result if result else ''}."
    if kind == "claim" and target is not None:
        truth = state.truth(seat, state.geo.parse_column(target))
        if truth is not None:  # decided now: only the scout reads it
            return {seat: f"{line} {_found_words(truth, target)}", None: line}
    return line


def crew_lost(state: "SkullminersState", cell: int, amount: int) -> int:
    """Crew value the seat to act would lose by bringing ``amount`` crew onto its own or an
    empty Site ``cell``: whatever goes over the Site cap (6) is removed from play."""
    have = state.crew_val[cell] if state.crew_seat[cell] == state.turn else 0
    return max(0, have + amount - state.board.site_cap)


def _lost_words(lost: int, amount: int, cell: str, cap: int) -> str:
    """``"1 lost: a Site holds at most 6"``; ``"all 3 lost: B2 already holds 6, the most a Site holds"``."""
    if lost >= amount:
        return f"all {amount} lost: {cell} already holds {cap}, the most a Site holds"
    return f"{lost} lost: a Site holds at most {cap}"


def _effect_result(state: "SkullminersState", effects: Sequence[dict[str, Any]], target: str) -> str:
    """What the targeted effect of a Directive does at once on cell ``target``, in words
    (a roll or a draw comes as its own line); ``""`` when there is nothing more to say."""
    i = state.geo.index[target]
    for e in effects:
        op = e["op"]
        if op == "add_crew":
            lost = crew_lost(state, i, e["amount"])
            have = state.crew_val[i] if state.crew_seat[i] == state.turn else 0
            text = f"{_n(e['amount'], 'crew')} join, {target} now holds {have + e['amount'] - lost}"
            return f"{text} ({_lost_words(lost, e['amount'], target, state.board.site_cap)})" if lost else text
        if op == "cave_in":
            return f"the tunnel at {target} collapses"
        if op == "reverse_shaft":
            tile = state.tiles[i]
            assert tile is not None
            return f"the Shaft at {target} now runs from {LETTER[tile[3]]} to {LETTER[tile[2]]}"
        if op == "breach":
            return _breach_words(state, i)
    return ""


def _breach_words(state: "SkullminersState", cell: int) -> str:
    """What a Breakthrough on ``cell`` does: the wall opens, and a tunnel beyond collapses
    with any crew on it."""
    geo = state.geo
    side = geo.toward_claims(state.turn)
    text = f"the wall of {geo.names[cell]} toward the Claims opens"
    if state.tiles[cell][2]:  # type: ignore[index]
        text += " and its Shaft now runs both ways"
    beyond = geo.neighbours[cell].get(side)
    if beyond is None or state.tiles[beyond] is None:
        return text
    text += f"; the tunnel at {geo.names[beyond]} collapses"
    if state.crew_seat[beyond] >= 0:
        whose = "your" if state.crew_seat[beyond] == state.turn else f"{_p(state.crew_seat[beyond])}'s"
        text += f" with {whose} {_n(state.crew_val[beyond], 'crew')} on it"
    return text


def _found_words(truth: str, letter: str) -> str:
    return f"Under Claim {letter} lies {'the God Skull' if truth == 'god' else 'only Soil'}."


def _move(state: "SkullminersState", move: MoveCrew) -> LogEntry:
    seat, k, src, dst = state.turn, move.amount, move.src, move.dst
    j = state.geo.index[dst]
    if state.crew_seat[j] == 1 - seat:
        total = k + (state.assault["attack"] if state.assault else 0)
        return (f"{_p(seat)} sends {_n(k, 'crew')} from {src} against {dst}, held by {_p(1 - seat)} "
                f"with {state.crew_val[j]} ({total} attacking so far).")
    lost = crew_lost(state, j, k)
    words = _lost_words(lost, k, dst, state.board.site_cap)
    extra = f" {words[0].upper()}{words[1:]}." if lost else ""
    return f"{_p(seat)} moves {_n(k, 'crew')} from {src} to {dst}.{extra}"


def _dig(state: "SkullminersState", letter: str) -> LogEntry:
    seat = state.turn
    i = state.geo.front_of_claim(seat, state.geo.parse_column(letter))
    line = f"{_p(seat)} spends 1 crew at {state.geo.names[i]} to unearth {_p(1 - seat)}'s Claim {letter}."
    truth = state.truth(seat, state.geo.parse_column(letter))
    if truth is None:
        return line
    return f"{line} {_reveal_words(truth, letter, seat)}"


def _reveal_words(truth: str, letter: str, seeker: int) -> str:
    if truth == "god":
        return f"Claim {letter} holds the God Skull! {_p(seeker)} wins."
    return f"Claim {letter} holds Soil."


def _found(frame: LookUnderClaim, what: str) -> LogEntry:
    seeker, letter = frame.seeker, column_letter(frame.col)
    if frame.purpose == "dig":
        return _reveal_words(what, letter, seeker)
    return {seeker: _found_words(what, letter), None: f"{_p(seeker)} studies Claim {letter} in secret."}


def _contest(state: "SkullminersState", p: ContestDice, move: Contest) -> LogEntry:
    a, d = move.attack_hits, move.defend_hits
    att, dfn = p.seat, 1 - p.seat
    cell = state.geo.names[p.cell]
    left_a, left_d = max(0, p.attack - d), max(0, p.defend - a)
    line = (f"Contest at {cell}: {_p(att)}'s {_n(p.attack, 'attacker')} roll {_n(a, 'Hit')}, "
            f"{_p(dfn)}'s {_n(p.defend, 'defender')} roll {_n(d, 'Hit')}. ")
    if left_a and left_d:
        return line + f"Both stand ({left_a} against {left_d}): roll again."
    if left_a:
        return line + f"The defenders are gone: {_p(att)} holds {cell} with {left_a}."
    if left_d:
        return line + f"The attackers are gone: {_p(dfn)} keeps {cell} with {left_d}."
    return line + f"Both sides are gone: {cell} stands empty."


def _attack(state: "SkullminersState", cell: str) -> LogEntry:
    assert state.assault is not None
    j = state.assault["cell"]
    return (f"{_p(state.turn)} attacks {cell} with {_n(state.assault['attack'], 'crew')} against "
            f"{state.crew_val[j]}: a contest!")


def _rockfall(state: "SkullminersState", p: RockfallDice, k: int) -> LogEntry:
    i = p.cell
    lost = min(k, state.crew_val[i])
    return (f"Rockfall at {state.geo.names[i]}: {_n(p.dice, 'Hit Die')} show {_n(k, 'Hit')}; "
            f"{_p(state.crew_seat[i])} loses {_n(lost, 'crew')}.")


def _done(state: "SkullminersState") -> LogEntry:
    line = f"{_p(state.turn)} ends the turn."
    if state.turns_taken + 1 >= 2 * state.board.round_limit:
        line += (f" Round {state.board.round_limit} is over and the God Skull is still buried: "
                 f"the game is a draw.")
    return line


def _play_warning(state: "SkullminersState", effects: Sequence[dict[str, Any]], target: str) -> str:
    """What playing a Directive on cell ``target`` throws away, for its label: crew over the
    Site cap, or a tunnel (and crew) a Breakthrough collapses; ``""`` when nothing is lost."""
    i = state.geo.index[target]
    for e in effects:
        if e["op"] == "add_crew":
            lost = crew_lost(state, i, e["amount"])
            return _lost_words(lost, e["amount"], target, state.board.site_cap) if lost else ""
        if e["op"] == "breach":
            result = _breach_words(state, i)
            return result.split("; ", 1)[1] if "; " in result else ""
    return ""


# ---------------------------------------------------------------------- action labels
_CHANCE_LABELS = {Draw: "A card is drawn", RollOff: "Roll-off", Contest: "Contest roll", Rockfall: "Rockfall roll",
                  Found: "A Claim is looked at"}


def action_info(state: "SkullminersState", frame: Any, move: SkullminersMove) -> dict[str, Any]:
    """Structured form of a legal action (docs/notation/skullminers.md, section Actions);
    ``frame`` the pending one (unused: a move's targets are in the move)."""
    info: dict[str, Any] = {"action": str(move), "kind": move.verb}
    geo = state.geo
    if isinstance(move, Build):
        card = CARDS[move.card]
        assert isinstance(card, CrewCard)
        i, orient = geo.index[move.cell], move.orientation
        mask, a, b = parse_shape(orient)
        info.update(card=move.card, cell=move.cell, col=geo.col(i), row=geo.row(i), orientation=orient,
                    openings=[ch for ch in "NESW" if ch in orient.replace(">", "")],
                    shaft={"in": orient[0], "out": orient[2]} if a else None, value=card.value,
                    label=f"Build {card.name} {orient} ({card.value} crew) at {move.cell}")
    elif isinstance(move, Play):
        directive = CARDS[move.card]
        kind = fx.card_target_kind(directive.effects)  # type: ignore[union-attr]
        info.update(card=move.card, target_kind=kind, label=f"Play {directive.name}")
        if move.target is not None and kind == "claim":
            info.update(claim=move.target, label=f"Play {directive.name} on Claim {move.target}")
        elif move.target is not None:
            info.update(cell=move.target, label=f"Play {directive.name} on {move.target}")
            warning = _play_warning(state, directive.effects, move.target)  # type: ignore[union-attr]
            if warning:
                info.update(warning=warning, label=f"{info['label']} ({warning})")
    elif isinstance(move, Discard):
        info.update(card=move.card, label=f"Discard {card_words(move.card)}")
    elif isinstance(move, MoveCrew):
        j = geo.index[move.dst]
        contest = state.crew_seat[j] == 1 - state.turn
        amount = move.amount
        lost = 0 if contest else crew_lost(state, j, amount)
        label = f"{'Attack' if contest else 'Move'} {_n(amount, 'crew')} {move.src} \u2192 {move.dst}"
        if lost:
            label += f" ({_lost_words(lost, amount, move.dst, state.board.site_cap)})"
        info.update(**{"from": move.src, "to": move.dst, "amount": amount, "contest": contest, "lost": lost},
                    label=label)
    elif isinstance(move, Attack):
        assert state.assault is not None
        info.update(cell=move.cell, amount=state.assault["attack"],
                    label=f"Attack {move.cell} with {_n(state.assault['attack'], 'crew')}: roll the contest")
    elif isinstance(move, Dig):
        i = geo.front_of_claim(state.turn, geo.parse_column(move.claim))
        info.update(claim=move.claim, cell=geo.names[i],
                    label=f"Unearth Claim {move.claim} from {geo.names[i]} (spends 1 crew there)")
    elif isinstance(move, Company):
        info.update(company=move.company, label=f"Lead {COMPANIES[move.company].name}")
    elif isinstance(move, Hide):
        info.update(claim=move.claim, label=f"Hide the God Skull under Claim {move.claim}")
    elif isinstance(move, Done):
        info["label"] = "End the turn"
    elif isinstance(move, Pass):
        info["label"] = "No card to play: go on to Allocation"
    else:  # chance outcomes: never shown to a player as a choice
        info["label"] = _CHANCE_LABELS[type(move)]
    return info


# ---------------------------------------------------------------------- touches
def touches(state: "SkullminersState", frame: Any, move: SkullminersMove) -> TouchEntry:
    """What ``move`` changes (computed before it applies, ``frame`` the pending one; keys in
    docs/notation/skullminers.md, "Touch keys"): ``cell:B3`` Sites, ``claim:OWNER-C`` Claims
    (OWNER the 0-based seat whose Claim it is), ``hand:SEAT`` and ``discard:SEAT``, ``dice``
    for the dice panel. Hiding a God Skull is the hider's alone to see: the others read no key."""
    geo, seat = state.geo, state.turn
    if isinstance(move, Hide):
        return {frame.seat: [f"claim:{frame.seat}-{move.claim}"], None: []}
    if isinstance(move, Draw):
        return [f"hand:{frame.seat}"]
    if isinstance(move, Build):
        return [f"cell:{move.cell}"]
    if isinstance(move, Play):
        return _play_touches(state, move.card, move.target)
    if isinstance(move, Discard):
        return [f"discard:{seat}"]
    if isinstance(move, MoveCrew):
        return [f"cell:{move.src}", f"cell:{move.dst}"]
    if isinstance(move, Attack):
        return [f"cell:{move.cell}"]
    if isinstance(move, Dig):
        front = geo.names[geo.front_of_claim(seat, geo.parse_column(move.claim))]
        return [f"cell:{front}", f"claim:{1 - seat}-{move.claim}"]
    if isinstance(move, Found):
        return [f"claim:{1 - frame.seeker}-{column_letter(frame.col)}"]
    if isinstance(move, (Contest, Rockfall)):
        return [f"cell:{geo.names[frame.cell]}", "dice"]
    return []  # company, rolloff, pass, done


def _play_touches(state: "SkullminersState", card: str, target: str | None) -> list[str]:
    """A Directive: its target (a Site, or the opponent's Claim), a tunnel a Breakthrough
    collapses beyond it, and the discard pile the card goes to."""
    seat, geo = state.turn, state.geo
    effects = CARDS[card].effects  # type: ignore[union-attr]
    keys = [f"discard:{seat}"]
    if target is None:
        return keys
    if fx.card_target_kind(effects) == "claim":
        return [f"claim:{1 - seat}-{target}", *keys]
    i = geo.index[target]
    keys.insert(0, f"cell:{target}")
    if any(e["op"] == "breach" for e in effects):
        beyond = geo.neighbours[i].get(geo.toward_claims(seat))
        if beyond is not None and state.tiles[beyond] is not None:
            keys.insert(1, f"cell:{geo.names[beyond]}")
    return keys
