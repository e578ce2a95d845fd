"""Test-run wiring shared by every folder: how pytest-xdist spreads the tests over the cores.

``./test.sh`` runs ``pytest -n <cores + 1> --dist loadgroup`` (the browser tests wait on their
pages much of the time, so one more worker than cores keeps the cores busy). A browser module
(tests/e2e) or the Pyodide module (tests/pyodide) keeps one page or one Node process for all
its tests, so each such module is one xdist group and runs whole on one worker; every other
test is spread on its own, so one long file (the conformance playouts) no longer holds a core
for its sum.
"""

from __future__ import annotations

from pathlib import Path

import pytest

_WHOLE_MODULE_DIRS = ("e2e", "pyodide")


@pytest.hookimpl(tryfirst=True)  # before xdist's hook turns the marker into the node id's @group
def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    here = Path(__file__).resolve().parent
    for item in items:
        path = Path(str(item.fspath)).resolve()
        if path.parent.name in _WHOLE_MODULE_DIRS and path.parent.parent == here:
            item.add_marker(pytest.mark.xdist_group(path.stem))
