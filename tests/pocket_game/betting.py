"""One hand's betting, read from its moves alone: whose turn, whether it is done, who is still in."""

from __future__ import annotations

from .state import BET, CALL, CHECK, FOLD


def opener(hand: int, n: int, rotate: bool) -> int:
    """The seat that opens ``hand`` (rule P-ROTATE)."""
    return hand % n if rotate else 0


def seat_of(first: int, i: int, n: int) -> int:
    """The seat that makes the hand's ``i``-th move."""
    return (first + i) % n


def bettor_at(moves: str) -> int:
    """The index of the hand's bet in ``moves``, or -1 while nobody has bet."""
    return moves.find(BET)


def is_done(moves: str, n: int) -> bool:
    """Whether the hand's betting is over: everybody checked, or everybody else answered the bet."""
    at = bettor_at(moves)
    return len(moves) == n if at < 0 else len(moves) - at - 1 == n - 1


def is_sound(moves: str, n: int) -> bool:
    """Whether ``moves`` is a sequence of moves a hand can have (done or not)."""
    at = bettor_at(moves)
    before, after = (moves, "") if at < 0 else (moves[:at], moves[at + 1 :])
    if any(m != CHECK for m in before) or len(before) >= n + (at < 0):
        return False
    return all(m in (CALL, FOLD) for m in after) and len(after) <= n - 1


def folded(moves: str, first: int, n: int) -> list[bool]:
    return [any(m == FOLD and seat_of(first, i, n) == s for i, m in enumerate(moves)) for s in range(n)]


def stakes(moves: str, first: int, n: int) -> list[int]:
    """The chips each seat has in the pot this hand: the ante and its bet or call."""
    out = [1] * n
    for i, m in enumerate(moves):
        if m in (BET, CALL):
            out[seat_of(first, i, n)] += 1
    return out


def showdown(moves: str, first: int, n: int) -> list[int]:
    """The seats that show their cards when the hand is done (none when only the bettor is left)."""
    still = [s for s, f in enumerate(folded(moves, first, n)) if not f]
    return still if len(still) > 1 else []


def winner(moves: str, first: int, cards: list[int]) -> int:
    """The seat that takes the pot of a finished hand (rule P-POT)."""
    n = len(cards)
    still = [s for s, f in enumerate(folded(moves, first, n)) if not f]
    return max(still, key=lambda s: cards[s])
