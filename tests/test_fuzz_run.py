"""fuzz/run.py's reading of libFuzzer's logs: what is a finding and what is not."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

# fuzz/ is not on the test path; the repository root holds it.
sys.path.append(str(Path(__file__).resolve().parent.parent))

from fuzz import run

_LOG = """\
#1024 pulse cov: 10 ft: 20 corp: 3/30b exec/s: 512 rss: 60Mb
artifact_prefix='/r/c/'; Test unit written to /r/c/slow-unit-ab12
Finding: [url_join:refused] URL('a').join('b') raised InvalidURL
artifact_prefix='/r/c/'; Test unit written to /r/c/crash-cd34
artifact_prefix='/r/c/'; Test unit written to /r/c/timeout-ef56
stat::number_of_executed_units: 2048
"""


def test_a_slow_input_is_set_apart_from_the_crashes() -> None:
    # libFuzzer times an input by the wall clock: on a loaded or stopped
    # machine a fast one is "slow", which is no finding until it is slow alone.
    result = run.Result("url_join")
    run._read_log(_LOG, result)
    assert result.slow == ["/r/c/slow-unit-ab12", "/r/c/timeout-ef56"]
    assert result.crashes == ["/r/c/crash-cd34"]
    assert result.findings == {"url_join:refused": "URL('a').join('b') raised InvalidURL"}
    assert result.executions == 2048


def test_a_slow_input_fast_alone_is_a_note() -> None:
    result = run.Result("url_join", slow_ms=[8])
    assert run._notes([result]) == (
        "- `url_join`: 1 input(s) libFuzzer found slow took 8 ms of CPU time by itself: not "
        "findings (the wall clock of a loaded machine)"
    )


def _target(folder: Path, name: str, body: str) -> None:
    (folder / f"{name}.py").write_text(f"import sys, time\n{body}\n")


def test_a_slow_input_is_judged_alone_by_its_cpu_time_not_the_wall_clock(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    # CI fuzzes beside its matrix of other suites; an input that waits (as a
    # process does for a busy processor) is slow by the clock and fast by
    # CPU time, and only CPU time makes a finding.
    monkeypatch.setattr(run, "FUZZ", tmp_path)
    monkeypatch.setattr(run, "_SLOW_SECONDS", 0.3)
    _target(tmp_path, "waits", "time.sleep(0.6)")
    _target(
        tmp_path, "spins", "end = time.process_time() + 0.6\nwhile time.process_time() < end: pass"
    )
    _target(tmp_path, "fails", "sys.exit('a failure')")
    waits, spins, fails = (run.Result(name, slow=["unit"]) for name in ("waits", "spins", "fails"))
    for result in (waits, spins, fails):
        run._slow_again(result)
    assert waits.crashes == []
    assert waits.findings == {}
    assert waits.slow_ms[0] < 300
    assert spins.crashes == ["unit"]
    assert "of CPU time by itself" in spins.findings["spins:slow"]
    assert fails.crashes == ["unit"]
    assert "a failure" in fails.findings["fails:slow"]
