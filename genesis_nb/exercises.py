"""Exercises that check themselves: a question about a position, judged by the rules model.

    >>> from genesis_nb.angels import from_position
    >>> from genesis_nb.exercises import ValueExercise
    >>> ex = ValueExercise("who-starts", from_position(...), "Who starts the next round?",
    ...                    expected=lambda game: game.players[game.rules.leftmost_player(game.state)],
    ...                    rule="A-START-PLAYER")                                     # doctest: +SKIP
    >>> ex.answer("gray")                                                              # doctest: +SKIP
    ✓ Right: gray stands furthest left.

Two kinds:

- ``ValueExercise``: the student answers by calling ``ex.answer(value)``; the right answer is computed
  from the position by the rules model (``expected(game)``), never typed into the notebook.
- ``ClickExercise``: the student answers by clicking the board (``ex.board()``): a click the rules
  refuse is explained by the rule's own sentence; a legal click is judged by ``correct(game, action)``
  and a wrong one explained by ``why_wrong(game, action)``.

Every exercise has a hint that names the rule to look at (``ex.hint()``: the catalogue's summary of
``rule``). A ``Workbook`` keeps a student's attempts; ``workbook.save(path)`` writes them as JSON, for a
teacher to collect (there is no server: a teacher sees a class's answers only if students save them),
and ``Workbook.table(paths)`` reads many such files into rows.

Nothing here imports Jupyter until a board is asked for.
"""

from __future__ import annotations

import json
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Callable, Iterable, Sequence

_WORDS = {
    "right": {"en": "✓ Right: {text}", "nl": "✓ Goed: {text}"},
    "wrong": {"en": "✗ Not quite: {text}", "nl": "✗ Niet helemaal: {text}"},
    "right_plain": {"en": "✓ Right!", "nl": "✓ Goed!"},
    "hint": {"en": "Hint: look at rule {rule}: {summary}", "nl": "Tip: kijk naar regel {rule}: {summary}"},
    "refused": {"en": "The rules do not allow that click: {text}", "nl": "De regels staan die klik niet toe: {text}"},
    "try_again": {"en": "that is not it; look again.", "nl": "dat is het niet; kijk nog eens."},
    "no_answer": {
        "en": "Write your answer between the quotes, then run the cell.",
        "nl": "Schrijf je antwoord tussen de aanhalingstekens en voer de cel uit.",
    },
}


def _word(key: str, lang: str | None, **params: Any) -> str:
    table = _WORDS[key]
    return (table.get(lang or "en") or table["en"]).format(**params)


@dataclass(frozen=True)
class Verdict:
    """The judgement of one answer: right or not, a sentence, and (for a click) whether to play it."""

    correct: bool
    text: str
    play: bool = False

    def _repr_markdown_(self) -> str:
        return f"**{self.text}**"

    def __str__(self) -> str:
        return self.text


@dataclass
class Attempt:
    exercise: str
    answer: Any
    correct: bool
    time: float


@dataclass
class Workbook:
    """A student's attempts at a notebook's exercises (kept in memory; ``save`` writes them)."""

    student: str = ""
    notebook: str = ""
    attempts: list[Attempt] = field(default_factory=list)

    def record(self, exercise: str, answer: Any, correct: bool) -> None:
        self.attempts.append(Attempt(exercise, _plain(answer), correct, round(time.time(), 1)))

    def summary(self) -> dict[str, dict[str, Any]]:
        """Per exercise: tries, whether it was ever right, after how many tries."""
        out: dict[str, dict[str, Any]] = {}
        for a in self.attempts:
            row = out.setdefault(a.exercise, {"tries": 0, "right": False, "right_after": None})
            row["tries"] += 1
            if a.correct and not row["right"]:
                row["right"], row["right_after"] = True, row["tries"]
        return out

    def save(self, path: str | Path) -> Path:
        """Write the attempts as JSON (hand the file to your teacher)."""
        p = Path(path)
        p.write_text(
            json.dumps(
                {
                    "format": "genesis_nb-exercises",
                    "version": 1,
                    "student": self.student,
                    "notebook": self.notebook,
                    "attempts": [a.__dict__ for a in self.attempts],
                },
                indent=1,
            ),
            encoding="utf-8",
        )
        return p

    @staticmethod
    def table(paths: Iterable[str | Path]) -> list[dict[str, Any]]:
        """A teacher's view of many saved workbooks: one row per student and exercise."""
        rows = []
        for path in paths:
            try:
                doc = json.loads(Path(path).read_text(encoding="utf-8"))
            except (OSError, ValueError, RecursionError) as e:
                raise ValueError(f"{path} is not a saved workbook: {e}") from None
            if not isinstance(doc, dict) or doc.get("format") != "genesis_nb-exercises":
                raise ValueError(f"{path} is not a saved workbook")
            wb = Workbook(
                str(doc.get("student", "")),
                str(doc.get("notebook", "")),
                [
                    Attempt(str(a.get("exercise")), a.get("answer"), bool(a.get("correct")), float(a.get("time", 0)))
                    for a in doc.get("attempts", [])
                    if isinstance(a, dict)
                ],
            )
            for ex, row in wb.summary().items():
                rows.append({"student": wb.student, "notebook": wb.notebook, "exercise": ex, **row})
        return rows


def _plain(value: Any) -> Any:
    try:
        json.dumps(value)
        return value
    except (TypeError, ValueError):
        return repr(value)


class Exercise:
    """What every exercise shares: an id, a position (a game), a question, the rule behind it."""

    def __init__(
        self,
        exercise_id: str,
        game: Any,
        question: str,
        *,
        rule: str | None = None,
        workbook: Workbook | None = None,
        lang: str | None = None,
    ) -> None:
        self.id = exercise_id
        self._start = game
        self.question = question
        self.rule = rule
        self.workbook = workbook
        self.lang = lang or getattr(game, "lang", "en")

    def game(self) -> Any:
        """A fresh copy of the exercise's position (the exercise never changes its own)."""
        g = self._start
        fresh = g.replay() if hasattr(g, "replay") else g
        fresh.lang = self.lang
        return fresh

    def hint(self) -> str:
        """Which rule to look at, and what it says."""
        if self.rule is None:
            return ""
        summary = self._start.rules.catalogue[self.rule].text(self.lang)
        return _word("hint", self.lang, rule=self.rule, summary=summary)

    def picture(self, **kwargs: Any) -> Any:
        """The exercise's position as a picture (as everybody sees it)."""
        return self._start.picture(**kwargs)

    def _record(self, answer: Any, correct: bool) -> None:
        if self.workbook is not None:
            self.workbook.record(self.id, answer, correct)

    def _repr_markdown_(self) -> str:
        return f"**Exercise:** {self.question}"


class ValueExercise(Exercise):
    """Answer by calling ``answer(value)``; the rules model computes the right value from the position."""

    def __init__(
        self,
        exercise_id: str,
        game: Any,
        question: str,
        *,
        expected: Callable[[Any], Any],
        explain: Callable[[Any, Any], str] | None = None,
        normalise: Callable[[Any], Any] | None = None,
        **kwargs: Any,
    ) -> None:
        super().__init__(exercise_id, game, question, **kwargs)
        self._expected = expected
        self._explain = explain
        self._normalise = normalise or (lambda v: v.strip().casefold() if isinstance(v, str) else v)

    def expected(self) -> Any:
        return self._expected(self.game())

    def answer(self, value: Any) -> Verdict:
        """Judge ``value``: right, or wrong with the reason (the rule's sentence)."""
        if value is None or (isinstance(value, str) and not value.strip()):
            return Verdict(False, _word("no_answer", self.lang))  # not an attempt: nothing recorded
        right = self.expected()
        correct = self._normalise(value) == self._normalise(right)
        self._record(value, correct)
        if correct:
            text = self._explain(self.game(), value) if self._explain else ""
            return Verdict(True, _word("right", self.lang, text=text) if text else _word("right_plain", self.lang))
        reason = self._explain(self.game(), value) if self._explain else self.hint()
        return Verdict(False, _word("wrong", self.lang, text=reason or _word("try_again", self.lang)))


class ClickExercise(Exercise):
    """Answer by clicking the board (``board()``): a legal click is judged by ``correct(game, action)``."""

    def __init__(
        self,
        exercise_id: str,
        game: Any,
        question: str,
        *,
        correct: Callable[[Any, Any], bool],
        why_wrong: Callable[[Any, Any], str] | None = None,
        why_right: Callable[[Any, Any], str] | None = None,
        play_right: bool = True,
        **kwargs: Any,
    ) -> None:
        super().__init__(exercise_id, game, question, **kwargs)
        self._correct = correct
        self._why_wrong = why_wrong
        self._why_right = why_right
        self.play_right = play_right

    def judge(self, game: Any, action: Any) -> Verdict:
        """Judge a legal ``action`` in ``game`` (a refused one never reaches here: the rules explain it)."""
        refusal = game.why_not(action)
        if refusal is not None:
            self._record(game.rules.registry.to_json(action), False)
            return Verdict(False, _word("refused", self.lang, text=refusal.message(self.lang)))
        ok = bool(self._correct(game, action))
        self._record(game.rules.registry.to_json(action), ok)
        if ok:
            text = self._why_right(game, action) if self._why_right else ""
            return Verdict(
                True,
                _word("right", self.lang, text=text) if text else _word("right_plain", self.lang),
                play=self.play_right,
            )
        reason = self._why_wrong(game, action) if self._why_wrong else self.hint()
        return Verdict(False, _word("wrong", self.lang, text=reason or _word("try_again", self.lang)))

    def try_action(self, action: Any) -> Verdict:
        """Answer without a board (an action object or its JSON form), as a click would."""
        g = self.game()
        if isinstance(action, dict):
            action = g.rules.registry.from_json(action)
        return self.judge(g, action)

    def board(self, **kwargs: Any) -> Any:
        """The exercise's position on the game's board: your clicks are judged, not just played."""
        from .registry import game as game_info

        g = self.game()
        w = game_info(g.rules.name).board(g, lang=self.lang, **kwargs)
        w.judge = lambda action: self.judge(w.game, action)
        return w


def exercises_table(exercises: Sequence[Exercise]) -> list[dict[str, str]]:
    """The exercises of a notebook as rows (id, question, rule): for a teacher's overview."""
    return [{"id": e.id, "question": e.question, "rule": e.rule or ""} for e in exercises]
