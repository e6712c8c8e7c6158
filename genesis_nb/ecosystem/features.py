"""What one player may know, as a string and as a tensor of fixed size, built from ``rules.view``.

Everything here starts from ``rules.view(state, observer)``, the one place where the kit removes what an
observer may not know, so an observation never holds more than the player's own board shows.

- ``view_string``: the view as canonical JSON (keys sorted).
- ``view_tensor``: the view *hashed* into a fixed number of slots (feature hashing): every leaf of the
  JSON becomes a feature named by its path (list positions included) and its value; a string, a boolean,
  ``null`` or a small whole number sets a one-hot slot for ``path=value``, and a number also adds its value
  to the slot of ``path``. The slot of a name is a CRC-32 of it (the same in every process and Python). Two
  features can share a slot; with a few thousand slots that is rare, and the mapping never changes, which is
  what a learner needs. A list also gives its length (``path#``). Keys listed in the bounds' ``drop`` (the
  legal actions, which reach a learner as the action mask; static tables) are left out. The slots of the
  names met are remembered (at most ``_SLOTS_KEPT`` per size) and summed in one numpy pass.
"""

from __future__ import annotations

import json
import zlib
from typing import Any, Iterable

import numpy as np


def view_string(view: Any) -> str:
    return json.dumps(view, sort_keys=True, separators=(",", ":"), default=str)


_SLOTS: dict[int, dict[str, int]] = {}  # size -> feature name -> slot (bounded: _SLOTS_KEPT per size)
_SLOTS_KEPT = 50_000


def _slots(names: list[str], size: int) -> list[int]:
    """The slot of each feature name: a CRC-32 of it, modulo ``size`` (remembered, boundedly)."""
    known = _SLOTS.setdefault(size, {})
    out = list(map(known.get, names))
    if None in out:
        if len(known) + len(names) > _SLOTS_KEPT:
            known.clear()
        for i, slot in enumerate(out):
            if slot is None:
                out[i] = known[names[i]] = zlib.crc32(names[i].encode()) % size
    return out  # type: ignore[return-value]


def _leaf(value: Any, path: str, names: list[str], nums: list[tuple[str, Any]]) -> None:
    if value is None or value is True or value is False or type(value) is str:
        names.append(f"{path}={value}")
    elif isinstance(value, (int, float)) and not isinstance(value, bool):
        x = float(value)
        if x == x and abs(x) != float("inf"):
            nums.append((path, x))
            if isinstance(value, int) and -16 <= value <= 64:
                names.append(f"{path}={value}")
    else:  # pragma: no cover - views are JSON
        names.append(f"{path}={value!s}")


_LEAVES = (str, bool, type(None))


def _features(value: Any, path: str, drop: frozenset[str], names: list[str], nums: list[tuple[str, Any]]) -> None:
    """The one-hot feature names (``names``) and the numbers by path (``nums``) of a JSON value."""
    if isinstance(value, dict):
        for k, v in value.items():
            if k in drop:
                continue
            sub = f"{path}.{k}" if path else str(k)
            if type(v) in _LEAVES:  # most of a view: no call for them
                names.append(f"{sub}={v}")
            elif type(v) is int:
                nums.append((sub, v))
                if -16 <= v <= 64:
                    names.append(f"{sub}={v}")
            else:
                _features(v, sub, drop, names, nums)
    elif isinstance(value, (list, tuple)):
        for i, v in enumerate(value):
            if type(v) in _LEAVES:
                names.append(f"{path}[{i}]={v}")
            elif type(v) is int:
                nums.append((f"{path}[{i}]", v))
                if -16 <= v <= 64:
                    names.append(f"{path}[{i}]={v}")
            else:
                _features(v, f"{path}[{i}]", drop, names, nums)
        nums.append((f"{path}#", float(len(value))))
        if len(value) <= 64:
            names.append(f"{path}#={len(value)}")
    else:
        _leaf(value, path, names, nums)


def view_tensor(view: Any, size: int, drop: Iterable[str] = (), out: np.ndarray | None = None) -> np.ndarray:
    """The view hashed into ``size`` float32 slots (written into ``out`` when given)."""
    names: list[str] = []
    nums: list[tuple[str, Any]] = []
    _features(view, "", frozenset(drop), names, nums)
    counts: np.ndarray = np.bincount(_slots(names, size), minlength=size)
    if nums:
        paths, values = zip(*nums)
        counts = counts + np.bincount(_slots(list(paths), size), weights=values, minlength=size)
    t = out if out is not None else np.empty(size, np.float32)
    t[:] = counts
    return t
