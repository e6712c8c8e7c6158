"""Shared helpers for the herds tests: positions in the herds notation, and an independent scorer.

The scorer here is written separately from ``genesis_nb.herds.scoring`` (union-find over the grid
instead of flood fills, no shared code), so the random-play tests compare two implementations.
"""

from __future__ import annotations

from genesis_nb.herds import default_board, from_position, square_index

BOARD = default_board()
SPECIES_LETTER = {"reptile": "r", "dinosaur": "d", "mammal": "m", "man": "h"}
ALL4 = "reptile,dinosaur,mammal,man"


def grid(tiles: dict[str, str], players: int = 4, board=BOARD) -> str:
    """The grid field for tiles given as {"c3": "Fm", ...} on ``board`` (blocked squares filled in)."""
    cells = ["."] * 140
    for s, k in enumerate(board.kinds):
        if k != ".":
            cells[s] = k
        elif players == 2 and s % 14 >= 11:
            cells[s] = "-"
    for name, tile in tiles.items():
        s = square_index(name)
        assert cells[s] == ".", f"{name} is not free land on this board"
        cells[s] = tile
    rows = []
    for r in range(10):
        out, run = [], 0
        for c in cells[r * 14 : (r + 1) * 14]:
            if c == ".":
                run += 1
                continue
            if run:
                out.append(str(run))
                run = 0
            out.append(c)
        if run:
            out.append(str(run))
        rows.append("".join(out))
    return "/".join(rows)


def position(
    tiles: dict[str, str] | None = None,
    players: str = ALL4,
    turn: str | None = None,
    phase: str = "first",
    dice: str = "forest,savannah",
    used: str = "-",
    rolls: int = 1,
    grid_text: str | None = None,
) -> str:
    n = len(players.split(","))
    g = grid_text if grid_text is not None else grid(tiles or {}, n)
    turn = turn or players.split(",")[0]
    return f"herds players={players} turn={turn} phase={phase} dice={dice} used={used} rolls={rolls} grid={g}"


def game_from(tiles=None, options=None, seed=0, **fields):
    """A game starting from ``position(tiles, **fields)``."""
    return from_position(position(tiles, **fields), options=options, seed=seed)


# ------------------------------------------------------------------------------ independent recount
def analyse(cells):
    """One raster scan with union-find (the engine uses flood fills): areas, herds, vacant regions.

    Returns three dicts root -> list of squares."""
    pa = list(range(140))
    ph = list(range(140))
    pv = list(range(140))
    for s in range(140):
        v = cells[s]
        if v < 0:
            continue
        for t in ((s - 1) if s % 14 else -1, s - 14):
            if t < 0:
                continue
            w = cells[t]
            if v == 0:
                if w == 0:
                    a, b = s, t
                    while pv[a] != a:
                        a = pv[a]
                    while pv[b] != b:
                        b = pv[b]
                    pv[a] = b
            elif w > 0 and (v - 1) >> 2 == (w - 1) >> 2:
                a, b = s, t
                while pa[a] != a:
                    a = pa[a]
                while pa[b] != b:
                    b = pa[b]
                pa[a] = b
                if v == w:
                    a, b = s, t
                    while ph[a] != a:
                        a = ph[a]
                    while ph[b] != b:
                        b = ph[b]
                    ph[a] = b
    areas, herds, vacant = {}, {}, {}
    for s in range(140):
        v = cells[s]
        if v > 0:
            a = s
            while pa[a] != a:
                a = pa[a]
            b = s
            while ph[b] != b:
                b = ph[b]
            areas.setdefault(a, []).append(s)
            herds.setdefault(b, []).append(s)
        elif v == 0:
            a = s
            while pv[a] != a:
                a = pv[a]
            vacant.setdefault(a, []).append(s)
    return areas, herds, vacant


def room_left(cells) -> bool:
    """True if three connected vacant squares remain."""
    return any(len(r) >= 3 for r in analyse(cells)[2].values())


def recount(cells, n, rounding="multiply_first", tied_largest="all_double", tied_herds="per_herd", parts=None):
    """Points per seat, from the rulebook, written without the engine's code."""
    areas, herds, _ = parts or analyse(cells)
    herd_root = {}
    for root, sq in herds.items():
        for x in sq:
            herd_root[x] = root
    scored = [a for a in areas.values() if len(a) >= 3]
    terrain_of = {id(a): (cells[a[0]] - 1) // 4 for a in scored}
    mult = {id(a): 1 for a in scored}
    if scored:
        biggest = max(len(a) for a in scored)
        top = [a for a in scored if len(a) == biggest]
        no_bonus = set()
        doubles = True
        if len(top) == 1:
            mult[id(top[0])] = 3
            no_bonus.add(terrain_of[id(top[0])])
        elif tied_largest == "others_double":
            no_bonus |= {terrain_of[id(a)] for a in top}
        elif tied_largest == "no_double":
            doubles = False
        if doubles:
            for t in range(4):
                if t in no_bonus:
                    continue
                mine = [a for a in scored if terrain_of[id(a)] == t]
                if mine:
                    m = max(len(a) for a in mine)
                    best = [a for a in mine if len(a) == m]
                    if len(best) == 1:
                        mult[id(best[0])] = 2
    pts = [0] * n

    def split(pool, tied, m):
        owners = [(cells[h[0]] - 1) % 4 for h in tied]
        if tied_herds == "per_player":
            owners = sorted(set(owners))
        ways = len(owners)
        each = pool * m // ways if rounding == "multiply_first" else pool // ways * m
        for p in owners:
            pts[p] += each

    for a in scored:
        m = mult[id(a)]
        roots = {herd_root[x] for x in a}
        sizes = sorted((len(herds[r]), r) for r in roots)
        if len(sizes) == 1:
            pts[(cells[a[0]] - 1) % 4] += 6 * m
            continue
        big = sizes[-1][0]
        firsts = [herds[r] for size, r in sizes if size == big]
        if len(firsts) > 1:
            split(6, firsts, m)
            continue
        pts[(cells[firsts[0][0]] - 1) % 4] += 4 * m
        second = max(size for size, r in sizes if size < big)
        split(2, [herds[r] for size, r in sizes if size == second], m)
    return pts


def filled(players: int = 2, leave: tuple[str, ...] = (), board=BOARD, species=None, owners=None) -> dict[str, str]:
    """Tiles on every playable square except ``leave``, species in turn, terrains cycling per species
    (so nobody exceeds 13 tiles of a terrain while each holds at most 52 tiles)."""
    from genesis_nb.herds.boarddata import square_name

    letters = species or ["r", "d", "m", "h"][:players]
    used = {x: 0 for x in letters}
    out = {}
    i = 0
    for s in range(140):
        name = square_name(s)
        if board.kinds[s] != "." or (players == 2 and s % 14 >= 11) or name in leave:
            continue
        who = owners(i) if owners else letters[i % len(letters)]
        out[name] = "FSMW"[used[who] % 4] + who
        used[who] += 1
        i += 1
    return out
