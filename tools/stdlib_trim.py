"""Build step, run inside Pyodide (tools/pyodide_run.mjs): write the trimmed standard
library the site ships in place of Pyodide's full python_stdlib.zip.

    node tools/pyodide_run.mjs <pyodide dir> tools/stdlib_trim.py <modules.txt> <out.zip>

Keeps the modules listed in tools/stdlib-modules.txt (each with its package __init__
files and a package's data files), with comments removed and docstrings emptied (0.80 ->
0.56 MB as gzip) and every line kept in place, so
tracebacks still point at the right line. Stored, not deflated: the server's gzip then
compresses across files (the whole zip shrinks about 20% more than per-file deflate).
Raises SystemExit naming any listed module that is not in the full library.
"""

import io
import sys
import tokenize
import zipfile

from stdlib_paths import module_files

FULL = "/lib/python314.zip"  # the full standard library Pyodide booted from
CODING = ("# -*- coding", "# coding", "# vim: set fileencoding")


def wanted_paths(names: set[str], modules: list[str]) -> list[str]:
    """Zip paths of the listed modules and their parent packages' ``__init__.py``."""
    paths: set[str] = set()
    missing = []
    for module in modules:
        parts = module.split(".")
        found = False
        for i in range(1, len(parts) + 1):
            for candidate in module_files(".".join(parts[:i])):
                if candidate in names:
                    paths.add(candidate)
                    found = found or i == len(parts)
        if not found:
            missing.append(module)
    if missing:
        raise SystemExit(f"not in the standard library of this Pyodide: {', '.join(missing)}")
    return sorted(paths)


def _offsets(lines: list[str]) -> list[int]:
    out, at = [], 0
    for line in lines:
        out.append(at)
        at += len(line)
    return out


def without_comments(source: bytes) -> bytes:
    """``source`` with every comment cut off its line (encoding declarations kept) and every
    docstring, or other string standing alone as a statement, emptied: a one-line one
    becomes ``""``, a longer one a triple-quoted string of its newlines only, so the line
    count and every statement's line number stay the same. (A docstring is only help text:
    ``python -OO`` drops them all; here ``__doc__`` stays a string.)"""
    text = source.decode("utf-8")
    lines = text.splitlines(keepends=True)
    starts = _offsets(lines)
    edits = []  # (start offset, end offset, replacement)
    tokens = list(tokenize.generate_tokens(io.StringIO(text).readline))
    statement_start = {tokenize.NEWLINE, tokenize.INDENT, tokenize.DEDENT, tokenize.NL}
    previous = None  # the last token that is not a comment or a blank line's NL
    for i, token in enumerate(tokens):
        (row, col), (end_row, end_col) = token.start, token.end
        if token.type == tokenize.COMMENT:
            if not token.string.startswith(CODING):
                line = lines[row - 1]
                cut = len(line[:col].rstrip())
                edits.append((starts[row - 1] + cut, starts[row - 1] + len(line.rstrip("\r\n")), ""))
            continue
        if (token.type == tokenize.STRING and (previous is None or previous.type in statement_start)
                and i + 1 < len(tokens) and tokens[i + 1].type in (tokenize.NEWLINE, tokenize.ENDMARKER)):
            empty = '"""' + "\n" * (end_row - row) + '"""' if end_row > row else '""'
            edits.append((starts[row - 1] + col, starts[end_row - 1] + end_col, empty))
        if token.type not in (tokenize.NL, tokenize.COMMENT):
            previous = token
    for begin, end, replacement in sorted(edits, reverse=True):
        text = text[:begin] + replacement + text[end:]
    return text.encode("utf-8")


def main(list_file: str, out_file: str) -> None:
    modules = [line.strip() for line in open(list_file, encoding="utf-8")
               if line.strip() and not line.startswith("#")]
    full = zipfile.ZipFile(FULL)
    paths = wanted_paths(set(full.namelist()), modules)
    with zipfile.ZipFile(out_file, "w", zipfile.ZIP_STORED) as out:
        for path in paths:
            code = without_comments(full.read(path))
            compile(code, path, "exec", dont_inherit=True)  # still valid Python
            info = zipfile.ZipInfo(path, date_time=(1980, 1, 1, 0, 0, 0))
            out.writestr(info, code)
    print(f"stdlib: {len(paths)} of {sum(n.endswith('.py') for n in full.namelist())} modules kept")


if __name__ == "__main__":  # run by tools/pyodide_run.mjs; imported by tests/unit/test_stdlib_trim.py
    main("/host" + sys.argv[1], "/host" + sys.argv[2])
