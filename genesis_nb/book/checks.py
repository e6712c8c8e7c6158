"""Why an action is refused (``ChecksMixin.check``, mixed into ``BookRules``).

A listed legal action passes at once (the list is cached on the state). Any other action is refused with
a rule of the catalogue and a sentence in our own words; a sentence speaks of a face-down piece only as
"a face-down piece", so a refusal never tells what the player may not know.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, NoReturn

from ..core.lazy import lazy_module
from .effects import altar_exits, protected
from .pieces import (
    ABILITY,
    ALTAR,
    ARK,
    BLANK,
    C_FISHER,
    C_KING,
    C_MOB,
    C_PRIEST,
    C_PROPHET,
    CHART,
    CLASS_NAMES,
    GUARD,
    HORSE,
    KIND_NAMES,
    KIND_OF_NAME,
    KING,
    MAN,
    MOUNTAIN,
    THRONE,
    stack_class,
)
from .state import OVER, PEEK, THRONES, TURN, BookState

if TYPE_CHECKING:
    from . import actions as A
else:
    A = lazy_module(f"{__package__}.actions")  # the action classes, made when first used

_CAST_RULES = {
    "refuse.cast_mountain": "B-MOUNTAIN",
    "refuse.protected": "B-ARK",
    "refuse.cast_landmark_known": "B-CAST-LANDMARK",
}


def _is_int(v: Any) -> bool:
    return isinstance(v, int) and not isinstance(v, bool)


class ChecksMixin:
    options: Any
    board: Any
    refuse: Any

    # -- words -----------------------------------------------------------------------------------
    def lab(self, h: Any) -> str:
        return self.board.labels[h] if _is_int(h) and 0 <= h < len(self.board.labels) else str(h)

    def _no(self, rule: str, key: str, **params: Any) -> NoReturn:
        raise self.refuse(rule, key, **params)

    # -- the check --------------------------------------------------------------------------------
    def check(self, s: BookState, action: Any) -> None:
        if s.phase == OVER:
            self._no("B-END", "refuse.over")
        if self.is_listed(s, action):  # type: ignore[attr-defined]
            return
        self._refuse(s, action)
        if s.phase == TURN and self.options.perpetual == "third" and self.repeats(s, action):  # type: ignore[attr-defined]
            self._no("B-PERPETUAL", "refuse.perpetual")
        self._no("B-TURN", "refuse.not_now")  # pragma: no cover - the checks below agree with the list

    def _on_field(self, s: BookState, h: Any) -> int:
        if not _is_int(h) or not 0 <= h < len(self.board.coords):
            self._no("B-FIELD", "refuse.no_such_hex", hex=str(h))
        F = self.field(s.n)  # type: ignore[attr-defined]
        if h >= F.size or not F.inside[h]:
            self._no("B-FIELD", "refuse.off_field", hex=self.lab(h), players=s.n)
        return h

    def _refuse(self, s: BookState, a: Any) -> None:
        name = s.names[s.turn]
        if s.phase == THRONES:
            if not isinstance(a, A.PlaceThrone):
                self._no("B-SETUP-THRONE", "refuse.throne_first", player=name)
            h = self._on_field(s, a.hex)
            if s.stack[h] or s.land[h] >= 0:
                self._no("B-SETUP-THRONE", "refuse.throne_occupied", hex=self.lab(h))
            return
        if isinstance(a, A.PlaceThrone):
            self._no("B-SETUP-THRONE", "refuse.throne_done")
        if s.phase == PEEK:
            if not isinstance(a, A.Peek):
                self._no("B-PROPHECY", "refuse.peek_first", player=name, count={"n": s.peek_left, "word": "piece"})
            h = self._on_field(s, a.hex)
            if not s.is_hidden(h):
                self._no("B-PROPHECY", "refuse.peek_not_hidden", hex=self.lab(h))
            if h in s.peek_hexes:
                self._no("B-PROPHECY", "refuse.peek_twice", hex=self.lab(h))
            return
        if isinstance(a, A.Peek):
            self._no("B-PROPHECY", "refuse.no_prophecy")
        if isinstance(a, A.Flip):
            h = self._on_field(s, a.hex)
            if not s.stack[h] and s.land[h] < 0:
                self._no("B-FLIP", "refuse.flip_empty", hex=self.lab(h))
            if not s.is_hidden(h):
                self._no("B-FLIP", "refuse.flip_face_up", hex=self.lab(h))
            return
        if type(a) not in A.MOVES:
            self._no("B-TURN", "refuse.unknown_action")
        if s.opening:
            self._no("B-SETUP-START", "refuse.first_flip", player=name)
        self._piece_check(s, a)

    def _piece_check(self, s: BookState, a: Any) -> None:
        P = self.pieces(s.n)  # type: ignore[attr-defined]
        F = self.field(s.n)  # type: ignore[attr-defined]
        seat = s.turn
        h = self._on_field(s, a.frm)
        st = s.stack[h]
        if not st:
            lm = s.land[h]
            if lm >= 0 and s.up[lm]:
                self._no("B-LANDMARK-FIXED", "refuse.landmark_fixed", hex=self.lab(h))
            if lm >= 0:
                self._no("B-FLIP", "refuse.piece_hidden", hex=self.lab(h))
            self._no("B-TURN", "refuse.no_piece", hex=self.lab(h))
        if not s.up[st[0]]:
            self._no("B-FLIP", "refuse.piece_hidden", hex=self.lab(h))
        owner = P.owner[st[-1]]
        if owner != seat:
            self._no("B-TURN", "refuse.not_yours", hex=self.lab(h), owner=s.names[owner])
        kinds = [P.kind[p] for p in st]
        cls = stack_class(kinds)
        mounted = len(st) >= 2 and kinds[0] == HORSE
        o = self.options
        if isinstance(a, (A.Travel, A.Gallop, A.Dismount)):
            to = self._on_field(s, a.to)
            if isinstance(a, A.Gallop):
                if not (mounted or kinds == [HORSE]):
                    self._no("B-GALLOP", "refuse.gallop_who", hex=self.lab(h))
                if to not in F.gallop[h]:
                    self._no("B-GALLOP-SHAPE", "refuse.gallop_shape", frm=self.lab(h), to=self.lab(to))
                tst = s.stack[to]
                if tst and s.up[tst[0]] and P.owner[tst[-1]] != seat:
                    self._no("B-GALLOP", "refuse.gallop_eat", hex=self.lab(to))
            else:
                if isinstance(a, A.Dismount) and not mounted:
                    self._no("B-DISMOUNT", "refuse.not_mounted", hex=self.lab(h))
                if F.direction(h, to) < 0:
                    self._no("B-TRAVEL", "refuse.not_adjacent", frm=self.lab(h), to=self.lab(to))
            self._enter_check(s, P, to, a.altar, -1 if isinstance(a, A.Dismount) else h)
            return
        if isinstance(a, (A.Mount, A.Fortify, A.Congregate, A.MoveMountain, A.Cast)) and mounted:
            if isinstance(a, A.Congregate):
                self._no("B-CONGREGATE", "refuse.congregate_mounted", hex=self.lab(h))
            self._no("B-MOUNTED-ABILITIES", "refuse.dismount_first", hex=self.lab(h))
        if isinstance(a, A.Eat):
            self._eat_check(s, P, F, h, cls, a.to)
        elif isinstance(a, A.Mount):
            if kinds[-1] == HORSE:
                self._no("B-MOUNT-WHO", "refuse.horse_on_horse", hex=self.lab(h))
            if len(st) != 1 and not o.mount_merged:
                self._no("B-MOUNT-WHO", "refuse.mount_merged", hex=self.lab(h))
            self._partner(s, P, F, seat, h, a.to, HORSE, "B-MOUNT", "refuse.mount_no_horse")
        elif isinstance(a, A.Fortify):
            if kinds != [GUARD]:
                self._no("B-FORTIFY", "refuse.fortify_who", hex=self.lab(h))
            self._partner(s, P, F, seat, h, a.to, GUARD, "B-FORTIFY", "refuse.fortify_target")
        elif isinstance(a, A.Congregate):
            if kinds != [MAN]:
                self._no("B-CONGREGATE", "refuse.congregate_who", hex=self.lab(h))
            self._partner(s, P, F, seat, h, a.to, MAN, "B-CONGREGATE", "refuse.congregate_target")
        elif isinstance(a, A.MoveMountain):
            if cls != C_KING:
                self._no("B-MOUNTAIN-MOVE", "refuse.not_king", hex=self.lab(h))
            to = self._on_field(s, a.to)
            if F.direction(h, to) < 0:
                self._no("B-TRAVEL", "refuse.not_adjacent", frm=self.lab(h), to=self.lab(to))
            why = self.mountain_ok(s, h, to, bool(a.pull))  # type: ignore[attr-defined]
            if why:
                self._no("B-MOUNTAIN-MOVE", why, frm=self.lab(h), to=self.lab(to))
        elif isinstance(a, A.Cast):
            if cls != C_FISHER:
                self._no("B-CAST", "refuse.not_fisher", hex=self.lab(h))
            to = self._on_field(s, a.to)
            over = next((ov for ov, t in F.cast[h] if t == to), -1)
            if over < 0:
                self._no("B-CAST", "refuse.cast_line", frm=self.lab(h), to=self.lab(to))
            why = self.cast_ok(s, P, seat, over, to)  # type: ignore[attr-defined]
            if why == "refuse.protected":
                self._protected(s, P, to)
            if why:
                self._no(_CAST_RULES.get(why, "B-CAST"), why, over=self.lab(over), to=self.lab(to))
        else:
            self._ability_check(s, P, F, seat, h, cls, mounted, a)

    def _partner(
        self, s: BookState, P: Any, F: Any, seat: int, h: int, to: Any, kind: int, rule: str, key: str
    ) -> None:
        to = self._on_field(s, to)
        if F.direction(h, to) < 0:
            self._no("B-TRAVEL", "refuse.not_adjacent", frm=self.lab(h), to=self.lab(to))
        tst = s.stack[to]
        if not (len(tst) == 1 and s.up[tst[0]] and P.owner[tst[0]] == seat and P.kind[tst[0]] == kind):
            self._no(rule, key, hex=self.lab(to))

    def _protected(self, s: BookState, P: Any, h: int) -> NoReturn:
        if P.kind[s.land[h]] == ARK:
            self._no("B-ARK", "refuse.on_ark", hex=self.lab(h))
        self._no("B-THRONE", "refuse.on_throne", hex=self.lab(h))

    def _enter_check(self, s: BookState, P: Any, to: int, altar: Any, vacated: int) -> None:
        tst, lm = s.stack[to], s.land[to]
        if tst:
            if not s.up[tst[0]]:
                self._no("B-TRAVEL", "refuse.hex_hidden", hex=self.lab(to))
            key = "refuse.hex_own" if P.owner[tst[-1]] == s.turn else "refuse.hex_enemy"
            self._no("B-TRAVEL", key, hex=self.lab(to))
        if lm >= 0 and not s.up[lm]:
            self._no("B-TRAVEL", "refuse.hex_hidden", hex=self.lab(to))
        if lm >= 0 and P.kind[lm] == MOUNTAIN:
            self._no("B-MOUNTAIN", "refuse.mountain", hex=self.lab(to))
        if lm >= 0 and P.kind[lm] == ALTAR:
            exits = altar_exits(self, s, P, to, vacated, self.options.altar_choice)
            if exits and altar not in exits:
                rule = "B-ALTAR-CHOICE" if len(exits) > 1 else "B-ALTAR"
                self._no(rule, "refuse.altar_pick", hex=self.lab(to), exits=[self.lab(x) for x in exits])
            if not exits and altar is not None:
                self._no("B-ALTAR", "refuse.altar_clogged", hex=self.lab(to))
        elif altar is not None:
            self._no("B-ALTAR", "refuse.altar_not_altar", hex=self.lab(to))

    def _eat_check(self, s: BookState, P: Any, F: Any, h: int, cls: int, to: Any) -> None:
        to = self._on_field(s, to)
        if F.direction(h, to) < 0:
            self._no("B-EAT", "refuse.eat_not_adjacent", frm=self.lab(h), to=self.lab(to))
        tst, lm = s.stack[to], s.land[to]
        if not tst and lm < 0:
            self._no("B-EAT", "refuse.eat_empty", hex=self.lab(to))
        if tst and protected(s, P, to):
            self._protected(s, P, to)
        if s.is_hidden(to):
            if not self.options.blind_eat:
                self._no("B-EAT-REVEALED", "refuse.eat_hidden", hex=self.lab(to))
            return
        if not tst:
            self._no("B-EAT", "refuse.eat_landmark", hex=self.lab(to))
        if P.owner[tst[-1]] == s.turn:
            self._no("B-EAT", "refuse.eat_own", hex=self.lab(to))
        dcls = stack_class([P.kind[p] for p in tst])
        cell = CHART[cls][dcls]
        words = {"attacker": f"word.class.{CLASS_NAMES[cls]}", "defender": f"word.class.{CLASS_NAMES[dcls]}"}
        if cell == BLANK:
            self._no("B-CHART", "refuse.chart_never", **words)
        if cell == ABILITY:
            ability = "word.ability.cast" if cls == C_FISHER else "word.ability.crucify"
            self._no("B-CHART", "refuse.chart_ability", ability=ability, **words)

    def _grave(self, s: BookState, seat: int, g: Any) -> None:
        if not _is_int(g) or not 0 <= g < s.n:
            self._no("B-SACRIFICE", "refuse.no_such_grave", grave=str(g))
        if g == seat:
            self._no("B-SACRIFICE", "refuse.grave_self")

    def _ability_check(self, s: BookState, P: Any, F: Any, seat: int, h: int, cls: int, mounted: bool, a: Any) -> None:
        o = self.options
        want = {
            A.Resurrect: (C_KING, "refuse.not_king"),
            A.Prophecy: (C_PROPHET, "refuse.not_prophet"),
            A.Purge: (C_PRIEST, "refuse.not_priest"),
            A.Ekballo: (C_PRIEST, "refuse.not_priest"),
            A.Crucify: (C_MOB, "refuse.not_mob"),
        }[type(a)]
        rule = {
            A.Resurrect: "B-RESURRECT",
            A.Prophecy: "B-PROPHECY",
            A.Purge: "B-PURGE",
            A.Ekballo: "B-EKBALLO",
            A.Crucify: "B-CRUCIFY",
        }[type(a)]
        if cls != want[0]:
            self._no(rule, want[1], hex=self.lab(h))
        if mounted and o.mounted_abilities == "none":
            self._no("B-MOUNTED-ABILITIES", "refuse.rider_no_ability", hex=self.lab(h))
        if isinstance(a, A.Resurrect):
            self._grave(s, seat, a.grave)
            src = a.source
            if not _is_int(src) or not 0 <= src < s.n:
                self._no("B-RESURRECT", "refuse.no_such_grave", grave=str(src))
            if o.resurrect_from == "opponents" and src == seat:
                self._no("B-RESURRECT-FROM", "refuse.resurrect_own_grave")
            kind = KIND_OF_NAME.get(a.character, -1) if isinstance(a.character, str) else -1
            if not 0 <= kind < 8 or kind == KING:
                self._no("B-RESURRECT", "refuse.resurrect_kind", kind=str(a.character))
            if mounted and kind == HORSE:
                self._no("B-RESURRECT", "refuse.resurrect_horse")
            if not any(P.kind[p] == kind and P.owner[p] == seat for p in s.graves[src]):
                self._no(
                    "B-RESURRECT", "refuse.resurrect_none", kind=f"word.class.{KIND_NAMES[kind]}", grave=s.names[src]
                )
        elif isinstance(a, A.Prophecy):
            if a.grave is None:
                if not self.passive(s, seat, KIND_OF_NAME["prophet"]):  # type: ignore[attr-defined]
                    self._no("B-PROPHECY-PASSIVE", "refuse.not_passive")
            else:
                self._grave(s, seat, a.grave)
        elif isinstance(a, A.Purge):
            if a.grave is None:
                if not (self.passive(s, seat, KIND_OF_NAME["priest"]) or self.on_altar(s, h)):  # type: ignore[attr-defined]
                    self._no("B-PURGE-PASSIVE", "refuse.purge_needs_sacrifice")
            else:
                self._grave(s, seat, a.grave)
            if not self.purge_targets(s, h, seat):  # type: ignore[attr-defined]
                self._no("B-PURGE", "refuse.purge_nothing", hex=self.lab(h))
        elif isinstance(a, A.Ekballo):
            if not self.on_altar(s, h):  # type: ignore[attr-defined]
                self._no("B-EKBALLO", "refuse.ekballo_altar", hex=self.lab(h))
            if not _is_int(a.axis) or not 0 <= a.axis <= 2:
                self._no("B-HEX-LINE", "refuse.bad_axis", axis=str(a.axis))
            self._grave(s, seat, a.grave)
            if not self.ekballo_targets(s, h, a.axis, seat):  # type: ignore[attr-defined]
                self._no("B-EKBALLO", "refuse.ekballo_nothing", hex=self.lab(h))
        else:
            t = self._on_field(s, a.target)
            if t == h:
                self._no("B-CRUCIFY", "refuse.crucify_self")
            tst, lm = s.stack[t], s.land[t]
            if not tst and lm < 0:
                self._no("B-CRUCIFY", "refuse.crucify_empty", hex=self.lab(t))
            if not tst and s.up[lm]:
                self._no("B-CRUCIFY", "refuse.crucify_landmark", hex=self.lab(t))
            if tst and lm >= 0 and P.kind[lm] == THRONE:
                self._no("B-THRONE", "refuse.crucify_throne", hex=self.lab(t))
            self._grave(s, seat, a.grave)


__all__ = ["ChecksMixin"]
