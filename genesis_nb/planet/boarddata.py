"""The planet's material: four continent trays (two faces each) and the pawns with their needs, from TOML.

A ``Board`` holds every tray with both faces and every pawn. A game plays on one face of each tray;
``Board.layout(faces)`` gives that choice as flat, precomputed tables (``Layout``) that the rules read
in their inner loops. Space ids do not depend on the faces: tray A's element spaces come first, then
its white space, then tray B's, and so on (both faces of a tray have the same number of spaces).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Mapping

from ..core.boarddata import BoardLoader
from ..core.boardfile import board_meta
from ..core.errors import BoardFileError

# Pawn kinds, in the order of their ids' blocks; their colours; the kinds a need may name.
KINDS = ("water", "mineral", "plant", "insect", "animal", "oxygen", "bacteria")
COLOURS = {
    "water": "blue",
    "mineral": "brown",
    "plant": "green",
    "insect": "black",
    "animal": "orange",
    "oxygen": "white",
    "bacteria": "purple",
}
ELEMENT_KINDS = KINDS[:5]  # the kinds that go on element spaces
WATER, MINERAL, PLANT, INSECT, ANIMAL, OXYGEN, BACTERIA = range(7)
OXYGEN_ACTIONS = ("flip", "exchange", "look_move")
BACTERIA_ACTIONS = ("share", "move")
PER_KIND = 4  # 4 pawns of each element kind and 4 oxygen
TRAYS = 4
ELEMENT_SPACES = 20
FACES = ("easy", "difficult")
#: The longest name of a soil or a continent (a word or two, shown on the board).
NAME_LENGTH = 40
FACE_LETTERS = "ED"


@dataclass(frozen=True)
class Pawn:
    """One pawn: ``code`` (unique, e.g. 'm2'), its kind and its need (fields used by its kind)."""

    code: str
    kind: str
    soil: str | None = None  # mineral: the soil it must lie on
    linked: str | None = None  # insect, animal: a kind it must be linked to
    not_linked: str | None = None  # plant, animal: a kind it must not be linked to
    action: str | None = None  # oxygen, bacteria: its special action

    @property
    def colour(self) -> str:
        return COLOURS[self.kind]

    @property
    def need(self) -> str:
        """The need as a short code (unique per pawn except the four waters, which share one need)."""
        k = self.kind
        if k == "water":
            return "water:one"
        if k == "mineral":
            return f"mineral:on:{self.soil}"
        if k == "plant":
            return f"plant:not:{self.not_linked}"
        if k == "insect":
            return f"insect:with:{self.linked}"
        if k == "animal":
            return f"animal:with:{self.linked}:not:{self.not_linked}"
        return f"{k}:{self.action}"

    def need_data(self) -> dict[str, Any]:
        d: dict[str, Any] = {"code": self.need, "kind": self.kind}
        for key in ("soil", "linked", "not_linked", "action"):
            v = getattr(self, key)
            if v is not None:
                d[key] = v
        return d

    def to_data(self) -> dict[str, Any]:
        d: dict[str, Any] = {"code": self.code, "kind": self.kind}
        for key in ("soil", "linked", "not_linked", "action"):
            v = getattr(self, key)
            if v is not None:
                d[key] = v
        return d


@dataclass(frozen=True)
class Face:
    """One face of a tray: the soil of each element space (in order) and the links between them."""

    soils: tuple[str, ...]
    links: tuple[tuple[int, int], ...]  # pairs of element-space indexes (0-based), low first


@dataclass(frozen=True)
class Tray:
    letter: str
    name: str
    easy: Face
    difficult: Face

    @property
    def size(self) -> int:
        """Element spaces (the white space not counted)."""
        return len(self.easy.soils)

    def face(self, letter: str) -> Face:
        return self.easy if letter == "E" else self.difficult


@dataclass(frozen=True)
class Layout:
    """The spaces of one choice of faces as flat tables indexed by space id."""

    faces: str
    continent: tuple[int, ...]  # space -> continent (tray index)
    white: tuple[bool, ...]  # space -> is it the white (oxygen) space
    soil: tuple[str | None, ...]  # space -> soil (None for white spaces)
    neighbours: tuple[tuple[int, ...], ...]
    elements: tuple[tuple[int, ...], ...]  # continent -> its element spaces
    white_space: tuple[int, ...]  # continent -> its white space
    spaces: tuple[tuple[int, ...], ...]  # continent -> all its spaces
    labels: tuple[str, ...]  # space -> 'A1', 'Aw', ...


@dataclass(frozen=True)
class Board:
    trays: tuple[Tray, ...]
    soils: tuple[str, ...]
    pawns: tuple[Pawn, ...]  # ids: 0..19 elements by kind, 20..23 oxygen, 24..25 bacteria
    reconstructed: bool = True
    source: str = "seeds/planet.toml"
    _layouts: dict[str, Layout] = field(default_factory=dict, compare=False, repr=False)

    # -- derived tables -----------------------------------------------------------------------
    @property
    def n_spaces(self) -> int:
        return sum(t.size + 1 for t in self.trays)

    def offsets(self) -> list[int]:
        out, o = [], 0
        for t in self.trays:
            out.append(o)
            o += t.size + 1
        return out

    def labels(self) -> tuple[str, ...]:
        out = []
        for t in self.trays:
            out += [f"{t.letter}{i + 1}" for i in range(t.size)] + [f"{t.letter}w"]
        return tuple(out)

    def layout(self, faces: str) -> Layout:
        lay = self._layouts.get(faces)
        if lay is None:
            lay = self._layouts[faces] = self._build_layout(faces)
        return lay

    def _build_layout(self, faces: str) -> Layout:
        if len(faces) != len(self.trays) or any(f not in FACE_LETTERS for f in faces):
            raise ValueError(f"faces must be {len(self.trays)} letters E (easy) or D (difficult), not {faces!r}")
        continent: list[int] = []
        white: list[bool] = []
        soil: list[str | None] = []
        elements: list[tuple[int, ...]] = []
        white_space: list[int] = []
        spaces: list[tuple[int, ...]] = []
        nbrs: list[list[int]] = []
        for c, (t, f) in enumerate(zip(self.trays, faces)):
            face = t.face(f)
            base = len(continent)
            ids = list(range(base, base + t.size))
            for i in range(t.size):
                continent.append(c)
                white.append(False)
                soil.append(face.soils[i])
                nbrs.append([])
            for a, b in face.links:
                nbrs[base + a].append(base + b)
                nbrs[base + b].append(base + a)
            w = base + t.size
            continent.append(c)
            white.append(True)
            soil.append(None)
            nbrs.append([])
            elements.append(tuple(ids))
            white_space.append(w)
            spaces.append(tuple(ids) + (w,))
        return Layout(
            faces,
            tuple(continent),
            tuple(white),
            tuple(soil),
            tuple(tuple(sorted(x)) for x in nbrs),
            tuple(elements),
            tuple(white_space),
            tuple(spaces),
            self.labels(),
        )

    def pawn_ids(self, kind: str) -> list[int]:
        return [i for i, p in enumerate(self.pawns) if p.kind == kind]

    def code_index(self) -> dict[str, int]:
        return {p.code: i for i, p in enumerate(self.pawns)}

    # -- data ----------------------------------------------------------------------------------
    def to_data(self) -> dict[str, Any]:
        """The board as TOML-shaped data (what ``board_from_data`` reads)."""
        trays: dict[str, dict[str, Any]] = {}
        for t in self.trays:
            trays[t.letter] = {"name": t.name}
            for fname in FACES:
                face = getattr(t, fname)
                trays[t.letter][fname] = {
                    "soils": list(face.soils),
                    "links": [f"{a + 1}-{b + 1}" for a, b in face.links],
                }
        return {
            "meta": {"game": "planet", "reconstructed": self.reconstructed},
            "soils": list(self.soils),
            "trays": trays,
            "pawns": [p.to_data() for p in self.pawns],
        }


# -------------------------------------------------------------------------------------- loading
def board_from_data(data: Any, source: str = "board data") -> Board:
    """Validate and build a board; raise ``BoardFileError`` naming the first fault found."""
    meta = board_meta(data, "planet", "a planet board is a table with 'soils', 'trays' and 'pawns'")
    unknown = set(data) - {"meta", "soils", "trays", "pawns"}
    if unknown:
        raise BoardFileError(f"unknown section(s): {', '.join(sorted(map(str, unknown)))}")
    soils = data.get("soils")
    if not isinstance(soils, list) or not soils or not all(isinstance(s, str) and s for s in soils):
        raise BoardFileError("'soils' must list the soil types by name")
    if len(soils) > ELEMENT_SPACES or any(len(s) > NAME_LENGTH for s in soils):
        raise BoardFileError(
            f"'soils' must list at most {ELEMENT_SPACES} soil types (one per element space), "
            f"each a name of at most {NAME_LENGTH} characters"
        )
    if len(set(soils)) != len(soils):
        raise BoardFileError("'soils' names a soil type twice")
    trays = _trays(data.get("trays"), soils)
    pawns = _pawns(data.get("pawns"), soils)
    return Board(trays, tuple(soils), pawns, reconstructed=bool(meta.get("reconstructed", False)), source=source)


def _trays(raw: Any, soils: list[str]) -> tuple[Tray, ...]:
    if not isinstance(raw, Mapping):
        raise BoardFileError("missing the table 'trays' (four continent trays A, B, C, D)")
    letters = list(raw)
    if len(letters) != TRAYS:
        raise BoardFileError(f"there must be exactly {TRAYS} continent trays, not {len(letters)}")
    out = []
    for letter in letters:
        if not (isinstance(letter, str) and len(letter) == 1 and letter.isascii() and letter.isupper()):
            raise BoardFileError(f"tray {letter!r}: a tray is named by one capital letter")
        entry = raw[letter]
        where = f"tray {letter}"
        if not isinstance(entry, Mapping):
            raise BoardFileError(f"{where} must be a table")
        extra = set(entry) - {"name", *FACES}
        if extra:
            raise BoardFileError(f"{where}: unknown key(s) {', '.join(sorted(extra))}")
        name = entry.get("name", letter)
        if not isinstance(name, str) or not name or len(name) > NAME_LENGTH:
            raise BoardFileError(f"{where}: 'name' must be text of at most {NAME_LENGTH} characters")
        faces = [_face(entry.get(f), soils, f"{where}, {f} face") for f in FACES]
        if len(faces[0].soils) != len(faces[1].soils):
            raise BoardFileError(
                f"{where}: both faces must have the same number of element spaces "
                f"(easy {len(faces[0].soils)}, difficult {len(faces[1].soils)}), so that "
                f"every choice of faces holds the 20 element pawns"
            )
        out.append(Tray(letter, name, faces[0], faces[1]))
    total = sum(t.size for t in out)
    if total != ELEMENT_SPACES:
        raise BoardFileError(
            f"the four trays have {total} element spaces in all; the 20 element pawns need exactly {ELEMENT_SPACES}"
        )
    return tuple(out)


def _face(raw: Any, soils: list[str], where: str) -> Face:
    if not isinstance(raw, Mapping):
        raise BoardFileError(f"{where} is missing")
    extra = set(raw) - {"soils", "links"}
    if extra:
        raise BoardFileError(f"{where}: unknown key(s) {', '.join(sorted(extra))}")
    sl = raw.get("soils")
    if not isinstance(sl, list) or not sl:
        raise BoardFileError(f"{where}: 'soils' must list the soil of each element space")
    for i, s in enumerate(sl, 1):
        if s not in soils:
            raise BoardFileError(f"{where}, space {i}: unknown soil {s!r} (soils are {', '.join(soils)})")
    k = len(sl)
    links_raw = raw.get("links", [])
    if not isinstance(links_raw, list):
        raise BoardFileError(f'{where}: \'links\' must be a list like ["1-2", "2-3"]')
    links = set()
    for text in links_raw:
        parts = text.split("-") if isinstance(text, str) and len(text) <= 9 else []
        if len(parts) != 2 or not all(p and all(ch in "0123456789" for ch in p) for p in parts):
            raise BoardFileError(
                f'{where}: link {str(text)[:20]!r} is not written like "1-2" (two space numbers, digits 0 to 9)'
            )
        a, b = int(parts[0]), int(parts[1])
        if not 1 <= a <= k or not 1 <= b <= k:
            raise BoardFileError(f"{where}: link {text!r} names a space outside 1..{k} (the white space has no links)")
        if a == b:
            raise BoardFileError(f"{where}: link {text!r} joins a space to itself")
        pair = (min(a, b) - 1, max(a, b) - 1)
        if pair in links:
            raise BoardFileError(f"{where}: the link {text!r} is listed twice")
        links.add(pair)
    return Face(tuple(sl), tuple(sorted(links)))


def _pawns(raw: Any, soils: list[str]) -> tuple[Pawn, ...]:
    if not isinstance(raw, list):
        raise BoardFileError("'pawns' must be a list of tables ([[pawns]])")
    by_kind: dict[str, list[Pawn]] = {k: [] for k in KINDS}
    codes = set()
    for i, entry in enumerate(raw, 1):
        where = f"pawn {i}"
        if not isinstance(entry, Mapping):
            raise BoardFileError(f"{where} must be a table")
        code, kind = entry.get("code"), entry.get("kind")
        if not isinstance(code, str) or not code.isascii() or not code.isalnum() or not code.islower() or len(code) > 8:
            raise BoardFileError(f"{where}: 'code' must be short lower-case letters and digits, like 'm2'")
        where = f"pawn {code}"
        if code in codes:
            raise BoardFileError(f"{where}: the code is used twice")
        codes.add(code)
        if kind not in KINDS:
            raise BoardFileError(f"{where}: unknown kind {kind!r} (kinds are {', '.join(KINDS)})")
        allowed = {
            "water": set(),
            "mineral": {"soil"},
            "plant": {"not_linked"},
            "insect": {"linked"},
            "animal": {"linked", "not_linked"},
            "oxygen": {"action"},
            "bacteria": {"action"},
        }[kind]
        extra = set(entry) - {"code", "kind"} - allowed
        if extra:
            raise BoardFileError(f"{where}: a {kind} pawn has no {', '.join(sorted(extra))}")
        missing = allowed - set(entry)
        if missing:
            raise BoardFileError(f"{where}: a {kind} pawn needs {', '.join(sorted(missing))}")
        if kind == "mineral" and entry["soil"] not in soils:
            raise BoardFileError(f"{where}: unknown soil {entry['soil']!r}")
        for key in ("linked", "not_linked"):
            if key in entry and entry[key] not in ELEMENT_KINDS:
                raise BoardFileError(
                    f"{where}: {key} must name an element kind ({', '.join(ELEMENT_KINDS)}), not {entry[key]!r}"
                )
        if kind == "animal" and entry["linked"] == entry["not_linked"]:
            raise BoardFileError(f"{where}: an animal cannot need to be linked and not linked to the same kind")
        if kind == "oxygen" and entry["action"] not in OXYGEN_ACTIONS:
            raise BoardFileError(f"{where}: oxygen actions are {', '.join(OXYGEN_ACTIONS)}, not {entry['action']!r}")
        if kind == "bacteria" and entry["action"] not in BACTERIA_ACTIONS:
            raise BoardFileError(
                f"{where}: bacteria actions are {', '.join(BACTERIA_ACTIONS)}, not {entry['action']!r}"
            )
        by_kind[kind].append(
            Pawn(code, kind, entry.get("soil"), entry.get("linked"), entry.get("not_linked"), entry.get("action"))
        )
    for kind in KINDS:
        want = 2 if kind == "bacteria" else PER_KIND
        if len(by_kind[kind]) != want:
            raise BoardFileError(f"there must be {want} {kind} pawns, not {len(by_kind[kind])}")
        if kind in ("mineral", "plant", "insect", "animal"):
            needs = [p.need for p in by_kind[kind]]
            if len(set(needs)) != len(needs):
                raise BoardFileError(f"the four {kind} pawns must each have a different need")
    if len({p.soil for p in by_kind["mineral"]}) != len(by_kind["mineral"]):
        raise BoardFileError("the four minerals must each need a different soil")
    if {p.action for p in by_kind["oxygen"]} != set(OXYGEN_ACTIONS):
        raise BoardFileError(
            "the oxygen pawns must carry each special action (flip, exchange, look_move) at least once"
        )
    if sorted(str(p.action) for p in by_kind["bacteria"]) != sorted(BACTERIA_ACTIONS):
        raise BoardFileError("the two bacteria must be one 'share' and one 'move'")
    return tuple(p for kind in KINDS for p in by_kind[kind])


BOARDS = BoardLoader("planet.toml", board_from_data)
load_board = BOARDS.load_board
default_board = BOARDS.default_board
