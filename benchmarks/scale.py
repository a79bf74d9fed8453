"""URLs at scale, as ratios in one run (issue 22, item 7).

Each row times href's way and its baseline on the same URLs, in this one
process, alternating, best of --repeat; the ratio is href / baseline (lower
is better), with the issue's target:

- host key: ``URL(u).host.canonical`` in a loop against
  ``urlsplit(u).hostname`` in a loop (target: at most 1.0);
- parse: ``href.arrow.parse`` (a struct column with the error field)
  against a urllib.parse loop that builds the same struct (target 1.2);
- DuckDB and Polars: href's host key run by the engine against
  ``href.arrow.host_key`` on the same Arrow column (target 1.1: the
  engine's overhead at most 10%);
- Dask: ``map_partitions`` on a LocalCluster of 2 worker processes against
  the plain loop's wall time (target 0.65).

    python benchmarks/scale.py --n 1000000     # the issue's million URLs
    python benchmarks/scale.py --n 100000      # a quicker look

The engines are optional: a row whose engine is not installed says so.
"""

from __future__ import annotations

import argparse
import importlib
import os
import sys
import time
import urllib.parse
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pyarrow as pa

from href import URL, arrow

_CORPORA = Path(
    os.environ.get("HREF_URL_CORPORA")
    or Path(__file__).resolve().parents[1] / ".." / "shared" / "data" / "urls"
)
_FIELDS = arrow.FIELDS


def _urls(count: int) -> list[str]:
    files = sorted(_CORPORA.glob("*.txt")) if _CORPORA.is_dir() else []
    if not files:
        sys.exit(f"no URL corpora in {_CORPORA}: set HREF_URL_CORPORA")
    lines = [line for f in files for line in f.read_text(encoding="utf-8").split("\n") if line]
    return (lines * (count // len(lines) + 1))[:count]


def _best(function: Callable[[], object], repeat: int) -> float:
    times = []
    for _ in range(repeat):
        start = time.perf_counter()
        function()
        times.append(time.perf_counter() - start)
    return min(times)


def _pair(href: Callable[[], object], base: Callable[[], object], repeat: int) -> float:
    """href's best time over the baseline's, timed alternately."""
    href_times, base_times = [], []
    for _ in range(repeat):
        href_times.append(_best(href, 1))
        base_times.append(_best(base, 1))
    return min(href_times) / min(base_times)


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


def _duckdb_row(column: pa.Array, repeat: int) -> str:
    duckdb = _engine("duckdb")
    if duckdb is None:
        return "duckdb is not installed"
    from href.arrow import duckdb as href_duckdb  # noqa: PLC0415

    con = duckdb.connect()
    href_duckdb.register(con, www="label")
    con.register("urls", pa.table({"url": column}))
    query = "select count(distinct href_host_key(url)) from urls"
    ratio = _pair(
        lambda: con.sql(query).fetchall(),
        lambda: len(set(arrow.host_key(column).to_pylist())),
        repeat,
    )
    return f"{ratio:.2f}"


def _polars_row(column: pa.Array, repeat: int) -> str:
    pl = _engine("polars")
    if pl is None:
        return "polars is not installed"
    from href.arrow import polars as href_polars  # noqa: PLC0415

    href_polars.register(www="label")
    frame = pl.DataFrame({"url": column})
    ratio = _pair(
        lambda: frame.select(pl.col("url").href.host_key().n_unique()).item(),
        lambda: len(set(arrow.host_key(column).to_pylist())),
        repeat,
    )
    return f"{ratio:.2f}"


def _dask_row(urls: list[str], repeat: int) -> str:
    dd, pd, distributed = _engine("dask.dataframe"), _engine("pandas"), _engine("distributed")
    if dd is None or pd is None or distributed is None:
        return "dask[distributed] is not installed"
    from href.arrow import dask as href_dask  # noqa: PLC0415

    with (
        distributed.LocalCluster(
            n_workers=2, threads_per_worker=1, dashboard_address=None
        ) as cluster,
        distributed.Client(cluster) as client,
    ):
        frame = client.persist(dd.from_pandas(pd.DataFrame({"url": urls}), npartitions=8))
        keyed: Any = href_dask.add_columns(frame, ["host_key"], www="label")
        ratio = _pair(
            lambda: keyed["host_key"].nunique().compute(),
            lambda: len(set(_href_host_keys(urls))),
            repeat,
        )
    return f"{ratio:.2f}"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--n", type=int, default=200_000, help="URLs (default 200,000)")
    parser.add_argument("--repeat", type=int, default=3, help="timings of each side (best kept)")
    args = parser.parse_args()
    urls = _urls(args.n)
    column = pa.array(urls, type=pa.string())
    host_key = _pair(lambda: _href_host_keys(urls), lambda: _urllib_hostnames(urls), args.repeat)
    parse = _pair(lambda: arrow.parse(column), lambda: _urllib_struct(column), args.repeat)
    rows = [
        ("host key: URL(u).host.canonical / urlsplit(u).hostname", "1.00", f"{host_key:.2f}"),
        ("href.arrow.parse / urllib loop building the same struct", "1.20", f"{parse:.2f}"),
        ("DuckDB href_host_key / href.arrow.host_key", "1.10", _duckdb_row(column, args.repeat)),
        (
            "Polars .href.host_key() / href.arrow.host_key",
            "1.10",
            _polars_row(column, args.repeat),
        ),
        ("Dask, 2 workers / the plain loop (wall time)", "0.65", _dask_row(urls, args.repeat)),
    ]
    print(f"{args.n:,} corpus URLs, best of {args.repeat}; ratio = href's way / baseline\n")
    print("| row | target | ratio |\n| --- | --- | --- |")
    for name, target, ratio in rows:
        print(f"| {name} | {target} | {ratio} |")


if __name__ == "__main__":
    main()
