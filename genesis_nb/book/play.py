"""Carrying out a checked action: its effect, then traps, Rest, the end, the next turn (``apply_action``).

After the action itself: Rest for each player who has just come to have all their Men face up (B-REST);
the end when no face-down piece is left (B-END, B-END-COUNT); the next player in turn order; the cap
(B-CAP); the position's hash, and its count for the rule against a perpetual pattern (B-PERPETUAL).
"""

from __future__ import annotations

from typing import Any

from ..core.rules import Event
from . import actions as A
from .effects import (
    TURN_KEYS,
    Ctx,
    QuietCtx,
    cls_of,
    discard,
    drop,
    eat_at,
    enter,
    lift,
    may_eat,
    men_count,
    move_land,
    protected,
    rehash,
    rest,
    reveal,
    sacrifice,
    set_face,
    traps,
)
from .pieces import C_MOB, C_PRIEST, KIND_OF_NAME, MAN, MOUNTAIN, stack_class
from .setup import place_throne
from .state import OVER, PEEK, THRONES, TURN, BookState


def apply_action(r: Any, s: BookState, a: Any, record: bool = True, quiet: bool = False) -> list[Event]:
    """Carry out ``a``; ``record``: count the position for the rule against a perpetual pattern; ``quiet``:
    build no events (the same position after it; ``BookRules.advance``)."""
    seat: Any = None if s.phase == OVER else s.turn  # r.actor(s)
    return _carry_out(QuietCtx(r, s, seat) if quiet else Ctx(r, s, seat), s, a, record)


def advance(r: Any, s: BookState, a: Any) -> None:
    """``apply_action(r, s, a, quiet=True)`` (``BookRules.advance``: every ply of a search), in a quiet
    context kept by the rules for the next action (``BookRules._quiet``: one per action under way)."""
    n = s.n
    pool = r._quiet.get(n)
    if pool is None:
        pool = r._quiet[n] = []
    seat: Any = None if s.phase == OVER else s.turn
    if pool:
        c = pool.pop()
        c.s = s
        c.seat = seat
    else:
        c = QuietCtx(r, s, seat)
    _carry_out(c, s, a, True)
    pool.append(c)


def _carry_out(c: Ctx, s: BookState, a: Any, record: bool) -> list[Event]:
    s._cache = None
    gver0 = s.gver
    if s.phase == THRONES:
        place_throne(c, a.hex)
        return _finish(c, gver0, None, False, record)
    if s.phase == PEEK:
        _peek(c, a.hex)
        return _finish(c, gver0, None, s.phase == TURN, record)
    rest_before = _men_before(c, a) if type(a) in _MAY_RAISE_MEN else None
    _DO[type(a)](c, a)
    return _finish(c, gver0, rest_before, s.phase == TURN, record)


def _finish(c: Ctx, gver0: int, rest_before: dict[int, int] | None, turn_over: bool, record: bool) -> list[Event]:
    s, o = c.s, c.o
    s.ply += 1
    if rest_before:
        P = c.P
        mode = o.rest_count == "pieces"
        for i in range(s.n):
            q = s.order[(s.order.index(c.seat) + i) % s.n]
            full = len(P.ids[q][MAN])
            if q in rest_before and full and rest_before[q] < full <= men_count(s, P, q, mode):
                rest(c, q)
    phase = s.phase
    if (phase == TURN or phase == PEEK) and (not s.hidden or (o.end_count != "all" and c.r.no_face_down_left(s))):
        phase = s.phase = OVER
        s.end = "flipped"
    if phase == TURN and turn_over:
        s.opening = False
        order = s.order
        s.turn = order[(order.index(s.turn) + 1) % s.n]
    if phase != OVER and s.ply >= o.move_cap:
        phase = s.phase = OVER
        s.end = "cap"
        s.peek_left = 0  # a Prophecy cut short by the cap
        s.peek_hexes = []
    dirty = c.dirty
    table = s.slot_table
    if table is not None:  # the light rollout's slots of the hexes changed (``rollout.kept``)
        marks = dirty
        if s.gver != gver0:  # and of the Kings, whose slots read the graves
            marks = set(dirty)
            loc = s.loc
            for p in c.P.kings:
                if loc[p] >= 0:
                    marks.add(loc[p])
        for kept in table[1]:
            kept[5].update(marks)
    pc = s.pc
    if pc:
        affects = c.F.affects
        for d in dirty:
            for h in affects[d]:
                if h in pc:
                    del pc[h]
    rehash(c)
    if phase == OVER:
        if type(c) is Ctx:
            c.event("game_over", "B-END" if s.end == "flipped" else "B-CAP", reason=f"word.end.{s.end}")
            c.ev.extend(c.r.result_events(s))
    elif phase == TURN and record:
        if s.gver != gver0:
            s.reps = {}
            s.rep2 = False
        reps = s.reps
        key = s.zob ^ TURN_KEYS[s.turn]
        seen = reps[key] = reps.get(key, 0) + 1
        if seen >= 2:
            s.rep2 = True
    return c.ev


def _men_before(c: Ctx, a: Any) -> dict[int, int] | None:
    """Before an action that could bring a player's Men face up: those players' counts for Rest (B-REST).
    Only a flip, a Resurrect, or an eat or purge that turns pieces face up can raise a count."""
    if type(a) not in _MAY_RAISE_MEN:
        return None
    s, P, o = c.s, c.P, c.o
    mode = o.rest_count == "pieces"
    if isinstance(a, A.Flip):
        top = s.stack[a.hex]
        kind = P.kind
        for p in top:
            if kind[p] == MAN:
                q = P.owner[top[0]]
                return {q: men_count(s, P, q, mode)}
        return None
    if isinstance(a, A.Resurrect):
        return {c.seat: men_count(s, P, c.seat, mode)} if a.character == "man" else None
    if (o.blind_eat and isinstance(a, A.Eat)) or (o.blind_purge and isinstance(a, (A.Purge, A.Ekballo))):
        return {q: men_count(s, P, q, mode) for q in range(s.n)}
    return None


# -- the actions --------------------------------------------------------------------------------------
def _flip(c: Ctx, a: A.Flip) -> None:
    pieces = set_face(c, a.hex, True)
    if c.loud:
        c.event("flip", "B-FLIP", player=c.who(c.seat), hex=c.lab(a.hex), piece=c.piece(pieces))


def _move(c: Ctx, a: Any) -> None:
    st = lift(c, a.frm)
    if c.loud:
        kind = "gallop" if isinstance(a, A.Gallop) else "travel"
        c.event(
            kind,
            "B-GALLOP" if kind == "gallop" else "B-TRAVEL",
            player=c.who(c.seat),
            piece=c.piece(st),
            frm=c.lab(a.frm),
            to=c.lab(a.to),
        )
    if a.altar is None:
        drop(c, a.to, st)
    else:
        enter(c, a.to, st, a.altar)


def _eat(c: Ctx, a: A.Eat) -> None:
    s, P = c.s, c.P
    atk = cls_of(s, P, a.frm)
    if s.is_hidden(a.to):  # option blind_eat (B-EAT-REVEALED)
        pieces = reveal(c, a.to, "B-EAT-REVEALED")
        owner = P.owner[pieces[-1]]
        if owner < 0 or owner == c.seat or not may_eat(atk, cls_of(s, P, a.to)):
            c.event("blind_miss", "B-EAT-REVEALED", player=c.who(c.seat), hex=c.lab(a.to))
            return
    _, ecls, eowner = eat_at(c, a.to, "B-EAT")
    st = lift(c, a.frm)
    drop(c, a.to, st)
    traps(c, a.to, st, atk, ecls, eowner)


def _mount(c: Ctx, a: A.Mount) -> None:
    st = lift(c, a.frm)
    horse = lift(c, a.to)
    drop(c, a.to, horse + st)
    if c.loud:
        c.event("mount", "B-MOUNT", player=c.who(c.seat), piece=c.piece(st), frm=c.lab(a.frm), to=c.lab(a.to))


def _dismount(c: Ctx, a: A.Dismount) -> None:
    st = lift(c, a.frm)
    drop(c, a.frm, st[:1])
    if c.loud:
        c.event("dismount", "B-DISMOUNT", player=c.who(c.seat), piece=c.piece(st[1:]), frm=c.lab(a.frm), to=c.lab(a.to))
    enter(c, a.to, st[1:], a.altar)


def _merge(c: Ctx, a: Any) -> None:
    st = lift(c, a.frm)
    other = lift(c, a.to)
    drop(c, a.to, other + st)
    kind, rule = ("fortify", "B-FORTIFY") if isinstance(a, A.Fortify) else ("congregate", "B-CONGREGATE")
    c.event(kind, rule, player=c.who(c.seat), frm=c.lab(a.frm), to=c.lab(a.to))


def _move_mountain(c: Ctx, a: A.MoveMountain) -> None:
    s, F = c.s, c.F
    d = F.direction(a.frm, a.to)
    run = mountain_run(c.r, s, a.frm, a.to, a.pull)
    st = lift(c, a.frm)
    if a.pull:
        drop(c, a.to, st)
        prev = a.frm
        for h in run:  # run starts next to the King's old hex, going away from it
            move_land(c, h, prev)
            prev = h
    else:
        for h in reversed(run):  # the farthest Mountain first
            move_land(c, h, F.nbr[h][d])
        drop(c, a.to, st)
    c.event(
        "move_mountain",
        "B-MOUNTAIN-MOVE",
        player=c.who(c.seat),
        frm=c.lab(a.frm),
        to=c.lab(a.to),
        how="word.pull" if a.pull else "word.push",
        count={"n": len(run), "word": "mountain"},
    )


def mountain_run(r: Any, s: BookState, frm: int, to: int, pull: bool) -> list[int]:
    """The face-up Mountains a King stepping from ``frm`` to ``to`` pushes (from ``to`` on) or pulls
    (from behind ``frm``), nearest first."""
    P, F = r.pieces(s.n), r.field(s.n)
    d = F.direction(frm, to)
    if d < 0:
        return []
    step = d if not pull else (d + 3) % 6
    h = to if not pull else F.nbr[frm][step]
    out = []
    while h >= 0 and not s.stack[h]:
        lm = s.land[h]
        if lm < 0 or P.kind[lm] != MOUNTAIN or not s.up[lm]:
            break
        out.append(h)
        h = F.nbr[h][step]
    return out


def _resurrect(c: Ctx, a: A.Resurrect) -> None:
    s, P = c.s, c.P
    kind = KIND_OF_NAME[a.character]
    grave = s.graves[a.source]
    piece = next(p for p in reversed(grave) if P.kind[p] == kind and P.owner[p] == c.seat)
    sacrifice(c, a.frm, a.grave)
    grave.remove(piece)
    s.gver += 1
    s.up[piece] = True
    s.seen[piece] = True
    horse = lift(c, a.frm) if s.stack[a.frm] else ()
    drop(c, a.frm, horse + (piece,))
    c.event(
        "resurrect",
        "B-RESURRECT",
        player=c.who(c.seat),
        piece=c.piece((piece,)),
        hex=c.lab(a.frm),
        source=c.who(a.source),
    )


def _prophecy(c: Ctx, a: A.Prophecy) -> None:
    s = c.s
    if a.grave is not None:
        sacrifice(c, a.frm, a.grave)
    s.phase = PEEK
    s.peek_left = min(3 if a.grave is not None else 1, len(s.hidden))
    s.peek_hexes = []
    c.event(
        "prophecy",
        "B-PROPHECY" if a.grave is not None else "B-PROPHECY-PASSIVE",
        player=c.who(c.seat),
        hex=c.lab(a.frm),
        count={"n": s.peek_left, "word": "piece"},
    )


def _peek(c: Ctx, h: int) -> None:
    s = c.s
    s.peek_hexes.append(h)
    s.peek_left -= 1
    if c.loud:
        c.event("peek", "B-PROPHECY", player=c.who(c.seat), hex=c.lab(h))
    if c.r.options.prophecy_reveal == "each":
        _see(c, [h])
    elif s.peek_left == 0:
        _see(c, s.peek_hexes)
    if s.peek_left == 0:
        s.peek_hexes = []
        s.phase = TURN


def _see(c: Ctx, hexes: list[int]) -> None:
    """The peeker sees the pieces on ``hexes``: a private event, and the knowledge kept (B-MEMORY)."""
    s = c.s
    bit = 1 << c.seat
    for h in hexes:
        top = s.stack[h] or (s.land[h],)
        for p in top:
            s.peeked[p] |= bit
        c.event("peek_seen", "B-PROPHECY", player=c.who(c.seat), hex=c.lab(h), piece=c.piece(top), private_to=[c.seat])


def _purge(c: Ctx, a: Any) -> None:
    s, P = c.s, c.P
    r = c.r
    if isinstance(a, A.Ekballo):
        targets = r.ekballo_targets(s, a.frm, a.axis, c.seat)
        rule = "B-EKBALLO"
    else:
        targets = r.purge_targets(s, a.frm, c.seat)
        rule = "B-PURGE" if a.grave is not None else ("B-ALTAR-PURGE" if r.on_altar(s, a.frm) else "B-PURGE-PASSIVE")
    eater = s.stack[a.frm]
    c.event(
        "ekballo" if isinstance(a, A.Ekballo) else "purge",
        rule,
        player=c.who(c.seat),
        hex=c.lab(a.frm),
        count={"n": len(targets), "word": "target"},
    )
    if a.grave is not None:
        sacrifice(c, a.frm, a.grave)
    eaten = []
    for t in sorted(targets):
        if s.is_hidden(t):  # option blind_purge (B-HIDDEN-TARGETS)
            pieces = reveal(c, t, "B-HIDDEN-TARGETS")
            owner = P.owner[pieces[-1]]
            if owner < 0 or owner == c.seat or not r.priest_may_eat(cls_of(s, P, t)):
                continue
        _, ecls, eowner = eat_at(c, t, rule)
        eaten.append((ecls, eowner))
    for ecls, eowner in eaten:
        traps(c, a.frm, eater, C_PRIEST, ecls, eowner)


def _crucify(c: Ctx, a: A.Crucify) -> None:
    s = c.s
    r = c.r
    sacrifice(c, a.frm, a.grave)
    t = a.target
    if s.is_hidden(t) and not s.stack[t]:  # a face-down landmark
        lm = s.land[t]
        if r.options.crucify_landmark == "removed":
            reveal(c, t, "B-CRUCIFY-OWN")
            discard(c, lm)
            c.event("landmark_removed", "B-CRUCIFY-OWN", hex=c.lab(t), piece=c.piece((lm,)))
        else:
            reveal(c, t, "B-CRUCIFY-OWN")
        return
    if s.is_hidden(t):
        reveal(c, t, "B-CRUCIFY")
    _, ecls, eowner = eat_at(c, t, "B-CRUCIFY", "crucified")
    if r.options.crucify_traps:
        traps(c, -1, (), C_MOB, ecls, eowner)


def _cast(c: Ctx, a: A.Cast) -> None:
    s, P = c.s, c.P
    t = a.to
    if s.is_hidden(t):
        top = s.top(t)
        if P.owner[top] < 0:  # a landmark: the turn is lost (B-CAST-LANDMARK)
            if c.r.options.cast_landmark == "revealed":
                reveal(c, t, "B-CAST-LANDMARK")
            else:
                s.landknown[top] = True
                c.dirty.add(t)
            kind = "cast_landmark" if c.r.options.cast_landmark == "revealed" else "cast_landmark_hidden"
            c.event(kind, "B-CAST-LANDMARK", player=c.who(c.seat), hex=c.lab(t))
            return
        reveal(c, t, "B-CAST")
    atk_st = s.stack[a.frm]
    _, ecls, eowner = eat_at(c, t, "B-CAST")
    st = lift(c, a.frm)
    drop(c, t, st)
    traps(c, t, atk_st, stack_class([P.kind[p] for p in atk_st]), ecls, eowner)


_MAY_RAISE_MEN = frozenset((A.Flip, A.Resurrect, A.Eat, A.Purge, A.Ekballo))
_DO = {
    A.Flip: _flip,
    A.Travel: _move,
    A.Gallop: _move,
    A.Eat: _eat,
    A.Mount: _mount,
    A.Dismount: _dismount,
    A.Fortify: _merge,
    A.Congregate: _merge,
    A.MoveMountain: _move_mountain,
    A.Resurrect: _resurrect,
    A.Prophecy: _prophecy,
    A.Purge: _purge,
    A.Ekballo: _purge,
    A.Crucify: _crucify,
    A.Cast: _cast,
}

__all__ = ["apply_action", "mountain_run", "protected"]
