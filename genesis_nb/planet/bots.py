"""A heuristic bot for planet that plays only on what its own seat knows.

The rule is structural: ``HeuristicBot.choose(game)`` reads nothing but ``game.actor`` and
``game.view(seat)`` and that seat's own legal actions (``game.legal_actions()`` while it decides), and hands
them (plain JSON) to ``decide``, a function of those alone. The view of a seat holds every colour, the needs
that seat knows and the public game aid; the bot answers with one of the legal actions. It never sees
another player's needs.

Judgement: a pawn whose need it knows is scored on each free space by how well its need is met now and
may still be met (free linked spaces), plus its effect on the known needs of its linked neighbours; for a
pawn whose need it does not know it averages over the needs of that kind it cannot rule out. Oxygen is
always laid element side up (a sure point).
"""

from __future__ import annotations

import random
from typing import Any, Mapping, Sequence

from ..bots.base import SeededBot
from ..core.lazy import lazy_module

A = lazy_module(f"{__package__}.actions")  # the actions, made when first used


class HeuristicBot(SeededBot):
    """Places where the pawn's known need is best met; designates for the indicated pawn's colour."""

    name = "heuristic"

    def choose(self, game: Any) -> Any:
        seat = game.actor
        view = game.view(seat)
        registry = A.registry
        return registry.from_json(decide(view, [registry.to_json(a) for a in game.legal_actions()], self.rng))


def decide(
    view: Mapping[str, Any], legal: Sequence[Mapping[str, Any]], rng: random.Random | None = None
) -> dict[str, Any]:
    """The chosen action (JSON form) among ``legal`` (the actions' JSON forms) for the seat whose view this
    is; it must be that seat's decision."""
    rng = rng or random.Random(0)
    if not legal or view.get("actor") is None or view.get("observer") != view.get("actor"):
        raise ValueError("this view holds no decision: it is not the observer's turn to act")
    k = _Knowledge(view)
    scored = [(k.value(a), rng.random(), a) for a in legal]
    return dict(max(scored, key=lambda t: (t[0], t[1]))[2])


class _Knowledge:
    """What the view tells: spaces, links, pawns (kind, known need), the hand, the game aid."""

    def __init__(self, view: Mapping[str, Any]) -> None:
        self.view = view
        self.me = view["observer"]
        self.phase = view["phase"]
        self.space: dict[int, Mapping[str, Any]] = {}
        self.cont_of: dict[int, int] = {}
        self.by_label: dict[str, int] = {}
        self.in_play: dict[int, bool] = {}
        for c in view["continents"]:
            self.in_play[c["index"]] = c["in_play"]
            for sp in c["spaces"]:
                self.space[sp["id"]] = sp
                self.cont_of[sp["id"]] = c["index"]
                self.by_label[sp["label"]] = sp["id"]
        self.kinds = {g: (sp["pawn"]["kind"] if sp["pawn"] else None) for g, sp in self.space.items()}
        self.needs = {g: sp["pawn"].get("need") for g, sp in self.space.items() if sp["pawn"]}
        self.hand = view["players"][self.me]["hand"] if isinstance(self.me, int) else []
        self.aid = view.get("aid", {})

    # -- judging a placement ------------------------------------------------------------------------
    def nbrs(self, g: int) -> list[int]:
        return [self.by_label[x] for x in self.space[g]["links"]]

    def fit(self, need: Mapping[str, Any] | None, kind: str | None, g: int, kinds: dict[int, str | None]) -> float:
        """How good space ``g`` is for a pawn of ``kind`` (need known or None) given ``kinds`` elsewhere.

        ``kind`` is None for an empty space (no legal move or exchange takes a pawn from one): it fits nowhere
        in particular."""
        if need is None:
            options = self.aid.get(kind) or [None]
            if options == [None]:
                return 0.0
            return sum(self.fit(n, kind, g, kinds) for n in options) / len(options)
        sp = self.space[g]
        c = self.cont_of[g]
        around = [kinds[h] for h in self.nbrs(g)]
        free = sum(1 for x in around if x is None)
        value = 0.0
        if kind == "water":
            waters = [h for h in self.space if self.cont_of[h] == c and h != g and kinds[h] == "water"]
            value += -4.0 if waters else 2.0
        elif kind == "mineral":
            value += 3.0 if sp["soil"] == need.get("soil") else -3.0
        elif kind == "plant":
            value += -3.0 if need["not_linked"] in around else 1.0 - 0.3 * free
        elif kind == "insect":
            value += 3.0 if need["linked"] in around else (0.5 if free else -3.0)
        elif kind == "animal":
            if need["not_linked"] in around:
                value -= 3.0
            elif need["linked"] in around:
                value += 3.0 - 0.3 * free
            else:
                value += 0.3 if free else -3.0
        # the effect on linked neighbours whose need is known
        for h in self.nbrs(g):
            n2 = self.needs.get(h)
            if n2 is None or kinds[h] is None:
                continue
            k2 = kinds[h]
            others = [kinds[x] for x in self.nbrs(h) if x != g]
            if k2 == "plant" and n2.get("not_linked") == kind:
                value -= 3.0
            elif k2 == "insect" and n2.get("linked") == kind and kind not in others:
                value += 2.0
            elif k2 == "animal":
                if n2.get("not_linked") == kind:
                    value -= 3.0
                elif n2.get("linked") == kind and kind not in others:
                    value += 2.0
        return value

    def best_fit(self, need: Mapping[str, Any] | None, kind: str, continents: list[int] | None = None) -> float:
        if kind == "oxygen":
            return 1.5
        spaces = [
            g
            for g, sp in self.space.items()
            if not sp["white"]
            and self.kinds[g] is None
            and self.in_play[self.cont_of[g]]
            and (continents is None or self.cont_of[g] in continents)
        ]
        if not spaces:
            return -5.0
        return max(self.fit(need, kind, g, self.kinds) for g in spaces)

    # -- judging an action --------------------------------------------------------------------------
    def value(self, a: Mapping[str, Any]) -> float:
        t = a["type"]
        if t == "indicate":
            pawn = self.hand[a["slot"]]
            return self.best_fit(pawn.get("need"), pawn["kind"])
        if t == "designate":
            ind = self.view["pending"].get("indicated")
            active = self.view["players"][self.view["turn"]]["hand"]
            pawn = active[ind["slot"]] if ind else None
            if pawn is None:
                return 0.0
            return self.best_fit(pawn.get("need"), pawn["kind"], [a["continent"]])
        if t == "place":
            pawn = self.hand[a["slot"]]
            if pawn["kind"] == "oxygen":
                return 1.5 if not a["need_up"] else 0.5
            return self.fit(pawn.get("need"), pawn["kind"], a["space"], self.kinds)
        if t == "give":
            pawn = self.hand[a["slot"]]
            return -self.best_fit(pawn.get("need"), pawn["kind"])
        if t in ("bacteria_move", "look_move"):
            # a look-move names only where the pawn goes; it comes from the space looked at
            frm = a["frm"] if t == "bacteria_move" else self.by_label[self.view["pending"]["looked"]]
            to = a["to"]
            kind = self.kinds[frm]
            need = self.needs.get(frm)
            kinds = dict(self.kinds)
            kinds[frm] = None
            before = self.fit(need, kind, frm, kinds)
            after = self.fit(need, kind, to, kinds)
            return after - before
        if t == "flip":
            return 1.0 if self.needs.get(a["space"]) is None else 0.0
        if t == "look":
            return 1.0 if self.needs.get(a["space"]) is None else 0.0
        if t == "exchange":
            g1, g2 = a["first"], a["second"]
            k1, k2 = self.kinds[g1], self.kinds[g2]
            kinds = dict(self.kinds)
            before = self.fit(self.needs.get(g1), k1, g1, kinds) + self.fit(self.needs.get(g2), k2, g2, kinds)
            kinds[g1], kinds[g2] = k2, k1
            after = self.fit(self.needs.get(g1), k1, g2, kinds) + self.fit(self.needs.get(g2), k2, g1, kinds)
            return after - before
        return -1.0  # skip: only when nothing better
