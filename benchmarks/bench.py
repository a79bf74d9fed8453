"""Time href against yarl, urllib.parse and ada-url on what users pass; report with pyperf.

Every row is one operation on one input set, href's call against each peer's,
interleaved in the same worker processes; the report is a markdown table of the
median µs per call and the ratio of medians href/peer, with PASS/FAIL against
the targets of issue 15. See benchmarks/README.md.

    python benchmarks/bench.py [--quick] [--only ROW ...] [--check] [--json FILE]
    python benchmarks/bench.py --profile [--only ROW ...]
"""

from __future__ import annotations

import argparse
import cProfile
import datetime
import io
import json
import pickle
import platform
import pstats
import random
import shutil
import subprocess
import sys
import tempfile
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any

import bench_inputs as inputs
import bench_rows
from bench_measure import CHUNK, CLOCKS, compile_check, compile_loop, prepare
from bench_report import machine, measure_memory, memory_table, speed_table
from bench_rows import REPEATED_DISTINCT, Call, Row

if TYPE_CHECKING:
    from collections.abc import Callable, Sequence

QUICK_LIMIT = 5000  # unique inputs a row with --quick (default: every one the corpus gives)
CANDIDATES = 200  # inputs checked to pick a repeated set's 20
MEMORY_SAMPLE = 20_000  # URLs held at once to count bytes per URL (5,000 with --quick)
WORKER = Path(__file__).resolve().parent / "bench_measure.py"
WORKER_TIMEOUT = 900  # seconds
# The settings, full and --quick, each overridden by the option of its name.
# processes: worker processes a row, one a pass over every row. A process's ratios
# differ from the next one's by about 3% (the machine's state of the moment: neither
# the hash seed nor the address layout), however long its values, so many short
# processes repeat better than few long ones. values and warmups: a process's, each
# a value of every library of the row, interleaved; min_time: a value's shortest.
SETTINGS: dict[bool, dict[str, Any]] = {
    False: {"processes": 10, "values": 3, "warmups": 1, "min_time": 0.04},
    True: {"processes": 4, "values": 3, "warmups": 1, "min_time": 0.02},
}


# ---------------------------------------------------------------------------
# The plan: each row's inputs, checked with every library


@dataclass
class Plan:
    """A row after its inputs are derived and checked: who takes part, on what."""

    row: Row
    calls: list[Call]
    items: list[Any]
    seconds: dict[str, float] = field(default_factory=dict)  # a call, from the check
    rejected: dict[str, int] = field(default_factory=dict)
    notes: list[str] = field(default_factory=list)
    values: dict[str, list[list[float]]] = field(default_factory=dict)  # lib -> per process
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
    row: Row,
    call: Call,
    library: tuple[dict[str, Any], Callable[[str], object] | None],
    items: list[Any],
) -> tuple[dict[int, BaseException], float]:
    """Return the inputs ``call`` rejects (index -> error) and its seconds a call."""
    names, parse = library
    parsed = row.parsed_of(call)
    bad: dict[int, BaseException] = {}
    try:
        ready = prepare(items, parse, parsed)  # all at once: most libraries parse every one
    except Exception:  # then one at a time, to know which
        ready = []
        for i, item in enumerate(items):
            try:
                ready.append(prepare([item], parse, parsed)[0])
            except Exception as error:  # an input the library cannot parse is rejected
                bad[i] = error
                ready.append(None)
    keep = [i for i in range(len(items)) if i not in bad]
    good = [ready[i] for i in keep]
    check = compile_check(row, call, names)
    check(good[:CHUNK])  # once cold, then timed warm
    start = time.process_time()
    errors = check(good)
    seconds = (time.process_time() - start) / max(len(good), 1)
    for j, error in errors:
        bad[keep[j]] = error
    return bad, seconds


def distinct_candidates(items: list[Any], *, repeated: bool, cycling: bool) -> list[Any]:
    """The distinct inputs a row is checked on; for a repeated row, ``CANDIDATES`` of them.

    A repeated row's are spread evenly over the inputs, but for a set that
    ``cycling`` through a few values (the named sets: 5, 6, 7 or 10 of them)
    they are the first ones, in order: items an even step apart can be one
    value again and again (spread, the named segments' repeated row held one
    segment and the named builds' one shape), where consecutive ones go
    round every value.
    """
    distinct = list({repr(item): item for item in items}.values())  # no call twice
    if not repeated:
        return distinct
    return distinct[:CANDIDATES] if cycling else inputs.spread(distinct, CANDIDATES)


def plan_row(row: Row, texts: list[str], libraries: Libraries, derived: dict[Any, Any]) -> Plan:
    """Derive ``row``'s inputs from ``texts``, run every call on each, keep what all accept.

    A library that fails on most inputs is left out of the row, with its first
    error in the notes, rather than shrinking everyone's inputs.
    """
    count = not row.repeated
    if (row.derive, count) not in derived:
        derived[row.derive, count] = row.derive(texts, count)
    cycling = ":named:" in row.key
    candidates = distinct_candidates(
        derived[row.derive, count], repeated=row.repeated, cycling=cycling
    )
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
        # (A cycling set's first ones go round every value: see distinct_candidates.)
        keep = REPEATED_DISTINCT
        plan.items = plan.items[:keep] if cycling else inputs.spread(plan.items, keep)
    else:
        # In corpus order a stretch of inputs is all web URLs or all file URLs; shuffled
        # (the same way every run), every chunk of 1,000 is a fair sample of the whole,
        # so libraries that are at different places in the inputs still do like work.
        random.Random(15).shuffle(plan.items)  # noqa: S311 - a sample, not a secret
    return plan


# ---------------------------------------------------------------------------
# Running the workers


def run(plans: list[Plan], settings: dict[str, Any], folder: Path, verbose: bool) -> float:
    """Run a worker a row, ``processes`` passes over the rows; return the seconds it took."""
    import pyperf  # noqa: PLC0415 - the master only: workers start without it

    plan_file = {
        "settings": settings,
        "rows": {
            plan.row.key: [
                (plan.row.calls.index(call), plan.seconds[call.lib]) for call in plan.calls
            ]
            for plan in plans
        },
    }
    (folder / "plan.json").write_text(json.dumps(plan_file), encoding="utf-8")
    # pyperf's system metadata (CPU, kernel, Python), collected once for every run.
    base = pyperf.Run([1.0]).get_metadata()
    started = time.perf_counter()
    for number in range(settings["processes"]):
        for plan in plans:
            command = [sys.executable, str(WORKER), str(folder), plan.row.key, str(number)]
            begun = datetime.datetime.now(tz=datetime.UTC).isoformat(timespec="seconds")
            done = subprocess.run(  # noqa: S603 - this script, as pyperf runs its workers
                command, capture_output=True, text=True, timeout=WORKER_TIMEOUT, check=False
            )
            if done.returncode:
                error = (done.stderr.strip().splitlines() or ["no message"])[-1]
                plan.notes.append(f"worker of pass {number + 1} failed: {error}")
                continue
            found = json.loads(done.stdout)
            for lib, measured in found["libs"].items():
                plan.values.setdefault(lib, []).append(measured["values"])
                metadata = {
                    **base,
                    "name": f"{plan.row.key} {lib}",
                    "date": begun,
                    "loops": measured["loops"],
                    "inner_loops": CHUNK,
                    "unit": "second",
                    "clock": settings["clock"],
                }
                if found["load_avg_1min"] is not None:
                    metadata["load_avg_1min"] = found["load_avg_1min"]
                run_ = pyperf.Run(
                    measured["values"],
                    warmups=[tuple(pair) for pair in measured["warmups"]] or None,
                    metadata=metadata,
                    collect_metadata=False,
                )
                plan.runs.setdefault(lib, []).append(run_)
            if verbose:
                medians = ", ".join(
                    f"{lib} {sorted(m['values'])[len(m['values']) // 2] * 1e6:.3g} µs"
                    for lib, m in found["libs"].items()
                )
                print(f"bench: {plan.row.key} #{number + 1}: {medians}", file=sys.stderr)
        took = time.perf_counter() - started
        print(f"bench: pass {number + 1}/{settings['processes']}: {took:.0f} s", file=sys.stderr)
    return time.perf_counter() - started


def write_json(path: Path, plans: list[Plan]) -> None:
    """Write pyperf's JSON: one benchmark a row and library, a run a worker process.

    ``python -m pyperf stats FILE`` and ``hist`` read it; compare two runs by their
    ratios (spread.py), not with ``compare_to``: absolute times move with the load.
    """
    import pyperf  # noqa: PLC0415 - as in run()

    benches = [pyperf.Benchmark(runs) for plan in plans for runs in plan.runs.values() if runs]
    if benches:
        pyperf.BenchmarkSuite(benches).dump(str(path), replace=True)


def profile(plans: list[Plan], top: int, libraries: Libraries) -> None:
    """Print the top cProfile entries of href's call on each row's inputs."""
    for plan in plans:
        call = plan.row.calls[0]
        names, parse = libraries.get(call.lib) or ({}, None)
        timed = compile_loop(plan.row, call, names)
        items = prepare(plan.items, parse, plan.row.parsed_of(call))
        if plan.row.repeated:
            items *= CHUNK // len(items)
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


# ---------------------------------------------------------------------------
# Options


def parse_args(argv: Sequence[str] | None) -> argparse.Namespace:
    """Return the command line options."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    quick = ", ".join(f"{name} {value}" for name, value in SETTINGS[True].items())
    parser.add_argument(
        "--quick",
        action="store_true",
        help=f"{QUICK_LIMIT:,} unique inputs a row, {quick} (about 2 minutes)",
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
        "--limit", type=int, metavar="N", help="at most N corpus URLs a row, spread evenly"
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
        "--dry-run", action="store_true", help="derive and check the inputs, time nothing"
    )
    for name, kind, text in (
        ("processes", int, "worker processes a row, one a pass"),
        ("values", int, "values a library and process"),
        ("warmups", int, "warmup values a library and process (the first calibrates loops)"),
        ("min_time", float, "a value's shortest time, in seconds"),
    ):
        parser.add_argument(
            f"--{name.replace('_', '-')}",
            type=kind,
            help=f"{text} (default {SETTINGS[False][name]:g}, {SETTINGS[True][name]:g} "
            "with --quick)",
        )
    parser.add_argument(
        "--affinity",
        metavar="CPUS",
        help="pin the workers to these CPUs, e.g. 1 or 0,1 (pyperf's option; default: none)",
    )
    parser.add_argument(
        "--clock",
        choices=sorted(CLOCKS),
        default="cpu",
        help="cpu (default): the worker's CPU time, so time spent running other processes "
        "does not count; wall: perf_counter, as pyperf's own",
    )
    parser.add_argument(
        "--json", type=Path, metavar="FILE", help="also write pyperf's JSON of every value"
    )
    parser.add_argument("-v", "--verbose", action="store_true", help="each worker's medians")
    return parser.parse_args(argv)


def settings_of(args: argparse.Namespace) -> dict[str, Any] | str:
    """Return the run's settings, or why the options give none."""
    settings = dict(SETTINGS[args.quick])
    for name in settings:
        value = getattr(args, name)
        if value is not None:
            settings[name] = value
    if min(settings["processes"], settings["values"]) < 1 or settings["warmups"] < 0:
        return "--processes and --values must be at least 1, --warmups at least 0"
    cpus: list[int] = []
    if args.affinity:
        try:
            cpus = sorted({int(cpu) for cpu in args.affinity.split(",")})
        except ValueError:
            return f"--affinity {args.affinity!r}: give CPU numbers, e.g. 1 or 0,1"
    settings["affinity"] = cpus
    settings["clock"] = args.clock
    return settings


def corpus(args: argparse.Namespace) -> tuple[list[Path], list[str]] | str:
    """Return the corpus files and their URLs, or why there are none."""
    paths = args.data or inputs.default_corpora()
    if not paths:
        return (
            f"no URL corpora: no *.txt in {inputs.corpora_folder()}; give files with "
            f"--data FILE ... or set {inputs.CORPORA_ENV} to a folder of them"
        )
    missing = [str(path) for path in paths if not path.is_file()]
    if missing:
        return f"no such file: {', '.join(missing)}"
    texts = inputs.load_corpora(paths)
    if not texts:
        return f"no URLs in {', '.join(map(str, paths))}"
    return paths, texts


# ---------------------------------------------------------------------------
# Main


def main(argv: Sequence[str] | None = None) -> int:
    """Run the benchmark; return the exit status."""
    args = parse_args(argv)
    if args.list:
        print("\n".join([*(row.key for row in bench_rows.ROWS), "memory"]))
        return 0
    rows = bench_rows.select(args.only)
    if args.profile and not args.only:
        rows = [row for row in bench_rows.ROWS if row.key in bench_rows.PROFILED]
    want_memory = not args.only or any("memory".startswith(part) for part in args.only)
    settings = settings_of(args)
    found = corpus(args)
    problem = settings if isinstance(settings, str) else found if isinstance(found, str) else None
    if not rows and not want_memory:
        problem = f"no row matches {' '.join(args.only)}; see --list"
    if problem is not None or isinstance(settings, str) or isinstance(found, str):
        print(f"bench: {problem}", file=sys.stderr)
        return 2
    libraries = Libraries()
    if libraries.get("href") is None:
        print(
            f"bench: cannot import href ({libraries.missing['href']}); "
            "run `pip install -e '.[bench]'` in the repository first",
            file=sys.stderr,
        )
        return 2
    folder = Path(tempfile.mkdtemp(prefix="href-bench-"))
    try:
        return master(args, settings, rows, want_memory, found, libraries, folder)
    finally:
        shutil.rmtree(folder, ignore_errors=True)


def master(  # noqa: PLR0915, PLR0917 - main's findings, handed on once; the run, in order
    args: argparse.Namespace,
    settings: dict[str, Any],
    rows: list[Row],
    want_memory: bool,
    found: tuple[list[Path], list[str]],
    libraries: Libraries,
    folder: Path,
) -> int:
    """Check the inputs, run the workers, print the report; return the exit status."""
    paths, texts = found
    started = time.perf_counter()
    load_before = machine()
    limit = args.limit or (QUICK_LIMIT if args.quick else None)
    chosen = inputs.spread(texts, limit) if limit else texts  # what the rows derive from
    print(f"bench: {len(chosen):,} URLs; checking {len(rows)} rows...", file=sys.stderr)
    derived: dict[Any, Any] = {}
    plans: list[Plan] = []
    skipped: list[str] = []
    for row in rows:
        plan = plan_row(row, chosen, libraries, derived)
        if not plan.calls or plan.calls[0] is not row.calls[0] or not plan.items:
            skipped.append(f"`{row.key}`: not measured. " + " ".join(plan.notes))
            continue
        with (folder / f"{row.key}.pickle").open("wb") as file:
            pickle.dump(plan.items, file, protocol=pickle.HIGHEST_PROTOCOL)
        plans.append(plan)
    checked = time.perf_counter() - started
    if args.profile:
        profile(plans, args.top, libraries)
        return 0
    if args.dry_run:
        print("| row | inputs | each library's call: µs (first sight) |\n|---|---:|---|")
        for plan in plans:
            cells = ", ".join(
                f"{c.lib} `{c.stmt}` {plan.seconds[c.lib] * 1e6:.3g}" for c in plan.calls
            )
            print(f"| `{plan.row.key}` | {len(plan.items):,} | {cells} |")
        return 0
    sample = MEMORY_SAMPLE // 4 if args.quick else MEMORY_SAMPLE
    held, memory = measure_memory(chosen, sample, libraries) if want_memory else (0, [])
    took = run(plans, settings, folder, args.verbose) if plans else 0.0
    speed, fails = speed_table(plans)
    print("# href benchmark\n")
    print(f"- {datetime.datetime.now(tz=datetime.UTC):%Y-%m-%d %H:%M} UTC: `{command()}`")
    versions = ", ".join(
        bench_rows.version(lib) for lib in sorted(libraries.loaded) if "." not in lib
    )
    print(
        f"- {platform.python_implementation()} {platform.python_version()} on "
        f"{platform.system()} {platform.machine()}; {versions}"
    )
    print(f"- machine: {load_before} at the start; {machine().split(', ')[-1]} at the end")
    limit_text = f", at most {limit:,} a row" if limit else ""
    print(
        f"- inputs: {len(texts):,} unique URLs from "
        f"{', '.join(path.name for path in paths)}{limit_text}; repeated rows: "
        f"{REPEATED_DISTINCT} inputs again and again"
    )
    affinity = ",".join(map(str, settings["affinity"])) or "none"
    print(
        f"- {settings['processes']} worker processes a row (one a pass over the rows), "
        f"the row's libraries interleaved loop by loop in each; a process: "
        f"{settings['warmups']} warmup and {settings['values']} values a library, a value "
        f"at least {settings['min_time']:g} s of {CHUNK:,}-call loops; affinity {affinity}; "
        f"{settings['clock']} clock; checking {checked:.0f} s, timing {took:.0f} s"
    )
    print(
        "- µs: the median of every value of every process; ratio: the median of href's "
        "value / the peer's value taken in the same window (lower is better for href); per "
        "process: the lowest and highest of that median within one process\n"
    )
    if plans:
        print("## Speed\n")
        print("\n".join(speed))
    if memory:
        lines, memory_fails = memory_table(memory)
        fails += memory_fails
        print(f"\n## Memory (tracemalloc, {held:,} URLs parsed into a list)\n")
        print("\n".join(lines))
    print("\n## Notes\n")
    for plan in plans:
        notes = [f"inputs: {plan.row.describe}"]
        notes += [f"{c.lib}: {c.note}" for c in plan.calls if c.note]
        rejected = ", ".join(f"{lib} {n:,}" for lib, n in plan.rejected.items() if n)
        if rejected:
            notes.append(f"inputs rejected (dropped for all): {rejected}")
        notes += plan.notes
        print(f"- `{plan.row.key}` ({len(plan.items):,} inputs): {'; '.join(notes)}")
    for note in skipped:
        print(f"- {note}")
    print(f"\n{fails} target(s) missed or not measured.")
    if fails:
        print(
            "Why a row misses (instructions a call under callgrind, href against its peer) and "
            'what was tried: benchmarks/README.md, "The rows that miss, and why".'
        )
    if args.json:
        write_json(args.json, plans)
    return 1 if args.check and fails else 0


def command() -> str:
    """Return the command line as run, with the script's path as the README gives it."""
    return " ".join(["python benchmarks/bench.py", *sys.argv[1:]])


if __name__ == "__main__":
    sys.exit(main())
