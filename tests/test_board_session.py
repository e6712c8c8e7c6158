"""The board's logic apart from its transport (``genesis_nb.board``): a ``BoardSession`` without Jupyter, the
one ``board()`` factory for every game, a spec's own front-end files, and inputs from Python refused with a
sentence and nothing changed."""

from __future__ import annotations

import math
import subprocess
import sys

import pytest

import genesis_nb
from genesis_nb.board.frontend import board_css, board_esm, spec_file, static_file
from genesis_nb.board.session import BoardSession
from genesis_nb.board.spec import BoardSpec


def session(name: str = "angels", **kwargs) -> BoardSession:
    info = genesis_nb.game(name)
    return BoardSession(info.hook("board"), info.new_game(players=2, seed=3), **kwargs)


# ------------------------------------------------------------------------------ the session alone


@pytest.mark.parametrize("name", ["angels", "herds", "planet", "book"])
def test_the_view_a_board_sends_and_draws_from_is_kept_unchanged(name):
    """A board takes its view from the views kept for the pictures (``picture_memo.VIEWS``): dressing it for the
    browser (a score row's words, the keys a drawn board leaves out) changes no kept view, to the end."""
    import random

    from genesis_nb.picture_memo import VIEWS

    info = genesis_nb.game(name)
    g = info.new_game(players=3, seed=4)
    boards = [BoardSession(info.hook("board"), g, observer=0, screen="own"), session(name, reveal_all=True)]
    boards[1].game = g
    rng = random.Random(4)
    while not g.is_over:
        g.play(rng.choice(g.legal_actions()))
    ply = len(g.steps)
    for b in boards:
        b.refresh()
        observer = b.shown_to()
        assert VIEWS.view(g, ply, observer) == g.rules.view(g.state_at(ply), observer)
        assert VIEWS.view(g, ply - 1, observer) == g.rules.view(g.state_at(ply - 1), observer)
    rows = g.rules.view(g.state, "all")["scores"]["rows"]
    assert name != "angels" or any(row["label"] == "word.dark_angel" for row in rows)  # a row the board words
    assert name != "angels" or boards[1].values["view"]["scores"]["rows"][-1]["label"] != "word.dark_angel"


def test_the_session_imports_no_jupyter_and_plays_a_click():
    code = (
        "import sys, genesis_nb;"
        "from genesis_nb.board.session import BoardSession;"
        "info = genesis_nb.game('herds'); g = info.new_game(players=2, seed=1);"
        "s = BoardSession(info.hook('board'), g); seen = [];"
        "s.on_change(lambda changed: seen.append(sorted(changed)));"
        "a = g.legal_actions()[0];"
        "s.handle({'cmd': 'play', 'action': g.rules.registry.to_json(a), 'at': 0});"
        "assert len(g.steps) == 1 and seen and 'view' in seen[-1], seen;"
        "sys.exit(any(m in sys.modules for m in ('anywidget', 'traitlets', 'ipywidgets', 'bokeh')))"
    )
    run = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True)
    assert run.returncode == 0, run.stderr


def test_the_session_reports_only_the_values_that_changed():
    s = session()
    seen: list[dict] = []
    s.on_change(seen.append)
    s.handle({"cmd": "undo"})  # nothing to undo: only the sentence changes
    assert [set(c) for c in seen] == [{"error"}]
    seen.clear()
    s.play(s.game.legal_actions()[0])
    assert seen and {"view", "legal", "log", "ply", "history_len"} <= set().union(*seen)
    assert "texts" not in set().union(*seen) and "board_data" not in set().union(*seen)


def test_one_click_is_checked_by_the_rules_once(monkeypatch):
    s = session()
    rules = s.game.rules
    calls = []
    check = type(rules).check
    monkeypatch.setattr(type(rules), "check", lambda self, state, action: calls.append(1) or check(self, state, action))
    assert s.play(s.game.legal_actions()[0])
    assert len(calls) == 1


def test_the_session_sends_one_off_messages_to_its_listener():
    s = session()
    sent: list[dict] = []
    s.on_send(sent.append)
    s.handle({"cmd": "log_all"})
    assert sent and sent[0]["kind"] == "log_all"


def test_the_hint_speaks_the_board_language_in_a_students_words_and_points_at_the_move():
    """The move to try and other good ones, in the board's words for actions (no bot's name, no values); a drawn
    board points at where the move is made, until the game moves on."""
    s = session("angels", lang="nl")
    explanation = s.hint()
    text = s.values["note"]["text"]
    assert explanation is not None and text.startswith("Probeer dit: ")
    best = explanation.options[0].action
    assert s.spec.label(s.game.rules, s.game.state, best, "nl") in text
    assert "Greedy" not in text and not any(ch.isdigit() for ch in text.split(":")[0])
    if s.spec.drawn:
        assert s.values["view"]["ui"]["pointer"] == [s.spec.target(s.game.state, best).split(">")[0]]
        s.play(best)
        assert s.values["view"]["ui"]["pointer"] == []


# ------------------------------------------------------------------------------ one factory, every game


@pytest.mark.parametrize("name", sorted(genesis_nb.games()))
def test_every_game_has_the_same_board_keywords(name):
    pytest.importorskip("anywidget")
    from genesis_nb.board import board
    from genesis_nb.board.widget import GameBoard, board_class

    info = genesis_nb.game(name)
    w = board(name, players=info.min_players, seed=1, observer=0, lang="en", bot_delay=0, scale=1.5)
    assert isinstance(w, GameBoard) and w.spec is info.hook("board") and w.scale == 1.5
    assert w.observer == 0 and len(w.game.players) == info.min_players
    same = info.board(w.game, bots={1: "random"})
    cls = board_class(info.hook("board"))  # one class per spec (anywidget adds traits per instance)
    assert isinstance(w, cls) and isinstance(same, cls) and same.seats[1] == "random"
    assert isinstance(importlib_board(name)(w.game), cls)


def importlib_board(name):
    import importlib

    return importlib.import_module(genesis_nb.game(name).module).board


# ------------------------------------------------------------------------------ a spec's own files


class _OwnSpec(BoardSpec):
    game = "angels"
    js = ("own_draw.js",)
    css = ("own.css",)


def test_a_spec_names_its_files_in_its_own_folder_or_by_absolute_path(tmp_path):
    (tmp_path / "own_draw.js").write_text("const GAME = {};")
    (tmp_path / "own.css").write_text(".own {}")
    spec = _OwnSpec()
    spec.folder = tmp_path
    assert spec_file(spec, "own_draw.js") == tmp_path / "own_draw.js"
    assert "const GAME = {};" in board_esm(spec) and "renderBoard(GAME)" in board_esm(spec)
    assert ".own {}" in board_css(spec)
    other = _OwnSpec()
    other.js = (str(tmp_path / "own_draw.js"),)  # an absolute path, with no folder
    assert spec_file(other, other.js[0]) == tmp_path / "own_draw.js"
    assert spec_file(other, "shell.js") == static_file("shell.js")


# ------------------------------------------------------------------------------ inputs from Python


@pytest.fixture
def w():
    pytest.importorskip("anywidget")
    from genesis_nb.herds import board

    w = board(players=2, seed=1)
    for _ in range(3):
        w.play(w.game.legal_actions()[0])
    w.seek(1)
    return w


def test_prefs_that_are_not_a_mapping_are_refused_with_a_sentence():
    pytest.importorskip("anywidget")
    from genesis_nb.herds import board

    with pytest.raises(TypeError, match="prefs is a mapping"):
        board(players=2, prefs="x")
    with pytest.raises(ValueError, match="no setting 'colour'"):
        board(players=2, prefs={"colour": True})


@pytest.mark.parametrize("bots", ["random", ["random", "greedy"], 3])
def test_bots_that_are_not_a_mapping_of_seats_are_refused_with_a_sentence(bots):
    pytest.importorskip("anywidget")
    from genesis_nb.herds import board

    with pytest.raises(TypeError, match=r"bots is a mapping \{seat: bot name or bot\}"):
        board(players=2, bots=bots)


@pytest.mark.parametrize("ply", [math.nan, math.inf, -math.inf, 1.5])
def test_seek_to_a_number_that_is_no_ply_is_refused(w, ply):
    before = (w.shown_ply, w.ply, dict(w.view), len(w.game.steps))
    with pytest.raises(ValueError, match="a ply is a whole number"):
        w.seek(ply)
    assert (w.shown_ply, w.ply, w.view, len(w.game.steps)) == before


@pytest.mark.parametrize("ply", ["x", None, [1], True])
def test_seek_to_something_else_than_a_number_is_refused(w, ply):
    before = (w.shown_ply, w.ply)
    with pytest.raises(TypeError, match="a ply is a whole number"):
        w.seek(ply)
    assert (w.shown_ply, w.ply) == before


def test_seek_to_a_whole_float_still_works(w):
    w.seek(2.0)
    assert w.shown_ply == 2


@pytest.mark.parametrize("seat", [[0], {0: 1}, "0", None, True])
def test_set_bot_on_something_else_than_a_seat_is_refused(w, seat):
    before = (dict(w.bots), list(w.seats))
    with pytest.raises(TypeError, match="a bot's seat is a seat number 0 to 1"):
        w.set_bot(seat, "random")
    assert (w.bots, w.seats) == before


def test_set_bot_on_a_seat_out_of_range_is_refused(w):
    with pytest.raises(ValueError, match="not a seat of this 2-player game"):
        w.set_bot(5, "random")
    assert w.seats == ["human", "human"]


@pytest.mark.parametrize("on", ["no", "yes", 1, None, "False"])
def test_reveal_all_is_switched_by_true_or_false_only(w, on):
    pytest.importorskip("anywidget")
    from genesis_nb.herds import board

    with pytest.raises(TypeError, match="reveal_all is True"):
        board(players=2, reveal_all=on)
    view = dict(w.view)
    with pytest.raises(TypeError, match="reveal_all is True"):
        w.reveal_all = on
    assert w.reveal_all is False and w.view == view
    w.reveal_all = True
    assert w.reveal_all is True and w.view["ui"]["reveal_all"] is True


def test_a_setting_given_as_a_keyword_that_is_no_setting_is_refused():
    pytest.importorskip("anywidget")
    from genesis_nb.board import board

    with pytest.raises(TypeError, match="unexpected keyword argument 'colour'"):
        board("herds", colour=True)
    with pytest.raises(ValueError, match="speaks"):
        board("herds", lang="xx")
    with pytest.raises(ValueError, match="scale"):
        board("herds", scale=9)


def test_the_legal_wire_keeps_to_its_budget_options_first_then_words():
    """An update stays under 16 KB: past its budget the legal wire keeps the inlined options that fit, in order
    (a click asks for the others), then drops the tooltips' words only if even they do not fit; the targets and
    their counts always stay, so every target is still lit."""
    import json

    from genesis_nb.board.legal import LEGAL_BUDGET, within_budget

    def wire(n, label="x" * 40):
        targets = {f"hex:{k}": [1, label, [[{"type": "flip", "hex": k}, None]]] for k in range(n)}
        return {"ply": 3, "actor": 0, "count": n, "targets": targets}

    small = wire(5)
    assert within_budget(json.loads(json.dumps(small)), LEGAL_BUDGET) == small
    big = within_budget(wire(60), LEGAL_BUDGET)
    entries = list(big["targets"].values())
    assert all(e[1] for e in entries) and len(entries) == 60 and len(json.dumps(big)) <= LEGAL_BUDGET
    inlined = [e[2] is not None for e in entries]
    assert any(inlined) and not all(inlined) and inlined == sorted(inlined, reverse=True), "the first ones keep theirs"
    huge = within_budget(wire(300, "y" * 80), LEGAL_BUDGET)
    assert all(e == [1, "", None] for e in huge["targets"].values()) and huge["count"] == 300


def test_a_board_on_one_seats_own_screen_shows_that_seat_only_with_no_hand_off():
    """screen='own' (a classroom room's seat): that seat's eyes on every turn, no hand-off, deciding only for it;
    screen='watch': everything, nothing decided; anything else refused with a sentence."""
    info = genesis_nb.game("planet")
    spec = info.hook("board")
    g = info.new_game(2, seed=1)
    own = BoardSession(spec, g, observer=1, screen="own")
    watch = BoardSession(spec, g, screen="watch")
    actor = g.actor
    assert own.shown_to() == 1 and own.handoff is None and own.holding is None
    assert own.decides(1) and not own.decides(0)
    assert own.values["legal"]["targets"] == ({} if actor != 1 else own.values["legal"]["targets"])
    assert watch.shown_to() == "all" and not watch.decides(actor) and watch.values["legal"]["targets"] == {}
    with pytest.raises(ValueError, match="screen is one of shared, own, watch"):
        BoardSession(spec, g, screen="mine")
    with pytest.raises(ValueError, match="needs that seat"):
        BoardSession(spec, g, screen="own")
    own.close()
    own.close()  # twice: nothing more to stop
    g.play(g.legal_actions()[0])
    assert own.values["history_len"] == 0 and watch.values["history_len"] == 1  # a closed board no longer follows


def test_a_drawing_is_kept_for_the_same_position_and_eyes_only():
    """Two boards on one game and seat draw once; another seat, another ply, a changed history or another game
    draws anew; the cache stays small."""
    from genesis_nb.board import drawing

    info = genesis_nb.game("herds")
    spec = info.hook("board")
    g = info.new_game(2, seed=4)
    g.play(g.legal_actions()[0])
    a = drawing.drawing_svg(spec, g, 1, 0, "en", {})
    assert drawing.drawing_svg(spec, g, 1, 0, "en", {}) is a
    assert drawing.drawing_svg(spec, g, 1, 1, "en", {}) is not a
    assert drawing.drawing_svg(spec, g, 0, 0, "en", {}) != a
    g.undo()
    g.play(g.legal_actions()[-1])  # the same ply, another history: drawn anew
    b = drawing.drawing_svg(spec, g, 1, 0, "en", {})
    assert b is not a and b == drawing._draw(spec, g, 1, 0, "en", {}, ())
    other = info.new_game(2, seed=5)
    assert drawing.drawing_svg(spec, other, 0, 0, "en", {}) == drawing._draw(spec, other, 0, 0, "en", {}, ())
    for seed in range(drawing.CACHED + 5):
        drawing.drawing_svg(spec, info.new_game(2, seed=seed), 0, 0, "en", {})
    assert len(drawing._recent) == drawing.CACHED


def test_hot_reloading_joins_the_front_end_into_a_file_that_follows_its_sources(monkeypatch, tmp_path):
    """ANYWIDGET_HMR in a checkout: a board's _esm is the joined file, written again when a source changes."""
    from genesis_nb.board import hot

    monkeypatch.setattr(hot, "BUILD", tmp_path / ".build")
    monkeypatch.setattr(hot, "watch", lambda spec: None)
    spec = genesis_nb.game("herds").hook("board")
    monkeypatch.delenv("ANYWIDGET_HMR", raising=False)
    assert not hot.wanted()
    monkeypatch.setenv("ANYWIDGET_HMR", "1")
    assert hot.wanted()
    esm, css = hot.write(spec)
    assert esm.read_text() == board_esm(spec) and css.read_text() == board_css(spec)
    assert {p.name for p in hot.sources(spec)} >= {"shell.js", "shell_drawing.js", "board_common.css"}
    from genesis_nb.board.widget import board_class

    cls = board_class.__wrapped__(spec)  # made anew (board_class keeps the classes it made)
    assert str(cls._esm) == str(esm) or getattr(cls._esm, "_path", None) == esm  # anywidget watches that file
    esm.write_text("stale")
    hot.write(spec)
    assert esm.read_text() == board_esm(spec)
