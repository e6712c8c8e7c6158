"""A finished picture zoomed to a region: the region around some marked things (``focus_box``), grown so that
it cuts no small thing in half, and the picture cropped to it with a soft fade where it goes on (``crop``)."""

from __future__ import annotations

import json
import re
from typing import Any, Iterable

from .picture_svg import _VIEWBOX, BLOCKS_CLASS, KEEP_CLASS, LINES_CLASS, PAPER, esc, marks_of, num, viewbox

_BLOCKS = re.compile(r'<metadata class="' + BLOCKS_CLASS + r'">([^<]*)</metadata>')
_LINES = re.compile(r'<metadata class="' + LINES_CLASS + r'">([^<]*)</metadata>')
_KEEP = re.compile(r'<metadata class="' + KEEP_CLASS + r'">[^<]*</metadata>')
#: the picture's background: the first rect, over the whole of it (``Svg.render``)
_PAPER = re.compile(r'<rect width="100%" height="100%" fill="([^"]+)"/>')


def blocks_of(svg: str) -> list[tuple[float, float, float, float]]:
    """The blocks a finished picture holds (``Svg.block``): (x0, y0, x1, y1) each."""
    found = _BLOCKS.search(svg)
    if not found:
        return []
    return [(float(b[0]), float(b[1]), float(b[2]), float(b[3])) for b in json.loads(found.group(1))]


def paragraphs_of(svg: str) -> list[tuple[float, float, float, float]]:
    """The picture's lines of words (``Svg.text``), those one under the other joined into a paragraph, each cut to
    the picture's box (a width estimated on the wide side may pass its edge): (x0, y0, x1, y1) each."""
    found = _LINES.search(svg)
    if not found:
        return []
    vx, vy, vw, vh = viewbox(svg)
    clip = [(max(vx, b[0]), max(vy, b[1]), min(vx + vw, b[2]), min(vy + vh, b[3])) for b in json.loads(found.group(1))]
    lines = sorted((b for b in clip if b[2] > b[0] and b[3] > b[1]), key=lambda b: (b[1], b[0]))
    out: list[list[float]] = []
    for b in lines:
        above = next((p for p in out if abs(p[0] - b[0]) < 1 and 0 <= b[1] - p[3] <= (b[3] - b[1]) / 2), None)
        if above is None:
            out.append(list(b))
        else:
            above[2], above[3] = max(above[2], b[2]), b[3]
    return [(p[0], p[1], p[2], p[3]) for p in out]


Box = tuple[float, float, float, float]
#: how deep the fade on a cut side reaches into a zoomed picture (picture units); a thing the region grows to
#: hold lies that far inside its edge, clear of the fade
FADE = 14.0


def focus_box(svg: str, keys: Iterable[str], margin: float = 0.6, least: float = 260, fade: bool = True) -> Box | None:
    """The region of a finished picture around the things ``keys`` name: their boxes joined, grown by ``margin``
    of the largest of them on every side, at least ``least`` wide and high, inside the picture; then grown to
    hold whole every marked thing or block (``Svg.block``) it cuts that is small beside it (``whole``), and to show
    each paragraph of words whole or not at all (``lines_whole``); with room for a fade on each side where the
    picture goes on, or (``fade=False``, a live board) with each thing cut at an edge held whole where that cuts
    nothing more (``edges_whole``). None when no key is marked (the whole picture is then shown)."""
    marks = marks_of(svg)
    boxes = [marks[k] for k in keys if k in marks]
    if not boxes:
        return None
    vx, vy, vw, vh = viewbox(svg)
    x0, y0 = min(b[0] for b in boxes), min(b[1] for b in boxes)
    x1, y1 = max(b[2] for b in boxes), max(b[3] for b in boxes)
    core = (x0, y0, x1, y1)
    pad = margin * max(max(b[2] - b[0], b[3] - b[1]) for b in boxes)
    x0, y0, x1, y1 = x0 - pad, y0 - pad, x1 + pad, y1 + pad
    for lo, hi, start, size in ((0, 2, vx, vw), (1, 3, vy, vh)):
        box = [x0, y0, x1, y1]
        grow = max(0.0, min(least, size) - (box[hi] - box[lo]))
        box[lo] -= grow / 2
        box[hi] += grow / 2
        shift = max(0.0, start - box[lo]) - max(0.0, box[hi] - (start + size))
        box[lo] += shift
        box[hi] += shift
        x0, y0, x1, y1 = box
    picture = (vx, vy, vx + vw, vy + vh)
    inside = (max(vx, x0), max(vy, y0), min(vx + vw, x1), min(vy + vh, y1))
    blocks, lines = blocks_of(svg), paragraphs_of(svg)
    things = [*marks.values(), *blocks]
    first = panels_whole(trimmed(whole(inside, things, core, picture), things, core, least), blocks, core, picture)
    # a panel held whole may have widened it: what a focused thing lies in (planet's continent around a space), too
    # large for the first region, may fit now
    around = [t for t in marks.values() if any(_holds(t, b) for b in boxes)]
    region = list(lines_whole(panels_whole(whole(first, around, core, picture), blocks, core, picture), lines, core))
    stops = blocks + lines
    if not fade:  # nothing hides what an edge cuts
        region = list(edges_whole((region[0], region[1], region[2], region[3]), [*marks.values(), *stops], picture))
        return (region[0], region[1], region[2] - region[0], region[3] - region[1])
    for lo, hi in ((0, 2), (1, 3)):  # room for the fade on each side where the picture goes on, up to a panel
        region[lo] = max(picture[lo], region[lo] - FADE, *(t[hi] for t in _beyond(region, stops, lo)))
        region[hi] = min(picture[hi], region[hi] + FADE, *(t[lo] for t in _beyond(region, stops, hi)))
    return (region[0], region[1], region[2] - region[0], region[3] - region[1])


def edges_whole(box: Box, things: list[Box], picture: Box) -> Box:
    """``box`` with each edge that cuts things moved out past them where it then cuts nothing, no further than the
    largest of them is across (the end of a row of hexes at its side is held whole; inside a staggered grid every
    edge cuts a hex, and it stays where it is). Always inside ``picture``."""
    region = list(box)
    for edge in range(4):
        first = _crossed(region, edge, region[edge], things)
        if not first:
            continue
        lo, hi = edge % 2, edge % 2 + 2
        reach, at = max(t[hi] - t[lo] for t in first), region[edge]
        for _ in range(6):
            now = _crossed(region, edge, at, things)
            if not now:
                break
            at = max(picture[lo], min(t[lo] for t in now)) if edge < 2 else min(picture[hi], max(t[hi] for t in now))
        if abs(at - region[edge]) <= reach + 0.1 and not _crossed(region, edge, at, things):
            region[edge] = at
    return (region[0], region[1], region[2], region[3])


def _crossed(region: list[float], edge: int, at: float, things: list[Box]) -> list[Box]:
    """The things that the side ``edge`` of ``region`` (0: left, 1: top, 2: right, 3: bottom) would cut if it lay
    at ``at``."""
    lo, hi = edge % 2, edge % 2 + 2
    ol, oh = (1, 3) if lo == 0 else (0, 2)
    return [
        t
        for t in things
        if t[lo] < at - 0.1 < at + 0.1 < t[hi] and t[ol] < region[oh] - 0.1 and t[oh] > region[ol] + 0.1
    ]


def _holds(outer: Box, inner: Box) -> bool:
    """Whether ``outer`` holds ``inner`` and is larger (x0, y0, x1, y1 both)."""
    held = outer[0] <= inner[0] and outer[1] <= inner[1] and inner[2] <= outer[2] and inner[3] <= outer[3]
    return held and outer != inner


def _beyond(region: list[float], blocks: list[Box], edge: int) -> list[Box]:
    """The blocks lying wholly outside ``region`` past its side ``edge`` (0: left, 1: top, 2: right, 3: bottom)
    within ``FADE`` of it, across from it (the fade's growth must stop at them)."""
    lo, hi = edge % 2, edge % 2 + 2
    ol, oh = (1, 3) if lo == 0 else (0, 2)
    across = [t for t in blocks if t[ol] < region[oh] - 0.1 and t[oh] > region[ol] + 0.1]
    if edge < 2:
        return [t for t in across if region[lo] - FADE - 0.1 < t[hi] <= region[lo] + 0.1]
    return [t for t in across if region[hi] - 0.1 <= t[lo] < region[hi] + FADE + 0.1]


def panels_whole(box: Box, blocks: list[Box], core: Box, picture: Box) -> Box:
    """``box`` changed so that it shows each block (a panel, a legend's item) whole or not at all: one holding part
    of ``core`` (what the region is about) is held whole; any other it cuts is left out, by the edge that loses the
    least of the region. Always inside ``picture``."""
    region = list(box)
    for _ in range(8):
        cut = [t for t in blocks if cuts((region[0], region[1], region[2], region[3]), t)]
        if not cut:
            break
        for t in cut:
            if not cuts((region[0], region[1], region[2], region[3]), t):
                continue
            if t[0] < core[2] and t[2] > core[0] and t[1] < core[3] and t[3] > core[1]:
                for i in range(2):
                    region[i] = max(picture[i], min(region[i], t[i]))
                    region[i + 2] = min(picture[i + 2], max(region[i + 2], t[i + 2]))
                continue
            sides = []  # (what is lost, which edge, where it goes)
            for lo, hi in ((0, 2), (1, 3)):
                other = region[3] - region[1] if lo == 0 else region[2] - region[0]
                if t[lo] >= core[hi] - 0.1:  # the block lies past the core on the far side
                    sides.append(((region[hi] - t[lo]) * other, hi, t[lo]))
                if t[hi] <= core[lo] + 0.1:  # on the near side
                    sides.append(((t[hi] - region[lo]) * other, lo, t[hi]))
            if sides:
                _, edge, moved = min(sides)
                region[edge] = moved
    return (region[0], region[1], region[2], region[3])


def lines_whole(box: Box, lines: list[Box], core: Box) -> Box:
    """``box`` changed so that it shows each paragraph of words whole or not at all: one above or under ``core``
    that it would have to widen by more than a quarter is left out by its top or bottom edge, any other is held
    whole (a paragraph lies inside the picture: ``paragraphs_of``)."""
    region = list(box)
    for _ in range(4):
        cut = [t for t in lines if cuts((region[0], region[1], region[2], region[3]), t)]
        if not cut:
            break
        for t in cut:
            wider = max(0.0, region[0] - t[0]) + max(0.0, t[2] - region[2]) > (region[2] - region[0]) / 4
            if t[3] <= core[1] + 0.1 and (wider or region[1] > t[1]):
                region[1] = max(region[1], t[3])
            elif t[1] >= core[3] - 0.1 and (wider or region[3] < t[3]):
                region[3] = min(region[3], t[1])
            else:
                region = [min(region[0], t[0]), min(region[1], t[1]), max(region[2], t[2]), max(region[3], t[3])]
    return (region[0], region[1], region[2], region[3])


def cuts(box: Box, thing: Box) -> bool:
    """Whether ``box`` covers part of ``thing`` but not all of it (both x0, y0, x1, y1; a tenth of a unit
    of slack: things that only touch the edge are not cut)."""
    e = 0.1
    overlaps = thing[0] < box[2] - e and thing[2] > box[0] + e and thing[1] < box[3] - e and thing[3] > box[1] + e
    held = thing[0] >= box[0] - e and thing[1] >= box[1] - e and thing[2] <= box[2] + e and thing[3] <= box[3] + e
    return overlaps and not held


def whole(box: Box, things: list[Box], core: Box, picture: Box) -> Box:
    """``box`` (x0, y0, x1, y1) grown, until nothing changes, so that it cuts none of ``things`` in half: one
    no larger than half of it (as it grows) is held whole if half of it or more shows (less: a sliver at the
    edge, ``trimmed``); one no larger than it, if more than a quarter shows; of a larger one only a thin band (a
    quarter or less) is left out instead where ``core`` stays inside. Always inside ``picture``."""
    for _ in range(12):
        grown = list(box)
        size = (box[2] - box[0], box[3] - box[1])
        for t in things:
            if not cuts((grown[0], grown[1], grown[2], grown[3]), t):
                continue
            w, h = t[2] - t[0], t[3] - t[1]
            hold = 0.5 if w <= size[0] / 2 and h <= size[1] / 2 else 0.25 if w <= size[0] and h <= size[1] else None
            for lo, hi in ((0, 2), (1, 3)):
                extent = t[hi] - t[lo]
                if t[lo] < grown[lo] < t[hi]:  # the box's near edge crosses it
                    shown = t[hi] - grown[lo]
                    if t[hi] <= core[lo] and shown <= extent / 4 and hold != 0.5:
                        grown[lo] = t[hi]
                    elif hold is not None and shown >= hold * extent:
                        grown[lo] = t[lo]
                if t[lo] < grown[hi] < t[hi]:  # its far edge
                    shown = grown[hi] - t[lo]
                    if t[lo] >= core[hi] and shown <= extent / 4 and hold != 0.5:
                        grown[hi] = t[lo]
                    elif hold is not None and shown >= hold * extent:
                        grown[hi] = t[hi]
        inside = (
            max(picture[0], grown[0]),
            max(picture[1], grown[1]),
            min(picture[2], grown[2]),
            min(picture[3], grown[3]),
        )
        if inside == box:
            break
        box = inside
    return box


def trimmed(box: Box, things: list[Box], core: Box, least: float) -> Box:
    """``box`` with each edge that cuts slivers of small things (``whole``) moved in to leave them out, where the
    new edge cuts no small thing nor anything held whole, ``core`` stays inside and the region ``least`` across."""
    region = list(box)
    small = ((box[2] - box[0]) / 2, (box[3] - box[1]) / 2)
    smalls = [t for t in things if t[2] - t[0] <= small[0] and t[3] - t[1] <= small[1]]
    held = [
        t for t in things if not cuts(box, t) and t[0] < box[2] and t[2] > box[0] and t[1] < box[3] and t[3] > box[1]
    ]
    for lo, hi in ((0, 2), (1, 3)):
        ol, oh = (1, 3) if lo == 0 else (0, 2)
        beside = [t for t in smalls if t[ol] < box[oh] - 0.1 and t[oh] > box[ol] + 0.1]  # across the box
        near = max((t[hi] for t in beside if t[lo] < box[lo] - 0.1 and t[hi] > box[lo] + 0.1), default=None)
        far = min((t[lo] for t in beside if t[lo] < box[hi] - 0.1 and t[hi] > box[hi] + 0.1), default=None)
        for edge, moved in ((lo, near), (hi, far)):
            if moved is None or (moved > core[lo] if edge == lo else moved < core[hi]):
                continue
            if (region[hi] - moved if edge == lo else moved - region[lo]) < min(least, box[hi] - box[lo]):
                continue  # the region stays at least ``least`` across
            if not any(t[lo] < moved - 0.1 and t[hi] > moved + 0.1 for t in beside + held):
                region[edge] = moved
    return (region[0], region[1], region[2], region[3])


def without_blocks(svg: str) -> str:
    """The picture without its blocks, lines of words and kept parts (they serve ``focus_box`` and a projected
    board's band only: another board's picture does not send them)."""
    return _KEEP.sub("", _LINES.sub("", _BLOCKS.sub("", svg, count=1), count=1), count=1)


def crop(svg: str, keys: Iterable[str], box: Box | None = None, fade: bool = True, **kwargs: Any) -> str:
    """The picture zoomed to the things ``keys`` name (``focus_box``, or ``box`` when given), a fade on each
    side where the picture goes on beyond the region (``fades``; none with ``fade=False``); unchanged when none
    of them is marked."""
    box = box if box is not None else focus_box(svg, keys, **kwargs)
    if box is None:
        return svg
    whole_picture = viewbox(svg)
    x, y, w, h = (num(v) for v in box)
    svg = without_blocks(_VIEWBOX.sub(f'viewBox="{x} {y} {w} {h}"', svg, count=1))
    if not fade:
        return svg
    found = _PAPER.search(svg)
    end = svg.rindex("</svg>")
    return svg[:end] + fades(box, whole_picture, found.group(1) if found else PAPER) + svg[end:]


def cut_sides(box: Box, picture: Box) -> list[str]:
    """The sides ("left", "top", "right", "bottom") where ``box`` (x, y, width, height) lies inside the
    ``picture``'s viewBox (the same form): where a zoom cuts the picture."""
    e = 0.5
    x, y, w, h = box
    px, py, pw, ph = picture
    sides = [("left", x > px + e), ("top", y > py + e), ("right", x + w < px + pw - e), ("bottom", y + h < py + ph - e)]
    return [side for side, cut in sides if cut]


def fades(box: Box, picture: Box, colour: str) -> str:
    """A soft band on each side of the region ``box`` where the picture goes on (``cut_sides``): from the
    picture's background ``colour`` at the edge to nothing, over nothing a click could miss."""
    x, y, w, h = box
    depth = FADE
    out = []
    for side in cut_sides(box, picture):
        gid = f"gnb-fade-{side}-{colour.lstrip('#')}"
        towards = {"left": (0, 0, 1, 0), "right": (1, 0, 0, 0), "top": (0, 0, 0, 1), "bottom": (0, 1, 0, 0)}[side]
        rect = {
            "left": (x, y, depth, h),
            "right": (x + w - depth, y, depth, h),
            "top": (x, y, w, depth),
            "bottom": (x, y + h - depth, w, depth),
        }[side]
        x1, y1, x2, y2 = towards
        out.append(
            f'<defs><linearGradient id="{esc(gid)}" x1="{x1}" y1="{y1}" x2="{x2}" y2="{y2}">'
            f'<stop offset="0" stop-color="{esc(colour)}"/>'
            f'<stop offset="0.4" stop-color="{esc(colour)}" stop-opacity="0.85"/>'
            f'<stop offset="1" stop-color="{esc(colour)}" stop-opacity="0"/></linearGradient></defs>'
            f'<rect class="gnb-fade gnb-fade-{side}" x="{num(rect[0])}" y="{num(rect[1])}" width="{num(rect[2])}" '
            f'height="{num(rect[3])}" fill="url(#{esc(gid)})" pointer-events="none" aria-hidden="true"/>'
        )
    return "".join(out)
