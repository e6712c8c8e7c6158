"""The set-up (B-SETUP-*): Kings dealt by chance, the field laid face down, the Thrones placed.

1. Kings and Thrones are set aside.
2. The Kings are dealt to the seats from the game's seeded chance (draw 0): a seat plays its King's colour;
   the Gold King's seat plays first and turns go on in seat order (clockwise).
3. Every other piece lies face down on a hex drawn at random (draw 1); the other hexes stay empty.
4. The Thrones: the last player first (B-THRONE-ORDER), each player chooses an empty hex for their Throne,
   their King face up on it (``PlaceThrone``).
5. The first action of the game is a flip (B-SETUP-START).
"""

from __future__ import annotations

from typing import Any, Sequence

from ..core.chance import Chance
from ..core.rules import Event
from .effects import hex_key
from .pieces import THRONE
from .state import ASIDE, THRONES, TURN, BookState


def throne_order(order: tuple[int, ...], reading: str) -> list[int]:
    """Who places a Throne when: the last player first, then backwards ("reverse"), or on clockwise."""
    if reading == "reverse":
        return list(reversed(order))
    return [order[-1], *order[:-1]]


def new_state(r: Any, players: Sequence[str], chance: Chance) -> BookState:
    n = len(players)
    if not r.min_players <= n <= r.max_players:
        raise ValueError(f"book is for 2 to 4 players, not {n}")
    board = r.board
    o = r.options
    P = r.pieces(n)
    F = r.field(n)
    colours = board.colours(n, o.expansion)
    dealt = chance.shuffled(0, colours)  # the Kings, shuffled face down, one per seat
    s = BookState(n, list(players), list(dealt), F.size, P.count)
    gold = dealt.index("gold")
    s.order = tuple((gold + i) % n for i in range(n))
    kings = set(P.kings)
    thrones = set(P.landmarks[THRONE])
    laid = [p for p in range(P.count) if p not in kings and p not in thrones]
    hexes = chance.shuffled(1, list(F.hexes))
    for p, h in zip(laid, hexes):
        if P.owner[p] < 0:
            s.land[h] = p
        else:
            s.stack[h] = (p,)
        s.loc[p] = h
    s.hidden = sorted(hexes[: len(laid)])
    for p in P.kings:  # each King is shown as it is picked
        s.up[p] = True
        s.seen[p] = True
    for p in sorted(kings | thrones):
        s.loc[p] = ASIDE
        s.aside.append(p)
    for p in thrones:
        s.up[p] = True
        s.seen[p] = True
    s.thrones_left = throne_order(s.order, o.throne_order)
    s.turn = s.thrones_left[0]
    s.phase = THRONES
    for h in F.hexes:
        s.hkey[h] = hex_key(r, s, P, h)
        s.zob ^= s.hkey[h]
    return s


def opening_events(r: Any, s: BookState) -> list[Event]:
    """The set-up as events: the Kings dealt, the order of play, the field laid, who places a Throne first."""
    ev = [
        Event(
            "kings_dealt",
            "B-SETUP-ORDER",
            {
                "players": [f"{s.names[i]} ({s.colours[i]})" for i in range(s.n)],
                "first": s.names[s.order[0]],
                "seat": s.order[0],
            },
        ),
        Event(
            "field_laid",
            "B-SETUP-FIELD",
            {"count": {"n": len(s.hidden), "word": "piece"}, "hexes": {"n": len(r.field(s.n).hexes), "word": "hex"}},
        ),
    ]
    if s.phase == THRONES and s.thrones_left:
        ev.append(Event("thrones_begin", "B-SETUP-THRONE", {"player": s.names[s.thrones_left[0]]}))
    return ev


def place_throne(c: Any, h: int) -> None:
    """``PlaceThrone``: the next Throne aside goes on ``h`` with the placer's King face up on it."""
    from .effects import drop

    s, P = c.s, c.P
    seat = c.seat
    throne = min(p for p in s.aside if P.kind[p] == THRONE)
    king = P.kings[seat]
    s.aside.remove(throne)
    s.aside.remove(king)
    s.land[h] = throne
    s.loc[throne] = h
    drop(c, h, (king,))
    s.thrones_left.pop(0)
    c.event("throne_placed", "B-SETUP-THRONE", player=c.who(seat), hex=c.lab(h))
    if s.thrones_left:
        s.turn = s.thrones_left[0]
    else:
        s.phase = TURN
        s.turn = s.order[0]
        c.event("game_begins", "B-SETUP-START", player=c.who(s.turn))
