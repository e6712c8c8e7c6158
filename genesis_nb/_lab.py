"""The kit's lab extra, asked for by name when it is missing.

The rules models need nothing beyond Python; a board (anywidget, traitlets), the charts (bokeh, jupyter_bokeh)
and JupyterLab itself come with the lab extra (the widgets extra holds the board and chart modules alone). Without it, a call such as ``genesis_nb.angels.board(...)``
would end in a bare ``ModuleNotFoundError: No module named 'traitlets'``; ``require_lab`` says instead what to
install. Importing this module imports nothing from Jupyter.
"""

from __future__ import annotations

import importlib

BOARD_MODULES = ("traitlets", "anywidget")

INSTALL = (
    'pip install "genesis_nb[lab]" (or "genesis_nb[widgets]": the boards and charts alone, for a Jupyter you '
    'already have; from a clone of the repository: pip install -e ".[lab]", '
    "or run bash scripts/setup_and_open.sh, which sets everything up)"
)


def require_lab(what: str = "the interactive board", modules: tuple[str, ...] = BOARD_MODULES) -> None:
    """Raise ImportError naming the lab extra if any of ``modules`` cannot be imported; else do nothing."""
    missing = []
    for name in modules:
        try:
            importlib.import_module(name)
        except ImportError:
            missing.append(name)
    if missing:
        raise ImportError(
            f"{what} needs genesis_nb's lab extra, which is not installed here "
            f"(no {', no '.join(missing)}): {INSTALL}.",
            name=missing[0],
        )
