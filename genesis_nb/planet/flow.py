"""Carrying out planet's actions, and everything automatic that follows up to the next decision.

Events name players, spaces and colours. An event that shows a hidden need carries
``data["private_to"]`` (the seats allowed to see it); every other event is public and never holds a
need that is not lying face up on the table. ``view.visible(event, observer)`` applies that audience.
"""

from __future__ import annotations

from typing import Any

from ..core.catalogue import count
from ..core.chance import Chance
from ..core.lazy import lazy_module
from ..core.rules import Event
from .boarddata import BACTERIA, OXYGEN
from .scoring import evaluate, level
from .state import BACTERIA_MOVE, DESIGNATE, EXCHANGE, FLIP, INDICATE, LOOK, LOOK_MOVE, OVER, PLACE, SHARE

A = lazy_module(f"{__package__}.actions")  # the action classes, made when first used


def _goto(r: Any, s: Any, phase: str) -> None:
    r.machine.check(s.phase, phase)
    s.phase = phase


def _colour(r: Any, p: int) -> str:
    return f"word.colour.{r.colour[p]}"


def _need(r: Any, p: int) -> dict[str, Any]:
    return dict(r.need_data[p])


def _cont(r: Any, c: int) -> str:
    return r.board.trays[c].name


# ------------------------------------------------------------------------------------------ turns
def begin_turn(r: Any, s: Any, ev: list[Event]) -> None:
    """Start the active player's turn, skipping players who hold nothing or can place nothing."""
    lay = r.layout(s)
    for _ in range(s.n + 1):
        if _placing_done(r, s):
            finish(r, s, ev)
            return
        seat = s.turn
        hand = s.hands[seat]
        if not hand:
            ev.append(Event("skip_empty", "P-R-EMPTY-HAND", {"player": s.names[seat], "seat": seat}))
        elif not any(r.is_open(s, c) and r.can_place_on(s, seat, c, lay) for c in range(len(lay.spaces))):
            ev.append(Event("cannot_place", "P-R-CANNOT-PLACE", {"player": s.names[seat], "seat": seat}))
        else:
            _goto(r, s, INDICATE)
            s.indicated = s.designated = s.target = -1
            ev.append(
                Event(
                    "turn", "P-TURN", {"player": s.names[seat], "seat": seat, "designator": s.names[(seat - 1) % s.n]}
                )
            )
            return
        if s.phase != "turn_end":
            _goto(r, s, "turn_end")
        s.turn = (seat + 1) % s.n
    raise RuntimeError("no player can place a pawn, yet pawns remain")  # pragma: no cover


def _placing_done(r: Any, s: Any) -> bool:
    """Every element and oxygen pawn is on the planet (bacteria left in the bag do not count)."""
    for h in s.hands:
        if h:
            return False
    bag = s.bag
    return not bag or r.kind[bag[0]] == BACTERIA  # the bag is sorted, bacteria have the last ids


def end_turn(r: Any, s: Any, ev: list[Event]) -> None:
    _goto(r, s, "turn_end")
    s.turn = (s.turn + 1) % s.n
    begin_turn(r, s, ev)


# ------------------------------------------------------------------------------------- decisions
def apply_action(r: Any, s: Any, a: Any, chance: Chance) -> list[Event]:
    ev: list[Event] = []
    ph = s.phase
    seat = s.turn
    name = s.names[seat]
    if ph == INDICATE:
        s.indicated = a.slot
        p = s.hands[seat][a.slot]
        ev.append(
            Event("indicate", "P-INDICATE", {"player": name, "seat": seat, "slot": a.slot, "colour": _colour(r, p)})
        )
        _goto(r, s, DESIGNATE)
    elif ph == DESIGNATE:
        c = a.continent
        s.designated = c
        prev = (seat - 1) % s.n
        ev.append(
            Event(
                "designate",
                "P-DESIGNATE",
                {"player": s.names[prev], "seat": prev, "active": name, "continent": _cont(r, c), "index": c},
            )
        )
        if r.can_place_on(s, seat, c):
            _goto(r, s, PLACE)
        else:  # only with cannot_place="skip": the designator chose a continent the hand cannot use
            ev.append(
                Event("cannot_place_here", "P-R-CANNOT-PLACE", {"player": name, "seat": seat, "continent": _cont(r, c)})
            )
            end_turn(r, s, ev)
    elif ph == PLACE:
        _place(r, s, a, chance, ev)
    elif type(a) is A.Skip:
        ev.append(Event("skip_action", "P-R-OX-OPTIONAL", {"player": name, "seat": seat}))
        s.target = -1
        draw_step(r, s, chance, ev)
    elif ph == FLIP:
        p = s.board[a.space]
        s.up[p] = not s.up[p]
        data = {"player": name, "seat": seat, "space": r.labels[a.space], "colour": _colour(r, p)}
        if s.up[p]:
            s.known[p] = (1 << s.n) - 1
            data["need"] = _need(r, p)
            ev.append(Event("flip", "P-OX-FLIP", data))
        else:
            ev.append(Event("flip_down", "P-R-FLIP", data))
        s.target = -1
        draw_step(r, s, chance, ev)
    elif ph == EXCHANGE:
        b = s.board
        g1, g2 = a.first, a.second
        b[g1], b[g2] = b[g2], b[g1]
        ev.append(
            Event(
                "exchange",
                "P-OX-EXCHANGE",
                {
                    "player": name,
                    "seat": seat,
                    "first": r.labels[g1],
                    "second": r.labels[g2],
                    "colour1": _colour(r, b[g2]),
                    "colour2": _colour(r, b[g1]),
                },
            )
        )
        s.target = -1
        draw_step(r, s, chance, ev)
    elif ph == LOOK:
        p = s.board[a.space]
        s.known[p] |= 1 << seat
        s.target = a.space
        ev.append(
            Event(
                "look", "P-OX-LOOK", {"player": name, "seat": seat, "space": r.labels[a.space], "colour": _colour(r, p)}
            )
        )
        ev.append(
            Event(
                "look_need",
                "P-OX-LOOK",
                {"player": name, "space": r.labels[a.space], "need": _need(r, p), "private_to": [seat]},
            )
        )
        _goto(r, s, LOOK_MOVE)
    elif ph == LOOK_MOVE:
        frm, to = s.target, a.to
        if to == frm:
            ev.append(Event("look_back", "P-R-LOOK-STAY", {"player": name, "seat": seat, "space": r.labels[frm]}))
        else:
            b = s.board
            b[to], b[frm] = b[frm], -1
            ev.append(
                Event(
                    "look_move",
                    "P-OX-LOOK",
                    {
                        "player": name,
                        "seat": seat,
                        "from": r.labels[frm],
                        "to": r.labels[to],
                        "colour": _colour(r, b[to]),
                    },
                )
            )
            _check_open(r, s, ev)
        s.target = -1
        draw_step(r, s, chance, ev)
    elif ph == SHARE:
        giver = r.share_next(s)
        s.share[giver] = a.slot
        p = s.hands[giver][a.slot]
        ev.append(Event("share_choice", "P-BAC-SHARE", {"player": s.names[giver], "seat": giver}))
        ev.append(
            Event(
                "share_choice_mine",
                "P-BAC-SHARE",
                {"player": s.names[giver], "slot": a.slot, "colour": _colour(r, p), "private_to": [giver]},
            )
        )
        if r.share_next(s) < 0:
            _resolve_share(r, s, ev)
            draw_step(r, s, chance, ev)
    elif ph == BACTERIA_MOVE:
        b = s.board
        b[a.to], b[a.frm] = b[a.frm], -1
        lay = r.layout(s)
        ev.append(
            Event(
                "bacteria_move",
                "P-BAC-MOVE",
                {
                    "player": name,
                    "seat": seat,
                    "from": r.labels[a.frm],
                    "to": r.labels[a.to],
                    "colour": _colour(r, b[a.to]),
                    "continent": _cont(r, lay.continent[a.to]),
                },
            )
        )
        _check_open(r, s, ev)
        draw_step(r, s, chance, ev)
    else:  # pragma: no cover
        raise RuntimeError(f"no action expected in phase {ph!r}")
    return ev


def _place(r: Any, s: Any, a: Any, chance: Chance, ev: list[Event]) -> None:
    seat = s.turn
    name = s.names[seat]
    p = s.hands[seat].pop(a.slot)
    g = a.space
    s.board[g] = p
    s.placer[p] = seat
    lay = r.layout(s)
    c = lay.continent[g]
    data = {
        "player": name,
        "seat": seat,
        "colour": _colour(r, p),
        "space": r.labels[g],
        "continent": _cont(r, c),
        "indicated": a.slot == s.indicated,
    }
    ev.append(Event("place", "P-PLACE", data))
    if r.kind[p] != OXYGEN:
        s.up[p] = False
        _check_open(r, s, ev)
        draw_step(r, s, chance, ev)
        return
    s.up[p] = a.need_up
    if not a.need_up:
        ev.append(Event("oxygen_point", "P-OXYGEN", {"player": name, "space": r.labels[g]}))
        draw_step(r, s, chance, ev)
        return
    s.known[p] = (1 << s.n) - 1
    action = r.action_of[p]
    ev.append(
        Event(
            "oxygen_action",
            "P-OXYGEN",
            {"player": name, "space": r.labels[g], "action": f"word.action.{action}", "continent": _cont(r, c)},
        )
    )
    s.target = c
    board = s.board
    if action == "flip":
        possible = bool(r.flip_targets(s, lay))
    else:
        here = sum(1 for h in lay.elements[c] if board[h] >= 0)
        if action == "exchange":
            possible = here >= 1 and len(r.placed_element_spaces(s, lay)) >= 2
        else:
            possible = here >= 1
    if not possible:
        ev.append(Event("no_target", "P-OXYGEN", {"action": f"word.action.{action}", "continent": _cont(r, c)}))
        s.target = -1
        draw_step(r, s, chance, ev)
        return
    _goto(r, s, {"flip": FLIP, "exchange": EXCHANGE, "look_move": LOOK}[action])


def _check_open(r: Any, s: Any, ev: list[Event]) -> None:
    """The set-aside continent opens once a first continent has all its element spaces filled."""
    if s.opened:
        return
    lay = r.layout(s)
    board = s.board
    for c, spaces in enumerate(lay.elements):
        if c == s.aside:
            continue
        for g in spaces:
            if board[g] < 0:
                break
        else:
            s.opened = True
            s.bag.extend(s.tray)
            s.bag.sort()
            s.tray = []
            ev.append(Event("open", "P-ASIDE-OPEN", {"completed": _cont(r, c), "continent": _cont(r, s.aside)}))
            return


# ---------------------------------------------------------------------------------------- drawing
def draw_step(r: Any, s: Any, chance: Chance, ev: list[Event]) -> None:
    """Step 4: draw a pawn; a bacterium is shown, applied and discarded, and the player draws again."""
    _goto(r, s, "draw")
    seat = s.turn
    name = s.names[seat]
    stop = r.options.end_bacteria == "stop"
    while s.bag:
        if stop and _placing_done(r, s):
            break
        i = chance.generator(s.draws).randrange(len(s.bag))
        s.draws += 1
        p = s.bag.pop(i)
        if r.kind[p] != BACTERIA:
            s.hands[seat].append(p)
            s.known[p] |= 1 << seat
            ev.append(Event("draw", "P-DRAW", {"player": name, "seat": seat, "colour": _colour(r, p)}))
            ev.append(Event("draw_need", "P-DRAW", {"player": name, "need": _need(r, p), "private_to": [seat]}))
            break
        s.discarded.append(p)
        action = r.action_of[p]
        ev.append(Event("bacterium", "P-BACTERIA", {"player": name, "seat": seat, "action": f"word.action.{action}"}))
        if action == "share":
            s.share = [-1] * s.n
            if r.options.share_pick == "random":
                for giver in range(s.n):
                    hand = s.hands[giver]
                    pool = [i for i, q in enumerate(hand) if r.options.share_oxygen or r.kind[q] != OXYGEN]
                    if pool:
                        s.share[giver] = pool[chance.generator(s.draws).randrange(len(pool))]
                        s.draws += 1
                _resolve_share(r, s, ev)
                continue
            if r.share_next(s) < 0:
                _resolve_share(r, s, ev)
                continue
            _goto(r, s, SHARE)
            return
        if r.bacteria_moves(s, r.layout(s)):
            _goto(r, s, BACTERIA_MOVE)
            return
        ev.append(Event("move_nothing", "P-BAC-MOVE", {"player": name}))
    end_turn(r, s, ev)


def _resolve_share(r: Any, s: Any, ev: list[Event]) -> None:
    """Everyone passes the chosen pawn to the left-hand neighbour at the same moment."""
    n = s.n
    gifts = {}
    for giver in range(n):
        slot = s.share[giver]
        if slot >= 0:
            gifts[giver] = s.hands[giver][slot]
        else:
            ev.append(Event("share_nothing", "P-R-SHARE-ANY", {"player": s.names[giver], "seat": giver}))
    for giver, p in gifts.items():
        s.hands[giver].remove(p)
    for giver, p in gifts.items():
        to = (giver + 1) % n
        s.hands[to].append(p)
        s.known[p] |= 1 << to
        ev.append(
            Event(
                "share_pass",
                "P-BAC-SHARE",
                {"player": s.names[giver], "seat": giver, "to": s.names[to], "colour": _colour(r, p)},
            )
        )
        ev.append(
            Event(
                "share_need",
                "P-BAC-SHARE",
                {"player": s.names[giver], "to": s.names[to], "need": _need(r, p), "private_to": sorted({giver, to})},
            )
        )
    s.share = []


# ------------------------------------------------------------------------------------------- end
def finish(r: Any, s: Any, ev: list[Event]) -> None:
    """Reveal every element pawn, remove those whose need fails, count the points, name the level."""
    _goto(r, s, OVER)
    s.indicated = s.designated = s.target = -1
    lay = r.layout(s)
    everyone = (1 << s.n) - 1
    for _g, p in enumerate(s.board):
        if p >= 0 and r.kind[p] != OXYGEN:
            s.up[p] = True
            s.known[p] = everyone
    e = evaluate(r.needs, lay, s.board, s.up, r.options.removal, r.options.water)
    ev.append(Event("reveal", "P-REVEAL", {}))
    for g, p, why in e.failed:
        s.board[g] = -1
        s.removed.append((g, p, why))
        ev.append(
            Event(
                "fail",
                "P-REMOVE",
                {"space": r.labels[g], "colour": _colour(r, p), "need": _need(r, p), "reason": f"word.reason.{why}"},
            )
        )
    for c in range(len(lay.spaces)):
        ev.append(
            Event(
                "continent",
                "P-SCORE",
                {
                    "continent": _cont(r, c),
                    "validated": e.validated[c],
                    "elements": e.element_points[c],
                    "oxygen": e.oxygen_points[c],
                    "element_points": count(e.element_points[c], "point"),
                    "oxygen_points": count(e.oxygen_points[c], "point"),
                    "result": "word.validated" if e.validated[c] else "word.not_validated",
                },
            )
        )
    total = e.total
    ev.append(Event("end", "P-LEVEL", {"score": total, "players": s.n, "level": f"word.level.{level(total, s.n)}"}))
