"""Save files from a user's hands (genesis_nb/core/savefile.py): every fault is refused with a
``SaveFileError`` and a sentence, quickly and without much memory; a sound file loads exactly.

Each fault issue 12 found by fuzzing has a test here (the fuzz test itself is test_fuzz_inputs.py).
"""

from __future__ import annotations

import copy
import json
import random
import time
import tracemalloc

import pytest

from genesis_nb import angels, herds, planet
from genesis_nb.core import SaveFileError, savefile
from genesis_nb.core.savefile import FORMAT, MAX_BYTES, VERSION

GAMES = {"angels": angels, "herds": herds, "planet": planet}


def played(game="angels", seed=4, plies=20, undo=0, players=("Ann", "Bo", "Cy")):
    g = GAMES[game].new_game(list(players), seed=seed)
    rng = random.Random(seed)
    for _ in range(plies):
        g.play(rng.choice(g.legal_actions()))
    for _ in range(undo):
        g.undo()
    return g


def doc_of(game="angels", **kw):
    return json.loads(played(game, **kw).to_json())


def refused(load, text, match):
    """``load(text)`` is refused naming ``match``, within 1 second of CPU and 100 MB."""
    tracemalloc.start()
    t = time.process_time()
    try:
        with pytest.raises(SaveFileError, match=match):
            load(text)
    finally:
        cpu = time.process_time() - t
        peak = tracemalloc.get_traced_memory()[1]
        tracemalloc.stop()
    assert cpu < 1.0, f"{cpu:.2f} s"
    assert peak < 100_000_000, f"{peak / 1e6:.0f} MB"


# -- faults found by fuzzing -------------------------------------------------------------------------
def test_json_nested_far_too_deep_is_refused():
    """was: RecursionError. (Python 3.13's parser takes 5,000 levels in its stride; 100,000 are too deep
    for every supported Python. A top level that is no object is refused either way.)"""
    refused(angels.load_game, "[" * 5000 + "]" * 5000, "nests its data far deeper|holds one JSON object")
    refused(angels.load_game, "[" * 100_000 + "]" * 100_000, "nests its data far deeper")
    doc = doc_of()
    text = json.dumps(doc)[:-1] + ', "x": ' + "[" * 100_000 + "]" * 100_000 + "}"
    refused(angels.load_game, text, "nests its data far deeper")


def test_a_number_of_thousands_of_digits_is_refused():
    """was: ValueError (int of more than 4,300 digits)"""
    doc = doc_of()
    text = json.dumps(doc).replace(f'"seed": {doc["seed"]}', '"seed": ' + "7" * 5000)
    refused(angels.load_game, text, "holds a value no save file holds")


def test_redo_null_is_refused():
    """was: TypeError"""
    doc = doc_of()
    doc["redo"] = None
    refused(angels.load_game, json.dumps(doc), "'redo' field must be a list")


@pytest.mark.parametrize("to", [9, -1, 8, 10**30])
def test_an_angels_move_off_the_board_is_refused_in_words(to):
    """was: IndexError while wording the refusal of {"type": "move", "to": 9}"""
    doc = doc_of()
    doc["actions"].append({"type": "move", "to": to})
    doc["position"] = "0" * 16
    refused(angels.load_game, json.dumps(doc), r"Action 21 of the save file \(move to [-0-9]+\) is not legal")


def test_a_herds_start_asking_for_gigabytes_is_refused():
    """A 536-byte herds save whose start has a row of 999999999 vacant squares (was: 8 GB)."""
    row = "14"
    start = "herds players=reptile,dinosaur turn=reptile phase=first dice=forest,wild rolls=1 grid=" + "/".join(
        ["999999999"] + [row] * 9
    )
    doc = {
        "format": FORMAT,
        "version": VERSION,
        "game": "herds",
        "players": ["Ann", "Bo"],
        "seed": 1,
        "options": {},
        "board": None,
        "start": start,
        "actions": [],
        "redo": [],
        "position": "0" * 16,
    }
    text = json.dumps(doc)
    assert len(text) < 600
    refused(herds.load_game, text, "set-up is not valid.*999999999 vacant squares do not fit")
    doc["start"] = start.replace("999999999", "9" * 4000)
    refused(herds.load_game, json.dumps(doc), "characters long")


def test_an_angels_board_with_a_huge_cost_is_refused_at_once():
    """A 1.7 KB angels save whose board's day-work cost is "1000000000C" (was: minutes in work_payments)."""
    doc = doc_of(players=("Ann", "Bo"), plies=0)
    board = angels.default_board().to_data()
    board["days"]["I"]["cost"] = "1000000000C"
    doc["board"] = board
    text = json.dumps(doc)
    assert len(text) < 2500
    refused(
        angels.load_game,
        text,
        "board stored in the save file is not valid: day I, cost: 1000000000 chaos costs more than all the 72 cubes",
    )


def test_a_save_on_a_board_without_a_bonus_loads():
    """bonus = "0C" was accepted but written back as "0", so saves on that board were refused."""
    data = copy.deepcopy(angels.default_board().to_data())
    data["days"]["II"]["bonus"] = "0C"
    board = angels.board_from_data(data)
    assert board.to_data()["days"]["II"]["bonus"] == "0"
    assert angels.board_from_data(board.to_data()) == board
    g = angels.new_game(["Ann", "Bo"], seed=3, board=board)
    rng = random.Random(3)
    for _ in range(30):
        g.play(rng.choice(g.legal_actions()))
    h = angels.load_game(g.to_json())
    assert h.state == g.state and h.rules.board == board


# -- the four load errors no test triggered ----------------------------------------------------------
@pytest.mark.parametrize("game", sorted(GAMES))
def test_players_that_are_not_text_are_refused(game):
    doc = doc_of(game)
    doc["players"] = ["Ann", 7, "Cy"]
    refused(GAMES[game].load_game, json.dumps(doc), "players must be names \\(text\\)")


@pytest.mark.parametrize(
    "start, match",
    [
        (5, "'start' must be a position in the game's notation or null"),
        (["angels"], "'start' must be a position"),
        ("angels players=gray", "set-up is not valid: missing field"),
        ("herds players=reptile,dinosaur", "set-up is not valid: an angels position starts with the word 'angels'"),
    ],
)
def test_a_bad_start_is_refused(start, match):
    doc = doc_of()
    doc["start"] = start
    refused(angels.load_game, json.dumps(doc), match)


@pytest.mark.parametrize("game", sorted(GAMES))
@pytest.mark.parametrize("board", [{"meta": {"game": "nothing"}}, [], "board", {"x": 1}])
def test_a_bad_stored_board_is_refused(game, board):
    doc = doc_of(game)
    doc["board"] = board
    refused(GAMES[game].load_game, json.dumps(doc), "The board stored in the save file is not valid: ")


@pytest.mark.parametrize("game", sorted(GAMES))
def test_redo_actions_that_do_not_follow_are_refused(game):
    doc = doc_of(game, undo=3)
    assert len(doc["redo"]) == 3
    never = {
        "angels": {"type": "choose_cube", "essence": 0},  # the set-up is long over
        "herds": doc["actions"][0],  # its square holds the first tile
        "planet": {"type": "skip"},
    }[game]  # no oxygen's action waits
    doc["redo"].insert(1, never)
    with pytest.raises(SaveFileError, match="undone actions \\(for redo\\) do not follow from its position"):
        GAMES[game].load_game(json.dumps(doc))


# -- what a sound file gives back ----------------------------------------------------------------------
@pytest.mark.parametrize("game", sorted(GAMES))
def test_undone_actions_come_back_in_order_and_the_position_is_the_saved_one(game):
    g = played(game, plies=24, undo=3)
    h = GAMES[game].load_game(g.to_json())
    assert h.state == g.state and len(h.steps) == len(g.steps) == 21
    assert h.can_redo and h.can_undo
    for _ in range(3):
        assert h.redo() == g.redo()
        assert h.state == g.state
    assert not h.can_redo


def test_a_file_as_bytes_or_text_loads_the_same():
    g = played()
    text = g.to_json()
    assert angels.load_game(text.encode("utf-8")).state == angels.load_game(text).state == g.state
    assert angels.load_game(bytearray(text.encode("utf-8"))).state == g.state


def test_the_save_text_is_readable_json():
    """One field a line (indent 1), names as they are written (not \\u escapes), the version and digest."""
    g = angels.new_game(["Zoë", "Bo"], seed=1)
    text = g.to_json()
    assert '"players": [\n  "Zoë",\n  "Bo"\n ]' in text
    doc = json.loads(text)
    assert list(doc) == [
        "format",
        "version",
        "game",
        "players",
        "seed",
        "options",
        "board",
        "start",
        "actions",
        "redo",
        "position",
    ]
    assert doc["format"] == "genesis_nb-save" and doc["version"] == 2 and doc["game"] == "angels"
    assert doc["board"] is None and doc["start"] is None and doc["actions"] == doc["redo"] == []
    assert doc["position"] == savefile.digest(g.notation()) and len(doc["position"]) == 16


def test_the_size_limit():
    over = " " * (MAX_BYTES + 1)
    refused(angels.load_game, over, "over 20 MB")
    refused(angels.load_game, over.encode(), "over 20 MB")
    # a file of exactly the limit is read (and refused for what it holds, not for its size)
    with pytest.raises(SaveFileError, match="not a complete JSON"):
        angels.load_game(" " * MAX_BYTES)
    with pytest.raises(SaveFileError, match="not a complete JSON"):
        angels.load_game(b" " * MAX_BYTES)


@pytest.mark.parametrize(
    "change, match",
    [
        (lambda d: d.pop("format"), "not a genesis_nb save file"),
        (lambda d: d.update(version=True), "format version True"),
        (lambda d: d.update(version=0), "format version 0; this kit reads versions 1, 2"),
        (lambda d: d.update(version="2"), "format version '2'"),
        (lambda d: d.update(game=None), "a game of None, not of 'angels'"),
        (lambda d: d.update(players="Ann"), "'players' field"),
        (lambda d: d.update(seed=True), "'seed' field"),
        (lambda d: d.update(seed=1.5), "'seed' field"),
        (lambda d: d.update(options=[]), "'options' field"),
        (lambda d: d.update(actions={}), "'actions' field"),
        (lambda d: d.pop("actions"), "'actions' field"),
        (lambda d: d.update(position=None), "'position' field"),
        (lambda d: d.update(redo="x"), "'redo' field must be a list"),
        (lambda d: d.update(options={"leftmost": 3}), "options are not valid"),
        (lambda d: d["actions"].insert(0, "move"), "an action must be an object"),
        (lambda d: d.update(position="0" * 16), "changed by hand or damaged"),
    ],
)
def test_each_field_is_checked(change, match):
    doc = doc_of()
    change(doc)
    refused(angels.load_game, json.dumps(doc), match)


def test_not_text_and_not_an_object():
    refused(angels.load_game, b"\xff\xfe\x00junk", "not a text save file|not a complete JSON")
    refused(angels.load_game, "[]", "one JSON object")
    refused(angels.load_game, "null", "one JSON object")
    refused(angels.load_game, '"text"', "one JSON object")


def test_an_illegal_action_names_its_number_and_the_rule():
    doc = doc_of(plies=5)
    doc["actions"][0] = {"type": "pass"}
    with pytest.raises(SaveFileError) as e:
        angels.load_game(json.dumps(doc))
    text = str(e.value)
    assert text.startswith("Action 1 of the save file (pass) is not legal in its position: ")
    assert "starting cube" in text


def test_a_version_1_file_is_upgraded_but_a_version_2_file_is_not():
    """Actions of a version-1 file pass through the game's upgrade; a version-2 file's do not."""
    seen = []
    rules = angels.RULES

    class Spy(type(rules)):
        def upgrade_action(self, state, data, version):
            seen.append(version)
            return super().upgrade_action(state, data, version)

    spy = Spy(rules.board, rules.options)
    text = played(plies=6).to_json()
    savefile.load(spy, text)
    assert seen == []
    doc = json.loads(text)
    doc["version"] = 1
    savefile.load(spy, json.dumps(doc))
    assert seen == [1] * 6
