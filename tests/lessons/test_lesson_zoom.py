"""A lesson's zoom cuts nothing in half: for every step of every registered game's lessons, the region the board
zooms to (the step's focus and what it asks to click, as the lesson screen frames it) holds whole every small
thing it would show half or more of, and every panel that fits in it, stays inside the picture, and fades out on
exactly the sides where the picture goes on."""

from __future__ import annotations

import html
import re

import pytest

import genesis_nb
from genesis_nb.board.drawing import LEAST, drawing_svg
from genesis_nb.lessons import lessons_for
from genesis_nb.lessons.load import expected_actions, pointed_clicks, start_of
from genesis_nb.picture_svg import Svg, marking, marks_of, untitled, viewbox
from genesis_nb.picture_zoom import FADE, blocks_of, crop, cuts, focus_box

GAMES = {name: info for name, info in genesis_nb.games().items() if lessons_for(info)}


def framed(info, step):
    """The live board's picture of the step with marks, and the keys it zooms to (``lessons.panel``)."""
    spec = info.hook("board")
    game = start_of(info, step)
    observer = game.actor if game.actor is not None else "public"
    svg = drawing_svg(spec, game, len(game.steps), observer, "en", {})
    keys = list(step.focus)
    for action in expected_actions(game, step):
        first = pointed_clicks(spec, game, step, action)[0]
        if first not in keys:
            keys.append(first)
    return svg, keys


def observer_of(game):
    return game.actor if game.actor is not None else "public"


def noted(info, step):
    """The live board's picture of the step as drawn before it is zoomed: with its marks and its blocks (the
    panels and legend items ``focus_box`` keeps whole)."""
    game, spec = start_of(info, step), info.hook("board")
    with marking(), untitled(not spec.picture_title):  # as board.drawing draws it
        return spec.drawing(game, len(game.steps), observer_of(game), "en", {})


@pytest.mark.parametrize("name", list(GAMES))
def test_the_zoom_of_every_step_shows_each_panel_whole_or_not_at_all(name):
    """Issue 17: a panel wider than the region (planet's deities, a legend's row) is not cut at the region's edge,
    nor does a sliver of it show there (the live board shows the region without a fade)."""
    info = GAMES[name]
    checked = 0
    for lesson in lessons_for(info):
        for step in lesson.steps:
            _, keys = framed(info, step)
            svg = noted(info, step)
            box = focus_box(svg, keys, least=LEAST, fade=False)
            if box is None:
                continue
            blocks = blocks_of(svg)
            assert blocks, f"{name}/{step.id}: the picture notes no panel"
            x, y, w, h = box
            region = (x, y, x + w, y + h)
            cut = [b for b in blocks if cuts(region, b)]
            assert cut == [], f"{name}/{step.id}: the region {region} cuts the panels {cut}"
            marks = marks_of(svg)
            assert all(k not in marks or not cuts(region, marks[k]) for k in keys), f"{name}/{step.id}: {keys}"
            checked += 1
    assert checked


def shown_share(box, thing):
    """For each axis the box's edge crosses the thing on, the share of the thing (along it) inside the box."""
    x0, y0, x1, y1 = box
    if not (thing[0] < x1 and thing[2] > x0 and thing[1] < y1 and thing[3] > y0):
        return []  # wholly outside
    shares = []
    for lo, hi, (a, b) in ((0, 2, (x0, x1)), (1, 3, (y0, y1))):
        size = thing[hi] - thing[lo]
        inside = min(b, thing[hi]) - max(a, thing[lo])
        if 0.1 < inside < size - 0.1:
            shares.append(inside / size)
    return shares


def cut_sides(box, picture):
    x, y, w, h = box
    px, py, pw, ph = picture
    cut = {"left": x > px + 0.5, "top": y > py + 0.5, "right": x + w < px + pw - 0.5, "bottom": y + h < py + ph - 0.5}
    return {side for side, c in cut.items() if c}


@pytest.mark.parametrize("name", list(GAMES))
def test_the_zoom_of_every_step_cuts_nothing_in_half(name):
    info = GAMES[name]
    checked = 0
    for lesson in lessons_for(info):
        for step in lesson.steps:
            if not step.focus:
                continue
            svg, keys = framed(info, step)
            box = focus_box(svg, keys, least=LEAST)
            if box is None:
                continue
            checked += 1
            vx, vy, vw, vh = viewbox(svg)
            x, y, w, h = box
            where = f"{name}/{step.id}"
            assert vx <= x and vy <= y and x + w <= vx + vw and y + h <= vy + vh, f"{where}: {box} leaves the picture"
            sides = cut_sides(box, (vx, vy, vw, vh))
            # what shows clear of the fades
            edges = (
                x + FADE * ("left" in sides),
                y + FADE * ("top" in sides),
                x + w - FADE * ("right" in sides),
                y + h - FADE * ("bottom" in sides),
            )
            cw, ch = edges[2] - edges[0], edges[3] - edges[1]
            for key, thing in [*marks_of(svg).items(), *(("a panel", b) for b in blocks_of(svg))]:
                if thing[2] - thing[0] <= cw / 2 and thing[3] - thing[1] <= ch / 2:
                    shares = shown_share(edges, thing)
                    assert all(s < 0.5 for s in shares), f"{where}: {key} {thing} cut by {edges}, {shares} shown"
                elif thing[2] - thing[0] <= cw and thing[3] - thing[1] <= ch:
                    shares = shown_share(edges, thing)
                    assert all(s <= 0.25 for s in shares), f"{where}: {key} {thing} cut by {edges}, {shares} shown"
            zoomed = crop(svg, keys, box=box)
            faded = set(re.findall(r'<rect class="gnb-fade gnb-fade-(\w+)"', zoomed))
            assert faded == sides, f"{where}: fades {faded}"
            assert zoomed.count('pointer-events="none" aria-hidden="true"') == len(faded)
            assert "gnb-blocks" not in zoomed  # the blocks serve the zoom only: they do not travel
            assert "gnb-blocks" not in svg
            game = start_of(info, step)
            live = drawing_svg(info.hook("board"), game, len(game.steps), observer_of(game), "en", {}, keys)
            assert "gnb-fade" not in live and "gnb-blocks" not in live  # the board's <svg> may show beyond the region
    assert checked


def test_a_piece_half_in_the_region_is_held_whole_and_a_sliver_is_left_out():
    s = Svg(1000, 1000)
    s.mark("focus", 400, 500, 90, 90)
    s.mark("mostly-in", 240, 500, 90, 90)
    s.mark("sliver", 600, 500, 90, 90)
    with marking():
        svg = s.render()
    x, y, w, h = focus_box(svg, ["focus"], margin=0, least=360)  # 265..625 wide, 365..725 high at first
    assert (x, x + w) == pytest.approx((240 - FADE, 600 + FADE))  # and room for the fades
    assert (y, y + h) == pytest.approx((365 - FADE, 725 + FADE))
    assert focus_box(svg, ["focus"], margin=0, least=380)[2] >= 380  # not trimmed below the least width
    s.block(0, 340, 460, 30)  # a banner wider than the region, of which a thin band shows: left out
    with marking():
        svg = s.render()
    x, y, w, h = focus_box(svg, ["focus"], margin=0, least=360)
    assert (y, y + h) == pytest.approx((370, 725 + FADE))  # no room for a fade there: it would show a sliver of it


def test_a_panel_that_fits_is_shown_whole():
    s = Svg(1000, 600)
    s.mark("hex:1", 560, 100, 60, 40)
    s.block(700, 50, 280, 150)
    with marking():
        svg = s.render()
    x, y, w, h = focus_box(svg, ["hex:1"], margin=0, least=400)  # 390..790: 90 of the panel's 280 show
    assert x + w == pytest.approx(980 + FADE)
    assert y <= 50 and y + h >= 200


def test_a_picture_on_paper_is_zoomed_and_faded_the_same():
    info = GAMES["herds"]
    step = lessons_for(info)[0].steps[0]
    game = start_of(info, step)
    paper = game.picture(observer=game.actor, last=False, focus=list(step.focus)).svg
    with marking():
        marked = game.rules.picture(game.state, game.actor, game.lang)
    box = focus_box(marked, list(step.focus))
    assert viewbox(paper) == pytest.approx(box, abs=0.1)
    assert 'class="gnb-fade' in paper


def test_a_staggered_grid_does_not_pull_the_region_across_the_whole_picture():
    s = Svg(2000, 1000)
    for row in range(12):
        for col in range(30):
            s.mark(f"hex:{row}:{col}", 63 * col + 31.5 * (row % 2), 55 * row, 59, 41)
    with marking():
        svg = s.render()
    x, y, w, h = focus_box(svg, ["hex:6:15"], margin=0, least=400)
    assert w <= 400 + 2 * 63 + 2 * FADE and h <= 400 + 2 * 55 + 2 * FADE


def zoomed_steps(info):
    """Each zoomed step of the game's lessons: the step, the live picture, the keys it zooms to and the region."""
    for lesson in lessons_for(info):
        for step in lesson.steps:
            svg, keys = framed(info, step)
            box = focus_box(noted(info, step), keys, least=LEAST, fade=False)
            if box is not None:
                yield step, svg, keys, box


#: a picture's text element drawn on its own (not inside a group): where it starts, its size, anchor, weight, words
_TEXT = re.compile(r"<text ([^>]*)>([^<]*)</text>")
_ATTR = re.compile(r'([\w-]+)="([^"]*)"')


def sentences_in(svg: str) -> list[tuple[float, float, float, float, str]]:
    """The boxes (x0, y0, x1, y1) of the picture's lines of words (texts of four words or more with their own x,
    y and size: a prompt, a caption), and the words."""
    from genesis_nb.pictures import text_width

    out = []
    for attrs, escaped in _TEXT.findall(svg):
        a, words = dict(_ATTR.findall(attrs)), html.unescape(escaped)  # "Ann's", not "Ann&#39;s", is measured
        if len(words.split()) < 4 or not {"x", "y", "font-size"} <= set(a):
            continue
        x, y, size = float(a["x"]), float(a["y"]), float(a["font-size"])
        w = text_width(words, size, a.get("font-weight", "400") not in ("400", "normal"))
        x0 = x - w if a.get("text-anchor") == "end" else x - w / 2 if a.get("text-anchor") == "middle" else x
        out.append((x0, y - size, x0 + w, y + size / 4, words))  # from the ascent to the descent
    return out


@pytest.mark.parametrize("name", list(GAMES))
def test_the_zoom_of_every_step_cuts_no_line_of_words(name):
    """A line of words the region shows (the live board's prompt, whose eyes it shows) it shows whole: a zoom
    cutting one at its side leaves "lick a face-down piece" on the board."""
    cut = []
    for step, svg, _keys, box in zoomed_steps(GAMES[name]):
        region = (box[0], box[1], box[0] + box[2], box[1] + box[3])
        vx, vy, vw, vh = viewbox(svg)  # what the zoom shows of a line, not what the picture's own edge leaves out
        lines = [
            (max(vx, t[0]), max(vy, t[1]), min(vx + vw, t[2]), min(vy + vh, t[3]), t[4]) for t in sentences_in(svg)
        ]
        cut += [(step.id, t[4][:30]) for t in lines if cuts(region, t[:4])]
    assert cut == [], f"{name}: lines of words the zoom cuts: {cut[:6]}"


@pytest.mark.parametrize("name", list(GAMES))
def test_the_zoom_holds_whole_what_the_step_lies_in_when_it_fits(name):
    """A marked thing holding a key of the step (planet's continent around the space to play on) is shown whole when
    it is no larger than the region: the region's edge does not cut through continent A in planet's second step
    (before, a continent wider than the first region stayed cut after the region grew wider than it)."""
    cut = []
    for step, svg, keys, box in zoomed_steps(GAMES[name]):
        region = (box[0], box[1], box[0] + box[2], box[1] + box[3])
        marks = marks_of(svg)
        inner = [marks[k] for k in keys if k in marks]
        for key, t in marks.items():
            holds = any(t[0] <= b[0] and t[1] <= b[1] and b[2] <= t[2] and b[3] <= t[3] and b != t for b in inner)
            fits = t[2] - t[0] <= box[2] and t[3] - t[1] <= box[3]
            if holds and fits and cuts(region, t):
                cut.append((step.id, key))
    assert cut == [], f"{name}: what the step lies in, cut by the zoom: {cut[:6]}"


def test_a_paragraph_is_shown_whole_or_left_out_and_a_line_beside_the_step_is_held():
    from genesis_nb.pictures import text_width

    with marking():  # texts are noted only where a zoom reads them
        s = Svg(1000, 1000)
        for n, words in enumerate(["Click a pawn of your hand,", "then a lit space on that", "continent, and so on."]):
            s.text(10, 40 + 20 * n, words, 14)  # a paragraph over the picture's top, ascent 26 to descent 83.5
        s.text(450, 300, "Bo to play · tile 1 of 2", 14)  # a line at the height of the step, past the region's side
        s.mark("focus", 400, 290, 60, 60)
        svg = s.render()
    x, y, w, h = focus_box(svg, ["focus"], margin=0, least=260)  # 260 across around (430, 320) at first
    assert y >= 83.5 or y <= 26  # the paragraph not cut: here left out by the top edge, all three lines
    assert x + w >= 450 + text_width("Bo to play · tile 1 of 2", 14) - 0.1  # the line at the side held whole


@pytest.mark.parametrize("name", list(GAMES))
def test_the_zoom_cuts_nothing_that_lies_in_the_steps_region(name):
    """Issue 17: a hex of the region the step is about (the box joining what it focuses on and asks to click) is
    shown whole, never cut at the zoom's edge (book's D11 and E11 at the right edge of its Throne step)."""
    cut = []
    for step, svg, keys, box in zoomed_steps(GAMES[name]):
        region = (box[0], box[1], box[0] + box[2], box[1] + box[3])
        marks = marks_of(svg)
        inner = [marks[k] for k in keys if k in marks]
        core = (min(b[0] for b in inner), min(b[1] for b in inner), max(b[2] for b in inner), max(b[3] for b in inner))
        for key, t in marks.items():
            inside = t[0] < core[2] and t[2] > core[0] and t[1] < core[3] and t[3] > core[1]
            fits = t[2] - t[0] <= box[2] and t[3] - t[1] <= box[3]
            if inside and fits and cuts(region, t):
                cut.append((step.id, key))
    assert cut == [], f"{name}: things of the step's region cut by the zoom: {cut[:6]}"


def test_a_live_boards_edge_holds_the_end_of_a_row_whole_and_leaves_a_staggered_grid_as_it_is():
    from genesis_nb.picture_zoom import edges_whole

    picture = (0.0, 0.0, 1000.0, 1000.0)
    ends = [(0, 0, 59, 41), (60, 0, 119, 41), (30, 50, 89, 91), (90, 50, 149, 91)]  # two rows ending at 119, 149
    assert edges_whole((0, 0, 100, 91), ends, picture) == (0, 0, 149, 91)  # both last hexes held
    grid = [(60 * c + 30 * r, 50 * r, 60 * c + 30 * r + 59, 50 * r + 41) for r in range(2) for c in range(12)]
    assert edges_whole((0, 0, 400, 91), grid, picture) == (0, 0, 400, 91)  # every edge there cuts a hex: it stays
    assert edges_whole((0, 0, 400, 45), grid, picture)[2] == 419  # the hex of the one row it cuts, held


def test_book_s_throne_step_shows_the_hexes_at_its_right_edge_whole():
    """docs/screenshots/book-lesson-step.png cut D11 (hex 25) at the right edge of the live board's zoom."""
    info = GAMES["book"]
    found = [(svg, box) for step, svg, _keys, box in zoomed_steps(info) if step.id == "throne"]
    assert found
    svg, box = found[0]
    region = (box[0], box[1], box[0] + box[2], box[1] + box[3])
    assert not cuts(region, marks_of(svg)["hex:25"])


def texts_of(svg: str) -> list[tuple[float, float, float, float]]:
    """The boxes of every text the picture notes (``Svg.text``: all of them where a zoom reads them), each cut to
    the picture (a width estimated on the wide side may pass its edge)."""
    import json

    found = re.search(r'<metadata class="gnb-lines">([^<]*)</metadata>', svg)
    vx, vy, vw, vh = viewbox(svg)
    boxes = json.loads(found.group(1)) if found else []
    return [(max(vx, b[0]), max(vy, b[1]), min(vx + vw, b[2]), min(vy + vh, b[3])) for b in boxes]


@pytest.mark.parametrize("name", list(GAMES))
def test_the_zoom_of_every_step_cuts_no_text_however_short(name):
    """Issue 17: herds' "Dice: forest (used ✓)" was cut at the zoom's right edge, a text of three words. Every text
    is noted, and the region of every step, on the live board and on paper, shows each whole or leaves it out."""
    info, cut = GAMES[name], []
    for lesson in lessons_for(info):
        for step in lesson.steps:
            _, keys = framed(info, step)
            game = start_of(info, step)
            with marking():  # the step on paper (``lessons.pages``), drawn as ``pictures.picture`` draws it first
                paper = game.picture(observer=game.actor if info.hidden_information else "public", last=False).svg
            for svg, box in (
                (live := noted(info, step), focus_box(live, keys, least=LEAST, fade=False)),
                (paper, focus_box(paper, list(step.focus))),
            ):
                texts = texts_of(svg)
                drawn = re.sub(r"<defs>.*?</defs>", "", svg)  # no symbol's texts
                shown = re.findall(r"<text(?![^>]*transform)[^>]*>", drawn)
                assert len(texts) >= len(shown) > 0, f"{name}/{step.id}: {len(shown)} texts, {len(texts)} noted"
                if box is not None:
                    region = (box[0], box[1], box[0] + box[2], box[1] + box[3])
                    cut += [(step.id, svg is paper, t) for t in texts if cuts(region, t)]
    assert cut == [], f"{name}: texts the zoom cuts (step, on paper, box) ({len(cut)}): {cut[:4]}"
