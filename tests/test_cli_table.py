"""The href command on Parquet and Arrow IPC files: the rules of lines, row by row (issue 40)."""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path

import pytest

from cli_harness import feed_stdin, run_cli

pa = pytest.importorskip("pyarrow", reason="pyarrow is not installed (href[arrow])")
pq = pytest.importorskip("pyarrow.parquet", reason="pyarrow is not installed (href[arrow])")
feather = pytest.importorskip("pyarrow.feather", reason="pyarrow is not installed (href[arrow])")
pytest.importorskip("publicsuffixlist", reason="publicsuffixlist is not installed (href[psl])")

# The third row (index 2, line 3) is invalid; the second has no host.
ROWS = [
    "https://WWW.Example.com/a?b#c",
    "mailto:x@example.com",
    "http://h:x/",
    "https://a.b.github.io/x",
]
MESSAGE = "invalid port 'x' in 'http://h:x/': not a decimal number"

COMMANDS = [
    pytest.param(["parse"], id="parse"),
    pytest.param(["parse", "--json"], id="parse-json"),
    pytest.param(["check"], id="check"),
    pytest.param(["check", "--quiet"], id="check-quiet"),
    pytest.param(["normalize"], id="normalize"),
    pytest.param(["normalize", "--whatwg"], id="normalize-whatwg"),
    pytest.param(["normalize", "--profile", "aggressive"], id="normalize-profile"),
    pytest.param(["surt", "--www", "keep"], id="surt"),
    pytest.param(["surt", "--ssurt"], id="ssurt"),
    pytest.param(["domain", "--section", "private"], id="domain"),
    pytest.param(["domain", "--section", "icann", "--suffix"], id="domain-suffix"),
]
Write = Callable[[object, Path], None]
FORMATS = [
    pytest.param(".parquet", id="parquet"),
    pytest.param(".arrow", id="arrow"),
    pytest.param(".feather", id="feather"),
]
MODES = [
    pytest.param([], id="stop"),
    pytest.param(["--skip-invalid"], id="skip-invalid"),
    pytest.param(["--keep-going"], id="keep-going"),
]


def _write(table: object, path: Path) -> None:
    if path.suffix == ".parquet":
        pq.write_table(table, path)
    else:
        feather.write_feather(table, path)


def _file(tmp_path: Path, suffix: str, rows: list[str | None], name: str = "url") -> Path:
    path = tmp_path / f"in{suffix}"
    _write(pa.table({name: pa.array(rows, type=pa.string())}), path)
    return path


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize("suffix", FORMATS)
@pytest.mark.parametrize("command", COMMANDS)
def test_a_column_follows_the_rules_of_lines(
    capsys: pytest.CaptureFixture[str],
    *,
    monkeypatch: pytest.MonkeyPatch,
    tmp_path: Path,
    command: list[str],
    suffix: str,
    mode: list[str],
) -> None:
    feed_stdin(monkeypatch, "".join(f"{row}\n" for row in ROWS).encode())
    lines = run_cli(capsys, *command, *mode)
    path = str(_file(tmp_path, suffix, list(ROWS)))
    status, out, err = run_cli(capsys, *command, *mode, "-i", path)
    # The same exit status and output; the bad row named by its index, not its line.
    expected_err = lines[2].replace("<stdin>:3: ", f"{path}: row 2: ")
    expected_err = expected_err.replace("<stdin>: 1 of 4 lines", f"{path}: 1 of 4 rows")
    assert (status, out, err) == (lines[0], lines[1], expected_err)
    assert f"href: {path}: row 2: invalid port" in err  # --whatwg: the standard's words
    assert status == (0 if mode == ["--skip-invalid"] else 1)
    if mode == ["--keep-going"]:
        assert err.endswith(f"href: {path}: 1 of 4 rows invalid\n")


@pytest.mark.parametrize("suffix", FORMATS)
def test_check_json_gives_a_row_index(
    capsys: pytest.CaptureFixture[str], tmp_path: Path, suffix: str
) -> None:
    path = _file(tmp_path, suffix, ["http://a/", "http://h:x/"])
    status, out, err = run_cli(capsys, "check", "--json", "-k", "-i", str(path))
    records = [json.loads(line) for line in out.splitlines()]
    assert (status, err) == (1, f"href: {path}: 1 of 2 rows invalid\n")
    assert records[0] == {"row": 0, "input": "http://a/", "valid": True, "url": "http://a/"}
    assert records[1] == {
        "row": 1,
        "input": "http://h:x/",
        "valid": False,
        "error": MESSAGE,
        "part": "port",
        "position": 9,
    }


KEYS = [
    pytest.param(
        ["domain", "--section", "private"],
        "registrable_domain",
        ["example.com", None, None, "b.github.io", None],
        id="domain",
    ),
    pytest.param(
        ["surt", "--www", "label"],
        "surt",
        ["com,example)/a?b", "mailto:x@example.com", None, "io,github,b,a)/x", None],
        id="surt",
    ),
    pytest.param(
        ["normalize", "--profile", "semantic"],
        "normalized",
        [
            "https://www.example.com/a?b",
            "mailto:x@example.com",
            None,
            "https://a.b.github.io/x",
            None,
        ],
        id="normalize",
    ),
]


@pytest.mark.parametrize("out_suffix", FORMATS)
@pytest.mark.parametrize("in_suffix", FORMATS)
@pytest.mark.parametrize(("command", "name", "expected"), KEYS)
def test_a_file_written_has_nulls_where_a_row_has_no_value(
    capsys: pytest.CaptureFixture[str],
    *,
    tmp_path: Path,
    command: list[str],
    name: str,
    expected: list[str | None],
    in_suffix: str,
    out_suffix: str,
) -> None:
    source = _file(tmp_path, in_suffix, [*ROWS, None])
    target = tmp_path / f"out{out_suffix}"
    status, _, err = run_cli(capsys, *command, "-i", str(source), "-o", str(target), "-k")
    assert status == 1
    assert err.endswith(f"href: {source}: row 2: {MESSAGE}\nhref: {source}: 1 of 5 rows invalid\n")
    table = pq.read_table(target) if out_suffix == ".parquet" else feather.read_table(target)
    assert table.column_names == ["url", name]
    assert table.column(name).to_pylist() == expected


@pytest.mark.parametrize("suffix", FORMATS)
def test_a_file_is_not_written_when_a_row_stops_the_run(
    capsys: pytest.CaptureFixture[str], tmp_path: Path, suffix: str
) -> None:
    source = _file(tmp_path, suffix, list(ROWS))
    target = tmp_path / f"out{suffix}"
    status, out, err = run_cli(
        capsys, "surt", "--www", "keep", "-i", str(source), "-o", str(target)
    )
    assert (status, out, err) == (1, "", f"href: {source}: row 2: {MESSAGE}\n")
    assert not target.exists()


@pytest.mark.parametrize("target", ["out.csv", "out.txt", "out"])
def test_an_output_it_cannot_write_is_refused(
    capsys: pytest.CaptureFixture[str], tmp_path: Path, target: str
) -> None:
    path = tmp_path / target
    with pytest.raises(SystemExit) as caught:
        run_cli(capsys, "normalize", "http://a/", "--output", str(path))
    assert caught.value.code == 2
    message = (
        f"href normalize: error: cannot write {str(path)!r}: --output writes Parquet (.parquet) "
        "or Arrow IPC (.arrow, .feather, .ipc) files; for text, leave out --output and "
        "redirect stdout\n"
    )
    assert capsys.readouterr().err.endswith(message)
    assert not path.exists()


@pytest.mark.parametrize("suffix", FORMATS)
def test_a_null_row_is_no_url(
    capsys: pytest.CaptureFixture[str], tmp_path: Path, suffix: str
) -> None:
    path = str(_file(tmp_path, suffix, ["http://a/", None, "http://b/"]))
    # A key command keeps the rows in line (an empty one); check and parse pass over it.
    assert run_cli(capsys, "surt", "--www", "keep", "-i", path) == (0, "a)/\n\nb)/\n", "")
    assert run_cli(capsys, "check", "-i", path) == (0, "http://a/\nhttp://b/\n", "")


def test_a_dictionary_encoded_column_is_read_by_its_values(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    path = tmp_path / "in.parquet"
    urls = pa.array(["http://a/", "http://a/", None, "http://b/"]).dictionary_encode()
    pq.write_table(pa.table({"url": urls}), path)
    assert pq.read_table(path).column("url").type == pa.dictionary(pa.int32(), pa.string())
    assert run_cli(capsys, "check", "-i", str(path)) == (
        0,
        "http://a/\nhttp://a/\nhttp://b/\n",
        "",
    )


def test_a_column_that_is_not_text_is_named(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    path = tmp_path / "in.parquet"
    pq.write_table(pa.table({"url": [1, 2]}), path)
    status, out, err = run_cli(capsys, "check", "-i", str(path))
    assert (status, out) == (1, "")
    assert err == f"href: column 'url' in {str(path)!r} holds int64, not URL text\n"


def test_a_file_that_cannot_be_read_is_named(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    path = tmp_path / "in.parquet"
    path.write_text("http://a/\n")
    status, out, err = run_cli(capsys, "check", "-i", str(path))
    assert (status, out) == (1, "")
    assert err.startswith(f"href: cannot read {str(path)!r}: ")


def test_check_reads_the_column_it_is_given(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    path = str(_file(tmp_path, ".parquet", ["http://a/", "http://b/"], name="link"))
    assert run_cli(capsys, "check", "-i", path, "--column", "link") == (
        0,
        "http://a/\nhttp://b/\n",
        "",
    )
    status, _, err = run_cli(capsys, "check", "-i", path)
    assert (status, err) == (1, f"href: no column 'url' in {path!r}: give --column\n")
