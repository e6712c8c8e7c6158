"""The static picture of a pocket position (``genesis_nb.pictures``), drawn from ``rules.view`` only."""

from __future__ import annotations

from typing import Any

from genesis_nb.pictures import INK, SOFT, Svg, fit, hatch, header, panel, ring

from .ui import TEXTS

W = 720
PANEL_W = 220
PANEL_H = 122
GAP = 20
MOVE_WORDS = {"c": "move_check", "b": "move_bet", "k": "move_call", "f": "move_fold"}
#: the four moves, in the order of their buttons (board keys ``mv:<move>``)
MOVES = ("check", "bet", "call", "fold")
BUTTON_W = 120


def changes(rules: Any, before: Any, after: Any, observer: int | str = "public") -> set[Any]:
    """What the last action changed as ``observer`` sees it: the seats whose panel differs or who moved,
    else the pot."""
    a, b = rules.view(before, observer), rules.view(after, observer)
    seats = {p["seat"] for p, q in zip(a["players"], b["players"]) if p != q}
    if b["hand"] == a["hand"]:
        seats |= {m["seat"] for m in b["moves"][len(a["moves"]) :]}
    return seats or {"pot"}


def draw(rules: Any, s: Any, observer: int | str = "public", lang: str = "en", highlight: Any = None) -> str:
    v = rules.view(s, observer)
    t = TEXTS.texts(lang)
    faces = rules.board.faces
    marks = set(highlight or ())
    status = t["status_over"] if v["over"] else t["status"].format(hand=v["hand"], hands=v["hands"], pot=v["pot"])
    svg = Svg(W, 0, f"{t['title']}: {status}")
    y = header(svg, 20, 10, t["title"], [status])
    x0 = (W - len(v["players"]) * PANEL_W - (len(v["players"]) - 1) * GAP) / 2
    for p in v["players"]:
        x = x0 + p["seat"] * (PANEL_W + GAP)
        top = panel(svg, x, y, PANEL_W, PANEL_H)
        name = p["name"] + (f" ({t['opens']})" if v["first"] == p["seat"] and not v["over"] else "")
        svg.text(x + 12, top + 16, fit(name, 16, PANEL_W - 24, True), 16, bold=True)
        cx, cy = x + 12, top + 30
        if p["card"] is not None:
            svg.rect(cx, cy, 52, 72, rx=6, fill="#ffffff", stroke=INK, stroke_width=2)
            svg.text(cx + 26, cy + 36, faces[p["card"] - 1], 26, bold=800, anchor="middle", middle=True)
        else:
            svg.rect(
                cx,
                cy,
                52,
                72,
                rx=6,
                fill=hatch(svg, "back", "#7a2e2e", background="#a54b4b"),
                stroke=INK,
                stroke_width=2,
            )
        lines = [t["stake"].format(n=p["stake"]), t["score"].format(n=p["score"])]
        if p["folded"]:
            lines.append(t["folded"])
        for i, line in enumerate(lines):
            svg.text(cx + 66, cy + 18 + 22 * i, fit(line, 14, PANEL_W - 90), 14, fill=INK)
        if v["actor"] == p["seat"]:
            svg.rect(x + 2, y + 2, PANEL_W - 4, PANEL_H - 4, rx=7, fill="none", stroke="#1f6feb", stroke_width=3)
        if p["seat"] in marks:
            ring(svg, x - 5, y - 5, PANEL_W + 10, PANEL_H + 10)
    y += PANEL_H + 16
    if not v["over"]:
        y = moves_row(svg, t, y)
    said = [f"{v['players'][m['seat']]['name']}: {t[MOVE_WORDS[m['move']]]}" for m in v["moves"]]
    line = " · ".join(said) or "-"
    svg.text(20, y + 14, fit(line, 14, W - 40), 14, fill=SOFT)
    if "pot" in marks:
        ring(svg, 12, y - 4, W - 24, 26)
    y += 26
    if v["last"] is not None:
        last = v["last"]
        text = t["last_hand"].format(name=v["players"][last["winner"]]["name"], n=last["pot"])
        svg.text(20, y + 14, fit(text, 14, W - 40), 14, fill=INK)
        y += 26
    svg.height = y + 10
    return svg.render()


def moves_row(svg: Svg, t: dict[str, str], y: float) -> float:
    """The four moves as buttons, each marked with its board key (``mv:check`` ...): what a player clicks."""
    x0 = (W - len(MOVES) * BUTTON_W - (len(MOVES) - 1) * GAP) / 2
    for i, move in enumerate(MOVES):
        x = x0 + i * (BUTTON_W + GAP)
        svg.rect(x, y, BUTTON_W, 34, rx=8, fill="#ffffff", stroke=INK, stroke_width=1.5)
        svg.text(x + BUTTON_W / 2, y + 17, t[f"move_{move}"], 15, bold=True, anchor="middle", middle=True)
        svg.mark(f"mv:{move}", x, y, BUTTON_W, 34)
    return y + 34 + 16
