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
(``features.view_tensor``: only what the seat may know), and ``action_mask``, 1 for each id legal now when
the agent must act, all zeros otherwise. The ids are the game's ``choice.ActionSpace``: an action's codec id,
or, in a game with a very large action space (the book), one id per field of the action, chosen in steps by
the same agent (it keeps the turn until its action is complete; its observation shows what it has chosen
so far). Rewards come at the end: the winners share 1 (a cooperative game: every agent gets the team's
score). Chance (dice, draws) comes from the environment's own seeded ``Chance``: ``reset(seed=...)`` makes a
game replay exactly, and no observation tells what it will draw. As in Gymnasium, a ``reset()`` without a seed
goes on from the last seed given: each such game's seed (``seed_used``) is drawn from a generator that the
seed started, so a whole run of games replays from one seed (with no seed ever given: a fresh one each game).

``env()`` is what PettingZoo's classic environments give: the raw environment inside
``TerminateIllegalWrapper`` (an illegal id ends the game: the agent that played it gets ``illegal_reward``,
-1 by default, the others 0, with PettingZoo's warning), a check that every action is an exact integer of
the action space (``ActionCheckWrapper``, where classic environments have ``AssertOutOfBoundsWrapper``),
and ``OrderEnforcingWrapper``. ``env(..., illegal="raise")`` leaves out the first: an illegal id is refused
with a ``GenesisEnvError`` giving the rules' reason, and nothing changes. ``raw_env()`` is the bare
environment, which refuses every bad call itself: an action that is not an exact integer of the space (NaN,
infinities, None, text, lists, bools, ``2.5``), an illegal id, ``step()`` before ``reset()``, an unknown
agent. The error, ``GenesisEnvError``, is an ``AssertionError`` as PettingZoo's own checks are, and names
the agent and the action in a sentence.

Game options (the catalogue's readings) are given when the environment is made:
``env("angels", players=3, options={"dark_tie": "players"})``; ``reset`` ignores its own ``options``.
"""

from __future__ import annotations

import random
from typing import Any, Mapping

import numpy as np
from gymnasium import spaces
from pettingzoo import AECEnv
from pettingzoo import utils as pz_utils  # (its wrappers: mypy reads pettingzoo as untyped)

from ..core.chance import Chance, fresh_seed
from ..core.errors import RuleViolation
from ..core.rules import shown
from ..registry import game as info_of
from .choice import Choice
from .features import view_tensor
from .table import Table

#: the observation vector's bounds (hashed counts and points: far inside)
OBS_LIMIT = 1e9


class GenesisEnvError(AssertionError):
    """A call the environment refuses (an action outside its space or not legal, a call out of order, an
    unknown agent); nothing changed."""


def exact_id(action: Any) -> int | None:
    """``action`` as an int when it is an exact integer (an int or a NumPy integer, not a bool), else None."""
    if isinstance(action, (bool, np.bool_)):
        return None
    if isinstance(action, (int, np.integer)):
        return int(action)
    if isinstance(action, np.ndarray) and action.shape == () and np.issubdtype(action.dtype, np.integer):
        return int(action)
    return None


def _shown(value: Any) -> str:
    return shown(value, 60)


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
            raise ValueError(f"render_mode must be one of {self.metadata['render_modes']}, not {render_mode!r}")
        self.render_mode = render_mode
        self.possible_agents = [f"player_{i}" for i in range(self.table.players)]
        self._seats = {a: i for i, a in enumerate(self.possible_agents)}
        self.agents = self.possible_agents[:]
        n_actions = self.table.space.size
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
        self._seeder: random.Random | None = None  # the next seeds of ``reset()`` without one, after a seed
        self._choice: Choice | None = None
        self._seen: dict[str, np.ndarray] = {}  # agent -> its hashed view of the position (until it changes)
        self.rewards = {a: 0.0 for a in self.agents}
        self._cumulative_rewards = {a: 0.0 for a in self.agents}
        self.terminations = {a: False for a in self.agents}
        self.truncations = {a: False for a in self.agents}
        self.infos: dict[str, dict[str, Any]] = {a: {} for a in self.agents}
        self.agent_selection = self.agents[0]

    # -- spaces ------------------------------------------------------------------------------------
    def observation_space(self, agent: str) -> Any:
        return self.observation_spaces[self._known(agent)]

    def action_space(self, agent: str) -> Any:
        return self.action_spaces[self._known(agent)]

    def _known(self, agent: Any) -> str:
        if not isinstance(agent, str) or agent not in self._seats:
            raise GenesisEnvError(
                f"{_shown(agent)} is not an agent of this environment: its agents are "
                f"{', '.join(self.possible_agents)}."
            )
        return agent

    # -- the game ------------------------------------------------------------------------------------
    def reset(self, seed: int | None = None, options: Mapping[str, Any] | None = None) -> None:
        if seed is not None and exact_id(seed) is None:
            raise GenesisEnvError(f"reset(seed={_shown(seed)}): a seed is a whole number or None.")
        given = exact_id(seed)
        if given is not None:
            self._seeder = random.Random(given)
            self.seed_used = given
        else:
            self.seed_used = fresh_seed() if self._seeder is None else self._seeder.randrange(2**31)
        self._chance = Chance(self.seed_used)
        self.state = self.table.new_state(self._chance)
        self._seen = {}
        self._choice = None if self.table.rules.is_over(self.state) else self.table.choice(self.state)
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
        self._known(agent)
        mask = np.zeros(self.table.space.size, np.int8)
        if self._choice is not None and agent == self.agent_selection and self.agents:
            mask[self._choice.legal_ids()] = 1
        return mask

    def observe(self, agent: str) -> dict[str, np.ndarray]:
        self._known(agent)
        if self.state is None:
            raise GenesisEnvError(f"observe({agent!r}) was called before reset(): call reset(seed=...) first.")
        b = self.table.bounds
        base = self._seen.get(agent)
        if base is None:  # the seat's view of this position, hashed once
            base = self._seen[agent] = view_tensor(
                self.table.view(self.state, self._seats[agent]), b.tensor_size, b.drop
            )
        obs = base.copy()
        if self._choice is not None and self._choice.prefix and agent == self.agent_selection:
            obs += view_tensor({"choosing": list(self._choice.prefix)}, b.tensor_size)
        return {"observation": obs, "action_mask": self.action_mask(agent)}

    def check_action(self, action: Any) -> int | None:
        """The action the agent to move may send, as an int (None for an agent that is done); anything
        else is refused with a ``GenesisEnvError`` naming the agent and the action."""
        if self.state is None:
            raise GenesisEnvError(
                f"step({_shown(action)}) was called before reset(): call reset(seed=...) first; nothing was played."
            )
        agent = self.agent_selection
        if self.terminations.get(agent) or self.truncations.get(agent):
            if action is not None:
                raise GenesisEnvError(f"{agent} has finished its game: its only action is None, not {_shown(action)}.")
            return None
        n = self.table.space.size
        got = exact_id(action)
        if got is None or not 0 <= got < n:
            raise GenesisEnvError(
                f"{agent} cannot play {_shown(action)}: an action is a whole number (an int or a NumPy integer, "
                f"not a bool) from 0 to {n - 1}, one where its action_mask is 1; nothing was played."
            )
        return got

    def _illegal(self, agent: str, step_id: int) -> GenesisEnvError:
        reason = "it is not one of the ids where its action_mask is 1"
        if not self.table.space.stepped:
            try:
                self.table.rules.check(self.state, self.table.codec.decode(step_id))
            except RuleViolation as e:
                reason = e.message()
            except ValueError:
                pass
        return GenesisEnvError(f"{agent} cannot play action {step_id} here: {reason.rstrip('.')}; nothing was played.")

    def step(self, action: Any) -> None:
        step_id = self.check_action(action)
        agent = self.agent_selection
        if step_id is None:
            self._was_dead_step(action)
            return
        choice = self._choice
        if choice is None or not choice.is_legal(step_id):
            raise self._illegal(agent, step_id)
        got = choice.choose(step_id)
        rules = self.table.rules
        self._cumulative_rewards[agent] = 0.0
        self.rewards = {x: 0.0 for x in self.agents}
        if isinstance(got, Choice):  # one step of an action chosen field by field: the agent keeps the turn
            self._choice = got
            self._accumulate_rewards()
            return
        rules.apply(self.state, got, self._chance)
        self._seen = {}
        over = rules.is_over(self.state)
        self._choice = None if over else self.table.choice(self.state)
        if over:
            for seat, r in enumerate(self.table.returns(self.state)):
                self.rewards[self.possible_agents[seat]] = float(r)
            self.terminations = {x: True for x in self.agents}
        self._accumulate_rewards()
        self.agent_selection = self._actor_agent() if not over else self.agents[0]
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


class ActionCheckWrapper(pz_utils.BaseWrapper):
    """Refuses, before any other wrapper sees it, an action that is not an exact integer of the action
    space (or anything but None for an agent that is done), with the environment's sentence."""

    def step(self, action: Any) -> None:
        super().step(self.env.unwrapped.check_action(action))


ILLEGAL = ("lose", "raise")


def env(
    game: Any,
    players: int | None = None,
    options: Mapping[str, Any] | None = None,
    render_mode: str | None = None,
    illegal: str = "lose",
    illegal_reward: float = -1.0,
) -> AECEnv:
    """The AEC environment of a registered game (its kit name, or its ``GameInfo``), wrapped as PettingZoo's
    classic environments are: ``illegal="lose"`` ends the game on an illegal id (``illegal_reward`` for the
    agent that played it), ``illegal="raise"`` refuses it with a ``GenesisEnvError``."""
    if illegal not in ILLEGAL:
        raise ValueError(f"illegal must be one of {', '.join(ILLEGAL)}, not {_shown(illegal)}")
    if (
        isinstance(illegal_reward, bool)
        or not isinstance(illegal_reward, (int, float))
        or not -1e300 < illegal_reward < 1e300  # NaN and the infinities too
    ):
        raise ValueError(f"illegal_reward must be a finite number, not {_shown(illegal_reward)}")
    wrapped: AECEnv = GenesisEnv(game, players, options, render_mode)
    if illegal == "lose":
        wrapped = pz_utils.TerminateIllegalWrapper(wrapped, illegal_reward=float(illegal_reward))
    return pz_utils.OrderEnforcingWrapper(ActionCheckWrapper(wrapped))


def raw_env(
    game: Any,
    players: int | None = None,
    options: Mapping[str, Any] | None = None,
    render_mode: str | None = None,
) -> GenesisEnv:
    """The bare environment (no wrappers): it refuses every bad call itself."""
    return GenesisEnv(game, players, options, render_mode)


__all__ = ["GenesisEnv", "GenesisEnvError", "ActionCheckWrapper", "env", "raw_env", "exact_id"]
