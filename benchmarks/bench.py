"""Time href against yarl, urllib.parse and ada-url on what users pass, with pyperf.

Every row is one operation on one input set, href's call against each peer's
in the same run; the report is a markdown table of the median µs per call and
the ratio of medians href/peer with PASS/FAIL against the targets of issue 15.
See benchmarks/README.md.

    python benchmarks/bench.py [--quick] [--only ROW ...] [--check]
    python benchmarks/bench.py --profile [--only ROW ...]
"""

from __future__ import annotations

import argparse
import contextlib
import cProfile
import datetime
import gc
import io
import json
import math
import os
import pickle
import platform
import pstats
import shutil
import statistics
import sys
import tempfile
import time
import tracemalloc
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any

import bench_inputs as inputs
import bench_rows
from bench_rows import REPEATED_DISTINCT, Call, Row

if TYPE_CHECKING:
    from collections.abc import Callable, Sequence

try:
    import pyperf
except ImportError:  # the bench extra is not installed
    sys.exit("bench: pyperf is not installed; run `pip install -e '.[bench]'` first")

CHUNK = 1000  # calls a loop (pyperf's inner loops): the timed pass over a chunk of inputs
QUICK_LIMIT = 5000  # unique inputs a row with --quick (default: every one the corpus gives)
CANDIDATES = 200  # inputs checked to pick a repeated set's 20
MEMORY_SAMPLE = 20_000  # URLs held at once to count bytes per URL (5,000 with --quick)
CLOCKS: dict[str, Callable[[], float]] = {"cpu": time.process_time, "wall": time.perf_counter}
# pyperf's settings, full and --quick; each a pyperf option that overrides it.
# processes: each benchmark runs in this many worker processes, one a pass over all
# the benchmarks (interleaved: see README); values and warmups per process.
SETTINGS = {
    False: {"processes": 6, "values": 3, "warmups": 1, "min_time": 0.1},
    True: {"processes": 3, "values": 3, "warmups": 1, "min_time": 0.03},
}


# ---------------------------------------------------------------------------
# Timing: the statement of a Call, compiled into a loop


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


def prepare(items: Sequence[Any], parse: Callable[[str], object] | None, parsed: tuple[int, ...]):
    """Return ``items`` with the values at ``parsed`` parsed by ``parse``."""
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


def time_function(  # noqa: PLR0917 - one worker task, as the plan lists it
    folder: Path, key: str, index: int, number: int, passes: int, clock: str
):
    """Return pyperf's ``time_func(loops)`` for call ``index`` of row ``key``, in pass ``number``.

    The inputs are loaded on the first call, in the worker that runs it. Each
    loop takes the next ``CHUNK`` inputs (each pass starts at its own place in
    them, so that the passes together see all), parses what the call takes
    parsed, outside the clock, and times one pass over them with the garbage
    collector paused. A repeated row times the same prepared 20 again and again.
    """
    state: dict[str, Any] = {}

    def setup() -> None:
        row = next(row for row in bench_rows.ROWS if row.key == key)
        call = row.calls[index]
        names, parse = bench_rows.namespace(call.lib)
        with (folder / f"{key}.pickle").open("rb") as file:
            pool = pickle.load(file)  # noqa: S301 - written by this run's master process
        parsed = row.parsed_of(call)
        state["timed"] = compile_loop(row, call, names)
        if row.repeated:
            items = prepare(pool, parse, parsed) * (CHUNK // len(pool))
            state["next"] = lambda: items
        else:
            position = [number * len(pool) // passes]
            doubled = pool + pool  # a chunk that wraps around is one slice

            def next_chunk() -> list[Any]:
                start = position[0]
                position[0] = (start + CHUNK) % len(pool)
                chunk = doubled[start : start + CHUNK]
                while len(chunk) < CHUNK:  # a pool smaller than a chunk
                    chunk += pool[: CHUNK - len(chunk)]
                return prepare(chunk, parse, parsed)

            state["next"] = next_chunk
        gc.collect()
        gc.freeze()  # the inputs stay alive: keep them out of every collection

    def time_func(loops: int) -> float:
        if not state:
            setup()
        timed, next_items, tick = state["timed"], state["next"], CLOCKS[clock]
        total = 0.0
        for _ in range(loops):
            items = next_items()
            gc.disable()
            try:
                total += timed(items, tick)
            finally:
                gc.enable()
        return total

    return time_func


# ---------------------------------------------------------------------------
# The master: inputs, checks, the plan


@dataclass
class Plan:
    """A row after its inputs are derived and checked: who takes part, on what."""

    row: Row
    calls: list[Call]
    items: list[Any]
    seconds: dict[str, float] = field(default_factory=dict)  # per call, from the check
    rejected: dict[str, int] = field(default_factory=dict)
    notes: list[str] = field(default_factory=list)
    values: dict[str, list[list[float]]] = field(default_factory=dict)  # lib -> per pass
    runs: dict[str, list[Any]] = field(default_factory=dict)  # lib -> pyperf runs


class Libraries:
    """The libraries' namespaces, imported once; the ones that fail are noted."""

    def __init__(self) -> None:
        self.loaded: dict[str, tuple[dict[str, Any], Callable[[str], object] | None]] = {}
        self.missing: dict[str, str] = {}

    def get(self, lib: str) -> tuple[dict[str, Any], Callable[[str], object] | None] | None:
        """Return ``lib``'s namespace and parse function, or None when it cannot load."""
        if lib not in self.loaded and lib not in self.missing:
            try:
                self.loaded[lib] = bench_rows.namespace(lib)
            except Exception as error:  # not installed, or half-written (href.compat)
                self.missing[lib] = f"{type(error).__name__}: {error}"
        return self.loaded.get(lib)


def check_call(
    row: Row, call: Call, library: tuple[dict[str, Any], Callable[[str], object] | None], items
) -> tuple[dict[int, BaseException], float]:
    """Return the inputs ``call`` rejects (index -> error) and its seconds a call."""
    names, parse = library
    parsed = row.parsed_of(call)
    bad: dict[int, BaseException] = {}
    ready: list[Any] = []
    for i, item in enumerate(items):
        try:
            ready.append(prepare([item], parse, parsed)[0])
        except Exception as error:  # an input the library cannot parse is rejected
            bad[i] = error
            ready.append(None)
    keep = [i for i in range(len(items)) if i not in bad]
    check = compile_check(row, call, names)
    good = [ready[i] for i in keep]
    check(good[:CHUNK])  # once cold, then timed warm
    start = time.process_time()
    errors = check(good)
    seconds = (time.process_time() - start) / max(len(good), 1)
    for j, error in errors:
        bad[keep[j]] = error
    return bad, seconds


def plan_row(row: Row, texts: list[str], libraries: Libraries, derived: dict) -> Plan:
    """Derive ``row``'s inputs from ``texts``, run every call on each, keep what all accept."""
    count = not row.repeated
    cache_key = (row.derive, count)
    if cache_key not in derived:
        derived[cache_key] = row.derive(texts, count)
    candidates = derived[cache_key]
    if row.repeated:
        candidates = inputs.spread(candidates, CANDIDATES)
    plan = Plan(row, [], [])
    rejected_any: set[int] = set()
    for call in row.calls:
        library = libraries.get(call.lib)
        if library is None:
            plan.notes.append(f"{call.lib} not measured: {libraries.missing[call.lib]}")
            continue
        bad, seconds = check_call(row, call, library, candidates)
        if len(bad) * 2 > len(candidates):
            first = bad[min(bad)]
            plan.notes.append(
                f"{call.lib} not measured: fails on {len(bad):,} of {len(candidates):,} "
                f"inputs, first {type(first).__name__}: {str(first)[:120]}"
            )
            continue
        plan.calls.append(call)
        plan.seconds[call.lib] = seconds
        plan.rejected[call.lib] = len(bad)
        rejected_any.update(bad)
    plan.items = [item for i, item in enumerate(candidates) if i not in rejected_any]
    if row.repeated:
        plan.items = inputs.spread(plan.items, REPEATED_DISTINCT)
    return plan


def loops_for(seconds: float, min_time: float) -> int:
    """Return the loops (chunks) a value needs to last ``min_time`` (pyperf's calibration)."""
    return max(1, math.ceil(min_time / max(seconds * CHUNK, 1e-9)))


# ---------------------------------------------------------------------------
# Memory


def bytes_per_url(make: Callable[[str], object], texts: Sequence[str], read: bool) -> float:
    """Return the bytes tracemalloc sees allocated per URL while ``make(text)`` are held."""
    gc.collect()
    held: list[object] = [None] * len(texts)
    tracemalloc.start()
    try:
        before = tracemalloc.get_traced_memory()[0]
        for i, text in enumerate(texts):
            url = make(text)
            if read:
                for name in ("host", "path", "query"):
                    getattr(url, name, None)
            held[i] = url
        after = tracemalloc.get_traced_memory()[0]
    finally:
        tracemalloc.stop()
    del held
    return (after - before) / len(texts)


def measure_memory(texts: list[str], sample: int, libraries: Libraries) -> list[tuple]:
    """Return ``(measure, lib, bytes per URL)`` for href, yarl and urlsplit."""
    chosen = inputs.spread(texts, sample)
    results = []
    for lib, make_name in (("href", "URL"), ("yarl", "URL"), ("urllib", "urlsplit")):
        library = libraries.get(lib)
        if library is None:
            continue
        make = library[0][make_name]
        ok = []
        for text in chosen:
            with contextlib.suppress(Exception):
                make(text)
                ok.append(text)
        chosen = ok  # the same URLs for all: those every library parses
        results.append((lib, make))
    return [
        (measure, lib, bytes_per_url(make, chosen, read))
        for measure, read in (("parsed URL", False), ("after reading host, path, query", True))
        for lib, make in results
    ]


# ---------------------------------------------------------------------------
# Reporting


def fmt_us(seconds: float) -> str:
    """Return microseconds with three significant digits."""
    value = seconds * 1e6
    return f"{value:.3g}" if value < 1000 else f"{value:,.0f}"


def verdict(ratio: float, target: float | None) -> str:
    """Return the PASS/FAIL cell."""
    if target is None:
        return "no target"
    return "PASS" if ratio <= target else "FAIL"


def speed_table(plans: list[Plan]) -> tuple[list[str], int]:
    """Return the markdown table of ratios, one line per peer, and the FAIL count."""
    header = "| row | href call | peer call | href µs | peer µs | ratio | per process |"
    lines = [header + " target | result |", "|---|---|---|---:|---:|---:|---|---:|---|"]
    fails = 0
    for plan in plans:
        subject = plan.row.calls[0]
        mine = plan.values.get(subject.lib)
        for call in plan.calls[1:]:
            theirs = plan.values.get(call.lib)
            target = plan.row.targets.get(call.lib)
            cells = [f"`{plan.row.key}`", f"`{subject.stmt}`", f"{call.lib} `{call.stmt}`"]
            if not mine or not theirs:
                cells += ["", "", "", "", f"≤ {target:g}" if target else "", "not measured"]
                fails += target is not None
            else:
                mine_all = [v for values in mine for v in values]
                theirs_all = [v for values in theirs for v in values]
                ratio = statistics.median(mine_all) / statistics.median(theirs_all)
                passes = [
                    statistics.median(a) / statistics.median(b)
                    for a, b in zip(mine, theirs, strict=False)
                    if a and b
                ]
                result = verdict(ratio, target)
                fails += result == "FAIL"
                cells += [
                    fmt_us(statistics.median(mine_all)),
                    fmt_us(statistics.median(theirs_all)),
                    f"{ratio:.2f}",
                    f"{min(passes):.2f}–{max(passes):.2f}",
                    f"≤ {target:g}" if target is not None else "",
                    result,
                ]
            lines.append("| " + " | ".join(cells) + " |")
        missing = [peer for peer in plan.row.targets if peer not in {c.lib for c in plan.calls}]
        for peer in missing:
            lines.append(
                f"| `{plan.row.key}` | `{subject.stmt}` | {peer}: not measured | | | | | "
                f"≤ {plan.row.targets[peer]:g} | not measured |"
            )
            fails += 1
    return lines, fails


def memory_table(memory: list[tuple]) -> tuple[list[str], int]:
    """Return the markdown table of bytes per URL and its FAIL count."""
    lines = [
        "| measure | library | bytes per URL | href/peer | target | result |",
        "|---|---|---:|---:|---:|---|",
    ]
    base = {measure: size for measure, lib, size in memory if lib == "href"}
    fails = 0
    for measure, lib, size in memory:
        ratio = target = ""
        result = "no target"
        if lib != "href" and measure in base:
            value = base[measure] / size if size else math.inf
            ratio = f"{value:.2f}"
            if measure == "parsed URL" and lib == "yarl":
                target, result = "≤ 1", verdict(value, 1.0)
                fails += result == "FAIL"
        elif lib == "href":
            result = ""
        lines.append(f"| {measure} | {lib} | {size:,.0f} | {ratio} | {target} | {result} |")
    return lines, fails


def machine() -> str:
    """Return the CPU model and count, and the load average."""
    model = platform.processor() or platform.machine()
    with contextlib.suppress(OSError):
        for line in Path("/proc/cpuinfo").read_text(encoding="utf-8").splitlines():
            if line.startswith("model name"):
                model = line.split(":", 1)[1].strip()
                break
    load = ""
    with contextlib.suppress(OSError):
        load = ", load average {:.2f} {:.2f} {:.2f}".format(*os.getloadavg())
    return f"{model}, {os.cpu_count()} CPUs{load}"


# ---------------------------------------------------------------------------
# Options


def parse_args(argv: Sequence[str] | None) -> tuple[argparse.Namespace, list[str]]:
    """Return this script's options and the rest, which are pyperf's."""
    parser = argparse.ArgumentParser(
        description=__doc__.split("\n\n")[0],
        epilog="Every other option is pyperf's, e.g. --processes N (passes), --values N, "
        "--warmups N, --min-time S, --affinity CPUS, --fast, --rigorous, -v "
        "(python -m pyperf --help, and its Runner's). See benchmarks/README.md.",
    )
    parser.add_argument(
        "--quick",
        action="store_true",
        help=f"{QUICK_LIMIT:,} unique inputs a row, "
        + ", ".join(f"{k} {v}" for k, v in SETTINGS[True].items())
        + " (about 2 minutes)",
    )
    parser.add_argument(
        "--data",
        nargs="+",
        type=Path,
        metavar="FILE",
        help=f"URL files, one URL a line (default: ${inputs.CORPORA_ENV}/*.txt "
        "or ../shared/data/urls/*.txt beside the repository)",
    )
    parser.add_argument(
        "--limit", type=int, metavar="N", help="at most N unique inputs a row, spread evenly"
    )
    parser.add_argument(
        "--only",
        nargs="+",
        metavar="ROW",
        help="rows whose key starts with these parts (e.g. parse, with_query:named, "
        "compat, memory); --list shows the keys",
    )
    parser.add_argument("--list", action="store_true", help="print the rows' keys and stop")
    parser.add_argument(
        "--check", action="store_true", help="exit 1 when a target is missed or not measured"
    )
    parser.add_argument(
        "--profile",
        action="store_true",
        help="instead of timing, print cProfile's top entries for href's call of "
        + ", ".join(bench_rows.PROFILED)
        + " (or the --only rows)",
    )
    parser.add_argument("--top", type=int, default=15, help="entries a profile (15)")
    parser.add_argument(
        "--dry-run",
        action="store_true",
        help="derive and check the inputs, print the plan, time nothing",
    )
    parser.add_argument(
        "--clock",
        choices=sorted(CLOCKS),
        default="cpu",
        help="cpu (default): the worker's CPU time, so time spent running other processes "
        "does not count; wall: perf_counter, as pyperf's own",
    )
    parser.add_argument(
        "--json", type=Path, metavar="FILE", help="also write pyperf's JSON (one benchmark a call)"
    )
    parser.add_argument("--inputs", type=Path, help=argparse.SUPPRESS)  # workers: the run's folder
    return parser.parse_known_args(argv)


def make_runner(args: argparse.Namespace, rest: list[str], folder: Path | None) -> Any:
    """Return the pyperf Runner, its defaults from ``--quick``, its options from ``rest``."""

    def forward(cmd: list[str], _args: Any) -> None:
        cmd.extend(["--inputs", str(folder or args.inputs), "--clock", args.clock])

    settings = SETTINGS[args.quick]
    runner = pyperf.Runner(
        values=settings["values"],
        processes=settings["processes"],
        warmups=settings["warmups"],
        min_time=settings["min_time"],
        add_cmdline_args=forward,
        metadata={"description": "href benchmarks/bench.py", "clock": args.clock},
    )
    runner.parse_args(rest)
    return runner


# ---------------------------------------------------------------------------
# Main


def worker(runner: Any, args: argparse.Namespace) -> int:
    """Register the plan's benchmarks in order; pyperf runs the one this worker is for."""
    plan = json.loads((args.inputs / "plan.json").read_text(encoding="utf-8"))
    for name, key, index, number in plan["tasks"]:
        runner.bench_time_func(
            name,
            time_function(args.inputs, key, index, number, plan["passes"], args.clock),
            inner_loops=CHUNK,
        )
    return 0


def run(runner: Any, plans: list[Plan], folder: Path) -> float:
    """Run every benchmark, one worker process a pass, passes interleaved; return seconds."""
    passes = runner.args.processes
    tasks = []
    for number in range(passes):
        for plan in plans:
            order = list(enumerate(plan.row.calls))
            order = [pair for pair in order if pair[1] in plan.calls]
            shift = number % len(order)
            for index, call in order[shift:] + order[:shift]:  # rotate who goes first
                name = f"{plan.row.key} {call.lib} #{number + 1}"
                tasks.append((name, plan.row.key, index, number, plan, call))
    plan_file = {"passes": passes, "tasks": [task[:4] for task in tasks]}
    (folder / "plan.json").write_text(json.dumps(plan_file), encoding="utf-8")
    runner.args.processes = 1
    started = time.perf_counter()
    done = 0
    for name, _key, _index, number, plan, call in tasks:
        runner.args.loops = loops_for(plan.seconds[call.lib], runner.args.min_time)
        try:
            with contextlib.redirect_stdout(sys.stderr):
                bench = runner.bench_time_func(name, _never, inner_loops=CHUNK)
        except RuntimeError as error:  # a worker failed: say so, go on
            plan.notes.append(f"{call.lib}: a worker failed in pass {number + 1}: {error}")
            continue
        plan.values.setdefault(call.lib, []).append(list(bench.get_values()))
        plan.runs.setdefault(call.lib, []).extend(bench.get_runs())
        done += 1
        if done % len(tasks[: len(tasks) // passes]) == 0:
            took = time.perf_counter() - started
            print(f"bench: pass {number + 1}/{passes} done, {took:.0f} s", file=sys.stderr)
    runner.args.processes = passes
    return time.perf_counter() - started


def _never(loops: int) -> float:
    """Stand in for the time function in the master, which only spawns workers."""
    raise AssertionError(loops)


def write_json(path: Path, plans: list[Plan]) -> None:
    """Write pyperf's JSON: one benchmark a row and library, every pass's run in it.

    Two such files compare with ``python -m pyperf compare_to old.json new.json``.
    """
    benches = []
    for plan in plans:
        for lib, runs in plan.runs.items():
            name = f"{plan.row.key} {lib}"
            benches.append(
                pyperf.Benchmark(
                    [
                        pyperf.Run(
                            run.values,
                            warmups=run.warmups,
                            metadata={**run.get_metadata(), "name": name},
                            collect_metadata=False,
                        )
                        for run in runs
                    ]
                )
            )
    pyperf.BenchmarkSuite(benches).dump(str(path), replace=True)


def profile(plans: list[Plan], top: int, libraries: Libraries) -> None:
    """Print the top cProfile entries of href's call on each row's inputs."""
    for plan in plans:
        call = plan.row.calls[0]
        names, parse = libraries.get(call.lib) or ({}, None)
        timed = compile_loop(plan.row, call, names)
        items = prepare(plan.items, parse, plan.row.parsed_of(call))
        if plan.row.repeated:
            items *= 50
        profiler = cProfile.Profile()
        profiler.enable()
        timed(items, time.process_time)
        profiler.disable()
        out = io.StringIO()
        pstats.Stats(profiler, stream=out).sort_stats(pstats.SortKey.TIME).print_stats(top)
        body = out.getvalue()
        body = body[body.find("   ncalls") :] if "   ncalls" in body else body
        print(f"### `{plan.row.key}`: `{call.stmt}` ({len(items):,} calls, by own time)\n")
        print("```")
        print(body.rstrip().replace(str(inputs.REPO) + "/", ""))
        print("```\n")


def main(argv: Sequence[str] | None = None) -> int:
    """Run the benchmark; return the exit status."""
    args, rest = parse_args(argv)
    if args.inputs is not None:  # a pyperf worker process
        return worker(make_runner(args, rest, None), args)
    if args.list:
        for row in bench_rows.ROWS:
            print(row.key)
        print("memory")
        return 0
    rows = bench_rows.select(args.only)
    want_memory = not args.only or any("memory".startswith(p) for p in args.only)
    if not rows and not want_memory:
        print(f"bench: no row matches {' '.join(args.only)}; see --list", file=sys.stderr)
        return 2
    paths = args.data or inputs.default_corpora()
    if not paths:
        print(
            f"bench: no URL corpora: no *.txt in {inputs.corpora_folder()}; give files with "
            f"--data FILE ... or set {inputs.CORPORA_ENV} to a folder of them",
            file=sys.stderr,
        )
        return 2
    missing = [str(path) for path in paths if not path.is_file()]
    if missing:
        print(f"bench: no such file: {', '.join(missing)}", file=sys.stderr)
        return 2
    texts = inputs.load_corpora(paths)
    if not texts:
        print(f"bench: no URLs in {', '.join(map(str, paths))}", file=sys.stderr)
        return 2
    folder = Path(tempfile.mkdtemp(prefix="href-bench-"))
    try:
        runner = make_runner(args, rest, folder)
        return master(args, runner, rows, want_memory, texts, paths, folder)
    finally:
        shutil.rmtree(folder, ignore_errors=True)


def master(  # noqa: PLR0915, PLR0917 - main's state, handed on once; the run, in order
    args: argparse.Namespace,
    runner: Any,
    rows: list[Row],
    want_memory: bool,
    texts: list[str],
    paths: list[Path],
    folder: Path,
) -> int:
    """Check the inputs, run the workers, print the report; return the exit status."""
    started = time.perf_counter()
    load_before = machine()
    libraries = Libraries()
    if libraries.get("href") is None:
        print(
            f"bench: cannot import href ({libraries.missing['href']}); "
            "run `pip install -e '.[bench]'` in the repository first",
            file=sys.stderr,
        )
        return 2
    limit = args.limit or (QUICK_LIMIT if args.quick else None)
    if args.profile and not args.only:
        rows = [row for row in bench_rows.ROWS if row.key in bench_rows.PROFILED]
    chosen = inputs.spread(texts, limit) if limit else texts  # what the rows derive from
    print(f"bench: {len(chosen):,} unique URLs; checking {len(rows)} rows...", file=sys.stderr)
    derived: dict = {}
    plans = []
    notes: list[str] = []
    for row in rows:
        plan = plan_row(row, chosen, libraries, derived)
        if not plan.calls or plan.calls[0] is not row.calls[0] or not plan.items:
            notes.append(f"`{row.key}`: not measured. " + " ".join(plan.notes))
            continue
        with (folder / f"{row.key}.pickle").open("wb") as file:
            pickle.dump(plan.items, file, protocol=pickle.HIGHEST_PROTOCOL)
        plans.append(plan)
    checked = time.perf_counter() - started
    if args.profile:
        profile(plans, args.top, libraries)
        return 0
    if args.dry_run:
        print("| row | inputs | calls: µs a call (first sight), loops a value |")
        print("|---|---:|---|")
        for plan in plans:
            cells = ", ".join(
                f"{c.lib} `{c.stmt}` {plan.seconds[c.lib] * 1e6:.3g} "
                f"×{loops_for(plan.seconds[c.lib], runner.args.min_time)}"
                for c in plan.calls
            )
            print(f"| `{plan.row.key}` | {len(plan.items):,} | {cells} |")
        return 0
    sample = MEMORY_SAMPLE // 4 if args.quick else MEMORY_SAMPLE
    memory = measure_memory(texts, sample, libraries) if want_memory else []
    took = run(runner, plans, folder) if plans else 0.0
    speed, fails = speed_table(plans)
    print("# href benchmark\n")
    settings = runner.args
    print(f"- {datetime.datetime.now(tz=datetime.UTC):%Y-%m-%d %H:%M} UTC: `{command()}`")
    print(
        f"- {platform.python_implementation()} {platform.python_version()} on "
        f"{platform.system()} {platform.machine()}; "
        + ", ".join(
            bench_rows.version(lib)
            for lib in ("href", "yarl", "ada_url", "hyperlink", "rfc3986", "urllib")
            if lib in libraries.loaded
        )
        + f"; pyperf {pyperf.__version__}"
    )
    print(f"- machine: {load_before} at the start; {machine().split(', ')[-1]} at the end")
    limit_text = f", at most {limit:,} a row" if limit else ""
    print(
        f"- inputs: {len(texts):,} unique URLs from "
        f"{', '.join(path.name for path in paths)}{limit_text}; repeated rows: "
        f"{REPEATED_DISTINCT} inputs again and again"
    )
    print(
        f"- pyperf: {settings.processes} worker processes a call, one a pass, passes "
        f"interleaved; {settings.warmups} warmup and {settings.values} values a process, "
        f"a value at least {settings.min_time:g} s of {CHUNK:,}-call loops; "
        f"affinity {settings.affinity or 'none'}; {args.clock} clock; checking "
        f"{checked:.0f} s, timing {took:.0f} s"
    )
    print(
        "- µs: median of every value of every process; ratio = href median / peer median, "
        "lower is better for href; per process: the lowest and highest ratio of one pass\n"
    )
    if plans:
        print("## Speed\n")
        print("\n".join(speed))
    if memory:
        lines, memory_fails = memory_table(memory)
        fails += memory_fails
        print(f"\n## Memory (tracemalloc, {sample:,} URLs parsed into a list)\n")
        print("\n".join(lines))
    print("\n## Notes\n")
    for plan in plans:
        row_notes = [f"inputs: {plan.row.describe or 'see bench_inputs'}"]
        row_notes += [f"{c.lib}: {c.note}" for c in plan.calls if c.note]
        rejected = ", ".join(f"{lib} {n:,}" for lib, n in plan.rejected.items() if n)
        if rejected:
            row_notes.append(f"inputs rejected (dropped for all): {rejected}")
        row_notes += plan.notes
        print(f"- `{plan.row.key}` ({len(plan.items):,} inputs): {'; '.join(row_notes)}")
    for note in notes:
        print(f"- {note}")
    print(f"\n{fails} target(s) missed or not measured.")
    if args.json:
        write_json(args.json, plans)
    return 1 if args.check and fails else 0


def command() -> str:
    """Return the command line as run, with the script's path as the README gives it."""
    return " ".join(["python benchmarks/bench.py", *sys.argv[1:]])


if __name__ == "__main__":
    sys.exit(main())
