"""Fuzzing what a user hands the kit from Python besides tournaments (issue 18; ``test_explore_arguments`` fuzzes
``tournament``): ``make_bot(kind, seed, **settings)`` of every game, and a board's session driven from Python
(``prefs``, ``bots``, ``observer``, ``reveal_all``, ``scale``, ``lang`` when it is made; then ``seek``,
``set_bot``, ``reveal_all``, ``observer``, ``play``, ``undo``, ``redo``, ``save`` in any order). Hostile
values: types, ranges, NaN and infinities, seats out of range, calls out of order. Every call works or is
refused with a sentence (TypeError or ValueError), and a refused call changes nothing.

Hypothesis runs derandomized (the same inputs each run, ``EXAMPLES`` per test)."""

from __future__ import annotations

import math

import numpy as np
import pytest

import genesis_nb
from genesis_nb.board.session import BoardSession

hypothesis = pytest.importorskip("hypothesis")
from hypothesis import HealthCheck, given, settings  # noqa: E402
from hypothesis import strategies as st  # noqa: E402

EXAMPLES = 40
FUZZ = settings(
    max_examples=EXAMPLES, deadline=None, derandomize=True, database=None, suppress_health_check=list(HealthCheck)
)
GAMES = genesis_nb.games()
NAMES = list(GAMES)
HOSTILE = [None, math.nan, math.inf, -math.inf, -1, 0, 2.5, 10**30, True, "1", "", [], {}, object(), np.int64(2)]
SETTINGS = ["iterations", "seconds", "exploration", "rollout_depth", "candidates", "prior_weight", "prior_margin"]


def said(exc: BaseException) -> str:
    text = str(exc)
    assert text.strip() and len(text) < 600 and "Traceback" not in text, repr(text)
    return text


@FUZZ
@given(
    name=st.sampled_from(NAMES),
    kind=st.sampled_from(["random", "greedy", "mcts", "ismcts", "heuristic", *HOSTILE]),
    seed=st.sampled_from([None, 0, 7, -3, np.int64(5), *HOSTILE]),
    chosen=st.dictionaries(
        st.sampled_from([*SETTINGS, "nope"]), st.sampled_from([1, 2, 3, 0.5, 0.0, *HOSTILE]), max_size=3
    ),
)
def test_make_bot_makes_a_bot_that_moves_or_refuses_with_a_sentence(name, kind, seed, chosen):
    info = GAMES[name]
    try:
        bot = info.make_bot(kind, seed, **chosen)
    except (TypeError, ValueError) as exc:
        said(exc)
        return
    game = info.new_game(info.min_players, seed=1)
    if "seconds" in chosen:  # a time budget: keep the search to a few iterations whatever it says
        bot.seconds, bot.iterations = None, 2
    elif getattr(bot, "iterations", 0) and bot.iterations > 5:
        bot.iterations = 5
    action = bot.choose(game)
    assert game.why_not(action) is None, f"{name}: {kind} chose an illegal action"


def board_state(s: BoardSession):
    return (s.game.notation(), len(s.game.steps), s.shown_ply, dict(s.bots), s.observer, s.reveal_all)


def board_call(s: BoardSession, what: str, arg, rng):
    if what == "seek":
        s.seek(arg)
    elif what == "set_bot":
        s.set_bot(arg, "random")
    elif what == "bot_off":
        s.set_bot(arg, None)
    elif what == "reveal_all":
        s.reveal_all = arg
    elif what == "observer":
        s.observer = arg
    elif what == "play":
        legal = s.game.legal_actions()
        s.play(legal[rng.randrange(len(legal))] if arg == "legal" and legal else arg)
    elif what == "undo":
        s.undo()
    elif what == "redo":
        s.redo()
    elif what == "save":
        s.save(arg if arg == "" or not isinstance(arg, str) else None)  # (a path of text would write a file)


MADE = {
    "prefs": [{}, {"no_such": True}],
    "bots": [{}, {0: "random"}, {1: "greedy"}, {9: "random"}, {0: "nope"}, {"0": "random"}],
    "observer": [0, 1, "public", "all", 5, "Public"],
    "reveal_all": [False, True, "yes"],
    "scale": [1.0, 1.5, 9, 0.1],
    "lang": ["en", "nl", "NL"],
}


@FUZZ
@given(name=st.sampled_from(NAMES), key=st.sampled_from(list(MADE)), value=st.data())
def test_a_board_made_from_python_is_made_or_refused_with_a_sentence(name, key, value):
    info = GAMES[name]
    game = info.new_game(info.min_players, seed=1)
    before = game.notation()
    arg = value.draw(st.sampled_from([*MADE[key], *HOSTILE]))
    try:
        BoardSession(info.hook("board"), game, bot_delay=0, **{key: arg}).close()
    except (TypeError, ValueError) as exc:
        said(exc)
    assert game.notation() == before


@settings(FUZZ, max_examples=3 * EXAMPLES)
@given(
    name=st.sampled_from(NAMES),
    made=st.fixed_dictionaries(
        {},
        optional={
            "bots": st.sampled_from([{}, {0: "random"}, {1: "random"}]),
            "observer": st.sampled_from([0, 1, "public"]),
            "reveal_all": st.booleans(),
        },
    ),
    calls=st.lists(
        st.tuples(
            st.sampled_from(["seek", "set_bot", "bot_off", "reveal_all", "observer", "play", "undo", "redo", "save"]),
            st.sampled_from(["legal", "legal", "legal", 0, 1, 2, 5, False, "public", *HOSTILE]),
        ),
        min_size=5,
        max_size=16,
    ),
    seed=st.integers(0, 99),
)
def test_a_board_driven_from_python_works_or_refuses_and_changes_nothing(name, made, calls, seed):
    import random

    info = GAMES[name]
    s = BoardSession(info.hook("board"), info.new_game(info.min_players, seed=seed), bot_delay=0, **made)
    s.pause()  # the bots move only when told, not in the middle of the checks
    rng = random.Random(seed)
    for what, arg in calls:
        was = board_state(s)
        try:
            board_call(s, what, arg, rng)
        except (TypeError, ValueError) as exc:
            said(exc)
            assert board_state(s) == was, f"{name}: a refused {what}({arg!r}) changed the board"
    s.close()
