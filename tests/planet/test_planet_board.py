"""The reconstructed board data (seeds/planet.toml) and the loader's refusals (BoardFileError)."""

from __future__ import annotations

import copy

import pytest

from genesis_nb.core.errors import BoardFileError
from genesis_nb.core.toml import tomllib
from genesis_nb.data import seed_path
from genesis_nb.planet import new_game
from genesis_nb.planet.boarddata import board_from_data, default_board, load_board

RAW = tomllib.loads(seed_path("planet.toml").read_text(encoding="utf-8"))


def test_default_board_is_marked_reconstructed():
    b = default_board()
    assert b.reconstructed
    assert "RECONSTRUCTED" in seed_path("planet.toml").read_text(encoding="utf-8")


def test_P_SETUP_TRAYS_four_trays_twenty_element_spaces_one_white_each():
    """P-SETUP-TRAYS: 4 trays, easy and difficult faces with equal sizes, 20 element spaces, 1 white each."""
    b = default_board()
    assert len(b.trays) == 4
    assert sum(t.size for t in b.trays) == 20
    for t in b.trays:
        assert len(t.easy.soils) == len(t.difficult.soils)
    for faces in ("EEEE", "DDDD", "EDED"):
        lay = b.layout(faces)
        assert sum(lay.white) == 4
        assert [sum(1 for g in sp if lay.white[g]) for sp in lay.spaces] == [1, 1, 1, 1]
        assert all(not lay.neighbours[w] for w in lay.white_space)  # white spaces have no links
        for g, nb in enumerate(lay.neighbours):  # links stay on a continent
            assert all(lay.continent[h] == lay.continent[g] for h in nb)


def test_pawns_as_the_rulebook_counts_them():
    """4 water, 4 distinct minerals (one per soil), 4 plants, 4 insects, 4 animals, 4 oxygen, 2 bacteria."""
    b = default_board()
    kinds = [p.kind for p in b.pawns]
    for k, n in (
        ("water", 4),
        ("mineral", 4),
        ("plant", 4),
        ("insect", 4),
        ("animal", 4),
        ("oxygen", 4),
        ("bacteria", 2),
    ):
        assert kinds.count(k) == n
    assert {p.soil for p in b.pawns if p.kind == "mineral"} == set(b.soils)
    assert {p.action for p in b.pawns if p.kind == "oxygen"} == {"flip", "exchange", "look_move"}
    assert sorted(p.action for p in b.pawns if p.kind == "bacteria") == ["move", "share"]
    for k in ("mineral", "plant", "insect", "animal"):
        needs = [p.need for p in b.pawns if p.kind == k]
        assert len(set(needs)) == 4
    assert "sand" in b.soils  # the one soil the rulebook's text names


def test_difficult_faces_use_fewer_links_and_soils():
    for t in default_board().trays:
        assert len(t.difficult.links) < len(t.easy.links)
        assert len(set(t.difficult.soils)) < len(set(t.easy.soils))


def test_board_data_round_trip():
    b = default_board()
    again = board_from_data(b.to_data())
    assert again.trays == b.trays and again.pawns == b.pawns and again.soils == b.soils


def test_users_load_their_own_trays(tmp_path):
    data = copy.deepcopy(RAW)
    data["trays"]["A"]["name"] = "Atlantis"
    lines = seed_path("planet.toml").read_text(encoding="utf-8").replace('name = "Aurora"', 'name = "Atlantis"')
    path = tmp_path / "mine.toml"
    path.write_text(lines, encoding="utf-8")
    g = new_game(2, seed=1, board=path)
    assert g.view("public")["continents"][0]["name"] == "Atlantis"
    assert load_board(path).trays[0].name == "Atlantis"


def _broken(edit):
    data = copy.deepcopy(RAW)
    edit(data)
    with pytest.raises(BoardFileError) as e:
        board_from_data(data)
    return str(e.value)


def _pawn(data, code):
    return next(p for p in data["pawns"] if p["code"] == code)


@pytest.mark.parametrize(
    "edit, words",
    [
        (lambda d: d.pop("soils"), "soils"),
        (lambda d: d.update(soils=["sand", "sand"]), "twice"),
        (lambda d: d["meta"].update(game="angels"), "angels"),
        (lambda d: d.update(extra=1), "unknown section"),
        (lambda d: d.pop("trays"), "trays"),
        (lambda d: d["trays"].pop("D"), "exactly 4"),
        (lambda d: d["trays"]["A"].pop("difficult"), "tray A, difficult face is missing"),
        (lambda d: d["trays"]["A"]["easy"]["soils"].append("sand"), "same number of element spaces"),
        (
            lambda d: [d["trays"][t][f]["soils"].append("sand") for t in "AB" for f in ("easy", "difficult")],
            "22 element spaces",
        ),
        (lambda d: d["trays"]["B"]["easy"]["soils"].__setitem__(0, "mud"), "unknown soil 'mud'"),
        (lambda d: d["trays"]["B"]["easy"]["links"].append("1-9"), "outside 1..5"),
        (lambda d: d["trays"]["B"]["easy"]["links"].append("2-2"), "to itself"),
        (lambda d: d["trays"]["B"]["easy"]["links"].append("2-1"), "listed twice"),
        (lambda d: d["trays"]["B"]["easy"]["links"].append("one-two"), "not written like"),
        (lambda d: d["trays"]["C"]["easy"].update(colour="red"), "unknown key"),
        (lambda d: d["trays"].update(e=d["trays"].pop("D")), "capital letter"),
        (lambda d: d["pawns"].pop(0), "4 water pawns"),
        (lambda d: _pawn(d, "m2").update(soil="sand"), "different need"),
        (lambda d: _pawn(d, "m2").update(soil="ice"), "unknown soil"),
        (lambda d: _pawn(d, "p1").update(not_linked="oxygen"), "element kind"),
        (lambda d: _pawn(d, "p1").update(linked="water"), "has no linked"),
        (lambda d: _pawn(d, "i1").pop("linked"), "needs linked"),
        (lambda d: _pawn(d, "a1").update(not_linked="water"), "same kind"),
        (lambda d: _pawn(d, "o4").update(action="look_move_twice"), "oxygen actions"),
        (lambda d: _pawn(d, "o4").update(action="flip"), "at least once"),
        (lambda d: _pawn(d, "b1").update(action="move"), "one 'share' and one 'move'"),
        (lambda d: _pawn(d, "b1").update(kind="dragon"), "unknown kind"),
        (lambda d: _pawn(d, "w2").update(code="w1"), "used twice"),
        (lambda d: _pawn(d, "w2").update(code="W 2"), "code"),
    ],
)
def test_invalid_board_files_are_refused_naming_the_fault(edit, words):
    assert words in _broken(edit)


def test_invalid_toml_file_refused(tmp_path):
    p = tmp_path / "bad.toml"
    p.write_text("soils = [", encoding="utf-8")
    with pytest.raises(BoardFileError, match="not valid TOML"):
        load_board(p)
    with pytest.raises(BoardFileError, match="cannot read"):
        load_board(tmp_path / "missing.toml")


# ------------------------------------------------------------------ the board's part of the board layer
# (genesis_nb/planet/ui.py: board_data, targets, words, dress, ui_extra; no Jupyter needed)

import itertools  # noqa: E402
import json  # noqa: E402
import math  # noqa: E402
import random  # noqa: E402
import re  # noqa: E402

from genesis_nb.board.frontend import static_file  # noqa: E402
from genesis_nb.board.legal import group_actions, legal_wire  # noqa: E402
from genesis_nb.planet import RULES  # noqa: E402
from genesis_nb.planet.examples import EXAMPLES  # noqa: E402
from genesis_nb.planet.text import need_text  # noqa: E402
from genesis_nb.planet.ui import SPEC, board_data, dress_view, need_short, short_labels  # noqa: E402


def test_board_data_draws_every_space_apart_and_no_link_crosses_a_space():
    """P-LINK: the drawing of each face: spaces inside their continent, apart, links clear of others."""
    for faces in ("EEEE", "DDDD", "EDDE"):
        bd = board_data(RULES, faces, 3)
        lay = RULES.board.layout(faces)
        assert [sp["id"] for sp in bd["spaces"]] == list(range(len(RULES.labels)))
        for c in bd["continents"]:
            x0, y0, w, h = c["box"]
            ids = c["elements"] + [c["white"]]
            assert sorted(ids) == sorted(lay.spaces[c["index"]]) and c["white"] == lay.white_space[c["index"]]
            pts = {g: bd["spaces"][g]["xy"] for g in ids}
            for g in ids:
                sp = bd["spaces"][g]
                assert sp["label"] == RULES.labels[g] and sp["soil"] == lay.soil[g] and sp["white"] == lay.white[g]
                assert sorted(sp["links"]) == sorted(lay.neighbours[g]) and sp["continent"] == c["index"]
            for x, y in pts.values():
                assert x0 + 35 <= x <= x0 + w - 35 and y0 + 60 <= y <= y0 + h - 60
            for a, b in itertools.combinations(pts.values(), 2):
                assert math.dist(a, b) > 80
            assert sorted(tuple(e) for e in c["edges"]) == sorted(
                {tuple(sorted((g, n))) for g in lay.elements[c["index"]] for n in lay.neighbours[g]}
            )
            for a, b in c["edges"]:
                (ax, ay), (bx, by) = pts[a], pts[b]
                for g, (x, y) in pts.items():
                    if g in (a, b):
                        continue
                    t = max(
                        0.0, min(1.0, ((x - ax) * (bx - ax) + (y - ay) * (by - ay)) / ((bx - ax) ** 2 + (by - ay) ** 2))
                    )
                    assert math.dist((x, y), (ax + t * (bx - ax), ay + t * (by - ay))) > 36


def test_a_need_tag_never_shares_a_line_with_the_soil_name():
    """The tag under a pawn sits on the disc's lower rim, the soil's name below it with room between
    (the old board's tags touched the soil names)."""
    js = static_file("planet_draw.js").read_text()
    tag_y = {int(y) for y in re.findall(r"pill\(g, 0, (\d+),", js)}
    assert len(tag_y) == 1
    half = float(re.search(r"height: (\d+(?:\.\d+)?), rx:", js[js.index("function pill") :]).group(1)) / 2
    soil_base = {int(y) for y in re.findall(r"svgText\(g, x, y \+ (\d+), (?:P\.soilWord|t\.white_space)", js)}
    assert len(soil_base) == 1
    font = float(
        re.search(r"\.gnb-soil-label \{ font-size: (\d+)px", static_file("planet_board.css").read_text()).group(1)
    )
    tag_bottom, soil_top = tag_y.pop() + half, soil_base.pop() - font
    assert soil_top - tag_bottom >= 8, (tag_bottom, soil_top)


def test_board_data_is_public_and_fixed():
    g = EXAMPLES["debate"].start()
    bd = SPEC.board_data(g)
    assert bd is SPEC.board_data(g)  # built once per game's trays and players
    assert bd["short"] == short_labels(g.players) and bd["players"] == 3 and bd["max"] == 24
    assert [lv["level"] for lv in bd["levels"]] == ["demigods", "prophet", "college", "gods"]
    text = json.dumps({k: v for k, v in bd.items() if k != "aid"})
    for p in RULES.board.pawns:  # no pawn named: needs only in the aid, by kind
        assert f'"{p.code}"' not in text
    assert short_labels(["Ann", "Amy", "Bo"]) == ["1", "2", "3"]


def test_every_action_has_one_target_of_the_documented_kind():
    """The targets: hand:<slot>, cont:<c>, space:<id>, exchange, move, skip; the wire holds every action
    once, and a place's options are the slot x side of that space."""
    shapes = {
        "indicate": r"hand:\d",
        "give": r"hand:\d",
        "designate": r"cont:\d",
        "place": r"space:\d+",
        "flip": r"space:\d+",
        "look": r"space:\d+",
        "look_move": r"space:\d+",
        "exchange": "exchange",
        "bacteria_move": "move",
        "skip": "skip",
    }
    seen = set()
    for seed in range(25):
        g = (
            EXAMPLES["share"].start()
            if seed == 0
            else new_game(2 + seed % 3, seed=seed, options={"oxygen_optional": seed % 2 == 0})
        )
        rng = random.Random(seed)
        while not g.is_over:
            s = g.state
            acts = g.legal_actions()
            groups = group_actions(SPEC, s, acts)
            assert sum(len(v) for v in groups.values()) == len(acts)
            for key, group in groups.items():
                for a in group:
                    t = RULES.registry.to_json(a)["type"]
                    assert re.fullmatch(shapes[t], key), (t, key)
                    seen.add(t)
                    if t == "place":
                        assert key == f"space:{a.space}"
            wire = legal_wire(SPEC, RULES, s, acts, 0, g.actor, "en")
            assert wire["count"] == len(acts) and set(wire["targets"]) == set(groups)
            g.play(rng.choice(acts))
    assert {"indicate", "designate", "place", "give", "bacteria_move", "exchange", "skip"} <= seen


def test_labels_name_a_hand_pawn_by_its_colour_never_its_need():
    g = EXAMPLES["debate"].start()
    s = g.state
    labels = [SPEC.label(RULES, s, a, "en") for a in g.legal_actions()]
    assert "lay your oxygen on Aw need side up (carry out its action now)" in labels
    assert "place your brown (mineral) pawn on A3" in labels
    for a, text in zip(g.legal_actions(), labels):
        p = s.hands[s.turn][a.slot]
        assert need_text(RULES, RULES.need_data[p]) not in text


def test_dress_adds_words_only_to_needs_the_view_shows_and_drops_the_constant_parts():
    g = EXAMPLES["missing-element"].play()
    for obs in (0, 1, "public", "all"):
        view = RULES.view(g.state, obs)
        dressed = dress_view(RULES.view(g.state, obs), RULES, "en")
        assert not {"aid", "legal", "options", "reconstructed"} & set(dressed)
        for c0, c1 in zip(view["continents"], dressed["continents"]):
            for a, b in zip(c0["spaces"], c1["spaces"]):
                assert a["id"] == b["id"]
                if a["pawn"] is None:
                    assert b["pawn"] is None
                    continue
                assert {k: v for k, v in b["pawn"].items() if k not in ("need_text", "need_short")} == a["pawn"]
                if "need" in a["pawn"]:
                    assert b["pawn"]["need_text"] == need_text(RULES, a["pawn"]["need"])
                    assert b["pawn"]["need_short"] == need_short(a["pawn"]["need"])
                else:
                    assert "need_text" not in b["pawn"]
        assert [r["space"] for r in dressed["reveal"] if not r["ok"]] == [
            RULES.labels.index(r["space"]) for r in view["result"]["removed"]
        ]


def test_ui_extra_names_the_spaces_touched_and_the_pawn_drawn_from_what_the_observer_may_see():
    g = EXAMPLES["debate"].play()  # place an oxygen need side up, look at A1, move it to B3
    ply = len(g.steps)
    assert SPEC.ui_extra(g, 1, "public")["touched"] == [RULES.labels.index("Aw")]
    assert SPEC.ui_extra(g, 2, 0)["touched"] == [RULES.labels.index("A1")]  # the look, as Ann saw it
    assert SPEC.ui_extra(g, 2, "public")["touched"] == [RULES.labels.index("A1")]
    last = SPEC.ui_extra(g, ply, "public")
    assert RULES.labels.index("B3") in last["touched"] and RULES.labels.index("A1") in last["touched"]
    assert last["drawn"] == [0, len(g.state.hands[0]) - 1]  # seat and slot: public, the colour shows
    assert SPEC.ui_extra(g, 0, 0) == {"touched": [], "drawn": None}
