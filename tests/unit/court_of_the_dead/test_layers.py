"""Court of the Dead's modules form layers: no runtime import cycle inside the package
(docs/architecture.md, "Court of the Dead's modules").

The graph is read from the source (AST), not from ``sys.modules``: an edge is an import of
another module of the package, at module level or inside a function, written relatively
(``from .effects import run_effects``, ``from .. import tally``) or absolutely. Imports under
``if TYPE_CHECKING:`` are left out: they are only read by the type checker, for annotations
(every module names ``CourtState`` that way). A package is imported before its modules, so an
edge to a module's own enclosing package is left out too (the top ``__init__`` imports
``state``, which imports everything).
"""

from __future__ import annotations

import ast
from pathlib import Path

import pygame_rules.games.court_of_the_dead as court

ROOT = Path(court.__file__).parent
PACKAGE = court.__name__


def _name(path: Path) -> str:
    """``effects.py`` -> ``"effects"``, ``phases/wallows.py`` -> ``"phases.wallows"``,
    ``phases/__init__.py`` -> ``"phases"``, the package's own ``__init__.py`` -> ``""``."""
    parts = list(path.relative_to(ROOT).with_suffix("").parts)
    if parts[-1] == "__init__":
        parts.pop()
    return ".".join(parts)


MODULES = {_name(p): p for p in sorted(ROOT.rglob("*.py"))}


def _type_checking(node: ast.If) -> bool:
    test = node.test
    return (isinstance(test, ast.Name) and test.id == "TYPE_CHECKING") or (
        isinstance(test, ast.Attribute) and test.attr == "TYPE_CHECKING")


def _runtime_imports(tree: ast.Module) -> list[tuple[ast.ImportFrom | ast.Import, bool]]:
    """Every import statement run at some time (not under ``if TYPE_CHECKING:``), with
    whether it sits inside a function."""
    out: list[tuple[ast.ImportFrom | ast.Import, bool]] = []

    def walk(node: ast.AST, in_function: bool) -> None:
        for child in ast.iter_child_nodes(node):
            if isinstance(child, ast.If) and _type_checking(child):
                for stmt in child.orelse:
                    walk_stmt(stmt, in_function)
                continue
            walk_stmt(child, in_function)

    def walk_stmt(node: ast.AST, in_function: bool) -> None:
        if isinstance(node, (ast.Import, ast.ImportFrom)):
            out.append((node, in_function))
        walk(node, in_function or isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.Lambda)))

    walk(tree, False)
    return out


def _targets(module: str, node: ast.ImportFrom | ast.Import) -> set[str]:
    """Modules of the package that ``node``, in ``module``, imports ("" is the package)."""
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
    """``{module: {imported module: [line, ...]}}`` of the package's runtime imports."""
    graph: dict[str, dict[str, list[int]]] = {}
    for module, path in MODULES.items():
        edges: dict[str, list[int]] = {}
        for node, _ in _runtime_imports(ast.parse(path.read_text("utf-8"))):
            for target in _targets(module, node):
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


def _show(module: str) -> str:
    return module or "__init__"


def test_the_finder_names_a_cycle() -> None:
    """The check can fail: a three-module circle is found and named in order."""
    assert find_cycle({"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}}) == ["a", "b", "c", "a"]
    assert find_cycle({"a": {"b", "c"}, "b": {"c"}, "c": set()}) is None


def test_the_graph_is_read() -> None:
    """Edges the modules are known to have are seen (relative, from a subpackage, and
    ``from .. import module``), and a ``TYPE_CHECKING`` import of the state is not."""
    graph = import_graph()
    assert {"phases.setup", "effects", "views", "engine"} <= set(graph["state"])
    assert {"effects", "abilities", "engine", "tally"} <= set(graph["phases.actions"])
    assert "state" not in graph["effects"] and "state" in graph[""]


def test_no_runtime_import_cycle() -> None:
    graph = import_graph()
    cycle = find_cycle(graph)
    if cycle:
        steps = [f"{_show(a)} -> {_show(b)} (line {graph[a][b][0]} of {_show(a)})" for a, b in zip(cycle, cycle[1:])]
        raise AssertionError("import cycle in court_of_the_dead: " + " -> ".join(map(_show, cycle))
                             + "\n  " + "\n  ".join(steps))


def test_imports_are_at_module_level() -> None:
    """No import runs inside a function (it would hide an edge of the layers until it runs),
    and no module is imported by name (``importlib.import_module``, ``__import__``)."""
    found = []
    for module, path in MODULES.items():
        tree = ast.parse(path.read_text("utf-8"))
        found += [f"{_show(module)}:{node.lineno}" for node, in_function in _runtime_imports(tree) if in_function]
        for node in ast.walk(tree):
            if isinstance(node, ast.Call):
                func = node.func
                name = func.attr if isinstance(func, ast.Attribute) else getattr(func, "id", "")
                if name in ("import_module", "__import__"):
                    found.append(f"{_show(module)}:{node.lineno} ({name})")
    assert not found, f"imports inside functions or by name: {found}"
