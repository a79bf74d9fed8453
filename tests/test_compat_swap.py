"""href.compat stands in for urllib.parse in a whole process, and the standard library works.

tests/compat_swap_program.py puts href.compat in urllib.parse's place (the recipe in
docs/migration.md) before anything imports the real one, then imports and uses
urllib.request, http.cookiejar, urllib.robotparser, mimetypes, xmlrpc.client and
email. The same program, run without the swap, is the yardstick: each answer must
be the one the real urllib.parse gives on this interpreter (the CI matrix runs this
on every supported version).
"""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

PROGRAM = Path(__file__).with_name("compat_swap_program.py")


def _run(mode: str, folder: Path) -> dict[str, Any]:
    # -I: no PYTHONSTARTUP or user site that might import urllib.parse first.
    done = subprocess.run(  # noqa: S603 - this interpreter, on a program of ours
        [sys.executable, "-I", str(PROGRAM), mode, str(folder)],
        capture_output=True,
        text=True,
        check=False,
        timeout=120,
    )
    assert done.returncode == 0, done.stderr
    answers: dict[str, Any] = json.loads(done.stdout)
    return answers


@pytest.fixture(scope="module")
def runs(tmp_path_factory: pytest.TempPathFactory) -> tuple[dict[str, Any], dict[str, Any]]:
    folder = tmp_path_factory.mktemp("swap")
    return _run("swap", folder), _run("real", folder)


def test_swap_puts_href_compat_everywhere_urllib_parse_is_reached(
    runs: tuple[dict[str, Any], dict[str, Any]],
) -> None:
    swapped, _ = runs
    assert swapped["where"] == {
        "sys.modules": "href.compat",
        "urllib.parse": "href.compat",
        "urllib.request.urlsplit": True,
        "modules from urllib/parse.py": [],
    }


def test_without_the_swap_the_program_reads_the_real_module(
    runs: tuple[dict[str, Any], dict[str, Any]],
) -> None:
    _, real = runs
    assert real["where"]["modules from urllib/parse.py"] == ["urllib.parse"]


@pytest.mark.parametrize(
    "module",
    [
        "urllib.request",
        "http.cookiejar",
        "urllib.robotparser",
        "mimetypes",
        "xmlrpc.client",
        "email",
    ],
)
def test_stdlib_module_answers_as_with_urllib_parse(
    runs: tuple[dict[str, Any], dict[str, Any]], module: str
) -> None:
    swapped, real = runs
    assert swapped[module] == real[module]


def test_swapped_process_did_real_work(runs: tuple[dict[str, Any], dict[str, Any]]) -> None:
    # The comparisons above mean something only if the program got somewhere.
    swapped, _ = runs
    assert swapped["urllib.request"]["file body"] == "hello"
    assert swapped["urllib.request"]["password"] == ["joe", "secret"]
    assert swapped["http.cookiejar"]["sent"] == "sid=abc; lang=en"
    # "Allow: /private/ok" wins both by coming first (up to 3.13.13) and by being
    # the longest match (RFC 9309, from 3.13.14).
    assert swapped["urllib.robotparser"]["can_fetch"][:3] == [True, False, True]
    assert swapped["mimetypes"][0] == ["text/plain", None]
    assert swapped["xmlrpc.client"]["host info"][1] == [["Authorization", "Basic dXNlcjpwYXNz"]]
    assert swapped["email"]["filename"] == "naïve file.txt"
