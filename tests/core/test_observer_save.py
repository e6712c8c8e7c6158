"""An observer's save (``core.seatsave``) is refused with a sentence wherever a whole game's save is needed, and
its loader refuses a whole game's save and every hostile observer's save (issue 18). A board saves what its
own observer may know."""

from __future__ import annotations

import json
import random

import pytest

import genesis_nb
from genesis_nb.board.session import BoardSession
from genesis_nb.core.errors import SaveFileError
from genesis_nb.core.game import Game
from genesis_nb.core.seatsave import _digest

BOOK = genesis_nb.game("book")
PLANET = genesis_nb.game("planet")


def played(info, players=3, seed=2, plies=80):
    g = info.new_game(players, seed=seed)
    rng = random.Random(seed)
    while not g.is_over and len(g.steps) < plies:
        g.play(rng.choice(g.legal_actions()))
    return g


def sentence(e):
    text = str(e)
    assert text[:1].isupper() and text.endswith(".") and len(text) < 400, text
    return text


def resealed(doc):
    """``doc`` with its digest made right again (a forger's file, not a damaged one)."""
    doc = dict(doc)
    doc["digest"] = _digest(doc)
    return json.dumps(doc)


def test_a_whole_games_loaders_refuse_an_observers_save():
    g = played(BOOK)
    text = g.to_json(observer=1)
    for load in (BOOK.load_game, lambda t: Game.from_json(g.rules, t)):
        with pytest.raises(SaveFileError) as e:
            load(text)
        assert "only what Player 2 (seat 1) may know" in sentence(e.value)


def test_an_observers_loader_refuses_a_whole_games_save():
    g = played(PLANET)
    with pytest.raises(SaveFileError) as e:
        PLANET.load_observer_save(g.to_json())
    assert "whole game" in sentence(e.value)


def test_the_file_says_whose_view_it_is_and_all_is_the_whole_game():
    g = played(PLANET)
    doc = json.loads(g.to_json(observer=2))
    assert (doc["observer"], doc["observer_name"]) == (2, "Player 3 (seat 2)")
    assert g.to_json(observer="all") == g.to_json()
    for bad in (3, -1, "everyone", True, 1.5):
        with pytest.raises(ValueError) as e:
            g.to_json(observer=bad)
        sentence(e.value)


def hostile(g, seat):
    """Observer's saves a loader must refuse: each a (what, text) pair."""
    doc = json.loads(g.to_json(observer=seat))
    plies = doc["plies"]
    other_seat = (seat + 1) % len(g.players)
    private = next(
        e.to_json() for s in g.steps for e in s.events if e.private_to is not None and seat not in e.private_to
    )
    not_mine = next(k for k, s in enumerate(g.steps, 1) if s.actor != seat)
    yield "not json", '{"format": "genesis_nb-save", "plies": ['
    yield "a list", "[1, 2]"
    yield "damaged", json.dumps({**doc, "players": [*doc["players"][:-1], "Eve"]})
    for bad in (len(g.players), -1, 99, True, None, "all", "Player 1", [0]):
        yield f"observer {bad!r}", resealed({**doc, "observer": bad})
    yield "no plies", resealed({**doc, "plies": []})
    yield "plies not a list", resealed({**doc, "plies": {"0": plies[0]}})
    yield "a ply not an object", resealed({**doc, "plies": [*plies[:3], "x", *plies[4:]]})
    yield "not a position", resealed({**doc, "plies": [{"position": "chess rnbqkbnr"}, *plies[1:]]})
    yield "others' players", resealed({**doc, "players": ["A", "B", "C"]})
    yield "another game", resealed({**doc, "game": "herds"})
    yield "another seat's view", resealed({**doc, "observer": other_seat})
    leak = [dict(p) for p in plies]
    leak[5] = {**leak[5], "events": [*leak[5].get("events", []), private]}
    yield "a private event", resealed({**doc, "plies": leak})
    odd = [dict(p) for p in plies]
    odd[3] = {**odd[3], "events": [{"kind": 3}]}
    yield "an event that is not one", resealed({**doc, "plies": odd})
    acts = [dict(p) for p in plies]
    acts[not_mine] = {**acts[not_mine], "action": {"type": "nothing"}}
    yield "someone else's action", resealed({**doc, "plies": acts})
    yield "options", resealed({**doc, "options": {"no_such_option": 1}})
    yield "huge", " " * 20_000_001


@pytest.mark.parametrize("info", [BOOK, PLANET], ids=["book", "planet"])
def test_hostile_observers_saves_are_refused_with_a_sentence(info):
    g = played(info, plies=120)
    seat = 0
    before = g.to_json()
    refused = []
    for what, text in hostile(g, seat):
        with pytest.raises(SaveFileError) as e:
            info.load_observer_save(text)
        refused.append((what, sentence(e.value)))
    assert g.to_json() == before  # nothing changed
    reasons = dict(refused)
    assert "may not know of" in reasons["a private event"]
    assert "not its observer's to play" in reasons["someone else's action"]
    assert "digest" in reasons["damaged"]


def test_a_view_claiming_another_seat_is_refused_or_is_that_seats_own():
    """A seat's positions relabelled as another seat's (its actions and events left out, so that only the positions
    can give it away) are refused wherever the two seats knew different things; where they knew the same (the
    book's set-up, all face down), they are that seat's own."""
    refused = same = 0
    for plies in (0, 1, 60):
        g = played(BOOK, plies=plies)
        doc = json.loads(g.to_json(observer=1))
        doc["observer"], doc["observer_name"] = 0, "Player 1 (seat 0)"
        doc["plies"] = [{"position": p["position"]} for p in doc["plies"]]
        try:
            BOOK.load_observer_save(resealed(doc))
        except SaveFileError as e:
            assert "is not what Player 1 (seat 0) saw: it holds what Player 1 (seat 0) cannot have known" in str(e)
            refused += 1
        else:
            own = json.loads(g.to_json(observer=0))["plies"]
            assert [p["position"] for p in doc["plies"]] == [p["position"] for p in own]
            same += 1
    assert refused and same


def test_a_students_board_saves_its_own_seat_and_the_teachers_the_whole_game(tmp_path):
    g = played(PLANET, plies=40)
    spec = PLANET.hook("board")
    student = BoardSession(spec, g, observer=1, screen="own")
    text = student.save(tmp_path / "mine.json")
    assert (tmp_path / "mine.json").read_text(encoding="utf-8") == text == g.to_json(observer=1)
    assert PLANET.load_observer_save(text).view() == g.view(1)
    assert BoardSession(spec, g).save() == g.to_json(observer="public")
    assert BoardSession(spec, g, reveal_all=True).save() == g.to_json()
    for bad in (3, ["x"], None.__class__, ""):
        with pytest.raises(ValueError) as e:
            student.save(bad)
        sentence(e.value)
    pytest.importorskip("anywidget")
    widget = PLANET.board(g, observer=1)
    assert widget.save() == g.to_json(observer=1)


def test_fuzzed_observers_saves_are_refused_or_sound():
    """A real observer's save damaged anywhere in its JSON (and its digest made right again, as a forger
    would): refused with a ``SaveFileError`` and a sentence, or read as a save whose plies can be shown, told
    and played on from."""
    from hypothesis import HealthCheck, given, settings
    from hypothesis import strategies as st
    from test_fuzz_inputs import odd_json, paths, replace_at

    saves = {name: played(info, plies=60).to_json(observer=1) for name, info in (("book", BOOK), ("planet", PLANET))}

    @settings(max_examples=60, deadline=None, derandomize=True, database=None, suppress_health_check=list(HealthCheck))
    @given(data=st.data())
    def check(data):
        name = data.draw(st.sampled_from(sorted(saves)))
        info = genesis_nb.game(name)
        doc = json.loads(saves[name])
        where = data.draw(st.sampled_from(paths(doc)[1:]))
        delete = data.draw(st.booleans()) and len(where) > 0
        damaged = replace_at(doc, where, data.draw(odd_json), delete)
        text = resealed(damaged) if isinstance(damaged, dict) else json.dumps(damaged)
        try:
            saved = info.load_observer_save(text)
        except SaveFileError as e:
            sentence(e)
            return
        for k in (0, saved.plies):
            saved.view(k)
            saved.narration(ply=k)
        on = saved.play_on(seed=1)
        if not on.is_over:
            on.play(on.legal_actions()[0])

    check()
