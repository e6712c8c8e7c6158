"""The herds board in a real browser: JupyterLab + Chromium, clicks on the board reach the rules model.

Each test writes a small notebook that shows the board, runs all its cells in a fresh kernel, clicks on
the board and checks both sides: the board shows the new tile AND the Python game has it; a refused
click shows the rule's sentence and changes nothing; the browser console stays free of errors.
The board is the shared shell (js/shell*.js) with the herds modules (js/herds_*.js): a lit square is a
target `sq:<n>` of the one wire format; its terrains are fetched when it is clicked.
Screenshots go to tests/browser/screenshots/herds-board-*.png.
"""

from __future__ import annotations

import nbformat
import pytest

pytestmark = pytest.mark.browser

ROOT = ".gnb-herds"
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
    """Evaluate ``expr`` with ``r`` = the ``nth`` herds board's root element."""
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
        "r.querySelector('.gnb-h-cell')" + ("" if history is None else f" && r.dataset.history === '{history}'"),
        nth,
    )


def cell_code(page, square: int, nth: int = 0) -> int:
    return int(board_js(page, f"r.querySelector('.gnb-h-cell[data-square=\"{square}\"]').dataset.code", nth))


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
    """H-TWO-TILES by clicking (square then terrain; terrain then square); H-BLOCKED and H-DICE refused."""
    lab.open_notebook(three_humans)
    lab.run_all()
    wait_board(page, history=0)
    assert page.locator(f"{ROOT} .gnb-turn-title").inner_text().startswith("Ann")
    assert page.locator(f"{ROOT} .gnb-h-cell.gnb-h-lit").count() == len(lab.kernel_eval("w.legal['targets']")) == 118
    assert board_js(page, "r.dataset.lit") == "118"
    assert not page.locator(f"{ROOT} .gnb-lang").is_visible()  # herds speaks one language
    lab.screenshot("herds-board-start")

    # square, then terrain: click c3, the chooser opens with the terrains Python lists, pick forest (dice)
    page.locator(f"{ROOT} .gnb-h-cell.gnb-h-lit[data-square='{C3}']").click()
    chooser = page.locator(f"{ROOT} .gnb-h-chooser")
    chooser.locator("button.gnb-opt").nth(5).wait_for(state="visible")
    assert chooser.locator("button.gnb-opt[data-mode='dice']").count() == 2  # forest and savannah
    assert chooser.locator("button.gnb-opt[data-mode='one']").count() == 4
    assert chooser.locator(".gnb-chooser-title").inner_text() == "A tile on c3"
    assert chooser.locator(".gnb-chooser-sub").count() == 2  # the two headings
    lab.screenshot("herds-board-chooser")
    chooser.locator("button.gnb-opt[data-mode='dice'][data-terrain='forest']").click()
    wait_board(page, history=1)
    assert lab.wait_for_kernel("w.history_len == 1")
    assert lab.kernel_eval(f"w.game.state.cells[{C3}]") == 1 == cell_code(page, C3)  # forest (0), reptile (0)
    assert lab.kernel_eval("w.game.narration()[-1]") in page.locator(f"{ROOT} .gnb-loglist").inner_text()
    assert page.locator(f"{ROOT} .gnb-turn .gnb-h-tbtn.gnb-lit[data-mode='dice']").count() == 1  # savannah left

    # terrain, then square: pick savannah under the dice, then click d3
    page.locator(f"{ROOT} .gnb-turn .gnb-h-tbtn.gnb-lit[data-terrain='savannah']").click()
    page.locator(f"{ROOT} .gnb-turn .gnb-h-tbtn.gnb-picked[data-terrain='savannah']").wait_for()
    assert board_js(page, "r.dataset.armed") == "dice:savannah"
    page.locator(f"{ROOT} .gnb-h-cell[data-square='{D3}']").hover()
    assert page.locator(f"{ROOT} .gnb-h-ghost").count() == 1  # the tile, faint, under the pointer
    page.locator(f"{ROOT} .gnb-h-cell[data-square='{D3}']").click()
    wait_board(page, history=2)
    assert lab.kernel_eval(f"w.game.state.cells[{D3}]") == 5 == cell_code(page, D3)  # savannah (1), reptile
    assert lab.kernel_eval("w.game.actor") == 1
    assert page.locator(f"{ROOT} .gnb-turn-title").inner_text().startswith("Bo")
    # the area outlines: c3 (forest) and d3 (savannah) are two areas of one tile each
    assert lab.kernel_eval("sorted(h[6] for h in w.view['herd_rows'])") == [[C3], [D3]]
    assert page.locator(f"{ROOT} path.gnb-h-arealine").count() == 1

    # an illegal click: a volcano. The rule's own sentence, nothing changes.
    before = lab.kernel_eval("w.game.notation()")
    page.locator(f"{ROOT} .gnb-h-cell[data-square='{F1}']").click()
    expected = lab.kernel_eval("CATALOGUE.render('refuse.volcano', 'en', {'square': 'f1'})")
    assert shown_error(page) == expected == lab.kernel_eval("w.error")
    assert lab.kernel_eval("w.game.notation()") == before and lab.kernel_eval("w.history_len") == 2
    assert board_js(page, "r.dataset.history") == "2" and cell_code(page, F1) == -1
    page.wait_for_timeout(400)  # the sentence also appears beside the click
    lab.screenshot("herds-board-refused")

    # an unlit terrain: Bo rolled mountain twice, so a forest tile from the dice is refused, in words
    assert lab.kernel_eval("w.view['legal']['dice_terrains']") == ["mountain"]
    page.locator(f"{ROOT} .gnb-turn .gnb-h-tbtn.gnb-unlit[data-mode='dice'][data-terrain='forest']").click()
    expected = lab.kernel_eval(
        "w.game.why_not(Place(min(int(k[3:]) for k in w.legal['targets']), 'forest')).message('en')"
    )
    wait_js(page, f"r.querySelector('.gnb-error').innerText.trim() === {expected!r}")
    assert "mountain" in expected and lab.kernel_eval("w.history_len") == 2

    # a lit terrain picked now clears that refusal (and changes nothing); Escape drops the pick
    page.locator(f"{ROOT} .gnb-turn .gnb-h-tbtn.gnb-lit[data-mode='dice'][data-terrain='mountain']").click()
    wait_js(page, "r.querySelector('.gnb-error').hidden && r.dataset.armed === 'dice:mountain'")
    assert lab.kernel_eval("w.error") == "" and lab.kernel_eval("w.history_len") == 2
    lab.screenshot("herds-board-picked")
    page.keyboard.press("Escape")
    wait_js(page, "r.dataset.armed === ''")

    # the scoring overlay on demand ("if the game ended now"): a card per scoring area (none yet)
    page.locator(f"{ROOT} .gnb-h-scoring-btn").click()
    wait_js(page, "r.dataset.scoring === '1'")
    assert lab.wait_for_kernel("w.scoring is True and w.prefs == {'scoring': True}")
    assert page.locator(f"{ROOT} .gnb-h-card").count() == 0
    assert page.locator(f"{ROOT} .gnb-h-cards").is_visible()
    lab.kernel_exec("w.scoring = False")  # and from Python: the board follows
    wait_js(page, "r.dataset.scoring === '0'")
    assert not page.locator(f"{ROOT} .gnb-h-cards").is_visible()
    assert lab.console_errors == []


@pytest.fixture
def against_a_bot(tmp_path):
    return make_notebook(
        tmp_path / "herds_board_bots.ipynb",
        (
            "from genesis_nb.herds import board, new_game\n"
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
    play.locator(".gnb-turn .gnb-h-tbtn.gnb-lit[data-mode='one'][data-terrain='wetland']").click()
    play.locator(f".gnb-h-cell.gnb-h-lit[data-square='{E5}']").click()
    assert lab.wait_for_kernel("w.history_len >= 1 and w.game.actor == 0", timeout=30)
    n = lab.kernel_eval("w.history_len")
    assert n in (2, 3)  # the bot placed one or two tiles
    wait_board(page, history=n)
    assert lab.kernel_eval(f"w.game.state.cells[{E5}]") == 13 == cell_code(page, E5)  # wetland (3), seat 0
    bot_squares = lab.kernel_eval("[s.action.square for s in w.game.steps[1:]]")
    for sq in bot_squares:  # the bot's tiles are drawn, ringed as the last turn
        assert cell_code(page, sq) > 0
    assert play.locator(".gnb-h-lastring").count() == len(bot_squares)

    # undo: back to Ann's decision (the bot's tiles go too)
    play.locator(".gnb-undo").click()
    wait_board(page, history=0)
    assert lab.kernel_eval("w.history_len") == 0 and lab.kernel_eval("w.game.can_redo")
    play.locator(".gnb-redo").click()
    wait_board(page, history=n)

    # the side panels: the players (points if the game ended now, tiles left per terrain), history, log
    rows = play.locator(".gnb-players .gnb-prow")
    assert rows.count() == 2 and "Ann" in rows.nth(0).inner_text() and "Bot" in rows.nth(1).inner_text()
    left = lab.kernel_eval("[p['tiles_left'] for p in w.view['players']]")
    chips = rows.nth(0).locator(".gnb-h-leftchip")
    assert [chips.nth(k).inner_text().split()[-1] for k in range(4)] == [
        str(left[0][t]) for t in ("forest", "savannah", "mountain", "wetland")
    ]
    assert play.locator(".gnb-legendbar .gnb-leg").count() >= 12
    play.locator(".gnb-players").scroll_into_view_if_needed()
    lab.screenshot("herds-board-panels")

    # the final board: the game is over, the scoring overlay is on, one card per scoring area
    final.scroll_into_view_if_needed()
    assert final.evaluate("r => r.dataset.scoring") == "1"
    scoring_areas = lab.kernel_eval("len(final.view['order'])")
    assert final.locator(".gnb-h-card").count() == scoring_areas > 0
    totals = lab.kernel_eval("{p['name']: p['points'] for p in final.view['players']}")
    assert list(totals.values()) == lab.kernel_eval("list(done.scores().totals.values())")
    table = final.locator(".gnb-turn .gnb-scores").inner_text()
    for name, pts in totals.items():
        assert name in table and str(pts) in table
    tags = final.locator(".gnb-h-points").count()
    assert tags == lab.kernel_eval("sum(1 for h in final.view['herd_rows'] if h[5] > 0)")
    reason = lab.kernel_eval("final.view['end_words']")
    assert reason in final.locator(".gnb-turn").inner_text()
    final.locator(".gnb-h-board").scroll_into_view_if_needed()
    lab.screenshot("herds-board-final")

    # the history slider shows an earlier position of the finished game; the game is unchanged
    final.evaluate("""r => { const s = r.querySelector('.gnb-slider'); s.value = '20';
                             s.dispatchEvent(new Event('change')); }""")
    wait_js(page, "r.dataset.ply === '20'", nth=1)
    assert final.locator(".gnb-pastbar").is_visible()
    codes = final.evaluate("r => [...r.querySelectorAll('.gnb-h-cell')].map(c => Number(c.dataset.code))")
    assert codes == lab.kernel_eval("list(done.state_at(20).cells)")
    assert lab.kernel_eval("final.history_len") == lab.kernel_eval("len(done.steps)")
    lab.screenshot("herds-board-history")
    assert lab.console_errors == []
