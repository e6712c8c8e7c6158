"""Every drawn board by keyboard alone, in JupyterLab: in each game a key the rules refuse and a legal move are
reached by the arrow keys from the board's one tab stop and chosen by Enter (a chooser's option by Tab and Enter);
the refusal is the rules' own sentence and the focus goes back to the key; the move is played and the focus stays
on the board. Each game's first lesson step is played the same way, by keyboard alone, to its verdict."""

from __future__ import annotations

from pathlib import Path

import pytest

import genesis_nb
from genesis_nb.lessons.load import lessons_for

from .a11y import KERNEL_HELPERS, active_key, arrow_to, choose_by_keyboard, chooser_open, focus_board, open_cells

pytestmark = pytest.mark.browser

ROOT = ".gnb-drawn"
TESTS = Path(__file__).resolve().parents[1]
GAMES = ["angels", "herds", "planet", "book", "pocket"]
LESSON_GAMES = [name for name, info in genesis_nb.games().items() if lessons_for(info)]
POCKET = f"import sys\nsys.path.insert(0, {str(TESTS)!r})\nimport pocket_game\n"
BOARD = """import genesis_nb
info = genesis_nb.game({game!r})
g = info.new_game(seed=1)
# the other seats are the computer's, paused: what is on the board after the move is the move
w = info.board(g, bots={{s: "random" for s in range(len(g.players)) if s != g.actor}}, observer=g.actor)
w.paused = True
"""

#: the lesson in the kernel, and the keys and chooser words of the step's move (one the board can offer)
LESSON_SETUP = """from genesis_nb.lessons.notebook import learn
L = learn({game!r}, student="Ann")

def plan():
    from genesis_nb.board.legal import meanings
    spec, g = L.board.session.spec, L.run.game
    rules, st = g.rules, g.state
    for a in L.run.expected():
        keys = spec.target(st, a).split(">")
        if a not in rules.legal_actions(st):
            meant = spec.meaning(rules, st, tuple(keys))
            offered = meanings(spec, rules, st, ">".join(keys)) if isinstance(meant, (list, tuple)) else [meant]
            if a not in [rules.registry.from_json(m) if isinstance(m, dict) else m for m in offered]:
                continue
        return keys, spec.label(rules, st, a, "en")
    return None
"""


def press_keys(page, keys: list[str]) -> None:
    """From the key with the focus, each key of a path in turn: the arrow keys to it, then Enter."""
    for key in keys:
        arrow_to(page, ROOT, key)
        page.keyboard.press("Enter")


@pytest.mark.parametrize("game", GAMES)
def test_a_refusal_and_a_move_by_keyboard_alone(lab, page, tmp_path, game):
    setup = (POCKET if game == "pocket" else "") + BOARD.format(game=game) + KERNEL_HELPERS
    open_cells(lab, tmp_path, f"{game}_keys", setup, "w")
    page.wait_for_function(f"() => document.querySelector('{ROOT} .gnb-drawing .gnb-key')")
    plan = lab.kernel_eval("kb_moves(w)")
    assert plan["lit"] and plan["refused"], plan
    board = page.locator(ROOT).first
    focus_board(page, ROOT)

    # a key the rules refuse: reachable, named, and chosen by Enter; the rules' sentence; the focus back on it
    keys, sentence, pick = plan["refused"]
    press_keys(page, keys)
    if chooser_open(page, ROOT):
        choose_by_keyboard(page, pick)
    page.wait_for_function(f"() => !document.querySelector('{ROOT} .gnb-error').hidden")
    assert board.locator(".gnb-error").inner_text().strip() == sentence
    assert lab.kernel_eval("w.history_len") == 0
    page.wait_for_function(f"() => (document.activeElement.dataset || {{}}).key === '{keys[-1]}'")
    assert board.locator(f".gnb-key[data-key='{keys[-1]}']").get_attribute("aria-label")

    # a legal move: the arrow keys to it, Enter (and the chooser's option by Tab and Enter)
    keys, pick = plan["lit"]
    press_keys(page, keys)
    if pick is not None:
        assert chooser_open(page, ROOT, timeout=10_000), f"{keys}: no chooser for {pick!r}"
        choose_by_keyboard(page, pick)
    assert lab.wait_for_kernel("w.history_len >= 1")
    page.wait_for_function(f"() => document.querySelector('{ROOT}').dataset.history !== '0'")
    page.wait_for_function(
        f"() => document.querySelector('{ROOT}').contains(document.activeElement) && "
        "document.activeElement.classList.contains('gnb-key')"
    )
    assert active_key(page) in (keys[-1], keys[0])  # the focus stays where the move was made
    said = board.locator(".gnb-sr[role='status']").text_content()
    assert lab.kernel_eval("w.narration()[-1]") in said  # the move is announced
    assert lab.console_errors == []


@pytest.mark.parametrize("game", LESSON_GAMES)
def test_a_lesson_step_by_keyboard_alone(lab, page, tmp_path, game):
    if not genesis_nb.game(game).hook("board").drawn:
        pytest.skip(f"{game}'s board has a drawing module of its own")
    open_cells(lab, tmp_path, f"{game}_lesson_keys", LESSON_SETUP.format(game=game), "L")
    page.locator(".gnb-lesson").wait_for(timeout=30_000)
    page.wait_for_function(f"() => document.querySelector('{ROOT} .gnb-drawing .gnb-key.gnb-pointed')")
    keys, label = lab.kernel_eval("plan()")
    focus_board(page, ROOT)
    press_keys(page, keys)
    if chooser_open(page, ROOT):
        choose_by_keyboard(page, label)
    page.wait_for_function("() => document.querySelector('.gnb-lesson').dataset.done === 'true'", timeout=15_000)
    assert page.evaluate("() => document.querySelector('.gnb-lesson-verdict').dataset.outcome") == "right"
    assert page.evaluate(f"() => document.querySelector('{ROOT}').contains(document.activeElement)")
    # on to the next step by keyboard: Next takes the focus and Enter
    page.locator(".gnb-lesson-next").focus()
    page.keyboard.press("Enter")
    page.wait_for_function(
        "() => document.querySelector('.gnb-lesson-progress').textContent.startsWith('Step 2 of')", timeout=15_000
    )
    assert lab.console_errors == []
