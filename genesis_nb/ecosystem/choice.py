"""The ids a player chooses from: one id per action, or, for a large game, one id per field of an action.

A game's ``codec.ActionCodec`` numbers every action of its declared space. When that space is small (at most
``FLAT_LIMIT`` ids: a mask of at most 32 KB) an agent picks an action by its codec id in one step. When it is
larger (the product of a kind's fields grows as a power of the board: the book's moves name a hex to leave, a
hex to reach and an Altar, which is over a million ids with two players and ten million with four), an
action is chosen in *steps*, one per field, and ids grow with the board only:

- the first step picks the kind of action and its first field (``kind`` and, say, the hex a piece leaves):
  the ids ``0 ..`` the sum over kinds of their first field's size (a kind without fields is one id, done);
- each further step picks the next field's value by its index in the field's domain (``0 ..`` its size).

Only ids that lead to at least one legal action are legal at each step, so a choice never ends in a dead
end; the action is played when its last field is chosen, and until then the same player keeps the turn
(``Choice.prefix`` holds what was chosen so far, which only that player observes). The id space is the
largest of these (the book: 1,258 ids with two players, 2,516 with four), and a game lasts at most
``steps`` times as many decisions. ``ActionSpace.stepped`` says which encoding a game uses; small games keep
their codec ids unchanged.
"""

from __future__ import annotations

from bisect import bisect_left
from typing import Any, Sequence

from .codec import ActionCodec

#: the most ids an agent chooses among in one step before a game's actions are chosen field by field
FLAT_LIMIT = 32_768


class ActionSpace:
    """The ids of one game's decisions (``size`` of them), flat or stepped (see the module's notes)."""

    KEEP = 65_536  # paths kept (``paths``), at most

    def __init__(self, codec: ActionCodec, limit: int = FLAT_LIMIT) -> None:
        self.codec = codec
        self.stepped = codec.size > limit
        self.first: dict[str, int] = {}  # kind -> its first id at the first step
        self._memo: dict[int, tuple[int, ...]] = {}  # codec id -> its path (``paths``)
        if not self.stepped:
            self.size = codec.size
            self.steps = 1
            return
        start = 0
        widest = 1
        for kind in codec.kinds:
            fields = codec.fields[kind]
            self.first[kind] = start
            start += fields[0][1].size if fields else 1
            widest = max([widest] + [d.size for _, d in fields[1:]])
        self._kind_at = sorted((v, k) for k, v in self.first.items())
        self.size = max(start, widest)
        self.steps = max([1] + [len(f) for f in codec.fields.values()])

    def paths(self, codes: Sequence[int]) -> list[tuple[int, ...]]:
        """``path`` of each of ``codes``, kept (for the ``KEEP`` ids met last)."""
        memo = self._memo
        try:
            return list(map(memo.__getitem__, codes))
        except KeyError:
            pass
        out = []
        for code in codes:
            got = memo.get(code)
            if got is None:
                if len(memo) >= self.KEEP:
                    memo.clear()
                got = memo[code] = self.path(code)
            out.append(got)
        return out

    def path(self, code: int) -> tuple[int, ...]:
        """The ids, step by step, of the action with codec id ``code`` (stepped spaces)."""
        codec = self.codec
        kind = codec.kinds[0]
        for start, k in codec._ends:
            if start <= code:
                kind = k
            else:
                break
        rest = code - codec.offset[kind]
        digits: list[int] = []
        for _, d in reversed(codec.fields[kind]):
            rest, i = divmod(rest, d.size)
            digits.append(i)
        digits.reverse()
        if not digits:
            return (self.first[kind],)
        return (self.first[kind] + digits[0], *digits[1:])

    def describe(self, prefix: Sequence[int], step_id: int) -> str:
        """What choosing ``step_id`` after ``prefix`` means, for people (kind, field and value)."""
        first = prefix[0] if prefix else step_id
        kind = self._kind_at[bisect_left(self._kind_at, (first + 1, "")) - 1][1]
        fields = self.codec.fields[kind]
        k = len(prefix)
        if not fields:
            return kind
        name, domain = fields[k]
        index = step_id - self.first[kind] if k == 0 else step_id
        if not 0 <= index < domain.size:
            return f"{kind}: no {name} {index}"
        return f"{kind}: {name} {domain.value(index)!r}"


class Choice:
    """The decision in one position: the legal actions, their ids, and the ids chosen so far (``prefix``).

    Made from the legal actions (their ids are looked up), or, for a game that lists its legal ids itself
    (``Choice.of_ids``), from the sorted ids alone: the actions are then decoded only when asked for.
    Immutable: ``choose`` returns the next ``Choice`` (or the complete action), so a copied game shares it.
    """

    __slots__ = ("space", "_actions", "codes", "prefix", "_ids", "_paths")

    def __init__(self, space: ActionSpace, actions: Sequence[Any], prefix: tuple[int, ...] = ()) -> None:
        self.space = space
        self._actions: Sequence[Any] | None = actions
        self.codes = space.codec.ids(actions)
        self.prefix = prefix
        self._ids: list[int] | None = None
        self._paths: list[tuple[int, ...]] | None = None

    @classmethod
    def of_ids(cls, space: ActionSpace, codes: list[int], prefix: tuple[int, ...] = ()) -> Choice:
        """The decision whose legal actions have the codec ids ``codes`` (sorted, each once)."""
        c = cls.__new__(cls)
        c.space, c._actions, c.codes, c.prefix, c._paths = space, None, codes, prefix, None
        c._ids = None if space.stepped else codes
        return c

    @property
    def actions(self) -> Sequence[Any]:
        """The legal actions (in the rules' order, or in the order of their ids when made from ids)."""
        if self._actions is None:
            action = self.space.codec.action
            self._actions = [action(code) for code in self.codes]
        return self._actions

    def _action_at(self, code: int) -> Any:
        if self._actions is None:
            return self.space.codec.action(code)
        return self._actions[self.codes.index(code)]

    def paths(self) -> list[tuple[int, ...]]:
        if self._paths is None:
            self._paths = self.space.paths(self.codes)
        return self._paths

    def legal_ids(self) -> list[int]:
        """The ids legal now, sorted (a list of the choice's own: do not change it)."""
        if self._ids is None:
            if not self.space.stepped:
                self._ids = sorted(self.codes)
            else:
                k, prefix = len(self.prefix), self.prefix
                if k:
                    self._ids = sorted({p[k] for p in self.paths() if p[:k] == prefix})
                else:
                    self._ids = sorted({p[0] for p in self.paths()})
        return self._ids

    def is_legal(self, step_id: int) -> bool:
        ids = self._ids or self.legal_ids()
        i = bisect_left(ids, step_id)
        return i < len(ids) and ids[i] == step_id

    def choose(self, step_id: int) -> Any:
        """The complete action ``step_id`` finishes, or the next ``Choice`` when more steps are needed
        (``step_id`` must be legal: ``is_legal``)."""
        if not self.space.stepped:
            return self._action_at(step_id)
        prefix = self.prefix + (step_id,)
        for path, code in zip(self.paths(), self.codes):
            if path == prefix:
                return self._action_at(code)
        nxt = Choice.__new__(Choice)
        nxt.space, nxt._actions, nxt.codes, nxt.prefix = self.space, self._actions, self.codes, prefix
        nxt._ids, nxt._paths = None, self._paths
        return nxt

    def describe(self, step_id: int) -> str:
        """``step_id`` at this step, for people."""
        if not self.space.stepped:
            return ""
        return self.space.describe(self.prefix, step_id)


__all__ = ["ActionSpace", "Choice", "FLAT_LIMIT"]
