"""The projector mode fits a 1280x800 screen (issue 17, item 4): at scale 1.5 every step of every game's lessons is
at most 800 px tall on screen from the board's top (its head, the turn box) to the bottom of its picture, in
JupyterLab and in Voila (the side panels go under the board or beside it; book's play board is measured too), and the picture shows its region whole (the picture's box has the region's shape: nothing of the picture beyond it
shows at a side). In JupyterLab each step is reached by playing its move from the kernel (a right move, judged
as a click would be); the browser measures the board after each."""

from __future__ import annotations

from pathlib import Path

import nbformat
import pytest

import genesis_nb
from genesis_nb.lessons.load import lessons_for

pytestmark = [pytest.mark.browser, pytest.mark.slow]

GAMES = [n for n, info in genesis_nb.games().items() if lessons_for(info) and info.hook("board").drawn]
SCREEN = {"width": 1280, "height": 800}

#: every drawn board on the page: [its height from its top to its picture's bottom, the picture's width and
#: height, the region's width / height over the picture box's, the root's zoom]
BOARDS_JS = """() => [...document.querySelectorAll('.gnb-drawn')].map((r) => {
  const s = r.querySelector('svg.gnb-board'), b = s.getBoundingClientRect(), top = r.getBoundingClientRect().top;
  const vb = s.getAttribute('viewBox').split(/\\s+/).map(Number);
  return [Math.round(b.bottom - top), Math.round(b.width), Math.round(b.height),
          Math.round(100 * (vb[2] / vb[3]) / (b.width / b.height)) / 100, Number(getComputedStyle(r).zoom) || 1];
})"""
#: the lesson board at step ``n`` with its picture laid out
AT_STEP_JS = """(n) => { const p = document.querySelector('.gnb-lesson-progress');
  const s = document.querySelector('.gnb-drawn svg.gnb-board .gnb-key');
  return !!p && p.textContent.startsWith(`Step ${n} of`) && !!s; }"""


def too_tall(boards: list[list[float]]) -> list[list[float]]:
    """The boards taller than the screen, or whose picture box has not the region's shape."""
    return [b for b in boards if b[0] > SCREEN["height"] or not 0.98 <= b[3] <= 1.02 or b[4] != 1.5]


def notebook(path: Path, *cells: str) -> Path:
    nb = nbformat.v4.new_notebook()
    nb.cells = [nbformat.v4.new_code_cell(c) for c in cells]
    nbformat.write(nb, str(path))
    return path


@pytest.mark.parametrize("game", GAMES)
def test_every_lesson_step_fits_a_1280x800_screen_in_projector_mode(lab, page, tmp_path, game):
    page.set_viewport_size(SCREEN)
    learn = f"from genesis_nb.lessons.notebook import learn\nL = learn({game!r}, scale=1.5)"
    lab.open_notebook(notebook(tmp_path / f"{game}_projector.ipynb", learn, "L"))
    lab.run_all()
    total = sum(len(lesson.steps) for lesson in lessons_for(genesis_nb.game(game)))
    wrong = []
    for n in range(1, total + 1):
        page.wait_for_function(AT_STEP_JS, arg=n, timeout=30_000)
        page.wait_for_timeout(150)
        wrong += [(n, *b) for b in too_tall(page.evaluate(BOARDS_JS))]
        if n == 2:
            page.evaluate("() => document.querySelector('.gnb-lesson').scrollIntoView({block: 'start'})")
            lab.screenshot(f"lesson-projector-{game}")
        if n < total:  # the step's move, as a click would play it, then Next
            lab.kernel_exec("L.run.click(L.run.expected()[0]); L._on_msg(None, {'cmd': 'next'}, None)")
    assert wrong == [], f"{game}: steps (number, height, width, picture height, shape, zoom) not fitting: {wrong[:6]}"
    assert lab.console_errors == []


def test_the_lessons_and_books_play_board_fit_a_1280x800_screen_in_voila(page, voila, tmp_path, console_errors):
    page.set_viewport_size(SCREEN)
    cells = ["import genesis_nb\nfrom genesis_nb.lessons.notebook import learn"]
    cells += [f"learn({game!r}, scale=1.5)" for game in GAMES]
    cells += ["g = genesis_nb.game('book').new_game(2, seed=3)\ngenesis_nb.game('book').board(g, scale=1.5)"]
    url = voila(notebook(tmp_path / "projector.ipynb", *cells))
    url.open(page, ".gnb-lesson")
    page.wait_for_function(f"() => document.querySelectorAll('.gnb-drawn svg.gnb-board').length === {len(GAMES) + 1}")
    page.wait_for_timeout(500)
    *lessons, play = page.evaluate(BOARDS_JS)
    page.evaluate("() => [...document.querySelectorAll('.gnb-drawn')].pop().scrollIntoView({block: 'start'})")
    page.screenshot(path=str(Path(__file__).parent / "screenshots" / "book-play-projector-voila.png"))
    assert too_tall(lessons) == [], lessons
    # book's play board: its picture at its natural size (texts of 12 px, tests/browser/test_classroom.py) and of
    # its own shape, the head and the turn box with it (tests/browser/test_play_projector.py: every game's)
    assert play[0] <= SCREEN["height"] and 0.98 <= play[3] <= 1.02, play
    assert [e for e in console_errors if "favicon" not in e and "WebSocket" not in e] == []
