"""Every registered game as a Python game of OpenSpiel (``pyspiel``): ``python_genesis_<name>``.

    >>> import pyspiel
    >>> from genesis_nb.ecosystem.openspiel import register_all
    >>> names = register_all()                       # python_genesis_angels, ..._herds, ..._planet, ...
    >>> game = pyspiel.load_game("python_genesis_herds", {"players": 3})
    >>> state = game.new_initial_state()
    >>> state.is_chance_node()                       # herds rolls its dice at the set-up
    True

Parameters: ``players`` (default the game's fewest), and one per option of the game's catalogue, with
the option's default (a list option, such as herds' species, as text with ``+`` between its items, which
keeps the game's string loadable: ``python_genesis_herds(players=2,species=mammal+man)``; commas are read
too, in a dict): ``pyspiel.load_game("python_genesis_angels", {"players": 4, "dark_tie": "players"})``.
Options that do not suit the players (two species for three) are refused when the game is loaded.

- **Actions**: a fixed space of ids built from the game's action registry and its bounds (``bounds.py``):
  the ``codec.ActionCodec`` id of each action, or, in a game whose codec has more than
  ``choice.FLAT_LIMIT`` ids (the book), one id per field of the action, chosen in steps by the same player
  (``choice``); ``legal_actions`` are the ids legal now, sorted (listed by the game itself when it declares
  the ``"action_ids"`` hook, else looked up from its legal actions; answered in Python for the player who
  moves, the same as pyspiel's own). An id that is not legal is refused with a ``ValueError`` naming it, and
  nothing changes.
- **Chance**: the rules draw inside ``apply`` and ``new_state``; here each draw is a chance node of its own
  (``chance.ScriptedChance``): the action waits, then goes on with the outcomes chosen (played again from its
  start with them, or, after a roll that ends it, finished where it stopped), and is complete when ``apply``
  needs no more. Every outcome of a draw is equally likely.
- **What a player knows**: observation strings and tensors are built from ``rules.view(state, player)``
  (``features``); the information state adds the events that player was told (``rules.event_visible``).
  A public observer (``private_info`` NONE) gets the public view.
- **Returns**: a cooperative game (planet) gives every player the team's score (``IDENTICAL``); the others
  give the winners a share of 1 each (``GENERAL_SUM``: when angels' dark angel wins nobody scores).
- **Searches**: OpenSpiel's own algorithms play these games. For its ``MCTSBot``,
  ``openspiel_rollouts.RolloutEvaluator`` plays the same random rollouts as its ``RandomRolloutEvaluator``
  with the kit's rules, several times faster.
- **Pickling**: games and states pickle, and ``pyspiel.serialize_game_and_state`` works, chance nodes
  included; a state carries its episode and the recipe of its table (game, players, options), not the rules.
  The game classes are this module's attributes (``GenesisHerdsGame``...), registered when first looked up,
  so a pickle loads in a fresh process.
"""

from __future__ import annotations

import numbers
from typing import TYPE_CHECKING, Any, Mapping

import numpy as np
import pyspiel

from ..core.rules import shown
from ..registry import games
from .choice import Choice
from .table import Episode, Table

PREFIX = "python_genesis_"
_REGISTERED: dict[str, str] = {}


#: between the items of a list option in a parameter's text (not a comma: OpenSpiel's game strings split on it)
LIST_SEPARATOR = "+"


def _param_value(v: Any) -> Any:
    if isinstance(v, (list, tuple)):
        return LIST_SEPARATOR.join(str(x) for x in v)
    return v


def _items(text: Any) -> list[str]:
    """A list option's items from its parameter text (``+`` between them, or commas)."""
    return [x for x in str(text).replace(",", LIST_SEPARATOR).split(LIST_SEPARATOR) if x]


def _canonical(info: Any, params: Mapping[str, Any]) -> dict[str, Any]:
    """The parameters as the game keeps them: a list option's text with ``+`` between its items."""
    defaults = info.rules.options_to_json(info.rules.options)
    return {k: _param_value(_items(v)) if isinstance(defaults.get(k), (list, tuple)) else v for k, v in params.items()}


def _default_params(info: Any) -> dict[str, Any]:
    params: dict[str, Any] = {"players": int(info.min_players)}
    for k, v in info.rules.options_to_json(info.rules.options).items():
        params[k] = _param_value(v)
    return params


def _options_from(info: Any, params: Mapping[str, Any]) -> dict[str, Any]:
    defaults = info.rules.options_to_json(info.rules.options)
    out: dict[str, Any] = {}
    for k, v in params.items():
        if k == "players":
            continue
        if isinstance(defaults.get(k), (list, tuple)):
            v = _items(v)
        if v != defaults.get(k):
            out[k] = v
    return out


class _Shared:
    """Held by every state of a game and never copied when OpenSpiel clones a state."""

    def __init__(self, table: Table) -> None:
        self.table = table

    def __deepcopy__(self, memo: Any) -> _Shared:
        return self

    def __reduce__(self) -> Any:
        return (_Shared, (self.table,))


class _NewEpisode:
    """A new state's episode (its table's set-up), made when first read and then kept on the box. A descriptor,
    not ``__getattr__``, as ``core.boundrules._DefaultBoard``: every call of a state reads its box's episode."""

    def __get__(self, box: Any, owner: Any = None) -> Any:
        if box is None:
            return self
        got = box.episode = Episode(box.table)
        return got


class _Box:
    """A state's episode; OpenSpiel's ``clone`` deep-copies attributes, this copies it the rules' way. A new
    state's episode is made when first read (``_NewEpisode``): ``clone`` makes a new initial state and then
    replaces its attributes with the copies, so an episode made there would be thrown away unread."""

    if TYPE_CHECKING:
        episode: Episode
    else:
        episode = _NewEpisode()

    def __init__(self, episode: Episode | None = None, table: Table | None = None) -> None:
        if episode is not None:
            self.episode = episode
        self.table = table

    def __deepcopy__(self, memo: Any) -> _Box:
        return _Box(self.episode.copy())


def _class_name(name: str) -> str:
    return f"Genesis{name.title()}Game"


def _make_game_class(info: Any, game_type: Any) -> type:
    class GenesisGame(pyspiel.Game):
        """One of the kit's games for OpenSpiel (see the module's notes)."""

        def __init__(self, params: Mapping[str, Any] | None = None) -> None:
            merged = {**_default_params(info), **dict(params or {})}
            table = Table(info, merged["players"], _options_from(info, merged))
            b = table.bounds
            game_info = pyspiel.GameInfo(
                num_distinct_actions=table.space.size,
                max_chance_outcomes=b.max_chance_outcomes if info.chance else 0,
                num_players=table.players,
                min_utility=b.min_utility,
                max_utility=b.max_utility,
                utility_sum=None,
                max_game_length=b.max_game_length * table.space.steps,
            )
            Episode(table)  # (the set-up refuses options that do not suit the players: at load, not later)
            super().__init__(game_type, game_info, _canonical(info, dict(params or {})))
            self._shared = _Shared(table)

        @property
        def shared(self) -> _Shared:
            got = self.__dict__.get("_shared")
            if got is None:  # an unpickled game: the C++ side came back, its Python attributes did not
                merged = {**_default_params(info), **dict(self.get_parameters())}
                got = self._shared = _Shared(Table(info, int(merged["players"]), _options_from(info, merged)))
            return got

        def new_initial_state(self) -> GenesisState:
            return GenesisState(self)

        def make_py_observer(self, iig_obs_type: Any = None, params: Any = None) -> GenesisObserver:
            return GenesisObserver(self.shared.table, iig_obs_type, params)

    GenesisGame.__name__ = GenesisGame.__qualname__ = _class_name(info.name)
    GenesisGame.__module__ = __name__
    return GenesisGame


class GenesisState(pyspiel.State):
    """A position of one of the kit's games (an ``Episode``: explicit chance nodes)."""

    def __init__(self, game: Any) -> None:
        super().__init__(game)
        self._shared = game.shared
        self._box = _Box(table=game.shared.table)

    def __setstate__(self, data: Any) -> None:
        """Unpickle (pyspiel's serialized game and state), registering the game first: in a fresh process
        nothing has registered it yet."""
        _register_serialized(data)
        pyspiel.State.__setstate__(self, data)

    @property
    def episode(self) -> Episode:
        return self._box.episode

    @property
    def table(self) -> Table:
        return self._shared.table

    # -- the OpenSpiel contract ---------------------------------------------------------------------
    def current_player(self) -> int:
        return self._box.episode.mover()  # the same numbers as pyspiel.PlayerId.CHANCE and TERMINAL

    def _legal_actions(self, player: int) -> list[int]:
        e = self._box.episode
        if player != e.mover() or player < 0:
            return []
        return e.legal_ids()

    def legal_actions(self, player: int | None = None) -> list[int]:
        """pyspiel's ``legal_actions``, answered without a round trip through C++ for the player who moves
        (or chance): the ids legal now, sorted, or the chance outcomes."""
        e = self._box.episode
        mover = e.mover()
        if player is None or player == mover:
            if mover >= 0:
                return list(e.legal_ids())
            if mover == Episode.CHANCE:
                return list(range(e.need))
        return pyspiel.State.legal_actions(self) if player is None else pyspiel.State.legal_actions(self, player)

    def is_chance_node(self) -> bool:
        return self._box.episode.need > 0

    def chance_outcomes(self) -> list[tuple[int, float]]:
        return self._box.episode.chance_outcomes()

    def _apply_action(self, action: int) -> None:
        e = self._box.episode
        if e.need:  # a chance node
            e.apply_outcome(int(action))
        else:
            e.apply_id(int(action))

    def _action_to_string(self, player: int, action: int) -> str:
        if player == pyspiel.PlayerId.CHANCE:
            return self.episode.chance_label(int(action))
        table = self.table
        choice = self.episode.choice
        if table.space.stepped:
            if choice is not None and choice.is_legal(int(action)):
                got = choice.choose(int(action))
                if not isinstance(got, Choice):  # the last step: the whole action
                    return f"{table.rules.describe(got, 'en')} [{action}]"
            return f"{table.space.describe(choice.prefix if choice else (), int(action))} [{action}]"
        try:
            a = table.codec.decode(int(action))
        except ValueError:
            return f"no action [{action}]"
        return f"{table.rules.describe(a, 'en')} [{action}]"

    def is_terminal(self) -> bool:
        return self._box.episode.mover() == Episode.OVER

    def returns(self) -> list[float]:
        return self._box.episode.returns()

    def __str__(self) -> str:
        return self.episode.notation()

    # -- for people and tests -------------------------------------------------------------------------
    def rules_state(self) -> Any:
        """The kit's own position (None during the set-up's draws; shared with clones: do not change it)."""
        return self.episode.state


class GenesisObserver:
    """Observation (current view) or information state (view + the events told), per player."""

    def __init__(self, table: Table, iig_obs_type: Any, params: Any) -> None:
        if params:
            raise ValueError(f"observation parameters are not supported: {params}")
        self.table = table
        private = (
            getattr(iig_obs_type, "private_info", pyspiel.PrivateInfoType.SINGLE_PLAYER)
            if iig_obs_type is not None
            else pyspiel.PrivateInfoType.SINGLE_PLAYER
        )
        self.public_only = private == pyspiel.PrivateInfoType.NONE
        self.recall = bool(getattr(iig_obs_type, "perfect_recall", False)) if iig_obs_type is not None else False
        self.tensor = np.zeros(table.bounds.tensor_size, np.float32)
        self.dict = {"view": self.tensor}

    def _who(self, player: int) -> int | None:
        return None if self.public_only else int(player)

    def set_from(self, state: GenesisState, player: int) -> None:
        state.episode.observation_tensor(self._who(player), self.tensor)

    def string_from(self, state: GenesisState, player: int) -> str:
        e = state.episode
        who = self._who(player)
        return e.information_string(who) if self.recall else e.observation_string(who)


def game_type(info: Any) -> Any:
    """The ``pyspiel.GameType`` of a registered game."""
    table = Table(info)
    return pyspiel.GameType(
        short_name=PREFIX + info.name,
        long_name=f"Genesis ({info.name}): {info.title}",
        dynamics=pyspiel.GameType.Dynamics.SEQUENTIAL,
        chance_mode=(
            pyspiel.GameType.ChanceMode.EXPLICIT_STOCHASTIC
            if info.chance
            else pyspiel.GameType.ChanceMode.DETERMINISTIC
        ),
        information=(
            pyspiel.GameType.Information.IMPERFECT_INFORMATION
            if info.hidden_information
            else pyspiel.GameType.Information.PERFECT_INFORMATION
        ),
        utility=(pyspiel.GameType.Utility.IDENTICAL if table.team else pyspiel.GameType.Utility.GENERAL_SUM),
        reward_model=pyspiel.GameType.RewardModel.TERMINAL,
        max_num_players=info.max_players,
        min_num_players=info.min_players,
        provides_information_state_string=True,
        provides_information_state_tensor=True,
        provides_observation_string=True,
        provides_observation_tensor=True,
        parameter_specification=_default_params(info),
    )


def register(info: Any) -> str:
    """Register one game with pyspiel (once); returns its short name."""
    name = PREFIX + info.name
    if info.name not in _REGISTERED:
        gt = game_type(info)
        cls = _make_game_class(info, gt)
        pyspiel.register_game(gt, cls)
        globals()[cls.__name__] = cls  # found by name when a pickled game is loaded
        _REGISTERED[info.name] = name
    return name


def __getattr__(attr: str) -> Any:
    """A game class by its name (``GenesisHerdsGame``), registering its game first: how pickles load."""
    for name, info in games().items():
        if _class_name(name) == attr:
            register(info)
            return globals()[attr]
    raise AttributeError(f"module {__name__!r} has no attribute {attr!r}")


def _register_serialized(data: Any) -> None:
    """Register the kit's game that pyspiel's serialized game and state ``data`` names (nothing otherwise)."""
    lines = str(data).splitlines()
    if "[Game]" not in lines or lines.index("[Game]") + 1 >= len(lines):
        return
    name = lines[lines.index("[Game]") + 1].split("(", 1)[0].strip()
    info = games().get(name[len(PREFIX) :]) if name.startswith(PREFIX) else None
    if info is not None:
        register(info)


def register_all() -> list[str]:
    """Register every game of ``genesis_nb.games()``; returns their short names."""
    return [register(info) for info in games().values()]


def load(name: str, players: int | None = None, **options: Any) -> Any:
    """``pyspiel.load_game`` for a kit game by its kit name (registering it first)."""
    from ..registry import game as info_of

    info = info_of(name)
    register(info)
    params: dict[str, Any] = dict(options)
    if players is not None:
        if isinstance(players, bool) or not isinstance(players, numbers.Integral):
            raise ValueError(f"players must be a whole number, not {shown(players)}")
        params["players"] = int(players)
    return pyspiel.load_game(PREFIX + info.name, {k: _param_value(v) for k, v in params.items()})


__all__ = ["register", "register_all", "load", "game_type", "GenesisState", "GenesisObserver", "PREFIX"]
