"""The arena's duels on a Dask distributed scheduler give the same report as local processes.

Dask is an optional extra for users (``pip install -e ".[dask]"``) and part
of the test dependencies (``.[dev]``), so this test runs wherever the tests do.
"""

from __future__ import annotations

from dask import distributed

from four_lanterns import arena
from four_lanterns.arena import ArenaConfig


def test_dask_scheduler_gives_the_local_report() -> None:
    config = ArenaConfig("sticheln", ("random",) * 4, duels=2, seed=4)
    seen: list[int] = []
    with distributed.LocalCluster(
        processes=False, n_workers=1, threads_per_worker=2, dashboard_address=None
    ) as cluster:
        remote = arena.run_arena(config, scheduler=cluster.scheduler_address, progress=seen.append)
    local = arena.run_arena(config, jobs=1)
    assert arena.render_json(remote) == arena.render_json(local)
    assert sum(seen) == remote.played == 8
