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
