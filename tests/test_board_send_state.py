"""A notebook board's update (``GameBoard.send_state``) is the message ipywidgets itself would send: the same state,
buffer paths and buffers (the drawing), one message per click; only the search for buffers is shorter."""

from __future__ import annotations

from typing import Any

import pytest
from ipywidgets.widgets.widget import _remove_buffers

from genesis_nb.registry import game as info_of


class Comm:
    """A comm that keeps what the widget sends."""

    comm_id = "test"
    kernel = True

    def __init__(self) -> None:
        self.sent: list[tuple[Any, list[Any]]] = []

    def send(self, data: Any = None, metadata: Any = None, buffers: Any = None) -> None:
        self.sent.append((data, list(buffers or [])))

    def close(self, *a: Any, **k: Any) -> None: ...

    def on_msg(self, *a: Any) -> None: ...


@pytest.mark.parametrize("name", ["herds", "angels"])
def test_each_click_sends_one_update_as_ipywidgets_would(name):
    info = info_of(name)
    w = info.board(info.new_game(players=2, seed=4), bots={}, bot_delay=0)
    w.comm = comm = Comm()
    for _ in range(4):
        before = dict(w.get_state())
        action = w.game.legal_actions()[0]
        comm.sent.clear()
        w.handle({"cmd": "play", "action": w.game.rules.registry.to_json(action), "at": w.ply})
        updates = [(d, b) for d, b in comm.sent if d.get("method") == "update"]
        assert len(updates) == 1
        data, buffers = updates[0]
        after = w.get_state()
        changed = {k: v for k, v in after.items() if before.get(k) != v}
        state, paths, bufs = _remove_buffers(changed)
        assert data["state"] == state and data["buffer_paths"] == paths and buffers == bufs
        assert w.drawing == b"" or ["drawing"] in paths


def test_the_whole_state_sent_again_on_request_is_ipywidgets_own():
    info = info_of("herds")
    w = info.board(info.new_game(players=2, seed=4), bots={}, bot_delay=0)
    w.comm = comm = Comm()
    w.send_state()
    (data, buffers), *_ = comm.sent
    state, paths, bufs = _remove_buffers(w.get_state())
    assert data == {"method": "update", "state": state, "buffer_paths": paths} and buffers == bufs
