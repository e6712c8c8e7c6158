"""An evaluator for OpenSpiel's ``MCTSBot`` whose random rollouts are played by the kit's own rules.

    >>> import numpy as np
    >>> from open_spiel.python.algorithms import mcts
    >>> from genesis_nb.ecosystem import openspiel
    >>> from genesis_nb.ecosystem.openspiel_rollouts import RolloutEvaluator
    >>> game = openspiel.load("herds", 2)
    >>> rs = np.random.RandomState(3)
    >>> bot = mcts.MCTSBot(game, 2.0, 60, RolloutEvaluator(random_state=rs), random_state=rs)

A drop-in for OpenSpiel's ``RandomRolloutEvaluator`` (the same arguments: ``n_rollouts``, ``random_state``,
``max_length``; the same ``prior``). Its rollouts play the same random game: every decision a legal action
drawn uniformly (the game's own ``random_move`` search hook, which draws it without listing every action
where the game lends one), every chance draw an outcome of equal probability (the rules' own draws, from
the evaluator's generator), and the value is the adapter's returns at the end. What differs is the path:
OpenSpiel's evaluator goes through the adapter at every step (legal ids listed, chance nodes made and picked
with numpy); this one copies the position once and plays the rules directly, several times faster. Measured
by ``benchmarks/ecosystem_bench.py --parts mcts``.

Two differences, both from how OpenSpiel sees the kit's games:

- in a game whose actions are chosen field by field (the book, ``choice.ActionSpace.stepped``), OpenSpiel's
  evaluator draws each field uniformly among those that lead to a legal action, so an action sharing its
  first field with few others is drawn more often; here every legal action is equally likely (the kit's own
  random player). A decision already begun when the evaluation starts is finished field by field first;
- ``max_length`` counts the players' decisions, not the chance draws between them; a rollout cut short is
  worth the adapter's returns before the end (nothing for anyone), as OpenSpiel's evaluator has it.

As OpenSpiel's evaluator, it plays on from the whole position it is given: in a game with hidden information
(planet), ``MCTSBot`` searches the true position, which no one player sees whole (the kit's own ``ISMCTSBot``
searches from what one player knows). A state of another OpenSpiel game is rolled out as OpenSpiel's
evaluator does, with this evaluator's generator.
"""

from __future__ import annotations

import numbers
import random
from typing import Any

import numpy as np
from open_spiel.python.algorithms import mcts

from ..bots.hooks import hooks_for
from ..bots.policies import SimChance
from ..core.rules import shown
from .openspiel import GenesisState

#: the largest seed drawn from a numpy generator for the evaluator's own (``random.Random``)
_SEED_SPAN = 2**31 - 1


def _positive(name: str, value: Any) -> int:
    if isinstance(value, bool) or not isinstance(value, numbers.Integral) or value < 1:
        raise ValueError(f"{name} must be a whole number of at least 1, not {shown(value)}")
    return int(value)


def _begun(state: Any) -> bool:
    """Whether fields of an action are chosen already in ``state`` (a game chosen field by field)."""
    return bool(state.episode.choosing(state.episode.actor()))


def _draw(state: Any, rng: random.Random) -> None:
    """Apply an outcome of the chance node ``state``, drawn by its probabilities."""
    outcomes, weights = zip(*state.chance_outcomes())
    state.apply_action(rng.choices(outcomes, weights)[0])


def _generator(random_state: Any) -> random.Random:
    """The evaluator's generator: seeded from a numpy ``RandomState`` (OpenSpiel's convention) or an int."""
    if random_state is None:
        return random.Random()
    if isinstance(random_state, np.random.RandomState):
        return random.Random(int(random_state.randint(_SEED_SPAN)))
    if isinstance(random_state, numbers.Integral) and not isinstance(random_state, bool):
        return random.Random(int(random_state))
    raise ValueError(
        f"random_state must be a numpy RandomState, a whole number or None, not {type(random_state).__name__}"
    )


class RolloutEvaluator(mcts.Evaluator):  # type: ignore[misc]
    """OpenSpiel's ``RandomRolloutEvaluator``, with rollouts played by the kit's rules (see the module's notes).

    ``n_rollouts``: random games averaged per evaluation; ``random_state``: a numpy ``RandomState`` (one number
    drawn from it seeds the evaluator's own generator), a seed, or None (a fresh generator); ``max_length``: the
    most decisions a rollout plays (None: to the end)."""

    def __init__(self, n_rollouts: int = 1, random_state: Any = None, max_length: int | None = None) -> None:
        self.n_rollouts = _positive("n_rollouts", n_rollouts)
        self.max_length = None if max_length is None else _positive("max_length", max_length)
        self.rng = _generator(random_state)
        self._moves: dict[Any, Any] = {}  # a game's uniform random move (its ``random_move`` search hook)

    def evaluate(self, state: Any) -> np.ndarray:
        """The average returns of ``n_rollouts`` random games from ``state``."""
        total = np.array(self.rollout_returns(state), dtype=float)
        for _ in range(self.n_rollouts - 1):
            total += self.rollout_returns(state)
        return total / self.n_rollouts

    def prior(self, state: Any) -> list[tuple[int, float]]:
        """Equal probability for every legal id (the chance outcomes at a chance node), as OpenSpiel's."""
        if state.is_chance_node():
            return list(state.chance_outcomes())
        legal = state.legal_actions(state.current_player())
        return [(a, 1.0 / len(legal)) for a in legal]

    # -- one rollout -------------------------------------------------------------------------------
    def rollout_returns(self, state: Any) -> list[float]:
        """Each player's return at the end of one random game from ``state`` (an OpenSpiel state)."""
        if not isinstance(state, GenesisState):
            return self._through_openspiel(state, self.max_length)
        decisions = 0
        if state.is_chance_node() or _begun(state):
            # (draws waiting, or fields of an action already chosen: through the adapter, on a clone)
            state, decisions = self._settle(state.clone())
        episode, left = state.episode, None if self.max_length is None else self.max_length - decisions
        if episode.is_over or (left is not None and left <= 0):
            return episode.returns()
        table = episode.table
        return self._play(table, table.rules.copy(episode.state), left)

    def _play(self, table: Any, s: Any, max_length: int | None) -> list[float]:
        """Play the rules' position ``s`` (changed in place) to the end at ``table``, uniformly at random:
        the returns (nothing for anyone when ``max_length`` decisions come first)."""
        rules, rng = table.rules, self.rng
        move = self._moves.get(table.info.name)
        if move is None:
            move = self._moves[table.info.name] = hooks_for(table.info).random_move
        chance = SimChance(rng)
        is_over, apply = rules.is_over, rules.apply
        plies = 0
        while not is_over(s):
            if max_length is not None and plies >= max_length:
                return [0.0] * table.players
            apply(s, move(rules, s, rng), chance)
            plies += 1
        return table.returns(s)

    def _settle(self, state: GenesisState) -> tuple[GenesisState, int]:
        """Draw the waiting chance outcomes and finish an action begun field by field, through the adapter:
        the state a decision starts from (or the end), and how many decisions that took."""
        rng, decisions = self.rng, 0
        while not state.is_terminal():
            if state.is_chance_node():
                _draw(state, rng)
            elif _begun(state):
                state.apply_action(rng.choice(state.legal_actions()))
                if not _begun(state):  # (its last field: the action is played)
                    decisions += 1
            else:
                break
        return state, decisions

    def _through_openspiel(self, state: Any, max_length: int | None) -> list[float]:
        """A rollout of another game's state, as OpenSpiel's evaluator plays it."""
        state, rng, length = state.clone(), self.rng, 0
        while not state.is_terminal():
            if state.is_chance_node():
                _draw(state, rng)
            else:
                state.apply_action(rng.choice(state.legal_actions()))
            length += 1
            if max_length is not None and length >= max_length:
                break
        return list(state.returns())


__all__ = ["RolloutEvaluator"]
