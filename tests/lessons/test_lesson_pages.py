"""Every lesson of every game on paper (``genesis_nb.lessons.pages``): each step's pictures are zoomed to its
focus region (the game's picture marks where its board keys lie), the "after" picture shows the move made, and
a picture's focus is checked like any other argument."""

from __future__ import annotations

import re

import pytest

import genesis_nb
from genesis_nb.lessons import PLAY, lessons_for
from genesis_nb.lessons.pages import lesson_pages
from genesis_nb.picture_svg import marking, marks_of
from genesis_nb.picture_zoom import crop, focus_box

WITH_LESSONS = [name for name, info in genesis_nb.games().items() if lessons_for(info)]


def _box(svg):
    return tuple(float(v) for v in re.search(r'viewBox="([^"]+)"', svg).group(1).split())


def test_the_kits_games_have_lessons():
    assert set(WITH_LESSONS) >= {"angels", "herds", "planet", "book"}


@pytest.mark.parametrize("name", WITH_LESSONS)
def test_every_step_is_shown_zoomed_before_and_after(name):
    info = genesis_nb.game(name)
    for lang in info.languages:
        for lesson in lessons_for(info):
            for page in lesson_pages(info, lesson, lang):
                step = page.step
                where = f"{name}/{lesson.id}/{step.id} ({lang})"
                full = _full(info, step, lang)
                marked = set(marks_of(full))
                assert marked & set(step.focus), f"{where}: none of the focus keys {step.focus} is in the picture"
                assert _box(page.before) == pytest.approx(focus_box(full, step.focus), abs=0.1), where
                assert (page.before != page.after) == (step.kind == PLAY), where
                assert page.text().count("\n") >= 2 and page.svg().startswith("<svg")


def _full(info, step, lang):
    """The step's picture, whole."""
    from genesis_nb.lessons.load import start_of

    g = start_of(info, step)
    with marking():
        return g.picture(observer=g.actor if info.hidden_information else "public", last=False, lang=lang).svg


@pytest.mark.parametrize("name", WITH_LESSONS)
def test_most_steps_zoom_in(name):
    """Most steps look at a few cells: their picture is less than half the whole board's area (a third of
    planet's: a step about a pawn in a hand shows the deities' panel holding it whole, as wide as the picture)."""
    info = genesis_nb.game(name)
    zoomed = total = 0
    for lesson in lessons_for(info):
        for page in lesson_pages(info, lesson):
            full = _box(_full(info, page.step, "en"))
            box = _box(page.before)
            total += 1
            zoomed += box[2] * box[3] < 0.5 * full[2] * full[3]
    # planet's: a step on a space shows the continent it lies in whole (a quarter of the board) and the deities'
    # panel under the four (tests/lessons/test_lesson_zoom.py): 11 of 31 steps
    assert zoomed >= (0.35 if name == "planet" else 0.45) * total, f"{name}: {zoomed} of {total} steps zoom in"


def test_a_focus_region_is_the_marked_boxes_grown_and_kept_inside_the_picture():
    g = genesis_nb.game("herds").new_game(3, seed=1)
    assert marks_of(g.picture().svg) == {}, "a picture keeps its marks only when asked to"
    with marking():
        svg = g.picture().svg
    marks = marks_of(svg)
    assert len(marks) == 140 and marks["sq:0"][2] - marks["sq:0"][0] == marks["sq:0"][3] - marks["sq:0"][1]
    x, y, w, h = focus_box(svg, ["sq:30", "sq:31"])
    full = _box(svg)
    assert w >= 260 and h >= 260 and x >= full[0] and y >= full[1]
    assert x + w <= full[0] + full[2] and y + h <= full[1] + full[3]
    for key in ("sq:30", "sq:31"):
        bx0, by0, bx1, by1 = marks[key]
        assert x <= bx0 and bx1 <= x + w and y <= by0 and by1 <= y + h
    assert crop(svg, ["no:such"]) == svg, "an unknown key leaves the picture whole"
    zoomed = g.picture(focus=["sq:30"]).svg
    assert _box(zoomed) == pytest.approx(focus_box(svg, ["sq:30"]), abs=0.1) and marks_of(zoomed) == {}
    assert len(zoomed) < 0.6 * len(g.picture().svg), "a zoomed picture leaves out what lies outside"
    with pytest.raises(ValueError, match="list of board keys"):
        g.picture(focus="sq:30")
    with pytest.raises(ValueError, match="list of board keys"):
        g.picture(focus=[30])
