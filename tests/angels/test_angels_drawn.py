"""The angels board is its picture: the keys the picture marks, the words of what you click, and what a
click no legal action stands behind means (``AngelsBoardSpec.meaning``), refused in the rules' own words.

No browser: messages are sent as js/shell_drawing.js sends them (``{"cmd": "click", "keys": [key]}`` for an
unlit key, the action of a lit target otherwise).
"""

from __future__ import annotations

import html
import json
import re

import pytest

pytest.importorskip("anywidget")

from genesis_nb.angels import CATALOGUE, ChooseCube, DayWork, Gather, Move, Pass, board, new_game  # noqa: E402
from genesis_nb.angels.bots import GreedyBot  # noqa: E402
from genesis_nb.angels.picture import draw  # noqa: E402
from genesis_nb.angels.ui import SPEC  # noqa: E402
from genesis_nb.board.drawing import unpack  # noqa: E402
from genesis_nb.board.legal import options_page  # noqa: E402
from genesis_nb.bots import RandomBot  # noqa: E402
from genesis_nb.picture_svg import marks_of  # noqa: E402

BOARD_KEYS = (
    {f"sq:{t}:{i}" for t in range(8) for i in range(7)}
    | {f"track:{t}" for t in range(8)}
    | {f"work:{d}" for d in range(1, 7)}
)


def marks_with_names(svg):
    """The picture's marks as the browser reads them: key -> [x0, y0, x1, y1, name]."""
    meta = re.search(r'<metadata class="gnb-marks">(.*?)</metadata>', svg)
    return json.loads(html.unescape(meta.group(1)))


def click(w, key):
    """A click on a key no legal action stands behind, as the drawn board sends it."""
    w.handle({"cmd": "click", "keys": [key], "at": w.ply})


def refusal(game, action, lang="en"):
    return game.why_not(action).message(lang)


def labels_of(w, key):
    """The chooser's words for the actions behind ``key`` (every page)."""
    g = w.game
    state = g.state_at(w.ply)
    page = options_page(SPEC, g.rules, state, g.rules.legal_actions(state), key, 0, w.lang, page=10**6)
    return [o[1] for o in page["options"]]


# ----------------------------------------------------------------------------------------- the keys


def test_the_picture_marks_every_square_track_and_work_track_and_the_setup_cubes():
    w = board(players=["Ann", "Bo", "Cy"], seed=1)
    marks = set(marks_of(unpack(w.drawing)))
    assert marks == BOARD_KEYS | {"cube:0", "cube:1", "cube:2"}
    assert set(w.legal["targets"]) == {"cube:0", "cube:1", "cube:2"}
    for _ in range(3):
        w.handle({"cmd": "play", "action": {"type": "choose_cube", "essence": 2}})
    assert set(marks_of(unpack(w.drawing))) == BOARD_KEYS | {"pass"}  # the set-up's cubes gone, Pass drawn


def test_every_lit_key_is_marked_in_the_picture_of_a_whole_game():
    """What a player may click is in the picture, Pass included, to the end of the game."""
    g = new_game(4, seed=8)
    w = board(g)
    bots = [GreedyBot(1), RandomBot(2), GreedyBot(3), RandomBot(4)]
    while not g.is_over:
        marks = set(marks_of(unpack(w.drawing)))
        assert set(w.legal["targets"]) <= marks
        w.play(bots[g.actor].choose(g))
    assert w.legal["targets"] == {} and "The game is over." in unpack(w.drawing)


def test_the_picture_has_no_faded_text_and_says_where_each_angel_is():
    """Issue 22: nothing is faded (zero counts are outlined cubes with a coloured letter); the void is named."""
    g = new_game(["Ann", "Bo"], seed=1)
    svg = draw(g.rules, g.state)
    assert "opacity" not in svg.replace("fill-opacity", "")
    assert svg.count("in the void") == 3  # Ann, Bo and the dark angel
    assert "on Void" not in svg


def test_every_mark_is_named_in_the_boards_language():
    """Issue 22: a screen reader says what each key is: a square's yield and who stands there, whether a day is
    activated (not by fading alone), a day's work, a starting cube."""
    w = board(players=["Ann", "Bo"], seed=1)
    names = {k: box[4] for k, box in marks_with_names(unpack(w.drawing)).items()}
    assert set(names) == BOARD_KEYS | {"cube:0", "cube:1", "cube:2"}  # every mark has a name
    assert names["sq:0:0"] == "Void, square 1: 3 chaos; Ann stands here"
    assert names["sq:2:1"] == "Day II, square 2: 2 chaos + 1 matter or 1 matter + 1 life"
    assert names["sq:7:2"] == "Day VII, square 3: 2 resting points"
    assert names["track:0"] == "Void (activated)" and names["track:4"] == "Day IV (not yet activated)"
    assert names["work:3"] == "The work of day III: cost 4 life, bonus 1 life; 0 of its 7 circles taken"
    assert names["cube:2"] == "A life cube (8 left in the stock)"
    w.lang = "nl"
    names = {k: box[4] for k, box in marks_with_names(unpack(w.drawing)).items()}
    assert (
        names["track:4"] == "Dag IV (nog niet geactiveerd)"
        and names["sq:0:1"] == "Leegte, veld 2: 2 chaos + 1 materie; Bo staat hier"
    )


# ---------------------------------------------------------------------------------------- the words


def test_each_payment_is_a_label_in_words_and_the_chooser_says_what_it_lists(game_from):
    """A-EXCHANGE: each way to pay for day III's work is one option, its cubes named and counted."""
    g = game_from(III="gy", void="pu,ye,pk,DA", hands="3.3.4/1.1.1/1.1.1/1.1.1", god="III-morning")
    w = board(g)
    n, title, _ = w.legal["targets"]["work:3"]
    assert title == f"The work of day III: {n} ways to pay, cheapest first " + (
        "(3 cubes of other essences can stand in for a missing one)"
    )
    labels = labels_of(w, "work:3")
    assert len(labels) == len(set(labels)) == n > 3
    assert labels[0] == "Do the work of day III: you pay 4 life (4 cubes)"
    assert "Do the work of day III: you pay 3 matter and 3 life (6 cubes: 3 matter stand in for 1 life)" in labels
    assert labels[-1] == (
        "Do the work of day III: you pay 3 chaos, 3 matter and 2 life (8 cubes: 3 chaos and 3 matter stand in for 2 life)"
    )
    w.lang = "nl"
    assert labels_of(w, "work:3")[1] == "Doe het werk van dag III: je betaalt 3 materie en 3 leven (6 blokjes: " + (
        "3 materie vervangen 1 leven)"
    )
    assert w.legal["targets"]["work:3"][1].startswith("Het werk van dag III: ")


def test_a_switch_names_what_you_pay_and_what_you_gather(game_from):
    """A-SWITCH, A-GATHER: the chooser of a square reached by switching: the cubes paid, then the cubes taken."""
    g = game_from(II="gy,pu,ye,DA,pk", hands="1.1.0/1.1.1/1.1.1/1.1.1", god="II-morning")
    w = board(g)
    n, title, _ = w.legal["targets"]["sq:2:1"]
    assert title == f"Square 2: {n} ways to pay for the switch or to choose what you gather"
    for label in labels_of(w, "sq:2:1"):
        assert re.fullmatch(r"Pay 1 (chaos|matter) to switch 1 place to the right, then gather .+ on square 2", label)
    assert w.legal["targets"]["pass"][1] == "Pass: you take no action this turn (it costs nothing)"


def test_your_own_square_with_two_yields_asks_only_what_you_gather():
    """A-GATHER: no switch on your own square, so its chooser speaks of what you take, not of paying."""
    g = new_game(["Ann", "Bo", "Cy", "Dee"], seed=5)
    bot = GreedyBot(1)
    while len(g.steps) < 6:
        g.play(bot.choose(g))
    w = board(g)
    assert g.state.square(g.state.turn) == 2
    assert w.legal["targets"]["sq:0:2"][:2] == [2, "Square 3: choose what you gather (2 ways)"]
    assert [a["pay"] for a in (o[0] for o in w.legal["targets"]["sq:0:2"][2])] == [[0, 0, 0]] * 2
    w.lang = "nl"
    assert w.legal["targets"]["sq:0:2"][1] == "Veld 3: kies wat je neemt (2 manieren)"


# ------------------------------------------------------------------------------ what a click means


def test_what_an_unlit_key_means():
    g = new_game(["Ann", "Bo"], seed=1)
    rules, state = g.rules, g.state
    assert SPEC.meaning(rules, state, ["cube:2"]) == ChooseCube(2)
    assert SPEC.meaning(rules, state, ["track:3"]) == Move(3)
    assert SPEC.meaning(rules, state, ["sq:0:4"]) == Move(0)  # in the set-up a square means its track
    assert SPEC.meaning(rules, state, ["work:4"]) == DayWork(4, (0, 0, 0))
    assert SPEC.meaning(rules, state, ["pass"]) == Pass()
    for _ in range(2):
        g.play(ChooseCube(0))
    assert SPEC.meaning(rules, g.state, ["sq:0:4"]) == Gather(4, (0, 0, 0), 0)  # your own track: gather there
    assert SPEC.meaning(rules, g.state, ["sq:3:4"]) == Move(3)
    for nothing in ("sq:8:0", "sq:0:7", "sq:x", "track:9", "work:0", "work:7", "cube:3", "cube:-1", "hex:3", "pass:1"):
        assert SPEC.meaning(rules, g.state, [nothing]) is None, nothing


def test_unlit_clicks_are_refused_in_the_rules_words_and_change_nothing(game_from):
    """A-SETUP-CUBE, A-MOVE-ROUND1, A-SWITCH, A-WORK-PAY, A-WORK, A-GATHER-VII through clicks on the picture."""
    w = board(players=["Ann", "Bo"], seed=1)
    before = (w.game.notation(), json.dumps(w.view), json.dumps(w.legal), w.drawing)
    click(w, "track:3")
    assert w.error == CATALOGUE.render("refuse.setup_first", "en", {})
    assert (w.game.notation(), json.dumps(w.view), json.dumps(w.legal), w.drawing) == before
    click(w, "sq:9:9")
    assert w.error == "Nothing can be chosen there now."
    for _ in range(2):
        w.handle({"cmd": "play", "action": {"type": "choose_cube", "essence": 0}})
    click(w, "track:2")
    assert w.error == CATALOGUE.render("refuse.move_round1", "en", {})
    click(w, "cube:1")
    assert w.error == refusal(w.game, ChooseCube(1))

    g = game_from(II="gy,pu,ye,DA,pk", hands="1.0.0/1.1.1/1.1.1/1.1.1", god="II-morning")
    w = board(g)
    notation = g.notation()
    click(w, "sq:2:3")
    assert w.error == refusal(g, Gather(3, (0, 0, 0), 0)) and "3 places" in w.error
    click(w, "work:2")
    assert w.error == refusal(g, DayWork(2, (0, 0, 0))) and "cannot pay" in w.error
    click(w, "work:4")
    assert w.error == refusal(g, DayWork(4, (0, 0, 0))) and "day IV" in w.error
    click(w, "sq:5:0")
    assert w.error == refusal(g, Move(5))
    w.lang = "nl"
    assert w.error == refusal(g, Move(5), "nl") != refusal(g, Move(5))
    assert g.notation() == notation and w.history_len == 0

    w7 = board(game_from(VII="gy", void="pu,ye,pk,DA", god="VII-morning"))
    click(w7, "sq:7:0")
    assert w7.error == CATALOGUE.render("refuse.gather_vii", "en", {})


def test_a_lit_key_plays_its_action_and_the_last_action_is_ringed():
    """A-SETUP-CUBE: the drawn board plays the one action behind a lit cube; the picture rings Ann's hand."""
    w = board(players=["Ann", "Bo"], seed=1)
    (action,) = [o[0] for o in w.legal["targets"]["cube:1"][2]]
    w.handle({"cmd": "play", "action": action, "at": 0})
    assert w.error == "" and w.game.state.hands[0] == [0, 1, 0]
    svg = unpack(w.drawing)
    assert "changed by the last move" in svg and set(marks_of(svg)) >= {"cube:0", "cube:1", "cube:2"}  # Bo's turn
