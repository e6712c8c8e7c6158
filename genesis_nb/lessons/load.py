"""Reading a game's lessons (``lessons.toml`` in its package, or a teacher's own file) and checking them.

Every step is checked against the rules model before a student sees it: its position must read in the game's
notation, each expected action must be an action of the game, legal in that position for a PLAY step and refused
there (naming one of the step's rules) for a REFUSE step; every rule it names must be in the catalogue, and every
text must be there in each of the game's languages. A file that fails is refused with a sentence naming the
lesson and the step; nothing half-read is used.
"""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Any, Mapping

from ..board.legal import click_path
from ..core.errors import RuleViolation, SaveFileError
from .model import KINDS, NO_WORDS, PLAY, REFUSE, Lesson, LessonStep, Words

if sys.version_info >= (3, 11):
    import tomllib
else:  # pragma: no cover - Python 3.10
    import tomli as tomllib

#: a lesson file larger than this is not read (a game's lessons are a few tens of KB)
MAX_BYTES = 1_000_000
#: the name of a game's lesson file inside its package
FILE = "lessons.toml"


class LessonFileError(ValueError):
    """A lesson file that cannot be used, with the reason in a sentence."""


def lessons_for(info: Any) -> list[Lesson]:
    """The lessons of a registered game (its package's ``lessons.toml``; none if it has no such file)."""
    from importlib.resources import files

    resource = files(info.module).joinpath(FILE)
    if not resource.is_file():
        return []
    return read_lessons(info, resource.read_text(encoding="utf-8"), source=f"{info.name}/{FILE}")


def load_lessons(info: Any, path: str | Path) -> list[Lesson]:
    """Lessons from a file of one's own (the same format as a game's ``lessons.toml``)."""
    p = Path(path)
    try:
        size = p.stat().st_size
        if not p.is_file():
            raise LessonFileError(f"{p} is not a file")
        if size > MAX_BYTES:
            raise LessonFileError(f"{p} is {size:,} bytes; a lesson file is at most {MAX_BYTES:,}")
        text = p.read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError, ValueError) as e:
        if isinstance(e, LessonFileError):
            raise
        raise LessonFileError(f"{p} cannot be read as a lesson file: {e}") from None
    return read_lessons(info, text, source=str(p))


def read_lessons(info: Any, text: str, source: str = "lessons") -> list[Lesson]:
    """Lessons from TOML text, every step checked (see the module docstring)."""
    try:
        doc = tomllib.loads(text)
    except (tomllib.TOMLDecodeError, RecursionError) as e:
        raise LessonFileError(f"{source} is not valid TOML: {e}") from None
    raw = doc.get("lessons")
    if not isinstance(raw, list) or not raw:
        raise LessonFileError(f"{source} has no [[lessons]]")
    languages = tuple(info.languages)
    seen: set[str] = set()
    out = []
    for i, entry in enumerate(raw):
        where = f"{source}, lesson {i + 1}"
        if not isinstance(entry, dict):
            raise LessonFileError(f"{where} is not a table")
        lesson_id = _text(entry, "id", where)
        where = f"{source}, lesson {lesson_id!r}"
        if lesson_id in seen:
            raise LessonFileError(f"{where} comes twice")
        seen.add(lesson_id)
        steps_raw = entry.get("steps")
        if not isinstance(steps_raw, list) or not steps_raw:
            raise LessonFileError(f"{where} has no steps")
        step_ids: set[str] = set()
        steps: list[LessonStep] = []
        for k, s in enumerate(steps_raw):
            step = _step(info, s, f"{where}, step {k + 1}", languages, steps[-1] if steps else None)
            if step.id in step_ids:
                raise LessonFileError(f"{where}: the step id {step.id!r} comes twice")
            step_ids.add(step.id)
            steps.append(step)
        out.append(Lesson(lesson_id, _words(entry, "title", where, languages), tuple(steps)))
    return out


def _text(entry: Mapping[str, Any], key: str, where: str) -> str:
    value = entry.get(key)
    if not isinstance(value, str) or not value.strip():
        raise LessonFileError(f"{where}: '{key}' must be a non-empty text")
    return value


def _words(entry: Mapping[str, Any], key: str, where: str, languages: tuple[str, ...], required: bool = True) -> Words:
    value = entry.get(key)
    if value is None and not required:
        return NO_WORDS
    if not isinstance(value, dict):
        raise LessonFileError(f"{where}: '{key}' must be a table of texts by language ({', '.join(languages)})")
    missing = [lang for lang in languages if not isinstance(value.get(lang), str) or not value[lang].strip()]
    if missing:
        raise LessonFileError(f"{where}: '{key}' has no text in {', '.join(missing)}")
    extra = sorted(set(value) - set(languages))
    if extra:
        raise LessonFileError(f"{where}: '{key}' has texts in languages the game does not speak: {', '.join(extra)}")
    return Words({lang: value[lang].strip() for lang in languages})


def _step(info: Any, s: Any, where: str, languages: tuple[str, ...], previous: LessonStep | None) -> LessonStep:
    if not isinstance(s, dict):
        raise LessonFileError(f"{where} is not a table")
    step_id = _text(s, "id", where)
    where = f"{where} ({step_id!r})"
    if s.get("continue", False) is not False:
        s = {**s, "position": _continued(info, s, where, previous)}
        if previous is not None:  # the same chance and readings as the step it continues
            s.setdefault("seed", previous.seed)
            s.setdefault("options", dict(previous.options))
    kind = s.get("kind", PLAY)
    if kind not in KINDS:
        raise LessonFileError(f"{where}: 'kind' is one of {', '.join(KINDS)}, not {kind!r:.40}")
    rules = s.get("rules")
    if not isinstance(rules, list) or not rules or not all(isinstance(r, str) for r in rules):
        raise LessonFileError(f"{where}: 'rules' must list the catalogue rules the step teaches")
    unknown = [r for r in rules if r not in info.catalogue]
    if unknown:
        raise LessonFileError(f"{where}: no rule called {', '.join(unknown)} in the {info.name} catalogue")
    focus = s.get("focus", [])
    if not isinstance(focus, list) or not all(isinstance(f, str) for f in focus):
        raise LessonFileError(f"{where}: 'focus' must list board keys")
    options = s.get("options", {})
    seed = s.get("seed", 0)
    if not isinstance(options, dict) or isinstance(seed, bool) or not isinstance(seed, int):
        raise LessonFileError(f"{where}: 'options' must be a table and 'seed' a whole number")
    expect = s.get("expect")
    if not isinstance(expect, list) or not expect or not all(isinstance(a, dict) for a in expect):
        raise LessonFileError(f"{where}: 'expect' must list the actions that count")
    step = LessonStep(
        id=step_id,
        position=_text(s, "position", where),
        kind=kind,
        expect=tuple(expect),
        rules=tuple(rules),
        say=_words(s, "say", where, languages),
        right=_words(s, "right", where, languages, required=kind == PLAY),
        other=_words(s, "other", where, languages, required=False),
        hint=_words(s, "hint", where, languages),
        focus=tuple(focus),
        seed=seed,
        options=options,
        example=str(s.get("example", "")),
    )
    _check_against_rules(info, step, where)
    return step


def _continued(info: Any, s: dict[str, Any], where: str, previous: LessonStep | None) -> str:
    """The position a ``continue = true`` step starts from: the previous step's after its first expected move,
    then the ``reply`` actions (the other players' answers), in the game's notation."""
    if s["continue"] is not True or "position" in s:
        raise LessonFileError(f"{where}: 'continue = true' takes the place of a position; give one or the other")
    if previous is None or previous.kind != PLAY:
        raise LessonFileError(f"{where}: only a step after a step that plays a move can continue from it")
    replies = s.get("reply", [])
    if not isinstance(replies, list) or not all(isinstance(a, dict) for a in replies):
        raise LessonFileError(f"{where}: 'reply' must list actions")
    game = start_of(info, previous)
    game.play(expected_actions(game, previous)[0])
    for raw in replies:
        try:
            action = _action(game.rules.registry, raw)
        except (SaveFileError, ValueError, TypeError) as e:
            raise LessonFileError(f"{where}: a reply is not an action of {info.name}: {e}") from None
        refusal = game.why_not(action)
        if refusal is not None:
            raise LessonFileError(f"{where}: the reply {raw} is refused there: {refusal.message('en')}")
        game.play(action)
    return str(game.notation())


def start_of(info: Any, step: LessonStep) -> Any:
    """A fresh game at the step's position."""
    return info.from_position(step.position, seed=step.seed, options=dict(step.options) or None)


def expected_actions(game: Any, step: LessonStep) -> list[Any]:
    """The step's expected actions as the game's action objects. TOML has no null: a field left out whose type
    allows None is None."""
    return [_action(game.rules.registry, raw) for raw in step.expect]


def pointed_clicks(spec: Any, game: Any, step: LessonStep, action: Any) -> tuple[str, ...]:
    """The clicks a step points at for ``action``: its target's keys, or, when the first of them lies outside
    the step's region (planet's hand, below the continent it zooms to), the last key alone if a click there
    means the action (``board.legal.click_path``)."""
    keys = tuple(spec.target(game.state, action).split(">"))
    if not step.focus or keys[0] in step.focus:
        return keys
    return click_path(spec, game.rules, game.state, action)


def _action(registry: Any, raw: Any) -> Any:
    """An action from its JSON as a lesson file writes it (a field left out whose type allows None is None)."""
    data = dict(raw)
    kind = data.get("type")
    if isinstance(kind, str) and kind in registry.types:
        for name, type_name in registry.fields(kind):
            if name not in data and type_name.endswith("None"):
                data[name] = None
    return registry.from_json(data)


def _check_against_rules(info: Any, step: LessonStep, where: str) -> None:
    try:
        game = start_of(info, step)
    except (ValueError, TypeError, SaveFileError) as e:
        raise LessonFileError(f"{where}: the position does not read: {e}") from None
    if game.is_over or game.actor is None:
        raise LessonFileError(f"{where}: nobody has to decide in the step's position")
    try:
        actions = expected_actions(game, step)
    except (SaveFileError, ValueError, TypeError) as e:
        raise LessonFileError(f"{where}: an expected action is not an action of {info.name}: {e}") from None
    for action, raw in zip(actions, step.expect):
        refusal: RuleViolation | None = game.why_not(action)
        if step.kind == PLAY and refusal is not None:
            raise LessonFileError(f"{where}: the expected move {raw} is refused there: {refusal.message('en')}")
        if step.kind == REFUSE:
            if refusal is None:
                raise LessonFileError(f"{where}: the move {raw} that should be refused is legal there")
            if refusal.rule_id not in step.rules:
                raise LessonFileError(
                    f"{where}: the move {raw} is refused by {refusal.rule_id}, which the step does not name"
                )
