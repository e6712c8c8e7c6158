"""axe-core (WCAG 2.1 A and AA) and the contrast of every text, measured in the page, over EVERY step of every
game's lessons, walked in one JupyterLab notebook per game as a student walks them: at each step the lesson's panel
and its board get no serious or critical finding and every SVG text of the zoomed board is at 4.5:1 (3:1 when
large) against what is drawn under it (see a11y.py); then the step's right move is clicked (``lesson_plans.py``
knows it), and Next opens the next step. The panel with its verdict (the step done) is checked by axe at the end
of each lesson; at each lesson's first step the texts are measured again with what the step points at focused by
the keyboard (its tint over the picture).

axe runs on the panel and the board's root only (not the whole of JupyterLab), is put in the page once and
collects only its violations: each game's walk takes about 20-40 s on 2 busy cores (printed)."""

from __future__ import annotations

import time
from pathlib import Path

import pytest

import genesis_nb
from genesis_nb.lessons.load import lessons_for

from . import lesson_plans as plans
from .a11y import WHOLE, axe_serious, focus_board, open_cells, svg_text_contrast

pytestmark = pytest.mark.browser

HERE = Path(__file__).resolve().parent
ROOT = ".gnb-drawn"
GAMES = [name for name, info in genesis_nb.games().items() if lessons_for(info)]


#: the panel at step ``number`` and its board at the step's position, drawn (nothing played, its lit keys)
STEP_JS = """([number, lit]) => {
  const p = document.querySelector('.gnb-lesson-progress'), r = document.querySelector('.gnb-drawn');
  return p.textContent.startsWith(`Step ${number} of`) && r.dataset.ply === '0' && r.dataset.lit === String(lit)
    && !!r.querySelector('.gnb-key.gnb-pointed');
}"""
#: after a click: a chooser open with options ("chooser"), or the step done ("done")
AFTER_JS = """() => {
  const c = document.querySelector('.gnb-drawn .gnb-chooser:not([hidden])');
  if (c && c.querySelector('button.gnb-opt')) return 'chooser';
  return document.querySelector('.gnb-lesson').dataset.done === 'true' ? 'done' : false;
}"""


def play_right(page, move) -> None:
    """Click the right move's keys in turn (and pick its option when a chooser opens), until the step is done."""
    board = page.locator(ROOT).first
    for key in move.keys:
        if page.evaluate(AFTER_JS) == "chooser":  # a path's start opened a chooser that offers the move
            break
        board.locator(f".gnb-key[data-key='{key}'], .gnb-actions button[data-key='{key}']").first.click()
    if page.wait_for_function(AFTER_JS, timeout=20_000).json_value() == "chooser":
        # chosen by the keyboard (the chooser's placement over the notebook's cells is another test's matter)
        board.locator(".gnb-chooser:not([hidden])").get_by_title(move.label, exact=True).first.focus()
        page.keyboard.press("Enter")
        page.wait_for_function("() => document.querySelector('.gnb-lesson').dataset.done === 'true'", timeout=20_000)


def focused_contrast(page) -> list[str]:
    """The board's tab stop (what the lesson points at) given the focus as by the keyboard; the SVG texts under
    their contrast then (a focused key's tint lies over the picture)."""
    focus_board(page, ROOT)
    page.keyboard.press("Shift")  # a key pressed: the focus is shown as for the keyboard
    assert page.evaluate("() => document.activeElement.matches(':focus-visible')")
    return svg_text_contrast(page, f"{ROOT} .gnb-drawing svg")[1]


@pytest.mark.parametrize("game", GAMES)
def test_every_lesson_step_has_no_axe_finding_and_every_text_at_contrast(lab, page, tmp_path, game):
    info = genesis_nb.game(game)
    if not info.hook("board").drawn:
        pytest.skip(f"{game}'s board has a drawing module of its own")
    steps = plans.steps_of(info)
    page.set_viewport_size(WHOLE)  # the whole zoomed board in sight for the contrast's screenshots
    setup = f"from genesis_nb.lessons.notebook import learn\nL = learn({game!r}, student='Ann')"
    open_cells(lab, tmp_path, f"{game}_every_step", setup, "L")
    page.locator(".gnb-lesson").wait_for(timeout=30_000)
    started = time.monotonic()
    found, texts = [], 0
    for number, (lesson, step) in enumerate(steps, start=1):
        plan = plans.plan_step(info, lesson, step, ())
        page.wait_for_function(STEP_JS, arg=[number, plan.lit], timeout=20_000)
        where = f"step {number} ({lesson.id}/{step.id})"
        n, low = svg_text_contrast(page, f"{ROOT} .gnb-drawing svg")
        texts += n
        found += [f"{where}: {f}" for f in axe_serious(page, [".gnb-lesson", ROOT]) + low]
        if step is lesson.steps[0]:  # what the lesson points at, focused by the keyboard (its tint over the picture)
            found += [f"{where}, focused: {f}" for f in focused_contrast(page)]
        play_right(page, plan.right)
        if step is lesson.steps[-1]:  # the panel's verdict (the same words' look in every step): once a lesson
            found += [f"{where}, done: {f}" for f in axe_serious(page, ".gnb-lesson")]
        if number < len(steps):
            page.locator(".gnb-lesson-next").click()
    took = time.monotonic() - started
    print(f"{game}: {len(steps)} lesson steps, {texts} texts measured, in {took:.0f} s")
    assert found == [], "\n".join(found)
    assert lab.kernel_eval("L.run.done")
    assert lab.console_errors == []


FINISHED_HERDS = """import random
import genesis_nb
info = genesis_nb.game("herds")
g = info.new_game(seed=3)
rng = random.Random(3)
while not g.is_over:
    g.play(rng.choice(g.legal_actions()))
small = sum(len(a["squares"]) for a in g.rules.view(g.state, "public")["areas"] if a["multiplier"] == 0)
w = info.board(g)
"""


def test_a_finished_herds_game_shows_its_small_areas_in_words_at_contrast(lab, page, tmp_path):
    """Issue 22: at the end, herds' areas under 3 tiles are not faded; their "×0" badges and every other text of the
    board measure 4.5:1 (3:1 large) in the page, and axe finds nothing serious."""
    page.set_viewport_size(WHOLE)
    open_cells(lab, tmp_path, "herds_finished", FINISHED_HERDS, "w")
    page.wait_for_function(f"() => document.querySelector('{ROOT} .gnb-drawing .gnb-key')")
    small = lab.kernel_eval("small")
    badges = page.evaluate(
        f"() => [...document.querySelectorAll('{ROOT} svg text')].filter((t) => t.textContent === '×0').length"
    )
    assert small > 0 and badges == small + 1  # one a tile of a small area, one in the legend
    n, low = svg_text_contrast(page, f"{ROOT} .gnb-drawing svg")
    page.screenshot(path=str(HERE / "screenshots" / "herds-finished.png"))
    assert n > 100 and low == [], "\n".join(low)
    assert axe_serious(page, ROOT) == []
