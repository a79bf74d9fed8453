"""Count the instructions a call of one benchmark row costs, under valgrind's callgrind.

Time on a shared machine moves with the load; an instruction count does not.
For each library of a row (``bench.py``'s rows, the same statements on the same
inputs), two processes run under ``valgrind --tool=callgrind``: one times the
row's statement over ``N`` inputs, the other the same loop over the same
prepared inputs with the statement replaced by ``None`` (doing nothing). Both
import, load and prepare exactly the same, with ``PYTHONHASHSEED=0``, so the
difference of their instruction counts divided by ``N`` is what one call costs.
Before its loop, each process makes the row's real call on ``WARM`` other
inputs (of a unique row, ones outside the ``N``): what a library does once,
on its first call (a module imported, a table loaded, a pattern compiled),
falls in both counts and out of the difference, as ``bench.py``'s warm-up
rounds leave it out of its times.

    python benchmarks/instructions.py build --n 2000
    python benchmarks/instructions.py with_query:named:unique --libs href yarl

The row is a key of ``bench.py --list`` or the start of one (``build`` is
``build:corpus:unique``, the first that matches).
"""

from __future__ import annotations

import argparse
import concurrent.futures
import gc
import os
import pickle
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path
from typing import Any

import bench_inputs as inputs
import bench_rows
from bench_rows import Call, Row

HERE = Path(__file__).resolve().parent
# Inputs each run calls the row's statement on before it counts (see above).
WARM = 50


def child(folder: Path, key: str, index: int, noop: bool) -> None:
    """Run call ``index`` of row ``key`` over the saved inputs (under valgrind)."""
    from bench_measure import compile_loop, prepare  # noqa: PLC0415 - the child only

    row = next(row for row in bench_rows.ROWS if row.key == key)
    call = row.calls[index]
    names, parse = bench_rows.namespace(call.lib)
    with (folder / "items.pickle").open("rb") as file:
        warm, items = pickle.load(file)  # noqa: S301 - written by the parent process
    warm = prepare(warm, parse, row.parsed_of(call))
    items = prepare(items, parse, row.parsed_of(call))
    # The real call, in the empty loop's process too: first-call work in both.
    compile_loop(row, call, names)(warm, lambda: 0.0)
    if noop:
        call = Call(call.lib, "None")
    timed = compile_loop(row, call, names)
    gc.collect()
    gc.freeze()
    gc.disable()
    timed(items, lambda: 0.0)


def count(folder: Path, key: str, index: int, noop: bool) -> int:
    """Return the instructions callgrind counts for one child process."""
    out = folder / f"callgrind.{index}.{int(noop)}"
    command = [
        "valgrind",
        "--tool=callgrind",
        f"--callgrind-out-file={out}",
        sys.executable,
        str(HERE / "instructions.py"),
        "--child",
        str(folder),
        key,
        str(index),
        "noop" if noop else "op",
    ]
    env = {**os.environ, "PYTHONHASHSEED": "0"}
    subprocess.run(command, check=True, env=env, capture_output=True)  # noqa: S603
    for line in out.read_text(encoding="utf-8").splitlines():
        if line.startswith(("summary:", "totals:")):
            return int(line.split()[1])
    msg = f"no instruction count in {out}"
    raise RuntimeError(msg)


def warm_and_counted(planned: list[Any], repeated: bool, n: int) -> tuple[list[Any], list[Any]]:
    """Split a row's planned inputs: those the warm-up calls, those counted.

    A unique row's warm-up takes the inputs past its ``n``; a repeated row's
    counted inputs are its few, again and again, which the warm-up takes too.
    """
    if repeated:
        return planned, planned * (n // len(planned))
    return planned[n:], planned[:n]


def find_row(wanted: str) -> Row | None:
    """Return the first row whose key is or starts with ``wanted``."""
    rows = bench_rows.select([wanted])
    return rows[0] if rows else None


def main(argv: list[str] | None = None) -> int:
    """Count and print the instructions a call, per library."""
    argv = sys.argv[1:] if argv is None else argv
    if argv[:1] == ["--child"]:
        folder, key, index, mode = argv[1:5]
        child(Path(folder), key, int(index), mode == "noop")
        return 0
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("row", help="a row key of bench.py --list, or its start")
    parser.add_argument("--n", type=int, default=2000, help="calls a run (2,000)")
    parser.add_argument("--libs", nargs="+", help="these libraries only (default: the row's)")
    parser.add_argument("--data", nargs="+", type=Path, metavar="FILE", help="URL files")
    parser.add_argument("--jobs", type=int, default=2, help="valgrind runs at once (2)")
    args = parser.parse_args(argv)
    if shutil.which("valgrind") is None:
        print("instructions: valgrind is not installed", file=sys.stderr)
        return 2
    row = find_row(args.row)
    if row is None:
        print(f"instructions: no row {args.row!r}; see bench.py --list", file=sys.stderr)
        return 2
    from bench import Libraries, plan_row  # noqa: PLC0415 - the parent only

    texts = inputs.load_corpora(args.data or inputs.default_corpora())
    if not texts:
        print("instructions: no URL corpora (see bench.py --help)", file=sys.stderr)
        return 2
    libraries = Libraries()
    plan = plan_row(row, inputs.spread(texts, args.n + WARM), libraries, {})
    warm, items = warm_and_counted(plan.items, row.repeated, args.n)
    n = len(items)
    calls = [
        (row.calls.index(call), call)
        for call in plan.calls
        if not args.libs or call.lib in args.libs
    ]
    folder = Path(tempfile.mkdtemp(prefix="href-instructions-"))
    try:
        with (folder / "items.pickle").open("wb") as file:
            pickle.dump((warm, items), file)
        print(
            f"instructions: {row.key}, {n:,} calls a run, {2 * len(calls)} valgrind runs...",
            file=sys.stderr,
        )
        with concurrent.futures.ThreadPoolExecutor(args.jobs) as pool:
            jobs = {
                (index, noop): pool.submit(count, folder, row.key, index, noop)
                for index, _ in calls
                for noop in (False, True)
            }
            totals = {job: future.result() for job, future in jobs.items()}
    finally:
        shutil.rmtree(folder, ignore_errors=True)
    print(
        f"`{row.key}`: instructions a call, {n:,} calls (callgrind, PYTHONHASHSEED=0); "
        "href / it: the first library's count (href's) over this one's\n"
    )
    print("| library | call | instructions a call | href / it | run | empty loop |")
    print("|---|---|---:|---:|---:|---:|")
    per_call = {index: (totals[index, False] - totals[index, True]) / n for index, _ in calls}
    subject = per_call.get(0)
    for index, call in calls:
        run, empty = totals[index, False], totals[index, True]
        ratio = f"{subject / per_call[index]:.2f}" if subject and index else ""
        print(
            f"| {call.lib} | `{call.stmt}` | {per_call[index]:,.0f} | {ratio} | {run:,} | "
            f"{empty:,} |"
        )
    for note in plan.notes:
        print(f"\n- {note}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
