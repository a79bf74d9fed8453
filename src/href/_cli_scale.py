"""The href command's bulk keys: ``normalize --profile``, ``surt``, ``domain``, and
Parquet or Arrow files in and out.

Lines in, lines out go through the command's own line reader (errors
reported by line number). A Parquet or Arrow IPC file as ``--input``, or
``--output FILE``, switches to columns: the URLs are read from ``--column``
(default ``url``), computed by :mod:`href.arrow` in batches (a row that
fails gives null), and written as a new column beside the input's, or
printed one a line (a null as an empty line). A progress bar shows on a
terminal.
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, Final, get_args

from href import keys
from href._canon import Profile
from href._surt import WWWRule
from href._url import URL
from href.domains import Section, SuffixList

if TYPE_CHECKING:
    import pyarrow as pa

__all__ = ["add_commands", "add_profile"]

# What _cli passes in: its line runner, and how it adds the bulk options.
RunURLs = Callable[..., int]
AddBulk = Callable[[argparse.ArgumentParser, str], None]
Compute = Callable[["pa.Array"], "pa.Array"]

_COLUMNAR: Final = (".parquet", ".arrow", ".feather", ".ipc")
_BATCH: Final = 65_536
_WIDTH: Final = 30


def add_profile(normalize: argparse.ArgumentParser, run_urls: RunURLs) -> None:
    """Give ``href normalize`` its ``--profile`` and the columnar options."""
    normalize.add_argument(
        "--profile",
        choices=get_args(Profile),
        help="a canonicalization profile (docs: Canonicalization profiles) instead of RFC 3986's",
    )
    _add_columnar_arguments(normalize)
    plain = normalize.get_default("run")

    def run(args: argparse.Namespace) -> int:
        profile: Profile | None = args.profile
        if _is_columnar(args):
            from href import arrow  # noqa: PLC0415 - the arrow extra, only for files of columns

            chosen: Profile = profile or ("whatwg" if args.whatwg else "rfc3986")
            return _columnar(
                args, "normalized", lambda column: arrow.normalize(column, profile=chosen)
            )
        if profile is None:
            result: int = plain(args)
            return result
        return run_urls(args, lambda url: str(url.canonicalize(profile)))

    normalize.set_defaults(run=run)


def add_commands(
    commands: argparse._SubParsersAction[argparse.ArgumentParser],
    add_bulk: AddBulk,
    run_urls: RunURLs,
    epilog: str,
) -> None:
    """Add ``href surt`` and ``href domain``."""
    surt = commands.add_parser(
        "surt",
        help="print SURT keys (or SSURT forms) of URLs",
        description=(
            "Print each URL's SURT key as the surt package writes it (the CDX index key), "
            "or with --ssurt its reversible SSURT form."
        ),
        epilog=epilog,
    )
    add_bulk(surt, "read each URL as a browser does first (the WHATWG URL Standard)")
    surt.add_argument(
        "--www",
        choices=get_args(WWWRule),
        help=(
            "required for SURT keys: 'package' drops www, digits and a dot as the surt "
            "package does (www1355544.com becomes com), 'label' only a www. label, "
            "'keep' nothing"
        ),
    )
    surt.add_argument("--ssurt", action="store_true", help="print the SSURT form instead")
    _add_columnar_arguments(surt)

    def run_surt(args: argparse.Namespace) -> int:
        if not args.ssurt and args.www is None:
            surt.error("give --www package, label or keep (or --ssurt)")
        www: WWWRule = args.www
        if _is_columnar(args):
            from href import arrow  # noqa: PLC0415 - the arrow extra

            if args.ssurt:
                return _columnar(args, "ssurt", _rowwise(keys.ssurt))
            return _columnar(args, "surt", lambda column: arrow.surt(column, www=www))
        if args.ssurt:
            return run_urls(args, keys.ssurt)
        return run_urls(args, lambda url: keys.surt(url, www=www))

    surt.set_defaults(run=run_surt)

    domain = commands.add_parser(
        "domain",
        help="print the registrable domain (or public suffix) of URLs",
        description=(
            "Print each URL's registrable domain by the Public Suffix List (an empty line "
            "where there is none); needs the psl extra: pip install 'href[psl]'."
        ),
        epilog=epilog,
    )
    add_bulk(domain, "read each URL as a browser does first (the WHATWG URL Standard)")
    domain.add_argument(
        "--section",
        choices=get_args(Section),
        required=True,
        help="'icann': the registries' suffixes only; 'private': the whole list",
    )
    domain.add_argument("--suffix", action="store_true", help="print the public suffix instead")
    domain.add_argument("--list", metavar="FILE", help="a Public Suffix List file of your own")
    _add_columnar_arguments(domain)

    def run_domain(args: argparse.Namespace) -> int:
        from href import domains  # noqa: PLC0415 - the psl extra, checked when run

        suffixes = None
        if args.list is not None:
            suffixes = SuffixList(Path(args.list).read_text(encoding="utf-8"))
        section: Section = args.section
        if _is_columnar(args):
            from href import arrow  # noqa: PLC0415 - the arrow extra

            look_up = arrow.public_suffix if args.suffix else arrow.registrable_domain
            name = "public_suffix" if args.suffix else "registrable_domain"
            return _columnar(
                args, name, lambda column: look_up(column, section=section, suffixes=suffixes)
            )
        find = domains.public_suffix if args.suffix else domains.registrable_domain

        def render(url: URL) -> str:
            host = url.host
            found = (
                None if host is None else find(host.canonical, section=section, suffixes=suffixes)
            )
            return found or ""

        return run_urls(args, render)

    domain.set_defaults(run=run_domain)


def _add_columnar_arguments(command: argparse.ArgumentParser) -> None:
    command.add_argument(
        "--column",
        default="url",
        metavar="NAME",
        help="the URL column of a Parquet or Arrow input",
    )
    command.add_argument(
        "--output",
        "-o",
        metavar="FILE",
        help="write a Parquet (.parquet) or Arrow IPC (.arrow, .feather) file: the input's "
        "columns and the result's",
    )


def _is_columnar(args: argparse.Namespace) -> bool:
    path = args.input
    return args.output is not None or (path is not None and Path(path).suffix in _COLUMNAR)


def _rowwise(function: Callable[[str], str]) -> Compute:
    def compute(column: pa.Array) -> pa.Array:
        import pyarrow as pa  # noqa: PLC0415 - the arrow extra

        out: list[str | None] = []
        for text in column.to_pylist():
            try:
                out.append(None if text is None else function(text))
            except ValueError:
                out.append(None)
        return pa.array(out, type=pa.string())

    return compute


def _read_table(args: argparse.Namespace) -> pa.Table:
    import pyarrow as pa  # noqa: PLC0415 - the arrow extra

    path = args.input
    if path is None or path == "-" or Path(path).suffix not in _COLUMNAR:
        stream = sys.stdin.buffer if path in (None, "-") else Path(path).open("rb")  # noqa: SIM115
        with stream:
            text = stream.read().decode("utf-8-sig")
        lines = text.splitlines() if args.urls == [] else list(args.urls)
        return pa.table({args.column: pa.array(lines, type=pa.string())})
    if Path(path).suffix == ".parquet":
        import pyarrow.parquet as pq  # noqa: PLC0415

        return pq.read_table(path)
    from pyarrow import feather  # noqa: PLC0415

    return feather.read_table(path)


def _columnar(args: argparse.Namespace, name: str, compute: Compute) -> int:
    import pyarrow as pa  # noqa: PLC0415 - the arrow extra

    if args.urls:
        table = pa.table({args.column: pa.array(args.urls, type=pa.string())})
    else:
        table = _read_table(args)
    if args.column not in table.column_names:
        sys.stderr.write(f"href: no column {args.column!r} in {args.input!r}: give --column\n")
        return 1
    column = table.column(args.column)
    total = len(column)
    progress = sys.stderr.isatty() and total > _BATCH
    pieces: list[pa.Array] = []
    for start in range(0, total, _BATCH):
        pieces.append(compute(column.slice(start, _BATCH).combine_chunks()))
        if progress:
            done = min(start + _BATCH, total)
            filled = done * _WIDTH // total
            bar = "#" * filled + "-" * (_WIDTH - filled)
            sys.stderr.write(f"\r[{bar}] {done / total:4.0%} {done:,} rows")
            sys.stderr.flush()
    if progress:
        sys.stderr.write("\n")
    result = pa.chunked_array(pieces, type=pa.string())
    if args.output is None:
        for value in result.to_pylist():
            sys.stdout.write(("" if value is None else value) + "\n")
        return 0
    _write_table(table.append_column(name, result), args.output)
    return 0


def _write_table(table: pa.Table, path: str) -> None:
    if Path(path).suffix == ".parquet":
        import pyarrow.parquet as pq  # noqa: PLC0415 - the arrow extra

        pq.write_table(table, path)
    else:
        from pyarrow import feather  # noqa: PLC0415

        feather.write_feather(table, path)
