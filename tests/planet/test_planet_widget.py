"""The planet board widget, driven through its message handler (no browser, no kernel).

The board is the kit's first with hidden information: what the browser receives must be what its
observer may know, nothing more (P-SECRET, P-R-KNOWLEDGE). ``Mirror`` records every message the widget
sends and rebuilds the browser's copy of the synced state (the log merged as the JavaScript merges it);
after EVERY sync, ``scan`` searches that whole copy for any trace of a need the observer may not know.
Who may know what is worked out independently, by replaying the game with the ``Oracle`` of the view
tests (tests/planet/planet_helpers.py), never from ``state.known``.
"""

from __future__ import annotations

import json
import random
import re
import subprocess
import sys

import pytest

pytest.importorskip("anywidget")

from genesis_nb.core.game import Game  # noqa: E402
from genesis_nb.planet import RULES, Designate, Indicate, Place, new_game  # noqa: E402
from genesis_nb.planet.bots import HeuristicBot  # noqa: E402
from genesis_nb.planet.text import need_text  # noqa: E402
from genesis_nb.planet.ui import board_data, need_short, ui_message_keys, ui_texts  # noqa: E402
from genesis_nb.planet.widget import PlanetBoard, board, static_file  # noqa: E402

from planet_helpers import OPTION_SETS, SPACE, Oracle, game_at, pos  # noqa: E402

PAWNS = RULES.board.pawns
NEED_OWNERS: dict[str, list[int]] = {}
for _p, _pawn in enumerate(PAWNS):
    NEED_OWNERS.setdefault(_pawn.need, []).append(_p)


def traces(p: int) -> list[re.Pattern[str]]:
    """Every form in which the board could carry pawn ``p``'s need: its code (a JSON string), its
    sentence (anywhere in a text, not as the start of a longer need's sentence) and its short tag
    (a JSON string of its own). An oxygen's tag is its action's word, which is everywhere: not a trace."""
    d = PAWNS[p].need_data()
    out = [re.compile(re.escape(f'"{d["code"]}"')),
           re.compile(re.escape(need_text(RULES, d)) + r"(?![\w ])")]
    if PAWNS[p].kind not in ("oxygen", "bacteria"):
        out.append(re.compile(re.escape(f'"{need_short(d)}"')))
    return out


# ---------------------------------------------------------------------------------- knowledge
class Knowledge:
    """Who may know which need in the game's current line, by replaying its actions on a fresh game."""

    def __init__(self, game: Game) -> None:
        self.game = game
        self._reset()

    def _reset(self) -> None:
        g = self.game
        if g.start is None:
            self.replay = Game.new(g.rules, g.players, seed=g.seed, options=g.options, board=g.board)
        else:
            self.replay = Game.from_position(g.rules, g.start, seed=g.seed, options=g.options, board=g.board)
        self.oracle = Oracle(self.replay)
        self.steps: list[object] = []

    def now(self) -> Oracle:
        steps = self.game.steps
        if len(self.steps) > len(steps) or any(a is not b for a, b in zip(self.steps, steps)):
            self._reset()                       # an undo: forget the undone line, start again
        for step in steps[len(self.steps):]:
            before = self.replay.state.copy()
            self.replay.play(step.action)
            self.oracle.update(self.replay, before, step.action)
            self.steps.append(step)
        assert self.replay.state == self.game.state
        return self.oracle


# ----------------------------------------------------------------------------- the browser's copy
class Mirror:
    """What the browser holds: every synced value it was sent, and the log merged as the JS merges it.
    Scans it after every message (``scans`` counts them)."""

    def __init__(self, w: PlanetBoard, check=None) -> None:
        self.w = w
        self.state = {k: v for k, v in w.get_state().items()}
        self.log: dict[int, list] = {}
        self.log_key = None
        self.knowledge = Knowledge(w.game)
        self.scans = 0
        self.handoffs_seen = 0
        self.check = check
        self._merge_log(self.state["log"])
        w._send = self._send
        self.scan()

    def _merge_log(self, log) -> None:
        first = log["first"]
        if first == 0:
            self.log = {}
        elif log["key"] != self.log_key or (max(self.log) if self.log else -1) < first - 1:
            raise AssertionError("the board would have to ask for the whole log: the update was not enough")
        self.log = {p: v for p, v in self.log.items() if p < first}
        for line in log["lines"]:
            assert first <= line[0] <= log["total"]
            self.log.setdefault(line[0], []).append(line)
        self.log_key = log["key"]

    def _send(self, msg, buffers=None) -> None:
        if msg.get("method") == "update":
            self.state.update(msg["state"])
            if "log" in msg["state"]:
                self._merge_log(msg["state"]["log"])
        elif msg.get("method") == "custom":
            content = msg["content"]
            if content.get("kind") == "log_all":
                self._merge_log({"key": content["key"], "first": 0, "total": content["total"],
                                 "lines": content["lines"]})
        self.scan()

    def scan(self) -> None:
        w = self.w
        obs = w._shown_to()
        scan_state(self.state, self.log, obs, self.knowledge.now(), w)
        if self.check is not None:
            self.check(self)
        self.scans += 1
        if self.state["view"]["ui"]["handoff"] is not None:
            self.handoffs_seen += 1


def public_aid() -> list[dict]:
    """The game aid, built here from the board file (every kind's needs, sorted by need code)."""
    out = []
    for kind in ("water", "mineral", "plant", "insect", "animal", "oxygen", "bacteria"):
        needs = sorted((p.need_data() for p in PAWNS if p.kind == kind), key=lambda d: d["code"])
        out.append([kind, [d["code"] for d in needs]])
    return out


def scan_state(state: dict, log: dict, obs, oracle: Oracle, w: PlanetBoard | None = None) -> None:
    """No synced value (nor the merged log) holds a need ``obs`` may not know (the public game aid and
    the board's fixed words aside, which are checked to be exactly those)."""
    bd = dict(state["board_data"])
    aid = bd.pop("aid")
    assert [[k["kind"], [n["code"] for n in k["needs"]]] for k in aid] == public_aid()
    assert state["texts"] == ui_texts(state["lang"])          # the board's fixed words, nothing else
    body = {k: v for k, v in state.items() if k not in ("_esm", "_css", "board_data", "texts")}
    body["board_data"] = bd
    body["merged_log"] = [line for p in sorted(log) for line in log[p]]
    text = json.dumps(body, ensure_ascii=False)
    for p, pawn in enumerate(PAWNS):
        if oracle.may_know(obs, p):
            continue
        assert f'"code": "{pawn.code}"' not in text, (obs, pawn.code)
        assert not re.search(rf'"{pawn.code}"', text), (obs, pawn.code)
        if any(oracle.may_know(obs, q) for q in NEED_OWNERS[pawn.need]):
            continue                     # a need shared with a pawn the observer knows (water, oxygen)
        for trace in traces(p):
            assert not trace.search(text), (obs, pawn.code, trace.pattern)
    view = state["view"]
    assert view["observer"] == obs and view["ui"]["observer"] == obs
    legal = state["legal"]
    if legal["actions"]:
        assert obs == "all" or obs == legal["actor"], "legal actions sent to a seat that does not decide"
    if view["ui"]["handoff"] is not None:
        assert obs == "public" and not legal["actions"]


# --------------------------------------------------------------------------------------- helpers
def play_msg(action_json):
    return {"cmd": "play", "action": action_json}


def human_click(w: PlanetBoard, rng: random.Random) -> None:
    """What a person at the screen does: pass the screen on, or click one of the lit actions."""
    if w.view["ui"]["handoff"] is not None:
        w.handle({"cmd": "ready"})
        return
    actions = w.legal["actions"]
    assert actions, "a human decides but nothing is lit"
    w.handle(play_msg(rng.choice(actions)[0]))
    assert w.error == "", w.error


def wrong_clicks(w: PlanetBoard, rng: random.Random) -> None:
    """Clicks that must change nothing: an action of another phase, a far space, a bad message."""
    before = (w.game.notation(), len(w.game.steps))
    for msg in (play_msg({"type": "designate", "continent": rng.randrange(4)}),
                play_msg({"type": "place", "slot": 0, "space": rng.randrange(RULES.n_spaces), "need_up": False}),
                play_msg({"type": "flip", "space": rng.randrange(RULES.n_spaces)}),
                {"cmd": "nonsense"}, "not even a dict"):
        g = w.game
        legal_now = [a[0] for a in w.legal["actions"]]
        if isinstance(msg, dict) and msg.get("action") in legal_now:
            continue
        w.handle(msg)
        assert (g.notation(), len(g.steps)) == before
        assert w.error


def drive(w: PlanetBoard, seed: int, undo_rate: float = 0.08, wrong_rate: float = 0.1,
          max_moves: int = 5000) -> None:
    """Play a whole game through the board: the bots when the board would ask them, the humans by
    clicking (with hand-offs), refused clicks, undos and redos now and then."""
    rng = random.Random(seed)
    g = w.game
    for _ in range(max_moves):
        if g.is_over:
            return
        if w.view["ui"]["bot_next"]:
            assert w.bot_step(expect=len(g.steps))
            continue
        if rng.random() < wrong_rate:
            wrong_clicks(w, rng)
        if g.can_undo and rng.random() < undo_rate:
            w.handle({"cmd": "undo"})
            if g.can_redo and rng.random() < 0.5 and w.view["ui"]["handoff"] is None:
                w.handle({"cmd": "redo"})
            continue
        human_click(w, rng)
    raise AssertionError("the game did not end")


# ------------------------------------------------------------------------------------ the API
def test_board_api_and_the_lazy_factory():
    import genesis_nb.planet as planet
    w = planet.board(players=["Ann", "Bo", "Cy"], bots={1: "heuristic", 2: "random"}, seed=11)
    assert isinstance(w, PlanetBoard)
    assert w.game.players == ["Ann", "Bo", "Cy"] and w.game.seed == 11
    assert w.seats == ["human", "heuristic", "random"] and w.view["ui"]["seats"] == w.seats
    assert w.observer == 0 and w.handoff is None          # the one human seat
    with pytest.raises(ValueError):
        board(players=2, bots={5: "random"})
    with pytest.raises(ValueError):
        board(players=2, bots={1: "clever"})
    with pytest.raises(ValueError):
        board(players=2, observer=2)
    with pytest.raises(ValueError):
        board(players=2, observer="all")                   # "all" only through reveal_all=True


def test_the_rules_never_import_jupyter():
    code = ("import sys, genesis_nb.planet as p; g = p.new_game(3, seed=1); "
            "sys.exit(any(m in sys.modules for m in ('anywidget', 'traitlets', 'ipywidgets', 'bokeh')))")
    run = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True)
    assert run.returncode == 0, run.stderr or "the rules imported a Jupyter or Bokeh package"


def test_front_end_files_are_found_and_loaded():
    js = static_file("planet_board.js")
    w = board(players=2, seed=1)
    assert "export default" in w._esm and "render" in w._esm
    assert ".gnb-planet" in w._css
    text = js.read_text()
    assert "innerHTML" not in text          # names are text, never HTML


def test_observer_and_teacher_switch_are_not_synced():
    """The browser cannot choose whose eyes it looks through: neither is a synced trait."""
    w = board(players=3, seed=1)
    synced = set(w.keys)
    assert not {"observer", "reveal_all", "handoff", "seat"} & synced
    assert synced >= {"view", "legal", "log", "error", "board_data", "texts"}


def test_view_is_the_rules_view_for_the_observer_with_words():
    g = new_game(["Ann", "Bo", "Cy"], seed=4)
    w = board(g, bots={1: "heuristic", 2: "random"})
    model = g.view(0)
    for key, value in model.items():
        if key in ("aid", "legal"):
            assert key not in w.view
        elif key == "players":
            for mine, theirs in zip(w.view["players"], value):
                for a, b in zip(mine["hand"], theirs["hand"]):
                    assert {k: v for k, v in a.items() if k not in ("need_text", "need_short")} == b
                    assert ("need_text" in a) == ("need" in b)
        elif key != "continents":
            assert w.view[key] == value
    hand = w.view["players"][0]["hand"]
    assert all(h["need_text"] == need_text(RULES, h["need"]) for h in hand)
    assert all("need_text" not in h for h in w.view["players"][1]["hand"])


def test_board_data_draws_every_space_apart_and_no_link_crosses_a_space():
    """P-LINK: the drawing of each face: spaces inside their continent, apart, links clear of others."""
    import itertools
    import math
    for faces in ("EEEE", "DDDD", "EDDE"):
        bd = board_data(RULES, faces, 3)
        lay = RULES.board.layout(faces)
        for c in bd["continents"]:
            x0, y0, w, h = c["box"]
            pts = {int(g): xy for g, xy in c["spaces"].items()}
            assert set(pts) == set(lay.spaces[c["index"]])
            for x, y in pts.values():
                assert x0 + 35 <= x <= x0 + w - 35 and y0 + 60 <= y <= y0 + h - 60
            for a, b in itertools.combinations(pts.values(), 2):
                assert math.dist(a, b) > 80
            assert sorted(tuple(e) for e in c["edges"]) == sorted(
                {tuple(sorted((g, n))) for g in lay.elements[c["index"]] for n in lay.neighbours[g]})
            for a, b in c["edges"]:
                (ax, ay), (bx, by) = pts[a], pts[b]
                for g, (x, y) in pts.items():
                    if g in (a, b):
                        continue
                    t = max(0.0, min(1.0, ((x - ax) * (bx - ax) + (y - ay) * (by - ay)) /
                                     ((bx - ax) ** 2 + (by - ay) ** 2)))
                    assert math.dist((x, y), (ax + t * (bx - ax), ay + t * (by - ay))) > 36


# --------------------------------------------------------------------------- legal actions
def test_legal_is_sent_only_to_the_seat_that_decides_and_round_trips():
    g = new_game(["Ann", "Bo", "Cy"], seed=9)
    w = board(g, bots={1: "random", 2: "random"})
    rng = random.Random(1)
    checked = 0
    while not g.is_over:
        if g.actor == 0:
            actions = g.legal_actions()
            assert len(w.legal["actions"]) == len(actions)
            for (js, label), a in zip(w.legal["actions"], actions):
                assert RULES.registry.from_json(json.loads(json.dumps(js))) == a
                assert label == g.rules.describe(a)
            w.handle(play_msg(rng.choice(w.legal["actions"])[0]))
            assert w.error == ""
            checked += 1
        else:
            assert w.legal["actions"] == [] and w.view["ui"]["bot_next"]
            w.bot_step()
    assert checked > 5 and w.legal["actions"] == []


# ----------------------------------------------------------------- whole games, scanned throughout
@pytest.mark.parametrize("seed,players,bots", [
    (1, 3, {1: "heuristic", 2: "random"}),          # one human, two bots
    (2, 4, {2: "heuristic", 3: "random"}),          # hot seat: two humans and two bots
    (3, 2, {}),                                     # hot seat: two humans
    (4, 3, {}),                                     # hot seat: three humans
    (5, 4, {1: "random"}),                          # three humans and a bot
])
def test_whole_games_never_send_a_need_the_observer_may_not_know(seed, players, bots):
    """P-SECRET, P-R-KNOWLEDGE: after every sync of a whole game (bots, clicks, hand-offs, refused
    clicks, undos, redos) the browser's copy holds no need its observer may not know."""
    for k, options in enumerate(OPTION_SETS[:4]):
        g = new_game(players, seed=seed * 10 + k, options=options)
        w = board(g, bots=bots)
        m = Mirror(w)
        drive(w, seed * 100 + k)
        assert g.is_over
        w.handle({"cmd": "log_all"})
        assert m.scans > 50
        humans = players - len(bots)
        if humans > 1:
            assert m.handoffs_seen > 0
        # at the end every element pawn is known to all: the reveal shows them, pawn by pawn
        assert len(w.view["reveal"]["steps"]) == 20


def test_the_teacher_view_shows_everything_and_plays_every_human_seat():
    g = new_game(3, seed=8)
    w = board(g, bots={2: "heuristic"}, reveal_all=True)
    m = Mirror(w)
    assert w.observer == "all" and w.handoff is None
    assert all("need" in h for p in w.view["players"] for h in p["hand"])
    assert "pawns" in w.view["bag"]
    drive(w, 8, undo_rate=0.05)
    assert m.handoffs_seen == 0
    w.reveal_all = False                       # back to a seat's eyes: the hand-off comes first
    assert w.view["ui"]["observer"] in (0, 1, "public")


# ------------------------------------------------------------------------------- the hand-off
def hot_seat(seed=2, players=("Ann", "Bo", "Cy")):
    g = new_game(list(players), seed=seed)
    w = board(g)
    return g, w


def test_the_handoff_hides_everything_private_until_the_next_player_is_ready():
    """Hot seat: when another human must decide, the browser gets the public view only (no hand's
    needs, no legal actions, the public log) until "ready"; then that seat's view."""
    g, w = hot_seat()
    m = Mirror(w)
    first = g.actor
    assert w.observer is None and w.handoff == first
    assert w.view["ui"]["handoff"] == first and w.view["observer"] == "public"
    assert not any("need" in h for p in w.view["players"] for h in p["hand"])
    assert w.legal["actions"] == []
    assert all(line[4] is None for lines in m.log.values() for line in lines)     # no private line
    w.handle({"cmd": "ready"})
    assert w.observer == first and w.handoff is None and w.view["observer"] == first
    assert all("need" in h for h in w.view["players"][first]["hand"])
    assert m.log_key.startswith(f"{first}|") and any(line[4] for lines in m.log.values() for line in lines)
    # indicate: the previous player designates next, so the screen must be passed on
    w.handle(play_msg(w.legal["actions"][0][0]))
    designator = (first - 1) % 3
    assert g.actor == designator and w.handoff == designator
    assert w.view["observer"] == "public" and w.legal["actions"] == []
    assert not any("need" in h for p in w.view["players"] for h in p["hand"])
    assert w.log["first"] == 0                 # the whole log is replaced: the first player's lines go
    assert all(line[4] is None for lines in m.log.values() for line in lines)
    w.ready()
    assert w.observer == designator and w.view["ui"]["decides"]
    assert {a[0]["type"] for a in w.legal["actions"]} == {"designate"}


def test_a_click_from_a_seat_that_does_not_decide_is_refused_with_the_sentence():
    """The core's seat check: during a hand-off the screen still belongs to the last player; a click
    sent for them is refused with the sentence naming who must decide, and nothing changes."""
    g, w = hot_seat()
    w.ready()
    w.handle(play_msg(w.legal["actions"][0][0]))           # indicate
    before = (g.notation(), len(g.steps))
    me, other = w.observer, g.actor
    action = g.legal_actions()[0]                           # the designator's action
    w.handle(play_msg(RULES.registry.to_json(action)))
    expected = f"It is not {g.players[me]}'s turn: {g.players[other]} must decide now."
    assert w.error == expected
    assert (g.notation(), len(g.steps)) == before
    # the same for a bot's turn
    g2 = new_game(["Ann", "Bo"], seed=3)
    w2 = board(g2, bots={1: "random"})
    if g2.actor == 0:
        w2.handle(play_msg(w2.legal["actions"][0][0]))
    assert g2.actor == 1
    n = len(g2.steps)
    w2.handle(play_msg(RULES.registry.to_json(g2.legal_actions()[0])))
    assert "computer plays that seat" in w2.error and len(g2.steps) == n


def test_a_refused_click_shows_the_rules_sentence_and_changes_nothing():
    """P-PLACE / P-WHITE: the refusal is the rules' own sentence; a good click clears it."""
    text = pos([["m1", "p1", "o1"], ["i1", "a1", "w2"]], phase="place", indicated=0, designated="B")
    g = game_at(text)
    w = board(g)
    assert w.observer == 0 or w.observer is None
    if w.handoff is not None:
        w.ready()
    before = (g.notation(), dict(w.view), dict(w.legal))
    bad = Place(0, SPACE["A1"])                              # not the designated continent
    w.handle(play_msg(RULES.registry.to_json(bad)))
    assert w.error == g.why_not(bad).message()
    assert "not on Boreal" in w.error
    assert (g.notation(), dict(w.view), dict(w.legal)) == before
    white = Place(0, SPACE["Bw"])
    w.handle(play_msg(RULES.registry.to_json(white)))
    assert w.error == g.why_not(white).message() and "white space" in w.error
    w.handle(play_msg(RULES.registry.to_json(Place(0, SPACE["B1"]))))
    assert w.error == "" and g.state.board[SPACE["B1"]] >= 0


# ------------------------------------------------------------------------------------- undo
def test_undo_does_not_leak_a_drawn_need():
    """Ann places and draws (she sees the new pawn's need); after undo that pawn is back in the bag and
    nothing the browser holds shows its need any more (its lines leave the log too)."""
    g = new_game(["Ann", "Bo", "Cy"], seed=21)
    w = board(g, bots={1: "heuristic", 2: "heuristic"})
    m = Mirror(w)
    w.run_bots()
    while g.state.phase != "place":
        w.handle(play_msg(w.legal["actions"][0][0]))
        w.run_bots()
    n = len(g.steps)
    bag_before = set(g.state.bag)
    w.handle(play_msg(w.legal["actions"][0][0]))           # place, then draw
    drawn = [p for p in g.state.hands[0] if p in bag_before]
    assert len(drawn) == 1
    drawn = drawn[0]
    text = json.dumps(w.get_state(), ensure_ascii=False)
    assert traces(drawn)[1].search(text)                                # Ann sees what she drew ...
    w.handle({"cmd": "undo"})
    assert len(g.steps) == n and drawn in g.state.bag
    assert w.observer == 0 and w.handoff is None
    text = json.dumps({k: v for k, v in m.state.items() if k not in ("_esm", "_css", "board_data")} |
                      {"log": [m.log[p] for p in sorted(m.log)]}, ensure_ascii=False)
    if not any(m.knowledge.now().may_know(0, q) for q in NEED_OWNERS[PAWNS[drawn].need]):
        for trace in traces(drawn):
            assert not trace.search(text)                               # ... and no longer after undo
    assert max(m.log) == n
    w.handle({"cmd": "redo"})
    assert len(g.steps) >= n + 1 and drawn in g.state.hands[0]


def test_undo_back_to_another_humans_decision_passes_the_screen_first():
    g, w = hot_seat(seed=4)
    Mirror(w)
    w.ready()
    first = w.observer
    w.handle(play_msg(w.legal["actions"][0][0]))           # indicate; the designator must decide
    designator = g.actor
    w.ready()
    assert w.observer == designator
    w.handle({"cmd": "undo"})                              # the designator takes back the indication
    assert g.actor == first and w.handoff == first
    assert w.view["observer"] == "public" and w.legal["actions"] == []
    assert not any("need" in h for p in w.view["players"] for h in p["hand"])
    w.handle({"cmd": "redo"})                              # redo is the first player's move: not now
    assert "Pass the screen" in w.error and g.can_redo
    w.ready()
    assert w.observer == first and w.view["ui"]["can_redo"]


def test_undo_with_bots_returns_to_the_humans_last_decision():
    g = new_game(["Ann", "Bo", "Cy"], seed=6)
    w = board(g, bots={1: "random", 2: "random"})
    w.run_bots()
    n = len(g.steps)
    assert g.actor == 0
    w.handle(play_msg(w.legal["actions"][0][0]))
    w.run_bots()
    while g.actor != 0:
        w.handle(play_msg(w.legal["actions"][0][0]))
        w.run_bots()
    w.handle({"cmd": "undo"})
    assert g.actor == 0 and w.view["ui"]["decides"]
    while len(g.steps) > n:
        w.undo()
    assert len(g.steps) == n and g.actor == 0
    w.handle({"cmd": "undo"}) if g.can_undo else None
    assert w.error in ("", "There is nothing to undo.")


# --------------------------------------------------------------------------------------- log
def test_the_log_tells_each_observer_only_what_it_may_know():
    g, w = hot_seat(seed=5)
    m = Mirror(w)
    w.ready()
    seat = w.observer
    lines = [line for p in sorted(m.log) for line in m.log[p]]
    assert [line[3] for line in lines] == g.narrate(g.events(seat), observer=seat) == w.narration()
    private = [line for line in lines if line[4] is not None]
    assert private and all(line[4] == [g.players[seat]] for line in private)
    # another observer: the whole log is replaced by that observer's
    w.handle(play_msg(w.legal["actions"][0][0]))
    assert w.log["first"] == 0 and w.log["key"].startswith("public|")
    # the same observer: an action sends only the lines of its own ply
    g2 = new_game(["Ann", "Bo", "Cy"], seed=5)
    w2 = board(g2, bots={1: "random", 2: "random"})
    Mirror(w2)
    w2.run_bots()
    w2.handle(play_msg(w2.legal["actions"][0][0]))
    n = len(g2.steps)
    assert w2.log["first"] == n and all(line[0] == n for line in w2.log["lines"])
    w2.bot_step()
    assert w2.log["first"] == n + 1


def test_the_scanner_catches_a_leak(monkeypatch):
    """Sanity of the scan: a hidden need slipped into the view (or a sentence into the log) is caught."""
    import genesis_nb.planet.widget as widget_module
    g = new_game(["Ann", "Bo"], seed=3)
    oracle = Oracle(g)
    other = next(p for p in g.state.hands[1]
                 if not any(oracle.may_know(0, q) for q in NEED_OWNERS[PAWNS[p].need]))
    honest = widget_module.board_view

    def leaky(rules, state, observer, lang="en"):
        v = honest(rules, state, observer, lang)
        v["pending"]["hint"] = need_text(RULES, PAWNS[other].need_data())
        return v

    w = board(g, observer=0)
    Mirror(w)
    monkeypatch.setattr(widget_module, "board_view", leaky)
    with pytest.raises(AssertionError):
        w.observer = 0              # a refresh sends the leaky view: the scan must fail


# ---------------------------------------------------------------------------------- the end
def test_the_reveal_shows_pawn_by_pawn_which_needs_failed_and_why():
    """P-REVEAL, P-REMOVE, P-SCORE, P-LEVEL: the reveal lists every element pawn with its verdict; the
    failures are exactly the rules' removals with their reasons; continents, score and level as scored."""
    g = new_game(["Ann", "Bo", "Cy"], seed=12)
    bots = [HeuristicBot(i) for i in range(3)]
    while not g.is_over:
        g.play(bots[g.actor].choose(g))
    w = board(g, observer=1)
    r = w.view["reveal"]
    removed = {RULES.labels[s]: why for s, _, why in g.state.removed}
    assert len(r["steps"]) == 20
    assert {s["label"] for s in r["steps"] if not s["ok"]} == set(removed)
    for s in r["steps"]:
        if not s["ok"]:
            assert s["reason"] == RULES.catalogue.word(f"word.reason.{removed[s['label']]}", "en")
    sheet = g.scores()
    assert r["score"] == sheet.team and r["level"] == sheet.level
    for c, row in zip(r["continents"], sheet.rows.values()):
        assert (c["elements"], c["oxygen"]) == (row["elements"], row["oxygen"])
    assert w.legal["actions"] == [] and w.view["over"]


# --------------------------------------------------------------------------- bots and words
def test_bots_play_a_whole_game_one_request_at_a_time_and_wait_when_paused():
    g = new_game(4, seed=13)
    w = board(g, bots={s: "random" for s in range(4)})
    assert w.observer is None and w.view["observer"] == "public"
    w.handle({"cmd": "pause", "paused": True})
    assert not w.view["ui"]["bot_next"] and not w.bot_step()
    w.handle({"cmd": "pause", "paused": False})
    n = 0
    while w.view["ui"]["bot_next"]:
        w.handle({"cmd": "bot_step", "at": len(g.steps)})
        n += 1
    assert g.is_over and n == len(g.steps)
    assert not w.bot_step(expect=0)


def test_the_javascript_uses_only_texts_that_exist():
    js = static_file("planet_board.js").read_text()
    known = set(ui_texts("en"))
    used = set(re.findall(r"\bt\.([a-z_]+)\b", js)) | set(re.findall(r"t\[\"([^\"]+)\"\]", js))
    used -= {"textContent"}
    assert used <= known, used - known
    for prefix in ("kind", "colour", "soil", "action", "letter", "who", "prompt", "step", "need_short"):
        assert any(k.startswith(prefix + ".") for k in known), prefix
    for soil in RULES.board.soils:
        assert f"soil.{soil}" in known
    for phase in ("indicate", "designate", "place", "flip", "exchange", "look", "look_move", "share",
                  "bacteria_move"):
        assert f"who.{phase}" in known and f"prompt.{phase}" in known
    assert all(k.startswith("ui.") for k in ui_message_keys())


def test_what_is_sent_per_action_stays_small():
    g = new_game(4, seed=14)
    w = board(g, bots={1: "random", 2: "random", 3: "random"})
    sizes = []
    w._send = lambda msg, buffers=None: sizes.append(len(json.dumps(msg, ensure_ascii=False)))
    rng = random.Random(0)
    while not g.is_over:
        if w.view["ui"]["bot_next"]:
            w.bot_step()
        else:
            human_click(w, rng)
    assert max(sizes) < 40_000, max(sizes)


def test_designation_by_the_previous_player_through_the_board():
    """P-INDICATE, P-DESIGNATE, P-PLACE: the indicate step by the active player, the designation by the
    previous one (another seat decides), then the placement, all by clicking."""
    text = pos([["m1", "p1", "w1"], ["i1", "a1", "w2"]], turn=0)
    g = game_at(text)
    w = board(g)
    w.ready()
    assert w.observer == 0 and w.view["designator"] == 1
    w.handle(play_msg({"type": "indicate", "slot": 2}))
    assert w.handoff == 1 and w.view["pending"]["indicated"] == {"slot": 2, "colour": "blue"}
    w.ready()
    assert [a[0]["type"] for a in w.legal["actions"]] == ["designate"] * len(w.legal["actions"])
    w.handle(play_msg({"type": "designate", "continent": 1}))
    assert g.state.designated == 1 and w.handoff == 0
    w.ready()
    lit = {a[0]["space"] for a in w.legal["actions"] if a[0]["slot"] == 2}
    assert lit == {SPACE[f"B{i}"] for i in range(1, 6)}
    w.handle(play_msg({"type": "place", "slot": 2, "space": SPACE["B3"], "need_up": False}))
    assert w.error == "" and g.state.board[SPACE["B3"]] >= 0
    assert [e.kind for e in g.steps[-1].events][:1] == ["place"]
    assert isinstance(g.steps[0].action, Indicate) and isinstance(g.steps[1].action, Designate)
