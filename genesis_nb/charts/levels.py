"""Outcomes of many games of a cooperative game (planet): the levels the team reached, its scores, and
the mean points per part of the board (continent), from ``simulate`` results.

Nothing is recomputed: each game's level and score are what its ``ScoreSheet`` said (``team``,
``level``); a score's bar takes the colour of the level the games with that score reached.
"""

from __future__ import annotations

import html
from typing import Any

from bokeh.layouts import column, gridplot
from bokeh.models import (
    CDSView,
    ColumnDataSource,
    Div,
    FactorRange,
    GroupFilter,
    LabelSet,
    Legend,
    LegendItem,
    NumeralTickFormatter,
    Range1d,
)
from bokeh.plotting import figure

from .profiles import HATCHES, OKABE_ITO, profile_for
from .simulate import outcome_summary
from .words import word

#: One colour per level, lowest first (gray, sky blue, blue, orange: Okabe & Ito), hatched as well.
LEVEL_FILLS = ("#999999", "#56B4E9", "#0072B2", "#E69F00")
LEVEL_HATCHES = ("/", " ", ".", " ")


def _level_order(prof: Any, seen: list[str]) -> list[str]:
    names = [name for name, _ in prof.levels]
    return names + [lv for lv in seen if lv not in names]


def levels_chart(results: dict[str, Any], lang: str = "en", *, width: int = 360, height: int = 320) -> Any:
    """Figures of a cooperative game's ``simulate`` results: the share of games reaching each level,
    the team scores (bars coloured by the level reached) and each continent's mean points.

    The numbers are in the ColumnDataSources named ``"levels"`` (level, label, games, share),
    ``"team_scores"`` (score, games, level) and ``"row_means"`` (row, one column per category).
    """
    prof = profile_for(results.get("game"))
    w = prof.words
    summary = outcome_summary(results)
    total = summary["games"] or 1
    order = _level_order(prof, list(summary["levels"]))
    fills = {lv: LEVEL_FILLS[i % len(LEVEL_FILLS)] for i, lv in enumerate(order)}
    hatches = {lv: LEVEL_HATCHES[i % len(LEVEL_HATCHES)] for i, lv in enumerate(order)}

    # 1. levels reached
    labels = [prof.level_label(lv, lang) for lv in order]
    games = [summary["levels"].get(lv, 0) for lv in order]
    shares = [g / total for g in games]
    src = ColumnDataSource(
        {
            "level": order,
            "label": labels,
            "games": games,
            "share": shares,
            "fill": [fills[lv] for lv in order],
            "hatch": [hatches[lv] for lv in order],
            "text": [f"{g} ({s:.0%})" for g, s in zip(games, shares)],
        },
        name="levels",
    )
    top = max(shares + [0.05])
    lv_fig = figure(
        x_range=FactorRange(*labels),
        y_range=Range1d(0, top * 1.22),
        width=width,
        height=height,
        title=word("title.levels", lang, w),
        tools="save",
        toolbar_location=None,
    )
    lv_fig.vbar(
        x="label",
        top="share",
        width=0.7,
        source=src,
        fill_color="fill",
        line_color="black",
        hatch_pattern="hatch",
        hatch_color="white",
        hatch_alpha=0.6,
        hatch_scale=9,
    )
    lv_fig.add_layout(
        LabelSet(
            x="label",
            y="share",
            text="text",
            source=src,
            text_align="center",
            text_baseline="bottom",
            y_offset=3,
            text_font_size="10pt",
            text_font_style="bold",
        )
    )
    lv_fig.yaxis.formatter = NumeralTickFormatter(format="0%")
    lv_fig.xaxis.axis_label = word("axis.level", lang, w, players=results.get("n_players") or "?")
    lv_fig.yaxis.axis_label = word("axis.share_games", lang, w)
    lv_fig.xgrid.grid_line_color = None

    # 2. team scores, coloured by the level their games reached
    level_of: dict[int, str] = {}
    for g in results["games"]:
        if g.get("team") is not None:
            level_of[g["team"]] = g["level"]
    scores = sorted(summary["team_scores"])
    ssrc = ColumnDataSource(
        {
            "score": scores,
            "games": [summary["team_scores"][s] for s in scores],
            "level": [level_of[s] for s in scores],
            "fill": [fills.get(level_of[s], "#555555") for s in scores],
            "hatch": [hatches.get(level_of[s], " ") for s in scores],
        },
        name="team_scores",
    )
    sc_fig = figure(
        width=width,
        height=height,
        title=word("title.team_scores", lang, w),
        tools="save",
        toolbar_location=None,
        x_range=Range1d(-0.5, 24.5),
    )
    items = []
    for lv in order:
        if lv not in ssrc.data["level"]:
            continue
        r = sc_fig.vbar(
            x="score",
            top="games",
            width=0.8,
            source=ssrc,
            view=CDSView(filter=GroupFilter(column_name="level", group=lv)),
            fill_color=fills[lv],
            line_color="black",
            hatch_pattern=hatches[lv],
            hatch_color="white",
            hatch_alpha=0.6,
            hatch_scale=9,
        )
        items.append(LegendItem(label=prof.level_label(lv, lang), renderers=[r]))
    if items:
        sc_fig.add_layout(
            Legend(
                items=items,
                orientation="horizontal",
                label_text_font_size="9pt",
                border_line_color=None,
                padding=2,
                margin=2,
            ),
            "above",
        )
    sc_fig.xaxis.axis_label = word("axis.team_score", lang, w)
    sc_fig.yaxis.axis_label = word("axis.games", lang, w)
    sc_fig.y_range.start = 0
    sc_fig.xgrid.grid_line_color = None

    # 3. mean points per continent (one stacked bar per sheet row)
    rows = list(summary["row_means"])
    cats: list[str] = []
    for r in rows:
        for c in summary["row_means"][r]:
            if c not in cats:
                cats.append(c)
    data: dict[str, list[Any]] = {"row": rows}
    for c in cats:
        data[c] = [round(summary["row_means"][r].get(c, 0.0), 3) for r in rows]
    data["total"] = [round(sum(data[c][i] for c in cats), 2) for i in range(len(rows))]
    rsrc = ColumnDataSource(data, name="row_means")
    rm_fig = figure(
        x_range=FactorRange(*rows) if rows else FactorRange("-"),
        width=width,
        height=height,
        title=word("title.row_means", lang, w),
        tools="save",
        toolbar_location=None,
    )
    if rows and cats:
        rs = rm_fig.vbar_stack(
            cats,
            x="row",
            width=0.7,
            source=rsrc,
            fill_color=[OKABE_ITO[(i + 1) % len(OKABE_ITO)] for i in range(len(cats))],
            line_color="white",
            hatch_pattern=[HATCHES[(i + 1) % len(HATCHES)] for i in range(len(cats))],
            hatch_color="black",
            hatch_alpha=0.2,
        )
        rm_fig.add_layout(
            LabelSet(
                x="row",
                y="total",
                text="total",
                source=rsrc,
                text_align="center",
                text_baseline="bottom",
                y_offset=3,
                text_font_size="10pt",
                text_font_style="bold",
            )
        )
        rm_fig.add_layout(
            Legend(
                items=[LegendItem(label=prof.category_label(c, lang), renderers=[r]) for c, r in zip(cats, rs)],
                orientation="vertical",
                label_text_font_size="9pt",
                border_line_color=None,
                padding=2,
                margin=2,
            ),
            "above",
        )
    rm_fig.y_range.start = 0
    rm_fig.xaxis.axis_label = word("axis.player", lang, w)
    rm_fig.yaxis.axis_label = word("axis.mean_points", lang, w)
    rm_fig.xgrid.grid_line_color = None

    figs = [lv_fig, sc_fig, rm_fig]
    for f in figs:
        f.title.text_font_size = "12pt"
        f.min_border_left = 60
    bots = ", ".join(f"{name} \u00d7{results['bot_names'].count(name)}" for name in dict.fromkeys(results["bot_names"]))
    head = word("title.outcomes", lang, w, n=summary["games"], players=results.get("n_players") or 0, bots=bots)
    div = Div(text=f"<b style='font-size:15pt'>{html.escape(head)}</b>", width=2 * width)
    return column(div, gridplot(figs, ncols=2, toolbar_location=None))
