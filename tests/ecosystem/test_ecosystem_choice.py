"""Compact action ids (issue 18): a game whose codec is large is chosen field by field, every mask is at
most a few tens of KB, every legal action is reachable and no step leads to a dead end."""

from __future__ import annotations

import random

from genesis_nb.ecosystem.choice import FLAT_LIMIT, ActionSpace, Choice
from genesis_nb.ecosystem.table import Table


def _counts(info):
    return sorted({info.min_players, info.max_players})


def test_every_mask_is_small(info):
    for n in _counts(info):
        space = Table(info, n).space
        assert space.size <= FLAT_LIMIT  # a mask of at most 32 KB (one byte per id)
        assert space.stepped == (space.codec.size > FLAT_LIMIT)


def test_the_book_is_chosen_in_steps_with_ids_that_grow_with_the_board():
    import genesis_nb

    info = genesis_nb.game("book")
    sizes = {}
    for n in (2, 4):
        t = Table(info, n)
        assert t.codec.size > 1_000_000 and t.space.stepped
        sizes[n] = t.space.size
        kinds = len(t.codec.kinds)
        hexes = t.codec.fields["flip"][0][1].size
        assert t.space.size <= kinds * (hexes + 1)  # linear in the board, not a power of it
    assert sizes == {2: 1258, 4: 2516}


def test_small_games_keep_their_codec_ids(info):
    t = Table(info, info.min_players)
    if not t.space.stepped:
        g = info.new_game(info.min_players, seed=1)
        c = t.choice(g.state)
        assert c.legal_ids() == sorted(t.codec.encode(a) for a in g.legal_actions())


def _walk(choice: Choice, rng: random.Random):
    """Random steps from ``choice`` to a complete action (checking each step's ids on the way)."""
    most, steps = choice.space.steps, 0
    while isinstance(choice, Choice):
        ids = choice.legal_ids()
        assert ids and ids == sorted(set(ids)), "a step with no legal id: a dead end"
        assert all(0 <= i < choice.space.size for i in ids)
        choice = choice.choose(rng.choice(ids))
        steps += 1
    assert steps <= most
    return choice


def test_every_step_leads_to_a_legal_action(info):
    rng = random.Random(4)
    for n in _counts(info):
        t = Table(info, n)
        g = info.new_game(n, seed=n)
        plies = 0
        while not g.is_over and plies < 60:
            legal = g.legal_actions()
            c = t.choice(g.state)
            if t.space.stepped:  # every legal action has its own path, and the path leads to it
                paths = [t.space.path(code) for code in c.codes]
                assert len(set(paths)) == len(paths)
                for a in rng.sample(legal, min(5, len(legal))):
                    walk = c
                    for step in t.space.path(t.codec.encode(a)):
                        assert walk.is_legal(step)
                        walk = walk.choose(step)
                    assert walk == a and type(walk) is type(a)  # (decoded from its id, when the game lists ids)
            action = _walk(c, rng)
            assert action in legal
            g.play(action)
            plies += 1


def test_a_flat_space_stays_flat_under_the_limit(info):
    t = Table(info, info.min_players)
    flat = ActionSpace(t.codec, limit=t.codec.size)
    assert not flat.stepped and flat.size == t.codec.size and flat.steps == 1
    stepped = ActionSpace(t.codec, limit=0)
    assert stepped.stepped and stepped.size <= max(t.codec.size, 1) + len(t.codec.kinds)


def test_the_codec_keeps_a_bounded_memory_of_action_objects():
    import genesis_nb

    t = Table(genesis_nb.game("book"), 2)
    g = genesis_nb.game("book").new_game(2, seed=3)
    rng = random.Random(3)
    for _ in range(200):
        if g.is_over:
            break
        t.codec.ids(g.legal_actions())
        g.play(rng.choice(g.legal_actions()))
    assert len(t.codec._known) <= t.codec.KEEP and len(t.codec._held) <= t.codec.KEEP
