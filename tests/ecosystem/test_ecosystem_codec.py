"""The fixed action spaces and the explicit chance behind the OpenSpiel and PettingZoo adapters
(no OpenSpiel or PettingZoo needed)."""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Mapping

import pytest

from genesis_nb.ecosystem.chance import JOINT_ROLL_MAX, NeedChance, ScriptedChance
from genesis_nb.ecosystem.codec import ActionCodec, Bag, CodecError, Ints
from genesis_nb.ecosystem.table import Episode, Table


def test_every_legal_action_has_one_id_and_back(info):
    for n in sorted({info.min_players, info.max_players}):
        table = Table(info, n)
        codec = table.codec
        for seed in range(2):
            rng = random.Random(seed)
            g = info.new_game(n, seed=seed)
            plies = 0
            while not g.is_over and plies < 150:
                legal = g.legal_actions()
                ids = codec.encode_all(legal)
                assert len(set(ids)) == len(ids)
                assert all(0 <= i < codec.size for i in ids)
                assert [codec.decode(i) for i in ids] == legal
                g.play(rng.choice(legal))
                plies += 1


def test_the_mapping_is_fixed(info):
    """Ids depend on the registry and the bounds only: two tables agree, whatever the position."""
    a, b = Table(info), Table(info)
    assert a.codec.size == b.codec.size
    for code in random.Random(1).sample(range(a.codec.size), min(200, a.codec.size)):
        try:
            action = a.codec.decode(code)
        except CodecError:
            continue
        assert b.codec.encode(action) == code


def test_codec_refuses_what_is_outside_its_space():
    import genesis_nb

    codec = Table(genesis_nb.game("herds")).codec
    from genesis_nb.herds import Place

    with pytest.raises(CodecError):
        codec.encode(Place(9999, "forest"))
    with pytest.raises(CodecError):
        codec.decode(codec.size)
    assert Bag(3, 4).size == 35 and Bag(3, 4).value(Bag(3, 4).index((1, 0, 3))) == (1, 0, 3)
    with pytest.raises(CodecError):
        Bag(3, 4).index((2, 2, 2))
    assert Ints(2, 5).size == 3


def test_a_game_without_bounds_is_refused_clearly():
    from genesis_nb.core.actions import ActionRegistry

    reg = ActionRegistry("toy")
    from dataclasses import dataclass

    @reg.action("go")
    @dataclass(frozen=True)
    class Go:
        to: int

    with pytest.raises(CodecError, match="to"):
        ActionCodec(reg, {"go": {}})


def test_bounds_are_the_games_own_and_team_comes_from_its_type(info):
    """Each game's rules give its bounds; whether the players share one score is read from its type."""
    from genesis_nb.ecosystem.bounds import GameBounds, bounds_for

    b = bounds_for(info, info.min_players)
    assert isinstance(info.rules.ecosystem_bounds(info.min_players), (GameBounds, Mapping))  # a mapping of its fields
    assert b.team == info.type.team_score
    assert set(b.domains) <= set(info.rules.registry.types)


def test_rules_without_bounds_are_refused_naming_the_method():
    from types import SimpleNamespace

    from genesis_nb.ecosystem.bounds import bounds_for

    bare = SimpleNamespace(name="toy", team_score=False, rules=object())
    with pytest.raises(NotImplementedError, match="ecosystem_bounds"):
        bounds_for(bare, 2)


def test_scripted_chance_gives_every_outcome_and_stops_where_it_runs_out():
    ch = ScriptedChance([2 * 4 + 0, 1])
    assert ch.roll(0, "abcd", 2) == ["c", "a"]  # one draw for the two dice: the first die's face the slower
    assert ch.roll(1, "abcd") == ["b"]
    with pytest.raises(NeedChance) as need:
        ch.choice(0, [10, 20, 30])
    assert need.value.n == 3
    # a scripted shuffle: every order of 3 items once over the 3 * 2 scripts
    orders = Counter()
    for i in range(3):
        for j in range(2):
            orders[tuple(ScriptedChance([i, j]).shuffled(0, "xyz"))] += 1
    assert len(orders) == 6 and set(orders.values()) == {1}


def test_an_episode_has_chance_nodes_exactly_where_the_rules_draw(info):
    e = Episode(Table(info, info.min_players))
    rng = random.Random(2)
    chance = decisions = 0
    while not e.is_over and decisions < 400:
        if e.is_chance:
            chance += 1
            outcomes = e.chance_outcomes()
            assert abs(sum(p for _, p in outcomes) - 1) < 1e-9
            e.apply_outcome(rng.randrange(len(outcomes)))
        else:
            e.apply_action(rng.choice(e.legal_actions()))
            decisions += 1
    assert (chance > 0) == bool(info.chance)


def test_a_roll_of_several_dice_is_one_chance_node_with_every_sequence_of_faces_once():
    """As OpenSpiel's own dice games have it: one node, ``faces ** dice`` equally likely outcomes, each a
    different sequence of faces, named in the same order."""
    with pytest.raises(NeedChance) as need:
        ScriptedChance([]).roll(0, "xyz", 2)
    assert need.value.n == 9 and need.value.more == ()
    rolls = [tuple(ScriptedChance([k]).roll(0, "xyz", 2)) for k in range(9)]
    assert rolls == sorted(set(rolls)) and len(rolls) == 9  # every sequence once, in order
    assert need.value.labels[5] == "face y, face z" and rolls[5] == ("y", "z")
    with pytest.raises(ValueError, match="not among the 9 outcomes"):
        ScriptedChance([9]).roll(0, "xyz", 2)


def test_the_draws_of_one_roll_or_shuffle_are_known_ahead():
    many = round(JOINT_ROLL_MAX ** (1 / 3)) + 1  # three dice of more outcomes than one node may have
    with pytest.raises(NeedChance) as need:
        ScriptedChance([]).roll(0, range(many), 3)
    assert need.value.n == many and need.value.more == (many, many)
    with pytest.raises(NeedChance) as need:
        ScriptedChance([1]).shuffled(0, "wxyz")  # swaps among 4, then 3, then 2
    assert need.value.n == 3 and need.value.more == (2,)


def test_an_episode_skipping_replays_reaches_the_rules_own_positions(info):
    """An action resolved through chance nodes (later draws of a roll known ahead) ends where the rules
    end when given all its outcomes at once."""
    e = Episode(Table(info, info.min_players))
    rng = random.Random(6)
    rules = e.table.rules
    checked = 0
    for _ in range(150):
        while e.is_chance:
            e.apply_outcome(rng.randrange(len(e.chance_outcomes())))
        if e.is_over:
            break
        before = rules.copy(e.state)
        action = rng.choice(e.legal_actions())
        e.apply_action(action)
        outcomes = []
        while e.is_chance:
            outcomes.append(rng.randrange(len(e.chance_outcomes())))
            e.apply_outcome(outcomes[-1])
        rules.apply(before, action, ScriptedChance(outcomes))
        assert rules.to_notation(before) == rules.to_notation(e.state)
        checked += bool(outcomes)
    assert checked or info.name != "herds"  # herds rolls after every turn (the others may draw only at set-up)
