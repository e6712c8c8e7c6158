"""The server's HTML pages (small shells: the board and the teacher's list are drawn by the scripts in
``web/``) and the front-end files they load."""

from __future__ import annotations

import html
from functools import lru_cache
from importlib.resources import files

_PAGE = """<!doctype html>
<html lang="{lang}"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="referrer" content="no-referrer">
<title>{title}</title>
<link rel="stylesheet" href="/web/rooms.css">{css}
</head><body data-role="{role}" data-room="{room}" data-game="{game}">
<div class="gnb-rooms-bar"><span class="gnb-rooms-title">{title}</span><span id="gnb-rooms-status" class="gnb-rooms-status" role="status"></span></div>
<div id="gnb-rooms-main">{body}</div>
<script type="module" src="/web/{script}"></script>
</body></html>
"""


def page(role: str, title: str, room: str = "", game: str = "", lang: str = "en", body: str = "") -> str:
    """A page: ``role`` is "seat", "watch" (the board) or "teacher" (the list of rooms)."""
    css = f'\n<link rel="stylesheet" href="/board/{html.escape(game)}.css">' if game else ""
    script = "teacher.js" if role == "teacher" else "page.js"
    return _PAGE.format(
        lang=html.escape(lang),
        title=html.escape(title),
        css=css,
        role=html.escape(role),
        room=html.escape(room),
        game=html.escape(game),
        body=body,
        script=script,
    )


def refusal_page(sentence: str) -> str:
    return page("none", "genesis_nb rooms", body=f'<p class="gnb-rooms-refused">{html.escape(sentence)}</p>')


#: the rooms' own front-end files, by name
WEB_FILES = {"page.js": "text/javascript", "teacher.js": "text/javascript", "rooms.css": "text/css"}


@lru_cache(maxsize=len(WEB_FILES))
def web_file(name: str) -> str:
    return files("genesis_nb.rooms").joinpath("web").joinpath(name).read_text("utf-8")


@lru_cache(maxsize=16)
def board_file(game: str, kind: str) -> str:
    """A game's board front end (the very one the notebook's widget loads): "js" or "css"."""
    from ..board.frontend import board_css, board_esm
    from ..registry import game as game_info

    spec = game_info(game).hook("board")
    return board_esm(spec) if kind == "js" else board_css(spec)


def page_words(lang: str) -> dict[str, str]:
    """The teacher's page's words in ``lang`` (English where it has none), by key without ``page_``."""
    from .plan import WORDS

    return {key[5:]: WORDS.raw(key, lang) for key in WORDS.keys() if key.startswith("page_")}


def page_languages() -> list[str]:
    """The languages the teacher's page and the boards have: every game's board's, English first."""
    from ..registry import games

    found = {lang for info in games().values() for lang in info.hook("board").texts.languages}
    return sorted(found, key=lambda lang: (lang != "en", lang))
