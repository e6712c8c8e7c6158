"""Helpers shared by the ecosystem tests (imported by name: tests/ecosystem is on sys.path).

OpenSpiel and PettingZoo come with the ``openspiel`` and ``rl`` extras (both in ``test``). A test skips
only where the package cannot be installed at all (``need``: OpenSpiel has wheels for CPython 3.10 to
3.14 on x86-64 and ARM, PettingZoo is pure Python): anywhere else a missing package fails the test, as a
set-up that forgot the extra.
"""

from __future__ import annotations

import importlib.util
import platform
import sys

import pytest

import genesis_nb

GAMES = genesis_nb.games()


def _wheels_exist(module: str) -> bool:
    if module != "pyspiel":  # pettingzoo, gymnasium, numpy: wheels (or pure Python) everywhere
        return True
    return (3, 10) <= sys.version_info[:2] <= (3, 14) and platform.machine().lower() in (
        "x86_64",
        "amd64",
        "aarch64",
        "arm64",
    )


def need(module: str):
    """Import ``module``, or skip where it has no wheel (and fail where it should have been installed)."""
    if importlib.util.find_spec(module) is None:
        if _wheels_exist(module):
            pytest.fail(f"{module} is not installed: install the test extra (pip install -e '.[test]')")
        pytest.skip(
            f"{module} has no wheel for Python {sys.version_info[0]}.{sys.version_info[1]} on "
            f"{sys.platform}/{platform.machine()}"
        )
    return importlib.import_module(module)


def step_at_random(state, rng) -> None:
    """One step of an OpenSpiel state that is not over: a chance outcome or a legal id, drawn by ``rng``
    (a ``random.Random``) among those of the state."""
    if state.is_chance_node():
        state.apply_action(rng.choice(state.chance_outcomes())[0])
    else:
        state.apply_action(rng.choice(state.legal_actions()))
