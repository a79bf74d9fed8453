"""URLs at scale, as ratios in one run (issue 22, item 7).

Each row times href's way and its baseline on the same URLs, in this one
process, alternating, best of --repeat, each timing from cold caches and
on fresh ``str`` objects (see scale_timing.py); the ratio is href / baseline
(lower is better), printed with the range of the rounds' ratios and the
best seconds of each side, beside the issue's target:

- host key: ``URL(u).host.canonical`` in a loop against
  ``urlsplit(u).hostname`` in a loop (target: at most 1.0);
- parse: ``href.arrow.parse`` (a struct column with the error field)
  against a urllib.parse loop that builds the same struct (target 1.2);
- DuckDB and Polars: href's host key run by the engine (DuckDB's Arrow UDF
  ``href_host_key`` and a distinct count; Polars' ``.href.host_key()`` and
  ``n_unique``) against ``href.arrow.host_key`` on the same Arrow column and
  a distinct count (target 1.1: the engine's overhead at most 10%);
- Dask: ``map_partitions`` on a LocalCluster of 2 worker processes, reading
  Parquet files, against the same job in one process (target 0.65); what is
  timed is in scale_dask.py.

    python benchmarks/scale.py --n 1000000     # the issue's million URLs
    python benchmarks/scale.py --n 100000      # a quicker look

The million URLs are the corpora (91,000 lines) over and over: no cache
in href or in urllib.parse holds a whole cycle, so a repeat gains nothing
(scale_timing.cold). The engines are optional: a row whose engine is not
installed says so.
"""

from __future__ import annotations

import argparse
import importlib
import os
import sys
import time
import urllib.parse
from pathlib import Path
from typing import Any

import pyarrow as pa
import pyarrow.compute as pc
from scale_dask import dask_row
from scale_timing import Pair, pair

from href import URL, arrow

_CORPORA = Path(
    os.environ.get("HREF_URL_CORPORA")
    or Path(__file__).resolve().parents[1] / ".." / "shared" / "data" / "urls"
)
_FIELDS = arrow.FIELDS


def _lines() -> list[str]:
    """Every corpus line (UTF-8, an optional byte order mark), as bench.py reads them."""
    files = sorted(_CORPORA.glob("*.txt")) if _CORPORA.is_dir() else []
    if not files:
        sys.exit(f"no URL corpora in {_CORPORA}: set HREF_URL_CORPORA")
    return [line for f in files for line in f.read_text(encoding="utf-8-sig").split("\n") if line]


def _million(count: int) -> str:
    """``count`` corpus lines, the corpora over and over, as one text a URL a line."""
    lines = _lines()
    return "\n".join((lines * (count // len(lines) + 1))[:count])


def _href_host_keys(urls: list[str]) -> list[str | None]:
    out: list[str | None] = []
    for text in urls:
        try:
            host = URL(text).host
        except ValueError:
            out.append(None)
            continue
        out.append(None if host is None else host.canonical)
    return out


def _urllib_hostnames(urls: list[str]) -> list[str | None]:
    out: list[str | None] = []
    for text in urls:
        try:
            out.append(urllib.parse.urlsplit(text).hostname)
        except ValueError:
            out.append(None)
    return out


def _urllib_struct(column: pa.Array) -> pa.StructArray:
    """The same struct as href.arrow.parse, by urllib.parse: the baseline of the parse row."""
    columns: list[list[str | None]] = [[] for _ in _FIELDS]
    for text in column.to_pylist():
        try:
            parts = urllib.parse.urlsplit(text)
            port = parts.netloc.rpartition(":")[2] if parts.port is not None else None
            host = parts.hostname
            row: tuple[str | None, ...] = (
                parts.scheme or None,
                parts.username,
                parts.password,
                host,
                "name",
                None if host is None else host.encode("idna").decode("ascii"),
                port,
                parts.path,
                parts.query or None,
                parts.fragment or None,
                None,
            )
        except (ValueError, UnicodeError) as error:
            row = (None, None, None, None, None, None, None, None, None, None, str(error))
        for values, value in zip(columns, row, strict=True):
            values.append(value)
    arrays = [pa.array(values, type=pa.string()) for values in columns]
    return pa.StructArray.from_arrays(arrays, names=list(_FIELDS))


def _engine(name: str) -> Any:
    try:
        return importlib.import_module(name)
    except ImportError:
        return None


def _distinct_host_keys(column: pa.Array) -> int:
    """The engines' baseline: href.arrow.host_key, then a distinct count (nulls not counted)."""
    count: int = pc.count_distinct(arrow.host_key(column)).as_py()
    return count


def _duckdb_row(column: pa.Array, repeat: int) -> str:
    duckdb = _engine("duckdb")
    if duckdb is None:
        return "duckdb is not installed"
    from href.arrow import duckdb as href_duckdb  # noqa: PLC0415

    con = duckdb.connect()
    href_duckdb.register(con, www="label")
    con.register("urls", pa.table({"url": column}))
    query = "select count(distinct href_host_key(url)) from urls"
    result = pair(
        lambda _: con.sql(query).fetchall()[0][0],
        _distinct_host_keys,
        lambda: column,
        repeat,
    )
    return result.cell(same=True)


def _polars_row(column: pa.Array, repeat: int) -> str:
    pl = _engine("polars")
    if pl is None:
        return "polars is not installed"
    from href.arrow import polars as href_polars  # noqa: PLC0415

    href_polars.register(www="label")
    frame = pl.DataFrame({"url": column})
    # drop_nulls: n_unique counts a null as a value, count_distinct does not.
    result = pair(
        lambda _: frame.select(pl.col("url").href.host_key().drop_nulls().n_unique()).item(),
        _distinct_host_keys,
        lambda: column,
        repeat,
    )
    return result.cell(same=True)


def _load() -> str:
    one, five, fifteen = os.getloadavg()
    return f"load average {one:.2f}, {five:.2f}, {fifteen:.2f} (2 cores)"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--n", type=int, default=200_000, help="URLs (default 200,000)")
    parser.add_argument("--repeat", type=int, default=5, help="rounds of each row (best kept)")
    parser.add_argument(
        "--partitions", type=int, default=4, help="Parquet files for Dask (default 4)"
    )
    args = parser.parse_args()
    began, load = time.strftime("%Y-%m-%d %H:%M"), _load()
    text = _million(args.n)

    def fresh() -> list[str]:
        return text.split("\n")  # new str objects each time (see scale_timing.pair)

    column = pa.array(fresh(), type=pa.string())
    host_key = pair(_href_host_keys, _urllib_hostnames, fresh, args.repeat)
    parse: Pair[pa.Array] = pair(arrow.parse, _urllib_struct, lambda: column, args.repeat)
    dask, notes = dask_row(column, args.repeat, args.partitions)
    rows = [
        ("host key: URL(u).host.canonical / urlsplit(u).hostname", "1.00", host_key.cell()),
        ("href.arrow.parse / urllib loop building the same struct", "1.20", parse.cell()),
        ("DuckDB href_host_key / href.arrow.host_key", "1.10", _duckdb_row(column, args.repeat)),
        (
            "Polars .href.host_key() / href.arrow.host_key",
            "1.10",
            _polars_row(column, args.repeat),
        ),
        ("Dask, 2 workers / the same job in one process (wall time)", "0.65", dask),
    ]
    print(f"{args.n:,} corpus URLs, {args.repeat} rounds, {began}; ratio = href's way / baseline")
    print(f"before: {load}; after: {_load()}\n")
    print("| row | target | ratio (rounds' range; best s / best s) |\n| --- | --- | --- |")
    for name, target, ratio in rows:
        print(f"| {name} | {target} | {ratio} |")
    print()
    for note in notes:
        print(note)
    print(f"The URL(u).host.canonical loop alone (host key row): {min(host_key.href):.2f} s")


if __name__ == "__main__":
    main()
