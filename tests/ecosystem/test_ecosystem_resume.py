"""A roll the rules make as the last thing an action does (``Chance.roll_last``) is finished where the action
stopped, not played again: the same positions, events and decisions as playing it again, for every game."""

from __future__ import annotations

import pickle
import random
from itertools import product

import pytest

from genesis_nb.core.chance import Chance
from genesis_nb.ecosystem.chance import NeedChance, ScriptedChance
from genesis_nb.ecosystem.table import Episode, Table


def _same(a: Episode, b: Episode, where: str) -> None:
    rules = a.table.rules
    assert a.need == b.need and a.coming == b.coming and a.labels == b.labels, where
    assert a.mover() == b.mover(), where
    assert [e.to_json() for e in a.events] == [e.to_json() for e in b.events], where
    if a.state is not None and not a.need:
        assert rules.to_notation(a.state) == rules.to_notation(b.state), where
        assert pickle.dumps(a.state) == pickle.dumps(b.state), where  # every field, seen or not
        assert a.legal_ids() == b.legal_ids(), where
        assert a.returns() == b.returns(), where
        for seat in (None, *range(a.table.players)):
            assert a.view(seat) == b.view(seat), where


@pytest.mark.parametrize("seed", [1, 2])
def test_finishing_a_stopped_action_equals_playing_it_again(info, seed):
    """Two episodes in step: at every chance node the second is a fresh copy (a copy never finishes the
    action it did not stop, it plays it again), the first finishes its own stopped action."""
    rng = random.Random(seed)
    a = Episode(Table(info, info.min_players))
    finished = 0
    for ply in range(400):
        if a.is_over:
            break
        if a.is_chance:
            b = a.copy()
            finished += a._resume is not None
            assert b._resume is None
            k = rng.randrange(a.need)
            a.apply_outcome(k)
            b.apply_outcome(k)
            _same(a, b, f"{info.name}, ply {ply}")
        else:
            a.apply_id(rng.choice(a.legal_ids()))
    assert finished > 20 or info.name != "herds"  # herds rolls its dice as the last thing of every turn


def test_a_stopped_action_survives_pickling_and_copying_as_a_replay(info):
    """A pickled or copied episode at a chance node plays the stopped action again from its start."""
    rng = random.Random(4)
    a = Episode(Table(info, info.min_players))
    for _ in range(60):
        if a.is_over:
            break
        if a.is_chance and a._resume is not None:
            twin = pickle.loads(pickle.dumps(a))
            assert twin._resume is None
            k = rng.randrange(a.need)
            a.apply_outcome(k)
            twin.apply_outcome(k)
            _same(a, twin, info.name)
        elif a.is_chance:
            a.apply_outcome(rng.randrange(a.need))
        else:
            a.apply_id(rng.choice(a.legal_ids()))


def test_roll_last_finishes_with_the_faces_a_seeded_or_scripted_chance_gives():
    seen = []
    assert Chance(5).roll_last(3, "abc", 2, lambda faces: seen.append(faces) or "events") == "events"
    assert seen == [Chance(5).roll(3, "abc", 2)]
    assert ScriptedChance([7]).roll_last(0, "abc", 2, lambda faces: faces) == ["c", "b"]  # 7 = 2 * 3 + 1
    waiting = ScriptedChance([])
    assert waiting.roll_last(0, "abc", 2, lambda faces: faces) is None  # the action stops there, no exception
    need = waiting.stopped
    assert need is not None and need.n == 9 and need.resume is not None
    assert need.resume([7]) == ["c", "b"] and waiting.stopped is None and waiting.script == [7]
    with pytest.raises(NeedChance) as need:  # an ordinary draw cannot be finished: it is played again
        ScriptedChance([]).roll(0, "abc", 2)
    assert need.value.resume is None


def test_a_draw_after_a_waiting_roll_last_is_refused():
    """roll_last must end the action: a draw the action makes after one that waits is an error, not a chance
    node that would be taken for the roll's."""
    chance = ScriptedChance([])
    chance.roll_last(0, "abc", 2, lambda faces: faces)
    with pytest.raises(RuntimeError, match="roll_last must be the last thing"):
        chance.choice(1, "xyz")
    with pytest.raises(RuntimeError, match="roll_last must be the last thing"):
        chance.roll_last(1, "xyz", 1, lambda faces: faces)


def test_what_finishing_a_roll_last_draws_waits_like_any_draw():
    """``then`` may draw (a chance node played again once chosen) or end with a roll_last of its own (which
    finishes in turn): resume raises the NeedChance of either."""
    chance = ScriptedChance([])
    chance.roll_last(0, "ab", 1, lambda faces: chance.choice(1, "xyz"))
    with pytest.raises(NeedChance) as need:
        chance.stopped.resume([1])  # type: ignore[union-attr]
    assert need.value.n == 3 and need.value.resume is None
    chance = ScriptedChance([])
    chance.roll_last(0, "ab", 1, lambda faces: chance.roll_last(1, "xyz", 1, lambda more: faces + more))
    with pytest.raises(NeedChance) as need:
        chance.stopped.resume([1])  # type: ignore[union-attr]
    assert need.value.n == 3 and need.value.resume is not None
    assert need.value.resume([2]) == ["b", "z"]


class _DrawAfterRoll:
    """Rules of a made-up game: each action rolls two dice as its last thing, and finishing the roll draws a
    letter (``then`` draws); over after three actions. Its position is a dict."""

    def copy(self, s: dict) -> dict:
        return dict(s)

    def check(self, s: dict, action: object) -> None:
        pass

    def apply(self, s: dict, action: object, chance: object) -> list:
        s["turn"] += 1

        def then(faces: list) -> list:
            s["faces"], s["letter"] = faces, chance.choice(s["turn"], "xyz")  # type: ignore[attr-defined]
            return [("rolled", s["turn"], tuple(faces), s["letter"])]

        return chance.roll_last(s["turn"], "ab", 2, then)  # type: ignore[attr-defined]

    def opening_events(self, s: dict) -> list:
        return []

    def is_over(self, s: dict) -> bool:
        return s["turn"] >= 3

    def actor(self, s: dict) -> int:
        return 0


class _Table:
    rules, players = _DrawAfterRoll(), 1

    def new_state(self, chance: object) -> dict:
        return {"turn": 0}


def _nodes_to_end(e: Episode, outcomes: list[int]) -> list[int]:
    """Play ``e`` to its end taking ``outcomes`` in turn at its chance nodes: each node's outcome count."""
    seen = []
    while not e.is_over:
        if e.need:
            seen.append(e.need)
            e.apply_outcome(outcomes[len(seen) - 1] % e.need)
        else:
            e.apply_action("go")
    return seen


def test_a_copy_made_where_a_roll_waits_takes_the_same_chance_nodes_when_finishing_the_roll_draws():
    """Finishing a roll_last may draw (``then`` draws a letter): the episode that finishes its stopped action
    and a copy that plays the action again (a copy keeps no stopped position) go through the same chance
    nodes (the roll's 4 outcomes, then the letter's 3) to the same position."""
    outcomes = [3, 2, 1, 0, 2, 1]
    alone = Episode(_Table())  # type: ignore[arg-type]
    assert _nodes_to_end(alone, outcomes) == [4, 3] * 3
    first = Episode(_Table())  # type: ignore[arg-type]
    first.apply_action("go")
    assert first.need == 4 and first._resume is not None
    twin = first.copy()
    assert _nodes_to_end(first, outcomes) == _nodes_to_end(twin, outcomes) == [4, 3] * 3
    assert first.state == twin.state == alone.state == {"turn": 3, "faces": ["b", "a"], "letter": "y"}
    assert first.events == twin.events == alone.events


@pytest.mark.parametrize("dice", [1, 2, 3])
def test_a_roll_as_one_chance_node_numbers_its_outcomes_the_first_die_slowest(dice):
    """Outcome k of a roll is the k-th sequence of faces in ``itertools.product`` order, whether it is drawn, or
    waited for and finished by ``resume`` (the two-dice roll has a shortcut of its own)."""
    faces = (0, 1, 2, 3, "wild", "wild")
    for k, expected in enumerate(product(faces, repeat=dice)):
        assert ScriptedChance([k]).roll(0, faces, dice) == list(expected)
        waiting = ScriptedChance([])
        assert waiting.roll_last(0, faces, dice, lambda got: got) is None
        assert waiting.stopped is not None and waiting.stopped.n == len(faces) ** dice
        assert waiting.stopped.resume([k]) == list(expected)
