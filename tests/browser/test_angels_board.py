"""The angels board in a real browser: JupyterLab + Chromium, clicks on the board reach the rules model.

Each test writes a small notebook that shows the board, runs all its cells in a fresh kernel, clicks on
the board and checks both sides: the board shows the new position AND the Python game has it; a refused
click shows the rule's sentence and changes nothing; the browser console stays free of errors.
The board is the game's picture (genesis_nb/angels/picture.py, the notebooks' static picture), shown by the
shared drawn board (js/shell_drawing.js): a key lies over each thing the picture marks (`cube:<essence>`,
`sq:<track>:<square>`, `track:<t>`, `work:<day>`, `pass`).
Screenshots go to tests/browser/screenshots/angels-board-*.png.
"""

from __future__ import annotations

import nbformat
import pytest

pytestmark = pytest.mark.browser

ROOT = ".gnb-drawn"
#: day III's work: gray stands on day III with 3 chaos, 3 matter and 4 life, so there are several ways to pay
WORK_POSITION = (
    "angels players=gray,purple,yellow,pink god=III-morning phase=turns start=gray turn=gray stock=10.10.9 "
    "hands=3.3.4/1.1.1/1.1.1/1.1.1 void=pu,ye,pk,DA I=- II=- III=gy IV=- V=- VI=- VII=- "
    "wI=- wII=- wIII=- wIV=- wV=- wVI=-"
)


def make_notebook(path, setup: str) -> str:
    nb = nbformat.v4.new_notebook()
    nb.cells = [
        nbformat.v4.new_markdown_cell("# The angels board (browser test)"),
        nbformat.v4.new_code_cell(setup),
        nbformat.v4.new_code_cell("w"),
    ]
    nbformat.write(nb, str(path))
    return path


def wait_js(page, expr: str, timeout: float = 30_000) -> None:
    """Wait until ``expr`` (``r`` = the board's root) is true in the page."""
    page.wait_for_function(
        f"() => {{ const r = document.querySelector('{ROOT}'); return !!(r && ({expr})); }}", timeout=timeout
    )


def wait_board(page, history: int | None = None, timeout: float = 30_000) -> None:
    """Wait until the board has drawn (and, with ``history``, drawn the position after that many actions)."""
    wait_js(
        page,
        "r.querySelector('.gnb-key')" + ("" if history is None else f" && r.dataset.history === '{history}'"),
        timeout,
    )


def key(page, k: str):
    return page.locator(f"{ROOT} .gnb-key[data-key='{k}']")


def drawn_text(page) -> str:
    """Every text of the picture shown, joined."""
    return " ".join(page.locator(f"{ROOT} .gnb-drawing svg text").all_text_contents())


def visible_error(page, timeout: float = 15_000) -> str:
    box = page.locator(f"{ROOT} .gnb-error")
    box.wait_for(state="visible", timeout=timeout)
    return box.inner_text().strip()


@pytest.fixture
def three_humans(tmp_path):
    return make_notebook(
        tmp_path / "angels_board_setup.ipynb",
        ("from genesis_nb.angels import board, CATALOGUE\nw = board(players=['Ann', 'Bo', 'Cy'], seed=1)\n"),
    )


def test_clicks_play_the_setup_and_a_turn_and_refusals_change_nothing(lab, page, three_humans):
    """A-SETUP-CUBE, A-GATHER, A-PASS by clicking; A-SETUP-CUBE and A-MOVE-ROUND1 refusals as the rules say."""
    lab.open_notebook(three_humans)
    lab.run_all()
    wait_board(page, history=0)
    assert page.locator(f"{ROOT} .gnb-turn-title").inner_text().startswith("Ann")
    lit = page.locator(f"{ROOT} .gnb-key.gnb-lit")
    assert sorted(lit.evaluate_all("els => els.map(e => e.dataset.key)")) == ["cube:0", "cube:1", "cube:2"]
    assert page.locator(f"{ROOT} .gnb-key").count() == 56 + 8 + 6 + 3  # squares, tracks, work tracks, cubes
    assert "Take a starting cube of any essence:" in drawn_text(page)
    lab.screenshot("angels-board-setup")

    # a legal click: Ann takes a chaos cube from the picture's set-up row
    key(page, "cube:0").click()
    wait_board(page, history=1)
    assert lab.wait_for_kernel("w.history_len == 1")
    assert lab.kernel_eval("w.game.state.hands[0]") == [1, 0, 0]
    assert "Bo to play" in drawn_text(page)  # the picture shows it: Bo's turn
    assert page.locator(f"{ROOT} .gnb-turn-title").inner_text().startswith("Bo")
    assert lab.kernel_eval("w.game.narration()[-1]") in page.locator(f"{ROOT} .gnb-loglist").inner_text()

    # an illegal click: moving to day III during the set-up
    before = lab.kernel_eval("w.game.notation()")
    key(page, "track:3").click()
    expected = lab.kernel_eval("CATALOGUE.render('refuse.setup_first', 'en', {})")
    assert visible_error(page) == expected == lab.kernel_eval("w.error")
    assert lab.kernel_eval("w.game.notation()") == before and lab.kernel_eval("w.history_len") == 1
    page.wait_for_timeout(500)
    lab.screenshot("angels-board-refused")

    # the rest of the set-up, then round 1: nobody may leave the void, gathering is lit
    key(page, "cube:1").click()
    wait_board(page, history=2)
    key(page, "cube:2").click()
    wait_board(page, history=3)
    assert page.locator(f"{ROOT} .gnb-error").is_hidden()  # cleared by the good clicks
    assert page.locator(f"{ROOT} .gnb-key[data-key^='cube:']").count() == 0  # the set-up's row is gone
    key(page, "track:2").click()
    assert visible_error(page) == lab.kernel_eval("CATALOGUE.render('refuse.move_round1', 'en', {})")
    assert lab.kernel_eval("w.history_len") == 3

    lit_squares = page.locator(f"{ROOT} .gnb-key.gnb-lit[data-key^='sq:']")
    assert lit_squares.count() == lab.kernel_eval("len([k for k in w.legal['targets'] if k.startswith('sq:')])") >= 1
    square = int(lit_squares.first.get_attribute("data-key").split(":")[2])
    lit_squares.first.click()
    if page.locator(f"{ROOT} .gnb-chooser").is_visible():  # several ways: the chooser lists them all
        page.locator(f"{ROOT} .gnb-chooser button.gnb-opt").first.click()
    wait_board(page, history=4)
    assert lab.wait_for_kernel("w.history_len == 4")
    step = lab.kernel_eval("w.game.rules.registry.to_json(w.game.steps[-1].action)")
    assert step["type"] == "gather" and step["square"] == square  # Bo gathers on the square clicked

    # pass: the button at the end of the picture's turn line, named by what it does and costs
    button = key(page, "pass")
    assert button.get_attribute("aria-label") == "Pass: you take no action this turn (it costs nothing)"
    assert page.locator(f"{ROOT} .gnb-actions button").count() == 0  # nothing left to put under the board
    button.click()
    wait_board(page, history=5)
    assert lab.kernel_eval("w.game.rules.registry.to_json(w.game.steps[-1].action)") == {"type": "pass"}
    assert page.locator(f"{ROOT} .gnb-error").is_hidden()
    assert lab.console_errors == []


@pytest.fixture
def day_work(tmp_path):
    return make_notebook(
        tmp_path / "angels_board_work.ipynb",
        f"from genesis_nb.angels import board, from_position\nw = board(from_position({WORK_POSITION!r}))\n",
    )


def test_the_days_work_chooser_lists_each_payment_in_words(lab, page, day_work):
    """A-WORK, A-EXCHANGE: the work track, then one of the payments, each named in words (which cubes, how many)."""
    lab.open_notebook(day_work)
    lab.run_all()
    wait_board(page, history=0)
    n = lab.kernel_eval("w.legal['targets']['work:3'][0]")
    key(page, "work:3").click()
    chooser = page.locator(f"{ROOT} .gnb-chooser")
    chooser.locator("button.gnb-opt").nth(n - 1).wait_for(state="visible")
    assert chooser.locator("button.gnb-opt").count() == n > 3
    assert chooser.locator(".gnb-chooser-title").inner_text().startswith(f"The work of day III: {n} ways to pay")
    labels = chooser.locator("button.gnb-opt").all_inner_texts()
    assert labels[0] == "Do the work of day III: you pay 4 life (4 cubes)"
    lab.screenshot("angels-board-chooser-work")
    chooser.locator(
        "button.gnb-opt", has_text="you pay 3 matter and 3 life (6 cubes: 3 matter stand in for 1 life)"
    ).click()
    wait_board(page, history=1)
    assert lab.kernel_eval("w.game.rules.registry.to_json(w.game.steps[-1].action)") == {
        "type": "day_work",
        "day": 3,
        "pay": [0, 3, 3],
    }
    assert lab.kernel_eval("w.game.state.hands[0]") == [3, 0, 1]
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
    """A-SWITCH with a payment chooser; the bots answer; undo; the history slider; the language button."""
    lab.open_notebook(against_bots)
    lab.run_all()
    n0 = lab.kernel_eval("w.history_len")
    wait_board(page, history=n0)
    lab.screenshot("angels-board-midgame")

    # a lit square reached by switching, with several ways to pay: the chooser asks, in words
    here = lab.kernel_eval("w.game.state.tracks[w.game.state.where[0]].index(0)")
    keys = lab.kernel_eval("[[k, v[0]] for k, v in w.legal['targets'].items() if k.startswith('sq:')]")
    k, n = next([k, n] for k, n in keys if n > 1 and int(k.split(":")[2]) != here)
    square = int(k.split(":")[2])
    key(page, k).click()
    chooser = page.locator(f"{ROOT} .gnb-chooser")
    chooser.wait_for(state="visible")
    assert chooser.locator("button.gnb-opt").count() == n  # every payment and yield, as Python lists them
    assert chooser.locator(".gnb-chooser-title").inner_text().startswith(f"Square {square + 1}: {n} ways")
    assert all(t.startswith("Pay ") for t in chooser.locator("button.gnb-opt").all_inner_texts())
    lab.screenshot("angels-board-chooser")
    chooser.locator("button.gnb-opt").first.click()
    # Ann's action is played, then the three bots move one by one (shown as they happen)
    assert lab.wait_for_kernel(f"w.history_len >= {n0 + 1}")
    step = lab.kernel_eval(f"w.game.rules.registry.to_json(w.game.steps[{n0}].action)")
    assert step["type"] == "gather" and step["square"] == square and sum(step["pay"]) >= 1
    assert lab.wait_for_kernel(f"w.history_len == {n0 + 4} and w.game.actor == 0", timeout=30)
    wait_board(page, history=n0 + 4)
    assert page.locator(f"{ROOT} .gnb-turn-title").inner_text().startswith("Your turn, Ann")

    # undo: back to Ann's decision before her move (the bots' moves go too)
    page.locator(f"{ROOT} .gnb-undo").click()
    wait_board(page, history=n0)
    assert lab.kernel_eval("w.history_len") == n0 and lab.kernel_eval("w.game.can_redo")

    # the history slider shows an earlier position (its round drawn); the game itself is unchanged
    page.evaluate(f"""() => {{
        const s = document.querySelector('{ROOT} .gnb-slider');
        s.value = '10'; s.dispatchEvent(new Event('change'));
    }}""")
    wait_js(page, "r.dataset.ply === '10'")
    assert page.locator(f"{ROOT} .gnb-pastbar").is_visible()
    assert lab.kernel_eval("w.ply") == 10 and lab.kernel_eval("w.history_len") == n0
    round10 = lab.kernel_eval("w.game.rules.view(w.game.state_at(10))['round']")
    wait_js(page, f"r.querySelector('.gnb-drawing svg').textContent.includes('Round {round10} of 21')")
    lab.screenshot("angels-board-history")
    page.locator(f"{ROOT} .gnb-present").click()
    wait_js(page, f"r.dataset.ply === '{n0}'")

    # Dutch: the picture, every label and the rules' sentences follow the language button
    page.locator(f"{ROOT} .gnb-lang").click()
    assert lab.wait_for_kernel("w.lang == 'nl'")
    wait_js(page, "r.querySelector(\".gnb-key[data-key='pass']\").getAttribute('aria-label').startsWith('Passen: je')")
    wait_js(page, "r.querySelector('.gnb-drawing svg').textContent.includes('Genesis: de engelen')")
    assert "Leegte" in drawn_text(page) and "Round" not in drawn_text(page)
    # each key is named by the picture (what it is), then what a click there does
    label = key(page, "track:0").evaluate("e => e.getAttribute('aria-label')")
    assert lab.kernel_eval("w.legal['targets']['track:0'][1]") == "Ga naar de leegte"
    assert label == "Leegte (geactiveerd): Ga naar de leegte"
    assert key(page, "track:7").evaluate("e => e.getAttribute('aria-label')") == "Dag VII (nog niet geactiveerd)"
    key(page, "track:7").click()
    expected = lab.kernel_eval(
        "w.game.why_not(w.game.rules.registry.from_json({'type': 'move', 'to': 7})).message('nl')"
    )
    assert visible_error(page) == expected
    page.wait_for_timeout(500)  # the sentence also appears beside the click
    lab.screenshot("angels-board-nl")
    assert lab.console_errors == []
