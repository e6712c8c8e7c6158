"""The pocket board (the test-only game of tests/pocket_game) in a real browser: JupyterLab + Chromium.

The notebook's kernel does not run tests/conftest.py, so its first cell puts tests/ on sys.path and imports
the package, which registers the game. The board is the shared shell (js/shell*.js) with pocket's own drawing
module (tests/pocket_game/pocket_board.js): a move button is a target `mv:<move>` of the one wire format.
Screenshots go to tests/browser/screenshots/pocket-board-*.png.
"""

from __future__ import annotations

from pathlib import Path

import nbformat
import pytest

pytestmark = pytest.mark.browser

ROOT = ".gnb-pocket"
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


def card_text(page, seat: int) -> str:
    return page.locator(f"{ROOT} .gnb-pocket-seat[data-seat='{seat}'] .gnb-pocket-card").inner_text().strip()


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
    wait_js(page, "r.dataset.history === '0' && r.querySelector('.gnb-pocket-seat')")
    assert card_text(page, 0) == "K" and card_text(page, 1) == ""  # Ann sees her king, Bo's card face down
    assert page.locator(f"{ROOT} .gnb-pocket-seat[data-seat='1'] .gnb-pocket-back").count() == 1
    assert page.locator(f"{ROOT} .gnb-pocket-move.gnb-lit").count() == 2  # check and bet
    lab.screenshot("pocket-board-start")

    # an unlit button: the rules' own sentence, nothing changes
    page.locator(f"{ROOT} .gnb-pocket-move[data-move='call']").click()
    wait_js(page, "!r.querySelector('.gnb-error').hidden")
    shown = page.locator(f"{ROOT} .gnb-error").inner_text().strip()
    assert shown == "Ann has no bet to call: check or bet" == lab.kernel_eval("w.error")
    assert lab.kernel_eval("w.history_len") == 0

    # Ann bets; the greedy bot holds the jack and folds; the match of one hand is over
    page.locator(f"{ROOT} .gnb-pocket-move.gnb-lit[data-move='bet']").click()
    assert lab.wait_for_kernel("w.game.is_over")
    assert lab.kernel_eval("[type(s.action).__name__ for s in w.game.steps]") == ["Bet", "Fold"]
    assert lab.kernel_eval("w.game.scores().winners") == [0]
    wait_js(page, "r.dataset.history === '2'")
    page.locator(f"{ROOT} .gnb-winners").wait_for()
    assert "Ann" in page.locator(f"{ROOT} .gnb-winners").inner_text()
    assert card_text(page, 1) == ""  # nobody called: Bo's jack is never shown
    assert "Ann takes the pot of 3 chips." in page.locator(f"{ROOT} .gnb-loglist").inner_text()
    lab.screenshot("pocket-board-over")
    assert console_errors == []
