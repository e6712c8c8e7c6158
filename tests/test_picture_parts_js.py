"""A drawn board's picture read in part (js/shell_picture.js ``pictureParts``), run by node: given the parts of the
picture shown, the next picture's parts, marks and plan are those of reading it whole, whatever changed (parts
changed, added, removed, moved), over a herds game played at random; and text that is not a picture of the kit is
refused as when read whole."""

from __future__ import annotations

import json
import random
import shutil
import subprocess

import pytest

from genesis_nb.board.frontend import static_file

NODE = shutil.which("node")
pytestmark = pytest.mark.skipif(NODE is None, reason="needs node")

# each case [before, after]: the whole reading of `after`, and its reading given `before`'s parts
RUNNER = """
const fs = require("fs");
eval(fs.readFileSync(process.argv[1], "utf8") + "\\nglobalThis.pictureParts = pictureParts;");
const cases = JSON.parse(fs.readFileSync(0, "utf8"));
const out = cases.map(([before, after]) => {
  const whole = pictureParts(after, null);
  const shown = pictureParts(before, null);
  const part = shown ? pictureParts(after, shown) : null;
  return { whole, part, shown: shown && shown.parts };
});
process.stdout.write(JSON.stringify(out));
"""


GROUPS = """
const fs = require("fs");
eval(fs.readFileSync(process.argv[1], "utf8") + "\\nglobalThis.pictureParts = pictureParts; globalThis.pictureGroups = pictureGroups;");
const cases = JSON.parse(fs.readFileSync(0, "utf8"));
process.stdout.write(JSON.stringify(cases.map(([before, after]) => {
  const shown = pictureParts(before, null), pic = pictureParts(after, shown);
  return { shown: shown.parts, parts: pic.parts, groups: pictureGroups(shown.parts, pic.parts, pic.plan) };
})));
"""


def read_in_node(cases: list[tuple[str, str]], runner: str = RUNNER) -> list[dict]:
    done = subprocess.run(
        [NODE, "-e", runner, str(static_file("shell_picture.js"))],
        input=json.dumps(cases),
        capture_output=True,
        text=True,
        check=True,
        timeout=60,
    )
    return json.loads(done.stdout)


def pictures() -> list[str]:
    """A herds game's pictures as a board draws them, move after move (the same ids: the board makes them its own)."""
    import re

    from genesis_nb.board.drawing import drawing_svg
    from genesis_nb.herds import new_game

    g = new_game(["Ann", "Bo", "Cy"], seed=3)
    rng = random.Random(3)
    out = []
    for _ in range(12):
        svg = drawing_svg(_spec(), g, len(g.steps), g.actor, "en", {})
        out.append(re.sub(r"\bp[0-9a-f]{6}-", "own-", svg))
        g.play(rng.choice(g.legal_actions()))
    return out


def top_parts(svg: str) -> tuple[str, list[str]]:
    """The picture's start tag and its top-level elements (read here as the kit writes them)."""
    import re

    start = svg.index(">", svg.index("<svg")) + 1
    parts, depth, at = [], 0, start
    for m in re.finditer(r"<(/?)[A-Za-z][^>]*?(/?)>", svg[: svg.rindex("</svg>")]):
        if m.start() < start:
            continue
        depth += -1 if m[1] else (0 if m[2] else 1)
        if depth == 0:
            parts.append(svg[at : m.end()])
            at = m.end()
    return svg[:start], parts


def _spec():
    from genesis_nb.herds import board

    return board(bot_delay=0).spec


def test_a_picture_read_in_part_is_the_picture_read_whole():
    pics = pictures()
    a = pics[5]
    head, parts = top_parts(a)
    mid = len(parts) // 2
    # the same picture with elements moved, doubled, removed and added (what no move does, but the reading allows)
    edited = [
        parts[mid:] + parts[:mid],
        parts + ['<rect x="1" y="2"/>'] + parts,
        ['<g><rect x="1"/></g>'] + parts[mid:],
        parts[::2] + parts[1::2],
    ]
    edited = [head + "".join(e) + "</svg>" for e in edited]
    cases = [(pics[i], pics[i + 1]) for i in range(len(pics) - 1)] + [(a, e) for e in edited] + [(pics[0], pics[0])]
    for got in read_in_node(cases):
        whole, part, shown = got["whole"], got["part"], got["shown"]
        assert whole is not None and part is not None
        assert part["parts"] == whole["parts"] and part["marks"] == whole["marks"] and part["head"] == whole["head"]
        kept = [i for i in part["plan"] if i >= 0]
        assert kept == sorted(set(kept))  # in order, each shown part once
        for text, i in zip(part["parts"], part["plan"]):
            assert i < 0 or shown[i] == text
    # between two moves most of the picture is kept
    first = read_in_node([(pics[6], pics[7])])[0]["part"]
    assert sum(i >= 0 for i in first["plan"]) > len(first["plan"]) // 2


def test_text_that_is_not_a_picture_of_the_kit_is_refused_as_when_read_whole():
    pic = pictures()[1]
    bad = [
        pic.replace("</svg>", "stray</svg>"),  # text between top-level elements
        pic.replace("</svg>", "<g></svg>"),  # an element left open
        pic.replace("</svg>", "</g></svg>"),  # one closed that was never open
        "<svg></svg>",
        "no picture",
    ]
    got = read_in_node([(pic, b) for b in bad])
    assert [g["part"] for g in got[:3]] == [g["whole"] for g in got[:3]] == [None] * 3
    assert got[3]["part"]["parts"] == got[3]["whole"]["parts"] == []
    assert got[4]["part"] is got[4]["whole"] is None


def test_a_large_group_changed_in_a_few_children_is_patched_child_by_child():
    """The grid's group of vacant squares changes with most moves: its element is kept and only the children that
    changed are replaced; the children kept and made are, in order, the new group's."""
    pics = pictures()
    found = 0
    for got in read_in_node([(pics[i], pics[i + 1]) for i in range(len(pics) - 1)], GROUPS):
        for g in got["groups"]:
            found += 1
            old, new = got["shown"][g["i"]], got["parts"][g["k"]]
            tag = new[: new.index(">") + 1]
            assert old.startswith(tag) and new == tag + "".join(g["parts"]) + new[new.rindex("</") :]
            kept = [j for j in g["plan"] if j >= 0]
            assert kept == sorted(set(kept)) and len(kept) * 2 >= len(g["old"])
            assert all(j < 0 or g["old"][j] == t for j, t in zip(g["plan"], g["parts"]))
            assert len(g["parts"]) - len(kept) < len(g["parts"]) // 4  # a few children replaced, not the group
    assert found >= len(pics) // 2
