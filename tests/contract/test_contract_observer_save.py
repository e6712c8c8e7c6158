"""Every registered game: a save written for one observer (``game.to_json(observer=seat)``, ``core.seatsave``)
holds only what that observer may know, and loaded it shows that observer exactly what it saw (issue 18)."""

from __future__ import annotations

import json
import random

from contract_helpers import counts, random_game

from genesis_nb.core.rules import PUBLIC
from genesis_nb.core.seatsave import dump_plies

GAMES_PER_COUNT = 2


def games(info, per_count=GAMES_PER_COUNT, most=160):
    for n in counts(info):
        for seed in range(per_count if info.hidden_information else 1):
            rng = random.Random(seed)
            yield random_game(info, n, seed=seed, plies=rng.randrange(10, most), rng=rng)


def resampled(game, observer, rng):
    """The game's plies with every position redrawn where ``observer`` cannot see (a line of play it cannot
    tell apart from the real one), with the same events and actions."""
    rules = game.rules
    yield rules.resample_hidden(game.state_at(0), observer, rng), game.opening, None
    for k, step in enumerate(game.steps, 1):
        yield rules.resample_hidden(game.state_at(k), observer, rng), step.events, step.action


def test_an_observers_save_does_not_depend_on_what_it_may_not_know(hidden_info):
    """The key proof: redraw everything the observer may not know at every ply, save again for it: the same
    bytes. (Each ply's position is a canonical draw, so the file is a function of what the observer knows.)"""
    differ = 0
    for g in games(hidden_info):
        for obs in [PUBLIC, *range(len(g.players))]:
            text = g.to_json(observer=obs)
            other = list(resampled(g, obs, random.Random(len(text))))
            differ += any(s != g.state_at(k) for k, (s, _, _) in enumerate(other))
            again = dump_plies(g.rules, g.players, g.options, g.board, obs, other)
            assert again == text, f"{hidden_info.name}: {obs!r}'s save depends on what it may not know"
            doc = json.loads(text)
            assert "seed" not in doc and doc["observer"] == obs
            assert doc["observer_name"] == ("everybody watching" if obs == PUBLIC else f"{g.players[obs]} (seat {obs})")
    assert differ, f"{hidden_info.name}: the redraws never changed a position (the test proves nothing)"


def as_json(events):
    return json.loads(json.dumps([e.to_json() for e in events]))


def test_an_observers_save_replays_what_it_saw_ply_by_ply(game_info):
    for g in games(game_info, 1, most=90):
        states = [g.state_at(k) for k in range(len(g.steps) + 1)]
        seats = range(len(g.players)) if game_info.hidden_information else [0]  # else every seat sees alike
        for obs in [PUBLIC, *seats]:
            text = g.to_json(observer=obs)
            saved = game_info.load_observer_save(text)
            assert saved.observer == obs and saved.plies == len(g.steps)
            for k, state in enumerate(states):
                assert saved.view(k) == g.rules.view(state, obs), f"{game_info.name}: ply {k} for {obs!r}"
            assert saved.narration() == g.narration(observer=obs)
            assert as_json(saved.events()) == as_json(g.events(obs))
            for k, step in enumerate(g.steps, 1):
                own = step.actor == obs
                assert (saved.action(k) == step.action) if own else saved.action(k) is None
            assert saved.to_json() == text


def test_playing_on_from_an_observers_save_starts_from_what_it_saw(game_info):
    for g in games(game_info, 1):
        seat = len(g.players) - 1
        saved = game_info.load_observer_save(g.to_json(observer=seat))
        for ply in {0, saved.plies // 2, saved.plies}:
            on = saved.play_on(ply, seed=4)
            assert on.view(seat) == g.rules.view(g.state_at(ply), seat)
            if not on.is_over:
                legal = on.legal_actions()
                on.play(legal[0])
