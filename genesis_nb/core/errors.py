"""The kit's error types: a refused action, a bad save file, a bad board file."""

from __future__ import annotations

from typing import Any, Callable, Mapping

from .catalogue import sentence


class RuleViolation(Exception):
    """An action refused by a rule: carries the rule's id and a sentence a student understands.

    ``key`` names the message template in the game's texts (often the rule id itself);
    ``params`` fill it. ``message(lang)`` renders it in another language.
    """

    def __init__(
        self,
        rule_id: str,
        key: str | None = None,
        params: Mapping[str, Any] | None = None,
        *,
        render: Callable[[str, str, Mapping[str, Any]], str] | None = None,
        lang: str = "en",
    ) -> None:
        self.rule_id = rule_id
        self.key = key or rule_id
        self.params = dict(params or {})
        self._render = render
        self.lang = lang
        super().__init__(self.message(lang))

    def message(self, lang: str | None = None) -> str:
        """The refusal as a sentence in ``lang`` (the game's default language if omitted), starting with a
        capital letter even when it opens with a player's name."""
        lang = lang or self.lang
        if self._render is None:
            return f"{self.rule_id}: {self.key} {self.params}"
        return sentence(self._render(self.key, lang, self.params), lang)

    def to_json(self) -> dict[str, Any]:
        return {"rule": self.rule_id, "key": self.key, "params": self.params, "text": self.message()}


class SaveFileError(ValueError):
    """A save file that cannot be loaded: corrupted, truncated, hand-edited or of another version."""


class BoardFileError(ValueError):
    """A board data file that breaks the board's invariants; the message names the fault."""
