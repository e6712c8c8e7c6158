"""Bokeh figures of one game: the score breakdown, and points and pieces held over the rounds."""

from __future__ import annotations

import textwrap
from typing import Any, Sequence

from bokeh.core.properties import field
from bokeh.layouts import gridplot
from bokeh.models import (
    BoxAnnotation,
    ColumnDataSource,
    FactorRange,
    FixedTicker,
    HoverTool,
    LabelSet,
    Legend,
    LegendItem,
    LinearAxis,
    Range1d,
    Span,
    Title,
)
from bokeh.plotting import figure

from ..core.rules import ScoreSheet
from .profiles import ChartProfile, label_colour, profile_for
from .tables import breakdown_table, history_columns, history_table
from .words import word

FONT = "11pt"
WINNER_COLOUR = "#B8860B"  # the star's fill (dark gold, outlined in black)


#: the pixels a character of a note takes, at most on average (10pt italic sans-serif), and those left of the frame
NOTE_CHAR, NOTE_MARGIN = 7.2, 70


def _note_title(fig: Any, text: str) -> None:
    """A smaller title under the figure's title, on as many lines as it needs to fit the figure's width (the figure
    grows by the lines added, so that its plot keeps its height)."""
    lines = textwrap.wrap(text, max(20, int((fig.width - NOTE_MARGIN) / NOTE_CHAR))) or [text]
    for line in reversed(lines):  # "above" stacks outwards from the plot: the last line goes in first
        fig.add_layout(Title(text=line, text_font_size="10pt", text_font_style="italic", text_color="#444444"), "above")
    fig.height += 17 * (len(lines) - 1)


def _resolve(
    sheet_or_game: Any, profile: Any, players: Sequence[str] | None, final: bool | None
) -> tuple[ScoreSheet, ChartProfile, Sequence[str] | None, bool, int | None, list[str] | None]:
    """The sheet, profile, players, whether final, the round, and the players' colours (from a game)."""
    if isinstance(sheet_or_game, ScoreSheet):
        sheet = sheet_or_game
        return sheet, profile_for(profile, sheet), players, True if final is None else final, None, None
    game = sheet_or_game
    prof = profile_for(profile if profile is not None else game)
    view = game.view("public")
    rnd = prof.round_of(view) if prof.round_of else len(game.steps)
    colours = prof.colours_for(view, len(game.players)) if prof.coloured_players else None
    sheet = prof.sheet_of(game) if prof.sheet_of is not None else game.scores()
    return (sheet, prof, list(players or game.players), game.is_over if final is None else final, rnd, colours)


# ------------------------------------------------------------------------------ score breakdown
def score_breakdown(
    sheet_or_game: Any,
    lang: str = "en",
    *,
    profile: Any = None,
    players: Sequence[str] | None = None,
    final: bool | None = None,
    width: int = 720,
    height: int = 480,
) -> Any:
    """A stacked bar per player (and per non-player row, like the dark angel): one segment per score
    category, each segment labelled with its points, the total above the bar, the winner(s) starred.
    Points that count against a player (book's own pieces) stack down from 0, the others up from 0, so no
    two segments overlap; the legend names the part below 0.

    ``sheet_or_game``: a ``Game`` (its current ``scores()``) or a ``ScoreSheet``. ``final``: mark the
    winners (default: a sheet is final, a game only when it is over). ``profile``: a game name or
    ``ChartProfile`` when a bare sheet is given (guessed from its categories otherwise).
    The numbers are in the ColumnDataSource named ``"breakdown"`` (one column per category; the parts
    drawn are ``_up:<category>`` (the points above 0) and ``_down:<category>`` (below 0), ``_top`` is the
    height of the part above 0).
    """
    sheet, prof, players, final, rnd, colours = _resolve(sheet_or_game, profile, players, final)
    w = prof.words
    table = breakdown_table(sheet, prof, players, lang)
    cats, labels, rows = table["categories"], table["category_labels"], table["rows"]
    xs = [r["label"] for r in rows]
    fills = prof.category_colours(cats)
    hatches = prof.category_hatches(cats)

    data: dict[str, list[Any]] = {
        "_row": [str(r["row"]) for r in rows],
        "_label": xs,
        "_total": [r["total"] for r in rows],
        "_winner": [r["winner"] and final for r in rows],
        "_extra": [r["extra"] for r in rows],
        "_hatch": ["/" if r["extra"] else " " for r in rows],
    }
    for c in cats:
        data[c] = [r["values"][c] for r in rows]
    # a stacked bar draws each part from where the one before it ends: the points above 0 stack up from 0,
    # those below 0 (points that count against) stack down from 0, so no two parts overlap
    down = [c for c in cats if any(v < 0 for v in data[c])]
    for c in cats:
        data[f"_up:{c}"] = [max(v, 0) for v in data[c]]
    for c in down:
        data[f"_down:{c}"] = [min(v, 0) for v in data[c]]
    data["_top"] = [sum(data[f"_up:{c}"][i] for c in cats) for i in range(len(rows))]
    bottom = min([sum(data[f"_down:{c}"][i] for c in down) for i in range(len(rows))] + [0])
    source = ColumnDataSource(data, name="breakdown")

    top = max(data["_top"] + [1])
    y_end = top * 1.3 + 2
    title = word("title.final", lang, w) if final else word("title.so_far", lang, w, round=rnd)
    token = 0.05 * (y_end - bottom) if colours else 0.0  # room for a token of each player's own colour
    y_start = bottom * 1.15 - 1.6 * token if bottom else -1.6 * token
    fig = figure(
        x_range=FactorRange(*xs),
        y_range=Range1d(y_start, y_end),
        width=width,
        height=height,
        title=title,
        tools="save",
        toolbar_location="right",
    )
    fig.title.text_font_size = "14pt"
    fig.xaxis.axis_label = word("axis.player", lang, w)
    fig.yaxis.axis_label = word("axis.points", lang, w)
    for ax in (fig.xaxis, fig.yaxis):
        ax.axis_label_text_font_size = FONT
        ax.major_label_text_font_size = FONT
    fig.xgrid.grid_line_color = None
    fig.min_border_left = 60

    # the non-player rows (the dark angel) stand on a gray band, their bars hatched
    extra_x = [r["label"] for r in rows if r["extra"]]
    if extra_x:
        band = ColumnDataSource(
            {
                "x": extra_x,
                "top": [y_end] * len(extra_x),
                "text": [word("extra.generic", lang, w)] * len(extra_x),
                "y": [y_end] * len(extra_x),
            }
        )
        fig.vbar(x="x", top="top", width=0.96, source=band, fill_color="#E6E6E6", line_color=None)
        fig.add_layout(
            LabelSet(
                x="x",
                y="y",
                text="text",
                source=band,
                text_align="center",
                text_baseline="top",
                y_offset=-4,
                text_font_size="10pt",
                text_font_style="italic",
                text_color="#333333",
            )
        )

    renderers = fig.vbar_stack(
        [f"_up:{c}" for c in cats],
        x="_label",
        width=0.7,
        source=source,
        fill_color=fills,
        line_color="white",
        line_width=1.5,
        name=cats,
    )
    below = []  # (renderer, category, label) of the parts below 0
    if down:
        down_fills = [fills[cats.index(c)] for c in down]
        below_renderers = fig.vbar_stack(
            [f"_down:{c}" for c in down],
            x="_label",
            width=0.7,
            source=source,
            fill_color=down_fills,
            line_color="white",
            line_width=1.5,
            name=[f"{c} (below 0)" for c in down],
        )
        below = [(r, c, labels[cats.index(c)]) for r, c in zip(below_renderers, down)]
        fig.add_layout(Span(location=0, dimension="width", line_color="#333333", line_width=1.5))
    for r, cat_hatch in [*zip(renderers, hatches), *((r, hatches[cats.index(c)]) for r, c, _ in below)]:
        g = r.glyph
        g.hatch_pattern = field("_hatch") if not cat_hatch else cat_hatch
        g.hatch_color = "#000000"
        g.hatch_alpha = 0.22
        g.hatch_scale = 12
    for r, c, lab in [*zip(renderers, cats, labels), *below]:
        fig.add_tools(
            HoverTool(
                renderers=[r], tooltips=[("", "@_label"), (lab, f"@{{{c}}}"), (word("hover.total", lang), "@_total")]
            )
        )

    if colours:  # the player's piece under its bar, as a round token (not a bar segment)
        fig.scatter(
            x=xs,
            y=[(bottom * 1.15 if bottom else 0) - 0.8 * token] * len(xs),
            marker="circle",
            size=15,
            line_color="black",
            line_width=1.5,
            fill_color=[
                colours[r["row"]]
                if not r["extra"] and isinstance(r["row"], int) and r["row"] < len(colours)
                else "#000000"
                for r in rows
            ],
        )

    # the points of each segment, written in it
    seg: dict[str, list[Any]] = {"x": [], "y": [], "text": [], "colour": []}
    for r in rows:
        base = {True: 0, False: 0}  # where the next part goes: up from 0, and down from 0
        for c, fill in zip(cats, fills):
            v = r["values"][c]
            if v:
                seg["x"].append(r["label"])
                seg["y"].append(base[v > 0] + v / 2)
                seg["text"].append(str(v))
                seg["colour"].append(label_colour(fill))
                base[v > 0] += v
    fig.add_layout(
        LabelSet(
            x="x",
            y="y",
            text="text",
            text_color="colour",
            source=ColumnDataSource(seg),
            text_align="center",
            text_baseline="middle",
            text_font_size="10pt",
            text_font_style="bold",
        )
    )

    # totals above the bars, winners starred
    fig.add_layout(
        LabelSet(
            x="_label",
            y="_top",
            text="_total",
            source=source,
            text_align="center",
            text_baseline="bottom",
            y_offset=3,
            text_font_size="12pt",
            text_font_style="bold",
        )
    )
    wins = [r for r, won in zip(rows, data["_winner"]) if won]
    tops = [t for t, won in zip(data["_top"], data["_winner"]) if won]
    if wins:
        star = ColumnDataSource(
            {
                "x": [r["label"] for r in wins],
                "y": [t + 0.1 * y_end for t in tops],
                "text": [word("mark.wins" if r["extra"] else "mark.winner", lang, w) for r in wins],
            }
        )
        fig.scatter(x="x", y="y", source=star, marker="star", size=24, fill_color=WINNER_COLOUR, line_color="black")
        fig.add_layout(
            LabelSet(
                x="x",
                y="y",
                text="text",
                source=star,
                text_align="center",
                text_baseline="bottom",
                y_offset=13,
                text_font_size="11pt",
                text_font_style="bold",
            )
        )
    notes = [word(f"note.{n}", lang, w) for n in table["notes"] if f"note.{n}" in w] if final else []
    if prof.team and sheet.team is not None and "note.team" in w:  # a cooperative game's one score
        notes.insert(
            0,
            word(
                "note.team",
                lang,
                w,
                score=sheet.team,
                level=prof.level_label(sheet.level, lang) if sheet.level else "-",
            ),
        )
    elif prof.team and not final and "note.in_progress" in w:
        notes.append(word("note.in_progress", lang, w))
    if notes:
        _note_title(fig, " ".join(notes))

    if prof.legend_group is not None:  # one legend entry per group of categories (herds: per terrain)
        groups: dict[str, list[Any]] = {}
        for r, c in zip(renderers, cats):
            groups.setdefault(prof.legend_group(c, lang), []).append(r)
        items = [LegendItem(label=g, renderers=rs) for g, rs in groups.items()]
    else:
        # a category whose points only ever count against (book's own pieces) is named once, below 0
        never_up = {c for c in down if not any(data[f"_up:{c}"])}
        items = [
            LegendItem(label=lab, renderers=[r]) for r, c, lab in zip(renderers, cats, labels) if c not in never_up
        ]
        items = items[::-1]
    # the parts below 0 (points that count against), under the others as they are drawn
    items += [LegendItem(label=word("legend.below_zero", lang, w, label=lab), renderers=[r]) for r, _, lab in below]
    legend = Legend(
        items=items, title=word("legend.category", lang, w), location="top_left", label_text_font_size="10pt"
    )
    fig.add_layout(legend, "right")
    return fig


# -------------------------------------------------------------------------- over the rounds
def history_figures(
    table: dict[str, Any], prof: ChartProfile, lang: str, source: ColumnDataSource, width: int = 720, height: int = 300
) -> Any:
    """Points (and pieces held, if the game's profile says what a player holds) over the rounds, from a
    history table (``tables.history_table``) whose columns are in ``source``: two figures sharing x."""
    w = prof.words
    series = table["series"]
    if prof.rounds:
        x_range: Any = Range1d(0.5, prof.rounds + 1.5)
    else:
        x_range = None
    kw: dict[str, Any] = {
        "width": width,
        "height": height,
        "tools": "save,reset,xpan,xwheel_zoom",
        "toolbar_location": "right",
    }
    if x_range is not None:
        kw["x_range"] = x_range
    item_widths = [34 + 7 * len(s["label"]) for s in series]  # glyph + label, roughly, in pixels
    if sum(item_widths) + 10 * len(series) <= width - 90:
        ncols = len(series)
    else:
        ncols = max(1, min(len(series), (width - 90) // (max(item_widths) + 10)))
    legend_rows = -(-len(series) // ncols)
    points = figure(title=word("title.points_over_time", lang, w), **{**kw, "height": height + 70 + 22 * legend_rows})
    figs = [points]
    has_held = any(s["held"] is not None for s in series)
    if has_held:
        held = figure(
            title=word("title.held", lang, w), x_range=points.x_range, **{k: v for k, v in kw.items() if k != "x_range"}
        )
        held.yaxis.axis_label = word("axis.held", lang, w)
        figs.append(held)
    points.yaxis.axis_label = word("axis.points", lang, w)
    figs[-1].xaxis.axis_label = word("axis.round" if prof.round_of else "axis.ply", lang, w)
    marker_size = 9 if len(table["x"]) <= 40 else 5

    for f in figs:
        f.title.text_font_size = "13pt"
        f.min_border_left = 70
        f.min_border_right = 30
        for ax in (f.xaxis, f.yaxis):
            ax.axis_label_text_font_size = FONT
            ax.major_label_text_font_size = "10pt"
        if prof.rounds:
            every = 1 if width >= 600 else 3
            f.xaxis.ticker = FixedTicker(ticks=list(range(1, prof.rounds + 2, every)) + [prof.rounds + 1])
            f.xaxis.major_label_overrides = {prof.rounds + 1: word("x.end", lang, w)}
            f.xgrid.ticker = FixedTicker(ticks=list(range(1, prof.rounds + 2)))
        elif prof.round_of:  # rounds without a fixed number (herds' turns): whole numbers, from 0
            f.xaxis.ticker.min_interval = 1
            f.yaxis.ticker.min_interval = 1
            f.x_range.start = 0
            f.y_range.start = 0
        for i, (first, last, _names) in enumerate(prof.bands):
            if i % 2 == 0:
                f.add_layout(
                    BoxAnnotation(
                        left=first - 0.5, right=last + 0.5, fill_color="#000000", fill_alpha=0.05, line_color=None
                    )
                )
    if prof.bands:
        mids = [(first + last) / 2 for first, last, _ in prof.bands]
        top_axis = LinearAxis(
            ticker=FixedTicker(ticks=mids),
            major_tick_line_color=None,
            minor_tick_line_color=None,
            axis_line_color=None,
            major_label_text_font_size="10pt",
            major_label_text_color="#555555",
            major_label_overrides={m: (names.get(lang) or names["en"]) for m, (_, _, names) in zip(mids, prof.bands)},
        )
        points.add_layout(top_axis, "above")

    items = []
    for s in series:
        col = f"{s['key']}_points"
        style = {"line_color": s["colour"], "line_width": 2.5 if not s["extra"] else 2}
        if s["extra"]:
            style["line_dash"] = "dashed"
        rs = [
            points.line("x", col, source=source, **style),
            points.scatter(
                "x",
                col,
                source=source,
                marker=s["marker"],
                size=marker_size,
                fill_color=s["colour"],
                line_color="black" if not s["extra"] else s["colour"],
                line_width=1 if not s["extra"] else 2,
            ),
        ]
        points.add_tools(HoverTool(renderers=[rs[1]], tooltips=[("", "@tick"), (s["label"], f"@{{{col}}}")]))
        items.append(LegendItem(label=s["label"], renderers=rs))
        if has_held and s["held"] is not None:
            hcol = f"{s['key']}_held"
            hr = [
                held.line("x", hcol, source=source, **style),
                held.scatter(
                    "x",
                    hcol,
                    source=source,
                    marker=s["marker"],
                    size=marker_size,
                    fill_color=s["colour"],
                    line_color="black",
                ),
            ]
            held.add_tools(HoverTool(renderers=[hr[1]], tooltips=[("", "@tick"), (s["label"], f"@{{{hcol}}}")]))
    # above the points plot, from the plot outwards: the days, the legend, the note under the title
    legend = Legend(
        items=items,
        orientation="horizontal",
        click_policy="hide",
        label_text_font_size="10pt",
        location="center",
        border_line_color=None,
        padding=2,
        margin=4,
        ncols=ncols,
    )
    points.add_layout(legend, "above")
    _note_title(points, word("note.points_over_time", lang, w))
    return gridplot([[f] for f in figs], merge_tools=True, toolbar_location="right")


def scores_over_time(game: Any, lang: str = "en", *, profile: Any = None, width: int = 720, height: int = 300) -> Any:
    """Points per player (the score if the game ended at that moment, from ``rules.scores`` of the
    history's positions) and, below it with the same x, what each player holds (angels: essence cubes),
    at the start of each round, plus the position now or at the end.

    The numbers are in the ColumnDataSource named ``"history"`` (``x``, ``tick``, ``ply`` and
    ``s<i>_points`` / ``s<i>_held`` per series, in the sheet's row order).
    """
    prof = profile_for(profile if profile is not None else game)
    table = history_table(game, prof, lang)
    source = ColumnDataSource(history_columns(table), name="history")
    return history_figures(table, prof, lang, source, width=width, height=height)
