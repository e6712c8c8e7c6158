"""Bots over the common game contract: each picks one of ``game.legal_actions()``.

- ``RandomBot``, and each game's own greedy or heuristic bot (``GameInfo.bots``);
- ``MCTSBot`` / ``ISMCTSBot``: Monte Carlo tree search over the rules model, with sampled chance and,
  in games with hidden information, determinisations drawn from the seat's knowledge only (``mcts``);
- ``kinds_for(info)``: a game's bots by name, the search bots included (``"mcts"``, ``"ismcts"``);
- ``hooks_for(game)``: what a game lends the searches and explanations (``SearchHooks``: its settings,
  rollouts, judgement of actions, evaluator, team maximum, reasons), declared in its ``GameInfo``; this
  package names no game;
- ``explain(bot, game, lang)``: why a bot chooses what it chooses (best few actions, values, a sentence).
"""

from .base import Bot, RandomBot, play_out
from .explain import Explanation, explain
from .hooks import SearchHooks, hooks_for
from .kinds import SearchBot, kinds_for, make_bot, search_bot, settings_for
from .mcts import ISMCTSBot, MCTSBot

__all__ = [
    "Bot",
    "RandomBot",
    "play_out",
    "MCTSBot",
    "ISMCTSBot",
    "kinds_for",
    "make_bot",
    "settings_for",
    "search_bot",
    "SearchBot",
    "explain",
    "Explanation",
    "SearchHooks",
    "hooks_for",
]
