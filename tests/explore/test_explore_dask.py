"""A real Dask cluster (two worker processes) plays the same games as this process, for the same seeds."""

from __future__ import annotations

import pytest

pd = pytest.importorskip("pandas")
distributed = pytest.importorskip("distributed")

from genesis_nb.explore import tournament  # noqa: E402
from genesis_nb.explore.runner import is_dask_client, resolve_executor  # noqa: E402


def test_local_cluster_gives_the_serial_results():
    lineups = {
        "angels": ["greedy", "random", "random"],
        "herds": ["greedy", "random"],
        "planet": ["heuristic", "random", "random"],
    }
    serial = {g: tournament(g, b, games=6, seed=11, executor="serial") for g, b in lineups.items()}
    with (
        distributed.LocalCluster(
            n_workers=2, threads_per_worker=1, processes=True, dashboard_address=":0", silence_logs=40
        ) as cluster,
        distributed.Client(cluster) as client,
    ):
        assert is_dask_client(client)
        assert resolve_executor(client)[1] == 2
        for game, bots in lineups.items():
            on_cluster = tournament(game, bots, games=6, seed=11, executor=client, chunk_size=2)
            pd.testing.assert_frame_equal(on_cluster, serial[game])
            assert on_cluster.attrs["executor"].startswith("Dask") and on_cluster.attrs["chunks"] == 3
        # the cluster's concurrent.futures executor, and the current client by name
        ex = client.get_executor()
        pd.testing.assert_frame_equal(
            tournament("angels", lineups["angels"], games=6, seed=11, executor=ex), serial["angels"]
        )
        pd.testing.assert_frame_equal(
            tournament("angels", lineups["angels"], games=6, seed=11, executor="dask"), serial["angels"]
        )
