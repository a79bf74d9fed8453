"""benchmarks/pattern.py runs, with whichever peers are installed, and prints its rows."""

from __future__ import annotations

import importlib.util
from pathlib import Path

import pytest

_SCRIPT = Path(__file__).resolve().parents[1] / "benchmarks" / "pattern.py"


def test_a_short_run_prints_every_row(capsys: pytest.CaptureFixture[str]) -> None:
    spec = importlib.util.spec_from_file_location("bench_pattern", _SCRIPT)
    assert spec is not None
    assert spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    assert module.main(["--quick", "--rows", "2000"]) == 0
    out = capsys.readouterr().out
    for row in ("exec: two named groups", "exec: host wildcard", "exec: regexp group"):
        assert f"| {row} | " in out
    assert "| construct: new patterns | " in out
