"""What every explore notebook shows of its game, one call a section: the runs behind its tables, the readings
of the rules and what they change, the first player's edge, one search decision explained, and the game
inside OpenSpiel and PettingZoo. Each takes the game's name (or ``GameInfo``) and reads the rest from the
registry and from the tables of ``notebooks/data/``; a notebook keeps its own words and its own questions.

    >>> from genesis_nb.explore import notebook as nb
    >>> print(nb.runs_summary("herds", data="notebooks/data"))          # doctest: +SKIP
    >>> nb.readings_table("herds", {"winning score": "winning score"})  # doctest: +SKIP
"""

from __future__ import annotations

import html
import importlib
import json
import textwrap
from dataclasses import dataclass
from numbers import Integral
from pathlib import Path
from typing import Any, Mapping, Sequence

import pandas as pd

from .questions import SEARCH_BOTS, default_bots
from .readings import reading_alternatives
from .text import interval, pct, points

#: the tables' folder as a notebook in notebooks/<game>/ sees it
DATA = Path("..", "data")
#: the width of printed paragraphs
WIDTH = 110
_ORDINAL = {1: "1st", 2: "2nd", 3: "3rd"}


def _info(game: Any) -> Any:
    from .checks import game_info

    return game_info(game)


def _folder(data: str | Path) -> Path:
    if not isinstance(data, (str, Path)):
        raise TypeError(f"data is the folder of the explore tables, not {data!r:.40}")
    folder = Path(data)
    if not folder.is_dir():
        raise FileNotFoundError(f"there is no folder {str(folder)!r} of explore tables (notebooks/data/)")
    return folder


def _count(value: Any, what: str, least: int = 0) -> int:
    """``value`` as an ``int`` (a Python or NumPy integer, not a bool) of at least ``least``."""
    if isinstance(value, bool) or not isinstance(value, Integral) or value < least:
        raise ValueError(f"{what} is a whole number of at least {least}, not {value!r:.40}")
    return int(value)


def _players(info: Any, players: Any) -> int:
    players = _count(players, "players", 1)
    if players not in info.player_counts:
        raise ValueError(f"{info.name} plays with {info.min_players} to {info.max_players} players, not {players}")
    return int(players)


def setup() -> None:
    """Ready a notebook for the explore tables: Bokeh charts without internet, and wide pandas tables."""
    from ..notebook import setup as bokeh_setup

    bokeh_setup()
    pd.set_option("display.width", 150)
    pd.set_option("display.max_columns", 20)
    pd.set_option("display.max_colwidth", 100)


def runs_summary(game: Any, data: str | Path = DATA) -> str:
    """How the game's tables were played, from ``explore_runs.json``: bots, master seed, scale, and per
    question its games per cell and its time."""
    info = _info(game)
    path = _folder(data) / "explore_runs.json"
    try:
        run = json.loads(path.read_text(encoding="utf-8"))["games"][info.name]
    except (OSError, ValueError) as exc:
        raise ValueError(f"{path} cannot be read as the record of the explore runs: {exc}") from None
    except KeyError:
        raise ValueError(
            f"{path} records no run of {info.name}: run scripts/explore_runs.py --only {info.name}"
        ) from None
    lines = [f"bots: {', '.join(run.get('bots', []))} | master seed: {run.get('seed')} | scale: {run.get('scale')}"]
    for question, done in run.get("questions", {}).items():
        size = done.get("games_per_cell", done.get("games"))
        lines.append(f"{question:<12} games per cell: {size}; took {done.get('seconds', 0):.0f} s")
    return "\n".join(lines)


def readings(game: Any, data: str | Path = DATA) -> pd.DataFrame:
    """The game's readings table (``<game>_readings.csv``) with a column ``reading``, ``option=value``."""
    info = _info(game)
    path = _folder(data) / f"{info.name}_readings.csv"
    if not path.is_file():
        raise FileNotFoundError(
            f"there is no {path.name} in {path.parent}: run scripts/explore_runs.py --only {info.name}"
        )
    table = pd.read_csv(path)
    table["reading"] = table["option"] + "=" + table["value"].astype(str)
    return table


def _metric(table: pd.DataFrame, metric: str) -> pd.DataFrame:
    part = table[table["metric"] == metric]
    if part.empty:
        known = ", ".join(dict.fromkeys(table["metric"]))
        raise ValueError(f"the readings table has no metric {metric!r}: it has {known}")
    return part


def readings_table(
    game: Any, columns: Mapping[str, str] | Sequence[str] | None = None, data: str | Path = DATA
) -> pd.DataFrame:
    """Each reading against the default, one row per reading: for each metric of ``columns`` (every metric
    of the table when None; a mapping gives each column's label) the paired difference with its 95%
    interval, as text (a share in percent, a mean in signed points)."""
    if columns is not None and (isinstance(columns, str) or not isinstance(columns, (Mapping, Sequence))):
        raise ValueError(f"columns are metrics of the readings table, or labels mapped to them, not {columns!r:.60}")
    if columns is not None and not columns:
        raise ValueError("columns name at least one metric of the readings table")
    table = readings(game, data)
    if columns is None:
        columns = list(dict.fromkeys(table["metric"]))
    labelled = columns if isinstance(columns, Mapping) else {metric: metric for metric in columns}
    out = {}
    for label, metric in labelled.items():
        part = _metric(table, metric)
        out[label] = pd.Series(
            [interval(r.difference, r.lower, r.upper, pct if r.kind == "share" else points) for r in part.itertuples()],
            index=pd.MultiIndex.from_frame(part[["rule", "reading"]]),
        )
    return pd.DataFrame(out)


def readings_chart(game: Any, metric: str, y_label: str, title: str = "", data: str | Path = DATA) -> Any:
    """A Bokeh chart of one metric's paired difference for every reading (a dashed line at no change)."""
    from ..charts import interval_chart

    part = _metric(readings(game, data), metric)
    fig = interval_chart(
        part,
        x="reading",
        y="difference",
        reference=0,
        x_label="",
        y_label=y_label,
        title=title or f"Each reading against the default: {metric} (paired 95% intervals)",
        height=300 + 3 * len(part),
    )
    fig.xaxis.major_label_orientation = 0.6
    return fig


def reading_meanings(game: Any) -> str:
    """What each reading's option means, in the catalogue's words: a paragraph per rule."""
    shown: dict[str, str] = {}
    for alt in reading_alternatives(_info(game)):
        if alt["rule"] not in shown:
            text = f"{alt['rule']} (default {alt['option']}={alt['default']!r}). {alt['text']}"
            shown[alt["rule"]] = textwrap.fill(text, WIDTH, subsequent_indent="    ")
    return "\n".join(shown.values())


def first_player_chart(table: pd.DataFrame, place: str = "position", x_label: str = "") -> Any:
    """A Bokeh chart of a first-player table (``first_player_advantage``): each place's wins against a fair
    share, by player count and bots; ``place`` names the column of the place in the turn order."""
    from ..charts import interval_chart

    if not isinstance(table, pd.DataFrame) or not {place, "players", "bots", "edge"} <= set(table.columns):
        raise ValueError(f"a first-player table has the columns players, bots, edge and {place!r}")
    where = [f"{p}p, {_ORDINAL.get(k, f'{k}th')}" for p, k in zip(table["players"], table[place])]
    return interval_chart(
        table.assign(where=where),
        x="where",
        y="edge",
        lower="edge_lower",
        upper="edge_upper",
        group="bots",
        reference=1,
        x_label=x_label or "players, place in the turn order",
        y_label="wins / fair share",
        title="Each place in the turn order: wins against a fair share (1 = no edge; 95% intervals)",
    )


@dataclass(frozen=True)
class Decision:
    """A search bot's decision, explained: the position it decided in, its reason, its best options."""

    position: Any
    sentence: str
    options: pd.DataFrame

    def __str__(self) -> str:
        return f"{self.sentence}\n\n{self.options.to_string()}"

    def _repr_pretty_(self, printer: Any, cycle: bool) -> None:
        printer.text(str(self))

    def _repr_html_(self) -> str:
        return f"<p>{html.escape(self.sentence)}</p>\n{self.options.to_html()}"


def explained_decision(game: Any, players: int, seed: int, actions: int, bot: str | None = None) -> Decision:
    """A search bot (``bot``, by default the game's first) decides after the game's own bot played the first
    ``actions`` actions of a new game: its reason and its best options, each with its mean result over
    the simulations that tried it (``value``) and how many did (``visits``)."""
    from ..bots import make_bot
    from ..bots.explain import explain

    info = _info(game)
    players = _players(info, players)
    seed = _count(seed, "seed")
    actions = _count(actions, "actions")
    searchers = [b for b in info.bots if b in SEARCH_BOTS]
    bot = bot if bot is not None else (searchers[0] if searchers else default_bots(info)[-1])
    if bot not in info.bots:
        raise ValueError(f"{info.name} has no bot {bot!r:.40}: it has {', '.join(info.bots)}")
    position = info.new_game(players, seed=seed)
    own = make_bot(info, default_bots(info)[-1], seed=1)
    for n in range(actions):
        if position.is_over:
            raise ValueError(f"the game ended after {n} actions, before the {actions} asked for")
        position.play(own.choose(position))
    why = explain(make_bot(info, bot, seed=1), position)
    rows = [{"action": o.words.strip('"'), "value": o.value, "visits": o.visits} for o in why.options]
    return Decision(position, textwrap.fill(why.sentence, WIDTH), pd.DataFrame(rows).round(3))


#: what a demo says when its library is missing
_NOT_INSTALLED = {
    "openspiel": "OpenSpiel is not installed: pip install 'genesis_nb[openspiel]'",
    "pettingzoo": "PettingZoo is not installed: pip install 'genesis_nb[rl]'",
}


def _ecosystem(module: str) -> Any:
    """``genesis_nb.ecosystem.<module>``, or None when its library is not installed."""
    try:
        return importlib.import_module(f"genesis_nb.ecosystem.{module}")
    except ImportError:
        return None


def openspiel_demo(game: Any, players: int) -> str:
    """The game as an OpenSpiel game: chance's outcomes before the first decision, the first decision, and
    what the next one chooses among (or how to install OpenSpiel)."""
    info = _info(game)
    players = _players(info, players)
    spiel = _ecosystem("openspiel")
    if spiel is None:
        return _NOT_INSTALLED["openspiel"]
    spiel_game = spiel.load(info.name, players=players)
    state = spiel_game.new_initial_state()
    lines = [spiel_game.get_type().long_name]
    dealt, first = 0, 0
    while state.is_chance_node():
        outcomes = state.chance_outcomes()
        first = first or len(outcomes)
        state.apply_action(outcomes[0][0])
        dealt += 1
    if dealt:
        lines.append(
            f"chance dealt {dealt} outcome{'s' * (dealt > 1)} before the first decision (the first among {first})"
        )
    action = state.legal_actions()[0]
    lines.append(f"player {state.current_player()} plays {state.action_to_string(action)}")
    state.apply_action(action)
    if state.is_chance_node():
        lines.append(f"then chance draws, among {len(state.chance_outcomes())} outcomes")
    elif not state.is_terminal():
        lines.append(f"then player {state.current_player()} chooses among {len(state.legal_actions())} legal ids")
    if state.table.space.stepped:
        lines.append(
            f"(an action is chosen in up to {state.table.space.steps} steps: its kind and first field, then a field a step)"
        )
    return "\n".join(lines)


def ecosystem_demo(game: Any, players: int) -> str:
    """The game inside OpenSpiel, then inside PettingZoo (``openspiel_demo``, ``pettingzoo_demo``)."""
    return f"OpenSpiel:\n{openspiel_demo(game, players)}\n\nPettingZoo:\n{pettingzoo_demo(game, players)}"


def pettingzoo_demo(game: Any, players: int) -> str:
    """The game as a PettingZoo environment: what the first agent observes and may choose among, and who
    chooses next (or how to install PettingZoo)."""
    zoo = _ecosystem("pettingzoo")
    info = _info(game)
    players = _players(info, players)
    if zoo is None:
        return _NOT_INSTALLED["pettingzoo"]
    aec = zoo.env(info.name, players=players)
    aec.reset(seed=1)
    obs, *_ = aec.last()
    agent, shown = aec.agent_selection, int(obs["action_mask"].sum())
    space = aec.unwrapped.table.space
    if space.stepped:
        choice = (
            f"may choose among {shown} first steps (an action's kind and its first field; "
            f"the other fields follow, one a step, up to {space.steps} steps)"
        )
    else:
        choice = f"may take {shown} actions"
    aec.step(int(obs["action_mask"].argmax()))
    after = aec.agent_selection
    nxt = f"{after} (its action is not complete yet)" if after == agent and space.stepped else after
    return f"{agent} sees {obs['observation'].shape} numbers and {choice}\nnext: {nxt}"
