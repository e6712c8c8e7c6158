"""Every game's play board (not a lesson's) fits a 1280x800 screen in projector mode (issue 17, item 4): at scale 1.5
each drawn board, from its top (its head, the turn box) to its picture's bottom, is at most 800 px tall, in Voila
and in JupyterLab, and no text on it is under 12 px (tests/browser/test_classroom.py's rule). Screenshots:
tests/browser/screenshots/play-projector-*.png."""

from __future__ import annotations

from pathlib import Path

import nbformat
import pytest

import genesis_nb

from .test_classroom import MEASURE
from .test_lesson_projector import BOARDS_JS, SCREEN

pytestmark = [pytest.mark.browser, pytest.mark.slow]

#: the kit's games with a drawn board (the test-only pocket is not registered in a fresh kernel)
GAMES = [
    n for n, info in genesis_nb.games().items() if info.module.startswith("genesis_nb.") and info.hook("board").drawn
]


#: each board of the notebook: the games' (a few random moves in, a spectator's hot seat), then book's at its start
#: (the set-up's two-line last move) and book's play notebook's (Ann against the computer, her turn: the picture's
#: line of what to click, the Hint button)
BOARDS = [*GAMES, "book-start", "book-play"]
#: the boards that fit now; the others' whole pictures are taller than the screen leaves at their natural size
#: (their text would go under 12 px): an open part of issue 17 (their lessons zoom to a region and fit)
FITTING = {"book", "book-start", "book-play"}


def play_notebook(path: Path) -> Path:
    """A notebook showing each of ``BOARDS`` at scale 1.5."""
    nb = nbformat.v4.new_notebook()
    cells = ["import random\nimport genesis_nb\nfrom genesis_nb.playtable import play_table"]
    for game in GAMES:
        cells.append(
            f"info = genesis_nb.game({game!r})\ng = info.new_game(info.min_players, seed=4)\nr = random.Random(4)\n"
            "for _ in range(6):\n    g.play(r.choice(g.legal_actions()))\ninfo.board(g, scale=1.5)"
        )
    cells.append("genesis_nb.game('book').board(genesis_nb.game('book').new_game(2, seed=3), scale=1.5)")
    cells.append('t = play_table("book", ["Ann", "Bo"], {1: "greedy"}, seed=2026)\nt.board.scale = 1.5\nt.board')
    nb.cells = [nbformat.v4.new_code_cell(c) for c in cells]
    nbformat.write(nb, str(path))
    return path


def faults(page) -> list[tuple]:
    """The boards taller than the screen, or with text under 12 px: (board, height, width, picture height, shape,
    zoom, smallest texts)."""
    heights, before = page.evaluate(BOARDS_JS), None
    for _ in range(20):  # laid out: the projector's fit (shell_drawing.js) measures again on each resize
        if heights == before:
            break
        page.wait_for_timeout(400)
        heights, before = page.evaluate(BOARDS_JS), heights
    assert len(heights) == len(BOARDS), heights
    out = []
    for i, (name, board) in enumerate(zip(BOARDS, heights)):
        page.evaluate(
            "(i) => { document.querySelectorAll('.gnb-root').forEach((r, j) => r.id = j === i ? 'gnb-m' : ''); }", i
        )
        small = [s for s in page.evaluate(MEASURE, "#gnb-m") if s[0] < 12 - 0.05]
        if board[0] > SCREEN["height"] or board[4] != 1.5 or small:
            out.append((name, *board, small[:3]))
    return out


def check(found: list[tuple]) -> None:
    """Every board of ``FITTING`` fits; the others are known not to yet (xfail while they do not)."""
    assert [f for f in found if f[0] in FITTING] == [], found
    if found:
        pytest.xfail(f"whole play boards still taller than 800 px at scale 1.5: {found}")


def shots(page, where: str) -> None:
    from genesis_browser_jupyter import save_screenshot

    for i, game in enumerate(BOARDS):
        page.evaluate("(i) => document.querySelectorAll('.gnb-drawn')[i].scrollIntoView({block: 'start'})", i)
        page.wait_for_timeout(150)
        save_screenshot(page, f"play-projector-{game}-{where}")


def test_every_play_board_fits_a_1280x800_screen_in_projector_mode_in_voila(page, voila, tmp_path, console_errors):
    page.set_viewport_size(SCREEN)
    url = voila(play_notebook(tmp_path / "play_projector.ipynb"))
    url.open(page, ".gnb-drawn svg.gnb-board")
    page.wait_for_function(
        f"() => document.querySelectorAll('.gnb-drawn svg.gnb-board .gnb-key').length && "
        f"document.querySelectorAll('.gnb-drawn svg.gnb-board').length === {len(BOARDS)}",
        timeout=120_000,
    )
    page.wait_for_timeout(600)
    shots(page, "voila")
    check(faults(page))
    assert [e for e in console_errors if not any(x in e for x in ("favicon", "WebSocket", "ERR_NAME"))] == []


def test_every_play_board_fits_a_1280x800_screen_in_projector_mode_in_jupyterlab(lab, page, tmp_path):
    page.set_viewport_size(SCREEN)
    lab.open_notebook(play_notebook(tmp_path / "play_projector.ipynb"))
    lab.run_all()
    # as a teacher projects: the file browser closed (a click on its open tab); open, it leaves the notebook less
    # than the natural width of book's picture (1,150 px), which no smaller text may make narrower
    page.click(".jp-SideBar.jp-mod-left .lm-TabBar-tab.lm-mod-current")
    page.wait_for_function("() => !document.querySelector('.jp-SideBar.jp-mod-left .lm-TabBar-tab.lm-mod-current')")
    page.wait_for_function(
        f"() => document.querySelectorAll('.gnb-drawn svg.gnb-board').length === {len(BOARDS)}", timeout=120_000
    )
    page.wait_for_timeout(600)
    shots(page, "lab")
    check(faults(page))
    assert lab.console_errors == []
