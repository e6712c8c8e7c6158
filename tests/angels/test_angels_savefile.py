"""Saving and loading: a sound file reloads exactly; a corrupted, truncated or edited one is refused."""

import json
import random

import pytest

from genesis_nb.angels import Move, load_game, new_game
from genesis_nb.core import SaveFileError


def played(seed=4, plies=40):
    g = new_game(["Ann", "Bo", "Cy"], seed=seed)
    rng = random.Random(seed)
    for _ in range(plies):
        g.play(rng.choice(g.legal_actions()))
    return g


def test_save_and_load_keep_position_history_and_redo():
    g = played()
    g.undo()
    g.undo()
    h = load_game(g.to_json())
    assert h.state == g.state
    assert [s.action for s in h.steps] == [s.action for s in g.steps]
    assert h.can_redo
    h.redo()
    g.redo()
    assert h.state == g.state


def test_truncated_file_is_refused():
    text = played().to_json()
    with pytest.raises(SaveFileError, match="not a complete JSON"):
        load_game(text[: len(text) // 2])


def test_hand_edited_action_is_refused():
    doc = json.loads(played().to_json())
    # replace a later action by a move the position does not allow
    doc["actions"][10] = {"type": "move", "to": 7}
    with pytest.raises(SaveFileError, match="Action 11 .* is not legal"):
        load_game(json.dumps(doc))


def test_edited_position_is_detected():
    doc = json.loads(played().to_json())
    doc["actions"] = doc["actions"][:-1]
    with pytest.raises(SaveFileError, match="changed by hand or damaged"):
        load_game(json.dumps(doc))


@pytest.mark.parametrize(
    "change, message",
    [
        (lambda d: d.update(version=99), "version 99"),
        (lambda d: d.update(format="pickle"), "not a genesis_nb save file"),
        (lambda d: d.update(game="herds"), "game of 'herds'"),
        (lambda d: d.update(seed="x"), "'seed' field"),
        (lambda d: d["actions"].append({"type": "__import__", "name": "os"}), "no action called"),
        (lambda d: d["actions"].append({"type": "move", "to": "III"}), "must be int"),
        (lambda d: d["actions"].append({"type": "move", "to": 3, "extra": 1}), "unknown fields"),
        (lambda d: d.update(options={"dark_tie": "nobody"}), "options are not valid"),
        (lambda d: d.update(players=["Ann"]), "set-up is not valid"),
    ],
)
def test_malformed_files_are_refused_with_a_reason(change, message):
    doc = json.loads(played().to_json())
    change(doc)
    with pytest.raises(SaveFileError, match=message):
        load_game(json.dumps(doc))


def test_not_json_at_all():
    with pytest.raises(SaveFileError):
        load_game(b"\x80\x04\x95 pickled bytes")
    with pytest.raises(SaveFileError, match="one JSON object"):
        load_game("[1, 2, 3]")


def test_game_started_from_a_position_saves_its_start():
    from genesis_nb.angels import from_position

    g = from_position(
        "angels players=gray,pink god=II-morning phase=turns start=gray turn=gray "
        "stock=7.8.7 hands=1.0.0/0.0.1 void=gy,DA I=pk II=- III=- IV=- V=- VI=- VII=- "
        "wI=- wII=- wIII=- wIV=- wV=- wVI=-"
    )
    g.play(Move(2))
    h = load_game(g.to_json())
    assert h.state == g.state and h.start == g.start


def test_saves_are_version_2_with_absolute_actions():
    """A save names each gather's square and each day's work's day (format version 2)."""
    from genesis_nb.angels import DayWork, Gather

    g = new_game(["Ann", "Bo", "Cy"], seed=2)
    rng = random.Random(2)
    while not g.is_over and not any(isinstance(s.action, DayWork) for s in g.steps):
        g.play(rng.choice(g.legal_actions()))
    doc = json.loads(g.to_json())
    assert doc["version"] == 2
    for data, step in zip(doc["actions"], g.steps):
        if isinstance(step.action, Gather):
            assert data == {
                "type": "gather",
                "square": step.action.square,
                "pay": list(step.action.pay),
                "choice": step.action.choice,
            }
        if isinstance(step.action, DayWork):
            assert data == {"type": "day_work", "day": step.action.day, "pay": list(step.action.pay)}
    assert any(d["type"] == "day_work" for d in doc["actions"])
    assert load_game(g.to_json()).state == g.state
