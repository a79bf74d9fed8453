"""href normalize --profile, href surt, href domain, and their Parquet and Arrow files."""

from __future__ import annotations

from pathlib import Path

import pytest

from cli_harness import feed_stdin, run_cli

pa = pytest.importorskip("pyarrow", reason="pyarrow is not installed (href[arrow])")
pq = pytest.importorskip("pyarrow.parquet", reason="pyarrow is not installed (href[arrow])")
pytest.importorskip("publicsuffixlist", reason="publicsuffixlist is not installed (href[psl])")

LINES = b"http://www.Example.com/a/?utm_source=x&b=1#f\nhttp://h:x/\nhttps://a.b.github.io/x\n"


def test_normalize_profile_on_lines(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    feed_stdin(monkeypatch, LINES)
    status, out, err = run_cli(capsys, "normalize", "--profile", "semantic", "--skip-invalid")
    assert status == 0
    assert out == "http://www.example.com/a/?b=1&utm_source=x\nhttps://a.b.github.io/x\n"
    assert err == "href: <stdin>:2: invalid port 'x' in 'http://h:x/': not a decimal number\n"


def test_normalize_without_profile_is_unchanged(capsys: pytest.CaptureFixture[str]) -> None:
    assert run_cli(capsys, "normalize", "HTTP://A/b/../c#f") == (0, "http://a/c#f\n", "")


def test_surt_needs_a_www_rule(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit):
        run_cli(capsys, "surt", "http://a/")
    assert "give --www package, label or keep (or --ssurt)" in capsys.readouterr().err


def test_surt_ssurt_and_domain_on_arguments(capsys: pytest.CaptureFixture[str]) -> None:
    assert run_cli(capsys, "surt", "--www", "keep", "http://www.a.com/") == (
        0,
        "com,a,www)/\n",
        "",
    )
    assert run_cli(capsys, "surt", "--ssurt", "http://a.com/x") == (0, "com,a,//http:/x\n", "")
    assert run_cli(
        capsys, "domain", "--section", "private", "--suffix", "https://x.github.io/"
    ) == (
        0,
        "github.io\n",
        "",
    )


def test_domain_takes_a_list_of_ones_own(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    rules = tmp_path / "list.dat"
    rules.write_text("// ===BEGIN ICANN DOMAINS===\nexample\n// ===END ICANN DOMAINS===\n")
    status, out, _ = run_cli(
        capsys, "domain", "--section", "icann", "--list", str(rules), "http://a.b.example/"
    )
    assert (status, out) == (0, "b.example\n")


def test_lines_in_parquet_out(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    feed_stdin(monkeypatch, LINES)
    target = tmp_path / "out.parquet"
    args = ["normalize", "--profile", "aggressive", "-o", str(target), "--skip-invalid"]
    status, _, err = run_cli(capsys, *args)
    assert status == 0
    assert err == "href: <stdin>: row 1: invalid port 'x' in 'http://h:x/': not a decimal number\n"
    table = pq.read_table(target)
    assert table.column_names == ["url", "normalized"]
    assert table.column("normalized").to_pylist() == [
        "http://example.com/a?b=1",
        None,
        "https://a.b.github.io/x",
    ]


def test_parquet_in_arrow_out_and_lines_out(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    source = tmp_path / "in.parquet"
    pq.write_table(pa.table({"link": ["https://a.b.github.io/", None, "http://h:x/"]}), source)
    target = tmp_path / "out.arrow"
    args = ["domain", "--section", "icann", "-i", str(source), "--column", "link", "-k"]
    assert run_cli(capsys, *args, "-o", str(target))[0] == 1
    from pyarrow import feather  # noqa: PLC0415 - after the skip

    table = feather.read_table(target)
    assert table.column("registrable_domain").to_pylist() == ["github.io", None, None]
    status, out, _ = run_cli(capsys, *args)
    assert (status, out) == (1, "github.io\n\n")  # the null row an empty line, the bad one none


def test_surt_columns_from_an_arrow_file(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    from pyarrow import feather  # noqa: PLC0415 - after the skip

    source = tmp_path / "in.feather"
    feather.write_feather(pa.table({"url": ["http://www.a.com/B", "mailto:x"]}), source)
    assert run_cli(capsys, "surt", "--www", "package", "-i", str(source)) == (
        0,
        "com,a)/b\nmailto:x\n",
        "",
    )
    assert run_cli(capsys, "surt", "--ssurt", "-i", str(source)) == (
        0,
        "com,a,www,//http:/B\nmailto:x\n",
        "",
    )


def test_a_missing_column_is_named(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    source = tmp_path / "in.parquet"
    pq.write_table(pa.table({"link": ["http://a/"]}), source)
    status, _, err = run_cli(capsys, "surt", "--www", "keep", "-i", str(source))
    assert status == 1
    assert err == f"href: no column 'url' in {str(source)!r}: give --column\n"


def test_columns_show_a_progress_bar_on_a_terminal(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    from href import _cli_table  # noqa: PLC0415

    source = tmp_path / "in.parquet"
    pq.write_table(pa.table({"url": ["http://a/", "http://b/", "http://c/"]}), source)
    monkeypatch.setattr(_cli_table, "_BATCH", 2)
    monkeypatch.setattr("sys.stderr.isatty", lambda: True)
    status, out, err = run_cli(capsys, "surt", "--www", "keep", "-i", str(source))
    assert (status, out) == (0, "a)/\nb)/\nc)/\n")
    assert err == f"\r[{'#' * 20}{'-' * 10}]  67% 2 rows\r[{'#' * 30}] 100% 3 rows\n"


# -- href domain --hosts, and a URL without a host reported (issue 40) --


def test_domain_reads_lines_of_hosts(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    feed_stdin(monkeypatch, b"www.example.co.uk\na.b.github.io\nexample.com:8080\n127.0.0.1\n")
    status, out, err = run_cli(capsys, "domain", "--section", "private", "--hosts", "-k")
    assert (status, out) == (1, "example.co.uk\nb.github.io\n\n")
    assert err == (
        "href: <stdin>:3: invalid host 'example.com:8080': a host cannot hold control "
        "characters or '/', '?', '#', '@', ':', and brackets only enclose an IP literal\n"
        "href: <stdin>: 1 of 4 lines invalid\n"
    )


def test_domain_reads_a_column_of_hosts(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    source = tmp_path / "in.parquet"
    pq.write_table(pa.table({"host": ["www.example.co.uk", None, "x.github.io"]}), source)
    args = ["domain", "--section", "icann", "--hosts", "-i", str(source), "--column", "host"]
    assert run_cli(capsys, *args) == (0, "example.co.uk\n\ngithub.io\n", "")


def test_domain_reports_a_line_without_a_host(capsys: pytest.CaptureFixture[str]) -> None:
    status, out, err = run_cli(capsys, "domain", "--section", "icann", "www.example.co.uk")
    assert (status, out) == (0, "\n")
    assert err == (
        "href: warning: 'www.example.co.uk' has no host, so no domain: --hosts reads "
        "each line as a host name\n"
    )


def test_domain_hosts_refuses_another_reading(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit):
        run_cli(capsys, "domain", "--section", "icann", "--hosts", "--whatwg", "a.com")
    assert "--hosts reads host names: give it without --whatwg or --user-input" in (
        capsys.readouterr().err
    )
