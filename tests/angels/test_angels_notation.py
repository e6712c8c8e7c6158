"""The position notation: reads what it writes, and refuses impossible positions with a reason."""

import pytest
from angels_helpers import position

from genesis_nb.angels import new_game
from genesis_nb.angels.notation import NotationError, from_notation


def test_new_game_notation():
    g = new_game(["Ann Lee", "Bo"], seed=1)
    text = g.notation()
    assert text.startswith("angels players=pink,gray names=Ann%20Lee,Bo god=start phase=setup")
    assert "void=pk,gy,DA" in text
    assert from_notation(text) == g.state


@pytest.mark.parametrize(
    "fields, fault",
    [
        (dict(stock="1.1.1"), "stock and hands hold"),
        (dict(III="pk,pk"), "two tracks"),
        (dict(II="gy,pu,ye,DA"), "missing: pk"),
        (dict(II="-", VI="gy,pu,ye,pk,DA"), "not activated"),
        (dict(god="IX-morning"), "god="),
        (dict(turn="green"), "not one of the players"),
        (dict(wII="pu,pu"), "only once"),
        (dict(hands="1.1/1.1.1/1.1.1/1.1.1", stock="1.1.1"), "three counts"),
        (dict(phase="later"), "setup, turns or over"),
    ],
)
def test_impossible_positions_are_refused(fields, fault):
    base = dict(II="gy,pu,ye,pk,DA")
    base.update(fields)
    with pytest.raises(NotationError, match=fault):
        from_notation(position(**base))


def test_unknown_and_missing_fields():
    with pytest.raises(NotationError, match="unknown field"):
        from_notation(position(II="gy,pu,ye,pk,DA") + " colour=red")
    with pytest.raises(NotationError, match="starts with the word"):
        from_notation("chess rnbqkbnr")
