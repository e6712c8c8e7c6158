"""Hidden information: no view and no event a seat receives holds a need that seat may not know (P-SECRET,
P-R-KNOWLEDGE). The oracle works the knowledge out from the positions, not from ``state.known``."""

from __future__ import annotations

import json
import random

import pytest
from planet_helpers import OPTION_SETS, Oracle

from genesis_nb.planet import RULES, events_for, narration, new_game, visible
from genesis_nb.planet.view import aid

PAWNS = RULES.board.pawns
NEEDS = [p.need_data() for p in PAWNS]
AID = aid(RULES)
NEED_OWNERS: dict[str, list[int]] = {}
for _p, _pawn in enumerate(PAWNS):
    NEED_OWNERS.setdefault(_pawn.need, []).append(_p)


def scan_view(g, obs, oracle: Oracle) -> None:
    s = g.state
    v = g.view(obs)
    shown: list[int] = []
    for seat, pl in enumerate(v["players"]):
        assert [h["colour"] for h in pl["hand"]] == [RULES.colour[p] for p in s.hands[seat]]  # colours public
        for entry in pl["hand"]:
            p = s.hands[seat][entry["slot"]]
            if "need" in entry:
                assert oracle.may_know(obs, p), (obs, RULES.codes[p], "in a hand")
                assert entry["need"] == NEEDS[p]
                shown.append(p)
            elif obs == seat:
                raise AssertionError("a seat always sees its own needs")
    for c in v["continents"]:
        for sp in c["spaces"]:
            entry = sp["pawn"]
            p = s.board[sp["id"]]
            assert (entry is None) == (p < 0)
            if entry is None:
                continue
            assert entry["colour"] == RULES.colour[p]
            if "need" in entry:
                assert oracle.may_know(obs, p), (obs, RULES.codes[p], sp["label"])
                assert entry["need"] == NEEDS[p]
                shown.append(p)
    if "result" in v:
        shown += [p for _, p, _ in s.removed]
    # scan the whole text (the public game aid aside) for any trace of a need the observer may not know
    body = {k: val for k, val in v.items() if k != "aid"}
    text = json.dumps(body)
    for p, pawn in enumerate(PAWNS):
        if oracle.may_know(obs, p):
            continue
        assert f'"code": "{pawn.code}"' not in text, (obs, pawn.code)
        allowed = sum(1 for q in NEED_OWNERS[pawn.need] if q in shown)
        assert text.count(f'"{pawn.need}"') <= allowed, (obs, pawn.need)
    assert "legal" not in v  # the legal actions are the rules' (legal_actions), sent by the board only to who decides
    assert v["aid"] == AID


def scan_events(g, obs, oracle: Oracle, start: int | None) -> None:
    """The events of the steps from ``start`` (None: the set-up's events) that ``obs`` may see."""
    events = g.opening if start is None else [e for step in g.steps[start:] for e in step.events]
    for e in events:
        if not visible(e, obs):
            continue
        needs = list(e.data.get("needs", [])) + ([e.data["need"]] if "need" in e.data else [])
        for need in needs:
            owners = NEED_OWNERS[need["code"]]
            assert any(oracle.may_know(obs, p) for p in owners), (obs, e.kind, need)
        text = json.dumps(e.to_json())
        for p, pawn in enumerate(PAWNS):
            if not oracle.may_know(obs, p) and len(NEED_OWNERS[pawn.need]) == 1:
                assert f'"{pawn.need}"' not in text, (obs, e.kind, pawn.need)


@pytest.mark.parametrize("block", range(4))
def test_no_view_or_event_leaks_a_need(block):
    """Every view a seat (or the public) would receive after every action of 120 random games."""
    for seed in range(block * 30, block * 30 + 30):
        rng = random.Random(seed)
        g = new_game(2 + seed % 3, seed=seed, options=OPTION_SETS[seed % len(OPTION_SETS)])
        oracle = Oracle(g)
        observers = list(range(g.state.n)) + ["public"]
        for obs in observers:
            scan_view(g, obs, oracle)
            scan_events(g, obs, oracle, None)
        while not g.is_over:
            before = g.state.copy()
            a = rng.choice(g.legal_actions())
            g.play(a)
            oracle.update(g, before, a)
            for obs in observers:
                scan_view(g, obs, oracle)
                scan_events(g, obs, oracle, len(g.steps) - 1)


def test_the_teacher_view_reveals_all_and_is_explicit():
    g = new_game(3, seed=1)
    v = g.view("all")
    assert all("need" in h for pl in v["players"] for h in pl["hand"])
    assert len(v["bag"]["pawns"]) == len(g.state.bag)
    assert "need" not in json.dumps(g.view("public")["players"])
    with pytest.raises(ValueError):
        g.view(3)
    with pytest.raises(ValueError):
        g.view("teacher")


def test_known_matches_the_oracle_exactly():
    """state.known is exactly what the oracle works out (nothing more, nothing less)."""
    for seed in range(30):
        rng = random.Random(seed)
        g = new_game(2 + seed % 3, seed=seed, options=OPTION_SETS[seed % len(OPTION_SETS)])
        oracle = Oracle(g)
        while not g.is_over:
            before = g.state.copy()
            a = rng.choice(g.legal_actions())
            g.play(a)
            oracle.update(g, before, a)
            for p in range(RULES.n_pawns):
                for seat in range(g.state.n):
                    assert bool(g.state.known[p] >> seat & 1) == oracle.may_know(seat, p), (seed, p, seat)


def test_narration_per_observer_filters_private_events():
    g = new_game(3, seed=7)
    rng = random.Random(7)
    while not g.is_over:
        g.play(rng.choice(g.legal_actions()))
    everything = g.narration(observer="all")  # the teacher's explicit choice
    public = g.narration()  # the core's default: what everybody may know
    assert public == g.narration(observer="public")
    assert len(public) < len(everything)
    assert not any(x.startswith("You drew") for x in public)
    for obs in (0, 1, 2):
        mine = g.narration(observer=obs)
        assert len(public) < len(mine) < len(everything)
        assert any(x.startswith("You drew") for x in mine)
    privates = [e for e in g.events("all") if "private_to" in e.data]
    assert privates and all(not visible(e, "public") for e in privates)
    assert all(visible(e, e.data["private_to"][0]) for e in privates)


def test_planet_narration_helpers_agree_with_the_core():
    """``planet.narration`` / ``planet.events_for`` (used by the planet board's log) tell each observer
    exactly what ``Game.narration(observer=...)`` does: a seat hears its own private events."""
    g = new_game(3, seed=7)
    rng = random.Random(7)
    while not g.is_over:
        g.play(rng.choice(g.legal_actions()))
    for obs in (0, 1, 2, "public", "all"):
        assert events_for(g, obs) == g.events(obs), obs
        assert narration(g, obs) == g.narration(observer=obs), obs


def test_the_scanner_catches_a_leak(monkeypatch):
    """Sanity of the scan itself: a need slipped into a hand entry, or anywhere in the text, is caught."""
    g = new_game(2, seed=3)
    oracle = Oracle(g)
    honest = g.rules.view
    other = g.state.hands[1][0]

    def in_hand(state, observer):
        v = honest(state, observer)
        v["players"][1]["hand"][0]["need"] = PAWNS[other].need_data()
        return v

    def anywhere(state, observer):
        v = honest(state, observer)
        v["pending"]["hint"] = PAWNS[other].need
        return v

    for leaky in (in_hand, anywhere):
        monkeypatch.setattr(g.rules, "view", leaky)
        with pytest.raises(AssertionError):
            scan_view(g, 0, oracle)
