"""Static pictures of positions (``genesis_nb.pictures`` and each game's ``picture`` module): SVG that
notebooks show without a kernel. Parametrised over every registered game whose rules draw a picture.

Each picture must be well-formed XML, at most 900 px wide, with no text under 12 px (projector), names
shown as text (never markup), a small file, the same text for the same position (nbval compares outputs),
and, for a game with hidden information, nothing that depends on what its observer may not know.
"""

from __future__ import annotations

import random
import re
import xml.etree.ElementTree as ET

import pytest

import genesis_nb
from genesis_nb import pictures
from genesis_nb.core.rules import GameRules

SVG = "{http://www.w3.org/2000/svg}"
XLINK = "{http://www.w3.org/1999/xlink}href"
GAMES = {name: info for name, info in genesis_nb.games().items() if type(info.rules).picture is not GameRules.picture}
NAMES = list(GAMES)
#: The most bytes a picture may take (a notebook holds a before and an after of every example).
MAX_BYTES = 60_000


@pytest.fixture(params=NAMES)
def info(request):
    return GAMES[request.param]


def observers(n):
    return ["public", "all", *range(n)]


def counts(info):
    return list(info.sample_players) or [info.min_players, info.max_players]


def played(info, players, seed, plies):
    """A game played by random legal actions for ``plies`` actions (or to its end)."""
    rng = random.Random(seed)
    g = info.new_game(players, seed=seed)
    while not g.is_over and len(g.steps) < plies:
        g.play(rng.choice(g.legal_actions()))
    return g


def check(svg: str) -> ET.Element:
    """Parse a picture and check what every picture must be; return its root."""
    assert len(svg.encode("utf-8")) < MAX_BYTES, f"a picture of {len(svg)} bytes"
    root = ET.fromstring(svg)
    assert root.tag == f"{SVG}svg"
    assert root.get("width") is None and root.get("height") is None  # fits the width a notebook gives it
    width, height = (float(x) for x in root.get("viewBox").split()[2:])
    assert 0 < width <= pictures.MAX_WIDTH and height > 0
    parents = {child: parent for parent in root.iter() for child in parent}

    def font_size(el):
        while el is not None:
            if el.get("font-size") is not None:
                return float(el.get("font-size"))
            el = parents.get(el)
        return None

    texts = list(root.iter(f"{SVG}text"))
    assert texts
    defs = {el for d in root.iter(f"{SVG}defs") for el in d.iter()}
    for t in texts:
        size = font_size(t)
        assert size is not None and size >= 12, f"text {t.text!r} at {size} px"
        if t in defs or t.get("transform"):
            continue
        # nothing runs off the picture (widths as the builder estimates them, a little narrower)
        bold = int(t.get("font-weight") or parents[t].get("font-weight") or 400) >= 600
        w = pictures.text_width(t.text or "", size, bold) * 0.92
        x = float(t.get("x"))
        left = {"middle": x - w / 2, "end": x - w}.get(t.get("text-anchor") or parents[t].get("text-anchor"), x)
        assert -1 <= left and left + w <= width + 1, f"{t.text!r} runs off the picture"
    ids = {el.get("id") for el in root.iter() if el.get("id")}
    for el in root.iter():
        for key in ("fill", "stroke"):
            for ref in re.findall(r"url\(#([^)]+)\)", el.get(key) or ""):
                assert ref in ids, f"{key} names a missing definition {ref}"
        href = el.get(XLINK) or el.get("href")
        if href:
            assert href[1:] in ids, f"<use> names a missing definition {href}"
    return root


def all_text(root: ET.Element) -> str:
    return "\n".join(t.text or "" for t in root.iter(f"{SVG}text"))


# ---------------------------------------------------------------------------------------------- tests
def test_pictures_of_games_in_progress_and_over_are_sound(info):
    for n in counts(info):
        for seed, plies in ((1, 0), (2, 15), (3, 10_000)):
            g = played(info, n, seed, plies)
            for obs in observers(n):
                check(g.rules.picture(g.state, obs, "en"))


def test_every_language_of_the_game_draws(info):
    g = played(info, info.min_players, 4, 12)
    for lang in info.languages:
        check(g.rules.picture(g.state, "public", lang))


def test_names_are_shown_as_text_never_as_markup(info):
    names = ["<b>Ann</b>", 'Bo & "Cy"', "§ <script>x</script>", "Dee's"][: info.max_players]
    names = names[: max(info.min_players, min(len(names), info.max_players))]
    g = played(info, names, 5, 8)
    for obs in ("public", 0):
        svg = g.rules.picture(g.state, obs, "en")
        assert "<b>" not in svg and "<script" not in svg
        text = all_text(check(svg))
        assert "<b>Ann</b>" in text and 'Bo & "Cy"' in text


def test_a_long_name_is_shortened_where_it_does_not_fit(info):
    names = ["A" * 20 + "b" * 40, *("Bo", "Cy", "Dee", "Eve", "Fay")[: info.min_players - 1]]
    g = played(info, names, 6, 4)
    root = check(g.rules.picture(g.state, "public", "en"))
    assert "…" in all_text(root)


def test_the_same_position_gives_the_same_picture(info):
    g = played(info, info.max_players, 7, 20)
    again = played(info, info.max_players, 7, 20)
    assert g.rules.picture(g.state, "public", "en") == again.rules.picture(again.state, "public", "en")
    other = played(info, info.max_players, 8, 21)
    a, b = g.rules.picture(g.state, "public", "en"), other.rules.picture(other.state, "public", "en")
    if a != b:  # two pictures in one page never share an id with different content
        ids = lambda s: set(re.findall(r'id="([^"]+)"', s))
        assert not ids(a) & ids(b)


@pytest.mark.parametrize("name", [n for n, i in GAMES.items() if i.hidden_information])
def test_a_picture_does_not_depend_on_what_its_observer_cannot_know(name):
    info = GAMES[name]
    changed = 0
    for n in counts(info):
        for seed in range(4):
            g = played(info, n, seed, random.Random(seed).randrange(5, 80))
            for obs in observers(n):
                other = g.rules.resample_hidden(g.state, obs, random.Random(seed * 7 + 1))
                changed += other != g.state
                assert g.rules.picture(g.state, obs, "en") == g.rules.picture(other, obs, "en"), (
                    f"{info.name}: the picture for {obs!r} shows what it cannot know"
                )
    assert changed


def test_the_game_shows_its_picture_in_a_notebook(info):
    g = played(info, info.min_players, 9, 6)
    assert g._repr_svg_() == g.rules.picture(g.state, "public", g.lang)
    p = g.picture(ply=2)
    check(p._repr_svg_())
    assert p.svg == pictures.picture(g, ply=2).svg  # the last action ringed
    assert g.picture(ply=2, last=False).svg == g.rules.picture(g.state_at(2), "public", g.lang)


def test_the_last_action_is_ringed_and_only_when_asked(info):
    g = played(info, info.min_players, 10, 6)
    ringed = pictures.picture(g).svg
    plain = pictures.picture(g, last=False).svg
    assert plain == g.rules.picture(g.state, "public", g.lang)
    assert pictures.HIGHLIGHT in ringed and pictures.HIGHLIGHT not in plain
    check(ringed)
    assert pictures.picture(g, ply=0).svg == g.rules.picture(g.state_at(0), "public", g.lang)
    with pytest.raises(ValueError):
        pictures.picture(g, ply=len(g.steps) + 1)


# ------------------------------------------------------------------------------- the rulebook examples
def test_every_angels_example_draws_before_and_after_in_both_languages():
    from genesis_nb.angels.examples import EXAMPLES

    for ex in EXAMPLES.values():
        for lang in ("en", "nl"):
            before = ex.start(lang)
            check(before.picture().svg)
            after = ex.play(lang)
            root = check(pictures.picture(after, since=0).svg if after.steps else after.picture().svg)
            if lang == "nl":
                assert "Leegte" in all_text(root)


def test_every_planet_example_draws_for_each_observer():
    from genesis_nb.planet.examples import EXAMPLES

    for ex in EXAMPLES.values():
        after = ex.play()
        for obs in observers(len(after.players)):
            check(ex.start().picture(obs).svg)
            check(pictures.picture(after, observer=obs, since=0).svg)


def test_the_planet_picture_of_a_seat_shows_its_own_needs_and_no_other():
    from genesis_nb.planet.examples import EXAMPLES

    g = EXAMPLES["indicate-other"].start()
    mine = all_text(ET.fromstring(g.rules.picture(g.state, 0, "en")))
    public = all_text(ET.fromstring(g.rules.picture(g.state, "public", "en")))
    view = g.view(0)
    known = [h for h in view["players"][0]["hand"] if "need" in h]
    assert known and all("need" not in h for h in view["players"][1]["hand"])
    from genesis_nb.planet.ui import need_short

    for h in known:
        assert need_short(h["need"]) in mine
        assert need_short(h["need"]) not in public


def test_herds_rings_the_squares_of_the_last_turn():
    from genesis_nb.herds import picture as herds_picture

    g = played(GAMES["herds"], 2, 11, 3)
    before, after = g.state_at(len(g.steps) - 1), g.state
    squares = herds_picture.changes(g.rules, before, after)
    assert len(squares) == 1
    (sq,) = squares
    assert g.view()["cells"][sq] > 0


# ------------------------------------------------------------------------------------ the builder
def test_the_builder_refuses_small_text_and_escapes_everything():
    s = pictures.Svg(100, 50, label='a "b" <c>')
    with pytest.raises(ValueError):
        s.text(0, 0, "tiny", 11)
    s.text(0, 20, "<i>&§", 12)
    with s.group(font_size=13, fill="#123456"):
        s.text(0, 40, "inherits", fill="#123456")
    svg = s.render()
    root = check(svg)
    texts = list(root.iter(f"{SVG}text"))
    assert [t.text for t in texts] == ["<i>&§", "inherits"]
    assert texts[1].get("font-size") is None and texts[1].get("fill") is None
    assert root.get("aria-label") == 'a "b" <c>'


def test_text_width_is_generous_and_fit_shortens():
    assert pictures.text_width("Ann", 15, True) > 25
    assert pictures.fit("a" * 100, 12, 60).endswith("…")
    assert pictures.fit("Ann", 12, 60) == "Ann"
    assert pictures.wrap("one two three four", 12, 70) == ["one two", "three four"]


def _book_position(cells):
    """A 2-player book position with ``cells`` (label -> notation token); every other character lies in
    the opponent's grave and every other landmark is out of the game."""
    from collections import Counter

    from genesis_nb.book import RULES

    board = RULES.board
    used = Counter(re.findall(r"[gs][KGPRHDMF]|[TALX]", " ".join(cells.values())))
    graves = {0: [], 1: []}
    for seat, c in enumerate("gs"):
        for k, (count, _) in enumerate(board.characters):
            graves[1 - seat] += [c + "KGPRHDMF"[k]] * (count - used[c + "KGPRHDMF"[k]])
    out = [c for i, c in enumerate("TALX") for _ in range(board.landmark_counts(2)[i] - used[c])]
    tokens = [cells.get(board.labels[h], ".") for h in board.fields[2]]
    return (
        f"book players=gold,silver phase=turn turn=gold ply=10 field={','.join(tokens)} "
        f"graves={'.'.join(graves[0])}/{'.'.join(graves[1])} discarded={'.'.join(out)}"
    )


def test_the_book_picture_shows_a_peeked_piece_to_its_peeker_only():
    """B-PROPHECY, B-MEMORY: after a Prophecy the peeker's picture shows what lies on the hexes it looked
    at; the other player's and the spectator's show only the public marks of the looks."""
    from genesis_nb.book import Peek, Prophecy, from_position, hex_id

    g = from_position(_book_position({"F6": "gP", "D1": "~sM", "D2": "~sK", "D3": "~X", "D4": "~gG"}))
    before = {obs: g.rules.picture(g.state, obs, "en") for obs in ("public", 0, 1)}
    g.play(Prophecy(hex_id("F6"), 1))
    for label in ("D1", "D2", "D3"):
        g.play(Peek(hex_id(label)))
    svg = {obs: g.rules.picture(g.state, obs, "en") for obs in ("public", 0, 1)}
    for text in svg.values():
        check(text)
    assert 'bKisilver"' in svg[0] and 'bMasilver"' in svg[0]  # Bo's King and Man, known to gold
    assert all('bKisilver"' not in svg[obs] and 'bMasilver"' not in svg[obs] for obs in ("public", 1))
    assert svg[1] != before[1] and svg["public"] != before["public"]  # the looks' marks are public
    # the same picture for silver whatever lies on the hexes gold looked at
    other = g.rules.resample_hidden(g.state, 1, random.Random(3))
    assert g.rules.picture(other, 1, "en") == g.rules.picture(g.state, 1, "en")
    assert pictures.HIGHLIGHT in pictures.picture(g, observer=1, since=0).svg


def _luminance(colour: str) -> float:
    h = colour.lstrip("#")
    if len(h) == 3:
        h = "".join(c * 2 for c in h)
    channels = [int(h[i : i + 2], 16) / 255 for i in (0, 2, 4)]
    lin = [c / 12.92 if c <= 0.03928 else ((c + 0.055) / 1.055) ** 2.4 for c in channels]
    return 0.2126 * lin[0] + 0.7152 * lin[1] + 0.0722 * lin[2]


def _contrast(a: str, b: str) -> float:
    hi, lo = sorted((_luminance(a), _luminance(b)), reverse=True)
    return (hi + 0.05) / (lo + 0.05)


@pytest.mark.parametrize("name", sorted(genesis_nb.games()))
def test_every_dark_text_of_a_board_has_4_5_to_1_contrast_on_the_paper(name):
    """WCAG AA for the pictures' texts (the boards are these pictures): a text drawn in a dark or middle colour (on
    the picture's paper or a white panel) has at least 4.5:1 against both; a light text stands on a dark shape."""
    import random
    import re

    from genesis_nb.board.drawing import drawing_svg
    from genesis_nb.picture_svg import PAPER

    info = genesis_nb.game(name)
    game = info.new_game(seed=2)
    rng = random.Random(1)
    for _ in range(25):
        if game.is_over:
            break
        game.play(rng.choice(game.legal_actions()))
    spec = info.hook("board")
    svg = drawing_svg(spec, game, len(game.steps), "all", "en", {k: v[0] for k, v in spec.prefs.items()})
    fills = set(re.findall(r'<text[^>]*\sfill="(#[0-9a-fA-F]{3,6})"', svg))
    fills |= set(re.findall(r'<g[^>]*\sfill="(#[0-9a-fA-F]{3,6})"[^>]*>\s*<text', svg))
    low = sorted(
        (f, round(min(_contrast(f, PAPER), _contrast(f, "#ffffff")), 2))
        for f in fills
        if _luminance(f) < 0.4 and min(_contrast(f, PAPER), _contrast(f, "#ffffff")) < 4.5
    )
    assert low == [], f"{name}: texts under 4.5:1 ({low})"
