"""The search hooks: every game lends its searches what it knows through its ``SearchHooks``, found through
the registry; a game that declares none searches and explains with the generic defaults; the shared bots
package names no game in its code."""

from __future__ import annotations

import ast
import copy
import pickle
import re
from pathlib import Path

import pytest
from bots_helpers import GAMES, played

import genesis_nb
from genesis_nb.bots import MCTSBot, explain, settings_for
from genesis_nb.bots.hooks import DEFAULT, DEFAULT_HOOKS, SearchHooks, hooks_for
from genesis_nb.bots.kinds import SearchBot
from genesis_nb.bots.policies import random_move, static_rank
from genesis_nb.core.game import Game
from genesis_nb.registry import GameInfo, own_games

BOTS = Path(genesis_nb.__file__).parent / "bots"


def test_every_game_finds_its_hooks_from_its_info_its_rules_and_its_name(info):
    hooks = hooks_for(info)
    assert isinstance(hooks, SearchHooks)
    assert hooks_for(info.rules) is hooks and hooks_for(info.name) is hooks
    assert hooks is info.hook("search", DEFAULT_HOOKS)
    assert settings_for(info.name) == dict(hooks.settings) == settings_for(info)


def test_a_game_declaring_no_hook_gets_the_defaults(info):
    bare = GameInfo(name=info.name, title="", module=info.module, rules=info.rules, front=info.front)
    assert hooks_for(bare) is DEFAULT_HOOKS
    assert hooks_for("no such game") is DEFAULT_HOOKS
    assert settings_for("no such game") == DEFAULT
    h = DEFAULT_HOOKS
    assert h.random_move is random_move and h.rollout("random") is random_move
    assert h.rollout("heuristic") is random_move  # no judgement: the light (here uniform) policy
    assert h.search_prior() is None and h.ranker() is static_rank and h.team_max is None


def _nameless(info, seed):
    """A game of ``info`` under rules whose name no game registered: the search knows nothing of it."""
    g = played(info, info.min_players, seed, 4 + 3 * seed)
    rules = copy.copy(g.rules)
    rules.name = "nameless"
    return Game(rules, g.state, players=g.players, seed=seed, options=g.options, board=g.board)


def test_a_search_on_a_game_no_registry_knows_uses_the_defaults(info):
    for seed in range(2):
        g = _nameless(info, seed)
        assert hooks_for(g.rules) is DEFAULT_HOOKS
        bot = MCTSBot(seed, **{**DEFAULT, "iterations": 6, "candidates": 3, "prior_weight": 1.0})
        assert g.is_legal(bot.choose(g))
        assert g.is_legal(MCTSBot(seed, iterations=3, rollout="heuristic", rollout_depth=4).choose(g))


def test_a_game_bot_without_reasons_is_explained_by_its_choice(info):
    g = _nameless(info, 1)
    own = [k for k in info.bots if k not in ("random", "mcts", "ismcts")]
    for kind in own:
        e = explain(info.make_bot(kind, 3), g, "en")
        assert e.kind == "plain" and g.is_legal(e.choice)


def test_a_game_with_reasons_explains_its_own_bot_by_its_value(info):
    hooks = hooks_for(info)
    if hooks.reasons is None:
        pytest.skip(f"{info.name} lends no reasons")
    assert hooks.value is not None and hooks.reasons.bot in info.bots
    g = played(info, info.min_players, 4, 12)
    for lang in ("en", "nl"):
        e = explain(info.make_bot(hooks.reasons.bot, 2), g, lang)
        assert e.kind == f"{hooks.reasons.bot}_{info.name}"
        legal = g.legal_actions()
        values = dict(zip(legal, hooks.value(g.rules, g.state, legal, g.actor)))
        assert [o.value for o in e.options] == [values[o.action] for o in e.options]


@pytest.mark.parametrize("kind", ["mcts", "ismcts"])
def test_game_info_make_bot_passes_the_search_settings(info, kind):
    if kind == "ismcts" and not info.hidden_information:
        pytest.skip(f"{info.name} has no hidden information")
    bot = info.make_bot(kind, 5, iterations=3)
    assert bot.name == kind and bot.iterations == 3
    tuned = settings_for(info.name)
    assert all(getattr(bot, k) == v for k, v in tuned.items() if k != "iterations")
    g = played(info, info.min_players, 2, 7)
    assert g.is_legal(bot.choose(g))


def test_search_bot_factories_pickle_with_the_games_name(info):
    factory = pickle.loads(pickle.dumps(SearchBot(info.name, iterations=2)))
    assert factory.game == info.name
    bot = factory(1)
    assert bot.iterations == 2
    assert all(getattr(bot, k) == v for k, v in settings_for(info.name).items() if k != "iterations")


def _code_words(path: Path) -> list[tuple[int, str]]:
    """Every name and string of a module's code, docstrings left out (comments are not in the tree)."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    docs = set()
    for node in ast.walk(tree):
        if isinstance(node, (ast.Module, ast.ClassDef, ast.FunctionDef, ast.AsyncFunctionDef)):
            body = node.body
            if body and isinstance(body[0], ast.Expr) and isinstance(body[0].value, ast.Constant):
                docs.add(id(body[0].value))
    out = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Constant) and isinstance(node.value, str) and id(node) not in docs:
            out.append((node.lineno, node.value))
        elif isinstance(node, ast.Name):
            out.append((node.lineno, node.id))
        elif isinstance(node, ast.Attribute):
            out.append((node.lineno, node.attr))
        elif isinstance(node, ast.alias):
            out.append((node.lineno, node.name))
        elif isinstance(node, ast.ImportFrom):
            out.append((node.lineno, node.module or ""))
        elif isinstance(node, (ast.FunctionDef, ast.ClassDef)):
            out.append((node.lineno, node.name))
    return out


def test_the_shared_bots_name_no_game_outside_docstrings():
    names = set(own_games()) | set(GAMES)
    word = re.compile(r"(?i)(?<![a-z])(" + "|".join(map(re.escape, sorted(names))) + r")(?![a-z])")
    found = [
        f"{path.name}:{line}: {text!r}"
        for path in sorted(BOTS.glob("*.py"))
        for line, text in _code_words(path)
        if word.search(text)
    ]
    assert not found, "\n".join(found)
