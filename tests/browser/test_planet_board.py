"""The planet board in a real browser: JupyterLab + Chromium, clicks on the board reach the rules model.

Each test writes a small notebook that shows the board, runs all its cells in a fresh kernel, clicks on
the board and checks both sides: the board shows the new position AND the Python game has it; the
hand-off screen stands between two human players; a refused click shows the rule's sentence and changes
nothing; the browser console stays free of errors. Screenshots: tests/browser/screenshots/planet-board-*.png.
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
    """Wait until the board has drawn, and (``total``, ``observer``, ``handoff``, ``phase``) shows that."""
    page.wait_for_selector(f"{ROOT} svg.gnb-board .gnb-space", timeout=timeout)
    if expect:
        cond = " && ".join(f"r.dataset.{k} === '{v}'" for k, v in expect.items())
        page.wait_for_function(f"() => {{ const r = document.querySelector('{ROOT}'); return r && {cond}; }}",
                               timeout=timeout)


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
    return make_notebook(tmp_path / "planet_board_hot_seat.ipynb", (
        "from genesis_nb.planet import board, new_game\n"
        "w = board(new_game(['Ann', 'Bo'], seed=1))\n"
    ))


def test_hot_seat_indicate_designate_place_by_clicking_and_a_refused_click(lab, page, hot_seat):
    """P-INDICATE, P-DESIGNATE (by the previous player, after a hand-off), P-PLACE by clicking;
    a P-PLACE refusal shows the rule's sentence and changes nothing."""
    lab.open_notebook(hot_seat)
    lab.run_all()
    wait_board(page, total="0", observer="public")
    first = lab.kernel_eval("w.game.actor")
    other = 1 - first
    # nobody is at the screen yet: the hand-off card, and no need anywhere in the page
    assert root_data(page)["handoff"] == str(first)
    assert page.locator(f"{ROOT} .gnb-card").count() == 0
    lab.screenshot("planet-board-handoff")
    ready(page, lab, first)

    # the hand shows the first player's own needs, as the kernel's view of that seat says
    needs = lab.kernel_eval(f"[h['need_text'] for h in w.view['players'][{first}]['hand']]")
    cards = page.locator(f"{ROOT} .gnb-card .gnb-card-need").all_inner_texts()
    assert cards == needs and len(cards) == 3

    # step 1: indicate the third pawn by clicking it
    page.locator(f"{ROOT} .gnb-card[data-slot='2']").click()
    wait_board(page, total="1", handoff=str(other))
    assert lab.kernel_eval("w.game.rules.registry.to_json(w.game.steps[0].action)") == {"type": "indicate", "slot": 2}
    assert page.locator(f"{ROOT} .gnb-card").count() == 0               # hidden while the screen changes hands

    # step 2: the previous player designates a continent
    ready(page, lab, other)
    lab.screenshot("planet-board-designate")
    lit = page.locator(f"{ROOT} .gnb-cont.gnb-lit")
    assert lit.count() == lab.kernel_eval("len(w.legal['actions'])") >= 1
    target = int(lit.first.get_attribute("data-continent"))
    lit.first.locator(".gnb-cont-bg").click(position={"x": 60, "y": 120})
    wait_board(page, total="2", handoff=str(first))
    assert lab.kernel_eval("w.game.state.designated") == target

    # step 3: back to the first player, who places
    ready(page, lab, first)
    assert page.locator(f"{ROOT} .gnb-cont[data-continent='{target}']").get_attribute("class").count("gnb-designated")

    # an illegal click: a space of another continent; the rule's sentence, nothing changes
    before = lab.kernel_eval("w.game.notation()")
    elsewhere = lab.kernel_eval(
        f"next(g for g in range(len(w.game.rules.labels)) if w.game.rules.layout(w.game.state).continent[g] != {target} "
        "and w.game.state.board[g] < 0 and not w.game.rules.layout(w.game.state).white[g] "
        "and w.game.rules.is_open(w.game.state, w.game.rules.layout(w.game.state).continent[g]))")
    page.locator(f"{ROOT} .gnb-space[data-space='{elsewhere}']").click()
    expected = lab.kernel_eval(
        f"w.game.why_not(w.game.rules.registry.from_json({{'type': 'place', 'slot': 2, 'space': {elsewhere}, "
        "'need_up': False})).message()")
    assert visible_error(page) == expected
    assert "the continent that was designated" in expected
    assert lab.kernel_eval("w.error") == expected
    assert lab.kernel_eval("w.game.notation()") == before and root_data(page)["total"] == "2"
    page.wait_for_timeout(500)
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
    # the turn passes to the other player: the screen first, then the board through the other's eyes,
    # where the pawn just placed shows its colour only (its need stays with the one who placed it)
    assert lab.kernel_eval("w.handoff") == other
    page.locator(f"{ROOT} .gnb-handoff-card").scroll_into_view_if_needed()
    ready(page, lab, other)
    pawn = page.locator(f"{ROOT} .gnb-pawn[data-space='{space}']")
    assert pawn.get_attribute("data-colour") == colour and pawn.get_attribute("data-known") is None
    seen = lab.kernel_eval(f"[sp['pawn'] for c in w.view['continents'] for sp in c['spaces'] if sp['id'] == {space}][0]")
    assert seen["colour"] == colour and "need" not in seen and "need_text" not in seen
    assert lab.kernel_eval("w.game.narration()[-1]").split(";")[0] in page.locator(f"{ROOT} .gnb-loglist").inner_text()
    page.locator(f"{ROOT} .gnb-turn").scroll_into_view_if_needed()
    lab.screenshot("planet-board-placed")
    assert lab.console_errors == []


@pytest.fixture
def oxygen(tmp_path):
    return make_notebook(tmp_path / "planet_board_oxygen.ipynb", (
        "from genesis_nb.planet import board\n"
        "from genesis_nb.planet.examples import EXAMPLES\n"
        "w = board(EXAMPLES['debate'].start(), bots={1: 'heuristic', 2: 'random'}, bot_delay=200)\n"
    ))


def test_oxygen_need_side_up_look_and_move_by_clicking(lab, page, oxygen):
    """P-OXYGEN, P-OX-LOOK: the oxygen asks which side goes up; need side up, look at a pawn, move it."""
    lab.open_notebook(oxygen)
    lab.run_all()
    wait_board(page, total="0", observer="0", phase="place")
    page.locator(f"{ROOT} .gnb-card[data-slot='0']").click()            # the oxygen (already chosen)
    page.locator(f"{ROOT} .gnb-space.gnb-lit[data-label='Aw']").click()
    chooser = page.locator(f"{ROOT} .gnb-chooser")
    chooser.wait_for(state="visible")
    assert chooser.locator("button.gnb-opt").count() == 2
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
def the_end(tmp_path):
    return make_notebook(tmp_path / "planet_board_end.ipynb", (
        "from genesis_nb.planet import board\n"
        "from genesis_nb.planet.examples import EXAMPLES\n"
        "w = board(EXAMPLES['missing-element'].play(), observer=1)\n"
    ))


def test_the_reveal_pawn_by_pawn(lab, page, the_end):
    """P-REVEAL, P-REMOVE, P-SCORE: the reveal steps through the pawns; a failed need says why."""
    lab.open_notebook(the_end)
    lab.run_all()
    wait_board(page, phase="over")
    reveal = page.locator(f"{ROOT} .gnb-reveal")
    reveal.wait_for(state="visible")
    steps = lab.kernel_eval("w.view['reveal']['steps']")
    first_fail = next(i for i, s in enumerate(steps) if not s["ok"])
    for _ in range(first_fail + 1):
        reveal.locator(".gnb-reveal-next").click()
    card = reveal.locator(".gnb-reveal-card").inner_text()
    assert steps[first_fail]["label"] in card and steps[first_fail]["reason"] in card
    assert page.locator(f"{ROOT} .gnb-pawn.gnb-failed").count() == 1
    lab.screenshot("planet-board-reveal")
    reveal.locator(".gnb-reveal-all").click()
    assert page.locator(f"{ROOT} .gnb-pawn.gnb-failed").count() == sum(1 for s in steps if not s["ok"])
    assert "15 of 24" in reveal.locator(".gnb-final").inner_text()
    assert lab.console_errors == []
