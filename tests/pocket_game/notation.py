"""The pocket position in one line::

    pocket names=Ann,Bo hand=2 cards=3,1 moves=cb pots=3,0 stakes=2,1 last=0:3:0,0

``names`` percent-encoded; ``hand`` from 1; ``cards`` each seat's rank (1..players+1); ``moves`` the
hand's moves from its first player (c check, b bet, k call, f fold; ``-`` for none); ``pots`` and
``stakes`` what the finished hands brought each seat; ``last`` the last finished hand (winner's seat,
pot, the ranks shown with 0 for a card not shown), absent before the first hand ends.
"""

from __future__ import annotations

from urllib.parse import quote, unquote

from genesis_nb.core.names import check_names
from genesis_nb.core.notation import NotationError, parse_fields, whole_number

from . import betting
from .state import BETTING, MAX_HANDS, MOVES, OVER, PocketOptions, PocketState

REQUIRED = ("names", "hand", "cards", "moves", "pots", "stakes")
MAX_CHIPS = 10_000


def to_notation(s: PocketState) -> str:
    def ints(xs: list[int] | tuple[int, ...]) -> str:
        return ",".join(map(str, xs))

    parts = [
        "pocket",
        "names=" + ",".join(quote(x, safe="") for x in s.names),
        f"hand={s.hand + 1}",
        f"cards={ints(s.cards)}",
        f"moves={s.moves or '-'}",
        f"pots={ints(s.pots)}",
        f"stakes={ints(s.stakes)}",
    ]
    if s.last is not None:
        parts.append(f"last={s.last[0]}:{s.last[1]}:{ints(s.last[2])}")
    return " ".join(parts)


def _ints(text: str, where: str, n: int, most: int) -> list[int]:
    items = text.split(",")
    if len(items) != n:
        raise NotationError(f"{where} gives {n} numbers, one per player")
    return [whole_number(x, where, most) for x in items]


def from_notation(text: str, options: PocketOptions) -> PocketState:
    f = parse_fields(text, "pocket", REQUIRED, ("last",))
    names = [unquote(x) for x in f["names"].split(",")]
    try:
        check_names(names, 2, 3, "pocket")
    except ValueError as e:
        raise NotationError(f"names: {e}") from None
    n = len(names)
    hand = whole_number(f["hand"], "hand", MAX_HANDS, "the hand")
    if not 1 <= hand <= options.hands:
        raise NotationError(f"hand={hand}: a match of {options.hands} hands counts them from 1")
    cards = _ints(f["cards"], "cards", n, n + 1)
    if len(set(cards)) != n or 0 in cards:
        raise NotationError(f"cards: {n} different ranks from 1 to {n + 1}")
    moves = "" if f["moves"] == "-" else f["moves"]
    if any(m not in MOVES for m in moves) or not betting.is_sound(moves, n):
        raise NotationError(f"moves={moves[:20]!r} is not a hand's betting (c, b, k, f; one bet)")
    done = betting.is_done(moves, n)
    if done and hand != options.hands:
        raise NotationError("moves: only the last hand of the match is left finished")
    pots = _ints(f["pots"], "pots", n, MAX_CHIPS)
    stakes = _ints(f["stakes"], "stakes", n, MAX_CHIPS)
    s = PocketState(names, options.hands, options.rotate, hand - 1, cards, moves, hand, pots, stakes)
    if "last" in f:
        bits = f["last"].split(":")
        if len(bits) != 3:
            raise NotationError("last is winner:pot:shown")
        win = whole_number(bits[0], "last", n - 1, "the winner's seat")
        pot = whole_number(bits[1], "last", 2 * n, "the pot")
        shown = _ints(bits[2], "last", n, n + 1)
        s.last = (win, pot, tuple(shown))
    expected_last = hand > 1 or done
    if (s.last is not None) != expected_last:
        raise NotationError("last is given once a hand has ended, and only then")
    if done:  # the match's last hand, finished: what it brought is in pots and stakes already
        first = betting.opener(hand - 1, n, options.rotate)
        seen = betting.showdown(moves, first, n)
        own = (
            betting.winner(moves, first, cards),
            sum(betting.stakes(moves, first, n)),
            tuple(cards[x] if x in seen else 0 for x in range(n)),
        )
        if s.last != own:
            raise NotationError("last: the finished hand's winner, pot and cards shown are not these")
        s.phase = OVER
    else:
        s.phase = BETTING
    if sum(pots) != sum(stakes):
        raise NotationError("pots and stakes: the chips won add up to the chips put in")
    return s
