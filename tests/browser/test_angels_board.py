"""The angels board in a real browser: JupyterLab + Chromium, clicks on the board reach the rules model.

Each test writes a small notebook that shows the board, runs all its cells in a fresh kernel, clicks on
the board and checks both sides: the board shows the new position AND the Python game has it; a refused
click shows the rule's sentence and changes nothing; the browser console stays free of errors.
Screenshots go to tests/browser/screenshots/angels-board-*.png.
"""

from __future__ import annotations

import nbformat
import pytest

pytestmark = pytest.mark.browser

ROOT = ".gnb-angels"


def make_notebook(path, setup: str) -> str:
    nb = nbformat.v4.new_notebook()
    nb.cells = [
        nbformat.v4.new_markdown_cell("# The angels board (browser test)"),
        nbformat.v4.new_code_cell(setup),
        nbformat.v4.new_code_cell("w"),
    ]
    nbformat.write(nb, str(path))
    return path


def wait_board(page, history: int | None = None, timeout: float = 30_000) -> None:
    """Wait until the board has drawn (and, with ``history``, drawn the position after that many actions)."""
    page.wait_for_selector(f"{ROOT} svg.gnb-board .gnb-square", timeout=timeout)
    if history is not None:
        page.wait_for_function(
            f"() => {{ const r = document.querySelector('{ROOT}'); return r && r.dataset.history === '{history}'; }}",
            timeout=timeout,
        )


def board_data(page) -> dict:
    return page.evaluate(f"() => Object.assign({{}}, document.querySelector('{ROOT}').dataset)")


def visible_error(page, timeout: float = 15_000) -> str:
    box = page.locator(f"{ROOT} .gnb-error")
    box.wait_for(state="visible", timeout=timeout)
    return box.inner_text().strip()


def tokens_on(page, track: int) -> list[int]:
    """Angel ids whose token the board put on ``track`` (left to right)."""
    return page.evaluate(
        """(track) => [...document.querySelectorAll(`.gnb-angels .gnb-token[data-track="${track}"]`)]
              .sort((a, b) => Number(a.dataset.square) - Number(b.dataset.square))
              .map(t => Number(t.dataset.angel))""",
        track,
    )


@pytest.fixture
def three_humans(tmp_path):
    return make_notebook(
        tmp_path / "angels_board_setup.ipynb",
        ("from genesis_nb.angels import board, CATALOGUE\nw = board(players=['Ann', 'Bo', 'Cy'], seed=1)\n"),
    )


def test_clicks_play_the_setup_and_a_turn_and_refusals_change_nothing(lab, page, three_humans):
    """A-SETUP-CUBE, A-GATHER by clicking; A-SETUP-CUBE and A-MOVE-ROUND1 refusals shown as the rules say."""
    lab.open_notebook(three_humans)
    lab.run_all()
    wait_board(page, history=0)
    assert page.locator(f"{ROOT} .gnb-turn-title").inner_text().startswith("Ann")
    lab.screenshot("angels-board-setup")

    # a legal click: Ann takes a chaos cube
    lit = page.locator(f"{ROOT} .gnb-cube-btn.gnb-lit[data-essence='0']")
    lit.click()
    wait_board(page, history=1)
    assert lab.wait_for_kernel("w.history_len == 1")
    assert lab.kernel_eval("w.game.state.hands[0]") == [1, 0, 0]
    # the board shows it: Ann's cubes read C1 M0 L0, Bo is to play, the log tells it
    ann_hand = page.locator(f"{ROOT} .gnb-prow[data-seat='0'] .gnb-phand").inner_text().replace("\n", "")
    assert ann_hand == "C1M0L0"
    assert page.locator(f"{ROOT} .gnb-turn-title").inner_text().startswith("Bo")
    assert lab.kernel_eval("w.game.narration()[-1]") in page.locator(f"{ROOT} .gnb-loglist").inner_text()

    # an illegal click: moving to day III during the set-up
    before = lab.kernel_eval("w.game.notation()")
    page.locator(f"{ROOT} .gnb-label[data-track='3']").click()
    expected = lab.kernel_eval("CATALOGUE.render('refuse.setup_first', 'en', {})")
    assert visible_error(page) == expected
    assert lab.kernel_eval("w.error") == expected
    assert lab.kernel_eval("w.game.notation()") == before and lab.kernel_eval("w.history_len") == 1
    assert board_data(page)["history"] == "1"
    page.wait_for_timeout(500)
    lab.screenshot("angels-board-refused")

    # the rest of the set-up, then round 1: nobody may leave the void, gathering is lit
    page.locator(f"{ROOT} .gnb-cube-btn[data-essence='1']").click()
    wait_board(page, history=2)
    page.locator(f"{ROOT} .gnb-cube-btn[data-essence='2']").click()
    wait_board(page, history=3)
    assert page.locator(f"{ROOT} .gnb-error").is_hidden()  # cleared by the good clicks
    page.locator(f"{ROOT} .gnb-row[data-track='2'] .gnb-label").click()
    expected = lab.kernel_eval("CATALOGUE.render('refuse.move_round1', 'en', {})")
    assert visible_error(page) == expected
    assert lab.kernel_eval("w.history_len") == 3

    lit_squares = page.locator(f"{ROOT} .gnb-square.gnb-lit")
    assert lit_squares.count() == lab.kernel_eval("len([k for k in w.legal['targets'] if k.startswith('sq:')])") >= 1
    first = lit_squares.first
    square = int(first.get_attribute("data-square"))
    first.click()
    if page.locator(f"{ROOT} .gnb-chooser").is_visible():  # several ways: the chooser lists them all
        page.locator(f"{ROOT} .gnb-chooser button.gnb-opt").first.click()
    wait_board(page, history=4)
    assert lab.wait_for_kernel("w.history_len == 4")
    step = lab.kernel_eval("w.game.rules.registry.to_json(w.game.steps[-1].action)")
    assert step["type"] == "gather" and step["square"] == square  # Ann gathers on the square clicked
    assert page.locator(f"{ROOT} .gnb-error").is_hidden()
    assert lab.console_errors == []


@pytest.fixture
def against_bots(tmp_path):
    # A mid-game position where Ann (seat 0, human) may switch places before gathering; two bots.
    return make_notebook(
        tmp_path / "angels_board_bots.ipynb",
        (
            "from genesis_nb.angels import board, new_game\n"
            "from genesis_nb.angels.bots import GreedyBot\n"
            "g = new_game(['Ann', 'Bo', 'Cy', 'Dee'], seed=5)\n"
            "b = GreedyBot(1)\n"
            "while len(g.steps) < 40 or g.actor != 0:\n"
            "    g.play(b.choose(g))\n"
            "w = board(g, bots={1: 'greedy', 2: 'random', 3: 'greedy'}, bot_delay=150)\n"
        ),
    )


def test_switching_chooser_bots_undo_history_and_dutch(lab, page, against_bots):
    """A-SWITCH with a payment chooser; the bots answer; undo; the history slider; lang='nl'."""
    lab.open_notebook(against_bots)
    lab.run_all()
    n0 = lab.kernel_eval("w.history_len")
    wait_board(page, history=n0)
    lab.screenshot("angels-board-midgame")

    # a lit square reached by switching, with several ways to pay: the chooser asks
    here = lab.kernel_eval("w.game.state.tracks[w.game.state.where[0]].index(0)")
    keys = lab.kernel_eval("[[k, v[0]] for k, v in w.legal['targets'].items() if k.startswith('sq:')]")
    key, n = next([k, n] for k, n in keys if n > 1 and int(k.split(":")[2]) != here)
    _, track, square = key.split(":")
    page.locator(f"{ROOT} .gnb-square.gnb-lit[data-track='{track}'][data-square='{square}']").click()
    chooser = page.locator(f"{ROOT} .gnb-chooser")
    chooser.wait_for(state="visible")
    assert chooser.locator("button.gnb-opt").count() == n  # every payment and yield, as Python lists them
    lab.screenshot("angels-board-chooser")
    chooser.locator("button.gnb-opt").first.click()
    # Ann's action is played, then the three bots move one by one (shown as they happen)
    assert lab.wait_for_kernel(f"w.history_len >= {n0 + 1}")
    step = lab.kernel_eval(f"w.game.rules.registry.to_json(w.game.steps[{n0}].action)")
    assert step["type"] == "gather" and step["square"] == int(square) and sum(step["pay"]) >= 1
    assert lab.wait_for_kernel(f"w.history_len == {n0 + 4} and w.game.actor == 0", timeout=30)
    wait_board(page, history=n0 + 4)
    assert page.locator(f"{ROOT} .gnb-turn-title").inner_text().startswith("Your turn, Ann")  # Ann plays at this screen

    # undo: back to Ann's decision before her move (the bots' moves go too)
    page.locator(f"{ROOT} .gnb-undo").click()
    wait_board(page, history=n0)
    assert lab.kernel_eval("w.history_len") == n0 and lab.kernel_eval("w.game.can_redo")

    # the history slider shows an earlier position; the game itself is unchanged
    page.evaluate(f"""() => {{
        const s = document.querySelector('{ROOT} .gnb-slider');
        s.value = '10'; s.dispatchEvent(new Event('change'));
    }}""")
    page.wait_for_function(f"() => document.querySelector('{ROOT}').dataset.ply === '10'")
    assert page.locator(f"{ROOT} .gnb-pastbar").is_visible()
    lab.screenshot("angels-board-history")
    assert lab.kernel_eval("w.ply") == 10 and lab.kernel_eval("w.history_len") == n0
    for t in range(8):
        assert tokens_on(page, t) == lab.kernel_eval(f"w.game.state_at(10).tracks[{t}]")
    page.locator(f"{ROOT} .gnb-present").click()
    page.wait_for_function(f"() => document.querySelector('{ROOT}').dataset.ply === '{n0}'")

    # Dutch: every label and the rules' sentences
    page.locator(f"{ROOT} .gnb-lang").click()
    page.locator(f"{ROOT} .gnb-pass", has_text="Passen").wait_for()
    assert lab.kernel_eval("w.lang") == "nl"
    page.locator(f"{ROOT} .gnb-row[data-track='7'] .gnb-label").click()
    expected = lab.kernel_eval(
        "w.game.why_not(w.game.rules.registry.from_json({'type': 'move', 'to': 7})).message('nl')"
    )
    assert visible_error(page) == expected
    page.wait_for_timeout(500)  # the sentence also appears beside the click
    lab.screenshot("angels-board-nl")
    assert lab.console_errors == []
