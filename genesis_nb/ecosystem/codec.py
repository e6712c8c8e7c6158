"""A fixed action space for a game: every action an integer, and back, the same in every position.

A game's actions are declared in its ``ActionRegistry`` (kinds, and each kind's fields with their types).
``ActionCodec`` numbers them from *domains*: for each kind, each field gets a finite domain of values (a
range of ints, a list of values, an optional value, a bag of cubes); a kind takes a block of ids as large as
the product of its fields' domains, in the registry's order, and an action's id inside its block is the
mixed-radix number of its fields' positions in their domains. So the mapping depends only on the game's
registry and its bounds (``bounds.py``), never on a position.

    >>> from genesis_nb.ecosystem.codec import ActionCodec, Ints, Choices
    >>> from genesis_nb.herds import RULES, Place, PlaceOne
    >>> c = ActionCodec(RULES.registry, {"place": {"square": Ints(0, 140), "terrain": Choices(("forest", "savannah", "mountain", "wetland"))},
    ...                                  "place_one": {"square": Ints(0, 140), "terrain": Choices(("forest", "savannah", "mountain", "wetland"))}})
    >>> c.size, c.encode(Place(3, "savannah")), c.decode(c.encode(PlaceOne(139, "wetland")))
    (1120, 13, PlaceOne(square=139, terrain='wetland'))
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from typing import Any, Mapping, Sequence


class CodecError(ValueError):
    """An action (or an id) outside the game's declared action space."""


class Domain:
    """The values a field may take, numbered 0..size-1."""

    size: int

    def index(self, value: Any) -> int:
        raise NotImplementedError

    def value(self, index: int) -> Any:
        raise NotImplementedError


@dataclass(frozen=True)
class Ints(Domain):
    """The ints ``lo <= v < hi``."""

    lo: int
    hi: int

    @property
    def size(self) -> int:  # type: ignore[override]
        return max(0, self.hi - self.lo)

    def index(self, value: Any) -> int:
        if isinstance(value, bool) or not isinstance(value, int) or not self.lo <= value < self.hi:
            raise CodecError(f"{value!r} is not in {self.lo}..{self.hi - 1}")
        return value - self.lo

    def value(self, index: int) -> Any:
        return self.lo + index


@dataclass(frozen=True)
class Choices(Domain):
    """One of the listed values (strings, booleans...), in that order."""

    values: tuple[Any, ...]

    @property
    def size(self) -> int:  # type: ignore[override]
        return len(self.values)

    def index(self, value: Any) -> int:
        for i, v in enumerate(self.values):
            if v == value and type(v) is type(value):
                return i
        raise CodecError(f"{value!r} is not one of {list(self.values)}")

    def value(self, index: int) -> Any:
        return self.values[index]


BOOL = Choices((False, True))


@dataclass(frozen=True)
class Optional(Domain):
    """``None`` (index 0) or a value of ``inner``."""

    inner: Domain

    @property
    def size(self) -> int:  # type: ignore[override]
        return 1 + self.inner.size

    def index(self, value: Any) -> int:
        return 0 if value is None else 1 + self.inner.index(value)

    def value(self, index: int) -> Any:
        return None if index == 0 else self.inner.value(index - 1)


@lru_cache(maxsize=64)
def _bags(parts: int, total: int) -> tuple[tuple[int, ...], ...]:
    out: list[tuple[int, ...]] = []

    def rec(prefix: tuple[int, ...], left: int) -> None:
        if len(prefix) == parts:
            out.append(prefix)
            return
        for k in range(left + 1):
            rec(prefix + (k,), left - k)

    rec((), total)
    return tuple(out)


@dataclass(frozen=True)
class Bag(Domain):
    """A tuple of ``parts`` counts, each 0 or more, adding up to at most ``total`` (cubes paid, by
    essence): far fewer than ``(total + 1) ** parts``."""

    parts: int
    total: int

    @property
    def size(self) -> int:  # type: ignore[override]
        return len(_bags(self.parts, self.total))

    def index(self, value: Any) -> int:
        t = tuple(value) if isinstance(value, (tuple, list)) else None
        if (
            t is None
            or len(t) != self.parts
            or any(isinstance(x, bool) or not isinstance(x, int) or x < 0 for x in t)
            or sum(t) > self.total
        ):
            raise CodecError(f"{value!r} is not {self.parts} counts adding up to at most {self.total}")
        return _bag_index(self.parts, self.total)[t]

    def value(self, index: int) -> Any:
        return _bags(self.parts, self.total)[index]

    def indices(self) -> dict[tuple[int, ...], int]:
        """Each bag (a tuple of counts) -> its index, for numbering many at once (no checks)."""
        return _bag_index(self.parts, self.total)


@lru_cache(maxsize=64)
def _bag_index(parts: int, total: int) -> dict[tuple[int, ...], int]:
    return {b: i for i, b in enumerate(_bags(parts, total))}


class ActionCodec:
    """Actions of one registry <-> ints ``0 .. size-1``, from a domain per field of every kind.

    ``ids(actions)`` numbers a list of actions at once. The kit's rules often hand out the same action
    objects again and again (frozen and kept in tables), so the ids of the last few thousand objects seen
    are kept by identity (the objects are held, so an identity is never reused while it is kept); anything
    else is numbered from its fields. The memory of objects is bounded (``KEEP``).
    """

    KEEP = 16_384  # action objects whose ids are kept by identity, at most

    def __init__(self, registry: Any, domains: Mapping[str, Mapping[str, Domain]]) -> None:
        self.registry = registry
        self.kinds: list[str] = list(registry.types)
        self.offset: dict[str, int] = {}
        self.fields: dict[str, list[tuple[str, Domain]]] = {}
        start = 0
        for kind in self.kinds:
            declared = [name for name, _ in registry._fields[kind]]
            given = dict(domains.get(kind, {}))
            missing = [f for f in declared if f not in given]
            if missing:
                raise CodecError(f"{registry.game}: no bounds for the field(s) {', '.join(missing)} of {kind!r}")
            fields = [(name, given[name]) for name in declared]
            self.fields[kind] = fields
            self.offset[kind] = start
            block = 1
            for _, d in fields:
                block *= d.size
            start += block
        self.size = start
        self._ends = [(self.offset[k], k) for k in self.kinds]
        self._by_type = {registry.types[k]: k for k in self.kinds}
        self._known: dict[int, int] = {}  # id(action object) -> its id
        self._held: list[Any] = []  # the objects of _known, so that their identities stay theirs
        self._actions: dict[int, Any] = {}  # id -> its action (``action``), at most KEEP of them

    def encode(self, action: Any) -> int:
        """The id of one action (a ``CodecError`` when it is outside the game's declared space)."""
        kind = self._by_type.get(type(action))
        if kind is None:
            raise CodecError(f"{action!r} is not an action of {self.registry.game}")
        code = 0
        for name, d in self.fields[kind]:
            try:
                i = d.index(getattr(action, name))
            except CodecError as e:
                raise CodecError(f"{self.registry.game} {kind}.{name}: {e}") from None
            code = code * d.size + i
        return code + self.offset[kind]

    def ids(self, actions: Sequence[Any]) -> list[int]:
        """The ids of ``actions``, in their order."""
        known = self._known
        try:
            return list(map(known.__getitem__, map(id, actions)))
        except KeyError:
            pass
        held = self._held
        out = []
        for a in actions:
            code = known.get(id(a))
            if code is None:
                code = self.encode(a)
                if len(held) >= self.KEEP:
                    known.clear()
                    held.clear()
                known[id(a)] = code
                held.append(a)
            out.append(code)
        return out

    def decode(self, code: int) -> Any:
        if isinstance(code, bool) or not isinstance(code, int) or not 0 <= code < self.size:
            raise CodecError(f"{code!r} is not an action id of {self.registry.game} (0..{self.size - 1})")
        kind = self.kinds[0]
        for start, k in self._ends:
            if start <= code:
                kind = k
            else:
                break
        rest = code - self.offset[kind]
        values: dict[str, Any] = {}
        for name, d in reversed(self.fields[kind]):
            rest, i = divmod(rest, d.size)
            values[name] = d.value(i)
        return self.registry.types[kind](**values)

    def linear(self) -> dict[type, tuple[int, tuple[int, ...]]]:
        """For each action class whose fields are all ``Ints`` or ``BOOL``: ``(base, strides)``, the id of its
        action with the field values ``v`` being ``base + sum(v[i] * strides[i])`` (values assumed in their
        domains: for a game numbering its own legal actions)."""
        out: dict[type, tuple[int, tuple[int, ...]]] = {}
        for kind in self.kinds:
            fields = self.fields[kind]
            if not all(isinstance(d, Ints) or d == BOOL for _, d in fields):
                continue
            strides, stride = [], 1
            for _, d in reversed(fields):
                strides.append(stride)
                stride *= d.size
            strides.reverse()
            lows = [d.lo if isinstance(d, Ints) else 0 for _, d in fields]
            base = self.offset[kind] - sum(lo * k for lo, k in zip(lows, strides))
            out[self.registry.types[kind]] = (base, tuple(strides))
        return out

    def action(self, code: int) -> Any:
        """``decode(code)``, kept (actions are frozen): the action an id chosen from a list of ids names."""
        got = self._actions.get(code)
        if got is None:
            got = self.decode(code)
            if len(self._actions) >= self.KEEP:
                self._actions.clear()
            self._actions[code] = got
        return got

    def encode_all(self, actions: Sequence[Any]) -> list[int]:
        return self.ids(actions)
