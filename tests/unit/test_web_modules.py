"""The page's ES modules (web/app.js and what it imports from web/lib/): no two import each
other in a ring, index.html preloads every one of them, and every exported function of
web/lib/ has a JSDoc comment (docs/architecture.md, "The web page").

Why it matters: a ring of imports makes a module run before the one it needs has defined
its functions; a module index.html does not preload is fetched only after the module that
imports it, one level after another, before the engine can start. Read from the files, no
browser: imports are the static ``import ... from '<relative path>'`` lines."""

from __future__ import annotations

import re
from pathlib import Path

WEB = Path(__file__).resolve().parents[2] / "web"
IMPORT = re.compile(r"^import\b[^'\"]*['\"](\.[^'\"]+)['\"]", re.MULTILINE)
PRELOAD = re.compile(r'<link rel="modulepreload" href="([^"]+)">')
EXPORTED_FUNCTION = re.compile(r"^export (?:async )?function (\w+)", re.MULTILINE)


def imports_of(path: Path) -> list[Path]:
    """The files ``path`` imports statically, resolved (a vendored file not built yet included)."""
    return [(path.parent / rel).resolve() for rel in IMPORT.findall(path.read_text())]


def import_graph(entry: Path) -> dict[Path, list[Path]]:
    """Every module reachable from ``entry`` by static imports -> the modules it imports."""
    graph: dict[Path, list[Path]] = {}
    todo = [entry.resolve()]
    while todo:
        path = todo.pop()
        if path in graph:
            continue
        graph[path] = imports_of(path) if path.exists() else []
        todo += graph[path]
    return graph


def rings(graph: dict[Path, list[Path]] | dict[str, list[str]]) -> list[list]:
    """Each import ring found by a depth-first walk, as the list of its modules."""
    found: list[list] = []
    done: set = set()

    def walk(node, stack: list) -> None:
        for dep in graph.get(node, []):
            if dep in stack:
                found.append(stack[stack.index(dep):] + [dep])
            elif dep not in done:
                walk(dep, stack + [dep])
        done.add(node)

    for start in graph:
        if start not in done:
            walk(start, [start])
    return found


def test_rings_finds_a_ring_and_only_a_ring():
    assert rings({"a": ["b"], "b": ["c"], "c": ["a"]}) == [["a", "b", "c", "a"]]
    assert rings({"a": ["b", "c"], "b": ["c"], "c": []}) == []


def test_the_page_modules_import_no_ring():
    graph = import_graph(WEB / "app.js")
    assert WEB.joinpath("lib", "play.js").resolve() in graph  # the walk reached the split modules
    assert rings(graph) == []


def test_index_html_preloads_every_module_app_js_imports():
    graph = import_graph(WEB / "app.js")
    needed = {path.relative_to(WEB).as_posix() for path in graph} - {"app.js"}
    preloaded = PRELOAD.findall((WEB / "index.html").read_text())
    assert len(preloaded) == len(set(preloaded)), "a module is preloaded twice"
    assert needed - set(preloaded) == set(), "imported but not preloaded"
    assert set(preloaded) - needed == set(), "preloaded but not imported"


def test_every_exported_function_of_web_lib_has_jsdoc():
    undocumented = []
    for path in sorted((WEB / "lib").glob("*.js")):
        text = path.read_text()
        for match in EXPORTED_FUNCTION.finditer(text):
            before = text[:match.start()].rstrip()
            if not before.endswith("*/") or before.rfind("/**") < before.rfind("\n\n"):
                undocumented.append(f"{path.name}: {match.group(1)}")
    assert undocumented == []
