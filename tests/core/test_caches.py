"""No module of the kit keeps a cache that grows without bound over a long session (issue 12: angels kept
``_WORK_CACHE`` and an unbounded ``work_payments`` cache)."""

from __future__ import annotations

import functools
import importlib
import pkgutil

import genesis_nb


def kit_modules():
    for info in pkgutil.walk_packages(genesis_nb.__path__, "genesis_nb."):
        name = info.name
        if any(part in name for part in (".book", "widget", "_lab", "notebook", ".ui")):
            continue  # the book is being written elsewhere; boards need the lab extra
        try:
            yield importlib.import_module(name)
        except ImportError:  # a module that needs the lab extra
            continue


def test_every_memoised_function_has_a_bound():
    seen = []
    for module in kit_modules():
        for attr, value in vars(module).items():
            if isinstance(value, functools._lru_cache_wrapper):
                seen.append(f"{module.__name__}.{attr}")
                assert value.cache_info().maxsize is not None, f"{module.__name__}.{attr} has no maxsize"
    assert "genesis_nb.angels.payments.work_payments" in seen
    assert "genesis_nb.angels.payments.switch_payments" in seen


def test_no_module_level_cache_dict():
    for module in kit_modules():
        for attr, value in vars(module).items():
            if "cache" in attr.lower() and isinstance(value, (dict, list, set)):
                raise AssertionError(f"{module.__name__}.{attr} is a module-level cache without a bound")


def test_the_work_payments_cache_stays_bounded():
    from genesis_nb.angels.payments import work_payments

    maxsize = work_payments.cache_info().maxsize
    for hand in range(maxsize + 50):
        work_payments((0, 0, 1), (hand, 1, 1))
    assert work_payments.cache_info().currsize <= maxsize


def test_every_games_shared_actions_stay_under_the_cap(monkeypatch):
    """``BoundRules.act`` keeps at most ``ACTS_KEPT`` shared actions in every registered game (issue 18: only
    the book's were bounded). With the cap lowered, random games of every game never hold more, and the
    games that share actions do reach it (the cap is what keeps them down)."""
    import random

    from genesis_nb.core import boundrules

    cap = 40
    monkeypatch.setattr(boundrules, "ACTS_KEPT", cap)
    reached = []
    for name, info in sorted(genesis_nb.games().items()):
        rng = random.Random(7)
        most = 0
        for seed in range(6):
            game = info.new_game(info.max_players, seed=seed)
            rules = game.rules
            assert isinstance(rules, boundrules.BoundRules) or not hasattr(rules, "_acts"), name
            if hasattr(rules, "_acts"):
                rules._acts.clear()  # (rules shared with earlier tests may hold more than this test's cap)
            for _ in range(400):
                if game.is_over:
                    break
                legal = game.legal_actions()
                game.play(legal[rng.randrange(len(legal))])
                most = max(most, len(getattr(rules, "_acts", ())))
                assert most <= cap, f"{name}: {most} shared actions kept, over the cap of {cap}"
        if most == cap:
            reached.append(name)
    assert {"planet", "book"} <= set(reached), reached
