"""What one player may know, as a string and as a tensor of fixed size, built from ``rules.view``.

Everything here starts from ``rules.view(state, observer)``, the one place where the kit removes what an
observer may not know, so an observation never holds more than the player's own board shows.

- ``view_string``: the view as canonical JSON (keys sorted).
- ``view_tensor``: the view *hashed* into a fixed number of slots (feature hashing): every leaf of the
  JSON becomes a feature named by its path (list positions included) and its value; a string, a boolean,
  ``null`` or a small whole number sets a one-hot slot for ``path=value``, and a number also adds its value
  to the slot of ``path``. The slot of a name is a CRC-32 of it (the same in every process and Python). Two
  features can share a slot; with a few thousand slots that is rare, and the mapping never changes, which is
  what a learner needs. Keys listed in the bounds' ``drop`` (the legal actions, which reach a learner as the
  action mask; static tables) are left out.
"""

from __future__ import annotations

import json
import zlib
from typing import Any, Iterable

import numpy as np


def view_string(view: Any) -> str:
    return json.dumps(view, sort_keys=True, separators=(",", ":"), default=str)


def _leaves(value: Any, path: str, drop: frozenset[str]) -> Iterable[tuple[str, Any]]:
    if isinstance(value, dict):
        for k in sorted(value):
            if k in drop:
                continue
            yield from _leaves(value[k], f"{path}.{k}" if path else str(k), drop)
    elif isinstance(value, (list, tuple)):
        for i, v in enumerate(value):
            yield from _leaves(v, f"{path}[{i}]", drop)
        yield f"{path}#", len(value)
    else:
        yield path, value


def _slot(name: str, size: int) -> int:
    return zlib.crc32(name.encode()) % size


def view_tensor(view: Any, size: int, drop: Iterable[str] = (), out: np.ndarray | None = None) -> np.ndarray:
    """The view hashed into ``size`` float32 slots (written into ``out`` when given)."""
    t = out if out is not None else np.zeros(size, np.float32)
    if out is not None:
        t.fill(0)
    for path, v in _leaves(view, "", frozenset(drop)):
        if isinstance(v, bool) or v is None or isinstance(v, str):
            t[_slot(f"{path}={v}", size)] += 1.0
        elif isinstance(v, (int, float)):
            x = float(v)
            if x == x and abs(x) != float("inf"):
                t[_slot(path, size)] += x
                if isinstance(v, int) and -16 <= v <= 64:
                    t[_slot(f"{path}={v}", size)] += 1.0
        else:  # pragma: no cover - views are JSON
            t[_slot(f"{path}={v!s}", size)] += 1.0
    return t
