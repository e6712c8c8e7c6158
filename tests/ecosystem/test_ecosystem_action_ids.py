"""Legal ids listed by the games themselves (the ``"action_ids"`` hook, issue 19): the same ids as the
fallback under other options too, the documented encoding, decisions made from ids alone played the same
way, and OpenSpiel's legal actions answered in Python exactly as pyspiel's own."""

from __future__ import annotations

import random
import sys
from pathlib import Path

import pytest
from ecosystem_helpers import GAMES, need

import genesis_nb
from genesis_nb.ecosystem.choice import Choice
from genesis_nb.ecosystem.table import Episode, Table

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "contract"))
from test_contract_action_ids import agree  # noqa: E402  (the contract suite's comparison)

OPTIONS = [
    ("angels", {"switching": "free", "move_same_day": True}),
    ("angels", {"leftmost": "square", "dark_after_work": "literal"}),
    ("planet", {"oxygen_optional": True, "share_oxygen": False, "look_move_stay": False}),
    ("planet", {"faces": "difficult", "cannot_place": "skip", "flip_back": True}),
    ("herds", {"species": ["mammal", "man", "reptile"]}),
]


@pytest.mark.parametrize("name, options", OPTIONS)
def test_the_hook_agrees_with_the_fallback_under_other_options(name, options):
    info = genesis_nb.game(name)
    counts = [len(options["species"])] if "species" in options else sorted({info.min_players, info.max_players})
    for n in counts:
        table = Table(info, n, options)
        assert table.ids_of is not None
        assert agree(table, info, n, range(5), table.rules) >= 50


def test_the_ids_are_the_codecs_documented_numbers():
    from genesis_nb.angels import ChooseCube, Gather, Pass
    from genesis_nb.herds import Place, PlaceOne

    herds = Table(genesis_nb.game("herds"), 2)
    assert herds.codec.encode(Place(3, "savannah")) == 3 * 4 + 1
    assert herds.codec.encode(PlaceOne(139, "wetland")) == 560 + 139 * 4 + 3
    angels = Table(genesis_nb.game("angels"), 3)
    c = angels.codec
    assert c.encode(ChooseCube(2)) == 2 and c.encode(Pass()) == c.size - 1
    bag, choices = c.fields["gather"][1][1], c.fields["gather"][2][1]
    assert c.encode(Gather(2, (0, 1, 0), 1)) == 3 + (2 * bag.size + bag.index((0, 1, 0))) * choices.size + 1


def test_a_hook_that_does_not_know_the_codec_leaves_the_fallback(monkeypatch):
    info = genesis_nb.game("herds")
    monkeypatch.setitem(info.hooks, "action_ids", lambda rules, codec: None)  # type: ignore[index]
    assert Table(info, 2).ids_of is None


def test_a_game_without_the_hook_is_numbered_from_its_actions():
    plain = [name for name, info in GAMES.items() if not info.has_hook("action_ids")]
    assert "pocket" in plain  # the test game declares no hook and is played as before
    for name in plain:
        e = Episode(Table(GAMES[name], GAMES[name].min_players))
        rng = random.Random(1)
        while not e.is_over:
            if e.is_chance:
                e.apply_outcome(rng.randrange(e.need))
            else:
                ids = e.legal_ids()
                assert ids == sorted(set(ids)) and ids
                e.apply_id(rng.choice(ids))


@pytest.mark.parametrize("name", [n for n, info in GAMES.items() if info.has_hook("action_ids")])
def test_a_decision_made_from_ids_plays_as_one_made_from_actions(name):
    info = GAMES[name]
    table = Table(info, info.min_players)
    rng = random.Random(2)
    g = info.new_game(info.min_players, seed=2)
    while not g.is_over:
        listed = Choice(table.space, table.rules.legal_actions(g.state))
        counted = Choice.of_ids(table.space, table.ids_of(g.state))
        assert sorted(map(table.codec.encode, counted.actions)) == sorted(listed.codes)
        while isinstance(listed, Choice):  # a game chosen field by field (the book) takes a step per field
            assert isinstance(counted, Choice) and counted.legal_ids() == listed.legal_ids()
            step = rng.choice(listed.legal_ids())
            listed, counted = listed.choose(step), counted.choose(step)
        assert counted == listed
        g.play(listed)


def test_openspiel_legal_actions_are_pyspiels_own():
    pyspiel = need("pyspiel")
    from genesis_nb.ecosystem import openspiel

    def call(f, *args):
        try:
            return f(*args)
        except pyspiel.SpielError:
            return "refused"

    for name, info in GAMES.items():
        s = openspiel.load(name, info.min_players).new_initial_state()
        rng = random.Random(3)
        for _ in range(200):
            for p in (None, -1, -4, 0, 1):
                mine = call(s.legal_actions) if p is None else call(s.legal_actions, p)
                theirs = call(pyspiel.State.legal_actions, s) if p is None else call(pyspiel.State.legal_actions, s, p)
                assert mine == theirs, (name, p)
            assert s.is_chance_node() == pyspiel.State.is_chance_node(s)
            if s.is_terminal():
                break
            s.apply_action(rng.choice(s.legal_actions()))


def _without_first_place_terrain(tile_options):
    def faulty(s):
        dice, ones = tile_options(s)
        return dice & (dice - 1), ones  # (a bit mask of terrains: the first one left out)

    return faulty


def _without_moves(legal_parts):
    def faulty(s):
        essences, gathers, moves, work, can_pass = legal_parts(s)
        return essences, gathers, (), work, can_pass

    return faulty


def _without_last_action(legal_with):
    return lambda s, act: legal_with(s, act)[:-1]


def _without_last(legal_tuple):
    return lambda s: legal_tuple(s)[:-1]


#: for each game whose hook numbers its rules' own generator of legal moves: that generator, and a fault for it
#: (the book's is the list its rules keep on the state: tests/book/test_book_action_ids.py puts a fault under it)
GENERATORS = {
    "herds": ("tile_options", _without_first_place_terrain),
    "angels": ("legal_parts", _without_moves),
    "planet": ("legal_with", _without_last_action),
    "book": ("legal_tuple", _without_last),
}


def test_every_kit_game_with_the_hook_names_its_generator():
    kit = {
        n
        for n, info in GAMES.items()
        if info.has_hook("action_ids") and info.rules.__module__.startswith("genesis_nb.")
    }
    assert kit == set(GENERATORS)


@pytest.mark.parametrize("name", sorted(GENERATORS))
def test_the_hook_numbers_the_rules_own_legal_moves(name, monkeypatch):
    """One definition of what is legal: a fault put into the rules' generator of legal moves changes the
    hook's ids exactly as it changes ``legal_actions`` (a hook with a copy of the rules of its own would keep
    listing what the rules no longer do)."""
    info = GAMES[name]
    table = Table(info, info.min_players)
    states, rng = [], random.Random(5)
    for seed in range(3):
        g = info.new_game(info.min_players, seed=seed)
        while not g.is_over:
            states.append(table.rules.copy(g.state))
            g.play(rng.choice(g.legal_actions()))
    sound = [table.ids_of(s) for s in states]
    attr, fault = GENERATORS[name]
    monkeypatch.setattr(table.rules, attr, fault(getattr(table.rules, attr)))
    changed = 0
    for s, before in zip(states, sound):
        got = table.ids_of(s)
        assert got == sorted(table.codec.ids(table.rules.legal_actions(s)))
        changed += got != before
    assert changed >= 10, f"the fault changed the legal moves of {changed} positions only"
