"""A drawn board wastes no row of the screen: in a game's lessons notebook in Voila at 1280x800, above the turn box
only the row of the head's buttons (High contrast), no empty line in the turn box or under it while nothing has
happened, and the board's picture follows it closely."""

from __future__ import annotations

from pathlib import Path

import pytest

pytestmark = [pytest.mark.browser, pytest.mark.slow]
REPO = Path(__file__).resolve().parents[2]

#: the board's rows from its top: the root's top, the turn box, its visible children, the main part
ROWS_JS = """() => {
  const root = document.querySelector('.gnb-drawn');
  const box = (e) => { const r = e.getBoundingClientRect(); return [r.top, r.bottom, r.left, r.right]; };
  const turn = root.querySelector('.gnb-turn');
  const shown = [...turn.children].filter((e) => e.getBoundingClientRect().height > 0);
  const blank = shown.filter((e) => !e.textContent.trim() && !e.querySelector('button, svg, img'))
    .map((e) => [e.className, e.getBoundingClientRect().height]);
  const contrast = root.querySelector('.gnb-contrast-btn');
  return { root: box(root), turn: box(turn), main: box(root.querySelector('.gnb-main')),
           contrast: box(contrast), blank, pad: parseFloat(getComputedStyle(root).paddingTop) };
}"""


def test_the_turn_box_is_the_first_row_of_a_lesson_board(page, voila):
    page.set_viewport_size({"width": 1280, "height": 800})
    voila(REPO / "notebooks" / "herds" / "lessons.ipynb").open(page, ".gnb-lesson")
    page.wait_for_selector(".gnb-drawn .gnb-turn-title", timeout=60_000)
    rows = page.evaluate(ROWS_JS)
    root, turn, main, contrast = rows["root"], rows["turn"], rows["main"], rows["contrast"]
    assert turn[0] - contrast[1] <= 12 and contrast[0] - root[0] <= rows["pad"] + 4, f"a row above the turn box: {rows}"
    assert rows["blank"] == [], f"empty lines in the turn box: {rows['blank']}"
    assert 0 <= main[0] - turn[1] <= 12, f"an empty band under the turn box: {rows}"
