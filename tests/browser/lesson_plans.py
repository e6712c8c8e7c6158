"""What a browser test clicks in each step of a game's lessons, worked out in the test's own process from the same
lesson data and rules the notebook's kernel uses (each step starts a fresh game at its position, so the test's
copy of it is the kernel's): the keys of the step's move and its words in the chooser, a legal move the step does
not teach, and a key whose click the rules refuse with a sentence of their own. The browser says which keys are
in sight (the board zoomed to the step's region); only those are chosen. The rules judge every click: this
module only predicts their verdict, with the same ``LessonRun`` the kernel runs.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Iterable

from genesis_nb.board.legal import group_actions, meanings
from genesis_nb.board.spec import PAGE
from genesis_nb.lessons import OTHER, REFUSED, Lesson, LessonRun, lessons_for
from genesis_nb.lessons.load import expected_actions, pointed_clicks, start_of


@dataclass(frozen=True)
class Click:
    """A move made by clicking ``keys`` in turn, then (when a chooser opens) the option named ``label``; what
    the lesson panel is to say after it (``outcome``, ``text``)."""

    keys: tuple[str, ...]
    label: str
    outcome: str = ""
    text: str = ""


@dataclass(frozen=True)
class StepPlan:
    """One step: where it stands (``lesson``, ``step`` ids), how many targets its board lights, the right move,
    a legal move it does not teach (None: none in sight) and a click the rules refuse (None: none in sight)."""

    lesson: str
    step: str
    lit: int
    right: Click
    other: Click | None
    refused: Click | None


def steps_of(info: Any) -> list[tuple[Lesson, Any]]:
    """Every (lesson, step) of the game's lessons, in the order a student meets them."""
    return [(lesson, step) for lesson in lessons_for(info) for step in lesson.steps]


def _offered(spec: Any, rules: Any, state: Any, action: Any, keys: list[str]) -> bool:
    """Whether a click on ``keys`` can mean ``action``: it is legal, or the click offers it to be refused."""
    if action in rules.legal_actions(state):
        return True
    meant = spec.meaning(rules, state, tuple(keys))
    offered = meanings(spec, rules, state, ">".join(keys)) if isinstance(meant, (list, tuple)) else [meant]
    return action in [rules.registry.from_json(m) if isinstance(m, dict) else m for m in offered]


def plan_step(info: Any, lesson: Lesson, step: Any, in_sight: Iterable[str], lang: str = "en") -> StepPlan:
    """What to click in ``step`` (see ``StepPlan``); ``in_sight``: the keys the zoomed board shows."""
    seen = set(in_sight)
    spec = info.hook("board")
    game = start_of(info, step)
    rules, state = game.rules, game.state
    scratch = LessonRun(info, [Lesson(lesson.id, lesson.title, (step,))], student="plan", lang=lang)
    expected = expected_actions(game, step)
    legal = rules.legal_actions(state)
    paths = {a: spec.target(state, a).split(">") for a in legal}
    starts = {p[0] for p in paths.values()}
    longer = {p[0] for p in paths.values() if len(p) > 1}
    right = None
    for a in expected:
        keys = list(pointed_clicks(spec, game, step, a))  # the way the lesson points at
        if _offered(spec, rules, state, a, keys):
            right = Click(tuple(keys), spec.label(rules, state, a, lang), "right")
            break
    assert right is not None, f"{step.id}: no move of the step can be clicked"
    other = None
    taught = {spec.target(state, e) for e in expected}
    singles = {p[0] for p in paths.values() if len(p) == 1}
    behind = group_actions(spec, state, legal)
    for a in sorted(
        (a for a in legal if a not in expected), key=lambda a: _other_rank(paths[a], taught, longer, behind)
    ):
        p = paths[a]
        if any(k not in seen for k in p) or (len(p) == 1 and p[0] in longer) or (len(p) > 1 and p[0] in singles):
            continue
        if len(p) == 1 and p[0] in taught and len(behind[p[0]]) + len(_extras(spec, rules, state, p[0], legal)) < 2:
            continue
        verdict = scratch.judge(a)
        if verdict.outcome == OTHER:
            other = Click(tuple(p), spec.label(rules, state, a, lang), OTHER, verdict.text)
            break
    refused = None
    tries = [(key, a) for key in sorted(seen - starts) for a in _refused_meanings(spec, game, key)]
    tries += [(key, a) for key in sorted(seen & singles - longer) for a in _extras(spec, rules, state, key, legal)]
    for key, a in tries:
        if a is None or game.why_not(a) is None:
            continue
        verdict = scratch.judge(a)
        if verdict.outcome == REFUSED:
            refused = Click((key,), spec.label(rules, state, a, lang), REFUSED, verdict.text)
            break
    lit = len(group_actions(spec, state, legal))
    return StepPlan(lesson.id, step.id, lit, right, other, refused)


def _other_rank(path: list[str], taught: set[str], longer: set[str], behind: dict[str, list[Any]]) -> tuple[int, int]:
    """Simplest first: one key that plays at once, then one key with a chooser, then a path of keys."""
    if len(path) > 1:
        return (2, 0)
    return (0 if path[0] not in taught and len(behind[path[0]]) == 1 else 1, 0)


def _extras(spec: Any, rules: Any, state: Any, key: str, legal: list[Any]) -> list[Any]:
    """What a lesson's chooser offers on a lit ``key`` beyond its legal actions (to be refused)."""
    return [a for a in meanings(spec, rules, state, key) if a not in legal]


def _refused_meanings(spec: Any, game: Any, key: str) -> list[Any]:
    """What a click on an unlit ``key`` may send (at once, or chosen in the chooser it opens) that the rules
    refuse, as ``board.commands._click`` offers it."""
    rules, state = game.rules, game.state
    meant = spec.meaning(rules, state, (key,))
    if isinstance(meant, (list, tuple)):
        found = meanings(spec, rules, state, key)[:PAGE]
    else:
        found = [rules.registry.from_json(meant) if isinstance(meant, dict) else meant]
    return [a for a in found if a is not None and game.why_not(a) is not None]
