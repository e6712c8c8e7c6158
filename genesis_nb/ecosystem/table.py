"""What the OpenSpiel and PettingZoo adapters share: a game at a table, and a game played with explicit chance.

``Table`` is one registered game at one player count with its options: its rules (``with_setup``), bounds,
action codec, the players' names, and the returns of a finished game. ``Episode`` plays it with chance as
explicit nodes (``chance.ScriptedChance``): before the set-up is done and after an action whose ``apply``
draws, the episode is at a chance node until every draw has its outcome.
"""

from __future__ import annotations

import json
from typing import Any, Mapping

from ..core.rules import EVERYTHING, PUBLIC
from .bounds import GameBounds, bounds_for
from .chance import NeedChance, ScriptedChance
from .codec import ActionCodec
from .features import view_string, view_tensor


class Table:
    """A registered game at ``players`` seats with ``options`` (JSON-like; the defaults when None)."""

    def __init__(self, info: Any, players: int | None = None, options: Mapping[str, Any] | None = None) -> None:
        self.info = info
        self.players = int(players if players is not None else info.min_players)
        if not info.min_players <= self.players <= info.max_players:
            raise ValueError(f"{info.name} is for {info.min_players} to {info.max_players} players, not {self.players}")
        self.rules = info.front.rules_for(None, dict(options or {}))
        self.options = self.rules.options
        self.bounds: GameBounds = bounds_for(info, self.players, self.rules)
        self.codec = ActionCodec(self.rules.registry, self.bounds.domains)
        self.names = [f"Player {i + 1}" for i in range(self.players)]
        self.team = self.bounds.team

    # -- a position -------------------------------------------------------------------------------
    def new_state(self, chance: Any) -> Any:
        return self.rules.new_state(self.names, self.options, None, chance)

    def returns(self, state: Any) -> list[float]:
        """Each seat's return at the end: the team's score for all (a cooperative game), or 1 shared by
        the winners (nobody's when a non-player row such as the dark angel takes the game)."""
        sheet = self.rules.scores(state)
        n = self.players
        if self.team:
            return [float(sheet.team or 0)] * n
        winners = list(sheet.winners)
        return [1.0 / len(winners) if seat in winners else 0.0 for seat in range(n)]

    def legal_ids(self, state: Any) -> list[int]:
        return sorted(self.codec.encode_all(self.rules.legal_actions(state)))

    # -- what one player may know -------------------------------------------------------------------
    def observer(self, player: int | None) -> int | str:
        return PUBLIC if player is None else int(player)

    def view(self, state: Any, player: int | None) -> Any:
        return self.rules.view(state, self.observer(player))

    def tensor(self, state: Any, player: int | None, out: Any = None) -> Any:
        return view_tensor(self.view(state, player), self.bounds.tensor_size, self.bounds.drop, out)

    def string(self, state: Any, player: int | None) -> str:
        return view_string(self.view(state, player))

    def visible(self, event: Any, player: int | None) -> bool:
        return self.rules.event_visible(event, self.observer(player))


class Episode:
    """One game with explicit chance nodes. ``state`` is the last complete position (None before the
    set-up is done); ``pending`` the action being resolved (None: none; ``SETUP``: the set-up);
    ``script`` the outcomes chosen so far for it; ``need`` the next chance draw's outcome count."""

    SETUP = "setup"

    def __init__(self, table: Table) -> None:
        self.table = table
        self.state: Any = None
        self.pending: Any = Episode.SETUP
        self.pending_actor: int | None = None
        self.script: list[int] = []
        self.need: NeedChance | None = None
        self.events: list[Any] = []
        self._views: dict[Any, Any] = {}
        self._resolve()

    def copy(self) -> Episode:
        e = Episode.__new__(Episode)
        e.table = self.table
        e.state = None if self.state is None else self.table.rules.copy(self.state)
        e.pending = self.pending
        e.pending_actor = self.pending_actor
        e.script = list(self.script)
        e.need = self.need
        e.events = list(self.events)
        e._views = {}
        return e

    # -- moving on ------------------------------------------------------------------------------------
    def _resolve(self) -> None:
        rules = self.table.rules
        chance = ScriptedChance(self.script)
        try:
            if self.pending == Episode.SETUP:
                state = self.table.new_state(chance)
                events = list(rules.opening_events(state))
            else:
                state = rules.copy(self.state)
                events = list(rules.apply(state, self.pending, chance))
        except NeedChance as need:
            self.need = need
            return
        self.state = state
        self._views = {}
        self.events.extend(events)
        self.pending = None
        self.pending_actor = None
        self.script = []
        self.need = None

    @property
    def is_chance(self) -> bool:
        return self.need is not None

    @property
    def is_over(self) -> bool:
        return self.need is None and self.state is not None and self.table.rules.is_over(self.state)

    def actor(self) -> int | None:
        """The seat that decides now (None at a chance node or at the end)."""
        if self.need is not None or self.state is None:
            return None
        return self.table.rules.actor(self.state)

    def chance_outcomes(self) -> list[tuple[int, float]]:
        assert self.need is not None
        p = 1.0 / self.need.n
        return [(i, p) for i in range(self.need.n)]

    def chance_label(self, outcome: int) -> str:
        if self.need is not None and 0 <= outcome < len(self.need.labels):
            return f"chance: {self.need.labels[outcome]} (draw {len(self.script) + 1}, outcome {outcome})"
        return f"chance outcome {outcome}"

    def apply_outcome(self, outcome: int) -> None:
        if self.need is None or not 0 <= outcome < self.need.n:
            raise ValueError(f"{outcome} is not an outcome of this chance node")
        self.script.append(int(outcome))
        self._resolve()

    def legal_actions(self) -> list[Any]:
        if self.need is not None or self.state is None:
            return []
        return self.table.rules.legal_actions(self.state)

    def apply_action(self, action: Any) -> None:
        if self.need is not None or self.state is None:
            raise ValueError("no decision is waiting: this is a chance node")
        self.table.rules.check(self.state, action)
        self.pending = action
        self.pending_actor = self.table.rules.actor(self.state)
        self.script = []
        self._resolve()

    # -- reading ---------------------------------------------------------------------------------------
    def returns(self) -> list[float]:
        if not self.is_over:
            return [0.0] * self.table.players
        return self.table.returns(self.state)

    def notation(self) -> str:
        if self.state is None:
            return f"(setting up; chance outcomes {self.script})"
        text = self.table.rules.to_notation(self.state)
        if self.pending is not None:
            text += f" | resolving {self.table.rules.registry.to_json(self.pending)} with outcomes {self.script}"
        return text

    def view(self, player: int | None) -> Any:
        """``rules.view`` of the last complete position for ``player`` (kept until the position changes)."""
        got = self._views.get(player)
        if got is None:
            got = self._views[player] = self.table.view(self.state, player)
        return got

    def observation_string(self, player: int | None) -> str:
        if self.state is None:
            return f"setting up ({len(self.script)} chance draws made)"
        text = view_string(self.view(player))
        if self.pending is not None and player is not None and player == self.pending_actor:
            text += " | waiting for chance after " + str(self.table.rules.registry.to_json(self.pending))
        return text

    def information_string(self, player: int | None) -> str:
        """The observation plus everything the player may know of the past (the events it was told)."""
        seen = [e.to_json() for e in self.events if self.table.visible(e, player)]
        # events keep their data's own order (some data mixes int and str keys, which JSON cannot sort)
        return self.observation_string(player) + " | history " + json.dumps(seen, separators=(",", ":"), default=str)

    def observation_tensor(self, player: int | None, out: Any) -> Any:
        if self.state is None:
            out.fill(0)
            return out
        b = self.table.bounds
        return view_tensor(self.view(player), b.tensor_size, b.drop, out)


__all__ = ["Table", "Episode", "EVERYTHING", "PUBLIC"]
