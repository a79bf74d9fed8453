"""scale.py's Dask row: ``map_partitions`` on a LocalCluster of 2 worker processes.

The job is the host key's distinct count over the corpus URLs, as a Dask
user runs it on a cluster that is already up:

- not timed: writing the URLs to ``--partitions`` Parquet files in a
  temporary folder (a pipeline's input is on disk before it runs);
- timed apart, and reported: starting the ``LocalCluster`` (2 worker
  processes, one thread each), and the first job on its new workers (each
  imports href and pyarrow then);
- timed, alternated with the baseline, best of ``--repeat``: the job from
  the client: ``dd.read_parquet(folder)``, then
  ``href.arrow.dask.add_columns(frame, ["host_key"])``, then
  ``["host_key"].nunique(split_out=1).compute()``. Each worker reads its own
  partitions from the files, so no URL is sent from the client, and one
  number comes back. ``split_out=1``: 22,000 distinct keys fit in one
  partition; Dask's default (``split_out=True``) shuffles them, which is
  timed once and reported beside;
- the baseline: the same job in this one process, without Dask:
  ``pyarrow.parquet.read_table(folder)``, ``href.arrow.host_key`` on its
  column, ``pyarrow.compute.count_distinct``. Both counts must agree.
"""

from __future__ import annotations

import importlib
import logging
import tempfile
import time
from pathlib import Path
from typing import Any

import pyarrow as pa
import pyarrow.compute as pc
import pyarrow.parquet as pq
from scale_timing import Pair, cold, timed

from href import arrow


def _engine(name: str) -> Any:
    try:
        return importlib.import_module(name)
    except ImportError:
        return None


def _write(column: pa.Array, folder: Path, partitions: int) -> None:
    """The URLs as ``partitions`` Parquet files of about equal size."""
    size = -(-len(column) // partitions)
    for number in range(partitions):
        part = column.slice(number * size, size)
        pq.write_table(pa.table({"url": part}), folder / f"part-{number:03d}.parquet")


def _baseline(folder: Path) -> int:
    """The job in this process: read the files, host_key, count the distinct keys."""
    keys = arrow.host_key(pq.read_table(folder).column("url"))
    count: int = pc.count_distinct(keys).as_py()  # nulls are not counted, as in nunique
    return count


def _dask_job(folder: Path, split_out: int | bool) -> int:
    dd = importlib.import_module("dask.dataframe")
    from href.arrow import dask as href_dask  # noqa: PLC0415 - after the check

    frame = dd.read_parquet(folder)
    keyed: Any = href_dask.add_columns(frame, ["host_key"], www="label")
    count: int = keyed["host_key"].nunique(split_out=split_out).compute()
    return count


def dask_row(column: pa.Array, repeat: int, partitions: int) -> tuple[str, list[str]]:
    """The row's cell, and notes on what else was timed."""
    distributed = _engine("distributed")
    if _engine("dask.dataframe") is None or distributed is None:
        return "dask[dataframe,distributed] is not installed", []
    with tempfile.TemporaryDirectory(prefix="href-scale-") as name:
        folder = Path(name)
        _write(column, folder, partitions)
        started = time.perf_counter()
        with (
            distributed.LocalCluster(
                n_workers=2,
                threads_per_worker=1,
                processes=True,
                dashboard_address=None,
                silence_logs=logging.ERROR,
            ) as cluster,
            distributed.Client(cluster),
        ):
            start_up = time.perf_counter() - started
            first = timed(lambda given: _dask_job(given, 1), folder)
            counts = {_dask_job(folder, 1), _baseline(folder)}
            result: Pair[Path] = Pair()
            for _ in range(repeat):
                result.href.append(timed(lambda given: _dask_job(given, 1), folder))
                result.base.append(timed(_baseline, folder))
            cold()
            shuffled = timed(lambda given: _dask_job(given, True), folder)  # noqa: FBT003
    if len(counts) != 1:
        return f"counts differ: {sorted(counts)}", []
    notes = [
        f"Dask: {partitions} Parquet files; LocalCluster start {start_up:.2f} s",
        f"Dask: first job on the new workers {first:.2f} s; distinct host keys {counts.pop():,}",
        f"Dask: nunique() with Dask's default split_out (a shuffle): {shuffled:.2f} s",
    ]
    return result.cell(), notes
