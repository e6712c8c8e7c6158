"""The field and the pieces of THE BOOK game, loaded from ``seeds/book.toml`` and validated.

A ``Board`` holds, for 2, 3 and 4 players, the field: a set of hexes in axial coordinates, grouped in
boards (one per set of pieces). Hexes have one global numbering over all three fields (sorted by row,
then from the west), so an action names the same hex, with the same label, whatever the number of
players. It also holds the piece counts of each edition. A file that breaks the field's invariants
raises ``BoardFileError`` naming the fault.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Mapping

from ..core.boarddata import BoardLoader
from ..core.boardfile import board_meta
from ..core.errors import BoardFileError
from .geometry import Coord, connected, hexagon, labels_for
from .pieces import CHARACTERS, COLOURS, KIND_NAMES, KING, LANDMARKS, THRONE

PLAYER_COUNTS = (2, 3, 4)
EDITIONS = ("original", "blood", "manifest")
#: at least this many hexes stay empty after the set-up (room to travel)
MIN_EMPTY = 4
MAX_RADIUS = 10
MAX_HEXES = 2000
MAX_COORD = 1000


@dataclass(frozen=True)
class Edition:
    name: str
    colours: tuple[str, ...]
    boards: int
    landmarks: tuple[int, int, int, int]  # throne, ark, altar, mountain


@dataclass(frozen=True)
class Board:
    """The fields for 2, 3 and 4 players and the piece counts (see the module docstring)."""

    coords: tuple[Coord, ...]  # global hex id -> (q, r); each field's ids come first
    labels: tuple[str, ...]  # global hex id -> "D4"
    fields: Mapping[int, tuple[int, ...]]  # players -> hex ids of the field, in id order
    boards: Mapping[int, tuple[tuple[int, ...], ...]]  # players -> the field's boards (hex ids each)
    characters: tuple[tuple[int, int], ...]  # kind -> (count per set, star points)
    editions: Mapping[str, Edition]
    reconstructed: bool = True
    source: str = "seeds/book.toml"

    @property
    def index(self) -> dict[Coord, int]:
        return {c: i for i, c in enumerate(self.coords)}

    def sets(self, players: int, expansion: str = "blood") -> list[Edition]:
        """The editions whose pieces a game of ``players`` uses."""
        if players == 2:
            return [self.editions["original"]]
        if players == 3:
            return [self.editions["original"], self.editions[expansion]]
        return [self.editions[e] for e in EDITIONS]

    def colours(self, players: int, expansion: str = "blood") -> list[str]:
        return [c for e in self.sets(players, expansion) for c in e.colours]

    def landmark_counts(self, players: int, expansion: str = "blood") -> list[int]:
        """Thrones, Arks, Altars, Mountains of a game of ``players``."""
        return [sum(e.landmarks[i] for e in self.sets(players, expansion)) for i in range(4)]

    def face_down_count(self, players: int, expansion: str = "blood") -> int:
        """The pieces laid face down at the set-up (all but the Kings and the Thrones)."""
        per_set = sum(c for c, _ in self.characters) - self.characters[KING][0]
        lm = self.landmark_counts(players, expansion)
        return per_set * players + sum(lm) - lm[0]

    def to_data(self) -> dict[str, Any]:
        """The board as TOML-shaped data (what ``board_from_data`` reads)."""
        return {
            "meta": {"game": "book", "reconstructed": self.reconstructed},
            "characters": {KIND_NAMES[k]: {"count": c, "points": p} for k, (c, p) in enumerate(self.characters)},
            "editions": {
                name: {
                    "colours": list(e.colours),
                    "boards": e.boards,
                    "landmarks": {KIND_NAMES[LANDMARKS[i]]: e.landmarks[i] for i in range(4)},
                }
                for name, e in self.editions.items()
            },
            "fields": {
                str(n): {"boards": [{"hexes": [list(self.coords[h]) for h in b]} for b in self.boards[n]]}
                for n in PLAYER_COUNTS
            },
        }


def _int(v: Any, where: str, lo: int, hi: int) -> int:
    if isinstance(v, bool) or not isinstance(v, int) or not lo <= v <= hi:
        raise BoardFileError(f"{where} must be a whole number from {lo} to {hi}, not {v!r:.40}")
    return v


def _coord(v: Any, where: str) -> Coord:
    if not isinstance(v, list) or len(v) != 2:
        raise BoardFileError(f"{where} must be a pair [q, r], not {v!r:.40}")
    return (_int(v[0], f"{where} (q)", -MAX_COORD, MAX_COORD), _int(v[1], f"{where} (r)", -MAX_COORD, MAX_COORD))


def _board_hexes(entry: Any, where: str) -> list[Coord]:
    if not isinstance(entry, Mapping):
        raise BoardFileError(f"{where} must be a table with 'centre' and 'radius', or 'hexes'")
    if "hexes" in entry:
        if set(entry) - {"hexes"}:
            raise BoardFileError(f"{where}: give either 'hexes' or 'centre' and 'radius', not both")
        hexes = entry["hexes"]
        if not isinstance(hexes, list) or not hexes:
            raise BoardFileError(f"{where}: 'hexes' must be a non-empty list of [q, r] pairs")
        if len(hexes) > MAX_HEXES:
            raise BoardFileError(f"{where}: more than {MAX_HEXES} hexes")
        out = [_coord(h, f"{where}, hex {i + 1}") for i, h in enumerate(hexes)]
        seen: set[Coord] = set()
        for c in out:
            if c in seen:
                raise BoardFileError(f"{where}: the hex {list(c)} is listed twice")
            seen.add(c)
        return out
    if set(entry) != {"centre", "radius"}:
        raise BoardFileError(f"{where} needs exactly 'centre' and 'radius' (or 'hexes')")
    return hexagon(
        _coord(entry["centre"], f"{where}, centre"), _int(entry["radius"], f"{where}, radius", 1, MAX_RADIUS)
    )


def board_from_data(data: Mapping[str, Any], source: str = "board data") -> Board:
    """Validate and build a board; raise ``BoardFileError`` naming the first fault found."""
    meta = board_meta(data, "book", "a book board is a table with 'characters', 'editions' and 'fields'")
    for key in ("characters", "editions", "fields"):
        if not isinstance(data.get(key), Mapping):
            raise BoardFileError(f"missing the table '{key}'")

    chars = data["characters"]
    unknown = set(chars) - set(KIND_NAMES[:8])
    if unknown:
        raise BoardFileError(f"unknown character(s) {sorted(unknown)}: the characters are {', '.join(KIND_NAMES[:8])}")
    characters = []
    for k in CHARACTERS:
        name = KIND_NAMES[k]
        entry = chars.get(name)
        if not isinstance(entry, Mapping) or set(entry) != {"count", "points"}:
            raise BoardFileError(f"characters.{name} must give 'count' and 'points'")
        count = _int(entry["count"], f"characters.{name}.count", 1 if k == KING else 0, 1 if k == KING else 20)
        characters.append((count, _int(entry["points"], f"characters.{name}.points", 0, 100)))

    eds = data["editions"]
    if set(eds) != set(EDITIONS):
        raise BoardFileError(f"'editions' must list exactly {', '.join(EDITIONS)}")
    editions: dict[str, Edition] = {}
    all_colours: list[str] = []
    for name in EDITIONS:
        e = eds[name]
        where = f"editions.{name}"
        if not isinstance(e, Mapping) or set(e) != {"colours", "boards", "landmarks"}:
            raise BoardFileError(f"{where} must give 'colours', 'boards' and 'landmarks'")
        colours = e["colours"]
        want = 2 if name == "original" else 1
        if not isinstance(colours, list) or len(colours) != want or any(c not in COLOURS for c in colours):
            raise BoardFileError(f"{where}.colours must list {want} of {', '.join(COLOURS)}")
        all_colours += colours
        lm = e["landmarks"]
        if not isinstance(lm, Mapping) or set(lm) != {KIND_NAMES[k] for k in LANDMARKS}:
            raise BoardFileError(f"{where}.landmarks must give throne, ark, altar and mountain")
        counts = tuple(_int(lm[KIND_NAMES[k]], f"{where}.landmarks.{KIND_NAMES[k]}", 0, 50) for k in LANDMARKS)
        if counts[0] != want:
            raise BoardFileError(f"{where}: one Throne per colour, so {want} Throne(s), not {counts[0]}")
        editions[name] = Edition(
            name,
            tuple(colours),
            _int(e["boards"], f"{where}.boards", 1, 4),
            (counts[0], counts[1], counts[2], counts[3]),
        )
    if len(set(all_colours)) != len(all_colours):
        raise BoardFileError("two editions bring the same colour")

    fields_data = data["fields"]
    if set(fields_data) != {str(n) for n in PLAYER_COUNTS}:
        raise BoardFileError(
            "'fields' must give the fields for 2, 3 and 4 players ([fields.2], [fields.3], [fields.4])"
        )
    boards_by_n: dict[int, list[list[Coord]]] = {}
    for n in PLAYER_COUNTS:
        where = f"fields.{n}"
        f = fields_data[str(n)]
        if not isinstance(f, Mapping) or len(f) != 1 or not ({"boards", "hexes"} & set(f)):
            raise BoardFileError(f"{where} must give either 'boards' or 'hexes'")
        if "hexes" in f:
            groups = [_board_hexes({"hexes": f["hexes"]}, where)]
        else:
            bl = f["boards"]
            if not isinstance(bl, list) or not bl or len(bl) > 16:
                raise BoardFileError(f"{where}.boards must be a list of 1 to 16 boards")
            groups = [_board_hexes(b, f"{where}, board {i + 1}") for i, b in enumerate(bl)]
        owner: dict[Coord, int] = {}
        for i, g in enumerate(groups):
            for c in g:
                if c in owner:
                    raise BoardFileError(f"{where}: boards {owner[c] + 1} and {i + 1} overlap at the hex {list(c)}")
                owner[c] = i
        if len(owner) > MAX_HEXES:
            raise BoardFileError(f"{where}: more than {MAX_HEXES} hexes")
        if not connected(owner):
            raise BoardFileError(
                f"{where}: the field is not connected (some hexes cannot be reached "
                "from the others by steps between neighbours)"
            )
        for exp in ("blood", "manifest"):
            probe = Board((), (), {}, {}, tuple(characters), editions)
            need = probe.face_down_count(n, exp) + n + MIN_EMPTY
            if len(owner) < need:
                raise BoardFileError(
                    f"{where}: {len(owner)} hexes are too few: {n} players need "
                    f"{probe.face_down_count(n, exp)} face-down pieces, {n} Throned Kings "
                    f"and at least {MIN_EMPTY} empty hexes ({need})"
                )
        boards_by_n[n] = groups

    first = {}  # the smallest player count whose field holds each hex
    for n in reversed(PLAYER_COUNTS):
        for g in boards_by_n[n]:
            for c in g:
                first[c] = n
    # ids: the 2-player field's hexes first (rows from the north, each from the west), then the hexes the
    # 3-player field adds, then the 4-player field's: a smaller field's hexes make a prefix of the ids
    union = sorted(first, key=lambda c: (first[c], c[1], c[0]))
    index = {c: i for i, c in enumerate(union)}
    lab = labels_for(union)
    fields = {n: tuple(sorted(index[c] for g in gs for c in g)) for n, gs in boards_by_n.items()}
    boards = {n: tuple(tuple(sorted(index[c] for c in g)) for g in gs) for n, gs in boards_by_n.items()}
    return Board(
        tuple(union),
        tuple(lab[c] for c in union),
        fields,
        boards,
        tuple(characters),
        editions,
        reconstructed=bool(meta.get("reconstructed", False)),
        source=source,
    )


BOARDS = BoardLoader("book.toml", board_from_data)
load_board = BOARDS.load_board
default_board = BOARDS.default_board


__all__ = ["Board", "Edition", "board_from_data", "load_board", "default_board", "THRONE", "MIN_EMPTY"]
