"""The angels board widget, driven through its message handler (no browser, no kernel).

The widget is an adapter: every test checks that it passes clicks to the rules model and shows what
the model says (A-* rule ids name the rules whose sentences or actions are involved).
"""

from __future__ import annotations

import json
import string

import pytest

pytest.importorskip("anywidget")

from genesis_nb.angels import CATALOGUE, DayWork, Gather, Move, Pass, new_game  # noqa: E402
from genesis_nb.angels.bots import GreedyBot  # noqa: E402
from genesis_nb.angels.payments import work_payments  # noqa: E402
from genesis_nb.angels.ui import (_messages, legal_of, short_labels, ui_message_keys,  # noqa: E402
                                  ui_texts)
from genesis_nb.angels.widget import AngelsBoard, board, static_file  # noqa: E402
from genesis_nb.bots import RandomBot  # noqa: E402


def play_msg(action_json):
    return {"cmd": "play", "action": action_json}


def refusal(game, action_json, lang="en", state=None):
    """The rules' own sentence for refusing ``action_json`` (what the board must show)."""
    action = game.rules.registry.from_json(action_json)
    if state is None:
        return game.why_not(action).message(lang)
    try:
        game.rules.check(state, action)
    except Exception as r:  # RuleViolation
        return r.message(lang)
    raise AssertionError("not refused")


def setup_done(w):
    """Everyone takes a chaos cube by clicking (round 1 begins)."""
    for _ in range(len(w.game.players)):
        w.handle(play_msg({"type": "choose_cube", "essence": 0}))
    assert w.view["ui"]["phase"] == "turns"


def mid_game(players=4, plies=40, seed=5):
    g = new_game(players, seed=seed)
    bot = GreedyBot(1)
    while len(g.steps) < plies or g.actor != 0:
        g.play(bot.choose(g))
    return g


class Recorder:
    """Captures what the widget sends to the browser (state updates and custom messages)."""

    def __init__(self, w):
        self.updates = []
        self.custom = []
        self._w = w
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
    assert isinstance(w, AngelsBoard)
    assert w.game.players == ["Ann", "Bo", "Cy"] and w.game.seed == 11
    assert w.seats == ["human", "greedy", "random"]
    assert w.lang == "nl" and w.texts["pass"] == "Passen"
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


def test_genesis_nb_angels_board_is_the_widget_factory():
    import genesis_nb.angels as angels
    w = angels.board(players=2, seed=1)
    assert isinstance(w, AngelsBoard)


def test_front_end_files_are_found_and_loaded():
    js = static_file("angels_board.js")
    assert js.name == "angels_board.js"
    w = board(players=2, seed=1)
    assert "export default" in w._esm and "render" in w._esm
    assert ".gnb-angels" in w._css
    assert "innerHTML" not in js.read_text()     # names are text, never HTML


def test_view_is_the_rules_view_plus_tracks_and_ui():
    """The charts observe `view`; it holds the model's view of the position shown."""
    g = mid_game()
    w = board(g)
    model = g.view()
    for key, value in model.items():
        if key != "tracks":
            assert w.view[key] == value
    assert len(w.view["tracks"]) == 8
    assert w.view["tracks"][3]["angels"] == list(g.state.tracks[3])
    assert w.view["tracks"][3]["markers"] == list(g.state.work[3])
    assert w.board_data["tracks"][3]["cost"] == list(g.rules.board.cost[3])
    assert w.view["ui"]["present"] and w.view["ui"]["total"] == len(g.steps)
    assert len(set(w.view["ui"]["short"])) == 4


def test_short_labels_are_distinct():
    assert short_labels(["Ann", "Bo", "Cy"]) == ["A", "B", "C"]
    assert short_labels(["Player 1", "Player 2"]) == ["P1", "P2"]
    assert short_labels(["Anna", "Anne"]) == ["1", "2"] or len(set(short_labels(["Anna", "Anne"]))) == 2
    assert len(set(short_labels(["Ann", "Andy", "Bo"]))) == 3


# ------------------------------------------------------------------------------- legal actions


def check_legal_round_trip(w):
    g = w.game
    reg = g.rules.registry
    actions = g.legal_actions()
    legal = w.legal
    assert len(legal["actions"]) == len(actions)
    for (action_json, label), action in zip(legal["actions"], actions):
        assert reg.from_json(json.loads(json.dumps(action_json))) == action
        assert label == g.rules.describe_in(g.state, action, w.lang)
    ids = set()
    for essence, i in legal["cubes"]:
        assert actions[i].essence == essence
        ids.add(i)
    for to, i in legal["move"]:
        assert actions[i] == Move(to)
        ids.add(i)
    if legal["gather"]:
        for sq in legal["gather"]["squares"]:
            for pay, choice, i in sq["options"]:
                a = actions[i]
                assert isinstance(a, Gather) and list(a.pay) == pay and a.choice == choice
                assert legal["gather"]["from"] + a.shift == sq["square"]
                ids.add(i)
    if legal["work"]:
        pays = [tuple(p) for p, _ in legal["work"]["payments"]]
        s = g.state
        day = s.where[s.turn]
        assert legal["work"]["day"] == day
        assert pays == list(work_payments(g.rules.board.cost[day], tuple(s.hands[s.turn])))  # cheapest first
        assert [sum(p) for p in pays] == sorted(sum(p) for p in pays)
        ids.update(i for _, i in legal["work"]["payments"])
    if legal["pass"] is not None:
        assert actions[legal["pass"]] == Pass()
        ids.add(legal["pass"])
    assert ids == set(range(len(actions)))     # every legal action is reachable from the board


def test_legal_round_trips_through_json_in_many_positions():
    """Every legal action's JSON form rebuilds the same action; the groups cover them all."""
    g = new_game(5, seed=8)
    w = board(g)
    bot = RandomBot(3)
    checked = 0
    while not g.is_over:
        check_legal_round_trip(w)
        w.handle(play_msg(w.legal["actions"][g.legal_actions().index(bot.choose(g))][0]))
        assert w.error == ""
        checked += 1
    assert checked == len(g.steps) and w.legal["actions"] == []


def test_day_work_payments_are_offered_cheapest_first(game_from):
    """A-EXCHANGE: 3 cubes may stand in for a missing one; the chooser lists payments cheapest first."""
    g = game_from(III="gy", void="pu,ye,pk,DA", hands="3.3.4/1.1.1/1.1.1/1.1.1", god="III-morning")
    w = board(g)
    pays = [p for p, _ in w.legal["work"]["payments"]]
    assert pays[0] == [0, 0, 4]
    assert [0, 3, 3] in pays and [3, 0, 3] in pays and [2, 1, 3] in pays
    assert [sum(p) for p in pays] == sorted(sum(p) for p in pays)
    assert all(isinstance(g.legal_actions()[i], DayWork) for _, i in w.legal["work"]["payments"])


def test_gather_squares_carry_switch_payments_and_yield_choices(game_from):
    """A-SWITCH, A-GATHER: targets by square, with every payment and each of a square's yields."""
    g = game_from(II="gy,pu,ye,DA,pk", hands="1.1.0/1.1.1/1.1.1/1.1.1", god="II-morning")
    w = board(g)
    squares = {sq["square"]: sq for sq in w.legal["gather"]["squares"]}
    assert set(squares) == {0, 1, 2}               # two cubes: up to two switches to the right
    two = squares[2]
    assert two["shift"] == 2 and {tuple(o[0]) for o in two["options"]} == {(1, 1, 0)}
    one = squares[1]
    assert {tuple(o[0]) for o in one["options"]} == {(1, 0, 0), (0, 1, 0)}
    assert len(one["choices"]) == 2 and {o[1] for o in one["options"]} == {0, 1}


def test_legal_is_empty_on_a_bots_turn_and_at_the_end():
    w = board(players=2, bots={0: "random"}, seed=2)
    assert w.legal["actions"] == [] and w.legal["actor"] == 0
    assert w.view["ui"]["bot_next"] and not w.view["ui"]["human_turn"]


# ------------------------------------------------------------------------------------- playing


def test_a_click_plays_the_action_and_the_game_has_it():
    """A-SETUP-CUBE through the board."""
    w = board(players=["Ann", "Bo"], seed=1)
    w.handle(play_msg({"type": "choose_cube", "essence": 2}))
    assert w.error == ""
    assert w.history_len == 1 and w.ply == 1
    assert w.game.state.hands[0] == [0, 0, 1]
    assert w.view["players"][0]["hand"] == [0, 0, 1]
    assert w.log["lines"][-1][3] == w.game.narration("en")[-1]


def test_a_bare_json_action_is_accepted():
    w = board(players=2, seed=1)
    w.handle({"type": "choose_cube", "essence": 1})
    assert w.history_len == 1


def test_a_refused_click_shows_the_rules_sentence_and_changes_nothing():
    """A-SETUP-CUBE / A-MOVE-ROUND1 / A-MOVE: the refusal is the model's own sentence."""
    w = board(players=["Ann", "Bo"], seed=1)
    before = (w.game.notation(), dict(w.view), dict(w.legal), w.history_len)
    expected = refusal(w.game, {"type": "move", "to": 3})
    assert expected == CATALOGUE.render("refuse.setup_first", "en", {})
    w.handle(play_msg({"type": "move", "to": 3}))
    assert w.error == expected
    assert (w.game.notation(), dict(w.view), dict(w.legal), w.history_len) == before
    setup_done(w)
    assert w.error == ""                        # cleared by the next good action
    w.handle(play_msg({"type": "move", "to": 1}))
    assert w.error == CATALOGUE.render("refuse.move_round1", "en", {})
    assert w.history_len == 2
    w.handle(play_msg({"type": "pass"}))
    assert w.error == "" and w.history_len == 3


def test_refusals_speak_dutch_with_lang_nl():
    w = board(players=["Ann", "Bo"], seed=1, lang="nl")
    w.handle(play_msg({"type": "move", "to": 3}))
    assert w.error == CATALOGUE.render("refuse.setup_first", "nl", {})
    w.lang = "en"                               # the shown refusal follows the language
    assert w.error == CATALOGUE.render("refuse.setup_first", "en", {})


def test_refused_gather_and_day_work_sentences(game_from):
    """A-SWITCH (unpaid), A-WORK-PAY, A-GATHER-VII through the board's messages."""
    g = game_from(II="gy,pu,ye,DA,pk", hands="1.0.0/1.1.1/1.1.1/1.1.1", god="II-morning")
    w = board(g)
    notation = g.notation()
    unpaid = {"type": "gather", "shift": 3, "pay": [1, 0, 0], "choice": 0}
    w.handle(play_msg(unpaid))
    assert w.error == refusal(g, unpaid) == CATALOGUE.render("refuse.switch_unpaid", "en", {"steps": 3, "paid": 1})
    w.handle({"cmd": "work_elsewhere", "day": 2})           # own day, cannot pay
    assert w.error == refusal(g, {"type": "day_work", "pay": [1, 2, 0]})
    assert "II" in w.error
    w.handle({"cmd": "work_elsewhere", "day": 4})           # another day's track
    assert "day IV" in w.error or "IV" in w.error
    assert g.notation() == notation and w.history_len == 0
    g7 = game_from(VII="gy", void="pu,ye,pk,DA", god="VII-morning")
    w7 = board(g7)
    w7.handle(play_msg({"type": "gather", "shift": 0, "pay": [0, 0, 0], "choice": 0}))
    assert w7.error == CATALOGUE.render("refuse.gather_vii", "en", {})


def test_malformed_messages_are_refused_without_change():
    w = board(players=2, seed=1)
    for msg in [play_msg({"type": "fly"}), play_msg({"type": "move"}), play_msg({"type": "move", "to": "3"}),
                {"cmd": "dance"}, "nonsense", {"cmd": "seek"}]:
        w.handle(msg)
        assert w.error, msg
        assert w.history_len == 0


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
    w.handle(play_msg({"type": "move", "to": 4}))            # refused: no view change
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
    assert w.run_bots() == 2                                   # the bots take their cubes
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
    assert w.view["players"] == g.rules.view(g.state_at(5), "public")["players"]
    assert w.legal["actions"] == legal_of(g.rules, g.state_at(5))["actions"]
    assert len(g.steps) == n                                   # seeking changes nothing
    # a refused action at the earlier position changes nothing either
    w.handle(play_msg({"type": "move", "to": 7}))
    assert w.error and len(g.steps) == n and w.ply == 5
    # a legal one rewinds and plays: a new future
    w.handle(play_msg(w.legal["actions"][0][0]))
    assert w.error == "" and w.history_len == 6 and w.ply == 6 and w.view["ui"]["present"]
    assert not g.can_redo


def test_the_ply_traitlet_seeks_too():
    g = mid_game(players=3, plies=12)
    w = board(g)
    w.ply = 2
    assert w.view["ui"]["ply"] == 2 and w.history_len == len(g.steps)
    w.handle({"cmd": "seek", "ply": 10_000})
    assert w.view["ui"]["present"] and w.ply == len(g.steps)


# ---------------------------------------------------------------------------------------- bots


def test_bots_play_a_whole_game_one_request_at_a_time():
    """The browser asks for one bot move per bot_step; a stale request (wrong `at`) is ignored."""
    w = board(players=4, bots={0: "greedy", 1: "random", 2: "greedy", 3: "random"}, seed=9)
    requests = 0
    while w.view["ui"]["bot_next"]:
        at = w.history_len
        w.handle({"cmd": "bot_step", "at": at - 1})          # stale: nothing happens
        assert w.history_len == at
        w.handle({"cmd": "bot_step", "at": at})
        assert w.history_len == at + 1
        requests += 1
    assert w.game.is_over and w.view["over"]
    assert requests == 4 + 21 * 4
    assert w.legal["actions"] == []
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
    w.handle({"cmd": "undo"})                                   # all bots: undo pauses them
    assert w.paused and w.history_len == 4


def test_greedy_bot_beats_the_random_bot():
    from genesis_nb.bots import play_out
    wins = 0
    for seed in range(6):
        g = new_game(["G", "R"], seed=seed)
        play_out(g, [GreedyBot(seed), RandomBot(seed)])
        wins += "G" in g.scores().winners
    assert wins >= 5


def test_seats_traitlet_sets_the_bots():
    w = board(players=3, seed=1)
    w.seats = ["human", "greedy", "random"]
    assert isinstance(w.bots[1], GreedyBot) and isinstance(w.bots[2], RandomBot)
    w.set_bot(1, None)
    assert w.seats == ["human", "human", "random"]


# ------------------------------------------------------------------------------ log and language


def test_log_sends_only_what_changed_and_the_whole_log_on_request():
    g = mid_game(players=3, plies=15)
    w = board(g)
    rec = Recorder(w)
    assert w.log["first"] == 0 and len(w.log["lines"]) == len(g.events())
    setup_turn = w.history_len
    w.handle(play_msg({"type": "pass"}))
    assert w.log["first"] == setup_turn and w.log["total"] == setup_turn + 1
    assert [line[0] for line in w.log["lines"]] == [setup_turn + 1] * len(w.log["lines"])
    assert [line[3] for line in w.log["lines"]] == g.narrate(g.steps[-1].events)
    w.handle({"cmd": "log_all"})
    assert rec.custom[-1]["kind"] == "log_all"
    assert [line[3] for line in rec.custom[-1]["lines"]] == w.narration()
    w.handle({"cmd": "undo"})
    assert w.log["total"] == setup_turn and w.log["lines"] == []


def test_lang_nl_labels_and_narration():
    w = board(players=["Ann", "Bo"], seed=1, lang="nl")
    w.handle(play_msg({"type": "choose_cube", "essence": 1}))
    assert w.texts["undo"] == "Ongedaan maken"
    assert w.log["lines"][-1][3] == w.game.narration("nl")[-1] != w.game.narration("en")[-1]
    g = w.game
    assert w.legal["actions"][0][1] == g.rules.describe_in(g.state, g.legal_actions()[0], "nl")
    w.handle({"cmd": "lang", "lang": "en"})
    assert w.texts["undo"] == "Undo" and w.log["first"] == 0
    assert w.log["lines"][-1][3] == w.game.narration("en")[-1]
    w.handle({"cmd": "lang", "lang": "fr"})
    assert w.error and w.lang == "en"


def test_every_ui_text_has_english_and_dutch_with_the_same_placeholders():
    def fields(text):
        return {f for _, f, _, _ in string.Formatter().parse(text) if f}
    for key, texts in _messages().items():
        assert key.startswith("ui."), key
        assert texts.get("en") and texts.get("nl"), key
        assert fields(texts["en"]) == fields(texts["nl"]), key
    assert ui_texts("en").keys() == ui_texts("nl").keys()
    assert len(ui_message_keys()) > 60


def test_the_javascript_uses_only_texts_that_exist():
    import re
    js = static_file("angels_board.js").read_text()
    used = set(re.findall(r"\bt\.([a-z_]+)\b", js)) | set(re.findall(r"\btt\.([a-z_]+)\b", js))
    known = set(ui_texts("en"))
    assert used - known == set()


# ------------------------------------------------------------------------------ what is sent


def test_what_is_sent_per_action_in_a_six_player_game_stays_small():
    """Measurement 2 of the issue as a guard: the changed traitlets per action, at most 16 KB."""
    w = board(players=6, seed=12)
    rec = Recorder(w)
    bots = [GreedyBot(1), RandomBot(2), GreedyBot(3), RandomBot(4), GreedyBot(5), RandomBot(6)]
    g = w.game
    while not g.is_over:
        n = len(rec.updates)
        w.play(bots[g.actor].choose(g))
        assert len(rec.updates) == n + 1                      # one update message per action
    sizes = rec.sizes()
    assert max(sizes) <= 16 * 1024, max(sizes)


def test_assigning_another_game_redraws_and_keeps_the_bots_that_fit():
    w = board(players=4, bots={3: "greedy", 1: "random"}, seed=1)
    w.handle(play_msg({"type": "choose_cube", "essence": 0}))
    w.game = new_game(["X", "Y"], seed=2)
    assert w.history_len == 0 and [p["name"] for p in w.view["players"]] == ["X", "Y"]
    assert w.seats == ["human", "random"] and w.log["total"] == 0
