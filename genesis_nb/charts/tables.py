"""Plain tables behind the figures (no Bokeh here): a score breakdown and a game's history.

Everything is read from the rules model: ``rules.scores(state)`` (a ``ScoreSheet``), ``rules.view(state)``
and the events of ``game.steps``. Nothing is recomputed.
"""

from __future__ import annotations

from typing import Any, Sequence

from ..core.rules import ScoreSheet
from .profiles import SEAT_MARKERS, ChartProfile
from .words import word


def breakdown_table(
    sheet: ScoreSheet, profile: ChartProfile, players: Sequence[str] | None = None, lang: str = "en"
) -> dict[str, Any]:
    """One row per sheet row (players first, in sheet order), with display labels and winner flags.

    A row is ``extra`` (not a player, like the dark angel) when its key is not a seat. ``players``
    (names by seat) label the seats' rows when given; otherwise the sheet's own labels do.
    """
    cats = list(sheet.categories)
    totals = sheet.totals
    if profile.team:  # the rows are parts of one shared score (planet: continents), not players
        is_extra = {r: False for r in sheet.rows}
    else:
        is_extra = {r: not ScoreSheet.is_seat(r) for r in sheet.rows}
    extra_won = bool(sheet.rows) and any(is_extra.values()) and profile.extra_wins(sheet)
    best_extra = max((totals[r] for r in sheet.rows if is_extra[r]), default=None)
    rows = []
    for r, values in sheet.rows.items():
        winner = r in sheet.winners or (is_extra[r] and extra_won and totals[r] == best_extra)
        if is_extra[r]:
            label = profile.row_label(r, lang)
        elif players is not None and ScoreSheet.is_seat(r) and 0 <= int(r) < len(players):
            label = str(players[int(r)])
        else:
            label = sheet.label(r)
        rows.append(
            {
                "row": r,
                "label": label,
                "extra": is_extra[r],
                "values": {c: int(values.get(c, 0)) for c in cats},
                "total": int(totals[r]),
                "winner": bool(winner),
            }
        )
    rows.sort(key=lambda row: row["extra"])  # players first, then the extra rows
    _unique_labels(rows, lang)
    return {
        "categories": cats,
        "category_labels": [profile.category_label(c, lang) for c in cats],
        "rows": rows,
        "notes": list(sheet.notes),
        "extra_won": extra_won,
    }


def _unique_labels(rows: list[dict[str, Any]], lang: str) -> None:
    """Every bar needs a label of its own (they are the chart's categories): a player whose name is
    another row's label (a player called "Dark angel") is told apart by its seat, "Dark angel (Seat 1)"."""

    def clashes() -> list[dict[str, Any]]:
        count: dict[str, int] = {}
        for r in rows:
            count[r["label"]] = count.get(r["label"], 0) + 1
        return [r for r in rows if count[r["label"]] > 1]

    for r in clashes():
        if ScoreSheet.is_seat(r["row"]):
            r["label"] = f"{r['label']} ({word('seat', lang, n=int(r['row']) + 1)})"
    for r in clashes():  # whatever still clashes takes its row key as well
        r["label"] = f"{r['label']} [{r['row']}]"


def _samples(game: Any, profile: ChartProfile) -> list[tuple[int, str]]:
    """(ply, kind) of the positions to chart: the start (a game set up from a position), each round's
    start (the set-up's own events may begin the first one), and the position now (kind "now") or at
    the end (kind "end")."""
    n = len(game.steps)
    out: list[tuple[int, str]] = []
    if game.start is not None or profile.round_kind is None:
        out.append((0, "start"))
    elif any(e.kind == profile.round_kind for e in getattr(game, "opening", ())):
        out.append((0, "round"))  # the set-up's own events begin the first round (herds: a roll)
    for i, step in enumerate(game.steps):
        if profile.round_kind is None or any(e.kind == profile.round_kind for e in step.events):
            out.append((i + 1, "round"))
    if game.is_over:
        if out and out[-1][0] == n:
            out[-1] = (n, "end")
        else:
            out.append((n, "end"))
    elif not out or out[-1][0] != n:
        out.append((n, "now"))
    return out


def history_table(game: Any, profile: ChartProfile, lang: str = "en") -> dict[str, Any]:
    """Points (and pieces held) per player, at each round's start, now, or at the end.

    ``x`` is the round (``profile.round_of`` of the view); the position now, in the middle of a round,
    sits half a round after that round's start; the end one round after the last. Without a round,
    ``x`` is the number of actions played.
    """
    rules = game.rules
    players = list(game.players)
    xs: list[float] = []
    ticks: list[str] = []
    plies: list[int] = []
    points: dict[Any, list[int]] = {}
    held: list[list[int]] = [[] for _ in players]
    view0 = None
    for ply, kind in _samples(game, profile):
        state = game.state_at(ply)
        sheet = rules.scores(state)
        view = rules.view(state, "public") if (profile.round_of or profile.held) else None
        if view0 is None:
            view0 = view
        if profile.round_of is None:
            x: float = ply
            tick = word("x.end", lang, profile.words) if kind == "end" else str(ply)
        else:
            r = profile.round_of(view)
            if kind == "end":
                x, tick = float((profile.rounds or (xs[-1] if xs else r)) + 1), word("x.end", lang, profile.words)
            elif kind == "now" and not xs and game.start is None:  # the set-up, before round 1
                x, tick = r - 0.5, word("x.before", lang, profile.words, round=r)
            elif kind == "now":
                x, tick = r + 0.5, word("x.round_now", lang, profile.words, round=r)
            else:
                x, tick = float(r), word("x.round", lang, profile.words, round=r)
        if xs and x <= xs[-1]:  # the same round twice (a position set up at a round's start)
            xs.pop(), ticks.pop(), plies.pop()
            for v in points.values():
                v.pop()
            for h in held:
                if h:
                    h.pop()
        xs.append(x)
        ticks.append(tick)
        plies.append(ply)
        for r_name, total in sheet.totals.items():
            points.setdefault(r_name, []).append(int(total))
        if profile.held is not None:
            for i, c in enumerate(profile.held(view)):
                held[i].append(int(c))
    if not xs:  # nothing to chart yet: still the series, so a live chart has its lines
        sheet = rules.scores(game.state)
        view0 = rules.view(game.state, "public") if (profile.round_of or profile.held) else None
        points = {r: [] for r in sheet.rows}
    colours = profile.colours_for(view0, len(players))
    series = []
    for r_key, values in points.items():
        seat = int(r_key) if ScoreSheet.is_seat(r_key) and not profile.team else None
        series.append(
            {
                "key": f"s{len(series)}",
                "row": r_key,
                "seat": seat,
                "extra": seat is None,
                "label": players[seat] if seat is not None else profile.row_label(r_key, lang),
                "colour": colours[seat] if seat is not None else "#000000",
                "marker": SEAT_MARKERS[seat % len(SEAT_MARKERS)] if seat is not None else "x",
                "points": values,
                "held": held[seat] if (seat is not None and profile.held is not None) else None,
            }
        )
    return {"x": xs, "tick": ticks, "ply": plies, "series": series}


def history_columns(table: dict[str, Any]) -> dict[str, list[Any]]:
    """The history as ColumnDataSource columns: x, tick, ply, then ``<key>_points`` and ``<key>_held``."""
    data: dict[str, list[Any]] = {"x": list(table["x"]), "tick": list(table["tick"]), "ply": list(table["ply"])}
    for s in table["series"]:
        data[f"{s['key']}_points"] = list(s["points"])
        if s["held"] is not None:
            data[f"{s['key']}_held"] = list(s["held"])
    return data
