"""What the OpenSpiel and PettingZoo adapters share: a game at a table, and a game played with explicit chance.

``Table`` is one registered game at one player count with its options: its rules (``with_setup``), bounds,
action codec and the ids players choose from (``choice.ActionSpace``), the game's own lister of legal ids when
it declares one (its ``"action_ids"`` hook; else the ids are looked up from ``rules.legal_actions``), the players' names, and the returns of
a finished game. It pickles as what it was made from (the game's name, the players, the options), so a
pickled position does not carry the rules. ``Episode`` plays it with chance as explicit nodes
(``chance.ScriptedChance``): before the set-up is done and after an action whose ``apply`` draws, the episode
is at a chance node until every draw has its outcome. An episode is plain data (it pickles).
"""

from __future__ import annotations

import json
import numbers
from functools import lru_cache
from typing import Any, Mapping

from ..core.rules import EVERYTHING, PUBLIC, shown
from .bounds import GameBounds, bounds_for
from .chance import Labels, NeedChance, ScriptedChance, Stop, named
from .choice import ActionSpace, Choice
from .codec import ActionCodec
from .features import view_string, view_tensor

#: decisions kept by the identity of the hook's list of ids they were made from (``Table.choice``), at most
CHOICES_KEPT = 1024


class Table:
    """A registered game at ``players`` seats with ``options`` (JSON-like; the defaults when None)."""

    def __init__(self, info: Any, players: int | None = None, options: Mapping[str, Any] | None = None) -> None:
        if not all(hasattr(info, k) for k in ("name", "rules", "front", "min_players", "max_players")):
            raise ValueError(f"{str(info)[:60]!r} is not a registered game: give its name or its GameInfo")
        self.info = info
        n = info.min_players if players is None else players
        if isinstance(n, bool) or not isinstance(n, numbers.Integral):
            raise ValueError(f"players must be a whole number, not {shown(n)}")
        self.players = int(n)
        if not info.min_players <= self.players <= info.max_players:
            raise ValueError(f"{info.name} is for {info.min_players} to {info.max_players} players, not {self.players}")
        if options is not None and not isinstance(options, Mapping):
            raise ValueError(f"options must be a mapping of option names to values, not {shown(options)}")
        self.rules = info.front.rules_for(None, dict(options or {}))
        self.options = self.rules.options
        self.bounds: GameBounds = bounds_for(info, self.players, self.rules)
        self.codec = ActionCodec(self.rules.registry, self.bounds.domains)
        self.space = ActionSpace(self.codec)
        make = info.hook("action_ids", None) if hasattr(info, "hook") else None
        #: the game's own ``state -> sorted legal ids`` (None: looked up from the legal actions)
        self.ids_of: Any = make(self.rules, self.codec) if make is not None else None
        self._choices: dict[int, Choice] = {}  # id(a list of ids from the hook) -> its first decision
        self.names = [f"Player {i + 1}" for i in range(self.players)]
        self.team = self.bounds.team
        self._recipe = (info.name, self.players, json.dumps(dict(options or {}), sort_keys=True, default=str))

    def __reduce__(self) -> Any:
        return (_table, self._recipe)

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

    def choice(self, state: Any, prefix: tuple[int, ...] = ()) -> Choice:
        """The decision in ``state``: its legal actions and the ids to choose them by (``prefix``: the ids
        chosen so far, in a game chosen field by field)."""
        if self.ids_of is None:
            return Choice(self.space, self.rules.legal_actions(state), prefix)
        codes = self.ids_of(state)
        if prefix or not self.space.stepped:
            return Choice.of_ids(self.space, codes, prefix)
        # a hook may hand out the same list again for the same position: its decision (the steps' ids
        # worked out from the list, dearer than the list in a stepped space) is kept by the list's identity
        kept = self._choices.get(id(codes))
        if kept is None or kept.codes is not codes:
            if len(self._choices) >= CHOICES_KEPT:
                self._choices.clear()
            kept = self._choices[id(codes)] = Choice.of_ids(self.space, codes)
        return kept

    def legal_ids(self, state: Any) -> list[int]:
        """The ids legal at the first step in ``state``, sorted."""
        return self.choice(state).legal_ids()

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


@lru_cache(maxsize=16)
def _table(name: str, players: int, options: str) -> Table:
    """The table a pickled one was made from (kept: every position of a game shares it)."""
    from ..registry import game

    return Table(game(name), players, json.loads(options))


@lru_cache(maxsize=64)
def _uniform(n: int) -> tuple[tuple[int, float], ...]:
    return tuple((i, 1.0 / n) for i in range(n))


class Episode:
    """One game with explicit chance nodes. ``state`` is the last complete position (None before the
    set-up is done); ``pending`` the action being resolved (None: none; ``SETUP``: the set-up);
    ``script`` the outcomes chosen so far for it; ``need`` the next chance draw's outcome count (0: no
    draw waits) and ``labels`` its outcomes' names (made when first read); ``choice`` the decision being made (a ``Choice``:
    legal actions and the ids chosen so far), built when first asked for."""

    SETUP = "setup"

    def __init__(self, table: Table) -> None:
        self.table = table
        self.state: Any = None
        self.pending: Any = Episode.SETUP
        self.pending_actor: int | None = None
        self.script: list[int] = []
        self.need = 0
        self._labels: Labels = ()
        self.coming: tuple[int, ...] = ()  # the outcome counts of the draws sure to follow this one
        self.events: list[Any] = []
        self._choice: Choice | None = None
        self._views: dict[Any, Any] = {}
        self._mover: int | None = None  # who moves now (see ``mover``), kept until something changes
        # (the action stopped at a ``roll_last``: how to finish it, the position it stopped in, and how many
        # outcomes the script had then) this episode's own, never shared: a copy plays the action again
        self._resume: tuple[Any, Any, int] | None = None
        self._resolve()

    def copy(self) -> Episode:
        e = Episode.__new__(Episode)
        e.table = self.table
        e.state = self.state  # shared: an episode never changes its state in place (``_resolve`` plays a copy)
        e.pending = self.pending
        e.pending_actor = self.pending_actor
        e.script = list(self.script)
        e.need = self.need
        e._labels = self._labels
        e.coming = self.coming
        e.events = list(self.events)
        e._choice = self._choice  # immutable, and about the same position
        e._views = {}
        e._mover = self._mover
        e._resume = None  # (the stopped position is this episode's: the copy plays the action again)
        return e

    def __getstate__(self) -> dict[str, Any]:
        prefix = self._choice.prefix if self._choice is not None else ()
        return {
            **self.__dict__,
            "_labels": self.labels,
            "_choice": None,
            "_views": {},
            "_mover": None,
            "_resume": None,
            "prefix": prefix,
        }

    def __setstate__(self, data: dict[str, Any]) -> None:
        prefix = tuple(data.pop("prefix", ()))
        if "labels" in data:  # pickled before the names were made when first read
            data["_labels"] = tuple(data.pop("labels"))
        data.setdefault("_resume", None)
        self.__dict__.update(data)
        if prefix:
            self._choice = self.table.choice(self.state, prefix)

    # -- moving on ------------------------------------------------------------------------------------
    def _resolve(self) -> None:
        rules = self.table.rules
        chance = ScriptedChance(self.script)
        self._mover = None
        setup = self.pending == Episode.SETUP
        try:
            if setup:
                state = self.table.new_state(chance)
            else:
                state = rules.copy(self.state)
                events = rules.apply(state, self.pending, chance)
        except NeedChance as need:
            self._wait(need, None if setup else state)
            return
        if chance.stopped is not None:  # (a ``roll_last`` waits for its outcomes)
            self._wait(chance.stopped, None if setup else state)
            return
        self._done(state, rules.opening_events(state) if setup else events)

    def _wait(self, need: NeedChance | Stop, stopped: Any) -> None:
        """At a chance node: ``need`` the draw waiting; ``stopped`` the position the action stopped in (None:
        the set-up, which has no position to finish)."""
        self.need, self._labels, self.coming = need.n, need.named, need.more
        resume = need.resume
        self._resume = None if resume is None or stopped is None else (resume, stopped, len(self.script))

    def _finish(self) -> None:
        """The last outcome of a ``roll_last`` is chosen: finish the action in the position it stopped in."""
        resume, state, mark = self._resume  # type: ignore[misc]
        self._resume = None
        self._mover = None
        try:
            events = resume(self.script[mark:])
        except NeedChance as need:  # (a draw after the roll: this episode's stopped position goes on)
            self._wait(need, state)
            return
        self._done(state, events)

    def _done(self, state: Any, events: Any) -> None:
        self.state = state
        if self._views:
            self._views = {}
        self._choice = None
        self.events += events
        self.pending = None
        self.pending_actor = None
        if self.script:
            self.script = []
        self.need, self._labels, self.coming = 0, (), ()

    @property
    def labels(self) -> tuple[str, ...]:
        """The names of the outcomes of the chance node now (none: not a chance node, or nameless)."""
        got = self._labels
        if not isinstance(got, tuple):
            got = self._labels = tuple(named(got))
        return got

    @property
    def is_chance(self) -> bool:
        return self.need > 0

    @property
    def is_over(self) -> bool:
        return not self.need and self.state is not None and self.table.rules.is_over(self.state)

    CHANCE, OVER = -1, -4  # what ``mover`` says at a chance node and at the end (OpenSpiel's numbers)

    def mover(self) -> int:
        """The seat that decides now, or ``CHANCE``, or ``OVER``."""
        got = self._mover
        if got is None:
            if self.need:
                got = Episode.CHANCE
            elif self.is_over:
                got = Episode.OVER
            else:
                got = int(self.table.rules.actor(self.state))
            self._mover = got
        return got

    def actor(self) -> int | None:
        """The seat that decides now (None at a chance node or at the end)."""
        if self.need or self.state is None:
            return None
        return self.table.rules.actor(self.state)

    def chance_outcomes(self) -> list[tuple[int, float]]:
        if not self.need:  # (an assert would vanish under python -O)
            raise ValueError("chance_outcomes() was asked where no chance acts: this is not a chance node.")
        return list(_uniform(self.need))

    def chance_label(self, outcome: int) -> str:
        if self.need and 0 <= outcome < len(self.labels):
            return f"chance: {self.labels[outcome]} (draw {len(self.script) + 1}, outcome {outcome})"
        if self.need and 0 <= outcome < self.need:
            return f"chance: outcome {outcome} of {self.need} (draw {len(self.script) + 1})"
        return f"chance outcome {outcome}"

    def apply_outcome(self, outcome: int) -> None:
        if not self.need or not 0 <= outcome < self.need:
            raise ValueError(f"{outcome} is not an outcome of this chance node")
        self.script.append(int(outcome))
        if self.coming:  # the next draw is known already: no need to replay the action to reach it
            n = self.coming[0]
            if n != self.need:  # another die of the same roll keeps the faces' names; a shuffle's swaps do not
                self._labels = ()
            self.need, self.coming = n, self.coming[1:]
            self._mover = None
            return
        if self._resume is not None:
            self._finish()
        else:
            self._resolve()

    @property
    def choice(self) -> Choice | None:
        """The decision being made (None at a chance node or at the end)."""
        if self._choice is None and not self.need and self.state is not None and not self.is_over:
            self._choice = self.table.choice(self.state)
        return self._choice

    def legal_actions(self) -> list[Any]:
        """The legal actions now (in the order of their ids for a game that lists its ids itself)."""
        c = self.choice
        return [] if c is None else list(c.actions)

    def legal_ids(self) -> list[int]:
        """The ids legal now (at this step of the decision), sorted."""
        c = self._choice or self.choice
        return [] if c is None else c.legal_ids()

    def apply_id(self, step_id: int) -> None:
        """Choose the id ``step_id`` (legal now): the action is played once its last step is chosen."""
        c = self._choice or self.choice
        if c is None or not c.is_legal(step_id):
            legal = self.legal_ids()
            shown = ", ".join(map(str, legal[:12])) + (f" ... ({len(legal)} ids)" if len(legal) > 12 else "")
            raise ValueError(
                f"action id {step_id!r} is not legal in this position: "
                + (f"the legal ids are {shown}" if legal else "nobody decides here (a chance node or the end)")
            )
        got = c.choose(step_id)
        if isinstance(got, Choice):
            self._choice = got
            self._views = {}
        else:
            self._play(got)

    def apply_action(self, action: Any) -> None:
        if self.need or self.state is None:
            raise ValueError("no decision is waiting: this is a chance node")
        self.table.rules.check(self.state, action)
        self._play(action)

    def _play(self, action: Any) -> None:
        self.pending = action
        self.pending_actor = self.table.rules.actor(self.state)
        if self.script:
            self.script = []
        self._choice = None
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
        prefix = self._choice.prefix if self._choice is not None else ()
        if prefix:
            text += f" | choosing {list(prefix)}"
        return text

    def choosing(self, player: int | None) -> tuple[int, ...]:
        """The ids ``player`` has chosen so far in a decision of several steps (only the chooser knows)."""
        c = self._choice
        if c is None or not c.prefix or player is None or player != self.actor():
            return ()
        return c.prefix

    def view(self, player: int | None) -> Any:
        """``rules.view`` of the last complete position for ``player`` (kept until the position changes)."""
        got = self._views.get(player)
        if got is None:
            got = self.table.view(self.state, player)
            chosen = self.choosing(player)
            if chosen:
                got = {**got, "choosing": list(chosen)}
            self._views[player] = got
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
