"""The planet board widget on the shared board layer, driven through its message handler (no browser).

The board is the kit's first with hidden information: what the browser receives must be what its
observer may know, nothing more (P-SECRET, P-R-KNOWLEDGE). ``Mirror`` records every message the widget
sends (synced state and custom messages), rebuilds the browser's copy (the log merged as the shell's log
panel merges it, asking for the whole log when the board sends a part of it), and after EVERY message
scans that copy and the message for any trace of a need the observer may not know. Who may know what is
worked out independently, by replaying the game with the ``Oracle`` of the view tests
(tests/planet/planet_helpers.py), never from ``state.known``.
"""

from __future__ import annotations

import json
import random
import re
import subprocess
import sys
from xml.sax.saxutils import escape

import pytest

pytest.importorskip("anywidget")

from planet_helpers import OPTION_SETS, SPACE, Oracle, game_at, pos  # noqa: E402

from genesis_nb.board.drawing import drawing_svg, unpack  # noqa: E402
from genesis_nb.board.log import LOG_BUDGET, log_window  # noqa: E402
from genesis_nb.board.widget import GameBoard  # noqa: E402
from genesis_nb.core.game import Game  # noqa: E402
from genesis_nb.planet import (  # noqa: E402
    RULES,
    Designate,
    Indicate,
    Place,
    board,
    new_game,
)
from genesis_nb.planet.bots import HeuristicBot  # noqa: E402
from genesis_nb.planet.examples import EXAMPLES  # noqa: E402
from genesis_nb.planet.text import need_text  # noqa: E402
from genesis_nb.planet.ui import SPEC, drawn_pawn, need_short, ui_message_keys, ui_texts  # noqa: E402

PAWNS = RULES.board.pawns
NEED_OWNERS: dict[str, list[int]] = {}
for _p, _pawn in enumerate(PAWNS):
    NEED_OWNERS.setdefault(_pawn.need, []).append(_p)
#: Every update (view + legal + log) stays under this many bytes (the issue's bound: 16 KB).
UPDATE_BOUND = 16 * 1024


def traces(p: int) -> list[re.Pattern[str]]:
    """Every form in which the board could carry pawn ``p``'s need: its code (a JSON string), its
    sentence (anywhere in a text, not as the start of a longer need's sentence) and its short tag
    (a JSON string of its own). An oxygen's tag is its action's word, which is everywhere: not a trace."""
    d = PAWNS[p].need_data()
    out = [re.compile(re.escape(f'"{d["code"]}"')), re.compile(re.escape(need_text(RULES, d)) + r"(?![\w ])")]
    if PAWNS[p].kind not in ("oxygen", "bacteria"):
        out.append(re.compile(re.escape(f'"{need_short(d)}"')))
        out.append(re.compile(">" + re.escape(escape(need_short(d))) + "<"))  # a text of the drawing's SVG
    return out


def seen(w: GameBoard) -> dict:
    """The rules' view the board's drawing is drawn from (the position shown, through its observer's eyes)."""
    ui = w.view["ui"]
    return w.game.rules.view(w.game.state_at(ui["ply"]), ui["observer"])


def drawing(w: GameBoard) -> str:
    """The SVG the browser shows."""
    return unpack(w.drawing)


def leaks(text: str, obs, oracle: Oracle) -> list[str]:
    """The needs ``text`` shows that ``obs`` may not know (pawn codes), checked by every trace."""
    found = []
    for p, pawn in enumerate(PAWNS):
        if oracle.may_know(obs, p):
            continue
        if re.search(rf'"{pawn.code}"', text):
            found.append(pawn.code)
            continue
        if any(oracle.may_know(obs, q) for q in NEED_OWNERS[pawn.need]):
            continue  # a need shared with a pawn the observer knows (water, oxygen)
        if any(t.search(text) for t in traces(p)):
            found.append(pawn.code)
    return found


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
            self._reset()  # an undo: forget the undone line, start again
        for step in steps[len(self.steps) :]:
            before = self.replay.state.copy()
            self.replay.play(step.action)
            self.oracle.update(self.replay, before, step.action)
            self.steps.append(step)
        assert self.replay.state == self.game.state
        return self.oracle


# ----------------------------------------------------------------------------- the browser's copy
class Mirror:
    """What the browser holds: every synced value it was sent, and the log merged as the shell merges it
    (a whole log replaces it; a part of a whole log, marked ``from``, makes the board ask for all of it).
    Scans the copy and each custom message after every message (``scans`` counts them)."""

    def __init__(self, w: GameBoard, check=None) -> None:
        self.w = w
        self.state = dict(w.get_state())
        self.log: dict[int, list] = {}
        self.log_key = None
        self.knowledge = Knowledge(w.game)
        self.scans = 0
        self.handoffs_seen = 0
        self.holds_seen = 0
        self.windows_seen = 0
        self.want_whole_log = False
        self.largest_update = 0
        self.largest_custom = 0
        self.check = check
        self._merge_log(self.state["log"])
        w._send = self._send
        self.scan()

    def _merge_log(self, log) -> None:
        first = log["first"]
        if first == 0:
            self.log = {}
            if log.get("from"):
                self.want_whole_log = True
                self.windows_seen += 1
        elif log["key"] != self.log_key:
            raise AssertionError("a part of a log for another observer: the shell would ask for all of it")
        else:
            self.log = {p: v for p, v in self.log.items() if p <= first}
        for line in log["lines"]:
            assert first <= line[0] <= log["total"]
            self.log.setdefault(line[0], []).append(line)
        self.log_key = log["key"]

    def _send(self, msg, buffers=None) -> None:
        if msg.get("method") == "update":
            state = msg["state"]
            self.state.update(state)
            if "log" in state:
                self._merge_log(state["log"])
            if {"view", "legal", "log"} & set(state):
                size = len(
                    json.dumps({k: self.state[k] for k in ("view", "legal", "log")}, ensure_ascii=False).encode()
                )
                self.largest_update = max(self.largest_update, size)
        elif msg.get("method") == "custom":
            content = msg["content"]
            text = json.dumps(content, ensure_ascii=False)
            self.largest_custom = max(self.largest_custom, len(text.encode()))
            obs = self.w.shown_to()
            assert not leaks(text, obs, self.knowledge.now()), (obs, content.get("kind"))
            if content.get("kind") == "log_all":
                self.want_whole_log = False
                self.log = {}
                for line in content["lines"]:
                    self.log.setdefault(line[0], []).append(line)
                self.log_key = content["key"]
        self.scan()

    def ask_whole_log(self) -> None:
        """What the board's JavaScript does on a log sent in part: ask for all of it."""
        if self.want_whole_log:
            self.w.handle({"cmd": "log_all"})

    def scan(self) -> None:
        w = self.w
        obs = w.shown_to()
        scan_state(self.state, self.log, obs, self.knowledge.now(), w)
        if self.check is not None:
            self.check(self)
        self.scans += 1
        ui = self.state["view"]["ui"]
        if ui["handoff"] is not None:
            self.handoffs_seen += 1
        if w.holding is not None:
            self.holds_seen += 1


def scan_state(state: dict, log: dict, obs, oracle: Oracle, w: GameBoard | None = None) -> None:
    """No synced value (the drawing unpacked, the merged log) holds a need ``obs`` may not know (the board's
    fixed words aside, which are checked to be exactly those)."""
    assert state["board_data"] == {}
    assert state["texts"] == ui_texts(state["lang"])  # the board's fixed words, nothing else
    body = {k: v for k, v in state.items() if k not in ("_esm", "_css", "board_data", "texts", "drawing")}
    body["drawing"] = unpack(w.drawing) if w is not None else ""
    body["merged_log"] = [line for p in sorted(log) for line in log[p]]
    text = json.dumps(body, ensure_ascii=False)
    assert not leaks(text, obs, oracle), obs
    view = state["view"]
    assert view["ui"]["observer"] == obs and set(view) == {"ui", "over", "scores", "actor", "players"}
    legal = state["legal"]
    if legal["targets"]:
        assert obs == "all" or obs == legal["actor"], "legal actions sent to a seat that does not decide"
    if view["ui"]["handoff"] is not None:
        assert obs == "public" and not legal["targets"]


# --------------------------------------------------------------------------------------- helpers
def play_msg(action_json):
    return {"cmd": "play", "action": action_json}


def all_actions(w: GameBoard) -> list[dict]:
    """Every action the board offers now, as the browser gets them (fetching what the wire left out)."""
    out: list = []
    for key, (n, _label, options) in w.legal["targets"].items():
        if options is not None and len(options) == n:
            out += [o[0] for o in options]
            continue
        got: list = []
        sent: list = []
        old = w._send
        w._send = lambda msg, buffers=None: (sent.append(msg), old(msg, buffers))  # noqa: B023 (called at once)
        try:
            while len(got) < n:
                w.handle({"cmd": "options", "target": key, "offset": len(got), "at": w.legal["ply"]})
                page = sent[-1]["content"]
                assert page["kind"] == "options" and page["target"] == key and page["total"] == n
                got += page["options"]
        finally:
            w._send = old
        out += [o[0] for o in got]
    unique = []  # an action reached in several ways (a swap in either order, the pawn indicated) once
    for a in out:
        if a not in unique:
            unique.append(a)
    return unique


def human_click(w: GameBoard, rng: random.Random) -> None:
    """What a person at the screen does: pass the screen on, take it, or click one of the lit actions."""
    ui = w.view["ui"]
    if ui["handoff"] is not None or w.holding is not None:
        w.handle({"cmd": "ready"})
        assert w.error == "", w.error
        return
    actions = all_actions(w)
    assert actions, "a human decides but nothing is lit"
    w.handle(play_msg(rng.choice(actions)))
    assert w.error == "", w.error


def wrong_clicks(w: GameBoard, rng: random.Random) -> None:
    """Clicks that must change nothing: an action of another phase, a far space, a bad message."""
    g = w.game
    before = (g.notation(), len(g.steps))
    legal_now = all_actions(w) if w.legal["targets"] else []
    for msg in (
        play_msg({"type": "designate", "continent": rng.randrange(4)}),
        play_msg({"type": "place", "slot": 0, "space": rng.randrange(RULES.n_spaces), "need_up": False}),
        play_msg({"type": "flip", "space": rng.randrange(RULES.n_spaces)}),
        {"cmd": "options", "target": "space:99"},
        {"cmd": "nonsense"},
        "not even a dict",
    ):
        if isinstance(msg, dict) and msg.get("action") in legal_now:
            continue
        w.handle(msg)
        assert (g.notation(), len(g.steps)) == before
        assert w.error


def drive(
    w: GameBoard,
    seed: int,
    mirror: Mirror | Sizes | None = None,
    undo_rate: float = 0.08,
    wrong_rate: float = 0.1,
    seek_rate: float = 0.03,
    max_moves: int = 6000,
) -> None:
    """Play a whole game through the board: the bots when the board would ask them, the humans by
    clicking (with hand-offs and holds), refused clicks, undos, redos and looks at the past now and then."""
    rng = random.Random(seed)
    g = w.game
    for _ in range(max_moves):
        if mirror is not None:
            mirror.ask_whole_log()
        if g.is_over:
            return
        if w.view["ui"]["bot_next"]:
            assert w.bot_step(expect=len(g.steps))
            continue
        if rng.random() < wrong_rate:
            wrong_clicks(w, rng)
        if g.steps and rng.random() < seek_rate:
            w.handle({"cmd": "seek", "ply": rng.randrange(len(g.steps))})
            w.handle({"cmd": "seek", "ply": len(g.steps)})
            continue
        if g.can_undo and rng.random() < undo_rate:
            w.handle({"cmd": "undo"})
            if g.can_redo and rng.random() < 0.5 and w.view["ui"]["handoff"] is None and w.holding is None:
                w.handle({"cmd": "redo"})
            continue
        human_click(w, rng)
    raise AssertionError("the game did not end")


# ------------------------------------------------------------------------------------ the API
def test_board_api_and_the_lazy_factory():
    import genesis_nb.planet as planet

    w = planet.board(players=["Ann", "Bo", "Cy"], bots={1: "heuristic", 2: "random"}, seed=11)
    assert isinstance(w, GameBoard) and w.spec.game == "planet"
    assert w.game.players == ["Ann", "Bo", "Cy"] and w.game.seed == 11
    assert w.seats == ["human", "heuristic", "random"]
    assert w.observer == 0 and w.handoff is None and w.holding is None  # the one human seat
    with pytest.raises(ValueError):
        board(players=2, bots={5: "random"})
    with pytest.raises(ValueError):
        board(players=2, bots={1: "clever"})
    with pytest.raises(ValueError):
        board(players=2, observer=2)
    with pytest.raises(ValueError):
        board(players=2, observer="all")  # "all" only through reveal_all=True
    w = board(players=2, seed=3, options={"faces": "difficult"}, bot_delay=50, observer=1)
    assert w.game.options.faces == "difficult" and w.bot_delay == 50 and w.observer == 1


def test_the_rules_never_import_jupyter():
    code = (
        "import sys, genesis_nb.planet as p; g = p.new_game(3, seed=1); p.RULES; "
        "import genesis_nb.planet.ui; "
        "sys.exit(any(m in sys.modules for m in ('anywidget', 'traitlets', 'ipywidgets', 'bokeh')))"
    )
    run = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True)
    assert run.returncode == 0, run.stderr or "the rules (or the board's spec) imported a Jupyter package"


def test_front_end_is_the_shell_drawing_the_picture():
    """The board is the common shell showing the game's picture: no planet JavaScript or CSS of its own."""
    w = board(players=2, seed=1)
    assert "/* ---- shell_drawing.js ---- */" in w._esm and "planet_" not in w._esm
    assert "planet_board.css" not in w._css
    assert drawing(w).startswith("<svg") and 'class="gnb-marks"' in drawing(w)


def test_observer_and_teacher_switch_are_not_synced():
    """The browser cannot choose whose eyes it looks through: none of these is a synced trait."""
    w = board(players=3, seed=1)
    synced = set(w.keys)
    assert not {"observer", "reveal_all", "handoff", "seat", "holding"} & synced
    assert synced >= {"view", "legal", "log", "error", "board_data", "texts"}


def test_the_view_is_the_shells_and_the_drawing_the_observers_picture():
    """The synced view holds only what the shell reads; the drawing is the picture of the rules' view for the
    observer: the needs of its own hand shown, not the others'."""
    g = new_game(["Ann", "Bo", "Cy"], seed=4)
    w = board(g, bots={1: "heuristic", 2: "random"})
    assert set(w.view) == {"ui", "over", "scores", "actor", "players"}
    assert [p["name"] for p in w.view["players"]] == ["Ann", "Bo", "Cy"]
    svg = drawing(w)
    assert svg == drawing_svg(SPEC, g, len(g.steps), 0, "en", {})
    assert "Seen through Ann" in svg
    oracle = Oracle(g)
    for p in g.state.hands[0]:
        assert f">{escape(need_short(PAWNS[p].need_data()))}<" in svg
    assert not leaks(svg, 0, oracle)
    assert w.board_data == {}


# --------------------------------------------------------------------------- legal actions
def test_legal_targets_hold_exactly_the_legal_actions_and_only_for_the_seat_that_decides():
    """One wire format: every legal action behind exactly one target (inline or fetched a page at a
    time), each round-tripping through JSON; nothing lit on a bot's turn or at the end."""
    g = new_game(["Ann", "Bo", "Cy"], seed=9)
    w = board(g, bots={1: "random", 2: "random"})
    rng = random.Random(1)
    checked = set()
    while not g.is_over:
        if g.actor == 0:
            offered = all_actions(w)
            actions = g.legal_actions()
            assert sorted(map(json.dumps, offered)) == sorted(json.dumps(RULES.registry.to_json(a)) for a in actions)
            assert w.legal["count"] == len(actions) and w.legal["actor"] == 0
            for key in w.legal["targets"]:
                assert re.fullmatch(r"hand:\d|cont:\d|space:\d+|hand:\d>space:\d+|space:\d+>space:\d+|skip", key), key
            checked.add(g.state.phase)
            w.handle(play_msg(rng.choice(offered)))
            assert w.error == ""
        else:
            assert w.legal["targets"] == {} and w.view["ui"]["bot_next"]
            w.bot_step()
    assert {"indicate", "place"} <= checked and w.legal["targets"] == {}


def test_a_bacterium_move_is_two_clicks_and_a_wrong_second_click_gets_the_rules_sentence():
    """P-BAC-MOVE: each move is a path of two keys (the pawn, then the free space); a second click on a space
    of the pawn's own continent means that move, which the rules refuse in their own words."""
    g = EXAMPLES["move"].start()
    w = board(g, bots={0: "random"})
    assert w.observer == 1
    w.handle(play_msg({"type": "place", "slot": 0, "space": 6, "need_up": False}))
    assert g.state.phase == "bacteria_move"
    assert set(w.legal["targets"]) == {f"space:{a.frm}>space:{a.to}" for a in g.legal_actions()}
    assert all(n == 1 for n, _, _ in w.legal["targets"].values())
    w.handle({"cmd": "click", "keys": ["space:12", "space:11"], "at": len(g.steps)})  # same continent: refused
    assert w.error == g.why_not(RULES.registry.from_json({"type": "bacteria_move", "frm": 12, "to": 11})).message()
    w.handle(play_msg({"type": "bacteria_move", "frm": 12, "to": 2}))
    assert w.error == "" and g.state.board[2] >= 0


# ----------------------------------------------------------------- whole games, scanned throughout
@pytest.mark.parametrize(
    "seed,players,bots",
    [
        (1, 3, {1: "heuristic", 2: "random"}),  # one human, two bots
        (2, 4, {2: "heuristic", 3: "random"}),  # hot seat: two humans and two bots
        (3, 2, {}),  # hot seat: two humans
        (5, 4, {1: "random"}),  # three humans and a bot
    ],
)
def test_whole_games_never_send_a_need_the_observer_may_not_know(seed, players, bots):
    """P-SECRET, P-R-KNOWLEDGE: after every message of a whole game (bots, clicks, hand-offs, holds,
    refused clicks, undos, redos, looks at the past, options asked for, the whole log asked for) the
    browser's copy and every custom message hold no need their observer may not know."""
    for k, options in enumerate(OPTION_SETS[:3]):
        g = new_game(players, seed=seed * 10 + k, options=options)
        w = board(g, bots=bots)
        m = Mirror(w)
        drive(w, seed * 100 + k, mirror=m)
        assert g.is_over
        w.handle({"cmd": "log_all"})
        assert m.scans > 50 and m.largest_update <= UPDATE_BOUND
        if players - len(bots) > 1:
            assert m.handoffs_seen > 0 and m.holds_seen > 0
        assert "Team score" in drawing(w)


def test_the_teacher_view_shows_everything_and_plays_every_human_seat():
    g = new_game(3, seed=8)
    w = board(g, bots={2: "heuristic"}, reveal_all=True)
    m = Mirror(w)
    assert w.observer == "all" and w.handoff is None and w.holding is None
    assert all("need" in h for p in seen(w)["players"] for h in p["hand"])
    assert "pawns" in seen(w)["bag"] and "every need is shown" in drawing(w)
    drive(w, 8, mirror=m, undo_rate=0.05)
    assert m.handoffs_seen == 0 and m.holds_seen == 0
    w.reveal_all = False  # back to the players' own eyes
    assert w.view["ui"]["observer"] in (0, 1, "public")


# ------------------------------------------------------------------------------- the hand-off
def hot_seat(seed=2, players=("Ann", "Bo", "Cy")):
    g = new_game(list(players), seed=seed)
    return g, board(g)


def test_the_handoff_hides_everything_private_until_the_next_player_is_ready():
    """Hot seat: when another human must decide, the browser gets the public view only (no hand's
    needs, no legal actions, the public log) until "ready"; then that seat's view."""
    g, w = hot_seat()
    m = Mirror(w)
    first = g.actor
    assert w.observer == "public" and w.handoff == first
    assert w.view["ui"]["handoff"] == first and w.view["ui"]["observer"] == "public"
    assert not any("need" in h for p in seen(w)["players"] for h in p["hand"])
    assert w.legal["targets"] == {}
    assert all(line[2] != "setup_needs" for lines in m.log.values() for line in lines)  # no private line
    w.handle({"cmd": "ready"})
    assert w.observer == first and w.handoff is None and w.view["ui"]["observer"] == first
    assert all("need" in h for h in seen(w)["players"][first]["hand"])
    assert m.log_key.startswith(f"{first}|") and any(
        line[2] == "setup_needs" for lines in m.log.values() for line in lines
    )
    # indicate: nothing private is learnt, so the screen passes on at once to the designator
    w.handle(play_msg({"type": "indicate", "slot": 0}))
    designator = (first - 1) % 3
    assert g.actor == designator and w.handoff == designator and w.holding is None
    assert w.view["ui"]["observer"] == "public" and w.legal["targets"] == {}
    assert not any("need" in h for p in seen(w)["players"] for h in p["hand"])
    assert w.log["first"] == 0  # the whole log is replaced: the first player's lines go
    assert all(line[2] != "setup_needs" for lines in m.log.values() for line in lines)
    w.ready()
    assert w.observer == designator and w.view["ui"]["decides"]
    assert set(w.legal["targets"]) == {f"cont:{a.continent}" for a in g.legal_actions()}


def test_the_player_who_drew_sees_the_pawn_before_the_screen_passes_on():
    """P-DRAW, P-SECRET: after placing, the player draws a pawn; the screen stays theirs (their view, the
    pawn marked as just drawn, its need named in the private log line) until they pass it on, and only
    then does the hand-off screen (public) come for the next player."""
    g, w = hot_seat(seed=5, players=("Ann", "Bo"))
    m = Mirror(w)
    w.ready()
    me = w.observer
    w.handle(play_msg({"type": "indicate", "slot": 0}))
    w.ready()
    w.handle(play_msg(all_actions(w)[0]))  # the designator designates
    w.ready()
    assert w.observer == me and g.state.phase == "place"
    bag = set(g.state.bag)
    w.handle(play_msg(all_actions(w)[0]))  # place, then draw
    drawn = [p for p in g.state.hands[me] if p in bag]
    assert len(drawn) == 1 and g.actor != me
    ui = w.view["ui"]
    assert w.holding == me and w.handoff is None and ui["handoff"] is None
    assert ui["observer"] == me == ui["seat"] and not ui["decides"] and w.legal["targets"] == {}
    assert drawn_pawn(g, len(g.steps), me) == (me, len(g.state.hands[me]) - 1)
    svg = drawing(w)
    assert "just drawn" in svg and f">{escape(need_short(PAWNS[drawn[0]].need_data()))}<" in svg
    lines = [line for line in m.log[len(g.steps)]]
    text = need_text(RULES, PAWNS[drawn[0]].need_data())
    assert any(line[2] == "draw_need" and text in line[3] for line in lines)
    w.handle(play_msg(RULES.registry.to_json(g.legal_actions()[0])))  # not theirs to play
    assert "must decide" in w.error and len(g.steps) == 3
    w.handle({"cmd": "ready"})  # "I have seen it: pass the screen"
    assert w.holding is None and w.handoff == g.actor and w.view["ui"]["observer"] == "public"
    assert not any("need" in h for p in seen(w)["players"] for h in p["hand"])  # (and Mirror scanned it all)
    w.handle({"cmd": "ready"})
    assert w.observer == g.actor and w.view["ui"]["decides"]
    # the undo of that placement: the decision is the one who drew again, so the screen goes back to them
    w.handle({"cmd": "undo"})
    assert g.actor == me and w.handoff == me and w.holding is None


def test_a_click_from_a_seat_that_does_not_decide_is_refused_with_a_sentence():
    """During a hand-off nobody is at the screen; on a bot's turn the computer plays: both refused."""
    g, w = hot_seat()
    w.ready()
    w.handle(play_msg({"type": "indicate", "slot": 0}))
    before = (g.notation(), len(g.steps))
    action = g.legal_actions()[0]  # the designator's action
    w.handle(play_msg(RULES.registry.to_json(action)))
    assert "must decide" in w.error and g.players[g.actor] in w.error
    assert (g.notation(), len(g.steps)) == before
    g2 = new_game(["Ann", "Bo"], seed=3)
    w2 = board(g2, bots={1: "random"})
    if g2.actor == 0:
        w2.handle(play_msg(all_actions(w2)[0]))
    assert g2.actor == 1
    n = len(g2.steps)
    w2.handle(play_msg(RULES.registry.to_json(g2.legal_actions()[0])))
    assert "computer plays that seat" in w2.error and len(g2.steps) == n


def test_a_refused_click_shows_the_rules_sentence_and_changes_nothing():
    """P-PLACE / P-WHITE: the refusal is the rules' own sentence; a good click clears it."""
    text = pos([["m1", "p1", "o1"], ["i1", "a1", "w2"]], phase="place", indicated=0, designated="B")
    g = game_at(text)
    w = board(g)
    if w.handoff is not None:
        w.ready()
    before = (g.notation(), json.dumps(w.view), json.dumps(w.legal))
    bad = Place(0, SPACE["A1"])  # not the designated continent
    w.handle(play_msg(RULES.registry.to_json(bad)))
    assert w.error == g.why_not(bad).message()
    assert "not on Boreal" in w.error
    assert (g.notation(), json.dumps(w.view), json.dumps(w.legal)) == before
    white = Place(0, SPACE["Bw"])
    w.handle(play_msg(RULES.registry.to_json(white)))
    assert w.error == g.why_not(white).message() and "white space" in w.error
    w.handle(play_msg(RULES.registry.to_json(Place(0, SPACE["B1"]))))
    assert w.error == "" and g.state.board[SPACE["B1"]] >= 0


def test_malformed_messages_are_refused_and_change_nothing():
    g, w = hot_seat()
    w.ready()
    before = (g.notation(), len(g.steps))
    for msg in (
        {"cmd": "play"},
        {"cmd": "seek", "ply": float("inf")},
        {"cmd": "play", "action": {"type": "fly"}},
        {"cmd": "options", "target": "exchange"},
        {"cmd": "ready", "extra": 1},
        [1, 2],
    ):
        w.handle(msg)
        assert w.error and (g.notation(), len(g.steps)) == before
    assert w.faults == []


# ------------------------------------------------------------------------------------- undo
def test_undo_does_not_leak_a_drawn_need():
    """Ann places and draws (she sees the new pawn's need); after undo that pawn is back in the bag and
    nothing the browser holds shows its need any more (its lines leave the log too)."""
    g = new_game(["Ann", "Bo", "Cy"], seed=21)
    w = board(g, bots={1: "heuristic", 2: "heuristic"})
    m = Mirror(w)
    w.run_bots()
    while g.state.phase != "place":
        w.handle(play_msg(all_actions(w)[0]))
        w.run_bots()
    n = len(g.steps)
    bag_before = set(g.state.bag)
    w.handle(play_msg(all_actions(w)[0]))  # place, then draw
    drawn = [p for p in g.state.hands[0] if p in bag_before]
    assert len(drawn) == 1
    drawn = drawn[0]
    text = json.dumps({k: v for k, v in w.get_state().items() if k != "drawing"}, ensure_ascii=False)
    assert traces(drawn)[1].search(text)  # Ann sees what she drew ...
    w.run_bots()
    w.handle({"cmd": "undo"})
    assert len(g.steps) == n and drawn in g.state.bag
    assert w.observer == 0 and w.handoff is None
    text = json.dumps(
        {k: v for k, v in m.state.items() if k not in ("_esm", "_css", "board_data", "drawing")}
        | {"log": [m.log[p] for p in sorted(m.log)], "drawing": drawing(w)},
        ensure_ascii=False,
    )
    if not any(m.knowledge.now().may_know(0, q) for q in NEED_OWNERS[PAWNS[drawn].need]):
        for trace in traces(drawn):
            assert not trace.search(text)  # ... and no longer after undo
    assert max(m.log) <= n
    w.handle({"cmd": "redo"})
    assert len(g.steps) >= n + 1 and drawn in g.state.hands[0]


def test_undo_back_to_another_humans_decision_passes_the_screen_first():
    g, w = hot_seat(seed=4)
    Mirror(w)
    w.ready()
    first = w.observer
    w.handle(play_msg({"type": "indicate", "slot": 1}))  # the designator must decide
    designator = g.actor
    w.ready()
    assert w.observer == designator
    w.handle({"cmd": "undo"})  # the designator takes back the indication
    assert g.actor == first and w.handoff == first
    assert w.view["ui"]["observer"] == "public" and w.legal["targets"] == {}
    assert not any("need" in h for p in seen(w)["players"] for h in p["hand"])
    w.handle({"cmd": "redo"})  # redo is the first player's move: not now
    assert "Pass the screen" in w.error and g.can_redo
    w.ready()
    assert w.observer == first and w.view["ui"]["can_redo"]


def test_undo_with_bots_returns_to_the_humans_last_decision():
    g = new_game(["Ann", "Bo", "Cy"], seed=6)
    w = board(g, bots={1: "random", 2: "random"})
    w.run_bots()
    n = len(g.steps)
    assert g.actor == 0
    w.handle(play_msg(all_actions(w)[0]))
    w.run_bots()
    while g.actor != 0:
        w.handle(play_msg(all_actions(w)[0]))
        w.run_bots()
    w.handle({"cmd": "undo"})
    assert g.actor == 0 and w.view["ui"]["decides"]
    while len(g.steps) > n:
        w.undo()
    assert len(g.steps) == n and g.actor == 0


def test_the_past_is_shown_through_the_same_eyes():
    """The history slider: an earlier position is the same observer's view of it, with nothing lit
    unless that seat decided there; a click there plays from it (a new future)."""
    g = new_game(["Ann", "Bo", "Cy"], seed=7)
    w = board(g, bots={1: "random", 2: "random"})
    m = Mirror(w)
    w.run_bots()
    for _ in range(8):
        if g.actor == 0:
            w.handle(play_msg(all_actions(w)[0]))
        w.run_bots()
    n = len(g.steps)
    for ply in range(n + 1):
        w.handle({"cmd": "seek", "ply": ply})
        assert drawing(w) == drawing_svg(SPEC, g, ply, 0, "en", {})
        assert w.view["ui"]["ply"] == ply and w.view["ui"]["present"] == (ply == n)
        assert bool(w.legal["targets"]) == (g.rules.actor(g.state_at(ply)) == 0)
    assert m.scans > n


# --------------------------------------------------------------------------------------- log
def test_the_log_tells_each_observer_only_what_it_may_know():
    g, w = hot_seat(seed=5)
    m = Mirror(w)
    w.ready()
    seat = w.observer
    lines = [line for p in sorted(m.log) for line in m.log[p]]
    assert [line[3] for line in lines] == g.narrate(g.events(seat), observer=seat) == w.narration()
    assert any(line[2] == "setup_needs" for line in lines)
    # another observer: the whole log is replaced by that observer's
    w.handle(play_msg({"type": "indicate", "slot": 0}))
    assert w.log["first"] == 0 and w.log["key"].startswith("public|")
    # the same observer: an action sends only the lines of its own ply
    g2 = new_game(["Ann", "Bo", "Cy"], seed=5)
    w2 = board(g2, bots={1: "random", 2: "random"})
    Mirror(w2)
    w2.run_bots()
    w2.handle(play_msg(all_actions(w2)[0]))
    n = len(g2.steps)
    assert w2.log["first"] == n - 1 and all(line[0] == n for line in w2.log["lines"])


def test_a_long_log_is_sent_in_part_and_the_rest_on_request():
    """A new observer late in a game: the update carries the last plies only (``from``), the board asks
    for the whole log, which comes as one message; the merged log is the observer's whole narration."""
    g = new_game(["Ann", "Bo", "Cy", "Dee"], seed=3)
    bots = [HeuristicBot(i) for i in range(4)]
    while len(g.steps) < 60:
        g.play(bots[g.actor].choose(g))
    w = board(g)
    m = Mirror(w)
    assert w.log["first"] == 0 and w.log["from"] > 0 and m.want_whole_log
    assert len(json.dumps(w.log["lines"], ensure_ascii=False).encode()) <= LOG_BUDGET + 2000
    m.ask_whole_log()
    assert not m.want_whole_log
    assert [line[3] for p in sorted(m.log) for line in m.log[p]] == g.narrate(g.events("public"), observer="public")
    w.ready()
    m.ask_whole_log()
    seat = w.observer
    assert [line[3] for p in sorted(m.log) for line in m.log[p]] == g.narrate(g.events(seat), observer=seat)
    small = {"key": "k", "first": 0, "total": 1, "lines": [[1, 0, "x", "short"]]}
    assert log_window(small) is small


def test_the_scanner_catches_a_leak(monkeypatch):
    """Sanity of the scan: a hidden need slipped into the drawing is caught."""
    import genesis_nb.board.drawing as board_drawing
    import genesis_nb.planet.picture as picture

    g = new_game(["Ann", "Bo"], seed=3)
    oracle = Oracle(g)
    other = next(p for p in g.state.hands[1] if not any(oracle.may_know(0, q) for q in NEED_OWNERS[PAWNS[p].need]))
    honest = picture.Picture.legend

    def leaky(self, y):
        self.s.text(0, 0, need_short(PAWNS[other].need_data()), 12)
        return honest(self, y)

    w = board(g, observer=0)
    Mirror(w)
    monkeypatch.setattr(picture.Picture, "legend", leaky)
    monkeypatch.setattr(board_drawing, "_recent", board_drawing.Recent(board_drawing.CACHED))  # none kept
    with pytest.raises(AssertionError):
        w.observer = 0  # a refresh sends the leaky drawing: the scan must fail


# ---------------------------------------------------------------------------------- the end
def test_the_end_shows_which_needs_failed_and_why_and_the_score():
    """P-REVEAL, P-REMOVE, P-SCORE, P-LEVEL: at the end the drawing turns every element pawn need side up,
    names each removed pawn with the rules' reason, each continent's verdict, the score and the level."""
    g = new_game(["Ann", "Bo", "Cy"], seed=12)
    bots = [HeuristicBot(i) for i in range(3)]
    while not g.is_over:
        g.play(bots[g.actor].choose(g))
    w = board(g, observer=1)
    svg = drawing(w)
    sheet = g.scores()
    assert g.state.removed
    words = " ".join(re.findall(r">([^<>]+)<", svg))  # the picture's texts, its wrapped lines joined
    for space, _, why in g.state.removed:
        assert f"{RULES.labels[space]} ({RULES.catalogue.word(f'word.reason.{why}', 'en')})" in words
    level = RULES.catalogue.word(f"word.level.{sheet.level}", "en")
    assert f"Final score: {sheet.team}" in svg or f"{sheet.team} of 24" in svg
    assert level in svg and ("validated ✓" in svg or "not validated ✗" in svg)
    assert w.legal["targets"] == {} and w.view["over"]


# --------------------------------------------------------------------------- bots and words
def test_bots_play_a_whole_game_one_request_at_a_time_and_wait_when_paused():
    g = new_game(4, seed=13)
    w = board(g, bots={s: "random" for s in range(4)})
    assert w.observer == "public" and w.view["ui"]["observer"] == "public"
    w.handle({"cmd": "pause", "paused": True})
    assert not w.view["ui"]["bot_next"] and not w.bot_step()
    w.handle({"cmd": "pause", "paused": False})
    n = 0
    while w.view["ui"]["bot_next"]:
        w.handle({"cmd": "bot_step", "at": len(g.steps)})
        n += 1
    assert g.is_over and n == len(g.steps)
    assert not w.bot_step(expect=0)


def test_the_picture_has_words_for_every_step():
    known = set(ui_texts("en"))
    for soil in RULES.board.soils:
        assert f"soil.{soil}" in known
    for phase in ("indicate", "designate", "place", "flip", "exchange", "look", "look_move", "share", "bacteria_move"):
        assert f"who.{phase}" in known and f"prompt.{phase}" in known
    assert all(k.startswith("ui.") for k in ui_message_keys())
    assert ui_texts("en")["language"] == ""  # one language: the shell shows no language button


class Sizes:
    """Measures what the board sends: the largest update (view + legal + log as the browser then holds
    them) and the largest custom message; asks for the whole log as the board's JavaScript does."""

    def __init__(self, w: GameBoard) -> None:
        self.w = w
        self.state = {k: w.get_state()[k] for k in ("view", "legal", "log")}
        self.largest_update = self.largest_custom = self.updates = 0
        w._send = self._send

    def _send(self, msg, buffers=None) -> None:
        if msg.get("method") == "update":
            state = msg["state"]
            self.state.update({k: v for k, v in state.items() if k in self.state})
            if {"view", "legal", "log"} & set(state):
                self.updates += 1
                size = len(json.dumps(self.state, ensure_ascii=False).encode()) + len(self.w.drawing)
                self.largest_update = max(self.largest_update, size)
        elif msg.get("method") == "custom":
            self.largest_custom = max(self.largest_custom, len(json.dumps(msg["content"], ensure_ascii=False).encode()))

    def ask_whole_log(self) -> None:
        if self.w.log.get("from"):
            self.w.handle({"cmd": "log_all"})


def test_every_update_stays_under_16_kb():
    """At most 16 KB per update (view + legal + log + the drawing) in every position reached: random games of 2 to 4
    players with hand-offs (a whole log for each new observer), the teacher's view (every need), undos,
    looks at the past and the end; every custom message (a page of options, the whole log asked for) too."""
    largest = largest_custom = updates = 0
    for seed in range(24):
        players = 2 + seed % 3
        g = new_game(players, seed=100 + seed, options=OPTION_SETS[seed % len(OPTION_SETS)])
        w = board(g, bots={s: "random" for s in range(2, players)} if seed % 2 else {}, reveal_all=seed % 4 == 0)
        m = Sizes(w)
        drive(w, seed, mirror=m, wrong_rate=0.0, undo_rate=0.03)
        largest = max(largest, m.largest_update)
        largest_custom = max(largest_custom, m.largest_custom)
        updates += m.updates
    print(f"largest update {largest} bytes, largest custom message {largest_custom} bytes, {updates} updates")
    assert updates > 2000
    assert largest <= UPDATE_BOUND and largest_custom <= UPDATE_BOUND


def test_designation_by_the_previous_player_through_the_board():
    """P-INDICATE, P-DESIGNATE, P-PLACE: the indicate step by the active player, the designation by the
    previous one (another seat decides), then the placement, all by clicking."""
    text = pos([["m1", "p1", "w1"], ["i1", "a1", "w2"]], turn=0)
    g = game_at(text)
    w = board(g)
    w.ready()
    assert w.observer == 0 and seen(w)["designator"] == 1
    assert set(w.legal["targets"]) == {"hand:0", "hand:1", "hand:2"}
    assert "blue (water)" in w.legal["targets"]["hand:2"][1]
    w.handle(play_msg({"type": "indicate", "slot": 2}))
    assert w.handoff == 1 and seen(w)["pending"]["indicated"] == {"slot": 2, "colour": "blue"}
    w.ready()
    assert all(k.startswith("cont:") for k in w.legal["targets"])
    w.handle(play_msg({"type": "designate", "continent": 1}))
    assert g.state.designated == 1 and w.handoff == 0
    w.ready()
    lit = {int(k.split(">space:")[1]) for k in w.legal["targets"] if k.startswith("hand:2>")}
    assert lit == {SPACE[f"B{i}"] for i in range(1, 6)}
    w.handle(play_msg({"type": "place", "slot": 2, "space": SPACE["B3"], "need_up": False}))
    assert w.error == "" and g.state.board[SPACE["B3"]] >= 0
    assert [e.kind for e in g.steps[-1].events][:1] == ["place"]
    assert isinstance(g.steps[0].action, Indicate) and isinstance(g.steps[1].action, Designate)
    assert "changed by the last move" in drawing(w)
