"""Every package of ``pygame_rules`` imports in layers: no runtime import cycle between its
modules, and every import at module level (docs/architecture.md, "Imports").

The graph is read from the source (AST), not from ``sys.modules``: an edge is an import of
another module of ``pygame_rules``, at module level or inside a function, written relatively
(``from .effects import run_effects``, ``from .. import tally``) or absolutely. Imports under
``if TYPE_CHECKING:`` are left out: they are only read by the type checker, for annotations
(every game module names its ``State`` that way). A package is imported before its modules,
so an edge to a module's own enclosing package is left out too (a game's ``__init__`` imports
``state``, which imports everything).

An import inside a function hides an edge of the layers until the function runs, and costs
a lookup at each call; only :data:`ALLOWED_IN_FUNCTIONS` may do it, each for the reason given.
Inside a game package, no module is imported by name either (``importlib.import_module``,
``__import__``): the registry (``pygame_rules/core/registry.py``) and the bots' heuristics
load games that way on purpose, by id.
"""

from __future__ import annotations

import ast
from pathlib import Path

import pygame_rules

ROOT = Path(pygame_rules.__file__).parent
PACKAGE = pygame_rules.__name__

ALLOWED_IN_FUNCTIONS: dict[str, str] = {
    "web_api:lab_spec": "the playtest lab is loaded with the lab page's first call: pygame_rules.lab pulls "
                        "xml.sax.saxutils (and with it urllib and http), ~120 ms of the game page's start-up",
    "web_api:lab_play": "the playtest lab, as for lab_spec",
    "web_api:lab_report": "the playtest lab, as for lab_spec",
    "web_api:sealed": "sealed play is loaded with its first call: a game page that never plays by sealed "
                      "link does not load the protocol (pygame_rules.sealed, with hmac and secrets)",
    "web_api:sealed_play_offered": "sealed play, as for sealed: the New game form asks which games offer it",
    "web_api:use_p256_multiplier": "sealed play, as for sealed: the Worker hands over WebCrypto's multiplier",
    "sealed.keys:require": "cryptography is an optional dependency (the verify and test extras): CPython's "
                           "key layer loads it when first used and says how to install it when missing",
}
"""``"module:function"`` -> why an import statement may sit inside that function."""


def _name(path: Path) -> str:
    """``games/sedlec/state.py`` -> ``"games.sedlec.state"``, ``core/__init__.py`` ->
    ``"core"``, the package's own ``__init__.py`` -> ``""``."""
    parts = list(path.relative_to(ROOT).with_suffix("").parts)
    if parts[-1] == "__init__":
        parts.pop()
    return ".".join(parts)


MODULES = {_name(p): p for p in sorted(ROOT.rglob("*.py"))}


def _show(module: str) -> str:
    return module or "__init__"


def _type_checking(node: ast.If) -> bool:
    test = node.test
    return (isinstance(test, ast.Name) and test.id == "TYPE_CHECKING") or (
        isinstance(test, ast.Attribute) and test.attr == "TYPE_CHECKING")


def runtime_imports(tree: ast.Module) -> list[tuple[ast.ImportFrom | ast.Import, str | None]]:
    """Every import statement run at some time (not under ``if TYPE_CHECKING:``), with the
    name of the function it sits in (None: module level)."""
    out: list[tuple[ast.ImportFrom | ast.Import, str | None]] = []

    def walk(node: ast.AST, function: str | None) -> None:
        for child in ast.iter_child_nodes(node):
            if isinstance(child, ast.If) and _type_checking(child):
                for stmt in child.orelse:
                    walk_stmt(stmt, function)
                continue
            walk_stmt(child, function)

    def walk_stmt(node: ast.AST, function: str | None) -> None:
        if isinstance(node, (ast.Import, ast.ImportFrom)):
            out.append((node, function))
        if function is None and isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)):
            function = node.name
        elif function is None and isinstance(node, ast.Lambda):
            function = "<lambda>"
        walk(node, function)

    walk(tree, None)
    return out


def targets(module: str, node: ast.ImportFrom | ast.Import) -> set[str]:
    """Modules of ``pygame_rules`` that ``node``, in ``module``, imports ("" is the package
    itself), less ``module``'s own enclosing packages."""
    if isinstance(node, ast.Import):
        full = [alias.name for alias in node.names]
    else:
        if node.level:
            here = module.split(".") if module else []
            if MODULES[module].name != "__init__.py":
                here = here[:-1]  # a module's package, where level 1 starts
            if node.level - 1 > len(here):
                return set()  # above the package
            base = here[:len(here) - (node.level - 1)]
            base_name = ".".join([PACKAGE, *base])
        else:
            base_name = ""
        full = [".".join(x for x in (base_name, node.module) if x)]
        full += [f"{full[0]}.{alias.name}" for alias in node.names]  # `from pkg import module`
    out = set()
    for name in full:
        if name == PACKAGE or name.startswith(PACKAGE + "."):
            rel = name[len(PACKAGE) + 1:]
            if rel in MODULES:
                out.add(rel)
    ancestors = {".".join(module.split(".")[:i]) for i in range(len(module.split(".")))} if module else set()
    return out - ancestors - {module}


def import_graph() -> dict[str, dict[str, list[int]]]:
    """``{module: {imported module: [line, ...]}}`` of every runtime import between the
    modules of ``pygame_rules``."""
    graph: dict[str, dict[str, list[int]]] = {}
    for module, path in MODULES.items():
        edges: dict[str, list[int]] = {}
        for node, _ in runtime_imports(ast.parse(path.read_text("utf-8"))):
            for target in targets(module, node):
                edges.setdefault(target, []).append(node.lineno)
        graph[module] = edges
    return graph


def find_cycle(graph: dict[str, set[str]] | dict[str, dict[str, list[int]]]) -> list[str] | None:
    """One cycle of ``graph`` as a closed path ``[a, b, ..., a]``, or None if it has none
    (depth-first search, nodes and edges visited in sorted order so the answer is stable)."""
    state: dict[str, int] = {}  # 1: on the current path, 2: done
    path: list[str] = []

    def visit(node: str) -> list[str] | None:
        state[node] = 1
        path.append(node)
        for nxt in sorted(graph.get(node, ())):
            if state.get(nxt) == 1:
                return path[path.index(nxt):] + [nxt]
            if nxt not in state:
                found = visit(nxt)
                if found:
                    return found
        path.pop()
        state[node] = 2
        return None

    for node in sorted(graph):
        if node not in state:
            found = visit(node)
            if found:
                return found
    return None


def test_the_finder_names_a_cycle() -> None:
    """The check can fail: a three-module circle is found and named in order."""
    assert find_cycle({"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}}) == ["a", "b", "c", "a"]
    assert find_cycle({"a": {"b", "c"}, "b": {"c"}, "c": set()}) is None


def test_imports_inside_functions_are_found() -> None:
    """The check can fail: an import in a function (and in a lambda's default, a nested
    function) is named with its function; one under ``if TYPE_CHECKING:`` is not."""
    tree = ast.parse("import a\nif TYPE_CHECKING:\n    import b\ndef f():\n    import c\n"
                     "    def g():\n        from . import d\n")
    assert [(ast.unparse(node), where) for node, where in runtime_imports(tree)] == [
        ("import a", None), ("import c", "f"), ("from . import d", "f")]


def test_the_graph_is_read() -> None:
    """Edges the modules are known to have are seen (relative, from a subpackage, ``from ..
    import module``, from one package to another), and a ``TYPE_CHECKING`` import of a state
    is not."""
    graph = import_graph()
    court = "games.court_of_the_dead."
    assert {court + m for m in ("flow", "effects", "views", "frames")} <= set(graph[court + "state"])
    assert {court + m for m in ("effects", "abilities", "frames", "moves", "tally")} <= set(graph[court + "phases.actions"])
    assert {court + m for m in ("phases.setup", "phases.actions", "effects")} <= set(graph[court + "flow"])
    assert court + "state" not in graph[court + "flow"]
    assert court + "state" not in graph[court + "effects"] and court + "state" in graph[court[:-1]]
    assert {"core.flow", "games.skullminers.flow", "games.skullminers.frames"} <= set(graph["games.skullminers.state"])
    assert "games.skullminers.state" not in graph["games.skullminers.flow"]


def test_no_runtime_import_cycle() -> None:
    graph = import_graph()
    cycle = find_cycle(graph)
    if cycle:
        steps = [f"{_show(a)} -> {_show(b)} (line {graph[a][b][0]} of {_show(a)})" for a, b in zip(cycle, cycle[1:])]
        raise AssertionError("import cycle: " + " -> ".join(map(_show, cycle)) + "\n  " + "\n  ".join(steps))


def test_imports_are_at_module_level() -> None:
    """No import runs inside a function except those of :data:`ALLOWED_IN_FUNCTIONS`, and no
    module of a game package is imported by name (``importlib.import_module``, ``__import__``)."""
    found, used = [], set()
    for module, path in MODULES.items():
        tree = ast.parse(path.read_text("utf-8"))
        for node, function in runtime_imports(tree):
            if function is None:
                continue
            key = f"{_show(module)}:{function}"
            if key in ALLOWED_IN_FUNCTIONS:
                used.add(key)
            else:
                found.append(f"{key} (line {node.lineno}: {ast.unparse(node)})")
        if not module.startswith("games."):
            continue
        for call in ast.walk(tree):
            if isinstance(call, ast.Call):
                func = call.func
                name = func.attr if isinstance(func, ast.Attribute) else getattr(func, "id", "")
                if name in ("import_module", "__import__"):
                    found.append(f"{_show(module)}:{call.lineno} ({name})")
    assert not found, "imports inside functions or by name:\n  " + "\n  ".join(found)
    assert used == set(ALLOWED_IN_FUNCTIONS), f"allowed but gone, remove: {sorted(set(ALLOWED_IN_FUNCTIONS) - used)}"
