"""Every public definition of ``pygame_rules`` is documented, and its docstrings cite only
files of this repository.

Public: a module-level function or class whose name does not start with ``_``, and a
method (or property) of such a class whose name does not either. Only what a module
defines itself counts (``__module__``), so a re-export is checked once, where it is
defined. An override may rely on its base method's docstring: ``inspect.getdoc`` returns
it.
"""

from __future__ import annotations

import importlib
import inspect
import pkgutil
import re
from collections.abc import Iterator
from types import ModuleType
from typing import Any

import pygame_rules

OUTSIDE = re.compile(r"RULINGS\.md|DESIGN\.md|shared/|\bissue\s+#?\d+", re.IGNORECASE)
"""What a docstring must not mention: files and trackers outside this repository."""


def modules() -> list[ModuleType]:
    """The package and every module under it, imported."""
    found = [pygame_rules]
    for info in pkgutil.walk_packages(pygame_rules.__path__, pygame_rules.__name__ + "."):
        found.append(importlib.import_module(info.name))
    return found


def _function(member: Any) -> Any:
    """The function behind a class member (a staticmethod, classmethod or property's
    getter), or None for a member that is not one."""
    if isinstance(member, (staticmethod, classmethod)):
        member = member.__func__
    elif isinstance(member, property):
        member = member.fget
    return member if inspect.isfunction(member) else None


def definitions(public_only: bool) -> Iterator[tuple[str, Any]]:
    """``(module.qualname, object)`` of each function, class and method a module defines
    itself; with ``public_only``, only the public ones (the module docstring's sense)."""
    for module in modules():
        for name, obj in vars(module).items():
            if public_only and name.startswith("_"):
                continue
            if not (inspect.isfunction(obj) or inspect.isclass(obj)) or obj.__module__ != module.__name__:
                continue
            yield f"{module.__name__}.{obj.__qualname__}", obj
            if not inspect.isclass(obj):
                continue
            for attr, member in vars(obj).items():
                if (public_only and attr.startswith("_")) or _function(member) is None:
                    continue
                # getattr, not the raw member: getdoc finds a base method's docstring for it.
                yield f"{module.__name__}.{obj.__qualname__}.{attr}", getattr(obj, attr)


def test_every_public_definition_has_a_docstring() -> None:
    missing = sorted(name for name, obj in definitions(public_only=True) if not inspect.getdoc(obj))
    assert not missing, f"{len(missing)} public definitions without a docstring:\n" + "\n".join(missing)


def test_docstrings_cite_only_files_in_the_repository() -> None:
    docs = [(m.__name__, m.__doc__ or "") for m in modules()]
    docs += [(name, inspect.getdoc(obj) or "") for name, obj in definitions(public_only=False)]
    offenders = sorted({f"{name}: {match.group(0)}" for name, doc in docs for match in OUTSIDE.finditer(doc)})
    assert not offenders, ("docstrings that point outside the repository (cite docs/rules/ or "
                           "docs/rulings/ instead):\n" + "\n".join(offenders))
