"""The href command in CI jobs: --keep-going and check --json (href._cli_report)."""

from __future__ import annotations

import contextlib
import io
import json
import sys
from pathlib import Path
from unittest import mock

import pytest
from hypothesis import given
from hypothesis import strategies as st

from cli_harness import feed_stdin, run_cli
from href._cli import main

# Two invalid lines among four (one a port, one not UTF-8), then a valid one.
LINES = b"http://a/\nhttp://h:99999/\nhttp://b/\n\xff\nhttp://c/\n"
PORT_ERROR = "invalid port '99999' in 'http://h:99999/': out of range 0-65535"


# -- --keep-going ------------------------------------------------------------------


@pytest.mark.parametrize("flag", ["--keep-going", "-k"])
def test_keep_going_reports_every_invalid_line_and_fails_at_the_end(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch, flag: str
) -> None:
    feed_stdin(monkeypatch, LINES)
    status, out, err = run_cli(capsys, "check", flag)
    assert status == 1
    assert out == "http://a/\nhttp://b/\nhttp://c/\n"
    assert err.splitlines() == [
        f"href: <stdin>:2: {PORT_ERROR}",
        "href: <stdin>:4: not UTF-8: invalid start byte at byte 0",
        "href: <stdin>: 2 of 5 lines invalid",
    ]


@pytest.mark.parametrize(
    ("flags", "status", "lines_out"),
    [
        pytest.param([], 1, 1, id="default-stops-at-the-first"),
        pytest.param(["--skip-invalid"], 0, 3, id="skip-invalid-exits-0"),
        pytest.param(["--keep-going"], 1, 3, id="keep-going-exits-1"),
    ],
)
def test_what_an_invalid_line_does_to_the_run(
    capsys: pytest.CaptureFixture[str],
    monkeypatch: pytest.MonkeyPatch,
    flags: list[str],
    status: int,
    lines_out: int,
) -> None:
    feed_stdin(monkeypatch, LINES)
    result, out, _ = run_cli(capsys, "normalize", *flags)
    assert (result, len(out.splitlines())) == (status, lines_out)


def test_keep_going_with_no_invalid_line_exits_0_quietly(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    feed_stdin(monkeypatch, b"http://a/\nhttp://b/\n")
    assert run_cli(capsys, "check", "-q", "--keep-going") == (0, "", "")


def test_keep_going_names_the_input_file(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    path = tmp_path / "urls.txt"
    path.write_bytes(b"http://h:x/\n" * 1001)
    status, _, err = run_cli(capsys, "check", "-q", "-k", "-i", str(path))
    assert status == 1
    assert err.count("\n") == 1002
    assert err.endswith(f"href: {path}: 1,001 of 1,001 lines invalid\n")


def test_parse_json_keep_going_keeps_errors_on_stderr(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    feed_stdin(monkeypatch, LINES)
    status, out, err = run_cli(capsys, "parse", "--json", "--keep-going")
    assert status == 1
    assert [json.loads(line)["host"] for line in out.splitlines()] == ["a", "b", "c"]
    assert err.count("href: <stdin>:") == 3


def test_keep_going_and_skip_invalid_are_one_or_the_other(
    capsys: pytest.CaptureFixture[str],
) -> None:
    with pytest.raises(SystemExit) as exit_info:
        main(["check", "--keep-going", "--skip-invalid"])
    assert exit_info.value.code == 2
    assert "not allowed with argument" in capsys.readouterr().err


# -- check --json --------------------------------------------------------------------


def _records(out: str) -> list[dict[str, object]]:
    return [json.loads(line) for line in out.splitlines()]


def test_check_json_writes_a_record_a_line_valid_or_not(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    feed_stdin(monkeypatch, LINES)
    status, out, err = run_cli(capsys, "check", "--json", "--keep-going")
    assert status == 1
    # Only the summary goes to stderr: the records say the rest.
    assert err == "href: <stdin>: 2 of 5 lines invalid\n"
    records = _records(out)
    assert records[0] == {"line": 1, "input": "http://a/", "valid": True, "url": "http://a/"}
    assert records[1] == {
        "line": 2,
        "input": "http://h:99999/",
        "valid": False,
        "error": PORT_ERROR,
        "part": "port",
        "position": 9,
    }
    # A line that is not UTF-8 is quoted with its bytes escaped.
    assert records[3] == {
        "line": 4,
        "input": "\\xff",
        "valid": False,
        "error": "not UTF-8: invalid start byte at byte 0",
        "part": None,
        "position": None,
    }
    assert [record["line"] for record in records] == [1, 2, 3, 4, 5]


def test_check_json_quiet_writes_only_the_invalid(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    feed_stdin(monkeypatch, LINES)
    status, out, _ = run_cli(capsys, "check", "--json", "-q", "-k")
    assert status == 1
    assert [record["line"] for record in _records(out)] == [2, 4]


def test_check_json_without_keep_going_stops_at_the_first_invalid(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    feed_stdin(monkeypatch, LINES)
    status, out, err = run_cli(capsys, "check", "--json")
    assert (status, err) == (1, "")
    assert [record["valid"] for record in _records(out)] == [True, False]


def test_check_json_on_arguments_has_no_line_numbers(
    capsys: pytest.CaptureFixture[str],
) -> None:
    status, out, err = run_cli(capsys, "check", "--json", "http://ok/", "http://[::1/")
    assert (status, err) == (1, "")
    valid, invalid = _records(out)
    assert valid == {"line": None, "input": "http://ok/", "valid": True, "url": "http://ok/"}
    assert invalid["line"] is None
    assert invalid["part"] == "host"


def test_check_json_whatwg_gives_the_serialization(
    capsys: pytest.CaptureFixture[str],
) -> None:
    status, out, _ = run_cli(capsys, "check", "--json", "--whatwg", "HTTP://EXAMPLE.com")
    assert status == 0
    assert _records(out) == [
        {"line": None, "input": "HTTP://EXAMPLE.com", "valid": True, "url": "http://example.com/"}
    ]


# -- the invariant ---------------------------------------------------------------------

_LINE = st.one_of(
    st.builds(lambda n: f"http://h{n}/", st.integers(0, 99)),  # valid
    st.builds(lambda n: f"http://h:{n}/", st.integers(65536, 99999)),  # port out of range
)


def _run_on_lines(lines: list[str], *argv: str) -> tuple[int, str, str]:
    stdin = io.TextIOWrapper(io.BytesIO("".join(f"{line}\n" for line in lines).encode()))
    out, err = io.StringIO(), io.StringIO()
    with (
        mock.patch.object(sys, "stdin", stdin),
        contextlib.redirect_stdout(out),
        contextlib.redirect_stderr(err),
    ):
        status = main(list(argv))
    return status, out.getvalue(), err.getvalue()


@given(st.lists(_LINE, max_size=12))
def test_keep_going_prints_every_valid_line_and_fails_iff_one_is_invalid(
    lines: list[str],
) -> None:
    status, out, err = _run_on_lines(lines, "check", "--keep-going")
    valid = [line for line in lines if not line.startswith("http://h:")]
    assert out.splitlines() == valid
    assert status == (1 if len(valid) < len(lines) else 0)
    # One message a bad line, then the summary.
    assert err.count("\n") == (len(lines) - len(valid) + 1 if status else 0)
    # --json says the same, one record a line.
    _, json_out, _ = _run_on_lines(lines, "check", "--json", "--keep-going")
    records = [json.loads(record) for record in json_out.splitlines()]
    assert [record["valid"] for record in records] == [line in valid for line in lines]
    assert [record["line"] for record in records] == list(range(1, len(lines) + 1))
