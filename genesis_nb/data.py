"""The kit's files beside its modules: board data (``seeds/``), notebooks and lesson plans.

An installed wheel holds them inside the package (``genesis_nb/seeds``, ``genesis_nb/notebooks``,
``genesis_nb/teachers``: pyproject.toml maps the top-level folders there), read through
``importlib.resources``. An editable install (``pip install -e``) imports the package from the checkout,
where hatchling's mapping does not apply: there they are the checkout's own ``seeds/``, ``notebooks/`` and
``docs/teachers/``. A package on the file system (the usual case) is read as it is: ``importlib.resources``
(and the zip machinery it brings) is imported only for a package imported from a zip file.
"""

from __future__ import annotations

import atexit
import contextlib
from pathlib import Path
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from importlib.abc import Traversable

#: folder inside the installed package -> the same folder in a source checkout
CHECKOUT_FOLDERS = {"seeds": "seeds", "notebooks": "notebooks", "teachers": "docs/teachers"}

_PACKAGE = Path(__file__).resolve().parent
_CHECKOUT = _PACKAGE.parent
_extracted = contextlib.ExitStack()
atexit.register(_extracted.close)


def resource_folder(name: str) -> Traversable:
    """One of ``CHECKOUT_FOLDERS``: the installed package's copy, else the source checkout's."""
    here = _PACKAGE / name
    if here.is_dir():  # the package's own folder, on the file system
        return here
    if not _PACKAGE.is_dir():  # imported from a zip file: its folders are read through importlib.resources
        from importlib.resources import files

        packaged = files("genesis_nb") / name
        if packaged.is_dir():
            return packaged
    checkout = _CHECKOUT / CHECKOUT_FOLDERS[name]
    if checkout.is_dir():
        return checkout
    raise FileNotFoundError(f"genesis_nb/{name} is not installed and {checkout} is not there")


def seed_text(name: str) -> str:
    """The text of a board data file from ``seeds/``."""
    return _seed(name).read_text(encoding="utf-8")


def seed_path(name: str) -> Path:
    """A file system path of a board data file from ``seeds/`` (extracted for the process's life when the
    package is imported from a zip file)."""
    resource = _seed(name)
    if isinstance(resource, Path):
        return resource
    from importlib.resources import as_file

    return Path(_extracted.enter_context(as_file(resource)))


def _seed(name: str) -> Traversable:
    resource = resource_folder("seeds") / name
    if not resource.is_file():
        raise FileNotFoundError(f"board data {name!r} not found in genesis_nb/seeds or seeds/")
    return resource
