"""Tests for the href command (href._cli)."""

from __future__ import annotations

import io
import json
import subprocess
import sys
from pathlib import Path

import pytest

from cli_harness import feed_stdin, run_cli
from href import _cli
from href._cli import main

RICH = "https://user:secret@Bücher.example:8080/a/b%20c?q=1&q=2#top"


class _Terminal(io.StringIO):
    """A stderr that says it is a terminal."""

    def isatty(self) -> bool:
        return True


_stdin = feed_stdin
_run = run_cli


# -- parse ----------------------------------------------------------------------


def test_parse_shows_each_part_aligned_with_the_password_masked(
    capsys: pytest.CaptureFixture[str],
) -> None:
    status, out, err = _run(capsys, "parse", RICH)
    assert (status, err) == (0, "")
    assert "secret" not in out
    lines = out.splitlines()
    assert lines[0] == "URL('https://user:********@Bücher.example:8080/a/b%20c?q=1&q=2#top')"
    assert "  password        ********" in lines
    assert "  host            'Bücher.example' (name)" in lines
    assert "  host (ascii)    'xn--bcher-kva.example'" in lines
    assert "  effective port  8080" in lines
    assert "  segments        ('a', 'b c')" in lines
    assert "    q             '2'" in lines
    assert lines[-1] == "  fragment        'top'"
    # Every value starts in the same column, after the longest label and two spaces.
    assert all(line[16:18] == "  " and line[18] != " " for line in lines[1:])


def test_parse_shows_the_address_of_an_ip_host_and_separates_urls(
    capsys: pytest.CaptureFixture[str],
) -> None:
    status, out, _ = _run(capsys, "parse", "http://[::1]/", "http://0x7f.1/")
    assert status == 0
    first, second = out.split("\n\n")
    assert "  address         ::1" in first.splitlines()
    assert "(ipv6)" in first
    assert "address         127.0.0.1" in second


def test_parse_json_gives_one_object_per_url(capsys: pytest.CaptureFixture[str]) -> None:
    status, out, _ = _run(capsys, "parse", "--json", RICH, "mailto:x@y")
    assert status == 0
    first, second = (json.loads(line) for line in out.splitlines())
    assert first == {
        "url": "https://user:********@Bücher.example:8080/a/b%20c?q=1&q=2#top",
        "scheme": "https",
        "user": "user",
        "password": "********",
        "host": "Bücher.example",
        "host_kind": "name",
        "port": 8080,
        "effective_port": 8080,
        "path": "/a/b%20c",
        "segments": ["a", "b c"],
        "query": [["q", "1"], ["q", "2"]],
        "fragment": "top",
    }
    assert second["host"] is None
    assert second["path"] == "x@y"


def test_parse_reports_an_invalid_argument_and_goes_on(
    capsys: pytest.CaptureFixture[str],
) -> None:
    status, out, err = _run(capsys, "parse", "--json", "http://h:99999/", "http://ok/")
    assert status == 1
    assert json.loads(out)["host"] == "ok"
    assert err == ("href: invalid port '99999' in 'http://h:99999/': out of range 0-65535\n")


# -- join, relative, normalize, check -------------------------------------------


def test_join_resolves_each_reference(capsys: pytest.CaptureFixture[str]) -> None:
    status, out, _ = _run(capsys, "join", "http://a/b/c/d;p?q", "../g", "//g", "?y", "#s")
    assert status == 0
    assert out.splitlines() == [
        "http://a/b/g",
        "http://g",
        "http://a/b/c/d;p?y",
        "http://a/b/c/d;p?q#s",
    ]


def test_join_resolves_against_a_relative_base(capsys: pytest.CaptureFixture[str]) -> None:
    status, out, err = _run(capsys, "join", "/static/", "admin/x.css")
    assert (status, out, err) == (0, "/static/admin/x.css\n", "")


def test_join_reports_an_invalid_base(capsys: pytest.CaptureFixture[str]) -> None:
    status, _, err = _run(capsys, "join", "http://[x/", "g")
    assert status == 1
    assert err.startswith("href: invalid host in 'http://[x/'")


def test_relative_prints_the_shortest_reference(capsys: pytest.CaptureFixture[str]) -> None:
    assert _run(capsys, "relative", "http://a/b/c/g?x", "http://a/b/c/d;p?q") == (0, "g?x\n", "")


def test_relative_reports_an_invalid_base(capsys: pytest.CaptureFixture[str]) -> None:
    status, _, err = _run(capsys, "relative", "http://a/", "http://h:x/")
    assert status == 1
    assert "invalid port 'x'" in err


def test_normalize_prints_the_normal_form(capsys: pytest.CaptureFixture[str]) -> None:
    status, out, _ = _run(
        capsys, "normalize", "HTTP://Example.COM:80/%7euser/./a?", "http://bücher.example/ä"
    )
    assert status == 0
    assert out.splitlines() == [
        "http://example.com/~user/a?",
        "http://xn--bcher-kva.example/%C3%A4",
    ]


def test_check_prints_valid_urls_and_fails_on_an_invalid_one(
    capsys: pytest.CaptureFixture[str],
) -> None:
    status, out, err = _run(capsys, "check", "http://ok/", "http://h:1_0/")
    assert status == 1
    assert out == "http://ok/\n"
    assert err == "href: invalid port '1_0' in 'http://h:1_0/': not a decimal number\n"


def test_check_quiet_prints_nothing(capsys: pytest.CaptureFixture[str]) -> None:
    assert _run(capsys, "check", "-q", "http://ok/", "x") == (0, "", "")


# -- quote and unquote ------------------------------------------------------------


@pytest.mark.parametrize(
    ("argv", "expected"),
    [
        pytest.param(["quote", "a b/ä?"], "a%20b%2F%C3%A4%3F", id="quote-default-safe-none"),
        pytest.param(["quote", "--safe", "/", "a b/c"], "a%20b/c", id="quote-safe"),
        pytest.param(["quote", "--plus", "a b+c&d"], "a+b%2Bc%26d", id="quote-plus"),
        pytest.param(["quote", "--plus", "--safe", "/", "a b/c"], "a+b/c", id="quote-plus-safe"),
        pytest.param(["unquote", "caf%C3%A9+au%20lait"], "café+au lait", id="unquote"),
        pytest.param(["unquote", "--plus", "a+b%2B"], "a b+", id="unquote-plus"),
        pytest.param(["unquote", "%zz%"], "%zz%", id="unquote-broken-escapes-kept"),
    ],
)
def test_quote_and_unquote(
    capsys: pytest.CaptureFixture[str], argv: list[str], expected: str
) -> None:
    assert _run(capsys, *argv) == (0, expected + "\n", "")


def test_quote_reads_stdin_without_arguments(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    _stdin(monkeypatch, b"a b\r\nc/d\n")
    assert _run(capsys, "quote") == (0, "a%20b\nc%2Fd\n", "")


# -- bulk mode ---------------------------------------------------------------------

BULK = b"http://A/./b\nhttp://h:99999/\n\nHTTP://x:80/%7e\r\n"


def test_bulk_normalize_stops_at_an_invalid_line_after_writing_those_before(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    _stdin(monkeypatch, BULK)
    status, out, err = _run(capsys, "normalize")
    assert (status, out) == (1, "http://a/b\n")
    assert err == (
        "href: <stdin>:2: invalid port '99999' in 'http://h:99999/': out of range 0-65535\n"
    )


def test_bulk_skip_invalid_reports_and_goes_on(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    _stdin(monkeypatch, BULK)
    status, out, err = _run(capsys, "normalize", "--skip-invalid")
    # An empty line is an empty reference; a CRLF line ending is not part of the URL.
    assert (status, out) == (0, "http://a/b\n\nhttp://x/~\n")
    assert err.count("\n") == 1
    assert err.startswith("href: <stdin>:2: ")


def test_bulk_reads_input_file(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    path = tmp_path / "urls.txt"
    path.write_bytes(BULK)
    status, out, err = _run(capsys, "check", "--input", str(path), "--skip-invalid")
    assert (status, out) == (0, "http://A/./b\n\nHTTP://x:80/%7e\n")
    assert err.startswith(f"href: {path}:2: invalid port")


def test_bulk_input_dash_is_stdin(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    _stdin(monkeypatch, b"http://a")
    assert _run(capsys, "check", "-i", "-") == (0, "http://a\n", "")


def test_bulk_check_fails_on_the_first_invalid_line(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    _stdin(monkeypatch, b"http://a\nhttp://[::1\nhttp://b\n")
    status, out, err = _run(capsys, "check")
    assert (status, out) == (1, "http://a\n")
    assert err.startswith("href: <stdin>:2: ")


def test_bulk_parse_json_streams_objects(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    _stdin(monkeypatch, b"http://a/x?k=v\nmailto:me@example.com\n")
    status, out, _ = _run(capsys, "parse", "--json")
    assert status == 0
    assert [json.loads(line)["scheme"] for line in out.splitlines()] == ["http", "mailto"]


def test_bulk_parse_table_separates_urls(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    _stdin(monkeypatch, b"http://a\nhttp://b\n")
    status, out, _ = _run(capsys, "parse")
    assert status == 0
    assert out.count("\n\n") == 1
    assert out.startswith("URL('http://a')\n")


def test_bulk_reports_a_line_that_is_not_utf8(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    _stdin(monkeypatch, b"http://a/\xff\nhttp://b\n")
    status, out, err = _run(capsys, "normalize", "--skip-invalid")
    assert (status, out) == (0, "http://b/\n")
    assert err == "href: <stdin>:1: not UTF-8: invalid start byte at byte 9\n"


def test_bulk_reports_a_missing_input_file(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    missing = tmp_path / "missing.txt"
    status, out, err = _run(capsys, "normalize", "--input", str(missing))
    assert (status, out) == (1, "")
    assert err == f"href: cannot read {str(missing)!r}: No such file or directory\n"


def test_urls_and_input_together_are_a_usage_error(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    with pytest.raises(SystemExit) as exit_info:
        main(["check", "--input", str(tmp_path / "x"), "http://a"])
    assert exit_info.value.code == 2
    assert "give URLs or --input FILE, not both" in capsys.readouterr().err


# -- the progress bar ---------------------------------------------------------------


def _long_file(tmp_path: Path, lines: int, *, bad: int | None = None) -> Path:
    path = tmp_path / "urls.txt"
    with path.open("w", encoding="utf-8") as stream:
        for index in range(lines):
            stream.write("http://h:x/\n" if index == bad else f"http://h/{index}\n")
    return path


def test_progress_bar_on_a_terminal_for_a_long_file(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    monkeypatch.setattr(_cli, "_PROGRESS_MIN_LINES", 50)
    path = _long_file(tmp_path, 51, bad=10)
    terminal = _Terminal()
    monkeypatch.setattr(sys, "stderr", terminal)
    status = main(["check", "-q", "--skip-invalid", "--input", str(path)])
    assert status == 0
    shown = terminal.getvalue()
    # The bar is erased for the message, then drawn again and finished at 100%.
    assert "\r\x1b[Khref: " in shown
    assert f"href: {path}:11: invalid port 'x'" in shown
    assert shown.endswith("] 100% 51 lines\n")
    assert "[" + "#" * 30 + "]" in shown


def test_no_progress_bar_for_a_short_file(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.setattr(_cli, "_PROGRESS_MIN_LINES", 50)
    path = _long_file(tmp_path, 50)
    terminal = _Terminal()
    monkeypatch.setattr(sys, "stderr", terminal)
    assert main(["check", "-q", "--input", str(path)]) == 0
    assert terminal.getvalue() == ""


def test_a_last_line_without_newline_counts(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.setattr(_cli, "_PROGRESS_MIN_LINES", 2)
    path = tmp_path / "urls.txt"
    path.write_text("http://a\nhttp://b\nhttp://c", encoding="utf-8")
    terminal = _Terminal()
    monkeypatch.setattr(sys, "stderr", terminal)
    assert main(["check", "-q", "--input", str(path)]) == 0
    assert terminal.getvalue().endswith("] 100% 3 lines\n")


def test_no_progress_bar_when_stderr_is_not_a_terminal(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    monkeypatch.setattr(_cli, "_PROGRESS_MIN_LINES", 5)
    path = _long_file(tmp_path, 20)
    assert _run(capsys, "check", "-q", "--input", str(path)) == (0, "", "")


def test_no_progress_bar_for_a_pipe(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(_cli, "_PROGRESS_MIN_LINES", 1)
    _stdin(monkeypatch, b"http://a\nhttp://b\nhttp://c\n")
    terminal = _Terminal()
    monkeypatch.setattr(sys, "stderr", terminal)
    assert main(["check", "-q"]) == 0
    assert terminal.getvalue() == ""


# -- the program ----------------------------------------------------------------------


@pytest.mark.parametrize(
    "command", ["parse", "join", "relative", "normalize", "check", "quote", "unquote"]
)
def test_every_command_has_help(capsys: pytest.CaptureFixture[str], command: str) -> None:
    with pytest.raises(SystemExit) as exit_info:
        main([command, "--help"])
    assert exit_info.value.code == 0
    assert capsys.readouterr().out.startswith(f"usage: href {command}")


def test_a_command_is_required(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as exit_info:
        main([])
    assert exit_info.value.code == 2
    assert "COMMAND" in capsys.readouterr().err


def test_python_m_href_runs_the_command(tmp_path: Path) -> None:
    result = subprocess.run(
        [sys.executable, "-m", "href", "check", "http://ok/", "http://h:99999/"],
        capture_output=True,
        text=True,
        encoding="utf-8",
        check=False,
    )
    assert result.returncode == 1
    assert result.stdout == "http://ok/\n"
    assert "invalid port '99999'" in result.stderr


def test_a_closed_pipe_ends_the_run_quietly(tmp_path: Path) -> None:
    path = tmp_path / "urls.txt"
    path.write_text("http://a/\n" * 200_000, encoding="utf-8")
    with subprocess.Popen(  # noqa: S603 - runs this interpreter on a fixed command
        [sys.executable, "-m", "href", "normalize", "--input", str(path)],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
    ) as process:
        assert process.stdout is not None
        assert process.stderr is not None
        process.stdout.read(100)
        process.stdout.close()
        error = process.stderr.read()
        process.wait()
    assert error == b""


def test_bulk_input_drops_a_leading_byte_order_mark(tmp_path: Path) -> None:
    source = tmp_path / "urls.txt"
    source.write_bytes(b"\xef\xbb\xbfHTTP://A/x\nhttp://b/\xef\xbb\xbf\n")
    result = subprocess.run(  # noqa: S603 - runs this interpreter on a fixed command
        [sys.executable, "-m", "href", "normalize", "--input", str(source)],
        capture_output=True,
        text=True,
        check=True,
    )
    # Only the first line's mark is an encoding mark; a later one is data.
    assert result.stdout.splitlines() == ["http://a/x", "http://b/%EF%BB%BF"]


def test_bulk_check_takes_the_hosts_browsers_take(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    # Issue 13: a link checker stopped at the first of these; browsers resolve them.
    hosts = ["☃.net", "xn--n3h.net", "💩.la", "xn--ls8h.la", "i❤.ws", "-ü.example", "ü_x.de"]
    lines = "".join(f"http://{host}/\n" for host in hosts)
    _stdin(monkeypatch, lines.encode())
    assert _run(capsys, "check") == (0, lines, "")
    _stdin(monkeypatch, "http://☃.net/\nhttp://a\u200db.example/\n".encode())
    status, out, err = _run(capsys, "normalize")
    assert (status, out) == (1, "http://xn--n3h.net/\n")
    assert "<stdin>:2: invalid host" in err
    assert "ContextJ" in err


def test_normalize_user_input_reads_lines_as_people_type_them(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    # Issue 14: typed text read by RFC 3986 was a relative path, and normalize
    # printed "%20%20https://..." with exit status 0.
    _stdin(monkeypatch, b"  https://Example.com/a \nexample.com/b\nlocalhost:8080/c\n/d\n")
    status, out, err = _run(capsys, "normalize", "--user-input", "--skip-invalid")
    assert (status, out) == (
        0,
        "https://example.com/a\nhttps://example.com/b\nhttps://localhost:8080/c\n",
    )
    assert err == (
        "href: <stdin>:4: no URL in '/d': a relative reference has no host; url.join() it\n"
    )
    assert _run(capsys, "check", "--user-input", "example.com") == (0, "https://example.com\n", "")


def test_normalize_says_when_it_prints_a_relative_reference(
    capsys: pytest.CaptureFixture[str],
) -> None:
    status, out, err = _run(capsys, "normalize", "example.com/A", "http://h/")
    assert (status, out) == (0, "example.com/A\nhttp://h/\n")
    assert err == (
        "href: warning: 'example.com/A' is a relative reference (no scheme), printed as one; "
        "--user-input reads such text as a URL, as people mean it\n"
    )


def test_user_input_and_whatwg_are_one_or_the_other(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit):
        main(["normalize", "--whatwg", "--user-input", "x"])
    assert "not allowed with argument" in capsys.readouterr().err
