"""Rules of herds that no test checked (issue 12, "Tests that catch bugs"): each found as a surviving mutant
of genesis_nb/herds/rules.py or scoring.py (scripts/mutation.py)."""

from __future__ import annotations

from herds_helpers import position
from test_herds_scoring import EXAMPLE, area_with

from genesis_nb.herds import RULES, from_position, score_details
from genesis_nb.herds.state import HerdsOptions


def scores_of(tiles, players="reptile,dinosaur,mammal,man", **opts):
    g = from_position(position(tiles, players=players), options=opts or None)
    return g, score_details(g)


# -- per-terrain points --------------------------------------------------------------------------------
def test_points_per_terrain_of_every_player():
    """The score sheet's terrain columns (before bonuses) and the overlay's points per terrain (with them),
    for every player of the rulebook's example."""
    g = from_position(EXAMPLE)
    assert g.scores().rows == {
        0: {"forest": 0, "savannah": 0, "mountain": 6, "wetland": 1, "bonus": 9},
        1: {"forest": 2, "savannah": 5, "mountain": 0, "wetland": 1, "bonus": 10},
        2: {"forest": 4, "savannah": 1, "mountain": 0, "wetland": 0, "bonus": 5},
        3: {"forest": 0, "savannah": 0, "mountain": 0, "wetland": 2, "bonus": 6},
    }
    d = score_details(g)
    assert [(p["species"], p["by_terrain"], p["base"], p["bonus"], p["total"]) for p in d["players"]] == [
        ("reptile", {"forest": 0, "savannah": 0, "mountain": 12, "wetland": 4}, 7, 9, 16),
        ("dinosaur", {"forest": 4, "savannah": 10, "mountain": 0, "wetland": 4}, 8, 10, 18),
        ("mammal", {"forest": 8, "savannah": 2, "mountain": 0, "wetland": 0}, 5, 5, 10),
        ("man", {"forest": 0, "savannah": 0, "mountain": 0, "wetland": 8}, 2, 6, 8),
    ]
    assert RULES.totals(g.state) == [16, 18, 10, 8]


def test_points_per_terrain_without_bonuses_when_nothing_is_multiplied():
    """A single forest area and a single savannah area of equal size tie for the largest: with
    ``tied_largest='no_double'`` nothing is multiplied and the columns are the points."""
    tiles = {"b3": "Fr", "c3": "Fr", "d3": "Fd", "f2": "Sd", "g2": "Sd", "h2": "Sm"}
    g, d = scores_of(tiles, tied_largest="no_double")
    assert g.scores().rows[0] == {"forest": 4, "savannah": 0, "mountain": 0, "wetland": 0, "bonus": 0}
    assert g.scores().rows[1] == {"forest": 2, "savannah": 4, "mountain": 0, "wetland": 0, "bonus": 0}
    assert g.scores().rows[2] == {"forest": 0, "savannah": 2, "mountain": 0, "wetland": 0, "bonus": 0}
    assert d["terrains"]["forest"] == {"double": None, "tied": [], "excluded": True}
    assert d["largest"]["area"] is None and len(d["largest"]["tied"]) == 2 and d["largest"]["size"] == 3


# -- places -----------------------------------------------------------------------------------------------
def test_places_of_herds_tied_for_second():
    """The overlay reports place 2 for each herd tied for second, and 0 for a herd after a tie for first."""
    _, d = scores_of({"f2": "Sr", "g2": "Sr", "h2": "Sd", "f3": "Sm"})
    area = d["areas"][0]
    assert area["case"] == "tie_second"
    assert [(h["species"], h["size"], h["place"], h["base"]) for h in area["herds"]] == [
        ("reptile", 2, 1, 4),
        ("dinosaur", 1, 2, 1),
        ("mammal", 1, 2, 1),
    ]
    _, d = scores_of({"f2": "Sr", "g2": "Sr", "h2": "Sd", "f3": "Sm", "g3": "Sh"})
    area = d["areas"][0]
    assert [(h["species"], h["place"], h["base"]) for h in area["herds"]] == [
        ("reptile", 1, 4),
        ("dinosaur", 2, 0),
        ("mammal", 2, 0),
        ("man", 2, 0),
    ]
    _, d = scores_of({"b3": "Fr", "c3": "Fr", "d3": "Fd", "d4": "Fd", "b4": "Fm"})
    assert [(h["species"], h["place"]) for h in d["areas"][0]["herds"]] == [
        ("reptile", 1),
        ("dinosaur", 1),
        ("mammal", 0),
    ]


def test_places_in_the_example():
    _, d = scores_of({})
    g = from_position(EXAMPLE)
    d = score_details(g)
    sav = area_with(d, "g1")
    assert [(h["species"], h["size"], h["place"], h["points"]) for h in sav["herds"]] == [
        ("dinosaur", 3, 1, 8),
        ("mammal", 1, 2, 2),
        ("dinosaur", 1, 2, 2),
    ]
    assert [(h["place"], h["points"]) for h in area_with(d, "i9")["herds"]] == [(1, 12)]
    assert [h["place"] for h in area_with(d, "a6")["herds"]] == [0, 0]


# -- with_setup ---------------------------------------------------------------------------------------------
def test_with_setup_with_nothing_to_change_is_the_same_rules():
    assert RULES.with_setup(None, None) is RULES
    assert RULES.with_setup(RULES.board, RULES.options) is RULES
    assert RULES.with_setup(None, HerdsOptions.from_json(RULES.options.to_json())) is RULES
    other = RULES.with_setup(None, HerdsOptions(rounding="divide_first"))
    assert other is not RULES and other.board is RULES.board and other.options.rounding == "divide_first"
    board = type(RULES.board)(RULES.board.kinds)
    moved = RULES.with_setup(board, None)
    assert moved is not RULES and moved.board is board and moved.options is RULES.options


# -- the decomposition and the scoring functions, as documented --------------------------------------------
from genesis_nb.herds import scoring  # noqa: E402
from genesis_nb.herds.boarddata import square_index  # noqa: E402


def test_area_and_herd_of_a_square_without_a_tile_is_minus_one():
    g = from_position(EXAMPLE)
    d = scoring.Decomposition(g.state.cells)
    empty = square_index("d3")
    assert g.state.cells[empty] <= 0
    assert d.area_of[empty] == -1 and d.herd_of[empty] == -1
    a1 = square_index("a1")
    assert d.area_of[a1] >= 0 and d.herd_of[a1] >= 0
    assert d.area_size(d.area_of[a1]) == 6 and d.area_size(d.area_of[square_index("i9")]) == 3
    assert d.herd_list(d.area_of[a1]) == [(2, 3), (1, 2), (3, 1)]


def test_two_herds_are_ranked_whatever_their_reading_order():
    """An area of exactly two herds whose first in reading order is the smaller one."""
    g, d = scores_of({"f2": "Fr", "g2": "Fd", "h2": "Fd", "i2": "Fd"})
    area = d["areas"][0]
    assert [(h["species"], h["size"], h["place"], h["base"]) for h in area["herds"]] == [
        ("dinosaur", 3, 1, 4),
        ("reptile", 1, 2, 2),
    ]


def test_details_of_a_board_without_scoring_areas():
    _, d = scores_of({"b3": "Fr", "f2": "Sd"})
    assert d["largest"] == {"area": None, "tied": [], "size": 0}
    assert all(v == {"double": None, "tied": [], "excluded": False} for v in d["terrains"].values())
    assert [(a["size"], a["scored"], a["multiplier"], a["case"], a["bonus"]) for a in d["areas"]] == [
        (1, False, 0, "too_small", None),
        (1, False, 0, "too_small", None),
    ]
    assert scoring.multipliers([(0, 1), (1, 1)], "all_double") == (
        [1, 1],
        {"triple": None, "tied_largest": [], "largest_size": 0, "double": {}, "tied": {}, "excluded": []},
    )
    for mode in ("others_double", "no_double"):
        _, d = scores_of({"b3": "Fr", "f2": "Sd"}, tied_largest=mode)
        assert not any(v["excluded"] for v in d["terrains"].values())


def test_details_name_herds_and_options():
    _, d = scores_of({"b3": "Fr", "c3": "Fr", "d3": "Fd"}, rounding="divide_first", tied_herds="per_player")
    herd = d["areas"][0]["herds"][0]
    assert herd == {
        "id": "A1.1",
        "seat": 0,
        "player": "reptile",
        "species": "reptile",
        "squares": [square_index("b3"), square_index("c3")],
        "names": ["b3", "c3"],
        "size": 2,
        "place": 1,
        "base": 4,
        "points": 12,
    }
    assert d["options"] == {"rounding": "divide_first", "tied_largest": "all_double", "tied_herds": "per_player"}
    assert d["areas"][0]["multiplier"] == 3 and d["areas"][0]["points"] == {"reptile": 12, "dinosaur": 6}


def test_multipliers_when_the_largest_areas_tie():
    keys = [(0, 5), (1, 5), (0, 3), (2, 4), (2, 4)]
    assert scoring.multipliers(keys, "no_double") == (
        [1, 1, 1, 1, 1],
        {"triple": None, "tied_largest": [0, 1], "largest_size": 5, "double": {}, "tied": {}, "excluded": [0, 1, 2, 3]},
    )
    assert scoring.multipliers(keys, "others_double") == (
        [1, 1, 1, 1, 1],
        {
            "triple": None,
            "tied_largest": [0, 1],
            "largest_size": 5,
            "double": {},
            "tied": {2: [3, 4]},
            "excluded": [0, 1],
        },
    )
    assert scoring.multipliers(keys, "all_double") == (
        [2, 2, 1, 1, 1],
        {
            "triple": None,
            "tied_largest": [0, 1],
            "largest_size": 5,
            "double": {0: 0, 1: 1},
            "tied": {2: [3, 4]},
            "excluded": [],
        },
    )
    assert scoring.multipliers([(0, 5), (1, 4), (0, 3)], "all_double") == (
        [3, 2, 1],
        {"triple": 0, "tied_largest": [], "largest_size": 5, "double": {1: 1}, "tied": {}, "excluded": [0]},
    )


def test_tied_largest_areas_show_which_terrains_are_left_out():
    """A forest and a savannah of five tiles tie for the largest; with ``others_double`` their terrains
    take no double, which the overlay shows."""
    tiles = {
        "a3": "Fr",
        "b3": "Fr",
        "c3": "Fr",
        "d3": "Fd",
        "e3": "Fd",
        "g1": "Sd",
        "h1": "Sd",
        "i1": "Sd",
        "j1": "Sm",
        "k1": "Sm",
    }
    _, d = scores_of(tiles, tied_largest="others_double")
    assert d["terrains"]["forest"]["excluded"] and d["terrains"]["savannah"]["excluded"]
    assert not d["terrains"]["mountain"]["excluded"]
    assert d["largest"]["area"] is None and len(d["largest"]["tied"]) == 2 and d["largest"]["size"] == 5


def test_the_scoring_order_takes_the_larger_area_of_a_terrain_first():
    keys = [(1, 3), (1, 6), (0, 4), (1, 4)]
    info = scoring.multipliers(keys, "all_double")[1]
    assert scoring.scoring_order(keys, info) == [1, 3, 0, 2]
    assert scoring.scoring_order([(0, 3), (0, 5), (0, 4)], {"triple": None}) == [1, 2, 0]
