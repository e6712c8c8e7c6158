"""What a lesson says to a legal move that is not the step's: the step's own words, or, for a move clicked where
the step's move is made (the right square, another option of its chooser), which option to choose there."""

from __future__ import annotations

from typing import Any

from genesis_nb.lessons.words import word


def other_words(info: Any, game: Any, step: Any, expected: list[Any], action: Any, lang: str) -> str | None:
    """The words expected for ``action`` (None: the run's own general sentence, when the step has none)."""
    spec = info.hook("board")
    place = spec.target(game.state, action)
    same = [e for e in expected if spec.target(game.state, e) == place]
    if same:
        return word("other_option", lang, label=spec.label(game.rules, game.state, same[0], lang))
    return step.other(lang) if step.other else None
