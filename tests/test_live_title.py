"""The live drawn board leaves out its picture's title block (the game's name and status line): the board's head
shows them (read from the picture's ``gnb-head`` metadata), so the picture is shorter on a screen; the static
picture keeps them (issue 17, item 4)."""

from __future__ import annotations

import html
import json
import re

import pytest

import genesis_nb
from genesis_nb.board.drawing import drawing_svg
from genesis_nb.picture_svg import viewbox
from genesis_nb.pictures import picture

DRAWN = [n for n, i in genesis_nb.games().items() if i.module.startswith("genesis_nb.") and i.hook("board").drawn]


def head_of(svg: str) -> list[str]:
    found = re.search(r'<metadata class="gnb-head">([^<]*)</metadata>', svg)
    return json.loads(html.unescape(found.group(1))) if found else []


@pytest.mark.parametrize("game", DRAWN)
def test_the_live_board_leaves_the_title_block_to_its_head_and_the_static_picture_keeps_it(game):
    info = genesis_nb.game(game)
    g = info.new_game(info.min_players, seed=4)
    for _ in range(3):
        g.play(g.legal_actions()[0])
    spec = info.hook("board")
    static = picture(g).svg
    live = drawing_svg(spec, g, len(g.steps), "public", "en", {})
    assert head_of(static) == []
    head = head_of(live)
    assert len(head) >= 2 and all(isinstance(s, str) and s for s in head), head
    shown = lambda svg: "".join(re.findall(r"<text[^>]*>([^<]*)</text>", svg))  # noqa: E731
    assert html.escape(head[0], quote=True) in shown(static) and html.escape(head[0], quote=True) not in shown(live)
    assert viewbox(live)[3] < viewbox(static)[3] or game == "book"  # book's live layout is its wide one
