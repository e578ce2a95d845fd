"""A view checked against its declared shape at run time (pygame_rules/core/view.py): the
``TypedDict`` a game names as ``Game.view_type``, after the common keys of ``BaseView``.

Exact, recursively: no required key missing, no key the type does not declare, every value
of its declared type. The types a view is declared with: ``TypedDict`` (``Required``,
``NotRequired``, ``total=False``, inheritance), ``list[X]``, ``dict[K, V]``, ``X | Y`` /
``Optional[X]``, ``Literal[...]``, ``None``, ``bool``, ``int`` (never a bool), ``float`` (an
int too, never a bool), ``str``, ``Any`` / ``object`` (anything); ``Annotated[X, ...]`` is
``X``. Anything else is refused with ``TypeError`` when the checker is built, not silently
accepted.

Each type is compiled once into a function (cached): a value's check costs one call per
value, and words for a mismatch are built only when there is one. The checks return None
for a match or the mismatch as ``"<path>: <problem>"`` (``.cells[3].crew.tired: int
expected, got 'x' (str)``), the path growing as the mismatch goes up.
"""

from __future__ import annotations

import types
from typing import (Annotated, Any, Callable, Literal, Mapping, NotRequired, Optional, Required, Union, get_args,
                    get_origin, get_type_hints, is_typeddict)

from pygame_rules.core import Game
from pygame_rules.core.view import BaseView

Check = Callable[[object], Optional[str]]
"""A compiled check: None when the value matches, else ``"<path>: <problem>"``."""

_CHECKS: dict[object, Check] = {}


def fields(typed_dict: type) -> tuple[dict[str, Any], frozenset[str]]:
    """``({key: declared type}, required keys)`` of a ``TypedDict`` class, its bases'
    included, ``Required``/``NotRequired``/``Annotated`` unwrapped. The required keys are
    read from the annotations: ``__required_keys__`` alone is wrong for a module with
    ``from __future__ import annotations`` before Python 3.14."""
    hints = get_type_hints(typed_dict, include_extras=True)
    required = set(typed_dict.__required_keys__)
    declared: dict[str, Any] = {}
    for key, hint in hints.items():
        while get_origin(hint) in (Required, NotRequired, Annotated):
            if get_origin(hint) is Required:
                required.add(key)
            elif get_origin(hint) is NotRequired:
                required.discard(key)
            hint = get_args(hint)[0]
        declared[key] = hint
    return declared, frozenset(required)


def view_fields(game: Game) -> tuple[dict[str, Any], frozenset[str]] | None:
    """The whole view's ``fields`` (``BaseView``'s keys, then the game's ``view_type``'s),
    None when the game declares no view type. Raises TypeError when the game redeclares a
    key of ``BaseView`` (``State.view`` would overwrite it)."""
    if game.view_type is None:
        return None
    base, base_required = fields(BaseView)
    own, own_required = fields(game.view_type)
    clash = sorted(base.keys() & own.keys())
    if clash:
        raise TypeError(f"{game.view_type.__name__} redeclares {clash}, keys every view has (core/view.py, BaseView)")
    return {**base, **own}, base_required | own_required


def view_checker(game: Game) -> Callable[[Mapping[str, Any], int | None], None] | None:
    """For a game that declares its view type: ``check(view, seat)``, raising AssertionError
    naming the seat, the path and the problem when ``view`` (``state.view(seat)``) does not
    match it. None for a game that declares none."""
    declared = view_fields(game)
    if declared is None:
        return None
    assert game.view_type is not None
    check = _dict_check(f"{game.view_type.__name__} (with BaseView)", *declared)

    def check_view(view: Mapping[str, Any], seat: int | None) -> None:
        problem = check(view)
        if problem is not None:
            who = "the spectator" if seat is None else f"seat {seat}"
            raise AssertionError(f"{game.id}: the view of {who} is not its declared shape: view{problem}")

    return check_view


def shape_check(tp: Any) -> Check:
    """The compiled check of type ``tp`` (cached; a recursive ``TypedDict`` is fine).
    Raises TypeError for a type a view may not be declared with (the module note)."""
    try:
        return _CHECKS[tp]
    except KeyError:
        pass
    if is_typeddict(tp):
        slot: list[Check] = []
        _CHECKS[tp] = lambda value: slot[0](value)  # a forward reference while the fields compile
        slot.append(_dict_check(tp.__name__, *fields(tp)))
        _CHECKS[tp] = slot[0]
    else:
        _CHECKS[tp] = _compile(tp)
    return _CHECKS[tp]


def _show(value: object) -> str:
    text = repr(value)
    return f"{text[:60]}... ({type(value).__name__})" if len(text) > 60 else f"{text} ({type(value).__name__})"


def _of_type(name: str, test: Callable[[object], bool]) -> Check:
    return lambda value: None if test(value) else f": {name} expected, got {_show(value)}"


_SCALARS: dict[object, Check] = {
    type(None): _of_type("None", lambda v: v is None),
    bool: _of_type("bool", lambda v: v is True or v is False),
    int: _of_type("int", lambda v: type(v) is int),
    float: _of_type("float", lambda v: type(v) is float or type(v) is int),
    str: _of_type("str", lambda v: type(v) is str),
}


def _compile(tp: Any) -> Check:
    if tp is Any or tp is object:
        return lambda value: None
    if tp is None:
        tp = type(None)
    if tp in _SCALARS:
        return _SCALARS[tp]
    origin, args = get_origin(tp), get_args(tp)
    if origin is Annotated:
        return shape_check(args[0])
    if origin is Literal:
        allowed = [(a, type(a)) for a in args]
        return _of_type(f"one of {list(args)}", lambda v: any(v == a and type(v) is t for a, t in allowed))
    if origin is Union or origin is types.UnionType:
        return _union_check(args)
    if origin is list and len(args) == 1:
        return _list_check(shape_check(args[0]))
    if origin is dict and len(args) == 2:
        return _mapping_check(shape_check(args[0]), shape_check(args[1]))
    raise TypeError(f"{tp!r} is no type a view may be declared with (tests/conformance/view_shapes.py)")


def _union_check(args: tuple[Any, ...]) -> Check:
    optional = type(None) in args
    checks = [shape_check(a) for a in args if a is not type(None)]
    if len(checks) == 1:
        only = checks[0]
        return lambda value: None if value is None else only(value)

    def check(value: object) -> Optional[str]:
        if value is None and optional:
            return None
        problems = []
        for alternative in checks:
            problem = alternative(value)
            if problem is None:
                return None
            problems.append(problem)
        return f": matches none of {len(checks)} alternatives ({'; '.join(p.lstrip(': ') for p in problems)})"

    return check


def _list_check(item: Check) -> Check:
    def check(value: object) -> Optional[str]:
        if type(value) is not list:
            return f": list expected, got {_show(value)}"
        for i, element in enumerate(value):
            problem = item(element)
            if problem is not None:
                return f"[{i}]{problem}"
        return None

    return check


def _mapping_check(key: Check, item: Check) -> Check:
    def check(value: object) -> Optional[str]:
        if type(value) is not dict:
            return f": dict expected, got {_show(value)}"
        for k, element in value.items():
            problem = key(k)
            if problem is not None:
                return f"[{k!r}] (the key){problem}"
            problem = item(element)
            if problem is not None:
                return f"[{k!r}]{problem}"
        return None

    return check


def _dict_check(name: str, declared: dict[str, Any], required: frozenset[str]) -> Check:
    checks = {key: shape_check(hint) for key, hint in declared.items()}
    needed = sorted(required)

    def check(value: object) -> Optional[str]:
        if type(value) is not dict:
            return f": {name} (a dict) expected, got {_show(value)}"
        for key in needed:
            if key not in value:
                return f".{key}: missing, required by {name}"
        for key, element in value.items():
            field = checks.get(key)
            if field is None:
                return f".{key}: not declared in {name}"
            problem = field(element)
            if problem is not None:
                return f".{key}{problem}"
        return None

    return check
