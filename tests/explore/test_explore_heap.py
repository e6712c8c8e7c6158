"""The heap is frozen while a chunk of games plays, and given back after (genesis_nb.core.heap)."""

from __future__ import annotations

import gc
import threading

from genesis_nb.core.heap import frozen_heap
from genesis_nb.explore.play import _play_chunk, play_chunk
from genesis_nb.explore.runner import plan
from genesis_nb.registry import game


def test_the_heap_is_frozen_inside_and_given_back_after():
    assert gc.get_freeze_count() == 0
    with frozen_heap():
        assert gc.get_freeze_count() > 0
        with frozen_heap():  # nested: one freeze
            assert gc.get_freeze_count() > 0
        assert gc.get_freeze_count() > 0, "the inner block must not give back the outer block's freeze"
    assert gc.get_freeze_count() == 0


def test_given_back_when_the_games_raise():
    try:
        with frozen_heap():
            raise RuntimeError("a bot failed")
    except RuntimeError:
        pass
    assert gc.get_freeze_count() == 0


def test_a_freeze_taken_by_someone_else_is_left_alone():
    gc.freeze()
    try:
        with frozen_heap():
            pass
        assert gc.get_freeze_count() > 0
    finally:
        gc.unfreeze()


def test_threads_share_one_freeze_and_the_last_gives_it_back():
    inside = threading.Barrier(3)
    leave = threading.Event()
    seen: list[int] = []

    def chunk():
        with frozen_heap():
            inside.wait()
            leave.wait()
            seen.append(gc.get_freeze_count())

    threads = [threading.Thread(target=chunk) for _ in range(2)]
    for t in threads:
        t.start()
    inside.wait()
    assert gc.get_freeze_count() > 0
    leave.set()
    for t in threads:
        t.join()
    assert len(seen) == 2 and seen[0] > 0
    assert gc.get_freeze_count() == 0


def test_a_chunk_plays_the_same_games_frozen_or_not():
    spec = plan("herds", ["random", "greedy"], games=8, seed=3)
    frozen = play_chunk(spec, 0, 8)
    plain = _play_chunk(spec, game("herds"), 0, 8)
    assert frozen["columns"] == plain["columns"] and frozen["extras"] == plain["extras"]
    assert gc.get_freeze_count() == 0
