"""Every registered game as a PettingZoo AEC environment (observation plus action mask).

    >>> from genesis_nb.ecosystem.pettingzoo import env
    >>> e = env("herds", players=2)
    >>> e.reset(seed=1)
    >>> obs, reward, terminated, truncated, info = e.last()
    >>> sorted(obs), int(obs["action_mask"].sum()) > 0
    (['action_mask', 'observation'], True)

Agents are ``player_0 .. player_{n-1}`` (the seats). The agent to act is the seat the rules say must decide
(``rules.actor``: in planet the designator and the sharing players act out of turn order). Each agent
observes a dict: ``observation``, the seat's view hashed into a fixed-size float32 vector
(``features.view_tensor``: only what the seat may know), and ``action_mask``, 1 for each legal action id
(``codec.ActionCodec``) when the agent must act, all zeros otherwise. Rewards come at the end: the winners
share 1 (a cooperative game: every agent gets the team's score). Chance (dice, draws) comes from the
environment's own seeded ``Chance``: ``reset(seed=...)`` makes a game replay exactly, and no observation
tells what it will draw.

Game options (the catalogue's readings) are given when the environment is made:
``env("angels", players=3, options={"dark_tie": "players"})``; ``reset`` ignores its own ``options``.
"""

from __future__ import annotations

from typing import Any, Mapping

import numpy as np
from gymnasium import spaces
from pettingzoo import AECEnv

from ..core.chance import Chance, fresh_seed
from ..registry import game as info_of
from .table import Table

#: the observation vector's bounds (hashed counts and points: far inside)
OBS_LIMIT = 1e9


class GenesisEnv(AECEnv):
    """One of the kit's games for PettingZoo (see the module's notes)."""

    metadata: dict[str, Any] = {"render_modes": ["ansi", "human"], "name": "genesis_v0", "is_parallelizable": False}

    def __init__(
        self,
        game: Any,
        players: int | None = None,
        options: Mapping[str, Any] | None = None,
        render_mode: str | None = None,
    ) -> None:
        super().__init__()
        info = info_of(game) if isinstance(game, str) else game
        self.table = Table(info, players, options)
        self.metadata = {**GenesisEnv.metadata, "name": f"genesis_{info.name}_v0"}
        if render_mode is not None and render_mode not in self.metadata["render_modes"]:
            raise ValueError(f"render_mode must be one of {self.metadata['render_modes']}")
        self.render_mode = render_mode
        self.possible_agents = [f"player_{i}" for i in range(self.table.players)]
        self.agents = self.possible_agents[:]
        n_actions = self.table.codec.size
        size = self.table.bounds.tensor_size
        self.observation_spaces = {
            a: spaces.Dict(
                {
                    "observation": spaces.Box(-OBS_LIMIT, OBS_LIMIT, shape=(size,), dtype=np.float32),
                    "action_mask": spaces.Box(0, 1, shape=(n_actions,), dtype=np.int8),
                }
            )
            for a in self.possible_agents
        }
        self.action_spaces = {a: spaces.Discrete(n_actions) for a in self.possible_agents}
        self.state: Any = None
        self._chance: Chance | None = None
        self.rewards = {a: 0.0 for a in self.agents}
        self._cumulative_rewards = {a: 0.0 for a in self.agents}
        self.terminations = {a: False for a in self.agents}
        self.truncations = {a: False for a in self.agents}
        self.infos: dict[str, dict[str, Any]] = {a: {} for a in self.agents}
        self.agent_selection = self.agents[0]

    # -- spaces ------------------------------------------------------------------------------------
    def observation_space(self, agent: str) -> Any:
        return self.observation_spaces[agent]

    def action_space(self, agent: str) -> Any:
        return self.action_spaces[agent]

    # -- the game ------------------------------------------------------------------------------------
    def _seat(self, agent: str) -> int:
        return self.possible_agents.index(agent)

    def reset(self, seed: int | None = None, options: Mapping[str, Any] | None = None) -> None:
        self.seed_used = fresh_seed() if seed is None else int(seed)
        self._chance = Chance(self.seed_used)
        self.state = self.table.new_state(self._chance)
        self.agents = self.possible_agents[:]
        self.rewards = {a: 0.0 for a in self.agents}
        self._cumulative_rewards = {a: 0.0 for a in self.agents}
        self.terminations = {a: False for a in self.agents}
        self.truncations = {a: False for a in self.agents}
        self.infos = {a: {} for a in self.agents}
        self.agent_selection = self._actor_agent()

    def _actor_agent(self) -> str:
        seat = self.table.rules.actor(self.state)
        return self.possible_agents[seat] if seat is not None else self.agents[0]

    def action_mask(self, agent: str) -> np.ndarray:
        mask = np.zeros(self.table.codec.size, np.int8)
        if self.state is not None and not self.table.rules.is_over(self.state) and agent == self.agent_selection:
            mask[self.table.legal_ids(self.state)] = 1
        return mask

    def observe(self, agent: str) -> dict[str, np.ndarray]:
        obs = self.table.tensor(self.state, self._seat(agent))
        return {"observation": obs, "action_mask": self.action_mask(agent)}

    def step(self, action: Any) -> None:
        agent = self.agent_selection
        if self.terminations[agent] or self.truncations[agent]:
            self._was_dead_step(action)
            return
        rules = self.table.rules
        a = self.table.codec.decode(int(action))
        rules.check(self.state, a)  # an illegal id is refused in the rules' words
        self._cumulative_rewards[agent] = 0.0
        self.rewards = {x: 0.0 for x in self.agents}
        rules.apply(self.state, a, self._chance)
        if rules.is_over(self.state):
            for seat, r in enumerate(self.table.returns(self.state)):
                self.rewards[self.possible_agents[seat]] = float(r)
            self.terminations = {x: True for x in self.agents}
        self._accumulate_rewards()
        self.agent_selection = self._actor_agent() if not rules.is_over(self.state) else self.agents[0]
        if self.render_mode == "human":
            self.render()

    def render(self) -> str | None:
        if self.render_mode is None:
            return None
        text = self.table.rules.to_notation(self.state) if self.state is not None else "(not reset)"
        if self.render_mode == "human":
            print(text)
            return None
        return text

    def close(self) -> None:
        pass


def env(
    game: Any,
    players: int | None = None,
    options: Mapping[str, Any] | None = None,
    render_mode: str | None = None,
) -> GenesisEnv:
    """The AEC environment of a registered game (its kit name, or its ``GameInfo``)."""
    return GenesisEnv(game, players, options, render_mode)


def raw_env(*args: Any, **kwargs: Any) -> GenesisEnv:
    return GenesisEnv(*args, **kwargs)


__all__ = ["GenesisEnv", "env", "raw_env"]
