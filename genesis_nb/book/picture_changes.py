"""What differs between two views of one observer of a book position (the hexes and graves a redraw rings),
and the cells of a field cut into runs of one row (the parts a picture keeps)."""

from __future__ import annotations

from typing import Any


def changes(rules: Any, before: Any, after: Any, observer: int | str = "public") -> set[Any]:
    """The hexes whose cell (as ``observer`` may know it) differs between two positions, and
    ``("grave", seat)`` for each grave that changed."""
    return changed(rules.view(before, observer), rules.view(after, observer))


def changed(a: dict[str, Any], b: dict[str, Any]) -> set[Any]:
    """What differs between two views of one observer (``changes``)."""
    ca = {c["hex"]: c for c in a["cells"]}
    out: set[Any] = set()
    for c in b["cells"]:
        old = ca.pop(c["hex"], None)
        if old is not c and old != c:  # (a cell shown alike is most often the very same object: ``view``)
            out.add(c["hex"])
    out.update(ca)  # emptied since
    for pa, pb in zip(a["players"], b["players"]):
        if pa["grave"] != pb["grave"]:
            out.add(("grave", pb["seat"]))
    return out


def runs(cells: list[dict[str, Any]], row: dict[int, int]) -> list[list[dict[str, Any]]]:
    """The cells in their order, cut where the row of their hex changes."""
    out: list[list[dict[str, Any]]] = []
    at = None
    for c in cells:
        r = row[c["hex"]]
        if r != at or not out:
            out.append([])
            at = r
        out[-1].append(c)
    return out


__all__ = ["changes", "changed", "runs"]
