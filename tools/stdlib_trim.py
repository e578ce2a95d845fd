"""Build step, run inside Pyodide (tools/pyodide_run.mjs): write the trimmed standard
library the site ships in place of Pyodide's full python_stdlib.zip.

    node tools/pyodide_run.mjs <pyodide dir> tools/stdlib_trim.py <modules.txt> <out.zip>

Keeps the modules listed in tools/stdlib-modules.txt (each with its package __init__
files and a package's data files), with comments removed and every line kept in place, so
tracebacks still point at the right line. Stored, not deflated: the server's gzip then
compresses across files (the whole zip shrinks about 20% more than per-file deflate).
Raises SystemExit naming any listed module that is not in the full library.
"""

import io
import sys
import tokenize
import zipfile

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
            base = "/".join(parts[:i])
            for candidate in (base + ".py", base + "/__init__.py"):
                if candidate in names:
                    paths.add(candidate)
                    found = found or i == len(parts)
        if not found:
            missing.append(module)
    if missing:
        raise SystemExit(f"not in the standard library of this Pyodide: {', '.join(missing)}")
    return sorted(paths)


def without_comments(source: bytes) -> bytes:
    """``source`` with every comment cut off its line (encoding declarations kept); the
    line count and every statement's line number stay the same."""
    text = source.decode("utf-8")
    lines = text.splitlines(keepends=True)
    for token in tokenize.generate_tokens(io.StringIO(text).readline):
        if token.type != tokenize.COMMENT or token.string.startswith(CODING):
            continue
        row, col = token.start
        line = lines[row - 1]
        lines[row - 1] = line[:col].rstrip() + ("\n" if line.endswith("\n") else "")
    return "".join(lines).encode("utf-8")


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


main("/host" + sys.argv[1], "/host" + sys.argv[2])
