"""Tests for the href command's --whatwg option (parse, normalize, check)."""

from __future__ import annotations

from pathlib import Path

import pytest

from cli_harness import feed_stdin, run_cli

_stdin = feed_stdin
_run = run_cli


# -- normalize --------------------------------------------------------------------


def test_normalize_whatwg_prints_what_a_browser_fetches(
    capsys: pytest.CaptureFixture[str],
) -> None:
    status, out, err = _run(
        capsys, "normalize", "--whatwg", "HTTP://EXAMPLE.com:80/a/./b/%2e%2E/c", " http://0x7f.1/ "
    )
    assert (status, out, err) == (0, "http://example.com/a/c\nhttp://127.0.0.1/\n", "")


def test_normalize_without_whatwg_is_rfc_3986(capsys: pytest.CaptureFixture[str]) -> None:
    # RFC 3986 escapes the "\\" and reads 0x7f.1 as a name; a browser does neither.
    status, out, _ = _run(capsys, "normalize", "http://h/a\\b", "http://0x7f.1/")
    assert (status, out) == (0, "http://h/a%5Cb\nhttp://0x7f.1/\n")
    status, out, _ = _run(capsys, "normalize", "--whatwg", "http://h/a\\b", "http://0x7f.1/")
    assert (status, out) == (0, "http://h/a/b\nhttp://127.0.0.1/\n")


def test_normalize_whatwg_reports_an_invalid_url_and_goes_on(
    capsys: pytest.CaptureFixture[str],
) -> None:
    status, out, err = _run(capsys, "normalize", "--whatwg", "http://a b/", "https://h")
    assert (status, out) == (1, "https://h/\n")
    assert err == (
        "href: invalid host in 'http://a b/': ' ' is a forbidden domain code point "
        "(URL Standard)\n"
    )


# -- check ------------------------------------------------------------------------


def test_check_whatwg_accepts_what_browsers_accept(capsys: pytest.CaptureFixture[str]) -> None:
    # A browser drops a tab inside a URL; RFC 3986 has no room for a control character.
    status, out, err = _run(capsys, "check", "--whatwg", "https://h/a\tb")
    assert (status, out, err) == (0, "https://h/ab\n", "")
    status, _, err = _run(capsys, "check", "https://h/a\tb")
    assert status == 1
    assert err.startswith("href: invalid character '\\t'")


def test_check_whatwg_bulk_numbers_the_invalid_lines(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    _stdin(monkeypatch, b"https://a/\nhttp://[::1/\nhttps://b/\n")
    status, out, err = _run(capsys, "check", "--whatwg", "--quiet", "--skip-invalid")
    assert (status, out) == (0, "")
    assert err == (
        "href: <stdin>:2: invalid host in 'http://[::1/': '[::1' lacks the closing ']' "
        "of an IPv6 address\n"
    )


def test_check_whatwg_bulk_stops_at_the_first_invalid_line(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    path = tmp_path / "urls.txt"
    path.write_bytes(b"https://a/\nhttps://h:99999/\nhttps://b/\n")
    status, out, err = _run(capsys, "check", "--whatwg", "--input", str(path))
    assert (status, out) == (1, "https://a/\n")
    assert err == f"href: {path}:2: invalid port in 'https://h:99999/': '99999' is above 65535\n"


# -- parse ------------------------------------------------------------------------


def test_parse_whatwg_shows_the_parts_of_the_browsers_url(
    capsys: pytest.CaptureFixture[str],
) -> None:
    status, out, err = _run(
        capsys, "parse", "--whatwg", "https://u:secret@Bücher.example:443/a/../b"
    )
    assert (status, err) == (0, "")
    assert "secret" not in out
    lines = out.splitlines()
    assert lines[0] == "URL('https://u:********@xn--bcher-kva.example/b')"
    assert "  host            'xn--bcher-kva.example' (name)" in lines
    assert "  port            None" in lines
    assert "  path            '/b'" in lines


def test_parse_whatwg_json(capsys: pytest.CaptureFixture[str]) -> None:
    status, out, _ = _run(capsys, "parse", "--whatwg", "--json", "http://0x7f.1:80")
    assert status == 0
    assert out.startswith('{"url": "http://127.0.0.1/", "scheme": "http"')
