"""The reconstructed board, the refusal of invalid board files (BoardFileError naming the fault), and the
herds board's part of the shared board layer (``herds.ui.SPEC``: fixed data, targets, the dressed view),
which imports no Jupyter and is tested here without a widget (the widget: test_herds_widget.py)."""

import copy
import json

import pytest

from genesis_nb.board.legal import legal_wire
from genesis_nb.core.errors import BoardFileError
from genesis_nb.core.toml import tomllib
from genesis_nb.data import seed_path
from genesis_nb.herds import Place, PlaceOne, board_from_data, default_board, load_board, new_game
from genesis_nb.herds.boarddata import NEIGHBOURS, square_index, square_name
from genesis_nb.herds.ui import SPEC, VERBOSE, last_tiles


def data():
    return tomllib.loads(seed_path("herds.toml").read_text())


def test_default_board_matches_what_is_known_H_BOARD_H_RIVER_H_BLOCKED():
    b = default_board()
    assert b.reconstructed
    assert len(b.kinds) == 140
    assert b.kinds.count("V") == 10 and b.kinds.count("T") == 12
    assert sum(b.playable(2)) + sum(1 for s in range(140) if s % 14 < 11 and b.kinds[s] != ".") == 110
    assert sum(b.playable(2)) == 93 and sum(b.playable(3)) == 118 and sum(b.playable(4)) == 118
    # the layout's design: blocked squares share an edge only where the tar belt meets ridge 2 (g8-g9)
    pairs = {
        tuple(sorted((square_name(s), square_name(t)))) for s in b.blocked() for t in NEIGHBOURS[s] if b.kinds[t] != "."
    }
    assert pairs == {("g8", "g9")}


def test_square_names():
    assert square_name(0) == "a1" and square_name(13) == "n1" and square_name(139) == "n10"
    assert square_index("c4") == 44 and square_index("N10") == 139
    for bad in ("o1", "a0", "a11", "", "4c", "a"):
        with pytest.raises(ValueError):
            square_index(bad)


def test_board_round_trips_through_its_data():
    b = default_board()
    assert board_from_data(b.to_data()) == b


def test_load_board_from_a_path_and_play_on_it(tmp_path):
    d = data()
    grid = d["board"]["grid"]
    # move the volcano at f1 to a1: still a valid layout
    grid[0] = "V . . . . . . . . . . | . . ."
    text = '[meta]\ngame = "herds"\n[board]\ngrid = [\n' + "".join(f'  "{r}",\n' for r in grid) + "]\n"
    p = tmp_path / "mine.toml"
    p.write_text(text)
    b = load_board(p)
    assert b.kinds[0] == "V" and b.kinds[5] == "." and not b.reconstructed
    g = new_game(2, seed=3, board=str(p))
    assert g.state.cells[0] == -1 and g.state.cells[5] == 0


def mutate(fn):
    d = copy.deepcopy(data())
    fn(d["board"]["grid"])
    return d


BAD = [
    ("too few rows", lambda g: g.pop(), "the grid has 9 rows"),
    ("too many rows", lambda g: g.append(g[0]), "the grid has 11 rows"),
    ("short row", lambda g: g.__setitem__(2, g[2][:-2]), "row 3 has 13 squares"),
    ("long row", lambda g: g.__setitem__(2, g[2] + " ."), "row 3 has 15 squares"),
    ("unknown symbol", lambda g: g.__setitem__(3, "X" + g[3][1:]), "row 4, column a: unknown symbol 'X'"),
    ("river missing", lambda g: g.__setitem__(4, g[4].replace("|", "")), "row 5 draws the river '|' 0 times"),
    (
        "river moved",
        lambda g: g.__setitem__(5, ". . . . T . . . . V | . . . ."),
        "row 6: the river '|' comes after the 10th square",
    ),
    ("two rivers", lambda g: g.__setitem__(6, g[6].replace(". . T", ". | . T")), "draws the river '|' 2 times"),
    ("a volcano too many", lambda g: g.__setitem__(0, "V" + g[0][1:]), "the board has 11 volcanoes; the game has 10"),
    ("a tar pit becomes a volcano", lambda g: g.__setitem__(1, g[1].replace("T", "V")), "the board has 11 volcanoes"),
    (
        "a tar pit too few",
        lambda g: g.__setitem__(1, g[1].replace("T", ".")),
        "the board has 11 tar pits; the game has 12",
    ),
]


@pytest.mark.parametrize("label, fn, fault", BAD, ids=[b[0] for b in BAD])
def test_invalid_boards_are_refused_naming_the_fault(label, fn, fault):
    with pytest.raises(BoardFileError) as err:
        board_from_data(mutate(fn))
    assert fault in str(err.value)


def test_walled_off_land_is_refused():
    # swap blocked squares so that a1 is cut off by volcanoes at b1 and a2 (counts unchanged)
    def wall(g):
        g[0] = ". V . . . . . . . . . | . . ."  # f1 -> b1
        g[1] = "V . . . . . . . . T . | . . ."  # e2 -> a2

    with pytest.raises(BoardFileError) as err:
        board_from_data(mutate(wall))
    assert "split into 2 separate regions: a1 cannot be reached" in str(err.value)


def test_land_cut_off_only_left_of_the_river_is_refused():
    # k1 and k2 walled off on the left (volcano j1, tar pit j2, volcano k3): they reach the rest of the
    # board only across the river, so three or four players could use them, but not two
    def wall(g):
        g[0] = ". . . . . . . . . V . | . . ."  # f1 -> j1
        g[2] = ". . . . . . . . T . V | . . ."  # m3 -> k3

    with pytest.raises(BoardFileError) as err:
        board_from_data(mutate(wall))
    assert str(err.value) == (
        "the land of the two-player part left of the river is split into 2 separate "
        "regions: k1, k2 cannot be reached from the rest through land"
    )


def test_other_faults_are_named(tmp_path):
    with pytest.raises(BoardFileError, match="not valid TOML"):
        p = tmp_path / "bad.toml"
        p.write_text("[board\n")
        load_board(p)
    with pytest.raises(BoardFileError, match="cannot read the board file"):
        load_board(tmp_path / "missing.toml")
    with pytest.raises(BoardFileError, match="not herds"):
        board_from_data({"meta": {"game": "angels"}, "board": {"grid": []}})
    with pytest.raises(BoardFileError, match="missing the \\[board\\] section"):
        board_from_data({"meta": {}})
    with pytest.raises(BoardFileError, match="list of text rows"):
        board_from_data({"board": {"grid": "....."}})
    with pytest.raises(BoardFileError, match="unknown key"):
        board_from_data({"board": {"grid": data()["board"]["grid"], "size": 3}})


# ----------------------------------------------------------------------------- the board's spec


def test_board_data_is_the_board_and_the_players_part_H_BOARD_H_BLOCKED_H_RIVER():
    """14 x 10 squares, 22 blocked; with two players the 93 land squares left of the river."""
    d2, d4 = SPEC.board_data(new_game(2, seed=1)), SPEC.board_data(new_game(4, seed=1))
    assert d2["columns"] == 14 and d2["rows"] == 10 and d2["river_after"] == 11
    assert d2["kinds"].count("V") == 10 and d2["kinds"].count("T") == 12
    assert sum(d4["in_play"]) == 118 and sum(d2["in_play"]) == 93
    assert not any(d2["in_play"][r * 14 + c] for r in range(10) for c in range(11, 14))
    assert d2["two_player"] and not d4["two_player"] and d2["reconstructed"]
    assert d2["names"][:3] == ["a1", "b1", "c1"] and d2["terrain_letters"] == "FSMW"
    assert len(set(d4["shapes"])) == 4  # a shape per species: colour is never the only cue


def test_a_target_is_the_square_a_tile_goes_on():
    g = new_game(3, seed=1)
    assert SPEC.target(g.state, Place(30, "forest")) == SPEC.target(g.state, PlaceOne(30, "wetland")) == "sq:30"
    with pytest.raises(TypeError):
        SPEC.target(g.state, "pass")
    wire = legal_wire(SPEC, g.rules, g.state, g.legal_actions(), 0, 0, "en")
    assert len(wire["targets"]) == 118 and wire["count"] == len(g.legal_actions())
    assert all(options is None for _, _, options in wire["targets"].values())  # fetched on click


def test_dress_keeps_the_rules_view_but_its_verbose_parts():
    g = new_game(4, seed=2)
    for _ in range(12):
        g.play(g.legal_actions()[0])
    view = g.rules.view(g.state, "public")
    dressed = SPEC.dress(g.rules.view(g.state, "public"), g.rules, "en")
    assert not set(dressed) & set(VERBOSE) and "squares" not in dressed["legal"]
    assert dressed == {k: v for k, v in view.items() if k not in VERBOSE}
    size = len(json.dumps(view)), len(json.dumps(dressed))
    assert size[1] * 4 < size[0], size  # the verbose parts are most of the view


def test_the_last_turns_tiles():
    g = new_game(2, seed=5)
    assert last_tiles(g, 0) == []
    a = next(x for x in g.legal_actions() if isinstance(x, Place))
    g.play(a)
    b = g.legal_actions()[0]
    g.play(b)
    assert last_tiles(g, 1) == [a.square] and last_tiles(g, 2) == sorted([a.square, b.square])
    c = next(x for x in g.legal_actions() if isinstance(x, PlaceOne))
    g.play(c)
    assert last_tiles(g, 3) == [c.square]
