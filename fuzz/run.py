"""Run href's atheris fuzz targets for a wall-clock budget each and summarise what they found.

    python fuzz/run.py [--minutes-per-target N] [--cpu-budget] [--only NAME ...] [--jobs 2]
                       [--ignore PATTERN ...] [--report-known] [--stop-at-first-crash]

Each target runs as its own libFuzzer process (``fuzz/<target>.py``), ``--jobs`` at a time,
from a seed corpus written afresh to ``fuzz/work/seeds/<target>/`` (RFC 3986's examples,
and a sample of ``../shared/data/urls/*.txt`` when that folder exists) plus the corpus
kept from earlier runs in ``fuzz/work/corpus/<target>/``. A target that crashes before its
budget is spent is started again for the rest of it (its corpus carries over), so one
run can find several different crashes; crash inputs go to ``fuzz/crashes/<target>/``,
logs to ``fuzz/logs/<run>/``. Findings that already have an xfail test
(``checks.KNOWN_FINDINGS``) are passed over unless ``--report-known`` is given. The
summary table goes to stdout and to ``fuzz/results/<date>.md``. Exit status: 0 when
nothing was found, 1 otherwise.
"""

from __future__ import annotations

import argparse
import datetime
import hashlib
import os
import random
import re
import shutil
import subprocess
import sys
import tempfile
import threading
import time
from collections.abc import Iterator
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass, field
from pathlib import Path
from typing import IO

FUZZ = Path(__file__).resolve().parent
ROOT = FUZZ.parent
CORPORA = ROOT.parent / "shared" / "data" / "urls"
sys.path[:0] = [str(FUZZ), str(ROOT / "tests")]
sys.path.append(str(ROOT))  # checks.py's modules import one another as fuzz.<module>

from fuzz import checks  # noqa: E402 - needs the folders above on the path

SAMPLE_SIZE = 300
MAX_RESTARTS = 50
_EXECUTIONS = (
    re.compile(r"^stat::number_of_executed_units:\s*(\d+)", re.MULTILINE),
    re.compile(r"^Done (\d+) runs in", re.MULTILINE),
)
_LAST_STATUS = re.compile(r"^#(\d+)\s", re.MULTILINE)
_FINDING = re.compile(r"^(?:fuzz\.findings\.)?Finding: \[([^\]]+)\] (.*)$", re.MULTILINE)
_UNCAUGHT = re.compile(r"=== Uncaught Python exception: ===\n(.*)$", re.MULTILINE)
_ARTIFACT = re.compile(r"Test unit written to (\S+)")


@dataclass
class Result:
    """What one target's runs came to."""

    name: str
    seconds: float = 0.0
    cpu_seconds: float = 0.0
    executions: int = 0
    runs: int = 0
    corpus: int = 0
    crashes: list[str] = field(default_factory=list)
    # Inputs libFuzzer found slow (over 10 s of wall time): a finding only if
    # one is slow again when run alone (see _slow_again).
    slow: list[str] = field(default_factory=list)
    slow_ms: list[int] = field(default_factory=list)
    findings: dict[str, str] = field(default_factory=dict)
    logs: list[str] = field(default_factory=list)


# --- seeds -----------------------------------------------------------------------------------


def _corpus_sample() -> list[str]:
    """A fixed sample of the shared URL corpora, or nothing (with a message) without them."""
    files = sorted(CORPORA.glob("*.txt")) if CORPORA.is_dir() else []
    if not files:
        print(f"seeds: no URL corpora in {CORPORA}; seeding from RFC 3986 examples only")
        return []
    lines: list[str] = []
    for path in files:
        text = path.read_text(encoding="utf-8", errors="replace").lstrip("\ufeff")
        lines += [line for line in text.splitlines() if line and "\x00" not in line]
    sample = random.Random(6).sample(lines, min(SAMPLE_SIZE, len(lines)))  # noqa: S311 - a fixed sample, not a secret
    print(f"seeds: {len(sample)} URLs sampled from {', '.join(p.name for p in files)}")
    return sample


def _seed_fields(name: str, sample: list[str]) -> Iterator[tuple[str, ...]]:
    """The text fields of each seed of the target ``name``."""
    urls = [*checks.RFC_EXAMPLES, *sample]
    if name in ("url_join", "compat_urljoin", "url_relative_to"):
        for reference in checks.RFC_REFERENCES:
            if name == "url_relative_to":
                yield (checks.RFC_BASE, checks.rfc3986_join(checks.RFC_BASE, reference))
            else:
                yield (checks.RFC_BASE, reference)
        pairs = random.Random(name).sample(urls, len(urls))  # noqa: S311 - a shuffle
        yield from zip(urls, pairs, strict=True)
    elif name == "templates":
        for index, template in enumerate(checks.TEMPLATE_SEEDS):
            yield (template, urls[index % len(urls)])
    elif name == "pattern_exec":
        for index, url in enumerate(urls):
            yield (checks.PATTERN_SEEDS[index % len(checks.PATTERN_SEEDS)], url)
    elif name == "url_builders":
        values = ["a b", "x/y", "?#", "@:", "..", "é", "%41", "&=", "\r\n"]
        for index, url in enumerate(urls):
            yield (url, values[index % len(values)])
    else:
        for url in urls:
            yield (url,)


def write_seeds(name: str, sample: list[str], folder: Path) -> int:
    """Write the seeds of ``name`` to ``folder`` (emptied first); return how many."""
    shutil.rmtree(folder, ignore_errors=True)
    folder.mkdir(parents=True)
    count = 0
    for fields in _seed_fields(name, sample):
        data = b"\x00" + b"\x00".join(f.encode("utf-8", "surrogatepass") for f in fields)
        (folder / f"seed-{hashlib.sha1(data).hexdigest()}").write_bytes(data)  # noqa: S324 - a file name
        count += 1
    return count


# --- running ---------------------------------------------------------------------------------


def _fuzz(
    name: str, seconds: int, logs: Path, sample: list[str], *, stop: bool, by_cpu: bool
) -> Result:
    result = Result(name)
    work = FUZZ / "work"
    corpus, seeds = work / "corpus" / name, work / "seeds" / name
    crashes = FUZZ / "crashes" / name
    corpus.mkdir(parents=True, exist_ok=True)
    crashes.mkdir(parents=True, exist_ok=True)
    write_seeds(name, sample, seeds)
    started = time.monotonic()
    while result.runs <= MAX_RESTARTS:
        # On a loaded machine a wall-clock budget buys less than its length in fuzzing; with
        # by_cpu the target is started again (its corpus kept) until its own CPU time is spent.
        spent = result.cpu_seconds if by_cpu else time.monotonic() - started
        left = int(seconds - spent)
        if left < 1 or (stop and result.crashes):
            break
        log = logs / f"{name}.{result.runs}.log"
        command = [
            sys.executable,
            str(FUZZ / f"{name}.py"),
            str(corpus),
            str(seeds),
            f"-max_total_time={left}",
            f"-artifact_prefix={crashes}/",
            "-print_final_stats=1",
            "-timeout=60",
            "-rss_limit_mb=4096",
            "-max_len=4096",
        ]
        with log.open("w") as out:
            code, cpu_seconds = _cpu_run(command, out, left + 300)
            result.cpu_seconds += cpu_seconds  # what --cpu-budget is judged by
            if code == -9:
                out.write("\nrun.py: killed after its budget plus 300 s\n")
        result.runs += 1
        result.logs.append(str(log.relative_to(ROOT)))
        _read_log(log.read_text(errors="replace"), result)
    result.seconds = time.monotonic() - started
    result.corpus = sum(1 for _ in corpus.iterdir())
    _slow_again(result)
    return result


_SLOW_SECONDS = 10.0  # libFuzzer's -report_slow_units, in wall seconds
_ALONE_TIMEOUT = 600


def _cpu_run(command: list[str], out: IO[str], timeout: float) -> tuple[int, float]:
    """Run ``command`` with its output to ``out``: its exit code (-9 when killed past
    ``timeout`` seconds) and its own CPU seconds (``os.wait4``, which a loaded machine
    does not inflate as it does the wall clock)."""
    process = subprocess.Popen(  # noqa: S603 - our own interpreter and scripts
        command, stdout=out, stderr=subprocess.STDOUT
    )
    watchdog = threading.Timer(timeout, process.kill)
    watchdog.start()
    _, status, usage = os.wait4(process.pid, 0)
    watchdog.cancel()
    process.returncode = os.waitstatus_to_exitcode(status)
    return process.returncode, usage.ru_utime + usage.ru_stime


def _slow_again(result: Result) -> None:
    """Run each slow input by itself: one slow again (or failing) is a finding, the rest notes.

    libFuzzer times an input by the wall clock (its slow units and its
    ``-timeout``), so a loaded (or stopped) machine makes fast inputs "slow":
    CI fuzzes beside its matrix of other Pythons' suites. Run by itself, an
    input is judged by its own CPU time, which that load does not inflate.
    """
    for unit in result.slow:
        command = [sys.executable, str(FUZZ / f"{result.name}.py"), unit]
        with tempfile.TemporaryFile("w+", errors="replace") as out:
            code, cpu_seconds = _cpu_run(command, out, _ALONE_TIMEOUT)
            out.seek(0)
            output = out.read()
        if code == -9:
            why = f"runs over {_ALONE_TIMEOUT} s by itself"
        elif code != 0:
            why = f"fails when run by itself (exit {code}): {output[-300:]!r}"
        elif cpu_seconds >= _SLOW_SECONDS:
            why = f"takes {cpu_seconds:.1f} s of CPU time by itself"
        else:
            result.slow_ms.append(round(cpu_seconds * 1000))
            continue
        result.crashes.append(unit)
        result.findings.setdefault(f"{result.name}:slow", f"{Path(unit).name} {why}")


def _read_log(text: str, result: Result) -> None:
    for pattern in _EXECUTIONS:
        found = pattern.findall(text)
        if found:
            result.executions += int(found[-1])
            break
    else:
        statuses = _LAST_STATUS.findall(text)
        result.executions += int(statuses[-1]) if statuses else 0
    artifacts = _ARTIFACT.findall(text)
    slow = [a for a in artifacts if Path(a).name.startswith(("slow-unit-", "timeout-"))]
    result.slow += [a for a in slow if a not in result.slow]
    artifacts = [a for a in artifacts if a not in slow]
    result.crashes += [a for a in artifacts if a not in result.crashes]
    for key, message in _FINDING.findall(text):
        result.findings.setdefault(key, message)
    if artifacts and not _FINDING.search(text):
        uncaught = _UNCAUGHT.search(text)
        summary = uncaught.group(1) if uncaught else "see the log"
        result.findings.setdefault(f"{result.name}:crash", summary)


# --- reporting -------------------------------------------------------------------------------


def _table(results: list[Result]) -> str:
    rows = [
        "| target | seconds | CPU seconds | executions | exec/s | corpus | crashes | findings |",
        "| --- | ---: | ---: | ---: | ---: | ---: | ---: | --- |",
    ]
    for r in results:
        rate = r.executions / r.seconds if r.seconds else 0.0
        keys = ", ".join(f"`{key}`" for key in r.findings) or "-"
        rows.append(
            f"| {r.name} | {r.seconds:.0f} | {r.cpu_seconds:.0f} | {r.executions} | {rate:.0f} "
            f"| {r.corpus} "
            f"| {len(r.crashes)} | {keys} |"
        )
    return "\n".join(rows)


def _notes(results: list[Result]) -> str:
    lines = []
    for r in results:
        if r.slow_ms:
            times = ", ".join(f"{ms} ms" for ms in r.slow_ms)
            lines.append(
                f"- `{r.name}`: {len(r.slow_ms)} input(s) libFuzzer found slow took "
                f"{times} of CPU time by itself: not findings (the wall clock of a loaded "
                "machine)"
            )
    return "\n".join(lines)


def _details(results: list[Result]) -> str:
    lines = []
    for r in results:
        for key, message in r.findings.items():
            lines.append(f"- `{key}`: {message[:600]}")
        lines += [f"  - crash input: `{Path(c).relative_to(ROOT)}`" for c in r.crashes]
    return "\n".join(lines)


def _commit() -> str:
    return subprocess.run(  # noqa: S603 - a fixed git command
        ["git", "-C", str(ROOT), "rev-parse", "--short", "HEAD"],  # noqa: S607 - git from PATH
        capture_output=True,
        text=True,
        check=False,
    ).stdout.strip()


def _report(
    results: list[Result], arguments: argparse.Namespace, started: datetime.datetime
) -> str:
    commit = _commit()
    if commit != arguments.commit:
        commit = f"{arguments.commit or 'unknown'} at the start, {commit or 'unknown'} at the end"
    commit = commit or "unknown"
    total = sum(r.executions for r in results)
    parts = [
        f"## Run of {started:%Y-%m-%d %H:%M} UTC (commit {commit})",
        "",
        f"`python fuzz/run.py {' '.join(sys.argv[1:])}`: {arguments.seconds} s "
        f"{'of CPU time ' if arguments.cpu_budget else ''}a target, "
        f"{arguments.jobs} at a time; {total} executions in all."
        + (f" Ignored findings: {', '.join(arguments.ignore)}." if arguments.ignore else ""),
        "",
        _table(results),
    ]
    details = _details(results)
    if details:
        parts += [
            "",
            "Findings (first message of each; the logs have the tracebacks):",
            "",
            details,
        ]
    notes = _notes(results)
    if notes:
        parts += ["", notes]
    return "\n".join(parts) + "\n"


def main(argv: list[str] | None = None) -> int:
    """Run the targets the command line names; return the exit status."""
    parser = argparse.ArgumentParser(description=__doc__.partition("\n")[0])
    budget = parser.add_mutually_exclusive_group()
    budget.add_argument("--minutes-per-target", type=float, help="wall-clock budget (default 2)")
    budget.add_argument("--seconds-per-target", type=int, help="the budget in seconds instead")
    parser.add_argument("--only", nargs="+", metavar="NAME", choices=sorted(checks.TARGETS))
    parser.add_argument("--jobs", type=int, default=2, help="targets at a time (default 2)")
    parser.add_argument(
        "--ignore",
        nargs="+",
        default=[],
        metavar="PATTERN",
        help="findings to pass over (fnmatch patterns over '<key>: <message>'), e.g. known ones",
    )
    parser.add_argument(
        "--report-known",
        action="store_true",
        help="do not pass over the findings that have an xfail test (checks.KNOWN_FINDINGS)",
    )
    parser.add_argument(
        "--stop-at-first-crash",
        action="store_true",
        help="do not restart a target after a crash",
    )
    parser.add_argument(
        "--cpu-budget",
        action="store_true",
        help="count each target's budget in its own CPU time, not the wall clock's",
    )
    parser.add_argument("--list", action="store_true", help="list the targets and exit")
    arguments = parser.parse_args(argv)
    if arguments.list:
        for name, target in checks.TARGETS.items():
            print(f"{name}: {(target.__doc__ or '').partition(chr(10))[0]}", flush=True)
        return 0
    if arguments.seconds_per_target is not None:
        arguments.seconds = arguments.seconds_per_target
    else:
        arguments.seconds = round(60 * (arguments.minutes_per_target or 2))
    names = arguments.only or list(checks.TARGETS)
    if not arguments.report_known:
        arguments.ignore += checks.KNOWN_FINDINGS
    if arguments.ignore:
        os.environ["HREF_FUZZ_IGNORE"] = "\n".join(arguments.ignore)
    started = datetime.datetime.now(datetime.UTC)
    arguments.commit = _commit()
    logs = FUZZ / "logs" / f"{started:%Y%m%d-%H%M%S}-{os.getpid()}"  # two runs may start together
    logs.mkdir(parents=True)
    sample = _corpus_sample()
    print(f"fuzzing {len(names)} targets, {arguments.seconds} s each, {arguments.jobs} at a time")
    with ThreadPoolExecutor(max_workers=arguments.jobs) as pool:
        futures = [
            pool.submit(
                _fuzz,
                name,
                arguments.seconds,
                logs,
                sample,
                stop=arguments.stop_at_first_crash,
                by_cpu=arguments.cpu_budget,
            )
            for name in names
        ]
        results = []
        for future in futures:
            result = future.result()
            results.append(result)
            print(
                f"  {result.name}: {result.executions} executions, {len(result.crashes)} crashes",
                flush=True,
            )
    report = _report(results, arguments, started)
    print()
    print(report)
    out = FUZZ / "results" / f"{started:%Y-%m-%d}.md"
    out.parent.mkdir(exist_ok=True)
    previous = out.read_text() + "\n" if out.exists() else "# Fuzz runs\n\n"
    out.write_text(previous + report)
    print(f"written to {out.relative_to(ROOT)}; logs in {logs.relative_to(ROOT)}")
    return 1 if any(r.crashes for r in results) else 0


if __name__ == "__main__":
    sys.exit(main())
