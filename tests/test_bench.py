"""The benchmark harness, benchmarks/bench.py, on a handful of URLs: it runs and reports.

Nothing here asserts a time or a ratio: the suite has no timing assertions. It
checks that every row's statements still run on the inputs the harness derives
(so a change to href's API that breaks a row shows here, not in a long run),
and that a short run prints the table. The harness needs the bench extra
(pyperf and the peers); without it these tests are skipped.
"""

from __future__ import annotations

import importlib
import subprocess
import sys
from pathlib import Path

import pytest

pytest.importorskip("pyperf", reason="pyperf is not installed (the bench extra)")
pytest.importorskip("yarl", reason="yarl is not installed (the bench extra)")

BENCHMARKS = Path(__file__).resolve().parents[1] / "benchmarks"
URLS = (
    "https://www.sec.gov/edgar.shtml",
    "https://example.com/a/b?q=1&page=2",
    "https://www.boardgamegeek.com/viewitem.php3?gameid=337",
    "http://user@host.example:8080/p%20q;x/y.html?y=a+b#z",
    "https://portal.acm.org/browse_dl.cfm?linked=1&part=transaction&idx=J790",
    "https://www.tempe.gov/index.aspx?page=185",
    "file://benchmark/v8/get-stats.js",
    "file://lib/internal/url.js",
    "https://h.example/caf%C3%A9/a%20b/?q=x%20y",
    "https://tools.ietf.org/html/rfc3986",
)


def run_bench(tmp_path: Path, *args: str) -> subprocess.CompletedProcess[str]:
    """Run bench.py on ``URLS`` with ``args``."""
    data = tmp_path / "urls.txt"
    data.write_text("\n".join(URLS) + "\n", encoding="utf-8")
    command = [sys.executable, str(BENCHMARKS / "bench.py"), "--data", str(data), *args]
    return subprocess.run(  # noqa: S603 - this interpreter running the repository's script
        command, capture_output=True, text=True, timeout=600, check=False
    )


def row_keys(tmp_path: Path) -> list[str]:
    """Return the keys ``bench.py --list`` prints."""
    listed = run_bench(tmp_path, "--list")
    assert listed.returncode == 0, listed.stderr
    return listed.stdout.split()


def test_list_names_the_rows_of_the_issue(tmp_path: Path) -> None:
    keys = row_keys(tmp_path)
    for op in ("parse", "str", "with_query", "update_query", "build", "join", "with_path"):
        assert f"{op}:corpus:unique" in keys
    for op in ("with_query", "update_query", "build", "with_path", "div", "child"):
        assert f"{op}:named:unique" in keys
        assert f"{op}:named:repeated" in keys
    assert "parse:corpus:repeated" in keys
    assert "whatwg:corpus:unique" in keys
    assert "memory" in keys


def test_every_row_runs_every_library_on_its_inputs(tmp_path: Path) -> None:
    # --dry-run derives each row's inputs and runs every library's statement on
    # each once; a row whose href call fails on most of them is not listed.
    checked = run_bench(tmp_path, "--dry-run")
    assert checked.returncode == 0, checked.stderr
    assert "Traceback" not in checked.stderr
    for key in row_keys(tmp_path):
        if key != "memory":
            line = next(x for x in checked.stdout.splitlines() if x.startswith(f"| `{key}` |"))
            assert "yarl" in line or "urllib" in line or "ada_url" in line or "rfc3986" in line


def test_a_short_run_prints_the_table_with_targets(tmp_path: Path) -> None:
    settings = ("--processes", "1", "--values", "1", "--warmups", "0", "--min-time", "0.001")
    rows = ("parse:corpus:unique", "with_query:named", "normalize", "memory")
    done = run_bench(tmp_path, "--check", "--only", *rows, *settings)
    out = done.stdout
    assert "## Speed" in out
    assert "## Memory" in out
    assert "| `parse:corpus:unique` | `URL(text)` | yarl `URL(text)` |" in out
    assert "| `with_query:named:repeated` | `url.with_query(query)` |" in out
    assert "≤ 0.33" in out
    assert "no target" in out  # normalize has none
    # --check: status 1 exactly when a target is missed or not measured.
    missed = "| FAIL |" in out or "| not measured |" in out
    assert done.returncode == (1 if missed else 0), done.stderr


def test_no_corpus_is_an_error_that_says_what_to_do(tmp_path: Path) -> None:
    done = run_bench(tmp_path, "--data", str(tmp_path / "missing.txt"))
    assert done.returncode == 2
    assert "no such file" in done.stderr


def test_a_repeated_named_row_holds_every_named_value() -> None:
    # The named sets cycle through their values; spreading the cycle before
    # taking the distinct items once left the named builds' repeated row one.
    sys.path.insert(0, str(BENCHMARKS))
    try:  # the benchmarks' folder is on the path only here
        bench = importlib.import_module("bench")
        bench_inputs = importlib.import_module("bench_inputs")
    finally:
        sys.path.remove(str(BENCHMARKS))
    texts = [f"https://h{i}.example/p" for i in range(2000)]
    for derive, values in (
        (bench_inputs.named_builds, bench_inputs.NAMED_BUILDS),
        (bench_inputs.named_queries, bench_inputs.NAMED_QUERIES),
        (bench_inputs.named_paths, bench_inputs.NAMED_PATHS),
        (bench_inputs.named_segments, bench_inputs.NAMED_SEGMENTS),
    ):
        candidates = bench.distinct_candidates(derive(texts, False), repeated=True, cycling=True)
        chosen = candidates[: bench.REPEATED_DISTINCT]  # what plan_row keeps
        found = {repr(item if isinstance(item, dict) else item[1]) for item in chosen}
        assert {repr(value) for value in values} <= found


def test_the_instruction_counts_warm_up_on_inputs_a_unique_row_does_not_count() -> None:
    # The warm-up leaves first-call work out of the count; on a unique row's
    # own inputs it would turn their first call into a repeated one.
    sys.path.insert(0, str(BENCHMARKS))
    try:  # the benchmarks' folder is on the path only here
        instructions = importlib.import_module("instructions")
    finally:
        sys.path.remove(str(BENCHMARKS))
    planned = [f"https://h{i}.example/" for i in range(1050)]
    warm, counted = instructions.warm_and_counted(planned, repeated=False, n=1000)
    assert len(counted) == 1000
    assert len(warm) == instructions.WARM == 50
    assert not set(warm) & set(counted)
    few = planned[:10]
    warm, counted = instructions.warm_and_counted(few, repeated=True, n=1000)
    assert warm == few
    assert counted == few * 100
