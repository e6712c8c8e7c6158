"""The herds board widget, driven through its message handler (no browser, no kernel).

The widget is an adapter: every test checks that it passes clicks to the rules model and shows what
the model says (H-* rule ids name the rules whose actions or sentences are involved).
"""

from __future__ import annotations

import json
import re

import pytest

pytest.importorskip("anywidget")

from genesis_nb.bots import RandomBot  # noqa: E402
from genesis_nb.herds import CATALOGUE, Place, PlaceOne, from_position, new_game, score_details  # noqa: E402
from genesis_nb.herds.bots import GreedyBot  # noqa: E402
from genesis_nb.herds.ui import board_data, cut_off, legal_of, position, ui_texts  # noqa: E402
from genesis_nb.herds.widget import HerdsBoard, board  # noqa: E402
from genesis_nb.widgets import static_file  # noqa: E402

from herds_helpers import game_from  # noqa: E402

SQ = {"c3": 30, "d3": 31, "a1": 0, "f1": 5, "l1": 11}   # a few square indices (row * 14 + column)


def play_msg(**action):
    return {"cmd": "play", "action": action}


def state_of(w):
    """Everything a click could change (what a refused click must leave as it was)."""
    return (w.game.notation(), json.dumps(w.view, sort_keys=True), json.dumps(w.legal, sort_keys=True),
            w.history_len, w.ply)


class Recorder:
    """Captures the state updates the widget sends to the browser."""

    def __init__(self, w):
        self.updates = []
        w._send = lambda msg, buffers=None: self.updates.append(msg) if msg.get("method") == "update" else None

    def sizes(self):
        return [len(json.dumps(m["state"], ensure_ascii=False).encode()) for m in self.updates]


# ------------------------------------------------------------------------------------ the API


def test_board_api_makes_a_game_with_bots():
    w = board(players=["Ann", "Bo", "Cy"], bots={1: "greedy", 2: "random"}, seed=11)
    assert isinstance(w, HerdsBoard)
    assert w.game.players == ["Ann", "Bo", "Cy"] and w.game.seed == 11
    assert w.seats == ["human", "greedy", "random"]
    assert isinstance(w.bots[1], GreedyBot) and isinstance(w.bots[2], RandomBot)
    assert w.history_len == 0 and w.ply == 0 and w.error == "" and w.scoring is None
    assert [p["name"] for p in w.view["players"]] == ["Ann", "Bo", "Cy"]
    with pytest.raises(ValueError):
        board(players=2, bots={5: "random"})
    with pytest.raises(ValueError):
        board(players=2, bots={1: "clever"})


def test_genesis_nb_herds_board_is_the_widget_factory_and_the_rules_import_no_jupyter():
    import subprocess
    import sys

    import genesis_nb.herds as herds
    assert isinstance(herds.board(players=2, seed=1), HerdsBoard)
    code = ("import sys, genesis_nb.herds; "
            "sys.exit(any(m in sys.modules for m in ('anywidget', 'traitlets', 'ipywidgets', 'bokeh')))")
    assert subprocess.run([sys.executable, "-c", code]).returncode == 0


def test_front_end_is_the_shared_frame_plus_the_herds_board():
    w = board(players=2, seed=1)
    assert w._esm.index("function boardShell") < w._esm.index("function drawMark") < w._esm.rindex("export default {")
    assert ".gnb-root" in w._css and ".gnb-herds" in w._css
    for name in ("board_common.js", "herds_board.js"):
        assert "innerHTML" not in static_file(name).read_text()      # names are text, never HTML


def test_the_javascript_uses_only_texts_that_exist():
    js = static_file("board_common.js").read_text() + static_file("herds_board.js").read_text()
    used = set(re.findall(r"\bt\.([a-z_0-9]+)\b", js))
    known = set(ui_texts("en"))
    assert used - known == {"language"}       # the language button: only boards in two languages have it
    for prefix, names in (("terrain_", "forest savannah mountain wetland"), ("face_", "forest wild"),
                          ("species_", "reptile dinosaur mammal man"), ("how_", "wild runout"),
                          ("cat_", "forest bonus")):
        assert {prefix + n for n in names.split()} <= known


def test_board_data_is_the_board_and_the_players_part():
    """H-BOARD, H-BLOCKED, H-RIVER: 14 x 10 squares, 22 blocked, with two players 110 squares left of the river."""
    g2, g4 = new_game(2, seed=1), new_game(4, seed=1)
    d2, d4 = board_data(g2.rules, 2), board_data(g4.rules, 4)
    assert d2["columns"] == 14 and d2["rows"] == 10 and d2["river_after"] == 11
    assert d2["kinds"].count("V") == 10 and d2["kinds"].count("T") == 12
    assert sum(d4["in_play"]) == 118 and sum(d2["in_play"]) == 93
    assert not any(d2["in_play"][r * 14 + c] for r in range(10) for c in range(11, 14))
    assert d2["two_player"] and not d4["two_player"]
    w = board(g2)
    assert w.board_data == d2


# ------------------------------------------------------------------------------ view and legal


def test_view_is_the_position_the_rules_and_score_details_describe():
    g = new_game(4, seed=5)
    bot = GreedyBot(1)
    for _ in range(30):
        g.play(bot.choose(g))
    w = board(g)
    v = w.view
    model = g.view()
    d = score_details(g)
    assert v["cells"] == list(g.state.cells)
    assert v["dice"] == [x["face"] for x in model["dice"]] and v["tile"] == model["tile"]
    assert v["scores"] == model["scores"] and v["turn"] == model["turn"] and v["rolls"] == model["rolls"]
    assert [p["points"] for p in v["players"]] == [p["total"] for p in d["players"]]
    assert [sum(p["left"]) for p in v["players"]] == [p["total_left"] for p in model["players"]]
    assert len(v["areas"]) == len(d["areas"])
    for a, area in enumerate(d["areas"]):
        assert v["areas"][a][1:] == [area["size"], area["multiplier"], area["bonus"], area["case"]]
        assert sorted(sq for sq in range(140) if v["area_of"][sq] == a) == area["squares"]
    herds = [h for area in d["areas"] for h in area["herds"]]
    assert [[x[1], x[2], x[3], x[4], x[5]] for x in v["herds"]] == \
        [[h["seat"], h["size"], h["place"], h["base"], h["points"]] for h in herds]
    assert v["ui"]["present"] and v["ui"]["total"] == 30


def legal_actions_of(legal):
    out = set()
    for sq in legal["squares"]:
        out.update(Place(sq, t) for t in legal["dice"])
        out.update(PlaceOne(sq, t) for t in legal["one"])
    return out


def test_legal_lists_exactly_the_rules_legal_actions_in_many_positions():
    """H-TWO-TILES, H-ONE-TILE, H-WILD, H-RUNOUT: squares x terrains is the rules' list, nothing more."""
    for players, seed in ((2, 3), (3, 8), (4, 9)):
        w = board(players=players, seed=seed)
        g = w.game
        bot = RandomBot(seed)
        while not g.is_over:
            assert legal_actions_of(w.legal) == set(g.legal_actions())
            w.handle(play_msg(**g.rules.registry.to_json(bot.choose(g))))
            assert w.error == ""
        assert w.legal["squares"] == [] and w.view["over"]


def test_why_a_terrain_is_allowed_wild_and_run_out():
    """H-WILD, H-RUNOUT: the board tags each dice terrain with the die that allows it."""
    g = game_from({}, dice="forest,wild")
    assert legal_of(g.rules, g.state)["how"] == {"forest": "match", "savannah": "wild", "mountain": "wild",
                                                "wetland": "wild"}
    forests = {f"{c}{r}": "Fr" for c in "abcdefghijk" for r in (8, 9, 10)
               if (c + str(r)) not in ("b7", "c8", "d9", "g8", "g9", "f10")}
    forests = dict(list(forests.items())[:13])
    g = game_from(forests, dice="forest,mountain")
    assert g.state.left[0][0] == 0
    legal = legal_of(g.rules, g.state)
    assert legal["dice"] == ["savannah", "mountain", "wetland"] and "forest" not in legal["one"]
    assert legal["how"] == {"savannah": "runout", "mountain": "match", "wetland": "runout"}


def test_cut_off_squares_are_those_in_no_group_of_three():
    """H-END: the board marks vacant squares that belong to no group of three connected vacant squares."""
    g = game_from({"b1": "Fr", "a2": "Fr", "c1": "Sd", "b2": "Sd"}, dice="forest,forest")
    assert cut_off(g.state) == [0]                     # a1 is walled in alone
    w = board(g)
    assert w.view["cut_off"] == [0]


def test_legal_is_empty_on_a_bots_turn():
    w = board(players=2, bots={0: "random"}, seed=2)
    assert w.legal["squares"] == [] and w.legal["actor"] == 0
    assert w.view["ui"]["bot_next"] and not w.view["ui"]["human_turn"]


# ------------------------------------------------------------------------------------- playing


def test_a_click_places_the_tile_and_the_game_has_it():
    """H-TWO-TILES through the board: square + terrain."""
    w = board(players=["Ann", "Bo"], seed=1)
    terrain = w.legal["dice"][0]
    w.handle(play_msg(type="place", square=SQ["c3"], terrain=terrain))
    assert w.error == "" and w.history_len == 1 and w.ply == 1
    t = ["forest", "savannah", "mountain", "wetland"].index(terrain)
    assert w.game.state.cells[SQ["c3"]] == 1 + 4 * t + 0
    assert w.view["cells"][SQ["c3"]] == w.game.state.cells[SQ["c3"]]
    assert w.view["tile"] == 2 and w.view["ui"]["last"] == [SQ["c3"]]
    assert w.log["lines"][-1][3] == w.game.narration()[-1]
    w.handle(play_msg(type="place", square=SQ["d3"], terrain=w.legal["dice"][0]))
    assert w.log["first"] == 1 and {line[0] for line in w.log["lines"]} == {2}    # only the new ply is sent


def test_the_first_log_carries_the_opening_roll():
    """H-ROLL: the first roll happens at the set-up; the log shows it as ply 0."""
    w = board(players=["Ann", "Bo"], seed=1)
    assert w.log["first"] == 0 and [line[:3] for line in w.log["lines"]] == [[0, 0, "roll"]]
    assert w.log["lines"][0][3] == w.game.narration()[0]


def test_refused_clicks_show_the_rules_sentence_and_change_nothing():
    """H-BLOCKED, H-VACANT, H-DICE, H-RIVER, H-ONE-TILE: the refusal is the model's own sentence."""
    g = game_from({"c3": "Fd"}, players="reptile,dinosaur", dice="forest,savannah")
    w = board(g)
    cases = [
        (dict(type="place", square=SQ["f1"], terrain="forest"), "refuse.volcano", {"square": "f1"}),
        (dict(type="place", square=SQ["c3"], terrain="forest"), "refuse.occupied",
         {"square": "c3", "species": "word.dinosaur", "terrain": "word.forest"}),
        (dict(type="place", square=SQ["l1"], terrain="forest"), "refuse.river", {"square": "l1"}),
        (dict(type="place", square=SQ["d3"], terrain="mountain"), "refuse.dice_first",
         {"terrain": "word.mountain", "die1": "word.forest", "die2": "word.savannah"}),
    ]
    for action, key, params in cases:
        before = state_of(w)
        w.handle({"cmd": "play", "action": action})
        assert w.error == CATALOGUE.render(key, "en", params)
        assert state_of(w) == before
    w.handle(play_msg(type="place", square=SQ["d3"], terrain="forest"))
    assert w.error == "" and w.history_len == 1
    before = state_of(w)
    w.handle(play_msg(type="place_one", square=SQ["a1"], terrain="mountain"))
    assert w.error == CATALOGUE.render("refuse.one_after_dice", "en", {"die": "word.forest"})
    assert state_of(w) == before


def test_why_terrain_explains_an_unlit_terrain_and_changes_nothing():
    """H-DICE, H-ONE-TILE: a click on a terrain that is not lit shows the rule; a lit one clears it."""
    g = game_from({}, dice="forest,savannah")
    w = board(g)
    before = state_of(w)
    w.handle({"cmd": "why_terrain", "terrain": "wetland", "one": False})
    assert w.error == CATALOGUE.render("refuse.dice_first", "en", {
        "terrain": "word.wetland", "die1": "word.forest", "die2": "word.savannah"})
    assert state_of(w) == before
    w.handle({"cmd": "why_terrain", "terrain": "forest"})
    assert w.error == ""
    w.handle(play_msg(type="place", square=SQ["c3"], terrain="forest"))
    w.handle({"cmd": "why_terrain", "terrain": "wetland", "one": True})
    assert w.error == CATALOGUE.render("refuse.one_after_dice", "en", {"die": "word.forest"})
    assert w.history_len == 1


def test_the_same_refusal_twice_is_shown_again():
    w = board(players=2, seed=1)
    seen = []
    w.observe(lambda ch: seen.append(ch["new"]), names="error")
    for _ in range(2):
        w.handle(play_msg(type="place", square=SQ["f1"], terrain="forest"))
    assert seen.count(CATALOGUE.render("refuse.volcano", "en", {"square": "f1"})) == 2


def test_malformed_messages_are_refused_without_change():
    w = board(players=2, seed=1)
    before = state_of(w)
    for msg in [play_msg(type="fly"), play_msg(type="place", square=3), play_msg(type="place", square="c3",
                terrain="forest"), {"cmd": "dance"}, "nonsense", {"cmd": "seek"}, {"cmd": "why_terrain"},
                play_msg(type="place", square=999, terrain="forest"), play_msg(type="place", square=3,
                terrain="lava")]:
        w.handle(msg)
        assert w.error, msg
        assert state_of(w) == before


def test_a_human_cannot_play_for_a_bot():
    w = board(players=["Ann", "Bot"], bots={1: "random"}, seed=1)
    w.handle(play_msg(type="place_one", square=SQ["c3"], terrain="forest"))
    assert w.history_len == 1 and w.game.actor == 1
    w.handle(play_msg(type="place_one", square=SQ["d3"], terrain="forest"))
    assert w.error.startswith("It is Bot's turn") and w.history_len == 1
    w.handle({"cmd": "why_terrain", "terrain": "forest"})
    assert w.error.startswith("It is Bot's turn")


def test_view_observers_see_each_change_once():
    """The live chart follows `view`: one notification per tile placed, none for a refusal."""
    w = board(players=2, seed=1)
    seen = []
    w.observe(lambda ch: seen.append(ch["new"]["ui"]["total"]), names="view")
    w.handle(play_msg(type="place_one", square=SQ["c3"], terrain="forest"))
    w.handle(play_msg(type="place", square=SQ["f1"], terrain="forest"))     # refused
    w.handle(play_msg(type="place_one", square=SQ["d3"], terrain="forest"))
    assert seen == [1, 2]


# ------------------------------------------------------------------------- undo, redo, history


def test_undo_redo_and_seek():
    w = board(players=["Ann", "Bo"], seed=4)
    for sq in (SQ["c3"], SQ["d3"]):
        w.handle(play_msg(type="place_one", square=sq, terrain="forest"))
    after = w.game.notation()
    w.handle({"cmd": "undo"})
    assert w.history_len == 1 and w.view["ui"]["can_redo"] and w.view["cells"][SQ["d3"]] == 0
    w.handle({"cmd": "redo"})
    assert w.history_len == 2 and w.game.notation() == after
    w.handle({"cmd": "redo"})
    assert w.error == "There is nothing to redo."
    w.handle({"cmd": "seek", "ply": 1})
    assert w.ply == 1 and w.history_len == 2 and not w.view["ui"]["present"]
    assert w.view["cells"] == list(w.game.state_at(1).cells) and len(w.game.steps) == 2
    # a refused click at the earlier position changes nothing; a legal one starts a new future there
    w.handle(play_msg(type="place", square=SQ["f1"], terrain="forest"))
    assert w.error and w.history_len == 2 and w.ply == 1
    w.handle(play_msg(**w.game.rules.registry.to_json(w.game.rules.legal_actions(w.game.state_at(1))[0])))
    assert w.error == "" and w.history_len == 2 and w.ply == 2 and w.view["ui"]["present"]
    assert not w.game.can_redo
    w.ply = 0                                          # the ply traitlet seeks too
    assert w.view["ui"]["ply"] == 0 and w.view["cells"].count(0) == 93
    for _ in range(3):
        w.handle({"cmd": "undo"})
    assert w.history_len == 0 and w.error == "There is nothing to undo."


def test_undo_goes_back_to_the_humans_decision_past_the_bots_moves():
    w = board(players=["Ann", "B1", "B2"], bots={1: "greedy", 2: "random"}, seed=4)
    w.handle(play_msg(type="place_one", square=SQ["c3"], terrain="forest"))
    assert w.run_bots() >= 2
    assert w.game.actor == 0
    n = w.history_len
    w.handle({"cmd": "undo"})
    assert w.history_len == 0 and w.game.actor == 0
    w.handle({"cmd": "redo"})
    assert w.history_len == n and w.game.actor == 0


# ---------------------------------------------------------------------------------------- bots


def test_bots_finish_a_game_one_request_at_a_time():
    """The browser asks for one bot move per bot_step; a stale request (wrong `at`) is ignored; H-END."""
    w = board(players=4, bots={0: "greedy", 1: "random", 2: "greedy", 3: "random"}, seed=9)
    requests = 0
    while w.view["ui"]["bot_next"]:
        at = w.history_len
        w.handle({"cmd": "bot_step", "at": at - 1})
        assert w.history_len == at
        w.handle({"cmd": "bot_step", "at": at})
        assert w.history_len == at + 1
        requests += 1
    g = w.game
    assert g.is_over and w.view["over"] and requests == len(g.steps)
    assert w.legal["squares"] == [] and w.view["dice"] == []
    assert w.view["ui"]["end"] == "no three connected vacant squares are left"
    assert w.view["winners"] == g.scores().winners
    assert w.log["total"] == requests


def test_the_computer_waits_while_paused_and_while_the_past_is_shown():
    w = board(players=["Ann", "Bot"], bots={1: "greedy"}, seed=3)
    w.handle(play_msg(type="place_one", square=SQ["c3"], terrain="forest"))      # the bot's turn now
    w.paused = True
    assert w.run_bots() == 0 and w.game.actor == 1 and not w.view["ui"]["bot_next"]
    w.paused = False
    w.seek(0)
    assert w.run_bots() == 0 and not w.view["ui"]["bot_next"] and w.history_len == 1
    w.seek(w.history_len)
    assert w.view["ui"]["bot_next"] and w.run_bots() in (1, 2) and w.game.actor == 0


def test_seats_traitlet_sets_the_bots_and_another_game_keeps_those_that_fit():
    w = board(players=4, seed=1)
    w.seats = ["human", "greedy", "random", "greedy"]
    assert isinstance(w.bots[1], GreedyBot) and isinstance(w.bots[2], RandomBot)
    w.set_bot(1, None)
    assert w.seats == ["human", "human", "random", "greedy"]
    w.game = new_game(["X", "Y"], seed=2)
    assert w.seats == ["human", "human"] and w.history_len == 0 and w.board_data["two_player"]


def test_the_scoring_overlay_follows_the_rulebook_example():
    """H-SCORE-*, H-BONUS-*: the areas and points the overlay draws are score_details' (the rulebook example)."""
    example = ("herds players=reptile,dinosaur,mammal,man turn=reptile phase=first dice=forest,wild used=- "
               "rolls=1 grid=FmFmFm2VSdSdSdSmSd3/FdFh2V4T4/Fd3WhWdWhWrT3V1/2V1WhWdWhWr6/1V1T2T4T2/"
               "Sh3T4V4/SmT6V4T/2T3T7/3T2V1MrMrMrV2/5V6T1")
    w = board(from_position(example), scoring=True)
    v = w.view
    assert w.scoring is True
    sizes = sorted((("forest", "savannah", "mountain", "wetland")[a[0]], a[1]) for a in v["areas"])
    assert sizes == [("forest", 6), ("mountain", 3), ("savannah", 2), ("savannah", 5), ("wetland", 8)]
    wetland = next(a for a, x in enumerate(v["areas"]) if x[1] == 8)
    assert v["areas"][wetland][2:4] == [3, "triple"] and v["largest"]["area"] == wetland
    assert [h[4:] for h in v["herds"] if h[0] == wetland] == [[1, 4]] * 4      # 1 before the bonus, 4 after
    assert v["order"][0] == wetland
    assert {p["species"]: p["points"] for p in v["players"]} == {"reptile": 16, "dinosaur": 18, "mammal": 10,
                                                                 "man": 8}


# ------------------------------------------------------------------------------ what is sent


def test_what_is_sent_per_tile_stays_small():
    """The changed traitlets per action (one update message each), a whole 4-player bot game: under 16 KB."""
    w = board(players=4, seed=12)
    rec = Recorder(w)
    bots = [GreedyBot(1), RandomBot(2), GreedyBot(3), RandomBot(4)]
    g = w.game
    while not g.is_over:
        n = len(rec.updates)
        w.play(bots[g.actor].choose(g))
        assert len(rec.updates) == n + 1
    assert max(rec.sizes()) <= 16 * 1024, max(rec.sizes())
    assert "board_data" not in rec.updates[-1]["state"] and "texts" not in rec.updates[-1]["state"]


def test_position_is_json_plain():
    g = new_game(3, seed=2)
    assert json.loads(json.dumps(position(g.rules, g.state))) == position(g.rules, g.state)
