"""Replay, JSON save/load round trips, and corrupted or hand-edited saves refused."""

from __future__ import annotations

import json
import random

import pytest
from planet_helpers import OPTION_SETS

from genesis_nb.core.errors import SaveFileError
from genesis_nb.core.game import Game
from genesis_nb.data import seed_path
from genesis_nb.planet import RULES, load_game, new_game


def played(seed: int, plies: int | None = None, **kw) -> Game:
    rng = random.Random(seed)
    g = new_game(2 + seed % 3, seed=seed, **kw)
    while not g.is_over and (plies is None or len(g.steps) < plies):
        g.play(rng.choice(g.legal_actions()))
    return g


def test_replay_reaches_the_same_position():
    for seed in range(15):
        g = played(seed, options=OPTION_SETS[seed % len(OPTION_SETS)])
        again = g.replay()
        assert again.state == g.state
        assert [s.events for s in again.steps] == [s.events for s in g.steps]


def test_json_round_trip_mid_game_and_finished():
    for seed in range(15):
        for plies in (0, 7, 31, None):
            g = played(seed, plies, options=OPTION_SETS[seed % len(OPTION_SETS)])
            text = g.to_json()
            h = load_game(text)
            assert h.state == g.state and h.options == g.options and h.players == g.players
            assert [s.action for s in h.steps] == [s.action for s in g.steps]
            assert h.to_json() == text


def test_redo_survives_a_save():
    g = played(4, 20)
    g.undo()
    g.undo()
    h = load_game(g.to_json())
    assert h.can_redo and h.state == g.state
    h.redo()
    g.redo()
    assert h.state == g.state


def test_a_custom_board_travels_in_the_save(tmp_path):
    text = seed_path("planet.toml").read_text(encoding="utf-8").replace('name = "Aurora"', 'name = "Atlantis"')
    path = tmp_path / "mine.toml"
    path.write_text(text, encoding="utf-8")
    g = new_game(3, seed=2, board=path)
    rng = random.Random(2)
    for _ in range(10):
        g.play(rng.choice(g.legal_actions()))
    h = load_game(g.to_json())
    assert h.view("public")["continents"][0]["name"] == "Atlantis" and h.state == g.state


def _doc(g: Game) -> dict:
    return json.loads(g.to_json())


def _edit(edit):
    g = played(5, 40, options={"faces": "EDDE"})
    doc = _doc(g)
    edit(doc)
    with pytest.raises(SaveFileError) as e:
        load_game(json.dumps(doc))
    return str(e.value)


def _first(doc, kind):
    return next(a for a in doc["actions"] if a["type"] == kind)


@pytest.mark.parametrize(
    "edit, words",
    [
        (lambda d: d.update(format="other"), "not a genesis_nb save"),
        (lambda d: d.update(version=99), "version"),
        (lambda d: d.update(game="angels"), "not of 'planet'"),
        (lambda d: d.pop("players"), "players"),
        (lambda d: d.update(seed="7"), "seed"),
        (lambda d: d.update(seed=d["seed"] + 1), "save file"),  # other draws: illegal or elsewhere
        (lambda d: d["options"].update(faces="EEX"), "options are not valid"),
        (lambda d: d["options"].update(colour="red"), "options are not valid"),
        (lambda d: d["actions"].append({"type": "teleport"}), "no action called 'teleport'"),
        (lambda d: _first(d, "indicate").update(extra=1), "unknown fields"),
        (lambda d: _first(d, "place").update(need_up="yes"), "must be bool"),
        (lambda d: _first(d, "designate").update(continent=9), "not legal"),
        (lambda d: d["actions"].pop(), "changed by hand"),
        (lambda d: d.update(position="0" * 16), "changed by hand"),
        (lambda d: d.update(players=["A", "B", "C", "D", "E"]), "set-up is not valid"),
        (lambda d: d.update(board={"soils": []}), "board stored in the save file is not valid"),
    ],
)
def test_corrupted_or_hand_edited_saves_are_refused(edit, words):
    assert words in _edit(edit)


def test_a_swapped_slot_is_caught():
    """A hand edit that stays legal (another slot indicated) still lands elsewhere: refused."""
    g = played(5, 40)
    doc = _doc(g)
    for a in doc["actions"]:
        if a["type"] == "place":
            a["slot"] = (a["slot"] + 1) % 2
            break
    with pytest.raises(SaveFileError):
        load_game(json.dumps(doc))


def test_truncated_and_non_json_saves_are_refused():
    text = played(6, 30).to_json()
    with pytest.raises(SaveFileError, match="truncated"):
        load_game(text[: len(text) // 2])
    with pytest.raises(SaveFileError, match="one JSON object"):
        load_game("[1, 2]")
    with pytest.raises(SaveFileError):
        load_game(b"\xff\xfe")


def test_actions_in_the_save_carry_no_need():
    """Actions name slots and spaces only: a save's action list holds no pawn code or need."""
    g = played(9)
    actions = json.dumps(_doc(g)["actions"])
    for pawn in RULES.board.pawns:
        assert pawn.need not in actions and f'"{pawn.code}"' not in actions
