"""A game's renderer reads only keys its view declares (pygame_rules/core/view.py): every
key ``web/renderers/<id>.js`` reads of ``view`` is in ``BaseView`` or the game's
``Game.view_type``, so a key renamed or dropped in Python fails here, not in a player's page.

Read from the source, no browser. What is found (after removing comments):

- access chains on ``view`` (``snapshot.view.x``, ``ctx.view.x``, ``view?.x``,
  ``view.a[i].b``, ``view['a']``: the renderers' one name for the view) and on names bound
  to it or to a part of it (``const v = snapshot.view``, ``const { view: v } = snap``,
  ``const claims = view.claims[owner]`` then ``const claim = claims[col]``: ``claim.known``
  is ``view.claims[][].known``). A name is followed only when every assignment to it binds
  it so and it is no function's parameter (a name reused for something else is left alone);
- destructuring: ``const { round, phase } = view``.

Each chain is followed through the declared types as far as it goes: a key of a TypedDict
(of any member of a union: ``view.chance.cell`` when one kind of chance has a cell), ``[i]``
into a list or a dict; it stops, unchecked, at a method or property of a list or string
(``.map``, ``.length``), at ``[expr]`` on a TypedDict, and at ``Any``. So every top-level
key read directly is checked, and deeper keys read in one chain from ``view`` or a name
bound to part of it. Not seen: keys read through a function's parameter or a callback's
(``pile.top`` in ``pileEl(pile, ...)``, ``cell.crew`` in ``view.cells.map((cell) => ...)``),
nested destructuring, computed keys (``view[name]``). String literals are read as code: a
string holding ``view.x`` counts as a read (a false alarm, never a miss).
"""

from __future__ import annotations

import re
import types
from pathlib import Path
from typing import Any, NamedTuple, Union, get_args, get_origin, is_typeddict

import pytest

import pygame_rules as pr
from tests.conformance.view_shapes import fields, view_fields

RENDERERS = Path(__file__).resolve().parents[2] / "web" / "renderers"

_COMMENT = re.compile(r"/\*.*?\*/|(?<![:\\'\"])//[^\n]*", re.DOTALL)
_NAME = r"[A-Za-z_$][\w$]*"
_ASSIGNMENT = re.compile(rf"(?<![\w$.])({_NAME})\s*=(?![=>])\s*")  # declarations, reassignments, defaults
_RENAMED = re.compile(rf"\b(?:const|let|var)\s*\{{[^{{}}]*?\bview\s*:\s*({_NAME})[^{{}}]*\}}\s*=")
_DESTRUCTURED = re.compile(rf"\b(?:const|let|var)\s*\{{([^{{}}]*)\}}\s*=\s*(?:[\w$]+\s*\.\s*)*({_NAME})\b(?!\s*(?:\?\.|\.|\[|\())")
_PARAMETERS = re.compile(rf"\bfunction\b[^(]*\(([^)]*)\)|\(([^()]*)\)\s*=>|({_NAME})\s*=>")
_STEP = re.compile(rf"\s*(?:\?\.|\.)\s*({_NAME})|\s*(?:\?\.)?\s*(\[)")
_STRING_INDEX = re.compile(r"\[\s*(['\"])([\w$]+)\1\s*\]")
_STATEMENT_END = re.compile(r"\s*(?:;|,|\)|\n|$)")


class Read(NamedTuple):
    """One read of the view: its line in the file and its steps from the view (a key, or
    ``[]`` for an index), e.g. ``(12, ("hands", "[]"))`` for ``view.hands[seat]``."""

    line: int
    steps: tuple[str, ...]

    def text(self) -> str:
        """The read as written from the view, keys and indices: ``view.hands[]``."""
        return "view" + "".join(s if s == "[]" else f".{s}" for s in self.steps)


def _blank_comments(source: str) -> str:
    """``source`` with its comments blanked (line breaks kept, so lines keep their numbers)."""
    return _COMMENT.sub(lambda m: re.sub(r"[^\n]", " ", m.group(0)), source)


def _closing(source: str, start: int) -> int:
    """Index just past the bracket matching the ``[`` at ``start``."""
    depth = 0
    for i in range(start, len(source)):
        depth += {"[": 1, "]": -1}.get(source[i], 0)
        if depth == 0:
            return i + 1
    return len(source)


def _chain(source: str, at: int) -> tuple[tuple[str, ...], int]:
    """The steps of the access chain starting at ``at`` (just after a name), and where it ends."""
    steps: list[str] = []
    while True:
        match = _STEP.match(source, at)
        if match is None:
            return tuple(steps), at
        if match.group(1):
            steps.append(match.group(1))
            at = match.end()
            continue
        bracket = match.start(2)
        end = _closing(source, bracket)
        literal = _STRING_INDEX.fullmatch(source, bracket, end)
        steps.append(literal.group(2) if literal else "[]")
        at = end


def _bound_to(source: str, at: int, roots: dict[str, set[tuple[str, ...]]]) -> set[tuple[str, ...]] | None:
    """The steps from the view of the expression at ``at`` when it is a whole chain on the
    view or a name bound to it (``snapshot.view``, ``view.claims[owner]``, ``claims[col]``),
    else None."""
    first = re.compile(_NAME).match(source, at)
    if first is not None and first.group(0) in roots:
        name, at = first.group(0), first.end()
    else:
        path = re.compile(r"(?:[\w$]+\s*\.\s*)+view\b").match(source, at)  # snapshot.view, ctx.view
        if path is None:
            return None
        name, at = "view", path.end()
    steps, end = _chain(source, at)
    if not _STATEMENT_END.match(source, end):
        return None  # a call, an operator, a ternary...: not the view's part itself
    return {prefix + steps for prefix in roots[name]}


def _aliases(source: str) -> dict[str, set[tuple[str, ...]]]:
    """Names bound to the view or a part of it -> the steps from the view (several when a
    name is bound in several places). ``view`` always is; another name only when every
    assignment to it (``const``, ``let``, a reassignment, a default) binds it to the view and
    it is never a function's parameter, so a name reused for something else is left alone
    rather than misread."""
    parameters = {name for m in _PARAMETERS.finditer(source) for name in re.findall(_NAME, "".join(filter(None, m.groups())))}
    roots: dict[str, set[tuple[str, ...]]] = {"view": {()}}
    roots.update({name: {()} for name in _RENAMED.findall(source) if name not in parameters})
    declarations: dict[str, list[int]] = {}
    for m in _ASSIGNMENT.finditer(source):
        declarations.setdefault(m.group(1), []).append(m.end())
    changed = True
    while changed:
        changed = False
        for name, places in declarations.items():
            if name in roots or name in parameters:
                continue
            bound = [_bound_to(source, at, roots) for at in places]
            if all(b is not None for b in bound):
                roots[name] = set().union(*bound)  # type: ignore[arg-type]
                changed = True
    return roots


def view_reads(source: str) -> list[Read]:
    """Every read of the view in a renderer's ``source`` (the module note says which)."""
    source = _blank_comments(source)
    roots = _aliases(source)
    reads: list[Read] = []
    for name, prefixes in roots.items():
        before = r"(?<![\w$])" if name == "view" else r"(?<![\w$.])"
        for match in re.finditer(rf"{before}{re.escape(name)}\b", source):
            steps, _ = _chain(source, match.end())
            if steps:
                line = source.count("\n", 0, match.start()) + 1
                reads += [Read(line, prefix + steps) for prefix in prefixes]
    for match in _DESTRUCTURED.finditer(source):
        if match.group(2) not in roots:
            continue
        line = source.count("\n", 0, match.start()) + 1
        for part in match.group(1).split(","):
            key = re.match(rf"\s*({_NAME})", part)
            if key and not part.strip().startswith("..."):
                reads += [Read(line, prefix + (key.group(1),)) for prefix in roots[match.group(2)]]
    return sorted(set(reads))


def _alternatives(tp: Any) -> list[Any]:
    """The members of a union (None left out), or ``[tp]``."""
    if get_origin(tp) is Union or get_origin(tp) is types.UnionType:
        return [a for a in get_args(tp) if a is not type(None)]
    return [tp]


def undeclared(read: Read, top: dict[str, Any]) -> str | None:
    """The first step of ``read`` its declared types do not have (e.g. ``"view.chance.cel"``),
    or None when every step it could follow is declared. ``top``: the view's declared keys."""
    options: list[dict[str, Any] | Any] = [top]
    for depth, step in enumerate(read.steps):
        found: list[Any] = []
        keyed = False  # some alternative is a TypedDict (or the view itself): keys are checked
        for tp in options:
            declared = tp if isinstance(tp, dict) else fields(tp)[0] if is_typeddict(tp) else None
            origin = get_origin(tp)
            if declared is not None and step != "[]":
                keyed = True
                if step in declared:
                    found += _alternatives(declared[step])
            elif step == "[]" and origin is list:
                found += _alternatives(get_args(tp)[0])
            elif origin is dict:  # a mapping of data (e.g. skull type -> points): any key
                found += _alternatives(get_args(tp)[1])
        if keyed and not found:
            return "view" + "".join(s if s == "[]" else f".{s}" for s in read.steps[:depth + 1])
        if not found:
            return None  # a list's or string's own member, an index into a TypedDict, Any: unchecked
        options = found
    return None


def _renderer(game_id: str) -> Path:
    return RENDERERS / f"{game_id}.js"


def declared_top(game_id: str) -> dict[str, Any]:
    """The keys the game's whole view declares, with their types; fails for a game without a
    view type, skips one without a renderer."""
    game = pr.get_game(game_id)
    declared = view_fields(game)
    assert declared is not None, (f"{game_id} declares no view type (Game.view_type): its renderer's reads "
                                  "cannot be checked (docs/architecture.md, 'Declaring the view')")
    if not _renderer(game_id).is_file():
        pytest.skip(f"{game_id} has no renderer in web/renderers/")
    return declared[0]


@pytest.mark.parametrize("game_id", pr.list_games())
def test_a_renderer_reads_only_declared_view_keys(game_id: str) -> None:
    top = declared_top(game_id)
    reads = view_reads(_renderer(game_id).read_text(encoding="utf-8"))
    assert len({r.steps[0] for r in reads}) >= 5, "the scan found almost nothing: has the renderer renamed `view`?"
    wrong = sorted({f"line {r.line}: {miss}" for r in reads if (miss := undeclared(r, top))})
    assert not wrong, (f"web/renderers/{game_id}.js reads view keys its view type does not declare "
                       f"({pr.get_game(game_id).view_type}; declare them or fix the renderer):\n" + "\n".join(wrong))


# ---------------------------------------------------------------------- the scan, on hand-written JS
JS = """
// view.commented_out is no read
/* nor view.block
   comment */
const { view } = snapshot;
const v = snapshot.view;
const { view: w, names } = snap;
const { round, phase: p, ...rest } = view;
const x = view.hands[seat].find((c) => c.id);
if (view.chance?.kind === 'draw') v.cells[0].tile.shaft.in;
w['scores'][0]; view.companies?.[seat]?.id; snapshot.view.turn;
const url = 'https://example.org/';  // a URL's slashes start no comment
const claims = view.claims[owner];
const claim = claims[col];
claim.known; ctx.claim.ignored;
const hand = view.hands[0];
function drawHand(hand) { return hand.other; }
let rows = view.rows;
rows = [];
rows.ignored;
"""


def test_the_scan_finds_every_kind_of_read_and_no_comment() -> None:
    found = {(r.line, r.text()) for r in view_reads(JS)}
    assert found == {
        (8, "view.round"), (8, "view.phase"),
        (9, "view.hands[].find"),
        (10, "view.chance.kind"), (10, "view.cells[].tile.shaft.in"),
        (11, "view.scores[]"), (11, "view.companies[].id"), (11, "view.turn"),
        (13, "view.claims[]"), (14, "view.claims[][]"), (15, "view.claims[][].known"),  # via claims, then claim
        (16, "view.hands[]"), (18, "view.rows"),  # hand is also a parameter, rows is reassigned: not followed
    }, found


def test_the_walk_names_the_first_undeclared_step() -> None:
    top = declared_top("skullminers")
    def check(*steps: str) -> str | None:
        return undeclared(Read(1, steps), top)
    assert check("cells", "[]", "tile", "shaft", "in") is None
    assert check("chance", "cell") is None  # a contest's and a Rockfall's chance have one
    assert check("hands", "[]", "[]", "orientations", "length") is None  # a list's own member
    assert check("ply") is None  # BaseView
    assert check("scroes") == "view.scroes"
    assert check("chance", "cel") == "view.chance.cel"
    assert check("cells", "[]", "crew", "tierd") == "view.cells[].crew.tierd"
    assert check("companies", "[]", "motto", "length") is None
    assert check("companies", "[]", "mottos") == "view.companies[].mottos"
