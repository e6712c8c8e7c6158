"""Exercises that check themselves: answers judged by the rules model, wrong ones explained, hints name
the rule, clicks on a board judged (a refused click explained by the rule's own sentence), attempts saved."""

from __future__ import annotations

import json

import pytest

from genesis_nb.angels import Gather, from_position
from genesis_nb.exercises import ClickExercise, ValueExercise, Workbook

POSITION = (
    "angels players=gray,purple,yellow,pink god=IV-morning phase=turns start=gray turn=pink "
    "stock=12.12.12 hands=1.1.1/1.1.1/1.1.1/1.1.1 void=- I=pu,ye II=gy III=DA IV=pk V=- VI=- VII=- "
    "wI=- wII=- wIII=- wIV=- wV=- wVI=-"
)


def who_starts(workbook=None):
    return ValueExercise(
        "who-starts",
        from_position(POSITION),
        "Who starts the next round?",
        expected=lambda g: g.players[g.rules.leftmost_player(g.state)],
        rule="A-START-PLAYER",
        workbook=workbook,
    )


def test_a_value_answer_is_judged_by_the_rules_model():
    ex = who_starts()
    assert ex.expected() == "purple"
    assert ex.answer(" Purple ").correct
    wrong = ex.answer("pink")
    assert not wrong.correct and "A-START-PLAYER" in wrong.text and "furthest left" in wrong.text


def test_a_hint_names_the_rule_and_says_it_in_the_games_language():
    ex = who_starts()
    assert ex.hint().startswith("Hint: look at rule A-START-PLAYER")
    ex.lang = "nl"
    assert ex.hint().startswith("Tip: kijk naar regel A-START-PLAYER") and "meest links" in ex.hint()


def test_a_click_exercise_judges_legal_clicks_and_lets_the_rules_refuse_the_others():
    pytest.importorskip("anywidget")
    ex = ClickExercise(
        "gather-here",
        from_position(POSITION),
        "Gather on your own square.",
        correct=lambda g, a: isinstance(a, Gather) and a.square == 0,
        why_wrong=lambda g, a: "that is not a gather on your own square.",
    )
    ex.workbook = Workbook("Sam", "angels/walkthrough")
    w = ex.board()
    before = w.game.notation()
    w.play({"type": "pass"})  # legal but wrong: explained, nothing played
    assert w.note["correct"] is False and "own square" in w.note["text"] and w.game.notation() == before
    w.play({"type": "move", "to": 7})  # refused by the rules: their sentence, nothing played, a try all the same
    assert w.error and w.game.notation() == before
    assert w.note["correct"] is False and w.error in w.note["text"]
    assert ex.workbook.summary()["gather-here"]["tries"] == 2
    w.play({"type": "gather", "square": 0, "pay": [0, 0, 0], "choice": 0})
    assert w.note["correct"] is True and w.history_len == 1  # a right answer is played
    assert ex.game().notation() == before  # the exercise's own position is untouched


def test_a_workbook_keeps_the_attempts_and_a_teacher_reads_many(tmp_path):
    wb = Workbook("Sam", "angels/walkthrough")
    ex = who_starts(wb)
    ex.answer("pink")
    ex.answer("purple")
    assert wb.summary() == {"who-starts": {"tries": 2, "right": True, "right_after": 2}}
    path = wb.save(tmp_path / "sam.json")
    other = Workbook("Kim", "angels/walkthrough")
    who_starts(other).answer("purple")
    rows = Workbook.table([path, other.save(tmp_path / "kim.json")])
    assert [(r["student"], r["tries"], r["right"]) for r in rows] == [("Sam", 2, True), ("Kim", 1, True)]
    (tmp_path / "bad.json").write_text(json.dumps([1, 2]))
    with pytest.raises(ValueError, match="not a saved workbook"):
        Workbook.table([tmp_path / "bad.json"])


def test_an_empty_answer_says_where_to_write_it_as_the_call_shows_it():
    """``ex.answer("")``: the answer goes between the quotes of the call (not brackets), in each language."""
    ex = who_starts()
    said = ex.answer("").text
    assert "quotes" in said and "bracket" not in said
    ex.lang = "nl"
    said = ex.answer("  ").text
    assert "aanhalingstekens" in said and "haakjes" not in said


def test_a_click_exercise_lights_every_legal_target_not_only_the_answer():
    """The book's cast: the board lights every target the rules allow (the Fisher's plain steps beside its cast,
    and every other piece's moves), so the lit keys do not give the answer away."""
    pytest.importorskip("anywidget")
    import genesis_nb
    from genesis_nb.board.legal import group_actions
    from genesis_nb.book.actions import Cast
    from genesis_nb.lessons import lessons_for
    from genesis_nb.lessons.load import start_of

    info = genesis_nb.game("book")
    step = next(s for lesson in lessons_for(info) for s in lesson.steps if s.id == "cast")
    game = start_of(info, step)
    ex = ClickExercise(
        "cast", game, "Eat a face-down piece with your Fisher.", correct=lambda g, a: isinstance(a, Cast)
    )
    board = ex.board(observer=game.actor)
    spec = info.hook("board")
    answers = {spec.target(game.state, a) for a in game.legal_actions() if isinstance(a, Cast)}
    lit = set(board.legal["targets"])
    assert lit == set(group_actions(spec, game.state, game.legal_actions()))
    fisher = next(iter(answers)).split(">")[0]
    from_fisher = {t for t in lit if t.startswith(fisher + ">")}
    assert answers < from_fisher, "the Fisher's other moves are lit too"
