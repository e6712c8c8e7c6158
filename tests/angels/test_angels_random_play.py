"""Random play: invariants after every action of 1,000 complete games over 2 to 6 players."""

import random

import pytest

from genesis_nb.angels import AngelsOptions, DayWork, Gather, load_game, new_game
from genesis_nb.angels.boarddata import REST_DAY
from genesis_nb.angels.notation import from_notation

GAMES = 1000


def check_invariants(g):
    s = g.state
    n = s.n
    # every essence is conserved: stock + hands = 4 x players
    for e in range(3):
        assert s.stock[e] + sum(h[e] for h in s.hands) == 4 * n
        assert s.stock[e] >= 0 and all(h[e] >= 0 for h in s.hands)
    # each angel (and the dark angel) on exactly one square; tracks hold at most 7, without gaps
    placed = [a for t in s.tracks for a in t]
    assert sorted(placed) == list(range(n + 1))
    for t, row in enumerate(s.tracks):
        assert len(row) <= 7
        for a in row:
            assert s.where[a] == t
    # at most one marker per angel per day; no markers on the void or day VII
    for d, w in enumerate(s.work):
        assert len(set(w)) == len(w)
        if d in (0, REST_DAY):
            assert w == []
    # nobody stands beyond God's day
    for t in range(1, 8):
        if s.tracks[t]:
            assert t <= s.day_of_god()


@pytest.mark.parametrize("players", [2, 3, 4, 5, 6])
def test_random_games_keep_every_invariant(players):
    games = GAMES // 5
    for seed in range(games):
        rng = random.Random(seed * 10 + players)
        g = new_game(players, seed=seed)
        save_at = rng.randrange(1, 22 * players)  # somewhere within the game's 22 x players decisions
        saved = None
        while not g.is_over:
            legal = g.legal_actions()
            assert legal, "a player always has an action (passing at least)"
            assert len(set(legal)) == len(legal), "legal actions are distinct"
            action = rng.choice(legal)
            before = g.state.copy()
            hand_before = [h[:] for h in g.state.hands]
            seat = g.actor
            g.play(action)
            check_invariants(g)
            # the dark angel never pays: no hand shrinks by more than its own action's payment
            for p in range(players):
                if p != seat:
                    assert all(g.state.hands[p][e] >= hand_before[p][e] for e in range(3))
            pay = action.pay if isinstance(action, (Gather, DayWork)) else (0, 0, 0)
            assert all(g.state.hands[seat][e] >= hand_before[seat][e] - pay[e] for e in range(3))
            # undo restores the previous state exactly; redo gives the same position again
            after = g.state.copy()
            g.undo()
            assert g.state == before
            g.redo()
            assert g.state == after
            if len(g.steps) == save_at:
                saved = g.to_json()
        assert saved is not None
        assert g.state.god == 21
        # one starting cube per player, then one decision per player in each of the 21 rounds
        assert len(g.steps) == players + 21 * players
        # a JSON save taken mid-game reloads to the same state and replays to the same end
        h = load_game(saved)
        assert h.state == g.state_at(save_at)
        for step in g.steps[save_at:]:
            h.play(step.action)
        assert h.state == g.state
        # the notation prints and reads back the same position
        assert from_notation(g.notation()) == g.state


def test_replay_reaches_the_same_end():
    for seed in range(20):
        g = new_game(4, seed=seed)
        rng = random.Random(seed)
        while not g.is_over:
            g.play(rng.choice(g.legal_actions()))
        assert g.replay().state == g.state
        assert load_game(g.to_json()).state == g.state


@pytest.mark.parametrize(
    "opts",
    [
        {"dark_round_one": "void"},
        {"move_same_day": True},
        {"dark_tie": "players"},
        {"dark_tie": "dark"},
        {"switching": "free"},
        {"leftmost": "square"},
        {"dark_after_work": "literal"},
    ],
)
def test_random_games_under_every_alternative_reading(opts):
    for seed in range(30):
        g = new_game(3 + seed % 4, seed=seed, options=opts)
        rng = random.Random(seed)
        while not g.is_over:
            g.play(rng.choice(g.legal_actions()))
            check_invariants(g)
        assert g.rules.options == AngelsOptions.from_json(opts)
        assert load_game(g.to_json()).state == g.state


def test_every_game_lasts_21_rounds():
    g = new_game(3, seed=5)
    rng = random.Random(5)
    while not g.is_over:
        g.play(rng.choice(g.legal_actions()))
    rounds = [e for e in g.events() if e.kind == "round"]
    assert [e.data["round"] for e in rounds] == list(range(1, 22))
    # one turn per player per round, after the three starting-cube choices
    assert len(g.steps) == 3 + 21 * 3
