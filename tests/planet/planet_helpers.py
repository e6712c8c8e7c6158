"""Helpers for the planet tests: compact positions, random play, and an independent knowledge oracle."""

from __future__ import annotations

import random
from typing import Any

from genesis_nb.core.errors import RuleViolation
from genesis_nb.planet import RULES, from_position, new_game

CODES = RULES.codes
LABELS = RULES.labels
SPACE = {label: i for i, label in enumerate(LABELS)}
PAWN = RULES.code_index
BACTERIA = ("b1", "b2")


def pos(
    hands: list[list[str]],
    board: dict[str, str] | None = None,
    *,
    phase: str = "indicate",
    turn: int = 0,
    first: int = 0,
    faces: str = "EEEE",
    aside: str = "D",
    opened: bool = False,
    indicated: int | None = None,
    designated: str | None = None,
    target: str | None = None,
    draws: int = 0,
    bag: list[str] | None = None,
    tray: list[str] | None = None,
    discarded: list[str] | None = None,
    known: dict[str, str] | None = None,
    share: list[int | None] | None = None,
    removed: list[str] | None = None,
    names: list[str] | None = None,
    fill: bool = False,
    free: tuple[str, ...] = (),
) -> str:
    """A position text. ``board`` maps labels to 'm1' (face down, placed by seat 0) or full tokens 'm1^2';
    pawns not mentioned go to the bag (bacteria to the set-aside tray until it opens), or with ``fill``
    onto the free spaces in order (except those in ``free``; the bag is then empty). Knowledge is
    filled in: holders know their pawns, placers theirs, everyone the pawns lying need side up."""
    n = len(hands)
    names = names or ["Ann", "Bo", "Cy", "Di"][:n]
    board = dict(board or {})
    toks = {}
    for label, tok in board.items():
        if len(tok) <= 2 or tok[-2] not in "v^":
            tok = tok + "v0"
        toks[SPACE[label]] = tok
    if discarded is None and phase in ("share", "bacteria_move"):
        # the bacterium being acted on was drawn, so it is the last discarded (b1 shares, b2 moves)
        discarded = ["b1" if phase == "share" else "b2"]
    discarded = list(discarded or [])
    used = {t[:-2] for t in toks.values()} | {c for h in hands for c in h} | set(discarded)
    used |= {item.split(":")[1][:-2] for item in (removed or [])}
    if tray is None:
        tray = [] if opened else [b for b in BACTERIA if b not in used and b not in (bag or [])]
    used |= set(tray)
    if fill:
        used |= set(bag or [])
        lay0 = RULES.board.layout(faces)
        aside_c = RULES.tray_letters.index(aside)
        left = [c for c in CODES if c not in used and c not in BACTERIA]
        for g in range(len(LABELS)):
            if g in toks or LABELS[g] in free or (not opened and lay0.continent[g] == aside_c):
                continue
            want_white = lay0.white[g]
            pick = next((c for c in left if c.startswith("o") == want_white), None)
            if pick is not None:
                left.remove(pick)
                toks[g] = pick + "v0"
                used.add(pick)
        if bag is None:
            bag = [b for b in BACTERIA if b not in used and opened] + left
        else:
            assert not left, f"no room on the board for {left}"
    if bag is None:
        bag = [c for c in CODES if c not in used]
    kn: dict[str, set[int]] = {}
    for seat, h in enumerate(hands):
        for c in h:
            kn.setdefault(c, set()).add(seat)
    for tok in toks.values():
        code, side, placer = tok[:-2], tok[-2], tok[-1]
        if side == "^" and not code.startswith("o"):
            kn[code] = set(range(n))
        elif side == "^":
            kn[code] = set(range(n))
        elif placer != "-":
            kn.setdefault(code, set()).add(int(placer))
    for item in removed or []:
        kn[item.split(":")[1][:-2]] = set(range(n))
    for code, seats in (known or {}).items():
        kn.setdefault(code, set()).update(int(ch) for ch in seats)
    lay = RULES.board.layout(faces)
    groups = []
    for spaces in lay.spaces:
        groups.append(",".join(toks.get(g, "-") for g in spaces))
    known_txt = ",".join(f"{c}:{''.join(str(i) for i in sorted(kn[c]))}" for c in CODES if kn.get(c)) or "-"
    share_txt = ",".join("-" if x is None else str(x) for x in share) if share is not None else "-"
    parts = [
        "planet",
        "players=" + ",".join(names),
        f"faces={faces}",
        f"aside={aside}",
        f"opened={int(opened)}",
        f"first={first}",
        f"turn={turn}",
        f"phase={phase}",
        f"indicated={'-' if indicated is None else indicated}",
        f"designated={designated or '-'}",
        f"target={target or '-'}",
        f"draws={draws}",
        "board=" + "/".join(groups),
        "hands=" + "/".join(",".join(h) or "-" for h in hands),
        "bag=" + (",".join(bag) or "-"),
        "tray=" + (",".join(tray) or "-"),
        "discarded=" + (",".join(discarded) or "-"),
        "removed=" + (",".join(removed or []) or "-"),
        f"known={known_txt}",
        f"share={share_txt}",
    ]
    return " ".join(parts)


def game_at(text: str, seed: int = 0, **options: Any):
    return from_position(text, options=options or None, seed=seed)


def refusal(game: Any, action: Any) -> RuleViolation:
    r = game.why_not(action)
    assert r is not None, f"{action} should be refused"
    assert r.rule_id in game.rules.catalogue, r.rule_id
    text = r.message()
    assert text and "{" not in text, text
    return r


def where_is(s: Any) -> dict[int, str]:
    """Every pawn's place: 'space:<g>', 'hand:<seat>', 'bag', 'tray', 'discarded', 'removed'."""
    out: dict[int, str] = {}

    def put(p: int, where: str) -> None:
        assert p not in out, f"pawn {CODES[p]} is both in {out[p]} and {where}"
        out[p] = where

    for g, p in enumerate(s.board):
        if p >= 0:
            put(p, f"space:{g}")
    for seat, h in enumerate(s.hands):
        for p in h:
            put(p, f"hand:{seat}")
    for p in s.bag:
        put(p, "bag")
    for p in s.tray:
        put(p, "tray")
    for p in s.discarded:
        put(p, "discarded")
    for _, p, _ in s.removed:
        put(p, "removed")
    return out


def check_conservation(s: Any) -> None:
    """All 26 pawns exactly once; the structural rules of the table hold."""
    w = where_is(s)
    assert len(w) == RULES.n_pawns, sorted(set(range(RULES.n_pawns)) - set(w))
    lay = RULES.board.layout(s.faces)
    kind = RULES.kind
    for g, p in enumerate(s.board):
        if p >= 0:
            assert (kind[p] == 5) == lay.white[g], (LABELS[g], CODES[p])
            assert kind[p] != 6
            if not s.opened:
                assert lay.continent[g] != s.aside or kind[p] == 5
    for h in s.hands:
        assert len(h) <= 3
        assert all(kind[p] != 6 for p in h)
    assert s.bag == sorted(s.bag)
    assert (not s.opened and len(s.tray) == 2) or (s.opened and not s.tray)


def random_game(seed: int, players: int | None = None, options: dict | None = None, on_step=None):
    rng = random.Random(seed)
    players = players or 2 + seed % 3
    g = new_game(players, seed=seed, options=options)
    if on_step:
        on_step(g, None)
    while not g.is_over:
        a = rng.choice(g.legal_actions())
        g.play(a)
        if on_step:
            on_step(g, a)
    return g


OPTION_SETS = [
    {},
    {"faces": "difficult"},
    {"faces": "random", "preplaced_oxygen": 2},
    {"cannot_place": "skip", "share_pick": "random", "look_move_stay": False},
    {"oxygen_optional": True, "flip_back": True, "end_bacteria": "stop"},
    {"removal": "cascade", "water": "at_most_one", "share_oxygen": False, "preplaced_oxygen": 4},
    {"faces": "EDDE", "preplaced_oxygen": 1, "share_pick": "random"},
]


class Oracle:
    """Who may know which need, worked out from the positions alone (not from ``state.known``).

    A seat may know a pawn's need once it has held the pawn, placed it, or looked at it with look-move;
    everyone may know it once it has lain need side up on the table (and at the end, once revealed).
    """

    def __init__(self, game: Any) -> None:
        self.n = game.state.n
        self.knows: set[tuple[int, int]] = set()
        self.public: set[int] = set()
        self.update(game, None, None)

    def update(self, game: Any, before: Any, action: Any) -> None:
        s = game.state
        for seat, h in enumerate(s.hands):
            for p in h:
                self.knows.add((seat, p))
        if before is not None and action is not None and type(action).__name__ == "Look":
            self.knows.add((game.steps[-1].actor, before.board[action.space]))
        for _g, p in enumerate(s.board):
            if p >= 0 and s.up[p]:
                self.public.add(p)
        for _, p, _ in s.removed:
            self.public.add(p)

    def may_know(self, observer: Any, p: int) -> bool:
        if observer == "all":
            return True
        if p in self.public:
            return True
        if observer == "public":
            return False
        return (observer, p) in self.knows


def unchecked_game(board: Any, text: str | None = None, players: int = 2, seed: int = 0, **options: Any):
    """A game on a board object that ``new_game`` and ``from_position`` refuse (its pawns out of the
    numbering a board file gets), built past their check: the rules code must not depend on that
    numbering, and the tests that use this show it does not."""
    from genesis_nb.core.game import Game

    opts = RULES.options_from_json(options or None)
    rules = RULES.with_setup(board, opts)
    if text is None:
        names = [f"Player {i + 1}" for i in range(players)]
        return Game.new(rules, names, seed=seed, options=opts, board=board)
    return Game.from_position(rules, text, seed=seed, options=opts, board=board)
