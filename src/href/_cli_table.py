"""The href command on columns: Parquet and Arrow IPC files in and out.

A Parquet or Arrow IPC file as ``--input`` makes a bulk command read its
URLs from one column (``--column``, default ``url``); ``--output FILE``
(``normalize``, ``surt``, ``domain``) writes the input's columns and the
result's, a null where a row has no value. Each row follows the rules of a
line: an invalid row is reported on stderr with its index (from 0) and
href's message, and ends the run with exit status 1 (no file is written)
unless ``--skip-invalid`` (its value a null, exit status 0) or
``--keep-going`` (the same, a summary, exit status 1) is given. A null row
is no URL: a key command gives null (an empty line on stdout), ``parse``
and ``check`` pass over it. A progress bar shows on a terminal.
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, Final

import attrs

from href._cli_report import OnInvalid, Output, Report, RowIndex, error, finish
from href._url import URL

if TYPE_CHECKING:
    import pyarrow as pa

__all__ = ["SUFFIXES", "Key", "check_output", "reads_table", "run_table"]

#: The files read and written as columns: Parquet, and Arrow IPC (Feather 2).
SUFFIXES: Final = (".parquet", ".arrow", ".feather", ".ipc")
_BATCH: Final = 65_536
_WIDTH: Final = 30


@attrs.frozen
class Key:
    """What a key command computes from one URL: ``value``, a column called ``name``.

    ``value`` gives None where the URL has none (a URL without a host has
    no registrable domain): a null in a file, an empty line on stdout.
    """

    name: str
    value: Callable[[URL], str | None]

    def line(self, url: URL) -> str:
        """The value as a line of text: empty for none."""
        return self.value(url) or ""


def reads_table(args: argparse.Namespace) -> bool:
    """Whether the command reads (or writes) a file of columns rather than lines."""
    if getattr(args, "output", None) is not None:
        return True
    path = args.input
    return path is not None and Path(path).suffix.lower() in SUFFIXES


def check_output(command: argparse.ArgumentParser, args: argparse.Namespace) -> None:
    """Refuse (exit status 2) an ``--output`` file of a kind the command cannot write."""
    path = args.output
    if path is not None and Path(path).suffix.lower() not in SUFFIXES:
        command.error(
            f"cannot write {path!r}: --output writes Parquet (.parquet) or Arrow IPC "
            "(.arrow, .feather, .ipc) files; for text, leave out --output and redirect stdout"
        )


def run_table(
    args: argparse.Namespace,
    report: Report,
    key: Key | None,
    *,
    read: Callable[[str], URL],
    on_invalid: OnInvalid,
    separator: str = "",
) -> int:
    """Report each row of the URL column, or write ``key``'s column to ``--output``."""
    from href.arrow._columns import texts  # noqa: PLC0415 - the arrow extra, for columns only

    name = "<arguments>" if args.urls else args.input or "<stdin>"
    table = _table(args, name)
    if table is None:
        return 1
    column = table.column(args.column)
    writing = getattr(args, "output", None) is not None
    assert key is not None or not writing  # only the key commands have --output
    output = Output(separator)
    values: list[str | None] = []
    invalid = 0
    total = len(column)
    progress = sys.stderr.isatty() and total > _BATCH
    for start in range(0, total, _BATCH):
        rows = texts(column.slice(start, _BATCH), "href")
        for index, text in enumerate(rows, start):
            if text is None:
                values.append(None)
                if key is not None and not writing:
                    output.write("")
                continue
            try:
                url = read(text)
                if writing:
                    assert key is not None
                    values.append(key.value(url))
                else:
                    output.write(report.valid(RowIndex(name, index), text, url))
            except ValueError as problem:  # InvalidURL is one
                if progress:
                    sys.stderr.write("\r\x1b[K")
                output.write(report.invalid(RowIndex(name, index), text, str(problem), problem))
                values.append(None)
                invalid += 1
                if on_invalid is OnInvalid.STOP:
                    return 1
        if progress:
            _draw(min(start + _BATCH, total), total)
    if progress:
        sys.stderr.write("\n")
    if writing:
        assert key is not None
        _write(table.append_column(key.name, _strings(values)), args.output)
    return finish(name, total, invalid, on_invalid, unit="rows")


def _draw(done: int, total: int) -> None:
    filled = done * _WIDTH // total
    bar = "#" * filled + "-" * (_WIDTH - filled)
    sys.stderr.write(f"\r[{bar}] {done / total:4.0%} {done:,} rows")
    sys.stderr.flush()


def _table(args: argparse.Namespace, name: str) -> pa.Table | None:
    """The input, or None when it has no column of URLs to read (the reason on stderr)."""
    import pyarrow as pa  # noqa: PLC0415 - the arrow extra

    try:
        table = _read(args)
    except (OSError, UnicodeDecodeError, pa.ArrowException) as problem:
        error(f"cannot read {name!r}: {problem}")
        return None
    if args.column not in table.column_names:
        error(f"no column {args.column!r} in {args.input!r}: give --column")
        return None
    column = table.column(args.column)
    strings = (pa.types.is_string, pa.types.is_large_string, pa.types.is_string_view)
    of = column.type.value_type if pa.types.is_dictionary(column.type) else column.type
    if not any(is_type(of) for is_type in strings):
        error(f"column {args.column!r} in {name!r} holds {column.type}, not URL text")
        return None
    return table


def _read(args: argparse.Namespace) -> pa.Table:
    import pyarrow as pa  # noqa: PLC0415 - the arrow extra

    if args.urls:
        return pa.table({args.column: pa.array(args.urls, type=pa.string())})
    path = args.input
    if path is None or path == "-" or Path(path).suffix.lower() not in SUFFIXES:
        stream = sys.stdin.buffer if path in (None, "-") else Path(path).open("rb")  # noqa: SIM115
        with stream:
            text = stream.read().decode("utf-8-sig")
        return pa.table({args.column: pa.array(text.splitlines(), type=pa.string())})
    if Path(path).suffix.lower() == ".parquet":
        import pyarrow.parquet as pq  # noqa: PLC0415

        return pq.read_table(path)
    from pyarrow import feather  # noqa: PLC0415

    return feather.read_table(path)


def _strings(values: list[str | None]) -> pa.Array:
    import pyarrow as pa  # noqa: PLC0415 - the arrow extra

    return pa.array(values, type=pa.string())


def _write(table: pa.Table, path: str) -> None:
    if Path(path).suffix.lower() == ".parquet":
        import pyarrow.parquet as pq  # noqa: PLC0415

        pq.write_table(table, path)
    else:
        from pyarrow import feather  # noqa: PLC0415

        feather.write_feather(table, path)
