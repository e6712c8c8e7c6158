"""A lesson on screen: the lesson panel (its words, progress, Back / Hint / Next) above the game's own board.

    >>> from genesis_nb.lessons.panel import lesson
    >>> lesson("herds", student="Ann")          # in a notebook cell: the first step of the herds lessons  # doctest: +SKIP

``step_view(run, verdict, hint)`` is what the panel shows, built from the ``LessonRun`` alone (no Jupyter
import: a classroom room can send the same dict). ``LessonPanel`` is the anywidget that shows it and sends
Back / Hint / Next; ``lesson(...)`` puts a panel and the game's board together: every click on the board goes
to the run's judge (the rules decide what is legal; the lesson only says which moves count), and Next swaps the
board's game for the next step's.
"""

from __future__ import annotations

from typing import Any, Sequence

from .load import pointed_clicks
from .model import Lesson
from .record import check_student
from .run import REFUSED, LessonRun, LessonVerdict
from .words import word


def step_view(run: LessonRun, verdict: LessonVerdict | None = None, hint: bool = False) -> dict[str, Any]:
    """What the lesson panel shows for the run's current step (plain JSON)."""
    lang = run.lang
    return {
        "title": run.lesson.title(lang),
        "progress": run.progress(),
        "number": run.index + 1,
        "total": run.total,
        "say": run.text(),
        "done": run.done,
        "can_back": run.index > 0,
        "can_next": run.done and run.index + 1 < run.total,
        "verdict": {"outcome": verdict.outcome, "text": verdict.text} if verdict is not None else {},
        "hint": run.hint() if hint else "",
        "happened": run.happened(),
        "focus": list(run.step.focus),
        "student": run.record.student,
        "words": {k: word(k, lang) for k in ("back", "hint", "next", "your_name")},
    }


def _panel_class() -> Any:
    import anywidget
    import traitlets

    from ..board.frontend import static_file

    class LessonPanel(anywidget.AnyWidget):  # type: ignore[misc]
        """The lesson's words and buttons (see the module docstring)."""

        _esm = static_file("lesson_panel.js")
        _css = static_file("lesson_panel.css")
        step = traitlets.Dict().tag(sync=True)
        #: the student's name, for the teacher's record (typed on the board, or set here; checked either way)
        student = traitlets.Unicode("").tag(sync=True)

        @traitlets.validate("student")
        def _valid_student(self, proposal: Any) -> str:
            try:
                return check_student(proposal["value"])
            except ValueError as e:
                raise traitlets.TraitError(str(e)) from None

    return LessonPanel


class LessonScreen:
    """A lesson on screen: ``panel`` above ``board``, both driven by one ``LessonRun`` (``run``)."""

    def __init__(self, info: Any, run: LessonRun, scale: float = 1.0) -> None:
        import ipywidgets  # type: ignore[import-untyped]

        self.info = info
        self.run = run
        self._verdict: LessonVerdict | None = None
        self._hint = False
        self.panel = _panel_class()(student=run.record.student)
        self.panel.on_msg(self._on_msg)
        self.panel.observe(self._renamed, names="student")
        self.board = info.board(run.game, lang=run.lang, scale=scale, **self._seats(run.game))
        self.board.paused = True  # nothing moves on a lesson's board but what the student plays
        self.board.judge = self._judge
        self._unsubscribe = run.game.subscribe(self._game_changed)
        self.widget = ipywidgets.VBox([self.panel, self.board])
        self.widget.add_class("gnb-lesson-screen")  # the panel says the verdict: the board's note box is hidden
        self._frame()
        self.board.session.refresh()
        self._show()

    def _frame(self) -> None:
        """The board zoomed to the step's region, pointing at what the step asks to click (where the board is the
        game's picture; a board with a drawing module of its own shows the whole board)."""
        session = self.board.session
        if not session.spec.drawn:
            return
        game = self.run.game
        targets = []
        for action in self.run.expected():
            try:  # the first click of the way the step points at
                first = pointed_clicks(session.spec, game, self.run.step, action)[0]
            except (TypeError, ValueError, AttributeError):
                continue
            if first not in targets:
                targets.append(first)
        session.pointer = tuple(targets)
        session.offer_refused = True  # a step may ask to try a move the rules refuse on a lit place
        focus = tuple(self.run.step.focus)
        # what to click lies inside the region (a step continuing a game may ask for a place the focus missed);
        # set before the step's game is shown, so that no update in between shows it framed as the step before
        session.focus = focus + tuple(k for k in targets if k not in focus) if focus else ()

    def _game_changed(self, _game: Any) -> None:
        self._show()

    @staticmethod
    def _seats(game: Any) -> dict[str, Any]:
        """The step's deciding seat is the student's; the other seats are the computer's, paused (nothing moves
        on a lesson's board but what the student plays)."""
        actor = game.actor
        others = {s: "random" for s in range(len(game.players)) if s != actor}
        return {"bots": others, "observer": actor}

    def _judge(self, action: Any) -> LessonVerdict:
        self._verdict = self.run.judge(action)
        self._show()
        return self._verdict

    def _renamed(self, change: Any) -> None:
        self.run.record.rename(change["new"])
        self._show()

    def _on_msg(self, _widget: Any, msg: Any, _buffers: Any) -> None:
        cmd = msg.get("cmd") if isinstance(msg, dict) else None
        if cmd == "name":  # the student's name typed on the board: checked as any input, refused with a sentence
            try:
                self.panel.student = check_student(msg.get("name"))
                self._verdict = None
            except ValueError as e:
                self._verdict = LessonVerdict(REFUSED, str(e))
            self._show()
            return
        if cmd == "hint":
            self._hint = True
        elif cmd in ("next", "back"):
            refusal = self.run.next() if cmd == "next" else self.run.back()
            self._hint = False
            self._verdict = refusal
            if refusal is None:
                self._load_step()
        self._show()

    def _load_step(self) -> None:
        self._frame()
        self._unsubscribe()
        self._unsubscribe = self.run.game.subscribe(self._game_changed)
        seats = self._seats(self.run.game)
        self.board.game = self.run.game
        for seat in range(len(self.run.game.players)):  # the step's deciding seat is the student's, even if it was
            self.board.set_bot(seat, seats["bots"].get(seat))  # the computer's in the step before
        self.board.paused = True
        self.board.observer = seats["observer"]
        self.board.session.set_note({})  # the verdict on the step before is not this step's
        self.board.session.refresh()

    def _show(self) -> None:
        self.panel.step = step_view(self.run, self._verdict, self._hint)

    def _ipython_display_(self) -> None:
        from IPython.display import display

        display(self.widget)


def lesson(
    game: str | Any,
    lessons: Sequence[Lesson] | None = None,
    *,
    student: str = "",
    lang: str = "en",
    scale: float = 1.0,
) -> LessonScreen:
    """A game's lessons on screen, from the first step (``lessons``: a list of your own; default the game's)."""
    from ..registry import game as game_info
    from .load import lessons_for

    info = game_info(game) if isinstance(game, str) else game
    run = LessonRun(info, lessons_for(info) if lessons is None else lessons, student=student, lang=lang)
    return LessonScreen(info, run, scale=scale)
