"""The planet board in a real browser: JupyterLab + Chromium, clicks on the board reach the rules model.

The board is the game's picture (genesis_nb/planet/picture.py, drawn from what the observer may know),
shown by the shared drawn board (js/shell_drawing.js): a key lies over each pawn of the deciding player's
hand (`hand:<slot>`), each continent (`cont:<c>`) and each space (`space:<id>`); a place is the pawn, then
the space; an exchange or a bacterium's move two spaces. Each test writes a small notebook that shows the
board, runs it in a fresh kernel, clicks on the board and checks both sides: the board shows the new
position AND the Python game has it; the hand-off screen stands between two human players, and the player
who just drew a pawn sees it (and passes the screen on) before the next player gets the screen; a refused
click shows the rules' sentence and changes nothing; the browser console stays free of errors.
Screenshots: tests/browser/screenshots/planet-board-*.png.
"""

from __future__ import annotations

import nbformat
import pytest

pytestmark = pytest.mark.browser

ROOT = ".gnb-drawn"


def make_notebook(path, setup: str) -> str:
    nb = nbformat.v4.new_notebook()
    nb.cells = [
        nbformat.v4.new_markdown_cell("# The planet board (browser test)"),
        nbformat.v4.new_code_cell(setup),
        nbformat.v4.new_code_cell("w"),
    ]
    nbformat.write(nb, str(path))
    return path


def wait_board(page, timeout: float = 30_000, **expect) -> None:
    """Wait until the board has drawn its keys, and its root's data (``history``, ``observer``, ``actor``) says
    ``expect``."""
    page.wait_for_selector(f"{ROOT} svg.gnb-board .gnb-key", timeout=timeout)
    if expect:
        cond = " && ".join(f"r.dataset.{k} === '{v}'" for k, v in expect.items())
        page.wait_for_function(
            f"() => {{ const r = document.querySelector('{ROOT}'); return r && {cond}; }}", timeout=timeout
        )


def key(page, k: str):
    return page.locator(f"{ROOT} .gnb-key[data-key='{k}']")


def lit(page, k: str) -> bool:
    return "gnb-lit" in (key(page, k).get_attribute("class") or "")


def drawn_text(page) -> str:
    """Every text of the picture shown, joined."""
    return " ".join(page.locator(f"{ROOT} .gnb-drawing svg text").all_text_contents())


def visible_error(page, timeout: float = 15_000) -> str:
    box = page.locator(f"{ROOT} .gnb-error")
    box.wait_for(state="visible", timeout=timeout)
    return box.inner_text().strip()


def ready(page, lab, seat: int) -> None:
    """Pass the screen: the hand-off card names the seat; click "ready" and wait for that seat's eyes."""
    card = page.locator(f"{ROOT} .gnb-handoff")
    card.wait_for(state="visible")
    name = lab.kernel_eval(f"w.game.players[{seat}]")
    assert f"Pass the screen to {name}" in card.inner_text()
    card.locator(".gnb-ready").click()
    wait_board(page, observer=str(seat))


def show(page) -> None:
    """Scroll the picture's top (its title and what to do) to the top of the page, for a screenshot."""
    page.evaluate(f"() => document.querySelector('{ROOT} .gnb-drawing').scrollIntoView({{block: 'start'}})")


def space(lab, label: str) -> int:
    return lab.kernel_eval(f"w.game.rules.labels.index({label!r})")


def tags(lab, seat) -> list[str]:
    """The need tags of ``seat``'s hand as that seat knows them."""
    return lab.kernel_eval(
        "[__import__('genesis_nb.planet.ui', fromlist=['x']).need_short(h['need']) "
        f"for h in w.game.rules.view(w.game.state, {seat})['players'][{seat}]['hand'] if 'need' in h]"
    )


@pytest.fixture
def hot_seat(tmp_path):
    return make_notebook(
        tmp_path / "planet_board_hot_seat.ipynb",
        ("from genesis_nb.planet import board, new_game\nw = board(new_game(['Ann', 'Bo'], seed=1))\n"),
    )


def test_hot_seat_indicate_designate_place_by_clicking_and_a_refused_click(lab, page, hot_seat):
    """P-INDICATE, P-DESIGNATE (by the previous player, after a hand-off), P-PLACE by clicking the pawn, then
    the space; a P-PLACE refusal shows the rules' sentence and changes nothing; P-DRAW: the pawn just drawn is
    shown to the one who drew it before the screen passes on."""
    lab.open_notebook(hot_seat)
    lab.run_all()
    wait_board(page, history="0", observer="public")
    first = lab.kernel_eval("w.game.actor")
    other = 1 - first
    mine = tags(lab, first)
    assert len(mine) == 3 and not any(t in drawn_text(page) for t in mine)  # nobody at the screen yet
    page.locator(ROOT).scroll_into_view_if_needed()
    lab.screenshot("planet-board-handoff")
    ready(page, lab, first)
    assert all(t in drawn_text(page) for t in mine)  # the first player's own needs, in the hand row

    # step 1: indicate the third pawn by clicking it (nothing private learnt: the hand-off comes at once)
    assert lit(page, "hand:2")
    key(page, "hand:2").click()
    wait_board(page, history="1", observer="public")
    assert lab.kernel_eval("w.game.rules.registry.to_json(w.game.steps[0].action)") == {"type": "indicate", "slot": 2}

    # step 2: the previous player designates a continent (a click on its box, away from its spaces)
    ready(page, lab, other)
    show(page)
    lab.screenshot("planet-board-designate")
    targets = sorted(lab.kernel_eval("list(w.legal['targets'])"))
    conts = page.locator(f"{ROOT} .gnb-key.gnb-lit[data-key^='cont:']")
    assert conts.count() == len(targets) >= 1
    target = int(conts.first.get_attribute("data-key")[5:])
    conts.first.click(position={"x": 12, "y": 70})
    wait_board(page, history="2", observer="public")
    assert lab.kernel_eval("w.game.state.designated") == target

    # step 3: back to the first player, who places: the pawn, then the space
    ready(page, lab, first)
    assert "designated for" in drawn_text(page)
    assert "Click a pawn of your hand, then a lit space" in drawn_text(page)
    # an illegal click: the indicated pawn, then a space of another continent; the rules' sentence
    before = lab.kernel_eval("w.game.notation()")
    elsewhere = lab.kernel_eval(
        f"next(g for g in range(len(w.game.rules.labels)) if w.game.rules.layout(w.game.state).continent[g] != {target} "
        "and w.game.state.board[g] < 0 and not w.game.rules.layout(w.game.state).white[g] "
        "and w.game.rules.is_open(w.game.state, w.game.rules.layout(w.game.state).continent[g]))"
    )
    colour = lab.kernel_eval(f"w.game.rules.colour[w.game.state.hands[{first}][2]]")
    name = key(page, "hand:2").get_attribute("aria-label")  # the picture names its keys
    assert name.startswith(lab.kernel_eval(f"w.game.players[{first}]") + ": " + colour)
    key(page, "hand:2").click()
    page.wait_for_function(f"() => document.querySelector('{ROOT}').dataset.selected === 'hand:2'")
    assert not lit(page, f"space:{elsewhere}")
    key(page, f"space:{elsewhere}").click()
    expected = lab.kernel_eval(
        f"w.game.why_not(w.game.rules.registry.from_json({{'type': 'place', 'slot': 2, 'space': {elsewhere}, "
        "'need_up': False})).message()"
    )
    assert visible_error(page) == expected and "the continent that was designated" in expected
    assert lab.kernel_eval("w.game.notation()") == before and lab.kernel_eval("len(w.game.steps)") == 2
    page.wait_for_timeout(300)
    show(page)
    lab.screenshot("planet-board-refused")

    # the legal click: the indicated pawn, then a lit space of the designated continent
    key(page, "hand:2").click()
    spaces = page.locator(f"{ROOT} .gnb-key.gnb-lit[data-key^='space:']")
    spaces.first.wait_for()
    g = int(spaces.first.get_attribute("data-key")[6:])
    spaces.first.click()
    assert lab.wait_for_kernel("len(w.game.steps) == 3")
    step = lab.kernel_eval("w.game.rules.registry.to_json(w.game.steps[2].action)")
    assert step == {"type": "place", "slot": 2, "space": g, "need_up": False}

    # the pawn just drawn: the screen stays the first player's, the picture rings it with its need, the log
    # has the private line; a click passes the screen on
    wait_board(page, history="3", observer=str(first))
    assert lab.kernel_eval("w.holding") == first and lab.kernel_eval("w.handoff") is None
    drawn = tags(lab, first)[-1]
    page.wait_for_function(f"() => document.querySelector('{ROOT} .gnb-pass-screen') !== null")
    text = drawn_text(page)
    assert "just drawn" in text and drawn in text
    assert "You drew a pawn whose need is" in page.locator(f"{ROOT} .gnb-loglist").inner_text()
    show(page)
    lab.screenshot("planet-board-drawn")
    page.locator(f"{ROOT} .gnb-pass-screen").click()
    wait_board(page, observer="public")
    page.locator(f"{ROOT} .gnb-handoff").wait_for(state="visible")
    assert "just drawn" in drawn_text(page) and drawn not in drawn_text(page).split("just drawn")[0][-200:]

    # the other player takes the screen: the pawn just placed shows its colour only
    ready(page, lab, other)
    seen = lab.kernel_eval(
        f"[sp['pawn'] for c in w.game.rules.view(w.game.state, {other})['continents'] for sp in c['spaces'] if sp['id'] == {g}][0]"
    )
    assert "need" not in seen
    show(page)
    lab.screenshot("planet-board-placed")
    assert lab.console_errors == []


@pytest.fixture
def oxygen(tmp_path):
    return make_notebook(
        tmp_path / "planet_board_oxygen.ipynb",
        (
            "from genesis_nb.planet import board\n"
            "from genesis_nb.planet.examples import EXAMPLES\n"
            "w = board(EXAMPLES['debate'].start(), bots={1: 'heuristic', 2: 'random'}, bot_delay=200)\n"
        ),
    )


def test_oxygen_need_side_up_look_and_move_by_clicking(lab, page, oxygen):
    """P-OXYGEN, P-OX-LOOK: the oxygen asks which side goes up (the chooser); need side up, look at a pawn
    (only its looker then sees its need), move it."""
    lab.open_notebook(oxygen)
    lab.run_all()
    wait_board(page, history="0", observer="0")
    key(page, "hand:0").click()  # the oxygen
    aw = space(lab, "Aw")
    assert lit(page, f"space:{aw}")
    key(page, f"space:{aw}").click()
    chooser = page.locator(f"{ROOT} .gnb-chooser")
    chooser.wait_for(state="visible")
    options = chooser.locator("button.gnb-opt")
    assert options.count() == 2 and "Which side of the oxygen faces up?" in chooser.inner_text()
    show(page)
    lab.screenshot("planet-board-oxygen-side")
    chooser.locator("button.gnb-opt", has_text="need side up").click()
    wait_board(page, history="1")
    assert lab.kernel_eval("w.game.state.phase") == "look"
    assert lab.kernel_eval(f"w.game.state.up[w.game.state.board[{aw}]]") is True
    a2 = space(lab, "A2")
    key(page, f"space:{a2}").click()
    wait_board(page, history="2")
    need = lab.kernel_eval(
        "__import__('genesis_nb.planet.ui', fromlist=['x']).need_short("
        f"w.game.rules.view(w.game.state, 0)['continents'][0]['spaces'][{a2}]['pawn']['need'])"
    )
    assert need in drawn_text(page) and "a need you know" in drawn_text(page)
    show(page)
    lab.screenshot("planet-board-look")
    key(page, f"space:{space(lab, 'B3')}").click()
    assert lab.wait_for_kernel("len(w.game.steps) >= 3")
    step = lab.kernel_eval("w.game.rules.registry.to_json(w.game.steps[2].action)")
    assert step == {"type": "look_move", "to": space(lab, "B3")}
    assert lab.console_errors == []


@pytest.fixture
def bacterium(tmp_path):
    return make_notebook(
        tmp_path / "planet_board_move.ipynb",
        (
            "from genesis_nb.planet import board\n"
            "from genesis_nb.planet.examples import EXAMPLES\n"
            "w = board(EXAMPLES['move'].start(), bots={0: 'random'}, bot_delay=200)\n"
        ),
    )


def test_a_bacterium_moves_a_pawn_in_two_clicks(lab, page, bacterium):
    """P-BAC-MOVE: a lit pawn, then a lit free space on another continent; a space on the pawn's own
    continent is not lit, nor a taken white space, which the rules refuse in their own words."""
    lab.open_notebook(bacterium)
    lab.run_all()
    wait_board(page, history="0", observer="1")
    key(page, "hand:0").click()
    key(page, "space:6").click()  # B2
    wait_board(page, history="1")
    assert lab.kernel_eval("w.game.state.phase") == "bacteria_move"
    assert lit(page, "space:12")  # C2: a pawn that may move
    key(page, "space:12").click()
    page.wait_for_function(f"() => document.querySelector('{ROOT}').dataset.selected === 'space:12'")
    assert not lit(page, "space:11") and lit(page, "space:2")  # C1 (the same continent) is not, A3 is
    show(page)
    lab.screenshot("planet-board-move")
    bw = space(lab, "Bw")
    assert not lit(page, f"space:{bw}")
    key(page, f"space:{bw}").click()  # a taken white space: refused, in the rules' words
    expected = lab.kernel_eval(
        f"w.game.why_not(w.game.rules.registry.from_json({{'type': 'bacteria_move', 'frm': 12, 'to': {bw}}})).message()"
    )
    assert visible_error(page) == expected
    assert lab.kernel_eval("len(w.game.steps)") == 1
    key(page, "space:12").click()
    key(page, "space:2").click()
    assert lab.wait_for_kernel("len(w.game.steps) >= 2")
    assert lab.kernel_eval("w.game.rules.registry.to_json(w.game.steps[1].action)") == {
        "type": "bacteria_move",
        "frm": 12,
        "to": 2,
    }
    assert lab.console_errors == []


EXCHANGE = (
    "planet players=Ann,Bo faces=EEEE aside=D opened=0 first=0 turn=0 phase=place indicated=0 designated=A "
    "target=- draws=0 board=m2v0,p1v0,w4v0,-,-/w3v0,i2v0,m3v0,-,-,-/p2v0,a2v0,i3v0,-,-,-/-,-,-,-,-,-,- "
    "hands=o3,m1,w1/i1,a1,w2 bag=m4,p3,p4,i4,a3,a4,o1,o2,o4 tray=b1,b2 discarded=- removed=- "
    "known=w1:0,w2:1,w3:0,w4:0,m1:0,m2:0,m3:0,p1:0,p2:0,i1:1,i2:0,i3:0,a1:1,a2:0,o3:0 share=-"
)


@pytest.fixture
def exchange(tmp_path):
    return make_notebook(
        tmp_path / "planet_board_exchange.ipynb",
        (
            "from genesis_nb.planet import board, from_position\n"
            f"w = board(from_position({EXCHANGE!r}), bots={{1: 'random'}}, bot_delay=200)\n"
        ),
    )


def test_an_oxygen_exchange_swaps_two_pawns_in_two_clicks(lab, page, exchange):
    """P-OX-EXCHANGE: the oxygen's exchange (21 pairs): a lit pawn of the oxygen's continent, then a lit partner;
    a pawn elsewhere alone offers the swaps it would make, which the rules refuse in their own words."""
    lab.open_notebook(exchange)
    lab.run_all()
    wait_board(page, history="0", observer="0")
    key(page, "hand:0").click()
    key(page, f"space:{space(lab, 'Aw')}").click()
    page.locator(f"{ROOT} .gnb-chooser button.gnb-opt", has_text="need side up").click()
    wait_board(page, history="1")
    assert lab.kernel_eval("w.game.state.phase") == "exchange"
    assert lab.kernel_eval("len(w.legal['targets'])") == 21
    a2, c1, c2 = space(lab, "A2"), space(lab, "C1"), space(lab, "C2")
    key(page, f"space:{a2}").click()
    page.wait_for_function(f"() => document.querySelector('{ROOT}').dataset.selected === 'space:{a2}'")
    assert lit(page, f"space:{c2}") and lit(page, f"space:{c1}")
    show(page)
    lab.screenshot("planet-board-exchange")
    key(page, f"space:{a2}").click()  # unselect; a pawn off Aurora alone: the swaps it would make, refused
    page.wait_for_function(f"() => document.querySelector('{ROOT}').dataset.selected === ''")
    assert not lit(page, f"space:{c1}")
    key(page, f"space:{c1}").click()
    chooser = page.locator(f"{ROOT} .gnb-chooser")
    chooser.wait_for(state="visible")
    options = chooser.locator("button.gnb-opt")
    assert options.count() >= 2 and all("C1" in o for o in options.all_inner_texts())
    options.first.click()
    assert "at least one of the two pawns must be on the oxygen's continent" in visible_error(page)
    assert lab.kernel_eval("len(w.game.steps)") == 1
    # A3, then A1: A1 begins swaps of its own, so it takes the selection; then A3 swaps with it
    a1, a3 = space(lab, "A1"), space(lab, "A3")
    key(page, f"space:{a3}").click()
    page.wait_for_function(f"() => document.querySelector('{ROOT}').dataset.selected === 'space:{a3}'")
    assert not lit(page, f"space:{a1}")
    key(page, f"space:{a1}").click()
    page.wait_for_function(f"() => document.querySelector('{ROOT}').dataset.selected === 'space:{a1}'")
    assert lit(page, f"space:{a3}")
    key(page, f"space:{a3}").click()
    assert lab.wait_for_kernel("len(w.game.steps) >= 2")
    step = lab.kernel_eval("w.game.rules.registry.to_json(w.game.steps[1].action)")
    assert step["type"] == "exchange" and {step["first"], step["second"]} == {a1, a3}
    assert lab.console_errors == []


@pytest.fixture
def the_end(tmp_path):
    return make_notebook(
        tmp_path / "planet_board_end.ipynb",
        (
            "from genesis_nb.planet import board\n"
            "from genesis_nb.planet.examples import EXAMPLES\n"
            "w = board(EXAMPLES['missing-element'].play(), observer=1)\n"
        ),
    )


def test_the_end_shows_the_needs_the_failures_and_the_score(lab, page, the_end):
    """P-REVEAL, P-REMOVE, P-SCORE: at the end every element need lies face up, each removed pawn is named with
    the rules' reason, the score and the level; a click on the board gets the rules' sentence."""
    lab.open_notebook(the_end)
    lab.run_all()
    wait_board(page, observer="1")
    text = drawn_text(page)
    assert "Team score 15 of 24" in text and "removed at the end:" in text
    removed = lab.kernel_eval(
        "[(w.game.rules.labels[g], str(w.game.rules.catalogue.word('word.reason.' + why, 'en'))) "
        "for g, _, why in w.game.state.removed]"
    )
    words = " ".join(text.split())
    for label, why in removed:
        assert f"{label} ({why.split()[0]}" in words
    show(page)
    lab.screenshot("planet-board-end")
    key(page, "space:0").click()
    expected = lab.kernel_eval(
        "str(w.game.why_not(w.game.rules.registry.from_json({'type': 'place', 'slot': 0, 'space': 0, 'need_up': False})))"
    )
    assert visible_error(page) == expected
    assert lab.console_errors == []
