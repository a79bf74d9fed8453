"""fuzz/run.py's reading of libFuzzer's logs: what is a finding and what is not."""

from __future__ import annotations

import sys
from pathlib import Path

# fuzz/ is not on the test path; the repository root holds it.
sys.path.append(str(Path(__file__).resolve().parent.parent))

from fuzz import run

_LOG = """\
#1024 pulse cov: 10 ft: 20 corp: 3/30b exec/s: 512 rss: 60Mb
artifact_prefix='/r/c/'; Test unit written to /r/c/slow-unit-ab12
Finding: [url_join:refused] URL('a').join('b') raised InvalidURL
artifact_prefix='/r/c/'; Test unit written to /r/c/crash-cd34
stat::number_of_executed_units: 2048
"""


def test_a_slow_input_is_set_apart_from_the_crashes() -> None:
    # libFuzzer times an input by the wall clock: on a loaded or stopped
    # machine a fast one is "slow", which is no finding until it is slow alone.
    result = run.Result("url_join")
    run._read_log(_LOG, result)
    assert result.slow == ["/r/c/slow-unit-ab12"]
    assert result.crashes == ["/r/c/crash-cd34"]
    assert result.findings == {"url_join:refused": "URL('a').join('b') raised InvalidURL"}
    assert result.executions == 2048


def test_a_slow_input_fast_alone_is_a_note() -> None:
    result = run.Result("url_join", slow_ms=[8])
    assert run._notes([result]) == (
        "- `url_join`: 1 input(s) libFuzzer found slow ran in 8 ms by itself: not findings "
        "(the wall clock of a loaded machine)"
    )
