"""A drawn board's picture read and patched in part (js/shell_picture.js), run by node: a picture's top-level
elements and marks as Python wrote them; text that is not a picture of the kit refused; and a large group of which a
few children changed from one move to the next (herds' vacant squares) patched child by child, the children kept
and made being, in order, the new group's."""

from __future__ import annotations

import json
import random
import re
import shutil
import subprocess

import pytest

from genesis_nb.board.frontend import static_file

NODE = shutil.which("node")
pytestmark = pytest.mark.skipif(NODE is None, reason="needs node")

# each case [before, after]: the reading of both, and the groups of `after` patched child by child
RUNNER = """
const fs = require("fs");
eval(fs.readFileSync(process.argv[1], "utf8")
  + "\\nObject.assign(globalThis, { pictureParts, pictureMatch, pictureGroups });");
const cases = JSON.parse(fs.readFileSync(0, "utf8"));
process.stdout.write(JSON.stringify(cases.map(([before, after]) => {
  const shown = pictureParts(before), pic = pictureParts(after);
  if (!shown || !pic) return { shown, pic };
  return { shown, pic, groups: pictureGroups(shown.parts, pic.parts, pictureMatch(shown.parts, pic.parts)) };
})));
"""


def in_node(module: str, runner: str, cases: list) -> list:
    """What ``runner`` (node's script, reading the JSON ``cases`` on its input, the kit's ``module`` its first
    argument) writes, read as JSON."""
    done = subprocess.run(
        [NODE, "-e", runner, str(static_file(module))],
        input=json.dumps(cases),
        capture_output=True,
        text=True,
        check=True,
        timeout=60,
    )
    return json.loads(done.stdout)


def read_in_node(cases: list[tuple[str, str]]) -> list[dict]:
    return in_node("shell_picture.js", RUNNER, cases)


def pictures() -> list[str]:
    """A herds game's pictures as a board draws them, move after move (the same ids: the board makes them its own)."""
    from genesis_nb.board.drawing import drawing_svg
    from genesis_nb.herds import board, new_game

    spec = board(bot_delay=0).spec
    g = new_game(["Ann", "Bo", "Cy"], seed=3)
    rng = random.Random(3)
    out = []
    for _ in range(12):
        svg = drawing_svg(spec, g, len(g.steps), g.actor, "en", {})
        out.append(re.sub(r"\bp[0-9a-f]{6}-", "own-", svg))
        g.play(rng.choice(g.legal_actions()))
    return out


def top_parts(svg: str) -> tuple[str, list[str]]:
    """The picture's start tag and its top-level elements (read here as the kit writes them)."""
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


def test_a_picture_is_read_as_its_top_level_elements_and_marks():
    pics = pictures()
    for svg, got in zip(pics[1:], read_in_node(list(zip(pics, pics[1:])))):
        head, parts = top_parts(svg)
        assert got["pic"]["head"] == head and got["pic"]["parts"] == parts
        meta = next(p for p in parts if p.startswith('<metadata class="gnb-marks">'))
        assert list(got["pic"]["marks"]) == re.findall(r"&quot;([a-z]+:\d+)&quot;:\[", meta)


def test_text_that_is_not_a_picture_of_the_kit_is_refused():
    pic = pictures()[1]
    bad = [
        pic.replace("</svg>", "stray</svg>"),  # text between top-level elements
        pic.replace("</svg>", "<g></svg>"),  # an element left open
        pic.replace("</svg>", "</g></svg>"),  # one closed that was never open
        "no picture",
    ]
    got = read_in_node([(pic, b) for b in bad] + [(pic, "<svg></svg>")])
    assert [g["pic"] for g in got[:4]] == [None] * 4
    assert got[4]["pic"]["parts"] == []


def test_a_large_group_changed_in_a_few_children_is_patched_child_by_child():
    pics = pictures()
    found = 0
    for got in read_in_node(list(zip(pics, pics[1:]))):
        for g in got["groups"]:
            found += 1
            old, new = got["shown"]["parts"][g["i"]], got["pic"]["parts"][g["k"]]
            tag = new[: new.index(">") + 1]
            assert old.startswith(tag) and new == tag + "".join(g["parts"]) + new[new.rindex("</") :]
            kept = [j for j in g["plan"] if j >= 0]
            assert kept == sorted(set(kept)) and len(kept) * 2 >= len(g["old"])
            assert all(j < 0 or g["old"][j] == t for j, t in zip(g["plan"], g["parts"]))
            assert len(g["parts"]) - len(kept) < len(g["parts"]) // 4  # a few children replaced, not the group
    assert found >= len(pics) // 2
