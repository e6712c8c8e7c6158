"""The solver: every choice of faces admits a placement scoring the maximum, 24 (P-MAX)."""

from __future__ import annotations

from itertools import permutations

import pytest
from planet_helpers import CODES, pos

from genesis_nb.planet import from_position
from genesis_nb.planet.boarddata import default_board
from genesis_nb.planet.scoring import MAX_SCORE, NeedTables, evaluate, failure
from genesis_nb.planet.solver import _face_fillings, all_faces, check_witness, solve_all


@pytest.fixture(scope="module")
def solutions():
    return solve_all(default_board())


def test_P_MAX_is_24_twenty_elements_plus_four_oxygen():
    """P-MAX: the rulebook's top level ('24') = 20 element pawns + 4 oxygen element side up."""
    b = default_board()
    elements = sum(1 for p in b.pawns if p.kind not in ("oxygen", "bacteria"))
    oxygen = sum(1 for p in b.pawns if p.kind == "oxygen")
    assert elements + oxygen == MAX_SCORE == 24


def test_P_MAX_every_choice_of_faces_admits_a_perfect_planet(solutions):
    """P-MAX: all 16 choices of faces have at least one arrangement scoring 24 (judged by the end count)."""
    assert sorted(solutions) == sorted(all_faces(default_board())) and len(solutions) == 16
    for faces, sol in solutions.items():
        assert sol.count >= 1, faces
        assert check_witness(default_board(), sol) == 24, faces


def test_P_MAX_a_witness_played_to_the_end_scores_24_and_reaches_gods(solutions):
    """The witness, set up as a finished game, is judged by the rules: 24 points, level 'gods'."""
    sol = solutions["DDDD"]
    lay = default_board().layout("DDDD")
    board = {}
    for g, p in enumerate(sol.witness):
        if p >= 0:
            board[lay.labels[g]] = CODES[p] + "^0"
    for c, o in enumerate(("o1", "o2", "o3", "o4")):
        board[lay.labels[lay.white_space[c]]] = o + "v1"
    text = pos([[], []], board, phase="over", faces="DDDD", opened=True, discarded=["b1", "b2"], bag=[])
    g = from_position(text)
    sheet = g.scores()
    assert sheet.team == 24 and sheet.notes == ["level:gods"]
    assert g.view(0)["result"]["score"] == 24


def test_difficult_faces_constrain_more(solutions):
    """Swapping any one easy face for its difficult face lowers the number of perfect arrangements."""
    for faces, sol in solutions.items():
        for i, ch in enumerate(faces):
            if ch == "E":
                harder = faces[:i] + "D" + faces[i + 1 :]
                assert solutions[harder].count < sol.count, (faces, harder)


def test_solver_face_count_matches_brute_force():
    """Cross-check: tray A's fillings counted by trying every assignment of pawns to its spaces."""
    b = default_board()
    t = NeedTables(b)
    nonwater = [p for p, k in enumerate(t.kind) if k in (1, 2, 3, 4)]
    water = 0
    for faces in ("EEEE", "DEEE"):
        lay = b.layout(faces)
        spaces = lay.elements[0]
        fast = sum(n for n, _ in _face_fillings(b, lay, t, 0, nonwater).values())
        brute = 0
        for wpos in range(len(spaces)):
            rest = [g for i, g in enumerate(spaces) if i != wpos]
            for combo in permutations(nonwater, len(rest)):
                occ = [-1] * len(lay.continent)
                occ[spaces[wpos]] = water
                for g, p in zip(rest, combo):
                    occ[g] = p
                if all(failure(t, lay, occ, g) is None for g in spaces):
                    brute += 1
        assert fast == brute > 0, faces


def test_evaluate_removes_and_validates_as_the_end_count():
    b = default_board()
    t = NeedTables(b)
    lay = b.layout("EEEE")
    e = evaluate(t, lay, [-1] * len(lay.continent), [False] * len(b.pawns))
    assert e.total == 0 and e.validated == [False] * 4
