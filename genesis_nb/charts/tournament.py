"""Bokeh charts of tournaments (``genesis_nb.explore``): win rates by seat and by bot with their
intervals, score distributions, ratings, and any table of estimates with intervals.

- ``win_rate_chart(df, by="seat")``: each seat's (or bot's) share of games won, a marker with a 95%
  interval whisker, and the share every seat would win if none had an edge (dashed).
- ``score_chart(df, by="bot")``: the scores of each bot (or seat): a box for the middle half, the
  median, whiskers from the lowest to the highest score, and the mean with its interval.
- ``ratings_chart(table)``: ``explore.ratings`` as points with intervals on the Elo scale.
- ``interval_chart(table, x=..., group=...)``: any table of estimates with ``lower``/``upper`` (the
  answers of ``explore.questions``), groups side by side, each with its own colour and marker.
- ``tournament_chart(df)``: the first three together, two to a row (960 px wide).

Colours are Okabe & Ito's colour-blind safe palette; each group also has its own marker shape or
hatch, so nothing depends on colour alone. The numbers are in ColumnDataSources named after the chart
(``"win_rate_seat"``, ``"scores_bot"``, ``"ratings"``, ``"intervals"``). Words in English and Dutch.
"""

from __future__ import annotations

import html
from typing import Any, Sequence

from bokeh.layouts import column, gridplot
from bokeh.models import (
    ColumnDataSource,
    Div,
    FactorRange,
    Legend,
    LegendItem,
    NumeralTickFormatter,
    Range1d,
    Span,
    TeeHead,
    Whisker,
)
from bokeh.plotting import figure

from .profiles import HATCHES, SEAT_MARKERS
from .words import word

#: chart width that lets two figures sit side by side in a 1,000 px notebook
WIDTH = 480
HEIGHT = 320
FAIR_COLOUR = "#D55E00"
#: Okabe & Ito without yellow (too pale for markers on white), darkest first
COLOURS = ("#0072B2", "#D55E00", "#009E73", "#CC79A7", "#E69F00", "#56B4E9", "#000000")
MARKERS = tuple(SEAT_MARKERS) + ("star", "plus")

WORDS: dict[str, dict[str, str]] = {
    "t.win_seat": {"en": "Share of games won, by seat", "nl": "Aandeel gewonnen partijen, per plaats"},
    "t.win_bot": {"en": "Share of games won, by bot", "nl": "Aandeel gewonnen partijen, per bot"},
    "t.win_by": {"en": "Share of games won, by {by}", "nl": "Aandeel gewonnen partijen, per {by}"},
    "t.scores": {"en": "Scores, by {by}", "nl": "Scores, per {by}"},
    "t.ratings": {"en": "Ratings (Bradley-Terry, Elo scale)", "nl": "Ratings (Bradley-Terry, Elo-schaal)"},
    "t.tournament": {
        "en": "{game}: {games} games of {players} players ({bots}), seats rotated",
        "nl": "{game}: {games} partijen met {players} spelers ({bots}), plaatsen gewisseld",
    },
    "note.interval": {
        "en": "bars: 95% intervals; a shared win counts as a part",
        "nl": "strepen: 95%-intervallen; een gedeelde winst telt naar rato",
    },
    "a.share": {"en": "Share of games won", "nl": "Aandeel gewonnen partijen"},
    "a.score": {"en": "Score (points)", "nl": "Score (punten)"},
    "a.rating": {"en": "Rating (Elo points, 0 = average)", "nl": "Rating (Elo-punten, 0 = gemiddeld)"},
    "a.seat": {"en": "Seat (1 = first in the set-up)", "nl": "Plaats (1 = eerste bij de opzet)"},
    "a.bot": {"en": "Bot", "nl": "Bot"},
    "seat": {"en": "Seat {n}", "nl": "Plaats {n}"},
    "fair": {"en": "no edge ({share})", "nl": "geen voordeel ({share})"},
    "mean": {"en": "mean with 95% interval", "nl": "gemiddelde met 95%-interval"},
    "median": {"en": "median", "nl": "mediaan"},
    "box": {
        "en": "middle half (box), lowest to highest (whiskers)",
        "nl": "middelste helft (doos), laagste tot hoogste (snorharen)",
    },
    "by.seat": {"en": "seat", "nl": "plaats"},
    "by.bot": {"en": "bot", "nl": "bot"},
}


def _w(key: str, lang: str, **params: Any) -> str:
    return word(key, lang, WORDS, **params)


def _style(fig: Any) -> Any:
    fig.title.text_font_size = "12pt"
    fig.min_border_left = 60
    fig.xgrid.grid_line_color = None
    fig.toolbar_location = None
    return fig


def _win_table(data: Any, by: str) -> Any:
    from ..explore.stats import check_table, win_rates

    check_table(data, ())
    if {"rate", "lower", "upper"} <= set(data.columns):
        return data

    return win_rates(data, by=by, method="wilson" if by == "seat" else "bootstrap")


def _colours(labels: Sequence[Any]) -> tuple[list[str], list[str], list[str]]:
    """Colour, marker and hatch for each label, the same for a label in every chart (sorted order)."""
    order = {v: i for i, v in enumerate(sorted({str(x) for x in labels}))}
    idx = [order[str(x)] for x in labels]
    return (
        [COLOURS[i % len(COLOURS)] for i in idx],
        [MARKERS[i % len(MARKERS)] for i in idx],
        [HATCHES[i % len(HATCHES)] or " " for i in idx],
    )


def _label(by: str, value: Any, lang: str) -> str:
    return _w("seat", lang, n=int(value) + 1) if by == "seat" else str(value)


def win_rate_chart(
    data: Any, by: str = "seat", lang: str = "en", *, width: int = WIDTH, height: int = HEIGHT, title: str | None = None
) -> Any:
    """Each seat's (``by="seat"``) or bot's (``by="bot"``) share of games won, with its interval and the
    share with no edge. ``data``: a tournament's DataFrame, or the table ``explore.win_rates`` made."""
    t = _win_table(data, by)
    xs = [_label(by, v, lang) for v in t[by]]
    n = len(xs)
    colours, markers, _ = _colours(list(t[by]))
    src = ColumnDataSource(
        {
            "x": xs,
            "rate": list(t["rate"]),
            "lower": list(t["lower"]),
            "upper": list(t["upper"]),
            "fair": list(t["fair"]) if "fair" in t else [None] * n,
            "colour": colours,
            "marker": markers,
            "text": [f"{r:.0%}" for r in t["rate"]],
        },
        name=f"win_rate_{by}",
    )
    top = max([0.05, *[u for u in t["upper"] if u == u]])
    fig = figure(
        x_range=FactorRange(*xs),
        y_range=Range1d(0, top * 1.15 if top < 0.87 else 1.05),
        width=width,
        height=height,
        tools="save",
        title=title
        or (
            _w("t.win_seat", lang)
            if by == "seat"
            else _w("t.win_bot", lang)
            if by == "bot"
            else _w("t.win_by", lang, by=by)
        ),
    )
    fig.add_layout(
        Whisker(
            source=src,
            base="x",
            lower="lower",
            upper="upper",
            line_width=2,
            upper_head=TeeHead(size=10, line_width=2),
            lower_head=TeeHead(size=10, line_width=2),
        )
    )
    fig.scatter(x="x", y="rate", source=src, marker="marker", size=13, fill_color="colour", line_color="black")
    if "fair" in t and len(t):
        fair = float(t["fair"].mean())
        style = {"line_dash": "dashed", "line_color": FAIR_COLOUR, "line_width": 2}
        fig.add_layout(Span(location=fair, dimension="width", **style))
        key = fig.line(x=[xs[0], xs[0]], y=[fair, fair], **style)
        fig.add_layout(
            Legend(
                items=[LegendItem(label=_w("fair", lang, share=f"{fair:.0%}"), renderers=[key])],
                orientation="horizontal",
                label_text_font_size="9pt",
                border_line_color=None,
                padding=2,
                margin=2,
            ),
            "above",
        )
    fig.yaxis.formatter = NumeralTickFormatter(format="0%")
    fig.yaxis.axis_label = _w("a.share", lang)
    fig.xaxis.axis_label = _w("a.seat", lang) if by == "seat" else _w("a.bot", lang) if by == "bot" else by
    return _style(fig)


def score_chart(
    df: Any,
    by: str = "bot",
    lang: str = "en",
    *,
    column: str = "score",
    width: int = WIDTH,
    height: int = HEIGHT,
    title: str | None = None,
) -> Any:
    """The distribution of ``column`` (the score) for each bot or seat: box (quartiles), median, whiskers
    (lowest to highest), and the mean with its 95% interval (``explore.score_summary``)."""
    from ..explore.stats import score_summary

    s = score_summary(df, by=by, column=column)
    xs = [_label(by, v, lang) for v in s[by]]
    n = len(xs)
    colours, markers, hatches = _colours(list(s[by]))
    src = ColumnDataSource(
        {
            "x": xs,
            **{c: list(s[c]) for c in ("mean", "lower", "upper", "min", "q25", "median", "q75", "max", "n")},
            "colour": colours,
            "hatch": hatches,
            "marker": markers,
        },
        name=f"scores_{by}",
    )
    lo = float(s["min"].min()) if n else 0.0
    hi = float(s["max"].max()) if n else 1.0
    pad = max(1.0, (hi - lo) * 0.08)
    fig = figure(
        x_range=FactorRange(*xs),
        y_range=Range1d(lo - pad, hi + pad),
        width=width,
        height=height,
        tools="save",
        title=title or _w("t.scores", lang, by=_w(f"by.{by}", lang) if by in ("bot", "seat") else by),
    )
    fig.add_layout(
        Whisker(
            source=src,
            base="x",
            lower="min",
            upper="max",
            line_color="#555555",
            upper_head=TeeHead(size=8, line_color="#555555"),
            lower_head=TeeHead(size=8, line_color="#555555"),
        )
    )
    box = fig.vbar(
        x="x",
        bottom="q25",
        top="q75",
        width=0.5,
        source=src,
        fill_color="colour",
        fill_alpha=0.35,
        line_color="black",
        hatch_pattern="hatch",
        hatch_color="black",
        hatch_alpha=0.25,
        hatch_scale=8,
    )
    med = fig.rect(x="x", y="median", width=0.5, height=0.001, source=src, line_color="black", line_width=3)
    fig.add_layout(
        Whisker(
            source=src,
            base="x",
            lower="lower",
            upper="upper",
            line_width=2,
            upper_head=TeeHead(size=6, line_width=2),
            lower_head=TeeHead(size=6, line_width=2),
        )
    )
    mean = fig.scatter(
        x="x", y="mean", source=src, marker="marker", size=11, fill_color="white", line_color="black", line_width=2
    )
    fig.add_layout(
        Legend(
            items=[
                LegendItem(label=_w("box", lang), renderers=[box]),
                LegendItem(label=_w("median", lang), renderers=[med]),
                LegendItem(label=_w("mean", lang), renderers=[mean]),
            ],
            orientation="vertical",
            label_text_font_size="9pt",
            border_line_color=None,
            padding=2,
            margin=2,
        ),
        "above",
    )
    fig.yaxis.axis_label = _w("a.score", lang)
    fig.xaxis.axis_label = _w("a.seat", lang) if by == "seat" else _w("a.bot", lang) if by == "bot" else by
    return _style(fig)


def ratings_chart(
    table: Any, lang: str = "en", *, width: int = WIDTH, height: int | None = None, title: str | None = None
) -> Any:
    """``explore.ratings`` as one row per bot: its rating with the interval, best at the top."""
    from ..explore.stats import check_table

    check_table(table, ("bot", "rating", "lower", "upper"), "the table of explore.ratings")
    t = table.sort_values("rating")
    ys = [str(b) for b in t["bot"]]
    n = len(ys)
    colours, markers, _ = _colours(ys)
    src = ColumnDataSource(
        {
            "y": ys,
            "rating": list(t["rating"]),
            "lower": list(t["lower"]),
            "upper": list(t["upper"]),
            "colour": colours,
            "marker": markers,
            "text": [f"{r:+.0f}" for r in t["rating"]],
        },
        name="ratings",
    )
    vals = [v for c in ("lower", "upper", "rating") for v in t[c] if v == v and abs(v) != float("inf")]
    lo, hi = (min(vals), max(vals)) if vals else (-1.0, 1.0)
    pad = max(20.0, (hi - lo) * 0.12)
    # an interval open on one side (a bot that won or lost every comparison) runs to the chart's edge
    src.data["lower"] = [max(v, lo - pad) for v in src.data["lower"]]
    src.data["upper"] = [min(v, hi + pad) for v in src.data["upper"]]
    fig = figure(
        y_range=FactorRange(*ys),
        x_range=Range1d(lo - pad, hi + pad),
        width=width,
        height=height or max(160, 70 + 50 * n),
        tools="save",
        title=title or _w("t.ratings", lang),
    )
    fig.add_layout(
        Whisker(
            source=src,
            base="y",
            lower="lower",
            upper="upper",
            dimension="width",
            line_width=2,
            upper_head=TeeHead(size=10, line_width=2),
            lower_head=TeeHead(size=10, line_width=2),
        )
    )
    fig.scatter(x="rating", y="y", source=src, marker="marker", size=13, fill_color="colour", line_color="black")
    fig.add_layout(Span(location=0, dimension="height", line_dash="dotted", line_color="#555555"))
    fig.xaxis.axis_label = _w("a.rating", lang)
    fig.title.text_font_size = "12pt"
    fig.ygrid.grid_line_color = None
    fig.toolbar_location = None
    return fig


def interval_chart(
    table: Any,
    x: str,
    y: str = "rate",
    lower: str = "lower",
    upper: str = "upper",
    group: str | None = None,
    *,
    percent: bool | None = None,
    reference: float | str | None = None,
    title: str = "",
    x_label: str | None = None,
    y_label: str | None = None,
    width: int = 960,
    height: int = HEIGHT,
) -> Any:
    """Any table of estimates with intervals: ``y`` with whiskers from ``lower`` to ``upper`` at each
    ``x``; with ``group``, the groups side by side at each x, each its own colour and marker (legend).
    ``percent``: format y as a percentage (default: when every y is between 0 and 1). ``reference``: a
    dashed line (a number, or a column whose mean is used, such as ``"fair"``)."""
    t = table.reset_index(drop=True)
    groups = [None] if group is None else list(dict.fromkeys(str(v) for v in t[group]))
    xs = list(dict.fromkeys(str(v) for v in t[x]))
    factors: list[Any] = (
        xs
        if group is None
        else [(a, b) for a in xs for b in groups if ((t[x].astype(str) == a) & (t[group].astype(str) == b)).any()]
    )
    vals = [v for c in (y, lower, upper) for v in t[c] if v == v]
    if percent is None:
        percent = bool(vals) and all(0 <= v <= 1 for v in vals)
    lo, hi = (min(vals), max(vals)) if vals else (0.0, 1.0)
    pad = max((hi - lo) * 0.1, 0.02 if percent else 0.5)
    y_range = Range1d(max(0.0, lo - pad) if percent else lo - pad, min(1.05, hi + pad) if percent else hi + pad)
    fig = figure(x_range=FactorRange(*factors), y_range=y_range, width=width, height=height, tools="save", title=title)
    items = []
    for i, g in enumerate(groups):
        part = t if g is None else t[t[group].astype(str) == g]
        keys = [str(v) for v in part[x]] if g is None else [(str(v), g) for v in part[x]]
        src = ColumnDataSource(
            {"x": keys, "y": list(part[y]), "lower": list(part[lower]), "upper": list(part[upper])},
            name="intervals" if g is None else f"intervals:{g}",
        )
        colour = COLOURS[i % len(COLOURS)]
        fig.add_layout(
            Whisker(
                source=src,
                base="x",
                lower="lower",
                upper="upper",
                line_color=colour,
                line_width=2,
                upper_head=TeeHead(size=8, line_color=colour, line_width=2),
                lower_head=TeeHead(size=8, line_color=colour, line_width=2),
            )
        )
        r = fig.scatter(
            x="x", y="y", source=src, marker=MARKERS[i % len(MARKERS)], size=11, fill_color=colour, line_color="black"
        )
        if g is not None:
            items.append(LegendItem(label=g, renderers=[r]))
    if reference is not None:
        ref = float(t[reference].mean()) if isinstance(reference, str) else float(reference)
        fig.add_layout(Span(location=ref, dimension="width", line_dash="dashed", line_color=FAIR_COLOUR, line_width=2))
    if items:
        fig.add_layout(
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
    if percent:
        fig.yaxis.formatter = NumeralTickFormatter(format="0%")
    fig.xaxis.axis_label = x_label if x_label is not None else x
    fig.yaxis.axis_label = y_label if y_label is not None else y
    if group is not None:  # the legend names the groups (colour and marker): the axis names the x
        fig.xaxis.major_label_text_font_size = "0pt"
        fig.xaxis.major_tick_line_color = None
        fig.xaxis.group_text_font_size = "11pt"
    return _style(fig)


def tournament_chart(
    df: Any, lang: str = "en", *, width: int = WIDTH, height: int = HEIGHT, ratings: Any = None
) -> Any:
    """A tournament at a glance: win rate by seat and by bot (when several bots played), the scores by bot,
    and the ratings (when given, or computed for two bots or more), two figures to a row."""
    from ..explore.stats import check_table

    check_table(df, ("game", "players", "seat", "bot", "score", "win_share", "nobody_won"))
    bots = [str(b) for b in df["bot"].astype(str).unique()]
    figs = [win_rate_chart(df, "seat", lang, width=width, height=height)]
    if len(bots) > 1:
        figs.append(win_rate_chart(df, "bot", lang, width=width, height=height))
    figs.append(score_chart(df, "bot" if len(bots) > 1 else "seat", lang, width=width, height=height))
    if ratings is None and len(bots) > 1 and df["win_share"].sum() > 0:
        from ..explore.stats import ratings as compute

        ratings = compute(df, boot=200)
    if ratings is not None:
        figs.append(ratings_chart(ratings, lang, width=width, height=height))
    a = df.attrs
    counts = df.groupby("bot", observed=True).size() / max(1, df["game"].nunique())
    mix = ", ".join(f"{b} \u00d7{counts.get(b, 0):g}" for b in bots)
    head = _w(
        "t.tournament",
        lang,
        game=a.get("game", ""),
        games=df["game"].nunique(),
        players=int(df["players"].iloc[0]) if len(df) else 0,
        bots=mix,
    )
    div = Div(
        text=f"<b style='font-size:15pt'>{html.escape(head)}</b><br>"
        f"<i style='font-size:10pt;color:#444'>{html.escape(_w('note.interval', lang))}</i>",
        width=2 * width,
    )
    return column(div, gridplot(figs, ncols=2, toolbar_location=None))


__all__ = ["win_rate_chart", "score_chart", "ratings_chart", "interval_chart", "tournament_chart", "WORDS"]
