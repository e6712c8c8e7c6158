"""Save files users keep go on loading: tests/data/saves/*_v1.json were written by format version 1,
*_v2.json by version 2 (the current one; they were made by playing seeded random games, see
``test_version_2_saves_load_exactly``).

Version 1 named an angels gather by its shift from the player's square and a day's work without its
day; version 2 names absolute places. Loading a version-1 file brings each action up to date in the
position it was played in (``AngelsRules.upgrade_action``); saving it again writes version 2, which
loads back to the same game.
"""

import json
from pathlib import Path

import pytest

from genesis_nb.angels import load_game as angels_load
from genesis_nb.core import SaveFileError
from genesis_nb.core.savefile import VERSION, digest
from genesis_nb.herds import load_game as herds_load
from genesis_nb.planet import load_game as planet_load

SAVES = Path(__file__).parents[1] / "data" / "saves"
LOADERS = {"angels": angels_load, "herds": herds_load, "planet": planet_load}
FILES = sorted(p.name for p in SAVES.glob("*.json"))
V1 = [f for f in FILES if f.endswith("_v1.json")]
V2 = [f for f in FILES if f.endswith("_v2.json")]


def test_the_stored_saves_are_there():
    assert V1 == ["angels_over_v1.json", "angels_v1.json", "herds_v1.json", "planet_v1.json"]
    assert V2 == ["angels_board_v2.json", "angels_v2.json", "herds_start_v2.json", "herds_v2.json", "planet_v2.json"]
    assert set(FILES) == set(V1) | set(V2)


def redo_count(game):
    n = 0
    while game.can_redo:
        game.redo()
        n += 1
    return n


@pytest.mark.parametrize("name", V1)
def test_a_version_1_save_loads_and_saves_again_as_version_2(name):
    text = (SAVES / name).read_text(encoding="utf-8")
    doc = json.loads(text)
    assert doc["version"] == 1
    load = LOADERS[doc["game"]]
    g = load(text)
    assert g.players == doc["players"] and g.seed == doc["seed"]
    assert len(g.steps) == len(doc["actions"]) > 0
    assert g.can_redo == bool(doc.get("redo"))

    again = g.to_json()
    new = json.loads(again)
    assert new["version"] == VERSION == 2
    assert len(new["actions"]) == len(doc["actions"])
    assert len(new["redo"]) == len(doc.get("redo", []))
    h = load(again)
    assert h.notation() == g.notation()
    assert h.state == g.state
    assert [s.action for s in h.steps] == [s.action for s in g.steps]
    assert redo_count(h) == redo_count(load(text)) == len(doc.get("redo", []))


@pytest.mark.parametrize("name", ["angels_v1.json", "angels_over_v1.json"])
def test_angels_version_1_actions_become_absolute(name):
    """A v1 gather ``shift`` becomes the ``square`` it reached, a v1 day's work gets the day it stood on
    (the undone actions kept for redo too)."""
    doc = json.loads((SAVES / name).read_text(encoding="utf-8"))
    g = angels_load(json.dumps(doc))
    saved = json.loads(g.to_json())
    while g.can_redo:
        g.redo()
    old = doc["actions"] + doc.get("redo", [])
    assert len(g.steps) == len(old)
    assert any(a["type"] == "gather" and a["shift"] != 0 for a in old)  # the file does switch
    for ply, (data, step) in enumerate(zip(old, g.steps)):
        before = g.state_at(ply)
        assert step.action.kind == data["type"], ply
        if data["type"] == "gather":
            assert step.action.square == before.square(before.turn) + data["shift"], ply
            assert step.action.pay == tuple(data["pay"]) and step.action.choice == data["choice"]
        elif data["type"] == "day_work":
            assert step.action.day == before.where[before.turn], ply
            assert step.action.pay == tuple(data["pay"])
    fields = {}
    for a in saved["actions"] + saved["redo"]:
        fields.setdefault(a["type"], set(a))
        assert set(a) == fields[a["type"]]
    assert fields["gather"] == {"type", "square", "pay", "choice"}
    if any(a["type"] == "day_work" for a in old):
        assert fields["day_work"] == {"type", "day", "pay"}


def test_the_angels_saves_hold_every_upgraded_kind():
    old = [
        a
        for name in ("angels_v1.json", "angels_over_v1.json")
        for a in json.loads((SAVES / name).read_text(encoding="utf-8"))["actions"]
    ]
    kinds = {a["type"] for a in old}
    assert {"gather", "day_work"} <= kinds


def test_angels_finished_version_1_game_keeps_its_end():
    g = angels_load((SAVES / "angels_over_v1.json").read_text(encoding="utf-8"))
    assert g.is_over and g.legal_actions() == []
    sheet = g.scores()
    assert set(sheet.rows) == {0, 1, "dark"}
    end = [e for e in g.events() if e.kind == "end"][0]
    assert end.data["winner_seats"] == sheet.winners
    assert end.data["winners"] == (sheet.winner_names() or ["word.nobody"])


def test_angels_version_2_does_not_read_version_1_actions():
    """Only a file that says it is version 1 is upgraded: a v2 file with a ``shift`` is refused."""
    doc = json.loads((SAVES / "angels_v1.json").read_text(encoding="utf-8"))
    doc["version"] = 2
    with pytest.raises(SaveFileError, match="unknown fields: shift|lacks the field"):
        angels_load(json.dumps(doc))


# -- version 2 (the current format) -----------------------------------------------------------------
@pytest.mark.parametrize("name", V2)
def test_version_2_saves_load_exactly(name):
    """A stored version-2 save loads to the position it recorded (its digest), keeps its undone actions,
    and is written back as it was: same version, fields, actions and digest (a change of the format,
    or of the digest, fails here; it then needs a new version that still reads these files)."""
    text = (SAVES / name).read_text(encoding="utf-8")
    doc = json.loads(text)
    assert doc["version"] == VERSION == 2 and doc["format"] == "genesis_nb-save"
    g = LOADERS[doc["game"]](text)
    assert g.players == doc["players"] and g.seed == doc["seed"] and g.start == doc["start"]
    assert len(g.steps) == len(doc["actions"]) > 0 and len(doc["redo"]) > 0
    assert digest(g.notation()) == doc["position"]
    again = json.loads(g.to_json())
    assert set(again) == set(doc)
    for key in doc:
        if key == "options":  # a later kit may add options (with defaults); none may go
            assert doc[key].items() <= again[key].items()
        else:
            assert again[key] == doc[key], key
    assert redo_count(g) == len(doc["redo"])


def test_version_2_files_cover_what_a_save_holds():
    docs = {name: json.loads((SAVES / name).read_text(encoding="utf-8")) for name in V2}
    assert {d["game"] for d in docs.values()} == {"angels", "herds", "planet"}
    assert any(d["start"] for d in docs.values())  # a game begun from a position
    assert any(d["board"] for d in docs.values())  # a board of the user's own
    assert any(any(not p.isascii() for p in d["players"]) for d in docs.values())
    from genesis_nb import game

    defaults = {name: game(name).rules.options_to_json(game(name).rules.options) for name in LOADERS}
    assert {d["game"] for d in docs.values() if d["options"] != defaults[d["game"]]} == set(LOADERS)


def test_the_digest_is_pinned():
    """The digest a save records: the first 16 hex digits of the SHA-256 of the position's notation. The
    stored saves hold such digests, so changing it would refuse every save a user keeps."""
    assert digest("") == "e3b0c44298fc1c14"
    assert digest("herds x") == __import__("hashlib").sha256(b"herds x").hexdigest()[:16]
    assert len(digest("angels")) == 16


def test_a_custom_board_with_no_bonus_round_trips():
    """A board whose day bonus is "0C" (none) is written back as "0", which loads again: saves made on it
    load (angels_board_v2.json is such a save)."""
    doc = json.loads((SAVES / "angels_board_v2.json").read_text(encoding="utf-8"))
    assert doc["board"]["days"]["I"]["bonus"] == "0"
    g = angels_load(json.dumps(doc))
    assert g.rules.board.bonus[1] == (0, 0, 0)
    assert g.rules.board.circles[3][0] == 9
