"""Fuzzing what a user hands the kit: save files, position texts and board files of every game.

For every registered game (``genesis_nb.games()``), Hypothesis takes real inputs (saves of random games,
positions reached in them, the game's board file and its data) and damages them: a field or value replaced
by something odd (a huge number, thousands of digits, superscript or other scripts' digits, deep nesting,
the wrong type), a part dropped or doubled, bytes that are not UTF-8, a cut. Whatever comes in, the kit
must answer within 1 second of CPU and 100 MB (issue 12) with

- its own error, with a sentence: ``SaveFileError`` for a save, ``NotationError`` for a position,
  ``BoardFileError`` for a board file; or
- a sound state: a game that reads back from its own notation, whose invariants hold, that has a legal
  action unless it is over, and that plays on (a few random legal actions).

Hypothesis runs derandomized (the same examples every run, so CI is repeatable). To fuzz for longer with
fresh examples: ``GENESIS_FUZZ_EXAMPLES=2000 pytest tests/core/test_fuzz_inputs.py``.
"""

from __future__ import annotations

import copy
import json
import os
import random
import time
import tracemalloc
from functools import cache
from typing import Any, Callable

import pytest

hypothesis = pytest.importorskip("hypothesis")
from hypothesis import HealthCheck, given, settings  # noqa: E402
from hypothesis import strategies as st  # noqa: E402

import genesis_nb  # noqa: E402
from genesis_nb.core.errors import BoardFileError, SaveFileError  # noqa: E402
from genesis_nb.core.notation import NotationError  # noqa: E402

GAMES = genesis_nb.games()
NAMES = list(GAMES)
PEOPLE = ["Ann", "Bo", "Cy", "Di", "Ed", "Flo"]

_EXAMPLES = int(os.environ.get("GENESIS_FUZZ_EXAMPLES", "0"))
FUZZ = settings(
    max_examples=_EXAMPLES or 40,
    deadline=None,
    derandomize=not _EXAMPLES,
    database=None,
    suppress_health_check=list(HealthCheck),
)

CPU_SECONDS = 1.0
MEMORY = 100_000_000


def within_budget(fn: Callable[[], Any], what: str) -> tuple[Any, BaseException | None]:
    """Run ``fn`` measuring CPU time and peak memory; returns (its result, what it raised)."""
    tracemalloc.start()
    t = time.process_time()
    result, raised = None, None
    try:
        result = fn()
    except BaseException as e:  # noqa: BLE001 - judged by the caller
        raised = e
    finally:
        cpu = time.process_time() - t
        peak = tracemalloc.get_traced_memory()[1]
        tracemalloc.stop()
    assert cpu < CPU_SECONDS, f"{what}: {cpu:.2f} s of CPU"
    assert peak < MEMORY, f"{what}: {peak / 1e6:.0f} MB"
    return result, raised


def sound(game: Any, name: str, what: str) -> None:
    """An accepted input gave a game that is sound: it reads back, keeps its invariants and plays on."""
    info = GAMES[name]
    rules = game.rules
    rules.check_invariants(game.state)
    text = game.notation()
    again = info.from_position(text, options=game.options, board=game.board)
    assert again.notation() == text, f"{what}: the position does not read back from {text!r}"
    assert game.is_over or game.legal_actions(), f"{what}: not over, and nothing can be done"
    rng = random.Random(0)
    for _ in range(4):
        if game.is_over:
            break
        action = rng.choice(game.legal_actions())
        within_budget(lambda: game.play(action), f"{what}: playing {action!r}")  # noqa: B023 (called at once)
        rules.check_invariants(game.state)
    for e in game.events("all")[-10:]:
        assert isinstance(rules.narrate(e, "en"), str)


def refused_or_sound(fn: Callable[[], Any], own: type[BaseException], name: str, what: str) -> Any:
    game, raised = within_budget(fn, what)
    if raised is not None:
        if not isinstance(raised, own) or type(raised) not in (own, *own.__subclasses__()):
            raise AssertionError(f"{what}: {type(raised).__name__} instead of {own.__name__}") from raised
        message = str(raised)
        assert message.strip() and len(message) < 2000, f"{what}: {message[:3000]!r}"
        return None
    return game


# -- real inputs to start from ---------------------------------------------------------------------------
@cache
def samples(name: str) -> dict[str, Any]:
    info = GAMES[name]
    positions: list[str] = []
    saves: list[str] = []
    for seed, n in enumerate(sorted({info.min_players, info.max_players, min(info.max_players, 3)})):
        g = info.new_game(PEOPLE[:n], seed=seed)
        rng = random.Random(seed)
        ply = 0
        while not g.is_over and ply < 300:
            if ply % 17 == 3:
                positions.append(g.notation())
            if ply in (5, 40):
                g.undo()
                saves.append(g.to_json())
                g.redo()
            g.play(rng.choice(g.legal_actions()))
            ply += 1
        positions.append(g.notation())
        saves.append(g.to_json())
    board_text = info.rules.boards.default_path().read_text(encoding="utf-8")  # the game's own board file
    board_data = info.rules.board.to_data()
    return {"positions": positions, "saves": saves, "board_text": board_text, "board_data": board_data}


# -- odd values -----------------------------------------------------------------------------------------------
ODD_TEXT = [
    "",
    "-",
    "0",
    "1",
    "-1",
    "999999999",
    "9" * 4000,
    "9" * 5000,
    "²",
    "¹²",
    "١",
    "𝟏",
    "４",
    "½",
    "1e9",
    "1.5",
    "1_000",
    "+1",
    " 1",
    "NaN",
    "inf",
    "word.dark_angel",
    "%20",
    "%",
    "%ff",
    "\x00",
    "a" * 300,
    "🂡",
    ",",
    "/",
    "=",
    "|",
    ":",
    "^",
    "v",
    "x" * 10_000,
]

odd_text = st.one_of(
    st.sampled_from(ODD_TEXT), st.text(max_size=12), st.text(alphabet="0123456789²³¹٠١٢３-,./:|^v=+_ ", max_size=12)
)

odd_json = st.recursive(
    st.one_of(
        st.none(),
        st.booleans(),
        st.integers(min_value=-10, max_value=200),
        st.sampled_from([10**9, -(10**9), 10**40, 2**63, 0.5, float("inf"), float("nan")]),
        odd_text,
    ),
    lambda inner: st.one_of(
        st.lists(inner, max_size=4),
        st.dictionaries(st.sampled_from(["type", "to", "x", "square", "pay", "slot"]), inner, max_size=3),
    ),
    max_leaves=8,
)


def paths(doc: Any, prefix: tuple = ()) -> list[tuple]:
    """Every place in a JSON document (as a tuple of keys and indexes)."""
    out = [prefix]
    if isinstance(doc, dict):
        for k, v in doc.items():
            out += paths(v, prefix + (k,))
    elif isinstance(doc, list):
        for i, v in enumerate(doc[:40]):
            out += paths(v, prefix + (i,))
    return out


def replace_at(doc: Any, path: tuple, value: Any, delete: bool = False) -> Any:
    if not path:
        return value
    doc = copy.deepcopy(doc)
    parent = doc
    for k in path[:-1]:
        parent = parent[k]
    if delete:
        del parent[path[-1]]
    else:
        parent[path[-1]] = value
    return doc


def damage_text(data: Any, text: str, fields: bool) -> str:
    """A damaged copy of ``text``: a field's value replaced (for ``key=value`` texts), a part dropped or
    doubled, a character changed, a cut."""
    how = data.draw(
        st.sampled_from(
            ["value", "drop", "double", "char", "cut", "insert"]
            if fields
            else ["drop", "double", "char", "cut", "insert", "number", "string"]
        )
    )
    parts = text.split(" ") if fields else text.split("\n")
    if how == "value" and len(parts) > 1:
        i = data.draw(st.integers(1, len(parts) - 1))
        key = parts[i].split("=", 1)[0]
        sub = data.draw(st.sampled_from(["all", "piece"]))
        value = parts[i].split("=", 1)[1] if "=" in parts[i] else ""
        if sub == "piece" and any(c in value for c in ",./|:"):
            seps = [c for c in ",./|:" if c in value]
            sep = data.draw(st.sampled_from(seps))
            pieces = value.split(sep)
            j = data.draw(st.integers(0, len(pieces) - 1))
            pieces[j] = data.draw(odd_text)
            value = sep.join(pieces)
        else:
            value = data.draw(odd_text)
        parts[i] = f"{key}={value}"
        return " ".join(parts)
    if how == "drop" and len(parts) > 1:
        del parts[data.draw(st.integers(0, len(parts) - 1))]
    elif how == "double":
        i = data.draw(st.integers(0, len(parts) - 1))
        parts.insert(i, parts[i])
    elif how == "cut":
        return text[: data.draw(st.integers(0, len(text)))]
    elif how in ("char", "insert"):
        i = data.draw(st.integers(0, len(text)))
        piece = data.draw(odd_text)
        return text[:i] + piece + text[i + (how == "char") :]
    elif how == "number":
        import re

        spots = [m.span() for m in re.finditer(r"\d+", text)]
        if spots:
            a, b = data.draw(st.sampled_from(spots))
            return (
                text[:a]
                + data.draw(
                    st.sampled_from(["9" * 5000, "999999999", "²", "١", "-1", "1e400", "0", "100", "[[[[1]]]]"])
                )
                + text[b:]
            )
    elif how == "string":
        import re

        spots = [m.span() for m in re.finditer(r'"[^"\n]*"', text)]
        if spots:
            a, b = data.draw(st.sampled_from(spots))
            return text[:a] + json.dumps(data.draw(odd_text)) + text[b:]
    return ("\n" if not fields else " ").join(parts)


# -- the tests -----------------------------------------------------------------------------------------
@pytest.mark.parametrize("name", NAMES)
@FUZZ
@given(data=st.data())
def test_fuzzed_positions_are_refused_or_sound(name, data):
    info = GAMES[name]
    base = data.draw(st.sampled_from(samples(name)["positions"]))
    text = damage_text(data, base, fields=True)
    game = refused_or_sound(lambda: info.from_position(text), NotationError, name, f"{name} position {text[:300]!r}")
    if game is not None:
        sound(game, name, f"{name} position {text[:300]!r}")


@pytest.mark.parametrize("name", NAMES)
@FUZZ
@given(data=st.data())
def test_fuzzed_save_files_are_refused_or_sound(name, data):
    info = GAMES[name]
    base = data.draw(st.sampled_from(samples(name)["saves"]))
    how = data.draw(st.sampled_from(["json", "json", "json", "start", "text", "deep", "bytes"]))
    doc = json.loads(base)
    if how == "json":
        where = data.draw(st.sampled_from(paths(doc)[1:]))
        delete = data.draw(st.booleans()) and len(where) > 0
        text: Any = json.dumps(replace_at(doc, where, data.draw(odd_json), delete), allow_nan=True)
    elif how == "start":
        positions = samples(name)["positions"]
        doc["start"] = damage_text(data, data.draw(st.sampled_from(positions)), fields=True)
        doc["actions"], doc["redo"] = [], []
        text = json.dumps(doc)
    elif how == "text":
        text = damage_text(data, base, fields=False)
    elif how == "deep":
        depth = data.draw(st.sampled_from([999, 1001, 5000, 100_000]))
        where = data.draw(st.sampled_from(paths(doc)[1:]))
        text = json.dumps(replace_at(doc, where, 0)).replace(": 0", ": " + "[" * depth + "]" * depth, 1)
    else:
        raw = base.encode("utf-8")
        i = data.draw(st.integers(0, len(raw)))
        text = raw[:i] + data.draw(st.binary(min_size=1, max_size=8)) + raw[i:]
    what = f"{name} save ({how}) {str(text)[:300]!r}"
    game = refused_or_sound(lambda: info.load_game(text), SaveFileError, name, what)
    if game is not None:
        sound(game, name, what)


@pytest.mark.parametrize("name", NAMES)
@FUZZ
@given(data=st.data())
def test_fuzzed_board_files_are_refused_or_sound(name, data, tmp_path_factory):
    info = GAMES[name]
    base = samples(name)["board_text"]
    how = data.draw(st.sampled_from(["text", "text", "deep", "bytes"]))
    if how == "text":
        content = damage_text(data, base, fields=False).encode("utf-8", "surrogatepass")
    elif how == "deep":
        depth = data.draw(st.sampled_from([1001, 5000, 50_000]))
        content = (base + "\nx = " + "[" * depth + "]" * depth + "\n").encode()
    else:
        raw = base.encode("utf-8")
        i = data.draw(st.integers(0, len(raw)))
        content = raw[:i] + data.draw(st.binary(min_size=1, max_size=8)) + raw[i:]
    path = tmp_path_factory.mktemp("board") / "board.toml"
    path.write_bytes(content)
    what = f"{name} board file ({how})"
    board = refused_or_sound(lambda: info.front.load_board(path), BoardFileError, name, what)
    if board is not None:
        game, raised = within_budget(
            lambda: info.new_game(PEOPLE[: info.min_players], seed=1, board=board), f"{what}: a new game"
        )
        assert raised is None, f"{what}: an accepted board gives no game: {raised!r}"
        sound(game, name, what)


@pytest.mark.parametrize("name", NAMES)
@FUZZ
@given(data=st.data())
def test_fuzzed_board_data_is_refused_or_sound(name, data):
    """The board as data (what a save file stores), damaged anywhere."""
    info = GAMES[name]
    doc = samples(name)["board_data"]
    where = data.draw(st.sampled_from(paths(doc)))
    delete = data.draw(st.booleans()) and len(where) > 0
    damaged = replace_at(doc, where, data.draw(odd_json), delete)
    what = f"{name} board data at {where}"
    board = refused_or_sound(lambda: info.rules.board_from_data(damaged), BoardFileError, name, what)
    if board is not None:
        game, raised = within_budget(
            lambda: info.new_game(PEOPLE[: info.min_players], seed=1, board=board), f"{what}: a new game"
        )
        assert raised is None, f"{what}: an accepted board gives no game: {raised!r}"
        sound(game, name, what)


# -- the faults issue 12 found, each as it was reported ----------------------------------------------------
@pytest.mark.parametrize("name", NAMES)
def test_the_reported_shapes_of_input_are_refused_in_every_game(name):
    """Deep nesting, thousands of digits, "redo": null, a non-UTF-8 board file: for every game."""
    info = GAMES[name]
    base = json.loads(samples(name)["saves"][0])
    texts = [
        "[" * 5000 + "]" * 5000,
        json.dumps(base).replace(f'"seed": {base["seed"]}', '"seed": ' + "1" * 5000),
        json.dumps({**base, "redo": None}),
        json.dumps({**base, "players": [None, 3]}),
        json.dumps({**base, "start": "x" * 100_000}),
    ]
    for text in texts:
        refused_or_sound(lambda: info.load_game(text), SaveFileError, name, text[:80])  # noqa: B023 (called at once)
        with pytest.raises(SaveFileError):
            info.load_game(text)
    for value in ("²", "9" * 5000, "999999999"):
        for position in samples(name)["positions"][:3]:
            parts = position.split(" ")
            for i in range(1, len(parts)):
                key = parts[i].split("=", 1)[0]
                text = " ".join(parts[:i] + [f"{key}={value}"] + parts[i + 1 :])
                refused_or_sound(lambda: info.from_position(text), NotationError, name, text[:200])  # noqa: B023 (called at once)


@pytest.mark.parametrize("name", NAMES)
@pytest.mark.parametrize(
    "content",
    [b"\xff\xfe\x00 not UTF-8", b"x = " + b"[" * 5000 + b"]" * 5000, b"x = " + b"7" * 5000, b"[[[", b""],
    ids=["not UTF-8", "nested 5000 deep", "5000 digits", "not TOML", "empty"],
)
def test_the_reported_shapes_of_board_file_are_refused_in_every_game(name, content, tmp_path):
    path = tmp_path / "board.toml"
    path.write_bytes(content)
    refused_or_sound(lambda: GAMES[name].front.load_board(path), BoardFileError, name, repr(content[:20]))
    with pytest.raises(BoardFileError):
        GAMES[name].front.load_board(path)
