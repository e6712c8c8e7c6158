"""A game's position as plain data in ``__slots__``: equality and a fast copy, written once for every game."""

from __future__ import annotations

from typing import Any, ClassVar, TypeVar

T = TypeVar("T", bound="SlotState")


class SlotState:
    """A position kept in ``__slots__``. Two positions are equal when their slots are, but those named in
    ``UNCOMPARED``; a position has no hash. ``copy`` is written for each class from how its slots are copied:
    ``LISTS`` as lists (``x[:]``), ``NESTED`` as lists of lists, ``DICTS`` as dicts, ``FRESH`` (caches
    made again when needed) as None; every other slot is shared, its value never being changed in place.
    A subclass names its slots in the order it likes."""

    __slots__ = ()
    #: slot names, separated by spaces
    LISTS: ClassVar[str] = ""
    NESTED: ClassVar[str] = ""
    DICTS: ClassVar[str] = ""
    FRESH: ClassVar[str] = ""
    #: slots two equal positions may differ in (caches, tables derived from the rest), separated by spaces
    UNCOMPARED: ClassVar[str] = ""
    #: the slots two equal positions agree on (all but ``UNCOMPARED``)
    EQ: ClassVar[tuple[str, ...]] = ()

    def __init_subclass__(cls, **kwargs: Any) -> None:
        super().__init_subclass__(**kwargs)
        slots = tuple(cls.__dict__.get("__slots__", ()))
        if not slots:
            return
        uncompared = set(cls.UNCOMPARED.split())
        if uncompared - set(slots):
            raise TypeError(f"{cls.__name__}: {', '.join(sorted(uncompared - set(slots)))} not among its __slots__")
        cls.EQ = tuple(name for name in slots if name not in uncompared)
        if "copy" not in cls.__dict__:
            cls.copy = _copier(cls, slots)  # type: ignore[method-assign]

    def copy(self: T) -> T:
        """A copy sharing nothing that playing on changes (written for each subclass, see the class)."""
        raise NotImplementedError(f"{type(self).__name__} declares no __slots__")

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, type(self)):
            return NotImplemented
        return all(getattr(self, k) == getattr(other, k) for k in self.EQ)

    __hash__ = None  # type: ignore[assignment]


def _copier(cls: type[SlotState], slots: tuple[str, ...]) -> Any:
    """The ``copy`` method of ``cls``: one assignment a slot, as fast as one written by hand."""
    how = {name: "self.{0}[:]" for name in cls.LISTS.split()}
    how.update({name: "[x[:] for x in self.{0}]" for name in cls.NESTED.split()})
    how.update({name: "dict(self.{0})" for name in cls.DICTS.split()})
    how.update({name: "None" for name in cls.FRESH.split()})
    unknown = set(how) - set(slots)
    if unknown:
        raise TypeError(f"{cls.__name__}: {', '.join(sorted(unknown))} not among its __slots__")
    lines = [f"    s.{name} = {how.get(name, 'self.{0}').format(name)}" for name in slots]
    source = "def copy(self):\n    s = new(cls)\n" + "\n".join(lines) + "\n    return s\n"
    namespace: dict[str, Any] = {"new": object.__new__, "cls": cls}
    exec(source, namespace)  # the same code a game would write by hand, for each slot
    copy = namespace["copy"]
    copy.__qualname__ = f"{cls.__qualname__}.copy"
    copy.__module__ = cls.__module__
    copy.__doc__ = SlotState.copy.__doc__
    return copy
