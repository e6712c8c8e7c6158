"""The view for the board, save files (round trips, refused corruptions), options, the greedy bot."""

import json
import random

import pytest
from herds_helpers import position

from genesis_nb.bots import RandomBot, play_out
from genesis_nb.core.errors import SaveFileError
from genesis_nb.herds import (
    CATALOGUE,
    RULES,
    HerdsOptions,
    Place,
    PlaceOne,
    board_from_data,
    default_board,
    from_position,
    load_game,
    new_game,
    score_details,
    square_index,
)
from genesis_nb.herds.bots import GreedyBot


def played(n=3, seed=7, plies=40, **kw):
    g = new_game(n, seed=seed, **kw)
    rng = random.Random(seed)
    for _ in range(plies):
        if g.is_over:
            break
        g.play(rng.choice(g.legal_actions()))
    return g


# ------------------------------------------------------------------------------------------ the view
def test_view_holds_what_the_board_draws():
    g = played(2)
    v = g.view()
    json.dumps(v)  # JSON-able
    assert v["game"] == "herds" and v["size"] == {"columns": 14, "rows": 10} and v["river_after"] == 11
    assert len(v["grid"]) == 140 and v["reconstructed"]
    assert v["grid"][5]["kind"] == "volcano" and v["grid"][square_index("i3")]["kind"] == "tar pit"
    assert not v["grid"][square_index("l1")]["in_play"]  # two players: beyond the river
    assert len(v["tiles"]) == g.state.placed
    tile = v["tiles"][0]
    assert set(tile) >= {"square", "name", "terrain", "species", "seat", "area", "herd"}
    area_ids = {a["id"] for a in v["areas"]}
    assert all(t["area"] in area_ids for t in v["tiles"])
    assert v["turn"] == g.state.turn and v["actor"] == g.actor
    assert len(v["dice"]) == 2 and all(
        d["face"] in ("forest", "savannah", "mountain", "wetland", "wild") for d in v["dice"]
    )
    for p in v["players"]:
        assert sum(p["tiles_left"].values()) == p["total_left"]
    legal = g.legal_actions()
    assert sorted(g.rules.vacant(g.state)) == sorted({a.square for a in legal}) and "squares" not in v["legal"]
    assert set(v["legal"]["one_tile_terrains"]) == {a.terrain for a in legal if isinstance(a, PlaceOne)}
    assert set(v["legal"]["dice_terrains"]) == {a.terrain for a in legal if isinstance(a, Place)}
    assert g.view(0) == g.view("all") | {"observer": 0}  # nothing is hidden


def test_view_during_the_second_tile_and_at_the_end():
    g = from_position(position(dice="forest,mountain"))
    g.play(Place(square_index("b3"), "forest"))
    v = g.view()
    assert v["tile"] == 2 and v["dice"][0]["used"] and not v["dice"][1]["used"]
    assert v["legal"]["one_tile_terrains"] == [] and v["legal"]["dice_terrains"] == ["mountain"]
    g = played(2, plies=500)
    v = g.view()
    assert v["over"] and g.legal_actions() == [] and v["dice"] == [] and v["turn"] is None
    assert v["legal"] == {"dice_terrains": [], "one_tile_terrains": []}


def test_score_details_for_the_overlay():
    g = played(4, plies=500)
    d = score_details(g)
    assert d["over"] and d["winners"]
    assert sum(p["total"] for p in d["players"]) == sum(g.scores().totals.values())
    for a in d["areas"]:
        assert a["size"] == sum(h["size"] for h in a["herds"])
        assert sum(a["points"].values()) == sum(h["points"] for h in a["herds"])
    assert set(d["order"]) == {a["id"] for a in d["areas"] if a["scored"]}


# ---------------------------------------------------------------------------------------- save files
def test_json_round_trip_keeps_everything():
    g = played(4, options={"rounding": "divide_first"}, species=["man", "reptile", "mammal", "dinosaur"])
    g.undo()
    g.undo()  # two undone actions stay available to redo
    text = g.to_json()
    h = load_game(text)
    assert h.state == g.state and h.players == g.players and h.options == g.options
    assert h.options.species == ("man", "reptile", "mammal", "dinosaur")
    assert [s.action for s in h.steps] == [s.action for s in g.steps]
    h.redo()
    h.redo()
    g.redo()
    g.redo()
    assert h.state == g.state
    assert g.replay().state == g.state


def test_a_game_from_a_position_saves_and_loads():
    g = from_position(position({"a1": "Fm"}, dice="wild,forest"), seed=11)
    g.play(Place(square_index("b1"), "forest"))
    g.play(Place(square_index("c1"), "wetland"))
    h = load_game(g.to_json())
    assert h.state == g.state and h.start == g.start


def test_a_custom_board_travels_in_the_save_file():
    data = default_board().to_data()
    data["board"]["grid"][0] = "V . . . . . . . . . . | . . ."
    b = board_from_data(data)
    g = new_game(2, seed=4, board=b)
    g.play(g.legal_actions()[0])
    h = load_game(g.to_json())
    assert h.rules.board == b and h.state == g.state


def doc(g):
    return json.loads(g.to_json())


@pytest.mark.parametrize(
    "label, edit, fault",
    [
        ("truncated", lambda t: t[: len(t) // 2], "not a complete JSON save file"),
        ("not json", lambda t: "hello", "not a complete JSON save file"),
        ("other game", lambda t: t.replace('"game": "herds"', '"game": "angels"'), "a game of 'angels'"),
        (
            "moved tile",
            lambda t: _edit(t, lambda d: d["actions"][0].update(square=(d["actions"][0]["square"] + 1) % 140)),
            None,
        ),
        (
            "bad terrain",
            lambda t: _edit(t, lambda d: d["actions"][0].update(terrain="lava")),
            "no terrain called 'lava'",
        ),
        ("bad type", lambda t: _edit(t, lambda d: d["actions"][0].update(square="a1")), "field 'square' must be int"),
        (
            "unknown action",
            lambda t: _edit(t, lambda d: d["actions"].append({"type": "pass"})),
            "no action called 'pass'",
        ),
        ("digest", lambda t: _edit(t, lambda d: d.update(position="0" * 16)), "changed by hand or damaged"),
        ("seed", lambda t: _edit(t, lambda d: d.update(seed=d["seed"] + 1)), None),
        ("options", lambda t: _edit(t, lambda d: d["options"].update(end="never")), "option end must be one of"),
        (
            "species",
            lambda t: _edit(t, lambda d: d["options"].update(species=["snake", "man"])),
            "options are not valid",
        ),
        (
            "board",
            lambda t: _edit(t, lambda d: d.update(board={"board": {"grid": ["."]}})),
            "board stored in the save file",
        ),
        ("players", lambda t: _edit(t, lambda d: d.update(players=["A", "B", "C", "D", "E"])), "2 to 4 players"),
    ],
)
def test_corrupted_or_edited_save_files_are_refused(label, edit, fault):
    g = played(2, seed=3, plies=30)
    with pytest.raises(SaveFileError) as err:
        load_game(edit(g.to_json()))
    if fault:
        assert fault in str(err.value)


def _edit(text, fn):
    d = json.loads(text)
    fn(d)
    return json.dumps(d)


# ------------------------------------------------------------------------------------------- options
def test_options_are_validated_and_named_in_the_catalogue():
    assert HerdsOptions.from_json(None) == HerdsOptions()
    for bad in (
        {"end": "later"},
        {"rounding": 3},
        {"colour": "red"},
        {"species": ["man", "man"]},
        {"species": "man,snake"},
    ):
        with pytest.raises(ValueError):
            HerdsOptions.from_json(bad)
    opts = HerdsOptions.from_json({"species": "man,mammal"})
    assert opts.species == ("man", "mammal") and HerdsOptions.from_json(opts.to_json()) == opts
    with pytest.raises(ValueError, match="names 2 species for 3 players"):
        new_game(3, species=["man", "mammal"])
    options = {r.option for r in CATALOGUE.readings() if r.option}
    assert options == {"end", "rounding", "tied_largest", "tied_herds"}
    assert RULES.machine.is_decision("first_tile") and not RULES.machine.is_decision("turn_start")


def test_describe_and_narrate():
    assert RULES.describe(Place(0, "forest")) == "place a forest tile on a1 with the dice"
    assert RULES.describe(PlaceOne(139, "wetland")) == "place a single wetland tile on n10 (the one-tile turn)"
    g = played(2, plies=5)
    assert len(g.narration()) == len(g.events()) and all(isinstance(x, str) and x for x in g.narration())


# ----------------------------------------------------------------------------------------------- bots
def test_greedy_bot_beats_random_and_replays():
    wins = 0
    for seed in range(6):
        g = new_game(2, seed=seed)
        greedy_seat = seed % 2
        bots = [GreedyBot(seed), RandomBot(seed)] if greedy_seat == 0 else [RandomBot(seed), GreedyBot(seed)]
        play_out(g, bots)
        totals = list(g.scores().totals.values())
        wins += totals[greedy_seat] > totals[1 - greedy_seat]
        if seed == 0:
            again = new_game(2, seed=0)
            play_out(again, [GreedyBot(0), RandomBot(0)])
            assert again.state == g.state
    assert wins >= 5


def test_greedy_bot_picks_the_best_placement_now():
    # reptiles b3 c3 on forest: a third reptile forest tile makes the only herd of a 3-tile area (6 x 3)
    g = from_position(position({"b3": "Fr", "c3": "Fr"}, dice="forest,mountain"))
    a = GreedyBot(1).choose(g)
    assert a.terrain == "forest" and a.square in {square_index(x) for x in ("a3", "d3", "b2", "c2", "b4")}
    assert isinstance(a, Place)
