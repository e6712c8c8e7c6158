"""Bots over the common game contract: each picks one of ``game.legal_actions()``.

- ``RandomBot``, and each game's own greedy or heuristic bot (``GameInfo.bots``);
- ``MCTSBot`` / ``ISMCTSBot``: Monte Carlo tree search over the rules model, with sampled chance and,
  in games with hidden information, determinisations drawn from the seat's knowledge only (``mcts``);
- ``kinds_for(info)``: a game's bots by name, the search bots included (``"mcts"``, ``"ismcts"``);
- ``hooks_for(game)``: what a game lends the searches and explanations (``SearchHooks``: its settings,
  rollouts, judgement of actions, evaluator, team maximum, reasons), declared in its ``GameInfo``; this
  package names no game;
- ``explain(bot, game, lang)``: why a bot chooses what it chooses (best few actions, values, a sentence).

Each name is imported from its module when first used (PEP 562), so that a game importing ``bots.base``
for its random bot does not import the searches and the explanations. ``explain`` is both a function and
the module defining it (``genesis_nb.bots.explain``, where ``LANGS`` lives): the package's attribute is always
the function, whichever of the two was imported first.
"""

from __future__ import annotations

import importlib
import sys
import types
from typing import Any

#: each public name -> the module of this package that defines it
_WHERE = {
    "Bot": "base",
    "RandomBot": "base",
    "play_out": "base",
    "MCTSBot": "mcts",
    "ISMCTSBot": "mcts",
    "kinds_for": "kinds",
    "make_bot": "kinds",
    "settings_for": "kinds",
    "search_bot": "kinds",
    "SearchBot": "kinds",
    "explain": "explain",
    "Explanation": "explain",
    "SearchHooks": "hooks",
    "hooks_for": "hooks",
}

__all__ = list(_WHERE)


def __getattr__(name: str) -> Any:
    where = _WHERE.get(name)
    if where is None:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    value = getattr(importlib.import_module(f"{__name__}.{where}"), name)
    globals()[name] = value  # found by plain lookup from now on
    return value


def __dir__() -> list[str]:
    return sorted(set(globals()) | set(_WHERE))


class _Package(types.ModuleType):
    """This package as a module object that keeps the function ``explain`` as its attribute: importing the
    submodule ``explain`` (``from genesis_nb.bots.explain import LANGS``) would otherwise put the module there."""

    def __setattr__(self, name: str, value: Any) -> None:
        if name == "explain" and isinstance(value, types.ModuleType):
            value = value.explain
        super().__setattr__(name, value)


sys.modules[__name__].__class__ = _Package
