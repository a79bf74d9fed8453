"""The timing core: a row's statements compiled into loops, and the worker process that runs them.

A worker (``python benchmarks/bench_measure.py FOLDER ROW PASS``, started by
``bench.py``; it imports nothing but this, the row's libraries and the
standard library it needs, to start fast) times every library of one row
in one process, interleaved: each value is a number of loops, each loop a
pass of ``CHUNK`` calls, and the libraries' loops alternate (href, yarl, href,
yarl, ...), so that whatever the machine does meanwhile (another process's
burst, a slower phase of the host) lands on all of them alike. It prints what
it measured as JSON; the master process makes pyperf runs of it.
"""

from __future__ import annotations

import gc
import json
import math
import os
import pickle
import sys
import time
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any

import bench_rows

if TYPE_CHECKING:
    from collections.abc import Callable, Sequence

    from bench_rows import Call, Row

CHUNK = 1000  # calls a loop (pyperf's "inner loops"): one timed pass over a chunk of inputs
# CPU time of the worker: time the machine spends running other processes does not count.
CLOCKS: dict[str, Callable[[], float]] = {"cpu": time.process_time, "wall": time.perf_counter}


def compile_loop(row: Row, call: Call, names: dict[str, Any]) -> Callable[..., float]:
    """Return ``timed(items, clock)``: the seconds ``call.stmt`` takes over ``items``."""
    source = (
        "def timed(_items, _clock):\n"
        "    _start = _clock()\n"
        f"    for {row.names_of(call)} in _items:\n"
        f"        {call.stmt}\n"
        "    return _clock() - _start\n"
    )
    space = dict(names)
    exec(source, space)  # noqa: S102 - the statements are bench_rows' own, as timeit does
    return space["timed"]  # type: ignore[no-any-return]


def compile_check(row: Row, call: Call, names: dict[str, Any]) -> Callable[..., list[Any]]:
    """Return ``check(items)``: ``(index, error)`` for each item ``call.stmt`` raises on."""
    source = (
        "def check(_items):\n"
        "    _bad = []\n"
        f"    for _i, ({row.names_of(call)}) in enumerate(_items):\n"
        "        try:\n"
        f"            {call.stmt}\n"
        "        except Exception as _error:\n"
        "            _bad.append((_i, _error))\n"
        "    return _bad\n"
    )
    space = dict(names)
    exec(source, space)  # noqa: S102 - as compile_loop
    return space["check"]  # type: ignore[no-any-return]


def prepare(
    items: Sequence[Any], parse: Callable[[str], object] | None, parsed: tuple[int, ...]
) -> list[Any]:
    """Return ``items`` with the values at positions ``parsed`` parsed by ``parse``."""
    if not parsed or parse is None:
        return list(items)
    if parsed == (0,) and items and not isinstance(items[0], tuple):
        return [parse(item) for item in items]
    if parsed == (0,):
        return [(parse(item[0]), *item[1:]) for item in items]
    return [
        tuple(parse(value) if i in parsed else value for i, value in enumerate(item))
        for item in items
    ]


def loops_for(seconds: float, min_time: float) -> int:
    """Return the loops a value needs to last ``min_time``, ``seconds`` a call."""
    return max(1, math.ceil(min_time / max(seconds * CHUNK, 1e-9)))


@dataclass
class Task:
    """One library's part of a worker: its timed loop and where its inputs come from."""

    lib: str
    timed: Callable[..., float]
    next_items: Callable[[], list[Any]]
    loops: int


def _inputs(
    pool: list[Any], row: Row, call: Call, number: int, passes: int
) -> Callable[[], list[Any]]:
    """Return what gives ``call`` its next chunk of inputs, parsed as it takes them.

    A unique row walks its inputs a chunk at a time, parsing each chunk anew
    outside the clock (so no object is reused), from a place of its own in each
    pass (so that the passes together cover them). A repeated row gets the
    same prepared objects every time.
    """
    _, parse = bench_rows.namespace(call.lib)
    parsed = row.parsed_of(call)
    if row.repeated:
        items = prepare(pool, parse, parsed) * max(1, CHUNK // len(pool))
        return lambda: items
    position = number * len(pool) // passes
    doubled = pool * max(2, 2 * CHUNK // len(pool) + 1)  # a chunk that wraps is one slice

    def next_items() -> list[Any]:
        nonlocal position
        start = position
        position = (start + CHUNK) % len(pool)
        return prepare(doubled[start : start + CHUNK], parse, parsed)

    return next_items


def measure(tasks: list[Task], clock: Callable[[], float]) -> list[float]:
    """Return each task's seconds a call over one value: its loops, interleaved with the others'.

    Each task's loops are spread evenly over the steps of the longest one, so
    a task with fewer loops (a slower library) still runs all through the value.
    """
    steps = max(task.loops for task in tasks)
    totals = [0.0] * len(tasks)
    for step in range(steps):
        for i, task in enumerate(tasks):
            if (step + 1) * task.loops // steps > step * task.loops // steps:
                items = task.next_items()
                gc.disable()
                try:
                    totals[i] += task.timed(items, clock)
                finally:
                    gc.enable()
    return [total / (task.loops * CHUNK) for total, task in zip(totals, tasks, strict=True)]


def worker(folder: Path, key: str, number: int) -> int:
    """Time row ``key``'s libraries in pass ``number``; print the values as JSON."""
    plan = json.loads((folder / "plan.json").read_text(encoding="utf-8"))
    settings = plan["settings"]
    if settings["affinity"]:
        os.sched_setaffinity(0, settings["affinity"])
    row = next(row for row in bench_rows.ROWS if row.key == key)
    with (folder / f"{key}.pickle").open("rb") as file:
        pool = pickle.load(file)  # noqa: S301 - written by this run's master process
    tasks = []
    for index, seconds in plan["rows"][key]:
        call = row.calls[index]
        names, _ = bench_rows.namespace(call.lib)
        tasks.append(
            Task(
                call.lib,
                compile_loop(row, call, names),
                _inputs(pool, row, call, number, settings["processes"]),
                loops_for(seconds, settings["min_time"]),
            )
        )
    shift = number % len(tasks)
    tasks = tasks[shift:] + tasks[:shift]  # who goes first changes from pass to pass
    gc.collect()
    gc.freeze()  # the inputs stay alive: keep them out of every collection
    clock = CLOCKS[settings["clock"]]
    found: dict[str, dict[str, Any]] = {task.lib: {"warmups": [], "values": []} for task in tasks}
    for _ in range(settings["warmups"]):
        for task, value in zip(tasks, measure(tasks, clock), strict=True):
            found[task.lib]["warmups"].append((task.loops, value))
            # pyperf's calibration, from the warm value: loops enough for min_time.
            task.loops = loops_for(value, settings["min_time"])
    for _ in range(settings["values"]):
        for task, value in zip(tasks, measure(tasks, clock), strict=True):
            found[task.lib]["values"].append(value)
    for task in tasks:
        found[task.lib]["loops"] = task.loops
    load = os.getloadavg()[0] if hasattr(os, "getloadavg") else None
    json.dump({"libs": found, "load_avg_1min": load}, sys.stdout)
    return 0


if __name__ == "__main__":
    sys.exit(worker(Path(sys.argv[1]), sys.argv[2], int(sys.argv[3])))
