"""A module imported when first read from (``lazy_module``): a game's actions, say, which its rules name
everywhere but need only once a position is played (dataclasses cost most of a game's import)."""

from __future__ import annotations

import importlib
import importlib.util
import sys
from types import ModuleType
from typing import Any, Callable, Mapping


def lazy_module(name: str) -> ModuleType:
    """The module ``name`` (absolute; its package imported already), executed when one of its attributes is
    first read; the module itself when it is imported already."""
    found = sys.modules.get(name)
    if found is not None:
        return found
    spec = importlib.util.find_spec(name)
    if spec is None or spec.loader is None:
        raise ImportError(f"no module named {name!r}")
    spec.loader = importlib.util.LazyLoader(spec.loader)
    module = importlib.util.module_from_spec(spec)
    sys.modules[name] = module
    spec.loader.exec_module(module)
    package, _, short = name.rpartition(".")
    if package:
        setattr(sys.modules[package], short, module)
    return module


class LazyAttribute:
    """A class attribute read from a lazy module when first asked for: ``registry = LazyAttribute(module,
    "registry")``."""

    def __init__(self, module: ModuleType, name: str) -> None:
        self.module = module
        self.name = name

    def __get__(self, obj: object, owner: type | None = None) -> object:
        return getattr(self.module, self.name)


def lazy_attributes(package: str, where: Mapping[str, str]) -> Callable[[str], Any]:
    """The ``__getattr__`` of ``package`` (PEP 562) giving each name of ``where`` from the module of the package
    ``where`` names for it, imported when the name is first asked for and then kept in the package."""

    def __getattr__(name: str) -> Any:
        module = where.get(name)
        if module is None:
            raise AttributeError(f"module {package!r} has no attribute {name!r}")
        value = getattr(importlib.import_module(f"{package}.{module}"), name)
        setattr(sys.modules[package], name, value)
        return value

    return __getattr__
