"""Every registered game's board (the shared board layer plus the game's BoardSpec): it builds what it
syncs through ``rules.view`` for its observer, every legal action is reachable by clicking in the one
wire format, every update stays small, and no message from the browser can break it."""

from __future__ import annotations

import json
import math
import random

import pytest
from contract_helpers import counts

from genesis_nb.board.drawing import drawing_svg, unpack
from genesis_nb.board.legal import options_page
from genesis_nb.core.rules import PUBLIC
from genesis_nb.picture_memo import VIEWS

MAX_UPDATE = 16 * 1024
POSITIONS = 1000


def make_board(info, game, **kw):
    return info.board(game, **kw)


def update_size(w, sent_before):
    """Bytes of one update: the synced values that changed since ``sent_before``."""
    now = {
        k: json.dumps(getattr(w, k), separators=(",", ":"), default=str)
        for k in ("view", "legal", "log", "error", "board_data", "texts", "seats")
    }
    now["drawing"] = w.drawing  # bytes: a binary buffer beside the JSON
    size = sum(len(v) for k, v in now.items() if sent_before.get(k) != v)
    return size, now


def test_the_board_builds_its_view_through_rules_view_for_its_observer(game_info, monkeypatch):
    g = game_info.new_game(game_info.min_players, seed=1)
    calls = []
    original = type(g.rules).view

    def spy(self, state, observer="public"):
        calls.append(observer)
        out = original(self, state, observer)
        out["through_the_view"] = True
        return out

    monkeypatch.setattr(type(g.rules), "view", spy)
    VIEWS.clear()  # the views a board sends and draws are kept (``picture_memo.VIEWS``): each is built afresh here
    w = make_board(game_info, g, observer=0)
    if w.spec.drawn:  # the picture is drawn from that view; the shell gets its part of it
        assert calls and w.view["ui"]["observer"] == w.shown_to()
        assert unpack(w.drawing) == drawing_svg(w.spec, g, len(g.steps), w.shown_to(), w.lang, w.prefs)
    else:
        assert calls and w.view.get("through_the_view") is True
    # seat 0's eyes; or the public view while the screen waits to be handed to another player
    assert calls[-1] == w.shown_to() == (0 if w.handoff is None else "public")
    VIEWS.clear()
    w.reveal_all = True
    assert calls[-1] == "all"
    w.reveal_all = False
    VIEWS.clear()
    w.observer = "public"
    assert calls[-1] == "public"


def test_every_update_stays_under_16_kb_in_random_positions(game_info):
    """Random positions of every player count, seen by the teacher (every decision's legal actions sent)."""
    largest = 0
    per_count = math.ceil(POSITIONS / len(counts(game_info)))
    for n in counts(game_info):
        rng = random.Random(n)
        g = game_info.new_game(n, seed=n)
        w = make_board(game_info, g, reveal_all=True)
        sent: dict[str, str] = {}
        _, sent = update_size(w, sent)
        for _ in range(per_count):
            if g.is_over:
                g = game_info.new_game(n, seed=rng.randrange(10**6))
                w.game = g
                _, sent = update_size(w, {})
                continue
            w.play(rng.choice(g.legal_actions()))
            size, sent = update_size(w, sent)
            largest = max(largest, size)
        w.close()
    print(f"\n{game_info.name}: largest update {largest} bytes over {POSITIONS} positions")
    assert largest <= MAX_UPDATE


def test_every_legal_action_is_reachable_by_clicking_its_target(game_info):
    """Each legal action is among its target's options (inline in ``legal`` or in the pages the board
    sends on request), and playing that option through the board plays exactly that action."""
    for n in counts(game_info):
        rng = random.Random(100 + n)
        g = game_info.new_game(n, seed=100 + n)
        w = make_board(game_info, g, reveal_all=True)
        for _ in range(40):
            if g.is_over:
                break
            rules, state = g.rules, g.state
            legal = rules.legal_actions(state)
            wanted = {json.dumps(rules.registry.to_json(a), sort_keys=True) for a in legal}
            offered = set()
            reg = rules.registry.from_json
            for key, (count, label, options) in w.legal["targets"].items():
                assert isinstance(label, str) and label
                if options is None:
                    page = options_page(w.spec, rules, state, legal, key, 0, "en", page=10**6, refused=True)
                    options = page["options"]
                    refused = [o for o in options if len(o) == 3]  # offered so that the rules can say why
                    assert all(o[2] is False and reg(o[0]) not in legal for o in refused)
                    options = [o for o in options if len(o) == 2]
                assert len(options) == count
                offered |= {json.dumps(o[0], sort_keys=True) for o in options}
            assert offered == wanted
            choice = rng.choice(sorted(offered))
            before = len(g.steps)
            w.handle({"cmd": "play", "action": json.loads(choice), "at": before})
            assert w.error == "" and len(g.steps) == before + 1
            assert json.dumps(rules.registry.to_json(g.steps[-1].action), sort_keys=True) == choice
        w.close()


BAD_MESSAGES = [
    None,
    3,
    "play",
    [],
    {},
    {"cmd": None},
    {"cmd": "nope"},
    {"cmd": "play"},
    {"cmd": "play", "action": None},
    {"cmd": "play", "action": "pass"},
    {"cmd": "play", "action": {"type": "no_such_action"}},
    {"cmd": "play", "action": {"type": 5}},
    {"cmd": "play", "action": {}},
    {"cmd": "play", "action": {"type": "x", "a": {"b": {"c": {"d": {"e": {"f": 1}}}}}}},
    {"cmd": "play", "action": {"type": "x", "blob": "a" * 10000}},
    {"cmd": "play", "action": {"type": "pass"}, "at": -1},
    {"cmd": "play", "action": {"type": "pass"}, "at": 1e300},
    {"cmd": "seek", "ply": float("inf")},
    {"cmd": "seek", "ply": float("nan")},
    {"cmd": "seek", "ply": -5},
    {"cmd": "seek", "ply": "3"},
    {"cmd": "seek", "ply": True},
    {"cmd": "seek", "ply": 10**30},
    {"cmd": "bot_step", "at": -float("inf")},
    {"cmd": "bot_step", "at": "x"},
    {"cmd": "lang", "lang": "xx"},
    {"cmd": "lang", "lang": 5},
    {"cmd": "lang"},
    {"cmd": "pause", "paused": "yes"},
    {"cmd": "options", "target": "no-such-target"},
    {"cmd": "options", "target": 5},
    {"cmd": "options", "target": "x", "offset": -1},
    {"cmd": "pref", "name": "no_such_setting", "value": True},
    {"cmd": "pref", "name": "x", "value": [1]},
    {"cmd": "work_elsewhere", "day": 99},
    {"cmd": "why_terrain", "terrain": "lava"},
    {"cmd": "ready"},
    {"cmd": "undo", "extra": 1},
    {"cmd": "redo"},
]


@pytest.mark.parametrize("bad", BAD_MESSAGES, ids=lambda m: json.dumps(m, default=str)[:40])
def test_a_malformed_message_gets_a_sentence_and_changes_nothing(game_info, bad):
    g = game_info.new_game(game_info.min_players, seed=3)
    rng = random.Random(3)
    for _ in range(5):
        g.play(rng.choice(g.legal_actions()))
    w = make_board(game_info, g, reveal_all=True)
    before = (g.notation(), len(g.steps), g.can_redo)
    w.handle(bad)
    assert (g.notation(), len(g.steps), g.can_redo) == before
    assert w.error, f"no sentence for {bad!r}"
    assert w.faults == [], w.faults
    w.close()


def test_random_messages_never_raise(game_info):
    """A stream of random well-formed and ill-formed messages: no exception leaves the handler, and the
    game stays sound (its invariants hold)."""
    g = game_info.new_game(game_info.min_players, seed=7)
    w = make_board(game_info, g, reveal_all=True)
    rng = random.Random(7)
    for _ in range(300):
        kind = rng.random()
        if kind < 0.4 and not g.is_over:
            msg = {"cmd": "play", "action": game_info.rules.registry.to_json(rng.choice(g.legal_actions()))}
        elif kind < 0.55:
            msg = {"cmd": rng.choice(["undo", "redo", "log_all", "ready", "bot_step"])}
        elif kind < 0.7:
            msg = {"cmd": "seek", "ply": rng.randrange(0, len(g.steps) + 3)}
        elif kind < 0.8:
            keys = list(w.legal.get("targets", {})) or ["x"]
            msg = {"cmd": "options", "target": rng.choice(keys), "offset": rng.randrange(0, 50)}
        else:
            msg = rng.choice(BAD_MESSAGES)
        w.handle(msg)
        assert w.faults == []
        g.rules.check_invariants(g.state)
    w.close()


def test_two_boards_on_one_game_both_show_every_change(game_info):
    g = game_info.new_game(game_info.min_players, seed=11)
    a = make_board(game_info, g, reveal_all=True)
    b = make_board(game_info, g, reveal_all=True)
    rng = random.Random(11)
    for _ in range(6):
        a.play(rng.choice(g.legal_actions()))
    assert b.history_len == a.history_len == 6
    b.seek(6)
    a.undo()
    assert b.history_len == 5 and b.view["ui"]["total"] == 5 and b.ply <= 5
    b.handle({"cmd": "play", "action": game_info.rules.registry.to_json(g.legal_actions()[0]), "at": 6})
    assert b.error and len(g.steps) == 5  # a click on a position that is gone is refused
    b.handle({"cmd": "play", "action": game_info.rules.registry.to_json(g.legal_actions()[0]), "at": 5})
    assert len(g.steps) == 6 and a.history_len == 6 and b.error == ""
    a.close()
    b.close()


class RaisingBot:
    name = "raising"

    def choose(self, game):
        raise RuntimeError("this bot is broken")


class SilentBot:
    name = "silent"

    def choose(self, game):
        return None


class CheatingBot:
    name = "cheating"

    def __init__(self, action):
        self.action = action

    def choose(self, game):
        return self.action


def test_a_failing_bot_is_reported_and_its_seat_paused(game_info):
    for make in (RaisingBot, SilentBot, "cheating"):
        g = game_info.new_game(game_info.min_players, seed=5)
        rng0 = random.Random(5)
        for _ in range(10):  # a position with some history, where more actions are illegal
            g.play(rng0.choice(g.legal_actions()))
        start = len(g.steps)
        seat = g.actor
        if make == "cheating":  # an action legal later in games like this one, illegal now
            pool = []
            for k in range(20):
                other = game_info.new_game(game_info.min_players, seed=6 + k)
                rng = random.Random(k)
                for _ in range(40):
                    if other.is_over:
                        break
                    other.play(rng.choice(other.legal_actions()))
                pool += [s.action for s in other.steps if g.why_not(s.action) is not None]
                if pool:
                    break
            assert pool, "no illegal action found to cheat with"
            bot = CheatingBot(pool[-1])
        else:
            bot = make()
        w = make_board(game_info, g, bots={seat: bot})
        assert w.bot_step() is False
        assert w.paused is True and w.error and len(g.steps) == start
        assert bot.name in w.error
        w.close()


def test_the_browser_cannot_set_what_python_decides(game_info):
    g = game_info.new_game(game_info.min_players, seed=2)
    w = make_board(game_info, g, observer=PUBLIC if game_info.hidden_information else None)
    seats = list(w.seats)
    w.set_trait("seats", ["random"] * len(seats))  # as a browser's change arrives
    assert w.seats == seats and w.error
    w.close()
