"""A board's front end: the shell's modules and CSS, then the game's drawing module, joined into one text.

anywidget loads ``_esm`` as one blob, so a board cannot import a shared module: the shell's files
(``SHELL_JS``/``SHELL_CSS``) and the game's (``BoardSpec.js``/``css``) are joined instead. The kit's files
are in the repository's ``js/`` folder (``genesis_nb/static/`` in a wheel); a spec's own files are found
where it says (``BoardSpec.folder``; a name may also be an absolute path).
"""

from __future__ import annotations

import pathlib
from typing import Any, Sequence

_PACKAGE = pathlib.Path(__file__).resolve().parent.parent

#: The shell every board mounts (small modules, joined in this order) and its CSS.
SHELL_JS = ("shell_dom.js", "shell_log.js", "shell_parts.js", "shell_legal.js", "shell.js")
SHELL_CSS = ("board_common.css",)
#: The drawing module of a board drawn by its game's picture (a spec with no ``js`` of its own).
DRAWN_JS = ("shell_keys.js", "shell_inflate.js", "shell_picture.js", "shell_band.js", "shell_drawing.js")


def static_file(name: str) -> pathlib.Path:
    """One of the kit's front-end files: ``genesis_nb/static/`` in an installed wheel, ``js/`` otherwise."""
    for folder in (_PACKAGE / "static", _PACKAGE.parent / "js"):
        p = folder / name
        if p.is_file():
            return p
    raise FileNotFoundError(f"{name} is in neither genesis_nb/static/ nor js/")


def spec_file(spec: Any, name: str | pathlib.Path) -> pathlib.Path:
    """A file a spec names: an absolute path as it is, else in the spec's folder (``spec.folder``), else
    one of the kit's front-end files."""
    path = pathlib.Path(name)
    if path.is_absolute():
        return path
    folder = getattr(spec, "folder", None)
    if folder is not None:
        return pathlib.Path(folder) / path
    return static_file(str(name))


def front_end(*names: str) -> str:
    """The text of the kit's front-end files, joined in order (each one's name in a comment above it)."""
    return _joined([(n, static_file(n)) for n in names])


def _joined(files: Sequence[tuple[Any, pathlib.Path]]) -> str:
    return "\n".join(f"/* ---- {pathlib.Path(n).name} ---- */\n" + p.read_text(encoding="utf-8") for n, p in files)


def board_esm(spec: Any) -> str:
    """A board's ``_esm``: the shell's modules, the spec's drawing module (which defines ``GAME``; the shared
    ``shell_drawing.js`` when the board is the game's picture), and the one export anywidget looks for."""
    own = [(n, spec_file(spec, n)) for n in spec.js] if spec.js else [(n, static_file(n)) for n in DRAWN_JS]
    files = [(n, static_file(n)) for n in SHELL_JS] + own
    return _joined(files) + "\nexport default { render: renderBoard(GAME) };\n"


def board_css(spec: Any) -> str:
    """A board's ``_css``: the shell's, then the spec's."""
    return _joined([(n, static_file(n)) for n in SHELL_CSS] + [(n, spec_file(spec, n)) for n in spec.css])
