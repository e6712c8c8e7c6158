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
# (genesis_nb/planet/ui.py: targets, words, what an unlit click means, the drawing; no Jupyter needed)

import random  # noqa: E402
import re  # noqa: E402

from genesis_nb.board.drawing import drawing_svg  # noqa: E402
from genesis_nb.board.legal import group_actions, legal_wire  # noqa: E402
from genesis_nb.picture_svg import marks_of  # noqa: E402
from genesis_nb.planet import RULES  # noqa: E402
from genesis_nb.planet.examples import EXAMPLES  # noqa: E402
from genesis_nb.planet.state import BacteriaMove, Exchange, Place  # noqa: E402
from genesis_nb.planet.text import need_text  # noqa: E402
from genesis_nb.planet.ui import SPEC, drawn_pawn, short_labels  # noqa: E402


def test_the_board_is_the_picture():
    assert SPEC.drawn and SPEC.js == () and SPEC.css == ()
    assert short_labels(["Ann", "Amy", "Bo"]) == ["1", "2", "3"] and short_labels(["Ann", "Bo"]) == ["A", "B"]


def test_every_action_has_one_target_of_the_documented_kind():
    """The targets: hand:<slot>, cont:<c>, space:<id>, a place hand:<slot>>space:<id>, an exchange and a
    bacterium's move space:<a>>space:<b>, skip; the wire holds every action once, and a place's options are the
    sides of an oxygen."""
    shapes = {
        "indicate": r"hand:\d",
        "give": r"hand:\d",
        "designate": r"cont:\d",
        "place": r"hand:\d>space:\d+",
        "flip": r"space:\d+",
        "look": r"space:\d+",
        "look_move": r"space:\d+",
        "exchange": r"space:\d+>space:\d+",
        "bacteria_move": r"space:\d+>space:\d+",
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
                        assert key == f"hand:{a.slot}>space:{a.space}"
                assert len(group) == 1 or {b.need_up for b in group} == {False, True}, key
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
    wire = legal_wire(SPEC, RULES, s, g.legal_actions(), 0, g.actor, "en")
    sides = [key for key, (n, _, _) in wire["targets"].items() if n == 2]
    assert sides and all(wire["targets"][k][1] == "Which side of the oxygen faces up?" for k in sides)


def lay_of(g):
    return RULES.layout(g.state)


def refusal(g, keys):
    """What a click on an unlit key (after ``keys[:-1]`` selected) means, and the rules' sentence against it."""
    action = SPEC.meaning(g.rules, g.state, keys)
    why = g.why_not(action) if action is not None else None
    return action, (str(why) if why is not None else None)


def test_an_unlit_click_means_the_action_the_selection_makes_of_it():
    g = EXAMPLES["debate"].start()  # Ann places: a pawn of her hand, then a space of the designated continent
    lay = RULES.layout(g.state)
    taken = next(sp for sp in lay.elements[0] if g.state.board[sp] >= 0)
    mineral = next(i for i, p in enumerate(g.state.hands[0]) if RULES.colour[p] == "brown")
    action, why = refusal(g, [f"hand:{mineral}", f"space:{taken}"])
    assert action == Place(mineral, taken) and why == f"{RULES.labels[taken]} is already taken by another pawn."
    action, why = refusal(g, [f"hand:{mineral}", f"space:{lay.white_space[0]}"])
    assert "white space, kept for oxygen" in why
    far = lay.elements[2][0]
    action, why = refusal(g, [f"hand:{mineral}", f"space:{far}"])
    assert why == f"{RULES.labels[far]} is not on Aurora (A), the continent that was designated."
    action, why = refusal(g, ["cont:3"])  # designating is not this step's
    assert why.startswith("Now Ann must place a pawn")
    assert SPEC.meaning(RULES, g.state, ["space:999"]) is None and SPEC.meaning(RULES, g.state, ["nonsense"]) is None
    # a space alone: the pawn indicated there (here the oxygen: on an element space refused, on the white space
    # its side is to be chosen first, so nothing yet)
    free = next(sp for sp in lay.elements[0] if g.state.board[sp] < 0)
    action, why = refusal(g, [f"space:{free}"])
    assert action == Place(g.state.indicated, free) and why.startswith("An oxygen pawn can only go on a white space")
    assert SPEC.meaning(RULES, g.state, [f"space:{lay.white_space[0]}"]) is None
    assert refusal(g, ["skip"])[1]


def test_the_other_order_of_an_exchange_and_a_bacterium_move_to_its_own_continent():
    g = new_game(3, seed=5)
    rng = random.Random(5)
    done = set()
    while not g.is_over and done != {"exchange", "bacteria_move"}:
        phase = g.state.phase
        if phase == "exchange" and "exchange" not in done:
            a = g.legal_actions()[0]
            assert SPEC.target(g.state, a) == f"space:{a.first}>space:{a.second}"
            action, why = refusal(g, [f"space:{a.second}", f"space:{a.first}"])
            assert action == Exchange(a.second, a.first) and why is None  # the same swap: played
            assert SPEC.target(g.state, a).startswith(f"space:{a.first}>")  # the pawn on the oxygen's continent
            assert lay_of(g).continent[a.first] == g.state.target
            alone = SPEC.meaning(RULES, g.state, [f"space:{a.second}"])  # a pawn elsewhere alone: the swaps
            assert alone is None or all(g.why_not(x) is not None for x in alone)  # the rules refuse
            empty = next(sp for sp in range(RULES.n_spaces) if g.state.board[sp] < 0)
            assert refusal(g, [f"space:{empty}"])[1] == f"There is no pawn on {RULES.labels[empty]}."
            done.add(phase)
        if phase == "bacteria_move" and "bacteria_move" not in done:
            a = g.legal_actions()[0]
            lay = RULES.layout(g.state)
            same = next(sp for sp in lay.elements[lay.continent[a.frm]] if g.state.board[sp] < 0 and sp != a.frm)
            action, why = refusal(g, [f"space:{a.frm}", f"space:{same}"])
            assert action == BacteriaMove(a.frm, same) and "same continent" in why
            done.add(phase)
        g.play(rng.choice(g.legal_actions()))
    assert done == {"exchange", "bacteria_move"}


def test_a_space_alone_places_the_pawn_indicated():
    g = EXAMPLES["indicate-other"].start()
    g.play(RULES.registry.from_json({"type": "indicate", "slot": 0}))
    g.play(RULES.registry.from_json({"type": "designate", "continent": 1}))
    lay = RULES.layout(g.state)
    assert RULES.kind[g.state.hands[g.state.turn][0]] < 5  # an element pawn
    free = next(sp for sp in lay.elements[1] if g.state.board[sp] < 0)
    action, why = refusal(g, [f"space:{free}"])
    assert action == Place(0, free) and why is None  # legal: the board plays it


def test_the_drawing_marks_what_the_player_who_decides_may_click_and_what_was_drawn():
    g = EXAMPLES["debate"].play()  # place an oxygen need side up, look at A1, move it to B3, draw
    ply = len(g.steps)
    seat, slot = drawn_pawn(g, ply, "public")
    assert seat == 0 and slot == len(g.state.hands[0]) - 1 and drawn_pawn(g, 0, 0) is None
    actor = g.rules.actor(g.state)
    svg = drawing_svg(SPEC, g, ply, actor, "en", {})
    keys = set(marks_of(svg))
    assert {f"cont:{c}" for c in range(4)} <= keys and {f"space:{sp}" for sp in range(RULES.n_spaces)} <= keys
    assert {f"hand:{k}" for k in range(len(g.state.hands[actor]))} <= keys
    assert not any(k.startswith("hand:") and int(k[5:]) >= len(g.state.hands[actor]) for k in keys)
    assert "just drawn" in svg
    ann = drawing_svg(SPEC, g, 3, 0, "en", {})  # as Ann sees the move of the pawn she looked at
    assert "Seen through Ann" in ann


def test_the_live_drawing_tells_the_player_who_decides_what_to_do():
    g = EXAMPLES["debate"].start()
    own = drawing_svg(SPEC, g, 0, g.rules.actor(g.state), "en", {})
    assert "Click a pawn of your hand, then a lit space on Aurora" in own
    public = drawing_svg(SPEC, g, 0, "public", "en", {})
    assert "Click a pawn" not in public and "Ann places a pawn on Aurora" in public
