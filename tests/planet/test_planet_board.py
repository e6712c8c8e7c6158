"""The reconstructed board data (seeds/planet.toml) and the loader's refusals (BoardFileError)."""

from __future__ import annotations

import copy

import pytest

from genesis_nb.core.errors import BoardFileError
from genesis_nb.core.toml import tomllib
from genesis_nb.data import seed_path
from genesis_nb.planet import new_game
from genesis_nb.planet.boarddata import board_from_data, default_board, load_board

RAW = tomllib.loads(seed_path("planet.toml").read_text(encoding="utf-8"))


def test_default_board_is_marked_reconstructed():
    b = default_board()
    assert b.reconstructed
    assert "RECONSTRUCTED" in seed_path("planet.toml").read_text(encoding="utf-8")


def test_P_SETUP_TRAYS_four_trays_twenty_element_spaces_one_white_each():
    """P-SETUP-TRAYS: 4 trays, easy and difficult faces with equal sizes, 20 element spaces, 1 white each."""
    b = default_board()
    assert len(b.trays) == 4
    assert sum(t.size for t in b.trays) == 20
    for t in b.trays:
        assert len(t.easy.soils) == len(t.difficult.soils)
    for faces in ("EEEE", "DDDD", "EDED"):
        lay = b.layout(faces)
        assert sum(lay.white) == 4
        assert [sum(1 for g in sp if lay.white[g]) for sp in lay.spaces] == [1, 1, 1, 1]
        assert all(not lay.neighbours[w] for w in lay.white_space)   # white spaces have no links
        for g, nb in enumerate(lay.neighbours):                         # links stay on a continent
            assert all(lay.continent[h] == lay.continent[g] for h in nb)


def test_pawns_as_the_rulebook_counts_them():
    """4 water, 4 distinct minerals (one per soil), 4 plants, 4 insects, 4 animals, 4 oxygen, 2 bacteria."""
    b = default_board()
    kinds = [p.kind for p in b.pawns]
    for k, n in (("water", 4), ("mineral", 4), ("plant", 4), ("insect", 4), ("animal", 4), ("oxygen", 4),
                 ("bacteria", 2)):
        assert kinds.count(k) == n
    assert {p.soil for p in b.pawns if p.kind == "mineral"} == set(b.soils)
    assert {p.action for p in b.pawns if p.kind == "oxygen"} == {"flip", "exchange", "look_move"}
    assert sorted(p.action for p in b.pawns if p.kind == "bacteria") == ["move", "share"]
    for k in ("mineral", "plant", "insect", "animal"):
        needs = [p.need for p in b.pawns if p.kind == k]
        assert len(set(needs)) == 4
    assert "sand" in b.soils    # the one soil the rulebook's text names


def test_difficult_faces_use_fewer_links_and_soils():
    for t in default_board().trays:
        assert len(t.difficult.links) < len(t.easy.links)
        assert len(set(t.difficult.soils)) < len(set(t.easy.soils))


def test_board_data_round_trip():
    b = default_board()
    again = board_from_data(b.to_data())
    assert again.trays == b.trays and again.pawns == b.pawns and again.soils == b.soils


def test_users_load_their_own_trays(tmp_path):
    data = copy.deepcopy(RAW)
    data["trays"]["A"]["name"] = "Atlantis"
    lines = seed_path("planet.toml").read_text(encoding="utf-8").replace('name = "Aurora"', 'name = "Atlantis"')
    path = tmp_path / "mine.toml"
    path.write_text(lines, encoding="utf-8")
    g = new_game(2, seed=1, board=path)
    assert g.view("public")["continents"][0]["name"] == "Atlantis"
    assert load_board(path).trays[0].name == "Atlantis"


def _broken(edit):
    data = copy.deepcopy(RAW)
    edit(data)
    with pytest.raises(BoardFileError) as e:
        board_from_data(data)
    return str(e.value)


def _pawn(data, code):
    return next(p for p in data["pawns"] if p["code"] == code)


@pytest.mark.parametrize("edit, words", [
    (lambda d: d.pop("soils"), "soils"),
    (lambda d: d.update(soils=["sand", "sand"]), "twice"),
    (lambda d: d["meta"].update(game="angels"), "angels"),
    (lambda d: d.update(extra=1), "unknown section"),
    (lambda d: d.pop("trays"), "trays"),
    (lambda d: d["trays"].pop("D"), "exactly 4"),
    (lambda d: d["trays"]["A"].pop("difficult"), "tray A, difficult face is missing"),
    (lambda d: d["trays"]["A"]["easy"]["soils"].append("sand"), "same number of element spaces"),
    (lambda d: [d["trays"][t][f]["soils"].append("sand") for t in "AB" for f in ("easy", "difficult")], "22 element spaces"),
    (lambda d: d["trays"]["B"]["easy"]["soils"].__setitem__(0, "mud"), "unknown soil 'mud'"),
    (lambda d: d["trays"]["B"]["easy"]["links"].append("1-9"), "outside 1..5"),
    (lambda d: d["trays"]["B"]["easy"]["links"].append("2-2"), "to itself"),
    (lambda d: d["trays"]["B"]["easy"]["links"].append("2-1"), "listed twice"),
    (lambda d: d["trays"]["B"]["easy"]["links"].append("one-two"), "not written like"),
    (lambda d: d["trays"]["C"]["easy"].update(colour="red"), "unknown key"),
    (lambda d: d["trays"].update(e=d["trays"].pop("D")), "capital letter"),
    (lambda d: d["pawns"].pop(0), "4 water pawns"),
    (lambda d: _pawn(d, "m2").update(soil="sand"), "different need"),
    (lambda d: _pawn(d, "m2").update(soil="ice"), "unknown soil"),
    (lambda d: _pawn(d, "p1").update(not_linked="oxygen"), "element kind"),
    (lambda d: _pawn(d, "p1").update(linked="water"), "has no linked"),
    (lambda d: _pawn(d, "i1").pop("linked"), "needs linked"),
    (lambda d: _pawn(d, "a1").update(not_linked="water"), "same kind"),
    (lambda d: _pawn(d, "o4").update(action="look_move_twice"), "oxygen actions"),
    (lambda d: _pawn(d, "o4").update(action="flip"), "at least once"),
    (lambda d: _pawn(d, "b1").update(action="move"), "one 'share' and one 'move'"),
    (lambda d: _pawn(d, "b1").update(kind="dragon"), "unknown kind"),
    (lambda d: _pawn(d, "w2").update(code="w1"), "used twice"),
    (lambda d: _pawn(d, "w2").update(code="W 2"), "code"),
])
def test_invalid_board_files_are_refused_naming_the_fault(edit, words):
    assert words in _broken(edit)


def test_invalid_toml_file_refused(tmp_path):
    p = tmp_path / "bad.toml"
    p.write_text("soils = [", encoding="utf-8")
    with pytest.raises(BoardFileError, match="not valid TOML"):
        load_board(p)
    with pytest.raises(BoardFileError, match="cannot read"):
        load_board(tmp_path / "missing.toml")
