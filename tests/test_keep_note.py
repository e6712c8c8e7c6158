"""What a player needs in sight to decide (``Svg.block(keep=True)``): a projected board's picture notes it
(``<metadata class="gnb-keep">``, read by js/shell_band.js), each game's where it has one; no other picture does."""

from __future__ import annotations

import json
import random
import re

import pytest

import genesis_nb
from genesis_nb.board.drawing import drawing_svg
from genesis_nb.picture_svg import Svg, marking, viewbox

KEEP = re.compile(r'<metadata class="gnb-keep">([^<]*)</metadata>')


def test_a_kept_part_is_noted_apart_from_the_blocks_and_only_where_the_blocks_are():
    def draw() -> str:
        s = Svg(200, 100)
        with s.translate(5, 10):
            s.block(0, 0, 50, 20, keep=True)
        s.block(0, 50, 10, 10)
        return s.render()

    assert "gnb-keep" not in draw()
    with marking():
        svg = draw()
    assert json.loads(KEEP.search(svg).group(1)) == [[5, 10, 55, 30]]
    assert json.loads(re.search(r'class="gnb-blocks">([^<]*)<', svg).group(1)) == [[0, 50, 10, 60]]


@pytest.mark.parametrize("name", ["angels", "herds", "planet", "book"])
def test_the_deciding_seat_s_projected_board_keeps_its_turn_line_in_the_picture(name):
    info = genesis_nb.game(name)
    game, rng = info.new_game(info.min_players, seed=4), random.Random(4)
    for _ in range(6):
        game.play(rng.choice(game.legal_actions()))
    spec, ply = info.hook("board"), len(game.steps)
    projected = drawing_svg(spec, game, ply, game.actor, "en", {}, (), True)
    (found,) = KEEP.findall(projected)
    x, y, w, h = viewbox(projected)
    for box in json.loads(found):
        assert x <= box[0] < box[2] <= x + w and y <= box[1] < box[3] <= y + h
        assert box[1] - y < 110  # above the board: the first thing under the head
    assert not KEEP.search(drawing_svg(spec, game, ply, game.actor, "en", {}, (), False))
    assert not KEEP.search(str(game.picture()))
