"""The field (B-FIELD), reconstructed in seeds/book.toml, and board files that break its invariants."""

import copy

import pytest

from genesis_nb.book import RULES, board_from_data, load_board, new_game
from genesis_nb.book.boarddata import MIN_EMPTY
from genesis_nb.core.errors import BoardFileError
from genesis_nb.data import seed_path

BOARD = RULES.board


def test_default_field_sizes_and_room():
    """B-FIELD: one hexagon of 37 hexes per board; 74, 111 and 148 hexes; room for every piece."""
    assert BOARD.reconstructed
    assert {n: len(BOARD.fields[n]) for n in (2, 3, 4)} == {2: 74, 3: 111, 4: 148}
    assert [len(b) for b in BOARD.boards[4]] == [37] * 4
    for n in (2, 3, 4):
        assert len(BOARD.fields[n]) - BOARD.face_down_count(n) - n >= MIN_EMPTY
    assert "RECONSTRUCTED" in seed_path("book.toml").read_text(encoding="utf-8")


def test_fields_nest_and_labels_read_row_by_row():
    """B-FIELD: a smaller field's hexes come first, with the same labels; rows are lettered from the north
    and numbered from the west."""
    assert set(BOARD.fields[2]) < set(BOARD.fields[3]) < set(BOARD.fields[4])
    assert BOARD.fields[2] == tuple(range(74))
    rows: dict[str, list[int]] = {}
    for h in BOARD.fields[2]:
        label = BOARD.labels[h]
        rows.setdefault(label[0], []).append(int(label[1:]))
    for row, numbers in rows.items():
        assert sorted(numbers) == list(range(1, len(numbers) + 1)), row
    assert len(set(BOARD.labels)) == len(BOARD.labels)


def test_board_data_round_trip_and_load(tmp_path):
    """B-FIELD: ``to_data`` reads back to the same board; a file loads with ``load_board``."""
    again = board_from_data(BOARD.to_data())
    assert again.fields == BOARD.fields and again.labels == BOARD.labels and again.editions == BOARD.editions
    from genesis_nb.core.toml import tomllib
    path = tmp_path / "mine.toml"
    path.write_text(seed_path("book.toml").read_text(encoding="utf-8"), encoding="utf-8")
    assert load_board(path).fields == BOARD.fields
    assert tomllib.loads(path.read_text())["meta"]["reconstructed"] is True
    g = new_game(2, seed=1, board=path)
    assert g.state.n == 2


def _data():
    return copy.deepcopy(BOARD.to_data())


def _broken(change):
    data = _data()
    change(data)
    return data


BROKEN = [
    (lambda d: d.pop("fields"), "missing the table 'fields'"),
    (lambda d: d["meta"].update(game="angels"), "not book"),
    (lambda d: d["fields"].pop("3"), "fields for 2, 3 and 4"),
    (lambda d: d["fields"]["2"]["boards"].append({"hexes": [[0, 0]]}), "overlap at the hex [0, 0]"),
    (lambda d: d["fields"]["2"]["boards"][1].update(hexes=[[40, 40]] + d["fields"]["2"]["boards"][1]["hexes"][:5]),
     "not connected"),
    (lambda d: d["fields"]["2"].update(boards=[{"centre": [0, 0], "radius": 3}]), "too few"),
    (lambda d: d["fields"]["2"].update(boards=[{"centre": [0, 0], "radius": 99}]), "radius must be"),
    (lambda d: d["fields"]["2"].update(boards=[{"centre": [0, "x"], "radius": 3}]), "whole number"),
    (lambda d: d["fields"]["2"]["boards"][0].update(hexes=[[0, 0], [0, 0]]), "listed twice"),
    (lambda d: d["fields"]["2"].update(boards=[{"centre": [0, 0]}]), "needs exactly"),
    (lambda d: d["characters"]["king"].update(count=2), "characters.king.count"),
    (lambda d: d["characters"].update(dragon={"count": 1, "points": 9}), "unknown character"),
    (lambda d: d["characters"].pop("man"), "characters.man"),
    (lambda d: d["editions"]["blood"].update(colours=["gold"]), "same colour"),
    (lambda d: d["editions"]["blood"].update(colours=["green"]), "colours must list"),
    (lambda d: d["editions"]["original"]["landmarks"].update(throne=1), "one Throne per colour"),
    (lambda d: d["editions"].pop("manifest"), "must list exactly"),
]


@pytest.mark.parametrize("change,fault", BROKEN)
def test_a_broken_board_is_refused_naming_the_fault(change, fault):
    """B-FIELD: a board that breaks the field's invariants raises BoardFileError naming the fault."""
    with pytest.raises(BoardFileError) as info:
        board_from_data(_broken(change))
    assert fault in str(info.value)


def test_a_bad_file_is_refused(tmp_path):
    """B-FIELD: unreadable files and bad TOML are refused with BoardFileError."""
    with pytest.raises(BoardFileError):
        load_board(tmp_path / "missing.toml")
    bad = tmp_path / "bad.toml"
    bad.write_text("[fields\n", encoding="utf-8")
    with pytest.raises(BoardFileError):
        load_board(bad)


def test_a_save_keeps_a_users_board():
    """B-FIELD: a game on another board saves the board with it and loads back onto it."""
    from genesis_nb.book import load_game
    data = _data()
    data["fields"]["2"] = {"boards": [{"centre": [0, 0], "radius": 3}, {"centre": [7, -3], "radius": 3},
                                      {"centre": [0, 5], "radius": 1}]}
    board = board_from_data(data)
    g = new_game(2, seed=1, board=board)
    for _ in range(5):
        g.play(g.legal_actions()[-1])
    h = load_game(g.to_json())
    assert h.notation() == g.notation() and len(h.rules.field(2).hexes) == 81
