"""``picture_memo.Fragments``: a part drawn once and pasted is the same picture text, with its definitions
marks and blocks; a part drawn elsewhere (another group, offset or key) is drawn again."""

from __future__ import annotations

from genesis_nb.picture_memo import Fragments
from genesis_nb.picture_svg import Svg, marking, marks_of


def _part(s: Svg, calls: list[int]) -> int:
    calls.append(1)
    s.define("dot", f'<circle id="{s.ref("dot")}" r="2"/>')
    s.circle(10, 10, 5, fill=s.url("dot"), stroke="#123456")
    s.mark("sq:1", 5, 5, 10, 10, "a square")
    s.block(1, 2, 30, 40)  # a panel the zoom holds whole: noted in the picture, pasted with the part
    return 7


def _picture(parts: Fragments | None, calls: list[int], fill: str = "#000") -> str:
    s = Svg(100, 100)
    s.rect(0, 0, 3, 3)
    with s.translate(20, 30), s.group(stroke=fill):
        value = parts.draw(s, "k", lambda: _part(s, calls)) if parts is not None else _part(s, calls)
        assert value == 7
    s.mark("sq:1", 0, 0, 1, 1)
    with marking():
        return s.render()


def test_a_pasted_part_is_the_drawn_picture():
    parts, calls = Fragments(), []
    fresh = _picture(None, [])
    first, second = _picture(parts, calls), _picture(parts, calls)
    assert first == second == fresh
    assert len(calls) == 1 and parts.hits == 1
    assert marks_of(second)["sq:1"] == (0, 0, 35, 45)


def test_a_part_in_another_group_is_drawn_again():
    parts, calls = Fragments(), []
    _picture(parts, calls)
    other = _picture(parts, calls, fill="#123456")  # the group gives the stroke: the part leaves it out
    assert len(calls) == 2 and other == _picture(None, [], fill="#123456")


def test_the_oldest_part_goes_first():
    parts, calls = Fragments(size=1), []
    s = Svg(10, 10)
    parts.draw(s, "a", lambda: _part(s, calls))
    parts.draw(s, "b", lambda: _part(s, calls))
    parts.draw(s, "a", lambda: _part(s, calls))
    assert len(calls) == 3 and len(parts) == 1


def test_a_view_kept_is_of_the_same_history_only():
    from genesis_nb.picture_memo import Views
    from genesis_nb.planet import new_game

    views, g = Views(), new_game(4, seed=5)
    first = g.legal_actions()[0]
    g.play(first)
    seen = views.view(g, 1, 0)
    assert views.view(g, 1, 0) is seen and views.view(g, 1, 1) is not seen
    g.undo()
    g.play(g.legal_actions()[-1])  # another step at the same ply: the view is drawn again
    again = views.view(g, 1, 0)
    assert again is not seen and again == g.rules.view(g.state_at(1), 0)


def test_a_game_with_nothing_hidden_builds_one_view_per_position(monkeypatch):
    """In a game that hides nothing every observer's view is the one built first with its own ``observer``: the
    rules build it once per position, and each observer's is the rules' own."""
    import random

    import genesis_nb
    from genesis_nb.picture_memo import Views

    open_games = [info for info in genesis_nb.games().values() if not info.hidden_information]
    assert open_games
    for info in open_games:
        g, rng = info.new_game(info.max_players, seed=3), random.Random(3)
        calls = []
        original = type(g.rules).view

        def spy(self, state, observer="public", original=original, calls=calls):
            calls.append(observer)
            return original(self, state, observer)

        views = Views()
        for _ in range(12):
            g.play(rng.choice(g.legal_actions()))
            ply, before = len(g.steps), len(calls)
            monkeypatch.setattr(type(g.rules), "view", spy)
            seen = {o: views.view(g, ply, o) for o in (*range(len(g.players)), "public", "all")}
            monkeypatch.undo()
            assert len(calls) - before <= 2, info.name  # one build (and the rules class's one check)
            for o, view in seen.items():
                assert view == g.rules.view(g.state_at(ply), o), (info.name, ply, o)


def test_a_view_that_depends_on_its_observer_is_never_shared():
    """A rules class whose views differ by more than the observer's name (a game that says it hides nothing, and
    does) is found at its first shared view: every observer's view is the rules' own from then on."""
    from genesis_nb.herds import new_game
    from genesis_nb.picture_memo import Views

    g = new_game(2, seed=1)

    class Telling(type(g.rules)):  # type: ignore[misc]
        def view(self, state, observer="public"):
            return {**super().view(state, observer), "mine": observer == 0}

    kind, g.rules.__class__ = type(g.rules), Telling
    try:
        views = Views()
        for o in (0, 1, "all", 0, 1):
            assert views.view(g, 0, o) == g.rules.view(g.state_at(0), o)
        assert views._alike == {Telling: False}
    finally:
        g.rules.__class__ = kind


def test_a_text_is_found_again_by_equality_and_the_kept_are_bounded():
    """``Reprs``: an equal value (another object) gets the text written for the first; at most ``size`` are kept."""
    from genesis_nb.picture_memo import Reprs

    texts = Reprs(size=2)
    first = [{"hex": 1, "label": "A1"}]
    text = texts.text(first)
    assert text == repr(first) and texts.text([{"hex": 1, "label": "A1"}]) is text
    assert texts.text([{"hex": 2}]) == "[{'hex': 2}]" and texts.text([3]) == "[3]"
    assert len(texts._items) == 2 and texts.text([{"hex": 1, "label": "A1"}]) is not text  # the oldest went


def test_same_writes_an_object_once_and_an_equal_other_object_again():
    from genesis_nb.picture_memo import Same

    class Counted(list):
        written = 0

        def __repr__(self) -> str:
            Counted.written += 1
            return super().__repr__()

    same = Same(size=2)
    a, b = Counted([1, 2]), Counted([1, 2])
    assert same.text(a) == same.text(a) == "[1, 2]" and Counted.written == 1
    assert same.text(b) == "[1, 2]" and Counted.written == 2  # equal, but another object: written again
    same.text(Counted([3]))  # the third object: every one let go first
    assert same.text(a) == "[1, 2]" and Counted.written == 4


def test_the_marks_element_kept_is_that_of_the_same_marks_and_names():
    from genesis_nb import picture_svg

    def picture(marks: list[tuple[str, float, str | None]]) -> str:
        s = Svg(100, 100)
        for key, x, name in marks:
            s.mark(key, x, 5, 10, 10, name)
        with marking():
            return s.render()

    pictures = [
        [("a", 1, None), ("b", 2, None)],
        [("a", 1, "the first"), ("b", 2, None)],  # the same boxes, a name more
        [("b", 2, None), ("a", 1, None)],  # the same marks in another order: written in that order
        [("a", 1, None), ("b", 2.5, None)],
        [("a", 1, None), ("b", 2, None)],
    ]
    kept = [picture(m) for m in pictures]
    picture_svg._MARKS_KNOWN.clear()
    fresh = []
    for m in pictures:
        fresh.append(picture(m))
        picture_svg._MARKS_KNOWN.clear()
    assert kept == fresh and len(set(kept)) == 4
    assert marks_of(kept[2]) == marks_of(kept[0]) and kept[2] != kept[0]


def _worded(parts: Fragments, calls: list[int]) -> Svg:
    s = Svg(400, 100)

    def draw() -> None:
        calls.append(1)
        s.text(10, 40, "Ann to play: tile 2 of 2", 14)

    parts.draw(s, "words", draw)
    return s


def test_texts_are_noted_only_where_a_zoom_or_a_band_reads_them():
    """A room's whole picture (no zoom, no band) spends nothing on the boxes of its texts; a part kept without them
    is never pasted where they are read, nor one kept with them where they are not."""
    parts, calls = Fragments(), []
    plain = _worded(parts, calls)
    assert plain.lines == [] and "gnb-lines" not in plain.render()
    with marking(blocks=False):
        assert _worded(parts, calls).lines == [] and len(calls) == 1  # pasted: nobody reads the lines there either
    with marking():
        noted = _worded(parts, calls)
        assert len(calls) == 2 and len(noted.lines) == 1 and "gnb-lines" in noted.render()
        assert _worded(parts, calls).lines == noted.lines and len(calls) == 2
    assert _worded(parts, calls).lines == [] and len(calls) == 2
