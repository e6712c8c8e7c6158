"""The teacher's record: every try of every step by one student, as a tidy table, a summary and a CSV file.

One row per step a student reached: ``student, game, lesson, step, tries, refused, seconds, done``. ``tries``
counts every click judged (a click the rules refuse is a try, and is counted in ``refused`` too); ``seconds`` is
the time from the step being shown to the right move (or to the last try while it is not done). Tries after a
step is done (going back to it) do not change its row. ``LessonRecord.save`` writes a student's record as JSON to
hand in; ``class_table(paths)`` reads many into one table.
"""

from __future__ import annotations

import json
import unicodedata
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Iterable

from .words import word

COLUMNS = ("student", "game", "lesson", "step", "tries", "refused", "seconds", "done")
FORMAT = "genesis_nb-lessons"
#: a saved record larger than this is not read
MAX_BYTES = 2_000_000
#: the longest student's name (as a player's, ``core.names.MAX_NAME``)
MAX_STUDENT = 60


@dataclass(frozen=True)
class StepRow:
    """One judged click (what ``LessonRun`` notes)."""

    lesson: str
    step: str
    outcome: str
    seconds: float
    counts: bool = True  # False once the step is done: going back to it does not change its row


@dataclass
class LessonRecord:
    """One student's tries, step by step (see the module docstring)."""

    student: str = ""
    game: str = ""
    rows: dict[tuple[str, str], dict[str, Any]] = field(default_factory=dict)

    def rename(self, student: str) -> None:
        """The student's name (checked, ``check_student``), on every row so far too."""
        self.student = check_student(student)
        for row in self.rows.values():
            row["student"] = self.student

    def note(self, click: StepRow) -> None:
        if not click.counts:
            return
        row = self.rows.setdefault(
            (click.lesson, click.step),
            {"student": self.student, "game": self.game, "lesson": click.lesson, "step": click.step}
            | {"tries": 0, "refused": 0, "seconds": 0.0, "done": False},
        )
        row["tries"] += 1
        row["refused"] += click.outcome == "refused"
        row["seconds"] = click.seconds
        row["done"] = row["done"] or click.outcome == "right"

    def table(self) -> list[dict[str, Any]]:
        """The rows, in the order the steps were reached."""
        return [dict(r) for r in self.rows.values()]

    def frame(self) -> Any:
        """The rows as a pandas DataFrame (needs pandas: the ``explore`` extra)."""
        import pandas as pd

        return pd.DataFrame(self.table(), columns=list(COLUMNS))

    def to_csv(self, path: str | Path) -> Path:
        """Write the rows as CSV (one line per step reached)."""
        import csv

        p = Path(path)
        with p.open("w", newline="", encoding="utf-8") as f:
            out = csv.DictWriter(f, fieldnames=list(COLUMNS))
            out.writeheader()
            out.writerows(self.table())
        return p

    def summary(self, lang: str = "en") -> str:
        """A sentence a teacher reads: who, how many steps done of those reached, tries and refusals."""
        rows = self.table()
        student = self.student or word("someone", lang)
        if not rows:
            return word("summary_none", lang, student=student)
        tries = sum(r["tries"] for r in rows)
        return word(
            "summary",
            lang,
            student=student,
            done=sum(r["done"] for r in rows),
            reached=len(rows),
            tries=tries,
            tries_word=word("try" if tries == 1 else "tries", lang),
            refused=sum(r["refused"] for r in rows),
        )

    def __repr__(self) -> str:
        return self.summary()

    def save(self, path: str | Path) -> Path:
        """Write the record as JSON (a student hands the file to the teacher)."""
        p = Path(path)
        doc = {"format": FORMAT, "version": 1, "student": self.student, "game": self.game, "rows": self.table()}
        p.write_text(json.dumps(doc, indent=1, ensure_ascii=False), encoding="utf-8")
        return p

    @classmethod
    def load(cls, path: str | Path) -> LessonRecord:
        """A record saved by ``save``; anything else is refused with a sentence."""
        p = Path(path)
        try:
            if p.stat().st_size > MAX_BYTES:
                raise ValueError(f"{p} is larger than a lesson record can be")
            doc = json.loads(p.read_text(encoding="utf-8"))
        except (OSError, UnicodeDecodeError, ValueError, RecursionError) as e:
            raise ValueError(f"{p} is not a saved lesson record: {e}") from None
        if not isinstance(doc, dict) or doc.get("format") != FORMAT or not isinstance(doc.get("rows"), list):
            raise ValueError(f"{p} is not a saved lesson record")
        record = cls(student=str(doc.get("student", ""))[:80], game=str(doc.get("game", ""))[:40])
        for r in doc["rows"]:
            if not isinstance(r, dict):
                raise ValueError(f"{p}: a row is not a table")
            try:
                row: dict[str, Any] = {
                    "student": record.student,
                    "game": record.game,
                    "lesson": str(r["lesson"])[:80],
                    "step": str(r["step"])[:80],
                    "tries": _count(r["tries"]),
                    "refused": _count(r["refused"]),
                    "seconds": float(r["seconds"]),
                    "done": bool(r["done"]),
                }
            except (KeyError, TypeError, ValueError) as e:
                raise ValueError(f"{p}: a row is not sound ({e})") from None
            record.rows[(str(row["lesson"]), str(row["step"]))] = row
        return record


def check_student(name: Any) -> str:
    """A student's name as the record keeps it (spaces around it dropped; "" while none is given), or
    ``ValueError`` with a sentence: it is plain text, at most ``MAX_STUDENT`` characters, without markup or
    control characters."""
    if not isinstance(name, str):
        raise ValueError(f"a name is text, not {type(name).__name__}")
    name = name.strip()
    if len(name) > MAX_STUDENT:
        raise ValueError(f"that name is {len(name)} characters long; at most {MAX_STUDENT} fit")
    if "<" in name or ">" in name:
        raise ValueError("a name is plain text: no markup (< or >) in it")
    if any(unicodedata.category(c) in ("Cc", "Cs") for c in name):
        raise ValueError("a name holds no control characters")
    return name


def _count(value: Any) -> int:
    if isinstance(value, bool) or not isinstance(value, int) or not 0 <= value < 10**6:
        raise ValueError(f"{value!r:.20} is not a count")
    return value


def class_table(paths: Iterable[str | Path]) -> Any:
    """Many students' saved records as one pandas DataFrame (one row per student and step)."""
    import pandas as pd

    rows = [row for path in paths for row in LessonRecord.load(path).table()]
    return pd.DataFrame(rows, columns=list(COLUMNS))
