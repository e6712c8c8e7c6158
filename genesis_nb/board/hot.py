"""Hot reloading of a board's front end for a contributor (anywidget's ``ANYWIDGET_HMR=1``, with ``watchfiles``).

anywidget reloads a widget's front end in place when its ``_esm`` is a file that changes. A board's front end is
several files joined into one (``board.frontend``), so in a checkout (an editable install) with ``ANYWIDGET_HMR``
set, the joined text is written to ``js/.build/<game>.js`` (ignored by git), that file becomes the board's
``_esm``, and a thread joins the files again whenever one of them changes: edit ``js/shell.js`` and every open
board redraws with it, no kernel restart. Elsewhere (an installed wheel, no ``ANYWIDGET_HMR``) nothing changes.
"""

from __future__ import annotations

import os
import pathlib
import threading
from typing import Any

from .frontend import _PACKAGE, SHELL_CSS, SHELL_JS, board_css, board_esm, spec_file, static_file

#: where the joined files go (in a checkout only)
BUILD = _PACKAGE.parent / "js" / ".build"


def wanted() -> bool:
    """Whether a contributor asked for hot reloading in a checkout (``ANYWIDGET_HMR`` set, ``js/`` beside the
    package)."""
    flag = os.environ.get("ANYWIDGET_HMR", "").strip().lower()
    return flag not in ("", "0", "false", "no") and (_PACKAGE.parent / "js" / "shell.js").is_file()


def sources(spec: Any) -> list[pathlib.Path]:
    """Every file a board's front end is joined from."""
    from .frontend import DRAWN_JS

    own = list(spec.js) if spec.js else list(DRAWN_JS)
    names = [static_file(n) for n in SHELL_JS + SHELL_CSS]
    return (
        names
        + [spec_file(spec, n) if spec.js else static_file(n) for n in own]
        + [spec_file(spec, n) for n in spec.css]
    )


def write(spec: Any) -> tuple[pathlib.Path, pathlib.Path]:
    """Join the board's files into ``js/.build/<game>.js`` and ``.css`` (only where the text changed)."""
    BUILD.mkdir(parents=True, exist_ok=True)
    out = []
    for suffix, text in ((".js", board_esm(spec)), (".css", board_css(spec))):
        path = BUILD / f"{spec.game}{suffix}"
        if not path.is_file() or path.read_text(encoding="utf-8") != text:
            path.write_text(text, encoding="utf-8")
        out.append(path)
    return out[0], out[1]


_watching: set[str] = set()


def watch(spec: Any) -> None:
    """Join the board's files again whenever one changes (a daemon thread; needs ``watchfiles``)."""
    if spec.game in _watching:
        return
    try:
        import watchfiles
    except ImportError:  # anywidget's own hot reloading needs it too: say so once
        print("ANYWIDGET_HMR is set but watchfiles is not installed: pip install watchfiles")
        return
    _watching.add(spec.game)
    folders = sorted({str(p.parent) for p in sources(spec)})

    def run() -> None:
        for _changes in watchfiles.watch(*folders, watch_filter=lambda _c, p: not p.endswith((".js.map",))):
            try:
                write(spec)
            except OSError:
                continue

    threading.Thread(target=run, name=f"gnb-hot-{spec.game}", daemon=True).start()
