"""benchmarks/templates.py runs, on the cases every library agrees on, and prints its table.

The peers are in the bench extra (``pip install -e '.[bench]'``); without them
these tests are skipped.
"""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

pytest.importorskip("uritemplate", reason="uritemplate is not installed (the bench extra)")
pytest.importorskip("stduritemplate", reason="std-uritemplate is not installed (the bench extra)")

SCRIPT = Path(__file__).resolve().parents[1] / "benchmarks" / "templates.py"


def test_a_short_run_prints_every_row_and_names_the_dropped_case() -> None:
    command = [sys.executable, str(SCRIPT), "--rounds", "1", "--list-dropped"]
    done = subprocess.run(  # noqa: S603 - this interpreter running the repository's script
        command, capture_output=True, text=True, timeout=600, check=False
    )
    assert done.returncode == 0, done.stderr
    lines = done.stdout.splitlines()
    # uritemplate leaves the literal "é" as it is (RFC 6570 3.1 encodes it).
    assert lines[0] == "café/{var}"
    assert lines[1].startswith("233 of the suite's valid cases (1 dropped)")
    rows = {tuple(cell.strip() for cell in line.split("|")[1:3]) for line in lines[5:]}
    assert rows == {
        ("parse+expand:unique", "href"),
        ("parse+expand:unique", "uritemplate"),
        ("parse+expand:unique", "std-uritemplate"),
        ("parse+expand:repeated", "href"),
        ("parse+expand:repeated", "uritemplate"),
        ("parse+expand:repeated", "std-uritemplate"),
        ("expand", "href"),
        ("expand", "uritemplate"),
        ("match", "href match"),
        ("match", "href expand"),
    }
