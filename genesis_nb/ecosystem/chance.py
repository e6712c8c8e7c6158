"""Chance as explicit outcomes: how the games, which roll and draw inside ``apply``, become chance nodes.

OpenSpiel wants every random event as a node of its own, with its outcomes and their probabilities. The
kit's rules draw inside ``apply`` (and ``new_state``) from a ``core.chance.Chance``. ``ScriptedChance`` is a
``Chance`` whose draws come from a script, a list of outcome indices: the first draw takes the first
index, and so on. When the script runs out, the draw raises ``NeedChance`` telling how many outcomes the
next draw has (all equally likely) and what they mean (a ``roll_last`` keeps it instead: see the end).

So a decision is resolved in steps: apply the action to a copy of the position with the outcomes chosen
so far; if it stops with ``NeedChance(n)``, the game is at a chance node with ``n`` outcomes; choosing one
adds it to the script and the action is applied again from the same position; once ``apply`` runs to its
end the decision is complete. Every draw the rules can make is one uniform choice among ``n``:

- ``roll(faces, dice)``: one chance node for the whole roll, as OpenSpiel's own dice games have it, an
  outcome per sequence of faces (``len(faces) ** dice`` of them, the first die's face the slowest to change;
  a face printed twice on a die is two faces, so the probabilities stay right); a roll of more outcomes than
  ``JOINT_ROLL_MAX`` is a chance node per die instead;
- ``choice(items)``: an outcome per item; ``generator(counter).randrange(n)`` (or ``choice``,
  ``randint``): an outcome per value;
- ``shuffled(items)``: a Fisher-Yates shuffle, one node per swap (``randrange(i + 1)`` for ``i`` from the
  last position down), which gives every order the same probability.

Replaying ``apply`` costs a copy and a replay per chance node; it keeps the rules untouched. The draws of
one roll or shuffle after the first are known before any is made (``NeedChance.more``: their number of
outcomes does not depend on what is drawn), so the episode moves through them with no replay and replays
the action once when the last of them is chosen. A roll the rules make as the last thing an action does
(``Chance.roll_last``) needs no replay at all, nor an exception: it returns None at once (the rules hand that
back as the action's result), and the ``Stop`` it keeps (``ScriptedChance.stopped``) carries how to finish
the action from where it stopped (``resume``), which the episode calls on its own copy of the
position. A draw the finishing makes is a chance node of its own, after which the action is played again.
"""

from __future__ import annotations

from itertools import product
from typing import Any, Callable, Sequence, TypeVar

from ..core.chance import Chance

T = TypeVar("T")
R = TypeVar("R")
Labels = Sequence[str] | Callable[[], Sequence[str]]  # the outcomes' names, or how to name them
#: the most outcomes a roll of several dice has as one chance node (more: a node per die)
JOINT_ROLL_MAX = 4096


class NeedChance(Exception):
    """The script ran out: the next draw has ``n`` equally likely outcomes, called ``labels`` (named when
    first read: ``named``, the names or how to make them); ``more``: the outcome counts of the draws that
    follow it in the same roll or shuffle, known before any is made (their number does not depend on what is
    drawn), so they need no replay of the action to be found."""

    def __init__(self, n: int, labels: Labels, more: Sequence[int] = ()) -> None:
        super().__init__()
        self.n = n
        self.named = labels
        self.more = tuple(more)
        #: how to finish the action once the outcomes are chosen (``roll_last``), given them, returning the
        #: action's events: None when the action has to be played again from its start with them
        self.resume: Callable[[Sequence[int]], Any] | None = None

    def __str__(self) -> str:
        return f"a chance draw among {self.n} outcomes"

    def __repr__(self) -> str:
        return f"NeedChance({self.n}, more={self.more})"

    @property
    def labels(self) -> list[str]:
        return list(named(self.named))


def _one_node(faces: int, dice: int) -> bool:
    """Whether a roll of ``dice`` dice of ``faces`` faces is one chance node (else a node per die)."""
    return dice >= 2 and faces**dice <= JOINT_ROLL_MAX


def _face_names(faces: Sequence[Any]) -> Callable[[], list[str]]:
    """How to name the outcomes of one die."""
    return lambda: [f"face {f}" for f in faces]


def _roll_names(faces: Sequence[Any], dice: int) -> Callable[[], list[str]]:
    """How to name the outcomes of a roll as one chance node: each sequence of faces, the first die slowest."""
    return lambda: [", ".join(f"face {f}" for f in roll) for roll in product(faces, repeat=dice)]


def _joint_faces(k: int, faces: Sequence[T], dice: int) -> list[T]:
    """The faces of outcome ``k`` of a roll as one chance node (the first die's face the slowest to change)."""
    n = len(faces)
    if dice == 2:  # (the common roll, at every turn of a dice game: no loop)
        first, second = divmod(k, n)
        return [faces[first], faces[second]]
    out = [faces[0]] * dice
    for d in range(dice - 1, -1, -1):
        k, out[d] = k // n, faces[k % n]
    return out


def named(labels: Labels) -> Sequence[str]:
    """The outcomes' names, made now if they were given as how to make them."""
    return labels() if callable(labels) else labels


class ScriptedRandom:
    """The part of ``random.Random`` the rules use, drawing from a ``ScriptedChance``'s script."""

    def __init__(self, chance: ScriptedChance) -> None:
        self._chance = chance

    def randrange(self, start: int, stop: int | None = None, step: int = 1) -> int:
        values = range(start) if stop is None else range(start, stop, step)
        return values[self._chance.draw(len(values), lambda: [str(v) for v in values])]

    def randint(self, a: int, b: int) -> int:
        return self.randrange(a, b + 1)

    def choice(self, seq: Sequence[T]) -> T:
        return seq[self._chance.draw(len(seq), lambda: [str(v) for v in seq])]

    def shuffle(self, x: list[Any]) -> None:
        def swaps(i: int) -> Labels:
            return lambda: [f"swap {i} with {k}" for k in range(i + 1)]

        for i in range(len(x) - 1, 0, -1):
            j = self._chance.draw(i + 1, swaps(i), more=range(i, 1, -1))  # the swaps still to come
            x[i], x[j] = x[j], x[i]

    def random(self) -> float:  # pragma: no cover - no rules draw a real number
        raise TypeError("a scripted chance cannot draw a real number: draw among outcomes instead")


class ScriptedChance(Chance):
    """A ``Chance`` whose draws are read from ``script`` (outcome indices), raising ``NeedChance`` after it.

    A ``roll_last`` the script has no outcome for does not raise: it keeps a ``Stop`` in ``stopped``
    and returns None at once, the action ending there; its ``resume`` finishes the action once the outcomes
    are known. A draw after it, which the action should not make, is refused."""

    __slots__ = ("script", "used", "stopped")

    def __init__(self, script: Sequence[int] = ()) -> None:
        self.seed = 0  # (``Chance``'s one field: a script needs no seed)
        self.script = list(script)
        self.used = 0
        self.stopped: Stop | None = None

    def draw(self, n: int, labels: Labels, more: Sequence[int] = ()) -> int:
        """The next outcome of the script among ``n``; ``more``: the counts of the draws sure to follow."""
        if n < 1:
            raise ValueError("a draw among no outcomes")
        if self.used >= len(self.script):
            if self.stopped is not None:
                raise RuntimeError("a draw after roll_last: roll_last must be the last thing an action does")
            raise NeedChance(n, labels, more)
        k = self.script[self.used]
        if not 0 <= k < n:
            raise ValueError(f"chance outcome {k} is not among the {n} outcomes of this draw")
        self.used += 1
        return k

    def generator(self, counter: int) -> Any:
        return ScriptedRandom(self)

    def roll(self, counter: int, faces: Sequence[T], dice: int = 1) -> list[T]:
        n = len(faces)
        if not _one_node(n, dice):
            return [faces[self.draw(n, _face_names(faces), (n,) * (dice - 1 - d))] for d in range(dice)]
        return _joint_faces(self.draw(n**dice, _roll_names(faces, dice)), faces, dice)

    def roll_last(self, counter: int, faces: Sequence[T], dice: int, then: Callable[[list[T]], R]) -> R:
        """``roll``, then ``then``; when the script has no outcome for the roll, the action stops here: the
        ``Stop`` kept in ``stopped`` can finish it (``resume``), given the roll's outcomes, and this
        returns None."""
        if self.stopped is not None:
            raise RuntimeError("a roll after roll_last: roll_last must be the last thing an action does")
        start = self.used
        if start < len(self.script):  # (played again with outcomes chosen)
            try:
                got = self.roll(counter, faces, dice)
            except NeedChance as need:  # (a roll cut short: the draws after the roll's first)
                done = self.script[start : self.used]
                need.resume = lambda outcomes: then(ScriptedChance([*done, *outcomes]).roll(counter, faces, dice))
                raise
            return then(got)
        self.stopped = Stop(self, faces, dice, then)
        return None  # type: ignore[return-value]  # (the action ends here: ``stopped`` finishes it)

    def shuffled(self, counter: int, items: Sequence[T]) -> list[T]:
        out = list(items)
        ScriptedRandom(self).shuffle(out)
        return out

    def choice(self, counter: int, items: Sequence[T]) -> T:
        return ScriptedRandom(self).choice(items)


class Stop:
    """A ``roll_last`` that waits for its outcomes: the chance node's ``n``, ``named`` and ``more``, as a
    ``NeedChance`` has them, and ``resume``, which finishes the action given the outcomes. Kept by the chance
    (``ScriptedChance.stopped``), not raised: the action returns at once, as ``roll_last`` ends it."""

    __slots__ = ("chance", "faces", "dice", "then", "joint", "n", "more")

    def __init__(self, chance: ScriptedChance, faces: Sequence[Any], dice: int, then: Callable[[list[Any]], Any]):
        self.chance, self.faces, self.dice, self.then = chance, faces, dice, then
        n = len(faces)
        self.joint = _one_node(n, dice)
        self.n = n**dice if self.joint else n
        self.more = () if self.joint else (n,) * (dice - 1)

    @property
    def named(self) -> Labels:
        """How to name the outcomes of the chance node (made when first read)."""
        return _roll_names(self.faces, self.dice) if self.joint else _face_names(self.faces)

    def resume(self, outcomes: Sequence[int]) -> Any:
        """Finish the action with the roll's ``outcomes``: ``then``'s events. A draw ``then`` makes raises its
        ``NeedChance``, and so does a ``roll_last`` it ends with (that one can be finished in turn)."""
        chance = self.chance
        # (the outcomes join the script, so that a draw ``then`` makes waits as any other)
        chance.script += outcomes
        chance.used, chance.stopped = len(chance.script), None
        faces = self.faces
        got = self.then(_joint_faces(outcomes[0], faces, self.dice) if self.joint else [faces[k] for k in outcomes])
        after = chance.stopped
        if after is not None:  # (``then`` ends with a roll of its own: that one waits now)
            need = NeedChance(after.n, after.named, after.more)
            need.resume = after.resume
            raise need
        return got

    def __repr__(self) -> str:
        return f"Stop({self.n}, more={self.more})"
