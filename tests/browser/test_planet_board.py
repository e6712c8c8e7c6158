"""The planet board in a real browser: JupyterLab + Chromium, clicks on the board reach the rules model.

Each test writes a small notebook that shows the board, runs all its cells in a fresh kernel, clicks on
the board and checks both sides: the board shows the new position AND the Python game has it; the
hand-off screen stands between two human players, and the player who just drew a pawn sees it (and
passes the screen on with a click) before the next player gets the screen; a refused click shows the
rule's sentence and changes nothing; the browser console stays free of errors.
Screenshots: tests/browser/screenshots/planet-board-*.png.
"""

from __future__ import annotations

import nbformat
import pytest

pytestmark = pytest.mark.browser

ROOT = ".gnb-planet"


def make_notebook(path, setup: str) -> str:
    nb = nbformat.v4.new_notebook()
    nb.cells = [
        nbformat.v4.new_markdown_cell("# The planet board (browser test)"),
        nbformat.v4.new_code_cell(setup),
        nbformat.v4.new_code_cell("w"),
    ]
    nbformat.write(nb, str(path))
    return path


def root_data(page) -> dict:
    return page.evaluate(f"() => Object.assign({{}}, document.querySelector('{ROOT}').dataset)")


def wait_board(page, timeout: float = 30_000, **expect) -> None:
    """Wait until the board has drawn, and (``total``, ``observer``, ``handoff``, ``holding``, ``phase``)
    shows that."""
    page.wait_for_selector(f"{ROOT} svg.gnb-board .gnb-space", timeout=timeout)
    if expect:
        cond = " && ".join(f"r.dataset.{k} === '{v}'" for k, v in expect.items())
        page.wait_for_function(
            f"() => {{ const r = document.querySelector('{ROOT}'); return r && {cond}; }}", timeout=timeout
        )


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
    wait_board(page, observer=str(seat), handoff="")


@pytest.fixture
def hot_seat(tmp_path):
    return make_notebook(
        tmp_path / "planet_board_hot_seat.ipynb",
        ("from genesis_nb.planet import board, new_game\nw = board(new_game(['Ann', 'Bo'], seed=1))\n"),
    )


def test_hot_seat_indicate_designate_place_by_clicking_and_a_refused_click(lab, page, hot_seat):
    """P-INDICATE, P-DESIGNATE (by the previous player, after a hand-off), P-PLACE by clicking;
    a P-PLACE refusal shows the rule's sentence and changes nothing; P-DRAW: the pawn just drawn is
    shown to the one who drew it before the screen passes on."""
    lab.open_notebook(hot_seat)
    lab.run_all()
    wait_board(page, total="0", observer="public")
    first = lab.kernel_eval("w.game.actor")
    other = 1 - first
    # nobody is at the screen yet: the hand-off card, and no need anywhere in the page
    assert root_data(page)["handoff"] == str(first)
    assert page.locator(f"{ROOT} .gnb-card").count() == 0
    page.locator(ROOT).scroll_into_view_if_needed()
    lab.screenshot("planet-board-handoff")
    ready(page, lab, first)

    # the hand shows the first player's own needs, as the kernel's view of that seat says
    needs = lab.kernel_eval(f"[h['need_text'] for h in w.view['players'][{first}]['hand']]")
    cards = page.locator(f"{ROOT} .gnb-card .gnb-card-need").all_inner_texts()
    assert cards == needs and len(cards) == 3

    # step 1: indicate the third pawn by clicking it (nothing private learnt: the hand-off comes at once)
    page.locator(f"{ROOT} .gnb-card[data-slot='2']").click()
    wait_board(page, total="1", handoff=str(other))
    assert lab.kernel_eval("w.game.rules.registry.to_json(w.game.steps[0].action)") == {"type": "indicate", "slot": 2}
    assert page.locator(f"{ROOT} .gnb-card").count() == 0  # hidden while the screen changes hands

    # step 2: the previous player designates a continent
    ready(page, lab, other)
    page.locator(ROOT).scroll_into_view_if_needed()
    lab.screenshot("planet-board-designate")
    lit = page.locator(f"{ROOT} .gnb-cont.gnb-lit")
    assert lit.count() == len(lab.kernel_eval("w.legal['targets']")) >= 1
    target = int(lit.first.get_attribute("data-continent"))
    lit.first.locator(".gnb-cont-bg").click(position={"x": 60, "y": 120})
    wait_board(page, total="2", handoff=str(first))
    assert lab.kernel_eval("w.game.state.designated") == target

    # step 3: back to the first player, who places
    ready(page, lab, first)
    assert "gnb-designated" in page.locator(f"{ROOT} .gnb-cont[data-continent='{target}']").get_attribute("class")

    # an illegal click: a space of another continent; the rule's sentence, nothing changes
    before = lab.kernel_eval("w.game.notation()")
    elsewhere = lab.kernel_eval(
        f"next(g for g in range(len(w.game.rules.labels)) if w.game.rules.layout(w.game.state).continent[g] != {target} "
        "and w.game.state.board[g] < 0 and not w.game.rules.layout(w.game.state).white[g] "
        "and w.game.rules.is_open(w.game.state, w.game.rules.layout(w.game.state).continent[g]))"
    )
    page.locator(f"{ROOT} .gnb-space[data-space='{elsewhere}']").click()
    expected = lab.kernel_eval(
        f"w.game.why_not(w.game.rules.registry.from_json({{'type': 'place', 'slot': 2, 'space': {elsewhere}, "
        "'need_up': False})).message()"
    )
    assert visible_error(page) == expected
    assert "the continent that was designated" in expected
    assert lab.kernel_eval("w.error") == expected
    assert lab.kernel_eval("w.game.notation()") == before and root_data(page)["total"] == "2"
    page.wait_for_timeout(500)
    page.locator(f"{ROOT} .gnb-turn").scroll_into_view_if_needed()
    lab.screenshot("planet-board-refused")

    # the legal click: a lit space of the designated continent (the indicated pawn is chosen first)
    spaces = page.locator(f"{ROOT} .gnb-space.gnb-lit")
    assert spaces.count() >= 1
    space = int(spaces.first.get_attribute("data-space"))
    spaces.first.click()
    wait_board(page, total="3")
    assert lab.wait_for_kernel("len(w.game.steps) == 3")
    step = lab.kernel_eval("w.game.rules.registry.to_json(w.game.steps[2].action)")
    assert step == {"type": "place", "slot": 2, "space": space, "need_up": False}
    colour = lab.kernel_eval(f"w.game.rules.colour[w.game.state.board[{space}]]")
    pawn = page.locator(f"{ROOT} .gnb-pawn[data-space='{space}']")
    assert pawn.get_attribute("data-colour") == colour
    assert page.locator(f"{ROOT} .gnb-error").is_hidden()

    # the pawn just drawn: the screen stays the first player's (no hand-off yet), the turn box names the
    # pawn and its need, the hand marks it, the log has the private line; a click passes the screen on
    wait_board(page, holding=str(first), handoff="", observer=str(first))
    assert lab.kernel_eval("w.holding") == first and lab.kernel_eval("w.handoff") is None
    drawn = lab.kernel_eval(f"w.view['players'][{first}]['hand'][-1]")
    passon = page.locator(f"{ROOT} .gnb-passon")
    assert drawn["need_text"] in passon.inner_text()
    assert page.locator(f"{ROOT} .gnb-card.gnb-new .gnb-card-need").inner_text() == drawn["need_text"]
    assert "You drew a pawn whose need is" in page.locator(f"{ROOT} .gnb-loglist").inner_text()
    page.locator(f"{ROOT} .gnb-turn").scroll_into_view_if_needed()
    lab.screenshot("planet-board-drawn")
    page.locator(f"{ROOT} .gnb-log").scroll_into_view_if_needed()
    lab.screenshot("planet-board-panels")
    passon.locator(".gnb-pass-screen").click()
    wait_board(page, handoff=str(other), observer="public", holding="")
    assert drawn["need_text"] not in page.locator(ROOT).inner_text()

    # the other player takes the screen: the pawn just placed shows its colour only (its need stays with
    # the one who placed it)
    page.locator(f"{ROOT} .gnb-handoff-card").scroll_into_view_if_needed()
    ready(page, lab, other)
    pawn = page.locator(f"{ROOT} .gnb-pawn[data-space='{space}']")
    assert pawn.get_attribute("data-colour") == colour and pawn.get_attribute("data-known") is None
    seen = lab.kernel_eval(
        f"[sp['pawn'] for c in w.view['continents'] for sp in c['spaces'] if sp['id'] == {space}][0]"
    )
    assert seen["colour"] == colour and "need" not in seen and "need_text" not in seen
    page.locator(f"{ROOT} .gnb-turn").scroll_into_view_if_needed()
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
    """P-OXYGEN, P-OX-LOOK: the oxygen asks which side goes up; need side up, look at a pawn, move it."""
    lab.open_notebook(oxygen)
    lab.run_all()
    wait_board(page, total="0", observer="0", phase="place")
    page.locator(f"{ROOT} .gnb-card[data-slot='0']").click()  # the oxygen (already chosen)
    page.locator(f"{ROOT} .gnb-space.gnb-lit[data-label='Aw']").click()
    chooser = page.locator(f"{ROOT} .gnb-chooser")
    chooser.wait_for(state="visible")
    assert chooser.locator("button.gnb-opt").count() == 2
    page.locator(ROOT).scroll_into_view_if_needed()
    lab.screenshot("planet-board-oxygen-side")
    chooser.locator("button.gnb-opt[data-need-up='1']").click()
    wait_board(page, total="1", phase="look")
    assert lab.kernel_eval("w.game.state.up[w.game.state.board[4]]") is True
    page.locator(f"{ROOT} .gnb-space.gnb-lit[data-label='A2']").click()
    wait_board(page, total="2", phase="look_move")
    # only Ann (the observer) now knows the need of the pawn on A2: the board shows it on that pawn
    assert page.locator(f"{ROOT} .gnb-pawn[data-space='1']").get_attribute("data-known") == "1"
    lab.screenshot("planet-board-look")
    page.locator(f"{ROOT} .gnb-space.gnb-lit[data-label='B3']").click()
    assert lab.wait_for_kernel("len(w.game.steps) >= 3")
    step = lab.kernel_eval("w.game.rules.registry.to_json(w.game.steps[2].action)")
    assert step == {"type": "look_move", "to": lab.kernel_eval("w.game.rules.labels.index('B3')")}
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
    """P-BAC-MOVE: the moves are asked for when the step begins; a lit pawn, then a lit free space on
    another continent; a space on the pawn's own continent is not lit, and the rules refuse it."""
    lab.open_notebook(bacterium)
    lab.run_all()
    wait_board(page, total="0", observer="1", phase="place")
    page.locator(f"{ROOT} .gnb-space.gnb-lit[data-label='B2']").click()
    wait_board(page, total="1", phase="bacteria_move")
    assert lab.kernel_eval("w.legal['targets']['move'][2]") is None  # too many to send with `legal`
    frm = page.locator(f"{ROOT} .gnb-space.gnb-lit[data-label='C2']")
    frm.wait_for()
    frm.click()
    page.wait_for_selector(f"{ROOT} .gnb-space.gnb-picked[data-label='C2']")
    assert page.locator(f"{ROOT} .gnb-space.gnb-lit[data-label='C1']").count() == 0  # the same continent
    page.locator(f"{ROOT} .gnb-turn").scroll_into_view_if_needed()
    page.evaluate(f"() => document.querySelector('{ROOT} .gnb-turn').scrollIntoView({{block: 'start'}})")
    lab.screenshot("planet-board-move")
    page.locator(f"{ROOT} .gnb-space[data-label='C1']").click()  # refused, in the rules' words
    expected = lab.kernel_eval(
        "w.game.why_not(w.game.rules.registry.from_json({'type': 'bacteria_move', 'frm': 12, 'to': 11})).message()"
    )
    assert visible_error(page) == expected and lab.kernel_eval("len(w.game.steps)") == 1
    page.locator(f"{ROOT} .gnb-space.gnb-lit[data-label='A3']").click()
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
    """P-OX-EXCHANGE: the oxygen's exchange (21 pairs, asked for when the step begins): a lit pawn, then
    a lit partner (one of the two on the oxygen's continent); the rules' own action is played."""
    lab.open_notebook(exchange)
    lab.run_all()
    wait_board(page, total="0", observer="0", phase="place")
    page.locator(f"{ROOT} .gnb-space.gnb-lit[data-label='Aw']").click()
    page.locator(f"{ROOT} .gnb-chooser button.gnb-opt[data-need-up='1']").click()
    wait_board(page, total="1", phase="exchange")
    assert lab.kernel_eval("w.legal['targets']['exchange'][:1]") == [21]
    page.locator(f"{ROOT} .gnb-space.gnb-lit[data-label='C2']").click()  # off the continent: allowed
    page.wait_for_selector(f"{ROOT} .gnb-space.gnb-picked[data-label='C2']")
    assert page.locator(f"{ROOT} .gnb-space.gnb-lit[data-label='C1']").count() == 0  # neither on Aurora
    assert page.locator(f"{ROOT} .gnb-space.gnb-lit[data-label='A2']").count() == 1
    assert "Now click the pawn that swaps places with C2" in page.locator(f"{ROOT} .gnb-turn").inner_text()
    page.locator(f"{ROOT} .gnb-turn").scroll_into_view_if_needed()
    lab.screenshot("planet-board-exchange")
    page.locator(f"{ROOT} .gnb-space.gnb-lit[data-label='A2']").click()
    assert lab.wait_for_kernel("len(w.game.steps) >= 2")
    step = lab.kernel_eval("w.game.rules.registry.to_json(w.game.steps[1].action)")
    labels = lab.kernel_eval("w.game.rules.labels")
    assert step["type"] == "exchange" and {labels[step["first"]], labels[step["second"]]} == {"A2", "C2"}
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


def test_the_reveal_pawn_by_pawn(lab, page, the_end):
    """P-REVEAL, P-REMOVE, P-SCORE: the reveal steps through the pawns; a failed need says why."""
    lab.open_notebook(the_end)
    lab.run_all()
    wait_board(page, phase="over")
    reveal = page.locator(f"{ROOT} .gnb-reveal")
    reveal.wait_for(state="visible")
    order = lab.kernel_eval("w.view['reveal']")
    labels = lab.kernel_eval("w.game.rules.labels")
    first_fail = next(i for i, s in enumerate(order) if not s["ok"])
    for _ in range(first_fail + 1):
        reveal.locator(".gnb-reveal-next").click()
    card = reveal.locator(".gnb-reveal-card").inner_text()
    assert labels[order[first_fail]["space"]] in card and order[first_fail]["reason"] in card
    assert page.locator(f"{ROOT} .gnb-pawn.gnb-failed").count() == 1
    assert "…" in page.locator(f"{ROOT} .gnb-turn .gnb-scores").inner_text()  # the total comes last
    page.locator(ROOT).scroll_into_view_if_needed()
    lab.screenshot("planet-board-reveal")
    reveal.locator(".gnb-reveal-all").click()
    assert page.locator(f"{ROOT} .gnb-pawn.gnb-failed").count() == sum(1 for s in order if not s["ok"])
    assert "15 of 24" in reveal.locator(".gnb-final").inner_text()
    assert "15 of 24" in page.locator(f"{ROOT} .gnb-turn .gnb-scores").inner_text()
    assert lab.console_errors == []
