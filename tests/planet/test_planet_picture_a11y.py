"""Issue 22, the planet's pieces: at the end of a game a pawn removed at the scoring is told by a "✗" badge and a
dashed red ring, not by fading (its letter keeps its contrast on its colour); a pawn's letter stays at 4.5:1 under
a lit key's tint, hovered or focused too."""

from __future__ import annotations

import random
import re

from genesis_nb.planet import new_game
from genesis_nb.planet.picture import draw


def _finished_with_removed_pawns():
    for seed in range(60):
        g = new_game(["Ann", "Bo"], seed=seed)
        rng = random.Random(seed)
        while not g.is_over:
            g.play(rng.choice(g.legal_actions()))
        removed = g.rules.view(g.state, "all").get("result", {}).get("removed", [])
        if removed:
            return g, removed
    raise AssertionError("no finished game with a removed pawn in 60 seeds")


def test_a_removed_pawn_is_crossed_and_ringed_not_faded():
    g, removed = _finished_with_removed_pawns()
    svg = draw(g.rules, g.state, "all")
    assert 'opacity=".4"' not in svg, "a removed pawn is faded"
    assert svg.count(">✗</text>") >= len(removed)
    assert len(re.findall(r'<circle[^>]*stroke="#b3261e"[^>]*stroke-dasharray="4 3"', svg)) == len(removed)


def _rgba(css: str) -> tuple[tuple[float, ...], float]:
    parts = [float(p) for p in css[css.index("(") + 1 : css.index(")")].split(",")]
    return tuple(parts[:3]), parts[3]


def _hex(colour: str) -> tuple[float, ...]:
    return tuple(int(colour[i : i + 2], 16) for i in (1, 3, 5))


def _contrast(a: tuple[float, ...], b: tuple[float, ...]) -> float:
    def lum(c: tuple[float, ...]) -> float:
        lin = [(v / 255) / 12.92 if v / 255 <= 0.03928 else ((v / 255 + 0.055) / 1.055) ** 2.4 for v in c]
        return 0.2126 * lin[0] + 0.7152 * lin[1] + 0.0722 * lin[2]

    hi, lo = sorted((lum(a), lum(b)), reverse=True)
    return (hi + 0.05) / (lo + 0.05)


def test_a_pawns_letter_keeps_4_5_to_1_under_a_lit_keys_tint_hovered_or_focused():
    """The board's lit key lies over the pawn with a light tint (js/board_common.css), the same when hovered or
    focused: every pawn's letter stays at 4.5:1 on its tinted colour."""
    from pathlib import Path

    from genesis_nb.planet.picture_style import PAWN_FILL, PAWN_INK

    css = (Path(__file__).resolve().parents[2] / "js" / "board_common.css").read_text()
    tint = re.search(r"--gnb-ring-fill: (rgba\([^)]*\))", css).group(1)
    focused = re.search(r"\.gnb-key\.gnb-lit:focus-visible \{ fill: ([^;]*);", css).group(1)
    fills = [tint, tint if focused == "var(--gnb-ring-fill)" else focused]
    low = []
    for fill in fills:
        colour, alpha = _rgba(fill)
        for name, pawn in PAWN_FILL.items():
            ground = tuple(alpha * c + (1 - alpha) * p for c, p in zip(colour, _hex(pawn)))
            ink = tuple(alpha * c + (1 - alpha) * p for c, p in zip(colour, _hex(PAWN_INK[name])))
            if _contrast(ink, ground) < 4.5:
                low.append((fill, name, round(_contrast(ink, ground), 2)))
    assert low == []
