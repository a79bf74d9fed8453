"""The report: the tables of ratios and of bytes per URL, and the machine's note."""

from __future__ import annotations

import contextlib
import gc
import math
import os
import platform
import statistics
import tracemalloc
from pathlib import Path
from typing import TYPE_CHECKING

import bench_inputs as inputs

if TYPE_CHECKING:
    from collections.abc import Callable, Sequence

    from bench import Libraries, Plan


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


def measure_memory(
    texts: Sequence[str], sample: int, libraries: Libraries
) -> tuple[int, list[tuple[str, str, float]]]:
    """Return the URLs held and ``(measure, lib, bytes per URL)`` for href, yarl, urlsplit.

    The URLs are those of ``sample`` spread over ``texts`` that every library parses.
    """
    chosen = inputs.spread(texts, sample)
    makers = []
    for lib, name in (("href", "URL"), ("yarl", "URL"), ("urllib", "urlsplit")):
        library = libraries.get(lib)
        if library is None:
            continue
        make = library[0][name]
        accepted = []
        for text in chosen:
            with contextlib.suppress(Exception):
                make(text)
                accepted.append(text)
        chosen = accepted
        makers.append((lib, make))
    results = [
        (measure, lib, bytes_per_url(make, chosen, read))
        for measure, read in (("parsed URL", False), ("after reading host, path, query", True))
        for lib, make in makers
    ]
    return len(chosen), results


# ---------------------------------------------------------------------------
# Tables


def fmt_us(seconds: float) -> str:
    """Return microseconds with three significant digits."""
    value = seconds * 1e6
    return f"{value:.3g}" if value < 1000 else f"{value:,.0f}"


def verdict(ratio: float, target: float | None) -> str:
    """Return the PASS/FAIL cell."""
    if target is None:
        return "no target"
    return "PASS" if ratio <= target else "FAIL"


def paired_ratio(
    mine: Sequence[Sequence[float]], theirs: Sequence[Sequence[float]]
) -> tuple[float, list[float]]:
    """Return the ratio of two libraries' values, and its value within each process.

    ``mine[p][v]`` and ``theirs[p][v]`` are value ``v`` of process ``p``: taken in
    the same window, their loops interleaved. The ratio is the median of
    ``mine[p][v] / theirs[p][v]`` over every value of every process; the machine's
    slower and faster spells, which move both alike, cancel in each quotient.
    """
    paired = [
        [a / b for a, b in zip(mine_values, theirs_values, strict=True)]
        for mine_values, theirs_values in zip(mine, theirs, strict=True)
    ]
    ratio = statistics.median(r for ratios in paired for r in ratios)
    return ratio, [statistics.median(ratios) for ratios in paired]


def speed_table(plans: Sequence[Plan]) -> tuple[list[str], int]:
    """Return the markdown table of ratios, a line a peer, and the count of targets missed."""
    header = "| row | href call | peer call | href µs | peer µs | ratio | per process |"
    lines = [header + " target | result |", "|---|---|---|---:|---:|---:|---|---:|---|"]
    fails = 0
    for plan in plans:
        subject = plan.row.calls[0]
        mine = plan.values.get(subject.lib, [])
        for call in plan.calls[1:]:
            theirs = plan.values.get(call.lib, [])
            target = plan.row.targets.get(call.lib)
            cells = [f"`{plan.row.key}`", f"`{subject.stmt}`", f"{call.lib} `{call.stmt}`"]
            target_cell = f"≤ {target:g}" if target is not None else ""
            if not mine or not theirs:
                cells += ["", "", "", "", target_cell, "not measured"]
                fails += target is not None
            else:
                mine_median = statistics.median(v for values in mine for v in values)
                theirs_median = statistics.median(v for values in theirs for v in values)
                ratio, each = paired_ratio(mine, theirs)
                result = verdict(ratio, target)
                fails += result == "FAIL"
                cells += [
                    fmt_us(mine_median),
                    fmt_us(theirs_median),
                    f"{ratio:.2f}",
                    f"{min(each):.2f}–{max(each):.2f}",
                    target_cell,
                    result,
                ]
            lines.append("| " + " | ".join(cells) + " |")
        measured = {call.lib for call in plan.calls}
        for peer, target in plan.row.targets.items():
            if peer not in measured:
                lines.append(
                    f"| `{plan.row.key}` | `{subject.stmt}` | {peer}: not measured | | | | | "
                    f"≤ {target:g} | not measured |"
                )
                fails += 1
    return lines, fails


def memory_table(memory: Sequence[tuple[str, str, float]]) -> tuple[list[str], int]:
    """Return the markdown table of bytes per URL and the count of targets missed."""
    lines = [
        "| measure | library | bytes per URL | href/peer | target | result |",
        "|---|---|---:|---:|---:|---|",
    ]
    base = {measure: size for measure, lib, size in memory if lib == "href"}
    fails = 0
    for measure, lib, size in memory:
        ratio = target = result = ""
        if lib != "href" and measure in base:
            value = base[measure] / size if size else math.inf
            ratio = f"{value:.2f}"
            result = "no target"
            if measure == "parsed URL" and lib == "yarl":
                target, result = "≤ 1", verdict(value, 1.0)
                fails += result == "FAIL"
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
    with contextlib.suppress(OSError, AttributeError):
        load = ", load average {:.2f} {:.2f} {:.2f}".format(*os.getloadavg())
    return f"{model}, {os.cpu_count()} CPUs{load}"
