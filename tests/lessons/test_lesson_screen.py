"""A lesson on screen (``genesis_nb.lessons.panel``): the panel shows the step, every click on the board goes to
the lesson's judge (refused clicks too, counted as tries), the right move is played, and Next is refused until the
step is done, then loads the next step's position on the same board."""

from __future__ import annotations

import pytest
from test_lesson_engine import GOOD

import genesis_nb
from genesis_nb.lessons import read_lessons
from genesis_nb.lessons.panel import lesson

pytest.importorskip("anywidget")


@pytest.fixture
def screen():
    herds = genesis_nb.game("herds")
    return lesson(herds, read_lessons(herds, GOOD), student="Ann")


def send(screen, cmd):
    screen._on_msg(screen.panel, {"cmd": cmd}, [])


def test_the_panel_shows_the_step_and_next_waits_for_the_move(screen):
    step = screen.panel.step
    assert step["progress"] == "Step 1 of 2" and step["say"].startswith("You rolled")
    assert not step["done"] and not step["can_next"] and not step["can_back"]
    assert step["focus"] == ["sq:0", "sq:1"]
    send(screen, "next")
    assert screen.panel.step["verdict"]["outcome"] == "refused" and screen.run.index == 0
    send(screen, "hint")
    assert screen.panel.step["hint"] == "Click the lit square at the top left."


def test_clicks_on_the_board_are_judged_by_the_lesson_and_the_rules(screen):
    board = screen.board
    assert board.observer == 0 and board.paused
    # refused by the rules: the rules' sentence, a try counted, nothing played
    assert not board.play({"type": "place", "square": 5, "terrain": "forest"})
    assert screen.panel.step["verdict"]["outcome"] == "refused"
    assert board.note["correct"] is False and not board.game.steps
    # legal, but not the move of this step: not played
    assert not board.play({"type": "place", "square": 1, "terrain": "forest"})
    assert screen.panel.step["verdict"]["outcome"] == "other" and not board.game.steps
    # the move: played on the board, the step done
    assert board.play({"type": "place", "square": 0, "terrain": "forest"})
    assert len(board.game.steps) == 1 and screen.panel.step["done"] and screen.panel.step["can_next"]
    assert screen.panel.step["happened"] == board.game.narration(observer=0)[-1:], "the panel tells what the move did"
    assert screen.run.record.table()[0]["tries"] == 3 and screen.run.record.table()[0]["refused"] == 1
    # Next: the second step's position on the same board
    send(screen, "next")
    assert screen.run.index == 1 and board.game is screen.run.game and not board.game.steps
    assert screen.panel.step["progress"] == "Step 2 of 2" and screen.panel.step["can_back"]
    # a REFUSE step: the refused move is the answer
    assert not board.play({"type": "place", "square": 5, "terrain": "forest"})
    assert screen.panel.step["verdict"]["outcome"] == "right" and screen.panel.step["done"]
    send(screen, "back")
    assert screen.run.index == 0 and screen.panel.step["done"]


def test_the_board_is_zoomed_to_the_step_and_points_at_its_move(screen):
    """The live board is the game's picture zoomed to the step's region (its viewBox that of the focus keys), and it
    points at where the step's move is made; a lit place also offers what the rules refuse there (a REFUSE step
    may ask to try it)."""
    from genesis_nb.board.drawing import drawing_svg, unpack
    from genesis_nb.picture_svg import viewbox
    from genesis_nb.picture_zoom import focus_box

    board = screen.board
    svg = unpack(board.drawing)
    whole = drawing_svg(board.session.spec, board.game, 0, 0, "en", board.prefs, notes=True)  # as a zoom reads it
    # no fade on a live board: the region as focus_box makes it without room for one
    assert viewbox(svg) == focus_box(whole, ["sq:0", "sq:1"], least=400, fade=False) != viewbox(whole)
    assert board.view["ui"]["pointer"] == ["sq:0"]
    assert board.legal["targets"]["sq:0"][2] is None  # fetched on click: the chooser offers the refused tiles too
    send(screen, "hint")
    board.play({"type": "place", "square": 0, "terrain": "forest"})
    send(screen, "next")
    assert board.view["ui"]["pointer"] == ["sq:5"]  # the REFUSE step: where to try


def test_the_deciding_seat_of_each_step_is_the_students_even_if_the_computer_had_it():
    """A step whose deciding seat was the computer's in the step before gives that seat to the student."""
    herds = genesis_nb.game("herds")
    screen = lesson(herds, student="Ann")
    run = screen.run
    while run.index + 1 < run.total:
        actor = run.game.actor
        assert screen.board.seats[actor] == "human" and screen.board.observer == actor, run.step.id
        run.click(run.expected()[0]) if run.step.kind == "play" else run.judge(run.expected()[0])
        send(screen, "next")


def test_the_verdict_is_said_once_in_the_panel_not_again_in_the_boards_note_box(screen):
    """The lesson's screen carries a class its CSS uses to hide the board's own verdict box (the panel says it)."""
    from genesis_nb.board.frontend import static_file

    assert "gnb-lesson-screen" in screen.widget._dom_classes
    css = static_file("lesson_panel.css")
    css = css.read_text() if hasattr(css, "read_text") else str(css)
    # the board's verdict box and its turn box's copy of the refusal: the panel says it (the bubble stays)
    assert ".gnb-lesson-screen .gnb-note-verdict, .gnb-lesson-screen .gnb-turn .gnb-error { display: none" in css


def name(screen, text):
    screen._on_msg(screen.panel, {"cmd": "name", "name": text}, [])


def test_the_student_gives_their_name_on_the_board_and_the_record_carries_it():
    herds = genesis_nb.game("herds")
    screen = lesson(herds, read_lessons(herds, GOOD))
    assert screen.panel.student == "" and screen.panel.step["student"] == ""
    screen.board.play({"type": "place", "square": 5, "terrain": "forest"})  # a try before the name is given
    name(screen, "  Ann & Bo de Vries ")
    assert screen.panel.student == "Ann & Bo de Vries" and screen.panel.step["student"] == "Ann & Bo de Vries"
    assert screen.run.record.student == "Ann & Bo de Vries"
    assert screen.run.record.summary().startswith("Ann & Bo de Vries: 0 of 1 steps done, 1 try")
    assert [r["student"] for r in screen.run.record.table()] == ["Ann & Bo de Vries"], (
        "rows before the name carry it too"
    )
    screen.board.play({"type": "place", "square": 0, "terrain": "forest"})
    frame = screen.run.record.frame()
    assert list(frame["student"]) == ["Ann & Bo de Vries"] and frame["tries"].tolist() == [2]
    # a name set from Python is checked the same way
    screen.panel.student = "Bo"
    assert screen.run.record.student == "Bo" and screen.run.record.table()[0]["student"] == "Bo"


@pytest.mark.parametrize(
    ("bad", "said"),
    [
        ("<b>Ann</b>", "markup"),
        ("Ann<script>", "markup"),
        ("x" * 61, "60"),
        ("Ann\x07", "control"),
        (42, "text"),
        ({"name": "Ann"}, "text"),
    ],
)
def test_a_name_that_is_not_a_plain_short_text_is_refused_with_a_sentence(screen, bad, said):
    name(screen, bad)
    assert screen.panel.student == "Ann" and screen.run.record.student == "Ann"
    verdict = screen.panel.step["verdict"]
    assert verdict["outcome"] == "refused" and said in verdict["text"], verdict
    import traitlets

    with pytest.raises(traitlets.TraitError, match=said if isinstance(bad, str) else "string"):
        screen.panel.student = bad
    assert screen.panel.student == "Ann"
