"""Every title line of the live chart over the rounds (the play table's chart, ``charts.live_scores``, 560 pixels
wide) fits its figure, in each game and language: the note under the title (the book's is long) is wrapped
onto lines that fit, not cut at the figure's edge. Widths are measured with the browser's own font (DejaVu Sans,
the sans-serif a Debian Chromium draws with)."""

from __future__ import annotations

from pathlib import Path

import pytest

pytest.importorskip("bokeh")
ImageFont = pytest.importorskip("PIL.ImageFont")

import genesis_nb  # noqa: E402
from genesis_nb.charts import scores_over_time  # noqa: E402

FONTS = Path("/usr/share/fonts/truetype/dejavu")
#: the frame starts this far right of the figure's left edge (the axis and its label); the text must end before
#: the figure's right edge
FRAME_LEFT = 60
CASES = [(name, lang) for name, info in genesis_nb.games().items() for lang in info.languages]


def text_width(text: str, size: str, style: str, weight: str) -> float:
    face = {("italic", "normal"): "Oblique", ("normal", "bold"): "Bold", ("italic", "bold"): "BoldOblique"}
    name = f"DejaVuSans-{face[(style, weight)]}.ttf" if (style, weight) in face else "DejaVuSans.ttf"
    px = float(size[:-2]) * 4 / 3 if size.endswith("pt") else float(size[:-2])
    return ImageFont.truetype(str(FONTS / name), px).getlength(text)


@pytest.mark.skipif(not FONTS.is_dir(), reason="DejaVu fonts (fonts-dejavu-core) are not installed")
@pytest.mark.parametrize("name, lang", CASES, ids=[f"{n}-{lang}" for n, lang in CASES])
def test_every_title_line_of_the_chart_over_the_rounds_fits(name, lang):
    from bokeh.models import Plot, Title

    info = genesis_nb.game(name)
    game = info.new_game(info.min_players if name != "book" else 2, seed=1)
    layout = scores_over_time(game, lang, width=560, height=220)
    for fig in layout.select({"type": Plot}):
        lines = [t for t in fig.above if isinstance(t, Title)] + [fig.title]
        for t in lines:
            style = t.text_font_style or "normal"
            width = text_width(
                t.text,
                t.text_font_size,
                "italic" if "italic" in style else "normal",
                "bold" if "bold" in style else "normal",
            )
            assert FRAME_LEFT + width <= fig.width, f"{t.text!r} is {width:.0f} pixels: cut at {fig.width}"
