"""Words a player reads in the log, and what each action touched on the board.

A log line is a main sentence (who did what, third person: "{p0} drafts Rift from the
Drift") followed by its public results, read from what changed between the position before
the action and the position after it resolved up to the next decision or chance node:
pawns moved, Burden and Hope gained, shed or spent, Relics claimed or lost, suppressed
cards, Gateway and Acceptance Checks passed or failed ("{p0} rolls 4 on the Acceptance
Check: spends 2 Hope (0 left), reaches Acceptance."). The same comparison gives the keys of
what the action touched (docs/notation/eskeletos.md, "What a move touched"), which the page
highlights. Only public facts are compared (positions, token counts, Relics, the Drift,
how many cards a hand or vault holds), so a line or key never tells a seat a hidden card.
Seats are written ``{p0}``, ``{p1}``... (names are filled in by the caller).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, TypeAlias

from .board import RING_NAMES, space_type
from .cards import CARDS
from .rules import BURDEN_LIMIT
from .traveler import Traveler
from .travelers import RELICS

if TYPE_CHECKING:
    from .base import EskeletosBase, Event

Marks: TypeAlias = dict[str, object]
"""The public facts of a position by board key (:func:`marks`), compared for equality only."""

SPACE_WORDS = {"wheel": "Ship's Wheel", "turning": "Turning Point", "hazard": "Hazard", "lotus": "Lotus rest",
               "nature": "Nature", "corporeal": "Corporeal Form", "emotion": "Emotion", "memory": "Memory",
               "void": "Void"}
"""A space type as players call it (rulebook: Space Types)."""

ROLL_WORDS = {"move_roll": "for movement", "order_roll": "for turn order", "gateway_roll": "on the Gateway Check",
              "accept_roll": "on the Acceptance Check", "crisis": "on the Limbo Crisis Roll",
              "escape_roll": "on the Escape Check"}
"""What a die roll is for, after "{p0} rolls 4 ..."."""

CHANCE_PROMPTS = {"move_roll": "{p} rolls for movement", "order_roll": "{p} rolls for turn order",
                  "gateway_roll": "{p} rolls the Gateway Check", "accept_roll": "{p} rolls the Acceptance Check",
                  "crisis": "{p} rolls the Limbo Crisis Roll", "escape_roll": "{p} rolls the Escape Check",
                  "contest": "the conflict dice are rolled"}
"""What happens at a chance node, in words (the view's ``waiting.prompt`` while it resolves)."""

LOG_VERBS = {
    "go": "moves", "end": "ends the Action Phase", "stay": "does not roll", "keep": "keeps the vault as it is",
    "endure": "takes the harm", "shield": "raises the Stasis Shield", "leave": "leaves the Relic where it lies",
    "agree": "agrees", "refuse": "refuses", "ignore": "ignores the other Traveler",
    "rest shed": "rests and sheds 1 Burden", "rest hope": "rests and takes 1 Hope",
    "hope 1": "spends 1 Hope for +1", "hope 0": "spends no Hope", "facade": "uses Facade Purge (3 Hope)",
    "elder drift": "puts the card in the Drift's 4th slot", "elder pass": "discards the card as usual",
    "limbo play": "plays the Limbo card", "limbo discard": "discards the Limbo card",
}
"""Log words of fixed actions whose button label does not read well in the third person."""


def third_person(label: str) -> str:
    """A button label (imperative: "draft Rift from the Drift") as a log verb phrase
    ("drafts Rift from the Drift"). A label led by an ability's name ("Static Cleanse: shed
    1 Burden") becomes "uses Static Cleanse to shed 1 Burden"."""
    if label[:1].isupper():
        head, sep, rest = label.partition(": ")
        return f"uses {head} to {rest}" if sep else f"uses {label}"
    verb, _, rest = label.partition(" ")
    if verb == "do":
        verb = "does"
    elif verb.endswith(("s", "sh", "ch", "x")):
        verb += "es"
    elif verb.endswith("y") and verb[-2:-1] not in "aeiou":
        verb = verb[:-1] + "ies"
    else:
        verb += "s"
    return f"{verb} {rest}" if rest else verb


def place_words(ring: int, pos: int, limbo: int) -> str:
    """Where a pawn stands, e.g. "Anger 5 (Hazard)", "Limbo space 3", "Acceptance"."""
    if limbo:
        return f"Limbo space {limbo}"
    if ring == 6:
        return "Acceptance"
    return f"{RING_NAMES[ring]} {pos} ({SPACE_WORDS[space_type(ring, pos)]})"


def event_words(event: "Event") -> str:
    """One public event of the view's ``recent`` list in words, for the dice panel
    ("{p0} rolls 4 on the Acceptance Check")."""
    what, value, who = event["what"], event["value"], f"{{p{event['seat']}}}"
    if what in ROLL_WORDS:
        dice = f"{value[0]} and {value[1]}" if isinstance(value, list) else str(value)
        return f"{who} rolls {dice} {ROLL_WORDS[what]}"
    if what == "contest":
        a, b, d = value
        return f"conflict dice: {who} {a}, {{p{d}}} {b}"
    if what == "round_limit":
        return "the round limit ends the journey in a draw"
    if what == "accept_hope":
        return f"{who} spends {value} Hope on the Acceptance Check"
    if what == "drift_hazard":
        return f"{CARDS[value].name if value in CARDS else value} turns up in the Drift"
    return f"{who} {_event_clause(event)}"


def _event_clause(event: "Event") -> str:
    """An event as a clause of its seat's results ("fails the Gateway Check"); "" when the
    comparison of positions already says it (a pawn's new place, Hope spent)."""
    what, value = event["what"], event["value"]
    return {
        "move": f"moves {value} space{'' if value == 1 else 's'}",
        "gateway_fail": "fails the Gateway Check",
        "cross": f"crosses to ring {value}, {RING_NAMES.get(value, value)}",
        "accept_fail": "fails the Acceptance Check; the turn ends",
        "acceptance": "reaches Acceptance",
        "escape": "escapes Limbo",
        "detonate": f"{CARDS[value].name if value in CARDS else value} goes off",
        "warded": "is warded from the Hazard",
        "reset": "starts again on Shock's Ship's Wheel (First Journey)",
    }.get(what, "")


# ------------------------------------------------------------------ comparing positions
def marks(st: "EskeletosBase") -> Marks:
    """The public facts of a position, keyed by the board key that draws each
    (docs/notation/eskeletos.md): pawns on spaces, Limbo spaces and Acceptance, each
    Traveler's Burden, Hope, Relics, hand and vault sizes, attachments, where each Relic
    lies, each Drift slot."""
    out: Marks = {}
    pawns: dict[str, tuple[int, ...]] = {}  # the seats on each place
    for t in st.tr:
        if t.limbo:
            where = f"limbo:{t.limbo}"
        elif t.ring == 6:
            where = "space:acceptance"
        elif t.kind is not None:
            where = f"space:{t.ring}.{t.pos}"
        else:
            where = None
        if where:
            pawns[where] = out[where] = pawns.get(where, ()) + (t.seat,)
        s = t.seat
        out[f"burden:{s}"] = t.burden
        out[f"hope:{s}"] = t.hope
        out[f"relics:{s}"] = tuple(t.relics)
        out[f"hand:{s}"] = len(t.hand)
        out[f"vault:{s}"] = len(t.vault)
        out[f"attachments:{s}"] = tuple(t.attach)
        out[f"limbo-card:{s}"] = t.limbo_card
        out[f"traveler:{s}"] = (t.kind, t.crisis_shed, t.cloak)
    for key, at in st.relic_at.items():
        out[f"relic:{key}"] = at
    for i, (key, elder) in enumerate(st.drift):
        out[f"drift:{i + 1}"] = (key, elder)
    return out


def touched_keys(before: Marks, after: Marks) -> list[str]:
    """Keys whose fact changed, in a stable order."""
    return [k for k in dict.fromkeys([*before, *after]) if before.get(k) != after.get(k)]


def results(st: "EskeletosBase", before_tr: list[Traveler], events: list["Event"], subject: int,
            main: str = "") -> str:
    """The public results of an action, as clauses grouped by seat: the ``subject`` seat's
    clauses bare ("moves 7 spaces, now on Anger 5 (Hazard), gains 1 Burden (3 of 5)"),
    another seat's led by its name, events of no seat on their own. ``before_tr`` is a copy
    of each Traveler before the action; ``events`` the public events it set off;
    a clause the ``main`` sentence already says is left out."""
    groups: dict[int, list[str]] = {}
    said_place: set[int] = set()
    for e in events:
        if e["what"] in ROLL_WORDS or e["what"] == "contest":
            continue  # the main sentence says the roll
        if e["what"] == "round_limit":
            groups.setdefault(-1, []).append("the round limit ends the journey in a draw")
            continue
        clause = _event_clause(e)
        if clause:
            groups.setdefault(e["seat"], []).append(clause)
        if e["what"] in ("cross", "acceptance", "escape", "reset"):
            said_place.add(e["seat"])
    for t in st.tr:
        out = groups.setdefault(t.seat, [])
        old = before_tr[t.seat]
        old_place, new_place = (old.ring, old.pos, old.limbo), (t.ring, t.pos, t.limbo)
        if old_place != new_place and t.seat not in said_place and t.kind is not None:
            if t.limbo and not old_place[2]:
                out.append(f"collapses into {place_words(*new_place)} (Total Collapse)")
            else:
                out.append(f"now on {place_words(*new_place)}")
        out += _token_clauses(t, old, t.seat == subject)
    ordered = [subject] + [s for s in sorted(groups) if s != subject]
    parts = []
    for seat in ordered:
        clauses = [c for c in groups.get(seat, []) if seat != subject or c not in main]
        if not clauses:
            continue
        text = ", ".join(clauses)
        parts.append(text if seat == subject or seat < 0 else f"{{p{seat}}} {text}")
    return "; ".join(parts)


def _token_clauses(t: Traveler, old: Traveler, own: bool) -> list[str]:
    """The public token changes of Traveler ``t`` since ``old`` (a copy of it before the
    action): Burden, Hope (spent by its ``own`` action, else lost), Relics, suppressed cards,
    a Crisis resisted."""
    out = []
    burden = t.burden - old.burden
    if burden:
        verb = "gains" if burden > 0 else "sheds"
        out.append(f"{verb} {abs(burden)} Burden ({t.burden} of {BURDEN_LIMIT})")
    hope = t.hope - old.hope
    if hope:
        verb = "gains" if hope > 0 else ("spends" if own else "loses")
        out.append(f"{verb} {abs(hope)} Hope ({t.hope} left)" if hope < 0 else f"{verb} {hope} Hope (now {t.hope})")
    old_relics, new_relics = tuple(old.relics), tuple(t.relics)
    out += [f"claims {RELICS[r].name}" for r in new_relics if r not in old_relics]
    out += [f"loses {RELICS[r].name}" for r in old_relics if r not in new_relics]
    vault = len(t.vault) - len(old.vault)
    left = len(t.vault)
    if vault > 0:
        out.append(f"{vault} more suppressed card{'s' if vault > 1 else ''} ({left} in the vault)")
    elif vault < 0:
        out.append(f"{left} suppressed card{'' if left == 1 else 's'} left")
    if t.crisis_shed and not old.crisis_shed:
        out.append("resists the Crisis (sheds 1 Burden at the end of the turn)")
    return out
