"""Hidden information (B-MEMORY, B-PROPHECY): what each observer receives never depends on what it may not
know. ``resample_hidden`` deals the face-down pieces an observer does not know again; nothing the observer
receives changes (its view, the legal actions and their descriptions, refusals, the narration of what
follows an action that reveals nothing), and the deal really changes something when something is hidden."""

import json
import random

import pytest
from book_helpers import H, game

from genesis_nb.book import Flip, GreedyBot, Peek, Prophecy, from_position, new_game
from genesis_nb.book.actions import (
    Cast,
    Crucify,
    Dismount,
    Eat,
    Ekballo,
    Gallop,
    Mount,
    MoveMountain,
    Purge,
    Resurrect,
    Travel,
)
from genesis_nb.core.errors import RuleViolation
from genesis_nb.core.game import Game


def positions(count, seed0=0):
    """Positions met in random games of 2 to 4 players, some with other readings."""
    out = []
    option_sets = [
        None,
        {"blind_eat": True, "prophecy_reveal": "each"},
        {"cast_landmark": "hidden"},
        {"blind_purge": True, "crucify_traps": True},
    ]
    for i in range(count):
        seed = seed0 + i
        g = new_game(2 + i % 3, seed=seed, options=option_sets[i % len(option_sets)])
        rng = random.Random(seed)
        stop = rng.randrange(3, 260)
        while not g.is_over and len(g.steps) < stop:
            g.play(rng.choice(g.legal_actions()))
        out.append(g)
    return out


def candidate_actions(r, s, rng, k=60):
    F = r.field(s.n)
    hexes = F.hexes
    pool = []
    for _ in range(k):
        h = rng.choice(hexes)
        t = rng.choice(F.adjacent[h] + F.gallop[h] + tuple(to for _, to in F.cast[h]))
        pool.append(
            rng.choice(
                [
                    Flip(t),
                    Travel(h, t),
                    Eat(h, t),
                    Gallop(h, t),
                    Mount(h, t),
                    Dismount(h, t),
                    Cast(h, t),
                    MoveMountain(h, t, rng.random() < 0.5),
                    Peek(t),
                    Prophecy(h, rng.choice([None, 0, 1])),
                    Purge(h, rng.choice([None, 1])),
                    Crucify(h, rng.choice(hexes), 1),
                    Resurrect(h, 1, 0, "man"),
                ]
            )
        )
    return pool


def refusal(r, s, a):
    try:
        r.check(s, a)
    except RuleViolation as e:
        return e.rule_id, e.message()
    return None


def reveals(r, s, a):
    """Does ``a`` turn a face-down piece up (or show it to its player)?"""
    if isinstance(a, (Flip, Peek)):
        return True
    for name in ("to", "target"):
        h = getattr(a, name, None)
        if h is not None and s.is_hidden(h):
            return True
    return isinstance(a, (Purge, Ekballo)) and r.options.blind_purge


@pytest.mark.parametrize("block", range(4))
def test_resample_hidden_changes_nothing_an_observer_receives(block):
    """B-MEMORY: for every observer, the view, the legal actions and their descriptions, refusals of a
    sample of actions, and the narration after each action that reveals nothing are the same on a position
    dealt again by ``resample_hidden``."""
    changed = 0
    for g in positions(12, seed0=block * 100):
        r, s = g.rules, g.state
        rng = random.Random(len(g.steps))
        pool = candidate_actions(r, s, rng)
        for obs in [*range(s.n), "public"]:
            t = r.resample_hidden(s, obs, random.Random(rng.random()))
            r.check_invariants(t, deep=True)
            if any(s.stack[h] != t.stack[h] or s.land[h] != t.land[h] for h in s.hidden):
                changed += 1
            assert json.dumps(r.view(s, obs), sort_keys=True) == json.dumps(r.view(t, obs), sort_keys=True)
            la, lb = r.legal_actions(s), r.legal_actions(t)
            assert la == lb
            assert [r.describe(a) for a in la] == [r.describe(a) for a in lb]
            for a in pool:
                assert refusal(r, s, a) == refusal(r, t, a), (obs, a)
            for a in la[:: max(1, len(la) // 12)]:
                if reveals(r, s, a):
                    continue
                sa, ta = s.copy(), t.copy()
                ea, eb = r.apply(sa, a, g.chance), r.apply(ta, a, g.chance)
                said = [r.narrate(e) for e in ea if r.event_visible(e, obs)]
                assert said == [r.narrate(e) for e in eb if r.event_visible(e, obs)], (obs, a)
    assert changed > 10


def test_resample_respects_what_the_observer_knows():
    """B-MEMORY: a peeked piece stays for its peeker (and moves for the others); a remembered piece and a
    hex known to hold a landmark keep what they hold."""
    g = game(
        {
            "F6": "gP",
            "D1": "~sM",
            "D2": "~sK",
            "D3": "~X",
            "D4": "~gG",
            "D5": "~sG!",
            "D6": "~gF",
            "D7": "~sF",
            "D8": "~gR",
        },
        hidden=0,
    )
    g.play(Prophecy(H("F6"), 1))
    for label in ("D1", "D2", "D3"):
        g.play(Peek(H(label)))
    s, r = g.state, g.rules
    for seed in range(30):
        t = r.resample_hidden(s, 0, random.Random(seed))
        for label in ("D1", "D2", "D3", "D5"):
            assert (
                t.top(H(label)) == s.top(H(label))
                or r.pieces(2).kind[t.top(H(label))] == r.pieces(2).kind[s.top(H(label))]
            )
        assert t.peeked[t.top(H("D1"))] == 1
    moved = {r.resample_hidden(s, 1, random.Random(seed)).top(H("D2")) for seed in range(30)}
    assert len(moved) > 1
    assert all(r.resample_hidden(s, 1, random.Random(seed)).top(H("D5")) == s.top(H("D5")) for seed in range(5))
    assert r.resample_hidden(s, "all", random.Random(1)) == s


def test_views_show_face_down_pieces_only_to_who_knows_them():
    """B-MEMORY: the public sees no unseen face-down piece; a seat sees what it peeked; "all" sees all;
    the peek marks are public."""
    g = new_game(3, seed=2)
    rng = random.Random(2)
    while len(g.steps) < 40:
        g.play(rng.choice(g.legal_actions()))
    s = g.state
    for obs in ("public", 0, 1, 2):
        v = g.view(obs)
        for c in v["cells"]:
            if c["face_down"]:
                top = s.stack[c["hex"]] or (s.land[c["hex"]],)
                assert ("pieces" in c) == all(g.rules.knows(s, obs, p) for p in top)
    assert all("pieces" in c for c in g.view("all")["cells"] if c["face_down"] or c.get("owner") is not None)
    assert "legal" not in g.view(g.actor) and "legal" not in g.view("all")  # the rules' legal_actions say it
    with pytest.raises(ValueError):
        g.view(3)
    with pytest.raises(ValueError):
        g.view("teacher")


def test_private_events_go_only_to_the_peeker():
    """B-PROPHECY: what a peek shows is an event private to its player; its hexes are told to all."""
    g = game({"F6": "gP", "D1": "~sM", "D2": "~sK", "D3": "~X"}, hidden=0)
    g.play(Prophecy(H("F6"), 1))
    for label in ("D1", "D2", "D3"):
        g.play(Peek(H(label)))
    public = g.narration()
    assert sum("looks at" in line for line in public) == 3
    assert not any("King" in line for line in public)
    assert any("King" in line for line in g.narration(observer=0))
    assert not any("King" in line for line in g.narration(observer=1))
    assert any("King" in line for line in g.narration(observer="all"))


def test_the_greedy_bot_reads_only_its_seats_view():
    """B-MEMORY: the greedy bot chooses the same on a position dealt again for its seat (it reads only its view)."""
    for i, g in enumerate(positions(8, seed0=500)):
        if g.is_over:
            continue
        seat = g.actor
        t = g.rules.resample_hidden(g.state, seat, random.Random(i))
        other = Game(g.rules, t, players=g.players, seed=g.seed, options=g.options, board=g.board)
        assert GreedyBot(i).choose(g) == GreedyBot(i).choose(other)


def test_notation_shows_everything_for_the_teacher():
    """B-MEMORY: the notation is teacher-level: a face-down piece is written with what it is."""
    g = game({"F6": "gP", "D1": "~sK"}, hidden=0)
    assert "~sK" in g.notation()
    assert from_position(g.notation()).notation() == g.notation()
