"""The lesson engine (``genesis_nb.lessons``): a lesson file is checked against the rules model when it is read,
a run judges clicks with the rules (the lesson only names the moves that count), a student cannot skip a step,
and the teacher's record counts every try, refused clicks included."""

from __future__ import annotations

import pytest

import genesis_nb
from genesis_nb.lessons import OTHER, REFUSED, RIGHT, LessonFileError, LessonRecord, LessonRun, read_lessons

START = (
    "herds players=reptile,dinosaur,mammal names=Ann,Bo,Cy turn=reptile phase=first "
    "dice=forest,savannah used=- rolls=1 grid=5V8/4V4T4/8T3V1/2V11/1V1T2T4T2/4T4V4/1T6V4T/2T3T7/3T2V4V2/5V6T1"
)
# the squares of the top row: a1..n1 are 0..13; f1 (5) is a volcano
GOOD = f"""
[[lessons]]
id = "first"
title = {{en = "Your first tiles"}}

[[lessons.steps]]
id = "forest"
position = "{START}"
rules = ["H-TWO-TILES", "H-DICE"]
expect = [{{type = "place", square = 0, terrain = "forest"}}]
focus = ["sq:0", "sq:1"]
say = {{en = "You rolled forest and savannah. Put a forest tile on the lit square."}}
right = {{en = "Your first tile lies on the board."}}
hint = {{en = "Click the lit square at the top left."}}

[[lessons.steps]]
id = "volcano"
kind = "refuse"
position = "{START}"
rules = ["H-BLOCKED"]
expect = [{{type = "place", square = 5, terrain = "forest"}}]
say = {{en = "Try to put a tile on the volcano."}}
right = {{en = "No tile ever goes there."}}
hint = {{en = "The volcano is the V square in the top row."}}
"""


@pytest.fixture
def herds():
    return genesis_nb.game("herds")


class Clock:
    def __init__(self):
        self.now = 100.0

    def __call__(self):
        return self.now


def test_a_run_judges_with_the_rules_and_cannot_skip_a_step(herds):
    lessons = read_lessons(herds, GOOD)
    clock = Clock()
    run = LessonRun(herds, lessons, student="Ann", clock=clock)
    assert run.progress() == "Step 1 of 2" and run.text().startswith("You rolled")
    assert run.next().outcome == REFUSED, "a step is done before the next one"
    place = herds.rules.registry.from_json
    # a refused click: the rules' own sentence, nothing played
    v = run.click(place({"type": "place", "square": 5, "terrain": "forest"}))
    assert v.outcome == REFUSED and v.text == run.game.why_not(
        place({"type": "place", "square": 5, "terrain": "forest"})
    ).message("en")
    # a legal move that is not the one practised: the lesson's words, not played
    v = run.click(place({"type": "place", "square": 1, "terrain": "forest"}))
    assert v.outcome == OTHER and not run.game.steps
    clock.now = 112.5
    v = run.click(place({"type": "place", "square": 0, "terrain": "forest"}))
    assert v.outcome == RIGHT and v.play and len(run.game.steps) == 1
    assert run.next() is None and run.progress() == "Step 2 of 2"
    # a REFUSE step: the expected move is refused, and that is the right answer
    v = run.click(place({"type": "place", "square": 5, "terrain": "forest"}))
    assert v.outcome == RIGHT and "No tile ever goes there." in v.text and not run.game.steps
    assert run.next().outcome == REFUSED  # the last step
    assert run.back() is None and run.index == 0 and run.done  # a step done stays done
    rows = run.record.table()
    assert rows[0] == {
        "student": "Ann",
        "game": "herds",
        "lesson": "first",
        "step": "forest",
        "tries": 3,
        "refused": 1,
        "seconds": 12.5,
        "done": True,
    }
    assert rows[1]["tries"] == 1 and rows[1]["done"]
    assert run.record.summary() == "Ann: 2 of 2 steps done, 4 tries, 1 of them refused by the rules."


def test_the_record_saves_loads_and_makes_a_class_table(herds, tmp_path):
    pd = pytest.importorskip("pandas")
    from genesis_nb.lessons import class_table

    run = LessonRun(herds, read_lessons(herds, GOOD), student="Bo")
    run.click(herds.rules.registry.from_json({"type": "place", "square": 0, "terrain": "forest"}))
    path = run.record.save(tmp_path / "bo.json")
    again = LessonRecord.load(path)
    assert again.table() == run.record.table()
    frame = class_table([path, path])
    assert list(frame.columns) == ["student", "game", "lesson", "step", "tries", "refused", "seconds", "done"]
    assert len(frame) == 2 and isinstance(frame, pd.DataFrame)
    csv = run.record.to_csv(tmp_path / "bo.csv").read_text()
    assert csv.splitlines()[0] == "student,game,lesson,step,tries,refused,seconds,done"
    (tmp_path / "bad.json").write_text('{"format": "genesis_nb-lessons", "rows": [{"lesson": 1}]}')
    with pytest.raises(ValueError, match="not sound"):
        LessonRecord.load(tmp_path / "bad.json")


def test_the_record_reads_as_a_sentence_with_the_students_name_and_as_a_tidy_table(herds):
    """Nothing tried yet is said in words (no empty table or braces); one try is "1 try"; the frame's columns
    are of their kinds (whole numbers, seconds, done or not), one row a step reached."""
    pd = pytest.importorskip("pandas")
    run = LessonRun(herds, read_lessons(herds, GOOD), student="Sam")
    assert run.record.summary() == "Sam has not tried a step yet." and repr(run.record) == run.record.summary()
    assert run.record.summary("nl") == "Sam heeft nog geen stap geprobeerd."
    assert list(run.record.frame().columns) == [
        "student",
        "game",
        "lesson",
        "step",
        "tries",
        "refused",
        "seconds",
        "done",
    ]
    run.click(herds.rules.registry.from_json({"type": "place", "square": 0, "terrain": "forest"}))
    assert run.record.summary() == "Sam: 1 of 1 steps done, 1 try, 0 of them refused by the rules."
    assert run.record.summary("nl") == "Sam: 1 van 1 stappen gedaan, 1 poging, waarvan 0 geweigerd door de regels."
    frame = run.record.frame()
    assert frame.loc[0, "student"] == "Sam" and frame.loc[0, "step"] == "forest"
    assert pd.api.types.is_integer_dtype(frame["tries"]) and pd.api.types.is_integer_dtype(frame["refused"])
    assert pd.api.types.is_float_dtype(frame["seconds"]) and pd.api.types.is_bool_dtype(frame["done"])
    assert LessonRecord().summary() == "A student has not tried a step yet."


@pytest.mark.parametrize(
    "change, message",
    [
        (('square = 0, terrain = "forest"', 'square = 5, terrain = "forest"'), "is refused there"),
        (('square = 5, terrain = "forest"', 'square = 2, terrain = "forest"'), "should be refused is legal"),
        (('rules = ["H-BLOCKED"]', 'rules = ["H-VACANT"]'), "which the step does not name"),
        (('rules = ["H-BLOCKED"]', 'rules = ["H-NOPE"]'), "no rule called H-NOPE"),
        (("dice=forest,savannah", "dice=forest,lava"), "the position does not read"),
        (('type = "place", square = 0', 'type = "fly", square = 0'), "not an action of herds"),
        (('say = {en = "Try', 'say = {nl = "Try'), "'say' has no text in en"),
        (('kind = "refuse"', 'kind = "watch"'), "'kind' is one of play, refuse"),
        (('id = "volcano"', 'id = "forest"'), "comes twice"),
        (("[[lessons]]", "[[lesson]]"), "has no [[lessons]]"),
        (('title = {en = "Your first tiles"}', 'title = "x"'), "must be a table of texts"),
    ],
)
def test_a_lesson_file_that_the_rules_contradict_is_refused_with_a_sentence(herds, change, message):
    old, new = change
    assert old in GOOD
    with pytest.raises(LessonFileError) as refused:
        read_lessons(herds, GOOD.replace(old, new, 1))
    assert message in str(refused.value)


def test_a_run_refuses_a_language_the_game_does_not_speak_and_an_empty_list(herds):
    lessons = read_lessons(herds, GOOD)
    with pytest.raises(ValueError, match="not 'nl'"):
        LessonRun(herds, lessons, lang="nl")
    with pytest.raises(ValueError, match="no lessons"):
        LessonRun(herds, [])


CONTINUED = """
[[lessons.steps]]
id = "second"
continue = true
rules = ["H-TWO-TILES"]
expect = [{type = "place", square = 1, terrain = "savannah"}]
say = {en = "Now your savannah tile."}
right = {en = "Two tiles: your turn is over."}
hint = {en = "Next to the first."}

[[lessons.steps]]
id = "after-bo"
continue = true
reply = [{type = "place_one", square = 139, terrain = "wetland"}]
rules = ["H-ORDER"]
expect = [{type = "place_one", square = 2, terrain = "forest"}]
say = {en = "Bo has played; it is Cy's turn."}
right = {en = "Done."}
hint = {en = "Any square."}
"""


def test_a_step_may_continue_from_the_last_move_and_the_replies(herds):
    """``continue = true``: the position after the previous step's move (and the ``reply`` actions)."""
    first_step_end = GOOD.index("[[lessons.steps]]", GOOD.index('id = "forest"'))
    text = GOOD[:first_step_end] + CONTINUED + GOOD[first_step_end:]
    lessons = read_lessons(herds, text)
    second, after_bo = lessons[0].steps[1], lessons[0].steps[2]
    assert herds.from_position(second.position).state.cells[0] > 0, "the first tile lies where the last step put it"
    bo = herds.from_position(after_bo.position)
    assert bo.state.cells[1] > 0 and bo.state.cells[139] > 0 and bo.actor == 2
    with pytest.raises(LessonFileError, match="is refused there"):
        read_lessons(herds, text.replace("square = 139", "square = 5"))
    with pytest.raises(LessonFileError, match="only a step after a step that plays"):
        read_lessons(
            herds, text.replace('[[lessons.steps]]\nid = "forest"', "", 1).replace('id = "second"', 'id = "x"')
        )
    with pytest.raises(LessonFileError, match="one or the other"):
        read_lessons(herds, text.replace('id = "second"', f'id = "second"\nposition = "{START}"', 1))


def test_a_refuse_step_counts_a_try_refused_for_the_very_same_reason():
    """A REFUSE step is about why the rules refuse: another action refused in the same words counts (a mountain
    tile or a forest tile on a taken square), one refused for another reason does not."""
    import genesis_nb
    from genesis_nb.lessons import REFUSE, RIGHT, LessonRun, lessons_for

    info = genesis_nb.game("herds")
    lessons = lessons_for(info)
    lesson = next(les for les in lessons if any(st.id == "taken-square" for st in les.steps))
    index = [st.id for st in lesson.steps].index("taken-square")
    run = LessonRun(info, [lesson], student="t")
    for _ in range(index):
        step = run.step
        verdict = run.click(run.expected()[0]) if step.kind != REFUSE else run.judge(run.expected()[0])
        assert verdict.correct
        run.next()
    assert run.step.id == "taken-square"
    expected = run.expected()[0]
    other_terrain = type(expected)(
        square=expected.square, terrain="forest" if expected.terrain != "forest" else "savannah"
    )
    assert run.judge(other_terrain).outcome == RIGHT
    elsewhere = type(expected)(square=5, terrain=expected.terrain)  # f1: a volcano, refused for another reason
    assert run.judge(elsewhere).outcome != RIGHT
