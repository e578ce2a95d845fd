"""Where a standard-library module lives in Pyodide's python_stdlib.zip. Shared by
tools/stdlib_trim.py and tools/stdlib_modules.py (both run in Pyodide through
tools/pyodide_run.mjs, which puts tools/ on sys.path). Imports nothing, so importing it
adds no module to the list stdlib_modules.py records."""


def module_files(module: str) -> tuple[str, str]:
    """The two zip paths a module ``a.b`` may have: ``a/b.py`` or the package ``a/b/__init__.py``."""
    base = module.replace(".", "/")
    return base + ".py", base + "/__init__.py"
