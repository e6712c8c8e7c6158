"""A count of one takes the singular on every board (herds showed "1 tiles"), in every language.

The boards' words live in ``genesis_nb/board/common_texts.toml`` and each game's ``ui_texts.toml``; a text with a
count before a noun has a form for one, ``ui.<key>.one`` (and, where it reads better, ``ui.<key>.zero``),
picked by ``board.texts.plural_text`` in Python and ``fmtN`` in the boards' JavaScript (js/shell_dom.js). The
JavaScript is run under node with the real texts, for counts 1 and 2.
"""

from __future__ import annotations

import json
import re
import shutil
import subprocess

import pytest

from genesis_nb.board.frontend import front_end
from genesis_nb.board.texts import COMMON_TEXTS, ui_texts_for

HEDGE = re.compile(r"\((s|en|n)\)")

GAMES = ("angels", "herds", "planet", "book")
LANGS = {"angels": ("en", "nl"), "herds": ("en",), "planet": ("en",), "book": ("en",)}

PLURALS = (
    "tiles|squares|points|pawns|pieces|areas|cubes|switches|ways|choices|pairs|moves|players|plaatsen|"
    "blokjes|wissels|manieren|punten|spelers"
)
ONE_PLURAL = re.compile(rf"(?<![\d.,])\b1 (?:\w+ )?(?:{PLURALS}|bacteria)\b")
#: a count placeholder (not a name or a terrain) before a plural noun
COUNT_NOUN = re.compile(
    rf"\{{(?:n|k|size|points|tiles|vacant|face_down|steps|elements|count)\}} (?:[a-z]+ )?(?:{PLURALS}|bacteria)\b"
)
TWO_SINGULAR = re.compile(r"\b2 (?:\w+ )?(?:tile|square|point|pawn|piece|area|bacterium)\b(?!s)")

#: Texts with a count before a plural noun that never see a count of one, and why.
NEVER_ONE = {
    ("herds", "target_ways"): "only for a square with more than one choice (herds/ui.py target_label)",
    ("planet", "target.ways"): "only for more than one way (planet/ui.py target_label)",
    ("planet", "levels_for"): "a game has 2 to 5 players",
    ("angels", "ways"): "only for more than one way (angels/ui.py target_label)",
    ("book", "ways"): "only for more than one way (book/ui.py target_label)",
    ("book", "ways.prophecy"): "an ability's button with more than one way (book/ui.py target_label)",
    ("book", "ways.purge"): "an ability's button with more than one way",
    ("book", "ways.ekballo"): "an ability's button with more than one way",
    ("book", "ways.resurrect"): "an ability's button with more than one way",
    ("angels", "more_payments"): "not shown by any board",
    ("angels", "chooser_pay_switch"): "not shown by any board; one switch has chooser_pay_one",
}

#: (game, key, count parameter, other parameters, nested counts): the count texts the boards fill.
CASES = [
    ("herds", "tiles_n", "n", {}),
    ("herds", "tiles_left_n", "n", {}),
    ("herds", "points_n", "n", {}),
    ("herds", "cards_small", "n", {}),
]


def texts(game: str, lang: str = "en") -> dict[str, str]:
    from pathlib import Path

    import genesis_nb

    path = Path(genesis_nb.__file__).parent / game / "ui_texts.toml"
    return ui_texts_for(path, LANGS[game]).texts(lang)


def test_no_board_text_hedges_a_plural():
    for game in GAMES:
        for lang in LANGS[game]:
            for key, text in texts(game, lang).items():
                assert not HEDGE.search(text), f"{game} ui.{key} ({lang}): {text!r}"


def test_every_count_before_a_plural_noun_has_a_form_for_one():
    missing = []
    for game in GAMES:
        for lang in LANGS[game]:
            t = texts(game, lang)
            for key, text in t.items():
                if key.endswith((".one", ".zero")) or (game, key) in NEVER_ONE:
                    continue
                if COUNT_NOUN.search(text) and f"{key}.one" not in t:
                    missing.append(f"{game} ui.{key} ({lang}): {text!r}")
    assert not missing, "\n".join(missing)


def test_a_form_for_one_has_the_same_placeholders():
    import string

    for game in GAMES:
        for lang in LANGS[game]:
            t = texts(game, lang)
            for key, text in t.items():
                base = key.rsplit(".", 1)[0]
                if key.endswith((".one", ".zero")):
                    assert base in t, f"{game} ui.{key} has no other form"
                    fields = {f for _, f, _, _ in string.Formatter().parse(text) if f}
                    assert fields == {f for _, f, _, _ in string.Formatter().parse(t[base]) if f}, (game, key)


@pytest.mark.parametrize(("game", "key", "count", "params"), CASES)
def test_python_picks_the_form_for_one_and_two(game, key, count, params):
    from genesis_nb.board.texts import plural_text

    t = texts(game)
    one = plural_text(t, key, 1, **{count: 1, **params})
    two = plural_text(t, key, 2, **{count: 2, **params})
    assert "1" in one and not ONE_PLURAL.search(one), one
    assert "2" in two and not TWO_SINGULAR.search(two) and one != two, two


def test_uitexts_text_picks_the_form_for_one_by_n():
    from pathlib import Path

    import genesis_nb

    ui = ui_texts_for(Path(genesis_nb.__file__).parent / "herds" / "ui_texts.toml", ("en",))
    assert ui.text("tiles_n", n=1) == "1 tile"
    assert ui.text("tiles_n", n=2) == "2 tiles"


def node_fill(t: dict[str, str], calls: list[list]) -> list[str]:
    js = front_end("shell_dom.js") + f"\nconst t = {json.dumps(t)};\n"
    js += f"console.log(JSON.stringify({json.dumps(calls)}.map(([k, n, p]) => fmtN(t, k, n, p))));\n"
    out = subprocess.run(["node", "-e", js], capture_output=True, text=True, timeout=60)
    assert out.returncode == 0, out.stderr
    return json.loads(out.stdout)


@pytest.mark.skipif(shutil.which("node") is None, reason="node is not installed")
def test_the_boards_javascript_picks_the_form_for_one_and_two():
    for game in sorted({c[0] for c in CASES}):
        t = texts(game)
        cases = [c for c in CASES if c[0] == game]
        calls = [[key, n, {count: n, **params}] for _, key, count, params in cases for n in (1, 2)]
        got = node_fill(t, calls)
        for i, (_, key, _, _) in enumerate(cases):
            one, two = got[2 * i], got[2 * i + 1]
            assert "1" in one and not ONE_PLURAL.search(one), (game, key, one)
            assert "2" in two and not TWO_SINGULAR.search(two) and one != two, (game, key, two)
    herds = texts("herds")
    title = node_fill(herds, [["tile_title", 0, {"tiles": "1 tile", "square": "a1", "size": 1}]])[0]
    assert title.endswith(", 1 tile)"), title


def test_texts_the_static_pictures_fill_read_right_for_one():
    """The pictures (``*/picture.py``) fill some board texts with plain ``format``: those texts put the
    count after its noun, or name no count, so one reads as well as many."""
    for game, key, params in (
        ("herds", "status_tiles", {"tiles": 1, "vacant": 1}),
        ("planet", "bag_count", {"n": 1}),
        ("book", "status_turn", {"ply": 1, "face_down": 1}),
        ("angels", "winners", {"names": "gray"}),
    ):
        for lang in LANGS[game]:
            text = texts(game, lang)[key].format(**params)
            assert not ONE_PLURAL.search(text) and not HEDGE.search(text), (game, key, text)
            assert not re.search(r"\bWinners\b|\bWinnaars\b", text), text


def test_the_javascript_fills_every_text_with_a_form_for_one_through_fmtN():
    """A board must not fill a text that has a form for one with plain ``fmt``: it would say "1 tiles"."""
    from pathlib import Path

    import genesis_nb

    js_dir = Path(genesis_nb.__file__).resolve().parent.parent / "js"
    for game in GAMES:
        t = texts(game)
        counted = {k[: -len(".one")] for k in t if k.endswith(".one")}
        js = "\n".join(p.read_text() for p in sorted(js_dir.glob(f"{game}_*.js")))
        for key in counted:
            assert not re.search(rf"fmt\((?:t|T\(\))\.{re.escape(key)}\b", js), f"{game}: fmt(t.{key}, ...)"
    common = json.dumps(COMMON_TEXTS.read_text())
    assert "(s)" not in common
