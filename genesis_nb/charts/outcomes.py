"""Outcomes of many games played by bots: who wins by seat and by bot, and the winning scores."""

from __future__ import annotations

import html
from typing import Any

from bokeh.layouts import column, gridplot
from bokeh.models import (
    ColumnDataSource,
    Div,
    FactorRange,
    LabelSet,
    Legend,
    LegendItem,
    NumeralTickFormatter,
    Range1d,
    Span,
)
from bokeh.plotting import figure

from .profiles import profile_for
from .simulate import outcome_summary
from .words import word

PLAYER_FILL = "#0072B2"
EXTRA_FILL = "#333333"
FAIR_COLOUR = "#D55E00"


def _bars(
    title: str,
    xs: list[str],
    ys: list[float],
    fills: list[str],
    hatches: list[str],
    *,
    name: str,
    x_label: str,
    y_label: str,
    fair: float | None,
    lang: str,
    width: int,
    height: int,
    words: Any,
) -> Any:
    source = ColumnDataSource(
        {"x": xs, "share": ys, "fill": fills, "hatch": hatches, "text": [f"{y:.0%}" for y in ys]}, name=name
    )
    top = max(ys + [fair or 0, 0.05])
    fig = figure(
        x_range=FactorRange(*xs),
        y_range=Range1d(0, top * 1.2),
        title=title,
        width=width,
        height=height,
        tools="save",
        toolbar_location=None,
    )
    fig.vbar(
        x="x",
        top="share",
        width=0.7,
        source=source,
        fill_color="fill",
        line_color="black",
        hatch_pattern="hatch",
        hatch_color="white",
        hatch_alpha=0.5,
        hatch_scale=10,
    )
    fig.add_layout(
        LabelSet(
            x="x",
            y="share",
            text="text",
            source=source,
            text_align="center",
            text_baseline="bottom",
            y_offset=3,
            text_font_size="10pt",
            text_font_style="bold",
        )
    )
    if fair:  # the share each seat would win if no seat had an edge
        style = {"line_dash": "dashed", "line_color": FAIR_COLOUR, "line_width": 2}
        fig.add_layout(Span(location=fair, dimension="width", **style))
        key = fig.line(x=[xs[0], xs[0]], y=[fair, fair], **style)
        fig.add_layout(
            Legend(
                items=[LegendItem(label=f"{word('equal_share', lang, words)} ({fair:.0%})", renderers=[key])],
                orientation="horizontal",
                label_text_font_size="9pt",
                border_line_color=None,
                padding=2,
                margin=2,
            ),
            "above",
        )
    fig.yaxis.formatter = NumeralTickFormatter(format="0%" if top >= 0.1 else "0.0%")
    fig.xaxis.axis_label = x_label
    fig.yaxis.axis_label = y_label
    fig.xgrid.grid_line_color = None
    return fig


def outcomes_chart(results: dict[str, Any], lang: str = "en", *, width: int = 360, height: int = 320) -> Any:
    """Figures of ``simulate`` results: the share of games won by each seat and by the non-player rows
    (the dark angel), each bot's wins per game played (when several kinds of bot play), and how many
    games were won with each score.

    The numbers are in the ColumnDataSources named ``"outcomes_seat"`` (x, share), ``"outcomes_bot"``
    and ``"outcomes_scores"`` (score, player, extra). A cooperative game's results (planet) are drawn by
    ``levels.levels_chart`` instead: the levels reached, the team scores, the mean points per continent.
    """
    if results.get("team"):  # a cooperative game: no winner by seat, a level for the team
        from .levels import levels_chart

        return levels_chart(results, lang, width=width, height=height)
    prof = profile_for(results.get("game"))
    w = prof.words
    summary = outcome_summary(results)
    n = results["n_players"] or 0
    extra_rows = results.get("extra_rows") or []
    extra_label = prof.row_label(extra_rows[0], lang) if extra_rows else None
    fair = (1 - summary["extra_share"]) / n if n else None

    xs = [word("seat", lang, w, n=s + 1) for s in range(n)]
    seat_bots = [{g["bots"][s] for g in results["games"]} for s in range(n)]
    if all(len(b) == 1 for b in seat_bots):  # the same bot in a seat every game: name it
        xs = [f"{x}\n{next(iter(b))}" for x, b in zip(xs, seat_bots)]
    ys = list(summary["seat_share"])
    fills, hatches = [PLAYER_FILL] * n, [" "] * n
    if extra_label is not None:
        xs.append(extra_label)
        ys.append(summary["extra_share"])
        fills.append(EXTRA_FILL)
        hatches.append("/")
    figs = [
        _bars(
            word("title.win_seat", lang, w),
            xs,
            ys,
            fills,
            hatches,
            name="outcomes_seat",
            x_label=word("axis.seat", lang, w),
            y_label=word("axis.share", lang, w),
            fair=fair,
            lang=lang,
            width=width,
            height=height,
            words=w,
        )
    ]

    rates = summary["bot_win_rate"]
    if len(rates) > 1:
        bx = list(rates)
        figs.append(
            _bars(
                word("title.win_bot", lang, w),
                bx,
                [rates[b] for b in bx],
                [PLAYER_FILL] * len(bx),
                [" "] * len(bx),
                name="outcomes_bot",
                x_label=word("axis.bot", lang, w),
                y_label=word("axis.win_rate", lang, w),
                fair=fair,
                lang=lang,
                width=width,
                height=height,
                words=w,
            )
        )

    sp, se = summary["winning_scores_player"], summary["winning_scores_extra"]
    scores = sorted(set(sp) | set(se))
    src = ColumnDataSource(
        {"score": scores, "player": [sp.get(s, 0) for s in scores], "extra": [se.get(s, 0) for s in scores]},
        name="outcomes_scores",
    )
    hist = figure(
        title=word("title.win_scores", lang, w), width=width, height=height, tools="save", toolbar_location=None
    )
    rs = hist.vbar_stack(
        ["player", "extra"],
        x="score",
        width=0.8,
        source=src,
        fill_color=[PLAYER_FILL, EXTRA_FILL],
        line_color="white",
        hatch_pattern=[" ", "/"],
        hatch_color="white",
        hatch_alpha=0.5,
        hatch_scale=10,
    )
    items = [LegendItem(label=word("won.player", lang, w), renderers=[rs[0]])]
    if extra_label is not None:
        items.append(LegendItem(label=word("won.extra", lang, w), renderers=[rs[1]]))
    hist.add_layout(
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
    hist.xaxis.axis_label = word("axis.winning_score", lang, w)
    hist.yaxis.axis_label = word("axis.games", lang, w)
    hist.y_range.start = 0
    hist.xgrid.grid_line_color = None
    figs.append(hist)
    for f in figs:
        f.title.text_font_size = "12pt"
        f.min_border_left = 60

    bots = ", ".join(f"{name} \u00d7{results['bot_names'].count(name)}" for name in dict.fromkeys(results["bot_names"]))
    head = word("title.outcomes", lang, w, n=summary["games"], players=n, bots=bots)
    note = word("shared_note", lang, w)
    div = Div(
        text=f"<b style='font-size:15pt'>{html.escape(head)}</b><br>"
        f"<i style='font-size:10pt;color:#444'>{html.escape(note)}</i>",
        width=2 * width,
    )
    return column(div, gridplot(figs, ncols=2, toolbar_location=None))
