"""The chunks' columns as one tidy DataFrame (one row per game and seat), with compact types."""

from __future__ import annotations

from typing import Any, Sequence

import pandas as pd

from .play import TournamentSpec


def _chunk_frame(spec: TournamentSpec, part: dict[str, Any], team: bool, extra_keys: Sequence[str]) -> pd.DataFrame:
    c = part["columns"]
    lineups = [spec.lineup_label(k) for k in range(len(spec.lineups))]
    data: dict[str, Any] = {
        "game": pd.array(c["game"], dtype="int64"),
        "seed": pd.array(c["seed"], dtype="int64"),
        "players": pd.array(c["players"], dtype="int8"),
        "lineup": pd.Categorical.from_codes(c["lineup"], categories=lineups),
        "rotation": pd.array(c["rotation"], dtype="int8"),
        "seat": pd.array(c["seat"], dtype="int8"),
        "bot": pd.Categorical(c["bot"], categories=list(spec.labels)),
        "bot_seed": pd.array(c["bot_seed"], dtype="int64"),
        "starts": pd.array(c["starts"], dtype="bool"),
        "score": pd.array(c["score"], dtype="int64"),
        "rank": pd.array(c["rank"], dtype="int8"),
        "win_share": pd.array(c["win_share"], dtype="float64"),
        "nobody_won": pd.array(c["nobody_won"], dtype="bool"),
    }
    if team:
        data["team"] = pd.array(c["team"], dtype="Int64")
        data["level"] = pd.array(c["level"], dtype="object")
    rows = len(c["game"])
    for key in extra_keys:
        values = part["extras"].get(key, [None] * rows)
        data[f"{key}_score"] = pd.array(values, dtype="Int64")
    data["plies"] = pd.array(c["plies"], dtype="int32")
    data["options"] = pd.Categorical([spec.options_label] * rows, categories=[spec.options_label])
    return pd.DataFrame(data)


def to_frame(spec: TournamentSpec, parts: Sequence[dict[str, Any]]) -> pd.DataFrame:
    """One DataFrame from ``play_chunk`` results (in any order), sorted by game and seat."""
    from ..registry import game as get_game

    team = bool(get_game(spec.game).team_score) or any(v is not None for p in parts for v in p["columns"]["team"][:1])
    extra_keys = list(dict.fromkeys(k for p in parts for k in p["extras"]))
    frames = [_chunk_frame(spec, p, team, extra_keys) for p in parts if p["columns"]["game"]]
    if not frames:
        return _chunk_frame(
            spec,
            {
                "columns": {
                    k: []
                    for k in (
                        "game",
                        "seed",
                        "players",
                        "lineup",
                        "rotation",
                        "seat",
                        "bot",
                        "bot_seed",
                        "starts",
                        "score",
                        "rank",
                        "win_share",
                        "nobody_won",
                        "team",
                        "level",
                        "plies",
                    )
                },
                "extras": {},
            },
            team,
            extra_keys,
        )
    df = pd.concat(frames, ignore_index=True)
    if team:
        levels = _level_order(spec.game, df)
        df["level"] = pd.Categorical(df["level"], categories=levels, ordered=True)
    df = df.sort_values(["game", "seat"], kind="stable").reset_index(drop=True)
    return df


def _level_order(game: str, df: pd.DataFrame) -> list[str]:
    """The levels of a cooperative game, lowest first: those its chart profile names (all of them, seen or
    not), then any other level seen, in the order of the lowest team score that reached it."""
    names = [name for name, _ in _profile_levels(game)]
    seen = df.dropna(subset=["level"]).groupby("level", observed=True)["team"].min().sort_values()
    return names + [lv for lv in seen.index if lv not in names]


def _profile_levels(game: str) -> list[tuple[str, Any]]:
    """The levels in the game's chart profile (``genesis_nb.charts.profiles``; none without Bokeh)."""
    try:
        from ..charts.profiles import profile_for
    except ImportError:
        return []
    return list(profile_for(game).levels)
