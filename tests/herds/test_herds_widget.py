"""The herds board on the shared board layer, driven through its message handler (no browser, no kernel).

The board is an adapter: every test checks that it passes clicks to the rules model and shows what the
model says (H-* rule ids name the rules whose actions or sentences are involved). The board is the game's
picture (herds.picture, each square marked ``sq:<square>``), shown by the shared js/shell_drawing.js;
messages are sent as it sends them: a click on a lit square plays its only action or asks for its actions
({"cmd": "options"}); a click on a square no tile may go to sends {"cmd": "click", "keys": ["sq:<n>"]}, and
``HerdsBoardSpec.meaning`` says which action that means for the rules to refuse. (A play message with a
whole action, as Python or a test sends, is still taken.)
"""

from __future__ import annotations

import json
import random
import re
from html import escape

import pytest

pytest.importorskip("anywidget")

from herds_helpers import game_from  # noqa: E402

from genesis_nb.board.drawing import drawing_svg, unpack  # noqa: E402
from genesis_nb.board.frontend import SHELL_JS, static_file  # noqa: E402
from genesis_nb.board.widget import GameBoard  # noqa: E402
from genesis_nb.bots import RandomBot  # noqa: E402
from genesis_nb.herds import (  # noqa: E402
    CATALOGUE,
    Place,
    board,  # noqa: E402
    from_position,
    new_game,
    score_details,
)
from genesis_nb.herds.bots import GreedyBot  # noqa: E402
from genesis_nb.herds.picture import draw  # noqa: E402
from genesis_nb.herds.ui import SPEC, ui_texts  # noqa: E402
from genesis_nb.picture_svg import marks_of, untitled  # noqa: E402

SQ = {"c3": 30, "d3": 31, "a1": 0, "f1": 5, "l1": 11, "e5": 60}  # square indices (row * 14 + column)
TERRAINS = ("forest", "savannah", "mountain", "wetland")
EXAMPLE = (
    "herds players=reptile,dinosaur,mammal,man turn=reptile phase=first dice=forest,wild used=- "
    "rolls=1 grid=FmFmFm2VSdSdSdSmSd3/FdFh2V4T4/Fd3WhWdWhWrT3V1/2V1WhWdWhWr6/1V1T2T4T2/"
    "Sh3T4V4/SmT6V4T/2T3T7/3T2V1MrMrMrV2/5V6T1"
)


def shown(w):
    """The rules' view of the position the board shows, as its observer sees it (what its picture draws)."""
    return w.game.rules.view(w.game.state_at(w.ply), w.observer)


def play_msg(**action):
    return {"cmd": "play", "action": action}


def state_of(w):
    """Everything a click could change (what a refused click must leave as it was)."""
    return (
        w.game.notation(),
        json.dumps(w.view, sort_keys=True),
        json.dumps(w.legal, sort_keys=True),
        w.history_len,
        w.ply,
        json.dumps(w.prefs, sort_keys=True),
    )


def refusal(game, action, state=None):
    """The rules' own sentence for refusing ``action`` (what the board must show)."""
    return game.why_not(action).message("en") if state is None else game.rules.why_not(state, action).message("en")


class Recorder:
    """Captures what the board sends to the browser: state updates and custom messages."""

    def __init__(self, w):
        self.updates = []
        self.custom = []
        w._send = self._send

    def _send(self, msg, buffers=None):
        if msg.get("method") == "update":
            self.updates.append((msg, sum(len(b) for b in buffers or ())))
        elif msg.get("method") == "custom":
            self.custom.append(msg["content"])

    def sizes(self):
        """Each update's bytes: its JSON and its binary buffers (the drawing)."""
        return [len(json.dumps(m["state"], ensure_ascii=False).encode()) + extra for m, extra in self.updates]


def legal_actions_of(w):
    """The actions the wire stands for, each fetched as the board fetches a target's actions."""
    rec = Recorder(w)
    out = []
    for key, (n, _label, options) in w.legal["targets"].items():
        if options is None:
            w.handle({"cmd": "options", "target": key, "offset": 0, "at": w.ply})
            page = rec.custom[-1]
            assert page["kind"] == "options" and page["target"] == key and page["total"] >= n
            options = [o for o in page["options"] if len(o) == 2]  # the legal ones (then those refused)
        assert len(options) == n
        out.extend(w.game.rules.registry.from_json(o[0]) for o in options)
    return out


# ------------------------------------------------------------------------------------ the API


def test_board_api_makes_a_game_with_bots():
    w = board(players=["Ann", "Bo", "Cy"], bots={1: "greedy", 2: "random"}, seed=11)
    assert isinstance(w, GameBoard) and w.spec.game == "herds"
    assert w.game.players == ["Ann", "Bo", "Cy"] and w.game.seed == 11
    assert w.seats == ["human", "greedy", "random"]
    assert isinstance(w.bots[1], GreedyBot) and isinstance(w.bots[2], RandomBot)
    assert w.history_len == 0 and w.ply == 0 and w.error == ""
    assert w.prefs == {"scoring": None} and w.scoring is None
    assert [p["name"] for p in w.view["players"]] == ["Ann", "Bo", "Cy"]
    assert w.view["ui"]["seat"] == 0 and w.observer == 0  # the one human seat
    with pytest.raises(ValueError):
        board(players=2, bots={5: "random"})
    with pytest.raises(ValueError):
        board(players=2, bots={1: "clever"})


def test_board_takes_an_observer_and_the_teachers_view():
    """Herds hides nothing: every observer receives the same view."""
    g = new_game(["Ann", "Bo"], seed=2)
    a, b, t = board(g, observer=0), board(g, observer=1), board(g, reveal_all=True)
    assert a.view["ui"]["observer"] == 0 and b.view["ui"]["observer"] == 1 and t.view["ui"]["observer"] == "all"
    strip = lambda v: {k: x for k, x in v.items() if k not in ("ui", "observer")}  # noqa: E731
    assert strip(a.view) == strip(b.view) == strip(t.view)
    assert a.legal == b.legal == t.legal  # hot seat: each seat plays on the one screen


def test_genesis_nb_herds_board_is_the_widget_factory_and_the_rules_import_no_jupyter():
    import subprocess
    import sys

    import genesis_nb.herds as herds

    assert isinstance(herds.board(players=2, seed=1), GameBoard)
    code = (
        "import sys, genesis_nb.herds, genesis_nb.herds.ui; "
        "sys.exit(any(m in sys.modules for m in ('anywidget', 'traitlets', 'ipywidgets', 'bokeh')))"
    )
    assert subprocess.run([sys.executable, "-c", code]).returncode == 0


def test_the_board_is_the_herds_picture_with_no_javascript_of_its_own():
    """One drawing: the board shows herds.picture (the notebooks' static picture), each square marked."""
    w = board(players=2, seed=1)
    esm = w._esm
    assert SPEC.js == () and SPEC.css == () and SPEC.drawn
    assert esm.index("function boardShell") < esm.index('rootClass: "gnb-drawn"')
    assert "gnb-herds" not in esm and "drawMark" not in esm
    assert esm.rstrip().endswith("export default { render: renderBoard(GAME) };")
    svg = unpack(w.drawing)
    assert svg == drawing_svg(SPEC, w.game, 0, w.observer, "en", w.prefs)
    assert {f"sq:{sq}" for sq in range(140)} <= set(marks_of(svg))
    with untitled():  # the live board leaves the picture's title to its head
        static = draw(w.game.rules, w.game.state, w.observer, "en")
    assert without_marks(svg) == without_marks(static)
    assert "gnb-head" in svg and "gnb-head" not in draw(w.game.rules, w.game.state, w.observer, "en")


def without_marks(svg: str) -> str:
    return re.sub(r'<metadata class="gnb-marks">.*?</metadata>', "", svg, flags=re.S)


def test_the_javascript_uses_only_texts_that_exist():
    js = "".join(static_file(n).read_text() for n in SHELL_JS + SPEC.js)
    used = set(re.findall(r"(?:\bt|\bT\(\))\.([a-z_0-9]+)\b", js))
    known = set(ui_texts("en"))
    assert used <= known
    assert ui_texts("en")["language"] == ""  # one language: the shell shows no language button
    for prefix, names in (
        ("terrain_", TERRAINS),
        ("face_", TERRAINS + ("wild",)),
        ("species_", ("reptile", "dinosaur", "mammal", "man")),
        ("how_", ("wild", "runout")),
        ("how_", ("wild_title", "runout_title")),
        ("cat_", TERRAINS + ("bonus",)),
    ):
        assert {prefix + n for n in names} <= known


# ------------------------------------------------------------------------------ the view


def test_the_view_is_built_by_rules_view(monkeypatch):
    """Everything synced comes through rules.view(state, observer): the board sends nothing past it."""
    g = new_game(["Ann", "Bo"], seed=3)
    calls = []
    real = type(g.rules).view

    def spy(rules, state, observer="public"):
        calls.append(observer)
        v = real(rules, state, observer)
        v["players"][0]["name"] = "Seen through the view"
        v["cells"] = [-1] * len(v["cells"])
        return v

    monkeypatch.setattr(type(g.rules), "view", spy)
    w = board(g, observer=1)
    assert calls and set(calls) == {1}
    assert w.view["players"][0]["name"] == "Seen through the view"
    assert "Seen through the view" in unpack(w.drawing)  # the picture is drawn from the same view
    calls.clear()
    w.handle(play_msg(type="place_one", square=SQ["c3"], terrain="forest"))
    assert calls and w.history_len == 1


def test_the_view_sent_is_the_shells_part_and_the_picture_carries_the_rest():
    """A drawn board sends of the view only what the shell reads (its turn box, end table and names); the
    picture of the same position carries everything else."""
    g = new_game(4, seed=5)
    bot = GreedyBot(1)
    for _ in range(30):
        g.play(bot.choose(g))
    w = board(g)
    assert set(w.view) <= {"ui", "over", "scores", "actor", "players"}
    assert w.view["players"] == [{"name": p["name"]} for p in g.view()["players"]]
    assert w.view["scores"] == g.view()["scores"] and w.view["over"] is False
    assert w.view["ui"]["present"] and w.view["ui"]["total"] == 30
    assert unpack(w.drawing) == drawing_svg(SPEC, g, 30, "public", "en", w.prefs)


def test_the_compact_view_is_score_details():
    """H-SCORE-*, H-BONUS-*: the rows the board draws are the rules' breakdown, area by area, herd by herd."""
    g = new_game(3, seed=8)
    bot = RandomBot(2)
    for _ in range(60):
        g.play(bot.choose(g))
    v = g.view()
    d = score_details(g)
    assert v["cells"] == list(g.state.cells)
    assert len(v["area_rows"]) == len(d["areas"])
    herds = []
    for a, area in enumerate(d["areas"]):
        assert v["area_rows"][a] == [
            TERRAINS.index(area["terrain"]),
            area["size"],
            area["multiplier"],
            area["bonus"],
            area["case"],
        ]
        herds += [[a, h["seat"], h["size"], h["place"], h["base"], h["points"], h["squares"]] for h in area["herds"]]
    assert v["herd_rows"] == herds
    assert sorted(sq for row in v["herd_rows"] for sq in row[6]) == [sq for sq, c in enumerate(g.state.cells) if c > 0]
    assert [f"A{a + 1}" for a in v["order"]] == d["order"]
    assert [p["points"] for p in v["players"]] == [p["total"] for p in d["players"]]


def test_why_a_terrain_is_allowed_wild_and_run_out():
    """H-WILD, H-RUNOUT: the view tags each dice terrain with the die that allows it."""
    g = game_from({}, dice="forest,wild")
    assert g.view()["how"] == {"forest": "match", "savannah": "wild", "mountain": "wild", "wetland": "wild"}
    forests = {
        f"{c}{r}": "Fr"
        for c in "abcdefghijk"
        for r in (8, 9, 10)
        if (c + str(r)) not in ("b7", "c8", "d9", "g8", "g9", "f10")
    }
    forests = dict(list(forests.items())[:13])
    g = game_from(forests, dice="forest,mountain")
    assert g.state.left[0][0] == 0
    v = g.view()
    assert v["legal"]["dice_terrains"] == ["savannah", "mountain", "wetland"]
    assert "forest" not in v["legal"]["one_tile_terrains"]
    assert v["how"] == {"savannah": "runout", "mountain": "match", "wetland": "runout"}


def test_cut_off_squares_are_those_in_no_group_of_three():
    """H-END: the board marks vacant squares that belong to no group of three connected vacant squares."""
    g = game_from({"b1": "Fr", "a2": "Fr", "c1": "Sd", "b2": "Sd"}, dice="forest,forest")
    assert g.view()["cut_off"] == [0]  # a1 is walled in alone


# ------------------------------------------------------------------------------ legal actions


def test_legal_wire_stands_for_exactly_the_rules_legal_actions():
    """H-TWO-TILES, H-ONE-TILE, H-WILD, H-RUNOUT: a target per vacant square; its actions, fetched as the
    board fetches them, are the rules' list, nothing more."""
    for players, seed in ((2, 3), (3, 8), (4, 9)):
        w = board(players=players, seed=seed)
        g = w.game
        bot = RandomBot(seed)
        checked = 0
        while not g.is_over:
            if checked % 7 == 0:
                assert set(w.legal["targets"]) == {f"sq:{a.square}" for a in g.legal_actions()}
                assert sorted(legal_actions_of(w), key=repr) == sorted(g.legal_actions(), key=repr)
                assert w.legal["count"] == len(g.legal_actions()) and w.legal["actor"] == g.actor
            w.handle(play_msg(**g.rules.registry.to_json(bot.choose(g))))
            assert w.error == ""
            checked += 1
        assert w.legal["targets"] == {} and w.view["over"]


def test_options_of_a_square_list_its_terrains_with_their_words():
    g = game_from({}, dice="forest,savannah", players="reptile,dinosaur")
    w = board(g)
    rec = Recorder(w)
    n, label, options = w.legal["targets"][f"sq:{SQ['c3']}"]
    assert n == 6 and options is None and label == "c3: 6 choices"
    w.handle({"cmd": "options", "target": f"sq:{SQ['c3']}", "at": 0})
    page = rec.custom[-1]
    assert [o[0] for o in page["options"]][:6] == (
        [{"type": "place", "square": SQ["c3"], "terrain": t} for t in ("forest", "savannah")]
        + [{"type": "place_one", "square": SQ["c3"], "terrain": t} for t in TERRAINS]
    )
    assert [o[1] for o in page["options"]][:3] == ["Forest on c3, from the dice", "Savannah on c3, from the dice"] + [
        "Forest on c3, a single tile: your turn ends"
    ]
    assert page["total"] == 6  # in play, only the legal tiles
    w.session.offer_refused = True  # a lesson's board: then the two tiles the dice do not allow, marked
    w.handle({"cmd": "options", "target": f"sq:{SQ['c3']}", "at": 0})
    page = rec.custom[-1]
    assert page["total"] == 8 and page["options"][6][2] is False
    w.session.offer_refused = False
    w.handle({"cmd": "options", "target": f"sq:{SQ['f1']}", "at": 0})  # a volcano: nothing there
    assert w.error == "Nothing can be chosen there now." and w.history_len == 0


def test_a_click_where_no_tile_may_go_offers_every_tile_there_for_the_rules_to_refuse():
    """H-BLOCKED, H-DICE: an unlit square clicked offers a tile of each terrain there (from the dice, as the one-tile
    turn), none of them legal; the one chosen gets the rules' own sentence, nothing changes. A lit square's chooser
    lists its legal tiles first, then the others, marked. A key the board does not draw means nothing."""
    g = game_from({}, dice="forest,savannah", players="reptile,dinosaur")
    w = board(g)
    rec = Recorder(w)
    before = state_of(w)
    w.handle({"cmd": "click", "keys": [f"sq:{SQ['f1']}"], "at": 0})  # a volcano: every tile refused alike
    assert not rec.custom and w.error == refusal(g, Place(SQ["f1"], "forest")) and w.history_len == 0
    assert state_of(w)[0] == before[0]
    w.handle({"cmd": "click", "keys": [f"sq:{SQ['a1']}"], "at": 0})  # a1: a forest tile from the dice is legal
    w.handle({"cmd": "play", "action": {"type": "place", "square": SQ["a1"], "terrain": "forest"}, "at": 0})
    w.handle({"cmd": "click", "keys": [f"sq:{SQ['f1']}"], "at": 1})
    w.undo()
    w.handle({"cmd": "click", "keys": [f"sq:{SQ['e5']}"], "at": 0})  # lit in play; as a click by keys: offers
    page = rec.custom[-1]
    assert page["kind"] == "options" and page["target"] == f"sq:{SQ['e5']}" and page["total"] == 8
    assert [len(o) for o in page["options"]] == [
        2,
        2,
        3,
        3,
        2,
        2,
        2,
        2,
    ]  # forest, savannah from the dice, one tile: legal
    savannah_one = [o for o in page["options"] if o[0]["type"] == "place" and o[0]["terrain"] == "mountain"][0]
    w.handle({"cmd": "play", "action": savannah_one[0], "at": 0})
    assert w.error == refusal(g, Place(SQ["e5"], "mountain")) and w.history_len == 0
    w.session.offer_refused = True  # a lesson's board: a lit square's six legal tiles, then two refused
    w.handle({"cmd": "options", "target": f"sq:{SQ['c3']}", "at": 0})
    page = rec.custom[-1]
    assert page["total"] == 8 and [len(o) for o in page["options"]] == [2] * 6 + [3] * 2
    assert [o[0]["terrain"] for o in page["options"][6:]] == ["mountain", "wetland"]
    for keys in (["sq:999"], ["hex:3"], ["sq:x"], ["sq:3", "sq:4"]):
        w.handle({"cmd": "click", "keys": keys, "at": 0})
        assert w.error == "Nothing can be chosen there now." and w.history_len == 0
    w.handle({"cmd": "click", "keys": ["sq:1", "sq:2", "sq:3", "sq:4", "sq:5"], "at": 0})
    assert "keys" in w.error and w.history_len == 0  # a malformed click changes nothing


def test_legal_is_empty_on_a_bots_turn():
    w = board(players=2, bots={0: "random"}, seed=2)
    assert w.legal["targets"] == {} and w.legal["actor"] == 0
    assert w.view["ui"]["bot_next"] and not w.view["ui"]["human_turn"]


# ------------------------------------------------------------------------------------- playing


def test_a_click_on_a_square_then_a_terrain_places_the_tile():
    """H-TWO-TILES through the board: the chooser's option is the action the click sends."""
    w = board(players=["Ann", "Bo"], seed=1)
    rec = Recorder(w)
    w.handle({"cmd": "options", "target": f"sq:{SQ['c3']}", "at": 0})
    action = next(o[0] for o in rec.custom[-1]["options"] if o[0]["type"] == "place")
    w.handle({"cmd": "play", "action": action, "at": 0})
    assert w.error == "" and w.history_len == 1 and w.ply == 1
    t = TERRAINS.index(action["terrain"])
    assert w.game.state.cells[SQ["c3"]] == 1 + 4 * t + 0 == shown(w)["cells"][SQ["c3"]]
    assert shown(w)["tile"] == 2 and w.view["ui"]["last"] == [SQ["c3"]]
    assert w.log["lines"][-1][3] == w.game.narration()[-1]


def test_a_lit_square_with_one_action_carries_it_and_a_click_plays_it():
    """H-TWO-TILES: the second tile's terrain is the other die's; the wire carries that one action."""
    g = game_from({}, dice="forest,mountain", players="reptile,dinosaur")
    w = board(g)
    w.handle(play_msg(type="place", square=SQ["c3"], terrain="forest"))
    n, label, options = w.legal["targets"][f"sq:{SQ['d3']}"]
    assert n == 1 and label == "Mountain on d3, from the dice"
    assert options == [[{"type": "place", "square": SQ["d3"], "terrain": "mountain"}, None]]
    w.handle({"cmd": "play", "action": options[0][0], "at": w.ply})
    assert w.error == "" and w.history_len == 2 and w.view["ui"]["last"] == [SQ["c3"], SQ["d3"]]
    assert w.view["ui"]["actor"] == 1 and w.view["ui"]["last_seat"] == 0


def test_whole_actions_sent_from_python_place_tiles():
    """A play message with a whole action (as Python, a lesson or a test sends) places the tile (H-TWO-TILES,
    H-ONE-TILE)."""
    g = game_from({}, dice="forest,savannah", players="reptile,dinosaur")
    w = board(g)
    assert "savannah" in shown(w)["legal"]["dice_terrains"]
    w.handle(play_msg(type="place", square=SQ["c3"], terrain="savannah"))
    w.handle(play_msg(type="place", square=SQ["d3"], terrain="forest"))
    assert w.error == "" and w.history_len == 2
    assert [w.game.state.cells[SQ[s]] for s in ("c3", "d3")] == [1 + 4 * 1, 1]
    # Bo picks a single wetland tile (the one-tile turn), then clicks e5: the turn ends
    assert "wetland" in shown(w)["legal"]["one_tile_terrains"]
    w.handle({"cmd": "play", "action": {"type": "place_one", "square": SQ["e5"], "terrain": "wetland"}, "at": 2})
    assert w.error == "" and w.game.state.cells[SQ["e5"]] == 1 + 4 * 3 + 1 and w.game.actor == 0


def test_an_unlit_terrain_is_refused_in_the_rules_words_and_changes_nothing():
    """H-DICE, H-ONE-TILE: a click on a terrain that is not lit sends that tile on the first lit square."""
    g = game_from({}, dice="forest,savannah")
    w = board(g)
    assert "wetland" not in shown(w)["legal"]["dice_terrains"]
    first = min(int(k[3:]) for k in w.legal["targets"])
    before = state_of(w)
    w.handle(play_msg(type="place", square=first, terrain="wetland"))
    assert (
        w.error
        == refusal(g, Place(first, "wetland"))
        == CATALOGUE.render(
            "refuse.dice_first", "en", {"terrain": "word.wetland", "die1": "word.forest", "die2": "word.savannah"}
        )
    )
    assert state_of(w) == before
    w.handle(play_msg(type="place", square=SQ["c3"], terrain="forest"))
    assert w.error == "" and shown(w)["legal"]["one_tile_terrains"] == []
    first = min(int(k[3:]) for k in w.legal["targets"])
    before = state_of(w)
    w.handle(play_msg(type="place_one", square=first, terrain="wetland"))
    assert w.error == CATALOGUE.render("refuse.one_after_dice", "en", {"die": "word.forest"})
    assert state_of(w) == before


def test_refused_square_clicks_show_the_rules_sentence_and_change_nothing():
    """H-BLOCKED, H-VACANT, H-DICE, H-RIVER: an unlit square sends its would-be action; the model refuses."""
    g = game_from({"c3": "Fd"}, players="reptile,dinosaur", dice="forest,savannah")
    w = board(g)
    for name in ("f1", "c3", "l1"):
        assert f"sq:{SQ[name]}" not in w.legal["targets"]
    cases = [
        (dict(type="place", square=SQ["f1"], terrain="forest"), "refuse.volcano", {"square": "f1"}),
        (
            dict(type="place", square=SQ["c3"], terrain="forest"),
            "refuse.occupied",
            {"square": "c3", "species": "word.dinosaur", "terrain": "word.forest"},
        ),
        (dict(type="place", square=SQ["l1"], terrain="forest"), "refuse.river", {"square": "l1"}),
        (
            dict(type="place", square=SQ["d3"], terrain="mountain"),
            "refuse.dice_first",
            {"terrain": "word.mountain", "die1": "word.forest", "die2": "word.savannah"},
        ),
    ]
    for action, key, params in cases:
        before = state_of(w)
        w.handle({"cmd": "play", "action": action, "at": 0})
        assert w.error == CATALOGUE.render(key, "en", params)
        assert state_of(w) == before


def test_the_same_refusal_twice_is_shown_again_and_a_seek_to_the_same_ply_clears_it():
    w = board(players=2, seed=1)
    seen = []
    w.observe(lambda ch: seen.append(ch["new"]), names="error")
    for _ in range(2):
        w.handle(play_msg(type="place", square=SQ["f1"], terrain="forest"))
    assert seen.count(CATALOGUE.render("refuse.volcano", "en", {"square": "f1"})) == 2
    before = w.game.notation()
    w.handle({"cmd": "seek", "ply": w.ply})  # what the board sends when a lit terrain is picked
    assert w.error == "" and w.game.notation() == before and w.view["ui"]["present"]


def test_malformed_messages_are_refused_without_change():
    w = board(players=2, seed=1)
    before = state_of(w)
    for msg in [
        play_msg(type="fly"),
        play_msg(type="place", square=3),
        play_msg(type="place", square="c3", terrain="forest"),
        {"cmd": "dance"},
        "nonsense",
        {"cmd": "seek"},
        {"cmd": "why_terrain"},
        {"cmd": "why_terrain", "terrain": "forest"},
        play_msg(type="place", square=999, terrain="forest"),
        play_msg(type="place", square=3, terrain="lava"),
        {"cmd": "play"},
        {"cmd": "seek", "ply": float("inf")},
        {"cmd": "options", "target": 3},
        {"cmd": "pref", "name": "scoring", "value": 3},
    ]:
        w.handle(msg)
        assert w.error, msg
        assert state_of(w) == before
    assert w.faults == []


def test_a_human_cannot_play_for_a_bot():
    w = board(players=["Ann", "Bot"], bots={1: "random"}, seed=1)
    w.handle(play_msg(type="place_one", square=SQ["c3"], terrain="forest"))
    assert w.history_len == 1 and w.game.actor == 1
    w.handle(play_msg(type="place_one", square=SQ["d3"], terrain="forest"))
    assert w.error.startswith("It is Bot's turn") and w.history_len == 1


def test_a_click_from_a_stale_board_is_refused():
    w = board(players=2, seed=1)
    w.handle(play_msg(type="place_one", square=SQ["c3"], terrain="forest"))
    w.handle({"cmd": "play", "action": {"type": "place_one", "square": SQ["d3"], "terrain": "forest"}, "at": 0})
    assert w.error.startswith("The board had changed") and w.history_len == 1


def test_view_observers_see_each_change_once():
    """The live chart follows `view`: one notification per tile placed, none for a refusal."""
    w = board(players=2, seed=1)
    seen = []
    w.observe(lambda ch: seen.append(ch["new"]["ui"]["total"]), names="view")
    w.handle(play_msg(type="place_one", square=SQ["c3"], terrain="forest"))
    w.handle(play_msg(type="place", square=SQ["f1"], terrain="forest"))  # refused
    w.handle(play_msg(type="place_one", square=SQ["d3"], terrain="forest"))
    assert seen == [1, 2]


def test_the_first_log_carries_the_opening_roll_and_then_only_new_plies():
    """H-ROLL: the first roll happens at the set-up; the log shows it as ply 0."""
    w = board(players=["Ann", "Bo"], seed=1)
    assert w.log["first"] == 0 and [line[:3] for line in w.log["lines"]] == [[0, 0, "roll"]]
    assert w.log["lines"][0][3] == w.game.narration()[0]
    w.handle(play_msg(type="place_one", square=SQ["c3"], terrain="forest"))
    w.handle(play_msg(type="place_one", square=SQ["d3"], terrain="forest"))
    assert w.log["first"] == 1 and {line[0] for line in w.log["lines"]} == {2}


# ------------------------------------------------------------------------ the turn just played


def test_the_last_turns_tiles_are_read_from_the_events_the_observer_hears(monkeypatch):
    w = board(players=["Ann", "B1"], bots={1: "greedy"}, seed=4)
    w.handle(play_msg(type="place_one", square=SQ["c3"], terrain="forest"))
    assert w.view["ui"]["last"] == [SQ["c3"]]
    assert w.run_bots() >= 1
    bot_squares = sorted(s.action.square for s in w.game.steps[1:])
    assert w.view["ui"]["last"] == bot_squares and w.view["ui"]["last_seat"] == 1
    w.seek(1)
    assert w.view["ui"]["last"] == [SQ["c3"]]
    monkeypatch.setattr(type(w.game.rules), "event_visible", lambda rules, event, observer: event.kind == "roll")
    w.seek(w.history_len)
    assert w.view["ui"]["last"] == []  # events the observer may not hear are not read


def test_the_end_and_its_reason():
    """H-END: the game over, no legal targets, no dice, the reason in the catalogue's words."""
    w = board(players=4, bots={0: "greedy", 1: "random", 2: "greedy", 3: "random"}, seed=9)
    w.run_bots()
    g = w.game
    assert g.is_over and w.view["over"] and w.legal["targets"] == {} and shown(w)["dice"] == []
    end = next(e for e in g.steps[-1].events if e.kind == "end")
    assert shown(w)["end_reason"] == end.data["reason"].removeprefix("word.end_")
    words = str(CATALOGUE.word(end.data["reason"], "en"))
    assert escape(words[0].upper() + words[1:]) in unpack(w.drawing)  # the picture says why the game ended
    assert w.view["scores"]["winners"] == g.scores().winners
    w.seek(10)
    assert shown(w)["end_reason"] is None and escape(words[1:]) not in unpack(w.drawing)


# ------------------------------------------------------------------------- undo, redo, history


def test_undo_redo_and_seek():
    w = board(players=["Ann", "Bo"], seed=4)
    for sq in (SQ["c3"], SQ["d3"]):
        w.handle(play_msg(type="place_one", square=sq, terrain="forest"))
    after = w.game.notation()
    w.handle({"cmd": "undo"})
    assert w.history_len == 1 and w.view["ui"]["can_redo"] and shown(w)["cells"][SQ["d3"]] == 0
    w.handle({"cmd": "redo"})
    assert w.history_len == 2 and w.game.notation() == after
    w.handle({"cmd": "redo"})
    assert w.error == "There is nothing to redo."
    w.handle({"cmd": "seek", "ply": 1})
    assert w.ply == 1 and w.history_len == 2 and not w.view["ui"]["present"]
    assert shown(w)["cells"] == list(w.game.state_at(1).cells) and len(w.game.steps) == 2
    # a refused click at the earlier position changes nothing; a legal one starts a new future there
    w.handle({"cmd": "play", "action": {"type": "place", "square": SQ["f1"], "terrain": "forest"}, "at": 1})
    assert w.error and w.history_len == 2 and w.ply == 1
    action = w.game.rules.registry.to_json(w.game.rules.legal_actions(w.game.state_at(1))[0])
    w.handle({"cmd": "play", "action": action, "at": 1})
    assert w.error == "" and w.history_len == 2 and w.ply == 2 and w.view["ui"]["present"]
    assert not w.game.can_redo
    for _ in range(3):
        w.handle({"cmd": "undo"})
    assert w.history_len == 0 and w.error == "There is nothing to undo."


def test_undo_goes_back_to_the_humans_decision_past_the_bots_moves():
    w = board(players=["Ann", "B1", "B2"], bots={1: "greedy", 2: "random"}, seed=4)
    w.handle(play_msg(type="place_one", square=SQ["c3"], terrain="forest"))
    assert w.run_bots() >= 2 and w.game.actor == 0
    n = w.history_len
    w.handle({"cmd": "undo"})
    assert w.history_len == 0 and w.game.actor == 0
    w.handle({"cmd": "redo"})
    assert w.history_len == n and w.game.actor == 0


def test_bots_finish_a_game_one_request_at_a_time():
    """The browser asks for one bot move per bot_step; a stale request (wrong `at`) is ignored."""
    w = board(players=4, bots={0: "greedy", 1: "random", 2: "greedy", 3: "random"}, seed=9)
    requests = 0
    while w.view["ui"]["bot_next"]:
        at = w.history_len
        w.handle({"cmd": "bot_step", "at": at - 1})
        assert w.history_len == at
        w.handle({"cmd": "bot_step", "at": at})
        assert w.history_len == at + 1
        requests += 1
    assert w.game.is_over and requests == len(w.game.steps) and w.log["total"] == requests


# ------------------------------------------------------------------------------ the scoring overlay


def test_the_scoring_setting_from_python_and_from_the_board():
    w = board(players=2, seed=1, scoring=True)
    assert w.prefs == {"scoring": True} and w.scoring is True
    before = w.game.notation()
    w.handle({"cmd": "pref", "name": "scoring", "value": False})  # the button, as the JS sends it
    assert w.prefs == {"scoring": False} and w.error == ""
    w.handle({"cmd": "pref", "name": "scoring", "value": None})
    assert w.scoring is None
    w.scoring = True  # from Python
    assert w.prefs == {"scoring": True}
    w.handle({"cmd": "pref", "name": "scoring", "value": "yes"})
    assert w.error == "This board has no setting 'scoring' that takes 'yes'." and w.scoring is True
    w.handle({"cmd": "pref", "name": "colour", "value": True})
    assert w.error.startswith("This board has no setting 'colour'") and w.prefs == {"scoring": True}
    assert w.game.notation() == before
    with pytest.raises(ValueError):
        board(players=2, scoring="yes")


def test_the_scoring_overlay_follows_the_rulebook_example():
    """H-SCORE-*, H-BONUS-*: the areas and points the overlay draws are the rules' (the rulebook example)."""
    w = board(from_position(EXAMPLE), scoring=True)
    v = shown(w)
    svg = unpack(w.drawing)
    assert "W×3" in svg or "×3" in svg  # the overlay drawn on the board: the wetland area's triple bonus
    assert svg != drawing_svg(SPEC, w.game, w.ply, w.observer, "en", {"scoring": False})
    sizes = sorted((TERRAINS[a[0]], a[1]) for a in v["area_rows"])
    assert sizes == [("forest", 6), ("mountain", 3), ("savannah", 2), ("savannah", 5), ("wetland", 8)]
    wetland = next(a for a, x in enumerate(v["area_rows"]) if x[1] == 8)
    assert v["area_rows"][wetland][2:4] == [3, "triple"] and v["largest"]["area"] == wetland
    assert [h[4:6] for h in v["herd_rows"] if h[0] == wetland] == [[1, 4]] * 4  # 1 before the bonus, 4 after
    assert v["order"][0] == wetland
    assert {p["species"]: p["points"] for p in v["players"]} == {"reptile": 16, "dinosaur": 18, "mammal": 10, "man": 8}


# ------------------------------------------------------------------------------ what is sent


def test_every_update_stays_under_16_kb_over_a_thousand_positions():
    """The view, legal actions and log of every position of many random games (2 to 4 players, every
    phase: first and second tiles, one-tile turns, the end), and every update message: at most 16 KB."""
    largest, positions, largest_update = 0, 0, 0
    seed = 0
    while positions < 1000:
        n = 2 + seed % 3
        w = board(players=n, seed=100 + seed)
        rec = Recorder(w)
        g = w.game
        rng = random.Random(seed)
        bots = [GreedyBot(seed + i) if rng.random() < 0.5 else RandomBot(seed + i) for i in range(n)]
        while not g.is_over:
            w.play(bots[g.actor].choose(g))
            size = len(json.dumps({"view": w.view, "legal": w.legal, "log": w.log}, ensure_ascii=False).encode())
            size += len(w.drawing)
            largest = max(largest, size)
            positions += 1
        largest_update = max(largest_update, max(rec.sizes()))
        assert "board_data" not in rec.updates[-1][0]["state"] and "texts" not in rec.updates[-1][0]["state"]
        seed += 1
    print(
        f"\nherds: largest view+legal+log {largest} bytes, largest update {largest_update} bytes, {positions} positions"
    )
    assert largest <= 16 * 1024 and largest_update <= 16 * 1024, (largest, largest_update)


def test_the_view_is_json_plain():
    w = board(players=3, seed=2)
    for name in ("view", "legal", "log", "board_data", "prefs"):
        value = getattr(w, name)
        assert json.loads(json.dumps(value)) == value
