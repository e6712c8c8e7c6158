"""The pocket board (the test-only game of tests/pocket_game) in a real browser: JupyterLab + Chromium.

The notebook's kernel does not run tests/conftest.py, so its first cell puts tests/ on sys.path and imports
the package, which registers the game. The board is the shared shell (js/shell*.js) showing pocket's picture
(tests/pocket_game/picture.py), the game's one drawing, with no JavaScript of its own: the shared drawn board
(js/shell_drawing.js) lays a key over each thing the picture marks (the move buttons `mv:<move>`).
Screenshots go to tests/browser/screenshots/pocket-board-*.png.
"""

from __future__ import annotations

from pathlib import Path

import nbformat
import pytest

pytestmark = pytest.mark.browser

ROOT = ".gnb-drawn"
TESTS = Path(__file__).resolve().parents[1]
START = "pocket names=Ann,Bo hand=1 cards=3,1 moves=- pots=0,0 stakes=0,0"


def make_notebook(path: Path, setup: str) -> Path:
    nb = nbformat.v4.new_notebook()
    nb.cells = [
        nbformat.v4.new_markdown_cell("# The pocket board (browser test)"),
        nbformat.v4.new_code_cell(f"import sys\nsys.path.insert(0, {str(TESTS)!r})\nimport pocket_game\n" + setup),
        nbformat.v4.new_code_cell("w"),
    ]
    nbformat.write(nb, str(path))
    return path


def wait_js(page, expr: str, timeout: float = 30_000) -> None:
    page.wait_for_function(
        f"() => {{ const r = document.querySelector('{ROOT}'); return !!(r && ({expr})); }}", timeout=timeout
    )


def key(page, name: str):
    return page.locator(f"{ROOT} .gnb-key[data-key='{name}']")


def drawn_texts(page) -> list[str]:
    return page.locator(f"{ROOT} .gnb-drawing svg text").all_text_contents()


def test_a_hand_played_by_clicking_against_the_greedy_bot(lab, page, tmp_path, console_errors):
    """P-CALL refused by clicking an unlit button; P-BET by clicking; the bot folds (P-FOLD), Ann takes the
    pot without a showdown (P-POT) and Bo's card stays face down (P-SHOWDOWN)."""
    nb = make_notebook(
        tmp_path / "pocket_board.ipynb",
        f"w = pocket_game.board(pocket_game.from_position({START!r}, options={{'hands': 1}}), bots={{1: 'greedy'}}, "
        "bot_delay=100)\n",
    )
    lab.open_notebook(nb)
    lab.run_all()
    wait_js(page, "r.dataset.history === '0' && r.querySelector('.gnb-key')")
    texts = drawn_texts(page)
    assert "K" in texts and "J" not in texts  # Ann sees her king; Bo's jack is not in the page at all
    assert page.locator(f"{ROOT} .gnb-key").count() == 4  # the four move buttons the picture marks
    assert page.locator(f"{ROOT} .gnb-key.gnb-lit").count() == 2  # check and bet
    assert key(page, "mv:bet").get_attribute("aria-label") == "bet 1 chip"
    lab.screenshot("pocket-board-start")

    # an unlit button: the rules' own sentence, nothing changes
    key(page, "mv:call").click()
    wait_js(page, "!r.querySelector('.gnb-error').hidden")
    shown = page.locator(f"{ROOT} .gnb-error").inner_text().strip()
    assert shown == "Ann has no bet to call: check or bet" == lab.kernel_eval("w.error")
    assert lab.kernel_eval("w.history_len") == 0

    # Ann bets; the greedy bot holds the jack and folds; the match of one hand is over
    page.locator(f"{ROOT} .gnb-key.gnb-lit[data-key='mv:bet']").click()
    assert lab.wait_for_kernel("w.game.is_over")
    assert lab.kernel_eval("[type(s.action).__name__ for s in w.game.steps]") == ["Bet", "Fold"]
    assert lab.kernel_eval("w.game.scores().winners") == [0]
    wait_js(page, "r.dataset.history === '2'")
    page.locator(f"{ROOT} .gnb-winners").wait_for()
    assert "Ann" in page.locator(f"{ROOT} .gnb-winners").inner_text()
    assert "J" not in drawn_texts(page)  # nobody called: Bo's jack is never shown
    assert page.locator(f"{ROOT} .gnb-key").count() == 0  # the game is over: no buttons are drawn
    assert "Ann takes the pot of 3 chips." in page.locator(f"{ROOT} .gnb-loglist").inner_text()
    lab.screenshot("pocket-board-over")
    assert console_errors == []
