"""genesis_nb.walkthrough (a lesson's steps on paper, short, and one step large) and the walkthrough notebooks
built on it: short, no helper code, every lesson of the game on paper, in each of its languages."""

from __future__ import annotations

import re
from pathlib import Path

import jupytext
import pytest

import genesis_nb
from genesis_nb.lessons.load import lessons_for
from genesis_nb.picture_svg import viewbox
from genesis_nb.walkthrough import WIDTH, lesson_board, resized, short_text, step_picture, steps

SRC = Path(__file__).resolve().parents[1] / "notebooks" / "src"
WALKTHROUGHS = {
    "angels/walkthrough": ("angels", "en"),
    "angels/walkthrough_nl": ("angels", "nl"),
    "book/walkthrough": ("book", "en"),
    "herds/walkthrough": ("herds", "en"),
    "planet/walkthrough": ("planet", "en"),
}


def test_steps_show_every_step_of_a_lesson_in_one_paragraph_each():
    herds = genesis_nb.game("herds")
    lesson = lessons_for(herds)[0]
    shown = steps("herds", 1)
    assert [p.step.id for p in shown.pages] == [s.id for s in lesson.steps]
    for n, page in enumerate(shown.pages, 1):
        text = short_text(page)
        assert text.startswith(f"**{n}.** ") and "\n" not in text
        assert page.step.say("en") in text and page.move in text


def test_steps_draw_the_pictures_narrower_than_the_lessons_own_pages():
    shown = steps("planet", 2, width=480)
    page = shown.pages[0]
    small = resized(page.svg(), 480)
    assert re.match(r'<svg [^>]*width="480"', small)
    assert viewbox(small) == viewbox(page.svg())  # the same drawing, only shown smaller
    assert small.count('width="480"') == 1  # only the outer picture changes, not the two inside it


def test_steps_in_a_notebook_are_a_paragraph_and_a_picture_per_step():
    shown = steps("angels", 1, lang="nl")
    outputs = shown.outputs()
    kinds = [next(k for k in o if k != "text/plain") for o in outputs]
    assert kinds == ["text/markdown", "image/svg+xml"] * len(shown.pages)
    assert "Jouw zet" in outputs[0]["text/markdown"]
    assert f'width="{WIDTH}"' in outputs[1]["image/svg+xml"][:200]


def test_a_step_as_a_large_picture_is_the_lessons_own_page():
    picture = step_picture("book", 2, 3)
    assert picture.svg.startswith("<svg") and 'width="700"' in picture.svg[:200]
    assert picture._repr_svg_() == picture.svg
    assert repr(picture) == f"[step 3 of {len(lessons_for(genesis_nb.game('book'))[1].steps)}: before and after]"


def test_one_lesson_alone_on_a_live_board_starts_at_its_first_step():
    pytest.importorskip("anywidget")
    screen = lesson_board("book", 6, student="Sam")
    book = lessons_for(genesis_nb.game("book"))
    assert screen.run.lesson.id == book[5].id and screen.run.total == len(book[5].steps)
    assert screen.run.progress() == f"Step 1 of {len(book[5].steps)}"
    assert lesson_board("angels", 2, lang="nl").run.progress().startswith("Stap 1 van")


@pytest.mark.parametrize(
    "call, words",
    [
        (lambda: steps("chess", 1), "no game called 'chess'"),
        (lambda: steps(3, 1), "name a game by its name"),
        (lambda: steps("herds", 0), "herds has lessons 1 to 7, not 0"),
        (lambda: steps("herds", 8), "herds has lessons 1 to 7, not 8"),
        (lambda: steps("herds", True), "not True"),
        (lambda: steps("herds", "1"), "not '1'"),
        (lambda: steps("angels", 1, lang="NL"), "are in en, nl, not 'NL'"),
        (lambda: steps("herds", 1, width=5), "from 100 to 2000, not 5"),
        (lambda: steps("herds", 1, width="wide"), "not 'wide'"),
        (lambda: step_picture("herds", 1, 0), "lesson 1 of herds has steps 1 to 7, not 0"),
        (lambda: step_picture("herds", 1, 2.0), "not 2.0"),
        (lambda: lesson_board("planet", 9), "planet has lessons 1 to 7, not 9"),
        (lambda: lesson_board("planet", 1, lang="nl"), "are in en, not 'nl'"),
    ],
)
def test_wrong_arguments_are_refused_with_a_sentence(call, words):
    with pytest.raises(ValueError) as err:
        call()
    assert words in str(err.value)


def _cells(name: str):
    return jupytext.read(SRC / f"{name}.py").cells


@pytest.mark.parametrize("name", WALKTHROUGHS)
def test_a_walkthrough_shows_every_lesson_on_paper_in_its_language(name):
    game, lang = WALKTHROUGHS[name]
    calls = [c.source for c in _cells(name) if c.cell_type == "code" and c.source.startswith("steps(")]
    suffix = "" if lang == "en" else f', lang="{lang}"'
    count = len(lessons_for(genesis_nb.game(game)))
    assert calls == [f'steps("{game}", {n}{suffix})' for n in range(1, count + 1)]
    for cell in _cells(name):
        if cell.source.startswith("steps("):
            assert cell.metadata.get("tags") == ["nbval-check-output"], "kept in the saved notebook"


@pytest.mark.parametrize("name", WALKTHROUGHS)
def test_a_walkthrough_has_no_helper_code_and_no_jargon(name):
    game, lang = WALKTHROUGHS[name]
    cells = _cells(name)
    code = [c.source for c in cells if c.cell_type == "code"]
    assert all(len(src.splitlines()) <= 5 for src in code), "helpers belong in the package"
    assert "def " not in "\n".join(code) and "class " not in "\n".join(code)
    learn = f'learn("{game}")' if lang == "en" else f'learn("{game}", lang="{lang}")'
    assert learn in code, "one live board teaches every lesson"
    text = "\n".join(c.source for c in cells if c.cell_type == "markdown").lower()
    for jargon in ("notation", "scene", "shift+enter", "exercise", "rules model", "action"):
        assert jargon not in text, jargon
    words = len(re.findall(r"\w+", text))
    assert words < 900, f"{words} words: keep the walkthrough's own text short"
