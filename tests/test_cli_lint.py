"""href lint: validation errors of URLs from arguments, lines, CSV, Parquet and HTML."""

from __future__ import annotations

import json
import sys
from pathlib import Path

import pytest

from cli_harness import feed_stdin, run_cli

LINES = (
    "https://example.org/a b\n"
    "https:example.org\n"
    "\n"
    "http://user@h/\n"
    "https://h/%s\r\n"
    "https://ok.example/\n"
)


def test_lines_from_stdin_are_reported_as_file_line_column(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    feed_stdin(monkeypatch, LINES.encode())
    status, out, err = run_cli(capsys, "lint")
    assert status == 1
    assert out.splitlines() == [
        "<stdin>:1:22: invalid-URL-unit ' ' is not a URL code point",
        (
            "<stdin>:2:1: special-scheme-missing-following-solidus 'https:': a special URL's"
            " scheme is followed by exactly '//'"
        ),
        "<stdin>:4:8: invalid-credentials 'user@' holds credentials (a user name or password)",
        (
            "<stdin>:5:11: invalid-URL-unit '%' is not a percent-escape: a '%' is followed by"
            " two hex digits"
        ),
    ]
    assert err == "4 validation errors in 5 URLs\n"


def test_no_error_is_status_zero_and_silent(capsys: pytest.CaptureFixture[str]) -> None:
    assert run_cli(capsys, "lint", "https://ok.example/", "foo:bar") == (0, "", "")


def test_arguments_are_numbered(capsys: pytest.CaptureFixture[str]) -> None:
    status, out, _ = run_cli(capsys, "lint", "https://ok.example/", "https://h:99999/")
    assert status == 1
    assert out == (
        "<argument>:2:11: port-out-of-range '99999' is a port above 65535"
        " (the URL does not parse)\n"
    )


def test_files_and_json(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    path = tmp_path / "urls.txt"
    path.write_text("https://a\\b/\n", encoding="utf-8")
    status, out, err = run_cli(capsys, "lint", "--input", str(path), "--json")
    assert (status, err) == (1, "")
    assert json.loads(out) == {
        "file": str(path),
        "line": 1,
        "column": 10,
        "input": "https://a\\b/",
        "name": "invalid-reverse-solidus",
        "start": 9,
        "end": 10,
        "fatal": False,
        "message": "'\\\\' is a backslash where a '/' belongs",
    }


def test_select_and_ignore_by_name_in_any_case(capsys: pytest.CaptureFixture[str]) -> None:
    url = "https://u@h/a b"
    _, out, _ = run_cli(capsys, "lint", "--select", "INVALID-credentials", url)
    assert [line.split()[1] for line in out.splitlines()] == ["invalid-credentials"]
    status, out, _ = run_cli(
        capsys, "lint", "--ignore", "invalid-credentials,invalid-URL-unit", url
    )
    assert (status, out) == (0, "")


@pytest.mark.parametrize(
    ("argv", "message"),
    [
        pytest.param(
            ("--select", "nope", "x"), "--select: 'nope' is not a validation error's name"
        ),
        pytest.param(("--base", "h", "x"), "--base 'h' is not a URL: 'h' has no scheme"),
        pytest.param(("x", "--input", "f"), "give URLs or --input FILE, not both"),
    ],
)
def test_usage_errors_are_status_two(
    capsys: pytest.CaptureFixture[str], argv: tuple[str, ...], message: str
) -> None:
    with pytest.raises(SystemExit) as exit_:
        run_cli(capsys, "lint", *argv)
    assert exit_.value.code == 2
    assert message in capsys.readouterr().err


def test_an_unreadable_file_is_status_two(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    missing = tmp_path / "missing.txt"
    status, out, err = run_cli(capsys, "lint", "-i", str(missing))
    assert (status, out) == (2, "")
    assert err == f"href lint: error: cannot read {str(missing)!r}: No such file or directory\n"


def test_base_for_relative_references(capsys: pytest.CaptureFixture[str]) -> None:
    assert run_cli(capsys, "lint", "--base", "https://h/", "a/b", "../c")[0] == 0
    status, out, _ = run_cli(capsys, "lint", "a/b")
    assert status == 1
    assert out.startswith("<argument>:1:1: missing-scheme-non-relative-URL")


def test_csv_column(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    path = tmp_path / "links.csv"
    path.write_text('id,link\n1,https://h/a b\n2,"https://ok.example/"\n3,\n', encoding="utf-8")
    status, out, _ = run_cli(capsys, "lint", "-i", str(path), "--column", "link")
    assert status == 1
    assert out == f"{path}:2:12: invalid-URL-unit ' ' is not a URL code point\n"
    status, _, err = run_cli(capsys, "lint", "-i", str(path))
    assert status == 2
    assert (
        err
        == f"href lint: error: {str(path)!r} has no column 'url' (its columns: ['id', 'link'])\n"
    )


def test_parquet_column(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    pa = pytest.importorskip("pyarrow", reason="pyarrow is not installed (href[arrow])")
    pq = pytest.importorskip("pyarrow.parquet", reason="pyarrow is not installed (href[arrow])")
    path = tmp_path / "crawl.parquet"
    pq.write_table(pa.table({"url": ["https://ok.example/", None, "https:x.example/"]}), path)
    status, out, _ = run_cli(capsys, "lint", "-i", str(path))
    assert status == 1
    assert out.startswith(f"{path}:3:1: special-scheme-missing-following-solidus")


PAGE = """<!doctype html>
<html><head><base href="/docs/"></head>
<body><a href="a b">x</a>
<img
  src="\\\\cdn.example\\x.png"> <a class=x HREF='https://u@h/'>y</a>
<a href="#top&amp;x">z</a>
</body></html>
"""


def test_html_attributes_with_their_line_and_column(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    path = tmp_path / "page.html"
    path.write_text(PAGE, encoding="utf-8")
    status, out, _ = run_cli(capsys, "lint", "-i", str(path), "--base", "https://site.example/")
    assert status == 1
    assert [line.split(" ")[0] + " " + line.split(" ")[1] for line in out.splitlines()] == [
        f"{path}:3:17: invalid-URL-unit",
        f"{path}:5:8: invalid-reverse-solidus",
        f"{path}:5:9: invalid-reverse-solidus",
        f"{path}:5:21: invalid-reverse-solidus",
        f"{path}:5:55: invalid-credentials",
    ]


def test_html_without_a_base_reads_relative_links_against_a_stand_in(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    path = tmp_path / "page.htm"
    path.write_text('<a href="/ok">a</a><a href="/not ok">b</a>', encoding="utf-8")
    status, out, _ = run_cli(capsys, "lint", "-i", str(path))
    assert (status, out) == (1, f"{path}:1:33: invalid-URL-unit ' ' is not a URL code point\n")


def test_a_progress_bar_on_a_terminal(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    path = tmp_path / "many.txt"
    path.write_text("https://ok.example/\n" * 10_001 + "https://h/a b\n", encoding="utf-8")
    monkeypatch.setattr(sys.stderr, "isatty", lambda: True)
    status, out, err = run_cli(capsys, "lint", "-i", str(path))
    assert status == 1
    assert out == f"{path}:10002:12: invalid-URL-unit ' ' is not a URL code point\n"
    assert "10,002 lines" in err
    assert err.endswith("1 validation error in 10,002 URLs\n")


def test_check_says_how_it_differs_from_lint(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit):
        run_cli(capsys, "check", "--help")
    assert "href lint" in capsys.readouterr().out
