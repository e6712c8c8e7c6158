"""The angels board (the shared board layer with the angels BoardSpec), driven through its message
handler: no browser, no kernel. Every test checks that the board passes clicks to the rules model and
shows what the model says (A-* ids name the rules whose sentences or actions are involved).

The board is the game's picture (angels.picture), shown by the shared js/shell_drawing.js: the picture marks
``cube:<essence>``, ``sq:<track>:<square>``, ``track:<t>`` and ``work:<day>``; a click on a key no legal
action stands behind sends {"cmd": "click", "keys": [key]} and ``AngelsBoardSpec.meaning`` says which action
it means, for the rules to refuse (tests/angels/test_angels_drawn.py tests the drawing and the clicks).
"""

from __future__ import annotations

import json
import re
import string

import pytest

pytest.importorskip("anywidget")

from genesis_nb.angels import (  # noqa: E402
    CATALOGUE,
    DayWork,
    Gather,
    Pass,
    board,  # noqa: E402
    new_game,
)
from genesis_nb.angels.bots import GreedyBot  # noqa: E402
from genesis_nb.angels.payments import work_payments  # noqa: E402
from genesis_nb.angels.ui import SPEC, short_labels, ui_texts  # noqa: E402
from genesis_nb.board.drawing import drawing_svg, unpack  # noqa: E402
from genesis_nb.board.frontend import SHELL_JS, static_file  # noqa: E402
from genesis_nb.board.legal import options_page  # noqa: E402
from genesis_nb.board.log import LOG_BUDGET, log_lines  # noqa: E402
from genesis_nb.board.widget import GameBoard  # noqa: E402
from genesis_nb.bots import RandomBot  # noqa: E402


def play_msg(action_json, at=None):
    msg = {"cmd": "play", "action": action_json}
    if at is not None:
        msg["at"] = at
    return msg


def refusal(game, action_json, lang="en"):
    """The rules' own sentence for refusing ``action_json`` (what the board must show)."""
    return game.why_not(game.rules.registry.from_json(action_json)).message(lang)


def shown(w):
    """The rules' view of the position the board shows, as its observer sees it (what its picture draws)."""
    return w.game.rules.view(w.game.state_at(w.ply), w.observer)


def setup_done(w):
    """Everyone takes a chaos cube by clicking (round 1 begins)."""
    for _ in range(len(w.game.players)):
        w.handle(play_msg({"type": "choose_cube", "essence": 0}))
    assert shown(w)["phase"] == "player_turns"


def mid_game(players=4, plies=40, seed=5):
    g = new_game(players, seed=seed)
    bot = GreedyBot(1)
    while len(g.steps) < plies or g.actor != 0:
        g.play(bot.choose(g))
    return g


def all_options(w, key):
    """Every action behind a target, as JSON (inline, or the pages the board sends on request)."""
    count, _, options = w.legal["targets"][key]
    if options is None:
        g = w.game
        state = g.state_at(w.shown_ply)
        options = options_page(SPEC, g.rules, state, g.rules.legal_actions(state), key, 0, w.lang, page=10**6)[
            "options"
        ]
    assert len(options) == count
    return [o[0] for o in options]


class Recorder:
    """Captures what the widget sends to the browser (state updates and custom messages)."""

    def __init__(self, w):
        self.updates = []
        self.custom = []
        w._send = self._send

    def _send(self, msg, buffers=None):
        if msg.get("method") == "update":
            self.updates.append(msg)
        elif msg.get("method") == "custom":
            self.custom.append(msg["content"])

    def sizes(self):
        return [len(json.dumps(m, ensure_ascii=False).encode()) for m in self.updates]


# ------------------------------------------------------------------------------------ the API


def test_board_api_makes_a_game_with_bots_and_language():
    w = board(players=["Ann", "Bo", "Cy"], bots={1: "greedy", 2: "random"}, lang="nl", seed=11)
    assert isinstance(w, GameBoard) and w.spec.game == "angels"
    assert w.game.players == ["Ann", "Bo", "Cy"] and w.game.seed == 11
    assert w.seats == ["human", "greedy", "random"]
    assert w.lang == "nl" and w.texts["title"] == "Genesis: de engelen"
    assert w.history_len == 0 and w.ply == 0 and w.error == ""
    assert [p["name"] for p in w.view["players"]] == ["Ann", "Bo", "Cy"]


def test_board_takes_a_game_and_bot_objects():
    g = new_game(["A", "B"], seed=3)
    bot = RandomBot(4)
    w = board(g, bots={1: bot})
    assert w.game is g and w.bots[1] is bot and w.seats == ["human", "random"]
    with pytest.raises(ValueError):
        board(players=2, bots={5: "random"})
    with pytest.raises(ValueError):
        board(players=2, bots={1: "clever"})
    with pytest.raises(ValueError):
        board(players=2, lang="fr")


def test_the_front_end_is_the_shell_and_the_drawn_board():
    """One drawing: the board shows angels.picture (the notebooks' static picture) with its marks."""
    w = board(players=2, seed=1)
    assert SPEC.js == () and SPEC.css == () and SPEC.drawn
    assert 'rootClass: "gnb-drawn"' in w._esm and "gnb-angels" not in w._esm
    assert w._esm.rstrip().endswith("export default { render: renderBoard(GAME) };")
    for name in ("angels_board.js", "angels_panels.js", "angels_draw.js", "angels_board.css"):
        with pytest.raises(FileNotFoundError):
            static_file(name)
    svg = unpack(w.drawing)
    assert svg == drawing_svg(SPEC, w.game, 0, w.observer, "en", w.prefs)


def test_the_view_sent_is_the_shells_part_and_the_picture_carries_the_rest():
    """A drawn board sends of the view only what the shell reads; the picture carries the tracks, hands and God."""
    g = mid_game()
    w = board(g)
    assert set(w.view) <= {"ui", "over", "scores", "actor", "players"}
    assert w.view["players"] == [{"name": p["name"]} for p in g.view()["players"]]
    assert w.view["actor"] == g.view()["actor"] and w.board_data == {}
    # the score rows, a fixed row's label (a catalogue key) in the board's words
    model = g.view()["scores"]
    rows = [{**r, "label": "the dark angel" if r["label"] == "word.dark_angel" else r["label"]} for r in model["rows"]]
    assert "word.dark_angel" in [r["label"] for r in model["rows"]]
    assert w.view["scores"] == {**model, "rows": rows}
    assert w.view["ui"]["present"] and w.view["ui"]["total"] == len(g.steps)
    assert unpack(w.drawing) == drawing_svg(SPEC, g, len(g.steps), w.observer, "en", w.prefs)


def test_short_labels_are_distinct():
    assert short_labels(["Ann", "Bo", "Cy"]) == ["A", "B", "C"]
    assert short_labels(["Player 1", "Player 2"]) == ["P1", "P2"]
    assert len(set(short_labels(["Anna", "Anne"]))) == 2
    assert len(set(short_labels(["Ann", "Andy", "Bo"]))) == 3


# ------------------------------------------------------------------------------- legal actions


def test_every_legal_action_is_behind_exactly_one_target_in_many_positions():
    """Every legal action's JSON rebuilds the action, sits behind the target its click means, and every
    target the board lights is legal."""
    g = new_game(5, seed=8)
    w = board(g)
    bot = RandomBot(3)
    while not g.is_over:
        reg = g.rules.registry
        behind = [a for key in w.legal["targets"] for a in all_options(w, key)]
        assert sorted(map(json.dumps, behind)) == sorted(json.dumps(reg.to_json(a)) for a in g.legal_actions())
        for key in w.legal["targets"]:
            for a in all_options(w, key):
                assert SPEC.target(g.state, reg.from_json(a)) == key
        w.handle(play_msg(reg.to_json(bot.choose(g)), at=len(g.steps)))
        assert w.error == ""
    assert w.legal["targets"] == {}


def test_day_work_payments_are_all_offered_cheapest_first(game_from):
    """A-EXCHANGE: 3 cubes may stand in for a missing one; the chooser lists every payment, cheapest first."""
    g = game_from(III="gy", void="pu,ye,pk,DA", hands="3.3.4/1.1.1/1.1.1/1.1.1", god="III-morning")
    w = board(g)
    pays = [a["pay"] for a in all_options(w, "work:3")]
    assert pays[0] == [0, 0, 4]
    assert [0, 3, 3] in pays and [3, 0, 3] in pays and [2, 1, 3] in pays
    assert [sum(p) for p in pays] == sorted(sum(p) for p in pays)
    assert pays == [list(p) for p in work_payments((0, 0, 4), (3, 3, 4))]
    assert all(a["day"] == 3 for a in all_options(w, "work:3"))


def test_gather_squares_list_each_switch_payment_and_yield(game_from):
    """A-SWITCH, A-GATHER: a target per square, with every payment (the cubes the switches cost) and yield."""
    g = game_from(II="gy,pu,ye,DA,pk", hands="1.1.0/1.1.1/1.1.1/1.1.1", god="II-morning")
    w = board(g)
    assert {k for k in w.legal["targets"] if k.startswith("sq:")} == {"sq:2:0", "sq:2:1", "sq:2:2"}
    two = all_options(w, "sq:2:2")
    assert {tuple(a["pay"]) for a in two} == {(1, 1, 0)}
    one = all_options(w, "sq:2:1")
    assert {tuple(a["pay"]) for a in one} == {(1, 0, 0), (0, 1, 0)}
    assert {a["choice"] for a in one} == {0, 1}


def test_the_extreme_hand_sends_a_small_update_and_its_payments_on_request(game_from):
    """An 8+8+8 hand on a work day (over 200 legal actions; 358 and 43.5 KB on another day in the old board) stays under 16 KB: the
    payments come page by page when the chooser opens."""
    g = game_from(VI="gy", void="pu,ye,pk,DA", hands="8.8.8/1.1.1/1.1.1/1.1.1", god="VI-morning")
    w = board(g)
    rec = Recorder(w)
    assert len(g.legal_actions()) > 200
    assert len(json.dumps(w.legal)) + len(json.dumps(w.view)) < 16 * 1024
    n, _, options = w.legal["targets"]["work:6"]
    assert options is None and n > 200
    w.handle({"cmd": "options", "target": "work:6", "offset": 0, "at": 0})
    page = rec.custom[-1]
    assert page["kind"] == "options" and page["total"] == n and len(page["options"]) == 40
    assert len(json.dumps(page)) < 16 * 1024
    w.handle({"cmd": "options", "target": "work:6", "offset": 40, "at": 0})
    assert rec.custom[-1]["offset"] == 40 and rec.custom[-1]["options"][0] != page["options"][0]


def test_nothing_is_lit_on_a_bots_turn():
    w = board(players=2, bots={0: "random"}, seed=2)
    assert w.legal["targets"] == {} and w.legal["actor"] == 0
    assert w.view["ui"]["bot_next"] and not w.view["ui"]["human_turn"]


# ------------------------------------------------------------------------------------- playing


def test_a_click_plays_the_action_and_the_game_has_it():
    """A-SETUP-CUBE through the board."""
    w = board(players=["Ann", "Bo"], seed=1)
    w.handle(play_msg({"type": "choose_cube", "essence": 2}, at=0))
    assert w.error == ""
    assert w.history_len == 1 and w.ply == 1
    assert w.game.state.hands[0] == [0, 0, 1]
    assert shown(w)["players"][0]["hand"] == [0, 0, 1]
    assert w.log["lines"][-1][3] == w.game.narration("en")[-1]


def test_a_bare_json_action_is_accepted():
    w = board(players=2, seed=1)
    w.handle({"type": "choose_cube", "essence": 1})
    assert w.history_len == 1


def test_a_refused_click_shows_the_rules_sentence_and_changes_nothing():
    """A-SETUP-CUBE / A-MOVE-ROUND1: the refusal is the model's own sentence."""
    w = board(players=["Ann", "Bo"], seed=1)
    before = (w.game.notation(), dict(w.view), dict(w.legal), w.history_len, w.drawing)
    expected = refusal(w.game, {"type": "move", "to": 3})
    assert expected == CATALOGUE.render("refuse.setup_first", "en", {})
    w.handle(play_msg({"type": "move", "to": 3}))
    assert w.error == expected
    assert (w.game.notation(), dict(w.view), dict(w.legal), w.history_len, w.drawing) == before
    setup_done(w)
    assert w.error == ""
    w.handle(play_msg({"type": "move", "to": 1}))
    assert w.error == CATALOGUE.render("refuse.move_round1", "en", {})
    w.handle(play_msg({"type": "pass"}))
    assert w.error == "" and w.history_len == 3


def test_refusals_speak_dutch_and_follow_the_language():
    w = board(players=["Ann", "Bo"], seed=1, lang="nl")
    w.handle(play_msg({"type": "move", "to": 3}))
    assert w.error == CATALOGUE.render("refuse.setup_first", "nl", {})
    w.lang = "en"
    assert w.error == CATALOGUE.render("refuse.setup_first", "en", {})


def test_unlit_clicks_are_the_actions_they_mean_and_the_rules_refuse_them(game_from):
    """A-SWITCH, A-WORK-PAY, A-WORK (another day), A-GATHER-VII: the board sends the action a click on an
    unlit square or work track means, with nothing paid, and shows the rules' sentence: no side channel."""
    g = game_from(II="gy,pu,ye,DA,pk", hands="1.0.0/1.1.1/1.1.1/1.1.1", god="II-morning")
    w = board(g)
    notation = g.notation()
    far = {"type": "gather", "square": 3, "pay": [0, 0, 0], "choice": 0}
    w.handle(play_msg(far))
    assert w.error == refusal(g, far) and "3 places" in w.error and "1 cube" in w.error
    own = {"type": "day_work", "day": 2, "pay": [0, 0, 0]}
    w.handle(play_msg(own))
    assert w.error == refusal(g, own) and "cannot pay" in w.error
    other = {"type": "day_work", "day": 4, "pay": [0, 0, 0]}
    w.handle(play_msg(other))
    assert w.error == refusal(g, other) and "day IV" in w.error
    assert g.notation() == notation and w.history_len == 0
    g7 = game_from(VII="gy", void="pu,ye,pk,DA", god="VII-morning")
    w7 = board(g7)
    w7.handle(play_msg({"type": "gather", "square": 0, "pay": [0, 0, 0], "choice": 0}))
    assert w7.error == CATALOGUE.render("refuse.gather_vii", "en", {})


def test_side_channels_of_the_old_board_are_gone():
    w = board(players=2, seed=1)
    for msg in ({"cmd": "work_elsewhere", "day": 99}, {"cmd": "why_terrain", "terrain": "x"}):
        w.handle(msg)
        assert w.error and w.faults == []
    assert not hasattr(w.game.rules, "why_not_work_on")


def test_a_human_cannot_play_for_a_bot():
    w = board(players=["Ann", "Bot"], bots={1: "random"}, seed=1)
    w.handle(play_msg({"type": "choose_cube", "essence": 0}))
    assert w.history_len == 1 and w.game.actor == 1
    w.handle(play_msg({"type": "choose_cube", "essence": 0}))
    assert w.error.startswith("It is Bot's turn") and w.history_len == 1


def test_view_observers_see_each_change():
    """The charts follow `view`: one notification per played action."""
    w = board(players=2, seed=1)
    seen = []
    w.observe(lambda ch: seen.append(ch["new"]["ui"]["total"]), names="view")
    w.handle(play_msg({"type": "choose_cube", "essence": 0}))
    w.handle(play_msg({"type": "move", "to": 4}))  # refused: no view change
    w.handle(play_msg({"type": "choose_cube", "essence": 1}))
    assert seen == [1, 2]


# ------------------------------------------------------------------------- undo, redo, history


def test_undo_and_redo():
    w = board(players=2, seed=1)
    setup_done(w)
    w.handle(play_msg({"type": "pass"}))
    after = w.game.notation()
    w.handle({"cmd": "undo"})
    assert w.history_len == 2 and w.view["ui"]["can_redo"]
    w.handle({"cmd": "redo"})
    assert w.history_len == 3 and w.game.notation() == after
    w.handle({"cmd": "redo"})
    assert w.error == "There is nothing to redo."
    for _ in range(3):
        w.handle({"cmd": "undo"})
    assert w.history_len == 0
    w.handle({"cmd": "undo"})
    assert w.error == "There is nothing to undo."


def test_undo_goes_back_to_the_humans_decision_past_the_bots_moves():
    w = board(players=["Ann", "B1", "B2"], bots={1: "greedy", 2: "random"}, seed=4)
    w.handle(play_msg({"type": "choose_cube", "essence": 0}))
    assert w.run_bots() == 2
    assert w.game.actor == 0 and w.history_len == 3
    w.handle({"cmd": "undo"})
    assert w.history_len == 0 and w.game.actor == 0
    w.handle({"cmd": "redo"})
    assert w.history_len == 3 and w.game.actor == 0


def test_seek_shows_an_earlier_position_and_playing_there_starts_a_new_future():
    g = mid_game(players=3, plies=20)
    w = board(g)
    n = w.history_len
    w.handle({"cmd": "seek", "ply": 5})
    assert w.ply == 5 and w.history_len == n and not w.view["ui"]["present"]
    assert shown(w)["players"] == g.rules.view(g.state_at(5), "public")["players"]
    assert unpack(w.drawing) == drawing_svg(SPEC, g, 5, w.observer, "en", w.prefs)
    assert w.legal["ply"] == 5
    assert len(g.steps) == n
    w.handle(play_msg({"type": "move", "to": 7}, at=5))
    assert w.error and len(g.steps) == n and w.ply == 5
    w.handle(play_msg(all_options(w, next(iter(w.legal["targets"])))[0], at=5))
    assert w.error == "" and w.history_len == 6 and w.ply == 6 and w.view["ui"]["present"]
    assert not g.can_redo


def test_a_refused_redo_after_seeking_keeps_the_board_and_python_together():
    """Fault found by fuzzing: after seeking back, a refused redo reset the ply in Python only, and the
    next click was played at the wrong ply."""
    g = mid_game(players=3, plies=12)
    w = board(g)
    n = len(g.steps)
    w.handle({"cmd": "seek", "ply": 3})
    w.handle({"cmd": "redo"})  # nothing to redo: refused
    assert w.error and w.ply == w.view["ui"]["ply"] == w.legal["ply"]
    action = all_options(w, next(iter(w.legal["targets"])))[0]
    w.handle(play_msg(action, at=w.ply))
    assert w.error == "" and len(g.steps) == w.ply <= n


def test_the_browser_cannot_move_the_ply_or_the_seats():
    g = mid_game(players=3, plies=12)
    w = board(g)
    w.set_trait("ply", 2)  # as a browser's change arrives
    assert w.ply == len(g.steps) and w.view["ui"]["present"]
    w.set_trait("seats", ["greedy", "greedy", "greedy"])
    assert w.seats == ["human", "human", "human"] and w.bots == {}
    assert "set_bot" in w.error


# ---------------------------------------------------------------------------------------- bots


def test_bots_play_a_whole_game_one_request_at_a_time():
    """The browser asks for one bot move per bot_step; a stale request (wrong `at`) is ignored."""
    w = board(players=4, bots={0: "greedy", 1: "random", 2: "greedy", 3: "random"}, seed=9)
    requests = 0
    while w.view["ui"]["bot_next"]:
        at = w.history_len
        w.handle({"cmd": "bot_step", "at": at - 1 if at else at + 1})
        assert w.history_len == at
        w.handle({"cmd": "bot_step", "at": at})
        assert w.history_len == at + 1
        requests += 1
    assert w.game.is_over and w.view["over"]
    assert requests == 4 + 21 * 4
    assert w.legal["targets"] == {}
    assert w.log["total"] == requests


def test_bots_wait_when_paused_or_looking_at_the_past():
    w = board(players=2, bots={0: "random", 1: "random"}, seed=3)
    w.run_bots(max_plies=5)
    assert w.history_len == 5
    w.handle({"cmd": "pause", "paused": True})
    assert w.paused and not w.view["ui"]["bot_next"]
    w.handle({"cmd": "bot_step", "at": 5})
    assert w.history_len == 5
    w.handle({"cmd": "pause", "paused": False})
    w.handle({"cmd": "seek", "ply": 2})
    assert not w.view["ui"]["bot_next"]
    w.handle({"cmd": "bot_step", "at": 5})
    assert w.history_len == 5
    w.handle({"cmd": "undo"})  # all bots: undo pauses them
    assert w.paused and w.history_len == 4


def test_greedy_bot_beats_the_random_bot():
    from genesis_nb.bots import play_out

    wins = 0
    for seed in range(6):
        g = new_game(["G", "R"], seed=seed)
        play_out(g, [GreedyBot(seed), RandomBot(seed)])
        wins += 0 in g.scores().winners
    assert wins >= 5


def test_set_bot_changes_who_plays_a_seat():
    w = board(players=3, seed=1)
    w.set_bot(1, "greedy")
    w.set_bot(2, "random")
    assert isinstance(w.bots[1], GreedyBot) and isinstance(w.bots[2], RandomBot)
    assert w.seats == ["human", "greedy", "random"]
    w.set_bot(1, None)
    assert w.seats == ["human", "human", "random"]


# ------------------------------------------------------------------------------ log and language


def test_log_sends_only_what_changed_and_the_whole_log_on_request():
    g = mid_game(players=3, plies=15)
    w = board(g)
    rec = Recorder(w)
    assert w.log["first"] == 0
    start = w.log.get("from", 0)  # a long whole log comes as its last plies
    assert [line[3] for line in w.log["lines"]] == [line[3] for line in log_lines(g, "en") if line[0] >= start]
    assert len(json.dumps(w.log["lines"])) <= LOG_BUDGET + 2000
    key = w.log["key"]
    n = w.history_len
    w.handle(play_msg({"type": "pass"}))
    assert w.log["key"] == key and w.log["first"] == n and w.log["total"] == n + 1
    assert [line[0] for line in w.log["lines"]] == [n + 1] * len(w.log["lines"])
    assert [line[3] for line in w.log["lines"]] == g.narrate(g.steps[-1].events)
    w.handle({"cmd": "log_all"})
    assert rec.custom[-1]["kind"] == "log_all" and rec.custom[-1]["key"] == key
    assert [line[3] for line in rec.custom[-1]["lines"]] == w.narration()
    w.handle({"cmd": "undo"})
    assert w.log["total"] == n and w.log["lines"] == []


def test_lang_nl_labels_and_narration():
    w = board(players=["Ann", "Bo"], seed=1, lang="nl")
    w.handle(play_msg({"type": "choose_cube", "essence": 1}))
    assert w.texts["undo"] == "Ongedaan maken"
    assert w.log["lines"][-1][3] == w.game.narration("nl")[-1] != w.game.narration("en")[-1]
    g = w.game
    first = g.legal_actions()[0]
    label = g.rules.describe_in(g.state, first, "nl")
    assert w.legal["targets"][SPEC.target(g.state, first)][1] == label[0].upper() + label[1:] == "Neem een blokje chaos"
    assert "Ronde 1 van 21" in unpack(w.drawing) and "Round" not in unpack(w.drawing)  # the picture speaks Dutch
    w.handle({"cmd": "lang", "lang": "en"})
    assert w.texts["undo"] == "Undo" and w.log["first"] == 0
    assert "Round 1 of 21" in unpack(w.drawing) and w.legal["targets"]["cube:0"][1] == "Take a chaos cube"
    assert w.log["lines"][-1][3] == w.game.narration("en")[-1]
    w.handle({"cmd": "lang", "lang": "fr"})
    assert w.error and w.lang == "en"


def test_every_ui_text_has_english_and_dutch_with_the_same_placeholders():
    def fields(text):
        return {f for _, f, _, _ in string.Formatter().parse(text) if f}

    for key, texts in SPEC.texts.messages().items():
        assert key.startswith("ui."), key
        assert texts.get("en") and texts.get("nl"), key
        assert fields(texts["en"]) == fields(texts["nl"]), key
    assert ui_texts("en").keys() == ui_texts("nl").keys()


def test_the_javascript_uses_only_texts_that_exist():
    known = set(ui_texts("en"))
    js = "".join(static_file(n).read_text() for n in SHELL_JS)
    used = set(re.findall(r"\bt\.([a-z_]+)\b", js)) | set(re.findall(r"T\(\)\.([a-z_]+)\b", js))
    assert used - known == set()


# ------------------------------------------------------------------------------ what is sent


def test_what_is_sent_per_action_in_a_six_player_game_stays_small():
    """The changed traitlets per action, at most 16 KB, one update message per action."""
    w = board(players=6, seed=12)
    rec = Recorder(w)
    bots = [GreedyBot(1), RandomBot(2), GreedyBot(3), RandomBot(4), GreedyBot(5), RandomBot(6)]
    g = w.game
    while not g.is_over:
        n = len(rec.updates)
        w.play(bots[g.actor].choose(g))
        assert len(rec.updates) == n + 1
    assert max(rec.sizes()) <= 16 * 1024, max(rec.sizes())


def test_assigning_another_game_redraws_and_keeps_the_bots_that_fit():
    w = board(players=4, bots={3: "greedy", 1: "random"}, seed=1)
    w.handle(play_msg({"type": "choose_cube", "essence": 0}))
    w.game = new_game(["X", "Y"], seed=2)
    assert w.history_len == 0 and [p["name"] for p in w.view["players"]] == ["X", "Y"]
    assert w.seats == ["human", "random"] and w.log["total"] == 0


def test_a_player_called_dark_angel_does_not_take_the_dark_angels_row():
    """Rows of a score sheet are keyed by seat or fixed id: a player named "Dark angel" keeps seat 0's row."""
    g = new_game(["Dark angel", "Bo"], seed=2)
    sheet = g.scores()
    assert set(sheet.rows) == {0, 1, "dark"}
    assert sheet.labels[0] == "Dark angel" and sheet.labels["dark"] == "word.dark_angel"
    w = board(g)
    rows = [r["key"] for r in w.view["scores"]["rows"]]
    assert rows == [0, 1, "dark"]


def test_pass_and_day_work_actions_are_absolute():
    """A click names everything its action needs: DayWork names its day, Gather its square."""
    assert Pass() == Pass()
    assert DayWork(3, (0, 0, 4)).day == 3
    assert Gather(2, (1, 0, 0), 0).square == 2
