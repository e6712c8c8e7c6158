"""Every step of a game's lessons played by clicking on the live lesson board, in JupyterLab and in Voila (the
student mode: the game's lessons notebook with the kit's voila.json and template).

Each step is played three times over: a legal move the step does not teach (the panel says so in the lesson's
words, and the step does not go on), a click the rules refuse (the panel shows the rules' own sentence, the step
does not go on, and the bubble repeating the refusal covers neither what the step points at nor a lit key), then the right
move; Next opens the next step, to the last. In JupyterLab the teacher's record is read from the kernel after
each wrong click (a try counted, a refusal counted as a try and as refused). Where the zoomed region holds no
such wrong click, that part is left out of the step (how many steps had each is asserted). What to click is
worked out from the lesson data and the rules in the test's own process (``lesson_plans.py``); the browser says
which keys are in sight. Games whose board is not drawn from its picture are skipped. Measured (2 busy cores):
30-65 s of clicking a game in JupyterLab, 25-50 s in Voila."""

from __future__ import annotations

import importlib.util
import sys
import time
from pathlib import Path

import nbformat
import pytest

import genesis_nb
from genesis_nb.lessons.load import lessons_for

pytestmark = [pytest.mark.browser, pytest.mark.slow]

HERE = Path(__file__).resolve().parent
REPO = HERE.parents[1]
GAMES = [name for name, info in genesis_nb.games().items() if lessons_for(info)]


def _plans_module():
    name = "genesis_browser_lesson_plans"
    if name not in sys.modules:
        spec = importlib.util.spec_from_file_location(name, HERE / "lesson_plans.py")
        module = importlib.util.module_from_spec(spec)
        sys.modules[name] = module
        spec.loader.exec_module(module)
    return sys.modules[name]


plans = _plans_module()

#: the keys of the live board that lie inside its zoomed picture
IN_SIGHT_JS = """() => {
  const root = document.querySelector('.gnb-lesson').closest('.jp-OutputArea, body').querySelector('.gnb-drawn');
  const svg = root.querySelector('svg.gnb-board').getBoundingClientRect();
  return [...root.querySelectorAll('.gnb-key[data-key]')].filter((k) => {
    const r = k.getBoundingClientRect();
    return r.width > 0 && r.left >= svg.left - 1 && r.top >= svg.top - 1 && r.right <= svg.right + 1 && r.bottom <= svg.bottom + 1;
  }).map((k) => k.dataset.key);
}"""
#: the chooser open with options ("chooser"), or the panel's verdict the one wanted ("said")
AFTER_CLICK_JS = """(want) => {
  const c = document.querySelector('.gnb-drawn .gnb-chooser:not([hidden])');
  if (c && c.querySelector('button.gnb-opt')) return 'chooser';
  return document.querySelector('.gnb-lesson-verdict').dataset.outcome === want ? 'said' : false;
}"""
#: the board has selected the path of keys given, or has a chooser open, or the step is done
SELECTED_JS = """(path) => { const r = document.querySelector('.gnb-drawn');
  return r.dataset.selected === path || !!r.querySelector('.gnb-chooser:not([hidden])')
    || document.querySelector('.gnb-lesson').dataset.done === 'true'; }"""
#: the step done
DONE_JS = "() => document.querySelector('.gnb-lesson').dataset.done === 'true'"
#: the open chooser's box overlapping the box of a lit, selected or pointed key of the board (none open: null)
CHOOSER_COVERS_JS = """() => {
  const c = document.querySelector('.gnb-drawn .gnb-chooser:not([hidden])');
  if (!c) return null;
  const r = c.getBoundingClientRect();
  const keys = '.gnb-key.gnb-lit, .gnb-key.gnb-pointed, .gnb-key.gnb-selected';
  return [...document.querySelector('.gnb-drawn').querySelectorAll(keys)].filter((k) => {
    const t = k.getBoundingClientRect();
    return t.width > 0 && r.left < t.right && t.left < r.right && r.top < t.bottom && t.top < r.bottom;
  }).map((k) => k.dataset.key);
}"""
#: the refusal bubble's box overlapping the box of a key the board points at or lights, or of a line of words the
#: picture shows (none: []): it may cover neither what the step points at nor any other right answer (issue 17), nor a
#: sentence the student reads (herds' whose-turn line, over which it went when every square was lit)
BUBBLE_COVERS_JS = """() => {
  const b = document.querySelector('.gnb-drawn .gnb-bubble:not([hidden])');
  if (!b) return null;
  const r = b.getBoundingClientRect();
  const over = (t) => t.width > 0 && t.bottom > t.top && r.left < t.right && t.left < r.right && r.top < t.bottom && t.top < r.bottom;
  const keys = [...document.querySelectorAll('.gnb-drawn .gnb-key.gnb-pointed, .gnb-drawn .gnb-key.gnb-lit')];
  const pic = document.querySelector('.gnb-drawn svg.gnb-board'), p = pic.getBoundingClientRect();
  const shown = (t) => ({ width: Math.min(t.right, p.right) - Math.max(t.left, p.left), left: Math.max(t.left, p.left),
    right: Math.min(t.right, p.right), top: Math.max(t.top, p.top), bottom: Math.min(t.bottom, p.bottom) });
  const words = [...pic.querySelectorAll('text')].filter((t) => t.textContent.trim().includes(' '));
  return [...keys.filter((k) => over(k.getBoundingClientRect())).map((k) => k.dataset.key),
          ...words.filter((t) => over(shown(t.getBoundingClientRect()))).map((t) => t.textContent)];
}"""


def verdict(page) -> tuple[str, str]:
    return tuple(
        page.evaluate(
            "() => { const v = document.querySelector('.gnb-lesson-verdict'); return [v.dataset.outcome, v.textContent]; }"
        )
    )


def wait_for_step(page, number: int, lit: int, pointed: str) -> None:
    """The panel at step ``number``, the board at its position (nothing played, its lit keys, what it points at)."""
    page.wait_for_function(
        f"""() => {{ const p = document.querySelector('.gnb-lesson-progress'), r = document.querySelector('.gnb-drawn');
                    return p.textContent.startsWith('Step {number} of') && r.dataset.ply === '0'
                      && r.dataset.lit === '{lit}' && !!r.querySelector(".gnb-key.gnb-pointed[data-key='{pointed}']"); }}""",
        timeout=20_000,
    )


def click(page, move, want: str, choosers: list[int] | None = None) -> None:
    """Click the move's keys in turn, and its option when a chooser opens; wait for the panel's verdict. Each
    time a chooser is open before the path's next key, it covers no lit key (counted in ``choosers``)."""
    board = page.locator(".gnb-drawn").first
    for n, key in enumerate(move.keys):
        if n:
            # the path's start selected (in the browser, in the click itself: a chooser it opens, "loading" while
            # its options come, is open by then too, js/shell_legal.js), or a chooser open with what the click means
            # (a lit target's actions at once; Python's answer to a click on keys that name no target)
            page.wait_for_function(SELECTED_JS, arg=">".join(move.keys[:n]), timeout=5_000)
            if page.evaluate(DONE_JS):  # the path's start alone made the step's move (its one action)
                break
            covered = page.evaluate(CHOOSER_COVERS_JS)
            if covered is not None and choosers is not None:
                choosers.append(1)
            assert not covered, f"the chooser covers {covered}, lit keys of the path the click began"
        target = board.locator(f".gnb-key[data-key='{key}'], .gnb-actions button[data-key='{key}']").first
        target.click(timeout=5_000 if n else 30_000)
    got = page.wait_for_function(AFTER_CLICK_JS, arg=want, timeout=20_000).json_value()
    if got == "chooser":
        board.locator(".gnb-chooser:not([hidden])").get_by_title(move.label, exact=True).first.click()
        page.wait_for_function(AFTER_CLICK_JS.replace("'chooser'", "false"), arg=want, timeout=20_000)


def give_name(page) -> None:
    """The student types their name on the board (no code): markup is refused with a sentence, a name is taken
    (Python's copy, spaces dropped, comes back into the field)."""
    field = page.locator(".gnb-lesson-name input")
    field.fill("<b>Ann</b>")
    field.press("Enter")
    page.wait_for_function("() => document.querySelector('.gnb-lesson-verdict').dataset.outcome === 'refused'")
    assert "markup" in verdict(page)[1]
    field.fill("  Ann de Vries  ")
    field.press("Enter")
    page.locator(".gnb-lesson-say").click()  # the field let go of: it shows the name Python keeps
    page.wait_for_function("() => document.querySelector('.gnb-lesson-name input').value === 'Ann de Vries'")


def play_every_step(page, game: str, wrong: bool, kernel=None, shot: str = "") -> dict[str, int]:
    """Play every step of the game's lessons on the page's lesson board (see the module docstring); the counts of
    the clicks made. ``kernel(expr)`` reads the notebook's kernel (JupyterLab), for the teacher's record; ``shot``:
    the name of a screenshot of the second step after its refused click (the board zoomed, the rules' sentence)."""
    info = genesis_nb.game(game)
    steps = plans.steps_of(info)
    made = {"right": 0, "other": 0, "refused": 0}
    choosers: list[int] = []  # a chooser open over the path a click began, each time
    for number, (lesson, step) in enumerate(steps, start=1):
        plan = plans.plan_step(info, lesson, step, ())
        wait_for_step(page, number, plan.lit, plan.right.keys[0])
        sight = page.evaluate(IN_SIGHT_JS)
        assert plan.right.keys[0] in sight, f"{step.id}: what to click, {plan.right.keys[0]}, is not in sight"
        plan = plans.plan_step(info, lesson, step, sight)
        tries = 0
        for move in (plan.other, plan.refused) if wrong else ():
            if move is None:
                continue
            click(page, move, move.outcome, choosers)
            tries += 1
            assert verdict(page) == (move.outcome, move.text), f"{step.id}: {move}"
            assert page.evaluate("() => document.querySelector('.gnb-lesson').dataset.done") == "false", step.id
            assert page.evaluate("() => document.querySelector('.gnb-drawn').dataset.ply") == "0", step.id
            assert page.locator(".gnb-lesson-next").is_disabled(), f"{step.id}: Next before the step is done"
            note = page.locator(".gnb-drawn .gnb-note-verdict")  # the board's own verdict box: the panel says it
            assert note.count() == 1 and not note.is_visible(), f"{step.id}: said twice, in the panel and on the board"
            history = page.locator(".gnb-drawn .gnb-history")  # undo, the slider, the computer's move: not here
            assert history.count() == 1 and not history.is_visible(), f"{step.id}: the board's history is shown"
            if kernel is not None:
                row = kernel(f"L.run.record.rows[({lesson.id!r}, {step.id!r})]")
                assert (row["tries"], row["done"]) == (tries, False), row
                assert row["refused"] == int(move is plan.refused), row
            if move is plan.refused:
                page.wait_for_selector(".gnb-drawn .gnb-bubble:not([hidden])", timeout=5_000)
                # said once: in the panel (and the bubble by the click), not again in the board's turn box
                assert not page.locator(".gnb-drawn .gnb-turn .gnb-error").is_visible(), f"{step.id}: said twice"
                covered = page.evaluate(BUBBLE_COVERS_JS)
                assert not covered, f"{step.id}: the refusal bubble covers {covered}: a lit or pointed key, or words"
                if shot and number == 2:  # as on a 1280x800 screen, the lesson's panel at the top
                    page.set_viewport_size({"width": 1280, "height": 800})
                    page.evaluate("() => document.querySelector('.gnb-lesson').scrollIntoView({block: 'start'})")
                    page.screenshot(path=str(HERE / "screenshots" / f"{shot}.png"))
                    page.set_viewport_size({"width": 1280, "height": 900})
            made[move.outcome] += 1
        click(page, plan.right, "right", choosers)
        page.wait_for_function("() => document.querySelector('.gnb-lesson').dataset.done === 'true'", timeout=20_000)
        made["right"] += 1
        if number < len(steps):
            page.locator(".gnb-lesson-next").click()
    made["choosers"] = len(choosers)
    return made


@pytest.mark.parametrize("game", GAMES)
def test_every_lesson_step_is_played_by_clicking_in_jupyterlab(lab, page, tmp_path, game):
    """The right move, a legal move not taught and a refused click in every step where the region holds them."""
    if not genesis_nb.game(game).hook("board").drawn:
        pytest.skip(f"{game}'s board has a drawing module of its own")
    nb = nbformat.v4.new_notebook()
    nb.cells = [
        nbformat.v4.new_code_cell(f"from genesis_nb.lessons.notebook import learn\nL = learn({game!r}, student='Ann')"),
        nbformat.v4.new_code_cell("L"),
    ]
    path = tmp_path / f"{game}_lessons_clicked.ipynb"
    nbformat.write(nb, str(path))
    lab.open_notebook(path)
    lab.run_all()
    page.locator(".gnb-lesson").wait_for(timeout=30_000)
    started = time.monotonic()
    made = play_every_step(page, game, wrong=True, kernel=lab.kernel_eval)
    total = len(plans.steps_of(genesis_nb.game(game)))
    print(f"{game}: {made} in {time.monotonic() - started:.0f} s (JupyterLab)")
    assert made["right"] == total and lab.kernel_eval("L.run.done")
    # a wrong click of each kind in most steps (a step whose region holds none leaves it out)
    assert made["other"] >= total * 0.6 and made["refused"] >= total * 0.6, made
    rows = lab.kernel_eval("L.run.record.table()")
    assert len(rows) == total and all(r["done"] for r in rows) and rows[0]["student"] == "Ann"
    assert sum(r["tries"] for r in rows) == made["right"] + made["other"] + made["refused"]
    if game == "planet":  # a path's start opens a chooser (its pawn's other actions), clear of the path's next key
        assert made["choosers"] > 0, made
    assert sum(r["refused"] for r in rows) == made["refused"]
    assert lab.console_errors == []


@pytest.mark.parametrize("game", GAMES)
def test_every_lesson_step_is_played_by_clicking_in_voila(page, voila, game, console_errors):
    """The game's lessons notebook in the student mode: no code shown, and every step's three clicks."""
    if not genesis_nb.game(game).hook("board").drawn:
        pytest.skip(f"{game}'s board has a drawing module of its own")
    url = voila(REPO / "notebooks" / game / "lessons.ipynb")
    url.open(page, ".gnb-lesson")
    text = page.inner_text("body")
    assert "import " not in text and "learn(" not in text  # no code shown
    give_name(page)
    started = time.monotonic()
    made = play_every_step(page, game, wrong=True, shot=f"{game}-lesson-step-voila")
    print(f"{game}: {made} in {time.monotonic() - started:.0f} s (Voila)")
    total = len(plans.steps_of(genesis_nb.game(game)))
    assert made["right"] == total and made["other"] >= total * 0.6 and made["refused"] >= total * 0.6, made
    ours = [e for e in console_errors if not any(x in e for x in ("favicon", "WebSocket"))]
    assert ours == []
