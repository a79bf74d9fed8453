"""scale.py's Dask row: ``map_partitions`` on a LocalCluster of 2 worker processes.

The job is the host key's distinct count over the corpus URLs, as a Dask
user runs it on a cluster that is already up:

- not timed: writing the URLs to ``--partitions`` Parquet files in a
  temporary folder (a pipeline's input is on disk before it runs). Four by
  default: a million corpus URLs are 55 MB as Arrow strings, less than the
  100 MB that Dask's guide advises for one partition, so the only reason to
  cut them is to give each worker two; each partition more costs ~15 ms of
  CPU (measured: a job's CPU over the baseline's, 0.94-1.06 with 4 files,
  1.03-1.14 with 8, 1.08-1.29 with 16, 1.26-1.34 with 32);
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

Beside the wall times, the CPU seconds each round used in this process (the
client and the scheduler) and in the workers: what two free cores would
divide, whatever else the machine runs; and the CPU seconds the machine's
other processes used meanwhile (from /proc/stat), which took the cores
from the two workers.
"""

from __future__ import annotations

import importlib
import logging
import os
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


def _cpu(client: Any) -> tuple[float, float]:
    """CPU seconds used so far by this process (the client and scheduler) and the
    workers, and by the whole machine (Linux's /proc/stat; 0 elsewhere)."""
    workers: dict[str, float] = client.run(time.process_time)
    return time.process_time() + sum(workers.values()), _machine_cpu()


def _machine_cpu() -> float:
    """CPU seconds the machine spent busy since it started, all processes."""
    try:
        fields = Path("/proc/stat").read_text(encoding="ascii").split("\n")[0].split()[1:]
    except OSError:
        return 0.0
    # user nice system idle iowait irq softirq steal (guest time is in user's)
    ticks = [int(field) for field in fields[:8]]
    busy = sum(ticks) - ticks[3] - ticks[4]
    return busy / os.sysconf("SC_CLK_TCK")


def _spent(wall: float, before: tuple[float, float], after: tuple[float, float]) -> str:
    """The wall seconds, and ours and the other processes' CPU seconds, of one timing."""
    ours = after[0] - before[0]
    others = max(0.0, after[1] - before[1] - ours)
    return f"{wall:.2f} s: CPU {ours:.2f} s, others {others:.2f} s"


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
            distributed.Client(cluster) as client,
        ):
            start_up = time.perf_counter() - started

            def job(split_out: int | bool) -> float:
                client.run(cold)  # the workers' caches too
                seconds, result.href_result = timed(
                    lambda given: _dask_job(given, split_out), folder
                )
                return seconds

            result: Pair[Path] = Pair()
            first = job(1)
            cpu: list[str] = []  # each round: Dask's job / the baseline
            for _ in range(repeat):
                before = _cpu(client)
                result.href.append(job(1))
                middle = _cpu(client)
                seconds, result.base_result = timed(_baseline, folder)
                result.base.append(seconds)
                cpu.append(
                    f"{_spent(result.href[-1], before, middle)} / "
                    f"{_spent(seconds, middle, _cpu(client))}"
                )
            cell = result.cell(same=True)
            shuffled = job(True)  # noqa: FBT003
    notes = [
        f"Dask: {partitions} Parquet files; LocalCluster start {start_up:.2f} s",
        f"Dask: first job on the new workers {first:.2f} s",
        f"Dask: distinct host keys {result.href_result:,}; the baseline's {result.base_result:,}",
        f"Dask: nunique() with Dask's default split_out (a shuffle): {shuffled:.2f} s",
        "Dask: each round, Dask's job / the baseline: wall time; CPU time of ours",
        "  (client, scheduler, workers) and of the machine's other processes meanwhile:",
        *(f"  {round_}" for round_ in cpu),
    ]
    return cell, notes
