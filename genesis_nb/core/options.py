"""A game's options as JSON, written once: a frozen dataclass whose fields are the options' names."""

from __future__ import annotations

from dataclasses import fields
from typing import Any, Mapping, TypeVar

OptionsT = TypeVar("OptionsT", bound="JsonOptions")


class JsonOptions:
    """The base of a game's options dataclass: ``from_json`` refuses a name that is no option
    (``ValueError`` naming it) and leaves the values to the dataclass's own checks; ``to_json`` writes
    every field."""

    @classmethod
    def known(cls, data: Mapping[str, Any] | None) -> dict[str, Any]:
        """``data`` as a new dict, every name in it an option (ValueError naming the others)."""
        data = dict(data or {})
        unknown = set(data) - {f.name for f in fields(cls)}  # type: ignore[arg-type]
        if unknown:
            raise ValueError(f"unknown option(s): {', '.join(sorted(map(str, unknown)))}")
        return data

    @classmethod
    def from_json(cls: type[OptionsT], data: Mapping[str, Any] | None) -> OptionsT:
        return cls(**cls.known(data))

    def to_json(self) -> dict[str, Any]:
        return {f.name: getattr(self, f.name) for f in fields(self)}  # type: ignore[arg-type]
