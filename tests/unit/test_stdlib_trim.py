"""The standard library's trimming (tools/stdlib_trim.py, run by build.py inside Pyodide):
comments cut and docstrings emptied without moving any line, so a traceback from the
shipped zip points at the same line as Pyodide's full library."""

from __future__ import annotations

import ast
import importlib.util
import sys
from pathlib import Path

import pytest

TOOLS = Path(__file__).resolve().parents[2] / "tools"
sys.path.insert(0, str(TOOLS))
from stdlib_trim import without_comments  # noqa: E402


def statements(source: bytes) -> list[tuple[str, int, int | None]]:
    return [(type(n).__name__, n.lineno, n.end_lineno) for n in ast.walk(ast.parse(source)) if isinstance(n, ast.stmt)]


def test_docstrings_and_comments_go_and_code_and_lines_stay():
    source = (b'# -*- coding: utf-8 -*-\n'
              b'"""Module doc,\nover two lines."""\n'
              b'x = "kept"  # a comment\n'
              b'def f():\n'
              b'    """One line."""\n'
              b'    "another lone string"\n'
              b'    return ("a"\n'
              b'            "b")\n'
              b'class C:\n'
              b"    r'''raw\n    doc'''\n"
              b'    y = f"{x}"\n')
    out = without_comments(source).decode()
    assert out == ('# -*- coding: utf-8 -*-\n'
                   '"""\n"""\n'
                   'x = "kept"\n'
                   'def f():\n'
                   '    ""\n'
                   '    ""\n'
                   '    return ("a"\n'
                   '            "b")\n'
                   'class C:\n'
                   '    """\n"""\n'
                   '    y = f"{x}"\n')
    assert statements(out.encode()) == statements(source)
    namespace: dict = {}
    exec(compile(out, "<trimmed>", "exec"), namespace)
    assert namespace["f"]() == "ab" and namespace["x"] == "kept"


@pytest.mark.parametrize("module", ["argparse", "dataclasses", "enum", "json", "typing"])
def test_a_real_module_keeps_every_statement_on_its_line(module):
    source = importlib.util.find_spec(module).loader.get_source(module).encode("utf-8")  # a file, or Pyodide's zip
    out = without_comments(source)
    assert out.count(b"\n") == source.count(b"\n")
    assert statements(out) == statements(source)
    assert len(out) < 0.8 * len(source)
