"""Actions: small frozen dataclasses with a JSON form, registered per game.

A game declares its actions with ``@action(registry, "name")`` on a plain class with typed fields (it
becomes a frozen dataclass with slots, registered by that name). Loading an action from JSON only
looks its name up in that registry and checks every field against the declared type (int, str,
bool, tuple of ints, or None where allowed): nothing in a file is ever executed.
"""

from __future__ import annotations

import dataclasses
import types
import typing
from typing import TYPE_CHECKING, Any, Callable, TypeVar

from .errors import SaveFileError

if TYPE_CHECKING:
    from typing_extensions import dataclass_transform
else:
    try:
        from typing import dataclass_transform
    except ImportError:  # Python 3.10: only the type checker needs it

        def dataclass_transform(**kwargs: Any) -> Any:
            return lambda f: f


A = TypeVar("A")

_ALLOWED = {"int", "str", "bool", "tuple[int, ...]", "int | None", "str | None"}


class ActionRegistry:
    """The action types of one game, by name."""

    def __init__(self, game: str) -> None:
        self.game = game
        self.types: dict[str, type] = {}
        self._fields: dict[str, list[tuple[str, str]]] = {}

    def action(self, name: str) -> Callable[[type[A]], type[A]]:
        def register(cls: type[A]) -> type[A]:
            if name in self.types:
                raise ValueError(f"{self.game}: action {name!r} declared twice")
            fields = []
            hints = typing.get_type_hints(cls)
            for f in dataclasses.fields(cls):  # type: ignore[arg-type]
                t = _type_name(hints[f.name])
                if t not in _ALLOWED:
                    raise TypeError(f"{cls.__name__}.{f.name}: type {t} cannot be saved")
                fields.append((f.name, t))
            cls.kind = name  # type: ignore[attr-defined]
            self.types[name] = cls
            self._fields[name] = fields
            return cls

        return register

    def to_json(self, action: Any) -> dict[str, Any]:
        out: dict[str, Any] = {"type": action.kind}
        for name, _ in self._fields[action.kind]:
            v = getattr(action, name)
            out[name] = list(v) if isinstance(v, tuple) else v
        return out

    def fields(self, kind: str) -> list[tuple[str, str]]:
        """The fields of action ``kind``: (name, type name) pairs, e.g. ``("altar", "int | None")``."""
        return list(self._fields[kind])

    def from_json(self, data: Any) -> Any:
        if not isinstance(data, dict) or not isinstance(data.get("type"), str):
            raise SaveFileError(f"an action must be an object with a 'type', not {data!r:.80}")
        kind = data["type"]
        if kind not in self.types:
            raise SaveFileError(f"{self.game} has no action called {kind!r}")
        fields = self._fields[kind]
        extra = set(data) - {"type"} - {n for n, _ in fields}
        if extra:
            raise SaveFileError(f"action {kind!r} has unknown fields: {', '.join(sorted(extra))}")
        values = {}
        for name, t in fields:
            if name not in data:
                raise SaveFileError(f"action {kind!r} lacks the field {name!r}")
            values[name] = _check_value(kind, name, t, data[name])
        return self.types[kind](**values)


@dataclass_transform(frozen_default=True)
def action(registry: ActionRegistry, name: str) -> Callable[[type[A]], type[A]]:
    """Declare an action of a game: the class becomes a frozen dataclass with slots, registered in
    ``registry`` as ``name`` (``ActionRegistry.action`` registers a class that is a dataclass already)."""

    def declare(cls: type[A]) -> type[A]:
        return registry.action(name)(dataclasses.dataclass(frozen=True, slots=True)(cls))

    return declare


def _type_name(t: Any) -> str:
    """The name of a field's type as the registry checks it: ``int``, ``tuple[int, ...]``, ``int | None``...

    Built from ``typing.get_origin``/``get_args`` rather than ``str(t)``, which differs between Python
    versions (on 3.10 ``tuple[int, ...]`` even passes ``isinstance(t, type)``). ``Optional[int]``,
    ``Union[int, None]``, ``None | int`` and ``int | None`` all give ``int | None``; ``typing.Tuple[int, ...]``
    gives ``tuple[int, ...]``. A type the registry cannot save still gets a readable name for the error.
    """
    origin = typing.get_origin(t)
    args = typing.get_args(t)
    if origin is typing.Union or origin is types.UnionType:  # Optional[int], Union[..] / int | None
        names = [_type_name(a) for a in args if a is not type(None)]
        if type(None) in args:
            names.append("None")
        return " | ".join(names)
    if origin is tuple:
        if len(args) == 2 and args[1] is Ellipsis:
            return f"tuple[{_type_name(args[0])}, ...]"
        return "tuple[" + ", ".join(_type_name(a) for a in args if a != ()) + "]"
    if origin is not None:
        name = getattr(origin, "__name__", None) or str(origin).replace("typing.", "")
        return f"{name}[{', '.join(_type_name(a) for a in args)}]" if args else name
    if t is None or t is type(None):
        return "None"
    if t is Ellipsis:
        return "..."
    if isinstance(t, type):
        return t.__name__
    return str(t).replace("typing.", "")


def _check_value(kind: str, name: str, t: str, v: Any) -> Any:
    def bad() -> SaveFileError:
        return SaveFileError(f"action {kind!r}: field {name!r} must be {t}, not {v!r:.40}")

    if v is None:
        if t.endswith("| None"):
            return None
        raise bad()
    if t.startswith("int"):
        if isinstance(v, bool) or not isinstance(v, int):
            raise bad()
        return v
    if t.startswith("str"):
        if not isinstance(v, str):
            raise bad()
        return v
    if t == "bool":
        if not isinstance(v, bool):
            raise bad()
        return v
    if t == "tuple[int, ...]":
        if not isinstance(v, list) or any(isinstance(x, bool) or not isinstance(x, int) for x in v):
            raise bad()
        return tuple(v)
    raise bad()  # pragma: no cover
