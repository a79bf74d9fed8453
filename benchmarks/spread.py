"""Compare the ratios of several runs of bench.py: how well does each repeat?

    python benchmarks/bench.py --quick --json run1.json   # and run2.json, run3.json
    python benchmarks/spread.py run1.json run2.json run3.json

For every row and peer, prints the ratio of each run (computed as bench.py
does: the median of the paired values' ratios) and its spread, the highest over
the lowest minus one; then the median, 90th percentile and worst spread.
"""

from __future__ import annotations

import argparse
import statistics
import sys
from pathlib import Path

import bench_rows
import pyperf
from bench_report import paired_ratio


def main(argv: list[str] | None = None) -> int:
    """Print the table of ratios across the runs given."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("runs", nargs="+", type=Path, help="JSON files of bench.py --json")
    args = parser.parse_args(argv)
    suites = [
        {bench.get_name(): bench for bench in pyperf.BenchmarkSuite.load(str(path))}
        for path in args.runs
    ]
    header = " | ".join(f"run {i + 1}" for i in range(len(suites)))
    print(f"| row | peer | {header} | spread |")
    print("|---|---|" + "---:|" * (len(suites) + 1))
    spreads: list[float] = []
    targeted: list[float] = []
    for row in bench_rows.ROWS:
        subject = row.calls[0].lib
        for call in row.calls[1:]:
            ratios = []
            for suite in suites:
                mine = suite.get(f"{row.key} {subject}")
                theirs = suite.get(f"{row.key} {call.lib}")
                if mine is None or theirs is None:
                    break
                ratios.append(
                    paired_ratio(
                        [run.values for run in mine.get_runs()],
                        [run.values for run in theirs.get_runs()],
                    )[0]
                )
            else:
                spread = max(ratios) / min(ratios) - 1
                spreads.append(spread)
                if call.lib in row.targets:
                    targeted.append(spread)
                cells = " | ".join(f"{ratio:.3f}" for ratio in ratios)
                print(f"| `{row.key}` | {call.lib} | {cells} | {spread:.1%} |")
    if not spreads:
        print("spread: no row is in every run", file=sys.stderr)
        return 1
    print()
    for name, found in (("ratios", spreads), ("ratios with a target", targeted)):
        if found:
            found.sort()
            print(
                f"{len(found)} {name}: median spread {statistics.median(found):.1%}, "
                f"90th percentile {found[int(len(found) * 0.9)]:.1%}, worst {found[-1]:.1%}"
            )
    return 0


if __name__ == "__main__":
    sys.exit(main())
