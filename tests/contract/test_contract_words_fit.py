"""Every line of words on a game's live board lies inside its picture: measured with ``pictures.text_width``
(the estimate the drawings wrap and fit their words with, its weight as drawn), in every seat's and the
teacher's picture of positions along random games. Planet's bold prompt was wrapped as if it were thin, and
its end ran off the picture's right edge on a projector."""

from __future__ import annotations

import html
import random
import re

from genesis_nb.pictures import text_width

TEXT = re.compile(r"<text ([^>]*)>([^<]*)</text>")
ATTR = re.compile(r'([\w-]+)="([^"]*)"')
VIEWBOX = re.compile(r'viewBox="([-\d.]+) ([-\d.]+) ([-\d.]+) ([-\d.]+)"')
DEFINED = re.compile(r"<(defs|symbol)\b.*?</\1>", re.S)  # drawn where they are used, about their own origin
SLACK = 2  # px: a glyph's side bearing


def words_outside(svg: str) -> list[tuple[str, float, float, float]]:
    """The texts that reach past the picture's left or right edge: (text, left, right, picture's width)."""
    x0, _, width, _ = (float(v) for v in VIEWBOX.search(svg).groups())
    out = []
    for attrs, body in TEXT.findall(DEFINED.sub("", svg)):
        a = dict(ATTR.findall(attrs))
        if "x" not in a or "transform" in a:
            continue
        text, size = html.unescape(body), float(a.get("font-size", 12))
        wide = text_width(text, size, a.get("font-weight", "normal") not in ("normal", "400"))
        x = float(a["x"])
        anchor = a.get("text-anchor", "start")
        left = {"start": x, "middle": x - wide / 2, "end": x - wide}[anchor]
        if left < x0 - SLACK or left + wide > x0 + width + SLACK:
            out.append((text, left, left + wide, width))
    return out


def test_every_line_of_words_lies_inside_the_picture(game_info):
    spec = game_info.hook("board")
    players = max(game_info.player_counts)
    found: dict[str, tuple] = {}
    for seed in (1, 2):
        rng = random.Random(seed)
        game = game_info.new_game(players, seed=seed)
        while not game.is_over and len(game.steps) < 90:
            game.play(rng.choice(game.legal_actions()))
        for ply in range(0, len(game.steps) + 1, 6):
            for seat in (*range(players), "all"):
                for hit in words_outside(spec.drawing(game, ply, seat, game.lang, {})):
                    found.setdefault(hit[0], hit)
    assert not found, list(found.values())[:5]


def test_the_measure_finds_words_past_the_edge():
    inside = '<svg viewBox="0 0 200 50"><text x="10" y="20" font-size="14">a few words</text></svg>'
    bold = inside.replace('font-size="14"', 'font-size="14" font-weight="600"').replace("a few words", "w" * 14)
    defined = '<svg viewBox="0 0 200 50"><defs><text x="0" text-anchor="middle">Gu</text></defs></svg>'
    assert words_outside(inside) == [] and words_outside(defined) == []
    assert [hit[0] for hit in words_outside(bold)] == ["w" * 14]
