"""The herds board in a real browser: JupyterLab + Chromium, clicks on the board reach the rules model.

Each test writes a small notebook that shows the board, runs all its cells in a fresh kernel, clicks on
the board and checks both sides: the board shows the new position AND the Python game has it; a refused
click shows the rule's sentence and changes nothing; the browser console stays free of errors.
The board is the game's picture (genesis_nb/herds/picture.py, the notebooks' static picture), shown by the
shared drawn board (js/shell_drawing.js): a key lies over each square (`sq:<n>`); a lit square is a target
of the one wire format; its terrains are fetched when it is clicked.
Screenshots go to tests/browser/screenshots/herds-board-*.png.
"""

from __future__ import annotations

import nbformat
import pytest

pytestmark = pytest.mark.browser

ROOT = ".gnb-drawn"
C3, D3, F1, E5 = 30, 31, 5, 60  # squares by index (row * 14 + column); f1 is a volcano


def make_notebook(path, setup: str, show: str = "w") -> str:
    nb = nbformat.v4.new_notebook()
    nb.cells = [
        nbformat.v4.new_markdown_cell("# The herds board (browser test)"),
        nbformat.v4.new_code_cell(setup),
        nbformat.v4.new_code_cell(show),
    ]
    nbformat.write(nb, str(path))
    return path


def board_js(page, expr: str, nth: int = 0):
    """Evaluate ``expr`` with ``r`` = the ``nth`` board's root element."""
    return page.evaluate(f"() => {{ const r = document.querySelectorAll('{ROOT}')[{nth}]; return {expr}; }}")


def wait_js(page, expr: str, nth: int = 0, timeout: float = 30_000) -> None:
    """Wait until ``expr`` (``r`` = the ``nth`` board's root) is true in the page."""
    page.wait_for_function(
        f"() => {{ const r = document.querySelectorAll('{ROOT}')[{nth}]; return !!(r && ({expr})); }}", timeout=timeout
    )


def wait_board(page, history: int | None = None, nth: int = 0) -> None:
    """The board has drawn (the position after ``history`` actions, when given)."""
    wait_js(
        page,
        "r.querySelector('.gnb-key')" + ("" if history is None else f" && r.dataset.history === '{history}'"),
        nth,
    )


def square(board, sq: int):
    return board.locator(f".gnb-key[data-key='sq:{sq}']")


def drawn_text(board) -> str:
    """Every text of the picture shown, joined."""
    return " ".join(board.locator(".gnb-drawing svg text").all_text_contents())


def shown_error(page) -> str:
    """The refusal sentence the board shows (waits until one is shown)."""
    wait_js(page, "!r.querySelector('.gnb-error').hidden")
    return board_js(page, "r.querySelector('.gnb-error').innerText.trim()")


@pytest.fixture
def three_humans(tmp_path):
    # Ann's first roll is set (forest and savannah); Bo then rolls mountain twice (seed 1).
    return make_notebook(
        tmp_path / "herds_board_clicks.ipynb",
        (
            "import re\n"
            "from genesis_nb.herds import CATALOGUE, Place, board, from_position, new_game\n"
            "start = re.sub(r'dice=\\S+', 'dice=forest,savannah', new_game(['Ann', 'Bo', 'Cy'], seed=1).notation())\n"
            "w = board(from_position(start, seed=1))\n"
        ),
    )


def test_clicks_place_tiles_and_refusals_change_nothing(lab, page, three_humans):
    """H-TWO-TILES by clicking (square, then its terrain in the chooser); H-BLOCKED refused; the scoring toggle."""
    lab.open_notebook(three_humans)
    lab.run_all()
    wait_board(page, history=0)
    b = page.locator(ROOT).first
    assert page.locator(f"{ROOT} .gnb-turn-title").inner_text().startswith("Ann")
    assert b.locator(".gnb-key.gnb-lit").count() == len(lab.kernel_eval("w.legal['targets']")) == 118
    assert b.locator(".gnb-key").count() >= 140  # every square has its key, lit or not
    assert not page.locator(f"{ROOT} .gnb-lang").is_visible()  # herds speaks one language
    lab.screenshot("herds-board-start")

    # square, then terrain: click c3, the chooser opens with the six tiles Python lists, pick forest (dice)
    square(b, C3).click()
    chooser = b.locator(".gnb-chooser")
    chooser.locator("button.gnb-opt").nth(5).wait_for(state="visible")
    assert chooser.locator("button.gnb-opt").count() == 6
    assert chooser.locator(".gnb-chooser-title").inner_text() == "c3: 6 choices"
    lab.screenshot("herds-board-chooser")
    chooser.locator("button.gnb-opt", has_text="Forest on c3, from the dice").click()
    wait_board(page, history=1)
    assert lab.wait_for_kernel("w.history_len == 1")
    assert lab.kernel_eval(f"w.game.state.cells[{C3}]") == 1  # forest (0), reptile (0)
    assert lab.kernel_eval("w.game.narration()[-1]") in page.locator(f"{ROOT} .gnb-loglist").inner_text()

    # the second tile: d3 stands for one action only (savannah, the other die): one click plays it
    assert lab.kernel_eval(f"w.legal['targets']['sq:{D3}'][0]") == 1
    square(b, D3).click()
    wait_board(page, history=2)
    assert lab.kernel_eval(f"w.game.state.cells[{D3}]") == 5  # savannah (1), reptile
    assert page.locator(f"{ROOT} .gnb-turn-title").inner_text().startswith("Bo")

    # an illegal click: a volcano. The rule's own sentence, nothing changes.
    before = lab.kernel_eval("w.game.notation()")
    square(b, F1).click()
    expected = lab.kernel_eval("CATALOGUE.render('refuse.volcano', 'en', {'square': 'f1'})")
    assert shown_error(page) == expected == lab.kernel_eval("w.error")
    assert lab.kernel_eval("w.game.notation()") == before and lab.kernel_eval("w.history_len") == 2
    page.wait_for_timeout(400)  # the sentence also appears beside the click
    lab.screenshot("herds-board-refused")

    # the scoring on the board on demand ("if the game ended now"), and back from Python
    toggle = b.locator(".gnb-toggle[data-key='pref:scoring']")
    assert toggle.get_attribute("aria-pressed") == "false"
    toggle.click()
    assert lab.wait_for_kernel("w.prefs == {'scoring': True}")
    wait_js(page, "r.querySelector('.gnb-toggle').getAttribute('aria-pressed') === 'true'")
    lab.kernel_exec("w.prefs = {'scoring': False}")
    wait_js(page, "r.querySelector('.gnb-toggle').getAttribute('aria-pressed') === 'false'")
    assert lab.console_errors == []


@pytest.fixture
def against_a_bot(tmp_path):
    return make_notebook(
        tmp_path / "herds_board_bots.ipynb",
        (
            "from genesis_nb.herds import CATALOGUE, board, new_game\n"
            "from genesis_nb.herds.bots import GreedyBot\n"
            "from genesis_nb.bots import RandomBot, play_out\n"
            "w = board(players=['Ann', 'Bot'], bots={1: 'greedy'}, seed=3, bot_delay=120)\n"
            "done = new_game(['Ann', 'Bo', 'Cy', 'Dee'], seed=6)\n"
            "play_out(done, [GreedyBot(1), RandomBot(2), GreedyBot(3), RandomBot(4)])\n"
            "final = board(done)\n"
        ),
        show="from ipywidgets import VBox\nVBox([w, final])",
    )


def test_the_bot_answers_undo_history_and_the_final_scoring(lab, page, against_a_bot):
    """The greedy bot plays its turn in the browser; undo; the slider; H-SCORE-*, H-BONUS-* on the final board."""
    lab.open_notebook(against_a_bot)
    lab.run_all()
    wait_board(page, nth=1)
    play, final = page.locator(ROOT).nth(0), page.locator(ROOT).nth(1)

    # Ann takes the one-tile turn (a single wetland tile on e5); the bot then places its own tiles
    square(play, E5).click()
    play.locator(".gnb-chooser button.gnb-opt", has_text="Wetland on e5, a single tile").click()
    assert lab.wait_for_kernel("w.history_len >= 1 and w.game.actor == 0", timeout=30)
    n = lab.kernel_eval("w.history_len")
    assert n in (2, 3)  # the bot placed one or two tiles
    wait_board(page, history=n)
    assert lab.kernel_eval(f"w.game.state.cells[{E5}]") == 13  # wetland (3), seat 0

    # undo: back to Ann's decision (the bot's tiles go too)
    play.locator(".gnb-undo").click()
    wait_board(page, history=0)
    assert lab.kernel_eval("w.history_len") == 0 and lab.kernel_eval("w.game.can_redo")
    play.locator(".gnb-redo").click()
    wait_board(page, history=n)
    assert "Ann" in drawn_text(play) and "Bot" in drawn_text(play)  # the players, drawn in the picture
    lab.screenshot("herds-board-panels")

    # the final board: the game is over, the scoring drawn, the reason said, the end table in the turn box
    final.scroll_into_view_if_needed()
    assert final.locator(".gnb-toggle").get_attribute("aria-pressed") == "true"
    totals = lab.kernel_eval("{p['name']: p['points'] for p in done.view()['players']}")
    assert list(totals.values()) == lab.kernel_eval("list(done.scores().totals.values())")
    table = final.locator(".gnb-turn .gnb-scores").inner_text()
    for name, pts in totals.items():
        assert name in table and str(pts) in table
    reason = lab.kernel_eval("str(CATALOGUE.word('word.end_' + done.view()['end_reason'], 'en'))")
    assert reason[1:] in drawn_text(final)
    assert final.locator(".gnb-key.gnb-lit").count() == 0
    lab.screenshot("herds-board-final")

    # the history slider shows an earlier position of the finished game; the game is unchanged
    final.evaluate("""r => { const s = r.querySelector('.gnb-slider'); s.value = '20';
                             s.dispatchEvent(new Event('change')); }""")
    wait_js(page, "r.dataset.ply === '20'", nth=1)
    assert final.locator(".gnb-pastbar").is_visible()
    assert lab.kernel_eval("final.ply") == 20
    assert lab.kernel_eval("final.history_len") == lab.kernel_eval("len(done.steps)")
    lab.screenshot("herds-board-history")
    assert lab.console_errors == []
