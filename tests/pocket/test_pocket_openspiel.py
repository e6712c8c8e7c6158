"""pocket against OpenSpiel's ``kuhn_poker`` (the reference): one hand of pocket is one game of Kuhn poker.
Every terminal history of OpenSpiel's game, played in pocket from the same deal, ends in pocket too with the
same returns, and the two games have as many terminal histories, for 2 and 3 players."""

from __future__ import annotations

import pytest
from pocket_helpers import net, position

pyspiel = pytest.importorskip("pyspiel")

#: OpenSpiel's actions: 0 = pass (check, or fold once someone has bet), 1 = bet (bet, or call)
PASS, BET = 0, 1


def spiel_terminals(n: int) -> list[tuple[list[int], list[int], list[float]]]:
    """Every terminal history of ``kuhn_poker`` with ``n`` players: (cards by seat, moves, returns)."""
    game = pyspiel.load_game("kuhn_poker", {"players": n})
    out = []

    def walk(state):
        if state.is_terminal():
            history = state.history()
            out.append((history[:n], history[n:], state.returns()))
            return
        actions = [a for a, _ in state.chance_outcomes()] if state.is_chance_node() else state.legal_actions()
        for a in actions:
            walk(state.child(a))

    walk(game.new_initial_state())
    return out


def pocket_moves(moves: list[int]) -> str:
    """OpenSpiel's moves in pocket's letters."""
    out = ""
    for m in moves:
        bet_out = "b" in out
        out += ("k" if bet_out else "b") if m == BET else ("f" if bet_out else "c")
    return out


def pocket_terminals(n: int) -> set[tuple[tuple[int, ...], str]]:
    """Every finished hand pocket can reach from every deal: (cards by seat, moves)."""
    import itertools

    out: set[tuple[tuple[int, ...], str]] = set()

    def walk(cards: tuple[int, ...], moves: str) -> None:
        g = position(list(cards), moves)
        if g.is_over:
            out.add((cards, moves))
            return
        for a in g.legal_actions():
            walk(cards, moves + {"check": "c", "bet": "b", "call": "k", "fold": "f"}[a.kind])

    for cards in itertools.permutations(range(1, n + 2), n):
        walk(cards, "")
    return out


@pytest.mark.parametrize("n, expected", [(2, 30), (3, 312)])
def test_as_many_terminal_histories_as_openspiel(n, expected):
    ours = pocket_terminals(n)
    theirs = {(tuple(c + 1 for c in cards), pocket_moves(moves)) for cards, moves, _ in spiel_terminals(n)}
    assert len(ours) == len(theirs) == expected
    assert ours == theirs


@pytest.mark.parametrize("n", [2, 3])
def test_every_openspiel_hand_ends_with_the_same_returns(n):
    for cards, moves, returns in spiel_terminals(n):
        g = position([c + 1 for c in cards], pocket_moves(moves))
        assert g.is_over, (cards, moves)
        assert net(g) == [int(r) for r in returns], (cards, moves, returns)


@pytest.mark.parametrize(
    "cards, moves, returns",
    [
        ([3, 1], "cc", [1, -1]),  # king checks, jack checks: the king takes the antes
        ([1, 3], "bk", [-2, 2]),  # a jack's bluff called by the king
        ([1, 3], "cbf", [-1, 1]),  # the king bets after a check, the jack folds
        ([2, 4, 1], "cbkf", [-1, 3, -2]),  # 3 players: check, bet, call, fold
        ([4, 2, 3], "bkk", [4, -2, -2]),  # the ace bets and is called twice
    ],
)
def test_fixed_deals_and_betting_match_openspiel(cards, moves, returns):
    n = len(cards)
    state = pyspiel.load_game("kuhn_poker", {"players": n}).new_initial_state()
    for c in cards:
        state.apply_action(c - 1)
    for m in moves:
        state.apply_action(BET if m in "bk" else PASS)
    assert state.is_terminal() and [int(r) for r in state.returns()] == returns
    assert net(position(cards, moves)) == returns
